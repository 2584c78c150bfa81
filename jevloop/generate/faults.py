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
from typing import Iterable, Sequence

from .base import evidence_lines
from .offline import OFFLINE_HEADS

# a passage this long said three times in a row, more often than the evidence says it, is a loop, not an
# answer (shorter ones repeat in honest answers: "- a.md", "moved"); said once per item between other lines
# ("### a.py / - No TODO found. / ### b.py / - No TODO found.") it is a list, not a loop
REPEAT_CHARS = 12
REPEAT_TIMES = 3
# sentence ends (a dot only before a space: "2.39.4.txt" is one word)
_PIECES = re.compile(r"\n|[。！？!?；]|(?<=[.;])\s")


_ENDS_TRIED = 16


def _said_over(flat: str) -> str | None:
    """The passage the whole (whitespace-flattened) text is, said REPEAT_TIMES times or more with nothing
    between ("目录里有 7 个文件：… 目录里有 7 个文件：…"), else None. Only the places where the text's opening
    stands again (the first _ENDS_TRIED of them) are tried as the passage's end, so a long text costs a few
    scans, not a search."""
    head, at = flat[:REPEAT_CHARS], 0
    for _ in range(_ENDS_TRIED):
        if len(head) < REPEAT_CHARS or (at := flat.find(head, at + 1)) <= 0:
            break
        unit = flat[:at].strip()
        if len(unit) >= REPEAT_CHARS and flat.count(unit) >= REPEAT_TIMES and not flat.replace(unit, "").strip():
            return unit
    return None


def repeats(draft: str, evidence: str = "") -> str | None:
    """A passage of REPEAT_CHARS or more that the draft says REPEAT_TIMES times in a row or more, and more
    often than the evidence does (an answer may quote a file's repeated lines as often as the file holds
    them), else None: a sentence or line said again and again, or the whole draft one passage said over."""
    if (unit := _said_over(re.sub(r"\s+", " ", draft).strip())) is not None and evidence.count(unit) < REPEAT_TIMES:
        return unit
    run, last = 0, None
    for piece in (p.strip() for p in _PIECES.split(draft)):
        if not piece:
            continue
        run = run + 1 if piece == last else 1
        last = piece
        if len(piece) >= REPEAT_CHARS and run >= REPEAT_TIMES and run > evidence.count(piece):
            return piece
    return None


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.lower()).strip()


# what announces a restated task and adds nothing to it ("You asked: …", "The question is: …", "问题是：…"),
# the whole of what stands beside the task's text
_ANNOUNCE = re.compile(r"(?:(?:so|ok|okay|sure)\s*)?(?:you(?:'ve)?\s+asked(?:\s+(?:me|about))?|(?:the|your)\s+question\s+is"
                       r"|(?:the\s+)?task\s+is\s+to\s+answer|the\s+user\s+asks?|you\s+want\s+to\s+know|question|task"
                       r"|问题是|你问的?是?|你的问题是|任务是|题目是|用户问)?")
_MARKS = re.compile(r"[\s\"'“”‘’«»:：,，.。!！?？()（）\[\]\-—…]+")


def restates(task: str, draft: str) -> bool:
    """The draft is the task's text, alone or with only words that announce it ("You asked: …")."""
    said = _norm(task).strip(" .?!。？！")
    low = _norm(draft)
    if len(said) < 4 or said not in low:
        return False
    return _ANNOUNCE.fullmatch(_MARKS.sub(" ", low.replace(said, " ")).strip()) is not None


# a sentence of the writer's instructions this many words long is theirs, not the answer's
_OWN_WORDS = 5


def echoes(instructions: str, draft: str, evidence: str = "") -> str | None:
    """A sentence of the writer's instructions (of _OWN_WORDS words or more) that the draft repeats and the
    evidence does not hold (a user's own prompt file may say the same), else None: shipped, it would show
    the user the prompt instead of an answer."""
    low, seen = _norm(draft), _norm(evidence)
    for sentence in re.split(r"(?<=[.!?])\s+|\n", instructions):
        s = _norm(sentence.strip("- "))
        if len(s.split()) >= _OWN_WORDS and s in low and s not in seen:
            return s
    return None


