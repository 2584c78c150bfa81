"""`jevloop serve` (L6): the Jev wire protocol over loopback HTTP, on the native judge.

POST /v1/systemone, POST /v1/systemone/batch, GET /v1/models, GET /health. Standard library only
(http.server, one thread per connection); concurrent requests coalesce in the judge's native
micro-batcher. Bad input never gets a 5xx: 400 malformed JSON, 401 wrong key, 404/405 unknown
route (405 carries Allow), 408 a request not received in time, 411 no length, 413 oversized body
or over-limit counts, 422 `{"detail": [{"loc", "msg", "type"}]}` for invalid requests (a lone UTF-16
surrogate included), 503 with Retry-After when the queue is full. A `Server-Timing` header carries
pack / queue+run / readout durations.

Hostile clients are bounded: JSON nested deeper than MAX_JSON_DEPTH is refused before it is parsed;
one request asks at most MAX_CELLS questions x states; every read waits at most `read_timeout`
seconds and a whole request (line, headers, body) must arrive within `request_deadline` seconds.
SIGTERM and SIGINT stop accepting, close idle and half-received connections at once, let in-flight
requests finish for up to `shutdown_grace` seconds and then drop what is left: shutdown takes under
two seconds whatever the clients do.
"""
from __future__ import annotations

import hmac
import json
import os
import re
import signal
import socket
import sys
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from .errors import ValidationError
from .wire import valid_text, validate_questions, validate_state

RELEASE_DATE = "2026-11-30"

MAX_JSON_DEPTH = 64        # nested objects / lists in a body, counted before parsing; deeper: 400
MAX_CELLS = 64             # questions x states answered by one request (one state, or the batch's states)
READ_TIMEOUT_S = 10.0      # one read from a client: an idle keep-alive connection closes after this
REQUEST_DEADLINE_S = 30.0  # a whole request (line, headers, body) must arrive within this; else 408
SHUTDOWN_GRACE_S = 1.2     # in-flight requests get this long to finish on shutdown

# the methods each route answers; others get 405 with Allow
ROUTES = {"/v1/systemone": ("POST",), "/v1/systemone/batch": ("POST",),
          "/v1/models": ("GET", "HEAD"), "/health": ("GET", "HEAD")}


@dataclass
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 8787
    key: str | None = None
    max_body: int = 1 << 20          # bytes
    max_questions: int = 64
    max_batch_states: int = 64
    max_inflight: int = 64           # requests being answered at once; more get 503
    max_cells: int = MAX_CELLS       # questions x states per request; more get 413
    read_timeout: float = READ_TIMEOUT_S
    request_deadline: float = REQUEST_DEADLINE_S
    shutdown_grace: float = SHUTDOWN_GRACE_S


class _State:
    def __init__(self, judge: Any, cfg: ServerConfig):
        self.judge, self.cfg = judge, cfg
        self.inflight = 0
        self.lock = threading.Lock()
        self.started = time.time()
        self.served = 0


def _json_error(kind: str, message: str) -> dict[str, Any]:
    return {"detail": {"error_type": kind, "message": message}}


