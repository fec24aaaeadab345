"""What the channel reads above a Four Color Cards board, in the server's language: what a claim window came to,
a round's results and why the game ended. Only what became public is said: who claimed, the claim and the cards
now on the table, or that nobody took the card; never who else answered, who passed, or how many answered."""

from __future__ import annotations

import random
import re

import pytest

from bot.live import LiveGame
from bot.outcome import Heard, MoveOutcome
from bot.pace.model import GamePace
from bot.pace.settings import PaceSettings
from bot.plugins.four_color_cards.wording import (
    card_words,
    cards_words,
    end_reason,
    meld_words,
    melds_words,
    round_results,
    said,
)
from bot.records import GameRecord
from games.four_color_cards import GAME
from games.four_color_cards.state import State
from tests.games.four_color_cards.helpers import play, scenario

USERS = (111111111111111111, 222222222222222222, 333333333333333333, 444444444444444444)
A, B, C, D = (f"<@{user}>" for user in USERS)
STOCK = ["yc", "yh", "yp", "gc", "gh", "gp"]
# Seat 0 discards a red chariot: seat 1 (next) may lay the red field with its horse and cannon, seat 2 may pong
# it (and wins: pong outranks every meld but kong and hu), seat 3 has nothing.
CONTESTED = [["rc", "wa"], ["rh", "rp", "we"], ["rc", "rc", "yc"], ["ya"]]
WINNER_HAND = ["rc", "rc", "rc", "yh", "yh", "yh", "gp", "gp", "gp", "ys", "gs"]  # + ws: 3 + 3 + 3 + 3 = 12
MENTION = re.compile(r"<@(\d+)>")


def live(state: State, pace: GamePace | None = None) -> LiveGame:
    users = USERS[: state.players]
    record = GameRecord(1, 1, 1, "four_color_cards", {}, 0, users[0], "active", 0, None, users, ("A", "B", "C", "D"))
    return LiveGame(record, GAME, state, pace or GamePace.fresh(PaceSettings(), state.players))


def answer(state: State, seat: int, move: str) -> tuple[MoveOutcome, State]:
    """``seat`` plays ``move``, as the sessions hand the outcome to the publisher."""
    after, events = GAME.apply(state, seat, move)
    return MoveOutcome.of(live(state), live(after), seat, move, events), after


def said_above(outcome: MoveOutcome, loc: str) -> str:
    """The game's lines above the move's board."""
    assert outcome.heard is Heard.BOARD  # a resolved window always shows the board, under these lines
    return "\n".join(round_results(outcome, loc))


def mentioned(text: str) -> set[int]:
    return {int(user) for user in MENTION.findall(text)}


# A claim window -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("loser_answers_last", [False, True])
def test_a_won_claim_names_the_claimant_the_pong_and_the_cards_in_traditional_chinese(loser_answers_last: bool) -> None:
    state = play(scenario(CONTESTED, STOCK), (0, "discard rc"))
    assert sorted(GAME.awaiting(state)) == [1, 2]
    order = [(2, "pong"), (1, "field")] if loser_answers_last else [(1, "field"), (2, "pong")]
    first, state = answer(state, *order[0])
    assert first.heard is Heard.QUIET and round_results(first, "zh-TW") == []  # the window stays open: nothing is said
    last, _ = answer(state, *order[1])
    text = said_above(last, "zh-TW")
    assert text == f"{C} 碰了紅俥，亮出手上的兩張。"
    # The nearer player's losing field claim, and that player, are never named, even when they answered last.
    assert B not in text and "吃" not in text and "傌" not in text


def test_a_won_claim_in_russian_and_a_pass_is_never_told() -> None:
    state = play(scenario(CONTESTED, STOCK), (0, "discard rc"))
    _, state = answer(state, 1, "pass")
    won, _ = answer(state, 2, "pong")
    text = said_above(won, "ru")
    # The card taken is a direct object: the accusative, not "понг: красная колесница".
    assert text == f"{C} берёт красную колесницу (俥) и объявляет понг с двумя такими же картами из руки."
    assert mentioned(text) == {USERS[2]} and "пас" not in text.lower()


