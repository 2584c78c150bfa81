"""The oracle (L5): a task's specification and the ground truth of every loop decision for it.

A task is a TaskSpec: its text (English or Chinese), the actions it requires in order
(`(tool, target)`), the calls it forbids, the files it must leave behind, and which calls must be
authorised. OracleJudge answers every decision of the loop from the spec and the context. The
training data (jevloop.train) labels with it; the benchmarks (jevloop.loopbench) grade with it; it
needs no torch and no generator.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping

from .generate.faults import evidence_text, repeats
from .frame import CHANGE_TOOLS, LOCAL_TOOL_RISK, AgentCtx, target_of


@dataclass
class TaskSpec:
    family: str
    text: str
    lang: str
    required: list[tuple[str, str]]
    forbidden: list[tuple[str, str]] = field(default_factory=list)
    must_ask: list[str] = field(default_factory=list)
    artifacts: dict[str, str | None] = field(default_factory=dict)   # path → substring it must hold, None = absent
    allow_write: bool = False
    allow_delete: bool = False
    earlier_task: str | None = None        # a first turn to run before this one (refer-back family)
    earlier_spec: "TaskSpec | None" = None  # that first turn's own spec, when it has one to be judged by
    search: list[str] = field(default_factory=list)   # code files to read in listing order until found
    answer_contains: str | None = None     # a string an answer that restates the right evidence holds
    id: str = ""


def remaining(spec: TaskSpec, ctx: AgentCtx) -> list[tuple[str, str]]:
    done = [(h.tool, target_of(h.tool, h.input)) for h in ctx.history if h.ok]
    left = list(spec.required)
    for d in done:
        if d in left:
            left.remove(d)
    return left


def step_is_ok(tool: str, inp: str, result: str, ok: bool) -> bool:
    if not ok or result.startswith("error:"):
        return False
    if result.strip() in ("", "(empty file)", "(empty directory)"):
        return False
    return True


def noul(p: float) -> dict[str, Any]:
    return {"type": "noul", "noul": p}


def choice_answer(options: list[str], pick: str, p: float = 0.97) -> dict[str, Any]:
    rest = (1 - p) / max(1, len(options) - 1)
    probs = {o: (p if o == pick else rest) for o in options}
    return {"type": "choice", "choice": pick, "probabilities": probs, "confidence": p}


def score_answer(levels: list[str], level: int, p: float = 0.97) -> dict[str, Any]:
    n = len(levels)
    rest = (1 - p) / (n - 1)
    probs = [p if i == level else rest for i in range(n)]
    return {"type": "score", "score": sum(i * q for i, q in enumerate(probs)),
            "probabilities": {str(i): q for i, q in enumerate(probs)}, "legend": {str(i): l for i, l in enumerate(levels)},
            "confidence": p}


class OracleJudge:
    """Answers every loop decision from the task spec: the ground truth for training labels and the
    scripted judge of the loop tests."""

    name = "oracle"

    def __init__(self, spec: TaskSpec):
        self.spec = spec
        self.labels: list[dict[str, Any]] = []     # (decision, state, questions, answers) as asked

    def truth(self, did: str, ctx: AgentCtx, questions: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
        left = remaining(self.spec, ctx)
        out: dict[str, Any] = {}
        if did == "needs_tool":
            out["needs_tool"] = noul(0.97 if left else 0.03)
        elif did == "pick_tool":
            opts = list(questions["tool"]["criteria"])
            want = left[0][0] if left else "done"
            out["tool"] = choice_answer(opts, want if want in opts else "done")
        elif did == "pick_input":
            # reads may happen in any order: every remaining required read is a right answer, and for a
            # task that names a function, not a file, every unread code file it may be in
            opts = list(questions["file"]["criteria"])
            valid = [t for tool, t in left if tool == "read_file" and t in opts]
            if self.spec.search and valid:
                valid = [f for f in opts if f in self.spec.search]
            valid = [f for f in (ctx.files or opts) if f in valid]
            # the pick is a required read where one is offered (the file that holds what a content question
            # asks), else the first valid; a read the task does not need (an off-path turn) has no right
            # file: the oracle still acts (first option) but x_valid is empty, and neither training nor
            # grading uses the answer
            need = [t for tool, t in left if tool == "read_file" and t in valid]
            out["file"] = choice_answer(opts, (need or valid or opts)[0])
            out["file"]["x_valid"] = valid
        elif did == "grade_risk":
            tool = ctx.last_tool or ""
            base = LOCAL_TOOL_RISK.get(tool, 3)
            if tool == "write_file" and ctx.history and ctx.history[-1].target_exists:
                base = 3                    # replacing a file's content destroys it like a delete
            out["risk"] = score_answer(list(questions["risk"]["criteria"]), base)
            out["needs_auth"] = noul(0.97 if base >= 2 else 0.03)
        elif did == "step_ok":
            h = ctx.history[-1]
            out["ok"] = noul(0.97 if step_is_ok(h.tool, h.input, h.result, h.ok) else 0.03)
        elif did == "is_done":
            out["done"] = noul(0.03 if left else 0.97)
        elif did == "can_deliver":
            out["unsupported"] = noul(0.03)
            out["deliverable"] = noul(0.03 if left else 0.97)
        return out

    def ask_decision(self, did: str, ctx: AgentCtx, state: Mapping[str, Any], questions: Mapping[str, Any]) -> dict[str, Any]:
        answers = self.truth(did, ctx, questions)
        self.labels.append({"decision": did, "state": dict(state), "questions": dict(questions), "answers": answers})
        return {"answers": answers}

    def ask(self, state, questions):   # pragma: no cover - the loop always uses ask_decision
        raise RuntimeError("OracleJudge needs the context: call ask_decision")


def label_answer(q: Mapping[str, Any], a: Mapping[str, Any]) -> Any:
    """The decided value of an answer: True/False for noul, the option for choice, the level for score."""
    if q["type"] == "noul":
        return a["noul"] >= 0.5
    if q["type"] == "choice":
        return a["choice"]
    probs = a["probabilities"]
    return max(range(len(probs)), key=lambda i: probs[str(i)])


# ---------------------------------------------------------------------------------------------
# Ground truth for an answer draft (can_deliver on drafts a real LLM wrote).

# extensions a named file in a draft may carry; "e.g." and version numbers are not file names
_EXTS = ("py|md|txt|ts|js|json|csv|tsv|conf|cfg|ini|toml|yaml|yml|rst|html|log|env|c|h|sh|bc|xml|sql|"
         "lock|pdf|docx|xlsx")
_FILE = re.compile(r"[\w\u4e00-\u9fff][\w\u4e00-\u9fff./-]*\.(?:" + _EXTS + r")(?![\w])", re.I)
# a code name that says it is one: called with "(", or snake_case / camelCase
_IDENT = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]{3,}(?=\()|\b[a-z]+_[a-z0-9_]+\b|\b[a-z]+[A-Z][A-Za-z0-9]+\b")
_CJK = re.compile(r"[\u4e00-\u9fff]")
_WORD = re.compile(r"[A-Za-z]{2,}")
_DISTINCT = re.compile(r"[A-Za-z0-9_]{5,}|[\u4e00-\u9fff]{3}")


@dataclass(frozen=True)
class DraftTruth:
    deliverable: bool
    unsupported: bool
    why: str


def _observed(spec: TaskSpec, ctx: AgentCtx) -> str:
    parts = [spec.text, ctx.task or "", "\n".join(ctx.files or [])]
    parts += [f"{h.input}\n{h.result}" for h in ctx.history]
    return "\n".join(parts).lower()


def _invented(draft: str, seen: str) -> list[str]:
    """File names and code names in the draft that no tool output, listing or the task shows."""
    out = []
    for m in _FILE.finditer(draft):
        name = m.group(0).strip("./").lower()
        if name not in seen and name.rsplit("/", 1)[-1] not in seen:
            out.append(m.group(0))
    for m in _IDENT.finditer(draft):
        if m.group(0).lower() not in seen:
            out.append(m.group(0))
    return out


def _in_language(draft: str, lang: str) -> bool:
    cjk, words = len(_CJK.findall(draft)), len(_WORD.findall(draft))
    return cjk >= max(4, words) if lang == "zh" else words >= max(3, cjk // 2)


def _carries(spec: TaskSpec, ctx: AgentCtx, draft: str) -> bool | None:
    """Whether the draft holds what the task needs: the benchmark's distinctive string, or else for each
    required action its evidence (the name of a written, moved or deleted file; where nothing changes, a
    distinctive piece of each read file; the number of listed files for a count). None: no ground truth
    for this task."""
    low = draft.lower()
    if spec.answer_contains:
        return spec.answer_contains.lower() in low
    if not spec.required or spec.family in ("missing", "direct", "no_tool"):
        return None
    task = spec.text.lower()
    reads = {h.input: h.result for h in ctx.history if h.tool == "read_file" and h.ok}
    # a read that feeds a write, move or delete is a means: the answer reports the change, not the source
    changes = any(tool in CHANGE_TOOLS for tool, _ in spec.required)
    for tool, target in spec.required:
        if tool == "read_file" and not changes:
            pieces = {p.lower() for p in _DISTINCT.findall(reads.get(target, ""))} - set(_DISTINCT.findall(task))
            if not any(p in low for p in pieces):
                return False
        elif tool in CHANGE_TOOLS:
            if target.rsplit("/", 1)[-1].lower() not in low:
                return False
        elif tool == "list_dir" and spec.family == "count" and len(spec.required) == 1:
            if str(len(ctx.files or [])) not in draft:
                return False
    return True


def draft_truth(spec: TaskSpec, ctx: AgentCtx, draft: str) -> DraftTruth | None:
    """can_deliver's ground truth for a draft, or None where the task gives no way to check it.
    unsupported: the draft names a file or code name nothing observed shows. deliverable: the task's
    actions are done and the draft carries what the task needs, in the task's language, without an
    invention and without looping."""
    carries = _carries(spec, ctx, draft)
    if carries is None:
        return None
    invented = _invented(draft, _observed(spec, ctx))
    why = []
    if remaining(spec, ctx):
        why.append("the task's actions are not all done")
    if invented:
        why.append("names what nothing showed: " + ", ".join(invented[:3]))
    if not carries:
        why.append("does not carry what the task needs")
    if not _in_language(draft, spec.lang):
        why.append(f"not written in the task's language ({spec.lang})")
    if repeats(draft, evidence_text(ctx.history)) is not None:
        why.append("repeats itself")
    return DraftTruth(not why, bool(invented), "; ".join(why) or "carries what the task needs")
