-- The outbox of public posts: what of each game the channel has seen, and which message is its board.
--
-- posted_version: the latest version whose announcement (board, line, or nothing for a quiet move) reached the
--   channel, advanced only along an unbroken chain of announcements or by a full board. NULL: not even the
--   opening board. A game whose posted_version is behind its version gets its current board at the next chance.
-- board_message_id: the game's latest board message (edited in place in edit mode; linked by /game mine).
-- ping_message_id: edit mode only, the last short "your turn" ping, removed when the next one is sent.
ALTER TABLE games ADD COLUMN posted_version INTEGER;
ALTER TABLE games ADD COLUMN board_message_id INTEGER;
ALTER TABLE games ADD COLUMN ping_message_id INTEGER;

-- Games from before this migration had their boards posted the old way.
UPDATE games SET posted_version = version;

-- The catch-up scans active and recently finished games; /game mine looks games up by player.
CREATE INDEX games_by_status ON games(status, updated_at);
CREATE INDEX seats_by_user ON seats(user_id);
