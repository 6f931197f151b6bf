"""The messages of a session's WebSocket channel, as models: what the AsyncAPI document
(``/v1/asyncapi.json``) publishes. The channel (``app.sessions.stream``) writes them as JSON it serialises
once per view; ``tests/api/test_published_schemas.py`` validates what it sends against these schemas."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, JsonValue
from pydantic.json_schema import SkipJsonSchema

from app.sessions.events import Event
from app.sessions.records import MAX_SEQ
from app.sessions.schemas import SessionView

MAX_TOKEN = 256
"""The longest token a hello or the query string may carry (tokens are 43 characters)."""


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
    combat: dict[str, Any] | None = Field(
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
