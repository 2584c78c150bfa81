"""The Generator seam (L2)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..errors import JevloopError
from ..types import ToolCall


@dataclass
class Generation:
    text: str
    model_calls: int = 1
    tokens: int = 0
    ms: float = 0.0
    by_llm: bool = True
    # the text only says that this generator cannot write the answer (no tool ran, the loop did not stop
    # early, and no model is configured): it claims nothing, and a revision by the same generator could
    # say no more, so the loop answers can_deliver itself (DECISION.md, can_deliver)
    limited: bool = False


class Evidence(str):
    """One step as a generator sees it: the line a prompt shows ("read_file(a.md) → …"; a write's line
    adds the content written), with the step's call and output kept beside it, so that no generator
    parses the line back.

    >>> e = Evidence("read_file", "a.md", "hello")
    >>> str(e), e.call.path, e.output
    ('read_file(a.md) → hello', 'a.md', 'hello')
    """

    call: ToolCall
    output: str        # what the line shows after the arrow

    def __new__(cls, tool: str, input: str, result: str) -> "Evidence":
        call = ToolCall.parse(tool, input)
        output = f"{result}\ncontent:\n{(call.content or '')[:2000]}" if tool == "write_file" else result
        self = super().__new__(cls, f"{tool}({call.shown}) → {output}")
        self.call, self.output = call, output
        return self


def evidence_lines(history) -> list[Evidence]:
    """The steps of a run (StepRecords) as a generator sees them."""
    return [Evidence(h.tool, h.input, h.result) for h in history]


# The revision feedback the loop sends after can_deliver turns a draft down (one of the two).
FEEDBACK_UNSUPPORTED = "it states something the tool output does not support"
FEEDBACK_NOT_DONE = "it does not carry out or accurately report what the task asked for"


@dataclass(frozen=True)
class Bounds:
    """What a tool input may name, known to the loop before it asks: the files that exist (a move's or
    a delete's source is one of them) and the new files the task names (a write's path is one of them,
    when there are any). A generator that can constrain its output (a JSON schema, a grammar) uses
    them; the loop checks them again either way."""
    existing: tuple[str, ...] = ()
    new_files: tuple[str, ...] = ()
    max_content: int = 20_000


class GeneratorError(JevloopError):
    """The generator could not produce a complete answer (network, truncated stream, bad output).
    What the failed attempts cost travels with the error, so the meter counts it."""

    def __init__(self, message: str, *, model_calls: int = 0, tokens: int = 0, ms: float = 0.0, text: str = ""):
        super().__init__(message)
        self.model_calls, self.tokens, self.ms, self.text = model_calls, tokens, ms, text


class WallBudgetError(GeneratorError):
    """The generation was cut because its deadline (the loop's wall-time budget) passed; the message
    starts with ``budget_wall:``. Never retried."""


class Generator(Protocol):
    name: str
    # Optional: a time.monotonic() value after which generate() gives up with WallBudgetError. A
    # generator without the attribute ignores the budget (the loop checks it between steps).
    # deadline: float | None

    def generate(self, system: str, task: str, evidence: list[Evidence], purpose: str = "answer",
                 feedback: str | None = None, bounds: Bounds | None = None) -> Generation:
        """purpose: 'answer' (the final answer), 'write' / 'move' / 'delete' (a tool input in the
        strict format jevloop.generate.parse reads); bounds: what a tool input may name."""
        ...
