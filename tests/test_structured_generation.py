"""Tool inputs from an OpenAI-compatible server: requested as JSON under a schema whose targets are
bounded (a delete's path among the files that exist, a write's path the new file the task names),
a fall-back to the strict text format when the server refuses the schema, one corrective retry that
says what was wrong, no blind retry of a complete but unusable reply, and an honest meter: failed
attempts are counted, a run that could not write its answer halts `no_answer` and exits 1."""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from jevloop.generate.base import Bounds, GeneratorError
from jevloop.generate.http import HttpGenerator, tool_schema
from jevloop.loop import Agent
from jevloop.oracle import OracleJudge, TaskSpec


class Scripted(BaseHTTPRequestHandler):
    """Replies from a list (one per request, the last repeated); records every request body."""
    replies: list = []
    bodies: list = []

    def log_message(self, *a):
        pass

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).bodies.append(body)
        reply = self.replies[min(len(self.bodies) - 1, len(self.replies) - 1)]
        status, content, finish = reply if isinstance(reply, tuple) else (200, reply, "stop")
        out = json.dumps({"choices": [{"message": {"content": content}, "finish_reason": finish}],
                          "usage": {"completion_tokens": 7}}).encode() if status == 200 else b"{}"
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)


@pytest.fixture()
def server():
    Scripted.bodies = []
    srv = ThreadingHTTPServer(("127.0.0.1", 0), Scripted)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{srv.server_address[1]}/v1"
    srv.shutdown()


def _gen(url: str, **kw) -> HttpGenerator:
    return HttpGenerator(url, stream=False, timeout=5, retries=3, backoff=0.01, **kw)


def test_the_schema_bounds_the_targets():
    b = Bounds(existing=("a.md", "b.md"), new_files=("summary.md",), max_content=500)
    assert tool_schema("delete", b)["properties"]["path"]["enum"] == ["a.md", "b.md"]
    assert tool_schema("move", b)["properties"]["from"]["enum"] == ["a.md", "b.md"]
    w = tool_schema("write", b)["properties"]
    assert w["path"]["enum"] == ["summary.md"] and w["content"]["maxLength"] == 500
    assert "enum" not in tool_schema("write", Bounds(existing=("a.md",)))["properties"]["path"]


