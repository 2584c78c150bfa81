"""Tools the loop can call (L2 protocol, L3 local sandbox)."""
