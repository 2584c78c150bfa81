"""The Judge seam (L2): anything that answers wire-format questions about a state (JudgeBackend), and
what the loop asks: one decision with its context (DecisionJudge). Every judge the loop, the chain and
the benchmarks hold is a DecisionJudge; a wire-only judge is adapted once, by `decision_judge`."""
from __future__ import annotations

from typing import Any, Mapping, Protocol, runtime_checkable


@runtime_checkable
class JudgeBackend(Protocol):
    name: str

    def ask(self, state: Any, questions: Mapping[str, Any]) -> dict[str, Any]:
        """A `/v1/systemone` response: {"model", "answers": {id: answer}, "usage": {...}}."""
        ...


@runtime_checkable
class DecisionJudge(Protocol):
    name: str

    def ask_decision(self, did: str, ctx: Any, state: Mapping[str, Any],
                     questions: Mapping[str, Any]) -> dict[str, Any]:
        """Answer decision `did` (a DECISION.md id) about `state`, the frame compiled from the loop
        context `ctx`; judges that need more than the frame (the oracle, a human) read `ctx`."""
        ...


class OnWire:
    """A wire-format judge seen as a decision judge: it gets the frame's state and the questions."""

    def __init__(self, judge: JudgeBackend):
        self.judge = judge
        self.name = getattr(judge, "name", type(judge).__name__)

    def __getattr__(self, attr: str) -> Any:          # model_name, info(), … of the judge itself
        return getattr(self.judge, attr)

    def ask_decision(self, did: str, ctx: Any, state: Mapping[str, Any],
                     questions: Mapping[str, Any]) -> dict[str, Any]:
        return self.judge.ask(state, questions)


def decision_judge(judge: DecisionJudge | JudgeBackend) -> DecisionJudge:
    if isinstance(judge, DecisionJudge):
        return judge
    if isinstance(judge, JudgeBackend):
        return OnWire(judge)
    raise TypeError(f"{type(judge).__name__} is not a judge: it has neither ask_decision() nor ask()")
