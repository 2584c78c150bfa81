"""OpenAI-compatible chat completions over HTTP (llama.cpp server, ollama, vLLM) (L3).

Streaming by default; a stream that ends without `[DONE]` or a finish reason is an error, not an
answer. Bounded retry with exponential backoff on connection errors, 429 and 5xx."""
from __future__ import annotations

import http.client
import json
import time
import urllib.error
import urllib.request
from typing import Callable, Iterator

from .base import Bounds, Evidence, Generation, GeneratorError, WallBudgetError

_PURPOSE = {
    "answer": "",
    "write": ("Write the file the task asks for. Reply in exactly this format and nothing else:\n"
              "PATH: <relative path>\nCONTENT:\n<the complete file content>"),
    "move": "Name the move the task asks for. Reply exactly:\nFROM: <relative path>\nTO: <relative path>",
    "delete": "Name the file the task asks to delete. Reply exactly:\nPATH: <relative path>",
}
# A tool input is not an answer: its own system prompt replaces the answer-writer's ("write the answer"
# contradicted the strict format and a small model wrote prose until the token cap).
_SYSTEM = {
    "write": ("You fill in the input of one file-writing tool for a local agent. Give the path of the new file "
              "the task names and the file's complete content, taken from the evidence. No explanations."),
    "move": "You fill in the input of one file-moving tool for a local agent: the source file and its destination.",
    "delete": "You fill in the input of one file-deleting tool for a local agent: the file the task asks to delete.",
}


def tool_schema(purpose: str, bounds: Bounds) -> dict:
    """The JSON schema a tool input must follow, with its targets bounded: a move's or delete's source
    among the files that exist, a write's path among the new files the task names (when it names any),
    the content's length capped."""
    path: dict = {"type": "string", "minLength": 1, "maxLength": 255}
    if purpose == "write":
        where = dict(path, enum=list(bounds.new_files)) if bounds.new_files else path
        props = {"path": where, "content": {"type": "string", "minLength": 1, "maxLength": bounds.max_content}}
    elif purpose == "move":
        src = dict(path, enum=list(bounds.existing)) if bounds.existing else path
        props = {"from": src, "to": path}
    else:
        props = {"path": dict(path, enum=list(bounds.existing)) if bounds.existing else path}
    return {"type": "object", "properties": props, "required": list(props), "additionalProperties": False}


def strict_text(purpose: str, reply: str) -> str:
    """A structured reply in the strict text format the loop parses (one parser for both paths)."""
    try:
        obj = json.loads(reply)
        if not isinstance(obj, dict):
            raise TypeError
        if purpose == "write":
            return f"PATH: {obj['path']}\nCONTENT:\n{obj['content']}"
        if purpose == "move":
            return f"FROM: {obj['from']}\nTO: {obj['to']}"
        return f"PATH: {obj['path']}"
    except (ValueError, TypeError, KeyError):
        raise GeneratorError(f"the {purpose} input is not the JSON object its schema asks for: {reply[:80]!r}") from None


_CHUNK = 1 << 16          # bytes per socket read
_MAX_LINE = 1 << 22       # a stream event longer than this is not an SSE line but a runaway reply


class _SchemaRefused(Exception):
    """The server answered a request with response_format by 400/422/501."""


class _Unusable(Exception):
    def __init__(self, message: str, text: str = "", tokens: int = 0):
        super().__init__(message)
        self.text, self.tokens = text, tokens


