"""The offline generator (L3): composes answers and tool inputs only from the evidence, with no
language model, and says so. It is the default when no generator URL is configured."""
from __future__ import annotations

import re
import time

from .base import FEEDBACK_NOT_DONE, FEEDBACK_UNSUPPORTED, Generation, GeneratorError

# the loop's revision feedback, said in Chinese when the task is
FEEDBACK_ZH = {FEEDBACK_UNSUPPORTED: "答案里有工具输出不支持的内容", FEEDBACK_NOT_DONE: "答案没有完成或如实报告任务要求的事"}

_STEP = re.compile(r"^(?P<tool>list_dir|read_file|write_file|move_file|delete_file)\((?P<input>[^\n]*?)\) → (?P<result>.*)$", re.S)
_FILE = re.compile(r"[\w\-./]*\w\.[A-Za-z0-9]{1,8}\b")
_PATHISH = re.compile(r"[\w\-.]+(?:/[\w\-.]*)+|[\w\-]*\w\.[A-Za-z0-9]{1,8}\b")
_IDENT = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]{2,}\b")
_DECL = r"(?:export\s+)?(?:async\s+)?(?:function|def|class|const|let|var|interface|type|fn)\s+{name}\b"


def is_chinese(text: str) -> bool:
    return any("\u4e00" <= c <= "\u9fff" for c in text)


def parse_steps(evidence: list[str]) -> list[tuple[str, str, str]]:
    out = []
    for e in evidence:
        m = _STEP.match(e)
        if m:
            out.append((m.group("tool"), m.group("input"), m.group("result")))
    return out


def extract_block(text: str, name: str) -> str | None:
    """The declaration of `name` in source text: from its line to the matching close brace, or to
    the end of its indented block."""
    lines = text.split("\n")
    pat = re.compile(_DECL.format(name=re.escape(name)))
    for i, line in enumerate(lines):
        if not pat.search(line):
            continue
        depth, seen, out = 0, False, []
        for j in range(i, len(lines)):
            out.append(lines[j])
            depth += lines[j].count("{") - lines[j].count("}")
            seen = seen or "{" in lines[j]
            if seen and depth <= 0:
                return "\n".join(out) + "\n"
            if not seen and lines[j].rstrip().endswith(":"):
                ind = len(lines[j]) - len(lines[j].lstrip())
                k = j + 1
                while k < len(lines) and (not lines[k].strip() or len(lines[k]) - len(lines[k].lstrip()) > ind):
                    out.append(lines[k])
                    k += 1
                return "\n".join(out).rstrip() + "\n"
        return "\n".join(out) + "\n"
    return None


class OfflineGenerator:
    name = "offline"

    def generate(self, system: str, task: str, evidence: list[str], purpose: str = "answer",
                 feedback: str | None = None) -> Generation:
        t0 = time.perf_counter()
        steps = parse_steps(evidence)
        if purpose == "answer":
            text = self._answer(task, steps, feedback)
        elif purpose == "write":
            text = self._write(task, steps)
        elif purpose == "move":
            text = self._move(task, steps)
        elif purpose == "delete":
            text = self._delete(task, steps)
        else:
            raise GeneratorError(f"unknown purpose {purpose}")
        return Generation(text, model_calls=0, tokens=0, ms=(time.perf_counter() - t0) * 1e3, by_llm=False)

    # -- answers --------------------------------------------------------------------------------
    def _answer(self, task: str, steps: list[tuple[str, str, str]], feedback: str | None) -> str:
        zh = is_chinese(task)
        if zh and feedback:
            feedback = "；".join(FEEDBACK_ZH.get(part, part) for part in feedback.split("; "))
        head = ("（离线：没有语言模型参与，以下只复述工具返回的证据。）" if zh
                else "(offline: no language model wrote this; it restates what the tools returned.)")
        if not steps:
            if feedback:
                body = (f"没有执行任何工具（{feedback}）。" if zh else f"No tool was run ({feedback}).")
            else:
                body = ("这个任务不需要调用工具，但没有配置语言模型来写答案。" if zh
                        else "No tool call was needed, but no language model is configured to write the answer.")
            return f"{head}\n{body}"
        lines = [head]
        for tool, inp, res in steps:
            failed = res.startswith("error:")
            if tool == "list_dir":
                files = [l for l in res.split("\n") if l and not l.startswith("[")]
                lines.append((f"- 目录里有 {len(files)} 个文件：" if zh else f"- the directory holds {len(files)} files: ")
                             + ", ".join(files) if not failed else f"- list_dir: {res}")
            elif tool == "read_file":
                lines.append(f"- {inp}:\n{res}" if not failed else f"- {inp}: {res}")
            else:
                lines.append(f"- {tool}: {res}")
        if feedback:
            lines.append(("注意：" if zh else "note: ") + feedback)
        return "\n".join(lines)

    # -- tool inputs ----------------------------------------------------------------------------
    def _known(self, steps) -> tuple[list[str], dict[str, str]]:
        listed, read = [], {}
        for tool, inp, res in steps:
            if tool == "list_dir" and not res.startswith("error:"):
                listed += [l for l in res.split("\n") if l and not l.startswith(("[", "("))]
            if tool == "read_file" and not res.startswith("error:"):
                read[inp] = res
        return listed, read

    def _write(self, task: str, steps) -> str:
        listed, read = self._known(steps)
        tokens = [t.strip("./") for t in _FILE.findall(task)]
        targets = [t for t in tokens if t not in listed and t not in read]
        if not targets:
            raise GeneratorError("the task names no new file to write")
        path = targets[0]
        content = None
        for ident in _IDENT.findall(task):
            for src in read.values():
                block = extract_block(src, ident)
                if block:
                    content = block
                    break
            if content:
                break
        if content is None:
            if not read:
                raise GeneratorError("no evidence to write from")
            content = next(iter(read.values()))
        return f"PATH: {path}\nCONTENT:\n{content}"

    def _move(self, task: str, steps) -> str:
        listed, _ = self._known(steps)
        paths = [t.strip().rstrip(".") for t in _PATHISH.findall(task)]
        src = next((p for p in paths if p in listed), None)
        if src is None:
            raise GeneratorError("the task names no listed file to move")
        rest = [p for p in paths if p != src]
        if not rest:
            raise GeneratorError("the task names no destination")
        dst = rest[0]
        if dst.endswith("/") or "." not in dst.rsplit("/", 1)[-1]:
            dst = dst.rstrip("/") + "/" + src.rsplit("/", 1)[-1]
        return f"FROM: {src}\nTO: {dst}"

    def _delete(self, task: str, steps) -> str:
        listed, _ = self._known(steps)
        low = task.lower()
        verbs = [low.find(v) for v in ("delete", "remove", "rid of", "删除", "删掉", "删")]
        start = min([v for v in verbs if v >= 0], default=0)
        hits = [(m.start(), m.group(0).rstrip(".")) for m in _PATHISH.finditer(task)]
        after = [t for pos, t in hits if pos >= start and t in listed]
        any_listed = [t for _, t in hits if t in listed]
        if after or any_listed:
            return f"PATH: {(after or any_listed)[0]}"
        raise GeneratorError("the task names no listed file to delete")
