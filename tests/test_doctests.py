"""The examples in docstrings are tests too: run them, so they stay true."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["engine.memory", "engine.walk", "engine.retrieve", "engine.scope", "graph.hierarchy", "loaders.link", "loaders.document",
           "loaders.datafiles"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0, f"{name} has no examples to run"
    assert result.failed == 0
