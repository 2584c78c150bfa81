# `make demo` and `make test` each work on a fresh clone: they create .venv when missing and
# install the package (building jevloop._native) before running.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test install bench clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml CMakeLists.txt $(wildcard csrc/*.cpp csrc/*.h)
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

demo: $(STAMP)
	$(BIN)/jevloop demo

test: $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python benchmarks/judge_latency.py

clean:
	rm -rf build $(VENV) .pytest_cache
