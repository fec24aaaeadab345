-- A game played in a thread of its own (/settings threads): the thread is the game's channel (games.channel_id
-- is the thread's id from the start of play), and the text channel its lobby was in keeps one short message
-- about it, edited as the game goes and at its end.
--
-- parent_id: the text channel the lobby was in, where the summary message is.
-- summary_message_id: that message (NULL until it is posted; the start's own answer).
-- closed: 1 once the finished or cancelled game's thread was told to archive itself (asked once).
CREATE TABLE game_threads (
    game_id             INTEGER PRIMARY KEY REFERENCES games(id),
    parent_id           INTEGER NOT NULL,
    summary_message_id  INTEGER,
    closed              INTEGER NOT NULL DEFAULT 0
);

-- Text channels where the bot could not open a game's thread and said why: it says it once, until a thread
-- opens there again.
CREATE TABLE thread_refusals (
    channel_id  INTEGER PRIMARY KEY,
    told_at     REAL    NOT NULL
);
