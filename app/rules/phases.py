"""The one combat engine every system uses: a system declares its round as a table of phases.

A system supplies a :class:`PhaseEngine` subclass: how to load its state document into a typed object
(once per unit of work), how to start and end a combat, what players may see, and :attr:`PhaseEngine.phases`,
one :class:`Phase` per step of the round. Each phase says who declares, with which pydantic model (the
model *is* the validation and its JSON Schema is what ``GET /v1/systems/{id}/combat`` publishes), when it
resolves and in what order its resolution consumes forced dice. The session layer drives every system
through :meth:`PhaseEngine.load` and the :class:`LoadedCombat` it returns, and never knows which system
it drives.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from types import MappingProxyType
from typing import Any, ClassVar, Generic, Protocol, TypeVar, cast

from pydantic import BaseModel, ConfigDict

from app.rules.errors import InputError
from app.rules.protocol import JsonObject, PhaseOutcome, Viewer
from app.rules.validation import StrictInput, parse

StateT = TypeVar("StateT")
ModelStateT = TypeVar("ModelStateT", bound="ModelState")

Parts = Mapping[str | None, JsonObject]
"""A phase's declarations so far: each combatant's checked part by id, the GM's table-wide part at ``None``."""

ENDED = "ended"
"""The phase id of a combat that is over, in every system."""


class Declarers(StrEnum):
    """Who declares in a phase."""

    GM = "gm"
    CONTROLLERS = "controllers"
    GM_AND_CONTROLLERS = "gm_and_controllers"


class Resolves(StrEnum):
    """When a phase resolves: as soon as every expected declarer has declared, or when the GM says so."""

    WHEN_ALL_DECLARED = "when_all_declared"
    GM = "gm"


