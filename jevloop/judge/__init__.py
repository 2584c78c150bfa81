"""Judge backends (L2 protocol, L3 providers)."""
