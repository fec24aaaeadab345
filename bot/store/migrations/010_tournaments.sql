-- Tournaments (/tournament): a series of rounds of one game, each round a set of tables, each table one game in a
-- thread of its own under the tournament's channel. Pairings, points and tie-breaks are worked out by the pure
-- ``bot.tournaments``; these rows are what it decided and what the games gave. A table's result is its game's
-- (``game_results``, written by the move that ended it): it is read from there, never copied, so that it cannot
-- disagree with the game.
--
-- tournaments.settings: format (swiss or elimination), rounds, table_size, player limit, the tables' pace, as JSON.
-- tournaments.round: the round being played (0 while open). champion_id: set when it is over.
CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    game_type   TEXT    NOT NULL,
    host_id     INTEGER NOT NULL,
    settings    TEXT    NOT NULL,
    status      TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    round       INTEGER NOT NULL DEFAULT 0,
    message_id  INTEGER,
    champion_id INTEGER,
    created_at  REAL    NOT NULL
);
-- One tournament open or under way per channel: /tournament join there means that one.
CREATE UNIQUE INDEX tournaments_live_per_channel ON tournaments(channel_id) WHERE status IN ('open', 'running');

-- entry: the order players joined in (their seed in an elimination). dropped_round: the first round they no longer
-- play (the bot played their seat for a whole game of the round before); NULL while they play.
CREATE TABLE tournament_entrants (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id),
    user_id         INTEGER NOT NULL,
    name            TEXT    NOT NULL,
    entry           INTEGER NOT NULL,
    dropped_round   INTEGER,
    PRIMARY KEY (tournament_id, user_id)
);

-- A round seated: its tables and byes are written with it. announced: the round's tables were posted in the
-- channel (each player pinged once, with a link to their table).
CREATE TABLE tournament_rounds (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id),
    round           INTEGER NOT NULL,
    started_at      REAL    NOT NULL,
    announced       INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, round)
);

-- One game per table. players: the user ids in seat order, as JSON. thread_id: the table's thread, once opened
-- (recorded before its game, so that a restart between the two opens no second thread); game_id: its game,
-- written in the transaction that creates the game.
CREATE TABLE tournament_tables (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id),
    round           INTEGER NOT NULL,
    table_no        INTEGER NOT NULL,
    players         TEXT    NOT NULL,
    thread_id       INTEGER,
    game_id         INTEGER UNIQUE REFERENCES games(id),
    PRIMARY KEY (tournament_id, round, table_no)
);

-- A player the round could not seat: a bye (BGA's scale gives it a full table's winner's points).
CREATE TABLE tournament_byes (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id),
    round           INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round, user_id)
);
