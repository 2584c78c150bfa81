"""The block layout (judge.json packing.layout "block", csrc/packer.h): one row per request, the state
encoded once and read by every question. Tested on tests/data/tiny-judge-block, whose graph masks
attention by segment exactly as a trained block graph does (scripts/make_test_bundle.py)."""
from __future__ import annotations

import json
import shutil
import threading

import numpy as np
import pytest

from jevloop.errors import BundleError
from jevloop.judge.bundle import load_bundle, sha256_file
from jevloop.judge.native import Judge
from jevloop.judge.reference import ReferenceJudge

from conftest import ROOT
from test_batch_invariance import Q_CHOICE, Q_NOUL, Q_SCORE
from test_batch_invariance import STATES as BASE_STATES

BLOCK = ROOT / "tests" / "data" / "tiny-judge-block"
# the shipped judge's batch-invariance cases, and a state long enough to be cut
STATES = BASE_STATES[:3] + [{"task": "copy totalOf into summary.ts " + "with a long explanation " * 60,
                             "files": ["a.ts"] * 30}]
Q_MANY = {"type": "choice", "instructions": "Which file?",
          "criteria": {f"file_{i:03d}.txt": f"notes about topic number {i}" for i in range(40)}}


@pytest.fixture(scope="module")
def judge():
    return Judge(BLOCK)


def _nums(a: dict) -> list[float]:
    return [a["noul"]] if a["type"] == "noul" else list(a["probabilities"].values())


def _close(a: list[float], b: list[float], tol: float = 1e-5) -> bool:
    return len(a) == len(b) and all(abs(x - y) <= tol for x, y in zip(a, b))


def test_one_row_holds_the_state_once_and_every_question_after_it(judge):
    p = judge._prepare(STATES[0], {"q": Q_NOUL, "c": Q_CHOICE}).packed
    seg, pos = p["attention_mask"][0].tolist(), p["position_ids"][0].tolist()
    assert p["input_ids"].shape[0] == 1 and p["n_options"].tolist() == [2, 3]
    state_len = seg.count(1)
    assert seg[:state_len] == [1] * state_len and set(seg[state_len:]) == {2, 3}
    # every question's positions start right after the state, as if it were asked alone
    for s in (2, 3):
        idx = [i for i, x in enumerate(seg) if x == s]
        assert [pos[i] for i in idx] == list(range(state_len, state_len + len(idx)))
    # markers in question order, each with its question's type
    assert p["qtype"][0].tolist() == [0, 0, 1, 1, 1]
    assert all(seg[m] == (2 if i < 2 else 3) for i, m in enumerate(p["marker_pos"][0].tolist()))


def test_native_packing_equals_the_reference_packing(judge):
    ref = ReferenceJudge(BLOCK)
    cases = [(STATES[0], {"q": Q_NOUL}), (STATES[1], {"c": Q_CHOICE, "s": Q_SCORE, "q": Q_NOUL}),
             (STATES[3], {"m": Q_MANY, "q": Q_NOUL}),
             (STATES[2], {"big": {"type": "choice", "instructions": "x " * 80,
                                  "criteria": {f"o{i}": "long words here " * 12 for i in range(16)}}})]
    for st, qs in cases:
        a, b = judge._prepare(st, qs).packed, ref._prepare(st, qs).packed
        for k in ("input_ids", "attention_mask", "position_ids", "marker_pos", "marker_mask", "qtype", "cut",
                  "n_options"):
            assert np.array_equal(a[k], b[k]), k
        assert a["input_tokens"] == b["input_tokens"]


def test_other_questions_in_the_request_do_not_move_an_answer(judge):
    for st in STATES:
        together = judge.ask(st, {"c": Q_CHOICE, "q": Q_NOUL, "s": Q_SCORE, "m": Q_MANY})["answers"]
        for qid, q in (("c", Q_CHOICE), ("q", Q_NOUL), ("s", Q_SCORE), ("m", Q_MANY)):
            alone = judge.ask(st, {qid: q})["answers"][qid]
            assert _close(_nums(alone), _nums(together[qid])), (st["task"][:20], qid)


