-- Ratings and results: what a finished game leaves behind. Both are written in the transaction that ends the game
-- (the move that finishes it, or the resignation that does), which happens once per game: a restart or a replayed
-- catch-up never rates a game twice. Written in SQL that SQLite and PostgreSQL both accept.
--
-- player_id: a person's Discord user id; an AI seat is rated under its level's shared entry (bot.ratings.player_of:
--   -1 easy, -2 strong), so every strong AI of a server is one entry people can compare themselves with.

-- One OpenSkill (Plackett-Luce) rating per player, game and server; only games of two seats or more are rated.
CREATE TABLE ratings (
    guild_id    BIGINT           NOT NULL,
    game_type   TEXT             NOT NULL,
    player_id   BIGINT           NOT NULL,
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    games       BIGINT           NOT NULL,  -- rated games played
    wins        BIGINT           NOT NULL,  -- rated games ended in first place (a shared first place counts)
    updated_at  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, game_type, player_id)
);

-- Every finished game's outcome seat by seat, solo games included (recorded, not rated), for /stats.
CREATE TABLE game_results (
    game_id     BIGINT           NOT NULL REFERENCES games(id),
    seat        BIGINT           NOT NULL,
    guild_id    BIGINT,                     -- NULL: a game outside a server, never rated
    game_type   TEXT             NOT NULL,
    player_id   BIGINT           NOT NULL,
    place       BIGINT           NOT NULL,  -- 1 best; tied seats share a place; resigned seats last
    players     BIGINT           NOT NULL,  -- seats at the table
    score       BIGINT           NOT NULL,
    resigned    INTEGER          NOT NULL DEFAULT 0,
    rated       INTEGER          NOT NULL DEFAULT 0,  -- whether the game changed ratings
    finished_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, seat)
);
-- /stats reads one player's results on one server, newest first.
CREATE INDEX game_results_by_player ON game_results(guild_id, player_id, finished_at);
