"""`jevloop serve` on loopback: conformance, errors, auth, limits, load, fuzzing, graceful shutdown."""
from __future__ import annotations

import http.client
import json
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from serverutil import start, stop

BUNDLE = Path(__file__).resolve().parent / "data" / "tiny-judge"
Q = {"refund": {"type": "noul", "instructions": "Refund?"},
     "team": {"type": "choice", "instructions": "Team?", "criteria": {"Billing": None, "Tech": "bugs"}},
     "anger": {"type": "score", "instructions": "Anger?", "criteria": ["calm", "upset", "furious"]}}


@pytest.fixture(scope="module")
def judge(tiny_judge):
    return tiny_judge


def call(port, method, path, body=None, headers=None, raw: bytes | None = None):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    h = {"Content-Type": "application/json", **(headers or {})}
    c.request(method, path, body=data, headers=h)
    r = c.getresponse()
    payload = r.read()
    c.close()
    try:
        return r.status, json.loads(payload), dict(r.getheaders())
    except json.JSONDecodeError:
        return r.status, payload, dict(r.getheaders())


@pytest.fixture(scope="module")
def server(judge):
    srv, port = start(judge)
    yield port
    stop(srv)


def test_answers_and_headers(server):
    status, out, headers = call(server, "POST", "/v1/systemone", {"model": "jev-latest", "state": "s", "questions": Q})
    assert status == 200 and set(out["answers"]) == set(Q)
    assert {"model", "answers", "usage"} <= set(out)
    assert all(k in ("model", "answers", "usage") or k.startswith("x_") for k in out)
    assert "tokenize;dur=" in headers["Server-Timing"] and "queue_inference;dur=" in headers["Server-Timing"]
    status, out, _ = call(server, "POST", "/v1/systemone/batch", {"states": ["a", {"k": 1}], "questions": Q})
    assert status == 200 and len(out["results"]) == 2
    status, out, _ = call(server, "GET", "/v1/models")
    assert status == 200 and out["models"][0]["name"] == "jev-latest"
    status, out, _ = call(server, "GET", "/health")
    assert status == 200 and out["status"] == "ok" and "queue_depth" in out and out["providers"]


@pytest.mark.parametrize("body,status", [
    (b"{not json", 400), (b"[1, 2", 400), (b'{"state": NaN, "questions": {}}', 400),
    (json.dumps({"state": "x"}).encode(), 422), (json.dumps({"state": "x", "questions": {}}).encode(), 422),
    (json.dumps({"state": "x", "questions": {"q": {"type": "choice", "criteria": {"a": None}}}}).encode(), 422),
    (json.dumps({"state": "x", "questions": {"q": {"type": "score", "criteria": {"a": 1, "b": 2}}}}).encode(), 422),
    (json.dumps([1, 2, 3]).encode(), 422),
])
def test_bad_input_gets_4xx(server, body, status):
    got, out, _ = call(server, "POST", "/v1/systemone", raw=body)
    assert got == status
    if status == 422:
        assert out["detail"][0]["loc"][0] == "body" and {"loc", "msg", "type"} <= set(out["detail"][0])
    else:
        assert out["detail"]["error_type"]


def test_limits_and_routes(judge):
    srv, port = start(judge, max_body=2000, max_questions=2, max_batch_states=2)
    try:
        status, out, _ = call(port, "POST", "/v1/systemone", {"state": "x" * 5000, "questions": Q})
        assert status == 413
        status, out, _ = call(port, "POST", "/v1/systemone", {"state": "x", "questions": Q})
        assert status == 413 and "questions" in out["detail"]["message"]
        status, _, _ = call(port, "POST", "/v1/systemone/batch", {"states": ["a", "b", "c"], "questions": {"r": Q["refund"]}})
        assert status == 413
        assert call(port, "GET", "/nope")[0] == 404
        assert call(port, "POST", "/v2/x", {})[0] == 404
    finally:
        stop(srv)


