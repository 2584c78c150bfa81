"""Policies (L1): predicates over typed answers, first-match evaluation, and gate overrides.

Closed predicate vocabulary:
  top >= x | top < x          the chosen option's probability of the decision's one choice question
  prob:Q >= x | prob:Q < x    P(true) of noul question Q
  score:Q >= x                expected level of score question Q
  picked:Q = option           the chosen option of choice question Q
  else                        unconditional catch-all (must be last)
"""
from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass, replace
from typing import Any, Mapping

from .errors import GateError

_PRED = re.compile(
    r"^(?:(?P<top>top)|(?P<kind>prob|score|picked):(?P<q>[A-Za-z_][\w]*))\s*(?P<op>>=|<|=)\s*(?P<val>\S+)$")
_NUMBER = re.compile(r"^-?(?:\d+\.?\d*|\.\d+)$")


@dataclass(frozen=True)
class Predicate:
    kind: str                # top | prob | score | picked | else
    question: str | None     # question id (for top: the decision's choice question, filled by the compiler)
    op: str | None           # >= | < | =
    value: float | str | None
    source: str

    @property
    def has_threshold(self) -> bool:
        return self.kind in ("top", "prob", "score")

    def text(self) -> str:
        if self.kind == "else":
            return "else"
        lhs = "top" if self.kind == "top" else f"{self.kind}:{self.question}"
        val = self.value if self.kind == "picked" else _fmt(self.value)
        return f"{lhs} {self.op} {val}"


def _fmt(v: Any) -> str:
    return f"{float(v):g}"


def parse_predicate(src: str) -> tuple[Predicate | None, str | None]:
    """(predicate, None) or (None, why it does not parse)."""
    s = " ".join(src.split())
    if s == "else":
        return Predicate("else", None, None, None, s), None
    m = _PRED.match(s)
    if not m:
        return None, (f"cannot read predicate '{s}' (allowed: top >= x, top < x, prob:Q >= x, prob:Q < x, "
                      f"score:Q >= x, picked:Q = option, else)")
    kind = "top" if m.group("top") else m.group("kind")
    op, val = m.group("op"), m.group("val")
    if kind == "picked":
        if op != "=":
            return None, f"picked:{m.group('q')} takes '=', not '{op}'"
        return Predicate(kind, m.group("q"), op, val, s), None
    if kind == "score" and op != ">=":
        return None, f"score predicates take '>=', not '{op}'"
    if op == "=":
        return None, f"{kind} predicates take '>=' or '<', not '='"
    if not _NUMBER.match(val):
        return None, f"threshold '{val}' is not a number"
    return Predicate(kind, m.group("q"), op, float(val), s), None


@dataclass(frozen=True)
class Rule:
    when: Predicate
    action: str
    line: int = 0


def _measure(pred: Predicate, answers: Mapping[str, Any]) -> float | str | None:
    a = answers.get(pred.question or "")
    if a is None:
        return None
    if pred.kind == "prob":
        return a.get("noul")
    if pred.kind == "score":
        return a.get("score")
    if pred.kind == "top":
        probs, ch = a.get("probabilities") or {}, a.get("choice")
        return probs.get(ch) if ch is not None else None
    if pred.kind == "picked":
        return a.get("choice")
    return None


def matches(pred: Predicate, answers: Mapping[str, Any]) -> bool:
    if pred.kind == "else":
        return True
    v = _measure(pred, answers)
    if v is None:
        return False
    if pred.kind == "picked":
        return v == pred.value
    if not isinstance(v, (int, float)) or math.isnan(v):
        return False
    return v >= pred.value if pred.op == ">=" else v < pred.value


@dataclass
class Resolution:
    action: str
    rule: int                 # index of the rule that matched
    predicate: str
    margin: float | None      # measured value minus the deciding threshold (None for else/picked)


