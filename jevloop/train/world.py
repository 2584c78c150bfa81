"""The real-content training world: workspaces made of real files found on the machine, and tasks
composed as intent × targets × surface form × noise (the templated world in tasks.py has three
TypeScript bodies and fixed phrasings; a judge trained only there fails on a user's folder).

Corpus: the Python standard library and a fixed list of packages (CORPUS_TRAIN for training,
CORPUS_HELD for held-out evaluation; the wild benchmark in benchmarks/wild takes its files from
neither). Every file is chosen by a seeded draw over the sorted file list, so the same seed and the
same package versions give the same corpus; `manifest()` records what was found. Chinese notes are
composed from templates with a broad vocabulary. No torch here.
"""
from __future__ import annotations

import hashlib
import os
import random
import re
import sysconfig
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..frame import mentions
from ..intent import nameable_stem, task_terms
from ..oracle import TaskSpec
from .tasks import L_, Workspace

# import name → the share of a workspace's draws; "stdlib" is the interpreter's own library
CORPUS_TRAIN = ("stdlib", "tqdm", "pygments", "yaml")
CORPUS_HELD = ("sortedcontainers", "tenacity")
MAX_CHARS = 3000          # files are cut at a line boundary below this (the read bound is 4000)
_TEXT_EXTS = {"py", "txt", "toml", "json", "cfg", "ini", "md", "rst", "xml", "csv"}
_DEF = re.compile(r"^(?:def|class|async def)\s+([A-Za-z]\w{3,})", re.M)


def _root(name: str) -> Path | None:
    if name == "stdlib":
        return Path(sysconfig.get_paths()["stdlib"])
    try:
        mod = __import__(name)
    except ImportError:
        return None
    f = getattr(mod, "__file__", None)
    return Path(f).parent if f else None


@lru_cache(maxsize=None)
def corpus_files(name: str) -> tuple[str, ...]:
    """Text files of one corpus source, sorted (paths relative to its root); tests and byte-compiled
    files, site-packages and huge files skipped."""
    root = _root(name)
    if root is None:
        return ()
    out = []
    for dp, dn, fn in os.walk(root):
        dn[:] = sorted(d for d in dn if d not in ("site-packages", "__pycache__", "idlelib", "tkinter", "turtledemo",
                                                   "ensurepip", "lib2to3", "pydoc_data", "test", "tests",
                                                   "encodings") and not d.startswith("."))
        for f in sorted(fn):
            ext = f.rsplit(".", 1)[-1].lower() if "." in f else ""
            p = Path(dp) / f
            if ext not in _TEXT_EXTS:
                continue
            try:
                size = p.stat().st_size
            except OSError:
                continue
            if 200 <= size <= 400_000:
                out.append(p.relative_to(root).as_posix())
    return tuple(out)


def read_trimmed(name: str, rel: str) -> str | None:
    root = _root(name)
    try:
        text = (root / rel).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    if len(text) > MAX_CHARS:
        cut = text.rfind("\n", 0, MAX_CHARS)
        text = text[:cut + 1] if cut > 0 else text[:MAX_CHARS]
    return text if text.strip() else None


def manifest(sources: tuple[str, ...] = CORPUS_TRAIN + CORPUS_HELD) -> dict[str, dict]:
    """What the corpus holds on this machine: per source its root, version, file count and a hash of
    the sorted file list (two machines with equal hashes draw the same workspaces)."""
    out = {}
    for name in sources:
        files = corpus_files(name)
        ver = None
        if name != "stdlib":
            try:
                from importlib.metadata import version
                ver = version({"yaml": "PyYAML"}.get(name, name))
            except Exception:
                ver = None
        out[name] = {"root": str(_root(name)), "version": ver or sysconfig.get_python_version(), "files": len(files),
                     "list_sha256": hashlib.sha256("\n".join(files).encode()).hexdigest()}
    return out


# ---------------------------------------------------------------------------------------------
# Chinese notes: composed, a user's folder of plans and records.

