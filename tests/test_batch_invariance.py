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
