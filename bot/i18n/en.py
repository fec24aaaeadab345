"""The English message catalog: the source language. Every text a user sees comes from here by id.

Placeholders use ``str.format`` names. Game engines keep their own rule messages (``Game.MESSAGES``), reached
here under ``game.<game id>.<key>``.
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # Command names and descriptions (Discord shows these in the command picker).
    "cmd.game": "Create, join and manage the game in this channel",
    "cmd.game.new": "Open a lobby for a new game in this channel",
    "cmd.game.new.game": "Which game to play",
    "cmd.game.join": "Join the lobby in this channel",
    "cmd.game.leave": "Leave the lobby in this channel",
    "cmd.game.start": "Start the game (host only)",
    "cmd.game.cancel": "Cancel the lobby or game in this channel (host or Manage Channels)",
    "cmd.game.status": "Show the current board and whose turn it is",
    "cmd.play": "Make a move in this channel's game",
    "cmd.play.move": "Your move; start typing to see the legal ones",
    "cmd.hand": "Privately see your hand or your own sheet",
    "cmd.rules": "A short summary of a game's rules and its move notation",
    "cmd.rules.game": "Which game",
    # Lobby
    "lobby.title": "{game}: new game",
    "lobby.body": "Host: {host}\nPlayers ({count}, {min}-{max} needed):\n{players}",
    "lobby.hint": "Press Join to take a seat. The host presses Start when everyone is in.",
    "lobby.cancelled": "The lobby for {game} was cancelled by {user}.",
    "lobby.joined": "{user} joined.",
    "lobby.left": "{user} left.",
    "button.join": "Join",
    "button.leave": "Leave",
    "button.start": "Start",
    "button.cancel": "Cancel",
    "button.turn": "Take your turn",
    "button.hand": "My hand",
    "button.turn.four_color_cards": "My hand / claim",
    "button.turn.troyes_dice": "Choose your die",
    "button.hand.troyes_dice": "My sheet",
    # Game messages
    "game.started": "{game} has started! Seats in order: {players}.",
    "game.played": "{user} played `{move}`.",
    "game.chose": "{user} has made their secret choice.",
    "game.all_in": "All choices are in.",
    "game.next": "Your move: {users}",
    "game.waiting_for": "Waiting for: {users}",
    "game.over": "Game over! {standings}",
    "game.place": "{place}. {user} ({score})",
    "game.cancelled": "The {game} game in this channel was cancelled by {user}.",
    "game.status_title": "{game} · move {version}",
    "game.move_accepted": "Done: `{move}`.",
    "game.answer_recorded": "Your answer `{move}` is in. The table waits for the other players.",
    "panel.title": "Your options",
    "hand.not_awaited": "Nothing to decide for you right now; here is your hand.",
    "panel.pick": "Choose a move…",
    "panel.count": "{count} moves",
    "panel.narrowed": "Your options: `{prefix} …`",
    "hand.title": "Your private view",
    "rules.unavailable": "The rules summary for {game} is not written yet.",
    # Refusals (ephemeral, one or two sentences: what is wrong, what to do)
    "error.unknown_game": "There is no game called `{game}`. Pick one from the list in `/game new`.",
    "error.game_unavailable": "{game} is not available on this bot right now.",
    "error.channel_has_game": (
        "This channel already has a game in progress. Finish or cancel it first, or use another channel."
    ),
    "error.channel_has_lobby": "This channel already has an open lobby. Join it, or ask the host to cancel it.",
    "error.no_lobby": "There is no open lobby here. Open one with `/game new`.",
    "error.lobby_closed": "This lobby is closed. Open a new one with `/game new`.",
    "error.game_already_started": "The game here has already started; watch, or open a lobby in another channel.",
    "error.already_joined": "You are already in this lobby.",
    "error.lobby_full": "The lobby is full ({max} players). Wait for the next game.",
    "error.not_in_lobby": "You are not in this lobby.",
    "error.host_cannot_leave": "The host cannot leave; cancel the lobby instead.",
    "error.host_only_start": "Only the host ({host}) can start the game.",
    "error.player_count": "{game} needs {min} to {max} players; the lobby has {count}.",
    "error.cancel_not_allowed": "Only the host or a member with Manage Channels can cancel.",
    "error.no_game": "There is no game in progress in this channel. Start one with `/game new`.",
    "error.not_a_player": "You are not playing in this game; you can watch the board.",
    "error.not_your_turn": "It is not your turn. You will be mentioned when it is.",
    "error.stale": "The board has moved on since this was shown. Use the latest board message.",
    "error.game_over": "This game is over. Start a new one with `/game new`.",
    "error.game_cancelled": "This game was cancelled. Start a new one with `/game new`.",
    "error.empty_move": "Type a move, or pick one from the suggestions.",
    "error.move_too_long": "That move is too long ({max} characters at most). Pick one from the suggestions.",
    "error.no_guild": "Games are played in server channels, not in direct messages.",
    "error.internal": "Something went wrong on our side; nothing was changed. Please try again.",
    # Public posts (bot.publisher)
    "post.recorded": "That was recorded, but Discord did not take the answer. `/game status` shows the board.",
    "post.ping": "{users}: your move. Board: {link}",
    # /game history
    "history.cmd": "Show the moves played so far in this channel's game",
    "history.title": "{game}: moves so far ({count})",
    "history.line": "{number}. {player}: `{move}`",
    "history.secret": "{number}. {player}: (secret choice)",
    "history.empty": "No moves yet in this {game} game.",
    "history.earlier": "(The {count} earlier moves are in the attached file.)",
    # /game mine
    "mine.cmd": "List your games in progress on this server",
    "mine.title": "Your games in progress on this server:",
    "mine.line": "**{game}** in {channel}: {turn} · [board]({link})",
    "mine.your_turn": "your turn",
    "mine.waiting": "waiting for {users}",
    "mine.more": "…and {count} more.",
    "mine.none": "You have no game in progress on this server. Start one with `/game new`.",
    # /settings
    "settings.cmd": "This server's game settings (Manage Server)",
    "settings.cmd.board": "How boards are posted: a new message per turn, or one message edited in place",
    "settings.cmd.board.mode": "new: a board message per turn; edit: one board edited in place and a short ping",
    "settings.cmd.show": "Show this server's game settings",
    "settings.mode.new": "a new board message every turn",
    "settings.mode.edit": "one board message edited in place, with a short ping for whose turn it is",
    "settings.board_set": "Boards in this server: {mode}. It applies from the next board on.",
    "settings.show": "Game settings of this server:\nBoards: {mode}",
    "settings.not_allowed": "Only members with Manage Server can change this server's game settings.",
    "settings.unknown_mode": "There is no such board mode. Pick one of: {modes}.",
    # Rules summaries, one per game (shown by /rules).
    "rules.tiny_tricks": (
        "A three-card trick game used to test the bot. Everyone first passes one card to the left at the same "
        "time, then plays three tricks; the highest card takes the trick.\n\n"
        "**Moves**: `pass 7` (choose the card you pass), `play 7` (play a card)."
    ),
    "rules.copenhagen": (
        "Build the finest facade on the Copenhagen waterfront: first to 12 points wins.\n"
        "On your turn either **take cards** from the harbour (two neighbouring slots) or **build** a facade "
        "tile, paying one card of its colour per square (one less if it touches a tile of the same colour). "
        "Tiles must rest on the ground or on another tile. A full row scores 1 point (2 if all windows), a "
        "full column 2 points. Covering a coat of arms gives a bonus: a white window tile, an ability, or "
        "fresh abilities. Hand limit 7. If nobody reaches 12, the game ends when the End card shows up.\n\n"
        "**Moves**: `take 3`, `discard red`, `build red3 r90 c1` (tile, turn `r0`-`r270` or mirrored "
        "`m0`-`m270`, cell of its brick; columns a-e, rows 1-9 from the ground), `pay 1red discount`, "
        "`cancel`, `both`, `end`, `white c3`, `ability extra` (any, extra, discount, colors, both), `refresh`."
    ),
    "rules.troyes_dice": (
        "Eight days of two half-days. Each half-day four dice are rolled and set on the slots, cheapest first; "
        "from day 3 the black die destroys matching cells on every sheet unless a Fortress protects the "
        "column. Everyone picks a die at the same time (slot 1 free, slot 2 one resource, slot 3 one denier, "
        "slot 4 two deniers), may change its colour (2 knowledge) or value (1 influence a step), then takes "
        "resources, builds the prestige building or the work building of that colour and value. Choices "
        "are revealed together. Citizens, cathedrals and leftover resource pairs score at the end.\n\n"
        "**Moves**: `die 1 work`, `die 2 pay knowledge resources`, `die 3 as white to 5 prestige`, "
        "`supplies` (when nothing is affordable), and bonus builds such as `build work yellow 4`."
    ),
    "rules.four_color_cards": (
        "Taiwanese four colour cards (四色牌): 112 cards in four colours with seven ranks (帥仕相俥傌炮兵 / "
        "將士象車馬包卒). Everyone holds 20 cards, the opener 21 and discards first; generals never go to the "
        "discard. Every card shown (discarded or turned from the stock) opens a claim window: hu beats "
        "kong beats pong beats other melds, nearest seat first. Claimed cards are laid on the table and "
        "the claimant discards. Win (hu) when your whole hand plus the card splits into melds worth at "
        "least 10 points. Three rounds, chips settle the match.\n\n"
        "**Cards**: colour `r y g w` + rank `g a e c h p s` (general, adviser, elephant, chariot, horse, "
        "cannon, soldier), e.g. `rc` is the red chariot.\n"
        "**Moves**: `discard rc`, `pass`, `hu`, `kong`, `pong`, `pair`, `general`, `command`, `field`, "
        "`soldiers ys gs`."
    ),
}
