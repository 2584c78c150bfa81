"""Frames (L1): the agent context, its named projections, and bounded, fingerprinted frames.

A frame is what one decision sees of the agent context: the fields its DECISION.md block declares,
each clipped to its bound (characters for strings, items for lists), with every value that came
from tool output wrapped in the untrusted-data marker. Projections are a closed registry: the file
names them, this module says which context cells each one reads, so a file cannot claim to read
somewhere else.
"""
from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from .lexicon import english_vocabulary, word_lemmas
from .types import ToolCall
from .intent import (ASKS_VERSION, WHERE_SAID_EN, asks_value, _DATE_TEXT, _OWN, _QUESTION, CODE_EXTS, COUNTERPART, FUNCTION_WORDS_EN, MAX_TASK_CHARS, SAID_GENERAL, _PRONOUN, Action, _task_file_tokens, task_language,  # noqa: F401
                     asked_kinds, asks_before_changing, asks_no_tools, counterpart_kind, counterpart_of, dated_elsewhere, dated_sibling, described_files,
                     describes_a_file, file_kinds, listed_folders, mentions, module_member, says_folder, line_words, split_low, task_actions, task_terms, term_line,
                     term_sources, value_word, verb_at)  # (mentions: re-exported)

# The cells of the agent context, in the names DECISION.md uses.
CELLS = (
    "task", "earlier", "files", "readFiles", "history", "lastTool", "lastResult",
    "cwd", "canWrite", "canDelete", "draft", "holds",
)
# Cells whose content comes from tool output (or from text derived from it): their strings and
# list items are wrapped in the untrusted marker wherever they enter a frame.
TOOL_DERIVED = frozenset({"earlier", "files", "readFiles", "history", "lastResult", "draft", "holds"})

UNTRUSTED_OPEN = "«"
UNTRUSTED_CLOSE = "»"
ELLIPSIS = "…"
# Every list item is clipped to this many characters as well; a list bound counts items.
ITEM_CHARS = 200

# Static base risk of the local tools (0 read-only, 1 reversible write, 2 irreversible, 3
# destructive). Unknown tools have no entry: 0 means read-only and must not stand in for unknown.
LOCAL_TOOL_RISK: Mapping[str, int] = {
    "list_dir": 0, "read_file": 0, "write_file": 1, "move_file": 2, "delete_file": 3,
}
# The full candidate set of pick_tool, in the order candidates are offered.
TOOL_UNIVERSE = ("read_file", "list_dir", "write_file", "move_file", "delete_file", "done")
# the tools that change the workspace
CHANGE_TOOLS = ("write_file", "move_file", "delete_file")


@dataclass
class StepRecord:
    tool: str
    input: str
    result: str
    ok: bool = True
    # for a pending write: whether its path already names a file (the sandbox looked); None = not known
    target_exists: bool | None = None


class Held(list):
    """The task's words one listed file holds (a value of AgentCtx.holds, a list as any other), and `together`: each
    set of them that one line of the file holds two or more of (intent.lines_together), found by the sandbox in the
    same read. A plain list holds no line's words together."""

    def __init__(self, words: Sequence[str] = (), together: tuple[tuple[str, ...], ...] = ()):
        super().__init__(words)
        self.together = together


@dataclass
class AgentCtx:
    """The loop's context. Attribute names are the snake_case forms of CELLS."""
    task: str = ""
    earlier: str | None = None
    files: list[str] | None = None
    read_files: list[str] = field(default_factory=list)
    history: list[StepRecord] = field(default_factory=list)
    last_tool: str | None = None
    last_result: str | None = None
    cwd: str = "."
    can_write: bool = False
    can_delete: bool = False
    draft: str | None = None
    # why the loop stopped before its answer was written ("max_steps", "denied", …), None when it finished or runs on
    stopped: str | None = None
    # after a listing: which listed files hold which of the task's words (read as read_file reads them)
    holds: dict[str, list[str]] = field(default_factory=dict)

    def cell(self, name: str) -> Any:
        return getattr(self, _ATTR[name])

    def replace(self, **changes: Any) -> "AgentCtx":
        data = {f: getattr(self, f) for f in self.__dataclass_fields__}
        data.update(changes)
        return AgentCtx(**data)


_ATTR = {c: re.sub(r"([A-Z])", lambda m: "_" + m.group(1).lower(), c) for c in CELLS}


class Code(str):
    """Text written by code (a default such as "nothing yet"), never wrapped as untrusted."""


def clip(text: str, n: int) -> str:
    """At most n characters; a cut ends in an ellipsis that counts toward n."""
    if len(text) <= n:
        return text
    return text[: max(0, n - 1)] + ELLIPSIS if n > 0 else ""


def wrap(text: str) -> str:
    return f"{UNTRUSTED_OPEN}{text}{UNTRUSTED_CLOSE}"


def is_wrapped(text: str) -> bool:
    return text.startswith(UNTRUSTED_OPEN) and text.endswith(UNTRUSTED_CLOSE)


# ---------------------------------------------------------------------------------------------
# Candidate providers (pick_tool, pick_input): rebuilt every step from the context.

def _done_tools(ctx: AgentCtx) -> set[str]:
    return {h.tool for h in ctx.history if h.ok}


def tools_for(ctx: AgentCtx, allowed: Sequence[str] = TOOL_UNIVERSE) -> list[str]:
    """Tools worth offering now. Finished one-shot actions leave the set (a fixed list made the
    judge pick write_file again after the write); capability gates are code, not judgement."""
    done = _done_tools(ctx)
    out = []
    states = action_states(ctx)       # read once: the rules below all look at the task's actions
    missing, read_first = (_only_missing_files(ctx, states) or _all_named_done(ctx, states), _read_comes_first(states))
    # a question the task asks before a change it asks for is answered from a read first (sd-25: "先告诉我
    # 雅思模考哪项分最低 然后把 英语/雅思口语素材.md 删了吧" deleted the file that held the answer, unread)
    question_first = asks_before_changing(ctx.task) and not any(h.tool == "read_file" and h.ok for h in ctx.history)
    change_next = None if question_first else _change_comes_next(ctx, states)
    # (a file the task names, or in a later turn the earlier turn's, is read whatever else the task says;
    # a kind it counts is no file to read)
    no_reads = not file_options(ctx) or (asks_no_tools(ctx.task) is not None
                                         and not any(a.file for a, _, _ in states) and not earlier_parts(ctx.earlier)[0])
    for t in allowed:
        if (missing and t != "done") or (change_next and t not in (change_next, "done")):
            continue
        if t == "read_file" and (no_reads or _write_served(ctx, states)):
            continue
        if t == "list_dir" and "list_dir" in done:
            continue
        # a change done once leaves the set unless the task names another of its kind not yet done
        # ("delete notes/a.tmp and notes/b.tmp": the second delete was never offered, pick_tool took
        # write_file and the run halted input_unclear with b.tmp still there)
        if t in CHANGE_TOOLS and t in done and not any(a.verb == t.removesuffix("_file") and state == "not done"
                                                        for a, _, state in states):
            continue
        if t == "write_file" and not ctx.can_write:
            continue
        if t == "move_file" and not (ctx.can_write and ctx.can_delete):
            continue
        if t == "delete_file" and not ctx.can_delete:
            continue
        if t in CHANGE_TOOLS and (read_first or question_first):
            continue
        out.append(t)
    return out


def _write_served(ctx: AgentCtx, states: list[tuple[Action, str, str]]) -> bool:
    """The task asks only for new files to be written (it names no listed file), a file read holds the
    task's words and no file not read holds one the reads lack (unread_holders): nothing is left to read.
    Found on folders new to the benchmark: "把豆包的保险文件原样复制一份放到 就诊记录 文件夹里" and
    "麻烦帮我新建一个 提醒.txt，写上妹妹窝沟封闭约的是哪天" read the source, then every other file, and
    never wrote (pick_tool read_file 0.76–0.88 with nothing left to find)."""
    if not states or any(a.verb != "write" or a.file is not None for a, _, _ in states) \
            or all(st == "done" for _, _, st in states):
        return False
    reads = _terms_read(ctx, task_terms(ctx.task, ctx.files or ()))
    return any(at for _, _, at in reads) and not unread_holders(ctx, states, reads)


def _only_missing_files(ctx: AgentCtx, states: list[tuple[Action, str, str]]) -> bool:
    """Every action the task asks for is on a file the listing does not hold ("read setup.py and tell me
    the package name" in a folder without setup.py), or the task names no file and says to answer
    without the folder ("不用看文件，直接告诉我"): no tool is offered. Measured on the wild dev split: the
    judge went on to read other files instead (pyutil-15, tw-16), or listed the folder (dot-15)."""
    # (told to answer without the folder, a file-like word that names no listed file is a topic: "不用看文件，
    # 简单说说 Python 里 weakref.ref 和 WeakValueDictionary 有什么区别" listed the folder, found on a folder new
    # to the benchmark)
    missing = bool(states) and all(state == "not in the listing" for _, _, state in states)
    if not any(a.file for a, _, _ in states):
        return missing or asks_no_tools(ctx.task) == "tools"
    return missing


# words that take a task past the files it names: other files ("compare a.md with the others", "另一个",
# "what about the rest?", "every file") or an edit the verbs do not name ("fix the typo in a.md", "在 a.md
# 末尾加一行"): with one of them the task is not known to be served once its named actions are done.
# An English word counts standing alone, not inside a name ("docs/add-apt-repository.1", "-fstack-protector-all",
# "update-catalog.8"), and "at all" is no "all"; a Chinese edit verb counts in the forms an edit takes ("加一行", "补上",
# "填进去"), not in nouns and sums ("加起来", "新加了一个 flag", "补贴", "餐补", "填个表", "没改过"). Measured with
# jevloop-judge-6 on the wild dev split and twenty-seven probe sets: such words held is_done back for the judge after
# every named file was read, and it said "not done" there 7 times on "open docs/add-apt-repository.1 - what does the -n
# flag do?" (p107-ak-01), 6 on "…意外险 和 医疗险 两个都看一下，把保单号都报给我，我要填个表" (p137-fi-08).
_EDIT_EN = r"fix|update|change|edit|add|append|insert|replace|modify|amend|correct"
_EDIT_ZH = r"改(?!过)|追加|加(?=[上一个几进到入条行段句])(?!一起)|补(?=[上一个几充全齐进到])|替换|插入|填(?=[上进到入好写]|一下)"
_BEYOND_NAMED = re.compile(rf"(?<![\w\-./])(?:another|other|others|else|rest|remaining|(?<!at )all|every|each|everything|"
                           rf"{_EDIT_EN})(?![\w\-]|\.\w)|另一|别的|其他|其它|其余|剩下|剩余|所有|全部|每个|每一个|{_EDIT_ZH}")


# more asked than an answer, in words no verb list has (and a setting changed: "set timeout to 60", "调成 60", "turn off
# debug"; found in review, code said done once the config was read)
_MORE_ASKED = re.compile(r"\b(?:patch|refactor|implement|rewrite|rename|make sure|set it|turn it|bump|increase|decrease|"
                         r"disable|enable|turn off|switch off|switch on|comment out|uncomment)\b|"
                         r"\bset (?:the |my |our )?[\w.\-]+(?: [\w.\-]+)? (?:to|=)|修复|修一下|实现|重构|调成|调到|调高|调低|设成|设为|"
                         r"设置成|设置为|关掉|关闭|禁用|启用|开启")
# an edit the verbs do not name (_BEYOND_NAMED's second half)
_EDIT_WORDS = re.compile(rf"(?<![\w\-./])(?:{_EDIT_EN})(?![\w\-]|\.\w)|{_EDIT_ZH}")


def _all_named_done(ctx: AgentCtx, states: list[tuple[Action, str, str]]) -> bool:
    """The task names its files (or a new file to write), or in a later turn that names none the earlier
    task named them, and every action it asks for on them is done: only `done` is offered. Not for a task
    that reaches past them (_BEYOND_NAMED), asks about a kind of file, or has a write verb with no file to
    write named ("copy a.txt into a new file" still writes). Measured on the wild dev split with
    jevloop-judge-6: is_done said "not done" with "read docs/npmrc.5: done", "delete docs/npmrc.5: done"
    in its own frame (np-17), read six more files after the one the task named (np-13), and a later turn
    on 报销明细.csv read seven more files after it (wk-30)."""
    task = ctx.task[:MAX_TASK_CHARS]
    low = task.lower()
    if not states and (other := _other_in_folder(ctx)) and not any(v != "read" for _, v in verb_at(low)) \
            and not _EDIT_WORDS.search(low):
        # ("the other one in that folder" is the one other file there, its "other" resolved: _OTHER_IN_FOLDER)
        return all(f in ctx.read_files for f in other)
    if _BEYOND_NAMED.search(low) or _kinds_past_named(task, states):
        return False
    if any(v == "write" for _, v in verb_at(low)) and not any(a.verb == "write" for a, _, _ in states):
        return False
    read = set(ctx.read_files)
    if states and (past_the_part(ctx) is not None or said_there(ctx) is not None or _changes_left(ctx) is not None):
        return False
    if not states:
        if not ctx.earlier or describes_a_file(task):
            return False
        named = earlier_named(ctx)
        return bool(named) and all(f in read for f in named)
    return all(state == "done" and (a.file is not None or a.verb == "write") for a, _, state in states)


