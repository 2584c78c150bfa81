"""What code can tell about an answer draft without the task's ground truth: a draft that repeats itself,
repeats the writer's own instructions, or only restates the task carries nothing of its own
(DECISION.md, can_deliver). Each is how a small local LLM fails as the writer (seen with SmolLM2-135M,
issue 17); none needs a judgement, so the loop answers can_deliver for such a draft itself and the
oracle counts the same repetition (oracle.draft_truth).

>>> repeats("It is 4. It is 4. It is 4.") is None
True
>>> repeats("The folder holds 3 files. The folder holds 3 files. The folder holds 3 files.")
'The folder holds 3 files.'
>>> restates("what does a.md say", 'You asked: "what does a.md say?"')
True
>>> restates("what is 2+2", "what is 2+2 = 4")
False
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Iterable

from .base import Evidence

# a passage this long said three times, more often than the evidence says it, is a loop, not an answer
# (shorter ones repeat in honest answers: "- a.md", "moved")
REPEAT_CHARS = 12
REPEAT_TIMES = 3
# sentence ends (a dot only before a space: "2.39.4.txt" is one word)
_PIECES = re.compile(r"\n|[。！？!?；]|(?<=[.;])\s")
# the whole draft one passage said again and again, with no sentence end between ("目录里有 7 个文件：… 目录里有 7 个文件：…")
_AGAIN = re.compile(r"(.{%d,}?)(?:\s*\1){%d,}" % (REPEAT_CHARS, REPEAT_TIMES - 1), re.S)


def repeats(draft: str, evidence: str = "") -> str | None:
    """A passage of REPEAT_CHARS or more that the draft says REPEAT_TIMES times or more and more often than
    the evidence does (an answer may quote a file's repeated line as often as the file holds it), else
    None: a whole sentence or line said again, or the whole draft one passage said over and over."""
    if (whole := _AGAIN.fullmatch(draft.strip())) is not None and evidence.count(whole.group(1)) < REPEAT_TIMES:
        return whole.group(1)
    said = Counter(p.strip() for p in _PIECES.split(draft))
    return next((piece for piece, n in said.items()
                 if len(piece) >= REPEAT_CHARS and n >= REPEAT_TIMES and n > evidence.count(piece)), None)


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.lower()).strip()


# words that announce a restated task and add nothing to it ("You asked: …", "The question is: …", "问题是：…")
_ANNOUNCE = set("you asked ask asking the a an question questions task is was are to answer answering about "
                "your my i we this that it here for please sure ok okay request query wrote said want wanted "
                "know to be of".split()) | set("问题是你问的任务回答关于这个请求题目要求想知道了")
_TOKEN = re.compile(r"[a-z]+|[\u4e00-\u9fff]|\d+")


def restates(task: str, draft: str) -> bool:
    """The draft holds the task's text and, beside it, only words that announce it."""
    said = _norm(task).strip(" .?!。？！")
    low = _norm(draft)
    if len(said) < 4 or said not in low:
        return False
    return all(w in _ANNOUNCE for w in _TOKEN.findall(low.replace(said, " ")))


# a sentence of the writer's instructions this many words long is theirs, not the answer's
_OWN_WORDS = 5


def echoes(instructions: str, draft: str) -> str | None:
    """A sentence of the writer's instructions (of _OWN_WORDS words or more) that the draft repeats, else
    None: shipped, it would show the user the prompt instead of an answer."""
    low = _norm(draft)
    for sentence in re.split(r"(?<=[.!?])\s+|\n", instructions):
        s = _norm(sentence.strip("- "))
        if len(s.split()) >= _OWN_WORDS and s in low:
            return s
    return None


def empty_draft(task: str, draft: str, evidence: str, instructions: str) -> str | None:
    """Why the draft carries nothing of its own (the reason can_deliver's code rule gives), else None."""
    if (piece := repeats(draft, evidence)) is not None:
        return f"the draft repeats itself ({piece[:40]!r})"
    if (sentence := echoes(instructions, draft)) is not None:
        return f"the draft repeats the writer's instructions ({sentence[:40]!r})"
    if restates(task, draft):
        return "the draft only restates the task"
    return None


def known_delivery(task: str, draft: str, evidence: str, instructions: str,
                   limited: bool = False) -> tuple[dict[str, bool], str] | None:
    """can_deliver's answers where code knows them, with the reason, else None (the judge's). A draft
    that only states the generator's limitation (Generation.limited) claims nothing and cannot be
    bettered by the same generator: deliverable. A draft that carries nothing of its own (empty_draft)
    claims nothing either and is no answer: not deliverable."""
    if limited:
        return {"unsupported": False, "deliverable": True}, "the draft only states that no model can write the answer"
    if (why := empty_draft(task, draft, evidence, instructions)) is not None:
        return {"unsupported": False, "deliverable": False}, why
    return None


def evidence_text(history: Iterable) -> str:
    """The evidence a draft is checked against: each step as the writer saw it (Evidence), one per line."""
    return "\n".join(Evidence(h.tool, h.input, h.result) for h in history)
