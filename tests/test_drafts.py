"""can_deliver's ground truth for real drafts (oracle.draft_truth) and the stored-draft plumbing
(jevloop.train.drafts): round trip of the context, training examples compiled from the contract, scoring."""
from jevloop.contract import load_contract
from jevloop.frame import AgentCtx, StepRecord
from jevloop.generate.faults import empty_draft, evidence_text, repeats
from jevloop.oracle import TaskSpec, draft_truth

SPEC = TaskSpec("read_named", "what version does mdurl/__init__.py declare?", "en",
                [("list_dir", "."), ("read_file", "mdurl/__init__.py")], answer_contains="0.1.2")
CTX = AgentCtx(task=SPEC.text, files=["mdurl/__init__.py", "README.md"], read_files=["mdurl/__init__.py"],
               history=[StepRecord("list_dir", ".", "mdurl/__init__.py\nREADME.md"),
                        StepRecord("read_file", "mdurl/__init__.py", '__version__ = "0.1.2"\n')])


def test_a_draft_that_carries_the_fact_is_deliverable():
    t = draft_truth(SPEC, CTX, "mdurl/__init__.py declares version 0.1.2.")
    assert t.deliverable and not t.unsupported


def test_invented_names_wrong_language_loops_and_undone_tasks_are_not():
    t = draft_truth(SPEC, CTX, "It is 0.1.2, set in setup.py by get_version().")
    assert t.unsupported and not t.deliverable and "setup.py" in t.why
    assert not draft_truth(SPEC, CTX, "版本号是 0.1.2，在初始化文件里。").deliverable
    loop = "The version is declared in the module here. " * 4 + "0.1.2"
    assert "repeats" in draft_truth(SPEC, CTX, loop).why
    early = CTX.replace(history=CTX.history[:1], read_files=[])
    assert not draft_truth(SPEC, early, "The version is 0.1.2.").deliverable


def test_a_quoted_line_the_file_repeats_is_no_loop():
    """repeats counts a passage against the evidence: a draft may quote a file's repeated line as often as the
    file holds it; said once more than that, it loops (generate/faults.py, the oracle and the loop alike)."""
    line = "from tenacity import retry_if_exception"
    body = "\n".join([line] * 3)
    ctx = CTX.replace(history=CTX.history[:1] + [StepRecord("read_file", "mdurl/__init__.py", body)])
    evidence = evidence_text(ctx.history)
    assert repeats("mdurl/__init__.py:\n" + body, evidence) is None
    assert repeats("mdurl/__init__.py:\n" + body + "\n" + line, evidence) == line
    assert repeats("目录里有 2 个文件：a.md, b.md 目录里有 2 个文件：a.md, b.md 目录里有 2 个文件：a.md, b.md")
    assert repeats("Release notes: see RelNotes/2.39.4.txt, RelNotes/2.39.5.txt and RelNotes/2.40.0.txt.") is None


def test_a_draft_is_empty_when_it_only_restates_the_task_or_echoes_the_instructions():
    instructions = load_contract().generator
    task = "把 notes.md 里的电话号码找出来"
    assert empty_draft(task, f"问题是：{task}", "", instructions) == "the draft only restates the task"
    assert empty_draft(task, f"{task}：138-0000-1234", "", instructions) is None
    assert "instructions" in empty_draft(task, "Do not guess. Reply in the same language as the task.", "", instructions)
    assert empty_draft("Is 7 prime?", "Is 7 prime? Yes.", "", instructions) is None
    # (found in review) a yes said in the task's own words, a line said once per item, a user's prompt file quoted
    assert empty_draft("这个文件是 UTF-8 的吗", "这个文件是 UTF-8 的吗？是的。", "", instructions) is None
    assert empty_draft("is the backup done", "Is the backup done? It is.", "", instructions) is None
    per_item = "### a.py\n- No TODO comments found.\n### b.py\n- No TODO comments found.\n### c.py\n- No TODO comments found."
    assert empty_draft("any TODOs?", per_item, "", instructions) is None
    quoted = "Answer the task using only the evidence provided."
    assert empty_draft("what does prompts/system.txt say?", f'It says: "{quoted}"', f"read_file(prompts/system.txt) → {quoted}",
                       instructions) is None
    assert repeats("a" + " " * 20000 + "b") is None and repeats("The file lists 3 users " * 40)


