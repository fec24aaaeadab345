-- Pace: 002_pace.sql in PostgreSQL's types (see there for what each table and column means).
CREATE TABLE lobby_pace (
    lobby_id    BIGINT  PRIMARY KEY REFERENCES lobbies(id),
    settings    TEXT    NOT NULL
);

CREATE TABLE game_pace (
    game_id     BIGINT  PRIMARY KEY REFERENCES games(id),
    settings    TEXT    NOT NULL
);

CREATE TABLE seat_pace (
    game_id     BIGINT  NOT NULL REFERENCES games(id),
    seat        INTEGER NOT NULL,
    muted       INTEGER NOT NULL DEFAULT 0,
    automatic   INTEGER NOT NULL DEFAULT 0,
    timeouts    INTEGER NOT NULL DEFAULT 0,
    resigned    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE timers (
    game_id     BIGINT  NOT NULL REFERENCES games(id),
    seat        INTEGER NOT NULL,
    kind        TEXT    NOT NULL CHECK (kind IN ('reminder', 'deadline')),
    due_at      DOUBLE PRECISION NOT NULL,
    since       DOUBLE PRECISION NOT NULL,
    fired       INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat, kind)
);
CREATE INDEX timers_due ON timers(due_at);
