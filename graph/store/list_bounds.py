"""Refuse a user statement the store cannot take safely, before it runs: a ``range(...)`` that would build
a list larger than a cap, or a parameter whose name is not an identifier.

Why: FalkorDB builds a ``range()`` list whole before it checks the query's timeout or its memory
capacity (``UNWIND range(1, 300000000)`` took the server to 9 GB and ran past a 2 s timeout), and
Neo4j's memory limits are the server owner's to set. Ranges whose bounds are integer literals,
literal arithmetic or integer ``$parameters`` are sized here; a range over values only the data holds
is left to the store's own limits.
"""

from __future__ import annotations

import ast
import operator
import re
from typing import Any, Mapping

from graph.errors import InputError, QueryTooLarge

# String literals, backtick-quoted names and comments: their text is not code.
_NOT_CODE = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|`[^`]*`|//[^\n]*|/\*.*?\*/", re.S)
_RANGE = re.compile(r"(?<![\w.$])range\s*\(", re.I)
_PARAM = re.compile(r"\$(\w+)")
_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.FloorDiv: operator.floordiv,
        ast.Div: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow}
_MAX_EXPONENT = 128


def check_lists(text: str, params: Mapping[str, Any] | None, max_list: int) -> None:
    """Raise ``QueryTooLarge`` when a ``range()`` in ``text`` has more than ``max_list`` values."""
    code = _NOT_CODE.sub("''", text)
    for match in _RANGE.finditer(code):
        arguments = _arguments(code, match.end())
        values = [_evaluate(argument, params or {}) for argument in arguments]
        if len(values) not in (2, 3) or any(v is None for v in values):
            continue  # not sizable here: the store's own memory and time limits apply
        size = _size(*values)
        if size > max_list:
            shown = re.sub(r"\s+", " ", code[match.start():match.end()] + ", ".join(arguments) + ")")
            raise QueryTooLarge(
                f"{shown} would build a list of {size:,} values; a query may build at most {max_list:,} "
                "(STRATA_CYPHER_MAX_LIST): use a smaller range, or page through the data with SKIP and LIMIT")


def check_parameter_names(params: Mapping[str, Any] | None) -> None:
    """Raise ``InputError`` naming the first parameter whose name is not an identifier.

    Why: a name is pasted into the statement's header by the FalkorDB client (``CYPHER name=value``),
    which raised a bare ValueError for an empty name or a backtick (a 500), and a name with a space or a
    leading digit could never be used as ``$name`` anyway.
    """
    for key, value in (params or {}).items():
        if not isinstance(key, str) or not key.isidentifier():
            raise InputError(f"parameter name {key!r} is not usable: a name is letters, digits and _, not starting "
                             "with a digit, and the query uses it as $name")
        _check_map_keys(value, f"${key}")


def _check_map_keys(value: Any, where: str) -> None:
    """Map keys inside a parameter value: any text but empty or with a backtick (the client quotes keys
    in backticks and cannot escape one)."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if not isinstance(key, str) or not key or "`" in key:
                raise InputError(f"map key {key!r} in parameter {where} is not usable: a key is non-empty text "
                                 "without a backtick")
            _check_map_keys(inner, f"{where}.{key}")
    elif isinstance(value, (list, tuple)):
        for index, inner in enumerate(value):
            _check_map_keys(inner, f"{where}[{index}]")


def _arguments(code: str, start: int) -> list[str]:
    """The top-level comma-separated arguments of the call whose ``(`` ends just before ``start``."""
    depth, parts, current = 0, [], []
    for char in code[start:]:
        if char in "([{":
            depth += 1
        elif char in ")]}":
            if depth == 0:
                parts.append("".join(current).strip())
                return parts
            depth -= 1
        elif char == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
            continue
        current.append(char)
    return []  # unbalanced: the store reports the syntax error


def _evaluate(argument: str, params: Mapping[str, Any]) -> int | None:
    """An integer from literals, integer parameters and + - * / % ^; None when it needs the data."""
    def parameter(match: re.Match) -> str:
        value = params.get(match.group(1))
        return str(value) if isinstance(value, int) and not isinstance(value, bool) else "None"

    try:
        tree = ast.parse(_PARAM.sub(parameter, argument).replace("^", "**"), mode="eval")
    except (SyntaxError, ValueError):
        return None
    return _number(tree.body)


def _number(node: ast.AST) -> int | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return int(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        value = _number(node.operand)
        return None if value is None else (-value if isinstance(node.op, ast.USub) else value)
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        left, right = _number(node.left), _number(node.right)
        if left is None or right is None or (isinstance(node.op, (ast.FloorDiv, ast.Div, ast.Mod)) and right == 0):
            return None
        if isinstance(node.op, ast.Pow) and (right < 0 or right > _MAX_EXPONENT):
            return None if right < 0 else 2 ** _MAX_EXPONENT
        return _OPS[type(node.op)](left, right)
    return None


def _size(start: int, end: int, step: int = 1) -> int:
    """How many values ``range(start, end, step)`` has in Cypher (``end`` included)."""
    if step == 0:
        return 0  # the store refuses a zero step itself
    return max(0, (end - start) // step + 1)