class Handler(BaseHTTPRequestHandler):
    server_version = "jevloop"
    protocol_version = "HTTP/1.1"
    state: _State

    def log_message(self, fmt: str, *args: Any) -> None:   # quiet unless asked
        if os.environ.get("JEVLOOP_SERVER_LOG"):
            sys.stderr.write("%s - %s\n" % (self.address_string(), fmt % args))

    # -- connection lifecycle ---------------------------------------------------------------------
    def setup(self) -> None:
        self.timeout = self.state.cfg.read_timeout   # StreamRequestHandler applies it to the socket
        super().setup()
        self._conn = self.server.conns.get(self.request) if isinstance(self.server, JudgeServer) else None

    def handle_one_request(self) -> None:
        conn = self._conn
        if conn is not None:
            if self.server.closing:
                self.close_connection = True
                return
            conn.deadline = time.monotonic() + self.state.cfg.request_deadline
        self._received = False
        try:
            super().handle_one_request()
        finally:
            if conn is not None:
                conn.deadline = None

    def _begin(self) -> bool:
        """Start of every route: False (after a 408) when the watchdog cut the request short."""
        if self._conn is not None and self._conn.expired:
            self.close_connection = True
            self._send(408, _json_error("request_timeout",
                                        f"the request did not arrive within {self.state.cfg.request_deadline:g} s"))
            return False
        return True

    def _got_request(self) -> None:
        """The whole request is in: the request deadline no longer applies."""
        self._received = True
        if self._conn is not None:
            self._conn.deadline = None

    def _has_body(self) -> bool:
        h = getattr(self, "headers", None)
        return h is not None and (bool(h.get("Transfer-Encoding")) or h.get("Content-Length", "0").strip() not in ("", "0"))

    # -- plumbing ---------------------------------------------------------------------------------
    def _send(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        try:
            data = json.dumps(body, ensure_ascii=False, allow_nan=False).encode("utf-8")
        except UnicodeEncodeError:   # never expected: bodies with lone surrogates are refused first
            data = json.dumps(body, ensure_ascii=True, allow_nan=False).encode("ascii")
        # a body we did not read would be taken for the next request; during shutdown, no keep-alive
        if (not getattr(self, "_received", False) and self._has_body()) \
                or (isinstance(self.server, JudgeServer) and self.server.closing):
            self.close_connection = True
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            if self.close_connection:
                self.send_header("Connection", "close")
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(data)
            self.wfile.flush()
        except OSError:   # the client went away or stopped reading: nothing more to say to it
            self.close_connection = True

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """http.server's own errors (bad request line, header too long, unknown method) as JSON."""
        self.close_connection = True
        kind = {413: "request_too_large", 414: "request_too_large", 431: "request_too_large",
                408: "request_timeout"}.get(code, "invalid_request_error")
        short = message or self.responses.get(code, ("error",))[0]
        self._send(code, _json_error(kind, str(short)[:200]))

    def _authorised(self) -> bool:
        key = self.state.cfg.key
        if not key:
            return True
        auth = self.headers.get("Authorization", "")
        token = auth[7:].strip() if auth.lower().startswith("bearer ") else ""
        if not token:
            self._send(401, _json_error("authentication_error", "missing API key: send Authorization: Bearer <key>"),
                       {"WWW-Authenticate": "Bearer"})
            return False
        if not hmac.compare_digest(token.encode(), key.encode()):
            self._send(401, _json_error("authentication_error", "invalid API key"), {"WWW-Authenticate": "Bearer"})
            return False
        return True

    def _refuse(self, status: int, kind: str, msg: str, headers: dict | None = None) -> Any:
        """Send a one-line JSON error, closing the connection (the body may be unread); → _SENT."""
        self.close_connection = True
        self._send(status, _json_error(kind, msg), headers)
        return _SENT

    def _length(self) -> int | Any:
        """The body's length from its one Content-Length header, or _SENT after an error response."""
        if self.headers.get_all("Transfer-Encoding"):
            return self._refuse(411, "invalid_request_error",
                                "Transfer-Encoding (chunked bodies) is not accepted; send Content-Length")
        lengths = self.headers.get_all("Content-Length") or []
        if not lengths:
            return self._refuse(411, "invalid_request_error", "Content-Length required")
        if len(lengths) > 1:
            return self._refuse(400, "invalid_request_error", "more than one Content-Length header")
        length = lengths[0].strip()
        if not _DIGITS.fullmatch(length):
            return self._refuse(400, "invalid_request_error", "bad Content-Length: not a non-negative decimal integer")
        n = int(length) if len(length) <= 18 else 1 << 62
        if n > self.state.cfg.max_body:
            return self._refuse(413, "request_too_large",
                                f"body of {length[:40]} bytes exceeds the limit of {self.state.cfg.max_body}")
        return n

    def _body(self) -> Any:
        """The parsed JSON body, or _SENT after an error response was sent."""
        n = self._length()
        if n is _SENT:
            return _SENT
        try:
            raw = self.rfile.read(n)
        except OSError:   # TimeoutError included: a read waited read_timeout seconds
            raw = None
        if raw is None or len(raw) < n:
            if isinstance(self.server, JudgeServer) and self.server.closing:
                return self._refuse(503, "overloaded", "the server is shutting down", {"Retry-After": "1"})
            if raw is None or (self._conn is not None and self._conn.expired):
                return self._refuse(408, "request_timeout", "the request body did not arrive in time")
            return self._refuse(400, "invalid_request_error", f"the body ended after {len(raw)} of {n} bytes")
        self._got_request()
        if json_depth(raw, MAX_JSON_DEPTH) > MAX_JSON_DEPTH:
            self._send(400, _json_error("invalid_request_error",
                                        f"malformed JSON: nested deeper than {MAX_JSON_DEPTH} levels"))
            return _SENT
        try:
            body = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
        except (UnicodeDecodeError, ValueError, RecursionError) as e:   # JSONDecodeError is a ValueError
            self._send(400, _json_error("invalid_request_error", f"malformed JSON: {str(e)[:200]}"))
            return _SENT
        loc = lone_surrogate(body) if _MAYBE_SURROGATE.search(raw) else None
        if loc is not None:
            self._send(422, {"detail": [{
                "loc": ["body"] + [p.encode("utf-8", "backslashreplace").decode("utf-8") if isinstance(p, str) else p
                                   for p in loc],
                "msg": "a string holds a lone UTF-16 surrogate (e.g. \\ud800 without its pair); text must be valid Unicode",
                "type": "value_error.unicode"}]})
            return _SENT
        return body

    def _admit(self) -> bool:
        st = self.state
        with st.lock:
            if st.inflight >= st.cfg.max_inflight:
                full = True
            else:
                st.inflight += 1
                full = False
        if full:
            self._send(503, _json_error("overloaded", "the queue is full; retry shortly"), {"Retry-After": "1"})
            return False
        return True

    def _release(self) -> None:
        with self.state.lock:
            self.state.inflight -= 1
            self.state.served += 1

    # -- routes -----------------------------------------------------------------------------------
    def _route(self) -> str | None:
        """The request's path when this method may be used on it; else None after a 404 / 405."""
        if not self._begin():
            return None
        path = self.path.split("?", 1)[0].rstrip("/")
        allowed = ROUTES.get(path)
        if allowed is None:
            self._send(404, _json_error("not_found", f"no route {self.command} {path[:200]}"))
            return None
        if self.command not in allowed:
            self._send(405, _json_error("method_not_allowed", f"{self.command} is not allowed on {path}; "
                                                              f"use {' or '.join(allowed)}"),
                       {"Allow": ", ".join(allowed)})
            return None
        return path

    def _not_allowed(self) -> None:
        self._route()

    do_OPTIONS = do_PUT = do_DELETE = do_PATCH = do_TRACE = do_CONNECT = _not_allowed

    def do_GET(self) -> None:
        path = self._route()
        if path is None:
            return
        if not self._has_body():
            self._got_request()
        j = self.state.judge
        if path == "/v1/models":
            if not self._authorised():
                return
            self._send(200, {"models": [
                {"name": "jev-latest", "description": f"alias of {j.model_name}, the jevloop judge on this machine",
                 "release_date": RELEASE_DATE},
                {"name": j.model_name, "description": "jevloop's bundled on-device judge (typed decisions)",
                 "release_date": RELEASE_DATE}]})
        elif path == "/health":
            info = j.info() if hasattr(j, "info") else {}
            self._send(200, {"status": "ok", "model": j.model_name, "version": info.get("version"),
                             "providers": info.get("providers"), "threads": info.get("threads"),
                             "queue_depth": self.state.inflight, "queue": info.get("queue"),
                             "served": self.state.served, "uptime_s": round(time.time() - self.state.started, 1)})

    do_HEAD = do_GET

    def do_POST(self) -> None:
        path = self._route()
        if path is None:
            return
        if not self._authorised():
            return
        body = self._body()
        if body is _SENT:
            return
        if not self._admit():
            return
        try:
            self._respond(body, batch=path.endswith("/batch"))
        except ValidationError as e:
            d = e.detail()
            if not d["loc"] or d["loc"][0] != "body":   # FastAPI's convention: locations start at the body
                d["loc"] = ["body"] + d["loc"]
            self._send(422, {"detail": [d]})
        except Exception as e:   # a server fault, never caused by input that validation accepted
            self._send(500, _json_error("server_error", f"{type(e).__name__}: {str(e)[:200]}"))
        finally:
            self._release()

    def _check(self, body: Any, batch: bool) -> tuple[list[Any], Any, str]:
        if not isinstance(body, dict):
            raise ValidationError(("body",), "must be a JSON object", "type_error")
        model = body.get("model", "jev-latest")
        if not isinstance(model, str):
            raise ValidationError(("body", "model"), "must be a string", "type_error")
        cfg = self.state.cfg
        qs = body.get("questions")
        if isinstance(qs, dict) and len(qs) > cfg.max_questions:   # counted before the work of validating
            raise _TooLarge(f"{len(qs)} questions exceed the limit of {cfg.max_questions}")
        validate_questions(qs)
        if batch:
            states = body.get("states")
            if not isinstance(states, list) or not states:
                raise ValidationError(("body", "states"), "must be a non-empty list", "type_error")
            if len(states) > cfg.max_batch_states:
                raise _TooLarge(f"{len(states)} states exceed the limit of {cfg.max_batch_states}")
            if len(qs) * len(states) > cfg.max_cells:
                raise _TooLarge(f"{len(qs)} questions x {len(states)} states = {len(qs) * len(states)} answers exceed "
                                f"the limit of {cfg.max_cells} questions x states per request; split the batch")
            for i, s in enumerate(states):
                try:
                    validate_state(s)
                except ValidationError as e:
                    raise ValidationError(("body", "states", i) + e.loc[1:], e.msg, e.type) from None
        else:
            if len(qs) > cfg.max_cells:
                raise _TooLarge(f"{len(qs)} questions exceed the limit of {cfg.max_cells} questions x states per request")
            validate_state(body.get("state"))
            states = [body.get("state")]
        return states, qs, model

    def _respond(self, body: Any, batch: bool) -> None:
        try:
            states, qs, model = self._check(body, batch=batch)
        except _TooLarge as e:
            self._send(413, _json_error("request_too_large", str(e)))
            return
        t0 = time.perf_counter()
        if batch:      # every state's rows in one run
            results = self.state.judge.ask_batch(states, qs, model=model)
        else:
            results = [self.state.judge.ask(states[0], qs, model=model)]
        timing = {}
        for out in results:
            timing = out.pop("x_timing_ms", {})
        latency = round((time.perf_counter() - t0) * 1e3, 3)
        if batch:
            self._send(200, {"results": results, "x_latency_ms": latency})
        else:
            self._send(200, {**results[0], "x_latency_ms": latency}, {"Server-Timing": _timing(timing)})


class _TooLarge(Exception):
    pass


_SENT = object()   # _body() already answered with an error
_DIGITS = re.compile(r"[0-9]+")
# a JSON string: what json.loads takes for one, so brackets inside strings are not counted
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_MAYBE_SURROGATE = re.compile(rb"\\u[dD][89a-fA-F]")   # a \uD800-\uDFFF escape (or a false alarm)


def json_depth(raw: bytes, stop: int | None = None) -> int:
    """How deep objects / lists nest in a JSON text, counted on the bytes (strings skipped), so a
    body can be refused before the recursive parser sees it. Stops counting once past `stop`."""
    depth = best = 0
    for c in _JSON_STRING.sub(b"", raw).translate(None, _NOT_BRACKETS):
        if c == 0x5B or c == 0x7B:   # [ {
            depth += 1
            if depth > best:
                best = depth
                if stop is not None and best > stop:
                    break
        elif depth:
            depth -= 1
    return best


def lone_surrogate(obj: Any) -> tuple | None:
    """The location of the first string or key holding a lone UTF-16 surrogate, or None."""
    stack: list[tuple[Any, tuple]] = [(obj, ())]
    while stack:
        o, loc = stack.pop()
        if isinstance(o, str):
            if not valid_text(o):
                return loc
        elif isinstance(o, dict):
            for k, v in o.items():
                if not valid_text(k):
                    return loc + (k,)
                stack.append((v, loc + (k,)))
        elif isinstance(o, list):
            stack.extend((v, loc + (i,)) for i, v in enumerate(o))
    return None


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _timing(tm: dict[str, float]) -> str:
    return ", ".join(f"{k};dur={v:.3f}" for k, v in (("tokenize", tm.get("pack", 0.0)),
                                                      ("queue_inference", tm.get("run", 0.0)),
                                                      ("readout", tm.get("readout", 0.0))))


class _Conn:
    """One client connection: its socket, the thread serving it, and the request deadline."""
    __slots__ = ("sock", "thread", "deadline", "expired")

    def __init__(self, sock: socket.socket, thread: threading.Thread):
        self.sock, self.thread = sock, thread
        self.deadline: float | None = None   # monotonic; set while a request is being received
        self.expired = False

    def shut(self, how: int) -> None:
        try:
            self.sock.shutdown(how)
        except OSError:
            pass


class JudgeServer(ThreadingHTTPServer):
    """One daemon thread per connection, tracked here: a watchdog (run from serve_forever) cuts
    requests that do not arrive within the deadline, and server_close() is bounded."""
    daemon_threads = True
    block_on_close = False           # server_close() joins the connections itself, with a deadline
    allow_reuse_address = True
    request_queue_size = 128
    shutdown_grace = SHUTDOWN_GRACE_S

    def __init__(self, *a: Any, **kw: Any):
        self.conns: dict[socket.socket, _Conn] = {}
        self.conns_lock = threading.Lock()
        self.closing = False
        super().__init__(*a, **kw)

    def process_request(self, request: Any, client_address: Any) -> None:
        t = threading.Thread(target=self._serve_connection, args=(request, client_address), daemon=True)
        with self.conns_lock:
            self.conns[request] = _Conn(request, t)
        t.start()

    def _serve_connection(self, request: Any, client_address: Any) -> None:
        try:
            self.process_request_thread(request, client_address)
        finally:
            with self.conns_lock:
                self.conns.pop(request, None)

    def service_actions(self) -> None:   # every poll of serve_forever: the request-deadline watchdog
        now = time.monotonic()
        with self.conns_lock:
            late = [c for c in self.conns.values() if c.deadline is not None and now > c.deadline]
        for c in late:   # reads end at once; the handler can still answer 408
            c.expired, c.deadline = True, None
            c.shut(socket.SHUT_RD)

    def handle_error(self, request: Any, client_address: Any) -> None:
        exc = sys.exc_info()[1]
        if isinstance(exc, OSError):   # a client that went away or timed out: not a server fault
            return
        super().handle_error(request, client_address)

    def server_close(self) -> None:
        """Stop listening; end idle and half-received connections at once; give in-flight requests
        `shutdown_grace` seconds; then drop every connection left. Bounded whatever clients do."""
        self.closing = True
        super().server_close()
        with self.conns_lock:
            conns = list(self.conns.values())
        for c in conns:   # readers see end of input; a request being answered can still write
            c.shut(socket.SHUT_RD)
        end = time.monotonic() + self.shutdown_grace
        for c in conns:
            if c.thread.ident is not None:
                c.thread.join(max(0.0, end - time.monotonic()))
        left = [c for c in conns if c.thread.is_alive()]
        for c in left:    # a client that does not read its answer, or a judge call still running
            c.shut(socket.SHUT_RDWR)
        end = time.monotonic() + 0.2
        for c in left:
            c.thread.join(max(0.0, end - time.monotonic()))


def make_server(judge: Any, cfg: ServerConfig) -> JudgeServer:
    handler = type("BoundHandler", (Handler,), {"state": _State(judge, cfg)})
    srv = JudgeServer((cfg.host, cfg.port), handler)
    srv.shutdown_grace = cfg.shutdown_grace
    return srv


def serve(judge: Any, cfg: ServerConfig, ready=None) -> int:
    srv = make_server(judge, cfg)
    host, port = srv.server_address[:2]
    stop = threading.Event()

    def on_signal(signum, frame):   # stop accepting; in-flight requests finish in server_close()
        if not stop.is_set():
            stop.set()
            threading.Thread(target=srv.shutdown, daemon=True).start()

    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            signal.signal(sig, on_signal)
        except ValueError:   # not the main thread
            pass
    print(f"jevloop serve: http://{host}:{port}/v1/systemone  model {judge.model_name}"
          + ("  (key required)" if cfg.key else ""), file=sys.stderr, flush=True)
    if ready:
        ready(srv)
    try:
        srv.serve_forever(poll_interval=0.2)
    finally:
        srv.server_close()
        print("jevloop serve: stopped", file=sys.stderr, flush=True)
    return 0