class Declaration(StrictInput):
    """Base of every declaration model: unknown fields are refused (a 422), in every system."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


def _nobody(state: Any) -> list[str]:
    return []


@dataclass(frozen=True)
class Phase(Generic[StateT]):
    """One step of a system's round.

    ``resolve(state, parts, dice)`` runs the phase with the checked parts and the GM's raw forced ``dice``
    (None to roll) and returns the new state document and the phase's result. ``check(state, combatant,
    part)`` runs the checks a part needs from the state (a target that exists, an actor whose turn it is)
    and returns the part as it is stored; without it the part is stored as its model dumps it.
    ``expected(state)`` lists the combatants the phase waits for, in the spec's order. ``results`` are the
    models of what ``resolve`` may produce: each is a stateless operation's response model, whose ``state``
    is not part of the result (the OpenAPI document types a step's ``result`` from them). ``logged`` are
    the models of a part as ``check`` stores it (and the event log shows it), where that is not the part
    as declared.
    """

    id: StrEnum
    declarers: Declarers
    resolves: Resolves
    dice_order: str
    resolve: Callable[[StateT, Parts, object], PhaseOutcome]
    declaration: type[Declaration] | None = None
    gm_declaration: type[Declaration] | None = None
    expected: Callable[[StateT], list[str]] = _nobody
    check: Callable[[StateT, str | None, BaseModel], JsonObject] | None = None
    results: tuple[type[BaseModel], ...] = field(kw_only=True)
    logged: tuple[type[BaseModel], ...] = field(default=(), kw_only=True)

    def describe(self) -> JsonObject:
        """This phase as ``GET /v1/systems/{id}/combat`` publishes it."""
        return {
            "id": str(self.id),
            "declarers": str(self.declarers),
            "declaration_schema": _schema(self.declaration),
            "gm_declaration_schema": _schema(self.gm_declaration),
            "resolves": str(self.resolves),
            "dice_order": self.dice_order,
        }


def _schema(model: type[BaseModel] | None, mode: str = "validation") -> JsonObject | None:
    return None if model is None else model.model_json_schema(mode=mode)  # type: ignore[arg-type]


def unrequired(schema: JsonObject, hidden: Mapping[str, frozenset[str]]) -> JsonObject:
    """``schema`` (a model's JSON Schema, its nested models under ``$defs``) with the fields that
    ``hidden`` names per model title no longer required: a player's view leaves them out."""
    for name, node in [(schema.get("title", ""), schema), *schema.get("$defs", {}).items()]:
        gone = hidden.get(name, frozenset())
        if gone and "required" in node:
            node["required"] = [name for name in node["required"] if name not in gone]
    return schema


class LoadedCombat(Generic[StateT]):
    """One combat's state, loaded once for a unit of work; what the session layer drives."""

    def __init__(self, engine: PhaseEngine[StateT], document: Mapping[str, Any]) -> None:
        self.engine = engine
        self.document = document
        self.state = engine.load_state(document)
        self.phase: str = engine.phase_of(self.state)
        self.round: int = engine.round_of(self.state)
        self.ended: bool = self.phase == ENDED

    def combatant_ids(self) -> list[str]:
        """Every combatant of the combat (those added during it included), in the state's order."""
        return self.engine.ids_of(self.state)

    def current(self) -> Phase[StateT]:
        """The current phase's rules; a combat that has ended has none."""
        if self.ended:
            raise InputError("state.phase", "the combat has ended")
        return self.engine.phase_rules(self.phase)

    def expected_declarers(self) -> list[str]:
        """Who the current phase waits for; empty when the GM resolves it (or the combat is over)."""
        if self.ended:
            return []
        phase = self.current()
        return phase.expected(self.state) if phase.resolves is Resolves.WHEN_ALL_DECLARED else []

    def check_declaration(self, combatant: str | None, declaration: object) -> JsonObject:
        """One part of the current phase's declarations, validated by the phase's published model and
        checked against the state; errors name fields under ``declaration`` (or ``combatant``)."""
        phase = self.current()
        model = phase.declaration if combatant is not None else phase.gm_declaration
        if model is None:
            who = "a combatant" if combatant is not None else "the GM (table-wide)"
            raise InputError("combatant", f"{who} declares nothing in phase {self.phase!r}")
        part = parse(model, declaration, "declaration")
        if phase.check is not None:
            return phase.check(self.state, combatant, part)
        dumped: JsonObject = part.model_dump(mode="json", exclude_none=True)
        return dumped

    def resolve(self, declarations: Parts, dice: object) -> PhaseOutcome:
        """Resolve the current phase with the parts collected so far and the GM's forced ``dice``."""
        return self.current().resolve(self.state, declarations, dice)

    def end(self) -> PhaseOutcome:
        """End the combat at the GM's request, in any phase."""
        return self.engine.finish(self.state)


class PhaseEngine(Generic[StateT]):
    """A system's combat: its phase table and the few things only the system knows.

    Subclasses set the class attributes and implement the methods that raise ``NotImplementedError``;
    everything else (dispatch, validation, the published protocol) is shared.
    """

    system_id: ClassVar[str]
    combatant_keys: tuple[str, ...]
    """Top-level keys of the ``combat_start`` input whose items are combatant objects with an ``id``."""
    start_model: ClassVar[type[BaseModel]]
    """The ``combat_start`` input (what ``POST /v1/sessions/{sid}/combat`` takes, less ``controller``)."""
    view_model: ClassVar[type[BaseModel]]
    """The combat state document as the GM sees it (players see a subset)."""
    phases: ClassVar[Sequence[Phase[Any]]]
    """The round's phases in order."""
    start_result: ClassVar[type[BaseModel]]
    """The model of what :meth:`start` produces (a response model; its ``state`` is not in the result)."""
    end_result: ClassVar[type[BaseModel]]
    """The model of what :meth:`finish` produces (likewise)."""
    hidden_from_players: ClassVar[Mapping[str, frozenset[str]]] = MappingProxyType({})
    """Per model (by name), the fields of the state, results and declarations that the views leave out for
    players: the published schemas do not require them, so the GM's and the players' views both fit."""

    # -- what the system supplies --------------------------------------------------------------

    def load_state(self, document: Mapping[str, Any]) -> StateT:
        """The typed state from its stored document (already valid: it was produced by this engine)."""
        raise NotImplementedError

    def phase_of(self, state: StateT) -> str:
        """The current phase id (:data:`ENDED` once the combat is over)."""
        raise NotImplementedError

    def round_of(self, state: StateT) -> int:
        """The current round number."""
        raise NotImplementedError

    def ids_of(self, state: StateT) -> list[str]:
        """Every combatant, in the state's order."""
        raise NotImplementedError

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        """``combat_start``: a new combat from its setup (``dice``: forced faces, or None to roll)."""
        raise NotImplementedError

    def finish(self, state: StateT) -> PhaseOutcome:
        """End the combat at the GM's request, in any phase."""
        raise NotImplementedError

    # -- shared, overridable where a system hides things from players ---------------------------

    def supplies_faces(self, declarations: Parts) -> bool:
        """Whether the declarations bring faces of their own (a roll made at the table and declared),
        which the phase's roll receipt must report as supplied. None do unless a system says so."""
        return False

    def view_state(self, document: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """The state as ``viewer`` may see it; by default nothing is hidden."""
        return dict(document)

    def view_result(self, result: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """A step's result as ``viewer`` may see it; by default nothing is hidden."""
        return dict(result)

    def view_declaration(self, combatant: str | None, declaration: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """One part of a phase's declarations as ``viewer`` may see it; by default nothing is hidden."""
        return dict(declaration)

    # -- shared ---------------------------------------------------------------------------------

    def load(self, document: Mapping[str, Any]) -> LoadedCombat[StateT]:
        """The combat of this stored state document, loaded once for a unit of work."""
        return LoadedCombat(self, document)

    def phase_rules(self, phase_id: str) -> Phase[StateT]:
        for phase in self.phases:
            if phase.id == phase_id:
                return phase
        raise InputError("state.phase", f"unknown phase {phase_id!r}")

    def describe(self) -> JsonObject:
        """The combat protocol as data (``GET /v1/systems/{id}/combat``); schemas are JSON Schema 2020-12.

        Built once per engine, since its models never change: generating the schemas is milliseconds of
        CPU that an anonymous route must not spend per request. Every call returns that one object; read
        it, do not change it."""
        return self._protocol

    @cached_property
    def _protocol(self) -> JsonObject:
        return {
            "system_id": self.system_id,
            "start_schema": _schema(self.start_model),
            "view_schema": unrequired(
                self.view_model.model_json_schema(mode="serialization"), self.hidden_from_players
            ),
            "phases": [phase.describe() for phase in self.phases],
        }


class ModelState(Protocol):
    """A combat state held as a pydantic model with its ``phase`` and ``round``."""

    @property
    def phase(self) -> str: ...
    @property
    def round(self) -> int: ...


class ModelStateEngine(PhaseEngine[ModelStateT]):
    """A :class:`PhaseEngine` whose state is the pydantic model ``state_model`` (its ``phase`` and
    ``round`` are the combat's): the state is loaded by :func:`~app.rules.validation.parse`."""

    state_model: ClassVar[type[BaseModel]]

    def load_state(self, document: Mapping[str, Any]) -> ModelStateT:
        return cast(ModelStateT, parse(self.state_model, document, "state"))

    def phase_of(self, state: ModelStateT) -> str:
        return state.phase

    def round_of(self, state: ModelStateT) -> int:
        return state.round
