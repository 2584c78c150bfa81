"""Judge latency measurement (L6), shared by `jevloop bench` and benchmarks/judge_latency.py.

Per request: p50 / p95 wall time for 1, 2 and 4 questions over states of 64–384 tokens, on the
native path and on the pure-Python reference path in the same run, plus the time each path spends
outside the onnxruntime run (validation, tokenize, pack, readout, answer assembly). A state of N
tokens packs into a longer row: the question's instructions and options come first (`packed_tokens`).
Also the frames the contract itself produces: every decision request of the loop benchmark's tasks,
replayed (per decision: p50 / p95, mean packed tokens). Also the throughput of 16 concurrent callers
against one caller, the cold start, and resident memory.
Wall-clock numbers on a shared machine are noisy (±30 %): compare ratios within one run.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

WORDS = ("the agent read alpha.ts which exports totalOf and an interface named Order while beta.ts keeps "
         "the first occurrence in dedupe notes.md is a decoy file that lists ideas for later work").split()

QUESTION_POOL = [
    ("needs_tool", {"type": "noul", "instructions": "The agent still has work to do before it can answer the task.",
                    "criteria": {"true": "an action the task requires has not happened yet",
                                 "false": "every action the task asks for has been taken"}}),
    ("tool", {"type": "choice", "instructions": "Which tool should the agent call next?",
              "criteria": {"read_file": "the task needs a file that has not been read", "list_dir": "the files are unknown",
                           "write_file": "the content to write is known", "done": "there is enough to answer"}}),
    ("risk", {"type": "score", "instructions": "How risky is this tool call?",
              "criteria": ["read-only", "reversible write", "irreversible", "destructive"]}),
    ("ok", {"type": "noul", "instructions": "This tool call itself completed and returned output this step can use."}),
]


def _pct(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, int(round(q * (len(s) - 1)))))]


def make_state(tokenizer, tokens: int) -> str:
    """A state text of exactly `tokens` tokens under the bundle's tokenizer (greedy word fill)."""
    words: list[str] = []
    i = 0
    while True:
        cand = words + [WORDS[i % len(WORDS)]]
        n = len(tokenizer.encode(" ".join(cand)))
        if n > tokens:
            break
        words = cand
        i += 1
        if n == tokens:
            break
    return " ".join(words)


