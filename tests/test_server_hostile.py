"""`jevloop serve` against hostile clients: lone surrogates, deep nesting, odd methods, bad
Content-Length, oversized work, slow and half-sent requests, and a shutdown bounded whatever the
clients do. No answer is a 5xx and the server's stderr never shows a traceback."""
from __future__ import annotations

import http.client
import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from jevloop.errors import ValidationError
from jevloop.server import MAX_CELLS, MAX_JSON_DEPTH, json_depth
from serverutil import start, stop

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = Path(__file__).resolve().parent / "data" / "tiny-judge"
NOUL = {"type": "noul", "instructions": "Refund?"}
Q = {"refund": NOUL,
     "team": {"type": "choice", "instructions": "Team?", "criteria": {"Billing": None, "Tech": "bugs"}},
     "anger": {"type": "score", "instructions": "Anger?", "criteria": ["calm", "upset", "furious"]}}
VALID = json.dumps({"state": "x", "questions": {"r": NOUL}}).encode()


@pytest.fixture(scope="module")
def judge(tiny_judge):
    return tiny_judge


@pytest.fixture
def server(judge):
    srv, port = start(judge, read_timeout=1.0, request_deadline=3.0)
    yield port
    stop(srv)


def request(port, data: bytes, *, timeout=10.0, half_close=False):
    """Send raw bytes; (status, headers, body) of the answer, or None when the server closed the
    connection without one."""
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    try:
        s.sendall(data)
        if half_close:
            try:
                s.shutdown(socket.SHUT_WR)
            except OSError:   # the server answered early and hung up already; its answer may be read
                pass
        r = http.client.HTTPResponse(s, method="HEAD" if data.startswith(b"HEAD ") else None)
        try:
            r.begin()
        except (http.client.RemoteDisconnected, ConnectionResetError, http.client.BadStatusLine):
            return None
        return r.status, dict(r.getheaders()), r.read()
    finally:
        s.close()


def post(port, body: bytes, path="/v1/systemone", extra: bytes = b""):
    return request(port, b"POST " + path.encode() + b" HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                   + extra + b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)


def one_line_error(resp) -> dict:
    status, headers, body = resp
    assert 400 <= status < 500, (status, body[:300])
    assert b"\n" not in body.strip(), body[:300]
    out = json.loads(body.decode("utf-8"))   # valid UTF-8 JSON
    assert "detail" in out
    return out


def no_traceback(text: str) -> None:
    for bad in ("Traceback", "Exception occurred", "Exception in thread"):
        assert bad not in text, text[-3000:]


# -- 1. lone surrogates ---------------------------------------------------------------------------
@pytest.mark.parametrize("body,path,where", [
    (rb'{"state": "\ud800", "questions": {"r": {"type": "noul"}}}', "/v1/systemone", ["body", "state"]),
    (rb'{"state": {"\ud800": 1}, "questions": {"r": {"type": "noul"}}}', "/v1/systemone", ["body", "state", "\\ud800"]),
    (rb'{"state": {"k": ["a", "\udfff"]}, "questions": {"r": {"type": "noul"}}}', "/v1/systemone", ["body", "state", "k", 1]),
    (rb'{"state": "x", "questions": {"\ud800": {"type": "noul"}}}', "/v1/systemone", ["body", "questions", "\\ud800"]),
    (rb'{"state": "x", "questions": {"r": {"type": "noul", "instructions": "a\udc00b"}}}', "/v1/systemone",
     ["body", "questions", "r", "instructions"]),
    (rb'{"state": "x", "questions": {"t": {"type": "choice", "criteria": {"\ud801": null, "b": null}}}}', "/v1/systemone",
     ["body", "questions", "t", "criteria", "\\ud801"]),
    (rb'{"model": "\udbff", "state": "x", "questions": {"r": {"type": "noul"}}}', "/v1/systemone", ["body", "model"]),
    (rb'{"states": ["ok", "\ude00"], "questions": {"r": {"type": "noul"}}}', "/v1/systemone/batch", ["body", "states", 1]),
])
def test_lone_surrogates_get_422(server, capfd, body, path, where):
    resp = post(server, body, path)
    assert resp[0] == 422, resp
    out = one_line_error(resp)
    assert out["detail"][0]["loc"] == where and out["detail"][0]["type"] == "value_error.unicode"
    no_traceback(capfd.readouterr().err)


def test_surrogate_pairs_are_text(server):
    assert post(server, rb'{"state": "\ud83d\ude00 \u00e9", "questions": {"r": {"type": "noul"}}}')[0] == 200


def test_library_rejects_lone_surrogates_and_deep_nesting(judge):
    with pytest.raises(ValidationError, match="surrogate"):
        judge.ask("\ud800", {"r": NOUL})
    with pytest.raises(ValidationError, match="surrogate"):
        judge.ask({"k\udfff": 1}, {"r": NOUL})
    with pytest.raises(ValidationError, match="surrogate"):
        judge.ask("x", {"r\ud800": NOUL})
    deep: list = []
    for _ in range(2000):
        deep = [deep]
    with pytest.raises(ValidationError, match="deeper"):
        judge.ask(deep, {"r": NOUL})


# -- 2. nesting depth -----------------------------------------------------------------------------
def nested(depth: int, open_=b"[", close=b"]") -> bytes:
    return open_ * depth + close * depth


@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH + 1, 1000, 100_000])
def test_deep_nesting_gets_400_without_traceback(server, capfd, depth):
    for body in (nested(depth),
                 b'{"state": ' + nested(depth) + b', "questions": {"r": {"type": "noul"}}}',
                 b'{"state": ' + b'{"a": ' * depth + b'1' + b'}' * depth + b', "questions": {"r": {"type": "noul"}}}',
                 nested(depth)[: depth + 5]):   # truncated as well
        resp = post(server, body)
        assert resp[0] == 400, resp
        assert "nested deeper" in one_line_error(resp)["detail"]["message"]
    assert post(server, VALID)[0] == 200
    no_traceback(capfd.readouterr().err)


