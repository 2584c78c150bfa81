"""The Jev wire format (L0): request validation shared by the Judge and the server, and the
deterministic rendering of state, instructions and options into the texts the packer tokenises."""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from collections.abc import Mapping
from typing import Any

from ._native import plain_key as _plain_key
from .errors import ValidationError
from .types import (
    MAX_LEVELS, MAX_OPTIONS, MIN_LEVELS, MIN_OPTIONS, NOUL_DEFAULT_FALSE, NOUL_DEFAULT_TRUE, QUESTION_TYPES,
)

QTYPE_CODE = {"noul": 0, "choice": 1, "score": 2}


@dataclass(frozen=True)
class Question:
    """A validated question: its id, type, head text and option names/texts (in marker order)."""
    id: str
    type: str
    head: str
    names: tuple[str, ...]     # choice: option names; score: level indices "0".."n-1"; noul: ("false", "true")
    texts: tuple[str, ...]     # what follows each marker
    levels: tuple[Any, ...] = ()


MAX_NESTING = 64   # objects / lists inside a state or a question; deeper is a validation error


def valid_text(s: str) -> bool:
    """False for a string holding a lone UTF-16 surrogate (JSON "\\ud800"): not Unicode text, and
    nothing downstream (the tokenizer, a UTF-8 response) can carry it."""
    if s.isascii():
        return True
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _bad_text(loc: tuple) -> ValidationError:
    return ValidationError(loc, "a string holds a lone UTF-16 surrogate (e.g. \\ud800 without its pair); "
                                "text must be valid Unicode", "value_error.unicode")


def _check_finite(obj: Any, loc: tuple, depth: int = 0) -> None:
    """No NaN / infinity, no lone surrogates in strings or keys, at most MAX_NESTING levels."""
    t = type(obj)
    if t is str:
        if not valid_text(obj):
            raise _bad_text(loc)
        return
    if t is int or t is bool or obj is None:
        return
    if t is float:
        if not math.isfinite(obj):
            raise ValidationError(loc, "NaN and infinite numbers are not allowed", "value_error.nan")
        return
    if depth >= MAX_NESTING:
        raise ValidationError(loc, f"nested deeper than {MAX_NESTING} levels", "value_error.depth")
    if t is dict or isinstance(obj, Mapping):
        for k, v in obj.items():
            if isinstance(k, str) and not valid_text(k):
                raise _bad_text(loc + (k,))
            _check_finite(v, loc + (k,), depth + 1)
    elif t is list or t is tuple:
        for i, v in enumerate(obj):
            _check_finite(v, loc + (i,), depth + 1)
    elif isinstance(obj, float) and not math.isfinite(obj):
        raise ValidationError(loc, "NaN and infinite numbers are not allowed", "value_error.nan")
    elif isinstance(obj, str) and not valid_text(obj):
        raise _bad_text(loc)


def render_value(v: Any) -> str:
    if isinstance(v, str):
        return v
    if isinstance(v, bool):
        return "true" if v else "false"
    if v is None:
        return "null"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, (list, tuple)) and all(isinstance(x, (str, int, float, bool)) or x is None for x in v):
        return ", ".join(render_value(x) for x in v)
    return json.dumps(v, ensure_ascii=False, sort_keys=True, separators=(", ", ": "))


def render_state(state: Any) -> str:
    """Objects become `key: value` lines in their given order; lists one line per item; text as is."""
    if isinstance(state, str):
        return state
    if isinstance(state, Mapping):
        return "\n".join(f"{k}: {render_value(v)}" for k, v in state.items())
    if isinstance(state, (list, tuple)):
        return "\n".join(render_value(x) for x in state)
    return render_value(state)


def _instructions(q: Mapping[str, Any], loc: tuple) -> str:
    """Instructions may be absent (the type alone heads the row), a string, an object or a list;
    present but empty is an error."""
    ins = q.get("instructions")
    if ins is None:
        return ""
    if not isinstance(ins, (str, Mapping, list)):
        raise ValidationError(loc + ("instructions",), "must be a string, an object or a list", "type_error")
    text = render_state(ins) if not isinstance(ins, str) else ins
    if not text.strip():
        raise ValidationError(loc + ("instructions",), "must not be empty", "value_error.empty")
    return text


def _text(v: Any, loc: tuple, what: str) -> str:
    """A description: text, or an object / list rendered deterministically."""
    if isinstance(v, str):
        return v
    if isinstance(v, (Mapping, list)):
        return render_value(v)
    raise ValidationError(loc, f"{what} must be a string, an object or a list", "type_error")


def validate_questions(questions: Any) -> list[Question]:
    """Wire-format questions ({id: {type, instructions, criteria}}) as validated Questions, in order."""
    if not isinstance(questions, Mapping):
        raise ValidationError(("questions",), "must be an object mapping ids to questions", "type_error")
    if not questions:
        raise ValidationError(("questions",), "must hold at least one question", "value_error.empty")
    out: list[Question] = []
    for qid, q in questions.items():
        if not isinstance(qid, str) or not qid:
            raise ValidationError(("questions", repr(qid)), "question ids must be non-empty strings", "type_error")
        if not valid_text(qid):
            raise _bad_text(("questions", qid))
        loc = ("questions", qid)
        if not isinstance(q, Mapping):
            raise ValidationError(loc, "must be an object", "type_error")
        _check_finite(q, loc)
        qtype = q.get("type")
        if qtype not in QUESTION_TYPES:
            raise ValidationError(loc + ("type",), f"unknown type {qtype!r} (allowed: {', '.join(QUESTION_TYPES)})",
                                  "value_error.type")
        ins = _instructions(q, loc)
        head = f"{qtype}: {ins}" if ins else f"{qtype}:"
        build = {"noul": _noul_question, "choice": _choice_question, "score": _score_question}[qtype]
        out.append(build(qid, head, q.get("criteria"), loc))
    return out


