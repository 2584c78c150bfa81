"""Task families and procedurally generated workspaces of the templated training world (the
oracle that labels them lives in jevloop.oracle). No torch here."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..oracle import TaskSpec

# ---------------------------------------------------------------------------------------------
# Vocabularies. Split into train and held-out parts so evaluation sees unseen file names.

STEMS_TRAIN = ("alpha beta gamma delta report notes invoice ledger orders users config server client utils "
               "parser render cache queue worker billing auth session profile summary readme todo plan draft "
               "budget metrics schema router helpers index main app model store events").split()
STEMS_HELD = ("omega kappa sigma zeta theta lambda harbor meadow falcon copper violet tundra quartz ember "
              "prism canyon").split()
EXTS = {"ts": "ts", "py": "py", "md": "md", "txt": "txt", "json": "json", "js": "js", "go": "go", "rs": "rs"}
FUNC_NAMES = ("totalOf dedupe parseLine renderRow loadConfig sumPrices findUser mergeLists countWords "
              "formatDate sortByName clampValue hashKey splitPath toTitle").split()
FUNC_HELD = "fuseRanges pickLatest weighItems".split()


def ts_source(func: str, rng: random.Random) -> str:
    kind = rng.choice(["interface", "type", "none"])
    head = ""
    if kind == "interface":
        head = "export interface Item {\n  id: string\n  amount: number\n}\n\n"
    elif kind == "type":
        head = "export type Row = { key: string; value: number }\n\n"
    body = rng.choice([
        f"export function {func}(items: Item[]): number {{\n  return items.reduce((s, o) => s + o.amount, 0)\n}}\n",
        f"export function {func}<T>(xs: T[]): T[] {{\n  const seen = new Set<T>()\n  return xs.filter((x) => (seen.has(x) ? false : (seen.add(x), true)))\n}}\n",
        f"export function {func}(line: string): string[] {{\n  return line.split(',').map((s) => s.trim())\n}}\n",
    ])
    return head + body


def py_source(func: str, rng: random.Random) -> str:
    return rng.choice([
        f"def {func}(items):\n    \"\"\"Sum the amounts.\"\"\"\n    return sum(i['amount'] for i in items)\n",
        f"def {func}(xs):\n    seen = set()\n    out = []\n    for x in xs:\n        if x not in seen:\n            seen.add(x)\n            out.append(x)\n    return out\n",
    ])


def prose(rng: random.Random, zh: bool = False) -> str:
    if zh:
        return rng.choice(["这里记录下周要做的事：整理目录，补充测试。", "会议纪要：确认预算，下周五前提交报告。",
                           "想法清单：缓存、重试、日志。"])
    return rng.choice(["Ideas for later: caching, retries, better logs.", "Meeting notes: budget approved, report due Friday.",
                       "TODO: tidy the folder and add tests.", "Remember to rotate the keys next month."])


@dataclass
class Workspace:
    files: dict[str, str]           # relative path → content
    funcs: dict[str, str] = field(default_factory=dict)   # code file → exported function
    origin: dict[str, str] = field(default_factory=dict)  # file → "source:relative path" it was taken from

    def stems(self) -> set[str]:
        """The vocabulary words the file names were made from ("alpha" for alpha.ts and alpha_old.ts)."""
        return {n.rsplit("/", 1)[-1].split(".")[0].removesuffix("_old") for n in self.files}

    def write(self, root: Path) -> None:
        for rel, text in self.files.items():
            p = root / rel
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(text, encoding="utf-8")


def make_workspace(rng: random.Random, held: bool = False, n_code: int | None = None, n_other: int | None = None) -> Workspace:
    stems = list(STEMS_HELD if held else STEMS_TRAIN)
    funcs = list(FUNC_HELD + FUNC_NAMES[:3] if held else FUNC_NAMES)
    rng.shuffle(stems)
    rng.shuffle(funcs)
    code_ext = rng.choice(["ts", "py", "ts", "js"])
    files: dict[str, str] = {}
    fmap: dict[str, str] = {}
    n_code = n_code if n_code is not None else rng.randint(1, 3)
    n_other = n_other if n_other is not None else rng.randint(0, 3)
    for i in range(n_code):
        name = f"{stems.pop()}.{code_ext}"
        f = funcs[i % len(funcs)]
        files[name] = ts_source(f, rng) if code_ext in ("ts", "js") else py_source(f, rng)
        fmap[name] = f
    for _ in range(n_other):
        ext = rng.choice(["md", "txt", "json"])
        name = f"{stems.pop()}.{ext}"
        files[name] = prose(rng, rng.random() < 0.3) if ext != "json" else '{"name": "%s", "version": 1}\n' % stems[-1]
    if rng.random() < 0.25:                       # similar names to discriminate between
        base = rng.choice(list(files))
        stem, ext = base.rsplit(".", 1)
        files[f"{stem}_old.{ext}"] = files[base].replace("export ", "") + "\n// superseded\n"
    return Workspace(files, fmap)


# ---------------------------------------------------------------------------------------------
# Task families.

def _pick(rng: random.Random, phr: list[str], **kw: Any) -> str:
    return rng.choice(phr).format(**kw)


PHRASES: dict[str, dict[str, list[str]]] = {
    "direct": {
        "en": ["What is {a} times {b}?", "Translate 'cat' into Spanish.", "Is {a} larger than {b}?", "What is {a} + {b}?", "Compute {a} plus {b}.", "How much is {a}+{b}?", "Say hello in French.", "What is the capital of France?", "What is {a} minus {b}?", "Multiply {a} by {b}.", "How many days are in a week?", "What is the opposite of 'hot'?", "Which is bigger, {a} or {b}?", "Spell 'house' backwards.", "Tell me a word that rhymes with 'cat'.", "What is {a} squared?", "Write the number {a} in words.", "What colour do you get by mixing blue and yellow?", "Where is the Eiffel Tower?", "What is the capital of Japan?", "Where does the sun rise?", "Give me a synonym for 'quick'."],
        "zh": ["{a} 加 {b} 等于几？", "算一下 {a}+{b}。", "用法语说你好。", "{a} 乘以 {b} 是多少？", "{a} 和 {b} 哪个大？", "一周有几天？", "'热'的反义词是什么？", "'谢谢'用英语怎么说？", "{a} 减 {b} 等于多少？", "给我一个'快'的近义词。", "蓝色和黄色混合是什么颜色？", "太阳从哪边升起？", "一年有几个月？", "水的化学式是什么？", "'猫'用英语怎么说？", "{a} 的平方是多少？", "法国的首都是哪里？"],
    },
    "list": {
        "en": ["What is in here?", "Show the folder contents.", "List the files.", "What files are in this folder?", "Show me what's in the directory.", "Show me the files here.", "What's in this directory?", "List everything in the folder.", "Give me a listing of this folder.", "Which files exist in the workspace?", "What does this folder contain?", "ls, please.", "Which files do we have here?"],
        "zh": ["列出这些文件。", "这个目录里有哪些文件？", "列出文件夹里的所有文件。", "这里都有什么文件？", "给我看看目录内容。", "工作区里有哪些文件？", "显示一下这个目录。", "看看文件夹里有什么。"],
    },
    "count": {
        "en": ["Count how many {ext} files exist here.", "What is the number of {ext} files?", "How many {ext} files are there?", "How many .{ext} files does this folder have?", "Tell me the count of {ext} files.", "Count the {ext} files here.", "I need the number of .{ext} files in the directory.", "How many files end in .{ext}?", "Count the .{ext} files in the folder."],
        "zh": ["这里有几个 {ext} 文件？", "目录里一共有多少个 {ext} 文件？", "统计一下 .{ext} 文件的数量。", "有多少个以 .{ext} 结尾的文件？", "告诉我 {ext} 文件有几个。", "数一下目录里的 .{ext} 文件。"],
    },
    "read_one": {
        "en": ["Tell me what {f} contains.", "Look at {f}.", "Can you check {f} for me?", "What function does {f} export?", "Read {f} and tell me what it does.", "Open {f}.", "What's inside {f}?", "Name the function {f} exports.", "Read {f}.", "What is in {f}?", "Summarise {f}.", "Print {f} for me.", "Check what {f} says.", "Give me a summary of {f}.", "Show me the contents of {f}."],
        "zh": ["看看 {f} 的内容。", "帮我查一下 {f}。", "{f} 导出了什么函数？", "读一下 {f}，告诉我它做什么。", "打开 {f}。", "读一下 {f}。", "{f} 是什么内容？", "总结一下 {f}。", "给我看看 {f}。", "{f} 写的是什么？", "{f} 里面写了什么？"],
    },
    "read_two": {
        "en": ["Look at both {f} and {g}.", "Compare {f} and {g}.", "What do {f} and {g} each export?", "Read {f} and {g}.",
               "Which function does each of {f} and {g} define?"],
        "zh": ["比较 {f} 和 {g}。", "{f} 和 {g} 各导出了什么函数？", "读一下 {f} 和 {g}。"],
    },
    "read_all": {
        "en": ["Go through all the {ext} files and tell me what each one defines.", "List what every .{ext} file exports.", "Summarise each {ext} file.", "Name the function each {ext} file exports.", "Read every .{ext} file and summarise them.", "Read all the {ext} files.", "What does each .{ext} file contain?", "Open every {ext} file and tell me what it exports.", "Describe each of the .{ext} files.", "For every {ext} file, name its function.", "Check all .{ext} files and report what they define.", "Count the {ext} files and say what each one exports.", "How many .{ext} files do we have, and what does each define?", "Tell me how many {ext} files there are and what each exports.", "How many {ext} files, and what is in each?", "What do the {ext} files export, one by one?", "How many {ext} files are there and what does each export?"],
        "zh": ["把所有 {ext} 文件都看一遍，说说各自定义了什么。", "总结每个 {ext} 文件。", "每个 {ext} 文件各导出了什么函数？", "读一下每个 {ext} 文件。", "每个 .{ext} 文件里有什么？", "打开所有 {ext} 文件，告诉我各自导出了什么。", "说说每个 .{ext} 文件定义了什么。", "有多少个 {ext} 文件？每个导出了什么？", "数一下 {ext} 文件，并说出每个导出的函数。", "{ext} 文件有几个？分别导出了什么？", "一共几个 {ext} 文件，每个都导出了什么函数？", "有几个 .{ext} 文件，各自定义了什么？", "统计 {ext} 文件的数量，并说明各自导出了什么。", "看看每个 {ext} 文件导出了什么。", "所有 {ext} 文件分别定义了什么函数？", "读一下所有 .{ext} 文件并总结。"],
    },
    "copy": {
        "en": ["Copy {fn} from {f} into a new file {new}.", "Put the {fn} function from {f} into {new}.", "Copy the {fn} function in {f} to a new file called {new}.", "Extract {fn} from {f} into {new}.", "Write {fn} from {f} into a fresh file {new}.", "Copy {fn} out of {f} into a new file {new}.", "Take {fn} from {f} and save it as {new}.", "Create {new} containing {fn} from {f}."],
        "zh": ["把 {f} 里的 {fn} 抄到新文件 {new} 里。", "把 {f} 中的 {fn} 复制到新文件 {new}。", "从 {f} 里取出 {fn}，写进 {new}。", "把 {f} 的 {fn} 拷贝到新文件 {new}。", "读取 {f}，把 {fn} 写到新文件 {new} 里。", "新建 {new}，放入 {f} 中的 {fn}。"],
    },
    "move": {
        "en": ["Move {f} into {d}/.", "Move {f} to {d}/{f}.", "Relocate {f} to {d}/.", "Move the file {f} into the {d} directory.", "Shift {f} over to {d}/.", "Put {f} in the {d}/ folder."],
        "zh": ["把 {f} 移到 {d}/ 里。", "把 {f} 挪到 {d} 目录。", "请把 {f} 放进 {d}/ 文件夹。", "将 {f} 移动到 {d}/{f}。"],
    },
    "delete": {
        "en": ["Delete {f}.", "Remove {f} from the folder.", "Please delete the file {f}.", "Erase {f}.", "Throw away {f}.", "Get rid of {f}."],
        "zh": ["删除 {f}。", "请删除 {f}。", "删掉文件 {f}。", "把 {f} 删掉。"],
    },
    "find": {
        "en": ["Where is {fn} defined?", "Find {fn} and describe it.", "What does the {fn} function do?", "How does {fn} behave?", "What does {fn} return?", "Which file defines {fn}, and what does it do?", "Explain what {fn} does.", "Locate {fn} and explain it.", "What is {fn} for?", "Tell me about the {fn} function.", "Show me how {fn} works.", "Which occurrence does {fn} keep?"],
        "zh": ["{fn} 在哪里定义？", "找到 {fn} 并描述它。", "{fn} 返回什么？", "{fn} 是在哪个文件里定义的？它做什么？", "{fn} 是做什么的？", "找一下 {fn}，说明它的作用。", "告诉我 {fn} 函数的行为。", "解释一下 {fn} 做了什么。"],
    },
    "copy_find": {
        "en": ["Make a new file {new} with the {fn} function in it.", "Save a copy of {fn} as {new}.", "Copy {fn} into a new file {new}.", "Copy the {fn} function to {new}.", "Write {fn} into a new file {new}.", "Create {new} with {fn} in it.", "Copy {fn} to a new file named {new}.", "Duplicate {fn} into {new}.", "I want {fn} copied into a new file {new}.", "Find {fn} and copy it into {new}.", "Place a copy of {fn} in a new file {new}.", "Put {fn} into a new {new}."],
        "zh": ["把 {fn} 抄到新文件 {new} 里。", "把 {fn} 函数复制到 {new}。", "把 {fn} 写进新文件 {new}。", "把 {fn} 复制到新建的 {new} 中。", "找到 {fn}，把它写进新文件 {new}。", "把 {fn} 函数拷贝到新文件 {new}。", "新建文件 {new}，把 {fn} 抄进去。", "新建 {new}，放入 {fn}。"],
    },
    "missing": {
        "en": ["Read {f}.", "What does {f} export?", "Show me {f}.", "Summarise {f}.", "What is inside {f}?", "Tell me what {f} contains.", "Check {f} for me.", "Look at {f}.", "Open {f} and summarise it."],
        "zh": ["读一下 {f}。", "看看 {f} 的内容。", "{f} 里写了什么？", "打开 {f}。", "总结一下 {f}。", "{f} 导出了什么？"],
    },
    "again": {
        "en": ["Look at that file one more time.", "Open the same file again.", "Read that file again.", "Open that file once more.", "Read it again.", "Open that one again.", "Show that file once more.", "Go back to that file and read it again.", "Show me that file again."],
        "zh": ["把刚才那个文件再看一下。", "那个文件再给我看看。", "再读一遍那个文件。", "那个文件再读一次。", "再看一下刚才的文件。", "把那个文件重新读一遍。", "再打开一次那个文件。"],
    },
}
FAMILIES = list(PHRASES)


L_ = ("list_dir", ".")


def make_task(rng: random.Random, ws: Workspace, family: str, lang: str) -> TaskSpec:
    """One templated task of `family` on `ws`, labelled by its required calls."""
    for builder in (_t_plain, _t_reads, _t_changes, _t_finds, _t_missing):
        spec = builder(rng, ws, family, lang, PHRASES[family][lang], sorted(ws.funcs), sorted(ws.files))
        if spec is not None:
            return spec
    raise ValueError(family)


def _t_plain(rng, ws, family, lang, ph, code, names) -> TaskSpec | None:
    """No tool (direct), the listing alone (list, count)."""
    if family == "direct":
        return TaskSpec(family, _pick(rng, ph, a=rng.randint(1, 9), b=rng.randint(1, 9)), lang, [])
    if family == "list":
        return TaskSpec(family, _pick(rng, ph), lang, [L_])
    if family == "count":
        ext = code[0].rsplit(".", 1)[1]
        return TaskSpec(family, _pick(rng, ph, ext=ext), lang, [L_], forbidden=[("read_file", n) for n in names])
    return None


def _t_reads(rng, ws, family, lang, ph, code, names) -> TaskSpec | None:
    """Named reads: one, two, every file of a kind, or "that file again" after a first turn."""
    if family == "read_one":
        f = rng.choice(names)
        return TaskSpec(family, _pick(rng, ph, f=f), lang, [L_, ("read_file", f)])
    if family == "read_two":
        f, g = rng.sample(names, 2) if len(names) >= 2 else (names[0], names[0])
        if f == g:
            return make_task(rng, ws, "read_one", lang)
        return TaskSpec(family, _pick(rng, ph, f=f, g=g), lang, [L_, ("read_file", f), ("read_file", g)])
    if family == "read_all":
        ext = code[0].rsplit(".", 1)[1]
        targets = [n for n in names if n.endswith("." + ext)]
        return TaskSpec(family, _pick(rng, ph, ext=ext), lang, [L_] + [("read_file", n) for n in targets],
                        forbidden=[("read_file", n) for n in names if n not in targets])
    if family == "again":
        f = rng.choice(names)
        first = _pick(rng, PHRASES["read_one"][lang], f=f)
        return TaskSpec(family, _pick(rng, ph), lang, [L_, ("read_file", f)], earlier_task=first,
                        earlier_spec=TaskSpec("read_one", first, lang, [L_, ("read_file", f)]))
    return None


def _t_changes(rng, ws, family, lang, ph, code, names) -> TaskSpec | None:
    """A named function copied into a new file, a move, a delete."""
    if family == "copy":
        f = rng.choice(code)
        fn = ws.funcs[f]
        new = rng.choice(["summary", "copy", "extracted", "util2", "out"]) + "." + f.rsplit(".", 1)[1]
        return TaskSpec(family, _pick(rng, ph, f=f, fn=fn, new=new), lang, [L_, ("read_file", f), ("write_file", new)],
                        artifacts={new: fn}, allow_write=True)
    if family == "move":
        f = rng.choice(names)
        d = rng.choice(["archive", "old", "backup"])
        return TaskSpec(family, _pick(rng, ph, f=f, d=d), lang, [L_, ("move_file", f)], must_ask=["move_file"],
                        artifacts={f: None, f"{d}/{f}": ""}, allow_write=True, allow_delete=True)
    if family == "delete":
        f = rng.choice(names)
        return TaskSpec(family, _pick(rng, ph, f=f), lang, [L_, ("delete_file", f)], must_ask=["delete_file"],
                        artifacts={f: None}, allow_delete=True)
    return None


def _t_finds(rng, ws, family, lang, ph, code, names) -> TaskSpec | None:
    """A function named without its file: found (find), or found and copied (copy_find)."""
    if family not in ("find", "copy_find"):
        return None
    f = rng.choice(code)
    fn = ws.funcs[f]
    order = [n for n in names if n in ws.funcs]
    if family == "find":
        return TaskSpec(family, _pick(rng, ph, fn=fn), lang, [L_, ("read_file", f)], search=order)
    new = rng.choice(["summary", "copy", "extracted"]) + "." + f.rsplit(".", 1)[1]
    return TaskSpec(family, _pick(rng, ph, fn=fn, new=new), lang, [L_, ("read_file", f), ("write_file", new)],
                    artifacts={new: fn}, allow_write=True, search=order)


def _t_missing(rng, ws, family, lang, ph, code, names) -> TaskSpec | None:
    """A file that is not listed. Its name comes from the same vocabulary as the files that exist (a
    fixed set of "ghost" names taught the judge the word, not the listing)."""
    if family != "missing":
        return None
    stems = ws.stems()
    pool = STEMS_HELD if stems & set(STEMS_HELD) else STEMS_TRAIN
    free = [x for x in pool if x not in stems]
    stem = rng.choice(free) if free and rng.random() < 0.8 else rng.choice(["phantom", "ghost", "nothere", "absent"])
    f = f"{stem}.{rng.choice(['ts', 'md', 'py', 'js', 'txt'])}"
    return TaskSpec(family, _pick(rng, ph, f=f), lang, [L_], forbidden=[("read_file", n) for n in names])


def with_unrelated_earlier(rng: random.Random, ws: Workspace, spec: TaskSpec) -> TaskSpec:
    """The same task as the second turn of a session whose first turn read some file: the earlier
    turn is context the task does not refer back to."""
    first = make_task(rng, ws, rng.choice(["read_one", "read_one", "list", "direct"]), spec.lang)
    spec.earlier_task, spec.earlier_spec = first.text, first
    return spec
