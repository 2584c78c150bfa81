from __future__ import annotations

__version__ = "0.38.4"
