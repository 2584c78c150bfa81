"""Bad input through the CLI: exit 2, exactly one line on stderr, never a traceback (README).

Covers replay stores that are corrupt, truncated or another program's, an unwritable --trace, judge
bundles whose judge.json / tokenizer.json have the wrong shape or whose tokenizer outruns the graph's
embeddings, file inputs that are FIFOs, folders or too big, and the HTTP generator's wall-time deadline.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from jevloop.errors import BundleError, JevloopError, StoreError
from jevloop.fixtures import write_fixture
from jevloop.store import ReplayStore

ROOT = Path(__file__).resolve().parents[1]
TINY = ROOT / "tests" / "data" / "tiny-judge"
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")


def cli(*args: str, timeout: float = 60, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "JEVLOOP_GATES"}
    env["HF_HUB_OFFLINE"] = "1"
    return subprocess.run([sys.executable, "-m", "jevloop", *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=timeout, input=stdin)


def refused(r: subprocess.CompletedProcess, *needles: str) -> str:
    """rc 2, exactly one line on stderr, no traceback; returns that line."""
    assert "Traceback" not in r.stderr, r.stderr
    lines = r.stderr.strip().splitlines()
    assert r.returncode == 2, (r.returncode, r.stderr)
    assert len(lines) == 1, r.stderr
    for n in needles:
        assert n in lines[0], lines[0]
    return lines[0]


@pytest.fixture(scope="module")
def ws(tmp_path_factory):
    d = tmp_path_factory.mktemp("ws")
    write_fixture(d)
    return d


def run_cli(ws: Path, *extra: str) -> subprocess.CompletedProcess:
    return cli("run", "List the files.", "--workspace", str(ws), "--quiet", "--approve", "no", "--judge", "rules",
               *extra)


# ---------------------------------------------------------------------------------------------
# jevloop run --replay DIR

def test_replay_dir_is_a_file(ws, tmp_path):
    f = tmp_path / "replay"
    f.write_text("not a folder")
    refused(run_cli(ws, "--replay", str(f)), "replay store", "not a folder")


def test_replay_store_is_not_a_database(ws, tmp_path):
    d = tmp_path / "rep"
    d.mkdir()
    (d / "decisions.sqlite").write_bytes(os.urandom(5000))
    refused(run_cli(ws, "--replay", str(d)), "replay store", "not a database")


def test_replay_store_of_another_program_is_left_alone(ws, tmp_path):
    other = tmp_path / "other.sqlite"
    con = sqlite3.connect(other)
    con.execute("CREATE TABLE accounts (id INTEGER, name TEXT)")
    con.commit()
    con.close()
    before = other.read_bytes()
    refused(run_cli(ws, "--replay", str(other)), "another program")
    assert other.read_bytes() == before           # no table added, no WAL switch
    foreign = tmp_path / "foreign.sqlite"
    con = sqlite3.connect(foreign)
    con.execute("CREATE TABLE records (a, b)")
    con.commit()
    con.close()
    refused(run_cli(ws, "--replay", str(foreign)), "another program", "column")


def test_replay_store_truncated(ws, tmp_path):
    d = tmp_path / "rep"
    s = ReplayStore(d)
    for i in range(3000):
        s.put(f"k{i}", "decision", {"answers": {}, "backend": "x", "attempts": [], "pad": "y" * 500})
    s.close()
    db = d / "decisions.sqlite"
    for extra in ("-wal", "-shm"):
        Path(str(db) + extra).unlink(missing_ok=True)
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 2])
    refused(run_cli(ws, "--replay", str(d)), "replay store", "malformed")


def test_replay_record_not_json(ws, tmp_path):
    d = tmp_path / "rep"
    r = run_cli(ws, "--replay", str(d))
    assert r.returncode == 0, r.stderr
    con = sqlite3.connect(d / "decisions.sqlite")
    con.execute("UPDATE records SET value = '{not json'")
    con.commit()
    con.close()
    refused(run_cli(ws, "--replay", str(d)), "replay store", "not JSON")


def test_store_record_of_the_wrong_shape(tmp_path):
    s = ReplayStore(tmp_path / "r")
    s.put("a", "decision", {"answers": {}})            # no backend / attempts
    s.put("b", "generation", {"text": "x", "by_llm": False})
    with pytest.raises(StoreError, match="lacks backend, attempts"):
        s.get("a", require=("answers", "backend", "attempts"))
    assert s.get("a") == {"answers": {}}
    assert s.get("b", require=("text", "by_llm")) == {"text": "x", "by_llm": False}
    con = sqlite3.connect(s.path)
    con.execute("UPDATE records SET value = '[1, 2]' WHERE key = 'b'")
    con.commit()
    con.close()
    with pytest.raises(StoreError, match="not a JSON object"):
        s.get("b")
    assert issubclass(StoreError, JevloopError)


# ---------------------------------------------------------------------------------------------
# jevloop run --trace FILE, and budgets

def test_trace_into_a_missing_folder(ws, tmp_path):
    refused(run_cli(ws, "--trace", str(tmp_path / "no" / "such" / "t.jsonl")), "trace file", "does not exist")


def test_trace_onto_a_folder(ws, tmp_path):
    refused(run_cli(ws, "--trace", str(tmp_path)), "trace file", "folder")


def test_max_wall_must_be_positive(ws):
    refused(run_cli(ws, "--max-wall", "0"), "--max-wall")
    refused(run_cli(ws, "--max-wall", "nan"), "--max-wall")


# ---------------------------------------------------------------------------------------------
# judge bundles of the wrong shape: decide --bundle DIR

def sha(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def make_bundle(tmp_path: Path, meta_fn=None, tokenizer=None, model: bytes | None = None) -> Path:
    """A copy of tiny-judge, changed, with the hashes in judge.json made to match again (so the
    loader gets past the hash check to the defect under test)."""
    b = tmp_path / "bundle"
    shutil.copytree(TINY, b)
    if tokenizer is not None:
        (b / "tokenizer.json").write_text(json.dumps(tokenizer), encoding="utf-8")
    if model is not None:
        (b / "model.onnx").write_bytes(model)
    meta = json.loads((b / "judge.json").read_text(encoding="utf-8"))
    for entry in meta["files"].values():
        entry["sha256"] = sha(b / entry["path"])
    if meta_fn is not None:
        meta = meta_fn(meta)
    (b / "judge.json").write_text(json.dumps(meta), encoding="utf-8")
    return b


def decide(bundle: Path) -> subprocess.CompletedProcess:
    return cli("decide", "--bundle", str(bundle), "--state", "x",
               "--questions", '{"q": {"type": "noul", "instructions": "y"}}')


def _set(path: str, value):
    def fn(meta):
        *head, last = path.split(".")
        node = meta
        for k in head:
            node = node[k]
        node[last] = value
        return meta
    return fn


@pytest.mark.parametrize("meta_fn,needle", [
    (lambda m: [m], "JSON object"),
    (_set("files.model", "model.onnx"), "files.model"),
    (_set("files.model.path", "../../etc/passwd"), "outside the bundle"),
    (_set("packing", ["max_length"]), "packing"),
    (_set("packing.max_length", "512"), "packing.max_length"),
    (_set("packing.marker_token", 7), "marker_token"),
    (_set("packing.option_order", ["sorted"]), "option_order"),
    (_set("temperatures", {"noul": 2.0}), "temperatures"),
    (_set("temperatures", {"noul": {"2": "hot"}}), "temperatures"),
    (_set("models", {"fp32": "weights"}), "'models'"),
    (_set("default_variant", "int4"), "default_variant"),
])
def test_judge_json_of_the_wrong_shape(tmp_path, meta_fn, needle):
    refused(decide(make_bundle(tmp_path, meta_fn)), needle)


def _tok(fn):
    spec = json.loads((TINY / "tokenizer.json").read_text(encoding="utf-8"))
    return fn(spec)


def _tok_set(path: str, value):
    return lambda spec: _set(path, value)(spec)


@pytest.mark.parametrize("tokenizer,needle", [
    (["not", "an", "object"], "JSON object"),
    (_tok(_tok_set("model", "WordPiece")), "'model'"),
    (_tok(_tok_set("model.vocab", ["[PAD]", "[UNK]"])), "vocabulary"),
    (_tok(lambda s: _set("model.vocab", {**s["model"]["vocab"], "zzz": "7"})(s)), "model.vocab"),
    (_tok(lambda s: _set("added_tokens", [{"content": "[PAD]"}])(s)), "added_tokens"),
    (_tok(_tok_set("added_tokens", {"[PAD]": 0})), "added_tokens"),
    (_tok(_tok_set("normalizer", "BertNormalizer")), "normalizer"),
    (_tok(_tok_set("model.unk_token", 100)), "unk_token"),
])
def test_tokenizer_json_of_the_wrong_shape(tmp_path, tokenizer, needle):
    refused(decide(make_bundle(tmp_path, tokenizer=tokenizer)), needle)


def _graph_without_hashing() -> bytes:
    """tiny-judge's graph with the ids looked up directly (no Mod): 512 embedding rows, while the
    tokenizer's ids go up to 30521."""
    onnx = pytest.importorskip("onnx")
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from make_test_bundle import build_graph
    finally:
        sys.path.pop(0)
    m = build_graph()
    for node in m.graph.node:
        if node.op_type == "Gather" and node.input[0] == "E":
            node.input[1] = "input_ids"
    keep = [n for n in m.graph.node if n.op_type != "Mod"]
    del m.graph.node[:]
    m.graph.node.extend(keep)
    onnx.checker.check_model(m)
    return m.SerializeToString()


