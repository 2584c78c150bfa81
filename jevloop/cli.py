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


def _judge_for(spec: str | None, threads: int | None = None):
    """--judge: a comma-separated backend chain (rules, native, a bundle folder, an http(s) URL, human)."""
    from .judge.chain import build_chain
    return build_chain(spec or "rules,native", threads=threads)


def _generator_for(spec: str | None):
    if spec in (None, "", "offline"):
        from .generate.offline import OfflineGenerator
        return OfflineGenerator()
    if spec.startswith(("http://", "https://")):
        from .generate.http import HttpGenerator
        return HttpGenerator(spec, model=os.environ.get("JEVLOOP_GEN_MODEL", "default"),
                             api_key=os.environ.get("JEVLOOP_GEN_KEY"))
    raise JevloopError(f"--generator takes 'offline' or an http(s) URL, not {spec!r}")


def _live(ev: dict) -> None:
    e, s = ev["event"], ev["step"]
    if e == "decision":
        ans = ev.get("answers") or {}
        brief = []
        for qid, a in ans.items():
            if not isinstance(a, dict):
                continue
            if a.get("type") == "noul":
                brief.append(f"{qid}={a.get('noul', 0):.2f}")
            elif a.get("type") == "choice":
                p = (a.get("probabilities") or {}).get(a.get("choice"), 0)
                brief.append(f"{qid}={a.get('choice')}({p:.2f})")
            elif a.get("type") == "score":
                brief.append(f"{qid}={a.get('score', 0):.2f}")
        line = f"  [{s}] {ev['id']:<12} → {ev['action']:<10} {' '.join(brief)}  ({ev['backend']}, {ev['latency_ms']:.1f} ms)"
    elif e == "tool:call":
        line = f"  [{s}] call {ev['tool']}({ev['input']})"
    elif e == "tool:result":
        first = (ev.get("output") or "").split("\n")[0][:70]
        line = f"  [{s}]   {'ok' if ev['ok'] else 'FAILED'}: {first}"
    elif e == "authorize":
        line = f"  [{s}] authorise {ev['tool']}({ev['input']}): {'approved' if ev['approved'] else 'DENIED'} — {ev['reason']}"
    elif e == "audit":
        line = f"  [{s}] audit {ev['tool']}({ev['target']}) risk {ev['risk']}"
    elif e == "generate":
        line = f"  [{s}] generate {ev['purpose']} ({'LLM' if ev['by_llm'] else 'offline'}, {ev['ms']:.1f} ms)"
    else:
        return
    print(line, file=sys.stderr, flush=True)


def _approver(mode: str):
    if mode in ("yes", "no"):
        return mode

    def ask(tool: str, target: str, reason: str) -> bool:
        if not sys.stdin or not sys.stdin.isatty():
            print(f"  approval needed for {tool}({target}) ({reason}); no terminal, so: no", file=sys.stderr)
            return False
        ans = input(f"  allow {tool}({target})? {reason} [y/N] ").strip().lower()
        return ans in ("y", "yes")
    return ask


def _run_one(agent, task: str, as_json: bool) -> int:
    res = agent.run(task)
    if as_json:
        _print_json(res.to_json())
    else:
        print(f"\nanswer ({res.halt}{'' if res.delivered else ', not delivered'}):\n{res.answer}\n")
        print(res.meter.line())
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from .loop import Agent
    from .meter import Trace
    from .store import ReplayStore
    ws = args.workspace
    if not os.path.isdir(ws):
        raise JevloopError(f"--workspace {ws} is not a directory")
    if args.max_steps < 1:
        raise JevloopError("--max-steps must be at least 1")
    sink = open(args.trace, "w", encoding="utf-8") if args.trace else None
    try:
        trace = Trace(sink=sink, live=None if args.quiet else _live)
        agent = Agent(ws, judge=_judge_for(args.judge), generator=_generator_for(args.generator),
                      allow_write=args.allow_write, allow_delete=args.allow_delete, approve=_approver(args.approve),
                      max_steps=args.max_steps, max_wall_s=args.max_wall, max_model_calls=args.max_model_calls,
                      max_tokens=args.max_tokens, trace=trace, gates=_gates(args),
                      store=ReplayStore(args.replay) if args.replay else None)
        return _run_one(agent, args.task, args.json)
    finally:
        if sink:
            sink.close()


DEMO_TASKS = [
    ("What is 1+1?", {}),
    ("List the files.", {}),
    ("Name the function alpha.ts exports.", {}),
    ("把 alpha.ts 里的 totalOf 抄到新文件 summary.ts 里。", {"allow_write": True}),
    ("Delete notes.md.", {"allow_delete": True}),
]


