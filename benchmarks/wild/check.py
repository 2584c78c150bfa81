"""Consistency checker for the wild benchmark (stdlib only).

    python3 benchmarks/wild/check.py [--counts] [--root DIR]

Checks tasks.jsonl against the workspaces and SOURCES.md; prints every problem and exits 1 when there
is any. --counts also prints the split x lang x class table pasted into README.md. --root checks another
folder of the same layout (tasks.jsonl, workspaces/, SOURCES.md), e.g. a user's own task set; the rules
on the whole benchmark's size and split (>= 160 tasks, >= 7 workspaces, workspaces per split) apply only to
this one.
"""
from __future__ import annotations

import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))   # the benchmark folder; main() may repoint it (--root)
WS_ROOT = os.path.join(HERE, "workspaces")
MAX_READ_CHARS = 4000          # what one read_file shows the agent (jevloop/tools/local.py)
MAX_FILE_BYTES = 6144
MAX_FILE_LINES = 160
TOOLS = {"list_dir", "read_file", "write_file", "move_file", "delete_file"}
CLASSES = {"read_named", "read_typo", "read_multi", "content_question", "sequence", "no_tool", "missing",
           "copy_new", "write_new", "move", "delete", "list", "count", "summarise", "injected", "refer_back"}
FIELDS = {"id": str, "workspace": str, "split": str, "lang": str, "class": str, "text": str, "required": list,
          "forbidden": list, "must_ask": list, "artifacts": dict, "allow_write": bool, "allow_delete": bool,
          "search": (list, type(None)), "earlier_task": (str, type(None)), "answer_contains": (str, type(None))}
NULL_ANSWER = {"no_tool", "list", "move", "delete"}
L = ["list_dir", "."]

problems: list[str] = []


def bad(where: str, msg: str) -> None:
    problems.append(f"{where}: {msg}")


def listing(ws: str) -> list[str]:
    """The files list_dir would show: recursive, sorted, hidden names skipped (as jevloop's sandbox does)."""
    base = os.path.join(WS_ROOT, ws)
    out = []
    for dp, dn, fn in os.walk(base):
        dn[:] = sorted(d for d in dn if not d.startswith("."))
        for f in sorted(fn):
            if not f.startswith("."):
                out.append(os.path.relpath(os.path.join(dp, f), base).replace(os.sep, "/"))
    return out


def read_head(ws: str, rel: str) -> str:
    with open(os.path.join(WS_ROOT, ws, rel), encoding="utf-8") as fh:
        return fh.read()[:MAX_READ_CHARS]


def check_workspaces(bundled: bool = True) -> dict[str, list[str]]:
    files = {}
    sources = open(os.path.join(HERE, "SOURCES.md"), encoding="utf-8").read()
    for ws in sorted(os.listdir(WS_ROOT)):
        if not os.path.isdir(os.path.join(WS_ROOT, ws)):
            continue
        fl = listing(ws)
        files[ws] = fl
        if not 4 <= len(fl) <= 15:
            bad(ws, f"{len(fl)} files, want 4-15")
        for dp, dn, fn in os.walk(os.path.join(WS_ROOT, ws)):
            for name in dn + fn:
                if name.startswith("."):
                    bad(ws, f"hidden entry {os.path.join(dp, name)}")
        for rel in fl:
            p = os.path.join(WS_ROOT, ws, rel)
            raw = open(p, "rb").read()
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:
                bad(f"{ws}/{rel}", "not UTF-8")
                continue
            if len(raw) > MAX_FILE_BYTES:
                bad(f"{ws}/{rel}", f"{len(raw)} bytes > {MAX_FILE_BYTES}")
            if text.count("\n") > MAX_FILE_LINES:
                bad(f"{ws}/{rel}", f"{text.count(chr(10))} lines > {MAX_FILE_LINES}")
            if "\x00" in text:
                bad(f"{ws}/{rel}", "NUL byte")
            if f"`{ws}/{rel}`" not in sources:
                bad(f"{ws}/{rel}", "no line in SOURCES.md")
    if bundled and len(files) < 7:
        bad("workspaces", f"only {len(files)} workspaces, want >= 7")
    return files


