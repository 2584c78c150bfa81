"""OpenAI-compatible chat completions over HTTP (llama.cpp server, ollama, vLLM) (L3).

Streaming by default; a stream that ends without `[DONE]` or a finish reason is an error, not an
answer. Bounded retry with exponential backoff on connection errors, 429 and 5xx."""
from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

from .base import Generation, GeneratorError

_PURPOSE = {
    "answer": "",
    "write": ("Write the file the task asks for. Reply in exactly this format and nothing else:\n"
              "PATH: <relative path>\nCONTENT:\n<the complete file content>"),
    "move": "Name the move the task asks for. Reply exactly:\nFROM: <relative path>\nTO: <relative path>",
    "delete": "Name the file the task asks to delete. Reply exactly:\nPATH: <relative path>",
}


class HttpGenerator:
    name = "http"

    def __init__(self, base_url: str, model: str = "default", api_key: str | None = None, timeout: float = 120.0,
                 retries: int = 3, backoff: float = 0.5, stream: bool = True, max_tokens: int = 1024):
        self.url = base_url.rstrip("/") + ("" if base_url.rstrip("/").endswith("/chat/completions") else "/chat/completions")
        self.model, self.api_key, self.timeout = model, api_key, timeout
        self.retries, self.backoff, self.stream, self.max_tokens = max(1, retries), backoff, stream, max_tokens

    def _messages(self, system: str, task: str, evidence: list[str], purpose: str, feedback: str | None):
        user = f"Task: {task}\n\nEvidence from the tools:\n" + ("\n".join(evidence) if evidence else "(none)")
        if _PURPOSE.get(purpose):
            user += "\n\n" + _PURPOSE[purpose]
        if feedback:
            user += f"\n\nA check of your previous answer said: {feedback}\nWrite it again."
        return [{"role": "system", "content": system}, {"role": "user", "content": user}]

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
                time.sleep(self.backoff * (2 ** (attempt - 1)))
            req = urllib.request.Request(self.url, data=data, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                    text, tokens = self._read(resp)
                return Generation(text, model_calls=1, tokens=tokens, ms=(time.perf_counter() - t0) * 1e3)
            except urllib.error.HTTPError as e:
                last = e
                if e.code != 429 and e.code < 500:
                    raise GeneratorError(f"generator answered HTTP {e.code}") from None
            except (urllib.error.URLError, TimeoutError, ConnectionError, OSError) as e:
                last = e
            except GeneratorError as e:
                last = e
        raise GeneratorError(f"generator failed after {self.retries} tries: {last}")

    def _read(self, resp) -> tuple[str, int]:
        if not self.stream:
            obj = json.loads(resp.read().decode("utf-8"))
            choice = (obj.get("choices") or [{}])[0]
            if choice.get("finish_reason") == "length":
                raise GeneratorError("the answer was cut at max_tokens")
            text = (choice.get("message") or {}).get("content")
            if not text:
                raise GeneratorError("empty answer")
            return text, int((obj.get("usage") or {}).get("completion_tokens") or 0)
        parts: list[str] = []
        finished, done, tokens = False, False, 0
        for raw in resp:
            line = raw.decode("utf-8").strip()
            if not line.startswith("data:"):
                continue
            payload = line[5:].strip()
            if payload == "[DONE]":
                done = True
                break
            try:
                obj = json.loads(payload)
            except json.JSONDecodeError:
                raise GeneratorError("malformed stream event") from None
            for ch in obj.get("choices") or []:
                parts.append((ch.get("delta") or {}).get("content") or "")
                fr = ch.get("finish_reason")
                if fr == "length":
                    raise GeneratorError("the answer was cut at max_tokens")
                if fr:
                    finished = True
            tokens = int((obj.get("usage") or {}).get("completion_tokens") or tokens)
        if not (done or finished):
            raise GeneratorError("the stream ended before the answer was complete")
        text = "".join(parts)
        if not text.strip():
            raise GeneratorError("empty answer")
        return text, tokens or len(parts)