def _rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def cold_start(bundle: str | None) -> dict[str, float]:
    """import + Judge + first answer, in a fresh interpreter."""
    code = (
        "import time,json,sys; t0=time.perf_counter()\n"
        "from jevloop.judge.native import Judge\n"
        "t1=time.perf_counter()\n"
        f"j=Judge({bundle!r}) if {bundle!r} else Judge.default()\n"
        "t2=time.perf_counter()\n"
        "j.ask('state', {'q': {'type': 'noul', 'instructions': 'ready?'}})\n"
        "t3=time.perf_counter()\n"
        "rss=[l for l in open('/proc/self/status').read().splitlines() if l.startswith('VmRSS:')]\n"
        "print(json.dumps({'import_ms':(t1-t0)*1e3,'load_ms':(t2-t1)*1e3,'first_answer_ms':(t3-t2)*1e3,"
        "'total_ms':(t3-t0)*1e3,'rss_mb':int(rss[0].split()[1])/1024 if rss else None}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    if out.returncode != 0:
        return {"error": out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "failed"}
    return json.loads(out.stdout.strip().splitlines()[-1])


def _outside_back_to_back(judge: Any, state: Any, questions: dict, repeats: int) -> float:
    """The median of the same work outside the run (prepare, then answer from one run's logits) done
    back to back with no run between: against overhead_ms (measured inside ask, right after each
    run) it shows how much of the time outside the run is the run having left the caches cold."""
    prep = judge._prepare(state, questions)
    logits = judge.run(prep.packed)
    ts = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        p = judge._prepare(state, questions)
        judge._answer(p, logits, time.perf_counter(), None)
        ts.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(ts)


def measure(bundle: str | None = None, repeats: int = 30, token_sizes=(64, 128, 256, 384),
            question_counts=(1, 2, 4), threads: int | None = None, paths=("native", "reference"),
            concurrency: int = 16, progress=None, also: tuple[str, ...] = ()) -> dict[str, Any]:
    """`also`: further bundles measured on the native path in the same run (path "native[name]"), so
    that layouts compare as ratios on one machine state."""
    from .judge.native import Judge, default_bundle_dir
    from .judge.reference import ReferenceJudge
    bdir = bundle or str(default_bundle_dir())
    judges = {}
    if "native" in paths:
        judges["native"] = Judge(bdir, threads=threads, coalesce=False)
    if "reference" in paths:
        judges["reference"] = ReferenceJudge(bdir, threads=threads)
    also_names = {}
    for other in also:
        j = Judge(other, threads=threads, coalesce=False)
        also_names[other] = j.model_name
        judges[f"native[{j.model_name}]"] = j
    tok = (judges.get("native") or Judge(bdir, coalesce=False)).tokenizer
    rows = []
    total = len(judges) * len(token_sizes) * len(question_counts)
    done = 0
    for tokens in token_sizes:
        state = make_state(tok, tokens)
        for nq in question_counts:
            qs = dict(QUESTION_POOL[:nq])
            for path, judge in judges.items():
                judge.ask(state, qs)   # warm-up
                walls, over, runs = [], [], []
                for _ in range(repeats):
                    t0 = time.perf_counter()
                    out = judge.ask(state, qs)
                    walls.append((time.perf_counter() - t0) * 1e3)
                    tm = out["x_timing_ms"]
                    over.append(tm["pack"] + tm["readout"])
                    runs.append(tm["run"])
                packed = out["usage"]["input_tokens"] / nq
                rows.append({"path": path, "layout": judge.layout, "questions": nq, "tokens": tokens,
                             "packed_tokens": round(packed),
                             "p50_ms": round(statistics.median(walls), 3), "p95_ms": round(_pct(walls, 0.95), 3),
                             "overhead_ms": round(statistics.median(over), 4),
                             "overhead_back_to_back_ms": round(_outside_back_to_back(judge, state, qs, repeats), 4),
                             "run_ms": round(statistics.median(runs), 3)})
                done += 1
                if progress:
                    progress(done, total)
    result: dict[str, Any] = {"bundle": bdir, "threads": threads, "repeats": repeats, "rows": rows,
                              "extra_question_ms": extra_question_cost(rows)}
    if "native" in judges:
        calls = contract_calls(judges["native"])
        result["contract_frames"] = contract_frames(judges["native"], repeats=max(1, repeats // 10), calls=calls)
        result["concurrency"] = throughput(bdir, tok, threads, concurrency)
        result["batch_scaling"] = batch_scaling(bdir, threads)
        for other in also:
            name = also_names[other]
            result.setdefault("also", {})[name] = _also(other, judges[f"native[{name}]"], calls, tok, threads,
                                                        concurrency, repeats)
        result["rss_mb"] = round(_rss_mb(), 1)
    return result


def _also(bdir: str, judge: Any, calls: list, tok, threads: int | None, concurrency: int, repeats: int) -> dict[str, Any]:
    """A further bundle's contract frames (on the main bundle's requests), throughput and batch scaling."""
    return {"bundle": bdir, "contract_frames": contract_frames(judge, repeats=max(1, repeats // 10), calls=calls),
            "concurrency": throughput(bdir, tok, threads, concurrency), "batch_scaling": batch_scaling(bdir, threads)}


def extra_question_cost(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What each question beyond the first adds to a request (p50 wall, fewest to most questions),
    per path and state size: a row per question costs about one more run; the block layout encodes
    the state once, so a question costs only its own tokens."""
    out = []
    keys = sorted({(r["path"], r["tokens"]) for r in rows}, key=lambda k: (k[0], k[1]))
    for path, tokens in keys:
        mine = sorted((r for r in rows if r["path"] == path and r["tokens"] == tokens), key=lambda r: r["questions"])
        if len(mine) < 2 or mine[-1]["questions"] == mine[0]["questions"]:
            continue
        lo, hi = mine[0], mine[-1]
        out.append({"path": path, "layout": lo["layout"], "tokens": tokens,
                    "questions": [lo["questions"], hi["questions"]],
                    "ms": round((hi["p50_ms"] - lo["p50_ms"]) / (hi["questions"] - lo["questions"]), 3)})
    return out


class _Recorder:
    """A judge that answers with the real one and keeps every request it was asked."""

    def __init__(self, judge: Any):
        self.judge, self.name, self.calls = judge, getattr(judge, "model_name", "judge"), []

    def ask_decision(self, did, ctx, state, questions):
        self.calls.append((did, state, questions))
        return self.judge.ask(state, questions)


def contract_calls(judge: Any) -> list[tuple[str, Any, dict]]:
    """(decision, state, questions) of every decision request the loop benchmark's tasks make with
    this judge: frames the contract compiled from real loop contexts."""
    from .loopbench import run_task, tasks
    rec = _Recorder(judge)
    for spec in tasks():
        run_task(rec, spec)
    return rec.calls


def contract_frames(judge: Any, repeats: int = 3, calls: list | None = None) -> dict[str, Any]:
    """The contract's requests (`calls`, by default those this judge's loop makes: contract_calls),
    replayed `repeats` times each: per-request p50 / p95, overall and per decision. A request runs one
    row per question; tokens are per row. Given another judge's calls, two bundles are timed on the
    same requests."""
    calls = contract_calls(judge) if calls is None else calls
    by: dict[str, dict[str, list]] = {}
    for did, state, qs in calls:
        d = by.setdefault(did, {"ms": [], "tokens": [], "questions": []})
        for _ in range(repeats):
            t0 = time.perf_counter()
            out = judge.ask(state, qs)
            d["ms"].append((time.perf_counter() - t0) * 1e3)
        d["tokens"].append(out["usage"]["input_tokens"] / len(qs))
        d["questions"].append(len(qs))

    def summary(ms: list[float], tokens: list[float]) -> dict[str, float]:
        return {"p50_ms": round(statistics.median(ms), 3), "p95_ms": round(_pct(ms, 0.95), 3),
                "mean_packed_tokens": round(statistics.mean(tokens), 1)}

    per = {did: {"requests": len(d["tokens"]), "mean_questions": round(statistics.mean(d["questions"]), 2),
                 **summary(d["ms"], d["tokens"])} for did, d in sorted(by.items())}
    every = summary([m for d in by.values() for m in d["ms"]], [t for d in by.values() for t in d["tokens"]])
    return {"requests": len(calls), "repeats": repeats, **every, "by_decision": per}


def throughput(bdir: str, tok, threads: int | None, callers: int, per_caller: int = 20,
               rounds: int = 3) -> dict[str, Any]:
    """Requests per second: one caller in sequence vs `callers` threads on one coalescing Judge, in
    alternating rounds (one caller, many, one caller, …) and compared as medians, so that a drift of the
    shared machine between the two measurements does not pass for a ratio (single rounds ranged 0.87-1.04×
    on one quiet 2-core machine)."""
    from .judge.native import Judge
    state = make_state(tok, 128)
    qs = dict(QUESTION_POOL[:2])
    n = callers * per_caller
    single = Judge(bdir, threads=threads, coalesce=False)
    single.ask(state, qs)
    judge = Judge(bdir, threads=threads)
    judge.ask(state, qs)

    def one_caller() -> float:
        t0 = time.perf_counter()
        for _ in range(n):
            single.ask(state, qs)
        return n / (time.perf_counter() - t0)

    def work():
        for _ in range(per_caller):
            judge.ask(state, qs)

    def many() -> float:
        ts = [threading.Thread(target=work) for _ in range(callers)]
        t0 = time.perf_counter()
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        return n / (time.perf_counter() - t0)

    seqs, concs = [], []
    for _ in range(rounds):
        seqs.append(one_caller())
        concs.append(many())
    seqs.append(one_caller())
    seq, conc = statistics.median(seqs), statistics.median(concs)
    st = judge.queue_stats()
    return {"callers": callers, "requests": n, "rounds": rounds, "one_caller_rps": round(seq, 1),
            "concurrent_rps": round(conc, 1), "speedup": round(conc / seq, 2), "batches": st["batches"],
            "mean_batch_rows": round(st["rows"] / max(1, st["batches"]), 2)}


def batch_scaling(bdir: str, threads: int | None, tokens: int = 128, sizes=(1, 2, 4, 8, 16),
                  repeats: int = 10) -> list[dict[str, Any]]:
    """onnxruntime run time per row against the number of rows in one run (each row one request of
    two questions about a state of `tokens` tokens, packed as the bundle's layout packs it). This
    bounds what coalescing can gain: where the time per row does not fall with more rows, merging
    concurrent requests saves only the per-run overhead."""
    from .judge.native import Judge, merge_packed
    judge = Judge(bdir, threads=threads, coalesce=False)
    packed = judge._prepare(make_state(judge.tokenizer, tokens), dict(QUESTION_POOL[:2])).packed
    out = []
    for n in sizes:
        feeds, _ = merge_packed([packed] * n, judge.pad_id, judge.inputs)
        judge.session.run(["logits"], feeds)
        ts = []
        for _ in range(repeats):
            t0 = time.perf_counter()
            judge.session.run(["logits"], feeds)
            ts.append((time.perf_counter() - t0) * 1e3)
        med = statistics.median(ts)
        out.append({"rows": n, "tokens": tokens, "run_ms": round(med, 3), "ms_per_row": round(med / n, 3)})
    base = out[0]["ms_per_row"]
    for r in out:
        r["per_row_vs_one"] = round(r["ms_per_row"] / base, 3)
    return out


def table(result: dict[str, Any]) -> str:
    lines = [f"bundle: {result['bundle']}   repeats: {result['repeats']}",
             f"{'path':<10} {'questions':>9} {'state tok':>9} {'packed':>6} {'p50 ms':>8} {'p95 ms':>8} {'run ms':>8} "
             f"{'outside run ms':>15} {'back to back':>12}"]
    for r in result["rows"]:
        lines.append(f"{r['path']:<10} {r['questions']:>9} {r['tokens']:>9} {r['packed_tokens']:>6} {r['p50_ms']:>8.2f} "
                     f"{r['p95_ms']:>8.2f} {r['run_ms']:>8.2f} {r['overhead_ms']:>15.3f} "
                     f"{r.get('overhead_back_to_back_ms', float('nan')):>12.3f}")
    by = {(r["path"], r["questions"], r["tokens"]): r for r in result["rows"]}
    ratios = [by[("native", q, t)]["overhead_ms"] / by[("reference", q, t)]["overhead_ms"]
              for (p, q, t) in by if p == "native" and ("reference", q, t) in by and by[("reference", q, t)]["overhead_ms"] > 0]
    if ratios:
        lines.append(f"native / reference time outside the run: median ratio {statistics.median(ratios):.2f}")
    for e in result.get("extra_question_ms", []):
        lines.append(f"extra question ({e['questions'][0]} → {e['questions'][1]}), {e['path']} ({e['layout']} layout), "
                     f"{e['tokens']} state tokens: {e['ms']:.2f} ms")
    cf = result.get("contract_frames")
    if cf:
        lines.append(f"contract frames (the loop benchmark's {cf['requests']} decision requests, native): "
                     f"p50 {cf['p50_ms']:.2f} ms, p95 {cf['p95_ms']:.2f} ms, mean {cf['mean_packed_tokens']:.0f} packed tokens")
        for did, r in cf["by_decision"].items():
            lines.append(f"  {did:<14} {r['requests']:>4} requests × {r['mean_questions']:.2f} questions  "
                         f"p50 {r['p50_ms']:>6.2f} ms  p95 {r['p95_ms']:>6.2f} ms  {r['mean_packed_tokens']:>5.0f} tokens per row")
    c = result.get("concurrency")
    if c:
        lines.append(f"throughput, 2 questions at 128 state tokens: one caller {c['one_caller_rps']} req/s, {c['callers']} callers "
                     f"{c['concurrent_rps']} req/s ({c['speedup']}×; {c['batches']} batches, {c['mean_batch_rows']} rows each)")
    bs = result.get("batch_scaling")
    if bs:
        lines.append("run time per row by rows in one run (" + str(bs[0]["tokens"]) + " state tokens): " + ", ".join(
            f"{r['rows']} → {r['ms_per_row']:.2f} ms ({r['per_row_vs_one']:.2f}×)" for r in bs))
    for name, a in (result.get("also") or {}).items():
        c, bs, af = a["concurrency"], a["batch_scaling"], a["contract_frames"]
        lines.append(f"{name}: contract frames p50 {af['p50_ms']:.2f} ms, p95 {af['p95_ms']:.2f} ms (same requests as above)")
        lines.append(f"{name}: {c['callers']} callers {c['concurrent_rps']} req/s vs one caller {c['one_caller_rps']} "
                     f"({c['speedup']}×); run time per row: " + ", ".join(
                         f"{r['rows']} → {r['ms_per_row']:.2f} ms ({r['per_row_vs_one']:.2f}×)" for r in bs))
    cs = result.get("cold_start")
    if cs and "error" not in cs:
        lines.append(f"cold start: import {cs['import_ms']:.0f} ms + load {cs['load_ms']:.0f} ms + first answer "
                     f"{cs['first_answer_ms']:.0f} ms = {cs['total_ms']:.0f} ms; resident memory {cs['rss_mb']:.0f} MB")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    import argparse
    ap = argparse.ArgumentParser(description="Per-decision latency of the judge: native vs reference.")
    ap.add_argument("--bundle", default=None, help="a judge bundle folder (default: the bundled judge)")
    ap.add_argument("--repeats", type=int, default=30)
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--also", action="append", default=[], metavar="BUNDLE",
                    help="another bundle measured on the native path in the same run (e.g. another layout)")
    args = ap.parse_args(argv)
    prog = None if args.json else (lambda d, t: print(f"\r  measuring {d}/{t}", end="", file=sys.stderr, flush=True))
    res = measure(args.bundle, args.repeats, threads=args.threads, progress=prog, also=tuple(args.also))
    res["cold_start"] = cold_start(args.bundle)
    if prog:
        print(file=sys.stderr)
    print(json.dumps(res, indent=2) if args.json else table(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
