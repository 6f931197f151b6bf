"""Settings from the environment (pydantic-settings); the embedded default needs none of them."""

from __future__ import annotations

import base64
import ipaddress
import re
from functools import cached_property
from pathlib import Path
from typing import Annotated, Literal

from limits import parse as parse_rate
from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict
from sqlalchemy.engine import URL, make_url

DEFAULT_DATABASE_URL = "sqlite:///./data/rules.db"

RESERVED_DESCRIPTORS = 100
"""Open files a worker keeps for itself (database, Redis, logs, its listening socket) under MAX_CONNECTIONS."""
DEFAULT_CONNECTIONS = 10_000
"""MAX_CONNECTIONS where the open-file limit cannot be read (Windows) or is unlimited."""

ORIGIN = re.compile(r"[a-z][a-z0-9+.-]*://[^/?#\s]+")
"""An origin as a browser sends it: scheme, host and an optional port; no path, not even ``/``."""

CommaSeparated = Annotated[tuple[str, ...], NoDecode]
"""A list in the environment as comma-separated values (origins, proxies; ``*``: any)."""


def _split(value: object) -> object:
    """A comma-separated string as its stripped, non-empty parts; anything else as it is."""
    if isinstance(value, str):
        return [part.strip() for part in value.split(",") if part.strip()]
    return value


