"""Local tools in a sandbox rooted at the workspace (L3).

Paths are relative to the workspace. Refused: absolute paths, `..` components, anything that
resolves outside the workspace (symlinks included), and non-regular files. Input and output sizes
are bounded with explicit truncation labels. Every failure is returned as a ToolResult with
ok=False and an `error: …` line; nothing raises into the loop.
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

from ..frame import LOCAL_TOOL_RISK
from .base import ToolResult

MAX_READ_CHARS = 4000
MAX_WRITE_CHARS = 100_000
MAX_LIST_ENTRIES = 200
MAX_PATH_CHARS = 255


class SandboxError(Exception):
    pass


def _has_control(s: str) -> bool:
    return any(ord(c) < 32 or ord(c) == 127 for c in s)


class LocalTools:
    """list_dir, read_file; write_file when writing is enabled; move_file with write and delete;
    delete_file with delete (files and empty directories only)."""

    risk = dict(LOCAL_TOOL_RISK)

    def __init__(self, workspace: str | os.PathLike, allow_write: bool = False, allow_delete: bool = False,
                 max_read_chars: int = MAX_READ_CHARS):
        self.root = Path(workspace).resolve()
        if not self.root.is_dir():
            raise SandboxError(f"workspace {workspace} is not a directory")
        self.allow_write = allow_write
        self.allow_delete = allow_delete
        self.max_read_chars = max_read_chars

    def names(self) -> list[str]:
        out = ["list_dir", "read_file"]
        if self.allow_write:
            out.append("write_file")
        if self.allow_write and self.allow_delete:
            out.append("move_file")
        if self.allow_delete:
            out.append("delete_file")
        return out

    # -- path checks ---------------------------------------------------------------------------
    def resolve(self, rel: str, must_exist: bool = True) -> Path:
        rel = (rel or "").strip()
        if not rel:
            raise SandboxError("empty path")
        if len(rel) > MAX_PATH_CHARS or _has_control(rel):
            raise SandboxError("path is too long or holds control characters")
        p = Path(rel)
        if p.is_absolute() or rel.startswith(("/", "\\", "~")) or (len(rel) > 1 and rel[1] == ":"):
            raise SandboxError(f"absolute paths are refused: {rel}")
        if any(part == ".." for part in p.parts):
            raise SandboxError(f"'..' is refused: {rel}")
        full = self.root / p
        # every existing component must stay inside the root once symlinks are resolved
        try:
            real = full.resolve(strict=False)
        except (OSError, RuntimeError) as e:
            raise SandboxError(f"cannot resolve {rel}: {e}") from None
        if real != self.root and self.root not in real.parents:
            raise SandboxError(f"path leaves the workspace: {rel}")
        if must_exist and not full.exists():
            raise SandboxError(f"no such file: {rel}")
        return full

    def _rel(self, p: Path) -> str:
        return p.relative_to(self.root).as_posix()

    # -- tools --------------------------------------------------------------------------------
    def call(self, tool: str, input: str) -> ToolResult:
        fn = {"list_dir": self.list_dir, "read_file": self.read_file, "write_file": self.write_file,
              "move_file": self.move_file, "delete_file": self.delete_file}.get(tool)
        if fn is None:
            return ToolResult(False, f"error: unknown tool {tool}")
        if tool not in self.names():
            return ToolResult(False, f"error: {tool} is not enabled for this run")
        try:
            return fn(input)
        except SandboxError as e:
            return ToolResult(False, f"error: {e}")
        except OSError as e:
            return ToolResult(False, f"error: {e.strerror or e}")

    def list_dir(self, input: str = ".") -> ToolResult:
        target = self.root if input.strip() in ("", ".", "./") else self.resolve(input)
        if not target.is_dir():
            raise SandboxError(f"not a directory: {input}")
        entries: list[str] = []
        for dirpath, dirnames, filenames in os.walk(target):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for f in sorted(filenames):
                if f.startswith("."):
                    continue
                p = Path(dirpath) / f
                if p.is_symlink() or not p.is_file():
                    continue
                entries.append(self._rel(p))
        if not entries:
            return ToolResult(True, "(empty directory)")
        shown = entries[:MAX_LIST_ENTRIES]
        out = "\n".join(shown)
        if len(entries) > len(shown):
            out += f"\n[truncated: {len(shown)} of {len(entries)} entries shown]"
        return ToolResult(True, out)

    def read_file(self, input: str) -> ToolResult:
        p = self.resolve(input)
        if p.is_symlink() and not p.resolve().is_relative_to(self.root):
            raise SandboxError("symlink leads outside the workspace")
        if not p.is_file():
            raise SandboxError(f"not a regular file: {input}")
        data = p.read_bytes()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise SandboxError(f"{input} is not UTF-8 text") from None
        if not text:
            return ToolResult(True, "(empty file)")
        if len(text) > self.max_read_chars:
            text = text[: self.max_read_chars] + f"\n[truncated: first {self.max_read_chars} of {len(text)} characters]"
        return ToolResult(True, text)

    def write_file(self, input: str) -> ToolResult:
        path, _, content = input.partition("\n")
        if len(content) > MAX_WRITE_CHARS:
            raise SandboxError(f"content of {len(content)} characters exceeds the {MAX_WRITE_CHARS} limit")
        p = self.resolve(path, must_exist=False)
        if p.exists() and not p.is_file():
            raise SandboxError(f"not a regular file: {path}")
        p.parent.mkdir(parents=True, exist_ok=True)
        existed = p.exists()
        p.write_text(content, encoding="utf-8")
        return ToolResult(True, f"{'overwrote' if existed else 'wrote'} {self._rel(p)} ({len(content)} characters)",
                          (("write", self._rel(p)),))

    def move_file(self, input: str) -> ToolResult:
        src, sep, dst = input.partition(" -> ")
        if not sep:
            raise SandboxError("move input is 'SOURCE -> DESTINATION'")
        s = self.resolve(src)
        d = self.resolve(dst, must_exist=False)
        if not s.is_file() or s.is_symlink():
            raise SandboxError(f"not a regular file: {src}")
        if d.exists():
            raise SandboxError(f"destination exists, refusing to overwrite: {dst}")
        d.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(s), str(d))
        return ToolResult(True, f"moved {self._rel(s)} to {self._rel(d)}", (("move", f"{self._rel(s)} -> {self._rel(d)}"),))

    def delete_file(self, input: str) -> ToolResult:
        p = self.resolve(input)
        if p.is_symlink():
            p.unlink()
            return ToolResult(True, f"deleted link {input.strip()}", (("delete", input.strip()),))
        if p.is_dir():
            if any(p.iterdir()):
                raise SandboxError(f"directory is not empty: {input}")
            p.rmdir()
        elif p.is_file():
            p.unlink()
        else:
            raise SandboxError(f"not a regular file: {input}")
        return ToolResult(True, f"deleted {self._rel(p)}", (("delete", self._rel(p)),))
