"""Local tools in a sandbox rooted at the workspace (L3).

Paths are relative to the workspace. Refused: absolute paths, `..` components, symlinks at any
component, non-regular files, files with other hard links (one may live outside the workspace), the
workspace root itself as a target, and writes, moves or deletes under version-control metadata
(`.git/`, …) or a protected pattern. Every path is walked one component at a time from a descriptor of
the workspace with O_NOFOLLOW, and the object opened is the object checked (fstat), so swapping a
directory for a symlink while a tool runs cannot lead outside. Reads take at most the bound plus a
little from disk. Every failure is returned as a ToolResult with ok=False and an `error: …` line;
nothing raises into the loop.
"""
from __future__ import annotations

import errno
import fnmatch
import os
import re
import stat
from contextlib import contextmanager
from pathlib import Path
from typing import Iterable, Iterator

from ..errors import JevloopError
from ..intent import lines_together, split_low, term_line
from ..frame import LOCAL_TOOL_RISK, Held
from ..types import MOVE_SEP, ToolCall
from .base import ToolResult

MAX_READ_CHARS = 4000
MAX_WRITE_CHARS = 100_000
MAX_LIST_ENTRIES = 200
MAX_PATH_CHARS = 255
# version-control metadata: never written, moved or deleted, whatever the task or the approver says
VCS_DIRS = frozenset({".git", ".hg", ".svn", ".bzr", "_darcs", ".jj", ".fossil"})

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | _NOFOLLOW | _CLOEXEC
_ESCAPED = re.compile(r"\\x([0-9a-f]{2})")


class SandboxError(JevloopError):
    pass


def _has_control(s: str) -> bool:
    return any(ord(c) < 32 or ord(c) == 127 for c in s)


