"""An answer of the shipped (int8) judge depends on its own row only: asked alone, asked beside other
questions in one request, or asked while other threads ask about other states, its numbers are equal
within 1e-5. (The dynamic int8 graph computes activation scales over its whole input; the judge runs
such a graph one row at a time.)"""
from __future__ import annotations

import threading

from jevloop.judge.native import Judge

STATES = [{"task": "read alpha.ts", "files": ["alpha.ts", "beta.ts"]},
          {"task": "把 notes.md 删掉", "files": ["notes.md"], "history": "list_dir(.) → notes.md"},
          {"task": "What is 1+1?"},
          {"task": "copy totalOf into summary.ts " + "with a long explanation " * 20, "files": ["a.ts"] * 30}]
Q_NOUL = {"type": "noul", "instructions": "Does the agent still need a tool?"}
Q_CHOICE = {"type": "choice", "instructions": "Which tool next?",
            "criteria": {"read_file": "read", "list_dir": "list", "done": "stop"}}
Q_SCORE = {"type": "score", "instructions": "How risky?", "criteria": ["none", "low", "high", "destructive"]}


def _nums(ans: dict) -> list[float]:
    out = []
    for a in ans["answers"].values():
        out += [a["noul"]] if a["type"] == "noul" else list(a["probabilities"].values())
    return out


def _close(a: list[float], b: list[float]) -> bool:
    return len(a) == len(b) and all(abs(x - y) <= 1e-5 for x, y in zip(a, b))


def test_other_questions_in_the_request_do_not_move_an_answer():
    j = Judge.default()
    for st in STATES:
        alone = _nums(j.ask(st, {"q": Q_NOUL}))
        together = j.ask(st, {"c": Q_CHOICE, "q": Q_NOUL, "s": Q_SCORE})
        assert _close(alone, [together["answers"]["q"]["noul"]])


def test_concurrent_callers_do_not_move_an_answer():
    j = Judge.default()
    want = {i: _nums(j.ask(st, {"c": Q_CHOICE, "q": Q_NOUL})) for i, st in enumerate(STATES)}
    bad: list[tuple[int, list[float]]] = []

    def caller(i: int) -> None:
        for _ in range(5):
            got = _nums(j.ask(STATES[i % len(STATES)], {"c": Q_CHOICE, "q": Q_NOUL}))
            if not _close(got, want[i % len(STATES)]):
                bad.append((i, got))

    for n in (1, 4, 16):
        threads = [threading.Thread(target=caller, args=(i,)) for i in range(n)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert not bad, bad[:3]


def test_a_batch_of_states_answers_each_as_if_asked_alone():
    j = Judge.default()
    qs = {"c": Q_CHOICE, "q": Q_NOUL, "s": Q_SCORE, "many": {"type": "choice", "instructions": "Which file?",
                                                            "criteria": {f"f{i}.md": None for i in range(40)}}}
    alone = [_nums(j.ask(st, qs)) for st in STATES]
    batch = j.ask_batch(STATES, qs)
    assert len(batch) == len(STATES) and all(_close(_nums(b), a) for b, a in zip(batch, alone))
    assert [b["answers"]["many"]["x_option_rows"] for b in batch] == [3] * len(STATES)
    assert j.ask_batch([], qs) == []


import pytest  # noqa: E402


@pytest.mark.parametrize("n", [2, 26, 64, 128, 255])
def test_any_number_of_options_is_answered(n):
    """2–255 options with long descriptions: never a refusal; the probabilities cover every option and
    sum to 1; options that do not fit one row are spread over rows, and the answer says how many."""
    j = Judge.default()
    crit = {f"file_{i:03d}.txt": f"a file holding notes about topic number {i}, kept for later" for i in range(n)}
    out = j.ask({"task": "read file_007.txt", "files": list(crit)},
                {"f": {"type": "choice", "instructions": "Which file should be read?", "criteria": crit}})
    a = out["answers"]["f"]
    assert set(a["probabilities"]) == set(crit) and abs(sum(a["probabilities"].values()) - 1) < 1e-4
    assert a["choice"] in crit
    if n == 2:
        assert "x_option_rows" not in a
    if n >= 128:                       # 128 markers and their texts cannot share 256 tokens with a state
        assert a["x_option_rows"] == -(-n // 16)


def test_a_batch_on_a_graph_that_runs_rows_together_matches_asking_alone(tiny_judge):
    """The fp32 test graph runs a batch's rows in one run, padded to the longest: answers stay those of
    each state asked alone (the padding is masked)."""
    qs = {"c": Q_CHOICE, "q": Q_NOUL, "s": Q_SCORE}
    alone = [_nums(tiny_judge.ask(st, qs)) for st in STATES]
    batch = tiny_judge.ask_batch(STATES, qs)
    assert all(_close(_nums(b), a) for b, a in zip(batch, alone))


def test_a_statically_quantised_graph_batches_rows_without_moving_them(tmp_path):
    """Static int8 (train/quant.py): activation scales fixed from calibration requests, so the judge runs
    rows together (no row-at-a-time fallback) and a batch still equals asking each state alone."""
    import json
    import shutil

    import onnx

    from jevloop.judge.bundle import ONNX_INPUTS, sha256_file
    from jevloop.train.quant import static_int8
    from tests.conftest import TINY_BUNDLE
    fp32 = Judge(TINY_BUNDLE)
    feeds = []
    for st in STATES:
        for q in (Q_NOUL, Q_CHOICE, Q_SCORE):
            packed = fp32._prepare(st, {"q": q}).packed
            feeds.append({k: packed[k] for k in ONNX_INPUTS})
    out = tmp_path / "static"
    shutil.copytree(TINY_BUNDLE, out)
    static_int8(TINY_BUNDLE / "model.onnx", out / "model.onnx", feeds, tmp_path / "work")
    assert "QuantizeLinear" in {n.op_type for n in onnx.load(str(out / "model.onnx")).graph.node}
    meta = json.loads((out / "judge.json").read_text())
    for entry in meta["files"].values():
        entry["sha256"] = sha256_file(out / entry["path"])
    (out / "judge.json").write_text(json.dumps(meta))
    j = Judge(out)
    assert not j.row_wise and not j.bundle.quantises_dynamically()
    qs = {"c": Q_CHOICE, "q": Q_NOUL, "s": Q_SCORE}
    alone = [_nums(j.ask(st, qs)) for st in STATES]
    batch = j.ask_batch(STATES, qs)
    assert all(_close(a, _nums(b)) for a, b in zip(alone, batch))
    # and it still answers like the graph it came from
    ref = [_nums(fp32.ask(st, qs)) for st in STATES]
    assert max(abs(x - y) for a, r in zip(alone, ref) for x, y in zip(a, r)) < 0.2
