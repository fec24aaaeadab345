"""One extension per concern, loaded by the bot's setup_hook."""