ZH_TOPICS = {
    "周报": ["本周完成了{a}的{b}，下周计划{c}。", "{a}进度：{b}已经上线，{c}还在排期。", "问题：{a}的{b}偶尔超时，需要{c}。"],
    "会议纪要": ["参会：{p}、{q}。结论：{a}推迟到{d}。", "讨论了{a}和{b}，{p}负责{c}。", "待办：{p}在{d}前整理{b}。"],
    "旅行计划": ["{d}出发去{city}，住{hotel}，预算{n}元。", "第一天：{sight}；第二天：{sight2}。", "要带：护照、充电器、{thing}。"],
    "读书笔记": ["《{book}》第{n}章讲的是{a}。", "作者认为{a}比{b}更重要。", "摘录：'{quote}'"],
    "预算": ["房租 {n} 元，伙食 {m} 元，交通 {k} 元。", "{month}月总支出 {n} 元，比上月多 {k} 元。", "存款目标：每月 {m} 元。"],
    "学习计划": ["每天背 {k} 个单词，周末复习。", "{month}月学完{a}，然后开始{b}。", "考试时间：{d}。"],
    "购物清单": ["{thing}、{thing2}、牛奶、鸡蛋。", "给{p}买生日礼物：{thing}。", "超市打折：{thing2}买一送一。"],
    "项目笔记": ["接口 {api} 返回的字段有 id、name、{field}。", "部署在 {host}，端口 {port}。", "TODO：给 {api} 加缓存和重试。"],
}
ZH_VOCAB = {
    "a": ["登录模块", "数据迁移", "报表导出", "搜索功能", "支付流程", "用户画像", "日志系统", "权限管理"],
    "b": ["单元测试", "接口文档", "性能优化", "代码评审", "灰度发布", "监控告警"],
    "c": ["重构配置加载", "补充测试用例", "和产品确认需求", "升级依赖", "写部署脚本"],
    "p": ["小王", "李雷", "韩梅梅", "张经理", "老陈", "Alice", "刘工"],
    "q": ["赵敏", "周杰", "孙老师", "Bob", "王姐"],
    "d": ["下周一", "周五", "月底", "3月15日", "国庆后", "下个月初"],
    "city": ["杭州", "成都", "西安", "厦门", "东京", "大理"],
    "hotel": ["西湖边的民宿", "市中心的酒店", "青旅", "朋友家"],
    "sight": ["爬山", "逛博物馆", "吃火锅", "看夜景"], "sight2": ["古城散步", "去海边", "逛夜市", "参观大学"],
    "thing": ["雨伞", "耳机", "笔记本", "洗衣液", "咖啡豆"], "thing2": ["酸奶", "苹果", "纸巾", "面包"],
    "book": ["人类简史", "活着", "思考，快与慢", "代码大全", "三体"],
    "quote": ["慢慢来，比较快", "知道和做到是两回事", "简单的事情重复做"],
    "month": ["一", "三", "五", "七", "九", "十一"],
    "api": ["/api/users", "/v1/orders", "/login", "/report/export"], "field": ["email", "created_at", "status"],
    "host": ["10.0.0.12", "staging-01", "内网测试机"], "port": ["8080", "5432", "3000"],
}
ZH_FILE = {"周报": "weekly", "会议纪要": "meeting", "旅行计划": "trip", "读书笔记": "reading", "预算": "budget",
           "学习计划": "study", "购物清单": "shopping", "项目笔记": "project-notes"}


def zh_note(rng: random.Random, topic: str) -> str:
    lines = [f"# {topic}", ""]
    for tpl in rng.sample(ZH_TOPICS[topic], k=len(ZH_TOPICS[topic])):
        fill = {k: rng.choice(v) for k, v in ZH_VOCAB.items()}
        fill.update(n=rng.randint(2, 9) * 100, m=rng.randint(5, 30) * 100, k=rng.randint(10, 90))
        lines.append("- " + tpl.format(**fill))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# Workspaces.

USER_DIRS = ["src", "docs", "notes", "lib", "config", "data", "old", "scripts"]
USER_NAMES = {"md": ["README.md", "notes.md", "todo.md", "CHANGES.md", "plan.md", "ideas.md"],
              "txt": ["notes.txt", "todo.txt", "log.txt", "requirements.txt", "readme.txt"],
              "toml": ["pyproject.toml", "config.toml", "settings.toml"], "json": ["package.json", "data.json", "config.json"],
              "cfg": ["setup.cfg", "app.cfg"], "ini": ["settings.ini", "app.ini"]}


@dataclass
class RealFile:
    source: str
    path: str
    text: str
    defines: list[str]


def _draw_files(rng: random.Random, sources: tuple[str, ...], n: int) -> list[RealFile]:
    src = rng.choice([s for s in sources if corpus_files(s)] or ["stdlib"])
    files = corpus_files(src)
    out: list[RealFile] = []
    # a neighbourhood of one folder (a package's own files) or a scatter across the source
    if rng.random() < 0.5 and files:
        anchor = rng.choice(files)
        folder = anchor.rsplit("/", 1)[0] if "/" in anchor else ""
        pool = [f for f in files if (f.rsplit("/", 1)[0] if "/" in f else "") == folder] or list(files)
    else:
        pool = list(files)
    for rel in rng.sample(pool, k=min(len(pool), n * 2)):
        text = read_trimmed(src, rel)
        if text is None:
            continue
        out.append(RealFile(src, rel, text, list(dict.fromkeys(_DEF.findall(text)))))
        if len(out) >= n:
            break
    return out


