"""Weights of a shipped int8 bundle, dequantised back into the torch JudgeModel (extra `train`).

A bundle keeps only its int8 graph; the fp32 checkpoint it was exported from stays out of git. To
fine-tune a shipped judge further, its weights are read back from the graph: per-channel MatMul
weights and the fused attention's QKV weights as (q − zero_point) · scale, the embeddings and the
embedding LayerNorm as per-tensor (q − zero_point) · scale, biases and the encoder LayerNorms as
stored (fp32). The result differs from the lost checkpoint by at most half a quantisation step per
weight; `agreement()` measures what that costs before any training.
"""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np

_MATMUL = re.compile(r"^/(?P<path>.+)/MatMul_quant$")
_ATTN = re.compile(r"^Attention_(?P<layer>\d+)_quant$")


def _module_key(scope: str) -> str:
    """torch's export scope → state-dict prefix: "/bert/encoder/layer.0/attention/output/dense" →
    "bert.encoder.layer.0.attention.output.dense"; a container that is called itself also names its
    children with its own prefix ("/head/head.0" → "head.0")."""
    parts: list[str] = []
    for c in scope.strip("/").split("/"):
        if "." in c and parts and parts[-1] == c.split(".", 1)[0]:
            parts.pop()
        parts.append(c)
    return ".".join(parts)


def _deq(inits: dict[str, np.ndarray], base: str) -> np.ndarray:
    q = inits[base + "_quantized"].astype(np.float32)
    return (q - inits[base + "_zero_point"].astype(np.float32)) * inits[base + "_scale"].astype(np.float32)


def state_from_int8(onnx_path: str | Path) -> dict[str, np.ndarray]:
    """The JudgeModel state (name → fp32 array) held by an int8 graph exported by this package."""
    import onnx
    from onnx import numpy_helper
    m = onnx.load(str(onnx_path))
    inits = {i.name: numpy_helper.to_array(i) for i in m.graph.initializer}
    out: dict[str, np.ndarray] = {}
    for name, arr in inits.items():           # fp32 tensors kept as exported: biases, encoder LayerNorms
        if arr.dtype == np.float32 and name.startswith(("bert.", "head.")) and not name.endswith("_scale"):
            out[name] = arr
    for base in ("bert.embeddings.word_embeddings.weight", "bert.embeddings.position_embeddings.weight",
                 "bert.embeddings.token_type_embeddings.weight", "bert.embeddings.LayerNorm.weight",
                 "bert.embeddings.LayerNorm.bias", "type_emb.weight"):
        out[base] = _deq(inits, base)
    for node in m.graph.node:
        if node.op_type == "MatMulInteger":
            mm = _MATMUL.match(node.name)
            if not mm:
                raise ValueError(f"unexpected MatMulInteger node {node.name}")
            key = _module_key(mm.group("path"))
            w = node.input[1].removesuffix("_quantized")
            out[key + ".weight"] = _deq(inits, w).T.copy()           # MatMul [in, out] → Linear [out, in]
        elif node.op_type == "QAttention":
            layer = int(_ATTN.match(node.name).group("layer"))
            w = _deq(inits, f"Attention_{layer}_qkv_weight")          # [in, 3·out]: q | k | v
            b = inits[f"Attention_{layer}_qkv_bias"]
            d = w.shape[0]
            for i, part in enumerate(("query", "key", "value")):
                key = f"bert.encoder.layer.{layer}.attention.self.{part}"
                out[key + ".weight"] = w[:, i * d:(i + 1) * d].T.copy()
                out[key + ".bias"] = b[i * d:(i + 1) * d].copy()
    return out


def load_into(model, onnx_path: str | Path) -> list[str]:
    """Copy the graph's weights into `model`; returns the model's parameters the graph did not hold
    (expected: none but buffers such as position ids)."""
    import torch
    state = state_from_int8(onnx_path)
    own = model.state_dict()
    missing = [k for k in own if k not in state]
    for k, v in state.items():
        if k not in own:
            raise ValueError(f"the graph holds {k}, which the model does not have")
        if tuple(own[k].shape) != v.shape:
            raise ValueError(f"{k}: graph shape {v.shape} vs model {tuple(own[k].shape)}")
        own[k] = torch.from_numpy(v)
    model.load_state_dict(own)
    return missing
