"""Per-decision latency of the judge: native vs pure-Python reference, in one run.

    python benchmarks/judge_latency.py [--bundle PATH] [--repeats N] [--json]

Prints a table (or, with --json, {"rows": [{"path", "questions", "tokens", "packed_tokens", "p50_ms",
"p95_ms", "overhead_ms", ...}], "contract_frames": {"requests", "p50_ms", "p95_ms", "mean_packed_tokens",
"by_decision": {...}}, "concurrency": {...}, "batch_scaling": [...], "cold_start": {...}}). tokens is the
state's length, packed_tokens the row the model runs (instructions and options included); contract_frames
replays every decision request of the loop benchmark's tasks. overhead_ms is the time spent outside
the onnxruntime run. The machine is shared and noisy: read ratios, not absolutes.
"""
import sys

from jevloop.bench import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