def make_real_workspace(rng: random.Random, held: bool = False) -> Workspace:
    """3–9 files: real sources and docs under their own or a user's names, sometimes in one folder
    level, sometimes with Chinese notes among them."""
    sources = CORPUS_HELD if held else CORPUS_TRAIN
    n = rng.randint(2, 7)
    files: dict[str, str] = {}
    funcs: dict[str, str] = {}
    origin: dict[str, str] = {}
    sub = rng.choice(USER_DIRS) if rng.random() < 0.35 else ""
    for rf in _draw_files(rng, sources, n):
        base = rf.path.rsplit("/", 1)[-1]
        ext = base.rsplit(".", 1)[-1].lower()
        if base in ("__init__.py", "__main__.py") or (ext in USER_NAMES and rng.random() < 0.5):
            base = rng.choice(USER_NAMES.get(ext, ["module.py"])) if ext in USER_NAMES else \
                f"{rf.path.rsplit('/', 2)[-2] if '/' in rf.path else 'pkg'}.py"
        path = f"{sub}/{base}" if sub and ext == "py" else base
        if path in files:
            continue
        files[path] = rf.text
        origin[path] = f"{rf.source}:{rf.path}"
        if rf.defines:
            funcs[path] = rng.choice(rf.defines[:6])
    n_zh = rng.choice([0, 0, 0, 1, 2, 4])
    for topic in rng.sample(list(ZH_TOPICS), k=n_zh):
        name = rng.choice([f"{ZH_FILE[topic]}.md", f"{topic}.md", f"{ZH_FILE[topic]}.txt"])
        if name not in files:
            files[name], origin[name] = zh_note(rng, topic), "composed:zh_note"
    if len(files) < 2:
        files.setdefault("notes.md", zh_note(rng, "项目笔记"))
        files.setdefault("todo.txt", "TODO: tidy the folder and add tests.\n")
    return Workspace(files, funcs, origin)


# ---------------------------------------------------------------------------------------------
# Tasks: intent × targets × surface × noise.

