# The bot in a container: `docker build -t tabletop-bot .`, then see README's "In a container".
# Nothing here needs the internet at run time: the fonts, migrations and catalogs are inside the installed package.

# The base image, replaceable at build time (--build-arg PYTHON=...) for a mirror or a pinned digest.
ARG PYTHON=python:3.11-slim-bookworm

# Build stage: the project's wheel and every dependency's wheel. The final image gets only the wheels, not the
# source tree, pip's cache or setuptools.
FROM ${PYTHON} AS build
WORKDIR /src
COPY pyproject.toml README.md LICENSE ./
COPY bot bot
COPY games games
COPY render render
RUN pip wheel --no-cache-dir --wheel-dir /wheels . \
    # The fonts ship inside the package (render/fonts); an image without them would draw boxes for every word.
    && python -c "import sys, zipfile, glob; names = zipfile.ZipFile(glob.glob('/wheels/tabletop_bot-*.whl')[0]).namelist(); sys.exit(not any(n.startswith('render/fonts/') and n.endswith(('.ttf', '.otf')) for n in names))"

FROM ${PYTHON}
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_PATH=/data/bot.sqlite3
RUN --mount=type=bind,from=build,source=/wheels,target=/wheels \
    pip install --no-cache-dir --no-index --find-links /wheels tabletop-bot \
    # A system user without a login shell or a password: the bot never runs as root. Its home is /data.
    && useradd --system --user-group --uid 10001 --home-dir /data --create-home --shell /usr/sbin/nologin bot
COPY deploy/healthcheck.py /usr/local/share/tabletop-bot/healthcheck.py
USER bot
# The SQLite file (when DATABASE_URL is not set) lives in the volume, and so outlives the container: at
# /data/bot.sqlite3, or at /data/data/bot.sqlite3 when a .env copied from .env.example says ./data/bot.sqlite3.
WORKDIR /data
VOLUME ["/data"]

# Healthy: the bot's process runs, its database answers and it holds a connection to Discord's gateway (see
# deploy/healthcheck.py). Three failures in a row, a minute apart, before the container is called unhealthy:
# discord.py reconnects by itself after a drop.
HEALTHCHECK --interval=60s --timeout=15s --start-period=60s --retries=3 \
    CMD ["python", "/usr/local/share/tabletop-bot/healthcheck.py"]

# Exit statuses 2 (a bad setting), 3 (the database cannot be used) and 4 (the token refused) will not fix
# themselves: see README's "In a container" for the restart policy that does not loop on them.
# The command is the image's entry point: `docker run IMAGE` runs the bot, `docker run IMAGE --help` lists the
# others (backup, restore, invite, migrate-to).
ENTRYPOINT ["tabletop-bot"]
CMD ["run"]
