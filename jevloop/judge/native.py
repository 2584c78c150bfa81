"""The native judge (L3): C++ tokenize + pack → onnxruntime → C++ readout, with micro-batching.

All questions of one request go through one onnxruntime run; concurrent `ask()` calls from many
threads coalesce into one run through the native Coalescer. One InferenceSession per Judge, shared
across threads (onnxruntime's run is thread-safe and releases the GIL).
"""
from __future__ import annotations

import contextlib
import itertools
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

import numpy as np

from ..errors import BundleError, ValidationError
from ..wire import (QTYPE_CODE, Question, answer, canonical_order, questions_key, unpermute, validate_questions,
                    validate_state)
from .bundle import ONNX_INPUTS, Bundle, load_bundle

DEFAULT_BUNDLE = "jevloop-judge"


def _package_dir() -> Path:
    return Path(__file__).resolve().parents[1]


def default_bundle_dir() -> Path:
    """The bundled judge: inside the installed package, else in the source tree. There is no stand-in:
    without it, an install is broken, and answering with an untrained judge would hide that."""
    pkg = _package_dir()
    candidates = (pkg / "models" / DEFAULT_BUNDLE, pkg.parent / "models" / DEFAULT_BUNDLE)
    for p in candidates:
        if (p / "judge.json").is_file():
            return p
    raise BundleError(f"the bundled judge is missing: no {candidates[0] / 'judge.json'} (nor "
                      f"{candidates[1] / 'judge.json'}); reinstall jevloop, or name a bundle (--bundle DIR)")


def resolve_bundle(path_or_repo: str | os.PathLike) -> Path:
    """A bundle folder, or a Hugging Face Hub repo id resolved through huggingface-hub (the local
    cache only when HF_HUB_OFFLINE is set)."""
    p = Path(path_or_repo)
    if p.is_dir():
        return p
    repo = str(path_or_repo)
    if p.exists() or repo.count("/") != 1 or repo.startswith((".", "/")):
        raise BundleError(f"{repo}: not a bundle folder and not a Hub repo id (owner/name)")
    offline = os.environ.get("HF_HUB_OFFLINE", "").strip().lower() in ("1", "true", "yes", "on")
    try:
        from huggingface_hub import snapshot_download
        return Path(snapshot_download(repo_id=repo, local_files_only=offline))
    except Exception as e:  # huggingface-hub raises many types; all mean "not available here"
        if offline:
            raise BundleError(f"{repo} is not in the local Hugging Face cache and HF_HUB_OFFLINE is set, so it "
                              f"cannot be downloaded") from None
        raise BundleError(f"{repo}: could not fetch from the Hub ({type(e).__name__}); with no network, download it "
                          f"elsewhere into the cache and set HF_HUB_OFFLINE=1") from None


def make_session(model: Path, threads: int | None = None, providers: Sequence[str] | None = None,
                 inputs: Sequence[str] = ONNX_INPUTS):
    import onnxruntime as ort
    so = ort.SessionOptions()
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    so.intra_op_num_threads = int(threads) if threads else max(1, min(4, os.cpu_count() or 1))
    so.inter_op_num_threads = 1
    so.log_severity_level = 3
    if providers is None:
        avail = ort.get_available_providers()
        providers = [p for p in ("CUDAExecutionProvider", "CPUExecutionProvider") if p in avail]
    try:
        sess = ort.InferenceSession(str(model), so, providers=list(providers))
    except Exception as e:
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise BundleError(f"cannot load {model.name}: {first[:300]}") from None
    names = {i.name for i in sess.get_inputs()}
    missing = [n for n in inputs if n not in names]
    if missing or "logits" not in {o.name for o in sess.get_outputs()}:
        raise BundleError(f"{model.name}: graph inputs/outputs do not follow the bundle format "
                          f"(missing inputs: {', '.join(missing) or 'none'}; output 'logits' required)")
    return sess


# How many distinct questions objects BundleJudge keeps the validated plan of (oldest dropped first).
QUESTION_PLANS = 256

# Options per row when a choice's options do not fit one row: room for the head, 16 markers with a
# few tokens of each option's text, and about 100 tokens of state.
OPTIONS_PER_ROW = 16