S: dict[str, dict[str, list[str]]] = {
    "read1": {"en": ["read {f}", "What's in {f}?", "can you open {f} and tell me what it says", "summarise {f} for me",
                     "{f}?", "show me {f}", "what does {f} do", "Give me a quick overview of {f}.",
                     "I need to know what {f} contains, could you check?", "look inside {f} pls",
                     "Summarise {f}, change nothing.", "just read {f}, don't modify anything", "explain {f}",
                     "what is {f} about", "tl;dr of {f}?", "Check {f} and tell me the main points."],
              "zh": ["读一下{f}", "{f} 里写了什么？", "帮我看看 {f}", "总结一下 {f} 的内容", "{f} 是干什么的",
                     "打开{f}看看", "{f}讲了啥", "请帮我读一下 {f}，不要改动任何东西。", "看下 {f}", "{f} 的要点是什么？",
                     "麻烦总结下{f}", "帮我 check 一下 {f}", "{f}里面有什么内容"]},
    "read2": {"en": ["read {f} and {g}", "compare {f} with {g}", "what do {f} and {g} contain?", "look at {f} and {g}",
                     "summarise {f}, then {g}", "Can you check both {f} and {g} for me?", "{f} vs {g}?"],
              "zh": ["读一下 {f} 和 {g}", "比较 {f} 和 {g}", "{f} 跟 {g} 分别写了什么", "看看{f}和{g}",
                     "先看 {f}，再看 {g}", "帮我对比下 {f} 与 {g}"]},
    "read3": {"en": ["read {f}, {g} and {h}", "summarise {f}, {g} and {h}", "what's in {f}, {g}, {h}?"],
              "zh": ["读一下 {f}、{g} 和 {h}", "总结 {f}、{g}、{h} 这三个文件", "看看 {f} {g} {h}"]},
    "find": {"en": ["where is {x} defined?", "which file defines {x}", "what does {x} do?", "find {x} and explain it",
                    "explain the {x} function", "where's {x}", "how does {x} work?", "I'm looking for {x}, where is it?"],
             "zh": ["{x} 在哪个文件里定义的？", "{x} 是做什么的", "找一下 {x}", "解释一下 {x} 这个函数",
                    "{x} 在哪", "帮我找找 {x} 的定义"]},
    "then_delete": {"en": ["read {f} and then delete {g}", "first show me {f}, then remove {g}",
                           "look at {f}; after that get rid of {g}", "summarise {f} then delete {g}"],
                    "zh": ["先读 {f}，然后删掉 {g}", "看一下 {f}，再把 {g} 删除", "先总结 {f}，之后删除 {g}"]},
    "then_move": {"en": ["read {f}, then move {g} into {d}/", "check {f} first and then move {g} to {d}/",
                         "look at {f} first, after that put {g} under {d}/", "open {f}; once done, mv {g} to {d}/",
                         "I want to see {f} and then have {g} moved into {d}/"],
                  "zh": ["先看 {f}，再把 {g} 移到 {d}/", "读完 {f} 以后把 {g} 挪到 {d}/ 目录",
                         "先看看 {f} 写了啥，然后把 {g} 放到 {d}/ 下面", "打开 {f} 看一眼，接着把 {g} 搬进 {d}/ 里"]},
    "then_delete_it": {"en": ["read {f} and then delete it", "show me {f}, then remove it", "summarise {f} then get rid of it",
                              "check what {f} says and after that delete it"],
                       "zh": ["先读一下 {f}，然后把它删了", "看看 {f} 写了什么，之后删掉它", "总结完 {f} 再把它删除"]},
    "then_move_it": {"en": ["read {f} and then move it to {d}/", "open {f}, then put it in {d}/",
                            "look through {f} and afterwards move it over to {d}/"],
                     "zh": ["先看一下 {f}，然后把它移到 {d}/ 里", "读完 {f} 把它挪到 {d}/ 目录", "先打开 {f}，再把它放进 {d}/"]},
    "copy": {"en": ["copy {x} from {f} into a new file {n}", "put {x} from {f} in {n}", "extract {x} out of {f} into {n}",
                    "make a new file {n} with the {x} function from {f}", "save {x} (it's in {f}) as {n}"],
             "zh": ["把 {f} 里的 {x} 复制到新文件 {n}", "从 {f} 取出 {x} 写进 {n}", "新建 {n}，放 {f} 中的 {x}",
                    "把{f}的{x}拷到{n}里"]},
    "copy_file": {"en": ["copy {f} into a new file {n}", "save the contents of {f} as {n}", "back up {f} to {n}",
                         "make a copy of {f} called {n}", "put what's in {f} into a new {n}",
                         "copy the settings section of {f} into {n}"],
                  "zh": ["把 {f} 的内容另存为 {n}", "把 {f} 复制一份，叫 {n}", "备份 {f} 到 {n}", "把{f}里的配置抄到新文件{n}",
                         "把 {f} 里开头那部分单独存成 {n}", "从 {f} 摘一段写到新文件 {n} 里"]},
    "find_value": {"en": ["what is {k} set to?", "where is {k} configured", "which file sets {k}?", "what's the value of {k}",
                          "is {k} set anywhere? to what", "{k}?? what is it", "find {k} for me, what value does it have"],
                   "zh": ["{k} 设的是多少？", "{k} 在哪个文件里配置的？", "{k} 的值是什么", "帮我查下 {k} 配的啥",
                          "哪个文件里设置了 {k}？"]},
    "find_line": {"en": ["what does it say about {w}?", "where's the bit about {w}", "{w} - what do we have on that",
                         "anything about {w} in here?", "can you find what we wrote about {w}", "{w}??",
                         "what's the deal with {w}", "look up {w} for me"],
                  "zh": ["关于 {w} 是怎么写的？", "{w} 那部分说了啥", "帮我找找 {w} 相关的", "{w} 是怎么回事",
                         "哪里提到了 {w}？说了什么", "查一下 {w}"]},
    "find_note": {"en": ["what is {p} supposed to do?", "what did we plan for {p}?", "find what the notes say about {p}"],
                  "zh": ["{p} 要负责什么？", "笔记里 {p} 这周要干嘛", "{p} 的任务是什么", "关于{p}记了什么"]},
    "copy_find": {"en": ["copy {x} into a new file {n}", "put the {x} function in {n}", "save a copy of {x} as {n}"],
                  "zh": ["把 {x} 抄到新文件 {n}", "把 {x} 函数复制到 {n} 里", "新建 {n} 并放入 {x}"]},
    "delete": {"en": ["delete {f}", "remove {f} please", "get rid of {f}", "rm {f}", "Please delete the file {f}; keep everything else.",
                      "delete {f} but don't touch {g}"],
               "zh": ["删除 {f}", "把 {f} 删了", "请删掉 {f}", "删掉{f}，别动{g}", "{f} 不要了，删掉吧"]},
    "move": {"en": ["move {f} into {d}/", "put {f} in the {d}/ folder", "mv {f} {d}/", "relocate {f} to {d}/",
                    "move {f} to {d}/{b}", "please move {f} over to {d}/, thanks"],
             "zh": ["把 {f} 移到 {d}/", "把{f}放进{d}/文件夹", "将 {f} 移动到 {d}/ 目录"]},
    "missing": {"en": ["read {f}", "what's in {f}?", "summarise {f}", "open {f}", "can you check {f}"],
                "zh": ["读一下 {f}", "{f} 写了什么", "打开 {f}", "总结 {f}"]},
    "list": {"en": ["what files are here", "list everything", "what's in this folder?", "show me the files",
                    "what do we have in here?"],
             "zh": ["这里有哪些文件", "列一下文件", "目录里都有什么", "看看文件夹里有啥"]},
    "count": {"en": ["how many {k} files are there?", "count the .{k} files", "number of {k} files?"],
              "zh": ["有几个 {k} 文件", "数一下 .{k} 文件", "{k} 文件一共多少个"]},
    "each": {"en": ["summarise every .{k} file", "read all the {k} files", "what does each {k} file contain?",
                    "go through the {k} files and tell me what each is for"],
             "zh": ["把所有 {k} 文件都读一遍", "每个 .{k} 文件都讲了什么", "总结所有 {k} 文件"]},
    "again": {"en": ["read it again", "open that file again", "show me that one once more", "again please, same file"],
              "zh": ["再读一遍", "那个文件再看一下", "刚才那个再打开一次"]},
}
NO_TOOL_SUFFIX = {"en": [" (no need to look at the files)", " - just answer, don't open anything", " from memory please"],
                  "zh": ["，不用看文件，直接告诉我", "（直接回答就行）", "，别翻文件了"]}
