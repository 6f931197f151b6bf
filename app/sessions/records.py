"""Plain records passed between the store and the service (no ORM objects leave the store)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

Role = Literal["gm", "player"]
Visibility = Literal["public", "gm", "blind", "self"]


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
