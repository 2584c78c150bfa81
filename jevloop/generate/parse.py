"""Strict parsing of tool inputs written by a generator. A write's path and content, a move's
source and destination, a delete's path come only from here, never from a decision."""
from __future__ import annotations

import re

from .base import GeneratorError

_FENCE = re.compile(r"^\s*```[\w.+-]*\s*$")


def _clean_path(p: str, what: str) -> str:
    p = p.strip()
    if not p:
        raise GeneratorError(f"{what}: empty path")
    if any(ord(c) < 32 or ord(c) == 127 for c in p):
        raise GeneratorError(f"{what}: path holds control characters")
    if p.startswith("```") or p.strip("`") == "":
        raise GeneratorError(f"{what}: fence instead of a path")
    return p


def _field(text: str, name: str) -> tuple[str, str]:
    m = re.match(rf"^{name}:[ \t]*(.*?)(?:\n|$)", text)
    if not m:
        raise GeneratorError(f"expected a '{name}:' line, got {text[:40]!r}")
    return m.group(1), text[m.end():]


def parse_write(text: str) -> tuple[str, str]:
    body = text.strip("\n").lstrip()
    path, rest = _field(body, "PATH")
    path = _clean_path(path, "write")
    _, content = _field(rest.lstrip("\n"), "CONTENT")
    lines = content.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    if lines and _FENCE.match(lines[0]):
        if len(lines) < 2 or lines[-1].strip() != "```":
            raise GeneratorError("write: unterminated code fence")
        lines = lines[1:-1]
    if not "".join(lines).strip():
        raise GeneratorError("write: no content (fence-only or empty output)")
    return path, "\n".join(lines) + "\n"


def parse_move(text: str) -> tuple[str, str]:
    src, rest = _field(text.strip(), "FROM")
    dst, _ = _field(rest.lstrip("\n"), "TO")
    return _clean_path(src, "move"), _clean_path(dst, "move")


def parse_delete(text: str) -> str:
    path, _ = _field(text.strip(), "PATH")
    return _clean_path(path, "delete")