def merge_packed(batch: list[dict[str, Any]], pad_id: int,
                 inputs: Sequence[str] = ONNX_INPUTS) -> tuple[dict[str, np.ndarray], list[tuple[int, int, int]]]:
    """Several packed requests as one batch, padded to the longest row and most markers (input ids
    with pad_id, everything else with 0: masked, never read)."""
    if len(batch) == 1:
        p = batch[0]
        return {k: p[k] for k in inputs}, [(0, p["input_ids"].shape[0], p["marker_pos"].shape[1])]
    rows = sum(p["input_ids"].shape[0] for p in batch)
    length = max(p["input_ids"].shape[1] for p in batch)
    markers = max(p["marker_pos"].shape[1] for p in batch)
    out = {}
    for k in inputs:
        shape = batch[0][k].shape
        # [rows], [rows, length] or [rows, markers]: what the second axis counts is the key's
        width = () if len(shape) == 1 else ((length,) if k in ("input_ids", "attention_mask", "position_ids")
                                            else (markers,))
        out[k] = np.full((rows, *width), pad_id if k == "input_ids" else 0, dtype=np.int64)
    slices, r = [], 0
    for p in batch:
        n = p["input_ids"].shape[0]
        for k in inputs:
            a = p[k]
            if a.ndim == 1:
                out[k][r:r + n] = a
            else:
                out[k][r:r + n, :a.shape[1]] = a
        slices.append((r, r + n, p["marker_pos"].shape[1]))
        r += n
    return out, slices


@contextlib.contextmanager
def _refused_as_validation():
    """The packer's refusals (std::length_error, invalid_argument: options that cannot fit) as a 422."""
    try:
        yield
    except (ValueError, OverflowError) as e:
        raise ValidationError(("questions",), str(e), "value_error.length") from None


@dataclass(frozen=True)
class _Plan:
    """What a validated questions object gives, whatever the state: the questions as asked and as
    packed (canonical order, with each one's permutation), the packed rows' questions and the rows each
    question spans, the packer's arguments for the rows and each question's temperature. A loop asks
    the same questions about a new state at every step, so a plan is kept and reused (QUESTION_PLANS)."""
    qs: list[Question]
    packed_qs: list[Question]
    perms: list[list[int] | None]
    rows: list[list[int]]
    heads: list[str]
    texts: list[list[str]]
    qtypes: list[int]
    temps: list[float]
    n_options: list[int]       # each row's option count
    spread: bool               # some question spans several rows
    fitted: Any = None         # the packer's own form of the rows' questions, where it has one (prepare_rows)


@dataclass
class _Prepared:
    """A request packed and waiting for its run: its plan, the packed arrays, and when packing started
    and ended."""
    plan: _Plan
    packed: dict[str, Any]
    t0: float
    t1: float


