"""An open move as the channel reads it: a sentence in the server's language that says who did what, with the
notation beside it for the players who type their moves.

Each game words its own moves (its ``bot.wording`` module's ``said``, from the game as it stood before the move: "@Anna
takes the red card from slot 3"); a game that does not gets its menu label after the player's name. Only a move
the game's public record calls public (``PublicMove.text``) is ever put in words here, so the sentence can tell
nothing the table may not see.
"""

from __future__ import annotations

from bot.i18n import t
from bot.live import LiveGame
from bot.mentions import mention
from bot.private import private_to
from bot.wording import move_labels, wording_of


def move_sentence(before: LiveGame, seat: int, public_move: str, loc: str | None) -> str:
    """``seat``'s public move in ``before`` as one sentence naming its player, without the notation."""
    user = mention(before.seats[seat], loc)
    said = wording_of(before.engine.id).said
    if said is not None:
        return said(before, seat, public_move, user, loc)
    # A game without words of its own: the engine's label of the move, which it works out from the author's side of
    # the game before it (for a public move, words of what the move itself shows).
    with private_to(seat):
        words = move_labels(before, seat, loc)(public_move)
    return t("game.played_label", loc, user=user, words=words)


def move_said(before: LiveGame, seat: int, public_move: str, loc: str | None) -> str:
    """The sentence with the move's notation beside it: "@Anna takes the red card from slot 3 (`take 3`)."."""
    return t("game.played", loc, said=move_sentence(before, seat, public_move, loc), move=public_move)


def own_move_words(before: LiveGame, seat: int, move: str, loc: str | None) -> str:
    """``seat``'s move in ``before`` in words as its author chose it (the menu's label: "Take the red card from slot
    3"), for the private answer after the move; worded from the author's own side, secret moves included."""
    return move_labels(before, seat, loc)(move)
