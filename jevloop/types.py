"""Question and answer vocabulary (L0): the three decision types, their limits and how sure an answer is."""
from __future__ import annotations

QUESTION_TYPES = ("noul", "choice", "score")
MIN_OPTIONS, MAX_OPTIONS = 2, 255
MIN_LEVELS, MAX_LEVELS = 2, 10

# Texts the packer uses for a noul question whose criteria leave a side out.
NOUL_DEFAULT_FALSE = "no"
NOUL_DEFAULT_TRUE = "yes"


from typing import Any, Mapping

# Confidence bands per type, (auto at or above, verify at or above); below verify is escalate. One home:
# the backend chain routes by them at run time and `jevloop eval` counts its abstentions by them.
BANDS: dict[str, tuple[float, float]] = {"noul": (0.9, 0.75), "choice": (0.9, 0.6), "score": (0.8, 0.5)}


def confidence(q: Mapping[str, Any], a: Mapping[str, Any]) -> float:
    """How sure an answer is, as the chain and the evaluation read it: noul max(p, 1−p); choice the
    chosen option's probability; score the top level's probability (or the answer's own confidence
    when it gives no level probabilities). The wire's `confidence` field is another quantity, the
    top probability rescaled against chance, (p − 1/n)/(1 − 1/n), computed by the native readout."""
    if q["type"] == "noul":
        return max(a["noul"], 1 - a["noul"])
    if q["type"] == "choice":
        return float(a["probabilities"][a["choice"]])
    probs = a.get("probabilities")
    if isinstance(probs, Mapping) and probs:
        return float(max(probs.values()))
    return float(a.get("confidence", 1.0))


def band(conf: float, qtype: str, bands: Mapping[str, tuple[float, float]] = BANDS) -> str:
    hi, mid = bands[qtype]
    return "auto" if conf >= hi else ("verify" if conf >= mid else "escalate")