def test_auth(judge):
    srv, port = start(judge, key="s3cret")
    try:
        body = {"state": "x", "questions": {"r": Q["refund"]}}
        status, out, _ = call(port, "POST", "/v1/systemone", body)
        assert status == 401 and out["detail"]["error_type"] == "authentication_error"
        assert call(port, "POST", "/v1/systemone", body, {"Authorization": "Bearer wrong"})[0] == 401
        assert call(port, "POST", "/v1/systemone", body, {"Authorization": "Bearer s3cret"})[0] == 200
    finally:
        stop(srv)


def test_full_queue_answers_503(judge):
    srv, port = start(judge, max_inflight=0)
    try:
        status, out, headers = call(port, "POST", "/v1/systemone", {"state": "x", "questions": {"r": Q["refund"]}})
        assert status == 503 and headers.get("Retry-After") == "1"
    finally:
        stop(srv)


def test_sixteen_clients_zero_errors(server):
    errors, counts = [], []
    deadline = time.time() + 3.0

    def client(i):
        n = 0
        try:
            while time.time() < deadline:
                status, out, _ = call(server, "POST", "/v1/systemone", {"state": f"client {i} step {n}", "questions": Q})
                if status != 200:
                    errors.append(status)
                n += 1
        except Exception as e:
            errors.append(repr(e))
        counts.append(n)

    ths = [threading.Thread(target=client, args=(i,)) for i in range(16)]
    for t in ths:
        t.start()
    for t in ths:
        t.join()
    assert not errors and sum(counts) >= 16


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                           lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
                           max_leaves=12)
hostile_q = st.dictionaries(st.text(max_size=6), st.one_of(
    json_values,
    st.fixed_dictionaries({"type": st.sampled_from(["noul", "choice", "score", "bogus", ""]),
                           "instructions": json_values, "criteria": json_values})), max_size=4)
bodies = st.one_of(
    st.binary(max_size=200),
    st.builds(lambda s, q, m: json.dumps({"model": m, "state": s, "questions": q}).encode(), json_values, hostile_q,
              json_values),
    st.builds(lambda v: json.dumps(v).encode(), json_values),
)


@settings(max_examples=1000, deadline=None, suppress_health_check=list(HealthCheck))
@given(bodies, st.sampled_from(["/v1/systemone", "/v1/systemone/batch"]))
def test_hostile_requests_never_5xx(server, body, path):
    status, _, _ = call(server, "POST", path, raw=body)
    assert status < 500, body


def test_server_still_answers_after_fuzzing(server):
    assert call(server, "POST", "/v1/systemone", {"state": "x", "questions": Q})[0] == 200


def test_graceful_shutdown_finishes_in_flight(judge):
    class Slow:
        model_name = "slow"

        def ask(self, state, questions, model=None):
            time.sleep(0.5)
            return judge.ask(state, questions, model=model)

    srv, port = start(Slow())
    result = {}
    th = threading.Thread(target=lambda: result.update(r=call(port, "POST", "/v1/systemone",
                                                                {"state": "x", "questions": {"r": Q["refund"]}})))
    th.start()
    time.sleep(0.15)
    stop(srv)          # shutdown + server_close joins the in-flight request
    th.join(5)
    assert result["r"][0] == 200


@pytest.mark.skipif(shutil.which("jevcompat") is None and not (Path(sys.executable).parent / "jevcompat").exists(),
                    reason="jevcompat is not installed")
def test_jevcompat_conformance(server, tmp_path):
    exe = shutil.which("jevcompat") or str(Path(sys.executable).parent / "jevcompat")
    out = tmp_path / "report.json"
    r = subprocess.run([exe, "test", f"http://127.0.0.1:{server}", "--json", str(out)], capture_output=True, text=True,
                       timeout=600)
    rep = json.loads(out.read_text())
    text = r.stdout
    assert "MUST 32/32" in text, text[-3000:]
