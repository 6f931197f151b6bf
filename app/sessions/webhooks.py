"""Outbound webhooks: a session's events, as a player sees them, POSTed to an endpoint the GM registers.

Each event is signed with the Standard Webhooks scheme (``webhook-id``, ``webhook-timestamp``,
``webhook-signature``: HMAC-SHA256 over ``id.timestamp.body`` with the webhook's secret), by the
maintained ``standardwebhooks`` package. Delivery goes through the outbox the store fills in each
event's own transaction: at least once, in ``seq`` order per webhook (the ``webhook-id`` of a retry is the
same), retried with exponential backoff for the retry window, after which the webhook is marked failing.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import ipaddress
import logging
import secrets
import socket
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Literal
from urllib.parse import urlsplit

import httpx
import orjson
from pydantic import Field
from standardwebhooks.webhooks import Webhook as Signer

from app.rules import InputError, JsonObject, Viewer
from app.rules.validation import StrictInput, parse
from app.sessions.records import Member, Webhook, rfc3339, utc_now
from app.sessions.service import Conditions, Outcome, SessionService
from app.sessions.store.protocol import WriteTransaction
from app.sessions.store.sql import Delivery, SqlStore
from app.sessions.tokens import new_id
from app.sessions.visibility import PLAYER_VIEWS, event_view

logger = logging.getLogger("app.webhooks")

EVENT_TYPES = (*PLAYER_VIEWS, "hidden")
"""What a webhook may ask for: the event types as a player sees them (``hidden``: an event players may not see)."""

TIMEOUT = 5.0
LEASE = timedelta(seconds=30)
"""How long a claimed delivery is another worker's: longer than one attempt may take."""
MAX_BACKOFF = timedelta(hours=1)
MAX_WEBHOOKS = 20


class WebhookCreate(StrictInput):
    url: str = Field(min_length=1, max_length=2048, description="http(s) URL that receives the events.")
    events: list[Literal[EVENT_TYPES]] | None = Field(  # type: ignore[valid-type]
        None, max_length=len(EVENT_TYPES), description="Event types to send (as players see them); absent: all."
    )
    format: Literal["json", "discord"] = Field(
        "json", description="`json`: the event; `discord`: a readable message for a Discord channel webhook URL."
    )


@dataclass(frozen=True)
class Destinations:
    """Where webhooks may point: public addresses, plus the networks a setting allows (e.g. loopback)."""

    allowed: Sequence[ipaddress.IPv4Network | ipaddress.IPv6Network] = ()

    async def check(self, url: str) -> None:
        """InputError on ``url`` unless it is http(s) and every address its host resolves to is public
        (or allowed): no loopback, private, link-local, multicast or reserved address (SSRF)."""
        parts = urlsplit(url)
        if parts.scheme not in {"http", "https"} or not parts.hostname:
            raise InputError("url", "must be an http or https URL")
        try:
            port = parts.port or (443 if parts.scheme == "https" else 80)
            found = await asyncio.get_running_loop().getaddrinfo(parts.hostname, port, type=socket.SOCK_STREAM)
        except (OSError, ValueError):
            raise InputError("url", f"cannot resolve {parts.hostname!r}") from None
        for *_, address in found:
            ip = ipaddress.ip_address(address[0])
            if not ip.is_global and not any(ip in network for network in self.allowed):
                raise InputError("url", f"{parts.hostname!r} resolves to {ip}, which is not a public address")


def _new_secret() -> str:
    return "whsec_" + base64.b64encode(secrets.token_bytes(24)).decode()


_WATCHER = Viewer("player")


def player_view(delivery: Delivery) -> JsonObject:
    """The event as a player who controls nothing sees it (never what only the GM may see)."""
    watcher = Member(f"webhook:{delivery.webhook.id}", delivery.event.session_id, "player", "webhook")
    return event_view(delivery.event, watcher, delivery.system, _WATCHER)


def _discord_message(event: JsonObject) -> JsonObject:
    actor = (event.get("actor") or {}).get("name")
    data = event.get("data") or {}
    result: JsonObject = data["result"] if isinstance(data.get("result"), dict) else {}
    if event["type"] == "roll":
        text = f"🎲 **{actor}** rolled `{data.get('operation')}`: {result.get('breakdown', '')}"
    elif event["type"] == "hidden":
        text = "🎲 a roll only the GM sees"
    else:
        text = f"**{event['type'].replace('_', ' ')}**" + (f" by {actor}" if actor else "")
        if result.get("breakdown"):
            text += f": {result['breakdown']}"
    return {"content": text[:2000], "allowed_mentions": {"parse": []}}


def payload(delivery: Delivery) -> bytes:
    event = player_view(delivery)
    if delivery.webhook.format == "discord":
        return orjson.dumps(_discord_message(event))
    return orjson.dumps(
        {"type": event["type"], "timestamp": event["at"], "data": {"session_id": delivery.event.session_id, **event}}
    )


def wanted(delivery: Delivery) -> bool:
    events = delivery.webhook.events
    return events is None or player_view(delivery)["type"] in events