def resolve(rules: list[Rule], answers: Mapping[str, Any]) -> Resolution:
    """First matching rule wins. Compiled policies always end in `else`, so this always resolves."""
    for i, r in enumerate(rules):
        if matches(r.when, answers):
            margin = None
            if r.when.has_threshold:
                margin = float(_measure(r.when, answers)) - float(r.when.value)
            return Resolution(r.action, i, r.when.text(), margin)
    raise RuntimeError("policy without a catch-all reached evaluation")


# ---------------------------------------------------------------------------------------------
# Gate overrides: `decision.question=value` (multi-tier questions: `decision.question[i]`).

def parse_gate_text(text: str) -> dict[str, str]:
    """'a.b=1,c.d=0.7' → {'a.b': '1', 'c.d': '0.7'}; values stay text until checked."""
    out: dict[str, str] = {}
    for part in (p.strip() for p in (text or "").split(",")):
        if not part:
            continue
        if "=" not in part:
            raise GateError(f"gate '{part}' is not KEY=VALUE")
        k, v = part.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def gates_from_env(env: Mapping[str, str] | None = None) -> dict[str, str]:
    return parse_gate_text((env if env is not None else os.environ).get("JEVLOOP_GATES", ""))


@dataclass(frozen=True)
class GateSlot:
    """One overridable threshold: a rule's position in a decision's policy."""
    key: str
    decision: str
    rule: int
    kind: str          # top | prob | score
    upper: float       # largest allowed value (1 for probabilities, levels−1 for scores)


def tier_conflicts(rules: list[Rule]) -> list[tuple[Rule, Rule]]:
    """(rule, earlier rule) pairs where a `>=` tier on the same question can never match because an
    earlier tier's threshold is not higher."""
    out = []
    last: dict[tuple[str, str | None], Rule] = {}
    for r in rules:
        p = r.when
        if not p.has_threshold or p.op != ">=":
            continue
        k = (p.kind, p.question)
        if k in last and not float(p.value) < float(last[k].when.value):
            out.append((r, last[k]))
        last[k] = r
    return out


def apply_gates(policies: dict[str, list[Rule]], slots: dict[str, GateSlot],
                overrides: Mapping[str, Any]) -> tuple[dict[str, list[Rule]], dict[str, float]]:
    """New policies with the overrides applied, or GateError naming every problem and the valid
    keys. Refused as a whole: a half-applied set of gates is a gate you think you have."""
    problems: list[str] = []
    values: dict[str, float] = {}
    for key, raw in overrides.items():
        slot = slots.get(key)
        if slot is None:
            problems.append(f"unknown gate key '{key}'")
            continue
        try:
            v = float(raw)
        except (TypeError, ValueError):
            problems.append(f"{key}: '{raw}' is not a number")
            continue
        if math.isnan(v) or v < 0 or v > slot.upper:
            what = "a probability" if slot.kind != "score" else f"a level in [0, {slot.upper:g}]"
            problems.append(f"{key}: {raw} is outside [0, {slot.upper:g}] ({what})")
            continue
        values[key] = v
    out = {d: list(rs) for d, rs in policies.items()}
    seen_rule: dict[tuple[str, int], str] = {}
    for key, v in values.items():
        slot = slots[key]
        if (slot.decision, slot.rule) in seen_rule:
            problems.append(f"{key} and {seen_rule[(slot.decision, slot.rule)]} name the same threshold")
            continue
        seen_rule[(slot.decision, slot.rule)] = key
        r = out[slot.decision][slot.rule]
        out[slot.decision][slot.rule] = replace(r, when=replace(r.when, value=v))
    for dec, rules in out.items():
        for r, prev in tier_conflicts(rules):
            problems.append(
                f"{dec}: '{r.when.text()} → {r.action}' can never match after "
                f"'{prev.when.text()} → {prev.action}' (first match wins; tiers on one question must "
                f"strictly decrease)")
    if problems:
        raise GateError("; ".join(problems) + f" — valid gate keys: {', '.join(sorted(slots))}")
    return out, values
