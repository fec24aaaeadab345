"""Chinese typography, as GUIDE.md writes it, for every text of the Simplified and Traditional Chinese catalogs.

Each text is read as a player sees it: its placeholders filled with what the bot puts there (a mention, a number,
a card's Chinese name...), markdown and code spans taken out. Then:

- no ASCII punctuation , . : ; ! ? ( ) in Chinese prose (numbers such as 1.5 or 08:00, code spans in backticks,
  Discord markup ``<...>`` and links excepted), and no ASCII "..." for the ellipsis;
- no space between two Han characters, and none next to full-width punctuation;
- one ASCII space, never none and never two, between a Han character and a digit, a Latin letter or a mention.

Command and option names (``name.*``) are Discord identifiers, where no space may be written: they are left out.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator, Mapping

import pytest

from bot.i18n import CATALOGS, Message
from tests.bot.i18n.markup import CODE_SPAN, MARKUP, URL

CHINESE = ("zh-CN", "zh-TW")

# What the bot puts in each placeholder, as a player reads it. A mention shows as "@name", a channel as "#name".
# Only how a value begins and ends matters here: with a Han character, a digit, a Latin letter or "@", "#"...
SAMPLE: dict[str, str] = {
    # people, places and links
    "user": "@Alice", "users": "@Alice、@Bruno", "player": "@Alice", "players": "@Alice、@Bruno", "host": "@Alice",
    "others": "@Bruno、@Chloé", "winners": "Alice", "name": "Alice", "names": "Alice、Bruno", "who": "Alice、Bruno",
    "one": "Alice", "channel": "#games", "thread": "#games", "threads": "#a、#b",
    "link": "https://discord.com/channels/1/2/3", "zone": "Asia/Shanghai", "until": "1767225600", "when": "1767225600",
    # numbers
    "count": "3", "number": "12", "max": "7", "min": "2", "value": "5", "slot": "2", "slots": "2", "day": "3",
    "days": "8", "round": "2", "rounds": "3", "place": "1", "threshold": "10", "needed": "3", "total": "15",
    "rated": "2", "rating": "25", "multiplier": "2", "size": "3", "times": "2", "points": "12", "depth": "10",
    "held": "5", "goal": "12", "score": "12", "citizens": "14", "cathedrals": "9", "resources": "3", "base": "11",
    "bonus": "2", "paid": "5", "amount": "5", "rank": "1", "auto": "3", "seat": "5", "discounted": "1",
    "cost": "3", "knowledge": "2", "influence": "1", "low": "1", "high": "5", "rate": "50%", "change": "+5",
    "hours": "08:00-23:00", "quiet": "23:00-07:00", "limit": "10 分钟", "reminder": "3 分钟", "waited": "3 小时",
    "median": "2 小时", "version": "12",
    # seasons and reliability
    "start": "<t:1767225600:D>", "end": "<t:1767225600:D>", "most": "52", "share": "75%", "minimum": "50%",
    "finished": "80%", "on_time": "90%",
    "opposition": "6", "table": "2", "champion": "@Alice", "tables": "#a、#b", "left": "<t:1767225600:R>",
    "result": "被终止的牌桌无人得分。",
    # notation a player types
    "move": "take 3", "prefix": "build", "example": "die 1 work", "cell": "c3", "orientation": "r90",
    "tile": "red3", "verb": "take", "accepted": "`1`（1 局）",
    # Chinese words
    "game": "四色牌", "colour": "红", "colours": "红黄", "card": "红车", "cards": "红车、黄马", "hand": "红马、红炮",
    "meld": "黄绿白卒（兵卒卒）", "melds": "白车马炮算 1 胡", "glyph": "俥", "glyphs": "俥傌炮", "resource": "影响力",
    "building": "要塞", "kind": "声望", "other": "工作", "track": "红色", "half": "上午", "expected": "请拿一张牌",
    "label": "建造红色 3 格板块", "words": "打出红车", "moment": "第 3 回合", "standings": "第 1 名：@Alice",
    "why": "有玩家认输", "summary": "节奏：实时。", "said": "@Alice 打出红车", "turn": "轮到你",
    "mode": "每回合发新消息",
    "pace": "实时", "language": "中文", "languages": "中文、English", "option": "局数", "options": "局数、起始筹码",
    "modes": "每回合发新消息", "default": "实时", "level": "简单", "letter": "影", "action": "拿一张牌",
    "claim": "碰", "choice": "拿 2 号骰", "plan": "拿 2 号骰", "ability": "任意卡牌", "first": "红车",
    "second": "红马", "third": "红炮", "rest": "Bruno", "then": "，随后", "source": "@Bruno 打出", "gains": "+1 影响力",
    "die": "红色 3", "new": "白色 5", "price": "1 金币", "have": "1 金币", "amounts": "1 金币、2 知识",
    "payment": "2 张红色牌", "chips": "5 个筹码", "row": "要塞", "title": "四色牌",
    "permissions": "**发送消息**、**附加文件**",
    "games": "3 局", "wins": "2 胜", "more": "4", "step": "红色 3 格板块", "undo": "撤销", "rematch": "再来一局",
    "next": "1767225600", "streak": "连续 3 天",
}  # fmt: skip

# Where a placeholder of the same name holds something else.
SAMPLE_IN: dict[str, dict[str, str]] = {
    "picture.copenhagen.turn": {"turn": "7"},
    "picture.copenhagen.decision.discard": {"limit": "7"},
    "picture.copenhagen.hand_count": {"limit": "7"},
    "panel.copenhagen.row": {"row": "3"},
    "game.copenhagen.not_adjacent": {"first": "3", "options": "2 或 4"},
    "game.copenhagen.bad_payment": {"options": "支付 2 张红色牌"},
    "game.troyes_dice.bonus_expected": {"bonus": "建造一座工作建筑"},
    "game.troyes_dice.pay_not_needed": {"price": "免费"},
    # The amounts are bare numbers; the Chinese resource terms carry their measure word ("2 点知识", "2 點知識").
    "game.troyes_dice.cannot_afford": {"cost": "2", "have": "1", "resource": "点知识"},
    "picture.four_color_cards.list.two": {"first": "Alice", "second": "Bruno"},
    "picture.four_color_cards.list.more": {"first": "Alice"},
    "fcc.result.then": {"first": "@Alice 5 个筹码", "then": "，@Bruno 3 个筹码"},
    # A payment of several colours: each amount begins with its number ("2 张红色牌和 1 张蓝色牌").
    "label.copenhagen.payment_and": {"first": "2 张红色牌", "then": "1 张蓝色牌"},
    "stats.recent_line": {"place": "第 1 名", "when": "2026-12-02"},
    "stats.tournaments_record": {"played": "参加 3 场锦标赛", "won": "夺冠 2 次"},
    "stats.tournament_win": {"players": "4 人参赛", "when": "2026-12-02"},
    "season.which": {"games": "四色牌、特鲁瓦骰子"},
    "fcc.card": {"rank": "车"},
    "picture.troyes_dice.choice.take": {"amount": "3 点影响力"},
    "picture.troyes_dice.choice.take_as": {"amount": "3 点影响力"},
    "picture.troyes_dice.choice.paying": {"choice": "2 号骰", "amount": "1 枚金币"},
    "panel.troyes_dice.gain_cathedral": {"row": "要塞"},
    "picture.copenhagen.and": {"other": "Bruno"},
    "picture.four_color_cards.meld": {"meld": "三色卒"},
    "panel.troyes_dice.change": {"cost": "2 点知识"},
    "panel.troyes_dice.plan_change": {"cost": "2 点知识"},
    "panel.troyes_dice.plan_change_value": {"cost": "2 点知识"},
    "panel.troyes_dice.plan_change_colour": {"cost": "2 点知识"},
}

HAN = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
# Full-width punctuation: no space on either side of it.
PUNCTUATION = re.escape("，。：；！？（）、“”‘’「」『』《》〈〉【】…／～")
LATIN = r"A-Za-z0-9@#"

# A slash command written out in a picture, where there are no code spans: "/游戏 计分纸".
COMMAND = re.compile(r"(?<![\w/])/\w+(?: \w+)?")
LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
NUMBER_PUNCTUATION = re.compile(r"(?<=\d)[.:,](?=\d)")
ORDINAL = re.compile(r"^\d+\. ")
ASCII_PUNCTUATION = re.compile(r"[,.:;!?()]")


def texts(message: Message) -> Iterator[str]:
    yield from ([message] if isinstance(message, str) else message.values())


def filled(key: str, text: str) -> str:
    """``text`` with its placeholders filled as the bot fills them."""
    samples = {**SAMPLE, **SAMPLE_IN.get(key, {})}
    parts = []
    for literal, field, _, _ in string.Formatter().parse(text):
        parts.append(literal)
        if field is not None:
            assert field in samples, f"{key}: no sample value for {{{field}}}: add one to SAMPLE"
            parts.append(samples[field])
    return "".join(parts)


def as_read(text: str) -> str:
    """What a reader sees, with what typography does not apply to set aside: a code span or Discord markup reads
    as a Latin word, a markdown link as its words; bold, italics and list bullets go."""
    text = LINK.sub(r"\1", text)
    text = URL.sub("URL", text)
    text = CODE_SPAN.sub("CODE", text)
    text = COMMAND.sub("CODE", text)
    text = MARKUP.sub("2026", text)
    text = text.replace("**", "").replace("__", "")
    return "\n".join(re.sub(r"^- ", "", line) for line in text.split("\n"))


def problems(text: str) -> list[str]:
    """What breaks Chinese typography in ``text`` (already as read), each with its context."""
    found: list[str] = []

    for line in text.split("\n"):

        def at(match: re.Match[str], what: str, line: str = line) -> None:
            start, end = max(match.start() - 6, 0), match.end() + 6
            found.append(f"{what}: …{line[start:end]}…")

        if not re.search(f"[{HAN}]", line):
            continue  # not Chinese prose (an English notation line, a bare placeholder)
        # A number's own punctuation (1.5, 08:00) and a list's ordinal ("12. ", as Discord numbers a list) stay.
        prose = ORDINAL.sub(lambda match: "0" * len(match.group()), NUMBER_PUNCTUATION.sub("0", line))
        for match in ASCII_PUNCTUATION.finditer(prose):
            at(match, f"ASCII {match.group()!r} in Chinese prose (use the full-width form)")
        for match in re.finditer(f"[{HAN}] */ *[{HAN}]", line):
            at(match, "ASCII slash between Chinese words (use ／)")
        for match in re.finditer(f"[{HAN}] +[{HAN}]", line):
            at(match, "space between Han characters")
        for match in re.finditer(f"[{PUNCTUATION}] +\\S|\\S +[{PUNCTUATION}]", line):
            at(match, "space next to full-width punctuation")
        for match in re.finditer(f"[{HAN}][{LATIN}]|[{LATIN}][{HAN}]", line):
            at(match, "no space between Han and a digit, Latin word or mention")
        for match in re.finditer(f"[{HAN}]  +[{LATIN}]|[{LATIN}]  +[{HAN}]", line):
            at(match, "more than one space between Han and Latin")
        for match in re.finditer("[\u00a0\u2002-\u200b\u202f\u3000]", line):
            at(match, "a space other than the ASCII space")
    return found


def catalog_problems(code: str) -> list[str]:
    catalog: Mapping[str, Message] = CATALOGS[code]
    report = []
    for key, message in sorted(catalog.items()):
        if key.startswith("name."):
            continue
        for text in texts(message):
            report.extend(f"{key}: {problem}" for problem in problems(as_read(filled(key, text))))
    return report


@pytest.mark.parametrize("code", CHINESE)
def test_chinese_texts_follow_chinese_typography(code: str) -> None:
    report = catalog_problems(code)
    assert not report, f"{len(report)} typography problems in {code}:\n" + "\n".join(report)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("保留 白色 3", "space between Han characters"),
        ("（ 5 号位）", "space next to full-width punctuation"),
        ("获得3 点影响力", "no space between Han and a digit"),
        ("轮到你了:@Alice", "ASCII ':'"),
        ("是否继续?", "ASCII '?'"),
        ("在第  3 列", "more than one space"),
        ("等待 @Alice 行动", None),
        ("拿 3 号位的红色牌（额外卡牌）。", None),
        ("时段：08:00-23:00，共 1.5 天", None),
        ("用 CODE 收回", None),
    ],
)
def test_the_check_finds_what_a_reader_would(text: str, expected: str | None) -> None:
    found = problems(text)
    if expected is None:
        assert found == []
    else:
        assert any(expected in problem for problem in found), found
