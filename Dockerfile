# The rules server, built from the lock file. Not built on the development machines (no container engine
# there): `make lint` checks it with hadolint. Runs the embedded default (SQLite in the volume) unless
# DATABASE_URL and REDIS_URL say otherwise; compose.yaml runs the scaled path.

# Build: the locked dependencies, then the project, into a virtual environment at /opt/rules-server.
FROM python:3.11-slim-bookworm AS build
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 \
    UV_COMPILE_BYTECODE=1 \
    UV_LINK_MODE=copy \
    UV_PYTHON_DOWNLOADS=never \
    UV_PROJECT_ENVIRONMENT=/opt/rules-server
RUN pip install --no-cache-dir uv==0.13.9
WORKDIR /src
# The dependencies alone first, from the lock: a change to the code does not install them again.
COPY pyproject.toml uv.lock ./
RUN uv sync --locked --no-dev --no-install-project
COPY README.md ./
COPY app ./app
COPY migrations ./migrations
RUN uv sync --locked --no-dev --no-editable

# Run: the environment alone, as a user without privileges; the SQLite file lives in the volume.
FROM python:3.11-slim-bookworm
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PATH=/opt/rules-server/bin:$PATH \
    HOST=0.0.0.0 \
    PORT=8000 \
    DATABASE_URL=sqlite:////var/lib/rules-server/rules.db
RUN useradd --system --uid 10001 --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin rules \
    && mkdir -p /var/lib/rules-server \
    && chown rules:rules /var/lib/rules-server
COPY --from=build /opt/rules-server /opt/rules-server
USER 10001
WORKDIR /var/lib/rules-server
VOLUME ["/var/lib/rules-server"]
EXPOSE 8000
# uvicorn stops gracefully on SIGTERM: sockets closed with 1012, requests in flight finished (SHUTDOWN_TIMEOUT).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:' + os.environ.get('PORT', '8000') + '/v1/health/live', timeout=2)"]
CMD ["rules-server", "serve"]
