"""A `/v1/systemone` client (L3): Laya and other Jev-compatible servers as a judge backend.
Retries with backoff on 429 and 5xx, honouring Retry-After; any other failure raises."""
from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from typing import Any, Mapping

from ..errors import JevloopError


class HttpJudgeError(JevloopError):
    pass


class HttpJudge:
    name = "http"

    def __init__(self, base_url: str, api_key: str | None = None, timeout: float = 10.0, retries: int = 3,
                 backoff: float = 0.25, model: str = "jev-latest"):
        base = base_url.rstrip("/")
        self.url = base if base.endswith("/v1/systemone") else base + "/v1/systemone"
        self.api_key, self.timeout, self.retries, self.backoff, self.model = api_key, timeout, max(1, retries), backoff, model

    def ask(self, state: Any, questions: Mapping[str, Any]) -> dict[str, Any]:
        body = json.dumps({"model": self.model, "state": state, "questions": questions}).encode("utf-8")
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        last = None
        for attempt in range(self.retries):
            req = urllib.request.Request(self.url, data=body, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                    out = json.loads(resp.read().decode("utf-8"))
                if not isinstance(out, dict) or not isinstance(out.get("answers"), dict):
                    raise HttpJudgeError("response has no 'answers' object")
                return out
            except urllib.error.HTTPError as e:
                last = e
                if e.code != 429 and e.code < 500:
                    raise HttpJudgeError(f"judge answered HTTP {e.code}") from None
                wait = self.backoff * (2 ** attempt)
                ra = e.headers.get("Retry-After") if e.headers else None
                if ra:
                    try:
                        wait = max(wait, min(30.0, float(ra)))
                    except ValueError:
                        pass
                if attempt + 1 < self.retries:
                    time.sleep(wait)
            except (urllib.error.URLError, TimeoutError, ConnectionError, OSError, json.JSONDecodeError) as e:
                last = e
                if attempt + 1 < self.retries:
                    time.sleep(self.backoff * (2 ** attempt))
        raise HttpJudgeError(f"judge unreachable after {self.retries} tries: {last}")
