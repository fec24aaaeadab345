"""Pictures of what happens across tables: a tournament's standings (``standings``). Pure drawing, like the games'
pictures: every text comes in already translated, and nothing here knows a game's rules, Discord or the database."""
