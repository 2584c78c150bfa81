"""Offline evaluation and calibration (L6): `jevloop eval DATA.jsonl`.

Each line is {"state", "questions", "expected": {qid: value}} (noul: true/false, choice: the option,
score: the level index); receipts labelled by a person ({"state", "questions", "answers", "label"})
are accepted too. Metrics: accuracy; accuracy over answered items with abstentions counted apart
(an abstention is not a wrong answer); abstain rate; for score, near accuracy (within one level) and
mean rank distance; ECE (15 bins), Brier, NLL; per type and per decision; the separation test; and
selective prediction: how many errors remain among the answers at or above a confidence (and what
share of answers that keeps), and the area under the risk-coverage curve (AURC: the mean error rate
of the k most confident answers over every k; lower means errors rank below right answers).
Temperatures per (type, option-count bucket) can be fitted and written into a bundle's judge.json.
"""
from __future__ import annotations

import json
import math
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any, Mapping

from .errors import JevloopError
from .types import BANDS, band, confidence

GRID = [round(0.2 + 0.05 * i, 2) for i in range(97)]   # temperatures 0.2 … 5.0


def probs_of(q: Mapping[str, Any], a: Mapping[str, Any]) -> list[float]:
    if q["type"] == "noul":
        return [1 - a["noul"], a["noul"]]
    if q["type"] == "choice":
        return [a["probabilities"][k] for k in q["criteria"]]
    return [a["probabilities"][str(i)] for i in range(len(q["criteria"]))]


def expected_index(q: Mapping[str, Any], exp: Any) -> int | list[int]:
    """The expected option's index; for choice a list of options means any of them is right."""
    if q["type"] == "choice" and isinstance(exp, list):
        if not exp:
            raise JevloopError("an empty list of expected options")
        return [expected_index(q, e) for e in exp]
    if q["type"] == "noul":
        if not isinstance(exp, bool):
            raise JevloopError(f"noul expected value must be true/false, got {exp!r}")
        return int(exp)
    if q["type"] == "choice":
        names = list(q["criteria"])
        if exp not in names:
            raise JevloopError(f"expected option {exp!r} is not among the options")
        return names.index(exp)
    if not isinstance(exp, (int, float)) or not 0 <= exp <= len(q["criteria"]) - 1:
        raise JevloopError(f"expected score level {exp!r} is outside the levels")
    return int(round(exp))


def ece(items: list[tuple[float, bool]], bins: int = 15) -> float:
    """Expected calibration error over equal-width confidence bins in [0, 1]."""
    if not items:
        return float("nan")
    tot = 0.0
    for b in range(bins):
        lo, hi = b / bins, (b + 1) / bins
        sel = [(c, r) for c, r in items if (lo < c <= hi) or (b == 0 and c == 0)]
        if sel:
            acc = sum(r for _, r in sel) / len(sel)
            conf = sum(c for c, _ in sel) / len(sel)
            tot += len(sel) / len(items) * abs(acc - conf)
    return tot


def read_jsonl(path: str | Path) -> list[dict[str, Any]]:
    rows = []
    try:
        with open(path, encoding="utf-8") as f:
            for i, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as e:
                    raise JevloopError(f"{path}:{i}: not JSON ({e.msg})") from None
                if "expected" not in obj and "label" in obj:     # a receipt labelled by a person
                    obj = {"state": obj.get("state"), "questions": obj.get("questions"), "expected": obj["label"],
                           **{k: v for k, v in obj.items() if k.startswith("x_")}}
                if not isinstance(obj.get("questions"), dict) or not isinstance(obj.get("expected"), dict):
                    raise JevloopError(f"{path}:{i}: needs 'questions' and 'expected' objects")
                rows.append(obj)
    except OSError as e:
        raise JevloopError(f"cannot read {path}: {e.strerror or e}") from None
    if not rows:
        raise JevloopError(f"{path}: no data")
    return rows


