"""The Tool seam (L2): a tool result is data the judge sees, never an exception that ends a run."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass
class ToolResult:
    ok: bool
    output: str
    # what the call changed on disk, for artifacts and rollback: (kind, path)
    effects: tuple[tuple[str, str], ...] = ()


class ToolBox(Protocol):
    """A set of tools keyed by name, with a static base risk per tool (0 read-only … 3 destructive)."""

    risk: dict[str, int]

    def names(self) -> list[str]: ...

    def call(self, tool: str, input: str) -> ToolResult: ...

    def exists(self, target: str) -> bool | None:
        """Whether a tool's target already exists (None: not a valid target); a write onto an existing
        target asks a human."""
        ...

    def holding(self, words: list[str], files: list[str]) -> dict[str, list[str]]:
        """Which of `files` hold which of `words` (case-insensitive), each file read as read_file reads
        it (same bound, same checks); files that hold none or cannot be read are left out. A value may be
        a frame.Held, which also says which of the words one line holds together (the local sandbox's are)."""
        ...