def test_nesting_at_the_limit_and_brackets_in_strings_are_fine(server):
    inner = MAX_JSON_DEPTH - 1   # the body object is one level
    body = b'{"state": ' + nested(inner) + b', "questions": {"r": {"type": "noul"}}}'
    assert json_depth(body) == MAX_JSON_DEPTH
    assert post(server, body)[0] == 200
    text = json.dumps({"state": "[{" * 5000 + '\\"[', "questions": {"r": NOUL}}).encode()
    assert json_depth(text) == 3 and post(server, text)[0] == 200


# -- 4. methods -----------------------------------------------------------------------------------
@pytest.mark.parametrize("method", ["OPTIONS", "PUT", "DELETE", "PATCH", "TRACE"])
def test_other_methods_get_405_with_allow(server, method):
    for path, allow in (("/v1/systemone", "POST"), ("/v1/systemone/batch", "POST"), ("/health", "GET, HEAD"),
                        ("/v1/models", "GET, HEAD")):
        resp = request(server, f"{method} {path} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{{}}".encode())
        assert resp[0] == 405 and resp[1]["Allow"] == allow, resp
        assert one_line_error(resp)["detail"]["error_type"] == "method_not_allowed"
    assert request(server, f"{method} /nope HTTP/1.1\r\nHost: x\r\n\r\n".encode())[0] == 404


def test_wrong_method_on_a_known_route_is_405(server):
    resp = request(server, b"GET /v1/systemone HTTP/1.1\r\nHost: x\r\n\r\n")
    assert resp[0] == 405 and resp[1]["Allow"] == "POST"
    resp = post(server, b"{}", "/health")
    assert resp[0] == 405 and resp[1]["Allow"] == "GET, HEAD"
    assert post(server, b"{}", "/v2/nope")[0] == 404


# -- 5. Content-Length ----------------------------------------------------------------------------
HEAD = b"POST /v1/systemone HTTP/1.1\r\nHost: x\r\n"


@pytest.mark.parametrize("headers,status", [
    (b"Content-Length: %d\r\nContent-Length: %d\r\n" % (len(VALID), len(VALID)), 400),       # duplicate
    (b"Content-Length: %d\r\nContent-Length: %d\r\n" % (len(VALID), len(VALID) - 3), 400),   # conflicting
    (b"Content-Length: %d, %d\r\n" % (len(VALID), len(VALID)), 400),
    (b"Content-Length: -1\r\n", 400),
    (b"Content-Length: abc\r\n", 400),
    (b"Content-Length: +%d\r\n" % len(VALID), 400),
    (b"Content-Length: 1e3\r\n", 400),
    (b"Content-Length: 0x10\r\n", 400),
    ("Content-Length: \u0665\r\n".encode("utf-8"), 400),   # an Arabic-Indic digit, which int() accepts
    (b"Content-Length: 99999999999999999999999999999999999999\r\n", 413),
    (b"Content-Length: " + b"9" * 5000 + b"\r\n", 413),
    (b"Content-Length: %d\r\n" % ((1 << 20) + 1), 413),
    (b"Transfer-Encoding: chunked\r\n", 411),
    (b"Transfer-Encoding: chunked\r\nContent-Length: %d\r\n" % len(VALID), 411),
    (b"", 411),
])
def test_bad_content_length(server, capfd, headers, status):
    resp = request(server, HEAD + headers + b"\r\n" + VALID)
    assert resp[0] == status, resp
    assert resp[1].get("Connection") == "close"
    one_line_error(resp)
    no_traceback(capfd.readouterr().err)