def score_items(rows: list[dict[str, Any]], answers: list[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """One item per (row, question): probabilities, expected index, prediction, confidence."""
    items = []
    for row, ans in zip(rows, answers):
        for qid, exp in row["expected"].items():
            q = row["questions"][qid]
            a = ans[qid]
            p = probs_of(q, a)
            y = expected_index(q, exp)
            ys = y if isinstance(y, list) else [y]
            pred = max(range(len(p)), key=lambda i: p[i])
            items.append({"decision": row.get("x_decision", qid), "type": q["type"], "n": len(p), "probs": p, "y": ys[0],
                          "ys": ys, "pred": pred, "conf": confidence(q, a), "lang": row.get("x_lang"),
                          "family": row.get("x_family")})
    return items


def _right(it: Mapping[str, Any]) -> bool:
    return it["pred"] in it.get("ys", [it["y"]])


def _p_right(it: Mapping[str, Any]) -> float:
    return sum(it["probs"][i] for i in it.get("ys", [it["y"]]))


def metrics(items: list[dict[str, Any]], bands=BANDS) -> dict[str, Any]:
    if not items:
        return {}
    right = [_right(it) for it in items]
    abst = [band(it["conf"], it["type"], bands) == "escalate" for it in items]
    answered = [r for r, a in zip(right, abst) if not a]
    out: dict[str, Any] = {
        "n": len(items),
        "accuracy": sum(right) / len(items),
        "accuracy_answered": (sum(answered) / len(answered)) if answered else None,
        "abstain_rate": sum(abst) / len(items),
        "ece": ece([(it["conf"], r) for it, r in zip(items, right)]),
        "brier": statistics.mean(sum((p - (1.0 if i == (it["pred"] if _right(it) else it["y"]) else 0.0)) ** 2
                                     for i, p in enumerate(it["probs"])) for it in items),
        "nll": statistics.mean(-math.log(max(_p_right(it), 1e-12)) for it in items),
    }
    sc = [it for it in items if it["type"] == "score"]
    if sc:
        out["near_accuracy"] = sum(abs(it["pred"] - it["y"]) <= 1 for it in sc) / len(sc)
        out["mean_rank_distance"] = statistics.mean(abs(it["pred"] - it["y"]) for it in sc)
    pr = [it["conf"] for it, r in zip(items, right) if r]
    pw = [it["conf"] for it, r in zip(items, right) if not r]
    mr = statistics.median(pr) if pr else None
    mw = statistics.median(pw) if pw else None
    out["selective"] = selective([(it["conf"], r) for it, r in zip(items, right)])
    out["separation"] = {
        "median_right": mr, "median_wrong": mw, "gap": (mr - mw) if (mr is not None and mw is not None) else None,
        "verdict": ("no wrong answers" if mw is None else
                    "a threshold can route errors" if mr is not None and mr - mw >= 0.2 else
                    "right and wrong overlap: a threshold will not help; fix the rubric or the frame"),
    }
    return out


SELECTIVE_THRESHOLDS = (0.99, 0.95, 0.9, 0.75)


def selective(pairs: list[tuple[float, bool]], thresholds=SELECTIVE_THRESHOLDS) -> dict[str, Any]:
    """(confidence, right) pairs → per threshold the coverage and errors of the answers at or above it,
    and the AURC (ties in confidence are ranked wrong-first, so ties never flatter the curve)."""
    ranked = sorted(pairs, key=lambda p: (-p[0], p[1]))
    errs, total = 0, 0.0
    for k, (_, r) in enumerate(ranked, 1):
        errs += not r
        total += errs / k
    rows = []
    for th in thresholds:
        kept = [r for c, r in pairs if c >= th]
        rows.append({"min_confidence": th, "coverage": len(kept) / len(pairs) if pairs else None,
                     "errors": len(kept) - sum(kept)})
    return {"aurc": total / len(ranked) if ranked else None, "thresholds": rows}


def report(items: list[dict[str, Any]], bands=BANDS) -> dict[str, Any]:
    out = {"overall": metrics(items, bands)}
    for key in ("type", "decision", "lang", "family"):
        groups: dict[str, list] = defaultdict(list)
        for it in items:
            if it.get(key) is not None:
                groups[str(it[key])].append(it)
        if groups:
            out[f"by_{key}"] = {k: metrics(v, bands) for k, v in sorted(groups.items())}
    return out


def fit_temperatures(items: list[dict[str, Any]], current: Mapping[str, Mapping[str, float]] | None = None
                     ) -> dict[str, dict[str, float]]:
    """Per (type, option-count bucket): the temperature multiplier minimising NLL, applied on top of
    the temperature the answers were produced with."""
    from .judge.bundle import bucket_of
    groups: dict[tuple[str, str], list] = defaultdict(list)
    for it in items:
        groups[(it["type"], bucket_of(it["n"]))].append(it)
    out: dict[str, dict[str, float]] = {}
    for (t, b), its in groups.items():
        logs = [[math.log(max(p, 1e-12)) for p in it["probs"]] for it in its]

        def nll(T: float) -> float:
            s = 0.0
            for lg, it in zip(logs, its):
                z = [x / T for x in lg]
                m = max(z)
                lse = m + math.log(sum(math.exp(x - m) for x in z))
                ys = it.get("ys", [it["y"]])
                mv = max(z[i] for i in ys)
                s += lse - (mv + math.log(sum(math.exp(z[i] - mv) for i in ys)))
            return s / len(its)

        best = min(GRID, key=nll)
        base = float(((current or {}).get(t) or {}).get(b, 1.0))
        out.setdefault(t, {})[b] = round(base * best, 4)
    return out


def apply_temperature(items: list[dict[str, Any]], temps: Mapping[str, Mapping[str, float]],
                      current: Mapping[str, Mapping[str, float]] | None = None) -> list[dict[str, Any]]:
    """Items re-read as if produced at the new temperatures (for before/after ECE)."""
    from .judge.bundle import bucket_of
    out = []
    for it in items:
        b = bucket_of(it["n"])
        new = float(temps.get(it["type"], {}).get(b, 1.0))
        old = float(((current or {}).get(it["type"]) or {}).get(b, 1.0))
        T = new / old
        z = [math.log(max(p, 1e-12)) / T for p in it["probs"]]
        m = max(z)
        e = [math.exp(x - m) for x in z]
        s = sum(e)
        p = [x / s for x in e]
        pred = max(range(len(p)), key=lambda i: p[i])
        conf = (max(p[1], p[0]) if it["type"] == "noul" else max(p))
        out.append({**it, "probs": p, "pred": pred, "conf": conf})
    return out


def run_eval(judge: Any, rows: list[dict[str, Any]], progress=None) -> list[dict[str, Any]]:
    answers = []
    for i, row in enumerate(rows):
        answers.append(judge.ask(row["state"], row["questions"])["answers"])
        if progress:
            progress(i + 1, len(rows))
    return score_items(rows, answers)


def plot_reliability(items: list[dict[str, Any]], path: str, bins: int = 15) -> None:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise JevloopError("--plot needs matplotlib (pip install matplotlib)") from None
    xs, ys, ns = [], [], []
    for b in range(bins):
        lo, hi = b / bins, (b + 1) / bins
        sel = [it for it in items if lo < it["conf"] <= hi]
        if sel:
            xs.append(sum(it["conf"] for it in sel) / len(sel))
            ys.append(sum(_right(it) for it in sel) / len(sel))
            ns.append(len(sel))
    fig, ax = plt.subplots(figsize=(5, 5))
    ax.plot([0, 1], [0, 1], "--", color="grey", label="perfect calibration")
    ax.scatter(xs, ys, s=[10 + 200 * n / max(ns) for n in ns] if ns else 10, label="bins (size = count)")
    ax.plot(xs, ys, "-")
    ax.set_xlabel("confidence")
    ax.set_ylabel("accuracy")
    ax.set_title(f"reliability, ECE {ece([(it['conf'], _right(it)) for it in items]):.3f}")
    ax.legend(loc="upper left")
    fig.savefig(path, dpi=100, bbox_inches="tight")
    plt.close(fig)


def format_report(rep: dict[str, Any]) -> str:
    def line(name: str, m: Mapping[str, Any]) -> str:
        s = m["separation"]
        extra = f"  near {m['near_accuracy']:.3f}  rank-dist {m['mean_rank_distance']:.3f}" if "near_accuracy" in m else ""
        aa = m["accuracy_answered"]
        return (f"{name:<24} n={m['n']:<6} acc {m['accuracy']:.4f}  answered {aa if aa is None else f'{aa:.4f}'}  "
                f"abstain {m['abstain_rate']:.3f}  ECE {m['ece']:.4f}  Brier {m['brier']:.4f}  NLL {m['nll']:.4f}  "
                f"sep {s['median_right'] if s['median_right'] is None else round(s['median_right'], 3)}/"
                f"{s['median_wrong'] if s['median_wrong'] is None else round(s['median_wrong'], 3)}{extra}")
    out = [line("overall", rep["overall"]), f"  separation: {rep['overall']['separation']['verdict']}"]
    sel = rep["overall"].get("selective")
    if sel and sel["aurc"] is not None:
        out.append("  selective: " + ", ".join(f"≥ {t['min_confidence']}: {t['errors']} errors in {t['coverage']:.1%} of answers"
                                              for t in sel["thresholds"]) + f"; AURC {sel['aurc']:.5f}")
    for key in ("by_type", "by_decision", "by_lang", "by_family"):
        if key in rep:
            out.append(key.replace("_", " ") + ":")
            out += ["  " + line(k, v) for k, v in rep[key].items()]
    return "\n".join(out)


def main_eval(data: str, bundle: str | None, as_json: bool, plot: str | None, fit: str | None) -> int:
    from .judge.native import Judge
    if plot:
        try:
            import matplotlib  # noqa: F401  (checked before the long evaluation, not after)
        except ImportError:
            raise JevloopError("--plot needs matplotlib (pip install 'jevloop[plot]')") from None
    judge = Judge.default() if not bundle else Judge.from_pretrained(bundle)
    rows = read_jsonl(data)
    prog = None if as_json else (lambda d, t: print(f"\r  evaluating {d}/{t}", end="", file=sys.stderr, flush=True)
                                 if d % 50 == 0 or d == t else None)
    items = run_eval(judge, rows, prog)
    if prog:
        print(file=sys.stderr)
    rep = report(items)
    rep["model"] = judge.model_name
    if fit:
        from .judge.bundle import load_bundle
        b = load_bundle(fit)
        cur = b.meta.get("temperatures") or {}
        temps = fit_temperatures(items, cur)
        after = apply_temperature(items, temps, cur)
        rep["temperatures"] = temps
        rep["ece_before"] = rep["overall"]["ece"]
        rep["ece_after"] = metrics(after)["ece"]
        b.meta["temperatures"] = temps
        (Path(fit) / "judge.json").write_text(json.dumps(b.meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    if plot:
        plot_reliability(items, plot)
    if as_json:
        print(json.dumps(rep, indent=2, ensure_ascii=False, default=float))
    else:
        print(f"model: {rep['model']}  items: {rep['overall']['n']}")
        print(format_report(rep))
        if fit:
            print(f"temperatures written to {fit}/judge.json: {rep['temperatures']} "
                  f"(ECE {rep['ece_before']:.4f} → {rep['ece_after']:.4f})")
    return 0