def test_without_a_fact_to_check_there_is_no_truth():
    direct = TaskSpec("direct", "what is 7 times 6?", "en", [])
    assert draft_truth(direct, AgentCtx(task=direct.text), "42") is None


def test_a_write_task_needs_the_written_file_named():
    spec = TaskSpec("copy", "copy notes.md into new.md", "en", [("list_dir", "."), ("read_file", "notes.md"),
                                                                  ("write_file", "new.md")])
    ctx = AgentCtx(task=spec.text, files=["notes.md"], history=[
        StepRecord("list_dir", ".", "notes.md"), StepRecord("read_file", "notes.md", "alpha beta gamma delta"),
        StepRecord("write_file", "new.md\nalpha beta", "wrote new.md")])
    assert draft_truth(spec, ctx, "Copied notes.md into new.md.").deliverable
    assert not draft_truth(spec, ctx, "Copied the notes.").deliverable


def test_stored_drafts_round_trip_and_compile_to_both_questions():
    import random
    from jevloop.train.drafts import ctx_from_json, ctx_to_json, examples, score
    ctx = CTX.replace(draft="Version 0.1.2.")
    assert ctx_from_json(ctx_to_json(ctx)) == ctx
    row = {"part": "heldout", "lang": "en", "ctx": ctx_to_json(ctx), "deliverable": True, "unsupported": False}
    exs = list(examples(random.Random(0), load_contract(), row))
    assert sorted((e.qid, e.label) for e in exs) == [("deliverable", 1), ("unsupported", 0)]
    assert "0.1.2" in str(exs[0].state)

    class Fixed:
        def __init__(self, p):
            self.p = p

        def ask(self, state, questions):
            return {"answers": {"unsupported": {"type": "noul", "noul": 0.02},
                                "deliverable": {"type": "noul", "noul": self.p}}}
    wrong = dict(row, deliverable=False)
    assert score(Fixed(0.99), load_contract(), [row, wrong]) == {
        "drafts": 2, "right": 1, "wrong": 1, "delivered_right": 1.0, "refused_wrong": 0.0}
    assert score(Fixed(0.01), load_contract(), [row, wrong])["refused_wrong"] == 1.0


def test_a_stored_draft_is_labelled_again_by_todays_oracle():
    from jevloop.train.drafts import ctx_to_json, relabel, spec_to_json
    row = {"part": "train", "lang": "en", "spec": spec_to_json(SPEC), "ctx": ctx_to_json(CTX.replace(draft="The declared version is 0.1.2.")),
           "deliverable": False, "unsupported": True, "why": "stored by an older oracle"}
    new = relabel(row)
    assert new["deliverable"] and not new["unsupported"] and new["why"] == "carries what the task needs"


def test_training_never_takes_a_draft_of_a_benchmark_task():
    from jevloop.loopbench import wild_tasks
    from jevloop.train.drafts import trainable
    spec, _ = wild_tasks("dev")[0]
    rows = [{"part": "train", "task": "read notes.md"}, {"part": "heldout", "task": "read a.md"},
            {"part": "train", "task": spec.text}, {"part": "wild-dev", "task": spec.text}]
    assert trainable(rows) == [rows[0]]


def test_world_and_wild_tasks_are_interleaved_lazily():
    from jevloop.train.drafts import _interleave
    drawn = []

    def world():
        for i in range(5):
            drawn.append(i)
            yield ("w", i)
    seq = _interleave(world(), 5, [("d", 0), ("d", 1)], seed=1)
    first = next(seq)
    assert len(drawn) <= 1                    # nothing is drawn before it is reached
    rest = [first] + list(seq)
    assert sorted(rest) == [("d", 0), ("d", 1)] + [("w", i) for i in range(5)]