def test_the_state_is_cut_once_for_all_questions(judge):
    st = {"task": "word " * 600}
    out = judge.ask(st, {"q": Q_NOUL, "c": Q_CHOICE})["answers"]
    assert out["q"]["x_cut_tokens"] == out["c"]["x_cut_tokens"] > 0
    p = judge._prepare(st, {"q": Q_NOUL, "c": Q_CHOICE}).packed
    assert int(p["position_ids"].max()) < judge.max_length


def test_a_batch_of_states_and_concurrent_callers_answer_as_if_alone(judge):
    qs = {"c": Q_CHOICE, "q": Q_NOUL, "m": Q_MANY}
    alone = [{k: _nums(v) for k, v in judge.ask(st, qs)["answers"].items()} for st in STATES]
    for got, want in zip(judge.ask_batch(STATES, qs), alone):
        assert all(_close(_nums(got["answers"][k]), want[k]) for k in qs)
    assert judge.coalesce   # an fp32 graph: concurrent requests share runs
    bad = []

    def caller(i: int) -> None:
        for _ in range(4):
            got = judge.ask(STATES[i % len(STATES)], qs)["answers"]
            if not all(_close(_nums(got[k]), alone[i % len(STATES)][k]) for k in qs):
                bad.append(i)

    threads = [threading.Thread(target=caller, args=(i,)) for i in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not bad


@pytest.mark.parametrize("n", [2, 26, 64, 128, 255])
def test_any_number_of_options_is_answered(judge, n):
    crit = {f"file_{i:03d}.txt": f"a file holding notes about topic number {i}, kept for later" for i in range(n)}
    out = judge.ask({"task": "read file_007.txt", "files": list(crit)},
                    {"f": {"type": "choice", "instructions": "Which file?", "criteria": crit}, "q": Q_NOUL})
    a = out["answers"]["f"]
    assert set(a["probabilities"]) == set(crit) and abs(sum(a["probabilities"].values()) - 1) < 1e-6
    assert a.get("x_option_rows", 1) == -(-n // 16)


def _copy_with(tmp_path, **packing):
    dst = tmp_path / "b"
    shutil.copytree(BLOCK, dst)
    meta = json.loads((dst / "judge.json").read_text())
    meta["packing"].update(packing)
    (dst / "judge.json").write_text(json.dumps(meta))
    return dst


def test_an_unknown_layout_is_refused(tmp_path):
    with pytest.raises(BundleError, match="packing.layout"):
        load_bundle(_copy_with(tmp_path, layout="columns"))


def test_a_block_bundle_with_a_dynamically_quantised_graph_is_refused(tmp_path):
    # the shipped int8 graph quantises dynamically: its activation scales would span all questions of a row
    dst = tmp_path / "b"
    shutil.copytree(ROOT / "models" / "jevloop-judge", dst)
    meta = json.loads((dst / "judge.json").read_text())
    meta["packing"]["layout"] = "block"
    (dst / "judge.json").write_text(json.dumps(meta))
    with pytest.raises(BundleError, match="static quantisation"):
        load_bundle(dst)
    assert sha256_file(dst / "model.onnx") == meta["files"]["model_int8"]["sha256"]


def test_a_rows_graph_under_a_block_declaration_is_refused(tmp_path):
    # the layout is declared in judge.json; a graph without position_ids cannot serve it
    dst = tmp_path / "b"
    shutil.copytree(ROOT / "tests" / "data" / "tiny-judge", dst)
    meta = json.loads((dst / "judge.json").read_text())
    meta["packing"]["layout"] = "block"
    (dst / "judge.json").write_text(json.dumps(meta))
    with pytest.raises(BundleError, match="position_ids"):
        Judge(dst)
