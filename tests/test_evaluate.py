"""Offline metrics equal hand-computed values; temperature fitting lowers ECE on a miscalibrated set."""
from __future__ import annotations

import json
import math
import random

import pytest

from jevloop.evaluate import (apply_temperature, ece, fit_temperatures, metrics, read_jsonl, report, score_items)
from jevloop.errors import JevloopError

NOUL = {"type": "noul", "instructions": "x"}
CHOICE = {"type": "choice", "instructions": "x", "criteria": {"a": None, "b": None, "c": None}}
SCORE = {"type": "score", "instructions": "x", "criteria": ["0", "1", "2", "3"]}


def item(t, probs, y, n=None):
    pred = max(range(len(probs)), key=lambda i: probs[i])
    conf = max(probs)
    return {"decision": t, "type": t, "n": n or len(probs), "probs": probs, "y": y, "pred": pred, "conf": conf}


def test_accuracy_and_abstentions():
    items = [item("noul", [0.05, 0.95], 1), item("noul", [0.4, 0.6], 0), item("noul", [0.1, 0.9], 0),
             item("noul", [0.02, 0.98], 1)]
    m = metrics(items)
    assert m["accuracy"] == pytest.approx(2 / 4)
    # the 0.6 item is below the 0.75 band: an abstention, not an error of the answered set
    assert m["abstain_rate"] == pytest.approx(1 / 4)
    assert m["accuracy_answered"] == pytest.approx(2 / 3)
    assert m["nll"] == pytest.approx((-math.log(0.95) - math.log(0.4) - math.log(0.1) - math.log(0.98)) / 4)
    brier = ((0.05 ** 2 + 0.05 ** 2) + (0.6 ** 2 + 0.6 ** 2) + (0.9 ** 2 + 0.9 ** 2) + (0.02 ** 2 + 0.02 ** 2)) / 4
    assert m["brier"] == pytest.approx(brier)
    assert m["separation"]["median_right"] == pytest.approx((0.95 + 0.98) / 2)
    assert m["separation"]["median_wrong"] == pytest.approx((0.6 + 0.9) / 2)


def test_ordinal_distance():
    items = [item("score", [0.7, 0.1, 0.1, 0.1], 0), item("score", [0.1, 0.7, 0.1, 0.1], 2),
             item("score", [0.1, 0.1, 0.1, 0.7], 0)]
    m = metrics(items)
    assert m["accuracy"] == pytest.approx(1 / 3)
    assert m["near_accuracy"] == pytest.approx(2 / 3)
    assert m["mean_rank_distance"] == pytest.approx((0 + 1 + 3) / 3)


def test_ece_bins_by_hand():
    # bin (0.6, 0.667]: confidences 0.62, 0.65, one right → |0.5 − 0.635|; bin (0.933, 1]: 0.95 right → 0.05
    data = [(0.62, True), (0.65, False), (0.95, True)]
    assert ece(data) == pytest.approx(2 / 3 * abs(0.5 - 0.635) + 1 / 3 * 0.05)
    assert ece([(1.0, True), (1.0, True)]) == pytest.approx(0.0)


def test_score_items_and_report(tmp_path):
    rows = [{"state": "s", "questions": {"q": CHOICE}, "expected": {"q": "b"}, "x_decision": "pick"},
            {"state": "s", "questions": {"q": NOUL}, "expected": {"q": True}}]
    answers = [{"q": {"type": "choice", "choice": "b", "probabilities": {"a": 0.1, "b": 0.8, "c": 0.1}}},
               {"q": {"type": "noul", "noul": 0.3}}]
    items = score_items(rows, answers)
    assert [it["pred"] == it["y"] for it in items] == [True, False]
    rep = report(items)
    assert rep["by_decision"]["pick"]["accuracy"] == 1.0 and rep["by_type"]["noul"]["accuracy"] == 0.0
    p = tmp_path / "d.jsonl"
    p.write_text("\n".join(json.dumps(r) for r in rows) + "\n{broken\n")
    with pytest.raises(JevloopError, match=":3: not JSON"):
        read_jsonl(p)


def test_temperature_fit_lowers_ece():
    rng = random.Random(0)
    items = []
    for _ in range(3000):     # overconfident: says 0.99 but is right 75 % of the time
        right = rng.random() < 0.75
        y = 1 if right else 0
        items.append(item("noul", [0.01, 0.99], y))
    before = metrics(items)["ece"]
    temps = fit_temperatures(items)
    after = metrics(apply_temperature(items, temps))["ece"]
    assert temps["noul"]["2"] > 1.5
    assert after < before / 3


def test_selective_prediction_by_hand():
    from jevloop.evaluate import selective
    pairs = [(0.99, True), (0.97, False), (0.9, True), (0.6, False)]
    s = selective(pairs, thresholds=(0.95, 0.5))
    # the k most confident: 0/1, 1/2, 1/3, 2/4 wrong
    assert s["aurc"] == pytest.approx((0 + 1 / 2 + 1 / 3 + 2 / 4) / 4)
    assert s["thresholds"] == [{"min_confidence": 0.95, "coverage": 0.5, "errors": 1},
                               {"min_confidence": 0.5, "coverage": 1.0, "errors": 2}]
    # a tie between a right and a wrong answer counts the wrong one first
    assert selective([(0.9, True), (0.9, False)], thresholds=())["aurc"] == pytest.approx((1 + 1 / 2) / 2)
    assert metrics([item("noul", [0.1, 0.9], 1), item("noul", [0.2, 0.8], 0)])["selective"]["thresholds"][-1] == \
        {"min_confidence": 0.75, "coverage": 1.0, "errors": 1}
    from jevloop.evaluate import format_report
    text = format_report(report([item("noul", [0.1, 0.9], 1), item("noul", [0.2, 0.8], 0)]))
    assert "selective: ≥ 0.99: 0 errors in 0.0% of answers" in text and "≥ 0.75: 1 errors in 100.0% of answers" in text