NO_TOOL = {
    "en": ["what is {a} times {b}?", "{a}+{b}=?", "how much is {a} * {b}", "what's {a} minus {b}", "is {a} a prime number?",
           "translate 'good morning' into German", "what is the capital of {country}?", "who wrote Hamlet?",
           "how many minutes are in {a} hours?", "convert {a} km to miles", "what's the boiling point of water in F?",
           "give me a synonym for 'happy'", "what does HTTP stand for?", "spell 'necessary' backwards",
           "what year did the first moon landing happen?", "what is {a} squared", "how many legs does a spider have",
           "what's the plural of 'mouse'?", "explain what a linked list is in one sentence", "what is 15% of {c}?",
           "what's a good name for a cat", "in python, what does len() return?", "TCP vs UDP in one line?",
           "how do I say 'thank you' in Spanish", "what port does SMTP usually use", "is {a} even or odd",
           "what's {a} divided by {b}, roughly", "explain recursion like I'm five", "what does git stash do",
           "write a haiku about autumn", "whats the speed of light", "define 'idempotent' briefly"],
    "zh": ["{a} 乘 {b} 等于多少？", "{a}+{b}=?", "{country}的首都是哪里？", "'早上好'用日语怎么说", "{a} 是质数吗",
           "{a} 小时是多少分钟", "水的沸点是多少度", "给我一个'高兴'的近义词", "HTTP 是什么的缩写？", "{c} 的 15% 是多少",
           "《红楼梦》的作者是谁", "一公里等于多少米", "用一句话解释什么是递归", "蜘蛛有几条腿", "{a} 的平方是多少",
           "'hello world' 翻译成法语怎么说", "ping 命令是干嘛的", "一天有多少秒？直接算一下", "TCP 和 UDP 有什么区别，一句话",
           "帮我起个猫的名字", "git stash 是做什么用的", "{a} 除以 {b} 大概是多少", "光速是多少", "幂等是什么意思，简单说",
           "写一句关于秋天的诗"],
}
_STOPKEYS = {"self", "return", "import", "from", "class", "default", "type", "name", "value", "data", "true", "false",
             "none", "args", "kwargs", "result", "http", "https"}
COUNTRIES = ["France", "Japan", "Brazil", "Canada", "Kenya", "Norway", "Egypt", "India", "Mexico", "Australia"]
DIRS = ["archive", "old", "backup", "done", "trash", "attic"]


def _typo(rng: random.Random, word: str) -> str:
    if len(word) < 5:
        return word
    i = rng.randrange(1, len(word) - 2)
    op = rng.random()
    if op < 0.4:
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]      # swap
    if op < 0.7:
        return word[:i] + word[i + 1:]                              # drop
    return word[:i] + word[i] + word[i:]                            # double


def _say_name(rng: random.Random, path: str) -> str:
    """How a user writes a file's name: as listed mostly; sometimes misspelt, without its folder or
    extension, or in other case (code resolves these against the listing; see frame.mentions)."""
    r = rng.random()
    base = path.rsplit("/", 1)[-1]
    stem, _, ext = base.rpartition(".")
    if r < 0.55 or not stem:
        return path
    if r < 0.65:
        return base
    if r < 0.75 and len(stem) >= 5:
        return _typo(rng, stem) + "." + ext
    if r < 0.85 and len(stem) >= 3:
        return stem
    if r < 0.93:
        return base.upper() if rng.random() < 0.3 else base.capitalize()
    return _describe(rng, stem, ext) if nameable_stem(stem) else path


# what a user calls a file by its kind when not writing its name
_KIND_EN = {"py": ["module", "script", "code"], "md": ["notes", "doc", "file"], "txt": ["notes", "file", "text file"],
            "rst": ["doc", "docs file"], "conf": ["config", "config file"], "cfg": ["config"], "ini": ["config", "settings"],
            "toml": ["config", "settings file"], "json": ["data", "json"], "csv": ["table", "spreadsheet"],
            "xml": ["file"]}
_KIND_ZH = {"py": ["代码", "脚本"], "md": ["笔记", "文档"], "txt": ["笔记", "文本"], "conf": ["配置"], "cfg": ["配置"],
            "ini": ["配置"], "toml": ["配置"], "json": ["数据"], "csv": ["表", "表格"]}


def _describe(rng: random.Random, stem: str, ext: str) -> str:
    """A file named by description: its stem's words and its kind ("the hook result module", "周报那个笔记");
    the words still resolve against the listing (frame.mentions), the sentence carries no file name."""
    words = " ".join(w for w in re.split(r"[_\-.\s]+", stem) if w)
    if re.search(r"[\u3400-\u9fff]", stem):
        kind = rng.choice(_KIND_ZH.get(ext.lower(), ["文件"]))
        return rng.choice([f"{stem}那个{kind}", f"那份{stem}", f"{stem}的{kind}", f"the {stem} {kind}"])
    kind = rng.choice(_KIND_EN.get(ext.lower(), ["file"]))
    return rng.choice([f"the {words} {kind}", f"my {words} {kind}", f"that {words} {kind}", f"the {kind} for {words}"])