class Webhooks:
    """The GM's webhooks of a session, and their delivery."""

    def __init__(
        self,
        sessions: SessionService,
        store: SqlStore,
        destinations: Destinations,
        backoff: timedelta,
        retry_for: timedelta,
        poll_every: float,
    ) -> None:
        self.sessions = sessions
        self.store = store
        self.destinations = destinations
        self.backoff = backoff
        self.retry_for = retry_for
        self.poll_every = poll_every
        self._wake = asyncio.Event()
        self._worker: asyncio.Task[None] | None = None
        self._client: httpx.AsyncClient | None = None

    # -- the GM's routes ------------------------------------------------------------------------

    async def create(self, session_id: str, body: JsonObject, conditions: Conditions) -> Outcome:
        await self.sessions.authenticate(session_id, conditions.token, gm_only=True)
        request = parse(WebhookCreate, body)
        await self.destinations.check(request.url)
        if len(await self.store.webhooks(session_id)) >= MAX_WEBHOOKS:
            raise InputError("url", f"a session has at most {MAX_WEBHOOKS} webhooks")
        webhook = Webhook(
            new_id(), session_id, request.url, request.events, request.format, _new_secret(), "active", utc_now()
        )

        def add(transaction: WriteTransaction) -> tuple[int, JsonObject]:
            transaction.add_webhook(webhook)
            return 201, {"id": webhook.id, "secret": webhook.secret}

        route = f"POST /v1/sessions/{session_id}/webhooks"
        return await self.sessions.change_quietly(session_id, route, body, conditions, add)

    async def registered(self, session_id: str, token: str | None) -> list[JsonObject]:
        await self.sessions.authenticate(session_id, token, gm_only=True)
        return [
            {
                "id": webhook.id,
                "url": webhook.url,
                "events": webhook.events,
                "format": webhook.format,
                "status": webhook.status,
                "created_at": rfc3339(webhook.created_at),
            }
            for webhook in await self.store.webhooks(session_id)
        ]

    async def delete(self, session_id: str, token: str | None, webhook_id: str) -> bool:
        await self.sessions.authenticate(session_id, token, gm_only=True)
        return await self.store.delete_webhook(session_id, webhook_id)

    # -- delivery ---------------------------------------------------------------------------------

    def wake(self) -> None:
        """An event was committed here: look at the outbox now rather than at the next poll."""
        self._wake.set()

    def start(self) -> None:
        self._client = httpx.AsyncClient(timeout=TIMEOUT, follow_redirects=False)
        self._worker = asyncio.create_task(self._deliver_forever(), name="webhook deliveries")

    async def close(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._worker
        if self._client is not None:
            await self._client.aclose()

    async def _deliver_forever(self) -> None:
        while True:
            try:
                busy = await self.deliver_due()
            except Exception:  # the store may be down for a while; the outbox keeps every row
                logger.warning("could not deliver webhooks", exc_info=True)
                busy = False
            if not busy:
                # asyncio.timeout, not wait_for: no task of its own per wait (a task that comes and goes
                # with each poll made the server's task count depend on when it was read).
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(self.poll_every):
                        await self._wake.wait()
                self._wake.clear()

    async def deliver_due(self, limit: int = 50) -> bool:
        """One attempt at each due delivery (the oldest of each webhook), concurrently; whether any was due."""
        now = utc_now()
        claimed = await self.store.claim_deliveries(now, now + LEASE, limit)
        await asyncio.gather(*(self._attempt(delivery) for delivery in claimed))
        return bool(claimed)

    async def _attempt(self, delivery: Delivery) -> None:
        webhook, seq = delivery.webhook, delivery.event.seq
        if not wanted(delivery):
            await self.store.delivered(webhook.id, seq)
            return
        if await self._send(delivery):
            await self.store.delivered(webhook.id, seq)
            return
        now = utc_now()
        first_failed = delivery.first_failed_at or now
        if first_failed.tzinfo is None:  # SQLite hands datetimes back naive (stored in UTC)
            first_failed = first_failed.replace(tzinfo=now.tzinfo)
        if now - first_failed >= self.retry_for:
            logger.warning("webhook %s is failing: giving up after %d attempts", webhook.id, delivery.attempts + 1)
            await self.store.give_up(webhook.id)
            return
        delay = min(self.backoff * 2**delivery.attempts, MAX_BACKOFF)
        await self.store.retry_later(webhook.id, seq, delivery.attempts + 1, now + delay, first_failed)

    async def _send(self, delivery: Delivery) -> bool:
        """One POST; True when the endpoint took it (2xx). The response body is not kept."""
        assert self._client is not None
        webhook = delivery.webhook
        body = payload(delivery)
        message_id = f"msg_{webhook.id}_{delivery.event.seq}"  # the same on every retry of this event
        moment = utc_now()
        try:
            await self.destinations.check(webhook.url)  # again: what the name resolves to may have changed
            signature = Signer(webhook.secret).sign(message_id, moment, body.decode())
            response = await self._client.post(
                webhook.url,
                content=body,
                headers={
                    "Content-Type": "application/json",
                    "webhook-id": message_id,
                    "webhook-timestamp": str(int(moment.timestamp())),
                    "webhook-signature": signature,
                },
            )
        except (InputError, httpx.HTTPError) as error:
            logger.info("webhook %s, seq %d: %s", webhook.id, delivery.event.seq, error)
            return False
        return response.is_success


def networks(cidrs: Iterable[str]) -> tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...]:
    return tuple(ipaddress.ip_network(cidr, strict=False) for cidr in cidrs)
