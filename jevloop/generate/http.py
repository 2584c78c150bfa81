"""OpenAI-compatible chat completions over HTTP (llama.cpp server, ollama, vLLM) (L3).

Streaming by default; a stream that ends without `[DONE]` or a finish reason is an error, not an
answer. Bounded retry with exponential backoff on connection errors, 429 and 5xx."""
from __future__ import annotations

import http.client
import json
import time
import urllib.error
import urllib.request
from typing import Iterator

from .base import Generation, GeneratorError, WallBudgetError

_PURPOSE = {
    "answer": "",
    "write": ("Write the file the task asks for. Reply in exactly this format and nothing else:\n"
              "PATH: <relative path>\nCONTENT:\n<the complete file content>"),
    "move": "Name the move the task asks for. Reply exactly:\nFROM: <relative path>\nTO: <relative path>",
    "delete": "Name the file the task asks to delete. Reply exactly:\nPATH: <relative path>",
}
_CHUNK = 1 << 16          # bytes per socket read
_MAX_LINE = 1 << 22       # a stream event longer than this is not an SSE line but a runaway reply


class HttpGenerator:
    """``deadline``: an optional ``time.monotonic()`` value (the loop's wall-time budget). Past it, a
    generation in progress is abandoned with ``WallBudgetError("budget_wall: …")``, every socket wait
    is bounded by the time left, and no retry starts."""

    name = "http"

    def __init__(self, base_url: str, model: str = "default", api_key: str | None = None, timeout: float = 120.0,
                 retries: int = 3, backoff: float = 0.5, stream: bool = True, max_tokens: int = 1024,
                 deadline: float | None = None):
        self.url = base_url.rstrip("/") + ("" if base_url.rstrip("/").endswith("/chat/completions") else "/chat/completions")
        self.model, self.api_key, self.timeout = model, api_key, timeout
        self.retries, self.backoff, self.stream, self.max_tokens = max(1, retries), backoff, stream, max_tokens
        self.deadline = deadline

    def _messages(self, system: str, task: str, evidence: list[str], purpose: str, feedback: str | None):
        user = f"Task: {task}\n\nEvidence from the tools:\n" + ("\n".join(evidence) if evidence else "(none)")
        if _PURPOSE.get(purpose):
            user += "\n\n" + _PURPOSE[purpose]
        if feedback:
            user += f"\n\nA check of your previous answer said: {feedback}\nWrite it again."
        return [{"role": "system", "content": system}, {"role": "user", "content": user}]

    # -- the wall-time budget -------------------------------------------------------------------
    def _left(self, what: str) -> float:
        """Seconds left before the deadline (self.timeout when there is none); raises once it passed."""
        if self.deadline is None:
            return self.timeout
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise WallBudgetError(f"budget_wall: the wall-time budget ran out {what}")
        return min(self.timeout, left)

    def _chunks(self, resp) -> Iterator[bytes]:
        """The response body as it arrives; before each socket read, the read timeout is cut to the
        time left, so no single wait outlasts the deadline."""
        sock = getattr(getattr(getattr(resp, "fp", None), "raw", None), "_sock", None)
        read = getattr(resp, "read1", None) or resp.read
        while True:
            left = self._left("while the answer was streaming")
            if sock is not None and self.deadline is not None:
                sock.settimeout(left)
            try:
                chunk = read(_CHUNK)
            except TimeoutError:
                self._left("while the answer was streaming")   # raises when the deadline is the cause
                raise
            if not chunk:
                return
            yield chunk

    def _lines(self, resp) -> Iterator[bytes]:
        buf = b""
        for chunk in self._chunks(resp):
            *lines, buf = (buf + chunk).split(b"\n")
            yield from lines
            if len(buf) > _MAX_LINE:
                raise GeneratorError(f"a stream event longer than {_MAX_LINE} bytes")
        if buf:
            yield buf

    def generate(self, system: str, task: str, evidence: list[str], purpose: str = "answer",
                 feedback: str | None = None) -> Generation:
        body = {"model": self.model, "messages": self._messages(system, task, evidence, purpose, feedback),
                "stream": self.stream, "temperature": 0, "max_tokens": self.max_tokens}
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        t0 = time.perf_counter()
        last: Exception | None = None
        for attempt in range(self.retries):
            if attempt:
                pause = self.backoff * (2 ** (attempt - 1))
                if self.deadline is not None and time.monotonic() + pause >= self.deadline:
                    raise WallBudgetError(f"budget_wall: no time left to retry the generator (last error: {last})")
                time.sleep(pause)
            req = urllib.request.Request(self.url, data=data, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(req, timeout=self._left("before the generator was called")) as resp:
                    text, tokens = self._read(resp)
                return Generation(text, model_calls=1, tokens=tokens, ms=(time.perf_counter() - t0) * 1e3)
            except WallBudgetError:
                raise
            except urllib.error.HTTPError as e:
                last = e
                if e.code != 429 and e.code < 500:
                    raise GeneratorError(f"generator answered HTTP {e.code}") from None
            except (urllib.error.URLError, TimeoutError, ConnectionError, OSError) as e:
                if self.deadline is not None and time.monotonic() >= self.deadline:
                    raise WallBudgetError(f"budget_wall: the wall-time budget ran out waiting for the generator "
                                          f"({type(e).__name__})") from None
                last = e
            except http.client.IncompleteRead as e:
                last = GeneratorError(f"the server closed the stream mid-chunk ({len(e.partial)} bytes read)")
            except http.client.HTTPException as e:   # bad status line, too many headers, …
                last = GeneratorError(f"the server's reply is not valid HTTP ({type(e).__name__})")
            except GeneratorError as e:
                last = e
        raise GeneratorError(f"generator failed after {self.retries} tries: {last}")

    def _read(self, resp) -> tuple[str, int]:
        if not self.stream:
            raw = b"".join(self._chunks(resp))
            try:
                obj = json.loads(raw.decode("utf-8"))
                choice = (obj.get("choices") or [{}])[0]
                if choice.get("finish_reason") == "length":
                    raise GeneratorError("the answer was cut at max_tokens")
                text = (choice.get("message") or {}).get("content")
                tokens = int((obj.get("usage") or {}).get("completion_tokens") or 0)
            except (ValueError, TypeError, AttributeError, IndexError, KeyError):
                # UnicodeDecodeError and JSONDecodeError are ValueErrors; the others: JSON of the wrong shape
                raise GeneratorError("the reply is not an OpenAI-compatible chat completion") from None
            if not isinstance(text, str) or not text:
                raise GeneratorError("empty answer")
            return text, tokens
        parts: list[str] = []
        finished, done, tokens = False, False, 0
        for raw in self._lines(resp):
            try:
                line = raw.decode("utf-8").strip()
            except UnicodeDecodeError:
                raise GeneratorError("a stream event is not UTF-8") from None
            if not line.startswith("data:"):
                continue
            payload = line[5:].strip()
            if payload == "[DONE]":
                done = True
                break
            try:
                obj = json.loads(payload)
                for ch in obj.get("choices") or []:
                    content = (ch.get("delta") or {}).get("content") or ""
                    if not isinstance(content, str):
                        raise TypeError
                    parts.append(content)
                    fr = ch.get("finish_reason")
                    if fr == "length":
                        raise GeneratorError("the answer was cut at max_tokens")
                    if fr:
                        finished = True
                tokens = int((obj.get("usage") or {}).get("completion_tokens") or tokens)
            except (ValueError, TypeError, AttributeError):
                raise GeneratorError("malformed stream event") from None
        if not (done or finished):
            raise GeneratorError("the stream ended before the answer was complete")
        text = "".join(parts)
        if not text.strip():
            raise GeneratorError("empty answer")
        return text, tokens or len(parts)
