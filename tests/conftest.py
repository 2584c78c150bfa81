"""Shared test fixtures: the repository root, the tiny test bundle, a judge on it (per module)."""
from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TINY_BUNDLE = ROOT / "tests" / "data" / "tiny-judge"


@pytest.fixture(scope="module")
def tiny_judge():
    """The native Judge on the tiny fp32 test bundle (fast, untrained: for mechanics, not answers)."""
    from jevloop.judge.native import Judge
    return Judge(TINY_BUNDLE)
