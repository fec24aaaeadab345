"""How the bot words Four Color Cards: cards, melds and options in words, a discard as a sentence, what a move's
claim windows came to and a round's results above the board, why the game ended.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import reduce
from typing import Any

from bot.ai_seats import display_names
from bot.discord_limits import BUTTON_LABEL, shorten
from bot.i18n import CHINESE, SOURCE, inflected, language, listed, series, t
from bot.live import LiveGame
from bot.mentions import mention
from bot.outcome import MoveOutcome
from bot.wording.entry import Wording
from games.contract import JSON, BadOptions
from games.four_color_cards import settings
from games.four_color_cards.cards import glyph, parse_code

LABEL_LIMIT = BUTTON_LABEL  # an option is a button's label, or a menu option's (longer allowed): the shorter


# Words ------------------------------------------------------------------------------------------------------


def card_words(card: str, loc: str | None, case: str | None = None) -> str:
    """``rc`` -> "red chariot (俥)"; in grammatical ``case`` (``bot.i18n.CASES``) where the language declines it
    ("белую колесницу (車)" as a direct object), else as the term is written."""
    card_type = parse_code(card)
    if card_type is None:
        return card
    if language(loc) != SOURCE:
        # A translation names each card whole, as its refusals do (the game's term), so that its colour word can
        # agree with the rank: "красная колесница (俥)", "зелёный солдат (卒)". English builds it from its parts.
        key = f"term.four_color_cards.card.{card}"
        return inflected(key, case, loc) if case else t(key, loc)
    colour, rank = t(f"fcc.colour.{card[0]}", loc), t(f"fcc.rank.{card[1]}", loc)
    return t("fcc.card", loc, colour=colour, rank=rank, glyph=glyph(card_type))


def cards_words(cards: Sequence[str], loc: str | None, case: str | None = None) -> str:
    """Cards in words, identical ones counted, as one list in the language: "2 x red chariot (俥)", "red horse (傌)
    and red cannon (炮)"."""
    groups: list[tuple[str, int]] = []
    for card in cards:
        if groups and groups[-1][0] == card:
            groups[-1] = (card, groups[-1][1] + 1)
        else:
            groups.append((card, 1))
    return listed(
        [
            card_words(card, loc, case)
            if count == 1
            else t("fcc.cards.many", loc, count=count, card=card_words(card, loc))
            for card, count in groups
        ],
        loc,
    )


def counted_words(cards: Sequence[str], loc: str | None) -> list[str]:
    """Cards in words in the order they came, each card once, counted when it came more than once ("2 × yellow
    soldier (卒)", "黄卒 ×2"): a run of dead cards often holds the same card twice."""
    counts = Counter(cards)  # keeps the order in which each card first came
    return [
        card_words(card, loc) if count == 1 else t("fcc.cards.counted", loc, count=count, card=card_words(card, loc))
        for card, count in counts.items()
    ]


# What a hu would bring ------------------------------------------------------------------------------------------


def table_rules(live: LiveGame) -> dict[str, JSON]:
    """The table's options, every one filled in (they are public: the lobby shows them)."""
    try:
        return live.engine.validate_options(live.record.options)
    except BadOptions:
        return settings.defaults()


def hu_label(outlook: JSON, loc: str | None) -> str:
    """The hu option: its points and what it pays or costs ("Hu (win): 12 points, each pays you 3"), from the
    engine's outlook in the seat's view (``hu_outlook``)."""
    if not outlook:
        return t("panel.four_color_cards.hu", loc)
    key = "hu_paid" if outlook["reached"] else "hu_penalty"
    return t(
        f"panel.four_color_cards.{key}",
        loc,
        count=outlook["points"],
        amount=outlook["amount"],
        threshold=outlook["threshold"],
    )


# Options in words --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class OptionWords:
    """A legal move as a player reads it, in the panel and in autocomplete."""

    move: str
    label: str
    costly: bool = False  # a hu under the threshold: it costs the player


def option_words(view: JSON, loc: str | None) -> list[OptionWords]:
    """The seat's legal moves, in the engine's order, each labelled with the cards it uses; hu with what it would
    pay or cost, as the engine's outlook in the view says (``hu_outlook``, worked out with the table's options)."""
    used = {claim["move"]: claim["hand_cards"] for claim in view.get("claims", [])}
    found: list[OptionWords] = []
    for move in view.get("legal_moves", []):
        verb, *cards = move.split()
        if verb == "discard":
            label = t("panel.four_color_cards.discard_card", loc, card=card_words(cards[0], loc, "acc"))
        elif verb == "hu":
            outlook = view.get("hu_outlook")
            label = hu_label(outlook, loc)
            if outlook and not outlook["reached"]:
                found.append(OptionWords(move, shorten(label, LABEL_LIMIT), costly=True))
                continue
        elif verb in ("pass", "general"):  # no cards of the hand to name
            label = t(f"panel.four_color_cards.{verb}", loc)
        else:
            label = t(f"panel.four_color_cards.{verb}", loc, cards=cards_words(used.get(move, cards), loc))
        found.append(OptionWords(move, shorten(label, LABEL_LIMIT)))
    return found


