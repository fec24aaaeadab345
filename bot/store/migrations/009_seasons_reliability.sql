-- Seasons: a server's runs of one game, each with ratings of its own that start fresh (``bot.seasons``). A game
-- that ends while a season of its server and type runs (begun, not ended, not past its end) updates that season's
-- ratings in the transaction that ends it, as it updates the all-time ``ratings``: a game counts once, in the
-- season it ended in. Reliability (``bot.reliability``) needs no table: it reads ``game_results``, ``seat_pace`` and
-- ``moves``.
--
-- number: 1, 2... per server and game, what ``/leaderboard season:`` names.
-- channel_id: where ``/season start`` was asked; the final standings are posted there.
-- ends_at: when the weeks run out; the scheduler's pass (``bot.scheduler``) ends a season due by then.
-- ended_at: NULL while it runs; set once, by ``/season end`` or that pass (never both: the first one wins).
-- announced: 1 once the final standings were claimed for posting (a restart never posts them twice).
CREATE TABLE seasons (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    game_type   TEXT    NOT NULL,
    number      INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    started_by  INTEGER NOT NULL,
    started_at  REAL    NOT NULL,
    ends_at     REAL    NOT NULL,
    ended_at    REAL,
    announced   INTEGER NOT NULL DEFAULT 0,
    UNIQUE (guild_id, game_type, number)
);
-- At most one running season per server and game, whoever starts one at the same time.
CREATE UNIQUE INDEX seasons_running ON seasons(guild_id, game_type) WHERE ended_at IS NULL;
-- The scheduler's pass looks for seasons to end or to announce.
CREATE INDEX seasons_due ON seasons(ends_at) WHERE announced = 0;

-- A season's OpenSkill ratings, as ``ratings`` but per season (player_id as there: ``bot.ratings.player_of``).
CREATE TABLE season_ratings (
    season_id   INTEGER NOT NULL REFERENCES seasons(id),
    player_id   INTEGER NOT NULL,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    updated_at  REAL    NOT NULL,
    PRIMARY KEY (season_id, player_id)
);