def named_served(ctx: AgentCtx) -> bool:
    """Every action the task asks for on the files it names is done and nothing past them is asked
    (_all_named_done): pick_tool is offered `done` alone."""
    return _all_named_done(ctx, action_states(ctx))


# a kind said of files, more than one: "the py files", "md files in docs"
_KIND_FILES = re.compile(r"\b(?:tsx?|js|py|md|txt|json|go|rs|typescript|javascript|python|markdown)\s+files\b")
_EXT_KIND = {"markdown": "md"}


def _kinds_past_named(task: str, states: list[tuple[Action, str, str]]) -> set[str]:
    """The kinds of file the task asks about (task_kinds) that are not the kind of a file it names: "open the
    寄养联系 txt" says the kind of 寄养联系人.txt, "what's in truststore/__init__.py? mainly which python versions"
    the language of the file it names; "the py files" asks about a kind whatever it names. Measured with
    jevloop-judge-6 on the wild dev split and twenty-seven probe sets: is_done was left to the judge after the named
    file was read in 65 such questions, and it said "not done" in 36 of them, the oracle "done" in all."""
    kinds = task_kinds(task)
    if not kinds or _KIND_FILES.search(task.lower()):
        return kinds
    exts = {a.file.rsplit("/", 1)[-1].rsplit(".", 1)[-1].lower() for a, _, _ in states if a.file and "." in a.file.rsplit("/", 1)[-1]}
    return kinds - {_EXT_KIND.get(e, e) for e in exts}


def _change_comes_next(ctx: AgentCtx, states: list[tuple[Action, str, str]]) -> str | None:
    """The change tool offered alone (with `done`) now, or None:
    - the task's named reads are all done and the next action it asks for is writing a new file ("把上线检查清单
      里那一节存成 release-day.md" after reading 上线检查清单.md): write_file, not another read. Measured on the
      wild dev split: the judge read unrelated files after the source (tw-18);
    - every action before it is done and the next is a move or delete of a listed file: that tool. Found by
      hand: "把 notes/a.md 和 notes/b.md 都挪到 archive/ 里" spread pick_tool under its gate (move_file 0.58)
      and halted tool_unclear. The human gate still asks before it runs."""
    nxt = next((i for i, (_, _, state) in enumerate(states) if state != "done"), None)
    if nxt is None:
        return None
    a, _, state = states[nxt]
    if a.verb in ("move", "delete") and a.file is not None and state == "not done":
        can = ctx.can_delete and (ctx.can_write or a.verb == "delete")
        return f"{a.verb}_file" if can else None
    if not ctx.can_write or a.verb != "write":
        return None
    if nxt == 0:
        # the new file said first ("新建一个 todo.md，把 W24 周报里的待办抄进去"): its sources read, only writes left
        ok = any(a.verb == "read" for a, _, _ in states) and all(
            state == "done" if a.verb == "read" else a.verb == "write" for a, _, state in states)
    else:
        ok = all(a.verb == "read" for a, _, _ in states[:nxt])
    return "write_file" if ok else None


def _read_comes_first(states: list[tuple[Action, str, str]]) -> bool:
    """The first action the task asks for that is not done yet is a read of a listed file: "read X, then
    delete Y" offers no write, move or delete until X is read. Measured on the wild dev split with the
    order only in task_files: the judge deleted or moved first in 5 of 8 such tasks."""
    first = next(((a, state) for a, _, state in states if state != "done"), None)
    return first is not None and first[0].verb == "read" and first[1] == "not done" and first[0].file is not None


# words that point at a file by what a file read before says of it ("open whichever config it says handles
# login lockout", "打开里面说的放 SortedKeyList 的那个文件")
# (or by a question of which file, its answer in the file read first: "先看 README 里说校验 sha256 用的是哪个模块，然后打开那个
# 模块", found on a folder new to the benchmark)
_SAID_THERE = re.compile(r"\b(?:it|the readme|that file|this file)\s+(?:says|said|mentions|lists|points to|refers to|names)\b"
                         r"|(?:里面|它|里头|上面|readme\s*里?)(?:说|提到|写|列)的"
                         r"|(?:里面|它|里头|readme\s*里?)(?:说|提到|写)[^，,。；;？?]{0,30}?哪(?:一)?个(?:模块|文件|配置|脚本)"
                         # (or asked to be looked up there: "先看 README 里 InvalidTokenError 是在哪个文件里的，然后打开那个文件",
                         # "first look in the readme which module we use to cut the encoder out"; found on folders new
                         # to the benchmark, the README alone was read)
                         r"|readme\s*里[^，,。；;？?]{0,40}?哪(?:一)?个(?:模块|文件|配置|脚本)"
                         r"|\b(?:in|from) the readme\b[^,;.?]{0,20}?\bwhich (?:module|file|config|script)\b")


# words that ask for a file ("whichever config", "the pluggy file", "哪个模块", "那个文件"): "tell me what it says about the
# nightly job" asks for none (found in review)
_FILE_ASKED = re.compile(r"\bwhich(?:ever)?\b|\bthe (?:\w+ )?(?:file|config|module|script|one)\b|哪(?:一)?个|那个(?:文件|模块|配置|脚本)")


def said_there(ctx: AgentCtx) -> str | None:
    """For a task that asks for a file by what a file read first says of it (_SAID_THERE): the listed file,
    named in that read's text, whose line holds the most of the task's words (as written, then as split, then
    with the lines either side); None before the read, once a file it names is read, or when two files' lines hold as much. Measured on the
    examined probe folders: "first read the readme, then open whichever config it says handles login lockout"
    read README.md and stopped (srv-08, pd-10, sv-10): the pronoun was taken for the README itself."""
    low = ctx.task.lower()
    if not (_SAID_THERE.search(low) and _FILE_ASKED.search(low)):
        return None
    first = next((h for h in ctx.history if h.tool == "read_file" and h.ok), None)
    files = [f for f in (_listing(ctx) or []) if first is not None and f != first.input]
    lines = first.result.split("\n") if first is not None else []
    named = {f: [i for i, line in enumerate(lines) if f in line or f.rsplit("/", 1)[-1] in line] for f in files}
    named = {f: at for f, at in named.items() if at}
    if not named or any(f in ctx.read_files for f in named):
        return None
    sources = task_sources(ctx)
    words = list(sources)
    lowered = [line.lower() for line in lines]
    def score(f: str) -> tuple[float, float, float]:
        # (the words as written first: "SortedKeyList" is in SortedList's line too, once names are split)
        return max((holder_score([w for w in words if w.lower() in lowered[i]], sources),
                    passage_score(lines[i], words, sources, span=1),
                    passage_score("\n".join(lines[max(0, i - 1):i + 2]), words, sources, span=3)) for i in named[f])
    ranked = sorted(((score(f), f) for f in named), reverse=True)
    if ranked[0][0][2] <= 0 or (len(ranked) > 1 and ranked[1][0] == ranked[0][0]):
        return None
    return ranked[0][1]


def action_left(ctx: AgentCtx) -> str | None:
    """The first action the task names that is still not done ("write docs/安装本地CA.md", "read
    car/保养记录.csv"; before a listing, also a file named or described but not yet seen: "read the
    licence file"), or None. The loop neither answers nor finishes while one is left: measured on the
    wild dev split, is_done said "done" (0.73) with "write docs/安装本地CA.md: not done" in its own frame
    (web-22), and needs_tool said "no" (0.98) at the first step with "write 待办跟踪.md: not done" (wk-23).
    Once listed, a file the listing lacks is not left (the task cannot be served there), nor one only
    described (the names and holders of its words take over)."""
    listed = _listing(ctx) is not None
    for a, name, state in action_states(ctx):
        if state == "not done" and (a.file is not None or a.verb == "write" or not listed):
            return f"{a.verb} {name}"
    if (there := said_there(ctx)) is not None:
        return f"read {there}"
    # (a task the listing answers, told not to open files or counting them, needs the listing: "这里面有几个 man
    # 手册页（.1 结尾的那种）？看文件名就行，不用打开" was answered without it, found on a folder new to the benchmark)
    if not listed and not ctx.history and asks_no_tools(ctx.task) == "reads":
        return "list the folder"
    return None


def undone_action(ctx: AgentCtx) -> str | None:
    """Once the folder is listed, the first action the task names that is not done (action_left), else None;
    before a listing None (a file named or described then may be no file at all: "每公斤1.6g蛋白质"), and None when
    the loop stopped (ctx.stopped: a refused delete, max_steps), whose draft reports the stop and is the judge's. A draft
    written while one is left is not deliverable (generate.faults.known_delivery). Measured on the generated
    held-out split (200 episodes): 18 of judge-6's 27 can_deliver misses were drafts of tasks with a named read,
    write, move or delete not done; on the wild dev split no finish has one."""
    return action_left(ctx) if _listing(ctx) is not None and ctx.stopped is None else None


def named_missing(ctx: AgentCtx) -> list[str]:
    """Once listed, the names of the files the task acts on when the listing holds none of them (each action
    "not in the listing": "open zeta.py and summarise it" in a folder without zeta.py), else []."""
    states = action_states(ctx) if _listing(ctx) is not None else []
    return list(dict.fromkeys(name for _, name, _ in states)) if states and all(st == "not in the listing" for _, _, st in states) else []


def named_in_folder(task: str, listing: Sequence[str]) -> str | None:
    """Before the folder is listed: the first file of the folder the task names ("帮我总结下机器学习
    第3讲讲了啥" names 课程/机器学习-第3讲.md by a part of its name), or None. The loop looks at the
    listing itself (the sandbox's, no tool call, nothing shown to the judge) only to ask this, so that
    needs_tool's "answer" is held while the task names a file it has not read. Measured on the wild
    dev split: needs_tool answered "no" at the first step on tasks naming a file by a part of its name
    (sd-32), which code resolves only against a listing. Not for a task that says to answer without the
    folder, nor a question about words ("how do you say 物业费")."""
    if asks_no_tools(task) == "tools":
        return None
    # (a part of a name dated in another month than the task's names a file the folder lacks: the words
    # as said, so that the listing shows it missing)
    named = next((f if f is not None else said for said, f, how in mentions(task, listing)
                  if f is not None or how != "name"), None)
    if named is None and not (_MEANING.search(task.lower()) or knowledge_question(task)):
        # (or a folder of it, named as a word: "json 解析出错的时候报的 line 和 column 是怎么算出来的" beside
        # textkit/json/ was answered without looking; found on a folder new to the benchmark)
        named = next((d + "/" for d in listed_folders(listing) if says_folder(task, d.rsplit("/", 1)[-1])), None)
    return named


# a question about what a term means or how two differ asks for knowledge, not for the folder (how a
# term is said and what it stands for: asks_no_tools)
_MEANING = re.compile(r"(?:啥|什么)意思|区别|翻译|\bmeans?\b|\bdifference between\b|\btranslate")
# what a term means or how two differ (not a translation, which is asked of a text), and what points such a question at
# the user's files: "合同里的押一付三是啥意思", "这两个配置有啥区别" (found in review)
_TERM_MEANING = re.compile(r"(?:啥|什么)意思|区别|\bmeans?\b|\bdifference between\b")
_POINTS_AT_FILES = re.compile(r"里的?|(?:这|那)(?:两|俩|几)个?|\b(?:these|those) (?:two|files)\b|\bboth files\b")
# numbers that say when, not how much (found on folders new to the benchmark: "11月18号那一周夜班轮到谁了",
# "10月份 CI 花了多少钱", "how much was colab pro this month" were answered without the folder); a version
# is not among them ("1.0.4 发一个 minor 版本之后版本号是多少？" computes one: wild dev np-24)
_WHEN = re.compile(r"(?<!\d)(?:\d{4}\s*年|\d{1,2}\s*(?:月份?|[日号])|\d{4}-\d{1,2})|(?<![\w.])(?:[qQ][1-4]|[wW]\d{1,2})(?![\w.])"
                   r"|\b(?:this|last|next)\s+(?:week|month|year|quarter)\b|\b(?:yesterday|today|tomorrow)\b"
                   r"|(?:上|这|本|下)个?(?:月|周|季度|学期)|(?:今|去|明)年|(?:昨|今|明)天"
                   # a month and day written M/D ("who's off from 6/16 to 6/18?")
                   r"|(?<![\d/.])(?:1[0-2]|0?[1-9])/(?:3[01]|[12]\d|0?[1-9])(?![\d/.])")
