"""Question and answer vocabulary (L0): the three decision types and their limits (DESIGN §5)."""
from __future__ import annotations

QUESTION_TYPES = ("noul", "choice", "score")
MIN_OPTIONS, MAX_OPTIONS = 2, 255
MIN_LEVELS, MAX_LEVELS = 2, 10

# Texts the packer uses for a noul question whose criteria leave a side out.
NOUL_DEFAULT_FALSE = "no"
NOUL_DEFAULT_TRUE = "yes"


def choice_confidence(p_top: float, n: int) -> float:
    """(max p − 1/n) / (1 − 1/n), DESIGN §5."""
    return (p_top - 1.0 / n) / (1.0 - 1.0 / n)


def score_confidence(probs: list[float]) -> float:
    """max(0, 1 − Σ p_i·|i − mode| / D), D = (1/n)·Σ|i − (n−1)/2|, DESIGN §5."""
    n = len(probs)
    mode = max(range(n), key=lambda i: probs[i])
    d = sum(abs(i - (n - 1) / 2) for i in range(n)) / n
    spread = sum(p * abs(i - mode) for i, p in enumerate(probs))
    return max(0.0, 1.0 - spread / d)
