"""Backend chain fall-through, receipts, record & replay, and the store's durability."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from jevloop.fixtures import write_fixture
from jevloop.frame import AgentCtx, StepRecord
from jevloop.judge.chain import Chain, HumanJudge, answer_valid, band_of
from jevloop.judge.rules import RulesJudge
from jevloop.loop import Agent
from jevloop.meter import Trace
from jevloop.store import ReplayStore, key_of
from jevloop.oracle import OracleJudge, TaskSpec

NOUL = {"ok": {"type": "noul", "instructions": "worked?"}}
CHOICE = {"tool": {"type": "choice", "instructions": "which?", "criteria": {"read_file": None, "done": None}}}


class Fixed:
    def __init__(self, name, answers=None, exc=None):
        self.name, self.answers, self.exc, self.calls = name, answers, exc, 0

    def ask(self, state, questions):
        self.calls += 1
        if self.exc:
            raise self.exc
        return {"answers": self.answers}


GOOD_NOUL = {"ok": {"type": "noul", "noul": 0.97}}


@pytest.mark.parametrize("bad,outcome,why", [
    (Fixed("a", exc=RuntimeError("down")), "error", "RuntimeError"),
    (Fixed("a", {"ok": {"type": "noul", "noul": 1.5}}), "out_of_type", "outside [0, 1]"),
    (Fixed("a", {"ok": {"type": "noul", "noul": float("nan")}}), "out_of_type", "outside [0, 1]"),
    (Fixed("a", {"ok": {"type": "score", "score": 1}}), "out_of_type", "type 'score'"),
    (Fixed("a", {}), "out_of_type", "missing answer"),
    (Fixed("a", {"ok": {"type": "noul", "noul": 0.55}}), "low_confidence", "ok=escalate"),
])
def test_each_fall_through_cause(bad, outcome, why):
    good = Fixed("b", GOOD_NOUL)
    out = Chain([bad, good]).ask_decision("step_ok", AgentCtx(), {}, NOUL)
    assert out["answers"] == GOOD_NOUL and out["x_backend"] == "b"
    a = out["x_attempts"]
    assert a[0]["backend"] == "a" and a[0]["outcome"] == outcome and why in a[0]["why"]
    assert a[1]["outcome"] == "used"


def test_choice_outside_options_falls_through():
    bad = Fixed("a", {"tool": {"type": "choice", "choice": "rm", "probabilities": {"rm": 1.0}}})
    good = Fixed("b", {"tool": {"type": "choice", "choice": "done", "probabilities": {"done": 0.9, "read_file": 0.1}}})
    out = Chain([bad, good]).ask_decision("pick_tool", AgentCtx(), {}, CHOICE)
    assert out["x_attempts"][0]["outcome"] == "out_of_type" and "not among the options" in out["x_attempts"][0]["why"]
    assert out["answers"]["tool"]["choice"] == "done"


def test_last_resort_escalates_never_guesses():
    out = Chain([Fixed("a", exc=ValueError("x")), Fixed("b", {"ok": {"type": "noul", "noul": -1}})]).ask_decision(
        "step_ok", AgentCtx(), {}, NOUL)
    assert out["answers"] == {} and out["x_backend"] == "none"
    low = Chain([Fixed("a", {"ok": {"type": "noul", "noul": 0.55}})]).ask_decision("step_ok", AgentCtx(), {}, NOUL)
    assert low["x_attempts"][0]["outcome"] == "used"   # last backend: the policy decides


def test_rules_backend_certain_cases_only():
    r = RulesJudge()
    err = AgentCtx(history=[StepRecord("read_file", "x", "error: no such file: x", False)])
    assert r.ask_decision("step_ok", err, {}, NOUL)["answers"]["ok"]["noul"] == 0.0
    from jevloop.judge.rules import Declined
    with pytest.raises(Declined):
        r.ask_decision("step_ok", AgentCtx(history=[StepRecord("read_file", "x", "content")]), {}, NOUL)
    one = {"file": {"type": "choice", "instructions": "x", "criteria": {"a.ts": None}}}
    assert r.ask_decision("pick_input", AgentCtx(), {}, one)["answers"]["file"]["choice"] == "a.ts"


def test_human_backend_callback_and_no_terminal(monkeypatch):
    h = HumanJudge(lambda did, state, qs: {"ok": {"type": "noul", "noul": 1.0}})
    assert h.ask_decision("step_ok", None, {}, NOUL)["answers"]["ok"]["noul"] == 1.0
    monkeypatch.setattr(sys, "stdin", None)
    out = Chain([Fixed("a", exc=RuntimeError()), HumanJudge()]).ask_decision("step_ok", AgentCtx(), {}, NOUL)
    assert out["answers"] == {} and out["x_attempts"][1]["outcome"] == "declined"


def test_confidence_semantics():
    assert band_of({"type": "noul"}, {"noul": 0.05}) == "auto"            # max(p, 1-p), not a margin
    assert band_of({"type": "choice"}, {"choice": "a", "probabilities": {"a": 0.8, "b": 0.2}}) == "verify"
    assert answer_valid({"type": "score", "criteria": ["a", "b"]}, {"type": "score", "score": 2}) is not None


# ---------------------------------------------------------------------------------------------
# Receipts and replay.

SPEC = TaskSpec("copy", "Copy totalOf from alpha.ts into a new file summary.ts.", "en",
                [("list_dir", "."), ("read_file", "alpha.ts"), ("write_file", "summary.ts")], allow_write=True)


class CountingOracle(OracleJudge):
    calls = 0

    def ask_decision(self, did, ctx, state, questions):
        type(self).calls += 1
        return super().ask_decision(did, ctx, state, questions)


def _run(ws: Path, store: ReplayStore | None):
    trace = Trace()
    agent = Agent(ws, judge=CountingOracle(SPEC), allow_write=True, approve="yes", trace=trace, store=store)
    return agent.run(SPEC.text), trace


def test_receipts_carry_the_contract(tmp_path):
    write_fixture(tmp_path)
    res, trace = _run(tmp_path, None)
    evs = [e for e in trace.events if e["event"] == "decision"]
    assert evs
    for e in evs:
        for k in ("id", "contract", "gates", "fingerprint", "questions", "attempts", "backend", "answers", "action",
                  "margin", "replayed"):
            assert k in e, k
        assert e["contract"] == res.contract_version


def test_replayed_run_is_identical(tmp_path):
    store = ReplayStore(tmp_path / "replay")
    ws1, ws2 = tmp_path / "w1", tmp_path / "w2"
    write_fixture(ws1)
    write_fixture(ws2)
    CountingOracle.calls = 0
    first, _ = _run(ws1, store)
    n = CountingOracle.calls
    assert n > 0 and store.count() > 0
    second, trace = _run(ws2, store)
    assert CountingOracle.calls == n          # no backend call on replay
    assert [(d.id, d.action, d.answers) for d in first.decisions] == [(d.id, d.action, d.answers) for d in second.decisions]
    assert first.answer == second.answer and first.steps == second.steps and first.halt == second.halt
    assert all(d.replayed for d in second.decisions if d.backend != "rules" or d.replayed)
    assert (ws2 / "summary.ts").read_text() == (ws1 / "summary.ts").read_text()


def test_policy_change_does_not_reuse(tmp_path):
    store = ReplayStore(tmp_path / "r")
    k1 = key_of("step_ok", "v1", [["prob:ok >= 0.6", "continue"]], "fp", NOUL)
    k2 = key_of("step_ok", "v1", [["prob:ok >= 0.7", "continue"]], "fp", NOUL)
    store.put(k1, "decision", {"answers": {}})
    assert store.get(k1) is not None and store.get(k2) is None


def test_ttl_and_size_bound(tmp_path):
    store = ReplayStore(tmp_path / "r", ttl_s=0.05, max_records=3)
    for i in range(5):
        store.put(f"k{i}", "decision", {"i": i})
    assert store.gc() == 2 and store.count() == 3
    time.sleep(0.1)
    assert store.get("k4") is None
    assert store.gc() == 3 and store.count() == 0


def test_concurrent_writers(tmp_path):
    store = ReplayStore(tmp_path / "r")
    errors = []

    def w(t):
        try:
            s = ReplayStore(tmp_path / "r")
            for i in range(50):
                s.put(f"{t}-{i}", "decision", {"t": t, "i": i})
        except Exception as e:
            errors.append(e)

    ths = [threading.Thread(target=w, args=(t,)) for t in range(8)]
    for th in ths:
        th.start()
    for th in ths:
        th.join()
    assert not errors and store.count() == 400


WRITER = """
import sys
from jevloop.store import ReplayStore
s = ReplayStore(sys.argv[1])
i = 0
while True:
    s.put(f"k{i}", "decision", {"i": i, "pad": "x" * 2000})
    print(i, flush=True)
    i += 1