def test_body_over_the_cap_is_413(judge):
    srv, port = start(judge, max_body=100)
    try:
        resp = post(port, json.dumps({"state": "x" * 200, "questions": {"r": NOUL}}).encode())
        assert resp[0] == 413 and "100" in one_line_error(resp)["detail"]["message"]
    finally:
        stop(srv)


def test_unread_body_does_not_become_the_next_request(judge):
    srv, port = start(judge, key="k")
    try:   # a refused request's body must not be parsed as a second request on the same connection
        resp = request(port, HEAD + b"Content-Length: %d\r\n\r\n" % len(VALID) + VALID)
        assert resp[0] == 401 and resp[1].get("Connection") == "close"
    finally:
        stop(srv)


# -- 6. work per request --------------------------------------------------------------------------
def test_questions_times_states_is_bounded(server):
    many = {f"q{i}": NOUL for i in range(8)}
    resp = post(server, json.dumps({"states": ["s"] * 9, "questions": many}).encode(), "/v1/systemone/batch")
    assert resp[0] == 413, resp
    msg = one_line_error(resp)["detail"]["message"]
    assert "72" in msg and f"limit of {MAX_CELLS} questions x states" in msg
    resp = post(server, json.dumps({"states": ["s"] * 8, "questions": many}).encode(), "/v1/systemone/batch")
    assert resp[0] == 200 and len(json.loads(resp[2])["results"]) == 8


def test_cell_limit_applies_to_one_state_too(judge):
    srv, port = start(judge, max_questions=1000, max_cells=4)
    try:
        resp = post(port, json.dumps({"state": "s", "questions": {f"q{i}": NOUL for i in range(5)}}).encode())
        assert resp[0] == 413 and "limit of 4 questions x states" in one_line_error(resp)["detail"]["message"]
        assert post(port, json.dumps({"state": "s", "questions": {f"q{i}": NOUL for i in range(4)}}).encode())[0] == 200
    finally:
        stop(srv)


# -- 3. slow clients ------------------------------------------------------------------------------
def test_half_sent_body_gets_408(server, capfd):
    # Content-Length promises more than is sent; the server stops waiting (read timeout) and says so
    resp = request(server, HEAD + b"Content-Length: 500\r\n\r\n" + VALID[:10])
    assert resp is not None and resp[0] == 408 and resp[1].get("Connection") == "close"
    one_line_error(resp)
    no_traceback(capfd.readouterr().err)


def test_slowloris_body_is_cut_at_the_request_deadline(judge, capfd):
    srv, port = start(judge, read_timeout=5.0, request_deadline=0.5)
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=10)
        s.sendall(HEAD + b"Content-Length: 1000\r\n\r\n")
        got = b""
        for _ in range(100):   # one byte every 50 ms: each read is quick, the request never ends
            try:
                s.sendall(b" ")
            except OSError:
                break
            time.sleep(0.05)
            s.setblocking(False)
            try:
                got += s.recv(4096)
            except BlockingIOError:
                pass
            except OSError:
                break
            finally:
                s.setblocking(True)
            if got:
                break
        s.settimeout(10)
        try:
            while True:
                d = s.recv(4096)
                if not d:
                    break
                got += d
        except OSError:
            pass
        s.close()
        assert got.startswith(b"HTTP/1.1 408"), got[:200]
        no_traceback(capfd.readouterr().err)
    finally:
        stop(srv)


def test_idle_keepalive_connection_is_closed(judge):
    srv, port = start(judge, read_timeout=0.3)
    try:
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        c.request("POST", "/v1/systemone", body=VALID, headers={"Content-Type": "application/json"})
        assert c.getresponse().read() and True
        assert c.sock.recv(1) == b""   # the server closed the idle connection
        c.close()
    finally:
        stop(srv)


