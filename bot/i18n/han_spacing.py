"""Spacing around what a Chinese message's placeholders bring.

The Chinese catalogs put one space between Han characters and a placeholder, since most placeholders hold digits,
Latin words, notation or a mention ("轮到 @美玲 行动", "第 3 局"), and Chinese writing sets those apart. A
placeholder can also bring Chinese words of its own, such as a display name drawn as text ("美玲"); Chinese sets
no space between Chinese words, so that space goes where the value itself begins or ends with a Han character
("轮到美玲出牌", "美玲的计分纸"), and stays around "Alice" or a mention.
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from typing import Any

_FORMATTER = string.Formatter()
# The CJK ideographs: the unified blocks and the compatibility ideographs.
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def is_han(character: str) -> bool:
    return bool(_HAN.fullmatch(character))


def fill(template: str, params: Mapping[str, Any]) -> str:
    """``template.format(**params)``, without the space between a Han character of the template and a value that
    begins or ends with one."""
    out = ""
    han_before = False  # the value just filled in ends with a Han character
    for literal, field, spec, conversion in _FORMATTER.parse(template):
        if han_before and len(literal) > 1 and literal[0] == " " and is_han(literal[1]):
            literal = literal[1:]
        out += literal
        han_before = False
        if field is None:
            continue
        value, _ = _FORMATTER.get_field(field, (), params)
        shown = _FORMATTER.format_field(_FORMATTER.convert_field(value, conversion), spec or "")
        if shown and is_han(shown[0]) and len(out) > 1 and out[-1] == " " and is_han(out[-2]):
            out = out[:-1]
        out += shown
        han_before = bool(shown) and is_han(shown[-1])
    return out
