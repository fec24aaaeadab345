-- Lobbies, games, seats, the move log and per-guild settings.
CREATE TABLE lobbies (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    game_type   TEXT    NOT NULL,
    host_id     INTEGER NOT NULL,
    options     TEXT    NOT NULL DEFAULT '{}',
    status      TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'started', 'cancelled')),
    message_id  INTEGER,
    game_id     INTEGER REFERENCES games(id),
    created_at  REAL    NOT NULL
);
-- One open lobby per channel.
CREATE UNIQUE INDEX lobbies_open_per_channel ON lobbies(channel_id) WHERE status = 'open';

CREATE TABLE lobby_members (
    lobby_id    INTEGER NOT NULL REFERENCES lobbies(id),
    user_id     INTEGER NOT NULL,
    name        TEXT    NOT NULL,  -- display name when joining, for boards drawn without asking Discord
    joined_at   REAL    NOT NULL,
    PRIMARY KEY (lobby_id, user_id)
);

CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    game_type   TEXT    NOT NULL,
    options     TEXT    NOT NULL,
    seed        INTEGER NOT NULL,
    host_id     INTEGER NOT NULL,
    status      TEXT    NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished', 'cancelled')),
    version     INTEGER NOT NULL DEFAULT 0,
    state       TEXT    NOT NULL,
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL
);
-- One active game per channel.
CREATE UNIQUE INDEX games_active_per_channel ON games(channel_id) WHERE status = 'active';

CREATE TABLE seats (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    seat        INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);

CREATE TABLE moves (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    version     INTEGER NOT NULL,  -- the game's version after this move: 1, 2, 3...
    seat        INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    move        TEXT    NOT NULL,
    created_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, version)
);

CREATE TABLE guild_settings (
    guild_id    INTEGER PRIMARY KEY,
    settings    TEXT    NOT NULL DEFAULT '{}'
);

-- Small bot-wide facts, such as the hash of the last synced command set.
CREATE TABLE bot_meta (
    key         TEXT PRIMARY KEY,
    value       TEXT NOT NULL
);