# -- shutdown -------------------------------------------------------------------------------------
def open_hostile_connections(port) -> list[socket.socket]:
    socks = []
    idle = socket.create_connection(("127.0.0.1", port), timeout=10)   # keep-alive, one request done
    idle.sendall(b"POST /v1/systemone HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n" % len(VALID) + VALID)
    r = http.client.HTTPResponse(idle)
    r.begin()
    assert r.status == 200
    r.read()
    socks.append(idle)
    half_body = socket.create_connection(("127.0.0.1", port), timeout=10)
    half_body.sendall(HEAD + b"Content-Length: 1000\r\n\r\n{\"state\": ")
    socks.append(half_body)
    half_head = socket.create_connection(("127.0.0.1", port), timeout=10)
    half_head.sendall(b"POST /v1/systemone HTTP/1.1\r\nHost: x\r\nContent-Len")
    socks.append(half_head)
    socks.append(socket.create_connection(("127.0.0.1", port), timeout=10))   # connected, silent
    time.sleep(0.3)   # let the server threads reach their reads
    return socks


def test_shutdown_is_bounded_with_idle_and_half_sent_connections(judge):
    srv, port = start(judge)   # default timeouts (seconds): shutdown must not wait for them
    socks = open_hostile_connections(port)
    try:
        t0 = time.monotonic()
        stop(srv)
        assert time.monotonic() - t0 <= 2.0
    finally:
        for s in socks:
            s.close()


