"""Pure drawing: a game view in, PNG bytes out. No discord, no SQL."""
