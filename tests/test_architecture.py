"""The layers import only downward (docs/ARCHITECTURE.md): every import inside `jevloop`, at module
level or inside a function, goes to a module of the same or a lower layer. The checker is shown to
catch an upward import."""
from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parent.parent / "jevloop"

# module (or package) → layer; the longest matching prefix decides
LAYERS = {
    "jevloop._native": 0, "jevloop.types": 0, "jevloop.wire": 0, "jevloop.errors": 0, "jevloop.intent": 0, "jevloop.lexicon": 0,
    "jevloop.frame": 1, "jevloop.policy": 1, "jevloop.native": 1,
    "jevloop.judge": 2, "jevloop.tools": 2, "jevloop.generate": 2,
    "jevloop.contract": 4,
    "jevloop.loop": 5, "jevloop.meter": 5, "jevloop.store": 5, "jevloop.oracle": 5,
    "jevloop.cli": 6, "jevloop.server": 6, "jevloop.bench": 6, "jevloop.evaluate": 6, "jevloop.loopbench": 6,
    "jevloop.fixtures": 6, "jevloop": 6,
    "jevloop.train": 7,
}


def layer(module: str) -> int:
    best = max((p for p in LAYERS if module == p or module.startswith(p + ".")), key=len)
    return LAYERS[best]


def module_name(path: Path) -> str:
    rel = path.relative_to(PKG.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(source: str, module: str, is_package: bool) -> list[str]:
    """Every jevloop module `source` imports (relative imports resolved against `module`)."""
    out = []
    base = module.split(".") if is_package else module.split(".")[:-1]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names if a.name.startswith("jevloop")]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                root = base[: len(base) - (node.level - 1)]
                target = ".".join(root + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if not target.startswith("jevloop"):
                continue
            if node.module is None:          # from . import x: x may be a module
                out += [f"{target}.{a.name}" for a in node.names]
            else:
                out.append(target)
    return out


def violations(source: str, module: str, is_package: bool = False) -> list[str]:
    mine = layer(module)
    return [f"{module} (L{mine}) imports {t} (L{layer(t)})" for t in imports(source, module, is_package)
            if layer(t) > mine]


def test_every_import_goes_down_or_across():
    bad = []
    for path in sorted(PKG.rglob("*.py")):
        mod = module_name(path)
        bad += violations(path.read_text(encoding="utf-8"), mod, path.name == "__init__.py")
    assert not bad, "\n".join(bad)


def test_the_checker_catches_an_upward_import():
    assert violations("from .loop import Agent\n", "jevloop.frame")
    assert violations("def f():\n    from ..train.tasks import make_task\n", "jevloop.judge.chain")
    assert violations("import jevloop.cli\n", "jevloop.wire")
    assert not violations("from .frame import AgentCtx\n", "jevloop.loop")


def test_no_function_is_over_sixty_lines():
    """Units a reader can hold: every function in jevloop/, training included, is at most 60 lines."""
    long = []
    for path in sorted(PKG.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno - node.lineno + 1 > 60:
                long.append(f"{path.relative_to(PKG)}:{node.lineno} {node.name} ({node.end_lineno - node.lineno + 1} lines)")
    assert not long, "\n".join(long)