# What the table hears after a move ----------------------------------------------------------------------------
#
# Only what became public is said: who claimed, the claim and the cards now on the table, or that nobody took the
# card. Never who else answered, who passed or how many answered: the events hold only the winning claim, and
# nothing here reads the move's author (the last to answer a window, who may have lost it or passed).


def window_lines(outcome: MoveOutcome, loc: str | None) -> list[str]:
    """What the move's claim windows came to, in words: the cards nobody took, the card turned up for the window
    now open, the claim that won ("@B pongs the red chariot (俥) with two from their hand")."""
    live = outcome.before
    in_play = live.public_view()["in_play"]
    card: str | None = in_play["card"] if in_play else None  # the card each event below is about
    seats = outcome.game.seats
    dead: list[str] = []
    turned: str | None = None  # "@C turns up ...": said only if its card is claimed or still in play at the end
    lines: list[str] = []

    def flush_dead() -> None:
        if len(dead) == 1:
            lines.append(t("fcc.window.dead_one", loc, card=card_words(dead[0], loc, "acc")))
        elif dead:
            lines.append(t("fcc.window.dead", loc, count=len(dead), cards=listed(counted_words(dead, loc), loc)))
        dead.clear()

    for event in outcome.events:
        data = event.data
        if event.kind == "discarded":
            card, turned = str(data["card"]), None  # the headline above says the discard
        elif event.kind == "turned":
            # Cards turned and left one after another make one line of dead cards, not one line each.
            card = str(data["card"])
            user = mention(seats[int(data["seat"])], loc)
            turned = t("fcc.window.turned", loc, user=user, card=card_words(card, loc, "acc"))
        elif event.kind == "card_dead":
            dead.append(str(data["card"]))
            turned = None
        elif event.kind == "claimed":
            flush_dead()
            if turned:
                lines.append(turned)
                turned = None
            lines.append(claim_line(data, card, seats, loc))
        elif event.kind == "round_over":
            turned = None  # the round's results say where the winning card came from
            break
    flush_dead()
    if turned:
        lines.append(turned)
    return lines


def claim_line(claim: Mapping[str, Any], card: str | None, seats: Sequence[int], loc: str | None) -> str:
    """A won claim as a player would say it: who, the claim, the card taken and the cards shown from the hand."""
    kind = str(claim["meld"])
    cards = [str(c) for c in claim["cards"]]
    taken = card if card in cards else cards[0]
    hand = list(cards)
    hand.remove(taken)
    # The claimer takes the card and lays down the meld: both direct objects, declined where the language does.
    meld = meld_words({"kind": kind, "cards": cards}, loc, "acc")
    return t(
        f"fcc.claim.{kind}",
        loc,
        user=mention(seats[int(claim["seat"])], loc),
        card=card_words(taken, loc, "acc"),
        hand=listed([card_words(c, loc, "acc") for c in hand], loc),
        meld=meld,
    )


# Round results ----------------------------------------------------------------------------------------------


def meld_words(meld: JSON, loc: str | None, case: str | None = None) -> str:
    """A meld in words: "pong of red chariot (俥)", "red command (帥仕相)", "red-yellow-green soldiers (兵兵卒)"; in
    grammatical ``case`` where the language declines it (as ``card_words``)."""

    def said(key: str, **params: Any) -> str:
        return inflected(key, case, loc, **params) if case else t(key, loc, **params)

    cards: list[str] = list(meld["cards"])
    kind = str(meld["kind"])
    glyphs = "".join(_glyph(card, loc) for card in cards)
    if kind in ("command", "field"):
        return said(f"fcc.meld.{kind}", colour=t(f"fcc.colour.{cards[0][0]}", loc), glyphs=glyphs)
    if kind in ("soldiers3", "soldiers4"):
        # Colours joined into one descriptor, as each language writes it ("red-yellow-green", "紅黃綠").
        colours = t("fcc.meld.colour_joiner", loc).join(t(f"fcc.colour.{card[0]}", loc) for card in cards)
        return said("fcc.meld.soldiers", colours=colours, glyphs=glyphs)
    if kind == "general":
        return said("fcc.meld.general", card=card_words(cards[0], loc, case))
    return said(f"fcc.meld.{kind}", card=card_words(cards[0], loc))