def test_tokenizer_larger_than_the_embeddings(tmp_path):
    b = make_bundle(tmp_path, model=_graph_without_hashing())
    line = refused(decide(b), "word embeddings", "E", "512 rows", "30521")
    assert "tokenizer" in line
    from jevloop.judge.native import Judge
    with pytest.raises(BundleError, match="512 rows"):
        Judge(b)


def test_embedding_rows_agree_with_onnx():
    onnx = pytest.importorskip("onnx")
    from jevloop.judge.bundle import embedding_rows
    assert embedding_rows(TINY / "model.onnx") is None          # ids are hashed (Mod) before the lookup
    trained = ROOT / "models" / "jevloop-judge" / "model.onnx"
    if trained.is_file():
        name, rows = embedding_rows(trained)
        init = {i.name: list(i.dims) for i in onnx.load(str(trained), load_external_data=False).graph.initializer}
        assert init[name][0] == rows and "word_embeddings" in name


def test_missing_default_bundle_is_an_error_not_the_test_bundle(monkeypatch, tmp_path):
    """A broken install must not answer with the untrained tiny judge."""
    from jevloop.judge import native
    fake_pkg = tmp_path / "site" / "jevloop"
    (fake_pkg / "models" / "tiny-judge").mkdir(parents=True)
    shutil.copy(TINY / "judge.json", fake_pkg / "models" / "tiny-judge" / "judge.json")
    monkeypatch.setattr(native, "_package_dir", lambda: fake_pkg)
    with pytest.raises(BundleError, match="bundled judge is missing") as ei:
        native.default_bundle_dir()
    assert str(fake_pkg / "models" / "jevloop-judge" / "judge.json") in str(ei.value)