_WHICH_DAY = re.compile(r"哪天|哪一天|几号|星期几|周几|礼拜几")
# a question of when something happens or happened asks about records, whatever numbers it carries
# ("pkgtool 0.4 啥时候推到所有机器上": the dotted version made it a computation, answered without the folder;
# found on a folder new to the benchmark)
_ASKS_WHEN = re.compile(rf"{_WHICH_DAY.pattern}|啥时候|什么时候|几点|\bwhen\b|\bwhat (?:date|day|time)\b")
# a name as code writes it (SNICallback, maxRetries, inode_ratio) or an id (CVE-2025-0167): its digits are
# no quantity (np-31: "which CVE was the SNICallback fix in node 20?" was answered without the folder)
_CODE_NAME = re.compile(r"(?<![\w.])(?:[A-Za-z]*(?:[a-z][A-Z]|[A-Z]{2,}[a-z])\w{2,}|[A-Za-z]\w*_\w*[A-Za-z]|[A-Z]{2,}(?:-\d+)+)(?![\w.])")
# what makes a number a computation's: another number, an operator, a decimal or dotted number, a unit or a
# word for computing, counting or supposing ("一个 /24 的网段 能用的主机地址有几个"). A lone number that
# labels a thing does not ("作业2啥时候截止", "h11", "P2 故障": found on folders new to the benchmark,
# "作业2啥时候截止" was answered without the folder).
# (digits written onto a word of Latin letters are its label too: "how many pages are in man1" asks about the
# folder man1/; found on a folder new to the benchmark, answered as a computation without the folder)
_NUMBER = re.compile(r"(?<![\d.A-Za-z])\d+(?:[.,]\d+)*")
_SUM = re.compile(r"\d\s*(?:[-+*/×÷^%=]|\*\*)\s*\d|\d[.,]\d|\d\s*(?:%|k\b|gb|mb|kb|gib|mib|ms|km|kg|万|千|亿|公斤|米|元|个月|个?小时|天|周|年|"
                  r"(?:months?|days?|weeks?|years?|hours?|minutes?)\b)"
                  r"|(?<![\w.])/\d|算|换算|等于|乘|除以|加上|再加|减去|百分之|如果|的话|假设|假如|几个|多少个|"
                  r"\b(?:log\d*|sqrt|convert|calculate|compute|times|plus|minus|divided|percent|decimal|hex|binary|octal|if|suppose|"
                  r"how many)\b|进制|转成|转换成", re.I)
# how much of the task the best holder must hold (holder_score) for a question to be about the folder
# before it is listed: two words, or one Chinese word of three characters
FOLDER_QUESTION_SCORE = 1.5


# how a question for knowledge is asked: quickly, briefly, in general ("quick q: SAX-style vs DOM parser, which
# is lighter on memory", "tcp三次握手是哪三步 简单说下就行", "what does mkdir -p do exactly on linux? one line",
# "考研数学一一般考哪几门课": 一般 before a verb, found on a folder new to the benchmark).
# Comparing two things ("vs", "区别") is not among them: a folder may hold a file about both.
_KNOWLEDGE = re.compile(r"\bquick (?:q(?:uestion)?|one)\b|\bin general\b|\bgenerally\b|\bone[- ]liner\b|\bbriefly\b"
                        r"|\bin (?:plain|simple) (?:words|terms|english)\b|\bin layman'?s terms\b"
                        r"|\b(?:in\s+)?(?:one|two|three|1|2|3|a|a couple of|a few)\s+(?:or\s+(?:two|three|2|3)\s+)?"
                        r"(?:lines?|sentences?)\b|简单说|简单讲|简单介绍|一句话|一两句|两句话|一般来说|通常来说|一般(?=[考是要用会有都哪])"
                        # (its answer asked for straight away: "白茶、普洱、岩茶里面哪个算后发酵茶？直接说就行", found on a folder
                        # new to the benchmark, the price list and the stock sheet were read)
                        r"|直接(?:说|告诉我)就(?:行|好|可以)")
# what ties a question to the user's folder: the folder itself, its files, the user's own things, others
# (and a person the user means to contact: "whats the phone number of the guy who sells e-bike parts? need to call him about
# tyres"; found on a folder new to the benchmark, answered without the folder)
_HERE = re.compile(r"\b(?:here|this folder|this repo|this project|these files|the (?:docs|notes|files|folder|repo|"
                   r"project|readme|config|logs?))\b|\b(?:we|us|our|my|mine|i've|i'd|i was|i am|i'm)\b"
                   r"|\b(?:need to|have to|got to|gotta|want to|i'll|i will|going to)\s+(?:call|ask|text|email|ping|pay) (?:him|her|them)\b"
                   r"|这里|这儿|文件夹|目录|项目里|文件里|笔记里|我们|咱们|我家|我的|他|她"
                   # (an English word for the folder in a Chinese sentence: "这个folder里都有什么文件？just names 就行" was
                   # answered without a listing; found on a folder new to the benchmark)
                   r"|(?:这个|这|该)\s*(?:folder|directory|dir|repo|project)|(?<![a-z])(?:folder|directory)(?=\s*[里中下])"
                   # (a copy vendored into the user's project: "quick question about the vendored jinja: … which exception
                   # is raised"; found when a rule took away the file its words had named by chance)
                   r"|\bvendored\b")


_LANGUAGE_ALONE = re.compile(r"\b(?:typescript|javascript|python|markdown)\b(?!\s*(?:files?|scripts?|modules?|sources?|code)\b)")


def knowledge_question(task: str) -> str | None:
    """Why the task asks for knowledge and not for the folder, or None: a question asked as one asks for
    knowledge (_KNOWLEDGE) or for a computation (numbers as may_ask_the_folder reads them), that names,
    describes or counts no file, says nothing of the folder, the user's own things or people (_HERE,
    _OWN) and no date. Code answers needs_tool "no" for it: measured on five folders new to the benchmark,
    the judge used tools for 6 of 9 such questions in folders about their subject (a /30 in a network
    folder, SAX vs DOM beside an XML library). So is a question of what a term means (_TERM_MEANING) that
    writes no term as code writes it and does not point at the user's files. A computation whose words a file holds is left to the judge (the loop
    looks): a first version that took it, and every question of meaning, answered a task of the wild split
    without the file it needs."""
    low = (task or "")[:MAX_TASK_CHARS].lower()
    # (a language's name alone is no kind of file asked about: "in python whats the difference between a weak
    # reference and a normal one" read every file of a Python folder, found on a folder new to the benchmark)
    kinds = task_kinds(_LANGUAGE_ALONE.sub(" ", low))
    # (nor is an English question that writes a Chinese word: it names a thing of the user's, "until what time
    # does the 延时班 (after-school care) run", found on a folder new to the benchmark)
    quotes_chinese = task_language(task) == "en" and re.search(r"[\u3400-\u9fff]{2,}", task)
    # (said to be a question of general knowledge, it is one though it says a tool's part: "问个常识：systemd timer
    # 里写 OnCalendar=weekly，具体是每周几、几点触发？", found on a folder new to the benchmark, read the timers)
    # (a module's member is no file: "python 的 fcntl.flock 跟 fcntl.lockf 有啥区别 简单说说", found on a folder new to
    # the benchmark, listed the folder; a member a listed file is named by is looked for in the listing, loop._knowledge)
    tokens = [t for t in _task_file_tokens(task) if not module_member(t)]
    if SAID_GENERAL.search(low) and not (tokens or describes_a_file(task) or asks_no_tools(task) == "reads"):
        return "asked as a question for knowledge"
    # (every operand given, a sum or difference asked: "年糕6.8公斤 芝麻3.5公斤 两只加起来多少 差多少" says the cats of
    # the user's files and needs none of them; found on folders new to the benchmark, the folder was listed)
    if _OPERANDS_ASKED.search(low) and len(_NUMBER.findall(_DATE_TEXT.sub(" ", task))) >= 2 and not tokens:
        return "asked to compute"
    # (said first to be arithmetic, its numbers given: "帮我算一下：月租5300，押二付三，签约那天一共要先给房东多少钱？",
    # "quick math pls: deposit was 4200, they took off 150…", "问个数学题哈：超出的学时按120块一个算…"; found on folders
    # new to the benchmark about those things, each was listed and a note read)
    # (not a sum of the user's own records: "帮我算一下 我这个月 3 号到 9 号花了多少"; nor one number given: "帮我算一下
    # 我们组 5 个人的平均分" needs the scores; found in review)
    numbers = _NUMBER.findall(_DATE_TEXT.sub(" ", task)) + _ZH_OPERAND.findall(task)
    if _MATH_FIRST.match(low) and (len(numbers) >= 2 or numbers and _OF_ONE_NUMBER.search(low)) \
            and not (tokens or describes_a_file(task)) \
            and not _OWN_RECORDS.search(low):
        return "asked to compute"
    if (tokens or describes_a_file(task) or kinds or quotes_chinese or _HERE.search(low) or _OWN.search(low)
            or _DID_I.search(low)
            or _WHEN.search(task) or _DATE_TEXT.search(task) or asks_no_tools(task) == "reads"):
        return None
    computes = _computes(task) and _QUESTION.search(low)
    if computes and _COMPUTE_ASKED.search(low):
        return "asked to compute"
    if _KNOWLEDGE.search(low):
        return "asked as a question for knowledge"
    # (what a term means or how two differ, no term written as code writes it and nothing pointing at the user's
    # files, _POINTS_AT_FILES: of the first-turn questions of the wild dev split and the examined probe folders
    # p49–p92 said so, 24 ask for no file and the two that ask for one name it, which the checks above catch.
    # "押一付三是啥意思" and "ninja 的 -j 参数是什么意思" listed folders about their subject)
    if _TERM_MEANING.search(low) and not (_CODE_NAME.search(task) or _POINTS_AT_FILES.search(low)):
        return "asked what a term means"
    # (not where a thing is said: "where's the 80% text-vs-binary heuristic described?" asks for a file; wild test
    # cproj-09 was answered without the folder)
    return "a computation" if computes and not _WHERE_SAID.search(low) else None


def asks_where_said(task: str) -> bool:
    """Whether the task asks where in the files a thing is said ("where's the 80% … heuristic described?", "哪个文件里
    写了…"): only the folder answers that."""
    return bool(_WHERE_SAID.search((task or "")[:MAX_TASK_CHARS].lower()))


# a question of which file says a thing, or where it is said (holders_read and needs_tool's "yes" both read it)
_WHERE_SAID = re.compile(WHERE_SAID_EN + "|"
                         r"\bwhich (?:of (?:the|these|my) )?(?:files?|docs?|documents?|readmes?|notes?|scripts?)\b|"
                         r"哪个(?:文件|文档|脚本|笔记)|哪份文件|在哪(?:里|儿)?(?:写|说|提|讲)")


# a computation asked for in so many words, its numbers given ("帮我算一下 22桌 每桌6888 一共多少钱"): the loop does
# not look for a file holding its words (found on a folder new to the benchmark, the budget table holding 6888 made
# the folder listed)
# (or its answer asked for straight away: "umask 是 022 的话，新建的普通文件默认权限是多少？直接告诉我就行")
# (or a sum of the numbers it gives: "母犬绝育1200 加术前检查260 再加个头套35 一共多少")
# (or a sum of a number and what the numbers give: "月租6800 押一付三 第一次要交多少 再加半个月的中介费一共多少", found on
# a folder new to the benchmark, the agent's notice and the budget were read)
_COMPUTE_ASKED = re.compile(r"帮我算|算一下|算算|计算一下|心算|口算|直接告诉我|直接说"
                            # (a share of a sum the task gives: "婚纱外景全天 6800，定金收三成的话是多少", found on a folder
                            # new to the benchmark, the price list and six other files were read; not "月租涨5%的话是多少",
                            # whose sum a file holds)
                            r"|\d{3,}[^？?。]{0,20}?(?:[一二三四五六七八九]成|百分之[一二三四五六七八九十\d]+|\d+\s*%)的话(?:是|要|得|收)?多少|[加+][^，,。？?]{0,10}\d\s*(?:[^\d，,。？?]{0,3})一共多少"
                            r"|(?:再加|加上)[^，,。？?\d]{0,12}(?:一共|总共|合计)(?:是|要|得)?多少"
                            r"|\b(?:calculate|work out|do the math|just tell me)\b")


# what is asked of one number alone: "quick math: what's the square root of 144?", "帮我算一下 1024 是不是质数"
_OF_ONE_NUMBER = re.compile(r"square root|cube root|\bsqrt\b|\bprimes?\b|factorial|\bsquared?\b|\bcubed?\b|\bin (?:binary|hex)|"
                            r"质数|素数|平方根|立方根|开方|阶乘|平方|立方|几次方|二进制|十六进制")
