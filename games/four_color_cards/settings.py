"""Table options: every open rules question (A1-A16 in the research notes) is a named setting with a default.

A setting marked ``fixed`` is listed so the choice is visible in one place, but this engine supports only its
default; asking for another value is refused with ``BadOptions``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.contract import JSON, BadOptions, OptionSpec


@dataclass(frozen=True)
class Setting:
    name: str
    default: JSON
    decision: str  # the research note's question id, or "" for ordinary options
    text: str
    choices: tuple[JSON, ...] = ()  # allowed values; empty means an integer in [low, high]
    low: int = 0
    high: int = 0
    fixed: bool = False


BOOL = (False, True)

SETTINGS: tuple[Setting, ...] = (
    Setting("rounds", 3, "A16", "Rounds in a game.", low=1, high=20),
    Setting("starting_chips", 20, "A16", "Chips each player starts with.", low=0, high=10_000),
    Setting(
        "threshold",
        10,
        "A16",
        "Points a finisher needs to be paid instead of paying the penalty.",
        low=1,
        high=100,
    ),
    Setting("stake", 1, "", "Fixed amount added to every payment.", low=0, high=100),
    Setting("bonus_counts_toward_threshold", False, "A1", "The bonus card counts toward the threshold.", BOOL),
    Setting(
        "bonus_match",
        "colour_and_rank",
        "A2",
        "Which owned cards the bonus card matches.",
        ("colour_and_rank", "rank_only"),
    ),
    Setting("bonus_below_threshold", False, "A3", "Turn a bonus card for a finisher below the threshold.", BOOL),
    Setting(
        "winning_meld_value",
        "table",
        "A4",
        "Value of the meld completed by the winning card: table, hand, or table unless the winner turned it.",
        ("table", "hand", "table_if_claimed"),
    ),
    Setting("pair_claims", True, "A5", "Pairs may be claimed.", BOOL),
    Setting("pairs_in_winning_hand", True, "A5", "Pairs may stand in a winning hand (0 points).", BOOL),
    Setting(
        "hu_below_threshold",
        True,
        "A6",
        "Hu with a complete hand below the threshold (settled as the penalty).",
        BOOL,
    ),
    Setting("forced_hu", False, "A7", "A player who can hu must hu.", BOOL),
    Setting("forced_kong", False, "A7", "A player who can kong may not pass.", BOOL),
    Setting("concealed_kong", False, "A8", "Concealed kong declarations and replacement draws.", BOOL, fixed=True),
    Setting("table_melds_final", True, "A8", "Table melds can never be extended or rearranged.", BOOL, fixed=True),
    Setting(
        "next_opener",
        "winner",
        "A9",
        "Who opens the next round: the winner (same opener after a draw or penalty), or the next seat.",
        ("winner", "rotate"),
    ),
    Setting(
        "dead_wall",
        0,
        "A10",
        "Stock cards that are never turned; the round is drawn when only they remain.",
        low=0,
        high=20,
    ),
    Setting("opening_hu", False, "A11", "The opener may hu with the 21 dealt cards.", BOOL),
    Setting("same_colour_sequences", True, "A12", "Command and field melds must be one colour.", BOOL, fixed=True),
    Setting(
        "general_quad_points",
        "hand_6_table_8",
        "A13",
        "Four identical generals: 6 in hand, 8 on the table.",
        ("hand_6_table_8",),
        fixed=True,
    ),
    Setting("point_table", "bga", "A14", "The meld point table (Board Game Arena's).", ("bga",), fixed=True),
    Setting(
        "fish_and_gold",
        False,
        "A15",
        "Regional fish/gold extras (not part of this ruleset).",
        BOOL,
        fixed=True,
    ),
    Setting("negative_chips", True, "A16", "Chips may go below zero.", BOOL, fixed=True),
    Setting("shared_final_ties", True, "A16", "Equal chips at the end share the place.", BOOL, fixed=True),
)

BY_NAME: dict[str, Setting] = {s.name: s for s in SETTINGS}

# The settings a host may change: every one but the fixed, which this engine supports only at their default.
OPTIONS: tuple[OptionSpec, ...] = tuple(
    OptionSpec(s.name, s.default, s.choices, s.low, s.high) for s in SETTINGS if not s.fixed
)


def defaults() -> dict[str, JSON]:
    return {s.name: s.default for s in SETTINGS}


def _valid(setting: Setting, value: Any) -> bool:
    if setting.fixed:
        return bool(value == setting.default and type(value) is type(setting.default))
    if setting.choices:
        return any(value == c and type(value) is type(c) for c in setting.choices)
    return isinstance(value, int) and not isinstance(value, bool) and setting.low <= value <= setting.high


def validate(options: Mapping[str, JSON]) -> dict[str, JSON]:
    """All options with defaults filled in, or ``BadOptions`` naming the bad one."""
    merged = defaults()
    for key, value in options.items():
        setting = BY_NAME.get(key)
        if setting is None:
            raise BadOptions(f"unknown option {key!r}")
        if not _valid(setting, value):
            if setting.fixed:
                raise BadOptions(f"option {key!r} only supports {setting.default!r} in this engine")
            if setting.choices:
                raise BadOptions(f"option {key!r} must be one of {list(setting.choices)!r}")
            raise BadOptions(f"option {key!r} must be a whole number from {setting.low} to {setting.high}")
        merged[key] = value
    return merged
