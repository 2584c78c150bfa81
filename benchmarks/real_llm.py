"""The loop with a real local LLM as the writer (an OpenAI-compatible server, e.g. llama-server from
scripts/setup_llama.sh): the fixture's write, move and delete tasks, with and without constrained tool
inputs. The judge is the oracle (--judge oracle, default: every decision right, so only the writer is
measured) or the bundled judge (--judge bundled).

    bash scripts/setup_llama.sh --start
    python benchmarks/real_llm.py --url http://127.0.0.1:8089/v1 [--judge oracle|bundled] [--json]

Per task: whether the tool input parsed and named a target the task allows (the required call ran),
whether every destructive call was put to a human, delivered, generation attempts, wall time, the
decisions' share of it, and whether the meter equals the sum of the trace's generate events.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time

from jevloop.fixtures import write_fixture
from jevloop.generate.http import HttpGenerator
from jevloop.loop import Agent
from jevloop.loopbench import tasks
from jevloop.types import ToolCall
from jevloop.meter import Trace
from jevloop.oracle import OracleJudge

WRITERS = ("copy_find", "move", "delete")


def run_one(url: str, spec, structured: str, judge: str, max_tokens: int) -> dict:
    d = tempfile.mkdtemp(prefix="jevloop-llm-")
    write_fixture(d)
    events: list[tuple[str, dict]] = []
    trace = Trace()
    emit = trace.emit
    trace.emit = lambda kind, step, **kw: (events.append((kind, kw)), emit(kind, step, **kw))[1]
    asked: list[str] = []
    if judge == "oracle":
        j = OracleJudge(spec)
    else:
        from jevloop.judge.native import Judge
        j = Judge.default()
    gen = HttpGenerator(url, structured=structured, stream=False, max_tokens=max_tokens, timeout=120, retries=1)
    t0 = time.perf_counter()
    res = Agent(d, judge=j, generator=gen, allow_write=spec.allow_write, allow_delete=spec.allow_delete,
                approve=lambda tool, target, why: asked.append(tool) or True, trace=trace, max_steps=6).run(spec.text)
    wall = time.perf_counter() - t0
    want = next(r for r in spec.required if r[0] in ("write_file", "move_file", "delete_file"))
    ran = [(s["tool"], ToolCall.parse(s["tool"], s["input"]).path) for s in res.steps if s["ok"]]
    gens = [kw for kind, kw in events if kind == "generate"]
    return {"structured": structured, "task": spec.text, "lang": spec.lang,
            "tool_input_ok": want in ran,
            "destructive_asked": all(s["tool"] in asked for s in res.steps if s["tool"] in ("move_file", "delete_file")),
            "halt": res.halt, "delivered": res.delivered,
            "tool_input_attempts": sum(1 for g in gens if g.get("purpose") in ("write", "move", "delete")),
            "refusals": [kw.get("error", "")[:100] for kind, kw in events if kind == "tool:input"],
            "wall_s": round(wall, 2), "generation_s": round(res.meter.model_ms / 1e3, 2),
            "decision_share": round(res.meter.decision_ms / max(1e-9, res.meter.wall_ms), 4),
            "meter_matches_trace": res.meter.model_calls == sum(int(g.get("model_calls", 0)) for g in gens)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", default="http://127.0.0.1:8089/v1")
    ap.add_argument("--judge", choices=["oracle", "bundled"], default="oracle")
    ap.add_argument("--max-tokens", type=int, default=200)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rows = []
    for structured in ("json_schema", "off"):
        for spec in tasks():
            if spec.family in WRITERS:
                rows.append(run_one(args.url, spec, structured, args.judge, args.max_tokens))
                if not args.json:
                    r = rows[-1]
                    print(f"{structured:<11} {'OK ' if r['tool_input_ok'] else 'BAD'} {r['task']:<44} {r['halt']:<22} "
                          f"{r['tool_input_attempts']} tries, {r['wall_s']} s, decisions {r['decision_share']:.2%}"
                          + (f"  refused: {r['refusals'][0]}" if r["refusals"] else ""))
    summary = {}
    for structured in ("json_schema", "off"):
        rs = [r for r in rows if r["structured"] == structured]
        summary[structured] = {
            "tasks": len(rs), "tool_input_ok": sum(r["tool_input_ok"] for r in rs),
            "destructive_all_asked": all(r["destructive_asked"] for r in rs),
            "delivered": sum(r["delivered"] for r in rs),
            "decision_share_max": max(r["decision_share"] for r in rs),
            "generation_s_per_task": round(sum(r["generation_s"] for r in rs) / len(rs), 2),
            "meter_matches_trace": all(r["meter_matches_trace"] for r in rs)}
    if args.json:
        print(json.dumps({"judge": args.judge, "summary": summary, "results": rows}, indent=2, ensure_ascii=False))
    else:
        for k, s in summary.items():
            print(f"{k}: tool input valid in {s['tool_input_ok']}/{s['tasks']} tasks; destructive calls all asked: "
                  f"{s['destructive_all_asked']}; delivered {s['delivered']}/{s['tasks']}; decisions ≤ "
                  f"{s['decision_share_max']:.2%} of wall; generation {s['generation_s_per_task']} s per task; "
                  f"meter = trace: {s['meter_matches_trace']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
