"""The pure-Python reference judge (L3): Hugging Face `tokenizers` + numpy packing + numpy readout.

It is the oracle the native core is tested against and the baseline the benchmarks compare with;
both layouts are the ones csrc/packer.h documents.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from ..errors import BundleError
from .native import BundleJudge


def _fit(encode, r: int, head: str, options: list[str], fixed_extra: int, max_length: int, head_budget: int,
         option_budget: int) -> tuple[list[int], list[list[int]]]:
    """A question's head and options within their budgets, options shrunk to a common cap until
    fixed_extra + the question's tokens fit max_length."""
    enc = encode([head] + list(options))
    h = enc[0][:head_budget]
    opts = [o[:option_budget] for o in enc[1:]]

    def tokens(cap: int) -> int:
        return len(h) + len(opts) + sum(min(cap, len(o)) for o in opts)

    cap = option_budget
    while cap > 0 and fixed_extra + tokens(cap) > max_length:
        cap -= 1
    if fixed_extra + tokens(cap) > max_length:
        raise ValueError(f"question {r} has {len(opts)} options, which do not fit the bundle's max_length {max_length}")
    return h, [o[:cap] for o in opts]


def reference_pack_block(encode, questions: list[tuple[str, list[str], int]], state: str, *, max_length: int,
                         head_budget: int, option_budget: int, state_budget: int, marker_id: int, cls_id: int,
                         sep_id: int, pad_id: int) -> dict[str, Any]:
    state_ids = encode([state])[0]
    fitted = [_fit(encode, r, head, options, 4 + state_budget, max_length, head_budget, option_budget)
              for r, (head, options, _qt) in enumerate(questions)]
    take = min(state_budget, len(state_ids))
    ids = [cls_id, *state_ids[:take], sep_id]
    seg = [1] * len(ids)
    pos = list(range(len(ids)))
    s_len = len(ids)
    marks, qtypes = [], []
    for i, ((h, opts), (_h, _o, qt)) in enumerate(zip(fitted, questions)):
        block = [*h, sep_id]
        for o in opts:
            marks.append(len(ids) + len(block))
            qtypes.append(qt)
            block += [marker_id, *o]
        block.append(sep_id)
        ids += block
        seg += [2 + i] * len(block)
        pos += [s_len + j for j in range(len(block))]
    k = len(marks)
    return {
        "input_ids": np.array([ids], dtype=np.int64), "attention_mask": np.array([seg], dtype=np.int64),
        "position_ids": np.array([pos], dtype=np.int64), "marker_pos": np.array([marks], dtype=np.int64),
        "marker_mask": np.ones((1, k), dtype=np.int64), "qtype": np.array([qtypes], dtype=np.int64),
        "cut": np.array([len(state_ids) - take] * len(questions), dtype=np.int64),
        "n_options": np.array([len(o) for _h, o in fitted], dtype=np.int64), "input_tokens": len(ids),
    }


def reference_pack(encode, questions: list[tuple[str, list[str], int]], state: str, *, max_length: int,
                   head_budget: int, option_budget: int, state_budget: int, marker_id: int, cls_id: int,
                   sep_id: int, pad_id: int) -> dict[str, Any]:
    state_ids = encode([state])[0]
    rows, marks, cuts = [], [], []
    for r, (head, options, _qt) in enumerate(questions):
        h, opts = _fit(encode, r, head, options, 4, max_length, head_budget, option_budget)
        fixed = 4 + len(h) + len(opts) + sum(len(o) for o in opts)
        room = min(state_budget, max_length - fixed)
        take = min(room, len(state_ids))
        ids = [cls_id, *h, sep_id]
        m = []
        for o in opts:
            m.append(len(ids))
            ids.append(marker_id)
            ids.extend(o)
        ids.append(sep_id)
        ids.extend(state_ids[:take])
        ids.append(sep_id)
        rows.append(ids)
        marks.append(m)
        cuts.append(len(state_ids) - take)
    b, length, kk = len(rows), max(len(r) for r in rows), max(1, max(len(m) for m in marks))
    input_ids = np.full((b, length), pad_id, dtype=np.int64)
    attn = np.zeros((b, length), dtype=np.int64)
    mpos = np.zeros((b, kk), dtype=np.int64)
    mmask = np.zeros((b, kk), dtype=np.int64)
    for i, (ids, m) in enumerate(zip(rows, marks)):
        input_ids[i, :len(ids)] = ids
        attn[i, :len(ids)] = 1
        mpos[i, :len(m)] = m
        mmask[i, :len(m)] = 1
    return {
        "input_ids": input_ids, "attention_mask": attn, "marker_pos": mpos, "marker_mask": mmask,
        "qtype": np.array([q[2] for q in questions], dtype=np.int64), "cut": np.array(cuts, dtype=np.int64),
        "n_options": np.array([len(m) for m in marks], dtype=np.int64), "input_tokens": int(attn.sum()),
    }