# a number in Chinese numerals after a verb of paying or computing: "押二付三", "打八折"
_ZH_OPERAND = re.compile(r"(?<=[押付打乘除加减翻])[一二三四五六七八九十两]")
_OWN_RECORDS = re.compile(r"\d+\s*(?:号|日|月)|花了|用了|赚了|收了|上个?月|这个?月|今年|去年|\b(?:did i|have i|i spent|we spent)\b")
_MATH_FIRST = re.compile(r"\s*(?:(?:帮我|帮忙|麻烦)?(?:算一下|算下|算算|计算一下)|问个数学题|(?:一道|一个|个)?数学题|"
                         r"(?:quick |simple |a )?math(?: question| q)?\b(?: pls| please)?\s*[:：,，]|"
                         r"(?:can you )?(?:just )?do the math\b)")
_OPERANDS_ASKED = re.compile(r"加起来(?:是|有|一共)?多少|相差多少|差多少|总分(?:是|有)?多少")


_LOW_HIGH = re.compile(r"(?<![\d.])(\d{1,6})-(\d{1,6})(?![\d.])(?!\s*(?:=|等于))")


def _computes(task: str) -> bool:
    """The numbers of the task make a computation: two of them, or one with an operator, a unit or a word
    for computing (_SUM), dates and code names left out; not when it asks when (_ASKS_WHEN)."""
    left = _CODE_NAME.sub(" ", _WHEN.sub(" ", _DATE_TEXT.sub(" ", task)))
    # (a smaller number dashed to a larger one is a range or a model's name, one number: "70-200 修一下要多少钱" asks
    # the price of repairing a lens; found on a folder new to the benchmark, it was answered without the folder)
    left = _LOW_HIGH.sub(lambda m: m.group(0) if int(m.group(1)) >= int(m.group(2)) else " 0 ", left)
    numbers = len(_NUMBER.findall(left)) >= 2 or bool(_NUMBER.search(left) and _SUM.search(left))
    # (nor when it asks which version: "since which yq version are bare on / no treated as strings (the yaml 1.2
    # grammar change)?" was answered without the folder, found on a folder new to the benchmark)
    return numbers and not _ASKS_WHEN.search(task.lower()) and not ASKS_VERSION.search(task.lower())


def may_ask_the_folder(task: str) -> bool:
    """Whether folder_holds_question can hold for the task, from its text alone (so that the folder's
    files are read only then): a question, with no number a computation's (_SUM; of the wild dev split's
    17 no-tool questions whose words a file holds, 11 carry one, "月租2800，一年12个月…"),
    unless about the user's own doings, not about what a word means or how two differ, not one that says
    to answer without the folder."""
    low = task.lower()
    # (a number asked of the user's own doings is theirs to look up: "第 7 周我实际跑了多少公里", found on a folder
    # new to the benchmark, was answered without the running log)
    own = bool(_OWN.search(low) or _DID_I.search(low))
    # (nor where a number is said: "where's the 80% text-vs-binary heuristic described?", _WHERE_SAID)
    # (a value asked for is a question however said: "修A07插座的那个电工师傅 电话给我一下"; found on a folder new to the
    # benchmark, it was answered without the folder)
    return bool(_QUESTION.search(low) or asks_value(task)) and not (asks_no_tools(task) or (_computes(task) and not own and not _WHERE_SAID.search(low))
                                                 or _MEANING.search(low) or knowledge_question(task))


def folder_holds_question(peek: AgentCtx) -> str | None:
    """Before the folder is listed, with `peek` the context a listing would give (code only, nothing
    of it shown to the judge): for a question (may_ask_the_folder) whose words a file of the folder
    holds (holder_score ≥ FOLDER_QUESTION_SCORE, or 0.75 for a dated question or one about the user's
    own doings), that file, else None; so that needs_tool's "answer" is held. Measured on
    the wild dev split: needs_tool answered "no" at the first step to questions about the user's own
    notes that carry no cue of a file ("何雨桐入职以后谁带她？", "开题答辩定在哪天？", wk-02, sd-04: 7 of
    265 tasks)."""
    if not may_ask_the_folder(peek.task):
        return None
    # a day or month in the question points at records: one word a file holds is enough (found on
    # folders new to the benchmark: "10月份 CI 花了多少钱", whose one content word 月份 the costs table holds)
    # (so does asking which day: "子涵开学哪天" was answered without the folder whose school notice says 开学)
    # (and so does a question about the user's own doings, "where'd i order it"; for both, one word a file
    # holds, translated or not, is enough; found on folders new to the benchmark, "how much did the replacement nas
    # drive cost and where'd i order it" was answered without the notes on it)
    low = peek.task.lower()
    dated = bool(_WHEN.search(peek.task) or _DATE_TEXT.search(peek.task) or _WHICH_DAY.search(peek.task))
    # (and so does asking for someone's number or address: only the user's notes hold it)
    own = bool(_HERE.search(low) or _OWN.search(low) or _DID_I.search(low) or asks_value(peek.task))
    need = 0.75 if dated or own else FOLDER_QUESTION_SCORE
    return best_holder(peek, need)


# the user asks about what they did ("did i", "where'd i order it", "我上次")
# (I as the one who did something: "第 7 周我实际跑了多少公里", found on a folder new to the benchmark, was
# answered as a computation; not "我想了解", which opens any question)
_DID_I = re.compile(r"\b(?:did|have|had|was|were|when'?d|where'?d|what'?d|why'?d|how'?d)\s+(?:i|we)\b|我们之前"
                    # ("do i have an after-sales phone number for it somewhere": found on a folder new to the benchmark,
                    # answered without the folder)
                    r"|\bdo (?:i|we) have\b"
                    # ("i remember it was more than the quote": found on a folder new to the benchmark)
                    r"|\bi (?:remember|recall|think i)\b|我记得"
                    # (while the user is away, someone of theirs: "whats the phone number of the guy downstairs who checks
                    # on the fish when im away?", found on a folder new to the benchmark, answered without the folder)
                    r"|\b(?:when|while|whenever)\s+(?:i'?m|i am|we'?re|we are)\s+(?:away|gone|out|travell?ing|on (?:holiday|vacation|a trip))\b"
                    # ("当初租院子交的押金是多少钱", back then, with no 我: found on a folder new to the benchmark, answered
                    # without the lease notes)
                    r"|当初"
                    r"|我(?:实际|最后|上次|之前|当时|自己)|我[^，,。？?\s]{0,3}[了过](?!解)")


def best_holder(peek: AgentCtx, need: float = FOLDER_QUESTION_SCORE) -> str | None:
    """The file that holds most of the task's words (ctx.holds), when it holds at least `need` (holder_score)."""
    scored = _scored_holders(peek)
    return scored[0][0] if scored and scored[0][2] >= need else None


# how many equally good holders of a question's words are read before it is answered (content_left)
TIED_HOLDERS_READ = 2


# a request for what the named file itself says ("帮我概括一下业委会那次会都定了啥", wild dev hl-28)
# (and a look asked at the file itself by its kind: "看下 git resurrect 那个脚本，-b 参数是干嘛用的", wild test sk-04 read
# completions/timedatectl after the script)
_OF_THE_FILE = re.compile(r"概括|总结|摘要|要点|大意|(?:写|说|讲)了(?:啥|什么)|\bsummar|\boverview\b|\bgist\b|\bwhat does [^?]* say\b"
                          r"|(?:看下|看看|看一下|打开|读一下|读下)[^，,。？?]{0,30}?(?:那个|这个|那份|这份)(?:脚本|文件|文档)")


def past_the_part(ctx: AgentCtx) -> str | None:
    """For a question whose named files, all read, it names only by a part of their names ("第二章的稿费啥时候
    能到" names 草稿/第二章-旧码头.md by 第二章, "给陈一鸣买的那台电脑" 面试评价/陈一鸣-前端开发.md): the unread
    file that holds more of the question's other words than any file read (holder_score ≥ 1, the words
    of the part left out), else None. A part names what the question is about, not always where its
    answer is: found on folders new to the benchmark, the chapter's draft was read and the royalties
    record that says 稿费 never was (four failures of that shape across five such folders)."""
    low = ctx.task.lower()
    if _listing(ctx) is None or not _QUESTION.search(low) or _OF_THE_FILE.search(low) or asks_no_tools(ctx.task) \
            or ctx.earlier:
        return None
    states = action_states(ctx)
    found = mentions(ctx.task, ctx.files or [])
    # (a near miss of a file's name that other files hold as a word is the subject, not that file: "who's the upstream
    # contact for man-db?" read docs/mandb.8.txt for man-db and stopped, the copyright unread; found on a folder new to
    # the benchmark)
    if not states or any(a.verb != "read" or state != "done" for a, _, state in states) \
            or any(how in ("name", "stem") or how == "close" and not _held_elsewhere(ctx, w, f) for w, f, how in found if f is not None):
        return None
    said = [w.lower() for w, f, _ in found if f is not None]
    sources = term_sources(ctx.task, ctx.files or ())
    # (nor the name of a folder the named file lies in, or its translation: "W23 周报里那次 P2 故障是怎么回事" read
    # README.md after 周报/2024-W23.md, for its "weekly" and "outage"; found on the wild dev split. Words of the
    # file's own name stay: "the hotel sales manager, 郑经理" is answered by 婚宴酒店对比.md, whose 经理 the
    # named 转发-酒店郑经理微信.txt says too)
    folders = {d.lower() for _, f, _ in found if f is not None for d in f.split("/")[:-1]}
    rest = {f: [w for w in ws if not any(w.lower() in p or p in w.lower() for p in said)
                and sources.get(w, w).lower() not in folders]
            for f, ws in (ctx.holds or {}).items()}
    score = {f: holder_score(_one_per_word(maximal(ws), sources), sources) for f, ws in rest.items() if ws}
    read = set(ctx.read_files)
    best = max((f for f in score if f not in read), key=lambda f: score[f], default=None)
    if best is None or score[best] < 1.0 or score[best] <= max((score[f] for f in score if f in read), default=0.0):
        return None
    return best


def _held_elsewhere(ctx: AgentCtx, word: str, f: str) -> bool:
    """Whether a listed file other than f holds the word (ctx.holds)."""
    return any(word.lower() in (t.lower() for t in ws) for g, ws in (ctx.holds or {}).items() if g != f)


# a change a release made ("was added", "加进来的", "从哪个版本开始"), not what a named file says of versions ("那个 yaml
# 文件里说是移植自 markdown-it 哪个版本", wild dev web-10, read the changelog besides)
_CHANGED_IN = re.compile(r"\b(?:add|added|introduc\w*|since|fix|fixed|drop|dropped|remov\w*|deprecat\w*|support\w*"
                         r"|start(?:s|ed)?|began|appear(?:s|ed)?)\b"
                         r"|加进|加入|加的|引入|开始|修复|修的|修了|去掉|废弃|支持")


def _changes_left(ctx: AgentCtx) -> str | None:
    """For a question for a version or release (ASKS_VERSION) whose named files, if any, are all read: the best
    holder of its words among the project's changes (file_kinds "changes") while none of them is read, else None. A
    file seldom says in which release it came: found on folders new to the benchmark, "dracula 这个主题是 pygments
    哪个版本加进来的" read themes/dracula.py and stopped with CHANGES-2.11.txt unread, and "in which release of the
    distro library support for /etc/debian_version was added" read distro.py and the sample file, not the changelog."""
    low = ctx.task.lower()
    if ctx.earlier or not (ASKS_VERSION.search(low) and _CHANGED_IN.search(low)) \
            or any(a.verb != "read" or state != "done" for a, _, state in action_states(ctx)):
        return None
    changes = [f for f, _ in ranked_holders(ctx) if "changes" in file_kinds(f)]
    return changes[0] if changes and not set(changes) & set(ctx.read_files) else None


def content_left(ctx: AgentCtx) -> str | None:
    """For a question that names no file ("who do i call if the export service goes down"): once the
    folder is listed, while nothing has been read and listed files hold the question's words, the
    read of the best of them ("read README.md"), else None. The listing alone does not answer it:
    measured on the wild dev split, is_done said done (0.63) right after the listing with "'call',
    'number' in README.md: not read" in its own frame (wk-06). Two files that hold the question's words
    equally well (the same rank key) are both read: found on a folder new to the benchmark, "洁牙现在收多少钱啊
    会员能便宜点不" read the appointment book, which says 洁牙 and 会员 as often as the price list, and stopped.
    For a question that names its files only by a part of their names, the read of the file past_the_part gives."""
    if _listing(ctx) is None or asks_no_tools(ctx.task) or not _QUESTION.search(ctx.task.lower()):
        return None
    # (a name written as code writes it is looked for where it is defined before past the part said: "in the
    # libmagic api what is the numeric value of MAGIC_NO_CHECK_CSV" read man/libmagic.3 and then a header that
    # holds "numeric" and "value", not magic.h; found on a folder new to the benchmark. Not where the task names
    # its file by name: "what is my GitHub username in notes.md?" is served by notes.md)
    names, undefined = _code_names(ctx)
    if (defined := _definition_left(ctx, undefined)) is not None:
        return defined
    # (and where a file read defines each such name, its answer is seen: no file past the part is read)
    if (undefined or not names) and (beyond := past_the_part(ctx)) is not None:
        return f"read {beyond}"
    if (changes := _changes_left(ctx)) is not None:
        return f"read {changes}"
    # a file the task describes that the names did not find may be missing ("open the W25 weekly
    # report" in a folder without one): the judge weighs that, not this rule
    if any(a.file is not None for a, _, _ in action_states(ctx)) or describes_a_file(ctx.task):
        return None
    ranked = _ranked(ctx)
    tied = [f for f, _, _, key in ranked if key == ranked[0][3]][:TIED_HOLDERS_READ] if ranked else []
    read = set(ctx.read_files)
    # (a later turn goes back to the earlier turn's file: "and the other repair before that one?" read the
    # repair log again, then the contacts list that tied it)
    if not tied or not read <= set(tied) or (read and ctx.earlier):
        return None
    return next((f"read {f}" for f in tied if f not in read), None) or _answer_not_seen(ctx, ranked, read)


