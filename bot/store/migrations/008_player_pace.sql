-- A player's own pace, the same in every server: time zone, quiet hours, vacation and turn notices by direct
-- message, as JSON (``bot.pace.players.PlayerPace``). A player who never set any has no row. Read with each game's
-- pace (their seats' timers are planned with it) and written with the timers of their games it moves, in one
-- transaction. (Written to run unchanged on SQLite and PostgreSQL.)
CREATE TABLE player_pace (
    user_id     BIGINT  PRIMARY KEY,
    settings    TEXT    NOT NULL
);