def pair_ok(where: str, p, allow_star: bool = False) -> bool:
    if not (isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) for x in p)):
        bad(where, f"not a [tool, target] pair: {p!r}")
        return False
    tool, target = p
    if tool not in TOOLS:
        bad(where, f"unknown tool {tool!r}")
        return False
    if tool == "list_dir" and target != ".":
        bad(where, "list_dir target must be '.'")
    if target == "*" and not allow_star:
        bad(where, "'*' target only allowed in forbidden")
    if target.startswith("/") or ".." in target.split("/"):
        bad(where, f"target escapes the workspace: {target!r}")
    return True


def check_task(t: dict, files: dict[str, list[str]]) -> None:
    tid = t.get("id", "?")
    for k, typ in FIELDS.items():
        if k not in t:
            bad(tid, f"missing field {k}")
            return
        if not isinstance(t[k], typ):
            bad(tid, f"field {k} has type {type(t[k]).__name__}")
            return
    extra = set(t) - set(FIELDS)
    if extra:
        bad(tid, f"unknown fields {sorted(extra)}")
    ws, cls = t["workspace"], t["class"]
    if ws not in files:
        bad(tid, f"workspace {ws!r} does not exist")
        return
    fl = set(files[ws])
    if t["split"] not in ("dev", "test"):
        bad(tid, f"split {t['split']!r}")
    if t["lang"] not in ("en", "zh"):
        bad(tid, f"lang {t['lang']!r}")
    if cls not in CLASSES:
        bad(tid, f"class {cls!r}")
    if not t["text"].strip():
        bad(tid, "empty text")
    cjk = sum(1 for ch in t["text"] if "\u4e00" <= ch <= "\u9fff")
    if t["lang"] == "zh" and cjk == 0:
        bad(tid, "lang zh but no Chinese characters in text")

    req = t["required"]
    for p in req:
        pair_ok(f"{tid} required", p)
    tools = [p[0] for p in req if isinstance(p, list) and len(p) == 2]
    if cls == "no_tool":
        if req:
            bad(tid, "no_tool task with required calls")
        if L not in t["forbidden"]:
            bad(tid, "no_tool task must forbid list_dir")
    else:
        if not req or req[0] != L:
            bad(tid, "required must start with ['list_dir', '.']")
    if req.count(L) > 1:
        bad(tid, "list_dir required twice")
    reads, writes = [], []
    for tool, target in (p for p in req if isinstance(p, list) and len(p) == 2):
        if tool in ("read_file", "move_file", "delete_file") and target not in fl:
            bad(tid, f"{tool} target {target!r} not in workspace {ws}")
        if tool == "write_file" and target in fl:
            bad(tid, f"write_file target {target!r} already exists")
        if tool == "read_file":
            reads.append(target)
        if tool == "write_file":
            writes.append(target)
    for p in t["forbidden"]:
        if pair_ok(f"{tid} forbidden", p, allow_star=True):
            if p in req:
                bad(tid, f"{p} both required and forbidden")
            if p[0] in ("read_file", "move_file", "delete_file") and p[1] != "*" and p[1] not in fl:
                bad(tid, f"forbidden {p} names a file not in {ws}")

    ma = t["must_ask"]
    for tool in ("move_file", "delete_file"):
        if tool in tools and tool not in ma:
            bad(tid, f"{tool} required but not in must_ask")
    for tool in ma:
        if tool not in TOOLS - {"list_dir", "read_file"}:
            bad(tid, f"must_ask tool {tool!r}")
        elif tool not in tools:
            bad(tid, f"must_ask {tool} but no such required call")
    if "write_file" in ma and not any(w in fl for w in writes):
        bad(tid, "write_file in must_ask but nothing is overwritten")

    need_w = any(x in tools for x in ("write_file", "move_file"))
    need_d = any(x in tools for x in ("delete_file", "move_file"))
    if t["allow_write"] != need_w:
        bad(tid, f"allow_write={t['allow_write']} but required tools are {tools}")
    if t["allow_delete"] != need_d:
        bad(tid, f"allow_delete={t['allow_delete']} but required tools are {tools}")

    moved = [p[1] for p in req if p[0] == "move_file"]
    for path, want in t["artifacts"].items():
        if path.startswith("/") or ".." in path.split("/"):
            bad(tid, f"artifact path escapes: {path}")
        if want is None:
            if path not in fl:
                bad(tid, f"artifact {path} must vanish but does not exist now")
            elif not any(p[0] in ("move_file", "delete_file") and p[1] == path for p in req):
                bad(tid, f"artifact {path} must vanish but no move/delete of it is required")
            continue
        if not isinstance(want, str) or not want:
            bad(tid, f"artifact {path}: want a non-empty string or null")
            continue
        if path in fl:
            bad(tid, f"artifact {path} already exists before the run")
        srcs = reads + moved
        if not any(want in open(os.path.join(WS_ROOT, ws, s), encoding="utf-8").read() for s in srcs):
            bad(tid, f"artifact {path}: {want!r} is in none of the source files {srcs}")
        if path not in writes and not moved:
            bad(tid, f"artifact {path} is created by no required write/move")
    if cls in ("delete", "move", "copy_new", "write_new") and not t["artifacts"]:
        bad(tid, f"{cls} task without artifacts")
    if cls == "move" and "move_file" not in tools:
        bad(tid, "move task without move_file")
    if cls == "delete" and "delete_file" not in tools:
        bad(tid, "delete task without delete_file")
    if cls in ("copy_new", "write_new") and "write_file" not in tools:
        bad(tid, f"{cls} task without write_file")
    if cls == "sequence" and not (len(req) >= 3 and "read_file" in tools):
        bad(tid, "sequence task needs a read and a further call")
    if cls == "read_multi" and len(reads) < 2:
        bad(tid, "read_multi task with fewer than 2 reads")
    if cls in ("missing", "list") or (cls == "count" and not reads):
        if req != [L]:
            bad(tid, f"{cls} task should require only list_dir")
        if cls in ("missing", "list") or not reads:
            missing_forb = [f for f in files[ws] if ["read_file", f] not in t["forbidden"]]
            if missing_forb:
                bad(tid, f"{cls} task must forbid reading every file; not forbidden: {missing_forb}")
    if cls == "injected":
        for f in files[ws]:
            for tool in ("delete_file", "move_file"):
                if [tool, f] not in t["forbidden"]:
                    bad(tid, f"injected task does not forbid {tool} {f}")
        if ["write_file", "*"] not in t["forbidden"]:
            bad(tid, "injected task does not forbid write_file *")
        if need_w or need_d:
            bad(tid, "injected task with destructive required calls")
    if cls not in ("move", "delete", "sequence", "copy_new", "write_new") and (need_w or need_d):
        bad(tid, f"{cls} task requires writes/deletes")

    s = t["search"]
    if s is not None:
        if not s:
            bad(tid, "empty search list")
        for f in s:
            if f not in fl:
                bad(tid, f"search file {f!r} not in workspace")
        order = [f for f in files[ws] if f in s]
        if order != s:
            bad(tid, f"search not in listing order: {s} vs {order}")
        if not any(r in s for r in reads):
            bad(tid, "no required read is among the search files")
    if cls == "content_question" and s is None:
        bad(tid, "content_question without search")

    if cls == "refer_back":
        if not t["earlier_task"]:
            bad(tid, "refer_back without earlier_task")
    elif t["earlier_task"] is not None:
        bad(tid, "earlier_task set on a non-refer_back task")

    ans = t["answer_contains"]
    if cls in NULL_ANSWER and ans is not None:
        bad(tid, f"{cls} task should have answer_contains null")
    if ans is not None:
        if len(ans) < 4:
            bad(tid, f"answer_contains {ans!r} shorter than 4 characters")
        if not reads:
            bad(tid, "answer_contains set but no file is read")
        elif not any(ans in read_head(ws, r) for r in reads):
            bad(tid, f"answer_contains {ans!r} not in the first {MAX_READ_CHARS} chars of {reads}")
    elif cls not in NULL_ANSWER | {"count", "missing"}:
        bad(tid, f"{cls} task without answer_contains")


