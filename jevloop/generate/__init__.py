"""Generators: the one place an LLM writes (L2 protocol, L3 providers)."""
