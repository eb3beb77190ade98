"""``check_lists``: which ``range()`` calls are sized before a user statement runs (issue 20 item 11);
``check_parameter_names``: which parameter names and map keys are refused (item 13)."""

from __future__ import annotations

import re

import pytest

from graph.errors import InputError, QueryTooLarge
from graph.store.list_bounds import check_lists, check_parameter_names

CAP = 1_000_000


@pytest.mark.parametrize("text, params", [
    ("UNWIND range(1, 100000000) AS x RETURN x", None),
    ("UNWIND range(1, $n) AS x RETURN x", {"n": 10**9}),
    ("UNWIND range(0, 10^9, 2) AS x RETURN x", None),
    ("RETURN size(RANGE(1, 5000000 * 1000))", None),
    ("RETURN range(1, size(range(1, 20000000)))", None),
])
def test_a_range_over_the_cap_is_refused_naming_it(text: str, params: dict | None) -> None:
    with pytest.raises(QueryTooLarge, match="STRATA_CYPHER_MAX_LIST"):
        check_lists(text, params, CAP)


@pytest.mark.parametrize("text, params", [
    ("UNWIND range(1, 1000) AS x RETURN x", None),
    ("UNWIND range(0, 10^9, 2000) AS x RETURN x", None),
    ("RETURN 'range(1, 100000000)' AS s // range(1, 100000000)", None),
    ("MATCH (n) UNWIND range(1, n.count) AS x RETURN x", None),  # the data decides: the store's limits apply
    ("RETURN range(1, $n)", {"n": "100000000"}),  # not an integer: the store refuses it
    ("RETURN range(1, 5, 0)", None),
])
def test_small_or_unsizable_ranges_pass(text: str, params: dict | None) -> None:
    check_lists(text, params, CAP)


@pytest.mark.parametrize("params, named", [({"a`b": 1}, "'a`b'"), ({"": 1}, "''"), ({"1st": 1}, "'1st'"),
                                           ({"m": {"": 1}}, "'' in parameter $m"),
                                           ({"m": [{"x": {"a`": 1}}]}, "'a`' in parameter $m[0].x")])
def test_parameter_names_and_map_keys_the_store_cannot_take_are_named(params: dict, named: str) -> None:
    with pytest.raises(InputError, match=re.escape(named)):
        check_parameter_names(params)
    check_parameter_names({"name": "x", "m": {"@type": 1, "a-b": [1, {"ok key": 2}]}})