def _noise(rng: random.Random, text: str, lang: str, keep: list[str]) -> str:
    """Surface noise that keeps the named targets intact: case, punctuation, filler, a typo in a plain
    word, a mixed-language wrapper."""
    r = rng.random()
    if lang == "en" and r < 0.25:
        low = text.lower()
        for k in keep:                  # names keep their case: a lowercased identifier is another word
            if k:
                low = low.replace(k.lower(), k)
        text = low
    if rng.random() < 0.25:
        text = text.rstrip("?.!。？！")
    if rng.random() < 0.25:
        pre = {"en": ["hey ", "quick q: ", "pls ", "Hi! ", "ok so ", "could you ", "Task: "],
               "zh": ["请", "麻烦", "你好，", "帮个忙，", "hi，", "急：", "那个，"]}[lang]
        post = {"en": [" thanks", " thx!", " asap", " please :)", " — cheers"],
                "zh": ["，谢谢", "，多谢", "，辛苦", " thx", "，麻烦了"]}[lang]
        text = (rng.choice(pre) if rng.random() < 0.6 else "") + text + (rng.choice(post) if rng.random() < 0.5 else "")
    if lang == "en" and rng.random() < 0.15:
        words = text.split(" ")
        # verbs stay spelt right: the offline generator finds a delete's or move's target by its verb
        plain = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 5 and not any(w in k for k in keep)
                 and not any(v in w.lower() for v in ("delet", "remov", "move", "copy", "read", "then", "first"))]
        if plain:
            i = rng.choice(plain)
            words[i] = _typo(rng, words[i])
            text = " ".join(words)
    return text


def _fmt(rng: random.Random, key: str, lang: str, **kw) -> str:
    return rng.choice(S[key][lang]).format(**kw)


INTENTS = {"read1": 2.5, "read2": 1.3, "read3": 0.6, "find": 1.2, "find_value": 1.5, "find_note": 0.6, "find_line": 1.5,
           "then_delete": 1.2, "then_move": 1.2, "copy": 1.2, "copy_file": 0.9, "copy_find": 0.6, "delete": 0.8,
           "move": 1.1, "missing": 0.8, "list": 0.5, "count": 0.4, "each": 0.7, "direct": 1.2, "again": 0.5}
_SETTING = re.compile(r"^[ \t]*([A-Za-z_][\w.\-]{3,40})[ \t]*[=:][ \t]*(\S[^\n]{0,60})$", re.M)




@dataclass
class _Draw:
    """What every intent's task builder draws from: the generator, the workspace, the language, the
    listing, the files with a findable function, the intent and its capability flags."""
    rng: random.Random
    ws: Workspace
    lang: str
    names: list[str]
    code: list[str]
    intent: str
    flags: dict

    def done(self, text: str, required, keep: list[str], **kw) -> TaskSpec:
        return TaskSpec(self.intent, _noise(self.rng, text, self.lang, keep), self.lang, required, **{**self.flags, **kw})

    def fmt(self, key: str, **kw) -> str:
        return _fmt(self.rng, key, self.lang, **kw)


def _t_direct(d: _Draw) -> TaskSpec:
    a, b = d.rng.randint(2, 99), d.rng.randint(2, 30)
    text = d.rng.choice(NO_TOOL[d.lang]).format(a=a, b=b, c=d.rng.randint(2, 40) * 10, country=d.rng.choice(COUNTRIES))
    if d.rng.random() < 0.25:
        text = text.rstrip("?？。.") + d.rng.choice(NO_TOOL_SUFFIX[d.lang])
    return d.done(text, [], [], forbidden=[L_])


def _only_in(d: _Draw, words) -> list[tuple[str, str]]:
    """(file, word) for each candidate word of a file that no other file holds."""
    return [(n, w) for n in d.names for w in words(d.ws.files[n])
            if not any(w in t for m, t in d.ws.files.items() if m != n)]


def _t_lookup(d: _Draw, found: list[tuple[str, str]], slot: str) -> TaskSpec | None:
    """A question about something one file alone holds, naming no file: any file may be read, the
    one that holds it must be."""
    if not found:
        return None
    f, w = d.rng.choice(found)
    return d.done(d.fmt(d.intent, **{slot: w}), [L_, ("read_file", f)], [w], search=list(d.names),
                  forbidden=[("delete_file", n) for n in d.names])


def _t_find_value(d: _Draw) -> TaskSpec | None:
    # a setting by its name ("MAX_LEN = 255", "port: 5432")
    return _t_lookup(d, _only_in(d, lambda text: [k for k, _ in _SETTING.findall(text) if k.lower() not in _STOPKEYS]),
                     "k")


def _t_find_note(d: _Draw) -> TaskSpec | None:
    # a person in the notes
    return _t_lookup(d, _only_in(d, lambda text: [p for p in ZH_VOCAB["p"] + ZH_VOCAB["q"] if p in text]), "p")