def reference_readout(logits: np.ndarray, n_options, qtype, temps) -> dict[str, np.ndarray]:
    rows, markers = logits.shape
    probs = np.zeros((rows, markers), dtype=np.float64)
    top = np.zeros(rows, dtype=np.int64)
    top_p = np.zeros(rows)
    conf = np.zeros(rows)
    expected = np.zeros(rows)
    for r in range(rows):
        n = int(n_options[r])
        t = temps[r] if temps[r] > 0 else 1.0
        z = logits[r, :n].astype(np.float64) / t
        if not np.all(np.isfinite(z)):
            raise ValueError(f"row {r}: non-finite logit")
        e = np.exp(z - z.max())
        p = e / e.sum()
        probs[r, :n] = p
        top[r] = int(np.argmax(p))
        top_p[r] = p[top[r]]
        idx = np.arange(n, dtype=np.float64)
        expected[r] = float((idx * p).sum())
        if int(qtype[r]) == 2:
            d = float(np.abs(idx - (n - 1) / 2).sum() / n)
            spread = float((p * np.abs(idx - top[r])).sum())
            conf[r] = max(0.0, 1.0 - spread / d) if d > 0 else 1.0
        else:
            conf[r] = (p[top[r]] - 1.0 / n) / (1.0 - 1.0 / n)
    return {"probs": probs, "top": top, "top_p": top_p, "confidence": conf, "expected": expected}


class ReferenceJudge(BundleJudge):
    """Same bundle, same session; tokenisation, packing and readout in Python."""

    name = "reference"

    def __init__(self, *a: Any, **kw: Any):
        kw.setdefault("coalesce", False)
        super().__init__(*a, **kw)

    def _setup_tokenizer(self, path: Path) -> None:
        from tokenizers import Tokenizer as HFTokenizer
        self.hf = HFTokenizer.from_file(str(path))
        self.hf.no_padding()
        self.hf.no_truncation()

    def _token_id(self, token: str) -> int:
        i = self.hf.token_to_id(token)
        if i is None:
            raise BundleError(f"bundle {self.bundle.root}: token {token!r} is not in the tokenizer")
        return i

    def _setup_packer(self) -> None:
        pk = self.bundle.packing
        self._pack_cfg = dict(max_length=int(pk["max_length"]), head_budget=int(pk["head_budget"]),
                              option_budget=int(pk["option_budget"]), state_budget=int(pk["state_budget"]),
                              marker_id=self.marker_id, cls_id=self.cls_id, sep_id=self.sep_id, pad_id=self.pad_id)

    def encode(self, texts: list[str]) -> list[list[int]]:
        return [e.ids for e in self.hf.encode_batch(texts, add_special_tokens=False)]

    def pack(self, plan, state_text: str) -> dict[str, Any]:
        pack = reference_pack_block if self.layout == "block" else reference_pack
        return pack(self.encode, list(zip(plan.heads, plan.texts, plan.qtypes)), state_text, **self._pack_cfg)

    def readout(self, logits, n_options, qtype, temps):
        ro = reference_readout(logits, n_options, qtype, temps)
        return ([row[: int(k)] for row, k in zip(ro["probs"].tolist(), n_options)], ro["confidence"].tolist(),
                ro["expected"].tolist())