def questions_key(questions: Any) -> bytes | None:
    """An exact key for a questions object built of plain JSON values only (dict with string keys,
    list, str, int, float, bool, None, compared by exact type; nested at most MAX_NESTING deep): each
    value written with its type (csrc/module.cpp plain_key), so 1, 1.0, True and "1" differ and two keys
    are equal exactly when the values are. None for anything else (a Mapping subclass, a tuple, a str
    subclass, a lone surrogate), so that a cache keyed by it never answers for an object it has not
    validated itself."""
    return _plain_key(questions, MAX_NESTING)


def _noul_question(qid: str, head: str, crit: Any, loc: tuple) -> Question:
    if crit is None:
        crit = {}
    if not isinstance(crit, Mapping) or set(crit) - {"true", "false"}:
        raise ValidationError(loc + ("criteria",), "noul criteria is an object with optional 'true' and 'false'",
                              "value_error.criteria")
    sides = {}
    for side in ("true", "false"):
        if crit.get(side) is not None:
            sides[side] = _text(crit[side], loc + ("criteria", side), "a criterion")
    texts = (sides.get("false") or NOUL_DEFAULT_FALSE, sides.get("true") or NOUL_DEFAULT_TRUE)
    return Question(qid, "noul", head, ("false", "true"), texts)


def _choice_question(qid: str, head: str, crit: Any, loc: tuple) -> Question:
    if not isinstance(crit, Mapping):
        raise ValidationError(loc + ("criteria",), "choice criteria maps option names to descriptions or null",
                              "type_error")
    if not (MIN_OPTIONS <= len(crit) <= MAX_OPTIONS):
        raise ValidationError(loc + ("criteria",), f"a choice needs {MIN_OPTIONS}–{MAX_OPTIONS} options, got {len(crit)}",
                              "value_error.options")
    names, texts = [], []
    for name, desc in crit.items():
        if not isinstance(name, str) or not name:
            raise ValidationError(loc + ("criteria",), "option names must be non-empty strings", "type_error")
        d = _text(desc, loc + ("criteria", name), "a description") if desc is not None else ""
        names.append(name)
        texts.append(f"{name}: {d}" if d else name)
    return Question(qid, "choice", head, tuple(names), tuple(texts))


def _score_question(qid: str, head: str, crit: Any, loc: tuple) -> Question:
    if not isinstance(crit, (list, tuple)):
        raise ValidationError(loc + ("criteria",), "score criteria is a list of levels, low to high", "type_error")
    if not (MIN_LEVELS <= len(crit) <= MAX_LEVELS):
        raise ValidationError(loc + ("criteria",), f"a score needs {MIN_LEVELS}–{MAX_LEVELS} levels, got {len(crit)}",
                              "value_error.levels")
    levels, texts = [], []
    for i, lv in enumerate(crit):
        t = _text(lv, loc + ("criteria", i), "a level") if lv is not None else ""
        if not t.strip():
            raise ValidationError(loc + ("criteria", i), "each level must be non-empty", "value_error.empty")
        levels.append(lv)
        texts.append(t)
    return Question(qid, "score", head, tuple(str(i) for i in range(len(levels))), tuple(texts), tuple(levels))


def validate_state(state: Any) -> str:
    if state is None:
        raise ValidationError(("state",), "field required", "value_error.missing")
    if not isinstance(state, (str, Mapping, list, tuple)):
        raise ValidationError(("state",), "must be a string, an object or a list", "type_error")
    _check_finite(state, ("state",))
    return render_state(state)


OPTION_ORDERS = ("given", "sorted")


def canonical_order(q: Question) -> tuple[Question, list[int] | None]:
    """A choice question with its options in name order, and the permutation (packed position →
    the caller's index); None when nothing moves. A bundle packed this way answers the same whatever
    order the caller lists the options in. Levels (score) and sides (noul) keep their order: it means
    something."""
    if q.type != "choice":
        return q, None
    perm = sorted(range(len(q.names)), key=lambda i: q.names[i])
    if perm == list(range(len(perm))):
        return q, None
    return Question(q.id, q.type, q.head, tuple(q.names[i] for i in perm), tuple(q.texts[i] for i in perm),
                    q.levels), perm


def unpermute(probs: list[float], perm: list[int] | None) -> list[float]:
    """Probabilities in packed order back in the caller's order."""
    if perm is None:
        return probs
    out = [0.0] * len(perm)
    for j, i in enumerate(perm):
        out[i] = probs[j]
    return out


def answer(q: Question, probs: list[float], confidence: float, expected: float, cut: int) -> dict[str, Any]:
    """The wire answer of one question from its probabilities (marker order)."""
    top = probs.index(max(probs))           # the first of equal maxima, as the options are given
    extras = {"x_top_p": probs[top], "x_cut_tokens": cut}
    if q.type == "noul":
        return {"type": "noul", "noul": probs[1], **extras}
    if q.type == "choice":
        return {"type": "choice", "choice": q.names[top], "probabilities": dict(zip(q.names, probs)),
                "confidence": confidence, **extras}
    return {"type": "score", "score": expected, "legend": {str(i): lv for i, lv in enumerate(q.levels)},
            "probabilities": {str(i): p for i, p in enumerate(probs)}, "confidence": confidence, **extras}