# make run on a target, no file made: "make timetest", "make check" ("make tests for it" writes tests)
_MAKE_TARGET = re.compile(r"make\s+(?:check|install|clean|distcheck|[a-z]+test)\b(?!\s+(?:for|of)\b)")
# a question asking two things
_MORE_THAN_ONE = re.compile(r"\band\b|\balso\b|还有|以及|另外|顺便|[?？].*\S.*[?？]|[，,].*(?:谁|哪|什么|多少|几|怎么)")
_VERSION = re.compile(r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){1,2}(?![\w.])")


def holders_read(ctx: AgentCtx) -> bool:
    """For a first-turn question that asks nothing of a file it names and no edit: True once the folder is listed,
    files hold the question's words, every one of them has been read, one of them holding two of the words, and one
    file that holds none of them besides (an answer may lie in a file that says it in other words: "the url of our
    private npm registry" is in a Chinese note that holds neither word). Further reads are of files no word of the
    question leads to. Measured on the wild test split with jevloop-judge-6: on "那个预算表里外卖超了多少？" is_done
    said "not done" (p 0.07-0.12) after both holders of its words were read and the loop read every other file of
    the folder until max_steps. Likewise, without a file besides and whatever other holders say, once every file
    holding a name the question writes with an underscore ("XDG_CONFIG_HOME", "inode_ratio") or a version ("4.9") is
    read: such a name is said in no other words (wild dev ops-09: "not done" at p 0.36 after every holder was read)."""
    if ctx.earlier or _listing(ctx) is None or asks_no_tools(ctx.task) or not _QUESTION.search(ctx.task.lower()):
        return False
    holders, read, low = set(ctx.holds or {}), set(ctx.read_files), ctx.task.lower()
    # (nor where it asks for more than an answer: "why does parse_config crash? can you fix it?", "patch it so it
    # returns None"; found in review)
    if not holders or action_states(ctx) or _BEYOND_NAMED.search(low) or _MORE_ASKED.search(low) \
            or any(v != "read" and not _MAKE_TARGET.match(low, i) for i, v in verb_at(low)):
        return False
    # (a name with an underscore: brand names are written in camel case too, "where did I put my GitHub token?").
    # Where the question only asks which file holds it, its holders read are enough, and so are those of a version
    # or a word of no dictionary (a program's, a make target's): "which of these docs mentions XDG_CONFIG_HOME?" and
    # "哪个文档说 make timetest 至少要跑 10 分钟？" waited on files that say "docs", "mentions" or 文档 (wild test deb-09,
    # deb-10). Not a question of anything more: "what nginx timeout did we settle on?", "what is the wifi password and
    # the postgres port?" are answered past the name's holder (found in review).
    names = {n.lower() for n in _CODE_NAME.findall(ctx.task) if "_" in n}
    which = bool(_WHERE_SAID.search(low)) and not _MORE_THAN_ONE.search(low)
    if which:
        vocab = english_vocabulary()
        names |= set(_VERSION.findall(ctx.task)) | {w for w in re.findall(r"(?<![\w\-./])[a-z]{5,}(?![\w\-./])", low)
                                                    if vocab and w not in vocab and not vocab & set(word_lemmas(w))}
    named = {f for f in holders if names & {w.lower() for w in ctx.holds[f]}}
    if which and named and named <= read:
        return True
    if not holders <= read:
        return False
    if named:
        return True
    # (one file besides, where a file read holds two of the question's words: one word held, "iPhone" in a wish list,
    # leads nowhere yet; found in review, the purchase record that holds none was left unread)
    return bool(read - holders) and any(len(set(ctx.holds[f])) >= 2 for f in holders)


def _code_names(ctx: AgentCtx) -> tuple[list[str], list[str]]:
    """The names the task writes as code writes them ("extract_model", "SNICallback", "MAGIC_NO_CHECK_CSV"), and
    those of them no file read so far defines (_names_defined)."""
    names = list(dict.fromkeys(_CODE_NAME.findall(ctx.task)))
    defined = _names_defined(ctx) if names else set()
    return names, [n for n in names if n.lower() not in defined]


def _definition_left(ctx: AgentCtx, undefined: list[str]) -> str | None:
    """For a question that writes a name as code writes it which no file read so far defines (`undefined`,
    _code_names), and names no file by its name (a part of a name may be said): the read of the one unread
    code file that holds the name, else None. Found on a folder new to the benchmark: the README that lists
    extract_model was read and "extract_model 导出来的模型要是超过 2GB，多出来的数据会存成什么文件？" answered without
    onnx/utils.py. A task that names its file by name is served by it ("what is my GitHub username in notes.md?")."""
    if not undefined or any(how in ("name", "stem", "close") for _, f, how in mentions(ctx.task, ctx.files or [])
                            if f is not None):
        return None
    read = set(ctx.read_files)
    for name in undefined:
        holders = [f for f, words in (ctx.holds or {}).items() if f not in read
                   and f.rsplit(".", 1)[-1].lower() in CODE_EXTS and any(w.lower() == name.lower() for w in words)]
        if len(holders) == 1:
            return f"read {holders[0]}"
    return None


# how many lines a passage spans: a question's words held within it are read as said together (_answer_not_seen)
PASSAGE_LINES = 3


def _answer_not_seen(ctx: AgentCtx, ranked: list[tuple[str, list[str], float, tuple]], read: set[str]) -> str | None:
    """After the best holder of a question's words is read alone: the read of the next holder when no
    passage of what was read (PASSAGE_LINES lines, as the read showed them) holds as much of the question as
    that holder's whole file does, else None: two holders read in all. A file that says the
    question's words apart has not shown the answer. Measured on the content questions of the wild dev split
    and the examined probe folders p49–p88 with one file to read and holders that are not tied (239): the
    file asked for was the second holder in 28 and this reads it in 15, while 41 of the 190 that asked for
    the first holder read a second file too. In loop runs it turned six failures into passes and no pass
    into a failure (benchmarks/probes 735 → 739, p69–p88 744 → 746, wild dev 259 either way)."""
    if len(read) != 1 or len(ranked) < 2:
        return None
    words = {f: ws for f, ws, _, _ in ranked}
    sources = task_sources(ctx)
    # (its words counted as a passage's are, without the bonus _ranked gives the words of a file's name)
    nxt = next(((f, holder_score(_one_per_word(maximal(ws), sources), sources)) for f, ws, _, _ in ranked if f not in read), None)
    first = next(iter(read))
    if nxt is None or first not in words:
        return None
    text = next((h.result for h in ctx.history if h.tool == "read_file" and h.ok and h.input == first), "")
    return f"read {nxt[0]}" if passage_score(text, words[first], sources) < nxt[1] else None


def passage_score(text: str, words: Sequence[str], sources: Mapping[str, str], span: int = PASSAGE_LINES) -> float:
    """The holder_score of the words held within the best `span` consecutive lines of the text."""
    lines = [set(held) for held in line_words(text.lower(), split_low(text), words)]
    return max((holder_score(_one_per_word(maximal(list(set().union(*lines[i:i + span]))), sources), sources)
                for i in range(len(lines))), default=0.0)


# words that point back at a file ("这里面", "that file", "in it")
_BACK_TO_FILE = re.compile(r"这里|里面|这个文件|那个文件|这份|那份|这个表|那个表|\b(?:in it|in there|this file|that file|the file|it says)\b")


def file_options(ctx: AgentCtx) -> list[str]:
    """Listed files not read yet, in listing order; when the task (or, for a task that names none, the
    earlier turn) names listed files that are still unread, only those; else (no file named, or every
    named file read) the unread files that hold the most of the task's words (ctx.holds), where any does. Measured on the wild
    dev split: with every unread file offered, a task naming one file among ten spread the pick under its
    gate ("看一下 上线检查清单.md" halted input_unclear); with the holders offered, pick_input's hit rate
    rose from 0.55 to 0.88 and tasks from 66 to 69 of 78 (jevloop-judge-6)."""
    read = set(ctx.read_files)
    unread = [f for f in (ctx.files or []) if f not in read]
    lines = named_candidates(ctx)
    named = [line.split(": ", 1)[0] for line in lines]
    if lines and all(line.split(": ", 1)[1].startswith(("named by the earlier task", "used in the earlier turn")) for line in lines) \
            and not _BACK_TO_FILE.search(ctx.task.lower()):
        # (the earlier turn's files, unless the task points back at a file, give way to the file that holds the
        # task's own words best, where it holds more of them: "那天是周三吧 早教那边当天有课吗 几点的" after a question
        # on the vaccine book was offered the book and the feeding notes only, "他手机号多少" after one on the day's
        # schedule the schedule only; found on folders new to the benchmark. "这里面超过 2000 块的有几笔" stays
        # with the earlier file, wild dev wk-30)
        scored = [(f, score) for f, _, score in _scored_holders(ctx) if f not in read]
        if scored and scored[0][0] not in named and scored[0][1] > max((sc for f, sc in scored if f in named), default=0):
            named = [scored[0][0]]
    narrowed = [f for f in unread if f in named]
    if not narrowed and (there := said_there(ctx)) is not None:
        narrowed = [there]
    if not narrowed and (defined := _definition_left(ctx, _code_names(ctx)[1])) is not None:
        narrowed = [defined[len("read "):]]             # (before past_the_part, as in content_left)
    if not narrowed and (beyond := past_the_part(ctx)) is not None:
        narrowed = [beyond]
    if not narrowed:
        # a task that names no file, or whose named files are all read: the unread files that hold its
        # words, when some do (a second probe: "and the other repair before that one?" after the earlier
        # turn's file was read again was offered all ten files, and read two that hold none of its words)
        ranked = [(f, key) for f, _, _, key in _ranked(ctx) if f not in read]
        holders = {f for f, key in ranked if key == ranked[0][1]}
        narrowed = [f for f in unread if f in holders]
    return narrowed or unread


# (go and rs are words too: "did v2.3 go live" asks about no Go file; they count after a dot or before "file")
_KIND = re.compile(r"(?<![\w.])(?:\.?(tsx?|js|py|md|txt|json)|\.(go|rs)|(go|rs)(?=\s*(?:files?\b|文件)))(?![\w.])", re.I)
_KIND_WORDS = {"typescript": "ts", "javascript": "js", "python": "py", "markdown": "md"}


def task_kinds(task: str) -> set[str]:
    """File kinds (extensions) the task asks about as a kind: "each TS file", ".py files"."""
    kinds = {next(g for g in m.groups() if g).lower() for m in _KIND.finditer(task or "")}
    low = (task or "").lower()
    # a kind's name, not part of another name ("markdown-it" is a package, not Markdown files)
    kinds |= {ext for word, ext in _KIND_WORDS.items() if re.search(rf"(?<![\w\-]){word}(?![\w\-])", low)}
    return kinds


def file_option_criteria(ctx: AgentCtx) -> dict[str, str | None]:
    """The unread listed files with what code knows about each: named by the task or by the earlier
    turn, of the kind the task asks about, a code file. The judge reads these beside each marker."""
    named = {line.split(": ", 1)[0]: line.split(": ", 1)[1].split(",")[0] for line in named_candidates(ctx)}
    kinds = task_kinds(ctx.task)
    holders = dict(ranked_holders(ctx))
    out: dict[str, str | None] = {}
    for f in file_options(ctx):
        ext = f.rsplit(".", 1)[-1].lower() if "." in f else ""
        parts = []
        if f in named:
            parts.append(named[f])
        if f in holders:
            parts.append("holds the task's words " + ", ".join(repr(w) for w in holders[f][:3]))
        if ext in kinds:
            parts.append(f"a .{ext} file, the kind the task asks about")
        elif ext in CODE_EXTS:
            parts.append("a code file")
        out[f] = "; ".join(parts) or None
    return out


