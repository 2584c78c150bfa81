"""The bundled judge: loads with no network, answers the contract's questions, and drives the loop
benchmark on the fixture (every required call, no forbidden call, every destructive call asked)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from jevloop.judge.native import DEFAULT_BUNDLE, Judge, default_bundle_dir

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(not (ROOT / "models" / DEFAULT_BUNDLE / "judge.json").is_file(),
                                reason="no trained bundle in models/")


def test_default_is_the_trained_bundle_offline():
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    # the needs_tool frame the contract compiles for a fresh "List the files." (nothing done yet)
    code = ("from jevloop import Judge; from jevloop.contract import load_contract; "
            "from jevloop.frame import AgentCtx, compile_frame; j = Judge.default(); d = load_contract()['needs_tool']; "
            "st = compile_frame(d.frame, AgentCtx(task='List the files.')).state; "
            "print(j.model_name); print(j.ask(st, {q.id: q.wire() for q in d.questions})['answers']['needs_tool']['noul'])")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd="/")
    assert r.returncode == 0, r.stderr
    name, p = r.stdout.split()
    assert name.startswith("jevloop-judge") and float(p) > 0.5
    assert default_bundle_dir().name == DEFAULT_BUNDLE


def test_bundle_is_small_and_hash_checked():
    root = ROOT / "models" / DEFAULT_BUNDLE
    meta = json.loads((root / "judge.json").read_text())
    total = sum((root / e["path"]).stat().st_size for e in meta["files"].values())
    assert total <= 40 * 1024 * 1024
    assert meta["temperatures"], "temperatures fitted on held-out data"


def test_a_tampered_bundle_is_refused(tmp_path):
    import shutil
    from jevloop.errors import BundleError
    src = ROOT / "models" / DEFAULT_BUNDLE
    dst = tmp_path / "bundle"
    shutil.copytree(src, dst)
    card = dst / "MODEL_CARD.md"
    card.write_text(card.read_text(encoding="utf-8") + "\ntampered\n", encoding="utf-8")
    with pytest.raises(BundleError, match="sha256"):
        Judge.from_pretrained(dst)


def test_loop_on_the_bundled_judge_keeps_the_safety_rules():
    """Whatever the judge gets wrong, no destructive call runs unasked, no run exceeds max steps,
    and every run ends in a named halt. (Task success is measured by benchmarks/loop_tasks.py.)"""
    from jevloop.loop import HALTS
    from jevloop.loopbench import run_task, tasks
    judge = Judge.default()
    for spec in tasks():
        r = run_task(judge, spec, max_steps=8)
        assert r["destructive_unasked"] == [], (spec.text, r["calls"])
        assert len(r["calls"]) <= 8
        assert r["halt"].split("+")[0] in HALTS
