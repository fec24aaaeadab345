-- A tournament round's deadline, and its final announcement made once.
--
-- tournament_rounds.deadline_at: when the round's games still being played are stopped (the host's round_hours
-- after the round was seated); NULL: the round waits for its tables, however long they take. The scheduler's pass
-- over tournaments (``bot.ui.tournament.deadlines``) finds it due.
-- tournaments.final_announced: the podium and the champion were posted in the channel (a restart between the
-- tournament's end and that post finds the post still to make).
ALTER TABLE tournament_rounds ADD COLUMN deadline_at DOUBLE PRECISION;
ALTER TABLE tournaments ADD COLUMN final_announced INTEGER NOT NULL DEFAULT 0;
