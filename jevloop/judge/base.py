"""The Judge seam (L2): anything that answers wire-format questions about a state."""
from __future__ import annotations

from typing import Any, Mapping, Protocol, runtime_checkable


@runtime_checkable
class JudgeBackend(Protocol):
    name: str

    def ask(self, state: Any, questions: Mapping[str, Any]) -> dict[str, Any]:
        """A `/v1/systemone` response: {"model", "answers": {id: answer}, "usage": {...}}."""
        ...
