"""Pictures for Tiny Tricks, the test-only plumbing game: a table of players and the cards in play."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from PIL import Image

from games.contract import JSON
from render.common import Palette, fit_text, font, new_canvas, sprite
from render.renderer import Renderer
from render.words import Text, Words

CARD_W, CARD_H = 44, 62
ROW_H = 80
WIDTH = 640


def _card(value: int | None) -> Image.Image:
    """A card face, or its back when ``value`` is None."""

    def draw() -> Image.Image:
        image, pen = new_canvas(CARD_W, CARD_H, Palette.panel if value is not None else Palette.accent)
        pen.rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), radius=6, outline=Palette.ink, width=2)
        if value is not None:
            pen.text((CARD_W // 2, CARD_H // 2), str(value), font=font(24), fill=Palette.ink, anchor="mm")
        return image

    return sprite(("tiny_tricks.card", value), draw)


class TinyTricksRenderer(Renderer):
    WORDS: ClassVar[Mapping[str, Text]] = {
        "phase.pass": "Choosing a card to pass",
        "phase.tricks": "Playing tricks",
        "phase.over": "Game over",
        "title": "Tiny Tricks · {phase}",
        "tricks": {"one": "{count} trick", "other": "{count} tricks"},
        "chosen": "chosen",
        "hand": "Your hand, {name}",
        "passing": "passing {card}",
    }

    def public(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        say = self.words(words)
        players = view["players"]
        image, pen = new_canvas(WIDTH, 60 + ROW_H * players)
        phase = say(f"phase.{view['phase']}")
        pen.text((16, 14), say("title", phase=phase), font=font(24), fill=Palette.ink)
        played = {(view["leader"] + i) % players: card for i, card in enumerate(view["trick"])}
        for seat in range(players):
            top = 56 + seat * ROW_H
            colour = Palette.seats[seat % len(Palette.seats)]
            if seat in view["awaiting"]:
                pen.rectangle((0, top, WIDTH, top + ROW_H - 6), fill=Palette.panel)
                pen.rectangle((0, top, 6, top + ROW_H - 6), fill=Palette.highlight)
            pen.ellipse((16, top + 24, 32, top + 40), fill=colour)
            pen.text((40, top + 20), fit_text(names[seat], 20, 200), font=font(20), fill=Palette.ink)
            pen.text((40, top + 44), say("tricks", count=view["tricks_won"][seat]), font=font(16), fill=Palette.muted)
            for i in range(view["hand_sizes"][seat]):
                image.paste(_card(None), (260 + i * 18, top + 6))
            if seat in view["chosen"]:
                pen.text((360, top + 28), say("chosen"), font=font(18), fill=Palette.good)
            if seat in played:
                image.paste(_card(played[seat]), (540, top + 6))
        return image

    def private(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        say = self.words(words)
        hand = view["hand"]
        image, pen = new_canvas(max(320, 32 + len(hand) * (CARD_W + 12)), 120)
        title = say("hand", name=fit_text(names[view["seat"]], 18, 200))
        pen.text((16, 10), title, font=font(18), fill=Palette.ink)
        for i, card in enumerate(hand):
            image.paste(_card(card), (16 + i * (CARD_W + 12), 44))
        if view.get("my_pass") is not None:
            pen.text((200, 10), say("passing", card=view["my_pass"]), font=font(16), fill=Palette.accent)
        return image


RENDERER = TinyTricksRenderer()
