"""Static (calibrated) int8 quantisation of a judge graph (extra `train`, or `test` for onnx).

The shipped graphs quantise dynamically: ORT computes each activation's scale over the whole input
tensor at run time, so a row's numbers moved with its batch-mates and the judge runs one row at a
time (judge/native.py). Here the activation scales are fixed at export from representative frames
(MinMax over the calibration requests), weights per channel, MatMuls and the embedding Gathers in
QDQ form: a row's numbers then depend on that row alone, and rows can share one run.

Measured on judge-6 (2026-12-01, 400 calibration requests from 40 training-world episodes): 18.9 MB
like the dynamic graph; 903 generated held-out items 95.24 % right, the same as the dynamic graph;
answers alone and in a batch of 8 equal (max |Δp| 0.0); against the fp32 graph max |Δp| p99 0.13
(dynamic: 0.036); wild dev 180 of 197 tasks (dynamic: 182). Not the shipped default for that reason.
"""
from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any, Iterable

import numpy as np



def calibration_feeds(bundle_dir: Path, episodes: int, seed: int, limit: int = 400) -> list[dict[str, np.ndarray]]:
    """Packed requests (one question each) from training-world episodes, as the bundle packs them."""
    from ..judge.native import Judge
    from .data import build
    judge = Judge(bundle_dir, coalesce=False)
    examples = build(episodes, seed=seed, split="train")
    rng = random.Random(seed)
    feeds = []
    for e in rng.sample(examples, min(limit, len(examples))):
        packed = judge._prepare(e.state, {e.qid: e.question}).packed
        feeds.append({k: packed[k] for k in judge.inputs})
    return feeds


def static_int8(fp32_model: Path, out_model: Path, feeds: Iterable[dict[str, Any]], workdir: Path) -> None:
    """Quantise an unfused fp32 graph with fixed activation scales calibrated on `feeds`. ORT's shape
    inference leaves temporary files in the working directory, so it runs inside `workdir`."""
    from onnxruntime.quantization import (CalibrationDataReader, CalibrationMethod, QuantFormat, QuantType,
                                          quantize_static)
    from onnxruntime.quantization.shape_inference import quant_pre_process

    class Reader(CalibrationDataReader):
        def __init__(self) -> None:
            self.it = iter(feeds)

        def get_next(self) -> dict[str, Any] | None:
            return next(self.it, None)

    workdir.mkdir(parents=True, exist_ok=True)
    here = os.getcwd()
    pre = workdir / "model.pre.onnx"
    try:
        os.chdir(workdir)
        quant_pre_process(str(Path(here, fp32_model)), str(pre), skip_optimization=False, skip_symbolic_shape=True)
        quantize_static(str(pre), str(Path(here, out_model)), Reader(), quant_format=QuantFormat.QDQ, per_channel=True,
                        activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8,
                        op_types_to_quantize=["MatMul", "Gemm", "Gather"], calibrate_method=CalibrationMethod.MinMax,
                        extra_options={"ActivationSymmetric": False, "WeightSymmetric": True})
    finally:
        os.chdir(here)
        pre.unlink(missing_ok=True)
