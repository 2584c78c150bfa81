"""DECISION.md compiler: the shipped file compiles; breakages are refused with the right line;
harmless edits compile to the identical contract; no single deleted declaration slips through."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from jevloop.contract import LOOP, compile_contract, load_contract
from jevloop.errors import ContractError, GateError
from jevloop.frame import CELLS

ROOT = Path(__file__).resolve().parents[1]
TEXT = (ROOT / "DECISION.md").read_text(encoding="utf-8")
LINES = TEXT.split("\n")


def line_of(needle: str, after: str | None = None) -> int:
    """1-based number of the first line containing `needle` (after the line containing `after`)."""
    start = 0
    if after is not None:
        start = next(i for i, l in enumerate(LINES) if after in l) + 1
    for i in range(start, len(LINES)):
        if needle in LINES[i]:
            return i + 1
    raise AssertionError(f"{needle!r} not in DECISION.md")


def replaced(needle: str, new: str, after: str | None = None) -> tuple[str, int]:
    n = line_of(needle, after)
    lines = list(LINES)
    assert needle in lines[n - 1]
    lines[n - 1] = lines[n - 1].replace(needle, new, 1)
    return "\n".join(lines), n


def deleted(needle: str, after: str | None = None) -> tuple[str, int]:
    n = line_of(needle, after)
    lines = list(LINES)
    del lines[n - 1]
    return "\n".join(lines), n


def test_shipped_contract_compiles():
    c = load_contract(ROOT / "DECISION.md")
    assert list(c.decisions) == list(LOOP)
    assert c.schema == "jevloop-decisions/1"
    assert re.fullmatch(r"[0-9a-f]{16}", c.version)
    assert c.generator.startswith("You have already decided")
    gr = c["grade_risk"]
    assert [r.action for r in gr.policy] == ["ask_human", "ask_human", "auto_audit", "auto"]
    assert {q.id: q.type for q in gr.questions} == {"risk": "score", "needs_auth": "noul"}
    # the judgements the reasons record
    assert "task" in {e.cell for e in c["step_ok"].frame.excluded}
    assert "lastResult" in {e.cell for e in gr.frame.excluded}
    assert c["can_deliver"].policy[0].when.question == "unsupported"
    assert "not been taken" in c["needs_tool"].questions[0].ask
    for d in c.decisions.values():
        covered = d.frame.reads() | {e.cell for e in d.frame.excluded}
        assert covered == set(CELLS)
        assert not d.frame.reads() & {e.cell for e in d.frame.excluded}
        assert d.policy[-1].when.kind == "else"


def test_packaged_copy_matches_source():
    import jevloop.contract as jc
    assert jc.default_contract_path().read_text(encoding="utf-8") == TEXT


MUTATIONS = [
    # (name, (text, expected line), expected message fragment)
    ("unknown kind", lambda: replaced("kind: noul", "kind: boolean"), "unknown kind"),
    ("unknown position", lambda: replaced("when: step-start", "when: step-begin"), "unknown position"),
    ("wrong position", lambda: replaced("when: step-start", "when: after-tool"), "the loop asks 'needs_tool' at"),
    ("unknown head key", lambda: replaced("kind: noul", "kinds: noul"), "unknown key 'kinds'"),
    ("unknown action", lambda: replaced("- else → answer", "- else → reply"), "action 'reply' is not allowed"),
    ("action at wrong position", lambda: replaced("- else → escalate", "- else → deliver", after="## pick_tool"),
     "action 'deliver' is not allowed at 'tool-choice'"),
    ("unknown projection", lambda: replaced("describeDone — must", "describeDoneX — must"), "unknown projection"),
    ("unknown cell in frame", lambda: replaced("- task 400 — the subject", "- tasks 400 — the subject"),
     "'tasks' is not a context cell"),
    ("unknown excluded cell", lambda: replaced("- cwd — the working directory carries", "- pwd — the working directory carries"),
     "unknown context cell 'pwd'"),
    ("missing bound", lambda: replaced("- task 400 — the subject", "- task — the subject"), "has no bound"),
    ("zero bound", lambda: replaced("- task 400 — the subject", "- task 0 — the subject"), "positive integer"),
    ("text bound", lambda: replaced("- task 400 — the subject", "- task many — the subject"), "positive integer"),
    ("negative bound", lambda: replaced("- task 400 — the subject", "- task -4 — the subject"), "positive integer"),
    ("exclusion without reason", lambda: replaced("- cwd — the working directory carries no information; targets",
                                                   "- cwd"), "has no reason"),
    ("field without reason", lambda: replaced("- task 400 — the subject of the whole question: which actions does this task require?",
                                              "- task 400"), "has no reason"),
    ("cell read and excluded", lambda: replaced("- draft — the draft exists only after", "- task — the draft exists only after"),
     "is excluded but read by the frame"),
    ("predicate on unknown question", lambda: replaced("prob:needs_tool >= 0.2", "prob:need_tool >= 0.2"),
     "unknown question 'need_tool'"),
    ("predicate of wrong type", lambda: replaced("prob:ok >= 0.6", "score:ok >= 0.6"), "needs a score question"),
    ("prob on a score question", lambda: replaced("prob:needs_auth >= 0.5", "prob:risk >= 0.5"), "needs a noul question"),
    ("unparseable predicate", lambda: replaced("prob:done >= 0.6", "prob:done >> 0.6"), "cannot read predicate"),
    ("probability out of range", lambda: replaced("prob:done >= 0.6", "prob:done >= 1.6"), "outside [0, 1]"),
    ("score out of range", lambda: replaced("score:risk >= 2", "score:risk >= 7"), "outside [0, 3]"),
    ("picked unknown option", lambda: replaced("- top >= 0.6 → call", "- picked:tool = hammer → call"),
     "'hammer' is not an option"),
    ("no catch-all", lambda: replaced("- else → keep_going", "- prob:done < 0.6 → keep_going"), "no catch-all"),
    ("rule after else", lambda: (lambda t, n: (t, n + 1))(*replaced("- else → auto", "- else → auto\n- score:risk >= 3 → ask_human")),
     "can never match"),
    ("unreachable tier", lambda: replaced("score:risk >= 1 → auto_audit", "score:risk >= 2 → auto_audit"), "can never match"),
    ("duplicate decision", lambda: replaced("## is_done", "## step_ok"), "duplicate decision"),
    ("unknown decision", lambda: replaced("## step_ok", "## step_okay"), "unknown decision 'step_okay'"),
    ("question id the loop does not read", lambda: replaced("### question ok", "### question fine"),
     "not read by the loop"),
    ("question type inconsistent with kind", lambda: replaced("### question ok", "### question ok (score)"),
     "but the decision's kind is noul"),
    ("mixed without type", lambda: replaced("### question risk (score)", "### question risk"),
     "in a mixed decision write the type"),
    ("score with one level", lambda: (TEXT.replace("- reversible write\n- irreversible\n- destructive\n", ""),
                                      line_of("### question risk")), "needs 2–10 levels"),
    ("noul criterion malformed", lambda: replaced("- true: the tool ran", "- yes: the tool ran"),
     "must be 'true: …' or 'false: …'"),
    ("duplicate question", lambda: replaced("### question deliverable", "### question unsupported"),
     "duplicate question id"),
    ("duplicate frame field", lambda: replaced("- last 300 lastOrNone", "- task 300 lastOrNone"), "duplicate frame field"),
    ("dynamic reads wrong cells", lambda: replaced("dynamic: fileOptions(task, earlier, files, readFiles, holds)", "dynamic: fileOptions(files)"),
     "fileOptions reads task, earlier, files, readFiles"),
    ("unknown provider", lambda: replaced("dynamic: fileOptions(task, earlier, files, readFiles, holds)", "dynamic: fileList(files, readFiles)"),
     "unknown candidate provider"),
    ("unknown tool option", lambda: replaced("- list_dir: it is not yet known", "- run_shell: it is not yet known"),
     "unknown tool option"),
    ("wrong count", lambda: replaced("### frame (6)", "### frame (5)"), "declares 5 fields but lists 6"),
    ("missing count", lambda: replaced("### policy (2)", "### policy"), "must state how many"),
    ("unsupported schema", lambda: replaced("schema: jevloop-decisions/1", "schema: jevloop-decisions/9"), "unsupported schema"),
    ("unknown section", lambda: replaced("### excluded (5)", "### exclusions (5)"), "unknown section"),
]


@pytest.mark.parametrize("name,mutate,fragment", MUTATIONS, ids=[m[0] for m in MUTATIONS])
def test_mutation_refused_with_line(name, mutate, fragment):
    text, line = mutate()
    with pytest.raises(ContractError) as ei:
        compile_contract(text)
    problems = ei.value.problems
    hits = [(ln, m) for ln, m in problems if fragment in m]
    assert hits, f"{name}: no problem mentions {fragment!r}: {problems}"
    if name in ("duplicate decision", "unknown decision"):
        assert any(ln == line for ln, _ in hits), problems
    elif name in ("no catch-all", "wrong count", "missing count"):
        assert all(ln > 0 for ln, _ in hits), problems
    else:
        assert any(ln == line for ln, _ in hits), f"{name}: expected line {line}, got {problems}"


def test_at_least_thirty_distinct_mutations():
    """The mutations are thirty different defects, not one defect thirty times: each is refused with
    its own message."""
    messages = set()
    for _, mutate, fragment in MUTATIONS:
        text, _ = mutate()
        with pytest.raises(ContractError) as ei:
            compile_contract(text)
        messages.add(next(m for _, m in ei.value.problems if fragment in m))
    assert len(messages) >= 30


def test_missing_decision_and_generator():
    start = TEXT.index("## is_done")
    end = TEXT.index("## can_deliver")
    with pytest.raises(ContractError) as ei:
        compile_contract(TEXT[:start] + TEXT[end:])
    assert any("'is_done' is missing" in m for _, m in ei.value.problems)
    with pytest.raises(ContractError) as ei:
        compile_contract(TEXT[: TEXT.index("## generator")])
    assert any("no '## generator'" in m for _, m in ei.value.problems)


HARMLESS = {
    "reworded reason": lambda t: t.replace("the subject of the whole question: which actions does this task require?",
                                           "what the whole question is about: the actions this task requires"),
    "reordered noul criteria": lambda t: t.replace(
        "- true: the tool ran and returned content: no error, no empty result, and it names the target that was requested\n"
        "- false: the call did not work: an error, an empty result, a missing file, or output that did not come from this call",
        "- false: the call did not work: an error, an empty result, a missing file, or output that did not come from this call\n"
        "- true: the tool ran and returned content: no error, no empty result, and it names the target that was requested"),
    "prose between blocks": lambda t: t.replace("## step_ok", "Some words about the next block.\n\n说明文字。\n\n## step_ok"),
    "CRLF endings": lambda t: t.replace("\n", "\r\n"),
    "trailing spaces": lambda t: "\n".join(l + "   " if l else l for l in t.split("\n")),
    "html comment": lambda t: t.replace("### policy (4)", "<!-- reviewed 2026-11 -->\n\n### policy (4)"),
    "reordered exclusions": lambda t: t.replace(
        "- cwd — irrelevant to whether the task is done\n- files — what the directory holds",
        "- files — what the directory holds").replace(
        "- canWrite — irrelevant to completion\n", "- canWrite — irrelevant to completion\n- cwd — irrelevant to whether the task is done\n"),
}


@pytest.mark.parametrize("name", list(HARMLESS))
def test_harmless_edit_compiles_identically(name):
    base = compile_contract(TEXT)
    edited = HARMLESS[name](TEXT)
    assert edited != TEXT, "the edit did not apply"
    c = compile_contract(edited)
    assert c.behaviour() == base.behaviour()
    assert c.version == base.version


def _declaration_lines() -> list[int]:
    out, section = [], None
    for i, l in enumerate(LINES):
        if l.startswith("### "):
            section = l.split()[1]
        elif l.startswith("## "):
            section = None
        elif l.startswith("- ") and section in ("frame", "excluded", "policy"):
            out.append(i)
    return out


def test_deleting_any_declaration_line_is_refused():
    lines = _declaration_lines()
    assert len(lines) > 80
    base = compile_contract(TEXT).behaviour()
    for i in lines:
        text = "\n".join(LINES[:i] + LINES[i + 1:])
        try:
            c = compile_contract(text)
        except ContractError:
            continue
        assert c.behaviour() == base, f"deleting line {i + 1} ({LINES[i]!r}) compiled into a narrower contract"
        pytest.fail(f"deleting line {i + 1} ({LINES[i]!r}) compiled")


def test_gates_apply_and_are_recorded():
    c = load_contract(ROOT / "DECISION.md", {"step_ok.ok": "0.7", "grade_risk.risk[1]": "0.5"})
    assert c.gates == {"step_ok.ok": 0.7, "grade_risk.risk[1]": 0.5}
    assert c["step_ok"].policy[0].when.value == 0.7
    assert c["grade_risk"].policy[2].when.value == 0.5
    assert c.version == compile_contract(TEXT).version   # gates are recorded beside the version


@pytest.mark.parametrize("gates,fragment", [
    ({"step_ok.okay": "0.7"}, "unknown gate key"),
    ({"step_ok.ok": "high"}, "is not a number"),
    ({"step_ok.ok": "1.5"}, "outside [0, 1]"),
    ({"grade_risk.risk[0]": "4"}, "outside [0, 3]"),
    ({"grade_risk.risk[0]": "1"}, "can never match"),
    ({"step_ok.ok": "0.7", "nope.x": "1"}, "unknown gate key 'nope.x'"),
])
def test_bad_gates_refused_as_a_whole(gates, fragment):
    with pytest.raises(GateError) as ei:
        load_contract(ROOT / "DECISION.md", gates)
    assert fragment in str(ei.value)
    assert "valid gate keys:" in str(ei.value) and "step_ok.ok" in str(ei.value)
