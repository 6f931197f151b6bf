"""The store: where sessions, members, combats, the event log and idempotent responses live.

Every change is one unit of work run by :meth:`Store.change` in one transaction holding the session's
lock: the service reads, decides, appends exactly one event (which bumps ``version``), and the
transaction commits when the unit returns (or, on PostgreSQL, the event of a unit that only reads the
session is logged without the lock, if the session has not moved on: see ``Store.change``). Nothing is
published before that commit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, TypeVar

from app.sessions.records import (
    CombatRecord,
    CombatSnapshot,
    EventRecord,
    Member,
    SessionRecord,
    StoredEvent,
    Visibility,
    Webhook,
)


@dataclass(frozen=True)
class StoredResponse:
    """The first 2xx response to a request made with an ``Idempotency-Key``."""

    scope: str
    key: str
    request_hash: str
    status: int
    body: Any


T = TypeVar("T")


class EventTooLarge(Exception):
    """An event would take more than :data:`~app.sessions.records.MAX_EVENT_BYTES` stored: nothing is."""

    def __init__(self, size: int) -> None:
        super().__init__(f"the event would take {size} bytes")
        self.size = size


class ResponseAlreadyStored(Exception):
    """Another request with the same idempotency key committed first (a concurrent retry)."""


class DiscordLinkTaken(Exception):
    """This Discord user is already linked to a session in this channel."""


class WriteTransaction(Protocol):
    """The operations allowed while holding one session's write lock. They are plain calls: a unit of
    work runs whole (on SQLite, on the event loop while the write lock is free, else on the writer
    thread), never waiting on the event loop while it holds the lock."""

    session: SessionRecord
    queued_deliveries: bool
    """Whether an event appended here was queued for a webhook (its outbox got a row); read it once
    :meth:`Store.change` has returned, as a store may log the event after the unit of work."""

    @property
    def next_seq(self) -> int:
        """The seq the next appended event gets (the session's version + 1)."""
        ...

    def stored_response(self, scope: str, key: str) -> StoredResponse | None: ...

    def remember_response(self, response: StoredResponse) -> None: ...

    def add_member(self, member: Member, token_hash: str) -> None: ...

    def link_discord(self, channel_id: str, user_id: str, member: Member) -> None:
        """Let a Discord user in a channel play as ``member`` (DiscordLinkTaken if that pair is linked)."""
        ...

    def add_webhook(self, webhook: Webhook) -> None: ...

    def member_by_token(self, token_hash: str) -> Member | None: ...

    def member(self, member_id: str) -> Member | None:
        """The GM or a player of this session."""
        ...

    def remove_member(self, member_id: str) -> CombatRecord | None:
        """Delete a player (their token with them) and give the combatants they controlled to the GM;
        returns the latest combat if that changed its controllers. Counts as a revocation."""
        ...

    def replace_token(self, member_id: str, token_hash: str) -> str:
        """A member's new token; the old one (its hash returned) stops working. Counts as a revocation."""
        ...

    def replace_join_code(self, join_code: str, join_code_hash: str) -> None: ...

    def end(self) -> None:
        """Make the session read-only."""
        ...

    def erase(self) -> None:
        """Delete the session and everything of it; nothing else may be done in this transaction."""
        ...

    def players(self) -> list[Member]: ...

    def rename_and_configure(self, name: str, settings: dict[str, Any]) -> None:
        """Set the session's name and settings (``settings`` whole, every setting in it)."""
        ...

    def latest_combat(self) -> CombatRecord | None: ...

    def save_combat(self, combat: CombatRecord, *, new: bool) -> None: ...

    def append(
        self,
        type: str,
        actor: Member | None,
        data: dict[str, Any],
        *,
        visibility: Visibility = "public",
        combat: CombatSnapshot | None = None,
        at: datetime | None = None,
    ) -> EventRecord:
        """Append the next event (seq = version + 1, at ``at`` or now) and set the session's version to it;
        :class:`EventTooLarge` if it would take more than 64 KiB stored."""
        ...


class Store(Protocol):
    async def create_session(
        self, session: SessionRecord, gm: Member, gm_token_hash: str, response: StoredResponse | None
    ) -> EventRecord:
        """Create a session with its GM and its first event (``session_created``, seq 1), and remember
        ``response`` in the same transaction (ResponseAlreadyStored if its key was taken meanwhile)."""
        ...

    async def stored_response(self, scope: str, key: str) -> StoredResponse | None: ...

    async def change(self, session_id: str, work: Callable[[WriteTransaction], T]) -> T:
        """``work`` in one transaction holding the session's write lock (NotFound when it does not exist),
        committed when it returns and rolled back when it raises. A store may first run it on the session
        read without the lock, and commit what it appended only if the session is still as read; otherwise
        (or when the unit needs more than the session's row) it runs again from the start, under the lock.
        The unit must therefore have no effect outside its transaction."""
        ...

    async def session(self, session_id: str) -> SessionRecord | None: ...

    async def snapshot(self, session_id: str) -> tuple[SessionRecord, list[Member], CombatRecord | None]:
        """The session, its players and its latest combat, read together at one version."""
        ...

    async def member_by_token(self, token_hash: str) -> tuple[Member, int] | None:
        """The member holding this token, and its session's ``credentials`` count when it was read."""
        ...

    async def idle_sessions(self, before: datetime, limit: int) -> list[str]:
        """Sessions whose last event is older than ``before``."""
        ...

    async def erase_if_idle(self, session_id: str, before: datetime) -> bool:
        """Erase the session if its last event is still older than ``before`` (under its lock)."""
        ...

    async def players(self, session_id: str) -> list[Member]: ...

    async def events(self, session_id: str, after: int, limit: int) -> list[StoredEvent]:
        """At most ``limit`` rows of the log after seq ``after``, undecoded (a reader decodes one at a time)."""
        ...

    async def session_by_join_code(self, join_code_hash: str) -> SessionRecord | None: ...

    async def discord_member(self, channel_id: str, user_id: str) -> Member | None:
        """The player a Discord user plays as in a channel, if linked."""
        ...

    async def unlink_discord(self, channel_id: str, user_id: str) -> bool:
        """Forget a Discord link; False when there was none."""
        ...

    async def forget_responses_before(self, moment: datetime) -> int: ...

    async def signing_seed(self, new_seed: bytes) -> bytes:
        """The server's signing key seed, kept in the store; ``new_seed`` becomes it on first start."""
        ...

    async def ping(self) -> bool: ...

    async def close(self) -> None: ...
