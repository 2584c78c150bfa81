"""The agent loop on the alpha.ts / beta.ts / notes.md fixture, English and Chinese, graded by the
oracle at every decision point; prints per-task results, per-node hit rates and the separation of
right vs wrong probabilities.

    python benchmarks/loop_tasks.py [--bundle PATH] [--json]

Exit 0 when every task passes.
"""
import sys

from jevloop.loopbench import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