class HttpGenerator:
    """``deadline``: an optional ``time.monotonic()`` value (the loop's wall-time budget). Past it, a
    generation in progress is abandoned with ``WallBudgetError("budget_wall: …")``, every socket wait
    is bounded by the time left, and no retry starts. ``progress``: an optional callable, called with
    (tokens so far, seconds since the request) while an answer streams in, at most once per
    ``progress_every`` seconds (the CLI's live view)."""

    name = "http"
    progress: Callable[[int, float], None] | None = None
    progress_every = 2.0

    def __init__(self, base_url: str, model: str = "default", api_key: str | None = None, timeout: float = 120.0,
                 retries: int = 3, backoff: float = 0.5, stream: bool = True, max_tokens: int = 1024,
                 deadline: float | None = None, structured: str = "auto", temperature: float = 0.0,
                 stop: list[str] | None = None):
        """structured: "json_schema" asks for tool inputs as JSON constrained by a schema
        (`response_format`, which llama.cpp's server, vLLM and ollama's OpenAI endpoint accept), "off"
        asks for the strict text format, "auto" tries the schema and falls back to text for good once
        the server refuses it."""
        self.url = base_url.rstrip("/") + ("" if base_url.rstrip("/").endswith("/chat/completions") else "/chat/completions")
        self.model, self.api_key, self.timeout = model, api_key, timeout
        self.retries, self.backoff, self.stream, self.max_tokens = max(1, retries), backoff, stream, max_tokens
        self.deadline = deadline
        if structured not in ("auto", "json_schema", "off"):
            raise ValueError("structured is 'auto', 'json_schema' or 'off'")
        self.structured = structured
        self.temperature, self.stop = temperature, list(stop or [])

    def _messages(self, system: str, task: str, evidence: list[Evidence], purpose: str, feedback: str | None,
                  as_json: bool):
        user = f"Task: {task}\n\nEvidence from the tools:\n" + ("\n".join(evidence) if evidence else "(none)")
        if as_json:
            user += "\n\nReply with the JSON object only."
        elif _PURPOSE.get(purpose):
            user += "\n\n" + _PURPOSE[purpose]
        if feedback:
            user += f"\n\nA check of your previous answer said: {feedback}\nWrite it again."
        return [{"role": "system", "content": _SYSTEM.get(purpose, system)}, {"role": "user", "content": user}]

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

    def generate(self, system: str, task: str, evidence: list[Evidence], purpose: str = "answer",
                 feedback: str | None = None, bounds: Bounds | None = None) -> Generation:
        as_json = purpose in _SYSTEM and self.structured != "off"
        t0 = time.perf_counter()
        calls = 0
        try:
            try:
                text, tokens, calls = self._call(system, task, evidence, purpose, feedback, bounds, as_json)
            except _SchemaRefused:
                if self.structured == "json_schema":
                    raise GeneratorError("the server refused response_format (a JSON schema); "
                                         "use structured='auto' or 'off'") from None
                self.structured = "off"            # this server has no schema support: text from now on
                as_json = False
                text, tokens, calls = self._call(system, task, evidence, purpose, feedback, bounds, False)
            if as_json:
                text = strict_text(purpose, text)
        except GeneratorError as e:
            e.model_calls = max(e.model_calls, calls)
            e.ms = (time.perf_counter() - t0) * 1e3
            raise
        return Generation(text, model_calls=calls, tokens=tokens, ms=(time.perf_counter() - t0) * 1e3)

    def _call(self, system, task, evidence, purpose, feedback, bounds, as_json) -> tuple[str, int, int]:
        """(text, tokens, attempts). Transport failures (connection, 429, 5xx, a stream cut off) are
        retried with backoff; a reply that is complete but unusable (empty, cut at max_tokens) is not:
        at temperature 0 the same request gives the same reply."""
        body = {"model": self.model, "messages": self._messages(system, task, evidence, purpose, feedback, as_json),
                "stream": self.stream, "temperature": self.temperature, "max_tokens": self.max_tokens}
        if self.stream:     # the server's own token count in a last event (llama.cpp, vLLM, ollama, OpenAI)
            body["stream_options"] = {"include_usage": True}
        if self.stop:
            body["stop"] = self.stop
        if as_json:
            body["response_format"] = {"type": "json_schema", "json_schema": {
                "name": f"{purpose}_input", "strict": True, "schema": tool_schema(purpose, bounds or Bounds())}}
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        last: Exception | None = None
        for attempt in range(self.retries):
            if attempt:
                pause = self.backoff * (2 ** (attempt - 1))
                if self.deadline is not None and time.monotonic() + pause >= self.deadline:
                    raise WallBudgetError(f"budget_wall: no time left to retry the generator (last error: {last})",
                                          model_calls=attempt)
                time.sleep(pause)
            req = urllib.request.Request(self.url, data=data, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(req, timeout=self._left("before the generator was called")) as resp:
                    text, tokens = self._read(resp)
                return text, tokens, attempt + 1
            except WallBudgetError as e:
                e.model_calls = attempt + 1
                raise
            except urllib.error.HTTPError as e:
                last = e
                if e.code in (401, 403):
                    raise GeneratorError(f"generator answered HTTP {e.code}: set the key in $JEVLOOP_GEN_KEY",
                                         model_calls=attempt + 1) from None
                if as_json and e.code in (400, 422, 501):
                    raise _SchemaRefused() from None
                if e.code == 404:
                    raise GeneratorError(f"generator answered HTTP 404 at {self.url}: check the base URL (…/v1) and "
                                         f"the model name {self.model!r} (--gen-model)", model_calls=attempt + 1) from None
                if e.code != 429 and e.code < 500:
                    raise GeneratorError(f"generator answered HTTP {e.code}", model_calls=attempt + 1) from None
            except (urllib.error.URLError, TimeoutError, ConnectionError, OSError) as e:
                if self.deadline is not None and time.monotonic() >= self.deadline:
                    raise WallBudgetError(f"budget_wall: the wall-time budget ran out waiting for the generator "
                                          f"({type(e).__name__})", model_calls=attempt + 1) from None
                last = e
            except http.client.IncompleteRead as e:
                last = GeneratorError(f"the server closed the stream mid-chunk ({len(e.partial)} bytes read)")
            except http.client.HTTPException as e:   # bad status line, too many headers, …
                last = GeneratorError(f"the server's reply is not valid HTTP ({type(e).__name__})")
            except _Unusable as e:                    # complete but unusable: the same request gives the same
                raise GeneratorError(str(e), model_calls=attempt + 1, tokens=e.tokens, text=e.text) from None
            except GeneratorError as e:
                last = e
        raise GeneratorError(f"generator failed after {self.retries} tries: {last}", model_calls=self.retries)

    def _read(self, resp) -> tuple[str, int]:
        if not self.stream:
            raw = b"".join(self._chunks(resp))
            try:
                obj = json.loads(raw.decode("utf-8"))
                choice = (obj.get("choices") or [{}])[0]
                if choice.get("finish_reason") == "length":
                    raise _Unusable("the answer was cut at max_tokens",
                                    (choice.get("message") or {}).get("content") or "")
                text = (choice.get("message") or {}).get("content")
                tokens = int((obj.get("usage") or {}).get("completion_tokens") or 0)
            except (ValueError, TypeError, AttributeError, IndexError, KeyError):
                # UnicodeDecodeError and JSONDecodeError are ValueErrors; the others: JSON of the wrong shape
                raise GeneratorError("the reply is not an OpenAI-compatible chat completion") from None
            if not isinstance(text, str) or not text:
                raise _Unusable("empty answer")
            return text, tokens
        parts: list[str] = []
        finished, done, tokens = False, False, 0
        t0 = last = time.monotonic()
        for raw in self._lines(resp):
            if self.progress is not None and time.monotonic() - last >= self.progress_every:
                last = time.monotonic()
                self.progress(tokens or len(parts), last - t0)
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
                        raise _Unusable("the answer was cut at max_tokens", "".join(parts), len(parts))
                    if fr:
                        finished = True
                tokens = int((obj.get("usage") or {}).get("completion_tokens") or tokens)
            except (ValueError, TypeError, AttributeError):
                raise GeneratorError("malformed stream event") from None
        if not (done or finished):
            raise GeneratorError("the stream ended before the answer was complete")
        text = "".join(parts)
        if not text.strip():
            raise _Unusable("empty answer")
        # usage.completion_tokens when the server sends it, else the number of content events
        return text, tokens or len(parts)
