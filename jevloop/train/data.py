"""Training data for the judge, produced by the loop itself.

Each episode builds a workspace, a task, and runs the real Agent on it with an oracle actor; every
decision the loop asks is recorded with the frame the contract compiled from the loop's context, so
training sees exactly what inference sees. The actor sometimes takes a wrong but allowed turn, so
the data covers states off the ideal path; labels always come from the oracle. Negatives are added
by re-projecting the same contexts: step_ok on errors, empty and foreign outputs; can_deliver on
answers that invent facts or misreport a write, and positives that honestly report a limitation.
"""
from __future__ import annotations

import json
import random
import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from ..contract import Contract, load_contract
from ..frame import AgentCtx, StepRecord, compile_frame, named_missing, undone_action
from ..generate.faults import evidence_text, known_delivery, restated
from ..loop import Agent
from ..oracle import OracleJudge, TaskSpec, choice_answer, remaining, target_of
from .tasks import FAMILIES, PHRASES, make_task, make_workspace, with_unrelated_earlier

HELD_FAMILY = "read_two"
TRAIN_WEIGHT = {"find": 2.0, "missing": 1.5, "read_all": 2.0, "count": 1.5, "copy_find": 3.0, "copy": 2.0, "direct": 1.3}

# Paraphrases of asks and criteria, so rewording DECISION.md does not break the judge.
PARAPHRASE: dict[str, list[dict[str, Any]]] = {
    "needs_tool": [{"ask": "Is there still an action the task asks for that has not been done?",
                    "true": "yes, some required action (read, list, write, move, delete) is still missing",
                    "false": "no, everything the task asks for is done"}],
    "ok": [{"ask": "Did this single tool call work and return usable output? Only this call matters.",
            "true": "it worked: real output for the requested target",
            "false": "it failed: error, empty output, missing file or output from something else"}],
    "done": [{"ask": "Has everything the task asks for been completed, so no more tool calls are needed?",
              "true": "yes, the answer can be written from what was gathered",
              "false": "no, something the task needs is still missing"}],
    "needs_auth": [{"ask": "Does this call need a human's explicit permission before running?",
                    "true": "yes: it can destroy or move data or act outside the folder",
                    "false": "no: it only reads or creates a new file here"}],
    "unsupported": [{"ask": "Does the answer claim anything the tool output does not show?",
                     "true": "yes, it mentions a fact, file or result that was never observed",
                     "false": "no, every statement comes from a tool result"}],
    "deliverable": [{"ask": "Was the task done and is the answer an accurate report of it?",
                     "true": "yes: done and reported consistently with the tools' results",
                     "false": "no: not done, or the answer misstates what happened"}],
    "tool": [{"ask": "Pick the next tool for the agent."}],
    "file": [{"ask": "Pick the file this call should act on."}],
    "risk": [{"ask": "Rate the risk of this tool call."}],
}


@dataclass
class Example:
    decision: str
    qid: str
    question: dict[str, Any]
    state: dict[str, Any]
    label: int
    family: str
    lang: str
    label_set: list[int] | None = None     # every right option (choice questions where order is free)

    def to_json(self) -> dict[str, Any]:
        return self.__dict__.copy()


def label_index(q: dict[str, Any], a: dict[str, Any]) -> int:
    if q["type"] == "noul":
        return 1 if a["noul"] >= 0.5 else 0
    if q["type"] == "choice":
        return list(q["criteria"]).index(a["choice"])
    probs = a["probabilities"]
    return max(range(len(probs)), key=lambda i: probs[str(i)])


class NoisyOracle(OracleJudge):
    """Records the oracle's answer as the label; sometimes acts otherwise, to visit off-path states."""

    def __init__(self, spec: TaskSpec, rng: random.Random, eps: float):
        super().__init__(spec)
        self.rng, self.eps = rng, eps

    def ask_decision(self, did, ctx, state, questions):
        truth = self.truth(did, ctx, questions)
        self.labels.append({"decision": did, "ctx": ctx, "state": dict(state), "questions": dict(questions),
                            "answers": truth})
        act = dict(truth)
        if did in ("pick_tool", "pick_input") and self.rng.random() < self.eps:
            qid = next(iter(questions))
            opts = list(questions[qid]["criteria"])
            wrong = [o for o in opts if o != truth[qid]["choice"] and o not in ("delete_file", "move_file")]
            if wrong:
                act[qid] = choice_answer(opts, self.rng.choice(wrong))
        return {"answers": act}