def main(argv: list[str]) -> int:
    global HERE, WS_ROOT
    bundled = "--root" not in argv
    if not bundled:
        i = argv.index("--root")
        if i + 1 >= len(argv):
            print("--root needs a folder", file=sys.stderr)
            return 2
        HERE = os.path.abspath(argv[i + 1])
        WS_ROOT = os.path.join(HERE, "workspaces")
        for need in ("tasks.jsonl", "workspaces", "SOURCES.md"):
            if not os.path.exists(os.path.join(HERE, need)):
                print(f"{HERE}: no {need}", file=sys.stderr)
                return 2
    files = check_workspaces(bundled)
    tasks = []
    with open(os.path.join(HERE, "tasks.jsonl"), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                bad(f"line {n}", "blank line")
                continue
            try:
                t = json.loads(line)
            except json.JSONDecodeError as e:
                bad(f"line {n}", f"bad JSON: {e}")
                continue
            if not isinstance(t, dict):
                bad(f"line {n}", "not an object")
                continue
            tasks.append(t)
            check_task(t, files)
    ids = Counter(t.get("id") for t in tasks)
    for i, c in ids.items():
        if c > 1:
            bad(str(i), f"id used {c} times")
    if bundled and len(tasks) < 160:
        bad("tasks", f"only {len(tasks)} tasks, want >= 160")
    split_of = defaultdict(set)
    for t in tasks:
        split_of[t.get("workspace")].add(t.get("split"))
    for ws, ss in split_of.items():
        if len(ss) != 1:
            bad(ws, f"tasks of one workspace in several splits: {sorted(ss)}")
    for ws in files:
        if ws not in split_of:
            bad(ws, "workspace has no tasks")
    by_split = defaultdict(list)
    for t in tasks:
        by_split[t.get("split")].append(t)
    for sp in ("dev", "test") if bundled else ():
        ts = by_split.get(sp, [])
        wss = {t["workspace"] for t in ts}
        if (sp == "dev" and len(wss) < 3) or (sp == "test" and len(wss) < 4):
            bad(sp, f"{len(wss)} workspaces")
        zh = sum(t["lang"] == "zh" for t in ts)
        if not ts or zh / len(ts) < 0.40:
            bad(sp, f"zh share {zh}/{len(ts)} below 40%")
        if len({t['class'] for t in ts}) < 12:
            bad(sp, "too few classes")
    total_zh = sum(t.get("lang") == "zh" for t in tasks)
    if tasks and total_zh / len(tasks) < 0.40:
        bad("tasks", f"zh share {total_zh}/{len(tasks)} below 40%")

    if "--counts" in argv:
        print_counts(tasks)
    for p in problems:
        print("PROBLEM", p)
    print(f"{len(tasks)} tasks, {len(files)} workspaces, {len(problems)} problems")
    return 1 if problems else 0


def print_counts(tasks: list[dict]) -> None:
    classes = sorted({t["class"] for t in tasks})
    cols = [(sp, lg) for sp in ("dev", "test") for lg in ("en", "zh")]
    c = Counter((t["split"], t["lang"], t["class"]) for t in tasks)
    print("| class | " + " | ".join(f"{sp} {lg}" for sp, lg in cols) + " | total |")
    print("|---" * (len(cols) + 2) + "|")
    for cl in classes:
        row = [c[(sp, lg, cl)] for sp, lg in cols]
        print(f"| {cl} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    tot = [sum(c[(sp, lg, cl)] for cl in classes) for sp, lg in cols]
    print("| **total** | " + " | ".join(map(str, tot)) + f" | {sum(tot)} |")
    ws = Counter((t["split"], t["workspace"]) for t in tasks)
    print()
    for (sp, w), n in sorted(ws.items()):
        zh = sum(1 for t in tasks if t["workspace"] == w and t["lang"] == "zh")
        print(f"- {sp}: {w} — {n} tasks ({zh} zh)")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
