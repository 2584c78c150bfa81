"""The wild benchmark's data are consistent (its own checker), and the loop with the offline generator
can pass its tasks when every decision is right: run with the oracle as the judge, every task passes
(since dates name files, "5 月 6 号那个" too, which once only a language model could resolve).
A failure here is a defect of the loop, the generator's tool inputs or the task data, not of the judge."""
from __future__ import annotations

import subprocess
import sys

import pytest

from jevloop.loopbench import WILD_DIR, copy_workspace, run_task, summarize, wild_tasks
from jevloop.oracle import OracleJudge

# The offline generator composes answers and files only from the tools' evidence: a file that must
# say something no read file says in those words needs an LLM writer.
NEEDS_AN_LLM: set[str] = set()   # (np-19 left it when the offline writer took mkdirp.sync()'s section)
# pick_input is offered only the files holding most of a question's words (frame.file_options); where the
# file with the answer holds fewer of them, not even the oracle can pick it, and the oracle then reads
# a file the task forbids. These stay failures of the benchmark for every judge. (np-01, "where in the
# code do we set the default mode…", was one until a kind the task asks about ranked its holders first.)
NOT_OFFERED: set[str] = set()


def test_wild_data_check_passes():
    r = subprocess.run([sys.executable, str(WILD_DIR / "check.py")], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def test_split_is_by_workspace_and_both_splits_are_mostly_chinese_enough():
    dev, test = wild_tasks("dev"), wild_tasks("test")
    assert len(dev) + len(test) >= 150
    assert not {ws for _, ws in dev} & {ws for _, ws in test}
    assert len({ws for _, ws in dev} | {ws for _, ws in test}) >= 6
    for part in (dev, test):
        assert sum(s.lang == "zh" for s, _ in part) / len(part) >= 0.4


def test_the_oracle_passes_every_task_an_offline_loop_can_do():
    results = []
    for spec, ws in wild_tasks():
        results.append(run_task(OracleJudge(spec), spec, workspace=copy_workspace(ws)))
    failed = {r["id"] for r in results if not r["pass"]}
    known = NEEDS_AN_LLM | NOT_OFFERED
    assert failed <= known, [(r["id"], r["halt"], r["missing"], r["forbidden"], r["artifacts"])
                             for r in results if r["id"] in failed - known]
    # an exception that passes is no longer one: take it out
    assert known <= failed, known - failed
    s = summarize([r for r in results if r["id"] not in NOT_OFFERED])
    assert s["destructive_unasked"] == 0 and s["agreement"] == 1.0


def _own_task_set(root):
    """A task set of one's own in the benchmark's layout: one folder, one task."""
    import json
    ws = root / "workspaces" / "mine"
    (ws / "notes").mkdir(parents=True)
    for name, text in {"notes/周报.md": "本周完成：迁移脚本\n", "a.txt": "alpha\n", "b.txt": "beta\n", "c.md": "gamma\n"}.items():
        (ws / name).write_text(text, encoding="utf-8")
    (root / "SOURCES.md").write_text("".join(f"- `mine/{n}` ← written for this test\n"
                                             for n in ("notes/周报.md", "a.txt", "b.txt", "c.md")), encoding="utf-8")
    task = {"id": "mine-01", "workspace": "mine", "split": "test", "lang": "zh", "class": "read_named",
            "text": "看下 notes/周报.md 本周完成了什么", "required": [["list_dir", "."], ["read_file", "notes/周报.md"]],
            "forbidden": [], "must_ask": [], "artifacts": {}, "allow_write": False, "allow_delete": False,
            "search": None, "earlier_task": None, "answer_contains": "迁移脚本"}
    (root / "tasks.jsonl").write_text(json.dumps(task, ensure_ascii=False) + "\n", encoding="utf-8")


def test_an_own_task_set_is_checked_and_run_with_root(tmp_path, capsys):
    import json
    from jevloop.loopbench import main
    _own_task_set(tmp_path)
    r = subprocess.run([sys.executable, str(WILD_DIR / "check.py"), "--root", str(tmp_path)], capture_output=True, text=True)
    assert r.returncode == 0 and "1 tasks, 1 workspaces, 0 problems" in r.stdout, r.stdout
    (tmp_path / "workspaces" / "mine" / "c.md").unlink()       # a file SOURCES.md lists but no longer there: 3 files
    r = subprocess.run([sys.executable, str(WILD_DIR / "check.py"), "--root", str(tmp_path)], capture_output=True, text=True)
    assert r.returncode == 1 and "3 files, want 4-15" in r.stdout
    assert main(["--suite", "wild", "--root", str(tmp_path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["summary"]["tasks"] == 1 and out["results"][0]["id"] == "mine-01"


def test_root_needs_the_layout(tmp_path):
    from jevloop.loopbench import main
    with pytest.raises(SystemExit):
        main(["--suite", "wild", "--root", str(tmp_path)])


@pytest.mark.parametrize("name,tasks", [("probes", 780), ("probes2", 880), ("probes3", 480), ("probes4", 320),
                                        ("probes5", 140), ("probes6", 160),
                                        ("probes7", 160), ("probes8", 80), ("probes9", 80)])
def test_the_probe_sets_check_in_the_same_layout(name, tasks):
    probes = WILD_DIR.parent / name
    r = subprocess.run([sys.executable, str(WILD_DIR / "check.py"), "--root", str(probes)], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    specs = wild_tasks(None, probes)
    others = {ws.name for other in ("probes", "probes2", "probes3", "probes4", "probes5", "probes6", "probes7", "probes8", "probes9")
              if other != name
              for _, ws in wild_tasks(None, WILD_DIR.parent / other)}
    assert len(specs) == tasks and not {ws.name for _, ws in specs} & ({ws.name for _, ws in wild_tasks()} | others)