def _phrases(family: str, lang: str, split: str) -> list[str]:
    ph = PHRASES[family][lang]
    if len(ph) < 2:
        return ph
    return ph[:-1] if split == "train" else ph


# Politeness and filler around a task's words: the same request said a little differently must get
# the same decisions (train split only; held-out phrasings stay as written).
DRESS = {"en": (["Please, ", "Hey, ", "Quick one: ", "If you can, ", "OK. ", "Task: "],
                [" Thanks.", " Thank you!", " Cheers.", " Please.", " No rush."]),
         "zh": (["请", "麻烦你，", "帮个忙：", "好的，", "任务："], ["谢谢。", "辛苦了。", "麻烦了。", "多谢！"])}


def _dress(rng: random.Random, text: str, lang: str) -> str:
    pre, post = DRESS[lang]
    r = rng.random()
    if r < 0.4:
        return rng.choice(pre) + text
    if r < 0.8:
        return text + rng.choice(post)
    return rng.choice(pre) + text + rng.choice(post)


# Share of episodes drawn from the real-content world (jevloop.train.world) instead of the templated one.
REAL_SHARE = 0.6


def _spec(rng: random.Random, split: str) -> tuple[Any, TaskSpec]:
    if rng.random() < REAL_SHARE:
        from .world import make_real_task, make_real_workspace
        ws = make_real_workspace(rng, held=(split != "train"))
        return ws, make_real_task(rng, ws, "zh" if rng.random() < 0.45 else "en")
    return templated_spec(rng, split)


def templated_spec(rng: random.Random, split: str) -> tuple[Any, TaskSpec]:
    fams = [f for f in FAMILIES if split != "train" or f != HELD_FAMILY]
    # training visits the families whose decisions need the task read against the evidence more
    # often; evaluation keeps them uniform
    family = rng.choices(fams, [TRAIN_WEIGHT.get(f, 1.0) if split == "train" else 1.0 for f in fams])[0]
    lang = "zh" if rng.random() < 0.4 else "en"
    ws = make_workspace(rng, held=(split != "train"))
    saved = {k: dict(v) for k, v in PHRASES.items()}
    try:
        for fam in PHRASES:          # the held-out phrasings never reach training, not even as an earlier turn
            PHRASES[fam][lang] = _phrases(fam, lang, split)
        if split != "train" and len(saved[family][lang]) > 1 and rng.random() < 0.5:
            PHRASES[family][lang] = saved[family][lang][-1:]
        spec = make_task(rng, ws, family, lang)
        if split == "train" and rng.random() < 0.25:
            spec.text = _dress(rng, spec.text, lang)
        if spec.earlier_task is None and family != "direct" and rng.random() < 0.15:
            spec = with_unrelated_earlier(rng, ws, spec)
    finally:
        for fam, v in saved.items():
            PHRASES[fam].update(v)
    return ws, spec


class FolderWorkspace:
    """A workspace that is a folder of real files on disk, a hand-written task set's (the wild benchmark's
    schema): written by copying it. It names no exported function (the generator's `funcs`)."""

    def __init__(self, src: Path):
        self.src = src
        self.funcs: dict[str, str] = {}

    def write(self, root: Path) -> None:
        shutil.copytree(self.src, root, dirs_exist_ok=True)


# A hand-written task's class → the generator family whose drafts (`_answers_for`) it shares.
HAND_FAMILY = {"no_tool": "direct"}


