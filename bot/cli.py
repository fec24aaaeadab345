"""The ``tabletop-bot`` command (and ``python -m bot``): run the bot, back its database up, restore a backup,
print the invite link, move to PostgreSQL, try it all in the sandbox without Discord.

Settings come from the environment and from ``.env`` in the current folder, the environment winning. Nothing
here imports discord or opens a database before the subcommand needs it: ``--help`` and ``--version`` answer at
once, and never log in.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import sys
from importlib import metadata
from pathlib import Path

from bot.config import ConfigError, Environment, database_path, database_url, environment, redacted
from bot.running import EXIT_CONFIG, EXIT_DATABASE

PROG = "tabletop-bot"
# The sandbox's page, on loopback unless told otherwise (bot.sandbox.launch; not imported before it is needed).
SANDBOX_HOST = "127.0.0.1"
SANDBOX_PORT = 8765
# Exit statuses of the database commands, beside the start-up's 2-5 (``bot.running``).
EXIT_REFUSED = 1  # the command did nothing: the line says why (a file exists, the bot runs, not a bot's database)
EXIT_POSTGRESQL = 6  # DATABASE_URL names PostgreSQL, whose own tools back it up and restore it

RESTORE_HELP = (
    "Replace the database (DATABASE_PATH) with a backup made by 'backup'. Only while the bot is stopped: the "
    "command refuses while another process on this machine has the database open. The backup must be a "
    "database of this bot; the database it replaces is kept beside it as <DATABASE_PATH>.before-restore."
)
INVITE_HELP = (
    "Print the link that adds the bot to a server, with exactly the permissions it needs. The application id is "
    "--application-id, or else read from DISCORD_TOKEN, whose first part is the bot user's id in base64: the "
    "application's id for any application made since 2017 (for an older one pass --application-id, from the "
    "Developer Portal -> your application -> General Information)."
)


def parser(prog: str = PROG) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="A Discord bot for board games in server channels. Without a command: run.",
        epilog="Settings come from the environment and from .env in the current folder (the environment wins); "
        "docs/hosting/configuration.md lists them.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands.add_parser("run", help="start the bot and run it until stopped (the default)")
    backup = commands.add_parser(
        "backup",
        help="copy the SQLite database to FILE, safely while the bot runs",
        description="Copy the SQLite database (DATABASE_PATH) to FILE through SQLite's online backup, safe while "
        "the bot runs: every move committed before the backup began is in it. With DATABASE_URL set, says how "
        "to use pg_dump instead.",
    )
    backup.add_argument("file", metavar="FILE", type=Path, help="the backup file to write")
    backup.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    restore = commands.add_parser(
        "restore", help="replace the database with a backup (the bot stopped)", description=RESTORE_HELP
    )
    restore.add_argument("file", metavar="FILE", type=Path, help="a backup made by 'backup'")
    invite = commands.add_parser("invite", help="print the link that adds the bot to a server", description=INVITE_HELP)
    invite.add_argument(
        "--application-id", type=int, metavar="ID", help="the application's id (default: from the token)"
    )
    migrate = commands.add_parser(
        "migrate-to",
        help="copy the SQLite database into an empty PostgreSQL database (the bot stopped)",
        description="Copy every table of the SQLite database (DATABASE_PATH) into the PostgreSQL database at "
        "DATABASE_URL, ids kept, in one transaction; the PostgreSQL database must hold no games yet. Stop the bot "
        "first; afterwards set DATABASE_URL in .env and start it.",
    )
    migrate.add_argument("url", metavar="DATABASE_URL", help="postgresql://user:password@host/database")
    sandbox = commands.add_parser(
        "sandbox",
        help="try the bot without Discord: a local page where the real bot plays",
        description="Start the real bot against a local Discord on this machine (no token, no network) and serve "
        "a page that shows its channels: type slash commands, press buttons, switch between members and "
        "languages, play every seat. A scratch database unless --database is given.",
    )
    sandbox.add_argument("--host", default=SANDBOX_HOST, help="where the page listens (default: %(default)s, loopback)")
    sandbox.add_argument(
        "--port", type=int, default=SANDBOX_PORT, help="the page's port (default: %(default)s; 0: any free port)"
    )
    sandbox.add_argument(
        "--database", type=Path, metavar="FILE", help="keep the games in this SQLite file (default: a scratch one)"
    )
    sandbox.add_argument("--no-browser", action="store_true", help="only print the page's address")
    return parser


def main(argv: list[str] | None = None, prog: str = PROG) -> int:
    args = parser(prog).parse_args(argv)
    source = environment()
    if args.command in (None, "run"):
        from bot.running import run  # discord and the store load only for the bot itself

        return run(source)
    if args.command == "sandbox":
        from bot.sandbox.launch import SandboxOptions, run_sandbox  # the local Discord loads only for the sandbox

        options = SandboxOptions(args.host, args.port, args.database, open_browser=not args.no_browser)
        return run_sandbox(source, options)
    try:
        if args.command == "backup":
            return _backup(source, args.file, force=args.force)
        if args.command == "restore":
            return _restore(source, args.file)
        if args.command == "invite":
            return _invite(source, args.application_id)
        return _migrate_to(source, args.url)
    except ConfigError as error:
        return _fail(str(error), EXIT_CONFIG)


def _backup(source: Environment, target: Path, *, force: bool) -> int:
    from bot.store.backup import BackupRefused, backup

    url = database_url(source.values)
    if url:
        return _fail(
            f"DATABASE_URL names a PostgreSQL database: back it up with PostgreSQL's pg_dump, e.g. pg_dump "
            f"--format=custom --file={target} '{redacted(url)}' (pg_restore --clean --dbname=... restores it).",
            EXIT_POSTGRESQL,
        )
    database = database_path(source.values)
    try:
        contents = backup(database, target, force=force)
    except BackupRefused as refused:
        return _fail(str(refused), EXIT_REFUSED)
    print(f"backed up {database} to {target}: {contents}")
    return 0


def _restore(source: Environment, backup_file: Path) -> int:
    from bot.store.backup import BackupRefused, restore

    url = database_url(source.values)
    if url:
        return _fail(
            f"DATABASE_URL names a PostgreSQL database: restore a pg_dump backup with pg_restore, e.g. pg_restore "
            f"--clean --dbname='{redacted(url)}' {backup_file}, with the bot stopped.",
            EXIT_POSTGRESQL,
        )
    database = database_path(source.values)
    try:
        contents, kept = restore(backup_file, database)
    except BackupRefused as refused:
        return _fail(str(refused), EXIT_REFUSED)
    print(f"restored {backup_file} into {database}: {contents}")
    if kept is not None:
        print(f"the database it replaced is kept as {kept}")
    return 0


def _invite(source: Environment, application_id: int | None) -> int:
    if application_id is None:
        token = source.values.get("DISCORD_TOKEN", "").strip()
        if not token:
            return _fail(
                "the invite link needs the application's id: pass --application-id ID (Developer Portal -> your "
                "application -> General Information), or set DISCORD_TOKEN, which begins with it.",
                EXIT_CONFIG,
            )
        application_id = id_in_token(token)
        if application_id is None:
            return _fail(
                "DISCORD_TOKEN does not begin with a bot's id as Discord's tokens do; pass --application-id ID.",
                EXIT_CONFIG,
            )
    print(invite_link(application_id))
    return 0


def id_in_token(token: str) -> int | None:
    """The bot user's id that a Discord bot token begins with (its first part: the id's digits in base64), or
    None when the token has no such part."""
    first = token.split(".", 1)[0]
    try:
        decoded = base64.b64decode(first + "=" * (-len(first) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        return None
    text = decoded.decode("ascii", errors="replace")
    return int(text) if text.isdigit() else None


def invite_link(application_id: int) -> str:
    """The link the running bot logs once connected (``GameBot.invite_url``), without connecting."""
    import discord

    from bot.app import INVITE_SCOPES, PERMISSIONS

    return discord.utils.oauth_url(application_id, permissions=PERMISSIONS, scopes=INVITE_SCOPES)


def _migrate_to(source: Environment, url: str) -> int:
    from bot.store import DatabaseUnusable
    from bot.store.backup import in_use
    from bot.store.transfer import TransferRefused, copy_to

    database = database_path(source.values)
    target = database_url({"DATABASE_URL": url})
    if target is None:
        return _fail("migrate-to needs the PostgreSQL database's postgresql:// URL.", EXIT_CONFIG)
    if database.is_file() and in_use(database):
        return _fail(f"the database {database} is in use (the bot is running): stop the bot, then copy.", EXIT_REFUSED)
    try:
        counts = copy_to(str(database), target)
    except TransferRefused as refused:
        return _fail(str(refused), EXIT_REFUSED)
    except DatabaseUnusable as unusable:
        return _fail(str(unusable), EXIT_DATABASE)
    rows = ", ".join(f"{table} {count}" for table, count in counts.items())
    print(f"copied {database} to {redacted(target)}: {rows}")
    print("set DATABASE_URL to it in .env (or the environment), then start the bot")
    return 0


def _fail(message: str, status: int) -> int:
    print(f"error: {message}", file=sys.stderr)
    return status


def _version() -> str:
    try:
        return metadata.version(PROG)
    except metadata.PackageNotFoundError:  # a checkout run with PYTHONPATH, never installed
        return "(not installed: version unknown)"