def test_a_delete_asked_as_json_under_the_schema(server, tmp_path):
    (tmp_path / "notes.md").write_text("x", encoding="utf-8")
    (tmp_path / "keep.md").write_text("y", encoding="utf-8")
    Scripted.replies = ['{"path": "notes.md"}', "Deleted notes.md."]
    spec = TaskSpec("delete", "Delete notes.md.", "en", [("list_dir", "."), ("delete_file", "notes.md")],
                    allow_delete=True)
    res = Agent(tmp_path, judge=OracleJudge(spec), generator=_gen(server), allow_delete=True, approve="yes").run(spec.text)
    assert not (tmp_path / "notes.md").exists() and (tmp_path / "keep.md").exists()
    first = Scripted.bodies[0]
    schema = first["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["path"]["enum"] == ["keep.md", "notes.md"]
    assert "write the answer" not in first["messages"][0]["content"].lower()     # its own system prompt
    assert "response_format" not in Scripted.bodies[1]                            # the answer is prose
    assert res.meter.model_calls == 2 and res.delivered


def test_a_server_without_schema_support_gets_the_text_format(server):
    Scripted.replies = [(400, "", "stop"), "PATH: notes.md"]
    g = _gen(server)
    out = g.generate("sys", "Delete notes.md.", ["list_dir(.) → notes.md"], "delete", bounds=Bounds(("notes.md",)))
    assert out.text == "PATH: notes.md" and g.structured == "off"
    assert "response_format" in Scripted.bodies[0] and "response_format" not in Scripted.bodies[1]


def test_an_unusable_reply_is_not_retried_blindly(server):
    Scripted.replies = [(200, "PATH: a.md\nCONTENT:\nlooping looping", "length")]
    g = _gen(server, structured="off")
    with pytest.raises(GeneratorError, match="max_tokens") as ei:
        g.generate("sys", "write a.md", [], "write")
    assert len(Scripted.bodies) == 1 and ei.value.model_calls == 1


def test_a_refused_target_gets_one_retry_that_says_why_and_is_metered(server, tmp_path):
    (tmp_path / "a.md").write_text("hello", encoding="utf-8")
    # the model aims the write at the source file twice (an overwrite the task did not ask for)
    Scripted.replies = ['{"path": "a.md", "content": "x"}']
    spec = TaskSpec("copy", "Copy a.md into a new file b.md.", "en",
                    [("list_dir", "."), ("read_file", "a.md"), ("write_file", "b.md")], allow_write=True)
    res = Agent(tmp_path, judge=OracleJudge(spec), generator=_gen(server), allow_write=True, approve="yes",
                max_steps=4).run(spec.text)
    assert res.halt.startswith("input_unclear")
    assert (tmp_path / "a.md").read_text(encoding="utf-8") == "hello" and not (tmp_path / "b.md").exists()
    tool_requests = [b for b in Scripted.bodies if "response_format" in b]
    assert len(tool_requests) == 2
    assert "refused" in tool_requests[1]["messages"][1]["content"]
    assert res.meter.model_calls == len(Scripted.bodies)        # every request counted, failed or not


def test_no_answer_is_a_halt_of_its_own_and_exits_1(server, tmp_path, capsys):
    from jevloop.cli import main
    Scripted.replies = [(200, "", "stop")]                       # an empty answer, every time
    rc = main(["run", "What is 1+1?", "--workspace", str(tmp_path), "--generator", server, "--json", "--quiet"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 1 and out["halt"] == "no_answer" and out["delivered"] is False
    assert out["meter"]["model_calls"] == len(Scripted.bodies) >= 1       # every failed request is counted


def test_a_401_says_where_the_key_goes(server):
    Scripted.replies = [(401, "", "stop")]
    with pytest.raises(GeneratorError, match="JEVLOOP_GEN_KEY"):
        _gen(server).generate("sys", "x", [])


def test_generator_settings_reach_the_request(server, tmp_path, capsys):
    from jevloop.cli import main
    Scripted.replies = ["The answer is 2."]
    rc = main(["run", "What is 1+1?", "--workspace", str(tmp_path), "--generator", server, "--json", "--quiet",
               "--gen-model", "smollm2", "--gen-max-tokens", "64", "--gen-temperature", "0.3", "--gen-stop", "###"])
    capsys.readouterr()
    body = Scripted.bodies[0]
    assert rc in (0, 1) and body["model"] == "smollm2" and body["max_tokens"] == 64
    assert body["temperature"] == 0.3 and body["stop"] == ["###"]


def test_generator_settings_out_of_range_exit_2(tmp_path, capsys):
    from jevloop.cli import main
    rc = main(["run", "x", "--workspace", str(tmp_path), "--generator", "http://127.0.0.1:9/v1", "--gen-timeout", "-1"])
    err = capsys.readouterr().err
    assert rc == 2 and "--gen-timeout" in err and "Traceback" not in err


def test_a_404_names_the_url_and_the_model(server):
    Scripted.replies = [(404, "", "stop")]
    with pytest.raises(GeneratorError, match="base URL.*model name 'nope'"):
        _gen(server, model="nope").generate("sys", "x", [])


class Streaming(BaseHTTPRequestHandler):
    """An SSE stream of five content events 0.05 s apart, then a usage-only event (as servers send it when
    asked with stream_options.include_usage), then [DONE]; records the request body."""
    bodies: list = []

    def log_message(self, *a):
        pass

    def do_POST(self):
        import time
        type(self).bodies.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        for i, word in enumerate(["The ", "answer ", "is ", "four", "."]):
            ev = {"choices": [{"delta": {"content": word}, "finish_reason": "stop" if i == 4 else None}]}
            self.wfile.write(f"data: {json.dumps(ev)}\n\n".encode())
            self.wfile.flush()
            time.sleep(0.05)
        self.wfile.write(b'data: {"choices": [], "usage": {"completion_tokens": 42}}\n\ndata: [DONE]\n\n')
        self.wfile.flush()


def test_a_stream_asks_for_usage_and_reports_progress():
    Streaming.bodies = []
    srv = ThreadingHTTPServer(("127.0.0.1", 0), Streaming)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        g = HttpGenerator(f"http://127.0.0.1:{srv.server_address[1]}/v1", stream=True, timeout=5, retries=1)
        seen: list[tuple[int, float]] = []
        g.progress, g.progress_every = (lambda n, s: seen.append((n, s))), 0.0
        out = g.generate("sys", "2+2?", [])
    finally:
        srv.shutdown()
    assert Streaming.bodies[0]["stream_options"] == {"include_usage": True}
    assert out.text == "The answer is four." and out.tokens == 42      # the server's count, not the 5 events
    counts, secs = [n for n, _ in seen], [s for _, s in seen]
    assert counts == sorted(counts) and counts[0] == 0 and 5 in counts and counts[-1] == 42   # so far; then usage
    assert secs == sorted(secs) and secs[-1] >= 0.2                           # while the stream was running