class BundleJudge:
    """What every bundle-backed judge shares: the bundle, the session, coalescing, answers. The
    subclasses supply packing and readout (native C++ or the pure-Python reference)."""

    name = "bundle"

    def __init__(self, bundle: str | os.PathLike | Bundle | None = None, *, threads: int | None = None,
                 providers: Sequence[str] | None = None, variant: str | None = None,
                 max_wait_ms: float = 2.0, max_batch_rows: int = 64, coalesce: bool = True):
        if bundle is None:
            bundle = default_bundle_dir()
        self.bundle = bundle if isinstance(bundle, Bundle) else load_bundle(resolve_bundle(bundle))
        pk = self.bundle.packing
        self.max_length = int(pk["max_length"])
        self._setup_tokenizer(self.bundle.file("tokenizer"))
        self.marker_id = self._token_id(pk["marker_token"])
        self.cls_id, self.sep_id, self.pad_id = (self._token_id(t) for t in ("[CLS]", "[SEP]", "[PAD]"))
        self._setup_packer()
        # "sorted": choice options are packed in name order and read back in the caller's order, so
        # reordering the options cannot change an answer (judge.json packing.option_order)
        self.option_order = pk.get("option_order", "given")
        self.model_file = self.bundle.model_path(variant)
        self.threads = threads
        self.layout = self.bundle.layout
        self.inputs = self.bundle.onnx_inputs
        self.session = make_session(self.model_file, threads, providers, self.inputs)
        self.providers = self.session.get_providers()
        # A graph with dynamic quantisation computes its activation scales over the whole input tensor,
        # padding and other rows included: batched, an answer moved with its batch-mates (by up to 0.37).
        # Such a graph runs one row at a time at the row's own length, so a row's numbers depend on that
        # row alone; batching then gains nothing on a CPU, so requests are not coalesced either.
        self.row_wise = self.bundle.quantises_dynamically(variant)
        self.coalesce = coalesce and max_batch_rows > 1 and not self.row_wise
        self._coalescer = None
        if self.coalesce:
            from ..native import Coalescer
            self._coalescer = Coalescer(float(max_wait_ms), int(max_batch_rows))
        self._tickets = itertools.count()
        self._pending: dict[int, dict[str, Any]] = {}
        self._results: dict[int, Any] = {}
        self._lock = threading.Lock()
        # questions_key → what _prepare derives from the questions alone (validated, canonical order,
        # rows): a loop asks the same questions about a new state at every step
        self._question_plans: dict[bytes, _Plan] = {}

    # -- hooks --------------------------------------------------------------------------------
    def _setup_tokenizer(self, path: Path) -> None:
        raise NotImplementedError

    def _token_id(self, token: str) -> int:
        raise NotImplementedError

    def _setup_packer(self) -> None:
        raise NotImplementedError

    def pack(self, plan: _Plan, state_text: str) -> dict[str, Any]:
        """The packed arrays of the plan's rows about the state."""
        raise NotImplementedError

    def prepare_rows(self, heads: list[str], texts: list[list[str]], qtypes: list[int]) -> Any:
        """What the packer can do with the rows' questions once for every state (None: nothing)."""
        return None

    def readout(self, logits: np.ndarray, n_options: Any, qtype: Any,
                temps: list[float]) -> tuple[list[list[float]], list[float], list[float]]:
        """(each row's probabilities over its n_options, each row's confidence, each row's expected level)."""
        raise NotImplementedError

    # -- the run --------------------------------------------------------------------------------
    @property
    def model_name(self) -> str:
        return self.bundle.name

    def run(self, feeds: Mapping[str, np.ndarray]) -> np.ndarray:
        if not self.row_wise:
            return self.session.run(["logits"], {k: feeds[k] for k in self.inputs})[0]
        rows, markers = feeds["marker_pos"].shape
        out = np.full((rows, markers), -1e4, dtype=np.float32)     # what the graph gives a masked marker
        lengths = np.asarray(feeds["attention_mask"]).sum(axis=1)
        counts = np.asarray(feeds["marker_mask"]).sum(axis=1)
        for r in range(rows):
            n, k = int(lengths[r]), max(1, int(counts[r]))
            one = {"input_ids": feeds["input_ids"][r:r + 1, :n], "attention_mask": feeds["attention_mask"][r:r + 1, :n],
                   "marker_pos": feeds["marker_pos"][r:r + 1, :k], "marker_mask": feeds["marker_mask"][r:r + 1, :k],
                   "qtype": feeds["qtype"][r:r + 1]}
            out[r, :k] = self.session.run(["logits"], one)[0][0]
        return out

    def _run_coalesced(self, packed: dict[str, Any]) -> np.ndarray:
        ticket = next(self._tickets)
        with self._lock:
            self._pending[ticket] = packed
        group, leader, tickets = self._coalescer.join(ticket, int(packed["input_ids"].shape[0]))
        if leader:
            try:
                with self._lock:
                    batch = [self._pending.pop(t) for t in tickets]
                feeds, slices = merge_packed(batch, self.pad_id, self.inputs)
                logits = self.run(feeds)
                with self._lock:
                    for t, (a, b, k) in zip(tickets, slices):
                        self._results[t] = logits[a:b, :k]
            except BaseException as e:  # every member of the group gets the error, none hangs
                with self._lock:
                    for t in tickets:
                        self._pending.pop(t, None)
                        self._results[t] = e
            finally:
                self._coalescer.finish(group)
        else:
            self._coalescer.wait(group)
        with self._lock:
            res = self._results.pop(ticket)
        if isinstance(res, BaseException):
            raise res
        return res

    def queue_stats(self) -> dict[str, Any]:
        return self._coalescer.stats() if self._coalescer else {"requests": 0, "batches": 0, "rows": 0,
                                                               "max_batch_rows": 0, "queued": 0}

    def ask(self, state: Any, questions: Mapping[str, Any], model: str | None = None) -> dict[str, Any]:
        """Answer Jev wire-format questions about a state; returns the wire response."""
        prep = self._prepare(state, questions)
        logits = self._run_coalesced(prep.packed) if self._coalescer is not None else self.run(prep.packed)
        return self._answer(prep, logits, time.perf_counter(), model)

    def ask_batch(self, states: Sequence[Any], questions: Mapping[str, Any],
                  model: str | None = None) -> list[dict[str, Any]]:
        """The same questions about several states, every state's rows packed into one run (a
        row-wise graph still runs each row alone, so each answer equals asking that state alone)."""
        preps = [self._prepare(s, questions) for s in states]
        if not preps:
            return []
        feeds, slices = merge_packed([p.packed for p in preps], self.pad_id, self.inputs)
        logits = self.run(feeds)
        t2 = time.perf_counter()
        return [self._answer(p, logits[a:b, :k], t2, model) for p, (a, b, k) in zip(preps, slices)]

    def _prepare(self, state: Any, questions: Mapping[str, Any]) -> "_Prepared":
        """Validation, canonical option order, rows of options and packing: everything before the run."""
        t0 = time.perf_counter()
        state_text = validate_state(state)
        key = questions_key(questions)
        plan = self._question_plans.get(key) if key is not None else None
        if plan is None:
            plan = self._plan(questions)
            if key is not None:
                with self._lock:
                    if len(self._question_plans) >= QUESTION_PLANS:
                        self._question_plans.pop(next(iter(self._question_plans)))
                    self._question_plans[key] = plan
        with _refused_as_validation():
            packed = self.pack(plan, state_text)
        return _Prepared(plan, packed, t0, time.perf_counter())

    def _plan(self, questions: Mapping[str, Any]) -> _Plan:
        qs = validate_questions(questions)
        perms: list[list[int] | None] = [None] * len(qs)
        packed_qs = qs
        if self.option_order == "sorted":
            pairs = [canonical_order(q) for q in qs]
            packed_qs, perms = [p[0] for p in pairs], [p[1] for p in pairs]
        # a choice with more options than one row holds with their texts is spread over several rows,
        # each holding the head, its share of the options and the state; the rows' logits are joined
        # and normalised together in _answer (packed in one row, 128 options kept no text at all)
        row_qs, rows = self._spread(packed_qs)
        heads, texts, qtypes = [q.head for q in row_qs], [list(q.texts) for q in row_qs], [QTYPE_CODE[q.type] for q in row_qs]
        with _refused_as_validation():
            fitted = self.prepare_rows(heads, texts, qtypes)
        return _Plan(qs, packed_qs, perms, rows, heads, texts, qtypes,
                     [self.bundle.temperature(q.type, len(q.names)) for q in qs], [len(t) for t in texts],
                     any(len(r) > 1 for r in rows), fitted)

    def _answer(self, prep: "_Prepared", logits: np.ndarray, t2: float, model: str | None) -> dict[str, Any]:
        """The wire response from a prepared request's logits (rows of one question joined first)."""
        plan, packed = prep.plan, prep.packed
        qs, packed_qs, rows = plan.qs, plan.packed_qs, plan.rows
        # (each row's option count and type are the plan's: the packer keeps every marker)
        counts = plan.n_options
        if self.layout == "block":
            # one row, every question's markers in order: a row of logits per question, as "rows" gives
            per_q = np.full((len(counts), max(counts)), -1e4, dtype=np.float32)
            a = 0
            for i, n in enumerate(counts):
                per_q[i, :n] = logits[0, a:a + n]
                a += n
            logits = per_q
        cut_rows = packed["cut"].tolist()
        if plan.spread:
            width = max(len(q.names) for q in packed_qs)
            joined = np.full((len(packed_qs), width), -1e4, dtype=np.float32)
            for i, rs in enumerate(rows):
                parts = [logits[r, : counts[r]] for r in rs]
                joined[i, : sum(len(x) for x in parts)] = np.concatenate(parts)
            logits = joined
            n_opts = [len(q.names) for q in packed_qs]
            qtype = [QTYPE_CODE[q.type] for q in packed_qs]
            cut = [max(cut_rows[r] for r in rs) for rs in rows]
        else:
            n_opts, qtype, cut = counts, plan.qtypes, cut_rows
        probs, conf, expd = self.readout(logits, n_opts, qtype, plan.temps)
        answers = {}
        for i, q in enumerate(qs):
            answers[q.id] = answer(q, unpermute(probs[i], plan.perms[i]), conf[i], expd[i], cut[i])
            if len(rows[i]) > 1:
                answers[q.id]["x_option_rows"] = len(rows[i])
        t3 = time.perf_counter()
        return {
            "model": model or self.model_name,
            "answers": answers,
            "usage": {"input_tokens": int(packed["input_tokens"]), "output_tokens": 0},
            "x_timing_ms": {"pack": (prep.t1 - prep.t0) * 1e3, "run": (t2 - prep.t1) * 1e3, "readout": (t3 - t2) * 1e3},
        }

    @staticmethod
    def _spread(qs: list[Question]) -> tuple[list[Question], list[list[int]]]:
        """Choice questions with more than OPTIONS_PER_ROW options split into rows of at most that many
        (each row: the question's head, its share of the options, the state); → (rows, question → rows)."""
        out: list[Question] = []
        rows: list[list[int]] = []
        for q in qs:
            if q.type != "choice" or len(q.names) <= OPTIONS_PER_ROW:
                rows.append([len(out)])
                out.append(q)
                continue
            mine = []
            for a in range(0, len(q.names), OPTIONS_PER_ROW):
                mine.append(len(out))
                out.append(Question(q.id, q.type, q.head, q.names[a:a + OPTIONS_PER_ROW],
                                    q.texts[a:a + OPTIONS_PER_ROW], q.levels))
            rows.append(mine)
        return out, rows

    def info(self) -> dict[str, Any]:
        return {"model": self.model_name, "version": self.bundle.meta.get("model_version"),
                "bundle": str(self.bundle.root), "model_file": self.model_file.name,
                "providers": self.providers, "threads": self.threads or self.session.get_session_options().intra_op_num_threads,
                "queue": self.queue_stats()}


