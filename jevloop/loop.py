"""The agent loop (L5): the seven compiled decisions wired into steps.

A step asks needs_tool, pick_tool, pick_input (read_file), grade_risk before every call, runs the
tool, then step_ok and is_done. After the loop one generation writes the answer and can_deliver
gates it (at most one revision). Only generation costs a model call; every other judgement is a
decision of the judge. Authorisation is code: a tool whose base risk is ≥ 2 always asks a human.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any, Callable, Mapping

from .contract import Contract, Decision, load_contract
from .types import ToolCall
from .frame import (CHANGE_TOOLS, AgentCtx, StepRecord, action_left, asks_where_said, best_holder, compile_frame, content_left, holders_read, named_missing, named_served, undone_action,
                    file_option_criteria, folder_holds_question, knowledge_question, listed_files, may_ask_the_folder,
                    mentions, named_in_folder, task_terms, tools_for)
from .intent import asks_no_tools, task_actions
from .generate.base import (FEEDBACK_NOT_DONE, FEEDBACK_UNSUPPORTED, Bounds, Generation, GeneratorError,  # noqa: F401
                            WallBudgetError, evidence_lines)  # (evidence_lines: re-exported)
from .generate.faults import evidence_text, known_delivery, restated
from .generate.parse import parse_delete, parse_move, parse_write
from .judge.base import DecisionJudge, JudgeBackend, decision_judge
from .judge.chain import answer_valid
from .meter import Meter, Trace
from .policy import resolve
from .store import ReplayStore, key_of
from .tools.base import ToolBox
from .tools.local import LocalTools

Approver = Callable[[str, str, str], bool]

class Halt(str, Enum):
    """Why a run stopped. The JSON output and the trace carry the value, with "+revise" or
    "+escalate" appended when can_deliver did not pass the answer (see RunResult.halt)."""
    TASK_DONE = "task_done"
    ANSWERED_DIRECTLY = "answered_directly"
    AGENT_DONE = "agent_done"
    DENIED = "denied"
    STEP_FAILED = "step_failed"
    TOOL_UNCLEAR = "tool_unclear"
    INPUT_UNCLEAR = "input_unclear"
    MAX_STEPS = "max_steps"
    BUDGET_WALL = "budget_wall"
    BUDGET_MODEL_CALLS = "budget_model_calls"
    BUDGET_TOKENS = "budget_tokens"
    NO_ANSWER = "no_answer"

    def __str__(self) -> str:
        return self.value

    __format__ = str.__format__


HALTS = tuple(h.value for h in Halt)
# What became of the answer: passed can_deliver, revised once and still not passed, escalated, or
# never written (a budget or the generator stopped it).
DELIVERIES = ("delivered", "revise", "escalate", "unwritten")


@dataclass
class DecisionRecord:
    id: str
    action: str
    answers: dict[str, Any]
    backend: str
    latency_ms: float
    step: int
    fingerprint: str = ""
    rule: str = ""
    margin: float | None = None
    candidates: list[str] | None = None
    attempts: list[dict[str, Any]] = field(default_factory=list)
    replayed: bool = False

    def summary(self) -> dict[str, Any]:
        return {"id": self.id, "action": self.action, "answers": self.answers, "backend": self.backend,
                "latency_ms": round(self.latency_ms, 3)}


@dataclass
class RunResult:
    answer: str
    stop: Halt
    steps: list[dict[str, Any]]
    decisions: list[DecisionRecord]
    authorizations: list[dict[str, Any]]
    meter: Meter
    audits: list[dict[str, Any]] = field(default_factory=list)
    delivery: str = "delivered"            # one of DELIVERIES
    contract_version: str = ""
    gates: dict[str, float] = field(default_factory=dict)

    @property
    def delivered(self) -> bool:
        return self.delivery == "delivered"

    @property
    def halt(self) -> str:
        """The halt as the JSON output and the trace write it: "task_done", "step_failed+revise", …"""
        return self.stop.value + (f"+{self.delivery}" if self.delivery in ("revise", "escalate") else "")

    def to_json(self) -> dict[str, Any]:
        return {"answer": self.answer, "halt": self.halt, "delivered": self.delivered, "steps": self.steps,
                "decisions": [d.summary() for d in self.decisions], "authorizations": self.authorizations,
                "meter": self.meter.to_json(), "contract_version": self.contract_version, "gates": self.gates}


def after_call(ctx: AgentCtx, tool: str, inp: str, output: str, ok: bool) -> AgentCtx:
    """The context once a call ran: its step in the history, the listing after list_dir, the file
    among those read after read_file."""
    files, read = ctx.files, list(ctx.read_files)
    if tool == "list_dir" and ok:
        files = listed_files(output)
    if tool == "read_file" and ok and inp not in read:
        read.append(inp)
    return ctx.replace(history=ctx.history + [StepRecord(tool, inp, output, ok)], last_tool=tool,
                       last_result=output, files=files, read_files=read)


def check_target(ctx: AgentCtx, tool: str, path: str) -> None:
    """A generator's target must be one the task names, when the task names any: a write goes to the
    new file the task names (never onto another file), a move or delete takes a listed file the task
    names. Raises GeneratorError otherwise; a task that names nothing leaves the target to the
    generator (and an overwrite to the human)."""
    p = path.strip().removeprefix("./")
    named = mentions(ctx.task, ctx.files or [])
    if tool == "write_file":
        new = [said.removeprefix("./") for said, f, _ in named if f is None]
        # (a bare name may be placed in a folder: "放在同目录下叫 logind.conf.bak" writes etc-systemd/logind.conf.bak)
        if new and p not in new and p.rsplit("/", 1)[-1] not in [n for n in new if "/" not in n]:
            raise GeneratorError(f"write target {p} is not the new file the task names ({', '.join(new)})")
        return
    # (and the file the task's reading gives the verb: a destination that keeps the one listed file's name,
    # "移到一个新的 资料 文件夹里（资料/compost-notes.txt）", moves compost-notes.txt)
    listed = [f for _, f, _ in named if f is not None] + [
        a.file for a in task_actions(ctx.task, ctx.files or []) if a.file is not None and a.verb == tool.split("_")[0]]
    if named and p not in listed:
        raise GeneratorError(f"{tool} target {p} is not a listed file the task names"
                             + (f" ({', '.join(listed)})" if listed else " (none of the named files is listed)"))


# is_done and needs_tool: (the action the policy takes to end the run, the action that keeps it going). While
# an action is left (left_in_task) the run is kept going: code's answer, given before the judge is asked
# (an answer in type could not change the action; a failing judge is not asked)
_HELD = {"is_done": ("finish", "keep_going"), "needs_tool": ("answer", "use_tool")}


def left_in_task(ctx: AgentCtx) -> str | None:
    """What holds the run open: an action the task names that is not done (frame.action_left), else for a
    question that names no file the read of its best holder (frame.content_left); "read F", "write F", …"""
    return action_left(ctx) or content_left(ctx)


class Agent:
    """`Agent(workspace, judge=…).run(task)`; keeps earlier turns so "read that file again" resolves.

    >>> import tempfile, pathlib
    >>> from jevloop import Agent
    >>> from jevloop.oracle import OracleJudge, TaskSpec
    >>> ws = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (ws / "notes.md").write_text("buy milk", encoding="utf-8")
    >>> spec = TaskSpec("read_one", "Read notes.md.", "en", [("list_dir", "."), ("read_file", "notes.md")])
    >>> result = Agent(ws, judge=OracleJudge(spec)).run(spec.text)   # the default judge: Judge.default()
    >>> result.halt, [s["tool"] for s in result.steps], "buy milk" in result.answer
    ('task_done', ['list_dir', 'read_file'], True)
    """

    def __init__(self, workspace: str | os.PathLike, judge: DecisionJudge | JudgeBackend | None = None, *, contract: Contract | None = None,
                 generator: Any = None, allow_write: bool = False, allow_delete: bool = False,
                 approve: Approver | str | None = None, max_steps: int = 8, max_wall_s: float | None = None,
                 max_model_calls: int | None = None, max_tokens: int | None = None, trace: Trace | None = None,
                 gates: Mapping[str, Any] | None = None, store: ReplayStore | None = None,
                 protect: tuple[str, ...] | list[str] = (), tools: ToolBox | None = None):
        if judge is None:
            from .judge.native import Judge
            judge = Judge.default()
        if generator is None:
            from .generate.offline import OfflineGenerator
            generator = OfflineGenerator()
        self.workspace = Path(workspace)
        self.judge = judge                     # a DecisionJudge (property: wire-only judges are adapted)
        self.contract = (contract or load_contract()).with_gates(gates or {})
        self.generator = generator
        # the tools: the sandboxed local ones unless the caller brings its own ToolBox
        self.tools: ToolBox = tools if tools is not None else LocalTools(
            workspace, allow_write=allow_write, allow_delete=allow_delete, protect=protect)
        self.allow_write, self.allow_delete = allow_write, allow_delete
        if approve in (None, "no"):
            self.approve: Approver = lambda tool, inp, why: False
        elif approve == "yes":
            self.approve = lambda tool, inp, why: True
        elif callable(approve):
            self.approve = approve
        else:
            raise ValueError("approve is a callback, 'yes', 'no' or None")
        self.max_steps, self.max_wall_s = max_steps, max_wall_s
        self.max_model_calls, self.max_tokens = max_model_calls, max_tokens
        self.trace = trace or Trace()
        self.store = store
        self.turns: list[dict[str, Any]] = []

    @property
    def judge(self) -> DecisionJudge:
        return self._judge

    @judge.setter
    def judge(self, judge: DecisionJudge | JudgeBackend) -> None:
        self._judge = decision_judge(judge)

    # -- decisions ------------------------------------------------------------------------------
    def _earlier(self) -> str | None:
        if not self.turns:
            return None
        t = self.turns[-1]
        parts = [f"previous task: {t['task']}"]
        if t["read"]:
            parts.append("files read: " + ", ".join(t["read"]))
        if t["written"]:
            parts.append("files written: " + ", ".join(t["written"]))
        parts.append(f"answer: {t['answer'][:120]}")
        return "; ".join(parts)

    def _ask(self, d: Decision, ctx: AgentCtx, questions: dict[str, dict], step: int,
             candidates: list[str] | None = None, known: tuple[bool | Mapping[str, bool], str] | None = None) -> DecisionRecord:
        """Ask one decision: from the replay store if recorded, by rule when one candidate is left or
        when code knows a yes/no answer (`known`: the answer and why), else from the judge; then its
        policy, the record, the meter and the trace."""
        frame = compile_frame(d.frame, ctx, self.tools.risk)
        held = _HELD.get(d.id)
        left = left_in_task(ctx) if held else None
        looked = left is None and d.id == "needs_tool" and known is None
        if looked:
            # code looks before the judge (_named_unread): where it finds the read left, the rule below would
            # turn any answer into use_tool
            left = self._named_unread(ctx, None)
        if left is not None:
            # the rule below would hold the run open whatever was answered, so no model is asked
            known = (held[1] == "use_tool", f"the task's '{left}' is not done")
        t0 = time.perf_counter()
        key = key_of(d.id, self.contract.version, [[r.when.text(), r.action] for r in d.policy], frame.fingerprint,
                     questions) if self.store is not None else None
        old = self.store.get(key, require=("answers", "backend", "attempts")) if key else None
        if old is not None and candidates is not None and any(
                a.get("choice") not in candidates for a in old["answers"].values() if isinstance(a, dict) and "choice" in a):
            old = None      # recorded before code narrowed the candidates: that choice is no longer offered
        if old is not None:
            answers, backend, attempts = old["answers"], old["backend"], old["attempts"]
        elif candidates is not None and len(candidates) == 1:
            answers, backend, attempts = self._single_candidate(questions, candidates[0])
        elif known is not None and isinstance(known[0], Mapping) and set(known[0]) < set(questions):
            # code knows some of the questions: the judge is asked the others only, and the answers are merged
            answers, backend, attempts = self._call_judge(d, ctx, frame.state, {q: v for q, v in questions.items()
                                                                               if q not in known[0]})
            answers = {**answers, **self._known(questions, *known)[0]}
        elif known is not None:
            answers, backend, attempts = self._known(questions, *known)
        else:
            answers, backend, attempts = self._call_judge(d, ctx, frame.state, questions)
        ms = (time.perf_counter() - t0) * 1e3
        action, rule, margin, backend = self._apply_policy(d, questions, answers, backend)
        if held and action == held[0] and left is None and d.id == "needs_tool" and not looked:
            left = self._named_unread(ctx, known)
        if held and left is not None:
            # a code rule above the policy, as the authorisation gate is above grade_risk
            action, rule = held[1], f"code: the task's '{left}' is not done"
        if key and old is None:
            # recorded whether or not it was accepted, so a replay takes the same path
            self.store.put(key, "decision", {"answers": answers, "backend": backend, "attempts": attempts,
                                             "action": action})
        fp = frame.fingerprint_with(questions)
        rec = DecisionRecord(d.id, action, answers, backend, ms, step, fp, rule, margin, candidates, attempts,
                             old is not None)
        self.meter.decisions += 1
        self.meter.decision_ms += ms
        self.decisions.append(rec)
        self.trace.emit("decision", step, id=d.id, action=action, backend=backend, latency_ms=round(ms, 3),
                        rule=rule, margin=margin, answers=answers, fingerprint=fp, frame_fingerprint=frame.fingerprint,
                        contract=self.contract.version, gates=dict(self.contract.gates), questions=questions,
                        attempts=attempts, replayed=old is not None, truncated=frame.truncated)
        return rec

    @staticmethod
    def _single_candidate(questions: dict[str, dict], only: str) -> tuple[dict, str, list]:
        """One remaining candidate: the answer is certain by construction, no model is asked."""
        qid = next(iter(questions))
        answers = {qid: {"type": "choice", "choice": only, "probabilities": {only: 1.0}, "confidence": 1.0}}
        return answers, "rules", [{"backend": "rules", "ms": 0.0, "outcome": "used", "why": "single candidate"}]

    @staticmethod
    def _known(questions: dict[str, dict], value: bool | Mapping[str, bool], why: str) -> tuple[dict, str, list]:
        """A yes/no answer code knows (of the first question, or per question): certain by construction, no
        model is asked."""
        values = value if isinstance(value, Mapping) else {next(iter(questions)): value}
        answers = {qid: {"type": "noul", "noul": 1.0 if v else 0.0, "confidence": 1.0} for qid, v in values.items()}
        return answers, "rules", [{"backend": "rules", "ms": 0.0, "outcome": "used", "why": why}]

    @staticmethod
    def _read_held(ctx: AgentCtx) -> str | None:
        """The listed, unread file whose read holds the run open (frame.action_left, content_left: "read F"),
        else None. A read picked while code holds the run for F reads F: another file would leave the hold
        in place (measured on the wild dev split: code held "read OKR-2024Q3.md" for 何雨桐入职以后谁带她
        while the judge read two other files). pick_tool stays the judge's, so a wrong hold can still end
        in `done`."""
        left = left_in_task(ctx)
        f = left[len("read "):] if left and left.startswith("read ") else None
        return f if f in (ctx.files or ()) and f not in ctx.read_files else None

    def _named_unread(self, ctx: AgentCtx, known: tuple[bool, str] | None) -> str | None:
        """At the first step, before any listing: a file of the folder the task names, or one that holds
        the words of a question that may be about the folder, as a read still left ("read X"), else None.
        Looked for before the judge is asked needs_tool (where found, the judge's answer could not change the
        action; measured on the wild dev split, the judge's P(tool) was under 0.5 there on 8 tasks), and after code's own
        "answer" (_knowledge, _only_done). The words the look finds serve the listing's frame after (_holds)."""
        if ctx.files is not None or ctx.history or (known and known[1] == "asked to compute"):
            return None                                      # (its numbers are given: _knowledge)
        peek = self._peek(ctx)
        named = named_in_folder(ctx.task, peek.files or [])
        if named is None and may_ask_the_folder(ctx.task):
            # the files are read for their words only for a question that may be about them
            named = folder_holds_question(self._holding(peek))
        return f"read {named}" if named else None

    def _tools_for(self, ctx: AgentCtx) -> list[str]:
        """pick_tool's candidates now (frame.tools_for over the contract's options)."""
        return tools_for(ctx, [n for n, _ in self.contract["pick_tool"].questions[0].options])

    @staticmethod
    def _only_done(cands: list[str], value: bool) -> tuple[bool, str] | None:
        """When pick_tool would be offered `done` alone (frame.tools_for: every file the task names is
        missing, the task says to answer without the folder or not to open files and the listing is
        done), the yes/no that only decides whether pick_tool is reached is code's: needs_tool "no",
        is_done "yes". Measured on the wild dev split with jevloop-judge-6: is_done said "not done"
        right after the listing on 22 tasks, 17 of them list and missing-file tasks whose only way on
        was `done`."""
        return (value, "pick_tool would be offered done alone") if cands == ["done"] else None

    @staticmethod
    def _holders_read(ctx: AgentCtx) -> tuple[bool, str] | None:
        """is_done "yes", code's, once every file holding a question's words is read (frame.holders_read)."""
        return (True, "every file holding the question's words is read") if holders_read(ctx) else None

    @staticmethod
    def _where_said(ctx: AgentCtx) -> tuple[bool, str] | None:
        """needs_tool "yes", code's, at the first step of a first turn, for a question of where in the files a thing
        is said (frame.asks_where_said). Measured on the wild test split: "where's the 80% text-vs-binary heuristic
        described?" was answered without the folder at p 0.998 (cproj-09)."""
        if ctx.history or ctx.earlier or asks_no_tools(ctx.task) or not asks_where_said(ctx.task):
            return None
        return True, "asks where in the files a thing is said"

    def _kept_going(self, step: int) -> tuple[bool, str] | None:
        """needs_tool "yes", code's, at a step that follows is_done's "keep_going" at the same state (nothing
        ran between them): the same question asked from the other side. Measured with jevloop-judge-6: of
        the 347 needs_tool questions the judge was asked after a keep_going (wild dev, benchmarks/probes and
        probes2), it answered "use_tool" to every one, 230 of them where the oracle said "answer"; the pass
        only repeated is_done's answer."""
        last = self.decisions[-1] if self.decisions else None
        if step and last is not None and last.id == "is_done" and last.step == step - 1 and last.action == "keep_going":
            return True, "is_done said keep_going at this state"
        return None

    @staticmethod
    def _done_asked_again(judged_keep: bool, cands: list[str]) -> bool:
        """True where pick_tool is not offered `done` (DECISION.md, pick_tool: measured there): the judge's is_done
        said keep_going at this state (`judged_keep`: _kept_going, the judge's answer, not code's hold; nothing ran
        since) and no change is offered, so `done` would ask is_done's question a second time."""
        return judged_keep and len(cands) > 1 and "done" in cands and not set(cands) & set(CHANGE_TOOLS)

    def _call_judge(self, d: Decision, ctx: AgentCtx, state: dict, questions: dict[str, dict]) -> tuple[dict, str, list]:
        backend = getattr(self.judge, "name", type(self.judge).__name__)
        try:
            out = self.judge.ask_decision(d.id, ctx, state, questions)
        except Exception as e:  # a failing backend never ends the run: the decision escalates
            backend = f"{backend} (error: {type(e).__name__})"
            return {}, backend, [{"backend": backend, "outcome": "error", "why": str(e)[:300]}]
        self.meter.judge_requests += 1
        backend = out.get("x_backend", backend)
        return (dict(out.get("answers") or {}), backend,
                list(out.get("x_attempts") or [{"backend": backend, "outcome": "used"}]))

    @staticmethod
    def _apply_policy(d: Decision, questions: dict[str, dict], answers: dict,
                      backend: str) -> tuple[str, str, float | None, str]:
        """(action, rule, margin, backend): the policy's first matching rule, or escalate when an answer
        is outside its type (the backend is then marked so)."""
        if all(answer_valid(q, answers.get(qid)) is None for qid, q in questions.items()):
            res = resolve(list(d.policy), answers)
            return res.action, res.predicate, res.margin, backend
        if not backend.endswith("(out of type)") and "error" not in backend:
            backend += " (out of type)"
        return "escalate", "no answer inside its type", None, backend

    def _questions(self, d: Decision, options: list[str] | None = None) -> dict[str, dict]:
        return {q.id: q.wire(options) for q in d.questions}

    # -- generation -----------------------------------------------------------------------------
    def _generate(self, task: str, history: list[StepRecord], purpose: str, step: int,
                  feedback: str | None = None, bounds: Bounds | None = None) -> Generation:
        evidence = evidence_lines(history)
        key = key_of("generate", getattr(self.generator, "name", ""), self.contract.generator, purpose, task, evidence,
                     feedback) if self.store is not None else None
        hit = self.store.get(key, require=("text", "by_llm")) if key else None
        if hit is not None:
            gen = Generation(hit["text"], model_calls=0, tokens=0, ms=0.0, by_llm=hit["by_llm"],
                             limited=hit.get("limited", False))
        else:
            try:
                gen = self.generator.generate(self.contract.generator, task, evidence, purpose, feedback, bounds=bounds)
            except GeneratorError as e:
                # a failed generation still cost calls, tokens and time: metered and traced, then raised
                self.meter.model_calls += e.model_calls
                self.meter.model_ms += e.ms
                self.meter.model_tokens += e.tokens
                self.trace.emit("generate", step, purpose=purpose, ok=False, error=str(e)[:300], ms=round(e.ms, 3),
                                model_calls=e.model_calls, tokens=e.tokens, replayed=False, text=e.text[:2000])
                raise
            if key:
                self.store.put(key, "generation", {"text": gen.text, "by_llm": gen.by_llm, "limited": gen.limited})
        self.meter.model_calls += gen.model_calls
        self.meter.model_ms += gen.ms
        self.meter.model_tokens += gen.tokens
        self.trace.emit("generate", step, purpose=purpose, ok=True, by_llm=gen.by_llm, ms=round(gen.ms, 3),
                        model_calls=gen.model_calls, tokens=gen.tokens, replayed=hit is not None, text=gen.text[:2000])
        return gen

    def _budget_halt(self, t0: float) -> str | None:
        if self.max_wall_s is not None and time.perf_counter() - t0 > self.max_wall_s:
            return "budget_wall"
        if self.max_model_calls is not None and self.meter.model_calls >= self.max_model_calls:
            return "budget_model_calls"
        if self.max_tokens is not None and self.meter.model_tokens >= self.max_tokens:
            return "budget_tokens"
        return None

    def _tool_input(self, tool: str, ctx: AgentCtx, step: int) -> tuple[ToolCall | None, str]:
        """(the call, '') or (None, halt)."""
        if tool == "list_dir":
            return ToolCall(tool, "."), ""
        if tool == "read_file":
            d = self.contract["pick_input"]
            crit = file_option_criteria(ctx)
            cands = list(crit)
            if not cands:
                return None, "input_unclear"
            if (held := self._read_held(ctx)) in cands:
                cands = [held]
            q = d.questions[0]
            wq = {"type": "choice", "instructions": q.ask, "criteria": crit}
            rec = self._ask(d, ctx.replace(last_tool=tool), {q.id: wq}, step, cands)
            pick = (rec.answers.get(q.id) or {}).get("choice")
            if rec.action != "use" or pick not in cands:
                return None, "input_unclear"
            return ToolCall(tool, pick), ""
        # write / move / delete inputs come from the generator, parsed strictly
        purpose = {"write_file": "write", "move_file": "move", "delete_file": "delete"}[tool]
        if self.max_model_calls is not None and self.meter.model_calls >= self.max_model_calls:
            return None, "budget_model_calls"
        named = mentions(ctx.task, ctx.files or [])
        bounds = Bounds(existing=tuple(ctx.files or ()),
                        new_files=tuple(said.removeprefix("./") for said, f, _ in named if f is None))
        feedback = None
        for attempt in range(2):
            try:
                gen = self._generate(ctx.task, ctx.history, purpose, step, feedback, bounds)
            except GeneratorError as e:        # the generator itself failed: no second request
                self.trace.emit("tool:input", step, tool=tool, error=str(e))
                self._refused = str(e)
                return None, "input_unclear"
            try:
                if tool == "write_file":
                    path, content = parse_write(gen.text)
                    check_target(ctx, tool, path)
                    return ToolCall(tool, path, content=content), ""
                if tool == "move_file":
                    src, dst = parse_move(gen.text)
                    check_target(ctx, tool, src)
                    return ToolCall(tool, src, dest=dst), ""
                path = parse_delete(gen.text)
                check_target(ctx, tool, path)
                return ToolCall(tool, path), ""
            except GeneratorError as e:
                self.trace.emit("tool:input", step, tool=tool, error=str(e), attempt=attempt + 1)
                self._refused = str(e)
                # one retry that says what was wrong, for a model; a rule-based generator would only
                # repeat itself, and so does a second retry at temperature 0
                if not gen.by_llm or attempt == 1 or (self.max_model_calls is not None
                                                      and self.meter.model_calls >= self.max_model_calls):
                    return None, "input_unclear"
                feedback = f"your reply was refused: {e}"
        return None, "input_unclear"

    # -- the run ----------------------------------------------------------------------------------
    def run(self, task: str) -> RunResult:
        t0 = time.perf_counter()
        if hasattr(self.generator, "deadline"):   # bounds a generation in progress, not only between steps
            self.generator.deadline = None if self.max_wall_s is None else time.monotonic() + self.max_wall_s
        self.meter = Meter()
        self.decisions: list[DecisionRecord] = []
        self._refused: str | None = None      # why the last tool input was refused, told in the answer
        self._peeked: tuple[str, AgentCtx] | None = None   # (task, context) of the look before the first call
        self._held_memo: tuple[tuple, dict[str, list[str]]] | None = None    # _holds
        c = self.contract
        ctx = AgentCtx(task=task, earlier=self._earlier(), files=None, cwd=str(self.workspace),
                       can_write=self.allow_write, can_delete=self.allow_delete)
        steps: list[dict[str, Any]] = []
        auths: list[dict[str, Any]] = []
        audits: list[dict[str, Any]] = []
        self.trace.emit("run:start", 0, task=task, contract=c.version, gates=dict(c.gates),
                        allow_write=self.allow_write, allow_delete=self.allow_delete)
        halt = "max_steps"
        step = 0
        while step < self.max_steps:
            halt_now, ctx = self._step(ctx, step, t0, steps, auths, audits)
            if halt_now is not None:
                halt = halt_now
                # a step whose call ran counts, whether it then failed or finished the task
                step += halt_now in ("step_failed", "task_done")
                break
            step += 1
        answer, delivery, stop = self._finish(task, ctx, Halt(halt), step)
        self.meter.wall_ms = (time.perf_counter() - t0) * 1e3
        self.turns.append({"task": task, "answer": answer, "read": list(ctx.read_files),
                           "written": [s["input"] for s in steps if s["tool"] == "write_file" and s["ok"]]})
        res = RunResult(answer, stop, steps, self.decisions, auths, self.meter, audits, delivery, c.version,
                        dict(c.gates))
        self.trace.emit("run:end", step, halt=res.halt, delivered=res.delivered, meter=self.meter.to_json())
        return res

    def _peek(self, ctx: AgentCtx) -> AgentCtx:
        """The context a listing of the folder would give, for code only (named_in_folder,
        folder_holds_question, _knowledge): no tool call is recorded and nothing of it reaches a frame.
        Asked only before the run's first tool call, so one look serves the whole first step."""
        if self._peeked is None or self._peeked[0] != ctx.task:
            r = self.tools.call("list_dir", ".")
            self._peeked = (ctx.task, after_call(ctx, "list_dir", ".", r.output, True) if r.ok else ctx.replace(files=[]))
        return self._peeked[1]

    def _holding(self, peek: AgentCtx) -> AgentCtx:
        """The peeked context with the files that hold the task's words (ctx.holds)."""
        return peek.replace(holds=self._holds(peek.task, peek.files or []))

    def _holds(self, task: str, files: list[str]) -> dict[str, list[str]]:
        """The files that hold the task's words (tools.holding), looked up once per task and listing: the look
        code takes before the first call serves the listing's frame too. Forgotten once a change has run."""
        key = (task, tuple(files))
        if self._held_memo is None or self._held_memo[0] != key:
            self._held_memo = (key, self.tools.holding(task_terms(task, files), files))
        return self._held_memo[1]

    def _listed_holds(self, ctx: AgentCtx, steps: list[dict[str, Any]]) -> AgentCtx:
        """The listing's context with the files that hold the task's words, looked for afresh once a change
        has run in this run (`steps` up to the listing): a file may say other things now."""
        if any(s["tool"] in CHANGE_TOOLS and s["ok"] for s in steps[:-1]):
            self._held_memo = None
        return ctx.replace(holds=self._holds(ctx.task, ctx.files or []))

    def _knowledge(self, ctx: AgentCtx) -> tuple[bool, str] | None:
        """needs_tool "no", code's, at the first step of a first turn, for a question for knowledge
        (frame.knowledge_question) that names no file of the folder (looked for in a listing code peeks
        at: "filesize thing in tools - is it 1000 or 1024 per kB?" names tools/filesize.py)."""
        why = None if ctx.history or ctx.earlier else knowledge_question(ctx.task)
        if why is None:
            return None
        peek = self._peek(ctx)
        # (a computation asked for in so many words has its numbers: "钢琴课 260 一节…一共多少钱？心算一下就行" names
        # 钢琴课记录.md by a part and needs none of it; found on a folder new to the benchmark)
        if why != "asked to compute" and named_in_folder(ctx.task, peek.files or []) is not None:
            return None
        # (a computation is left to the judge when a file holds one of its words)
        if why == "a computation" and best_holder(self._holding(peek), need=1.0):
            return None
        return False, why

    def _step(self, ctx: AgentCtx, step: int, t0: float, steps: list[dict[str, Any]], auths: list[dict[str, Any]],
              audits: list[dict[str, Any]]) -> tuple[str | None, AgentCtx]:
        """One step: needs_tool, pick_tool, the tool's input, authorisation, the call, step_ok, is_done.
        Returns (the halt, or None to go on; the context after the step)."""
        c = self.contract
        b = self._budget_halt(t0)
        if b:
            return b, ctx
        cands = self._tools_for(ctx)
        kept = self._kept_going(step)
        judged_keep = kept is not None and self.decisions[-1].backend != "rules"
        rec = self._ask(c["needs_tool"], ctx, self._questions(c["needs_tool"]), step,
                        known=self._only_done(cands, False) or self._knowledge(ctx) or kept or self._where_said(ctx))
        if rec.action == "answer":
            return ("answered_directly" if not ctx.history else "agent_done"), ctx
        if rec.action != "use_tool":
            return "tool_unclear", ctx
        if self._done_asked_again(judged_keep, cands):
            cands = [t for t in cands if t != "done"]
        d = c["pick_tool"]
        rec = self._ask(d, ctx, self._questions(d, cands), step, cands)
        tool = (rec.answers.get("tool") or {}).get("choice")
        if rec.action != "call" or tool not in cands:
            return "tool_unclear", ctx
        if tool == "done":
            return "agent_done", ctx
        call, why = self._tool_input(tool, ctx, step)
        if call is None:
            return why, ctx
        if not self._authorize(call, ctx, step, auths, audits):
            return "denied", ctx       # nothing ran: the step is rolled back
        self.trace.emit("tool:call", step, tool=tool, input=call.shown)
        result = self.tools.call(tool, call.input)
        self.trace.emit("tool:result", step, tool=tool, ok=result.ok, output=result.output[:2000])
        steps.append({"tool": tool, "input": call.shown, "ok": result.ok})
        ctx = after_call(ctx, tool, call.input, result.output, result.ok)
        if tool == "list_dir" and result.ok:
            ctx = self._listed_holds(ctx, steps)
        # a change the tools report done is done: step_ok is code's there (a third probe: after "wrote
        # src/chashop/safe_str.py (1234 characters)", step_ok said failed at p 0.0000876, the copy's
        # docstring being full of None); so is a read the tools report done with content (a folder new to the
        # benchmark: reading aggregate-error/index.js, whose code throws TypeErrors, step_ok said failed at
        # p 0.16 and four tasks halted); an empty read or a listing is still the judge's to weigh
        known = (True, "the tools report the change done") if tool in CHANGE_TOOLS and result.ok else \
            (True, "the tools report the file read") if tool == "read_file" and result.ok and result.output.strip() else None
        rec = self._ask(c["step_ok"], ctx, self._questions(c["step_ok"]), step, known=known)
        if rec.action != "continue":
            return "step_failed", ctx
        rec = self._ask(c["is_done"], ctx, self._questions(c["is_done"]), step,
                        known=self._only_done(self._tools_for(ctx), True) or self._holders_read(ctx))
        return ("task_done" if rec.action == "finish" else None), ctx

    def _authorize(self, call: ToolCall, ctx: AgentCtx, step: int, auths: list[dict[str, Any]],
                   audits: list[dict[str, Any]]) -> bool:
        """grade_risk on the pending call, then the code rule above it: a tool whose base risk is 2 or
        more, or a write that would replace an existing file (its content is gone like a delete's),
        always asks a human, whatever any probability says. False: denied, nothing may run."""
        tool, target = call.tool, call.shown
        exists = self.tools.exists(call.path) if tool == "write_file" else None
        # grade_risk sees the pending call (tool + target, a write's target marked new or existing),
        # never any tool output
        pending = ctx.replace(last_tool=tool, history=ctx.history + [StepRecord(tool, call.input, "", True, exists)])
        c = self.contract
        rec = self._ask(c["grade_risk"], pending, self._questions(c["grade_risk"]), step)
        base = self.tools.risk.get(tool)
        must_ask = base is None or base >= 2 or exists is True
        if must_ask or rec.action in ("ask_human", "escalate"):
            if exists:
                reason = f"{tool} would replace the existing file {target}"
            else:
                reason = f"{tool} has base risk {base}" if must_ask else f"policy: {rec.rule}"
            ok = bool(self.approve(tool, target, reason))
            auths.append({"tool": tool, "input": target, "approved": ok, "reason": reason})
            self.trace.emit("authorize", step, tool=tool, input=target, approved=ok, reason=reason)
            return ok
        if rec.action == "auto_audit":
            audit = {"tool": tool, "target": target, "reason": rec.rule, "risk": (rec.answers.get("risk") or {}).get("score")}
            audits.append(audit)
            self.meter.audits += 1
            self.trace.emit("audit", step, **audit)
        return True

    def _finish(self, task: str, ctx: AgentCtx, halt: Halt, step: int) -> tuple[str, str, Halt]:
        """(answer, delivery, halt): the answer written and gated by can_deliver, revised once."""
        if halt is Halt.BUDGET_MODEL_CALLS:
            return f"stopped before writing an answer: {halt}", "unwritten", halt
        note = None if halt in (Halt.TASK_DONE, Halt.ANSWERED_DIRECTLY, Halt.AGENT_DONE) else f"the loop stopped: {halt}"
        if halt is Halt.INPUT_UNCLEAR and self._refused:
            note += f" ({self._refused})"
        try:
            gen = self._generate(task, ctx.history, "answer", step, note)
        except WallBudgetError as e:
            return f"no answer could be written ({e})", "unwritten", Halt.BUDGET_WALL
        except GeneratorError as e:
            # whatever the tools did, the run did not produce its answer: that is its halt
            return f"no answer could be written ({e})", "unwritten", Halt.NO_ANSWER
        answer = gen.text
        d = self.contract["can_deliver"]
        evidence = evidence_text(ctx.history)
        ctx = ctx.replace(stopped=None if note is None else str(halt))
        for attempt in range(2):
            known = known_delivery(task, answer, evidence, self.contract.generator, gen.limited, undone_action(ctx),
                                   named_missing(ctx), note is None and named_served(ctx)) or restated(answer)
            rec = self._ask(d, ctx.replace(draft=answer), self._questions(d), step, known=known)
            if rec.action == "deliver":
                return answer, "delivered", halt
            if rec.action == "escalate":
                return answer, "escalate", halt
            if attempt == 0:
                if self.max_model_calls is not None and self.meter.model_calls >= self.max_model_calls:
                    break
                un = (rec.answers.get("unsupported") or {}).get("noul", 0)
                feedback = FEEDBACK_UNSUPPORTED if un >= 0.5 else FEEDBACK_NOT_DONE
                try:
                    # the stop note (denied, step_failed, …) stays in the revision's instructions
                    gen = self._generate(task, ctx.history, "answer", step, "; ".join(x for x in (note, feedback) if x))
                    answer = gen.text
                except GeneratorError:
                    break
        return answer, "revise", halt
