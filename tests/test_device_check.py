"""benchmarks/device_check.py, the prepared accelerator run, checked for its mechanics on the CPU: with
the CPU provider standing in for the device, every answer agrees, the table and JSON have their shape,
and a provider this machine lacks is exit 2 with nothing measured. (What it says about CUDA only a
machine with one can tell.)"""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TINY = ROOT / "tests" / "data" / "tiny-judge"


def _module():
    spec = importlib.util.spec_from_file_location("device_check", ROOT / "benchmarks" / "device_check.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_cpu_standing_in_for_the_device_agrees_and_reports(capsys):
    mod = _module()
    rc, res = mod.check(str(TINY), "CPUExecutionProvider", repeats=1, tolerance=1e-3)
    assert rc == 0 and res["ok"] and res["session_providers"][0] == "CPUExecutionProvider"
    assert res["parity"]["max_abs_diff"] <= 1e-6 and res["parity"]["requests"] > 22
    assert set(res["latency"]) == {"contract frames", "synthetic"}
    assert [b["states"] for b in res["batch"]["device"]] == [1, 2, 4, 8, 16]
    assert "parity over" in mod.table(res) and mod.table(res).endswith("OK")
    assert mod.main(["--bundle", str(TINY), "--provider", "CPUExecutionProvider", "--repeats", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["ok"] is True


def test_a_provider_this_machine_lacks_measures_nothing():
    mod = _module()
    rc, res = mod.check(str(TINY), "NoSuchExecutionProvider", repeats=1, tolerance=1e-3)
    assert rc == 2 and "not available" in res["error"] and mod.table(res) == res["error"]
