"""The public API's examples run: Judge, Agent, load_contract, the backend chain, ToolCall, Evidence and
task_actions, the draft checks."""
from __future__ import annotations

import doctest

import pytest

import jevloop.contract
import jevloop.generate.base
import jevloop.generate.faults
import jevloop.intent
import jevloop.judge.chain
import jevloop.judge.native
import jevloop.loop
import jevloop.types


@pytest.mark.parametrize("module", [jevloop.judge.native, jevloop.loop, jevloop.contract, jevloop.judge.chain,
                                    jevloop.types, jevloop.generate.base, jevloop.generate.faults,
                                    jevloop.intent],
                         ids=lambda m: m.__name__)
def test_examples_in_docstrings(module):
    res = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert res.attempted > 0 and res.failed == 0