_LINE_WORD = re.compile(r"(?<![\w.])[A-Za-z][a-z]{3,14}(?![\w.])")


def _line_words(line: str) -> list[str]:
    """A line's words a user would ask in: English words, and the note vocabulary's Chinese words (a
    run of characters cut anywhere is no word: "完权限管")."""
    zh = [w for ws in ZH_VOCAB.values() for w in ws if len(w) >= 2 and w in line]
    return list(dict.fromkeys(_LINE_WORD.findall(line) + zh))


def _t_find_line(d: _Draw) -> TaskSpec | None:
    """A question in several words of one line of one file, one of them held by that file alone and the
    others by other files too (as a user asks: "what's the retry timeout for uploads" where several files
    say timeout): the other holders rank below the one file and may be read, it must be. The lookups
    above ask about a word only one file holds, so a read file never stood beside other files holding
    the task's words: on the wild dev split the judge then kept reading those (is_done "not done" with
    the answer's line in its frame)."""
    rng, files = d.rng, d.ws.files
    for _ in range(6):
        f = rng.choice(d.names) if d.names else None
        lines = [ln for ln in (files[f].split("\n") if f else []) if 20 <= len(ln.strip()) <= 200]
        if not lines:
            continue
        # (content words only, as code reads them: a stop word holds nothing of the question)
        words = [w for w in _line_words(rng.choice(lines))
                 if w.lower() not in _STOPKEYS and w.lower() in {t.lower() for t in task_terms(w)}]
        others = [t.lower() for n, t in files.items() if n != f]
        alone = [w for w in words if not any(w.lower() in t for t in others)]
        shared = [w for w in words if w not in alone and any(w.lower() in t for t in others)]
        if not alone or not shared:
            continue
        said = [rng.choice(alone)] + rng.sample(shared, min(len(shared), rng.randint(1, 2)))
        rng.shuffle(said)
        text = d.fmt("find_line", w=" ".join(said))
        # as the frames read it: a word that is also a listed path's is a place, not content
        terms = {t.lower() for t in task_terms(text, d.names)}
        if terms.isdisjoint(w.lower() for w in alone) or terms.isdisjoint(w.lower() for w in shared):
            continue
        return d.done(text, [L_, ("read_file", f)], said, search=list(d.names),
                      forbidden=[("delete_file", n) for n in d.names])
    return None


def _t_copy_file(d: _Draw) -> TaskSpec | None:
    if not d.names:
        return None
    f = d.rng.choice(d.names)
    new = "copy_of_" + f.rsplit("/", 1)[-1]
    said = _say_name(d.rng, f)
    return TaskSpec(d.intent, _noise(d.rng, d.fmt("copy_file", f=said, n=new), d.lang, [said, new]), d.lang,
                    [L_, ("read_file", f), ("write_file", new)], artifacts={new: d.ws.files[f].strip()[:20]},
                    allow_write=True, allow_delete=d.flags["allow_delete"])


def _t_list(d: _Draw) -> TaskSpec:
    return d.done(d.fmt("list"), [L_], [], forbidden=[("read_file", n) for n in d.names])


def _t_kind(d: _Draw) -> TaskSpec:
    """count (the listing answers) or each (every file of a kind is read)."""
    exts = sorted({n.rsplit(".", 1)[-1] for n in d.names if "." in n})
    k = d.rng.choice(exts)
    of_k = [n for n in d.names if n.endswith("." + k)]
    if d.intent == "count":
        return d.done(d.fmt("count", k=k), [L_], [], forbidden=[("read_file", n) for n in d.names])
    return d.done(d.fmt("each", k=k), [L_] + [("read_file", n) for n in of_k], [],
                  forbidden=[("read_file", n) for n in d.names if n not in of_k])


def _t_read(d: _Draw) -> TaskSpec:
    """One to three named files read, or "that file again" after a first turn that read one."""
    k = {"read1": 1, "read2": 2, "read3": 3, "again": 1}[d.intent]
    if len(d.names) < k:
        k = 1
    picks = d.rng.sample(d.names, k)
    said = [_say_name(d.rng, p) for p in picks]
    req = [L_] + [("read_file", p) for p in picks]
    forb = [("delete_file", n) for n in d.names] + [("move_file", n) for n in d.names]
    if d.intent == "again":
        first = d.fmt("read1", f=picks[0])
        return TaskSpec("again", _noise(d.rng, d.fmt("again"), d.lang, []), d.lang, req, earlier_task=first,
                        earlier_spec=TaskSpec("read1", first, d.lang, req, **d.flags), **d.flags)
    key = {1: "read1", 2: "read2", 3: "read3"}[k]
    return d.done(d.fmt(key, f=said[0], g=said[-1] if k > 1 else "", h=said[1] if k > 2 else ""),
                  req, said, forbidden=forb)


def _t_find(d: _Draw) -> TaskSpec | None:
    if not d.code:
        return None
    f = d.rng.choice(d.code)
    x = d.ws.funcs[f]
    return d.done(d.fmt("find", x=x), [L_, ("read_file", f)], [x], search=[n for n in d.names if n in d.code],
                  forbidden=[("delete_file", n) for n in d.names])