# ---------------------------------------------------------------------------------------------
# file inputs: regular files only, size caps

@needs_fifo
def test_spec_on_a_fifo_does_not_hang(tmp_path):
    fifo = tmp_path / "DECISION.md"
    os.mkfifo(fifo)
    refused(cli("spec", str(fifo), timeout=30), "not a regular file")


def test_spec_on_a_huge_file(tmp_path):
    from jevloop.contract import MAX_CONTRACT_BYTES
    big = tmp_path / "DECISION.md"
    big.write_bytes(b"x" * (MAX_CONTRACT_BYTES + 1))
    refused(cli("spec", str(big)), "larger than")


def test_spec_on_a_folder(tmp_path):
    refused(cli("spec", str(tmp_path)))


def test_spec_still_reads_crlf_files(tmp_path):
    p = tmp_path / "DECISION.md"
    p.write_bytes((ROOT / "DECISION.md").read_bytes().replace(b"\r\n", b"\n").replace(b"\n", b"\r\n"))
    r = cli("spec", "--json", str(p))
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["version"] == json.loads(cli("spec", "--json").stdout)["version"]


@needs_fifo
def test_decide_at_fifo(tmp_path):
    fifo = tmp_path / "q.json"
    os.mkfifo(fifo)
    refused(cli("decide", "--bundle", str(TINY), "--state", "x", "--questions", f"@{fifo}", timeout=30),
            "--questions", "not a regular file")


def test_decide_at_file_too_big_or_folder(tmp_path):
    from jevloop.cli import MAX_ARG_FILE_BYTES
    big = tmp_path / "state.json"
    big.write_text(json.dumps("x" * (MAX_ARG_FILE_BYTES + 1)))
    q = '{"q": {"type": "noul", "instructions": "y"}}'
    refused(cli("decide", "--bundle", str(TINY), "--state", f"@{big}", "--questions", q), "--state", "larger than")
    refused(cli("decide", "--bundle", str(TINY), "--state", f"@{tmp_path}", "--questions", q), "--state",
            str(tmp_path))
    refused(cli("decide", "--bundle", str(TINY), "--state", "x", "--questions", "@-",
                stdin="x" * (MAX_ARG_FILE_BYTES + 1)), "--questions", "standard input")


def test_decide_at_file_still_works(tmp_path):
    q = tmp_path / "q.json"
    q.write_text('{"q": {"type": "noul", "instructions": "y"}}')
    r = cli("decide", "--bundle", str(TINY), "--state", "x", "--questions", f"@{q}")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["answers"]["q"]["type"] == "noul"