PROVIDERS: dict[str, tuple[tuple[str, ...], Callable[..., list[str]]]] = {
    "toolsFor": (("task", "earlier", "history", "files", "readFiles", "holds", "canWrite", "canDelete"), tools_for),
    "fileOptions": (("task", "earlier", "files", "readFiles", "holds"), file_options),
}


# ---------------------------------------------------------------------------------------------
# Projections: name → (cells read, function, untrusted output).

def _step_line(h: StepRecord, input_chars: int, result_chars: int) -> str:
    return f"{h.tool}({clip(h.input, input_chars)}) → {clip(h.result, result_chars)}"


def describe_done(ctx: AgentCtx) -> str:
    if not ctx.history:
        return Code("nothing yet")
    parts = []
    for h in ctx.history:
        tag = "" if h.ok else " [failed]"
        parts.append(f"{h.tool}({clip(h.input, 60)}){tag}" if h.input else f"{h.tool}{tag}")
    return "; ".join(parts)


def last_input(ctx: AgentCtx) -> str:
    return ctx.history[-1].input if ctx.history else ""


def pending_target(ctx: AgentCtx) -> str:
    """The last call's input, a write's path marked with whether a file is already there."""
    if not ctx.history:
        return ""
    h = ctx.history[-1]
    if h.tool != "write_file" or h.target_exists is None:
        return h.input
    path, sep, content = h.input.partition("\n")
    mark = "an existing file: this write replaces its content" if h.target_exists else "a new file: nothing is there yet"
    return f"{path} ({mark}){sep}{content}"


def listed_files(output: str) -> list[str]:
    """The file names in a list_dir result: one a line, without the "(empty directory)" and
    "[truncated: …]" notes. The one reader of that format."""
    return [line for line in (output or "").split("\n") if line and not line.startswith(("[", "("))]


def _listing(ctx: AgentCtx) -> list[str] | None:
    """The files the last successful list_dir in the history showed (None when nothing was listed)."""
    for h in reversed(ctx.history):
        if h.tool == "list_dir" and h.ok:
            return listed_files(h.result)
    return None


_EARLIER_KEYS = ("; files read: ", "; files written: ", "; answer: ")


def earlier_parts(earlier: str | None) -> tuple[str, list[str]]:
    """(the previous task's text, the files read or written in that turn) from the loop's summary of the
    previous turn ("previous task: …; files read: a, b; files written: c; answer: …"). Text in any
    other form counts as the previous task."""
    text = earlier or ""
    if not text.startswith("previous task: "):
        return text, []
    body = text[len("previous task: "):]
    cuts = [body.find(k) for k in _EARLIER_KEYS if body.find(k) >= 0]
    task = body[:min(cuts)] if cuts else body
    files: list[str] = []
    for key in _EARLIER_KEYS[:2]:
        at = body.find(key)
        if at >= 0:
            rest = body[at + len(key):]
            nxt = [rest.find(k) for k in _EARLIER_KEYS if rest.find(k) >= 0]
            files += [f.strip() for f in rest[:min(nxt) if nxt else len(rest)].split(",") if f.strip()]
    return task, files


def earlier_named(ctx: AgentCtx) -> list[str]:
    """The files the earlier task names, each as the folder knows it: the file read or written in that turn
    whose name ends the words, else the listed file they name (mentions), else the words as written. Found on
    folders new to the benchmark: "打开期中成绩.csv" (the verb glued to the name) stood "not done" beside the
    read 期中成绩.csv, and "刚才那个表里语文平均分是多少？" then read every file of the folder."""
    prev_task, prev_files = earlier_parts(ctx.earlier)
    prev_task = prev_task[:MAX_TASK_CHARS]
    listing = ctx.files or _listing(ctx) or []
    found = [(said.lower(), f) for said, f, _ in mentions(prev_task, listing) if f is not None] if listing else []
    out = []
    def ends(low: str, name: str) -> bool:       # (the name whole, or Chinese glued before it: "打开期中成绩.csv")
        base = name.rsplit("/", 1)[-1].lower()
        return low == base or low.endswith("/" + base) or (low.endswith(base) and re.match(r"[\u3400-\u9fff]", low[-len(base) - 1]))
    for tok in _task_file_tokens(prev_task):
        low = tok.lower()
        f = next((p for p in prev_files if ends(low, p)), None) \
            or next((f for said, f in found if said == low or ends(low, f)), None)
        out.append(f or tok)
    return list(dict.fromkeys(out))


def _names_in(text: str, files: Sequence[str]) -> list[str]:
    """Files of `files` that `text` names: by full name, by stem as a word, or misspelt."""
    return [f for _, f, _ in mentions(text, files) if f is not None]


def _done_by(ctx: AgentCtx) -> dict[str, set[str]]:
    """verb → the files the steps did it to (read, write, move, delete)."""
    done = {"read": set(ctx.read_files)}
    for h in ctx.history:
        if h.ok and h.tool in CHANGE_TOOLS:
            done.setdefault(h.tool.split("_")[0], set()).add(target_of(h.tool, h.input))
    return done


def action_states(ctx: AgentCtx) -> list[tuple[Action, str, str]]:
    """The task's actions in its order, each with the file as known (the listed file, or the words as
    written when nothing is listed or nothing listed matches) and its state: "done", "not done", or "not
    in the listing" (a read, move or delete of a file the listing does not hold)."""
    done, listing = _done_by(ctx), _listing(ctx)
    out = []
    acts = task_actions(ctx.task, listing or [])
    if not acts and listing is None and not ctx.history:
        # before anything ran, a file the task describes without naming it ("the licence file") is an
        # action not done; once listed, the names and the holders of its words say which file it is
        acts = described_files(ctx.task)
    elif not acts and listing is not None:
        # …unless it carries a mark no listed name has ("the W25 weekly report" where the reports stop at
        # W24), or the task a date no dated name carries ("the group meeting notes from oct 22"): that file
        # is not in the listing (measured: wk-21 read three other files; sd-23 read the notes of 10-14)
        paths = "\n".join(listing).lower()
        elsewhere = dated_elsewhere(ctx.task, listing)
        acts = [Action(a.verb, None, a.said) for a in described_files(ctx.task) if describes_a_file(a.said)
                and (elsewhere or any(m not in paths for m in re.findall(r"\b(?:[a-z]+\d+|\d+[a-z]+)\b",
                                                                          a.said.lower()))
                     or _unlisted_name(a.said, paths))]
    for a in acts:
        known = a.file if listing is not None else a.said
        if (known or a.said) in done.get(a.verb, ()) or a.verb == "write" and known is None and "/" not in a.said \
                and any(w.rsplit("/", 1)[-1] == a.said for w in done.get("write", ())):
            # (a bare new name is written where the task put it: "放在同目录下叫 logind.conf.bak")
            state = "done"
        elif a.verb != "write" and listing is not None and known is None:
            state = "not in the listing"
        else:
            state = "not done"
        out.append((a, known or a.said, state))
    return out


def _unlisted_name(said: str, paths: str) -> bool:
    """A described file whose words hold a name no listed path has (a word outside the English vocabulary:
    a program's, a product's) beside a word a listed path has: "the nginx logrotate config" beside
    logrotate.d/apt is a file the folder lacks (found on a folder new to the benchmark, it read two other
    configs). Without the dictionary installed, never."""
    words = [w for w in re.findall(r"[a-z]{3,}", said.lower()) if w not in _DESCRIBE_WORDS]
    vocabulary = english_vocabulary()
    return bool(vocabulary) and any(w in paths for w in words) and any(
        w not in paths and w not in vocabulary for w in words)


# the words of a description that are no name: determiners and nouns for files
_DESCRIBE_WORDS = frozenset("the that this those these my our your which what file files doc docs config configs "
                            "configuration settings notes readme".split())


def named_files(ctx: AgentCtx) -> list[str]:
    """The actions the task asks for on the files it names, in the task's order, each marked done or
    not by the steps ("read a.md: done", "move b.md: not done", "read ghost.py: not in the listing"),
    and for a kind the task asks about ("each TS file") how many of that kind were listed and read. A
    task that names neither a file nor a kind ("read that file again") gets the files the previous
    task named, to read."""
    read, listing = set(ctx.read_files), _listing(ctx)
    out = []
    for a, name, state in action_states(ctx):
        said = a.said if a.said.lower() == name.lower() else f"{a.said} → {name}"
        out.append(f"{a.verb} {said}: {state}")
    if listing is not None:
        for ext in sorted(task_kinds(ctx.task)):
            of_kind = [f for f in listing if f.lower().endswith("." + ext)]
            done = [f for f in of_kind if f in read]
            out.append(f".{ext} files: {len(of_kind)} listed, {len(done)} read"
                       + (" (all read)" if of_kind and len(done) == len(of_kind) else ""))
    if not out and ctx.earlier:
        prev_task, earlier_files = earlier_parts(ctx.earlier)
        out = [f"read {f}: the {kind} matching the earlier task's file, {'done' if f in read else 'not done'}"
               for f, kind in counterparts(ctx.task, prev_task, listing or [], earlier_files)]
        out = out or [f"read {name}: named by the earlier task, {'done' if name in read else 'not done'}"
                      for name in earlier_named(ctx)]
        # (a pronoun for the file the earlier turn read, its task naming it by description: "打开 applications 下面
        # vim 的那个桌面文件看看", then "那它能打开哪些类型的文件"; found on a folder new to the benchmark, the folder
        # was listed and the question answered without the file)
        out = out or [f"read {name}: read in the earlier turn, {'done' if name in read else 'not done'}"
                      for name in earlier_files if _PRONOUN.search(ctx.task.lower()) or _BACK_TO_EARLIER.search(ctx.task.lower())]
    return out


# words of a later turn for what the earlier turn read: "里面哪个最贵" after "打开商品清单", "这些后来都改好了吗" after a
# question on the acceptance log (found on folders new to the benchmark: the folder was listed and the question
# answered unread)
# (and a "what if" asked on what was read: "那要是那天下雨下雪怎么办" after "打开结业活动方案看看结业典礼几点开始"; found on a
# folder new to the benchmark, the question was answered from the listing)
# (and the same question asked of another thing: "那雅江那晚呢？住哪家" after "打开酒店预订看一下，新都桥那晚住的哪家"; found
# on a folder new to the benchmark, a meeting note was read instead of the bookings; the file options still offer the
# holders of its words)
_BACK_TO_EARLIER = re.compile(r"^\s*(?:那|那么|and\s+)?(?:里面|里头|这里面|其中|上面)|这些|那些|\b(?:in there|in it|those|these)\b"
                              r"|^\s*(?:那|那么|and\s+)?(?:要是|如果|万一|假如|what if\b)"
                              r"|^\s*那(?:么)?\s*[^，,。？?！!呢]{1,12}呢\s*[？?]")


_OTHER_IN_FOLDER = re.compile(r"\bthe\s+other\b((?:\s+\w+){0,3}?)\s+(?:(?:in|from)\s+(?:that|the\s+same|the|this|same)\s+"
                              r"(?:same\s+)?(?:folder|directory|dir)\b|in\s+there\b)|(?:文件夹|目录)(?:里|下|中)?(?:的)?另(?:一|外)")


def _other_in_folder(ctx: AgentCtx) -> list[str]:
    """In a later turn, the one other file in the folder of the earlier turn's file, where the task asks for it
    (counterparts, _OTHER_IN_FOLDER), else []."""
    if not ctx.earlier or not _OTHER_IN_FOLDER.search(ctx.task.lower()):
        return []
    prev_task, prev_files = earlier_parts(ctx.earlier)
    return [f for f, kind in counterparts(ctx.task, prev_task, _listing(ctx) or [], prev_files) if kind.startswith("other file")]


