"""The event log as clients see it: one model per event type, each with its ``data``, and the hidden
placeholder, as a union discriminated by ``type``.

These models document what the service stores (``app.sessions.service``, ``app.sessions.store``) and what
:func:`app.sessions.visibility.event_view` shows; they are not used to build events (the write path keeps
plain JSON). ``tests/api/test_published_schemas.py`` plays a session and validates every event and socket
message it gets against the published documents, so the two cannot drift apart.

A combat's declarations and results are each system's: they are documented as the OpenAPI document's
``CombatDeclarationLogged`` and ``CombatResult`` (``app.api.combat_docs``, from each engine's models).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field
from pydantic.json_schema import SkipJsonSchema

from app.rules.dice.rolls import RollRequest, RollResponse
from app.sessions.records import Visibility
from app.sessions.schemas import CombatResult, LoggedDeclaration, SettingsShown, component

JsonObject = dict[str, Any]


class Actor(BaseModel):
    role: Literal["gm", "player"]
    id: str
    name: str


# -- receipts ------------------------------------------------------------------------------------


class RollRecordFields(BaseModel):
    """What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``)."""

    session: str
    seq: int
    operation: str
    input: JsonObject = Field(description="The roll's `input`, as given.")
    faces: list[int] = Field(description="Every face the roll used, in order.")
    result: JsonObject = Field(description="The roll's `result`.")
    time: str = Field(description="RFC 3339, UTC.")
    forced: bool = Field(description="Whether the caller supplied the faces (`input.dice`).")


class CombatStepRecord(BaseModel):
    """What a combat step's receipt signs: its input and result only by their SHA-256 (they may hold what
    only the GM may see), as the SHA-256 of their JSON with keys sorted."""

    session: str
    seq: int
    operation: str = Field(description="`combat_start`, or `combat:<phase>` for a phase that resolved.")
    combat: str = Field(description="The combat's id.")
    round: int
    input_sha256: str
    faces: list[int]
    result_sha256: str
    time: str = Field(description="RFC 3339, UTC.")
    forced: bool = Field(description="Whether a caller supplied faces (forced `dice`, or declared rolls).")


class RollReceipt(BaseModel):
    """A compact JWS (EdDSA, `kid` in its header) over the record's JSON, verifiable against
    `GET /v1/keys`, and the record (its payload, decoded)."""

    jws: str
    record: Annotated[RollRecordFields, component("RollRecord")] = Field(
        description="One of `RollRecord`'s branches, by `operation`: its `input` and `result` are that operation's."
    )


class CombatReceipt(BaseModel):
    """A compact JWS (EdDSA, `kid` in its header) over the record's JSON, verifiable against
    `GET /v1/keys`, and the record (its payload, decoded)."""

    jws: str
    record: CombatStepRecord


# -- each type's data ----------------------------------------------------------------------------


class SessionCreatedData(BaseModel):
    id: str
    system: str
    name: str


class SessionChangedData(BaseModel):
    """What the GM changed: the new name, the whole new settings, or both."""

    name: str | SkipJsonSchema[None] = Field(None, description="Present when the session was renamed.")
    settings: SettingsShown | SkipJsonSchema[None] = Field(
        None, description="Every setting as it now is; present when settings changed."
    )


class SessionEndedData(BaseModel):
    """Nothing: the session is read-only from this event on."""


class PlayerData(BaseModel):
    player_id: str
    name: str


class NotationRollData(BaseModel):
    """A table roll in generic notation: `input` and `result` are the bodies of `POST /v1/rolls`."""

    operation: Literal["notation"] = Field(description="Generic dice notation.")
    input: RollRequest
    result: RollResponse
    visibility: Visibility
    label: str | None = Field(None, description="What the roll is for.")
    receipt: RollReceipt


class SystemRollFields(BaseModel):
    """A table roll of a system operation: `input` and `result` are the bodies of
    `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
    ``app.api.roll_docs``)."""

    operation: str = Field(description="An operation of the session's system.")
    input: JsonObject
    result: JsonObject
    visibility: Visibility
    label: str | None = Field(None, description="What the roll is for.")
    receipt: RollReceipt


class CombatStartedData(BaseModel):
    combat_id: str
    phase: str = Field(description="The combat's first phase.")
    round: int
    controllers: dict[str, str] = Field(description="combatant id → the player id controlling it.")
    result: CombatResult = Field(description="The system's `combat_start` result, as the caller may see it.")
    receipt: CombatReceipt | None = Field(description="Null when starting rolled no dice.")


class DeclaredData(BaseModel):
    combat_id: str
    phase: str
    round: int
    combatant: str | None = Field(description="Null for the GM's table-wide declaration.")
    declaration: LoggedDeclaration = Field(description="The part declared, as the caller may see it.")
    pending: list[str] = Field(description="Who must still declare in this phase.")


class PhaseData(BaseModel):
    """A combat step: a phase resolved (by the last declaration or the GM), or the GM ended the combat."""

    combat_id: str
    phase: str = Field(description="The phase that resolved.")
    round: int
    next_phase: str = Field(description="The phase now current (`ended` once the combat is over).")
    next_round: int
    declarations: dict[str, LoggedDeclaration] | SkipJsonSchema[None] = Field(
        None, description="The phase's declarations by combatant id (`\"\"`: the GM's), as the caller may see them."
    )
    receipt: CombatReceipt | None = Field(
        None, description="Present when a phase resolved; null when it rolled no dice."
    )
    reason: Literal["gm"] | SkipJsonSchema[None] = Field(None, description="Present when the GM ended the combat.")
    result: CombatResult = Field(description="The step's outcome, as the caller may see it.")