def test_a_meld_claim_names_the_cards_taken_from_the_hand_with_the_languages_own_list() -> None:
    state = play(scenario(CONTESTED, STOCK), (0, "discard rc"))
    _, state = answer(state, 2, "pass")
    won, _ = answer(state, 1, "field")
    assert said_above(won, "zh-TW") == f"{B} 吃了紅俥，亮出手上的紅傌和紅炮，湊成紅俥傌炮。"
    assert said_above(won, "ru") == (
        f"{B} берёт красную колесницу (俥) и выкладывает красную полевую группу (俥傌炮), добавив из руки красного "
        "коня (傌) и красную пушку (炮)."
    )
    assert said_above(won, "en") == (
        f"{B} takes the red chariot (俥) with the red horse (傌) and red cannon (炮) from their hand: "
        "red field (俥傌炮)."
    )


def test_a_window_nobody_claims_says_the_card_is_dead_and_names_nobody_who_could_have() -> None:
    state = play(scenario(CONTESTED, STOCK), (0, "discard rc"))
    _, state = answer(state, 2, "pass")
    outcome, after = answer(state, 1, "pass")
    lines = round_results(outcome, "zh-TW")
    assert lines[0] == "沒人要紅俥，成了廢牌。"
    # What follows is public: each card turned from the stock by the next player and what became of it.
    turners = {USERS[int(e.data["seat"])] for e in outcome.events if e.kind == "turned"}
    claimants = {USERS[int(e.data["seat"])] for e in outcome.events if e.kind == "claimed"}
    assert turners and mentioned("\n".join(lines)) <= turners | claimants
    assert USERS[1] not in claimants and USERS[2] not in claimants  # the two who passed are not named for it
    if after.phase == "claim":  # the window now open is on the last card turned: its turner is named with it
        assert lines[-1].endswith("。") and "從牌堆翻出" in lines[-1]


