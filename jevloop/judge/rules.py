"""The rules backend (L3): deterministic answers only where the outcome is certain by construction;
everything else is declined, so the chain falls through (alone, the decision escalates)."""
from __future__ import annotations

from typing import Any, Mapping

from ..errors import JevloopError

from ..frame import AgentCtx


class Declined(JevloopError):
    """The rules have no certain answer for this decision."""


class RulesJudge:
    name = "rules"

    def ask_decision(self, did: str, ctx: AgentCtx, state: Mapping[str, Any], questions: Mapping[str, Any]) -> dict:
        if did == "step_ok" and ctx.history and (not ctx.history[-1].ok or ctx.history[-1].result.startswith("error:")):
            # the project's own tool layer reported an error: the call did not work
            return {"answers": {"ok": {"type": "noul", "noul": 0.0}}}
        for qid, q in questions.items():
            if q.get("type") == "choice" and len(q.get("criteria") or {}) == 1:
                only = next(iter(q["criteria"]))
                return {"answers": {qid: {"type": "choice", "choice": only, "probabilities": {only: 1.0}, "confidence": 1.0}}}
        raise Declined(did)

    def ask(self, state, questions):
        raise Declined("rules need the loop context")
