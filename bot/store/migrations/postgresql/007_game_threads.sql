-- A game played in a thread of its own: 007_game_threads.sql with 64-bit ids and double precision times (see
-- there for what each column means).
CREATE TABLE game_threads (
    game_id             BIGINT  PRIMARY KEY REFERENCES games(id),
    parent_id           BIGINT  NOT NULL,
    summary_message_id  BIGINT,
    closed              INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE thread_refusals (
    channel_id  BIGINT  PRIMARY KEY,
    told_at     DOUBLE PRECISION NOT NULL
);