def hand_tasks(roots: list[Path], log=None) -> list[tuple[FolderWorkspace, TaskSpec]]:
    """Every task of hand-written task sets (tasks.jsonl + workspaces/, the wild benchmark's schema), as
    (workspace, spec) for `episode`. None of the wild benchmark's tasks or files may reach training: the
    benchmark itself is refused, and a workspace holding a copy of one of its files is left out."""
    from ..loopbench import WILD_DIR, copied_from, wild_tasks, workspace_lines
    wild = workspace_lines(WILD_DIR)
    texts = {spec.text for spec, _ in wild_tasks()}
    out, dropped = [], set()
    for root in roots:
        if Path(root).resolve() == WILD_DIR.resolve():
            raise ValueError(f"{root} is the wild benchmark: it measures the judge and must not train it")
        for spec, folder in wild_tasks(None, Path(root)):
            if folder in dropped or spec.text in texts:
                continue
            if any(len(copied_from(wild, p.read_text(encoding="utf-8", errors="replace"))) > 2
                   for p in folder.rglob("*") if p.is_file()):
                dropped.add(folder)
                continue
            spec.family = HAND_FAMILY.get(spec.family, spec.family)
            out.append((FolderWorkspace(folder), spec))
    if dropped and log:
        log(f"left out {len(dropped)} workspaces holding a copy of a wild benchmark file: "
            + ", ".join(sorted(f.name for f in dropped)))
    if roots and not out:
        raise ValueError(f"no tasks in {', '.join(map(str, roots))}")
    return out


def _evidence_facts(ctx: AgentCtx) -> tuple[list[str], dict[str, str]]:
    listed = list(ctx.files or [])
    reads = {h.input: h.result for h in ctx.history if h.tool == "read_file" and h.ok}
    return listed, reads


def _writer_failure(rng: random.Random, task: str, honest: str, writer_prompt: str) -> str:
    """A draft of the kind a small local LLM writes instead of an answer (seen with SmolLM2-135M as the
    writer, issue 17): the writer's instructions echoed, the question restated, or a sentence looping.
    None of them carries out the task; none claims an unobserved fact."""
    r = rng.random()
    if r < 0.35 and writer_prompt:
        lines = [x.strip("- ").strip() for x in writer_prompt.splitlines() if x.strip()]
        k = rng.randrange(len(lines))
        echo = " ".join(lines[k:k + rng.choice([1, 2, 3])])
        return rng.choice([echo, f"The task is to write the answer to the question \"{task}\" using only the "
                                 f"evidence provided. {echo}"])
    if r < 0.7:
        return rng.choice([task, f"You asked: {task}", f"The question is: {task}", f"问题是：{task}",
                           f"The task is to answer \"{task}\"."])
    first = re.split(r"(?<=[。！？])|(?<=[.!?])\s+", honest)[0] or honest
    return " ".join([first] * rng.choice([3, 4, 6]))


def _answers_for(rng: random.Random, spec: TaskSpec, ws, ctx: AgentCtx, writer_prompt: str = "") -> list[tuple[str, bool, bool]]:
    """(draft, deliverable, unsupported) variants for can_deliver."""
    zh = spec.lang == "zh"
    done = not remaining(spec, ctx)
    listed, reads = _evidence_facts(ctx)
    out: list[tuple[str, bool, bool]] = []
    wrote = [target_of(h.tool, h.input) for h in ctx.history if h.tool == "write_file" and h.ok]
    moved = [h.input for h in ctx.history if h.tool == "move_file" and h.ok]
    deleted = [h.input for h in ctx.history if h.tool == "delete_file" and h.ok]
    facts: list[str] = []
    for f, text in reads.items():
        fn = ws.funcs.get(f)
        if fn and fn in text:
            facts.append(f"{f} 导出了 {fn}。" if zh else f"{f} exports {fn}.")
        else:
            first = text.strip().split("\n")[0][:80]
            facts.append(f"{f} 的内容：{first}" if zh else f"{f} says: {first}")
    if spec.family in ("list", "count") and listed:
        facts.append((f"目录里有 {len(listed)} 个文件：" if zh else f"The folder holds {len(listed)} files: ") + ", ".join(listed))
    for w in wrote:
        facts.append(f"已写入 {w}。" if zh else f"Wrote {w}.")
    for m in moved:
        facts.append(f"已移动：{m}。" if zh else f"Moved {m}.")
    for d in deleted:
        facts.append(f"已删除 {d}。" if zh else f"Deleted {d}.")
    if spec.family == "missing":
        miss = re.findall(r"[\w\-]+\.\w+", spec.text)
        if miss:
            facts.append(f"目录里没有 {miss[0]}。" if zh else f"There is no {miss[0]} in the folder.")
    if spec.family == "direct":
        facts.append(rng.choice(["2", "Paris.", "Bonjour.", "fast", "答案是 7。"]))
    honest = " ".join(facts) if facts else ("没有可报告的结果。" if zh else "There is nothing to report.")
    out.append((honest, done, False))
    out.append((_writer_failure(rng, spec.text, honest, writer_prompt), False, False))
    # the offline generator's own restatement of the evidence (what the loop really drafts without an LLM):
    # supported by construction, deliverable exactly when the task is done
    from ..generate.offline import OfflineGenerator
    from ..generate.base import evidence_lines
    offline = OfflineGenerator().generate("", spec.text, evidence_lines(ctx.history), "answer")
    out += [(offline.text, done, False)] * (not offline.limited)   # (a limitation statement is code's: known_delivery)
    if spec.family in ("copy", "copy_find") and wrote:
        lim = (" 注意：只复制了函数本身，没有复制类型定义。" if zh else " Note: only the function was copied, not the types it uses.")
        out.append((honest + lim, done, False))
    # invented facts
    fake_fn = rng.choice(["computeTax", "shuffleDeck", "encryptAll", "renderChart", "fetchRemote"])
    fake_file = rng.choice(["ghost.ts", "secrets.env", "phantom.md", "extra.py"])
    if reads:
        f = rng.choice(list(reads))
        out.append(((f"{f} 导出了 {fake_fn}。" if zh else f"{f} exports {fake_fn}."), False, True))
    out.append((honest + (f" 另外还读了 {fake_file}，它定义了 {fake_fn}。" if zh
                          else f" I also read {fake_file}, which defines {fake_fn}."), False, True))
    # misreported write
    if spec.family == "copy" and spec.artifacts:
        new = next(iter(spec.artifacts))
        if not wrote:
            out.append(((f"已把函数复制到 {new}。" if zh else f"Copied the function into {new}."), False, True))
        else:
            other = "other_" + new
            out.append(((f"已写入 {other}。" if zh else f"Wrote the function into {other}."), False, True))
    return out


