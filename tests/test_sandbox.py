"""The sandbox under attack: a directory swapped for a symlink while the tools run, hard links to
outside files, non-UTF-8 names, version-control metadata, the workspace root as a target, FIFOs and
huge files; and the loop's overwrite rule (replacing a file asks a human like a delete)."""
from __future__ import annotations

import ctypes
import os
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from jevloop.loop import Agent
from jevloop.oracle import OracleJudge, TaskSpec
from jevloop.tools.local import LocalTools

OUTSIDE = "OUTSIDE-SECRET"


@pytest.fixture()
def world(tmp_path):
    out = tmp_path / "outside"
    out.mkdir()
    (out / "b.txt").write_text(OUTSIDE, encoding="utf-8")
    ws = tmp_path / "ws"
    (ws / "sub").mkdir(parents=True)
    (ws / "sub" / "b.txt").write_text("inside", encoding="utf-8")
    return ws, out


def _exchanger():
    """renameat2(RENAME_EXCHANGE) through libc when the kernel and libc have it, else None."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        fn = libc.renameat2
    except (OSError, AttributeError):
        return None
    AT_FDCWD, RENAME_EXCHANGE = -100, 2

    def swap(a: Path, b: Path) -> None:
        if fn(AT_FDCWD, bytes(a), AT_FDCWD, bytes(b), RENAME_EXCHANGE) != 0:
            raise OSError(ctypes.get_errno(), "renameat2")
    return swap


def test_swapping_a_directory_for_a_symlink_never_leads_outside(world):
    ws, out = world
    os.symlink(out, ws / "swap")                 # "swap" → outside; exchanged with "sub" over and over
    exchange = _exchanger()
    stop = threading.Event()
    swaps = [0]

    def swapper():
        while not stop.is_set():
            try:
                if exchange is not None:
                    exchange(ws / "sub", ws / "swap")
                else:                            # not atomic, but opens the same windows
                    os.rename(ws / "sub", ws / "tmp")
                    os.rename(ws / "swap", ws / "sub")
                    os.rename(ws / "tmp", ws / "swap")
                swaps[0] += 1
            except OSError:
                pass

    tools = LocalTools(ws, allow_write=True)
    t = threading.Thread(target=swapper, daemon=True)
    t.start()
    escapes, reads_ok = 0, 0
    try:
        for i in range(10_000):
            r = tools.call("read_file", "sub/b.txt")
            escapes += OUTSIDE in r.output
            reads_ok += r.ok
            if i % 10 == 0:
                tools.call("write_file", f"sub/w{i}.txt\nhello")
    finally:
        stop.set()
        t.join()
    assert swaps[0] > 100                          # the race really ran
    assert escapes == 0
    assert sorted(p.name for p in out.iterdir()) == ["b.txt"]   # nothing written outside
    assert reads_ok > 0                          # and the tools still worked between swaps


segment = st.sampled_from(["..", ".", "a.txt", "sub", "b.txt", "x", "", "~", "/", "link", "hard", ".git", "config",
                           "..%2f", "\\..", "sub/..", "\\x ff", "swap"])


@pytest.fixture(scope="module")
def fuzz_world(tmp_path_factory):
    root = tmp_path_factory.mktemp("fuzz")
    out = root / "outside"
    out.mkdir()
    (out / "b.txt").write_text(OUTSIDE, encoding="utf-8")
    ws = root / "ws"
    (ws / "sub").mkdir(parents=True)
    (ws / ".git").mkdir()
    (ws / ".git" / "config").write_text("[core]\n", encoding="utf-8")
    (ws / "a.txt").write_text("hello", encoding="utf-8")
    os.symlink(out, ws / "swap")
    os.symlink(out / "b.txt", ws / "link")
    os.link(out / "b.txt", ws / "hard")
    return root, ws, out


@settings(max_examples=10_000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                      HealthCheck.too_slow])
@given(parts=st.lists(segment, min_size=1, max_size=5), absolute=st.booleans())
def test_fuzzed_paths_never_escape_or_touch_protected(fuzz_world, parts, absolute):
    root, ws, out = fuzz_world
    tools = LocalTools(ws, allow_write=True, allow_delete=True)
    path = ("/" if absolute else "") + "/".join(parts)
    for tool, inp in (("read_file", path), ("write_file", f"{path}\nPWNED"), ("delete_file", path),
                      ("move_file", f"a.txt -> {path}"), ("move_file", f"{path} -> moved.txt"), ("list_dir", path)):
        res = tools.call(tool, inp)
        assert OUTSIDE not in res.output
        if tool == "move_file" and res.ok:                       # put it back for the next example
            a, _, b = res.effects[0][1].partition(" -> ")
            tools.call("move_file", f"{b} -> {a}")
    assert (out / "b.txt").read_text(encoding="utf-8") == OUTSIDE
    assert sorted(p.name for p in out.iterdir()) == ["b.txt"]
    assert (ws / ".git" / "config").read_text(encoding="utf-8") == "[core]\n"
    assert {p.name for p in root.iterdir()} == {"ws", "outside"}


def test_hard_links_to_outside_are_neither_read_nor_overwritten(world):
    ws, out = world
    os.link(out / "b.txt", ws / "hard.txt")
    tools = LocalTools(ws, allow_write=True, allow_delete=True)
    r = tools.call("read_file", "hard.txt")
    assert not r.ok and "hard links" in r.output
    assert not tools.call("write_file", "hard.txt\nPWNED").ok
    assert not tools.call("delete_file", "hard.txt").ok
    assert (out / "b.txt").read_text(encoding="utf-8") == OUTSIDE


def test_vcs_metadata_and_protected_patterns_are_never_changed(world):
    ws, _ = world
    (ws / ".git").mkdir()
    (ws / ".git" / "config").write_text("[core]\n", encoding="utf-8")
    (ws / "prod.env").write_text("KEY=1\n", encoding="utf-8")
    tools = LocalTools(ws, allow_write=True, allow_delete=True, protect=["*.env"])
    for tool, inp in (("write_file", ".git/config\n[core]\nfsmonitor = touch /tmp/pwned"),
                      ("write_file", ".git/hooks/pre-commit\nrm -rf ~"), ("delete_file", ".git/config"),
                      ("move_file", ".git/config -> config.txt"), ("move_file", "sub/b.txt -> .git/b.txt"),
                      ("write_file", "prod.env\nKEY=2"), ("delete_file", "prod.env")):
        r = tools.call(tool, inp)
        assert not r.ok and "protected" in r.output, (tool, r.output)
    assert (ws / ".git" / "config").read_text(encoding="utf-8") == "[core]\n"
    assert (ws / "prod.env").read_text(encoding="utf-8") == "KEY=1\n"
    assert not (ws / ".git" / "hooks").exists()


@pytest.mark.parametrize("target", [".", "./", "sub/..", ""])
def test_the_workspace_itself_is_never_deleted(world, target):
    ws, _ = world
    tools = LocalTools(ws, allow_write=True, allow_delete=True)
    assert not tools.call("delete_file", target).ok
    assert ws.is_dir() and (ws / "sub" / "b.txt").exists()


def test_non_utf8_names_are_listed_escaped_and_usable(world):
    ws, _ = world
    raw = os.fsencode(ws) + b"/caf\xe9.txt"
    with open(raw, "wb") as f:
        f.write(b"bonjour")
    tools = LocalTools(ws, allow_write=True, allow_delete=True)
    listing = tools.call("list_dir", ".").output
    assert "caf\\xe9.txt" in listing
    listing.encode("utf-8")                      # valid text: no lone surrogates
    assert tools.call("read_file", "caf\\xe9.txt").output == "bonjour"
    assert tools.call("delete_file", "caf\\xe9.txt").ok
    assert not os.path.exists(raw)


def test_a_fifo_is_refused_without_hanging(world):
    ws, _ = world
    os.mkfifo(ws / "pipe")
    r = LocalTools(ws).call("read_file", "pipe")
    assert not r.ok and "not a regular file" in r.output


def test_a_huge_file_is_read_only_up_to_the_bound(world):
    ws, _ = world
    with open(ws / "big.log", "wb") as f:
        f.truncate(8 * 1024 ** 3)                 # 8 GB, sparse: reading it whole would fail
    r = LocalTools(ws).call("read_file", "big.log")
    assert r.ok and r.output.endswith(f"[truncated: first 4000 characters of a {8 * 1024 ** 3}-byte file]")


# -- the loop: replacing an existing file asks a human, like a delete -------------------------------

class _Writer:
    """A generator that answers every write with a fixed path (as a confused LLM might)."""
    name = "fixed"

    def __init__(self, path: str):
        self.path = path

    def generate(self, system, task, evidence, purpose="answer", feedback=None, bounds=None):
        from jevloop.generate.base import Generation
        text = f"PATH: {self.path}\nCONTENT:\nreplaced\n" if purpose == "write" else "done"
        return Generation(text, model_calls=1, tokens=3, ms=0.0, by_llm=True)


def _copy_spec(new: str) -> TaskSpec:
    return TaskSpec("copy", f"Copy the greeting from a.txt into {new}.", "en",
                    [("list_dir", "."), ("read_file", "a.txt"), ("write_file", new)], allow_write=True)


@pytest.mark.parametrize("approve", ["no", "yes"])
def test_an_overwrite_asks_a_human_whatever_the_judge_says(tmp_path, approve):
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "a.txt").write_text("hello", encoding="utf-8")
    (ws / "b.txt").write_text("keep me", encoding="utf-8")
    asked = []
    # the task names no new file, the generator aims at b.txt: the oracle grades the write as routine
    spec = TaskSpec("copy", "Copy the greeting from a.txt.", "en",
                    [("list_dir", "."), ("read_file", "a.txt"), ("write_file", "b.txt")], allow_write=True)
    agent = Agent(ws, judge=_LowRisk(spec), generator=_Writer("b.txt"), allow_write=True,
                  approve=lambda tool, target, why: asked.append((tool, target, why)) or approve == "yes")
    res = agent.run(spec.text)
    assert asked and asked[0][0] == "write_file" and asked[0][1] == "b.txt" and "replace" in asked[0][2]
    if approve == "no":
        assert res.halt.startswith("denied")
        assert (ws / "b.txt").read_text(encoding="utf-8") == "keep me"
    else:
        assert (ws / "b.txt").read_text(encoding="utf-8") == "replaced\n"


class _LowRisk(OracleJudge):
    """The oracle, except that grade_risk always answers "read-only, no authorisation needed"."""

    def truth(self, did, ctx, questions):
        out = super().truth(did, ctx, questions)
        if did == "grade_risk":
            from jevloop.oracle import noul, score_answer
            out = {"risk": score_answer(list(questions["risk"]["criteria"]), 0), "needs_auth": noul(0.01)}
        return out


def test_a_new_file_the_task_names_is_written_without_asking(tmp_path):
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "a.txt").write_text("hello", encoding="utf-8")
    spec = _copy_spec("greeting.txt")
    asked = []
    agent = Agent(ws, judge=OracleJudge(spec), generator=_Writer("greeting.txt"), allow_write=True,
                  approve=lambda *a: asked.append(a) or False)
    agent.run(spec.text)
    assert not asked and (ws / "greeting.txt").read_text(encoding="utf-8") == "replaced\n"


@pytest.mark.parametrize("wrong", ["a.txt", ".git/config", "other.txt"])
def test_a_write_elsewhere_than_the_named_new_file_is_refused(tmp_path, wrong):
    ws = tmp_path / "ws"
    (ws / ".git").mkdir(parents=True)
    (ws / ".git" / "config").write_text("[core]\n", encoding="utf-8")
    (ws / "a.txt").write_text("hello", encoding="utf-8")
    spec = _copy_spec("greeting.txt")
    agent = Agent(ws, judge=OracleJudge(spec), generator=_Writer(wrong), allow_write=True, approve="yes")
    res = agent.run(spec.text)
    assert res.halt.startswith("input_unclear")
    assert (ws / "a.txt").read_text(encoding="utf-8") == "hello"
    assert (ws / ".git" / "config").read_text(encoding="utf-8") == "[core]\n"
    assert not (ws / "other.txt").exists()


def test_a_delete_takes_exactly_the_named_file_or_nothing(tmp_path):
    ws = tmp_path / "ws"
    ws.mkdir()
    for n in ("alpha.ts", "beta.ts"):
        (ws / n).write_text("x", encoding="utf-8")
    spec = TaskSpec("delete", "Remove draft.txt; do not touch beta.ts", "en",
                    [("list_dir", "."), ("delete_file", "draft.txt")], allow_delete=True)
    res = Agent(ws, judge=OracleJudge(spec), allow_delete=True, approve="yes").run(spec.text)
    # the listing shows draft.txt missing: no delete is even offered, only `done`, so is_done's "yes" is
    # code's (task_done; before that rule agent_done, and before the missing-file rule the delete's
    # input was refused: input_unclear); either way nothing else is taken
    assert res.halt.startswith(("task_done", "agent_done", "input_unclear"))
    assert not any(st["tool"] == "delete_file" for st in res.steps)
    assert (ws / "beta.ts").exists() and (ws / "alpha.ts").exists()


def test_protected_patterns_reach_the_loop_and_the_cli(tmp_path):
    from jevloop.cli import main
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "a.txt").write_text("hello", encoding="utf-8")
    spec = _copy_spec("greeting.txt")
    res = Agent(ws, judge=OracleJudge(spec), generator=_Writer("greeting.txt"), allow_write=True, approve="yes",
                protect=["greet*"]).run(spec.text)
    assert not (ws / "greeting.txt").exists()
    assert any(s["tool"] == "write_file" and not s["ok"] for s in res.steps)
    assert main(["run", "What is 1+1?", "--workspace", str(ws), "--protect", "*.txt", "--json"]) == 0
