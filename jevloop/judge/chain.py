"""The backend chain (L3): rules → native → http → human, tried in order.

An answer outside its type (a choice not among the options, a noul outside [0, 1], a score outside
the levels, NaN, a missing question) or a backend error falls through to the next backend, and the
attempt records why. An answer in the escalate confidence band falls through too while a later
backend remains. When no backend gives a usable answer the decision escalates; it never guesses.
"""
from __future__ import annotations

import math
import sys
import time
from typing import Any, Callable, Mapping, Sequence

from ..types import BANDS, band, confidence
from .base import DecisionJudge, JudgeBackend, decision_judge
from .rules import Declined



def answer_valid(q: Mapping[str, Any], a: Any) -> str | None:
    """None when the answer is inside its type, else why not."""
    if not isinstance(a, Mapping):
        return "missing answer"
    if a.get("type") != q.get("type"):
        return f"type {a.get('type')!r} for a {q.get('type')} question"
    t = q["type"]

    def num(v: Any) -> bool:
        return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)

    if t == "noul":
        v = a.get("noul")
        return None if num(v) and 0 <= v <= 1 else f"noul {v!r} outside [0, 1]"
    if t == "choice":
        c, probs = a.get("choice"), a.get("probabilities")
        if c not in (q.get("criteria") or {}):
            return f"choice {c!r} is not among the options"
        if not isinstance(probs, Mapping) or not num(probs.get(c)):
            return "choice without a probability"
        return None
    v = a.get("score")
    n = len(q.get("criteria") or [])
    return None if num(v) and 0 <= v <= n - 1 else f"score {v!r} outside [0, {n - 1}]"


def band_of(q: Mapping[str, Any], a: Mapping[str, Any], bands: Mapping[str, tuple[float, float]] = BANDS) -> str:
    return band(confidence(q, a), q["type"], bands)


class HumanJudge:
    """Asks a person: a callback(decision, state, questions) → answers, or the terminal."""

    name = "human"

    def __init__(self, callback: Callable[[str, Any, Mapping[str, Any]], Mapping[str, Any]] | None = None):
        self.callback = callback

    def ask_decision(self, did, ctx, state, questions):
        if self.callback is not None:
            return {"answers": dict(self.callback(did, state, questions))}
        if not sys.stdin or not sys.stdin.isatty():
            raise Declined("no terminal to ask a person")
        print(f"\n[{did}] the judge is unsure; your answer is needed.", file=sys.stderr)
        answers = {}
        for qid, q in questions.items():
            print(f"  {q.get('instructions')}", file=sys.stderr)
            if q["type"] == "noul":
                v = input("  yes or no? [y/n] ").strip().lower()
                if v not in ("y", "yes", "n", "no"):
                    raise Declined("no answer")
                answers[qid] = {"type": "noul", "noul": 1.0 if v.startswith("y") else 0.0}
            else:
                opts = list(q["criteria"]) if q["type"] == "choice" else list(range(len(q["criteria"])))
                for i, o in enumerate(opts):
                    label = o if q["type"] == "choice" else q["criteria"][o]
                    print(f"    {i}: {label}", file=sys.stderr)
                v = input("  number: ").strip()
                if not v.isdigit() or int(v) >= len(opts):
                    raise Declined("no answer")
                if q["type"] == "choice":
                    answers[qid] = {"type": "choice", "choice": opts[int(v)], "probabilities": {opts[int(v)]: 1.0}}
                else:
                    answers[qid] = {"type": "score", "score": float(v),
                                    "probabilities": {str(i): float(i == int(v)) for i in opts}}
        return {"answers": answers}


class Chain:
    """Backends tried in order; `attempts` of the last call say what each did."""

    def __init__(self, backends: Sequence[DecisionJudge | JudgeBackend], bands: Mapping[str, tuple[float, float]] = BANDS):
        if not backends:
            raise ValueError("a chain needs at least one backend")
        self.backends = [decision_judge(b) for b in backends]
        self.bands = dict(bands)
        self.name = "+".join(getattr(b, "name", type(b).__name__) for b in self.backends)

    @property
    def model_name(self) -> str:
        for b in self.backends:
            if hasattr(b, "model_name"):
                return b.model_name
        return self.name

    def ask_decision(self, did: str, ctx: Any, state: Mapping[str, Any], questions: Mapping[str, Any]) -> dict[str, Any]:
        attempts: list[dict[str, Any]] = []
        for i, b in enumerate(self.backends):
            name = getattr(b, "name", type(b).__name__)
            t0 = time.perf_counter()
            try:
                out = b.ask_decision(did, ctx, state, questions)
                answers = dict((out or {}).get("answers") or {})
            except Declined as e:
                attempts.append({"backend": name, "ms": (time.perf_counter() - t0) * 1e3, "outcome": "declined",
                                 "why": str(e)})
                continue
            except Exception as e:   # any backend failure falls through
                attempts.append({"backend": name, "ms": (time.perf_counter() - t0) * 1e3, "outcome": "error",
                                 "why": f"{type(e).__name__}: {e}"[:300]})
                continue
            ms = (time.perf_counter() - t0) * 1e3
            bad = [f"{qid}: {why}" for qid, q in questions.items() if (why := answer_valid(q, answers.get(qid)))]
            if bad:
                attempts.append({"backend": name, "ms": ms, "outcome": "out_of_type", "why": "; ".join(bad)[:300]})
                continue
            bands = {qid: band_of(q, answers[qid], self.bands) for qid, q in questions.items()}
            last = i == len(self.backends) - 1
            if not last and any(v == "escalate" for v in bands.values()):
                attempts.append({"backend": name, "ms": ms, "outcome": "low_confidence",
                                 "why": ", ".join(f"{k}={v}" for k, v in bands.items())})
                continue
            attempts.append({"backend": name, "ms": ms, "outcome": "used", "bands": bands})
            return {"answers": answers, "x_backend": name, "x_attempts": attempts}
        return {"answers": {}, "x_backend": "none", "x_attempts": attempts}


def build_chain(spec: str, threads: int | None = None, human: Callable | None = None) -> Chain:
    """A backend chain from its spec: 'rules,native', 'rules,native,http://host:port,human', a bundle
    path…; each backend answers in turn until one gives answers inside their types and above the
    escalate band.

    >>> from jevloop.judge.chain import build_chain
    >>> chain = build_chain("rules,native")
    >>> chain.name
    'rules+native'
    >>> out = chain.ask_decision("needs_tool", None, {"task": "What is 1+1?"},
    ...                          {"needs_tool": {"type": "noul", "instructions": "Does the agent need a tool?"}})
    >>> [a["backend"] for a in out["x_attempts"]][-1], "needs_tool" in out["answers"]
    ('native', True)
    """
    backends: list[Any] = []
    for part in [p.strip() for p in spec.split(",") if p.strip()]:
        if part == "rules":
            from .rules import RulesJudge
            backends.append(RulesJudge())
        elif part == "native":
            from .native import Judge
            backends.append(Judge.default(threads=threads))
        elif part == "human":
            backends.append(HumanJudge(human))
        elif part.startswith(("http://", "https://")):
            import os
            from .http import HttpJudge
            backends.append(HttpJudge(part, api_key=os.environ.get("JEVLOOP_JUDGE_KEY")))
        else:
            from .native import Judge
            backends.append(Judge.from_pretrained(part, threads=threads))
    return Chain(backends)
