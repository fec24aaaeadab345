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
    "lobby.hint": (
        "Press Join to take a seat; the host can fill seats with AI players. "
        "The host presses Start when everyone is in."
    ),
    "lobby.cancelled": "The lobby for {game} was cancelled by {user}.",
    "lobby.joined": "{user} joined.",
    "lobby.left": "{user} left.",
    "lobby.moved": "This lobby moved to a newer message: {link}",
    # Tournaments (/tournament; bot/ui/tournament): the message, the rounds' announcements, the standings.
    "name.tournament": "tournament",
    "name.tournament.new": "new",
    "name.tournament.new.game": "game",
    "name.tournament.new.format": "format",
    "name.tournament.new.rounds": "rounds",
    "name.tournament.new.table_size": "table_size",
    "name.tournament.new.pace": "pace",
    "name.tournament.new.hours": "hours",
    "name.tournament.new.timezone": "timezone",
    "name.tournament.new.player_limit": "player_limit",
    "name.tournament.new.reliability": "reliability",
    "name.tournament.new.round_hours": "round_hours",
    "name.tournament.new.table_options": "table_options",
    "name.tournament.join": "join",
    "name.tournament.leave": "leave",
    "name.tournament.start": "start",
    "name.tournament.standings": "standings",
    "name.tournament.standings.number": "number",
    "name.tournament.cancel": "cancel",
    "cmd.tournament": "Run a tournament in this channel: the bot seats each round and plays its games in threads",
    "cmd.tournament.new": "Open a tournament in this channel",
    "cmd.tournament.new.game": "Which game the tournament plays",
    "cmd.tournament.new.format": "Swiss (everyone plays every round; the default) or elimination (winners go through)",
    "cmd.tournament.new.rounds": "How many rounds a Swiss tournament plays (3 unless you choose)",
    "cmd.tournament.new.table_size": "Players at each table (2 unless you choose)",
    "cmd.tournament.new.pace": "The tables' pace: live or async (the server's default unless you choose)",
    "cmd.tournament.new.hours": "The tables' playing hours, e.g. 08:00-23:00 or 8-23",
    "cmd.tournament.new.timezone": "Time zone of the playing hours, e.g. Europe/Paris",
    "cmd.tournament.new.player_limit": "The most players who may join (no limit unless you choose)",
    "cmd.tournament.new.reliability": "The lowest reliability a player needs to join, in percent (0: anyone)",
    "cmd.tournament.new.round_hours": (
        "Hours a round may last; games unfinished by then stop and score nothing (default: no limit)"
    ),
    "cmd.tournament.new.table_options": (
        "The tables' game options, as /game option sets them: name=value, separated by commas"
    ),
    "cmd.tournament.join": "Join this channel's tournament before it starts",
    "cmd.tournament.leave": "Leave this channel's tournament before it starts",
    "cmd.tournament.start": "Start the tournament: the tables of its first round open (host only)",
    "cmd.tournament.standings": (
        "Show the standings of this channel's tournament, or of its latest one (only you see them)"
    ),
    "cmd.tournament.standings.number": (
        "A past tournament's number (as in its threads' names); this channel's latest unless you choose"
    ),
    "cmd.tournament.cancel": "Cancel this channel's tournament and its games (host or Manage Channels)",
    "choice.tournament.swiss": "swiss",
    "choice.tournament.elimination": "elimination",
    "tournament.title": "{game} tournament",
    "tournament.host": "Host: {host}",
    "tournament.format.swiss": {"one": "Swiss, {count} round", "other": "Swiss, {count} rounds"},
    "tournament.format.elimination": "Elimination: each table's winner goes through",
    "tournament.tables": {"one": "tables of {count}", "other": "tables of {count}"},
    "tournament.limit": {"one": "At most {count} player.", "other": "At most {count} players."},
    "tournament.reliability": "Reliability at least {minimum}.",
    "tournament.state.open": "Open: join with the button below; the host starts it.",
    "tournament.state.round": "Round {round} is being played.",
    "tournament.state.round_of": "Round {round} of {rounds} is being played.",
    "tournament.state.over": "It is over. Champion: {champion}",
    "tournament.state.cancelled": "This tournament was cancelled.",
    "tournament.players": {"one": "Player ({count})", "other": "Players ({count})"},
    "tournament.more": {"one": "… and {count} more", "other": "… and {count} more"},
    "tournament.standings": "Standings",
    "tournament.hint": (
        "At each table the last place scores 0 and each place above it 2 more (Board Game Arena's scale); a bye "
        "scores as a win. Ties are broken by the opponents' points."
    ),
    "tournament.standing.swiss": {
        "one": "{rank}. {player}: {count} point (opponents: {opposition})",
        "other": "{rank}. {player}: {count} points (opponents: {opposition})",
    },
    "tournament.standing.champion": "{rank}. {player}: champion",
    "tournament.standing.in": "{rank}. {player}: still in",
    "tournament.standing.out": "{rank}. {player}: out in round {round}",
    "tournament.standing.dropped": "(dropped)",
    "tournament.joined": "{user} joined the tournament.",
    "tournament.left": "{user} left the tournament.",
    "tournament.started": "{user} started the tournament: the tables of round 1 are opening.",
    "tournament.cancelled": "{user} cancelled the tournament.",
    "tournament.thread_name": "{game} tournament #{number}, round {round}, table {table}",
    "tournament.table_headline": "{game} tournament ({channel}): round {round}, table {table}.",
    "tournament.round_limit": {
        "one": "Each round lasts at most {count} hour.",
        "other": "Each round lasts at most {count} hours.",
    },
    "tournament.deadline_line": "The round ends on {when} ({left}): a game still being played then is stopped.",
    "tournament.deadline_passed": "**{game} tournament, round {round}: time is up.** Stopped: {tables}. {result}",
    "tournament.deadline_stopped": "Time is up for this round of the tournament: this game is stopped. {result}",
    "tournament.deadline_result.swiss": "Nobody at a stopped table scores.",
    "tournament.deadline_result.elimination": "At a stopped table, the better seed goes through.",
    "tournament.round_title": "**{game} tournament: round {round}**",
    "error.tournament_options_syntax": (
        "Write the tables' options as `name=value`, separated by commas: for example {example}."
    ),
    "error.tournament_options_bot": (
        "{option} is not set for a tournament's tables: each round decides where players sit, and the tournament has "
        "its own reliability option."
    ),
    "tournament.table_line": "Table {table}: {players} → {thread}",
    "tournament.bye_line": {
        "one": "No table this round ({count} point): {players}",
        "other": "No table this round ({count} points): {players}",
    },
    "tournament.dropped": {
        "one": "{count} player dropped: {players}. The bot had to play their seat for a whole game in round {round}.",
        "other": (
            "{count} players dropped: {players}. The bot had to play their seats for a whole game in round {round}."
        ),
    },
    "tournament.over_title": "**The {game} tournament is over!**",
    "tournament.champion": "Champion: {player}. Congratulations!",
    "tournament.standings_title": "Standings of the {game} tournament, round {round}:",
    "tournament.standings_none": "The {game} tournament has not started yet: no standings so far.",
    "tournament.standings_final": "Final standings of the {game} tournament #{number}:",
    "tournament.standings_cancelled": (
        "The {game} tournament #{number} was cancelled during round {round}. The standings when it stopped:"
    ),
    "tournament.standings_cancelled_early": (
        "The {game} tournament #{number} was cancelled before it started: it has no standings."
    ),
    "tournament.picture.place": "#",
    "tournament.picture.player": "Player",
    "tournament.picture.points": "Points",
    "tournament.picture.tiebreak": "Opponents",
    "tournament.picture.round": "round {round}",
    "error.tournament_none": "There is no tournament in this channel. Open one with `/tournament new`.",
    "error.tournament_unknown": "This tournament no longer exists.",
    "error.tournament_no_such": "This server has no tournament #{number}.",
    "error.tournament_busy": (
        "This channel already has a tournament open or under way. Cancel it first, or use another channel."
    ),
    "error.tournament_format": "A tournament is `swiss` or `elimination`.",
    "error.tournament_table_size": "{game} cannot seat {size} players at a table: choose {min} to {max}.",
    "error.tournament_text_channel": "Open a tournament in a text channel: its tables are played in threads of it.",
    "error.tournament_threads": (
        "The tournament's tables are played in threads, and I lack {permissions} in {channel}. A member with "
        "**Manage Channels** can grant them there; then try again."
    ),
    "error.tournament_joined": "You are in this tournament already.",
    "error.tournament_full": {
        "one": "This tournament is full ({count} player).",
        "other": "This tournament is full ({count} players).",
    },
    "error.tournament_not_in": "You are not in this tournament.",
    "error.tournament_host_leave": "The host cannot leave the tournament. Cancel it instead if it should not go on.",
    "error.tournament_started": "This tournament has started: nobody can join or leave it now.",
    "error.tournament_over": "This tournament is over.",
    "error.tournament_host_only": "Only the host ({host}) can start the tournament.",
    "error.tournament_cancel_not_allowed": (
        "Only the host, or a member with Manage Channels, can cancel the tournament."
    ),
    "error.tournament_too_few": {
        "one": "A tournament needs at least {min} players; it has {count}. Wait for more to join.",
        "other": "A tournament needs at least {min} players; it has {count}. Wait for more to join.",
    },
    "button.join": "Join",
    "button.leave": "Leave",
    "button.start": "Start",
    "button.cancel": "Cancel",
    "button.turn": "Take your turn",
    "button.hand": "My hand",
    # Threads: a thread per game
    "permission.create_public_threads": "Create Public Threads",
    "name.settings.threads": "threads",
    "name.settings.threads.mode": "mode",
    "settings.cmd.threads": "Whether each game is played in a thread of its own or in the channel it was opened in",
    "settings.cmd.threads.mode": "on: a thread per game, summed up in the channel; off: games play in the channel",
    "choice.threads.on": "on",
    "choice.threads.off": "off",
    "settings.threads.on": "each game in a thread of its own",
    "settings.threads.off": "each game in the channel where it was opened",
    "settings.threads_set": "Games in this server: {mode}. It applies from the next game on.",
    "settings.show.threads": "Games: {mode}",
    "settings.unknown_threads": "Pick on or off.",
    "thread.name": "{game} #{number}: {players}",
    "thread.name_separator": ", ",  # between the players of a thread's name (short: no "and")
    "thread.summary": "The game goes on in {thread}.\n{turn}",
    "thread.summary_over": "The game in {thread} is over.\n{standings}",
    "thread.summary_cancelled": "The game in {thread} was cancelled.",
    "thread.rematch_opened": "{host} opened the rematch lobby in {channel}: {link}",
    "thread.refused": (
        "This game is played here: I cannot open threads in {channel} without {permissions}. A server manager can"
        " grant them, or keep games in channels with `/settings threads`."
    ),
    # Game messages
    "game.started": "{game} has started! Seats in order: {players}.",
    "game.played": "{said} (`{move}`).",
    "game.played_label": "{user}: {words}",
    "game.chose": "{user} has made their secret choice.",
    "game.all_in": "All choices are in.",
    "game.all_answered": "All answers are in.",  # a claim window closed: who answered, and how, stays secret
    "game.next": "Your move: {users}",
    # Between entries that each stand alone ("@A +11, @B -11"); lists with "and" come from CLDR (bot.i18n.listed).
    "list.separator": ", ",
    "list.clauses": "; ",
    # Before the last step: the same mark, or a conjunction where a language makes the steps one sentence.
    "list.clauses_last": "; ",
    "game.waiting_for": "Waiting for: {users}",
    # Under a board whose decision keeps secret whom it waits for (a claim window): nobody is pinged.
    "game.may_answer": "May answer: {users} (privately, with the buttons below)",
    "game.over": "Game over! {standings}",
    "game.over_because": "Game over: {why}\n{standings}",
    "game.over.resignations": "the resignations leave too few players to go on.",
    "game.place": "{place}. {user} ({score})",
    "game.place_resigned": "{place}. {user} ({score}, resigned)",
    "game.place_tied": "{place}. {user} ({score}, tied)",
    # A final score in the standings, for the games that score points (Four Color Cards counts chips: the bare
    # number); a language that names the unit says it here ("3 分").
    "game.cancelled": "The {game} game in this channel was cancelled by {user}.",
    "game.status_title": "{game} · {moment}",
    "game.status_title_plain": "{game}",
    # The colour of the card or tile a sentence is about, in the form the sentence needs (Russian: accusative).
    "game.move_accepted": "Done: “{move}”.",
    "game.answer_recorded": "Your answer “{move}” is in. The table waits for the other players.",
    "panel.title": "Your options",
    "hand.not_awaited": "Nothing to decide for you right now; here is your hand.",
    "panel.pick": "Choose a move…",
    "panel.count": {"one": "{count} move", "other": "{count} moves"},
    "panel.narrowed": "Your options: `{prefix} …`",
    "panel.narrowed_words": "Your options\n**{words}** (`{prefix} …`)",
    "hand.title": "Your private view",
    # Troyes Dice's panel: choose your die in steps, see what it gives, confirm.
    "rules.unavailable": "The rules summary for {game} is not written yet.",
    # Undo: /undo takes back the player's last move (bot/take_backs.py, bot/cogs/undo.py, games/take_back.py).
    "name.undo": "undo",
    "cmd.undo": "Take back your last move, while it showed nothing hidden and nobody has played since",
    "undo.done": "Your move `{move}` is taken back. Play again when you are ready.",
    "undo.announced": "↩️ {user} took back their last move.",
    "undo.history": "{number}. {player}: took back a move",
    "undo.nothing": "You have no move to take back in this game.",
    "undo.played_since": "{player} has played since your move, so it stands.",
    "undo.game_over": "The game is over: its moves stand.",
    "undo.not_offered": "Moves cannot be taken back in this game.",
    "undo.button": "Undo",
    "undo.by_bot": "The bot played your last move for you when your time ran out, so it stands.",
    "undo.not_last": "That move is no longer your last one (taken back already, or you have played since).",
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
    "error.lobby_full_ai": (
        "The lobby is full ({max} players): no seat is left for an AI player. Start the game, or free a seat first."
    ),
    "error.not_in_lobby": "You are not in this lobby.",
    "error.host_cannot_leave": "The host cannot leave; cancel the lobby instead.",
    "error.host_only_start": "Only the host ({host}) can start the game.",
    "error.player_count": (
        "{game} needs {min} to {max} players; the lobby has {count}. AI players can fill seats: `/game addbot`."
    ),
    "error.cancel_not_allowed": "Only the host or a member with Manage Channels can cancel.",
    "error.no_game": "There is no game in progress in this channel. Start one with `/game new`.",
    "error.thread_game_over": (
        "The game in this thread is over. To play again, press {rematch} on its final board; `/game history` shows its "
        "moves."
    ),
    "error.no_game_threads": "This channel's games are played in their own threads: {threads}. Use the command there.",
    "error.not_a_player": "You are not playing in this game; you can watch the board.",
    "error.not_your_turn": "It is not your turn. You will be mentioned when it is.",
    "error.already_decided": (
        "You have already made your choice; it stays secret until everyone has chosen. The table waits for the others."
    ),
    "error.already_decided_undo": (
        "You have already made your choice; it stays secret until everyone has chosen. To change it, take it back with "
        "`/undo` while the others are still choosing."
    ),
    "error.stale": "The board has moved on since this was shown. Use the latest board message.",
    "error.already_played": "Your move for this turn is already played (`{move}`); this panel can change nothing now.",
    "error.already_played_next": (
        "Your move for this turn is already played (`{move}`); make your next one from the latest board message."
    ),
    "error.game_over": "This game is over. Start a new one with `/game new`.",
    "error.game_cancelled": "This game was cancelled. Start a new one with `/game new`.",
    "error.game_unknown": "This button belongs to no game the bot knows. Use the buttons on the latest board message.",
    "error.bad_option": (
        "The option `{option}` holds a value that Discord's command menu cannot send. Run the command again from "
        "that menu."
    ),
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
    "pace.timeout.public": "⌛ Time ran out for {user}; the bot played for them:",
    "pace.timeout.secret": "⌛ Time ran out for {user}: the bot made their choice for them.",
    "pace.timeout.hidden": "⌛ Time ran out in the claim window: the bot answered for everyone who had not.",
    "pace.now_automatic": {
        "one": "{user} ran out of time: the bot plays their seat until they move again or use `/game back`.",
        "other": (
            "{user} ran out of time {count} times in a row: the bot plays their seat until they move again "
            "or use `/game back`."
        ),
    },
    "pace.automatic.public": "🤖 The bot played for {user} (automatic seat):",
    "pace.automatic.secret": "🤖 The bot made the choice for {user} (automatic seat).",
    "pace.resigned.public": "🤖 The bot played for {user}, who resigned:",
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
    # Pace: hours, vacation, notices (playing hours, /pace me, /pace away, turn messages; bot/pace/hours.py,
    # bot/pace/players.py). <t:…:f> is Discord's timestamp: each reader sees it in their own time zone.
    "name.pace.set.hours": "hours",
    "name.pace.set.timezone": "timezone",
    "name.pace.me": "me",
    "name.pace.me.quiet_hours": "quiet_hours",
    "name.pace.me.timezone": "timezone",
    "name.pace.me.turn_dm": "turn_dm",
    "name.pace.away": "away",
    "name.pace.away.days": "days",
    "name.game.new.hours": "hours",
    "name.game.new.timezone": "timezone",
    "pace.cmd.set.hours": "Playing hours: no reminder or time limit outside them, e.g. 08:00-23:00, 8-23 or off",
    "pace.cmd.set.timezone": "Time zone of the playing hours, e.g. Europe/Paris (default: your own time zone, or UTC)",
    "pace.cmd.me": "Your quiet hours, time zone and turn messages, the same in every server",
    "pace.cmd.me.quiet_hours": "No pings and no clock for you in these hours, e.g. 23:00-07:00 or off (at most 12 h)",
    "pace.cmd.me.timezone": "Your time zone, e.g. America/New_York",
    "pace.cmd.me.turn_dm": "Get a direct message when a game starts waiting for you",
    "pace.cmd.away": "Go on vacation: your clocks stop in all your games (0 days: you are back)",
    "pace.cmd.away.days": "Days you will be away, 1 to 14; 0 when you are back",
    "hours.table": "Playing hours: {hours} ({zone}); no reminder and no time limit outside them.",
    "hours.me.title": "Your pace, the same in every server:",
    "hours.me.zone": "Time zone: **{zone}**",
    "hours.me.quiet": "Quiet hours: **{quiet}** (no reminders and no clock for you then)",
    "hours.me.no_quiet": "Quiet hours: none",
    "hours.me.dm_on": "Turn messages: on (a direct message when a game starts waiting for you)",
    "hours.me.dm_off": "Turn messages: off",
    "hours.me.away": "Away until <t:{until}:f>",
    "hours.away": "🏖️ {user} is away until <t:{until}:f> (<t:{until}:R>): their clocks are stopped in all their games.",
    "hours.back": "{user} is back: their clocks run again.",
    "hours.bad_window": "`{value}` is not a span of hours. Write it like `08:00-23:00`, `8-23` or `off`.",
    "hours.bad_timezone": "`{value}` is not a time zone I know. Pick one from the list, like `Europe/Paris`.",
    "hours.table_too_short": "Playing hours must cover at least {hours} hours a day, so that the game can go on.",
    "hours.quiet_too_long": "Quiet hours can cover at most {hours} hours a day, so that your games can go on.",
    "hours.bad_vacation": "A vacation lasts 1 to {max} days.",
    "hours.already_away": "You are already away until <t:{until}:f>. Use `/pace away` with 0 days when you are back.",
    "hours.vacation_rest": (
        "You can go away again from <t:{when}:f>: the rest after a vacation is as long as it was, a week at most."
    ),
    "hours.not_away": "You are not away; there is nothing to end.",
    "hours.turn_dm": "🎲 Your turn in the {game} game in {channel}: {link}",
    "hours.turn_dm_no_link": "🎲 Your turn in the {game} game in {channel}.",
    "hours.show.away": "Away (clocks stopped): {users}",
    # Pace: you are next (/pace me's next_dm, the direct message to the player who plays after the current turn;
    # Game.next_up, bot/pace/timers.py). {players}: who plays now, as mentions.
    "name.pace.me.next_dm": "next_dm",
    "pace.cmd.me.next_dm": "Get a direct message when you play right after the current turn, to get ready",
    "next.me_on": "“You are next” messages: on (a direct message when you play right after the current turn)",
    "next.me_off": "“You are next” messages: off",
    "next.dm": "⏭️ You are next in the {game} game in {channel}, after {players}: {link}",
    "next.dm_no_link": "⏭️ You are next in the {game} game in {channel}, after {players}.",
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
    # Public posts (bot.publisher)
    "post.recorded": "That was recorded, but Discord did not take the answer. `/game status` shows the board.",
    "post.ping": "{users}: your move. Board: {link}",
    # Channel permissions the bot lacks (bot.permissions): names as Discord shows them
    "permission.view_channel": "View Channel",
    "permission.send_messages": "Send Messages",
    "permission.send_messages_in_threads": "Send Messages in Threads",
    "permission.embed_links": "Embed Links",
    "permission.attach_files": "Attach Files",
    # How a permission's name stands in a sentence: bold, or in quotes where the language quotes such names.
    "permission.named": "**{name}**",
    "post.refused": (
        "I cannot post in {channel}: I am missing {permissions} there. The game goes on and nothing is lost: "
        "as soon as someone with **Manage Channels** or **Manage Roles** grants it to me in that channel's "
        "permissions, I post the latest board."
    ),
    "post.refused_unknown": (
        "Discord refused my post in {channel} for lack of a permission. There I need {permissions}. The game "
        "goes on and nothing is lost: as soon as someone with **Manage Channels** or **Manage Roles** grants "
        "what is missing in that channel's permissions, I post the latest board."
    ),
    "error.cannot_host": (
        "I cannot host a game in {channel}: I am missing {permissions} there, so its boards could not be "
        "posted. Someone with **Manage Channels** or **Manage Roles** can grant it to me in this channel's "
        "permissions; then try again."
    ),
    # /game history
    "history.cmd": "Show the moves of this channel's game, in progress or finished",
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
    "mine.your_turn_for": "your turn, for {waited}",
    "mine.waiting": "waiting for {users}",
    "mine.more": "…and {count} more.",
    "mine.none": "You have no game in progress on this server. Start one with `/game new`.",
    # /game replay and /game export (bot/replays), and /game history of a finished game
    "name.game.replay": "replay",
    "name.game.export": "export",
    "name.game.record.game": "game",
    "cmd.game.replay": "Post an animated replay of this channel's last finished game, or of the game you name",
    "cmd.game.export": "Get the record of this channel's last finished game as a JSON file (only you see it)",
    "cmd.game.record.game": "A finished game's number (this channel's last finished game if left out)",
    "cmd.game.history.game": "A game's number (this channel's current game, else its last finished one, if left out)",
    "history.title_over": "{game}, game {number}: all its moves ({count})",
    "replay.none_finished": "This channel has no finished game yet: replays and records come once a game is over.",
    "replay.not_here": (
        "There is no game {number} in this channel. Check the number, or ask in the channel where it was played."
    ),
    "replay.in_progress": "Game {number} is still being played: its replay and its record come once it is over.",
    "replay.cancelled": "Game {number} was cancelled: only finished games have a replay and a record.",
    "replay.building": {
        "one": "Drawing the replay of this {game} game ({count} board)…",
        "other": "Drawing the replay of this {game} game ({count} boards)…",
    },
    "replay.title": {
        "one": "**{game}**, game {number}: replay of its {count} board. Players: {players}",
        "other": "**{game}**, game {number}: replay of its {count} boards. Players: {players}",
    },
    "replay.too_long": "This game is too long to animate within {size} MiB. `/game export` gives its whole record.",
    "export.done": {
        "one": "The record of **{game}** game {number}: table options, seed, players, its {count} move with its "
        "time, and the result. `python -m games.replay FILE` plays it again.",
        "other": "The record of **{game}** game {number}: table options, seed, players, its {count} moves with their "
        "times, and the result. `python -m games.replay FILE` plays it again.",
    },
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
    # AI players: lobby commands and buttons, names.
    "name.game.addbot": "addbot",
    "name.game.addbot.level": "level",
    "name.game.removebot": "removebot",
    "cmd.game.addbot": "Give the next seat of this channel's lobby to an AI player (host only)",
    "cmd.game.addbot.level": "How well it plays (easy unless you choose strong)",
    "cmd.game.removebot": "Take away the AI player added last (host only)",
    "choice.ai.easy": "easy",
    "choice.ai.strong": "strong",
    "button.ai_easy": "+ AI (easy)",
    "button.ai_strong": "+ AI (strong)",
    "button.ai_remove": "− AI",
    "lobby.ai_added": "{user} takes a seat.",
    "lobby.ai_removed": "{user} leaves the table.",
    "error.host_only_ai": "Only the host ({host}) can add or remove AI players.",
    "error.no_ai_seat": "There is no AI player in this lobby to remove.",
    "error.bad_ai_level": "Choose an AI level from the list: easy or strong.",
    "ai.name": "AI · {level} {number}",
    "ai.level.easy": "easy",
    "ai.level.strong": "strong",
    "rules.ai.title": "Playing against AI",
    "rules.ai": (
        "In a lobby the host gives seats to AI players with `/game addbot level:easy` or `level:strong` (or the **+ "
        "AI** buttons); `/game removebot` (or **− AI**) takes the last one away. **Easy** plays sensible moves at "
        "once; **strong** thinks about a second a move: it cannot see what is hidden or know what chance will bring "
        "next, so it imagines many ways the game could go on and picks the move that does best across them. Like "
        "any player, an AI sees only what its seat may see. When a player runs out of time, the easy AI plays for "
        "them."
    ),
    # Table options: /game option, the lobby's options field, /game status (bot/options.py).
    "name.game.option": "option",
    "name.game.option.name": "name",
    "name.game.option.value": "value",
    "cmd.game.option": "Change a table option of this channel's lobby (host only)",
    "cmd.game.option.name": "Which option (the list shows this game's options)",
    "cmd.game.option.value": "Its new value (the list shows the accepted values)",
    "option.lobby_field": "Table options",
    "option.defaults": "The usual rules. The host can change them with `/game option`.",
    "option.shown": "{option}: {value}",
    "option.status": "Table options: {options}",
    "option.set": "{user} sets {option} to {value}.",
    "option.separator": "; ",
    "option.range": "a whole number from {low} to {high}",
    "option.accepted": "`{value}` ({label})",
    "option.yes": "yes",
    "option.no": "no",
    "error.host_only_option": "Only the host ({host}) can change the table options.",
    "error.option_after_start": "The game has already started: table options are set in the lobby, before the start.",
    "error.unknown_option": "{game} has no option “{option}”. Its options: {options}.",
    "error.bad_option_value": "{option} cannot be “{value}”. Accepted: {accepted}.",
    # The least reliability a player needs to join (bot.reliability), an option of every game.
    "option.reliability": "Minimum reliability",
    "option.reliability.value": "≥ {value}%",
    "option.seating": "Seating",
    "option.seating.join": "join order",
    "option.seating.random": "random order",
    "error.other_channel": "This button belongs to a game or lobby in another channel; use it there.",
    "error.forged": "This button or menu was not made by the bot. Use the buttons on the bot's latest message.",
    # The daily challenge: /daily play and /daily leaderboard (bot/cogs/daily.py, bot/daily/).
    "name.daily": "daily",
    "name.daily.play": "play",
    "name.daily.leaderboard": "leaderboard",
    "name.daily.leaderboard.day": "day",
    "cmd.daily": "The daily challenge: the same dice for everyone, one game a day",
    "cmd.daily.play": "Start or go back to your game of the day, in a private thread",
    "cmd.daily.leaderboard": "This server's board of the daily challenge",
    "cmd.daily.leaderboard.day": "Which day",
    "choice.daily.today": "Today",
    "choice.daily.yesterday": "Yesterday",
    "permission.create_private_threads": "Create Private Threads",
    "daily.thread_name": "Daily {game} {day}: {player}",
    "daily.started": (
        "{player}, here is the daily challenge of {day}: {game} alone, with the same dice as every player "
        "today. Choose with `/play` or the buttons under the board."
    ),
    "daily.opened": (
        "Your game of the day is open in {thread}, a private thread just for you: everyone plays the same "
        "dice today, so no spoilers!"
    ),
    "daily.goes_on": "Your game of the day goes on in {thread}.",
    "daily.played": (
        "You have played today's challenge in {thread}: **{points}**, rank {rank} on this server, {streak}. "
        "The next one opens {next}."
    ),
    "daily.played_cancelled": (
        "Your game of the day was cancelled, and there is one game a day. The next one opens {next}."
    ),
    "daily.result": (
        "{user} finished today's challenge ({game}): **{points}**, rank {rank} on this server so far, {streak}."
    ),
    "daily.points": {"one": "{count} point", "other": "{count} points"},
    "daily.streak": {"one": "{count} day in a row", "other": "{count} days in a row"},
    "daily.text_channel_only": "Ask for your game of the day in a text channel: it opens in a private thread under it.",
    "daily.cannot_open": (
        "I cannot open your game of the day in {channel}: I am missing {permissions} there, and it is played "
        "in a private thread and nowhere else. Someone with **Manage Channels** or **Manage Roles** can "
        "grant it to me in this channel's permissions; then try again."
    ),
    "daily.bad_day": "Pick today or yesterday.",
    "daily.board_title": "Daily {game}, {day}",
    "daily.board_line": "**{rank}.** {player} · {points}",
    "daily.board_line_past": "**{rank}.** {player} · {points} · game {number}",
    "daily.board_more": {"one": "…and {count} more", "other": "…and {count} more"},
    "daily.board_next": "The next game opens {next}.",
    "daily.board_past": "That day is over: anyone may look at these games with `/game export`.",
    "daily.board_empty": "Nobody on this server has finished the daily game of {day} yet.",
    "daily.secret": "This is a game of the daily challenge: its dice stay secret until the day is over, {when}.",
    # Ratings: /leaderboard and /stats (bot/cogs/ratings.py, bot/ui/ratings.py).
    "name.leaderboard": "leaderboard",
    "name.leaderboard.game": "game",
    "name.stats": "stats",
    "name.stats.player": "player",
    "cmd.leaderboard": "The best players of a game on this server, by rating",
    "cmd.leaderboard.game": "Which game",
    "cmd.stats": "A player's games, wins, best scores, ratings and latest results on this server",
    "cmd.stats.player": "Whose statistics (yours unless you choose someone)",
    "ratings.no_guild": "Ratings and statistics are kept per server: use this command in one of its channels.",
    "ratings.ai_entry": "AI · {level}",
    "ratings.games": {"one": "{count} game", "other": "{count} games"},
    "ratings.wins": {"one": "{count} win", "other": "{count} wins"},
    "ratings.more": "…and {more} more",
    "leaderboard.title": "{game} leaderboard",
    "leaderboard.line": "**{rank}.** {player} · {rating} · {games}, {wins}",
    "leaderboard.none_ranked": "Nobody is ranked yet: a rank needs {needed} rated games.",
    "leaderboard.provisional": "Provisional (fewer than {needed} rated games)",
    "leaderboard.provisional_line": "{player} · {games}, {wins}",
    "leaderboard.caller_title": "Your place",
    "leaderboard.caller": "{user}: rank {rank} of {total}, rating {rating}",
    "leaderboard.caller_provisional": "{user}: provisional, rating {rating} ({rated} of {needed} rated games)",
    "leaderboard.caller_unrated": "{user} has no rated {game} game on this server yet.",
    "leaderboard.footer": (
        "Rating: OpenSkill's conservative estimate (μ − 3σ), from finished games of two players or more. "
        "A rank needs {needed} rated games."
    ),
    "leaderboard.empty": (
        "Nobody on this server has a rated {game} game yet: every finished game of two players or more counts. "
        "Start one with `/game new`."
    ),
    # Seasons (/season, /leaderboard's season and all-time options: bot/cogs/seasons.py) and reliability
    # (/stats, the lobby's list and its minimum: bot/reliability.py).
    "name.leaderboard.all_time": "all_time",
    "name.leaderboard.season": "season",
    "cmd.leaderboard.all_time": "All-time ratings, instead of the running season's",
    "cmd.leaderboard.season": "A season's number, to see its standings",
    "name.season": "season",
    "name.season.start": "start",
    "name.season.start.game": "game",
    "name.season.start.weeks": "weeks",
    "name.season.end": "end",
    "name.season.end.game": "game",
    "cmd.season": "Seasons of a game on this server, with ratings that start fresh",
    "cmd.season.start": "Start a season of a game, its ratings starting fresh (Manage Server)",
    "cmd.season.start.game": "Which game",
    "cmd.season.start.weeks": "How many weeks it lasts",
    "cmd.season.end": "End the running season now and post its final standings (Manage Server)",
    "cmd.season.end.game": "Which game's season (needed when several run)",
    "season.not_allowed": "Only members with Manage Server can start or end a season.",
    "season.bad_weeks": "A season lasts from 1 to {most} weeks.",
    "season.started": {
        "one": (
            "{user} starts season {number} of {game}: it runs for {count} week, until {end}. Every rated {game} game "
            "finished on this server until then counts, with ratings that start fresh. `/leaderboard` shows the "
            "season; at its end the final standings are posted here, with the champion."
        ),
        "other": (
            "{user} starts season {number} of {game}: it runs for {count} weeks, until {end}. Every rated {game} game "
            "finished on this server until then counts, with ratings that start fresh. `/leaderboard` shows the "
            "season; at its end the final standings are posted here, with the champion."
        ),
    },
    "season.already_running": (
        "Season {number} of {game} is already running, until {end}. End it with `/season end` before starting another."
    ),
    "season.none_running": "No season is running on this server. Start one with `/season start`.",
    "season.none_running_of": "No season of {game} is running on this server. Start one with `/season start`.",
    "season.which": "Several seasons are running ({games}): choose the game whose season should end.",
    "season.ended_already": (
        "This season of {game} has just ended by itself, its weeks over: its final standings are on their way."
    ),
    "season.ended_elsewhere": "The season is over. Its final standings are posted in {channel}: {link}",
    "season.champion": "🏆 Champion: {player}",
    "season.no_games": "No rated {game} game was finished during this season, so it has no champion.",
    "leaderboard.season_title": "{game} leaderboard · season {number}",
    "leaderboard.all_time_title": "{game} leaderboard · all time",
    "leaderboard.season_running": "This season's ratings only, started afresh on {start}. The season ends on {end}.",
    "leaderboard.season_over": "Final standings of the season that ran from {start} to {end}.",
    "leaderboard.season_or_all_time": "Choose a season or all time, not both.",
    "leaderboard.no_such_season": {
        "=0": "There is no season {number} of {game} on this server: it has had none yet.",
        "one": "There is no season {number} of {game} on this server: there has been {count} so far.",
        "other": "There is no season {number} of {game} on this server: there have been {count} so far.",
    },
    "leaderboard.season_empty": (
        "Nobody has finished a rated {game} game in season {number} yet. The all-time leaderboard is one option away: "
        "`/leaderboard` with all_time."
    ),
    "reliability.title": "Reliability",
    "reliability.new": "New player: nothing to judge by yet, so every table's minimum is met.",
    "reliability.finished": {
        "one": "{share} of {count} finished game seen through to the end by the player",
        "other": "{share} of {count} finished games seen through to the end by the player",
    },
    "reliability.on_time": {
        "one": "{share} of {count} turn played in time",
        "other": "{share} of {count} turns played in time",
    },
    "lobby.reliability": "☯ {share}",
    "lobby.reliability_new": "☯ new",
    "error.tournament_below_reliability": (
        "This tournament asks for a reliability of at least {minimum}, and yours is lower: you saw {finished} of your "
        "finished games through to the end yourself, and played {on_time} of your turns in time. Finishing your "
        "games, without resigning or letting your time run out, raises it. (A new player, with no game yet, may "
        "join any tournament.)"
    ),
    "error.below_reliability": (
        "This table asks for a reliability of at least {minimum}, and yours is lower: you saw {finished} of your "
        "finished games through to the end yourself, and played {on_time} of your turns in time. Finishing your games, "
        "without resigning or letting your time run out, raises it. (A new player, with no game yet, may join any "
        "table.)"
    ),
    "stats.none": "{user} has not finished a game on this server yet.",
    "stats.title": "{player} · statistics",
    "stats.record": "{games}, {wins} ({rate} of rated games)",
    "stats.record_solo": "{games}, all solo (not rated)",
    "stats.best": "Best score: {score}",
    "stats.rating": "Rating {rating} · rank {rank} of {total}",
    "stats.rating_provisional": "Rating {rating} · provisional ({rated} of {needed} rated games)",
    "stats.recent": "Latest results",
    "stats.recent_line": "{game} · {place} · score {score} · {when} · game {number}",
    "stats.solo": "solo",
    "stats.place": "place {place} of {players}",
    "stats.place_resigned": "place {place} of {players}, resigned",
    "stats.board_link": "[board]({link})",
    "stats.move_time": "Time to move (async games)",
    "stats.move_time_line": {
        "one": "Median {median} over {count} move",
        "other": "Median {median} over {count} moves",
    },
    "stats.tournaments": "Tournaments",
    "stats.tournaments_played": {"one": "Played {count} tournament", "other": "Played {count} tournaments"},
    "stats.tournaments_won": {"one": "won {count}", "other": "won {count}"},
    "stats.tournaments_record": "{played}, {won}",
    "stats.tournament_players": {"one": "{count} player", "other": "{count} players"},
    "stats.tournament_win": "🏆 {game} tournament #{number} · {players} · {when}",
    "stats.footer": ("Win rate: wins among rated games (two players or more). A rank needs {needed} rated games."),
    # Rematch (the final board's button)
    "button.rematch": "Rematch",
    "rematch.opened": "{host} wants a rematch! {players}: press Join to take your seat again.",
    "rematch.opened_alone": "{host} wants a rematch with the same table. Press Start when you are ready.",
    "rematch.already_open": "The rematch lobby is already open: {link}. Press Join there to take your seat.",
    "rematch.already_in": "The rematch lobby is already open and you are in it: {link}.",
    "error.rematch_not_player": (
        "Only the players of this game can ask for a rematch. Once one of them has, you can join the new lobby "
        "if a seat is free."
    ),
}
