"""The judge's training data keeps its held-out split apart: held-out phrasings, file-name vocabulary
and the held-out family never reach training, and the training stream thins what it says it thins.
No torch needed."""
from __future__ import annotations

import random
import re

from jevloop.train.data import HELD_FAMILY, Example, _dress, _spec
from jevloop.train.tasks import PHRASES, STEMS_HELD, STEMS_TRAIN


def _pattern(template: str) -> re.Pattern:
    parts = re.split(r"\{\w+\}", template)
    return re.compile(".+".join(re.escape(p) for p in parts))


def test_held_out_phrasings_family_and_names_never_reach_training():
    rng = random.Random(11)
    held = {(fam, lang): _pattern(ph[-1]) for fam, by in PHRASES.items() for lang, ph in by.items() if len(ph) > 1}
    seen_families = set()
    for _ in range(600):
        ws, spec = _spec(rng, "train")
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
        ws, spec = _spec(rng, "heldout")
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