def shown_name(name: str) -> str:
    """A file name as tools print it: bytes that are not UTF-8 (held as surrogate escapes) written as
    `\\xNN`, so listings, frames and fingerprints stay valid text."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def _unshown(name: str) -> str:
    return _ESCAPED.sub(lambda m: chr(0xDC00 + int(m.group(1), 16)), name)


class LocalTools:
    """list_dir, read_file; write_file when writing is enabled; move_file with write and delete;
    delete_file with delete (files and empty directories only)."""

    risk = dict(LOCAL_TOOL_RISK)

    def __init__(self, workspace: str | os.PathLike, allow_write: bool = False, allow_delete: bool = False,
                 max_read_chars: int = MAX_READ_CHARS, protect: Iterable[str] = ()):
        self.root = Path(workspace).resolve()
        if not self.root.is_dir():
            raise SandboxError(f"workspace {workspace} is not a directory")
        self.allow_write = allow_write
        self.allow_delete = allow_delete
        self.max_read_chars = max_read_chars
        # glob patterns (fnmatch, on the relative path and on each component) that no tool may change
        self.protect = tuple(protect)

    def names(self) -> list[str]:
        out = ["list_dir", "read_file"]
        if self.allow_write:
            out.append("write_file")
        if self.allow_write and self.allow_delete:
            out.append("move_file")
        if self.allow_delete:
            out.append("delete_file")
        return out

    # -- paths ----------------------------------------------------------------------------------
    def _parts(self, rel: str) -> list[str]:
        """The components of a workspace-relative path ([] for the workspace itself)."""
        rel = (rel or "").strip()
        if not rel:
            raise SandboxError("empty path")
        if len(rel) > MAX_PATH_CHARS or _has_control(rel):
            raise SandboxError("path is too long or holds control characters")
        if rel.startswith(("/", "\\", "~")) or (len(rel) > 1 and rel[1] == ":"):
            raise SandboxError(f"absolute paths are refused: {rel}")
        parts = [p for p in rel.split("/") if p not in ("", ".")]
        if ".." in parts:
            raise SandboxError(f"'..' is refused: {rel}")
        return parts

    def _guard(self, parts: list[str], rel: str) -> None:
        """Refuse changing version-control metadata, a protected pattern, or the workspace itself."""
        if not parts:
            raise SandboxError("the workspace itself is never a target")
        if any(p in VCS_DIRS for p in parts):
            raise SandboxError(f"version-control metadata is protected: {rel}")
        path = "/".join(parts)
        for pat in self.protect:
            if fnmatch.fnmatch(path, pat) or any(fnmatch.fnmatch(p, pat.rstrip("/")) for p in parts):
                raise SandboxError(f"{rel} is protected ({pat})")

    @staticmethod
    def _open_in(name: str, flags: int, dir_fd: int) -> int:
        try:
            return os.open(name, flags, dir_fd=dir_fd)
        except FileNotFoundError:
            alt = _unshown(name)
            if alt == name:
                raise
            return os.open(alt, flags, dir_fd=dir_fd)

    @staticmethod
    def _entry(name: str, dir_fd: int) -> str:
        """The name as it is on disk: a listed `\\xNN` name maps back to its bytes."""
        try:
            os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
            return name
        except FileNotFoundError:
            alt = _unshown(name)
            if alt != name:
                try:
                    os.stat(alt, dir_fd=dir_fd, follow_symlinks=False)
                    return alt
                except FileNotFoundError:
                    pass
            return name

    @contextmanager
    def _dir(self, parts: list[str], create: bool = False) -> Iterator[int]:
        """A descriptor of the directory `parts` names, reached one component at a time without
        following a symlink anywhere; missing directories are made when `create`."""
        fd = os.open(self.root, _DIR_FLAGS)
        try:
            for c in parts:
                try:
                    nfd = self._open_in(c, _DIR_FLAGS, fd)
                except FileNotFoundError:
                    if not create:
                        raise SandboxError(f"no such file: {'/'.join(parts)}") from None
                    os.mkdir(c, 0o777, dir_fd=fd)
                    nfd = os.open(c, _DIR_FLAGS, dir_fd=fd)
                except OSError as e:
                    if e.errno in (errno.ELOOP, errno.ENOTDIR, errno.EMLINK):
                        raise SandboxError(f"path leaves the workspace or is not a directory: {c}") from None
                    raise
                os.close(fd)
                fd = nfd
            yield fd
        finally:
            os.close(fd)

    def _lstat(self, name: str, dir_fd: int) -> os.stat_result | None:
        try:
            return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
        except FileNotFoundError:
            return None

    def exists(self, rel: str) -> bool | None:
        """Whether `rel` names an existing entry in the workspace (None: not a valid path)."""
        try:
            parts = self._parts(rel)
            if not parts:
                return True
            with self._dir(parts[:-1]) as d:
                return self._lstat(self._entry(parts[-1], d), d) is not None
        except SandboxError as e:
            return False if str(e).startswith("no such file") else None
        except OSError:
            return None

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

    def holding(self, words: list[str], files: list[str]) -> dict[str, Held]:
        out: dict[str, Held] = {}
        if not words:
            return out
        for f in files[:MAX_LIST_ENTRIES]:
            try:
                r = self.read_file(f)
            except (SandboxError, OSError):
                continue
            low, split = r.output.lower(), split_low(r.output)
            hits = [w for w in words if term_line(low, split, w) is not None]
            if hits:
                out[f] = Held(hits, lines_together(low, split, hits))
        return out

    def list_dir(self, input: str = ".") -> ToolResult:
        raw = (input or "").strip()
        parts = [] if raw in ("", ".", "./") else self._parts(raw)
        entries: list[str] = []
        with self._dir(parts) as top:
            for dirpath, dirnames, filenames, dfd in os.fwalk(".", dir_fd=top, follow_symlinks=False):
                dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
                for f in sorted(filenames):
                    if f.startswith("."):
                        continue
                    st = self._lstat(f, dfd)
                    if st is None or not stat.S_ISREG(st.st_mode):
                        continue
                    rel = f if dirpath == "." else f"{dirpath[2:]}/{f}"
                    entries.append(shown_name("/".join(parts + [rel]) if parts else rel))
        if not entries:
            return ToolResult(True, "(empty directory)")
        shown = entries[:MAX_LIST_ENTRIES]
        out = "\n".join(shown)
        if len(entries) > len(shown):
            out += f"\n[truncated: {len(shown)} of {len(entries)} entries shown]"
        return ToolResult(True, out)

    def read_file(self, input: str) -> ToolResult:
        parts = self._parts(input)
        if not parts:
            raise SandboxError(f"not a regular file: {input}")
        with self._dir(parts[:-1]) as d:
            try:
                fd = self._open_in(parts[-1], os.O_RDONLY | _NOFOLLOW | _CLOEXEC | getattr(os, "O_NONBLOCK", 0), d)
            except FileNotFoundError:
                raise SandboxError(f"no such file: {input}") from None
            except OSError as e:
                if e.errno == errno.ELOOP:
                    raise SandboxError(f"path leaves the workspace (a symlink): {input}") from None
                raise
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                raise SandboxError(f"not a regular file: {input}")
            if st.st_nlink > 1:
                raise SandboxError(f"{input} has other hard links (one may be outside the workspace)")
            cap = self.max_read_chars * 4 + 4           # UTF-8: at most 4 bytes a character
            chunks, got = [], 0
            while got < cap:
                b = os.read(fd, cap - got)
                if not b:
                    break
                chunks.append(b)
                got += len(b)
            data = b"".join(chunks)
            more = bool(os.read(fd, 1))
        finally:
            os.close(fd)
        try:
            text = data.decode("utf-8") if not more else data[:-4].decode("utf-8", "strict") + \
                data[-4:].decode("utf-8", "ignore")
        except UnicodeDecodeError:
            raise SandboxError(f"{input} is not UTF-8 text") from None
        if not text:
            return ToolResult(True, "(empty file)")
        if more:
            return ToolResult(True, text[: self.max_read_chars]
                              + f"\n[truncated: first {self.max_read_chars} characters of a {st.st_size}-byte file]")
        if len(text) > self.max_read_chars:
            text = text[: self.max_read_chars] + f"\n[truncated: first {self.max_read_chars} of {len(text)} characters]"
        return ToolResult(True, text)

    def write_file(self, input: str) -> ToolResult:
        call = ToolCall.parse("write_file", input)
        path, content = call.path, call.content or ""
        if len(content) > MAX_WRITE_CHARS:
            raise SandboxError(f"content of {len(content)} characters exceeds the {MAX_WRITE_CHARS} limit")
        parts = self._parts(path)
        self._guard(parts, path)
        with self._dir(parts[:-1], create=True) as d:
            name = self._entry(parts[-1], d)
            st = self._lstat(name, d)
            if st is not None:
                if not stat.S_ISREG(st.st_mode):
                    raise SandboxError(f"not a regular file: {path}")
                if st.st_nlink > 1:
                    raise SandboxError(f"{path} has other hard links (one may be outside the workspace)")
            # written beside the target and renamed over it: a rename replaces the directory entry
            # (a symlink planted meanwhile included) and never writes through it
            tmp = f".{name}.jevloop-{os.getpid()}.tmp"
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC, 0o666, dir_fd=d)
            try:
                with os.fdopen(fd, "w", encoding="utf-8", closefd=True) as f:
                    f.write(content)
                os.replace(tmp, name, src_dir_fd=d, dst_dir_fd=d)
            except BaseException:
                try:
                    os.unlink(tmp, dir_fd=d)
                except OSError:
                    pass
                raise
        rel = "/".join(parts)
        return ToolResult(True, f"{'overwrote' if st is not None else 'wrote'} {shown_name(rel)} ({len(content)} characters)",
                          (("write", rel),))

    def move_file(self, input: str) -> ToolResult:
        call = ToolCall.parse("move_file", input)
        if call.dest is None:
            raise SandboxError(f"move input is 'SOURCE{MOVE_SEP}DESTINATION'")
        src, dst = call.path, call.dest
        sp, dp = self._parts(src), self._parts(dst)
        self._guard(sp, src)
        self._guard(dp, dst)
        with self._dir(sp[:-1]) as sd, self._dir(dp[:-1], create=True) as dd:
            s_name = self._entry(sp[-1], sd)
            st = self._lstat(s_name, sd)
            if st is None:
                raise SandboxError(f"no such file: {src}")
            if not stat.S_ISREG(st.st_mode):
                raise SandboxError(f"not a regular file: {src}")
            if st.st_nlink > 1:
                raise SandboxError(f"{src} has other hard links (one may be outside the workspace)")
            # link-then-unlink: the link fails if the destination exists, so nothing is overwritten
            try:
                os.link(s_name, dp[-1], src_dir_fd=sd, dst_dir_fd=dd, follow_symlinks=False)
            except FileExistsError:
                raise SandboxError(f"destination exists, refusing to overwrite: {dst}") from None
            os.unlink(s_name, dir_fd=sd)
        a, b = "/".join(sp), "/".join(dp)
        return ToolResult(True, f"moved {shown_name(a)} to {shown_name(b)}", (("move", ToolCall("move_file", a, dest=b).input),))

    def delete_file(self, input: str) -> ToolResult:
        parts = self._parts(input)
        self._guard(parts, input)
        with self._dir(parts[:-1]) as d:
            name = self._entry(parts[-1], d)
            st = self._lstat(name, d)
            if st is None:
                raise SandboxError(f"no such file: {input}")
            if stat.S_ISLNK(st.st_mode):
                os.unlink(name, dir_fd=d)              # the link itself, never what it points to
                return ToolResult(True, f"deleted link {input.strip()}", (("delete", input.strip()),))
            if stat.S_ISDIR(st.st_mode):
                try:
                    os.rmdir(name, dir_fd=d)
                except OSError as e:
                    if e.errno in (errno.ENOTEMPTY, errno.EEXIST):
                        raise SandboxError(f"directory is not empty: {input}") from None
                    raise
            elif stat.S_ISREG(st.st_mode):
                if st.st_nlink > 1:
                    raise SandboxError(f"{input} has other hard links (one may be outside the workspace)")
                os.unlink(name, dir_fd=d)
            else:
                raise SandboxError(f"not a regular file: {input}")
        rel = "/".join(parts)
        return ToolResult(True, f"deleted {shown_name(rel)}", (("delete", rel),))
