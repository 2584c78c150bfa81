"""The `jevloop` command (L6). Exit 0 on success; 2 on bad input with one line on stderr, never a
traceback."""
from __future__ import annotations

import argparse
import json
import math
import os
import stat
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


MAX_ARG_FILE_BYTES = 1 << 20   # an @FILE for --state / --questions; as the server's default --max-body


def _read_arg_file(src: str, what: str, max_bytes: int = MAX_ARG_FILE_BYTES) -> str:
    """A regular file of at most max_bytes as UTF-8 text ('-': standard input, also capped). A FIFO,
    device or folder is refused before it is read (it could block or never end)."""
    if src == "-":
        if sys.stdin is None:
            raise JevloopError(f"{what}: no standard input to read")
        text = sys.stdin.read(max_bytes + 1)
        if len(text) > max_bytes:
            raise JevloopError(f"{what}: standard input holds more than {max_bytes} characters")
        return text
    try:
        fd = os.open(src, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))   # a FIFO must not block the open
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise JevloopError(f"{what}: {src} is not a regular file")
            data = f.read(max_bytes + 1)
    except OSError as e:
        raise JevloopError(f"{what}: cannot read {src}: {e.strerror or e}") from None
    if len(data) > max_bytes:
        raise JevloopError(f"{what}: {src} is larger than {max_bytes} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise JevloopError(f"{what}: {src} is not UTF-8 text") from None


def _check_regular_file(path: str, what: str) -> None:
    """A data file the command reads line by line (no size cap): it must exist and be a regular file."""
    try:
        st = os.stat(path)
    except OSError as e:
        raise JevloopError(f"{what}: cannot read {path}: {e.strerror or e}") from None
    if not stat.S_ISREG(st.st_mode):
        raise JevloopError(f"{what}: {path} is not a regular file")


def _json_arg(value: str, what: str) -> Any:
    """JSON text, or @FILE holding JSON (@- reads standard input)."""
    text = _read_arg_file(value[1:], what) if value.startswith("@") else value
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
        (["--json"] if args.json else []) + (["--threads", str(args.threads)] if args.threads else []) + \
        [a for b in args.also for a in ("--also", b)]
    return bench.main(argv)


def _judge_for(spec: str | None, threads: int | None = None):
    """--judge: a comma-separated backend chain (rules, native, a bundle folder, an http(s) URL, human)."""
    from .judge.chain import build_chain
    return build_chain(spec or "rules,native", threads=threads)


def _generator_for(spec: str | None, args: argparse.Namespace | None = None):
    if spec in (None, "", "offline"):
        from .generate.offline import OfflineGenerator
        return OfflineGenerator()
    if spec.startswith(("http://", "https://")):
        from .generate.http import HttpGenerator
        a = args or argparse.Namespace()
        for name, ok in (("gen_timeout", lambda v: v > 0), ("gen_retries", lambda v: v >= 1),
                         ("gen_max_tokens", lambda v: v >= 1), ("gen_temperature", lambda v: 0 <= v <= 2)):
            v = getattr(a, name, None)
            if v is not None and not (math.isfinite(v) and ok(v)):
                raise JevloopError(f"--{name.replace('_', '-')} {v} is out of range")
        return HttpGenerator(spec, model=getattr(a, "gen_model", None) or os.environ.get("JEVLOOP_GEN_MODEL", "default"),
                             api_key=os.environ.get("JEVLOOP_GEN_KEY"),
                             timeout=getattr(a, "gen_timeout", None) or 120.0,
                             retries=getattr(a, "gen_retries", None) or 3,
                             max_tokens=getattr(a, "gen_max_tokens", None) or 1024,
                             temperature=getattr(a, "gen_temperature", None) or 0.0,
                             stop=getattr(a, "gen_stop", None) or None,
                             structured=getattr(a, "gen_structured", None) or "auto")
    raise JevloopError(f"--generator takes 'offline' or an http(s) URL, not {spec!r}")


def _progress(tokens: int, seconds: float) -> None:
    print(f"        … generating: {tokens} tokens in {seconds:.0f} s", file=sys.stderr, flush=True)


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
    elif e == "generate" and not ev.get("ok", True):     # a failed generation carries its error, no by_llm
        line = f"  [{s}] generate {ev['purpose']} FAILED ({ev['ms']:.1f} ms): {ev.get('error', '')[:120]}"
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
    return 1 if res.halt == "no_answer" else 0    # the run ended without the answer it exists for


def cmd_run(args: argparse.Namespace) -> int:
    from .loop import Agent
    from .meter import Trace
    from .store import ReplayStore
    ws = args.workspace
    if not os.path.isdir(ws):
        raise JevloopError(f"--workspace {ws} is not a directory")
    if args.max_steps < 1:
        raise JevloopError("--max-steps must be at least 1")
    if args.max_wall is not None and not (math.isfinite(args.max_wall) and args.max_wall > 0):
        raise JevloopError("--max-wall must be a positive number of seconds")
    live = None if args.quiet else _live
    store = ReplayStore(args.replay) if args.replay else None   # StoreError: one line, before any work
    trace = None
    try:
        trace = Trace.to_file(args.trace, live) if args.trace else Trace(live=live)
        gen = _generator_for(args.generator, args)
        if live is not None and hasattr(gen, "progress"):     # a streaming writer is not silent for minutes
            gen.progress = _progress
        agent = Agent(ws, judge=_judge_for(args.judge), generator=gen,
                      allow_write=args.allow_write, allow_delete=args.allow_delete, approve=_approver(args.approve),
                      protect=args.protect + [p for p in os.environ.get("JEVLOOP_PROTECT", "").split(os.pathsep) if p],
                      max_steps=args.max_steps, max_wall_s=args.max_wall, max_model_calls=args.max_model_calls,
                      max_tokens=args.max_tokens, trace=trace, gates=_gates(args), store=store)
        return _run_one(agent, args.task, args.json)
    finally:
        if trace is not None:
            trace.close()
        if store is not None:
            store.close()


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
    _check_regular_file(args.data, "eval")
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


def _add_run(sub) -> None:
    s = sub.add_parser("run", help="run the agent loop on a task in a workspace")
    s.add_argument("task")
    s.add_argument("--workspace", required=True)
    s.add_argument("--allow-write", action="store_true")
    s.add_argument("--allow-delete", action="store_true")
    s.add_argument("--protect", action="append", default=[], metavar="GLOB",
                   help="a path pattern no tool may write, move or delete (repeatable; also $JEVLOOP_PROTECT, "
                        "separated by ':'); .git and other VCS metadata are always protected")
    s.add_argument("--approve", choices=["ask", "yes", "no"], default="ask")
    s.add_argument("--judge", default="rules,native",
                   help="backend chain, tried in order: rules, native, a bundle folder, a /v1/systemone URL, human")
    s.add_argument("--replay", default=None, metavar="DIR",
                   help="record decisions and generations in DIR; a later run with the same DIR replays them")
    s.add_argument("--generator", default="offline", help="offline, or an OpenAI-compatible base URL")
    g = s.add_argument_group("generator settings (an http(s) --generator only)")
    g.add_argument("--gen-model", default=None, help="model name sent to the server (default $JEVLOOP_GEN_MODEL or 'default')")
    g.add_argument("--gen-timeout", type=float, default=None, help="seconds per request (default 120)")
    g.add_argument("--gen-retries", type=int, default=None, help="tries on connection errors, 429 and 5xx (default 3)")
    g.add_argument("--gen-max-tokens", type=int, default=None, help="default 1024")
    g.add_argument("--gen-temperature", type=float, default=None, help="default 0")
    g.add_argument("--gen-stop", action="append", default=None, metavar="TEXT", help="a stop sequence (repeatable)")
    g.add_argument("--gen-structured", choices=["auto", "json_schema", "off"], default=None,
                   help="tool inputs as JSON under a schema (auto: fall back to text if the server refuses)")
    s.add_argument("--max-steps", type=int, default=8)
    s.add_argument("--max-wall", type=float, default=None, help="wall-time budget in seconds")
    s.add_argument("--max-model-calls", type=int, default=None)
    s.add_argument("--max-tokens", type=int, default=None)
    s.add_argument("--gate", action="append", metavar="K=V")
    s.add_argument("--trace", default=None, help="write trace events as JSON Lines to FILE")
    s.add_argument("--json", action="store_true")
    s.add_argument("--quiet", action="store_true", help="no live trace on stderr")
    s.set_defaults(fn=cmd_run)


def _add_serve(sub) -> None:
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

    _add_run(sub)

    s = sub.add_parser("demo", help="run a few tasks on a sample workspace with the bundled judge")
    s.add_argument("--judge", default="rules,native")
    s.set_defaults(fn=cmd_demo)

    _add_serve(sub)

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
    s.add_argument("--also", action="append", default=[], metavar="BUNDLE",
                   help="another bundle measured on the native path in the same run (e.g. another layout)")
    s.set_defaults(fn=cmd_bench)
    return p


def _one_line(msg: str) -> str:
    """The promise is one line on stderr: a message carrying a newline (a library's) is joined."""
    return " ".join(part.strip() for part in msg.strip().splitlines() if part.strip()) or "error"


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
        print(f"jevloop: {_one_line(str(e))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("jevloop: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except OSError as e:   # a file or socket the command needed; one line, as every bad input
        where = f": {e.filename}" if getattr(e, "filename", None) else ""
        print(f"jevloop: {_one_line(str(e.strerror or e))}{where}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