def melds_words(melds: Sequence[JSON], loc: str | None) -> str:
    """Scored melds as one list in the language, each with its points; lone generals (often several) as one."""
    generals = [meld for meld in melds if meld["kind"] == "general"]
    entries: list[tuple[str, int, bool]] = []
    for meld in melds:
        if meld["kind"] != "general" or len(generals) == 1:
            entries.append((meld_words(meld, loc), meld["points"], bool(meld.get("table_value"))))
    if len(generals) > 1:
        cards = sorted((card for meld in generals for card in meld["cards"]), key=lambda card: parse_code(card) or 0)
        # Counted and shown by their glyphs ("3 lone generals (帥帥將)"): naming each card would put a list inside
        # the list of melds. Chinese reads the glyph as the card's name, and a bare "帥帥帥" hides which ones they
        # are, so there each is named with its colour ("紅帥、黃帥、白將"): its clauses are set apart with ；, so a
        # list inside one stays clear.
        if language(loc) in CHINESE:
            separator = t("list.separator", loc)
            glyphs = separator.join(t(f"fcc.colour.{card[0]}", loc) + _glyph(card, loc) for card in cards)
        else:
            glyphs = "".join(_glyph(card, loc) for card in cards)
        words = t("fcc.meld.generals", loc, count=len(cards), glyphs=glyphs)
        entries.append((words, sum(m["points"] for m in generals), any(m.get("table_value") for m in generals)))
    scored = [
        t("fcc.meld.scored_winning" if winning else "fcc.meld.scored", loc, meld=words, count=points)
        for words, points, winning in entries
    ]
    if language(loc) in CHINESE:
        # Each entry is a clause of its own ("三张白象算 1 胡"): Chinese sets clauses apart with ；, not 、 and 和.
        return t("list.clauses", loc).join(scored)
    return listed(scored, loc)


# Simplified Chinese writes the printed characters as mainland xiangqi sets do (帅、将、车、马, and 炮 for the 包 of
# the green and white cards), as its card names do ("红帅", "绿车", "白炮"); the other languages show them as printed.
_SIMPLIFIED = str.maketrans("帥將俥車傌馬包", "帅将车车马马炮")


def _glyph(card: str, loc: str | None) -> str:
    card_type = parse_code(card)
    if card_type is None:
        return "?"
    printed = glyph(card_type)
    return printed.translate(_SIMPLIFIED) if language(loc) == "zh-CN" else printed


def round_lines(record: JSON, users: Sequence[int], rounds: int, loc: str | None) -> list[str]:
    """A finished round as a player would tell it: who finished and how, the melds with their points, what they
    came to with the bonus card, who pays whom, and the chips after."""
    head = t("fcc.result.round", loc, round=record["round"], rounds=rounds)
    who = record["finisher"]
    chips = t("fcc.result.chips", loc, chips=_per_seat(record["chips"], users, loc))
    if record["outcome"] == "draw" or who is None:
        return [sentences([head, t("fcc.result.draw", loc)], loc), chips]
    user = mention(users[who], loc)
    if record["outcome"] == "hu":
        origin = record.get("winning_from")
        if record.get("winning_source") == "discard":
            source = t("fcc.result.from_discard", loc, user=mention(users[origin], loc))
        elif origin == who:
            source = t("fcc.result.from_own_draw", loc)
        else:
            source = t("fcc.result.from_draw", loc, user=mention(users[origin], loc))
        how = t("fcc.result.hu", loc, user=user, card=card_words(record["winning_card"], loc), source=source)
    else:
        how = t(f"fcc.result.{record['outcome']}", loc, user=user)
    lines = [sentences([head, how], loc)]  # no space after Chinese "：", as between sentences
    for key in ("table_melds", "hand_melds"):
        if record[key]:
            lines.append(t(f"fcc.result.{key}", loc, melds=melds_words(record[key], loc)))
    lines.append(sentences([_points(record, loc), *_payments(record, users, loc)], loc))
    lines.append(chips)
    return lines


def _points(record: JSON, loc: str | None) -> str:
    """What the melds come to, with the bonus card when one was turned."""
    base = record["base"]
    if record["bonus_card"] is not None:
        key = "fcc.result.points_bonus" if record["bonus"] else "fcc.result.points_bonus_nothing"
        card = card_words(record["bonus_card"], loc)
        return t(key, loc, count=base, card=card, bonus=record["bonus"], points=record["points"])
    if record["reached"]:
        return t("fcc.result.points_empty_stock", loc, count=base)
    return t("fcc.result.points", loc, count=base)


