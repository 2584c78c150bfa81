"""`jevloop spec`: compiled view, exact --json shape, one-line errors with exit 2."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args, env=None):
    e = dict(os.environ)
    e.pop("JEVLOOP_GATES", None)
    e.update(env or {})
    return subprocess.run([sys.executable, "-m", "jevloop", *args], capture_output=True, text=True, env=e, cwd=ROOT)


def test_spec_json_shape():
    r = run("spec", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out) == {"version", "schema", "decisions", "gate_keys", "gates"}
    assert [d["id"] for d in out["decisions"]] == [
        "needs_tool", "pick_tool", "pick_input", "grade_risk", "step_ok", "is_done", "can_deliver"]
    for d in out["decisions"]:
        assert set(d) == {"id", "kind", "when", "questions", "frame", "policy", "dynamic"}
        for q in d["questions"]:
            assert set(q) == {"id", "type", "ask", "options"}
        assert set(d["frame"]) == {"fields", "excluded"}
        for f in d["frame"]["fields"]:
            assert set(f) == {"key", "bound", "projection", "reads"}
        for e in d["frame"]["excluded"]:
            assert set(e) == {"cell", "why"} and e["why"]
        for p in d["policy"]:
            assert set(p) == {"when", "action"}
    assert out["gates"] == {}
    assert "step_ok.ok" in out["gate_keys"]


def test_spec_gates_from_flags_and_env():
    r = run("spec", "--json", "--gate", "step_ok.ok=0.7", "--gate=is_done.done=0.8",
            env={"JEVLOOP_GATES": "needs_tool.needs_tool=0.4,step_ok.ok=0.65"})
    assert r.returncode == 0, r.stderr
    gates = json.loads(r.stdout)["gates"]
    assert gates == {"step_ok.ok": 0.7, "is_done.done": 0.8, "needs_tool.needs_tool": 0.4}


def test_spec_bad_gate_exit_2_one_line():
    r = run("spec", "--gate", "step_ok.ok=2")
    assert r.returncode == 2
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr
    assert "valid gate keys" in r.stderr


def test_spec_defective_file_lists_lines(tmp_path):
    bad = (ROOT / "DECISION.md").read_text(encoding="utf-8").replace("kind: noul", "kind: boolean", 1)
    bad = bad.replace("- else → answer", "- else → reply", 1)
    p = tmp_path / "DECISION.md"
    p.write_text(bad, encoding="utf-8")
    r = run("spec", str(p))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 2
    assert all(l.startswith(f"{p}:") for l in lines)
    assert "unknown kind" in lines[0] and "action 'reply'" in lines[1]


def test_bad_usage_and_missing_file():
    r = run("spec", "--nope")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1
    r = run("spec", "/nonexistent/DECISION.md")
    assert r.returncode == 2 and "cannot read" in r.stderr


def test_spec_human_view():
    r = run("spec")
    assert r.returncode == 0
    assert "grade_risk  [mixed @ before-call]" in r.stdout and "gate keys:" in r.stdout
