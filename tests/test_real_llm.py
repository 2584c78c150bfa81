"""Opt-in (`pytest -m llm`, after `bash scripts/setup_llama.sh --start`): the loop against a real
llama-server with SmolLM2-135M. Constrained tool inputs name an allowed target, destructive calls are
put to a human, and the meter equals the trace's generate events."""
from __future__ import annotations

import os
import sys
import urllib.request
from pathlib import Path

import pytest

URL = os.environ.get("JEVLOOP_LLM_URL", "http://127.0.0.1:8089/v1")
pytestmark = pytest.mark.llm


@pytest.fixture(scope="module")
def bench():
    try:
        urllib.request.urlopen(URL.rsplit("/v1", 1)[0] + "/health", timeout=5).read()
    except OSError:
        pytest.fail(f"no LLM server at {URL}: run `bash scripts/setup_llama.sh --start` (or set JEVLOOP_LLM_URL)")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    import real_llm
    return real_llm


@pytest.mark.parametrize("family", ["delete", "move", "copy_find"])
def test_constrained_tool_inputs_from_a_real_model(bench, family):
    from jevloop.loopbench import tasks
    spec = next(s for s in tasks() if s.family == family and s.lang == "en")
    r = bench.run_one(URL, spec, "json_schema", "oracle", 200)
    assert r["tool_input_ok"], r
    assert r["destructive_asked"] and r["meter_matches_trace"], r