def counterparts(task: str, prev_task: str, listing: Sequence[str], prev_files: Sequence[str] = ()) -> list[tuple[str, str]]:
    """(file, kind) for a task that asks for the file matching the earlier task's file by kind ("how often does
    fstrim.timer fire?", then "what command does the matching service actually run": fstrim.service, found on a
    folder new to the benchmark, where fstrim.timer was read again): intent.counterpart_of each file the earlier
    task names. Failing that, the file of the earlier turn's name in another folder the task says, kind being
    the folder ("show me the pluggy LICENSE", then "and the iniconfig one? same text?": iniconfig/LICENSE; found
    on a folder new to the benchmark, three other files were read)."""
    out: list[tuple[str, str]] = []
    for m in COUNTERPART.finditer(task or ""):
        kind = counterpart_kind(m)
        for name in _task_file_tokens(prev_task):
            f = counterpart_of(name, kind, listing)
            if f is not None and (f, kind) not in out:
                out.append((f, kind))
    low = (task or "").lower()
    # (the one other file in the folder of the earlier turn's file: "open examples/example.c", then "ok and the
    # other one in that folder?"; found on three folders new to the benchmark, the earlier file or another
    # folder's file was read)
    other = _OTHER_IN_FOLDER.search(low)
    # (its kind said: "and the other sample file in there?" is the other *.sample; found on a folder new to the benchmark)
    kind = [w for w in (other.group(1) or "").split() if w not in ("one", "ones", "file", "files", "the")] if other else []
    for name in prev_files if not out and other else ():
        folder = name.rsplit("/", 1)[0] if "/" in name else None
        others = [f for f in listing if folder and f != name and f.rsplit("/", 1)[0] == folder and "/" in f]
        others = [f for f in others if all(w in f.rsplit("/", 1)[-1].lower() for w in kind)] or others
        if len(others) == 1 and (others[0], "other file") not in out:
            out.append((others[0], f"other file in {folder}/"))
    # (the file of another month or day beside the earlier turn's file: "打开 进货/2025-03-18-进货单.txt 看看", then "那4月份
    # 那张呢，都进了些啥"; found on a folder new to the benchmark, March's was read again. Not where the task names a file
    # or points at the earlier one: "4月份的订单登记呢", "这份里6月1那天约的客人是谁"; found in review)
    # (asked as "那<date>那张呢": "4月要送多少？", "删了吧，4月的留着", "把它挪到 归档/2025年4月/" are no such question; found in
    # review)
    asked = bool(prev_files) and not out and re.search(r"(?:月份?|[号日])\s*(?:的|那(?:张|份|个|篇|次))?\s*呢", task or "") \
        and not re.search(r"这(?:份|个|张|篇|里)", task or "") and not any(f for _, f, _ in mentions(task, listing))
    for name in prev_files if asked else ():
        if (f := dated_sibling(task, name, listing)) is not None and (f, "file of that date") not in out:
            out.append((f, "file of that date"))
    for name in prev_files if not out else ():
        base, folders = name.rsplit("/", 1)[-1], name.lower().split("/")[:-1]
        for f in listing:
            said = [d for d in f.lower().split("/")[:-1] if d not in folders and says_folder(low, d)]
            if f != name and f.rsplit("/", 1)[-1] == base and said and (f, said[-1]) not in out:
                out.append((f, said[-1]))
    return out


def target_of(tool: str, inp: str) -> str:
    """The file a call acts on: a write's path, a move's source."""
    return ToolCall.parse(tool, inp).path.strip()


def named_candidates(ctx: AgentCtx) -> list[str]:
    """Listed files the task names (by full name, or by stem as a word), marked read or not. A task
    that names no file ("read that file again") is resolved against the earlier turn: the files its
    task named, then the files it read or wrote."""
    read = set(ctx.read_files)
    files = list(ctx.files or [])

    def mark(f: str) -> str:
        return "read" if f in read else "not read"

    seen: list[str] = []
    out = []
    for said, f, how in mentions(ctx.task, files):
        if f is not None:
            seen.append(f)
            out.append(f"{f}: named by the task{'' if how != 'close' else f' as {said}'}, {mark(f)}")
    # (a counterpart of a file the task names: "then the matching timer", intent._matching)
    for a in task_actions(ctx.task, files) if seen else ():
        if a.file is not None and a.file not in seen and COUNTERPART.fullmatch(a.said):
            seen.append(a.file)
            out.append(f"{a.file}: named by the task as {a.said}, {mark(a.file)}")
    prev_task, prev_files = earlier_parts(ctx.earlier)
    matching = counterparts(ctx.task, prev_task, files, prev_files) if not seen else []
    for f, kind in matching:
        seen.append(f)
        out.append(f"{f}: the {kind} matching the earlier task's file, {mark(f)}")
    # (the earlier file's counterpart stands for it: "the matching service" is not fstrim.timer again)
    for f in _names_in(prev_task, files) if not matching else ():
        if f not in seen:
            seen.append(f)
            out.append(f"{f}: named by the earlier task, {mark(f)}")
    for f in files if not matching else ():
        if f in prev_files and f not in seen:
            seen.append(f)
            out.append(f"{f}: used in the earlier turn, {mark(f)}")
    return out


# (words of prose after those keywords define nothing, intent.FUNCTION_WORDS_EN: "a class of values", "the function
# that parses"; found on a folder new to the benchmark, "of in README.md: named by the task" stood as a definition)
_DEFINES = re.compile(r"\b(?:function|def|func|fn|class)\s+([A-Za-z_]\w*)")
# a C macro ("#define MAGIC_NO_CHECK_CSV 0x0080000") defines a name the task may write too; not listed in the frame's
# symbols (a header defines dozens), only looked up (_names_defined)
_MACRO = re.compile(r"#\s*define\s+([A-Za-z_]\w*)")


def defined_in_reads(ctx: AgentCtx) -> list[tuple[str, StepRecord]]:
    """(name, the read) for each function and class the files read so far define, found in the whole result,
    not a clipped step line."""
    return [(name, h) for h in ctx.history if h.tool == "read_file" and h.ok
            for name in dict.fromkeys(n for n in _DEFINES.findall(h.result or "") if n not in FUNCTION_WORDS_EN)]


def _names_defined(ctx: AgentCtx) -> set[str]:
    """The names (lower-cased) the files read so far define: functions and classes (defined_in_reads) and C macros."""
    macros = {n.lower() for h in ctx.history if h.tool == "read_file" and h.ok for n in _MACRO.findall(h.result or "")}
    return {name.lower() for name, _ in defined_in_reads(ctx)} | macros


def defined_symbols(ctx: AgentCtx) -> list[str]:
    """The functions and classes that the files read so far define (defined_in_reads), each marked whether the
    task names it: "where is dedupe defined?" is then a look-up instead of a search through code for a name."""
    words = set(re.findall(r"\w+", (ctx.task or "").lower()))    # a name counts as a whole word
    return [f"{name} in {target_name(h)}: {'named by the task' if name.lower() in words else 'not named by the task'}"
            for name, h in defined_in_reads(ctx)]


def terms_found(ctx: AgentCtx) -> list[str]:
    """Where the task's content words occur in what was read, with the line they occur on ("'timeout' in
    app.ini: timeout = 30"), then in listed files not read yet ("'timeout' in b.ini: not read"): a
    question about a file's content is answered once a read file holds its words, and code can find
    them in the whole result, past any cut of the step lines."""
    terms = task_terms(ctx.task, ctx.files or ())
    out: list[str] = []
    if not terms:
        return out
    reads = _terms_read(ctx, terms)
    for name, text, at in reads:
        lines = text.split("\n")
        for t in maximal(list(at))[:4]:
            out.append(f"'{t}' in {name}: {clip(lines[at[t]].strip(), 80)}")
    states = action_states(ctx)
    if any(a.file is not None for a, _, _ in states):
        # a task that names its files is served by them: with other files' words listed as not read,
        # is_done kept reading after the named file (wild dev: hl-28, web-10 read every file)
        return out
    # (an unread file that holds less than half of what a read file holds of the task is not listed: measured on the
    # wild dev split and twenty-two probe sets, with them listed is_done said "not done" after the read file that held
    # the question and its answer ("mkfs 配置里 largefile4 的 inode_ratio 设的多少" read etc/mke2fs.conf, then two files that
    # say only 'configuration'): its wrong answers 548 -> 494, one task of 4,085 fewer)
    scored = _scored_holders(ctx)
    scores = {f: sc for f, _, sc in scored}
    read = set(ctx.read_files)
    best = max((sc for f, sc in scores.items() if f in read), default=0.0)
    for f, words in unread_holders(ctx, states, reads, scored):
        if scores.get(f, 0.0) >= best * 0.5:
            out.append(f"{', '.join(repr(w) for w in words[:3])} in {f}: not read")
    return out


def _terms_read(ctx: AgentCtx, terms: list[str]) -> list[tuple[str, str, dict[str, int]]]:
    """For each file read so far: its name, its text and the line of each task word it holds."""
    out = []
    for h in ctx.history:
        if h.tool == "read_file" and h.ok:
            text = h.result or ""
            low, split = text.lower(), split_low(text)
            out.append((target_name(h), text, {t: n for t in terms if (n := term_line(low, split, t)) is not None}))
    return out


def unread_holders(ctx: AgentCtx, states: list[tuple[Action, str, str]], reads: list[tuple[str, str, dict[str, int]]],
                   scored: list[tuple[str, list[str], float]] | None = None) -> list[tuple[str, list[str]]]:
    """The listed files not read yet that hold the task's words (ranked_holders), given the task's words in
    the files read (_terms_read). For a new file to write
    from what was read, a holder whose words all occur in a read file adds nothing and is left out (found
    on folders new to the benchmark: "根据疫苗计划帮我新建一个 2025年提醒.md" read every other file that says
    疫苗 and never wrote). A question keeps them: the first file read may hold its words and not its answer
    (np-01, "where in the code do we set the default mode for new dirs", stopped after bin/cmd.js)."""
    read = {h.input for h in ctx.history if h.tool == "read_file" and h.ok}
    held: list[str] = []
    if any(a.verb == "write" and st == "not done" for a, _, st in states):
        held = [t.lower() for _, _, at in reads for t in at]
    ranked = ranked_holders(ctx) if scored is None else [(f, ws) for f, ws, _ in scored]   # (_scored_holders, ranked once)
    return [(f, words) for f, words in ranked
            if f not in read and not (held and all(any(w.lower() in h for h in held) for w in words))]


def maximal(words: list[str]) -> list[str]:
    """The words that are no part of another word in the list ("分配" goes when "开始分配" is there)."""
    return [t for t in words if not any(t != u and t.lower() in u.lower() for u in words)]


def ranked_holders(ctx: AgentCtx) -> list[tuple[str, list[str]]]:
    """The listed files that hold the task's words (ctx.holds, in listing order), each with its maximal
    words, the file that holds most of the task first (holder_score; ties in listing order)."""
    return [(f, words) for f, words, _ in _scored_holders(ctx)]


def _scored_holders(ctx: AgentCtx) -> list[tuple[str, list[str], float]]:
    """ranked_holders with each file's holder_score; holders of a kind the task asks about (asked_kinds)
    before the others."""
    return [(f, ws, score) for f, ws, score, _ in _ranked(ctx)]


def _ranked(ctx: AgentCtx) -> list[tuple[str, list[str], float, tuple]]:
    """(file, its words, holder_score, rank key) for each holder, best first: of a kind the task asks
    about, then by holder_score, then in a folder the task says, then named by the task, then by
    holder_score with rare words weighing more (spread), then in
    listing order; equal keys up to the listing order are a tie. Ranked by the rarity-weighted score
    first, the wild dev split read a wrong file first in two tasks (ops-02: mke2fs.conf's [defaults]
    outranked useradd's shell); as a tie-break it changed two tasks, both for the better (np-07, np-09).
    Of equal holder_score, the file one line of which holds more of the task (_together) comes first: "which doc
    says exported files are only kept for a few days" tied three notes that say 导出 and 保留, one of them in one line
    ("导出文件保留 7 天"), and read the weekly notes that say them apart (tw-11). Measured with jevloop-judge-6 on the
    wild dev split and twenty-seven probe sets: 4,449 → 4,451 tasks (seven gained, five lost: a table that says the
    question's words in its name and columns, not in one row) and 12 fewer wrong judge answers; placed last, as a
    tie-break of equal keys only, no task more and 3 fewer wrong answers."""
    sources = task_sources(ctx)
    kinds = asked_kinds(ctx.task)
    holds = dict(ctx.holds or {})
    for f, word in folder_words(ctx.task, ctx.files or ()).items():
        holds[f] = [*holds.get(f, []), word]
    named = name_terms(ctx.task, ctx.files or ())
    for f, words in named.items():
        holds[f] = [*holds.get(f, []), *(w for w in words if w not in holds.get(f, []))]
    held = [(f, _one_per_word(maximal(ws), sources)) for f, ws in holds.items()]
    spread = Counter(k for _, ws in held for k in {sources.get(w, w.lower()) for w in ws})
    # (a word the file's name says counts twice (it counted half again until "糖糖最近一次称的体重是多少" left
    # 身高体重.csv below two notes that say 糖糖 and 体重): the name says what the file is about; found on folders
    # new to the benchmark, "赵磊新办的那个健康证有效期到啥时候" tied the inspection record with 员工健康证.csv and read
    # the record, "春天那批种子是在哪家店买的" read the notes that mention 种子 before 种子采购清单.md)
    def score_of(f: str, ws: list[str]) -> float:
        by_name = [w for w in ws if any(w.lower() in n.lower() or n.lower() in w.lower() for n in named.get(f, ()))]
        return holder_score(ws, sources) + 1.0 * holder_score(by_name, sources)
    # (and of equal holders, one whose name says a word of the task: "糖糖最近一次称的体重是多少" tied two notes that say
    # 糖糖 and 体重 with 身高体重.csv; found on a folder new to the benchmark)
    # (a value asked for is in no file that does not hold one: every holder of one comes first. Found on folders new to
    # the benchmark: "上回来修的赵师傅电话多少" tied the sales sheet that says 赵师傅来修 with the maintenance log that
    # gives his number, "小何电话多少来着？春节要请她来喂猫" read the cat-sitting note that says 小何, 春节 and 喂猫 and
    # gives no number, not the contacts that give hers)
    valued = asks_value(ctx.task)
    # (of equal holders, one in a folder the task says by name: "把 mpfr 的作者名单抄到…" tied gmp/AUTHORS with
    # mpfr/AUTHORS; found on a folder new to the benchmark, GMP's authors were copied)
    low = ctx.task.lower()
    said = {d for f, _ in held for d in f.lower().split("/")[:-1]
            if re.search(rf"(?<![\w\-./]){re.escape(d)}(?![\w\-./])", low)}
    scored = [(f, ws, score, (not (kinds & file_kinds(f)), valued and not any(value_word(w) for w in ws), -score,
                              -_together((ctx.holds or {}).get(f), sources), not said & set(f.lower().split("/")[:-1]),
                              f not in named, -holder_score(ws, sources, spread)))
              for f, ws in held for score in (score_of(f, ws),)]
    return [scored[i] for i in sorted(range(len(scored)), key=lambda i: (scored[i][3], i))]