def sentences(parts: Sequence[str], loc: str | None) -> str:
    """Sentences one after the other, as the language writes them (a space, none after Chinese "。")."""
    return reduce(lambda first, then: t("fcc.result.then", loc, first=first, then=then), parts)


def _payments(record: JSON, users: Sequence[int], loc: str | None) -> list[str]:
    """Who pays whom: the others pay the finisher who reached the threshold, or the finisher under it pays each
    of the others (the penalty); one sentence per amount (every player pays the same today)."""
    who = record["finisher"]
    payments = record["payments"]
    others = [seat for seat in range(len(users)) if seat != who]
    key = "fcc.result.paid" if record["reached"] else "fcc.result.penalty"
    amounts = sorted({abs(payments[seat]) for seat in others})
    owed = []
    for amount in amounts:
        group = [seat for seat in others if abs(payments[seat]) == amount]
        owed.append(
            t(
                key if len(group) == 1 else f"{key}_each",
                loc,
                user=mention(users[who], loc),
                others=listed([mention(users[seat], loc) for seat in group], loc),
                chips=t("fcc.chips", loc, count=amount),
                threshold=record["threshold"],
            )
        )
    return owed


def _per_seat(values: Sequence[int], users: Sequence[int], loc: str | None) -> str:
    """Each player's chips, side by side in the language's own separator: "@A 14, @B 38" / "@A 14、@B 38"."""
    pairs = zip(users, values, strict=True)
    return series([t("fcc.result.seat_chips", loc, user=mention(user, loc), chips=value) for user, value in pairs], loc)


def round_results(outcome: MoveOutcome, loc: str | None) -> list[str]:
    """The lines above the board after a move: what its claim windows came to, the results of a round it ended
    and who opens the next one."""
    live = outcome.game
    rounds = int(live.public_view()["rounds"])
    lines = window_lines(outcome, loc)
    ended = False
    for event in outcome.events:
        if event.kind == "round_over":
            lines.extend(round_lines(event.data, live.seats, rounds, loc))
            ended = True
        elif event.kind == "round_started" and ended:
            opener = mention(live.seats[int(event.data["opener"])], loc)
            lines.append(t("fcc.result.next_round", loc, round=event.data["round"], rounds=rounds, user=opener))
    return lines


def said(before: LiveGame, seat: int, move: str, user: str, loc: str | None) -> str:
    """An open move as the channel reads it: a discard, or a hu with the dealt cards (the answers to a claim
    window are never public moves: ``window_lines`` says what the window came to)."""
    verb, *cards = move.split()
    if verb == "discard" and cards:
        return t("fcc.said.discard", loc, user=user, card=card_words(cards[0], loc, "acc"))
    if verb == "hu":
        return t("fcc.said.opening_hu", loc, user=user)
    return t("game.played_label", loc, user=user, words=labeller(before, seat, loc)(move))


def end_reason(live: LiveGame, loc: str | None) -> str | None:
    """Why the rules ended the game, for the game-over post; None while it goes on. Chips may go negative
    (decision A16), so the rules end a game only when its last round is over (resignations are the bot's to say)."""
    # The reason names no number: the last round's results, just above, say which round it was.
    return t("fcc.end.rounds", loc) if live.engine.result(live.state) is not None else None


def moment(live: LiveGame, loc: str | None) -> str | None:
    """The round and the turn the board shows, from the spectator view alone: who must discard, or whose discard
    (or turned card) a claim window is open on. Never who may claim or has answered: the picture names no more."""
    view = live.public_view()
    prompt = view["prompt"]
    if prompt["kind"] == "discard":
        key, seat = "discard", prompt["seat"]
    elif prompt["kind"] == "claim_window":
        key, seat = ("claim_turned" if prompt["source"] == "draw" else "claim_discard"), prompt["from"]
    else:
        return None  # the game is over: its name alone, above the final standings
    name = display_names(live.seats, live.record.names, loc)[seat]
    return t(f"moment.four_color_cards.{key}", loc, round=view["round"], rounds=view["rounds"], name=name)


def labeller(live: LiveGame, seat: int, loc: str | None) -> Callable[[str], str]:
    """The seat's options in words, as the panel names them (autocomplete shows the same words), from one view."""
    view = live.engine.view(live.state, seat)
    labels = {option.move: option.label for option in option_words(view, loc)}
    return lambda move: labels.get(move) or live.engine.move_label(live.state, seat, move)


WORDING = Wording(said=said, ending=end_reason, moment=moment, labels=labeller, summary=round_results)
