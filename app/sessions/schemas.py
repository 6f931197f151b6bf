"""Bodies of the session routes, validated after the caller is authenticated (so 401/403 come first)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, WithJsonSchema, field_validator, model_validator
from pydantic.json_schema import SkipJsonSchema

from app.rules.validation import ForcedFaces, StrictInput, rule_error
from app.sessions.records import Visibility
from app.sessions.table import ForcedDice, SessionSettings

MAX_LABEL = 200
"""A table roll's label, given or taken from a notation comment, is at most this long."""

Name = Field(min_length=1, max_length=200, description="Stored and returned verbatim.")


class SessionCreate(StrictInput):
    system: str = Field(max_length=64, description="A system id from `GET /v1/systems`.", examples=["fimbulvinter"])
    name: str = Field(min_length=1, max_length=200, description="Stored verbatim.", examples=["Saturday table"])
    settings: SessionSettings = SessionSettings()


class SessionChange(StrictInput):
    """What the GM changes of a session; what the body leaves out keeps its value."""

    name: str | None = Field(None, min_length=1, max_length=200, description="The new name, stored verbatim.")
    settings: SessionSettings | None = Field(
        None, description="The settings to change: those left out keep their value; an unknown one is refused."
    )

    @model_validator(mode="after")
    def _changes_something(self) -> SessionChange:
        if self.name is None and self.settings is None:
            raise rule_error("give name, settings or both")
        return self


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
    visibility: Visibility | None = Field(
        None, description="Who sees the roll; without it, the session's `default_visibility` (default `public`)."
    )
    label: str | None = Field(
        None,
        max_length=MAX_LABEL,
        description="What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).",
        examples=["Fireball damage"],
    )


class DeclarationBody(StrictInput):
    phase: str = Field(min_length=1, max_length=64, description="The phase declared for: must be the current one.")
    combatant: str | None = Field(
        None, min_length=1, max_length=200, description="Omitted for the GM's own, table-wide declarations."
    )
    declaration: Annotated[dict[str, Any], component("CombatDeclaration")] = Field(
        max_length=100,
        description="This combatant's part (or the GM's), shaped by the schema `GET /v1/systems/{id}/combat` "
        "gives for the phase.",
    )
    dice: Annotated[
        Any,
        WithJsonSchema(
            {"type": "null", "description": "Declarations carry no dice: only the GM's resolve may force them."}
        ),
    ] = None

    @field_validator("dice")
    @classmethod
    def _no_dice(cls, value: object) -> None:
        # Forced faces here would force every roll of the phase, the other side's included (issue 15).
        raise rule_error("declarations carry no dice; only the GM's resolve may force the phase's dice")


class ResolveBody(StrictInput):
    dice: ForcedFaces = None


def component(name: str) -> WithJsonSchema:
    """Documented as one of the documents' component schemas (written from each system's models:
    ``app.api.combat_docs``, ``app.api.roll_docs``)."""
    return WithJsonSchema({"allOf": [{"$ref": f"#/components/schemas/{name}"}]})


CombatState = Annotated[dict[str, Any], component("CombatView")]
CombatResult = Annotated[dict[str, Any], component("CombatResult")]
LoggedDeclaration = Annotated[dict[str, Any], component("CombatDeclarationLogged")]


class SettingsShown(BaseModel):
    """The session's settings as views show them: every setting, defaults included."""

    forced_dice: ForcedDice
    default_visibility: Visibility


class SessionCreated(BaseModel):
    id: str
    system: str
    name: str
    join_code: str = Field(description="Give it to the players; it is not shown again.")
    gm_token: str = Field(description="The GM's bearer token; it is not shown again.")
    version: int
    settings: SettingsShown


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
    settings: SettingsShown
    players: list[PlayerPublic]
    gm_online: bool = Field(description="Whether the GM has a socket open to the session (on any worker).")
    combat: CombatState | None = Field(
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


class CombatStep(BaseModel):
    """What a combat step answers: start, resolve and end."""

    seq: int = Field(description="The seq of the event the step appended.")
    combat: CombatState = Field(
        description="The combat after the step as the caller may see it (the system's state view), plus "
        "`pending` (who must still declare)."
    )
    result: CombatResult = Field(
        description="What the step produced (its `events`, `dice`, `breakdown`...) as the caller may see it."
    )


class Declared(BaseModel):
    seq: int
    pending: list[str] = Field(description="Who must still declare in the phase declared for.")
    resolved: bool = Field(description="True when this declaration completed the phase, which then resolved.")
    combat: CombatState | SkipJsonSchema[None] = Field(
        None, description="Only when `resolved`: the combat after the phase, as for `POST .../combat/resolve`."
    )
    result: CombatResult | SkipJsonSchema[None] = Field(
        None, description="Only when `resolved`: the phase's outcome, as for `POST .../combat/resolve`."
    )
