"""The sample workspace of `jevloop demo` and benchmarks/loop_tasks.py (L6 data)."""
from __future__ import annotations

from pathlib import Path

ALPHA_TS = """export interface Order {
  id: string
  amount: number
}

export function totalOf(orders: Order[]): number {
  return orders.reduce((sum, o) => sum + o.amount, 0)
}
"""

BETA_TS = """// dedupe keeps the first occurrence of each value and drops later repeats
export function dedupe<T>(xs: T[]): T[] {
  const seen = new Set<T>()
  return xs.filter((x) => (seen.has(x) ? false : (seen.add(x), true)))
}
"""

NOTES_MD = """# notes

Ideas for later: caching, retries, better logs. Nothing here is code.
"""

FILES = {"alpha.ts": ALPHA_TS, "beta.ts": BETA_TS, "notes.md": NOTES_MD}


def write_fixture(root: str | Path) -> Path:
    root = Path(root)
    root.mkdir(parents=True, exist_ok=True)
    for name, text in FILES.items():
        (root / name).write_text(text, encoding="utf-8")
    return root