@needs_fifo
def test_eval_data_must_be_a_regular_file(tmp_path):
    fifo = tmp_path / "data.jsonl"
    os.mkfifo(fifo)
    refused(cli("eval", str(fifo), "--bundle", str(TINY), timeout=30), "not a regular file")
    refused(cli("eval", str(tmp_path), "--bundle", str(TINY)), "not a regular file")


def test_main_catches_oserror(monkeypatch, capsys):
    from jevloop import cli as cli_mod

    def boom(args):
        raise PermissionError(13, "Permission denied", "/some/file")
    monkeypatch.setattr(cli_mod, "cmd_spec", boom)
    assert cli_mod.main(["spec"]) == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines() == ["jevloop: Permission denied: /some/file"]


def test_multiline_error_message_stays_on_one_line(monkeypatch, capsys):
    from jevloop import cli as cli_mod

    def boom(args):
        raise JevloopError("first\nsecond\n")
    monkeypatch.setattr(cli_mod, "cmd_spec", boom)
    assert cli_mod.main(["spec"]) == 2
    assert capsys.readouterr().err.strip().splitlines() == ["jevloop: first second"]


def test_error_classes_are_jevloop_errors():
    from jevloop.generate.base import GeneratorError, WallBudgetError
    assert issubclass(GeneratorError, JevloopError) and issubclass(WallBudgetError, GeneratorError)
    assert issubclass(BundleError, JevloopError)


# ---------------------------------------------------------------------------------------------
# the HTTP generator: a deadline bounds a stream in progress; a cut chunk is a GeneratorError

class _Slow(BaseHTTPRequestHandler):
    mode = "trickle"

    def log_message(self, *a):
        pass

    def do_POST(self):
        self.rfile.read(int(self.headers["Content-Length"]))
        try:
            if self.mode == "silent":           # no status line for a long time
                time.sleep(20)
                return
            if self.mode == "cut_chunk":        # a chunk announced at 0x100 bytes, 10 sent, then close
                self.protocol_version = "HTTP/1.1"
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Transfer-Encoding", "chunked")
                self.send_header("Connection", "close")
                self.end_headers()
                self.wfile.write(b"100\r\ndata: {\"ch")
                self.wfile.flush()
                self.close_connection = True
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            for i in range(40):                 # one token every 0.5 s: 20 s in all
                ev = {"choices": [{"delta": {"content": f"t{i} "}}]}
                self.wfile.write(f"data: {json.dumps(ev)}\n\n".encode())
                self.wfile.flush()
                time.sleep(0.5)
            self.wfile.write(b"data: [DONE]\n\n")
        except (BrokenPipeError, ConnectionResetError):
            pass


@pytest.fixture()
def slow_server():
    srv = ThreadingHTTPServer(("127.0.0.1", 0), _Slow)
    srv.daemon_threads = True
    th = threading.Thread(target=srv.serve_forever, daemon=True)
    th.start()
    yield f"http://127.0.0.1:{srv.server_address[1]}/v1"
    srv.shutdown()
    srv.server_close()


@pytest.mark.parametrize("mode", ["trickle", "silent"])
def test_http_deadline_cuts_the_stream(slow_server, mode):
    from jevloop.generate.base import GeneratorError, WallBudgetError
    from jevloop.generate.http import HttpGenerator
    _Slow.mode = mode
    g = HttpGenerator(slow_server, timeout=60, retries=3, backoff=0.01)
    t0 = time.monotonic()
    g.deadline = t0 + 1.5
    with pytest.raises(WallBudgetError, match=r"^budget_wall: ") as ei:
        g.generate("sys", "1+1?", [])
    took = time.monotonic() - t0
    assert took < 4.0, took
    assert isinstance(ei.value, GeneratorError)


def test_http_deadline_already_passed(slow_server):
    from jevloop.generate.base import WallBudgetError
    from jevloop.generate.http import HttpGenerator
    g = HttpGenerator(slow_server, timeout=60, deadline=time.monotonic() - 1)
    with pytest.raises(WallBudgetError, match="budget_wall"):
        g.generate("sys", "1+1?", [])


def test_http_server_closing_mid_chunk_is_a_generator_error(slow_server):
    from jevloop.generate.base import GeneratorError, WallBudgetError
    from jevloop.generate.http import HttpGenerator
    _Slow.mode = "cut_chunk"
    g = HttpGenerator(slow_server, timeout=10, retries=2, backoff=0.01)
    with pytest.raises(GeneratorError, match="after 2 tries") as ei:
        g.generate("sys", "1+1?", [])
    assert not isinstance(ei.value, WallBudgetError)
