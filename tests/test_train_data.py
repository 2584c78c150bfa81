"""The judge's training data keeps its held-out split apart: held-out phrasings, file-name vocabulary
and the held-out family never reach training; the real-content world draws training and held-out
workspaces from disjoint sources, and no file or task of the wild benchmark reaches either; the
training stream thins what it says it thins. No torch needed."""
from __future__ import annotations

import json
import random
import re

import pytest

from jevloop.train.data import HELD_FAMILY, Example, _dress, templated_spec
from jevloop.train.tasks import PHRASES, STEMS_HELD, STEMS_TRAIN


def _pattern(template: str) -> re.Pattern:
    parts = re.split(r"\{\w+\}", template)
    return re.compile(".+".join(re.escape(p) for p in parts))


def test_held_out_phrasings_family_and_names_never_reach_training():
    rng = random.Random(11)
    held = {(fam, lang): _pattern(ph[-1]) for fam, by in PHRASES.items() for lang, ph in by.items() if len(ph) > 1}
    seen_families = set()
    for _ in range(600):
        ws, spec = templated_spec(rng, "train")
        seen_families.add(spec.family)
        assert spec.family != HELD_FAMILY
        assert ws.stems() <= set(STEMS_TRAIN)
        assert not held[(spec.family, spec.lang)].search(spec.text), spec.text
        if spec.earlier_spec is not None:
            e = spec.earlier_spec
            assert not held[(e.family, e.lang)].search(e.text), e.text
    assert seen_families == set(PHRASES) - {HELD_FAMILY}


def test_held_out_split_uses_its_own_names_and_the_held_out_phrasings():
    rng = random.Random(12)
    hits = 0
    families = set()
    for _ in range(300):
        ws, spec = templated_spec(rng, "heldout")
        families.add(spec.family)
        assert ws.stems() <= set(STEMS_HELD)
        hits += bool(_pattern(PHRASES[spec.family][spec.lang][-1]).search(spec.text))
    assert HELD_FAMILY in families
    assert hits > 60          # about half the held-out tasks use the held-out phrasing


def test_dressing_keeps_the_task_words():
    rng = random.Random(13)
    for text, lang in (("Read alpha.ts.", "en"), ("读一下 alpha.ts。", "zh")):
        outs = {_dress(rng, text, lang) for _ in range(40)}
        assert all(text in o and o != text for o in outs)
        assert len(outs) > 5


def test_keep_share_thins_by_decision_and_by_answer():
    from jevloop.train.__main__ import KEEP, keep_share
    tool_q = {"type": "choice", "instructions": "next tool", "criteria": {"list_dir": "a", "write_file": "b"}}
    noul_q = {"type": "noul", "instructions": "?", "criteria": {"false": "n", "true": "y"}}
    ex = lambda d, q, label: Example(d, "q", q, {}, label, "copy", "en")
    assert keep_share(ex("pick_tool", tool_q, 0), KEEP) == KEEP["pick_tool=list_dir"] < 1
    assert keep_share(ex("pick_tool", tool_q, 1), KEEP) == 1.0
    assert keep_share(ex("grade_risk", noul_q, 1), KEEP) == KEEP["grade_risk"]
    assert keep_share(ex("is_done", noul_q, 0), KEEP) == 1.0


def test_an_unneeded_read_has_no_right_file_and_is_not_learnt():
    from jevloop.frame import AgentCtx
    from jevloop.train.data import build
    from jevloop.oracle import OracleJudge, TaskSpec
    q = {"file": {"type": "choice", "instructions": "which file", "criteria": {"a.md": "a", "b.ts": "b"}}}
    ctx = AgentCtx(task="t", files=["a.md", "b.ts"])
    move = TaskSpec("move", "Move b.ts into old/.", "en", [("list_dir", "."), ("move_file", "b.ts")])
    read = TaskSpec("read_one", "Read b.ts.", "en", [("list_dir", "."), ("read_file", "b.ts")])
    assert OracleJudge(move).truth("pick_input", ctx, q)["file"]["x_valid"] == []
    assert OracleJudge(read).truth("pick_input", ctx, q)["file"]["x_valid"] == ["b.ts"]
    for e in build(60, 5, "train"):
        if e.decision == "pick_input":
            assert e.label_set is None or e.label in e.label_set
            assert e.family not in ("move", "delete", "direct", "list", "count", "missing")


def test_real_workspaces_come_from_their_split_s_sources_only():
    from jevloop.train.world import CORPUS_HELD, CORPUS_TRAIN, make_real_workspace
    rng = random.Random(21)
    for held, allowed in ((False, CORPUS_TRAIN), (True, CORPUS_HELD)):
        seen = set()
        for _ in range(60):
            ws = make_real_workspace(rng, held=held)
            assert set(ws.origin) == set(ws.files) - {"notes.md", "todo.txt"} or set(ws.origin) <= set(ws.files)
            for path, org in ws.origin.items():
                src = org.split(":", 1)[0]
                assert src in allowed or src == "composed", (held, org)
                seen.add(src)
        assert seen & set(allowed)            # real files were drawn, not only composed notes


def _wild_lines() -> dict[str, str]:
    """Every line of 30+ characters of the wild benchmark's files and the probe sets' → the file it is in."""
    from jevloop.loopbench import WILD_DIR, workspace_lines
    return {**workspace_lines(WILD_DIR.parent / "probes9"), **workspace_lines(WILD_DIR.parent / "probes8"),
            **workspace_lines(WILD_DIR.parent / "probes7"),
            **workspace_lines(WILD_DIR.parent / "probes6"),
            **workspace_lines(WILD_DIR.parent / "probes5"),
            **workspace_lines(WILD_DIR.parent / "probes4"),
            **workspace_lines(WILD_DIR.parent / "probes3"),
            **workspace_lines(WILD_DIR.parent / "probes2"),
            **workspace_lines(WILD_DIR.parent / "probes"), **workspace_lines(WILD_DIR)}


