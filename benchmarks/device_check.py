"""The accelerator path end to end, as one prepared run for a machine that has one (issue 15): the same
requests answered on the CPU provider and on the device provider, their answers compared, and a latency
and batch-scaling table for both.

    python benchmarks/device_check.py [--bundle PATH] [--provider CUDAExecutionProvider] [--repeats N] [--json]

Requests: every decision request the loop benchmark's tasks make (the contract's frames) and the bench's
synthetic states of 64-384 tokens with 1, 2 and 4 questions. Exit 0 when every answer's probabilities
agree within --tolerance (default 1e-3) and the device provider really ran the graph; 1 when they
differ; 2 when the provider is not available here (nothing measured). The session's providers are
reported as onnxruntime resolved them (a provider that failed to load is missing there); which nodes
of the graph the device provider took is not: nodes it lacks kernels for run on the CPU provider
behind it, and only onnxruntime's verbose log or profile shows that split.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Any

from jevloop.bench import QUESTION_POOL, _pct, contract_calls, make_state
from jevloop.judge.native import Judge, default_bundle_dir


def _probs(answer: dict[str, Any]) -> list[float]:
    if answer["type"] == "noul":
        return [answer["noul"]]
    return [answer["probabilities"][k] for k in sorted(answer["probabilities"])]


def compare(cpu: Judge, dev: Judge, requests: list[tuple[str, Any, dict]]) -> dict[str, Any]:
    """The largest difference of any answer's probabilities between the two judges, over `requests`."""
    worst, where = 0.0, None
    for did, state, qs in requests:
        a, b = cpu.ask(state, qs)["answers"], dev.ask(state, qs)["answers"]
        for qid in qs:
            d = max(abs(x - y) for x, y in zip(_probs(a[qid]), _probs(b[qid])))
            if d > worst:
                worst, where = d, f"{did}/{qid}"
    return {"requests": len(requests), "max_abs_diff": worst, "worst": where}


def latency(judge: Judge, requests: list[tuple[str, Any, dict]], repeats: int) -> dict[str, float]:
    ms = []
    for _, state, qs in requests:
        judge.ask(state, qs)
        for _ in range(repeats):
            t0 = time.perf_counter()
            judge.ask(state, qs)
            ms.append((time.perf_counter() - t0) * 1e3)
    return {"p50_ms": round(statistics.median(ms), 3), "p95_ms": round(_pct(ms, 0.95), 3)}


def batch_rows(judge: Judge, tokens: int = 128, repeats: int = 5) -> list[dict[str, Any]]:
    """Run time per row with 1-16 states of one request shape in one run (Judge.ask_batch)."""
    state = make_state(judge.tokenizer, tokens)
    qs = dict(QUESTION_POOL[:2])
    out = []
    for n in (1, 2, 4, 8, 16):
        states = [state + f" {i}" for i in range(n)]
        judge.ask_batch(states, qs)
        ts = []
        for _ in range(repeats):
            t0 = time.perf_counter()
            judge.ask_batch(states, qs)
            ts.append((time.perf_counter() - t0) * 1e3)
        out.append({"states": n, "ms_per_state": round(statistics.median(ts) / n, 3)})
    return out


def check(bundle: str, provider: str, repeats: int, tolerance: float) -> tuple[int, dict[str, Any]]:
    import onnxruntime as ort
    if provider not in ort.get_available_providers():
        return 2, {"error": f"{provider} is not available here (onnxruntime offers {ort.get_available_providers()})"}
    cpu = Judge(bundle, providers=["CPUExecutionProvider"], coalesce=False)
    dev = Judge(bundle, providers=[provider] + (["CPUExecutionProvider"] if provider != "CPUExecutionProvider" else []),
                coalesce=False)
    synthetic = [(f"{t} tokens x {n}", make_state(cpu.tokenizer, t), dict(QUESTION_POOL[:n]))
                 for t in (64, 128, 256, 384) for n in (1, 2, 4)]
    frames = contract_calls(cpu)
    res: dict[str, Any] = {"bundle": bundle, "provider": provider, "session_providers": dev.providers,
                           "parity": compare(cpu, dev, frames + synthetic),
                           "latency": {name: {"cpu": latency(cpu, reqs, repeats), "device": latency(dev, reqs, repeats)}
                                       for name, reqs in (("contract frames", frames), ("synthetic", synthetic))},
                           "batch": {"cpu": batch_rows(cpu), "device": batch_rows(dev)}}
    ran_there = dev.providers and dev.providers[0] == provider
    ok = res["parity"]["max_abs_diff"] <= tolerance and ran_there
    res["ok"] = bool(ok)
    return (0 if ok else 1), res


def table(res: dict[str, Any]) -> str:
    if "error" in res:
        return res["error"]
    p = res["parity"]
    lines = [f"bundle {res['bundle']}, session providers {res['session_providers']}",
             f"parity over {p['requests']} requests: max |p_cpu - p_device| {p['max_abs_diff']:.2e} (at {p['worst']})"]
    for name, lat in res["latency"].items():
        lines.append(f"{name}: cpu p50 {lat['cpu']['p50_ms']:.2f} ms / p95 {lat['cpu']['p95_ms']:.2f} ms; "
                     f"device p50 {lat['device']['p50_ms']:.2f} ms / p95 {lat['device']['p95_ms']:.2f} ms")
    for side in ("cpu", "device"):
        lines.append(f"ms per state, 1-16 states in one run ({side}): " + ", ".join(
            f"{b['states']} → {b['ms_per_state']:.2f}" for b in res["batch"][side]))
    lines.append("OK" if res["ok"] else "NOT OK")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bundle", default=str(default_bundle_dir()))
    ap.add_argument("--provider", default="CUDAExecutionProvider")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--tolerance", type=float, default=1e-3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rc, res = check(args.bundle, args.provider, args.repeats, args.tolerance)
    print(json.dumps(res, indent=2) if args.json else table(res))
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
