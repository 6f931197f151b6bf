"""The shapes of what the server sends, as the OpenAPI and AsyncAPI documents publish them.

System operations' inputs and results, combat views, states and results are JSON objects each system shapes
its own way (the documents keep them as objects too), so they stay :data:`JsonObject` here.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

JsonObject = dict[str, Any]
Visibility = Literal["public", "gm", "blind", "self"]
ForcedDice = Literal["gm", "everyone", "nobody"]


class Settings(TypedDict, total=False):
    forced_dice: ForcedDice
    default_visibility: Visibility


class Roll(TypedDict):
    """``POST /v1/rolls``: generic dice notation."""

    expression: str
    total: int
    dice: list[int]
    breakdown: str
    comment: str | None


class CreatedSession(TypedDict):
    id: str
    system: str
    name: str
    join_code: str
    gm_token: str
    version: int
    settings: Settings


class Joined(TypedDict):
    player_id: str
    token: str


class Player(TypedDict):
    id: str
    name: str
    online: bool


class SessionView(TypedDict):
    """``GET /v1/sessions/{sid}`` for the caller (``join_code`` only in the GM's)."""

    id: str
    system: str
    name: str
    version: int
    settings: Settings
    ended: bool
    players: list[Player]
    gm_online: bool
    combat: JsonObject | None
    join_code: NotRequired[str]


class Actor(TypedDict):
    role: Literal["gm", "player"]
    id: str
    name: str


class Event(TypedDict):
    """One event of a session's log; ``hidden`` placeholders carry only ``seq``, ``type`` and ``at``."""

    seq: int
    type: str
    at: str
    actor: NotRequired[Actor]
    data: NotRequired[JsonObject]


class EventsPage(TypedDict):
    events: list[Event]
    version: int


class Receipt(TypedDict):
    jws: str
    record: JsonObject


class TableRoll(TypedDict):
    seq: int
    result: JsonObject
    receipt: Receipt | None
    """None when the operation rolled no dice (nothing to prove)."""


class Declared(TypedDict):
    """A declaration's answer; ``combat`` and ``result`` come when it completed the phase."""

    seq: int
    pending: list[Any]
    resolved: bool
    combat: NotRequired[JsonObject]
    result: NotRequired[JsonObject]


class CombatStep(TypedDict):
    """What starting, resolving and ending a combat answer: the seq of the event the step appended, the
    combat after it and what it produced, both as the caller may see them (objects each system shapes)."""

    seq: int
    combat: JsonObject
    result: JsonObject


class SystemSummary(TypedDict):
    id: str
    name: str
    summary: str
    operations: list[str]


class Webhook(TypedDict):
    id: str
    secret: str
