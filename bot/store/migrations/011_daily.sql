-- The daily challenge (/daily, bot/daily): each player's one game of a UTC day, played in a private thread of
-- their own. The game itself is a game like any other (games.channel_id is its thread); this row says whose and
-- which day's it is, where its public result line goes, and whether it went. (Written to run unchanged on SQLite
-- and PostgreSQL.)
--
-- day: the UTC day, YYYY-MM-DD; one game per player and day, whatever the server.
-- guild_id, parent_id: the server and the text channel the player asked in (the thread's parent), where the
--   result line is posted and whose server's board the result joins.
-- told: 1 once the game's result line was posted in parent_id (posted once).
CREATE TABLE daily_games (
    day         TEXT     NOT NULL,
    user_id     BIGINT   NOT NULL,
    guild_id    BIGINT   NOT NULL,
    parent_id   BIGINT   NOT NULL,
    game_id     BIGINT   NOT NULL UNIQUE REFERENCES games(id),
    told        INTEGER  NOT NULL DEFAULT 0,
    PRIMARY KEY (day, user_id)
);
-- A server's board of a day.
CREATE INDEX daily_games_by_server ON daily_games (guild_id, day);