def _step_negatives(rng: random.Random, ctx: AgentCtx) -> list[AgentCtx]:
    h = ctx.history[-1]
    variants = []
    errs = [f"error: no such file: {h.input}", "error: permission denied", "(empty file)", "(empty directory)",
            f"error: {h.tool} is not enabled for this run", "error: not UTF-8 text"]
    bad = rng.choice(errs)
    variants.append(StepRecord(h.tool, h.input, bad, not bad.startswith("error:")))
    if h.tool == "read_file":   # output that did not come from this call: a directory listing
        variants.append(StepRecord(h.tool, h.input, "(empty file)", True))
    out = []
    for v in variants:
        out.append(ctx.replace(history=ctx.history[:-1] + [v], last_result=v.result))
    return out


def _paraphrase(rng: random.Random, qid: str, q: dict[str, Any], p: float) -> dict[str, Any]:
    if rng.random() >= p or qid not in PARAPHRASE:
        return q
    alt = rng.choice(PARAPHRASE[qid])
    q = dict(q)
    q["instructions"] = alt["ask"]
    if q["type"] == "noul" and "true" in alt:
        q["criteria"] = {"false": alt["false"], "true": alt["true"]}
    return q


def _shuffle(rng: random.Random, q: dict[str, Any]) -> dict[str, Any]:
    if q["type"] != "choice":
        return q
    items = list(q["criteria"].items())
    rng.shuffle(items)
    return {**q, "criteria": dict(items)}


