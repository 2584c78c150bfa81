"""Accounting (L5): decisions against model calls, and the trace as JSON Lines."""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from typing import Any, Callable, TextIO

from .errors import JevloopError


@dataclass
class Meter:
    decisions: int = 0
    decision_ms: float = 0.0
    judge_requests: int = 0
    model_calls: int = 0
    model_ms: float = 0.0
    model_tokens: int = 0
    audits: int = 0
    wall_ms: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "decisions": self.decisions, "decision_ms": round(self.decision_ms, 3),
            "judge_requests": self.judge_requests, "model_calls": self.model_calls,
            "model_ms": round(self.model_ms, 3), "model_tokens": self.model_tokens, "audits": self.audits,
            "wall_ms": round(self.wall_ms, 3),
            "decisions_per_model_call": (round(self.decisions / self.model_calls, 2) if self.model_calls else None),
            "decision_share_of_wall": (round(self.decision_ms / self.wall_ms, 4) if self.wall_ms else None),
        }

    def line(self) -> str:
        m = self.to_json()
        ratio = f"{m['decisions_per_model_call']} decisions per model call" if self.model_calls else "no model call"
        share = f"{100 * m['decision_share_of_wall']:.1f}% of wall time" if m["decision_share_of_wall"] is not None else ""
        return (f"meter: {self.decisions} decisions in {self.decision_ms:.1f} ms ({self.judge_requests} judge requests, "
                f"{share}); {self.model_calls} model calls in {self.model_ms:.1f} ms; {ratio}; {self.audits} audits")


@dataclass
class Trace:
    """Trace events: JSON Lines to a file and/or a live callback; each event has `step` and `ts`."""
    sink: TextIO | None = None
    live: Callable[[dict[str, Any]], None] | None = None
    events: list[dict[str, Any]] = field(default_factory=list)

    _owns_sink: bool = field(default=False, repr=False)

    @classmethod
    def to_file(cls, path: str | os.PathLike, live: Callable[[dict[str, Any]], None] | None = None) -> "Trace":
        """A trace writing JSON Lines to ``path`` (created or truncated); close() closes the file.
        A path that cannot be written is a JevloopError with one line, before the run starts."""
        p = os.fspath(path)
        parent = os.path.dirname(os.path.abspath(p))
        if os.path.isdir(p):
            raise JevloopError(f"trace file {p}: is a folder, not a file")
        if not os.path.isdir(parent):
            raise JevloopError(f"trace file {p}: folder {parent} does not exist")
        try:
            sink = open(p, "w", encoding="utf-8")
        except OSError as e:
            raise JevloopError(f"trace file {p}: cannot write: {e.strerror or e}") from None
        return cls(sink=sink, live=live, _owns_sink=True)

    def close(self) -> None:
        """Close the sink if this trace opened it (Trace.to_file)."""
        if self._owns_sink and self.sink is not None:
            self.sink.close()
            self.sink = None

    def emit(self, event: str, step: int, **data: Any) -> None:
        ev = {"event": event, "step": step, "ts": time.time(), **data}
        self.events.append(ev)
        if self.sink is not None:
            self.sink.write(json.dumps(ev, ensure_ascii=False, default=str) + "\n")
            self.sink.flush()
        if self.live is not None:
            self.live(ev)
