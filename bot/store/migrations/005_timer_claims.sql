-- Timers are claimed before they fire, so that when several bot processes share one database a due timer fires
-- in one of them only. A claim is a lease: a process that dies while firing leaves its claim to run out, and the
-- timer is then fired by whoever holds the game's shard. NULL: not claimed. Moving a timer on (``move_timer``),
-- or a move replacing it, ends the claim. (Written to run unchanged on SQLite and PostgreSQL.)
ALTER TABLE timers ADD COLUMN claimed_until DOUBLE PRECISION;