def empty_draft(task: str, draft: str, evidence: str, instructions: str) -> str | None:
    """Why the draft carries nothing of its own (the reason can_deliver's code rule gives), else None."""
    if (piece := repeats(draft, evidence)) is not None:
        return f"the draft repeats itself ({piece[:40]!r})"
    if (sentence := echoes(instructions, draft, evidence)) is not None:
        return f"the draft repeats the writer's instructions ({sentence[:40]!r})"
    if restates(task, draft):
        return "the draft only restates the task"
    return None


def known_delivery(task: str, draft: str, evidence: str, instructions: str, limited: bool = False,
                   left: str | None = None, missing: Sequence[str] = (), served: bool = False) -> tuple[dict[str, bool], str] | None:
    """can_deliver's answers where code knows them, with the reason, else None (the judge's). A draft
    that only states the generator's limitation (Generation.limited) claims nothing and cannot be
    bettered by the same generator: deliverable. A draft that carries nothing of its own (empty_draft)
    claims nothing either and is no answer: not deliverable. Nor is a draft while an action the task
    names is not done (`left`, frame.undone_action: "delete zeta.txt"), whatever it says: the contract's
    `deliverable` is false when the request has not been carried out. The offline generator's draft (OFFLINE_HEADS)
    that says each file the task acts on is missing (`missing`, frame.named_missing: the listing holds none of
    them) reports an honest limitation and restates nothing else it could get wrong: deliverable. So is the offline
    draft of a run that did every action the task names on its files, with nothing past them asked (`served`,
    frame.named_served): it restates those actions' results, and a revision by the same generator could say no more.
    Measured with jevloop-judge-6 on the wild dev split and twenty-seven probe sets before this rule: of 2,478 such
    drafts the judge sent back 72 (under the gate 0.2) that the oracle calls deliverable, and delivered 76 of the 78 it
    does not (runs whose named file held the question's words but not its answer: the oracle knows the answer's file,
    code does not). With the rule, and named_served's narrower words in the same change, runs ending `+revise` there went
    73 → 31 of 4,785, tool calls changed in 12 tasks (fewer reads after the named file), no task passed or failed
    differently, and each such run asks one forward pass of two rows fewer."""
    if limited:
        return {"unsupported": False, "deliverable": True}, "the draft only states that no model can write the answer"
    if missing and draft.startswith(OFFLINE_HEADS) and all(m in draft for m in missing):
        return {"unsupported": False, "deliverable": True}, "the offline draft reports the files the task names missing"
    if left is not None:
        return {"unsupported": False, "deliverable": False}, f"an action of the task is not done: {left}"
    if (why := empty_draft(task, draft, evidence, instructions)) is not None:
        return {"unsupported": False, "deliverable": False}, why
    if served and draft.startswith(OFFLINE_HEADS):
        return {"unsupported": False, "deliverable": True}, "the offline draft restates every action the task names, all done"
    return None


def restated(draft: str) -> tuple[dict[str, bool], str] | None:
    """can_deliver's `unsupported` where code knows it and `deliverable` is left to the judge: the offline
    generator's draft (OFFLINE_HEADS) restates the tools' results and claims nothing they did not show. Measured
    with jevloop-judge-6: the oracle found none of 981 such drafts unsupported (wild dev and benchmarks/probes),
    the judge called 19 of them unsupported, most at p 1.0 (git's release notes, its CVE lists)."""
    return ({"unsupported": False}, "the offline draft restates the tools' results") if draft.startswith(OFFLINE_HEADS) else None


def evidence_text(history: Iterable) -> str:
    """The evidence a draft is checked against: each step as the writer saw it (evidence_lines), one per line."""
    return "\n".join(evidence_lines(history))