def test_no_wild_benchmark_file_or_task_reaches_training():
    """The corpus the real-content world draws from (all of it, train and held-out sources) shares no
    line of 30+ characters with the benchmark's files, beyond boilerplate found in both (licence
    headers); and no benchmark task text is a training task."""
    from jevloop.loopbench import WILD_DIR, copied_from, wild_tasks
    from jevloop.train.world import CORPUS_HELD, CORPUS_TRAIN, corpus_files, read_trimmed
    wild = _wild_lines()
    assert len(wild) > 300
    leaked: dict[str, set[str]] = {}
    for src in CORPUS_TRAIN + CORPUS_HELD:
        for rel in corpus_files(src):
            for line in copied_from(wild, read_trimmed(src, rel) or ""):
                leaked.setdefault(wild[line], set()).add(line)
    # an idiom may recur ("if __name__ == '__main__':"); a copied file shares many lines
    assert not {f: l for f, l in leaked.items() if len(l) > 2}, leaked
    texts = {spec.text for spec, _ in wild_tasks()} | {spec.text for name in ("probes", "probes2", "probes3", "probes4",
                                                                                        "probes5", "probes6", "probes7",
                                                                                        "probes8", "probes9")
                                                        for spec, _ in wild_tasks(None, WILD_DIR.parent / name)}
    rng = random.Random(22)
    from jevloop.train.data import _spec
    for _ in range(400):
        _, spec = _spec(rng, "train")
        assert spec.text not in texts


def test_hand_written_training_tasks_keep_the_wild_benchmark_out():
    """--handwritten refuses the wild benchmark, and of a hand-written set keeps no workspace that holds a
    copy of a wild file (benchmarks/probes has some: an /etc config, a Debian README, a release table)."""
    from jevloop.loopbench import WILD_DIR, copied_from, wild_tasks, workspace_lines
    from jevloop.train.data import hand_tasks
    with pytest.raises(ValueError, match="wild benchmark"):
        hand_tasks([WILD_DIR])
    probes = WILD_DIR.parent / "probes"
    kept = hand_tasks([probes])
    folders = {ws.src for ws, _ in kept}
    assert 0 < len(folders) < len({f for _, f in wild_tasks(None, probes)})   # some are left out, not all
    wild = workspace_lines(WILD_DIR)
    texts = {spec.text for spec, _ in wild_tasks()}
    for f in folders:
        for p in f.rglob("*"):
            if p.is_file():
                assert len(copied_from(wild, p.read_text(encoding="utf-8", errors="replace"))) <= 2, p
    assert not texts & {spec.text for _, spec in kept}


def test_a_hand_written_task_trains_on_its_own_folder_with_the_oracle_labels():
    """An episode of a hand-written task runs in a copy of its folder: the listing frame names its files,
    and the labels are the oracle's (the task's first required call is the listing)."""
    from jevloop.contract import load_contract
    from jevloop.loopbench import WILD_DIR
    from jevloop.train.data import episode, hand_tasks
    ws, spec = next((w, s) for w, s in hand_tasks([WILD_DIR.parent / "probes"]) if s.family == "read_named")
    names = {p.name for p in ws.src.iterdir()}
    exs = episode(random.Random(3), load_contract(), drawn=(ws, spec), eps=0.0)
    first_tool = next(e for e in exs if e.decision == "pick_tool")
    assert list(first_tool.question["criteria"])[first_tool.label] == "list_dir"
    # (is_done is code's in this episode: while the named read is left, and once it is done only `done` follows)
    later = json.dumps([e.state for e in exs if e.decision == "pick_tool" and e is not first_tool], ensure_ascii=False)
    assert any(n in later for n in names)
    assert {e.family for e in exs} == {"read_named"}


def test_a_line_question_holds_a_word_of_its_file_alone_and_words_other_files_hold():
    from jevloop.intent import split_low, task_terms, term_line
    from jevloop.train.world import _Draw, _t_find_line, make_real_workspace
    rng = random.Random(5)
    made = alone = shared = 0
    for _ in range(80):
        ws = make_real_workspace(rng)
        names = sorted(ws.files)
        spec = _t_find_line(_Draw(rng, ws, rng.choice(["en", "zh"]), names, [], "find_line",
                                  dict(allow_write=False, allow_delete=False)))
        if spec is None:
            continue
        made += 1
        target = spec.required[-1][1]
        terms = [t for t in task_terms(spec.text, names) if re.fullmatch(r"[A-Za-z]+|[\u4e00-\u9fff]+", t)]
        # as the sandbox finds holders (LocalTools.holding): a word stands as a word or a code name's part
        holds = {n: {t for t in terms if term_line(ws.files[n].lower(), split_low(ws.files[n]), t) is not None}
                 for n in names}
        others = set().union(*(holds[n] for n in names if n != target))
        alone += bool(holds[target] - others)
        shared += bool(holds[target] & others)
        assert spec.search == names                  # any file may be read, the target must be
    # the generator picks its words by substring, the sandbox reads words as words ("routines" is no word
    # of "subroutines"), so a few questions are plain look-ups; most hold both kinds of word
    assert made >= 20 and alone >= 0.8 * made and shared >= 0.6 * made