def _spawn_server():
    proc = subprocess.Popen([sys.executable, "-m", "jevloop", "serve", "--bundle", str(BUNDLE), "--port", "0"],
                            cwd=ROOT, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    lines: list[str] = []
    ready = threading.Event()

    def pump():
        for raw in proc.stderr:
            lines.append(raw.decode("utf-8", "replace"))
            ready.set()
        ready.set()

    threading.Thread(target=pump, daemon=True).start()
    if not ready.wait(120) or "http://" not in lines[0]:
        proc.kill()
        pytest.fail("jevloop serve did not start: " + "".join(lines))
    port = int(lines[0].split("http://", 1)[1].split("/", 1)[0].rsplit(":", 1)[1])
    return proc, port, lines


def test_sigterm_stops_within_two_seconds_and_no_traceback():
    proc, port, lines = _spawn_server()
    socks = []
    try:
        assert post(port, VALID)[0] == 200
        for body in (nested(100_000), rb'{"state": "\ud800", "questions": {"r": {"type": "noul"}}}'):
            assert post(port, body)[0] in (400, 422)
        socks = open_hostile_connections(port)
        t0 = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        rc = proc.wait(30)
        took = time.monotonic() - t0
        assert rc == 0 and took <= 2.0, (rc, took)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for s in socks:
            s.close()
    time.sleep(0.1)
    text = "".join(lines)
    assert "stopped" in text
    no_traceback(text)


# -- fuzz -----------------------------------------------------------------------------------------
def _hostile_case(rng: random.Random) -> tuple[bytes, str]:
    """(raw request bytes, how to send it: 'all', 'half_close' or 'drop')."""
    kind = rng.randrange(12)
    valid = {"model": "jev-latest", "state": "x", "questions": {"r": NOUL}}
    if kind == 0:
        body = rng.randbytes(rng.randrange(0, 300))
    elif kind == 1:
        b = json.dumps({**valid, "state": {"a": [1, 2, {"b": "c"}]}, "questions": Q}).encode()
        body = b[: rng.randrange(len(b))]
    elif kind == 2:
        d = rng.choice([30, 63, 64, 65, 200, 1000, 5000, 50_000])
        o, c = rng.choice([(b"[", b"]"), (b'{"a":', b"}"), (b'[{"a":', b"}]")])
        body = b'{"state": ' + o * d + b"1" + c * d + b', "questions": {"r": {"type": "noul"}}}'
        if rng.random() < 0.3:
            body = body[: rng.randrange(len(body))]
    elif kind == 3:
        sur = "\\u%04x" % rng.randrange(0xD800, 0xE000)
        tpl = rng.choice(['{"state": "%s", "questions": {"r": {"type": "noul"}}}',
                          '{"state": {"%s": 1}, "questions": {"r": {"type": "noul"}}}',
                          '{"state": "x", "questions": {"%s": {"type": "noul"}}}',
                          '{"model": "%s", "state": "x", "questions": {"r": {"type": "noul"}}}',
                          '{"state": "x", "questions": {"r": {"type": "score", "criteria": ["%s", "b"]}}}'])
        body = (tpl % sur).encode()
    elif kind == 4:
        num = rng.choice(["1e400", "-1e400", "1" * 5000, "1" * 4000, "1e-400", "123456789" * 50 + ".5", "-0",
                          "NaN", "Infinity"])
        tpl = rng.choice(['{"state": %s, "questions": {"r": {"type": "noul"}}}',
                          '{"state": {"n": %s}, "questions": {"r": {"type": "noul"}}}',
                          '{"state": "x", "questions": {"s": {"type": "score", "criteria": [%s, 2]}}}'])
        body = (tpl % num).encode()
    elif kind == 5:
        wrong = rng.choice([None, 1, 1.5, True, "s", [], {}, [1, "a"], {"x": None}])
        field = rng.choice(["state", "questions", "model", "states"])
        body = json.dumps({**valid, field: wrong}).encode()
    elif kind == 6:
        n_q, n_s = rng.randrange(1, 80), rng.randrange(1, 80)
        body = json.dumps({"states": ["s"] * n_s, "questions": {f"q{i}": NOUL for i in range(n_q)}}).encode()
    elif kind == 7:
        body = json.dumps(valid).encode().replace(b'"x"', rng.choice([b'"\xed\xa0\x80"', b'"\xff"', b'"\xc3"']))
    else:
        body = json.dumps(valid).encode()
    path = rng.choice(["/v1/systemone"] * 6 + ["/v1/systemone/batch"] * 2 + ["/health", "/v1/models", "/x", "/"])
    method = rng.choice(["POST"] * 8 + ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"])
    headers = [b"Host: x"]
    cl = rng.randrange(10)
    n = len(body)
    if cl == 0:
        pass                                                 # no length
    elif cl == 1:
        headers += [b"Content-Length: %d" % n] * 2           # duplicate
    elif cl == 2:
        headers += [b"Content-Length: %d" % n, b"Content-Length: %d" % (n + 1)]
    elif cl == 3:
        headers.append(b"Content-Length: " + rng.choice([b"-1", b"abc", b"", b"1 2", b"9" * 40, b"+1", b"\xd9\xa5"]))
    elif cl == 4:
        headers += [b"Transfer-Encoding: " + rng.choice([b"chunked", b"gzip", b"identity"]), b"Content-Length: %d" % n]
    elif cl == 5:
        headers.append(b"Content-Length: %d" % max(0, n - rng.randrange(1, 20)))   # body longer than said
    elif cl == 6:
        headers.append(b"Content-Length: %d" % (n + rng.randrange(1, 50)))          # body shorter than said
    else:
        headers.append(b"Content-Length: %d" % n)
    if rng.random() < 0.2:
        headers.append(rng.choice([b"Authorization: Bearer \xff\xfe", b"Authorization: x", b"X-Junk: " + b"a" * 70000,
                                   b"Connection: close", b"Expect: 100-continue", b"Content-Type: text/plain"]))
    if rng.random() < 0.05:
        headers += [b"X-%d: y" % i for i in range(120)]   # too many headers
    raw = method.encode() + b" " + path.encode() + b" HTTP/1.1\r\n" + b"\r\n".join(headers) + b"\r\n\r\n" + body
    if rng.random() < 0.05:
        raw = rng.randbytes(rng.randrange(1, 200)) + b"\r\n\r\n"   # not HTTP at all
    how = rng.choice(["all"] * 6 + ["half_close", "drop"])
    if how == "drop":
        raw = raw[: rng.randrange(len(raw))]
    return raw, how


def test_fuzz_hostile_clients_never_5xx_never_traceback(judge, capfd):
    srv, port = start(judge, read_timeout=0.3, request_deadline=1.0)
    rng = random.Random(20261130)
    statuses: dict[int, int] = {}
    try:
        for _ in range(250):
            raw, how = _hostile_case(rng)
            if how == "drop":   # send part of a request and hang up
                s = socket.create_connection(("127.0.0.1", port), timeout=5)
                try:
                    s.sendall(raw)
                except OSError:
                    pass
                s.close()
                continue
            try:
                resp = request(port, raw, timeout=10, half_close=(how == "half_close"))
            except (ConnectionResetError, BrokenPipeError):   # the server hung up on garbage it refused
                continue
            if resp is None:
                continue
            status, _, body = resp
            statuses[status] = statuses.get(status, 0) + 1
            assert status < 500 or (status == 505 and not raw.startswith((b"POST", b"GET"))), (status, raw[:300], body)
            if status >= 400 and body:
                assert b"\n" not in body.strip() and "detail" in json.loads(body), body[:300]
        assert post(port, VALID)[0] == 200   # still serving
    finally:
        stop(srv)
    assert statuses.get(200) and len(statuses) >= 5, statuses
    no_traceback(capfd.readouterr().err)