def _t_copy(d: _Draw) -> TaskSpec | None:
    """A function copied into a new file, its source named (copy) or to be found (copy_find)."""
    if not d.code:
        return None
    f = d.rng.choice(d.code)
    x = d.ws.funcs[f]
    new = d.rng.choice(["snippet", "extracted", "copy_of_" + x.lower()[:12], "helper", "scratch"]) + "." + f.rsplit(".", 1)[-1]
    if new in d.ws.files:
        new = "new_" + new
    kw = dict(artifacts={new: x}, allow_write=True, allow_delete=d.flags["allow_delete"])
    req = [L_, ("read_file", f), ("write_file", new)]
    if d.intent == "copy":
        said = _say_name(d.rng, f)
        return TaskSpec(d.intent, _noise(d.rng, d.fmt("copy", x=x, f=said, n=new), d.lang, [x, said, new]),
                        d.lang, req, **kw)
    return TaskSpec(d.intent, _noise(d.rng, d.fmt("copy_find", x=x, n=new), d.lang, [x, new]), d.lang, req,
                    search=[n for n in d.names if n in d.code], **kw)


def _t_change(d: _Draw) -> TaskSpec | None:
    """delete, move, or a read followed by one of them."""
    if len(d.names) < 2:
        return None
    f, g = d.rng.sample(d.names, 2)
    where = d.rng.choice(DIRS)
    if d.intent == "delete":
        return TaskSpec(d.intent, _noise(d.rng, d.fmt("delete", f=f, g=g), d.lang, [f, g]), d.lang,
                        [L_, ("delete_file", f)], forbidden=[("delete_file", g), ("read_file", g)],
                        must_ask=["delete_file"], artifacts={f: None}, allow_write=d.flags["allow_write"],
                        allow_delete=True)
    if d.intent == "move":
        base = f.rsplit("/", 1)[-1]
        return TaskSpec(d.intent, _noise(d.rng, d.fmt("move", f=f, d=where, b=base), d.lang, [f, where]), d.lang,
                        [L_, ("move_file", f)], must_ask=["move_file"], artifacts={f: None, f"{where}/{base}": ""},
                        allow_write=True, allow_delete=True)
    tool = "delete_file" if d.intent == "then_delete" else "move_file"
    if d.rng.random() < 0.35:           # the same file, said once and then as "it" / "它"
        g = f
        text = d.fmt(d.intent + "_it", f=f, d=where)
    else:
        text = d.fmt(d.intent, f=f, g=g, d=where)
    return TaskSpec(d.intent, _noise(d.rng, text, d.lang, [f, g, where]), d.lang, [L_, ("read_file", f), (tool, g)],
                    must_ask=[tool], allow_write=True, allow_delete=True)


def _t_missing(d: _Draw) -> TaskSpec:
    """A real-looking file name that is not listed (also the fall-back of intents the workspace cannot serve)."""
    other = corpus_files(d.rng.choice(CORPUS_TRAIN)) or ("ghost.py",)
    miss = d.rng.choice(other).rsplit("/", 1)[-1]
    stems = {n.rsplit("/", 1)[-1].rsplit(".", 1)[0].lower() for n in d.names}
    if miss in d.ws.files or miss.rsplit(".", 1)[0].lower() in stems:
        miss = "old_" + miss
    if any(f is not None for _, f, _ in mentions(miss, d.names)):   # code would read it as a listed file
        miss = "missing_" + miss
    spec = d.done(d.fmt("missing", f=miss), [L_], [miss], forbidden=[("read_file", n) for n in d.names])
    spec.family = "missing"
    return spec


_BUILDERS = {"direct": _t_direct, "find_value": _t_find_value, "find_note": _t_find_note, "find_line": _t_find_line,
             "copy_file": _t_copy_file,
             "list": _t_list, "count": _t_kind, "each": _t_kind, "read1": _t_read, "read2": _t_read, "read3": _t_read,
             "again": _t_read, "find": _t_find, "copy": _t_copy, "copy_find": _t_copy, "delete": _t_change,
             "move": _t_change, "then_delete": _t_change, "then_move": _t_change, "missing": _t_missing}


def make_real_task(rng: random.Random, ws: Workspace, lang: str) -> TaskSpec:
    """One task on a real-content workspace, labelled by its required calls (the oracle's input)."""
    names = sorted(ws.files)
    # a function counts as findable only where no other file mentions its name
    code = sorted(f for f, x in ws.funcs.items()
                  if f in ws.files and not any(x in t for n, t in ws.files.items() if n != f))
    intent = rng.choices(list(INTENTS), list(INTENTS.values()))[0]
    # a read-only task is often run with writes and deletes enabled: destructive tools are offered and
    # must not be picked
    rw = rng.random() < 0.35
    flags = dict(allow_write=rw, allow_delete=rw and rng.random() < 0.7)
    d = _Draw(rng, ws, lang, names, code, intent, flags)
    return _BUILDERS[intent](d) or _t_missing(d)