class Judge(BundleJudge):
    """The native judge: C++ tokenizer, packer and readout around one onnxruntime session.

    >>> from jevloop import Judge
    >>> judge = Judge.default()                     # the bundled judge, offline
    >>> out = judge.ask({"task": "What is 1+1?"},
    ...                 {"act": {"type": "noul", "instructions": "Does the agent still need a tool?"}})
    >>> a = out["answers"]["act"]
    >>> a["type"], 0.0 <= a["noul"] <= 1.0
    ('noul', True)
    >>> pick = judge.ask({"task": "read alpha.ts"}, {"tool": {"type": "choice", "instructions": "Which tool next?",
    ...                   "criteria": {"read_file": "read a file", "list_dir": "list the folder"}}})
    >>> sorted(pick["answers"]["tool"]["probabilities"])
    ['list_dir', 'read_file']
    """

    name = "native"

    def _setup_tokenizer(self, path: Path) -> None:
        from ..native import Tokenizer
        try:
            self.tokenizer = Tokenizer(path)
        except (AttributeError, KeyError, TypeError, ValueError) as e:   # a shape load_bundle did not foresee
            first = (str(e).strip().splitlines() or [""])[0][:200]   # pybind's messages can quote the vocabulary
            raise BundleError(f"tokenizer {path}: not a usable tokenizer.json ({type(e).__name__}: {first})") from None

    def _token_id(self, token: str) -> int:
        try:
            return self.tokenizer.token_id(token)
        except KeyError:
            raise BundleError(f"bundle {self.bundle.root}: token {token!r} is not in the tokenizer") from None

    def _setup_packer(self) -> None:
        from ..native import make_packer, readout_lists
        self._readout_lists = readout_lists          # (no import on each answer's path)
        try:
            self._packer = make_packer(self.tokenizer, self.bundle.packing)
        except (ValueError, TypeError) as e:
            first = (str(e).strip().splitlines() or [""])[0][:200]
            raise BundleError(f"bundle {self.bundle.root}: packing settings refused ({first})") from None

    def pack(self, plan: _Plan, state_text: str) -> dict[str, Any]:
        return self._packer.pack_prepared(plan.fitted, state_text)

    def prepare_rows(self, heads: list[str], texts: list[list[str]], qtypes: list[int]) -> Any:
        # fitting the questions to the layout does not depend on the state: done once per plan
        return self._packer.prepare(heads, texts, qtypes, self.layout == "block")

    def readout(self, logits, n_options, qtype, temps):
        return self._readout_lists(logits, n_options, qtype, temps)

    @classmethod
    def default(cls, **kw: Any) -> "Judge":
        """The judge bundled with jevloop; no network."""
        return cls(default_bundle_dir(), **kw)

    @classmethod
    def from_pretrained(cls, path_or_repo: str | os.PathLike, **kw: Any) -> "Judge":
        return cls(resolve_bundle(path_or_repo), **kw)
