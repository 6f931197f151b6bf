"""Plain records passed between the store and the service (no ORM objects leave the store)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

import orjson

from app.sessions.receipts import signed_record

Role = Literal["gm", "player"]
Visibility = Literal["public", "gm", "blind", "self"]

MAX_SEQ = 2**63 - 1
"""The largest seq the log can hold: a signed 64-bit integer, in SQLite and PostgreSQL alike."""

MAX_EVENT_BYTES = 64 * 1024
"""The most a stored event may take: its data's JSON and its receipt's JWS (the combat state it carries
is the system's to bound)."""

SIGNED = ("input", "result")
"""What an event's ``data`` may share with its receipt's record: stored only in the receipt."""


UNSTORABLE = "must not contain NUL (U+0000)"


def storable(text: str) -> bool:
    """Text every store keeps alike: no NUL (PostgreSQL refuses it in text and JSON) and no lone surrogate
    (not UTF-8 at all). JSON bodies cannot bring a lone surrogate (the parser refuses one: 400)."""
    if "\x00" in text:
        return False
    try:
        text.encode()
    except UnicodeEncodeError:
        return False
    return True


def utc_now() -> datetime:
    return datetime.now(UTC)


def rfc3339(moment: datetime) -> str:
    """RFC 3339 in UTC with a ``Z`` (SQLite hands datetimes back naive: they were stored in UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass(frozen=True)
class SessionRecord:
    id: str
    system: str
    name: str
    version: int
    join_code_hash: str
    settings: dict[str, Any] = field(default_factory=dict)
    """The table's settings as stored (``app.sessions.table.SessionSettings``; absent ones have defaults)."""
    join_code: str | None = None
    """Shown to the GM (sessions created before it was kept show none until the code is rotated)."""
    ended: bool = False
    credentials: int = 0
    """How many times a token of this session was revoked (see ``SessionRow``)."""


@dataclass(frozen=True)
class Member:
    id: str
    session_id: str
    role: Role
    name: str

    @property
    def actor(self) -> dict[str, str]:
        return {"role": self.role, "id": self.id, "name": self.name}


@dataclass(frozen=True)
class CombatRecord:
    """A combat as stored: the system's state document and the declarations of the current phase.

    ``declarations`` is keyed by combatant id, ``""`` for the GM's table-wide part.
    """

    id: str
    session_id: str
    phase: str
    round: int
    ended: bool
    state: dict[str, Any]
    declarations: dict[str, Any]
    controllers: dict[str, str] = field(default_factory=dict)
    """combatant id → the player id that controls it (GM-controlled combatants are absent)."""


@dataclass(frozen=True)
class CombatSnapshot:
    """The combat as it stood after an event: what a client's ``combat`` view is built from."""

    id: str
    state: dict[str, Any]
    pending: list[str]
    controllers: dict[str, str]

    def as_json(self) -> dict[str, Any]:
        return {"id": self.id, "state": self.state, "pending": self.pending, "controllers": self.controllers}

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> CombatSnapshot:
        return cls(value["id"], value["state"], list(value["pending"]), dict(value["controllers"]))


@dataclass(frozen=True)
class EventRecord:
    """One entry of a session's log.

    ``combat`` is set on events that changed the combat: the combat after the event.
    """

    session_id: str
    seq: int
    type: str
    at: datetime
    actor: dict[str, str] | None
    visibility: Visibility
    data: dict[str, Any]
    combat: CombatSnapshot | None = None

    @property
    def actor_id(self) -> str | None:
        return self.actor["id"] if self.actor else None

    def as_json(self) -> dict[str, Any]:
        """The event as the GM sees it: ``{seq, type, at, actor, data}``."""
        return {
            "seq": self.seq,
            "type": self.type,
            "at": rfc3339(self.at),
            "actor": self.actor,
            "data": self.data,
        }


def split_receipt(data: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
    """``data`` as stored: a receipt kept as its compact JWS alone, and none of what its record holds
    verbatim repeated beside it (:func:`join_receipt` puts them back)."""
    receipt = data.get("receipt")
    if not receipt:
        return data, None
    record = receipt["record"]
    kept = {
        key: value
        for key, value in data.items()
        if key != "receipt" and not (key in SIGNED and key in record and record[key] == value)
    }
    return kept, receipt["jws"]


def join_receipt(kept: dict[str, Any], jws: str | None) -> dict[str, Any]:
    """An event's ``data`` from its stored form: the receipt's record decoded once, shared by both places."""
    if jws is None:
        return kept
    record = signed_record(jws)
    shared = {key: record[key] for key in SIGNED if key not in kept and key in record}
    return {**kept, **shared, "receipt": {"jws": jws, "record": record}}


def encoded_size(kept: dict[str, Any], jws: str | None) -> int:
    """The bytes an event takes as stored (its data's JSON and its receipt's JWS)."""
    return len(orjson.dumps(kept)) + len(jws or "")


@dataclass(frozen=True, slots=True)
class StoredEvent:
    """A row of the log with its JSON still text: a reader decodes one at a time (:meth:`decode`), so a
    batch of rows costs what its text does, not what thousands of decoded objects would."""

    session_id: str
    seq: int
    type: str
    at: datetime
    actor: dict[str, str] | None
    visibility: Visibility
    data: str
    combat: str | None
    receipt: str | None

    def decode(self) -> EventRecord:
        combat = CombatSnapshot.from_json(orjson.loads(self.combat)) if self.combat is not None else None
        data = join_receipt(orjson.loads(self.data), self.receipt)
        return EventRecord(self.session_id, self.seq, self.type, self.at, self.actor, self.visibility, data, combat)


@dataclass(frozen=True)
class Webhook:
    """An endpoint a session's events are POSTed to (as a player sees them)."""

    id: str
    session_id: str
    url: str
    events: list[str] | None
    format: str
    secret: str
    status: str
    created_at: datetime
