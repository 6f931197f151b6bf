# The rules server. Not built on the development machines (no container engine there): linted by
# hadolint in `make test`. Runs the embedded default unless DATABASE_URL / REDIS_URL say otherwise.
FROM python:3.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    HOST=0.0.0.0 \
    PORT=8000

RUN useradd --create-home --uid 10001 rules
WORKDIR /srv/rules

COPY pyproject.toml README.md ./
COPY app ./app
COPY migrations ./migrations
COPY alembic.ini ./
RUN pip install . && chown -R rules:rules /srv/rules

USER 10001
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s CMD ["python", "-c", "import urllib.request, os; urllib.request.urlopen(f'http://127.0.0.1:{os.environ.get(\"PORT\", \"8000\")}/v1/health')"]
CMD ["python", "-m", "app"]
