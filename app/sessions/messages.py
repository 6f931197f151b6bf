"""The messages of a session's WebSocket channel, as models, and its close codes: what the AsyncAPI document
(``/v1/asyncapi.json``) publishes. The channel (``app.sessions.stream``) writes them as JSON it serialises
once per view; ``tests/api/test_published_schemas.py`` validates what it sends against these schemas."""

from __future__ import annotations

from enum import IntEnum
from typing import Literal

from pydantic import BaseModel, Field, JsonValue
from pydantic.json_schema import SkipJsonSchema

from app.sessions.events import Event
from app.sessions.records import MAX_SEQ
from app.sessions.schemas import CombatState, SessionView

MAX_TOKEN = 256
"""The longest token a hello or the query string may carry (tokens are 43 characters)."""


class CloseCode(IntEnum):
    """Close codes of the channel (``../shared/API.md``), with what each means and whether a client should
    reconnect (with ``after``): the AsyncAPI document publishes them from here."""

    DROPPED = 1006
    POLICY_VIOLATION = 1008
    MESSAGE_TOO_BIG = 1009
    SERVICE_RESTART = 1012
    TRY_AGAIN_LATER = 1013
    MALFORMED_HELLO = 4400
    BAD_TOKEN = 4401
    NOT_A_MEMBER = 4403
    UNKNOWN_SESSION = 4404
    AFTER_AHEAD = 4409
    TOO_MANY_HELLOS = 4429

    @property
    def meaning(self) -> str:
        return _CLOSE_MEANINGS[self][0]

    @property
    def retry(self) -> bool:
        """Whether reconnecting (with ``after``) can succeed; 4429 after a wait."""
        return _CLOSE_MEANINGS[self][1]


_CLOSE_MEANINGS: dict[CloseCode, tuple[str, bool]] = {
    CloseCode.DROPPED: ("The connection dropped without a close frame (never sent: a client sees it).", True),
    CloseCode.POLICY_VIOLATION: ("Message flood: more client messages (control frames included) than allowed.", False),
    CloseCode.MESSAGE_TOO_BIG: ("A client message larger than the server accepts.", False),
    CloseCode.SERVICE_RESTART: ("The server is restarting.", True),
    CloseCode.TRY_AGAIN_LATER: ("Too far behind, or this worker cannot reach the store yet.", True),
    CloseCode.MALFORMED_HELLO: (
        "Malformed or missing hello (none within 10 s), or a malformed `after` or `token` in the query string.",
        False,
    ),
    CloseCode.BAD_TOKEN: ("Bad or revoked token.", False),
    CloseCode.NOT_A_MEMBER: ("Not a member of this session (or removed from it).", False),
    CloseCode.UNKNOWN_SESSION: ("Unknown or deleted session.", False),
    CloseCode.AFTER_AHEAD: ("`after` is ahead of the session's version.", False),
    CloseCode.TOO_MANY_HELLOS: ("Too many connections from one client: wait, then retry.", True),
}


# -- from the client -----------------------------------------------------------------------------


class Hello(BaseModel):
    """The first message: who the client is, and the last event it has (to resume after a drop)."""

    type: Literal["hello"]
    token: str = Field(min_length=1, max_length=MAX_TOKEN, description="The GM's or a player's bearer token.")
    after: int | None = Field(
        None,
        ge=0,
        le=MAX_SEQ,
        description="The last seq the client has: the events after it are replayed before `live`.",
    )


class Ping(BaseModel):
    """An application-level ping, for clients that cannot see the protocol's (browsers)."""

    type: Literal["ping"]
    id: JsonValue | SkipJsonSchema[None] = Field(None, description="Any JSON value; the pong carries it back.")


# -- from the server -----------------------------------------------------------------------------


class Snapshot(BaseModel):
    """The answer to a hello: the session at version `seq` as this client may see it."""

    type: Literal["snapshot"]
    seq: int
    session: SessionView = Field(description="The `GET /v1/sessions/{sid}` view for this client.")


class EventMessage(BaseModel):
    """One event of the log: replayed (without `combat`), or live."""

    type: Literal["event"]
    seq: int
    event: Event
    combat: CombatState | None = Field(
        None,
        description="Live events only: the combat as this client may see it after the event (null: no combat); "
        "the system's state view plus `pending`.",
    )


class Live(BaseModel):
    """The replay is over: what follows is live. Sent on every connection."""

    type: Literal["live"]
    seq: int = Field(description="The seq of the last event replayed (the snapshot's when none was).")


class Presence(BaseModel):
    """Who is connected, whenever that changes (not an event: no seq, not in the log)."""

    type: Literal["presence"]
    gm_online: bool
    online: list[str] = Field(description="The ids of the players with a socket open, on any worker.")


class Pong(BaseModel):
    """The answer to a ping."""

    type: Literal["pong"]
    id: JsonValue | SkipJsonSchema[None] = Field(None, description="The ping's `id`, when it had one.")


CLIENT_MESSAGES: tuple[type[BaseModel], ...] = (Hello, Ping)
SERVER_MESSAGES: tuple[type[BaseModel], ...] = (Snapshot, EventMessage, Live, Presence, Pong)
