"""The English message catalog: the source language. Every text a user sees comes from here by id.

Placeholders use ``str.format`` names; a message that counts is a dict of CLDR plural categories, chosen by its
``count`` (``bot.i18n``). Game engines keep their own rule messages (``Game.MESSAGES``), reached
here under ``game.<game id>.<key>``.
"""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Command, group and option names (lowercase letters, digits, - and _; at most 32 characters).
    "name.game": "game",
    "name.game.new": "new",
    "name.game.new.game": "game",
    "name.game.join": "join",
    "name.game.leave": "leave",
    "name.game.start": "start",
    "name.game.cancel": "cancel",
    "name.game.status": "status",
    "name.game.history": "history",
    "name.game.mine": "mine",
    "name.game.resign": "resign",
    "name.game.back": "back",
    "name.play": "play",
    "name.play.move": "move",
    "name.hand": "hand",
    "name.rules": "rules",
    "name.rules.game": "game",
    "name.pace": "pace",
    "name.pace.set": "set",
    "name.pace.set.pace": "pace",
    "name.pace.set.reminder": "reminder",
    "name.pace.set.time_limit": "time_limit",
    "name.pace.set.auto_after": "auto_after",
    "name.pace.show": "show",
    "name.pace.defaults": "defaults",
    "name.pace.defaults.make_default": "make_default",
    "name.pace.mute": "mute",
    "name.settings": "settings",
    "name.settings.board": "board",
    "name.settings.board.mode": "mode",
    "name.settings.language": "language",
    "name.settings.language.language": "language",
    "name.settings.show": "show",
    # Choice names of /pace and /settings board.
    "choice.live": "live",
    "choice.async": "async",
    "choice.new": "new",
    "choice.edit": "edit",
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
    "game.place_resigned": "{place}. {user} ({score}, resigned)",
    "game.cancelled": "The {game} game in this channel was cancelled by {user}.",
    "game.status_title": "{game} · move {version}",
    "game.status_title_plain": "{game}",
    "game.move_accepted": "Done: `{move}`.",
    "game.answer_recorded": "Your answer `{move}` is in. The table waits for the other players.",
    "panel.title": "Your options",
    "hand.not_awaited": "Nothing to decide for you right now; here is your hand.",
    "panel.pick": "Choose a move…",
    "panel.count": {"one": "{count} move", "other": "{count} moves"},
    "panel.narrowed": "Your options: `{prefix} …`",
    "hand.title": "Your private view",
    # Copenhagen's panel (bot/ui/panels/copenhagen.py)
    "panel.copenhagen.decision.take_or_build": (
        "Your turn: take a card from the harbour (your second card comes from a slot next to it), or press "
        "**Build…** to choose a tile and see where it goes."
    ),
    "panel.copenhagen.decision.second_card": "Take your second card.",
    "panel.copenhagen.decision.discard": "You hold more than 7 cards: discard one.",
    "panel.copenhagen.decision.after_take": "Take an Additional card, use Both actions, or end your turn.",
    "panel.copenhagen.decision.both_actions_build": (
        "Both actions: press **Build…** to build a tile now, or end your turn."
    ),
    "panel.copenhagen.decision.payment": (
        "Choose how to pay for the tile drawn dashed on your facade, or cancel to choose another placement."
    ),
    "panel.copenhagen.decision.coat_of_arms": (
        "Coat of arms: place a white window, take an ability you don't own, or turn your used abilities back."
    ),
    "panel.copenhagen.build": "Build…",
    "panel.copenhagen.build_by_words": "Build, choosing tile, orientation and cell in words…",
    "panel.copenhagen.tiles": "Choose a tile. Only tiles you can afford somewhere on your facade are listed.",
    "panel.copenhagen.pick_tile": "Choose a tile…",
    "panel.copenhagen.pick_position": "Choose a position…",
    "panel.copenhagen.tile": "{colour} tile of {size} squares",
    "panel.copenhagen.positions": {"one": "{count} position", "other": "{count} positions"},
    "panel.copenhagen.row": "Row {row}…",
    "panel.copenhagen.preview": (
        "Preview: {label}.\nRotate, mirror or choose another position; **Confirm** builds it there."
    ),
    "panel.copenhagen.rotate": "Rotate ↻",
    "panel.copenhagen.mirror": "Mirror ⇆",
    "panel.copenhagen.confirm": "Confirm",
    "panel.copenhagen.back": "Back",
    "panel.copenhagen.colour.red": "Red",
    "panel.copenhagen.colour.yellow": "Yellow",
    "panel.copenhagen.colour.green": "Green",
    "panel.copenhagen.colour.blue": "Blue",
    "panel.copenhagen.colour.purple": "Purple",
    "panel.copenhagen.no_builds": "No tile you can afford fits on your facade right now: take cards instead.",
    "panel.copenhagen.no_position": "That placement is not open now. Press Build… and choose again.",

    # Troyes Dice's panel: choose your die in steps, see what it gives, confirm.
    "panel.troyes_dice.die_step": (
        "**Day {day}, {half}: choose your die.** Everyone chooses in secret; all choices are revealed together."
    ),
    "panel.troyes_dice.morning": "morning",
    "panel.troyes_dice.afternoon": "afternoon",
    "panel.troyes_dice.you_have": "You have {amounts}.",
    "panel.troyes_dice.black_die": "Die {slot} (black {value}) is the black die: nobody takes it.",
    "panel.troyes_dice.unaffordable": "Die {slot} ({colour} {value}) costs {price}: you cannot afford it.",
    "panel.troyes_dice.any_resource": "1 resource of your choice",
    "panel.troyes_dice.pick_die": "Choose a die…",
    "panel.troyes_dice.die_option": "Die {slot} · {colour} {value} · {price}",
    "panel.troyes_dice.die_hint": "take {value} {resource}, or build in the {colour} district, column {value}",
    "panel.troyes_dice.free": "free",
    "panel.troyes_dice.pay": "pay {amounts}",
    "panel.troyes_dice.adjust_step": (
        "**Die {slot} ({colour} {value}), {price}.** Change it before you use it? A new colour costs {knowledge} "
        "knowledge, each step of value {influence} influence (no wrap from 6 to 1). The change is yours alone."
    ),
    "panel.troyes_dice.pick_adjustment": "Keep the die or change it…",
    "panel.troyes_dice.keep": "Keep {colour} {value} · no cost",
    "panel.troyes_dice.change": "Make it {colour} {value} · {cost}",
    "panel.troyes_dice.action_step": "**Die {slot}, used as {colour} {value}.** What do you do with it?",
    "panel.troyes_dice.cannot_change": "You cannot afford to change this die.",
    "panel.troyes_dice.pick_action": "Choose an action…",
    "panel.troyes_dice.take": "Take {value} {resource}",
    "panel.troyes_dice.build": "Build the {building} in column {number}",
    "panel.troyes_dice.you_will": "**You will:** {plan}.",
    "panel.troyes_dice.plan_die": "take die {slot} ({colour} {value}), {price}",
    "panel.troyes_dice.paying": "paying {amounts}",
    "panel.troyes_dice.plan_change": "change it to {colour} {value} for {cost}",
    "panel.troyes_dice.plan_take": "take {value} {resource}",
    "panel.troyes_dice.plan_build": "build the {building} in column {number}",
    "panel.troyes_dice.plan_supplies": "take {amounts} instead of a die, and no action",
    "panel.troyes_dice.supplies": (
        "You hold no resources and the black die took the free die, so this half-day you take 1 of each resource "
        "instead of a die."
    ),
    "panel.troyes_dice.you_gain": "You gain: {gains}.",
    "panel.troyes_dice.confirm_hint": (
        "Confirm makes your choice; it cannot be withdrawn afterwards. The others only see that you have chosen."
    ),
    "panel.troyes_dice.confirm": "Confirm",
    "panel.troyes_dice.back": "Back",
    "panel.troyes_dice.gain_resource": "+{count} {resource}",
    "panel.troyes_dice.gain_citizen": "+1 {colour} citizen",
    "panel.troyes_dice.gain_citizens": {"one": "+{count} {colour} citizen", "other": "+{count} {colour} citizens"},
    "panel.troyes_dice.gain_diamond": "a diamond completed",
    "panel.troyes_dice.gain_work_bonus": "a bonus work building to place",
    "panel.troyes_dice.gain_prestige_bonus": "a bonus {colours} prestige building to place",
    "panel.troyes_dice.gain_cathedral": "×{multiplier} at the end for each of your {row}",
    "panel.troyes_dice.gain_protection": "column {number} safe from the black die",
    "panel.troyes_dice.gain_nothing": "nothing right away",
    "panel.troyes_dice.either": "{first} or {second}",
    "panel.troyes_dice.amount": "{count} {resource}",
    "panel.troyes_dice.next_roll": "The half-day is resolved; the next roll is on the board.",
    "panel.troyes_dice.already_chosen": (
        "You have already chosen this half-day (`{move}`). A confirmed choice cannot be withdrawn; the half-day "
        "resolves when everyone has chosen."
    ),
    "panel.troyes_dice.revealed": "{user}: {choice}",
    "panel.troyes_dice.colour.red": "red",
    "panel.troyes_dice.colour.yellow": "yellow",
    "panel.troyes_dice.colour.white": "white",
    "panel.troyes_dice.resource.influence": "influence",
    "panel.troyes_dice.resource.deniers": "deniers",
    "panel.troyes_dice.resource_one.deniers": "denier",
    "panel.troyes_dice.resource.knowledge": "knowledge",
    "panel.troyes_dice.building.red.prestige": "Fortress",
    "panel.troyes_dice.building.red.work": "Count's Palace",
    "panel.troyes_dice.building.yellow.prestige": "Guild",
    "panel.troyes_dice.building.yellow.work": "City Hall",
    "panel.troyes_dice.building.white.prestige": "Cathedral",
    "panel.troyes_dice.building.white.work": "Bishopric",
    "panel.troyes_dice.row.red_prestige": "Fortresses",
    "panel.troyes_dice.row.red_work": "Count's Palaces",
    "panel.troyes_dice.row.yellow_prestige": "Guilds",
    "panel.troyes_dice.row.yellow_work": "City Halls",
    "panel.troyes_dice.row.white_prestige": "Cathedrals",
    "panel.troyes_dice.row.white_work": "Bishoprics",
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
    "error.already_decided": (
        "You have already made your choice; it stays secret until everyone has chosen. The table waits for the others."
    ),
    "error.stale": "The board has moved on since this was shown. Use the latest board message.",
    "error.game_over": "This game is over. Start a new one with `/game new`.",
    "error.game_cancelled": "This game was cancelled. Start a new one with `/game new`.",
    "error.empty_move": "Type a move, or pick one from the suggestions.",
    "error.move_too_long": "That move is too long ({max} characters at most). Pick one from the suggestions.",
    "error.no_guild": "Games are played in server channels, not in direct messages.",
    "error.internal": "Something went wrong on our side; nothing was changed. Please try again.",
    # Pace: reminders, time limits, automatic seats (commands, public notices, refusals)
    "pace.cmd": "Pace of this channel's game: reminders, time limit, automatic seats",
    "pace.cmd.set": "Change the pace of the lobby or game in this channel (host)",
    "pace.cmd.set.pace": "live: decisions within minutes; async: within hours or days",
    "pace.cmd.set.reminder": "Remind awaited players after this long, e.g. 3m, 12h, or off",
    "pace.cmd.set.time_limit": "The bot plays a safe move after this long, e.g. 10m, 48h, or off",
    "pace.cmd.set.auto_after": "Timeouts in a row before the bot plays the seat until its player is back (0: never)",
    "pace.cmd.show": "Show the pace of the lobby or game in this channel",
    "pace.cmd.defaults": "Set this server's default pace for new lobbies (Manage Server)",
    "pace.cmd.defaults.make_default": "Make this pace the default for new lobbies",
    "pace.cmd.mute": "Turn reminders for you in this channel's game off or back on",
    "pace.cmd.back": "Take your seat back after the bot played it for you",
    "pace.live": "live",
    "pace.async": "async",
    "pace.summary": (
        "Pace: **{pace}**. Reminders: {reminder}. Time limit: {limit}. "
        "The bot plays a seat after {auto} timeouts in a row."
    ),
    "pace.summary_never_auto": (
        "Pace: **{pace}**. Reminders: {reminder}. Time limit: {limit}. Seats are never played automatically."
    ),
    "pace.show.muted": "Reminders muted for: {users}",
    "pace.show.automatic": "Played by the bot: {users}",
    "pace.show.resigned": "Resigned: {users}",
    "pace.show.defaults": "No lobby or game here; this server's default for new lobbies:",
    "pace.changed": "{user} changed the pace.",
    "pace.defaults_saved": "Saved. {summary}\nNew lobbies in this server start as **{default}**.",
    "pace.off": "off",
    "pace.muted": "Reminders are off for you in this game. Use `/pace mute` again to turn them back on.",
    "pace.unmuted": "Reminders are back on for you in this game.",
    "pace.back": "{user} is back: the bot no longer plays their seat.",
    "pace.reminder.first": "⏰ {users}: the {game} game is waiting for your move.",
    "pace.reminder.second": "⏰ Second reminder, {users}: the table is still waiting for you in {game}.",
    "pace.reminder.later": (
        "⏰ {users}, the table has been waiting a long time. Please move now: when the time limit runs out, "
        "the bot plays for you."
    ),
    "pace.timeout.public": "⌛ Time ran out for {user}: the bot played {moves} for them.",
    "pace.timeout.secret": "⌛ Time ran out for {user}: the bot made their choice for them.",
    "pace.timeout.hidden": "⌛ Time ran out in the claim window: the bot answered for everyone who had not.",
    "pace.now_automatic": {
        "one": "{user} ran out of time: the bot plays their seat until they move again or use `/game back`.",
        "other": (
            "{user} ran out of time {count} times in a row: the bot plays their seat until they move again "
            "or use `/game back`."
        ),
    },
    "pace.automatic.public": "🤖 The bot played {moves} for {user} (automatic seat).",
    "pace.automatic.secret": "🤖 The bot made the choice for {user} (automatic seat).",
    "pace.resigned.public": "🤖 The bot played {moves} for {user}, who resigned.",
    "pace.resigned.secret": "🤖 The bot made the choice for {user}, who resigned.",
    "pace.lobby_field": "Pace",
    "pace.lobby_line": "{pace} · reminders after {reminder} · time limit {limit} · change it with `/pace set`",
    "pace.nothing_to_change": "Give at least one setting to change: pace, reminder, time_limit or auto_after.",
    "pace.host_only": "Only the host ({host}) or a member with Manage Channels can change the pace.",
    "pace.manage_server_only": "Only members with Manage Server can change this server's defaults.",
    "pace.bad_pace": "`{value}` is not a pace. Choose `live` or `async`.",
    "pace.bad_duration": "`{value}` is not a duration. Write it like `10m`, `2h`, `1h30m`, `2d`, or `off`.",
    "pace.bad_reminder": "Reminders can come every {min} to {max}, or `off`.",
    "pace.bad_time_limit": "The time limit can be {min} to {max}, or `off`.",
    "pace.bad_auto_after": "Timeouts before a seat is automatic: a number from 0 (never) to {max}.",
    "pace.reminder_after_limit": (
        "The reminder ({reminder}) must come before the time limit ({limit}). Shorten the reminder or lengthen "
        "the limit."
    ),
    "pace.back_not_automatic": "The bot is not playing your seat; nothing to take back.",
    # Resigning
    "resign.cmd": "Resign from this channel's game: the bot plays your seat and you are placed last",
    "resign.confirm": (
        "Resign from this {game} game? The bot plays your seat to the end and you are placed last. "
        "This cannot be undone."
    ),
    "resign.button": "Resign",
    "resign.done": "You resigned.",
    "resign.announce": "🏳️ {user} resigned. The bot plays their seat from now on; they will be placed last.",
    "resign.ended": "🏳️ {user} resigned. The game is over!\n{standings}",
    "resign.place": "{place}. {user}",
    "resign.place_resigned": "{place}. {user} (resigned)",
    "resign.already": "You have already resigned from this game.",
    "resign.no_moves": "You resigned from this game, so you cannot move any more. The bot plays your seat.",
    # Four Color Cards: card words, the private panel's options and the round results.
    "fcc.colour.r": "red",
    "fcc.colour.y": "yellow",
    "fcc.colour.g": "green",
    "fcc.colour.w": "white",
    "fcc.rank.g": "general",
    "fcc.rank.a": "adviser",
    "fcc.rank.e": "elephant",
    "fcc.rank.c": "chariot",
    "fcc.rank.h": "horse",
    "fcc.rank.p": "cannon",
    "fcc.rank.s": "soldier",
    "fcc.card": "{colour} {rank} ({glyph})",
    "fcc.cards.many": "{count} x {card}",
    "fcc.meld.command": "{colour} command ({glyphs})",
    "fcc.meld.field": "{colour} field ({glyphs})",
    "fcc.meld.soldiers": "soldiers {colours} ({glyphs})",
    "fcc.meld.general": "lone {card}",
    "fcc.meld.generals": "lone generals {cards}",
    "fcc.meld.pair": "pair of {card}",
    "fcc.meld.triple": "triple of {card}",
    "fcc.meld.quad": "kong of {card}",
    "fcc.meld.general_quad": "kong of {card}",
    "fcc.meld.points": "{meld}: {points}",
    "fcc.meld.points_winning": "{meld}: {points} (with the winning card, at table value)",
    "fcc.result.round": "**Round {round} of {rounds} is over.**",
    "fcc.result.draw": "The stock ran out: a draw, nobody pays.",
    "fcc.result.hu": "{user} calls hu on the {card} {source}.",
    "fcc.result.from_discard": "discarded by {user}",
    "fcc.result.from_draw": "turned from the stock by {user}",
    "fcc.result.from_own_draw": "they turned from the stock",
    "fcc.result.opening_hu": "{user} calls hu with the dealt cards.",
    "fcc.result.exhausted_hand": (
        "{user} has no card left to discard after their claim, which ends the round with them as the finisher."
    ),
    "fcc.result.table_melds": "On the table: {melds}.",
    "fcc.result.hand_melds": "In hand: {melds}.",
    "fcc.result.bonus": "Bonus card: {card}, +{bonus}.",
    "fcc.result.no_bonus_card": "No bonus card: the stock is empty.",
    "fcc.result.points": "Points: {base} from melds + {bonus} bonus = {points} (threshold {threshold}).",
    "fcc.result.paid": "{user} reaches the threshold: each other player pays {amount}.",
    "fcc.result.penalty": (
        "{user} is below the threshold of {threshold} and pays the penalty: {amount} to each other player."
    ),
    "fcc.result.payments": "Payments: {payments}.",
    "fcc.result.chips": "Chips: {chips}.",
    "fcc.result.next_round": "**Round {round} of {rounds}** begins: {user} opens with 21 cards.",
    "panel.four_color_cards.your_discard": "Your turn: discard one card (generals are never discarded).",
    "panel.four_color_cards.in_play": "In play: the {card}, {source}. Claim it or pass.",
    "panel.four_color_cards.from_discard": "discarded by {user}",
    "panel.four_color_cards.from_draw": "turned from the stock by {user}",
    "panel.four_color_cards.from_own_draw": "which you turned from the stock",
    "panel.four_color_cards.no_pass_general": "You turned up a general: you must take it, passing is not allowed.",
    "panel.four_color_cards.no_pass": "At this table you may not pass on this card.",
    "panel.four_color_cards.discard_card": "Discard {card}",
    "panel.four_color_cards.pass": "Pass",
    "panel.four_color_cards.hu": "Hu (win)",
    "panel.four_color_cards.general": "General: take it alone",
    "panel.four_color_cards.kong": "Kong: {cards}",
    "panel.four_color_cards.pong": "Pong: {cards}",
    "panel.four_color_cards.pair": "Pair: {cards}",
    "panel.four_color_cards.command": "Command: {cards}",
    "panel.four_color_cards.field": "Field: {cards}",
    "panel.four_color_cards.soldiers": "Soldiers: {cards}",
    # Public posts (bot.publisher)
    "post.recorded": "That was recorded, but Discord did not take the answer. `/game status` shows the board.",
    "post.ping": "{users}: your move. Board: {link}",
    # /game history
    "history.cmd": "Show the moves played so far in this channel's game",
    "history.title": "{game}: moves so far ({count})",
    "history.line": "{number}. {player}: `{move}`",
    "history.secret": "{number}. {player}: (secret choice)",
    "history.empty": "No moves yet in this {game} game.",
    "history.earlier": {
        "one": "(The {count} earlier move is in the attached file.)",
        "other": "(The {count} earlier moves are in the attached file.)",
    },
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
    "settings.cmd.language": "The language of this server's boards, lobbies and reminders",
    "settings.cmd.language.language": "auto follows the server's language when the bot speaks it, else English",
    "settings.choice.auto": "Automatic: the server's language",
    "settings.language.auto": "automatic, now {language}",
    "settings.language_set": (
        "Boards, lobbies and reminders in this server: {language}. It applies from the next post on; replies only "
        "you can see stay in your own Discord language."
    ),
    "settings.show.language": "Public posts: {language}",
    "settings.unknown_language": "The bot does not speak that language. Pick one of: {languages}.",
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
