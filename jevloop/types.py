"""Question and answer vocabulary (L0): the three decision types, their limits and how sure an answer is."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

QUESTION_TYPES = ("noul", "choice", "score")
MIN_OPTIONS, MAX_OPTIONS = 2, 255
MIN_LEVELS, MAX_LEVELS = 2, 10

# Texts the packer uses for a noul question whose criteria leave a side out.
NOUL_DEFAULT_FALSE = "no"
NOUL_DEFAULT_TRUE = "yes"


MOVE_SEP = " -> "          # a move's input: "src -> dst"

# Confidence bands per type, (auto at or above, verify at or above); below verify is escalate. One home:
# the backend chain routes by them at run time and `jevloop eval` counts its abstentions by them.
BANDS: dict[str, tuple[float, float]] = {"noul": (0.9, 0.75), "choice": (0.9, 0.6), "score": (0.8, 0.5)}


def confidence(q: Mapping[str, Any], a: Mapping[str, Any]) -> float:
    """How sure an answer is, as the chain and the evaluation read it: noul max(p, 1−p); choice the
    chosen option's probability; score the top level's probability (or the answer's own confidence
    when it gives no level probabilities). The wire's `confidence` field is another quantity, the
    top probability rescaled against chance, (p − 1/n)/(1 − 1/n), computed by the native readout."""
    if q["type"] == "noul":
        return max(a["noul"], 1 - a["noul"])
    if q["type"] == "choice":
        return float(a["probabilities"][a["choice"]])
    probs = a.get("probabilities")
    if isinstance(probs, Mapping) and probs:
        return float(max(probs.values()))
    return float(a.get("confidence", 1.0))


def band(conf: float, qtype: str, bands: Mapping[str, tuple[float, float]] = BANDS) -> str:
    hi, mid = bands[qtype]
    return "auto" if conf >= hi else ("verify" if conf >= mid else "escalate")


@dataclass(frozen=True)
class ToolCall:
    """One tool call as a value: the tool, its target path, a write's content, a move's destination.
    `input` is the one string a ToolBox takes ("path", "path\\ncontent" for a write, "src -> dst" for a
    move) and `parse` reads it back; nothing else builds or splits those strings.

    >>> c = ToolCall("move_file", "a.md", dest="old/a.md")
    >>> c.input, ToolCall.parse("move_file", c.input).dest
    ('a.md -> old/a.md', 'old/a.md')
    >>> ToolCall.parse("write_file", "notes.md\\nhello").content
    'hello'
    """

    tool: str
    path: str
    content: str | None = None
    dest: str | None = None

    @property
    def input(self) -> str:
        if self.tool == "write_file":
            return f"{self.path}\n{self.content or ''}"
        if self.tool == "move_file":
            return f"{self.path}{MOVE_SEP}{self.dest or ''}"
        return self.path

    @property
    def shown(self) -> str:
        """The call's first line, as steps, the trace and the authorisation show it (no write content)."""
        return self.input.split("\n", 1)[0]

    @classmethod
    def parse(cls, tool: str, input: str) -> "ToolCall":
        """The call an input string stands for; a move without " -> " has dest None."""
        if tool == "write_file":
            path, _, content = input.partition("\n")
            return cls(tool, path, content=content)
        if tool == "move_file":
            src, sep, dst = input.partition(MOVE_SEP)
            return cls(tool, src, dest=dst if sep else None)
        return cls(tool, input)