def _together(held: Sequence[str] | None, sources: Mapping[str, str]) -> float:
    """The most of the task one line of a file holds (holder_score of a set of Held.together, each word of the task
    once), 0.0 where no line holds two of its words."""
    best = 0.0
    for words in getattr(held, "together", ()):
        ws = _one_per_word(maximal(list(words)), sources)
        if len({sources.get(w, w.lower()) for w in ws}) >= 2:
            best = max(best, holder_score(ws, sources))
    return best


def name_terms(task: str, files: Sequence[str]) -> dict[str, list[str]]:
    """Listed file → the task's words its own name holds (a Chinese word of two characters or more, an English
    word whole): a file holds what its name says. Found on a folder new to the benchmark: "清明那周轮到谁浇水"
    tied 浇水轮值表.csv, whose rows say 清明 and whose name says 浇水, with three notes that say 浇水 once, and
    was answered without the folder. (Its plural too: "mpfr 的作者名单" is said by the name AUTHORS.)"""
    terms = [t for t in task_terms(task, files) if len(t) >= 2]
    out: dict[str, list[str]] = {}
    for f in files:
        name = f.rsplit("/", 1)[-1].rsplit(".", 1)[0].lower()
        held = [t for t in terms if (t.lower() in name if re.match(r"[\u3400-\u9fff]", t)
                                     else re.search(rf"(?<![a-z0-9]){re.escape(t.lower())}(?:e?s)?(?![a-z0-9])", name))]
        if held:
            out[f] = held
    return out


def folder_words(task: str, files: Sequence[str]) -> dict[str, str]:
    """Listed file → the name of the folder it is in, for folders of one file the task says (a content
    word of the task, or a translation of one, is the folder's name: "这个月备份哪天挂了" and
    备份/backup-2025-05.log, "which items are below their min stock level" and 库存/): the file holds that
    word of the task by where it is. A folder of several files is a set the task may count or list
    ("实验记录有几篇", wild dev sd-17, read two of its files with this rule for every folder). Content words that are a folder's name are left out of the words looked for in files
    (task_terms); found on folders new to the benchmark, such questions then held no file at all and
    were answered without the folder."""
    said = {t.lower() for t in task_terms(task)}
    inside = Counter(f.rsplit("/", 1)[0] for f in files if "/" in f)
    out = {}
    for f in files:
        folder = f.rsplit("/", 1)[0] if "/" in f else ""
        name = folder.rsplit("/", 1)[-1]
        if inside[folder] == 1 and len(name) >= 2 and name.lower() in said:
            out[f] = name
    return out


_IDENTIFIER = re.compile(r"^_|\w_\w|[a-z][A-Z]")
_VERSION = re.compile(r"\d+(?:\.\d+)+")


def _term_weight(term: str, sources: Mapping[str, str]) -> float:
    # a Chinese word counts by its length, two characters as one English word ("年框合同" holds more
    # of a question than "年框"), capped so that one long run does not outweigh several words; a
    # translation counts less than the word itself (wk-06: "who do i call … the number" is answered by
    # the README that says call and number, not by the notes that say 导出 and 服务)
    # an identifier the task quotes (_authToken, HOSTNAME_MAX_LEN, maxRetries) names what it asks about
    # exactly: twice an English word (np-05: the notes that say token tied the man page that says
    # _authToken)
    # (so does a version: "1.4")
    w = min(len(term) / 2, 3.0) if re.match(r"[\u3400-\u9fff]", term) else \
        2.0 if _IDENTIFIER.search(term) or _VERSION.fullmatch(term) else 1.0
    return w * 0.75 if sources.get(term, term.lower()) != term.lower() else w


def _one_per_word(words: list[str], sources: Mapping[str, str]) -> list[str]:
    """The words a file holds, heaviest first, one for each word of the task (README says 值班, on-call
    and duty: all three stand for 值班, and three of them made it look like the best holder: wk-01)."""
    seen: set[str] = set()
    out = []
    for w in sorted(words, key=lambda w: -_term_weight(w, sources)):
        k = sources.get(w, w.lower())
        if k not in seen:
            seen.add(k)
            out.append(w)
    return out


def task_sources(ctx: AgentCtx) -> dict[str, str]:
    """Each content word of the task, with the listing's names left out and without (term_sources), → the word
    of the task it stands for: the words holders, passages and lines are weighed by."""
    return {**term_sources(ctx.task, ctx.files or ()), **term_sources(ctx.task)}


def holder_score(words: Sequence[str], sources: Mapping[str, str], spread: Mapping[str, int] | None = None) -> float:
    """How much of the task a file holds: each word of the task once (a translation counts for the word
    it translates, jevloop.lexicon), a Chinese word by its length. Measured on the wild dev split: with
    files ranked by how many words they hold, "星云云计算 年框合同 哪天到期" tied the weekly report that
    says 年框 with the vendor list that says 年框合同, and the report was read (wk-05). With `spread`
    (how many holders hold each word of the task), a word counts by 1/√spread, which breaks ties: "which
    file configures log rotation" tied four files that say configure with the one that says rotate
    (found by hand)."""
    best: dict[str, float] = {}
    for w in words:
        k = sources.get(w, w.lower())
        rare = spread[k] ** -0.5 if spread and spread.get(k) else 1.0
        best[k] = max(best.get(k, 0.0), _term_weight(w, sources) * rare)
    return sum(best.values())


def target_name(h: StepRecord) -> str:
    return clip(h.input.split("\n", 1)[0].strip(), 60)


def recent_steps(ctx: AgentCtx) -> list[str]:
    # Results keep 200 characters, not 80 (measured: at 80 a function name fell after the cut).
    return [_step_line(h, 60, 200) for h in ctx.history[-5:]]


def write_evidence(ctx: AgentCtx) -> str:
    """The last three steps; budgets follow the payload: a write's payload is its input."""
    steps = ctx.history[-3:]
    lines = []
    for i, h in enumerate(steps):
        writes = h.tool == "write_file"
        input_chars = 600 if writes else 60
        result_chars = 60 if writes else (600 if i == len(steps) - 1 else 200)
        lines.append(_step_line(h, input_chars, result_chars))
    return "\n".join(lines)


@dataclass(frozen=True)
class Projection:
    reads: tuple[str, ...]
    fn: Callable[[AgentCtx], Any]
    untrusted: bool


PROJECTIONS: dict[str, Projection] = {
    "earlierMaybe": Projection(("earlier",), lambda c: c.earlier or "", True),
    "filesMaybe": Projection(("files",), lambda c: list(c.files or []), True),
    "readMaybe": Projection(("readFiles",), lambda c: list(c.read_files), True),
    "resultMaybe": Projection(("lastResult",), lambda c: c.last_result or "", True),
    "draftMaybe": Projection(("draft",), lambda c: c.draft or "", True),
    "toolOrEmpty": Projection(("lastTool",), lambda c: c.last_tool or "", False),
    "toolOrUnknown": Projection(("lastTool",), lambda c: c.last_tool or "unknown", False),
    "lastOrNone": Projection(
        ("lastResult",),
        lambda c: c.last_result if c.last_result is not None else Code("no action has been taken yet"), True),
    "describeDone": Projection(("history",), describe_done, True),
    "lastInput": Projection(("history",), last_input, True),
    "pendingTarget": Projection(("history",), pending_target, True),
    "readCount": Projection(("readFiles",), lambda c: len(c.read_files), False),
    "recentSteps": Projection(("history",), recent_steps, True),
    "writeEvidence": Projection(("history",), write_evidence, True),
    "localToolRisk": Projection(("lastTool",), lambda c: LOCAL_TOOL_RISK.get(c.last_tool or ""), False),
    "namedFiles": Projection(("task", "earlier", "readFiles", "history"), named_files, True),
    "definedSymbols": Projection(("task", "history"), defined_symbols, True),
    "termsFound": Projection(("task", "history", "holds"), terms_found, True),
    "namedCandidates": Projection(("task", "earlier", "files", "readFiles"), named_candidates, True),
}


# ---------------------------------------------------------------------------------------------
# Frame compilation.

@dataclass(frozen=True)
class FieldSpec:
    key: str
    bound: int
    projection: str | None = None
    reason: str = ""
    line: int = 0

    @property
    def reads(self) -> tuple[str, ...]:
        return PROJECTIONS[self.projection].reads if self.projection else (self.key,)


@dataclass(frozen=True)
class Exclusion:
    cell: str
    reason: str
    line: int = 0


@dataclass(frozen=True)
class FrameSpec:
    fields: tuple[FieldSpec, ...]
    excluded: tuple[Exclusion, ...]

    def reads(self) -> set[str]:
        return {c for f in self.fields for c in f.reads}


@dataclass
class Frame:
    state: dict[str, Any]
    truncated: list[dict[str, Any]]
    fingerprint: str

    def fingerprint_with(self, questions: Mapping[str, Any]) -> str:
        return fingerprint({"frame": self.state, "questions": questions})


def canonical(obj: Any) -> str:
    """The one canonical JSON text that fingerprints and replay keys hash (values JSON has no form for
    are hashed as their str())."""
    return json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)


def fingerprint(obj: Any) -> str:
    # lone surrogates (a non-UTF-8 name or argument decoded with surrogateescape) hash as themselves
    return hashlib.sha256(canonical(obj).encode("utf-8", "surrogatepass")).hexdigest()


def _field_value(spec: FieldSpec, ctx: AgentCtx, tool_risk: Mapping[str, int] | None) -> tuple[Any, bool]:
    if spec.projection:
        proj = PROJECTIONS[spec.projection]
        if spec.projection == "localToolRisk" and tool_risk is not None:
            return tool_risk.get(ctx.last_tool or ""), False
        return proj.fn(ctx), proj.untrusted
    return ctx.cell(spec.key), spec.key in TOOL_DERIVED


def compile_frame(spec: FrameSpec, ctx: AgentCtx, tool_risk: Mapping[str, int] | None = None) -> Frame:
    """The bounded frame of one decision. A field whose value is None is absent from the frame
    (absent is not the same as empty). Strings are clipped to the bound in characters; lists to the
    bound in items, each item to ITEM_CHARS; tool-derived text is wrapped after clipping, so a
    bound counts content characters, not the marker."""
    state: dict[str, Any] = {}
    truncated: list[dict[str, Any]] = []
    for f in spec.fields:
        value, untrusted = _field_value(f, ctx, tool_risk)
        if value is None:
            continue
        if isinstance(value, bool) or isinstance(value, (int, float)):
            text = str(value).lower() if isinstance(value, bool) else str(value)
            if len(text) > f.bound:
                truncated.append({"key": f.key, "unit": "chars", "from": len(text), "to": f.bound})
                text = clip(text, f.bound)
                state[f.key] = text
            else:
                state[f.key] = value
        elif isinstance(value, (list, tuple)):
            items = [str(v) for v in value]
            if len(items) > f.bound:
                truncated.append({"key": f.key, "unit": "items", "from": len(items), "to": f.bound})
                items = items[: f.bound]
            out = []
            for it in items:
                if len(it) > ITEM_CHARS:
                    truncated.append({"key": f.key, "unit": "item_chars", "from": len(it), "to": ITEM_CHARS})
                clipped = clip(it, ITEM_CHARS)
                out.append(wrap(clipped) if untrusted else clipped)
            state[f.key] = out
        else:
            text = str(value)
            code_text = isinstance(value, Code)
            if len(text) > f.bound:
                truncated.append({"key": f.key, "unit": "chars", "from": len(text), "to": f.bound})
                text = clip(text, f.bound)
            state[f.key] = wrap(text) if (untrusted and not code_text and text) else text
    return Frame(state=state, truncated=truncated, fingerprint=fingerprint(state))