def cmd_demo(args: argparse.Namespace) -> int:
    import tempfile
    from .fixtures import write_fixture
    from .loop import Agent
    from .meter import Trace
    judge = _judge_for(args.judge)
    print(f"judge: {getattr(judge, 'model_name', judge.name)}; generator: offline (no LLM); deletes are denied")
    with tempfile.TemporaryDirectory(prefix="jevloop-demo-") as d:
        write_fixture(d)
        print(f"workspace: {d} (alpha.ts, beta.ts, notes.md)")
        for task, opts in DEMO_TASKS:
            print(f"\n── {task}", flush=True)
            agent = Agent(d, judge=judge, approve="no", trace=Trace(live=_live), **opts)
            _run_one(agent, task, False)
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    from .evaluate import main_eval
    return main_eval(args.data, args.bundle, args.json, args.plot, args.fit_temperatures)


def cmd_serve(args: argparse.Namespace) -> int:
    from .judge.native import Judge
    from .server import ServerConfig, serve
    if not 0 <= args.port <= 65535:
        raise JevloopError("--port must be 0–65535")
    judge = (Judge.default if not args.bundle else lambda **kw: Judge.from_pretrained(args.bundle, **kw))(
        threads=args.threads, max_wait_ms=args.max_wait_ms, max_batch_rows=args.max_batch_rows)
    key = os.environ.get(args.key_env) or None
    cfg = ServerConfig(host=args.host, port=args.port, key=key, max_body=args.max_body,
                       max_questions=args.max_questions, max_batch_states=args.max_batch_states,
                       max_inflight=args.max_inflight)
    return serve(judge, cfg)


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

    s = sub.add_parser("run", help="run the agent loop on a task in a workspace")
    s.add_argument("task")
    s.add_argument("--workspace", required=True)
    s.add_argument("--allow-write", action="store_true")
    s.add_argument("--allow-delete", action="store_true")
    s.add_argument("--approve", choices=["ask", "yes", "no"], default="ask")
    s.add_argument("--judge", default="rules,native",
                   help="backend chain, tried in order: rules, native, a bundle folder, a /v1/systemone URL, human")
    s.add_argument("--replay", default=None, metavar="DIR",
                   help="record decisions and generations in DIR; a later run with the same DIR replays them")
    s.add_argument("--generator", default="offline", help="offline, or an OpenAI-compatible base URL")
    s.add_argument("--max-steps", type=int, default=8)
    s.add_argument("--max-wall", type=float, default=None, help="wall-time budget in seconds")
    s.add_argument("--max-model-calls", type=int, default=None)
    s.add_argument("--max-tokens", type=int, default=None)
    s.add_argument("--gate", action="append", metavar="K=V")
    s.add_argument("--trace", default=None, help="write trace events as JSON Lines to FILE")
    s.add_argument("--json", action="store_true")
    s.add_argument("--quiet", action="store_true", help="no live trace on stderr")
    s.set_defaults(fn=cmd_run)

    s = sub.add_parser("demo", help="run a few tasks on a sample workspace with the bundled judge")
    s.add_argument("--judge", default="rules,native")
    s.set_defaults(fn=cmd_demo)

    s = sub.add_parser("serve", help="serve the judge over HTTP (/v1/systemone, the Jev wire protocol)")
    s.add_argument("--host", default="127.0.0.1")
    s.add_argument("--port", type=int, default=8787)
    s.add_argument("--bundle", default=None)
    s.add_argument("--key-env", default="JEVLOOP_SERVER_KEY",
                   help="environment variable holding the bearer key (unset: no key required)")
    s.add_argument("--threads", type=int, default=None)
    s.add_argument("--max-wait-ms", type=float, default=2.0, help="micro-batching wait")
    s.add_argument("--max-batch-rows", type=int, default=64)
    s.add_argument("--max-body", type=int, default=1 << 20)
    s.add_argument("--max-questions", type=int, default=64)
    s.add_argument("--max-batch-states", type=int, default=64)
    s.add_argument("--max-inflight", type=int, default=64)
    s.set_defaults(fn=cmd_serve)

    s = sub.add_parser("eval", help="offline evaluation and calibration on labelled data (JSON Lines)")
    s.add_argument("data")
    s.add_argument("--bundle", default=None)
    s.add_argument("--json", action="store_true")
    s.add_argument("--plot", default=None, metavar="FILE.png", help="write a reliability diagram")
    s.add_argument("--fit-temperatures", default=None, metavar="BUNDLE",
                   help="fit per-(type, bucket) temperatures and write them into BUNDLE/judge.json")
    s.set_defaults(fn=cmd_eval)

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
