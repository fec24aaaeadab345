-- Who decided each move: 1 when the bot played it for the seat (its time ran out, or the seat is automatic or
-- resigned), 0 when its player did. ``/stats`` counts a player's time to move over their own moves only. Moves
-- made before this migration count as their players'. (Written to run unchanged on SQLite and PostgreSQL.)
ALTER TABLE moves ADD COLUMN by_bot INTEGER NOT NULL DEFAULT 0;