def test_cards_turned_and_left_one_after_another_make_one_line_in_the_languages_list() -> None:
    # Nobody can claim the discard nor the next two turned cards; the third turned card is claimable by seat 3.
    state = scenario([["rc", "wa", "wa"], ["we"], ["ge"], ["ya", "yh", "yh"]], ["ws", "gs", "yh"])
    outcome, after = answer(state, 0, "discard rc")
    assert outcome.heard is Heard.BOARD and after.phase == "claim"
    assert round_results(outcome, "zh-TW") == [
        "接連 3 張牌沒人要，都成了廢牌：紅俥、白卒和綠卒（第二張起是從牌堆翻出的）。",
        f"{D} 從牌堆翻出黃傌。",
    ]
    assert round_results(outcome, "ru")[0] == (
        "Никто не взял ни эту карту, ни следующие из колоды — все 3 выходят из игры: красная колесница (俥), "
        "белый солдат (卒) и зелёный солдат (卒)."
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_in_random_games_the_lines_name_only_claimants_turners_and_after_a_round_its_players(players: int) -> None:
    users = USERS[:players]
    for seed in range(4):
        rng, state = random.Random(seed), GAME.new(players, {}, seed)
        while GAME.result(state) is None:
            seat = rng.choice(sorted(GAME.awaiting(state)))
            before, move = state, rng.choice(GAME.legal_moves(state, seat))
            state, events = GAME.apply(before, seat, move)
            outcome = MoveOutcome.of(live(before), live(state), seat, move, events)
            if any(event.kind == "round_over" for event in events):
                continue  # a round's results name everyone (the payments)
            public = {int(e.data["seat"]) for e in events if e.kind in ("claimed", "turned")}
            for loc in ("en", "zh-TW"):
                text = "\n".join(round_results(outcome, loc))
                assert mentioned(text) <= {users[s] for s in public}, (seed, events, text)
                assert ("<@" in text) == bool(public)


# A round's results -------------------------------------------------------------------------------------------


def paid_hu() -> MoveOutcome:
    state = scenario([["ws", "wa"], WINNER_HAND, ["we"], ["ge"]], ["rc"], options={"rounds": 2})
    state = play(state, (0, "discard ws"))
    outcome, _ = answer(state, 1, "hu")
    return outcome


def test_a_paid_hu_in_traditional_chinese_reads_as_sentences_with_its_own_separators() -> None:
    lines = round_results(paid_hu(), "zh-TW")
    assert lines == [
        f"【第 1 局（共 2 局）】{B} 胡了 {A} 打出的白卒。",
        "手牌牌組：三張紅俥算 3 胡；三張黃傌算 3 胡；三張綠包算 3 胡；黃綠白兵卒組算 3 胡"
        "（靠胡的那張牌湊成，按桌面牌組計分）。",
        f"牌組共 12 胡；點花牌是紅俥，再加 3 胡，合計 15 胡。{A}、{C} 和 {D} 各付給 {B} 6 個籌碼。",
        f"目前籌碼：{A} 14、{B} 38、{C} 14、{D} 14。",
        f"【第 2 局（共 2 局）】開始：{B} 當莊，拿 21 張牌先打。",
    ]
    text = "\n".join(lines)
    assert ", " not in text and "; " not in text and " + " not in text and "/" not in text


def test_a_paid_hu_in_russian_says_who_pays_whom() -> None:
    lines = round_results(paid_hu(), "ru")
    # The names stand where no case ending is needed ("сброс: @A", "@B получает … от каждого: @A, …"), never "игрок @A".
    assert lines[0] == f"**Раунд 1 из 2.** {B} объявляет ху! Победная карта — белый солдат (卒), сброс: {A}."
    assert lines[2] == (
        "За комбинации — 12 очков; бонусная карта — красная колесница (俥) — добавляет 3, всего 15. "
        f"{B} получает 6 фишек от каждого: {A}, {C} и {D}."
    )
    assert lines[3] == f"Фишки после раунда: {A} 14, {B} 38, {C} 14, {D} 14."


def test_identical_dead_cards_are_counted_not_repeated() -> None:
    # The discarded red chariot, then two white soldiers turned one after the other: nobody can take any of them.
    state = scenario([["rc", "wa", "wa"], ["we"], ["ge"], ["ya", "yh", "yh"]], ["ws", "ws", "yh"])
    outcome, _ = answer(state, 0, "discard rc")
    assert (
        round_results(outcome, "zh-TW")[0]
        == "接連 3 張牌沒人要，都成了廢牌：紅俥和 2 張白卒（第二張起是從牌堆翻出的）。"
    )
    assert round_results(outcome, "zh-CN")[0] == (
        "接连 3 张牌没人要，都成了废牌：红车和白卒 ×2（从第二张起是从牌库翻出的）。"
    )
    assert round_results(outcome, "en")[0] == (
        "3 cards in a row go unclaimed and are dead: the red chariot (俥) and 2 × white soldier (卒)."
    )


def test_a_penalty_between_two_players_is_one_payer_one_sentence() -> None:
    # Seat 1 pongs and holds only a general: the round ends on 2 points, under 10, and seat 1 pays seat 0.
    state = scenario([["yc", "wa"], ["yc", "yc", "gg"]], STOCK, options={"rounds": 1})
    state = play(state, (0, "discard yc"))
    outcome, _ = answer(state, 1, "pong")
    a, b = A, B
    lines = round_results(outcome, "zh-TW")
    assert lines[0] == f"{b} 碰了黃俥，亮出手上的兩張。"  # the claim that ended the round, said first
    assert f"牌組共 2 胡。不夠 10 胡：{b} 要賠給 {a} 11 個籌碼。" in lines
    assert f"That makes 2 points. Under the threshold of 10, {b} pays {a} 11 chips." in round_results(outcome, "en")


def test_cards_are_listed_in_each_languages_own_words() -> None:
    assert cards_words(["rh", "rp"], "zh-TW") == "紅傌和紅炮"
    assert cards_words(["rs", "ys", "gs"], "zh-CN") == "红兵、黄兵和绿卒"
    assert cards_words(["rc", "rc"], "fr") == "char rouge (俥) ×2"


# An open move, and the end -----------------------------------------------------------------------------------


def test_a_discard_is_said_in_words() -> None:
    state = scenario(CONTESTED, STOCK)
    assert said(live(state), 0, "discard rc", A, "zh-TW") == f"{A} 打出紅俥"
    assert said(live(state), 0, "discard rc", A, "en") == f"{A} discards the red chariot (俥)"


def finished(rounds: int) -> State:
    rng, state = random.Random(rounds), GAME.new(4, {"rounds": rounds}, rounds)
    while GAME.result(state) is None:
        seat = rng.choice(sorted(GAME.awaiting(state)))
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    return state


def test_the_game_ends_when_its_rounds_are_played() -> None:
    assert end_reason(live(finished(3)), "en") == "the last round is played; the most chips wins."
    assert end_reason(live(finished(3)), "zh-TW") == "最後一局打完了；籌碼最多的玩家獲勝。"
    assert end_reason(live(finished(1)), "ru") == "сыгран последний раунд; побеждает тот, у кого больше фишек."


def test_a_running_game_has_no_reason_to_have_ended() -> None:
    assert end_reason(live(GAME.new(4, {}, 1)), "en") is None


def test_several_lone_generals_are_one_entry_counted_with_their_glyphs() -> None:
    melds = [
        {"kind": "general", "cards": ["yg"], "points": 1},
        {"kind": "pair", "cards": ["rc", "rc"], "points": 0},
        {"kind": "general", "cards": ["gg"], "points": 1},
    ]
    assert melds_words(melds, "en") == "pair of red chariot (俥) for 0 points and 2 lone generals (帥將) for 2 points"
    # Chinese sets the scored melds apart as clauses, with ；, and names each general with its colour (the glyph
    # alone is its name there: "帥將" would not say which); Simplified writes the printed characters simplified.
    assert melds_words(melds, "zh-TW") == "一對紅俥算 0 胡；2 張單將（黃帥、綠將）算 2 胡"
    assert melds_words(melds, "zh-CN") == "一对红车算 0 胡；2 个单将（黄帅、绿将）算 2 胡"
    assert melds_words(melds, "ru") == "пара «красная колесница (俥)»: 0 очков и 2 одиночных генерала (帥將): 2 очка"


def test_a_command_or_field_is_named_by_its_colour_and_its_cards_in_chinese() -> None:
    # As the card names say them ("红帅", "白车"): one colour character, no 色; Simplified Chinese in its own glyphs.
    melds = {
        ("command", "rg ra re"): ("红帅仕相", "紅帥仕相"),
        ("command", "gg ga ge"): ("绿将士象", "綠將士象"),
        ("field", "yc yh yp"): ("黄车马炮", "黃俥傌炮"),
        ("field", "wc wh wp"): ("白车马炮", "白車馬包"),
    }
    for (kind, cards), (simplified, traditional) in melds.items():
        meld = {"kind": kind, "cards": cards.split()}
        assert meld_words(meld, "zh-CN") == simplified
        assert meld_words(meld, "zh-TW") == traditional
    generals = [{"kind": "general", "cards": [card], "points": 1} for card in ("rg", "yg", "wg")]
    assert "红帅、黄帅、白将" in melds_words(generals, "zh-CN") and "紅帥、黃帥、白將" in melds_words(generals, "zh-TW")


def test_simplified_chinese_card_and_meld_words_use_no_traditional_glyph() -> None:
    codes = [colour + rank for colour in "rygw" for rank in "gaechps"]
    words = [card_words(code, "zh-CN") for code in codes]
    for colour in "rygw":
        words.append(meld_words({"kind": "command", "cards": [colour + r for r in "gae"]}, "zh-CN"))
        words.append(meld_words({"kind": "field", "cards": [colour + r for r in "chp"]}, "zh-CN"))
    words.append(meld_words({"kind": "soldiers4", "cards": ["rs", "ys", "gs", "ws"]}, "zh-CN"))
    assert not set("".join(words)) & set("帥將俥車傌馬紅黃綠"), words