def _examples(rng: random.Random, contract: Contract, spec: TaskSpec, ws, labels: list[dict[str, Any]]) -> list[Example]:
    out: list[Example] = []
    seen_deliver = False
    for lab in labels:
        did, ctx = lab["decision"], lab["ctx"]
        dec = contract[did]
        if did == "can_deliver":
            if seen_deliver:
                continue
            seen_deliver = True
            evidence, left, missing = evidence_text(ctx.history), undone_action(ctx), named_missing(ctx)
            for draft, deliverable, unsupported in _answers_for(rng, spec, ws, ctx, contract.generator):
                if known_delivery(spec.text, draft, evidence, contract.generator, left=left, missing=missing) is not None:
                    continue            # code answers it in the loop: the judge is never asked
                c2 = ctx.replace(draft=draft)
                st = compile_frame(dec.frame, c2).state
                coded = restated(draft) or ({}, "")       # (questions code answers for this draft are never asked)
                for q in (q for q in dec.questions if q.id not in coded[0]):
                    wq = _paraphrase(rng, q.id, q.wire(), 0.3)
                    lab_i = int(unsupported if q.id == "unsupported" else deliverable)
                    out.append(Example(did, q.id, wq, st, lab_i, spec.family, spec.lang))
        else:
            for qid, q in lab["questions"].items():
                ans = lab["answers"][qid]
                if ans.get("x_valid") == []:       # no right answer exists (see OracleJudge.truth)
                    continue
                wq = _shuffle(rng, _paraphrase(rng, qid, q, 0.3))
                names = list(wq["criteria"]) if wq["type"] == "choice" else []
                lset = [names.index(v) for v in ans.get("x_valid", [])] or None
                out.append(Example(did, qid, wq, lab["state"], label_index(wq, ans), spec.family, spec.lang, lset))
        if did == "grade_risk" and ctx.last_tool == "write_file" and ctx.history and rng.random() < 0.7:
            # the same write aimed at a file that exists: replacing it is destructive (risk 3, ask)
            h = ctx.history[-1]
            c2 = ctx.replace(history=ctx.history[:-1] + [StepRecord(h.tool, h.input, h.result, h.ok, True)])
            st = compile_frame(dec.frame, c2).state
            for q in dec.questions:
                wq = _paraphrase(rng, q.id, q.wire(), 0.3)
                out.append(Example(did, q.id, wq, st, 3 if q.id == "risk" else 1, spec.family, spec.lang))
        if did == "step_ok" and lab["answers"]["ok"]["noul"] >= 0.5 and rng.random() < 0.6:
            for c2 in _step_negatives(rng, ctx):
                st = compile_frame(dec.frame, c2).state
                q = _paraphrase(rng, "ok", dec.questions[0].wire(), 0.3)
                out.append(Example(did, "ok", q, st, 0, spec.family, spec.lang))
    return out


def episode(rng: random.Random, contract: Contract, split: str = "train", eps: float = 0.15,
            drawn: tuple[Any, TaskSpec] | None = None) -> list[Example]:
    """One task run through the Agent with a noisy oracle actor: the generator's (drawn by `_spec`), or the
    given (workspace, spec), such as a hand-written one."""
    ws, spec = drawn or _spec(rng, split)
    out: list[Example] = []
    with tempfile.TemporaryDirectory() as d:
        ws.write(Path(d))
        judge = NoisyOracle(spec, rng, eps)
        agent = Agent(d, judge=judge, contract=contract, allow_write=spec.allow_write, allow_delete=spec.allow_delete,
                      approve="yes", max_steps=8)
        if spec.earlier_task:
            if spec.earlier_spec is not None:    # the first turn judged by its own oracle, and learnt from too
                first = NoisyOracle(spec.earlier_spec, rng, eps)
                agent.judge = first
                agent.run(spec.earlier_task)
                out += _examples(rng, contract, spec.earlier_spec, ws, first.labels)
                agent.judge = judge
            else:
                agent.run(spec.earlier_task)
                judge.labels.clear()
        agent.run(spec.text)
        out += _examples(rng, contract, spec, ws, judge.labels)
    return out


def build(n_episodes: int, seed: int, split: str = "train", contract: Contract | None = None,
          progress=None) -> list[Example]:
    contract = contract or load_contract()
    rng = random.Random(seed)
    out: list[Example] = []
    for i in range(n_episodes):
        out.extend(episode(rng, contract, split, eps=0.15 if split == "train" else 0.1))
        if progress:
            progress(i + 1, n_episodes)
    return out


def save_jsonl(examples: list[Example], path: Path) -> None:
    with open(path, "w", encoding="utf-8") as f:
        for e in examples:
            f.write(json.dumps(e.to_json(), ensure_ascii=False) + "\n")


def eval_records(examples: list[Example]) -> Iterator[dict[str, Any]]:
    """Examples in the `jevloop eval` format: {state, questions, expected}."""
    for e in examples:
        q = e.question
        if q["type"] == "noul":
            exp: Any = bool(e.label)
        elif q["type"] == "choice":
            names = list(q["criteria"])
            exp = [names[i] for i in e.label_set] if e.label_set and len(e.label_set) > 1 else names[e.label]
        else:
            exp = e.label
        yield {"state": e.state, "questions": {e.qid: q}, "expected": {e.qid: exp},
               "x_decision": e.decision, "x_family": e.family, "x_lang": e.lang}
