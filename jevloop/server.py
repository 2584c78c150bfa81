"""`jevloop serve` (L6): the Jev wire protocol over loopback HTTP, on the native judge.

POST /v1/systemone, POST /v1/systemone/batch, GET /v1/models, GET /health. Standard library only
(http.server, one thread per connection); concurrent requests coalesce in the judge's native
micro-batcher. Bad input never gets a 5xx: 400 malformed JSON, 401 wrong key, 404/405 unknown
route, 411 no length, 413 oversized body or over-limit counts, 422 `{"detail": [{"loc", "msg",
"type"}]}` for invalid requests, 503 with Retry-After when the queue is full. A `Server-Timing`
header carries pack / queue+run / readout durations. SIGTERM and SIGINT stop accepting and let
in-flight requests finish.
"""
from __future__ import annotations

import hmac
import json
import os
import signal
import sys
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from .errors import ValidationError
from .wire import validate_questions, validate_state

RELEASE_DATE = "2026-11-30"


@dataclass
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 8787
    key: str | None = None
    max_body: int = 1 << 20          # bytes
    max_questions: int = 64
    max_batch_states: int = 64
    max_inflight: int = 64           # requests being answered at once; more get 503


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

    # -- plumbing ---------------------------------------------------------------------------------
    def _send(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        data = json.dumps(body, ensure_ascii=False, allow_nan=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

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

    def _body(self) -> Any:
        """The parsed JSON body, or _SENT after an error response was sent."""
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            self.close_connection = True
            self._send(411, _json_error("invalid_request_error", "chunked bodies are not accepted; send Content-Length"))
            return _SENT
        length = self.headers.get("Content-Length")
        if length is None:
            self.close_connection = True
            self._send(411, _json_error("invalid_request_error", "Content-Length required"))
            return _SENT
        try:
            n = int(length)
            if n < 0:
                raise ValueError
        except ValueError:
            self.close_connection = True
            self._send(400, _json_error("invalid_request_error", "bad Content-Length"))
            return _SENT
        if n > self.state.cfg.max_body:
            self.close_connection = True
            self._send(413, _json_error("request_too_large", f"body of {n} bytes exceeds {self.state.cfg.max_body}"))
            return _SENT
        raw = self.rfile.read(n)
        try:
            return json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
        except (UnicodeDecodeError, json.JSONDecodeError, ValueError) as e:
            self._send(400, _json_error("invalid_request_error", f"malformed JSON: {str(e)[:200]}"))
            return _SENT

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
    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0].rstrip("/")
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
        else:
            self._send(404, _json_error("not_found", f"no route GET {path}"))

    do_HEAD = do_GET

    def do_POST(self) -> None:
        path = self.path.split("?", 1)[0].rstrip("/")
        if path not in ("/v1/systemone", "/v1/systemone/batch"):
            self._send(404, _json_error("not_found", f"no route POST {path}"))
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
        qs = body.get("questions")
        validate_questions(qs)
        if len(qs) > self.state.cfg.max_questions:
            raise _TooLarge(f"{len(qs)} questions exceed the limit of {self.state.cfg.max_questions}")
        if batch:
            states = body.get("states")
            if not isinstance(states, list) or not states:
                raise ValidationError(("body", "states"), "must be a non-empty list", "type_error")
            if len(states) > self.state.cfg.max_batch_states:
                raise _TooLarge(f"{len(states)} states exceed the limit of {self.state.cfg.max_batch_states}")
            for i, s in enumerate(states):
                try:
                    validate_state(s)
                except ValidationError as e:
                    raise ValidationError(("body", "states", i) + e.loc[1:], e.msg, e.type) from None
        else:
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
        results, timing = [], {}
        for s in states:
            out = self.state.judge.ask(s, qs, model=model)
            timing = out.pop("x_timing_ms", {})
            results.append(out)
        latency = round((time.perf_counter() - t0) * 1e3, 3)
        if batch:
            self._send(200, {"results": results, "x_latency_ms": latency})
        else:
            self._send(200, {**results[0], "x_latency_ms": latency}, {"Server-Timing": _timing(timing)})


class _TooLarge(Exception):
    pass


_SENT = object()   # _body() already answered with an error


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _timing(tm: dict[str, float]) -> str:
    return ", ".join(f"{k};dur={v:.3f}" for k, v in (("tokenize", tm.get("pack", 0.0)),
                                                      ("queue_inference", tm.get("run", 0.0)),
                                                      ("readout", tm.get("readout", 0.0))))


class JudgeServer(ThreadingHTTPServer):
    daemon_threads = False           # server_close() joins in-flight request threads
    block_on_close = True
    allow_reuse_address = True
    request_queue_size = 128


def make_server(judge: Any, cfg: ServerConfig) -> JudgeServer:
    handler = type("BoundHandler", (Handler,), {"state": _State(judge, cfg)})
    return JudgeServer((cfg.host, cfg.port), handler)


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
