"""How the channel's texts name a seat: a person by a Discord mention, an AI seat by its name.

(Slash commands are cited as mentions by ``bot.command_mentions``.)
"""

from __future__ import annotations

from bot.ai_seats import ai_name, is_ai


def mention(user_id: int, locale: str | None = None) -> str:
    """A person as a Discord mention; an AI seat by its name (in ``locale``'s language), in bold like a name."""
    if is_ai(user_id):
        return f"**{ai_name(user_id, locale)}**"
    return f"<@{user_id}>"
