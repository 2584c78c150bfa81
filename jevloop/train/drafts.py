"""Answer drafts a real local LLM writes, labelled by the oracle: can_deliver's data from the loop as it
really runs with a writer (issue 17, item 4).

`collect` runs the loop with the oracle as judge (every decision right, so the evidence is what a good
run gathers) and an OpenAI-compatible server as the writer (llama-server from scripts/setup_llama.sh)
over tasks of the training world and the wild benchmark's dev split. Every draft the loop asks
can_deliver about is stored with the context it was asked in and `oracle.draft_truth`'s labels; the
oracle's own can_deliver answer is that truth, so a wrong first draft is revised like in a real run and
the revision is stored too. Parts: "train" (world tasks, trained on), "heldout" (world tasks whose
text hashes into the held-out fifth) and "wild-dev" (never trained on: the benchmark stays out of
training). `score` reports a judge's delivery on the held-out parts against the labels.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import random
import tempfile
import time
from pathlib import Path
from typing import Any, Iterator

from ..errors import ContractError
from ..frame import AgentCtx, StepRecord, compile_frame
from ..oracle import OracleJudge, TaskSpec, draft_truth, noul

PARTS = ("train", "heldout", "wild-dev")


def part_of(text: str) -> str:
    """World tasks: a fifth of the task texts (by hash) is held out."""
    return "heldout" if hashlib.sha256(text.encode()).digest()[0] % 5 == 0 else "train"


def spec_to_json(spec: TaskSpec) -> dict[str, Any]:
    d = dataclasses.asdict(spec)
    d.pop("earlier_spec", None)
    return d


def relabel(row: dict[str, Any]) -> dict[str, Any]:
    """The row with its labels computed again by today's oracle (the oracle may have been corrected
    since the draft was stored)."""
    spec = TaskSpec(**{**row["spec"], "required": [tuple(x) for x in row["spec"]["required"]],
                       "forbidden": [tuple(x) for x in row["spec"]["forbidden"]]})
    ctx = ctx_from_json(row["ctx"])
    t = draft_truth(spec, ctx, ctx.draft or "")
    if t is None:
        return row
    return {**row, "deliverable": t.deliverable, "unsupported": t.unsupported, "why": t.why}


def ctx_to_json(ctx: AgentCtx) -> dict[str, Any]:
    return dataclasses.asdict(ctx)


def ctx_from_json(d: dict[str, Any]) -> AgentCtx:
    d = dict(d)
    d["history"] = [StepRecord(**h) for h in d.get("history") or []]
    return AgentCtx(**d)


class DraftOracle(OracleJudge):
    """The oracle, answering can_deliver with the draft's own truth, and keeping every draft it saw."""

    def __init__(self, spec: TaskSpec):
        super().__init__(spec)
        self.drafts: list[tuple[AgentCtx, Any]] = []

    def truth(self, did, ctx, questions):
        out = super().truth(did, ctx, questions)
        if did == "can_deliver" and ctx.draft is not None:
            t = draft_truth(self.spec, ctx, ctx.draft)
            self.drafts.append((ctx, t))
            if t is not None:
                out["unsupported"] = noul(0.97 if t.unsupported else 0.03)
                out["deliverable"] = noul(0.97 if t.deliverable else 0.03)
        return out


def _world_tasks(n: int, seed: int) -> Iterator[tuple[Any, TaskSpec, str]]:
    from .data import _spec
    rng = random.Random(seed)
    for _ in range(n):
        ws, spec = _spec(rng, "train")
        yield ws.write, spec, part_of(spec.text)


def _wild_dev() -> Iterator[tuple[Any, TaskSpec, str]]:
    from ..loopbench import copy_workspace, wild_tasks
    for spec, src in wild_tasks("dev"):
        yield copy_workspace(src), spec, "wild-dev"


def _interleave(world_iter, n_world: int, wild: list, seed: int):
    """World tasks (drawn as they are reached) and wild dev tasks in a seeded mix, so that a run stopped
    early holds some of each."""
    rng = random.Random(seed)
    left_w, wild = n_world, list(wild)
    while left_w or wild:
        if wild and (not left_w or rng.random() < len(wild) / (len(wild) + left_w)):
            yield wild.pop(0)
        else:
            left_w -= 1
            yield next(world_iter)


