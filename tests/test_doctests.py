"""The public API's examples run: Judge, Agent, load_contract and the backend chain."""
from __future__ import annotations

import doctest

import pytest

import jevloop.contract
import jevloop.judge.chain
import jevloop.judge.native
import jevloop.loop


@pytest.mark.parametrize("module", [jevloop.judge.native, jevloop.loop, jevloop.contract, jevloop.judge.chain],
                         ids=lambda m: m.__name__)
def test_examples_in_docstrings(module):
    res = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert res.attempted > 0 and res.failed == 0