# -- events --------------------------------------------------------------------------------------


class _Logged(BaseModel):
    seq: int
    at: str = Field(description="RFC 3339, UTC, milliseconds.")
    actor: Actor | None


class SessionCreatedEvent(_Logged):
    type: Literal["session_created"]
    data: SessionCreatedData


class SessionChangedEvent(_Logged):
    type: Literal["session_changed"]
    data: SessionChangedData


class SessionEndedEvent(_Logged):
    type: Literal["session_ended"]
    data: SessionEndedData


class PlayerJoinedEvent(_Logged):
    type: Literal["player_joined"]
    data: PlayerData


class PlayerLeftEvent(_Logged):
    type: Literal["player_left"]
    data: PlayerData


class RollEvent(_Logged):
    type: Literal["roll"]
    data: NotationRollData | Annotated[SystemRollFields, component("SystemRollData")]


class CombatStartedEvent(_Logged):
    type: Literal["combat_started"]
    data: CombatStartedData


class DeclaredEvent(_Logged):
    type: Literal["declared"]
    data: DeclaredData


class PhaseResolvedEvent(_Logged):
    type: Literal["phase_resolved"]
    data: PhaseData


class RoundStartedEvent(_Logged):
    type: Literal["round_started"]
    data: PhaseData


class CombatEndedEvent(_Logged):
    type: Literal["combat_ended"]
    data: PhaseData


class HiddenEvent(BaseModel):
    """An event the caller may not see: nothing of it but its place in the log."""

    seq: int
    type: Literal["hidden"]
    at: str


Event = Annotated[
    SessionCreatedEvent
    | SessionChangedEvent
    | SessionEndedEvent
    | PlayerJoinedEvent
    | PlayerLeftEvent
    | RollEvent
    | CombatStartedEvent
    | DeclaredEvent
    | PhaseResolvedEvent
    | RoundStartedEvent
    | CombatEndedEvent
    | HiddenEvent,
    Field(discriminator="type"),
]
"""An event as a caller is shown it (``GET /v1/sessions/{sid}/events``, the socket's ``event`` message)."""


class EventsPage(BaseModel):
    events: list[Event]
    version: int


class RollLogged(BaseModel):
    seq: int
    result: Annotated[RollResponse | JsonObject, component("TableRollResult")] | None = Field(
        description="The operation's response body (`POST /v1/rolls`' for `notation`); null for a player's blind "
        "roll (only the GM may see it)."
    )
    receipt: RollReceipt | None = Field(description="Null with a null result.")