class Settings(BaseSettings):
    """Read once at start-up; bad values stop the server there, not on first use."""

    model_config = SettingsConfigDict(extra="ignore", frozen=True)

    database_url: str = Field(
        DEFAULT_DATABASE_URL,
        description="sqlite:///path (embedded default, under ./data/) or postgresql://user@host/db (scaled).",
    )
    redis_url: str | None = Field(
        None, description="redis://host:port/db to fan events out through Redis; unset: in-process broadcast."
    )
    host: str = "127.0.0.1"
    port: int = Field(8000, ge=1, le=65535)
    workers: int = Field(1, ge=1, le=64, description="uvicorn worker processes (scaled deployments).")
    loop: Literal["auto", "asyncio", "uvloop"] = Field(
        "auto",
        description="The event loop uvicorn runs; auto: uvloop where installed (uvicorn[standard] installs it "
        "except on Windows and PyPy), else asyncio. uvloop costs less per request and per socket: at 1,000 "
        "writes/s over 5,000 sockets, p99 20 ms against asyncio's 193 ms, which each round of keepalive pings "
        "pushed past capacity (bench/sessions.py). Fan-out and idle sockets cost about the same on either.",
    )
    max_body_bytes: int = Field(64 * 1024, ge=1024, le=16 * 1024 * 1024, description="Request body limit.")
    max_ws_message_bytes: int = Field(
        16 * 1024, ge=1024, le=1024 * 1024, description="Largest message a client may send on the socket."
    )
    ws_messages_per_second: int = Field(
        10, ge=1, le=1000, description="Client messages a socket may send per second (averaged over 10 s)."
    )
    socket_backlog: int = Field(
        256, ge=8, le=100_000, description="Events a socket may fall behind before it is closed with 1013."
    )
    header_timeout: float = Field(
        10.0,
        gt=0,
        le=300,
        description="Seconds a connection has to send a request's headers, counted from its first byte (or from "
        "the connection, for its first request); 408 beyond. Slow senders cannot hold connections open.",
    )
    body_timeout: float = Field(
        30.0, gt=0, le=3600, description="Seconds a request has to send its body once its headers are in; 408 beyond."
    )
    max_connections: int | None = Field(
        None,
        ge=16,
        le=1_000_000,
        description="Connections (HTTP and WebSocket) one worker holds at once; beyond, a new connection gets a "
        "503 and is closed. Unset: the process's open-file limit less what the server keeps for itself.",
    )
    ws_close_grace: float = Field(
        5.0,
        gt=0,
        le=60,
        description="Seconds a closing socket has to take its close frame and answer it; then its connection "
        "is cut, so that a client that stopped reading cannot hold a descriptor and its send buffer.",
    )

    shutdown_timeout: int = Field(
        10,
        ge=0,
        le=3600,
        description="Seconds a stopping server (SIGTERM) waits for requests in flight to finish; sockets are "
        "closed with 1012 at once.",
    )
    metrics: bool = Field(True, description="Serve Prometheus metrics at /metrics and record them.")
    log_format: Literal["auto", "json", "console"] = Field(
        "auto", description="json: one JSON object a line; console: for people; auto: console on a terminal."
    )
    log_level: Literal["debug", "info", "warning", "error"] = "info"
    cors_allowed_origins: CommaSeparated = Field(
        ("*",),
        description="Web pages (origins, e.g. https://vtt.example) whose scripts may call the API, "
        "comma-separated; * for any. Credentials are bearer tokens, never cookies, so any origin is safe.",
    )
    ws_allowed_origins: CommaSeparated = Field(
        ("*",),
        description="Web pages (origins) that may open a session's socket, comma-separated; * for any. "
        "A client that sends no Origin (a bot, a server) is not a web page and is always let in.",
    )

    session_retention_days: int | None = Field(
        None,
        ge=1,
        le=36_500,
        description="Erase sessions idle (no event) for longer than this many days; unset: keep them.",
    )
    presence_ttl: int = Field(
        30,
        ge=1,
        le=300,
        description="Seconds a worker's presence entries last unless renewed: a worker that dies stops "
        "counting as holding its sockets within this (plus a third of it).",
    )
    forwarded_allow_ips: CommaSeparated = Field(
        (),
        description="Addresses or networks (comma-separated) of the reverse proxies whose X-Forwarded-For and "
        "X-Forwarded-Proto are believed; * for any. Default: none, so no client can claim another address "
        "and escape the limits per address.",
    )

    rate_limit_writes: str = Field("300/minute", description="State-changing requests per token.")
    rate_limit_sessions: str = Field("30/minute", description="Session creations and joins per client address.")
    rate_limit_hellos: str = Field("60/minute", description="WebSocket hellos per client address.")
    signing_key: SecretStr | None = Field(
        None,
        description="The Ed25519 seed (32 bytes, base64url) that signs roll receipts; unset: generated on "
        "first start and kept in the database.",
    )

    discord_public_key: str | None = Field(
        None,
        description="The Discord application's public key (hex, from its General Information page); set, the "
        "server answers Discord interactions at /v1/integrations/discord/interactions; unset, that route is 404.",
    )
    discord_application_id: str | None = Field(
        None, description="The Discord application's id: `rules-server discord commands --apply` registers to it."
    )
    discord_bot_token: SecretStr | None = Field(
        None, description="The bot's token, for `rules-server discord commands --apply` only."
    )
    discord_api_base_url: str = Field(
        "https://discord.com/api/v10", description="Discord's HTTP API (a local fake in tests)."
    )
    discord_max_age: int = Field(
        300,
        ge=5,
        le=3600,
        description="Seconds an interaction's signed timestamp may be old (or ahead) before it is refused as a replay.",
    )
    discord_defer_after: float = Field(
        2.0,
        ge=0,
        le=2.5,
        description="Seconds an interaction's work may take before the server answers 'thinking' (Discord waits "
        "3 s for the first answer) and sends the result as a follow-up.",
    )

    webhook_allowed_networks: CommaSeparated = Field(
        (),
        description="Networks (CIDR, comma-separated) webhooks may point into besides public addresses, e.g. "
        "127.0.0.0/8 for a receiver on the same host; loopback, private and link-local addresses are refused "
        "otherwise.",
    )
    webhook_backoff: float = Field(
        1.0, gt=0, le=3600, description="Seconds before a failed delivery's first retry; doubled each time."
    )
    webhook_retry_for: float = Field(
        86400, gt=0, description="Seconds a delivery is retried before its webhook is marked failing."
    )
    webhook_poll_every: float = Field(
        1.0, gt=0, le=60, description="Seconds between looks at the outbox for events committed by other workers."
    )

    @field_validator("webhook_allowed_networks", mode="before")
    @classmethod
    def _networks(cls, value: object) -> object:
        if isinstance(value, str):
            value = [part.strip() for part in value.split(",") if part.strip()]
        if isinstance(value, list | tuple):
            for network in value:
                try:
                    ipaddress.ip_network(str(network), strict=False)
                except ValueError:
                    raise ValueError(f"{network!r} is not a network such as 127.0.0.0/8") from None
            return tuple(str(network) for network in value)
        return value

    @field_validator("discord_public_key")
    @classmethod
    def _public_key_hex(cls, value: str | None) -> str | None:
        if not value:
            return None
        try:
            key = bytes.fromhex(value)
        except ValueError:
            raise ValueError("DISCORD_PUBLIC_KEY must be hex") from None
        if len(key) != 32:
            raise ValueError("DISCORD_PUBLIC_KEY must encode exactly 32 bytes")
        return value

    @field_validator("signing_key")
    @classmethod
    def _seed_of_32_bytes(cls, value: SecretStr | None) -> SecretStr | None:
        if value is None:
            return None
        try:
            seed = base64.urlsafe_b64decode(value.get_secret_value() + "=" * (-len(value.get_secret_value()) % 4))
        except ValueError:
            raise ValueError("SIGNING_KEY must be base64url") from None
        if len(seed) != 32:
            raise ValueError("SIGNING_KEY must encode exactly 32 bytes")
        return value

    @field_validator("cors_allowed_origins", "ws_allowed_origins", mode="before")
    @classmethod
    def _origins(cls, value: object) -> object:
        value = _split(value)
        if not isinstance(value, list | tuple):
            return value
        origins = tuple(str(origin).lower() for origin in value)
        if "*" in origins and len(origins) > 1:
            raise ValueError("'*' allows any origin: list no others beside it")
        for origin in origins:
            if origin not in {"*", "null"} and not ORIGIN.fullmatch(origin):
                raise ValueError(f"{origin!r} is not an origin such as https://vtt.example (no path, no trailing /)")
        return origins

    @field_validator("forwarded_allow_ips", mode="before")
    @classmethod
    def _proxies(cls, value: object) -> object:
        value = _split(value)
        if not isinstance(value, list | tuple):
            return value
        proxies = tuple(str(proxy) for proxy in value)
        for proxy in proxies:
            if proxy == "*":
                continue
            try:
                ipaddress.ip_network(proxy, strict=False)
            except ValueError:
                raise ValueError(f"{proxy!r} is not an address or network such as 10.0.0.2 or 10.0.0.0/8") from None
        return proxies

    @field_validator("rate_limit_writes", "rate_limit_sessions", "rate_limit_hellos")
    @classmethod
    def _rate(cls, value: str) -> str:
        try:
            parse_rate(value)
        except ValueError:
            raise ValueError(f"{value!r} is not a rate such as '30/minute' or '5 per second'") from None
        return value

    @field_validator("database_url")
    @classmethod
    def _known_database(cls, value: str) -> str:
        url = make_url(value)
        if url.get_backend_name() not in {"sqlite", "postgresql"}:
            raise ValueError("DATABASE_URL must be sqlite:///... or postgresql://...")
        return value

    @field_validator("redis_url")
    @classmethod
    def _known_redis(cls, value: str | None) -> str | None:
        if value and not value.startswith(("redis://", "rediss://", "unix://")):
            raise ValueError("REDIS_URL must be redis://..., rediss://... or unix://...")
        return value or None

    @model_validator(mode="after")
    def _workers_share_a_broadcast(self) -> Settings:
        # In-process broadcast reaches one worker's sockets only; the others' clients would miss events.
        if self.workers > 1 and not self.redis_url:
            raise ValueError("WORKERS > 1 needs REDIS_URL: in-process broadcast reaches one worker's sockets only")
        return self

    @cached_property
    def connection_limit(self) -> int:
        """``MAX_CONNECTIONS``, else what the open-file limit leaves once the server's own files are open."""
        if self.max_connections is not None:
            return self.max_connections
        try:
            import resource  # Unix only
        except ImportError:
            return DEFAULT_CONNECTIONS
        soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if soft == resource.RLIM_INFINITY:
            return DEFAULT_CONNECTIONS
        return max(16, soft - RESERVED_DESCRIPTORS)

    @cached_property
    def sqlalchemy_url(self) -> URL:
        """``DATABASE_URL`` parsed (the store picks its driver: sqlite3 or asyncpg)."""
        return make_url(self.database_url)

    @property
    def is_sqlite(self) -> bool:
        return self.sqlalchemy_url.get_backend_name() == "sqlite"

    def ensure_data_dir(self) -> None:
        """Create the folder of an SQLite file so the embedded default starts on a fresh checkout."""
        if self.is_sqlite and self.sqlalchemy_url.database not in (None, "", ":memory:"):
            Path(str(self.sqlalchemy_url.database)).parent.mkdir(parents=True, exist_ok=True)
