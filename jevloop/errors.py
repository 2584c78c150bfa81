"""Errors of jevloop (L0). Every error a user can cause is a JevloopError with a one-line message."""
from __future__ import annotations


class JevloopError(Exception):
    """Base class: the CLI prints ``str(err)`` on one line and exits 2."""


class ContractError(JevloopError):
    """A DECISION.md (or a gate override) that does not compile. ``problems`` holds one entry per
    defect as ``(line, message)``; line is 0 when the defect has no single line."""

    def __init__(self, problems: list[tuple[int, str]], path: str = "DECISION.md"):
        self.problems = list(problems)
        self.path = path
        super().__init__("; ".join(self.lines()))

    def lines(self) -> list[str]:
        return [f"{self.path}:{line}: {msg}" if line else f"{self.path}: {msg}" for line, msg in self.problems]


class GateError(JevloopError):
    """Gate overrides refused as a whole; the message lists the valid keys."""


class ValidationError(JevloopError):
    """An invalid wire-format request. ``loc`` names the field (as the 422 ``detail[].loc``)."""

    def __init__(self, loc: tuple, msg: str, type_: str = "value_error"):
        self.loc = tuple(loc)
        self.msg = msg
        self.type = type_
        super().__init__(f"{'.'.join(str(p) for p in self.loc)}: {msg}")

    def detail(self) -> dict:
        return {"loc": list(self.loc), "msg": self.msg, "type": self.type}


class BundleError(JevloopError):
    """A judge bundle that cannot be loaded: missing file, hash mismatch, corrupt graph."""


class StoreError(JevloopError):
    """A replay store that cannot be opened or read: a file where a folder is expected, a database
    that is not a jevloop store, a corrupt or truncated file, a record that is not what was written."""