def _run(write, spec: TaskSpec, generator) -> DraftOracle:
    from ..loop import Agent
    judge = DraftOracle(spec)
    with tempfile.TemporaryDirectory() as d:
        root = write(Path(d)) or Path(d)
        agent = Agent(str(root), judge=judge, generator=generator, allow_write=spec.allow_write,
                      allow_delete=spec.allow_delete, approve="yes", max_steps=8)
        if spec.earlier_task:
            agent.run(spec.earlier_task)
            judge.drafts.clear()
        agent.run(spec.text)
    return judge


def collect(url: str, out: Path, world: int, seed: int, wild_dev: bool, max_tokens: int, log=print,
            minutes: float = 0) -> dict[str, int]:
    """Run the tasks, append one JSON line per labelled draft to `out` (each task's drafts as soon as it
    ends, so a stopped run keeps what it wrote); stop after `minutes` when given. Returns the count per part."""
    from ..generate.http import HttpGenerator
    gen = HttpGenerator(url, stream=False, max_tokens=max_tokens, timeout=120, retries=1)
    counts = {p: 0 for p in PARTS}
    t0 = time.time()
    wild = list(_wild_dev()) if wild_dev else []
    total = world + len(wild)
    with open(out, "a", encoding="utf-8") as f:
        for i, (write, spec, part) in enumerate(_interleave(_world_tasks(world, seed), world, wild, seed)):
            if minutes and time.time() - t0 > minutes * 60:
                log(f"time budget reached after {i} of {total} tasks")
                break
            try:
                judge = _run(write, spec, gen)
            except ContractError:
                raise                   # the same for every task (DECISION.md changed under the run): stop
            except Exception as e:      # one task's failure must not lose the others
                log(f"task {i + 1}: {type(e).__name__}: {e}")
                continue
            for ctx, t in judge.drafts:
                if t is None:
                    continue
                row = {"part": part, "id": spec.id or hashlib.sha256(spec.text.encode()).hexdigest()[:12],
                       "family": spec.family, "lang": spec.lang, "task": spec.text, "spec": spec_to_json(spec),
                       "ctx": ctx_to_json(ctx), "deliverable": t.deliverable, "unsupported": t.unsupported, "why": t.why}
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
                counts[part] += 1
            f.flush()
            log(f"{i + 1}/{total} tasks, drafts {counts}, {time.time() - t0:.0f} s")
    return counts


def load(path: Path, parts: tuple[str, ...] = PARTS) -> list[dict[str, Any]]:
    rows = [json.loads(x) for x in Path(path).read_text(encoding="utf-8").splitlines() if x.strip()]
    return [relabel(r) for r in rows if r["part"] in parts]


def trainable(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows training may use: the train part, and never a task of the wild benchmark (whatever a
    stored file says of its part)."""
    from ..loopbench import wild_tasks
    wild = {spec.text for spec, _ in wild_tasks()}
    return [r for r in rows if r["part"] == "train" and r["task"] not in wild]


def examples(rng: random.Random, contract, row: dict[str, Any]):
    """Training examples (both can_deliver questions) for one stored draft, its frame compiled now."""
    from .data import Example, _paraphrase
    dec = contract["can_deliver"]
    st = compile_frame(dec.frame, ctx_from_json(row["ctx"])).state
    for q in dec.questions:
        lab = int(row["unsupported"] if q.id == "unsupported" else row["deliverable"])
        yield Example("can_deliver", q.id, _paraphrase(rng, q.id, q.wire(), 0.3), st, lab, "real_draft", row["lang"])


def score(judge, contract, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The judge's can_deliver on stored drafts, by the contract's policy: the share of right drafts
    delivered and of wrong drafts turned down (right = the oracle's deliverable)."""
    from ..policy import resolve
    dec = contract["can_deliver"]
    qs = {q.id: q.wire() for q in dec.questions}
    right = wrong = delivered_right = refused_wrong = 0
    for r in rows:
        st = compile_frame(dec.frame, ctx_from_json(r["ctx"])).state
        action = resolve(list(dec.policy), judge.ask(st, qs)["answers"]).action
        if r["deliverable"]:
            right += 1
            delivered_right += action == "deliver"
        else:
            wrong += 1
            refused_wrong += action != "deliver"
    return {"drafts": len(rows), "right": right, "wrong": wrong,
            "delivered_right": delivered_right / right if right else None,
            "refused_wrong": refused_wrong / wrong if wrong else None}
