-- Pace: how long a game waits for its players, per-seat pace flags, and the timers the scheduler serves.

-- Settings as JSON: pace ('live' | 'async'), remind_after and time_limit (seconds, 0 = off), auto_after
-- (consecutive timeouts before a seat is played automatically, 0 = never). A lobby without a row uses the
-- guild's defaults; a game gets its row when it starts.
CREATE TABLE lobby_pace (
    lobby_id    INTEGER PRIMARY KEY REFERENCES lobbies(id),
    settings    TEXT    NOT NULL
);

CREATE TABLE game_pace (
    game_id     INTEGER PRIMARY KEY REFERENCES games(id),
    settings    TEXT    NOT NULL
);

CREATE TABLE seat_pace (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    seat        INTEGER NOT NULL,
    muted       INTEGER NOT NULL DEFAULT 0,  -- no reminders for this seat
    automatic   INTEGER NOT NULL DEFAULT 0,  -- played by the bot until its player acts again
    timeouts    INTEGER NOT NULL DEFAULT 0,  -- consecutive decisions the bot had to make for it
    resigned    INTEGER NOT NULL DEFAULT 0,  -- played by the bot to the end, placed last
    PRIMARY KEY (game_id, seat)
);

-- At most one reminder and one deadline per seat. A timer is changed in the same transaction as what caused
-- it (a move, a reminder claimed before it is posted), so after a crash nothing fires twice or is lost.
CREATE TABLE timers (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    seat        INTEGER NOT NULL,
    kind        TEXT    NOT NULL CHECK (kind IN ('reminder', 'deadline')),
    due_at      REAL    NOT NULL,
    since       REAL    NOT NULL,            -- when the seat's wait began
    fired       INTEGER NOT NULL DEFAULT 0,  -- reminders sent during this wait (the wording escalates)
    PRIMARY KEY (game_id, seat, kind)
);
CREATE INDEX timers_due ON timers(due_at);
