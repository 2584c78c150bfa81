"""Judge bundles: judge.json + tokenizer.json + ONNX graph(s), every file hash-checked."""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..wire import OPTION_ORDERS
from ..errors import BundleError

FORMAT_VERSION = 1
ONNX_INPUTS = ("input_ids", "attention_mask", "marker_pos", "marker_mask", "qtype")
# packing.layout (csrc/packer.h): "rows", one row per question (the format's base); "block", one row
# per request, the state encoded once and read by every question (an extension: its graph also takes
# position_ids, its attention_mask holds segments and its qtype is one per marker, [B, K]).
LAYOUTS = ("rows", "block")
LAYOUT_INPUTS = {"rows": ONNX_INPUTS, "block": ONNX_INPUTS + ("position_ids",)}
# Option-count buckets for temperatures: a temperature is fitted per (type, bucket).
BUCKETS = ((2, 2, "2"), (3, 4, "3-4"), (5, 8, "5-8"), (9, 16, "9-16"), (17, 255, "17+"))


def bucket_of(n: int) -> str:
    for lo, hi, name in BUCKETS:
        if lo <= n <= hi:
            return name
    return BUCKETS[-1][2]


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


@dataclass
class Bundle:
    root: Path
    meta: dict[str, Any]
    packing: dict[str, Any] = field(default_factory=dict)
    ops: dict[str, frozenset[str]] = field(default_factory=dict)     # variant → op types of its graph

    @property
    def layout(self) -> str:
        return str(self.packing.get("layout", "rows"))

    @property
    def onnx_inputs(self) -> tuple[str, ...]:
        return LAYOUT_INPUTS[self.layout]

    def quantises_dynamically(self, variant: str | None = None) -> bool:
        """Whether the variant's graph computes activation scales at run time over its whole input
        (DynamicQuantizeLinear): then a row's numbers would depend on the other rows of its batch."""
        v = variant or self.meta.get("default_variant") or next(iter(self.meta.get("models") or {"fp32": 0}))
        return "DynamicQuantizeLinear" in self.ops.get(v, ())

    @property
    def name(self) -> str:
        return str(self.meta.get("model_version") or self.root.name)

    def file(self, key: str) -> Path:
        return self.root / self.meta["files"][key]["path"]

    def model_path(self, variant: str | None = None) -> Path:
        variants = self.meta.get("models") or {"fp32": "model"}
        v = variant or self.meta.get("default_variant") or next(iter(variants))
        if v not in variants:
            raise BundleError(f"bundle {self.root}: no model variant {v!r} (variants: {', '.join(variants)})")
        return self.file(variants[v])

    def temperature(self, qtype: str, n: int) -> float:
        t = ((self.meta.get("temperatures") or {}).get(qtype) or {}).get(bucket_of(n), 1.0)
        return float(t) if t and t > 0 else 1.0


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _is_num(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _check_meta(root: Path, jp: Path, meta: Any) -> None:
    """The shape of judge.json, so that no later access meets a wrong type (AttributeError, KeyError,
    TypeError are BundleErrors here, with the key named)."""
    if not isinstance(meta, dict):
        raise BundleError(f"{jp}: must hold a JSON object, not {type(meta).__name__}")
    if meta.get("format_version") != FORMAT_VERSION:
        raise BundleError(f"{jp}: format_version {meta.get('format_version')!r} is not {FORMAT_VERSION}")
    files = meta.get("files")
    if not isinstance(files, dict) or "tokenizer" not in files:
        raise BundleError(f"{jp}: 'files' must list the tokenizer and model files with their sha256")
    for key, entry in files.items():
        if not isinstance(entry, dict) or not isinstance(entry.get("path"), str) or not entry["path"] \
                or not isinstance(entry.get("sha256"), str):
            raise BundleError(f"{jp}: files.{key} must be an object with a 'path' and a 'sha256' string")
        # lexically, not resolved: a Hub snapshot's files are symlinks into the cache's blobs folder
        norm = os.path.normpath(entry["path"])
        if os.path.isabs(norm) or norm == ".." or norm.startswith(".." + os.sep):
            raise BundleError(f"{jp}: files.{key}.path {entry['path']!r} is outside the bundle folder")
    models = meta.get("models") or {"fp32": "model"}
    if not isinstance(models, dict) or not models or not all(
            isinstance(k, str) and isinstance(v, str) and v in files for k, v in models.items()):
        raise BundleError(f"{jp}: 'models' must map each variant name to a key of 'files'")
    dv = meta.get("default_variant")
    if dv is not None and dv not in models:
        raise BundleError(f"{jp}: default_variant {dv!r} is not among the models ({', '.join(models)})")
    packing = meta.get("packing")
    if not isinstance(packing, dict):
        raise BundleError(f"{jp}: 'packing' must be an object")
    for k, lo in (("max_length", 8), ("head_budget", 1), ("option_budget", 0), ("state_budget", 0)):
        if k not in packing:
            raise BundleError(f"{jp}: packing.{k} is missing")
        if not _is_int(packing[k]) or not lo <= packing[k] <= 1 << 20:
            raise BundleError(f"{jp}: packing.{k} must be a whole number from {lo}, not {packing[k]!r}")
    if not isinstance(packing.get("marker_token"), str) or not packing["marker_token"]:
        raise BundleError(f"{jp}: packing.marker_token is missing" if "marker_token" not in packing
                          else f"{jp}: packing.marker_token must be a token string")
    order = packing.get("option_order", "given")
    if not isinstance(order, str) or order not in OPTION_ORDERS:
        raise BundleError(f"{jp}: packing.option_order is {order!r}; allowed: {', '.join(OPTION_ORDERS)}")
    layout = packing.get("layout", "rows")
    if not isinstance(layout, str) or layout not in LAYOUTS:
        raise BundleError(f"{jp}: packing.layout is {layout!r}; allowed: {', '.join(LAYOUTS)}")
    temps = meta.get("temperatures")
    if temps is not None:
        ok = isinstance(temps, dict) and all(
            isinstance(by_bucket, dict) and all(t is None or _is_num(t) for t in by_bucket.values())
            for by_bucket in temps.values() if by_bucket is not None)
        if not ok:
            raise BundleError(f"{jp}: 'temperatures' must map a question type to {{bucket: number}}")


def check_tokenizer(path: Path) -> int:
    """The parts of a tokenizer.json the judges read, checked for shape; returns the highest token id."""
    from ..native import read_tokenizer_json
    spec = read_tokenizer_json(path)
    model = spec.get("model")
    if not isinstance(model, dict):
        raise BundleError(f"tokenizer {path}: 'model' must be an object")
    vocab = model.get("vocab")
    if not isinstance(vocab, dict) or not vocab:
        raise BundleError(f"tokenizer {path}: empty or missing vocabulary")
    if not all(_is_int(i) and 0 <= i < 1 << 31 for i in vocab.values()):
        raise BundleError(f"tokenizer {path}: model.vocab must map each token to a non-negative id")
    for k, want in (("unk_token", str), ("continuing_subword_prefix", str), ("max_input_chars_per_word", int),
                    ("type", str)):
        if k in model and not isinstance(model[k], want):
            raise BundleError(f"tokenizer {path}: model.{k} must be a {want.__name__}")
    for k in ("normalizer", "pre_tokenizer"):
        if spec.get(k) is not None and not isinstance(spec[k], dict):
            raise BundleError(f"tokenizer {path}: '{k}' must be an object or null")
    added = spec.get("added_tokens") or []
    if not isinstance(added, list) or not all(
            isinstance(a, dict) and isinstance(a.get("content"), str) and _is_int(a.get("id"))
            and 0 <= a["id"] < 1 << 31 for a in added):
        raise BundleError(f"tokenizer {path}: 'added_tokens' must be a list of {{content, id}} objects")
    return max([*vocab.values(), *(a["id"] for a in added)])


# -- the word-embedding rows of an ONNX graph, read straight from the protobuf ----------------------
# (no `onnx` dependency, and no import of it on every judge load; only the few fields needed are read)

class _Malformed(Exception):
    pass


def _varint(buf: memoryview, i: int) -> tuple[int, int]:
    shift = out = 0
    while True:
        if i >= len(buf) or shift > 63:
            raise _Malformed
        b = buf[i]
        i += 1
        out |= (b & 0x7F) << shift
        if b < 0x80:
            return out, i
        shift += 7


def _fields(buf: memoryview):
    i, n = 0, len(buf)
    while i < n:
        key, i = _varint(buf, i)
        num, wt = key >> 3, key & 7
        if wt == 0:
            val, i = _varint(buf, i)
        elif wt == 2:
            ln, i = _varint(buf, i)
            val, i = buf[i:i + ln], i + ln
        elif wt in (1, 5):
            ln = 8 if wt == 1 else 4
            val, i = buf[i:i + ln], i + ln
        else:
            raise _Malformed
        if i > n:
            raise _Malformed
        yield num, wt, val


def _node(buf: memoryview) -> tuple[str, list[str], list[str], int]:
    op, ins, outs, axis = "", [], [], 0
    for num, wt, val in _fields(buf):
        if wt != 2:
            continue
        if num == 1:
            ins.append(bytes(val).decode("utf-8", "replace"))
        elif num == 2:
            outs.append(bytes(val).decode("utf-8", "replace"))
        elif num == 4:
            op = bytes(val).decode("utf-8", "replace")
        elif num == 5:   # AttributeProto: name = 1, i = 3
            name, iv = "", 0
            for anum, awt, aval in _fields(val):
                if anum == 1 and awt == 2:
                    name = bytes(aval).decode("utf-8", "replace")
                elif anum == 3 and awt == 0:
                    iv = aval - (1 << 64) if aval >= 1 << 63 else aval
            if name == "axis":
                axis = iv
    return op, ins, outs, axis


def _tensor_dims(buf: memoryview) -> tuple[str, list[int]]:
    name, dims = "", []
    for num, wt, val in _fields(buf):
        if num == 1 and wt == 0:
            dims.append(val)
        elif num == 1 and wt == 2:   # packed
            j = 0
            while j < len(val):
                d, j = _varint(val, j)
                dims.append(d)
        elif num == 8 and wt == 2:
            name = bytes(val).decode("utf-8", "replace")
    return name, dims


_PASS_THROUGH = {"Cast", "Identity", "Reshape", "Unsqueeze", "Squeeze", "Flatten"}
_EMBED_OPS = {"EmbedLayerNormalization", "QEmbedLayerNormalization"}   # input 0: ids, input 2: word embeddings


def read_graph(model: Path) -> tuple[list, dict] | None:
    """(nodes as (op, inputs, outputs, axis), initializer name → dims) of an ONNX file, read once at
    load; None when the file cannot be parsed (onnxruntime then reports it)."""
    try:
        buf = memoryview(model.read_bytes())
        graph = next((v for num, wt, v in _fields(buf) if num == 7 and wt == 2), None)
        if graph is None:
            return None
        nodes, inits = [], {}
        for num, wt, val in _fields(graph):
            if num == 1 and wt == 2:
                nodes.append(_node(val))
            elif num == 5 and wt == 2:
                name, dims = _tensor_dims(val)
                inits[name] = dims
    except (OSError, _Malformed):
        return None
    return nodes, inits


def embedding_rows(model: Path | tuple[list, dict] | None) -> tuple[str, int] | None:
    """(initializer name, rows) of the table the graph looks `input_ids` up in, or None when the graph
    does not look them up directly in an initializer (e.g. the ids are hashed first), or the file
    cannot be parsed. `model`: a path, or what read_graph returned."""
    parsed = read_graph(model) if isinstance(model, Path) else model
    if parsed is None:
        return None
    nodes, inits = parsed
    producer = {o: (op, ins) for op, ins, outs, _ in nodes for o in outs}

    def table(name: str) -> tuple[str, int] | None:
        for _ in range(4):   # through DequantizeLinear / Identity / Cast to the initializer
            if name in inits:
                return (name, inits[name][0]) if inits[name] else None
            op, ins = producer.get(name, ("", []))
            if op not in ("DequantizeLinear", "Identity", "Cast") or not ins:
                return None
            name = ins[0]
        return None

    ids = {"input_ids"}
    for op, ins, outs, axis in nodes:   # ONNX nodes are in topological order
        if op == "Gather" and axis == 0 and len(ins) >= 2 and ins[1] in ids:
            return table(ins[0])
        if op in _EMBED_OPS and len(ins) >= 3 and ins[0] in ids:
            return table(ins[2])
        if op in _PASS_THROUGH and ins and ins[0] in ids:
            ids.update(o for o in outs if o)
    return None


def load_bundle(path: str | os.PathLike, verify: bool = True) -> Bundle:
    """Load and check a bundle folder. Every defect (missing or altered file, judge.json or
    tokenizer.json of the wrong shape, a tokenizer with ids the graph has no embedding row for) is a
    BundleError with one line."""
    root = Path(path)
    jp = root / "judge.json"
    if not jp.is_file():
        raise BundleError(f"{root} is not a judge bundle: judge.json is missing")
    try:
        meta = json.loads(jp.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise BundleError(f"{jp}: cannot read ({e})") from None
    _check_meta(root, jp, meta)
    files = meta["files"]
    for key, entry in files.items():
        p = root / entry["path"]
        if not p.is_file():
            raise BundleError(f"bundle {root}: file {entry['path']!r} ({key}) is missing")
        if verify:
            got = sha256_file(p)
            if got != entry["sha256"]:
                raise BundleError(f"bundle {root}: {entry['path']} does not match its sha256 in judge.json "
                                  f"(expected {entry['sha256'][:12]}…, got {got[:12]}…); refusing to load")
    max_id = check_tokenizer(root / files["tokenizer"]["path"])
    ops: dict[str, frozenset[str]] = {}
    for variant, key in (meta.get("models") or {"fp32": "model"}).items():
        parsed = read_graph(root / files[key]["path"])
        ops[variant] = frozenset(n[0] for n in parsed[0]) if parsed else frozenset()
        found = embedding_rows(parsed)
        if found is not None and max_id >= found[1]:
            raise BundleError(f"bundle {root}: tokenizer ids go up to {max_id} but the {variant} graph's word "
                              f"embeddings ({found[0]}) have {found[1]} rows; the tokenizer does not belong to "
                              f"this graph")
        if meta["packing"].get("layout") == "block" and "DynamicQuantizeLinear" in ops[variant]:
            # its activation scales would span every question of the row: answers would move together
            raise BundleError(f"bundle {root}: the {variant} graph quantises dynamically, which the block layout "
                              f"cannot use (questions sharing a row would share activation scales); export it "
                              f"with static quantisation")
    return Bundle(root, meta, meta["packing"], ops)
