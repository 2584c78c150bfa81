"""The `jevloop` command (L6). Exit 0 on success; 2 on bad input with one line on stderr, never a
traceback."""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, Sequence

from .errors import ContractError, JevloopError
from .policy import gates_from_env, parse_gate_text


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:   # one line, exit 2
        raise JevloopError(f"{message} (see '{self.prog} --help')")


def _gates(args: argparse.Namespace) -> dict[str, str]:
    gates = gates_from_env()
    for g in args.gate or []:
        gates.update(parse_gate_text(g))
    return gates


def _print_json(obj: Any) -> None:
    print(json.dumps(obj, ensure_ascii=False, indent=2))


def cmd_spec(args: argparse.Namespace) -> int:
    from .contract import load_contract
    c = load_contract(args.path, _gates(args))
    if args.json:
        _print_json(c.to_json())
        return 0
    print(f"{c.path}  schema {c.schema}  version {c.version}")
    for d in c.decisions.values():
        dyn = f"  dynamic {d.dynamic[0]}({', '.join(d.dynamic[1])})" if d.dynamic else ""
        print(f"\n{d.id}  [{d.kind} @ {d.when}]{dyn}")
        for q in d.questions:
            opts = q.options_json()
            print(f"  ? {q.id} ({q.type}): {q.ask}")
            if opts:
                print(f"      options: {', '.join(opts)}")
        print("  frame: " + ", ".join(f"{f.key}≤{f.bound}" + (f" via {f.projection}" if f.projection else "")
                                      for f in d.frame.fields))
        print("  not seen: " + ", ".join(e.cell for e in d.frame.excluded))
        for r in d.policy:
            print(f"  {r.when.text():<28} → {r.action}")
    print(f"\ngate keys: {', '.join(c.gate_keys)}")
    if c.gates:
        print("gates in force: " + ", ".join(f"{k}={v:g}" for k, v in sorted(c.gates.items())))
    print(f"generator prompt: {len(c.generator)} characters")
    return 0


def _json_arg(value: str, what: str) -> Any:
    """JSON text, or @FILE holding JSON (@- reads standard input)."""
    text = value
    if value.startswith("@"):
        src = value[1:]
        try:
            text = sys.stdin.read() if src == "-" else open(src, encoding="utf-8").read()
        except OSError as e:
            raise JevloopError(f"{what}: cannot read {src}: {e.strerror or e}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise JevloopError(f"{what}: not valid JSON ({e.msg} at line {e.lineno} column {e.colno})") from None


def _load_judge(spec: str | None, threads: int | None = None):
    from .judge.native import Judge
    return Judge.default(threads=threads) if not spec else Judge.from_pretrained(spec, threads=threads)


def cmd_decide(args: argparse.Namespace) -> int:
    state = _json_arg(args.state, "--state") if args.state.startswith(("@", "{", "[", '"')) else args.state
    questions = _json_arg(args.questions, "--questions")
    judge = _load_judge(args.bundle)
    out = judge.ask(state, questions)
    out.pop("x_timing_ms", None)
    _print_json(out)
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from . import bench
    argv = ["--repeats", str(args.repeats)] + (["--bundle", args.bundle] if args.bundle else []) + \
        (["--json"] if args.json else []) + (["--threads", str(args.threads)] if args.threads else [])
    return bench.main(argv)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="jevloop", description="Typed decisions for agent loops, on a small on-device judge.")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)
    s = sub.add_parser("spec", help="compile and validate a DECISION.md; list gate keys")
    s.add_argument("path", nargs="?", default=None)
    s.add_argument("--gate", action="append", metavar="K=V", help="override a threshold (repeatable)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(fn=cmd_spec)

    s = sub.add_parser("decide", help="answer one wire-format request with the judge")
    s.add_argument("--state", required=True, help="JSON, @FILE, or plain text")
    s.add_argument("--questions", required=True, help="JSON or @FILE")
    s.add_argument("--bundle", default=None, help="a judge bundle folder or Hub repo (default: bundled)")
    s.set_defaults(fn=cmd_decide)

    s = sub.add_parser("bench", help="measure per-decision latency of the judge")
    s.add_argument("--bundle", default=None)
    s.add_argument("--repeats", type=int, default=30)
    s.add_argument("--threads", type=int, default=None)
    s.add_argument("--json", action="store_true")
    s.set_defaults(fn=cmd_bench)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if not getattr(args, "fn", None):
            parser.print_help()
            return 2
        return int(args.fn(args) or 0)
    except ContractError as e:
        for line in e.lines():
            print(line, file=sys.stderr)
        return 2
    except JevloopError as e:
        print(f"jevloop: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("jevloop: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
