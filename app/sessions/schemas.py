"""Bodies of the session routes, validated after the caller is authenticated (so 401/403 come first)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from app.rules.validation import ForcedFaces, StrictInput

Name = Field(min_length=1, max_length=200, description="Stored and returned verbatim.")


class SessionCreate(StrictInput):
    system: str = Field(max_length=64, description="A system id from `GET /v1/systems`.", examples=["fimbulvinter"])
    name: str = Field(min_length=1, max_length=200, description="Stored verbatim.", examples=["Saturday table"])


class PlayerJoin(StrictInput):
    name: str = Field(min_length=1, max_length=200, description="Stored verbatim.", examples=["Hild's player"])
    join_code: str = Field(min_length=1, max_length=64, examples=["K7QX2MPA"])


class TableRoll(StrictInput):
    operation: str = Field(
        min_length=1,
        max_length=64,
        description="`notation` (generic dice notation) or an operation of the session's system, its own "
        "`roll` included.",
    )
    input: dict[str, Any] = Field(
        max_length=100, description="The body of `POST /v1/rolls` or of the system operation."
    )
    visibility: Literal["public", "gm", "blind", "self"] = "public"
    label: str | None = Field(
        None, max_length=200, description="What the roll is for, shown with it.", examples=["Fireball damage"]
    )


class DeclarationBody(StrictInput):
    phase: str = Field(min_length=1, max_length=64, description="The phase declared for: must be the current one.")
    combatant: str | None = Field(
        None, min_length=1, max_length=200, description="Omitted for the GM's own, table-wide declarations."
    )
    declaration: dict[str, Any] = Field(
        max_length=100, description="This combatant's part, shaped as the system's spec shapes it."
    )
    dice: ForcedFaces = None


class ResolveBody(StrictInput):
    dice: ForcedFaces = None


class SessionCreated(BaseModel):
    id: str
    system: str
    name: str
    join_code: str = Field(description="Give it to the players; it is not shown again.")
    gm_token: str = Field(description="The GM's bearer token; it is not shown again.")
    version: int


class PlayerJoined(BaseModel):
    player_id: str
    token: str = Field(description="The player's bearer token; it is not shown again.")


class PlayerPublic(BaseModel):
    id: str
    name: str
    online: bool = Field(description="Whether the player has a socket open to the session (on any worker).")


class SessionView(BaseModel):
    id: str
    system: str
    name: str
    version: int
    ended: bool = Field(description="An ended session is read-only: writes and joins are 409.")
    players: list[PlayerPublic]
    gm_online: bool = Field(description="Whether the GM has a socket open to the session (on any worker).")
    combat: dict[str, Any] | None = Field(
        description="The combat's state as this caller may see it, plus `pending` (who must still declare)."
    )
    join_code: str | None = Field(
        None, description="The GM's view only (null for a session created before codes were kept, until rotated)."
    )


class Sequenced(BaseModel):
    seq: int = Field(description="The seq of the event the change appended.")


class SessionEnded(Sequenced):
    ended: Literal[True]


class PlayerToken(BaseModel):
    token: str = Field(description="The player's new bearer token; the old one no longer works.")


class GmToken(BaseModel):
    gm_token: str = Field(description="The GM's new bearer token; the old one no longer works.")


class JoinCode(BaseModel):
    join_code: str = Field(description="The new join code; the old one no longer admits anyone.")


class RollLogged(BaseModel):
    seq: int
    result: dict[str, Any] | None = Field(
        description="The operation's response body; null for a player's blind roll (only the GM may see it)."
    )
    receipt: dict[str, Any] | None = Field(
        description="`{record, signature, kid}`: the roll's record signed with the server's Ed25519 key "
        "(`GET /v1/keys`); null with a null result."
    )


class Declared(BaseModel):
    seq: int
    pending: list[str] = Field(description="Who must still declare in the phase declared for.")
    resolved: bool = Field(description="True when this declaration completed the phase, which then resolved.")


class EventsPage(BaseModel):
    events: list[dict[str, Any]]
    version: int


class Actor(BaseModel):
    role: Literal["gm", "player"]
    id: str
    name: str


class EventPublic(BaseModel):
    """An event, or the placeholder ``{seq, type: "hidden", at}`` of one the caller may not see."""

    seq: int
    type: str
    at: str
    actor: Actor | None = None
    data: dict[str, Any] | None = None