"""


def test_kill_9_loses_no_committed_record(tmp_path):
    p = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path / "r")], stdout=subprocess.PIPE, text=True)
    committed = -1
    deadline = time.time() + 20
    while committed < 200 and time.time() < deadline:
        line = p.stdout.readline()
        if line.strip():
            committed = int(line)
    os.kill(p.pid, signal.SIGKILL)
    p.wait()
    assert committed >= 200
    store = ReplayStore(tmp_path / "r")
    for i in range(committed + 1):
        assert store.get(f"k{i}") == {"i": i, "pad": "x" * 2000}, i


def test_cli_replay_reproduces_a_run(tmp_path):
    ws = tmp_path / "ws"
    write_fixture(ws)
    root = Path(__file__).resolve().parents[1]
    outs = []
    for _ in range(2):
        r = subprocess.run([sys.executable, "-m", "jevloop", "run", "List the files.", "--workspace", str(ws), "--json",
                            "--quiet", "--approve", "no", "--replay", str(tmp_path / "rep")],
                           capture_output=True, text=True, cwd=root)
        assert r.returncode == 0, r.stderr
        outs.append(json.loads(r.stdout))
    strip = lambda o: [(d["id"], d["action"], d["answers"]) for d in o["decisions"]]
    assert strip(outs[0]) == strip(outs[1]) and outs[0]["answer"] == outs[1]["answer"]
