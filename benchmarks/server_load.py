"""Load on a loopback `jevloop serve`: N concurrent clients for T seconds; throughput, p50/p95, errors.

    python benchmarks/server_load.py [--clients 16] [--seconds 10] [--bundle PATH] [--json]

Starts the server in-process on a free port (or targets --url). Bounded in count and time; loopback only.
"""
from __future__ import annotations

import argparse
import http.client
import json
import statistics
import sys
import threading
import time
from urllib.parse import urlparse

QUESTIONS = {
    "needs_tool": {"type": "noul", "instructions": "The agent still has work to do before it can answer the task."},
    "tool": {"type": "choice", "instructions": "Which tool should the agent call next?",
             "criteria": {"read_file": "read a file", "list_dir": "list the folder", "done": "answer now"}},
}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--clients", type=int, default=16)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--bundle", default=None)
    ap.add_argument("--url", default=None, help="an already running server (loopback)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    srv = None
    if args.url:
        u = urlparse(args.url)
        if u.hostname not in ("127.0.0.1", "localhost", "::1"):
            print("server_load: loopback targets only", file=sys.stderr)
            return 2
        host, port = u.hostname, u.port or 80
    else:
        from jevloop.judge.native import Judge
        from jevloop.server import ServerConfig, make_server
        judge = Judge.default() if not args.bundle else Judge.from_pretrained(args.bundle)
        srv = make_server(judge, ServerConfig(port=0, max_inflight=max(64, args.clients * 2)))
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        host, port = "127.0.0.1", srv.server_address[1]
    lat: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    deadline = time.time() + args.seconds

    def client(i: int) -> None:
        c = http.client.HTTPConnection(host, port, timeout=30)
        n = 0
        while time.time() < deadline:
            body = json.dumps({"model": "jev-latest", "state": {"task": f"read alpha.ts ({i}/{n})",
                                                                "files_known": ["alpha.ts", "beta.ts"]},
                               "questions": QUESTIONS})
            t0 = time.perf_counter()
            try:
                c.request("POST", "/v1/systemone", body=body, headers={"Content-Type": "application/json"})
                r = c.getresponse()
                r.read()
                ms = (time.perf_counter() - t0) * 1e3
                with lock:
                    (lat.append(ms) if r.status == 200 else errors.append(str(r.status)))
            except Exception as e:   # counted, then reconnect
                with lock:
                    errors.append(type(e).__name__)
                c.close()
                c = http.client.HTTPConnection(host, port, timeout=30)
            n += 1
        c.close()

    t0 = time.time()
    ths = [threading.Thread(target=client, args=(i,)) for i in range(args.clients)]
    for t in ths:
        t.start()
    for t in ths:
        t.join()
    wall = time.time() - t0
    if srv:
        srv.shutdown()
        srv.server_close()
    s = sorted(lat)
    res = {"clients": args.clients, "seconds": round(wall, 2), "requests": len(lat), "errors": len(errors),
           "throughput_rps": round(len(lat) / wall, 1),
           "p50_ms": round(statistics.median(s), 2) if s else None,
           "p95_ms": round(s[int(0.95 * (len(s) - 1))], 2) if s else None}
    if args.json:
        print(json.dumps(res, indent=2))
    else:
        print(f"{res['clients']} clients, {res['seconds']} s: {res['requests']} requests, {res['errors']} errors, "
              f"{res['throughput_rps']} req/s, p50 {res['p50_ms']} ms, p95 {res['p95_ms']} ms")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
