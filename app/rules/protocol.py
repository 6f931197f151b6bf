"""The small protocol every rule system implements, so the API and session layers can drive any of them.

A system is a :class:`GameSystem`: a catalogue, stateless :class:`Operation` s and a :class:`CombatEngine`.
Everything here is plain data: JSON objects in, JSON objects out, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal, Protocol

from pydantic import BaseModel

JsonObject = dict[str, Any]
"""A JSON object as parsed by the API (str keys, JSON values)."""


@dataclass(frozen=True)
class Example:
    """A worked example of an operation, straight from the system's spec."""

    title: str
    input: Mapping[str, Any]
    output: Mapping[str, Any]
    status: int = 200


@dataclass(frozen=True)
class Operation:
    """One stateless rule operation, served as ``POST /v1/systems/{system}/{name}``.

    ``run`` takes the raw JSON body (already parsed, not yet validated), validates it in the order the
    spec lists its checks, and returns the JSON response body. Bad input raises
    :class:`app.rules.errors.InputError`. A rolling operation reads its optional ``dice`` field through
    :func:`app.rules.dice.dice_from_input` and reports ``dice`` and ``breakdown``.

    ``input_model`` and ``output_model`` describe the bodies for the OpenAPI document; ``description``
    names every "Decision:" of the spec that the operation applies.
    """

    name: str
    summary: str
    description: str
    run: Callable[[Mapping[str, Any]], JsonObject]
    input_model: type[BaseModel]
    output_model: type[BaseModel]
    rolls: bool
    examples: Sequence[Example] = ()


def operation(
    name: str,
    run: Callable[[Mapping[str, Any]], JsonObject],
    input_model: type[BaseModel],
    output_model: type[BaseModel],
    *,
    summary: str,
    description: str,
    rolls: bool,
    examples: Mapping[str, Sequence[Example]],
    dice_order: str | None = None,
) -> Operation:
    """The one way a system declares an operation: its function, its models (the input model is the
    validation), its description (with the order in which it consumes forced dice, when it rolls) and
    its worked examples, looked up by name in the system's ``examples.json``."""
    if dice_order is not None:
        description = f"{description}\n\nDice order: {dice_order}"
    return Operation(name, summary, description, run, input_model, output_model, rolls, tuple(examples.get(name, ())))


def operation_table(*operations: Operation) -> Mapping[str, Operation]:
    """A system's operations by name, in the order given; a name declared twice is a programming error."""
    table = {op.name: op for op in operations}
    if len(table) != len(operations):
        raise ValueError("an operation name is declared twice")
    return MappingProxyType(table)


@dataclass(frozen=True)
class Viewer:
    """Who is looking at a combat: the GM sees everything; a player controls some combatants."""

    role: Literal["gm", "player"]
    controls: frozenset[str] = field(default_factory=frozenset)

    @property
    def is_gm(self) -> bool:
        return self.role == "gm"


GM = Viewer("gm")


@dataclass(frozen=True)
class PhaseOutcome:
    """What a combat step produced: the new state and the step's response body.

    ``result`` is the combat operation's response body without ``state`` (its ``events``, ``dice``,
    ``breakdown`` and any other outputs the spec lists).
    """

    state: JsonObject
    result: JsonObject


class CombatEngine(Protocol):
    """Drives one system's combat round as a state machine; the session layer knows nothing else of it.

    The state is the spec's combat state document (a JSON object the session stores as it is).
    A declaration is one combatant's part of the current phase's declarations, shaped as the spec
    shapes that part; ``combatant=None`` is the GM's own, table-wide part. All methods are pure.
    Bad input raises :class:`app.rules.errors.InputError`.
    """

    combatant_keys: tuple[str, ...]
    """Top-level keys of the ``combat_start`` input whose items are combatant objects with an ``id``."""

    def describe(self) -> JsonObject:
        """The combat protocol as data (``GET /v1/systems/{id}/combat``)."""
        ...

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        """``combat_start``: a new combat from its setup (``dice`` as in the spec, or None to roll)."""
        ...

    def phase(self, state: Mapping[str, Any]) -> str:
        """The current phase id, as the spec names it (``ended`` when the combat is over)."""
        ...

    def round(self, state: Mapping[str, Any]) -> int:
        """The current round number."""
        ...

    def is_ended(self, state: Mapping[str, Any]) -> bool:
        """True once the combat is over."""
        ...

    def combatant_ids(self, state: Mapping[str, Any]) -> list[str]:
        """Every combatant of the combat (those added during it included), in the state's order."""
        ...

    def expected_declarers(self, state: Mapping[str, Any]) -> list[str]:
        """Combatant ids that are expected to declare in the current phase, in the spec's suggested order.

        When every one of them has declared, the session resolves the phase at once. An empty list
        means the phase waits for the GM to resolve it.
        """
        ...

    def check_declaration(self, state: Mapping[str, Any], combatant: str | None, declaration: object) -> JsonObject:
        """Validate one part of the current phase's declarations and return it normalised.

        Errors name fields under ``declaration`` (e.g. ``declaration.target``) or ``combatant``.
        """
        ...

    def resolve(
        self, state: Mapping[str, Any], declarations: Mapping[str | None, JsonObject], dice: object
    ) -> PhaseOutcome:
        """Resolve the current phase with the declarations collected so far (keyed by combatant id,
        ``None`` for the GM's table-wide part) and ``dice`` (the raw forced faces, or None to roll)."""
        ...

    def supplies_faces(self, declarations: Mapping[str | None, JsonObject]) -> bool:
        """Whether the declarations bring faces of their own (a roll the GM made at the table and declared),
        which the phase's roll receipt must report as supplied."""
        ...

    def end(self, state: Mapping[str, Any]) -> PhaseOutcome:
        """End the combat at the GM's request, in any phase."""
        ...

    def view_state(self, state: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """The state as ``viewer`` may see it: what the spec hides from players is not in it at all."""
        ...

    def view_result(self, result: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """A step's result (as in :class:`PhaseOutcome`) as ``viewer`` may see it."""
        ...

    def view_declaration(self, combatant: str | None, declaration: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """One part of a phase's declarations (as :meth:`check_declaration` returned it; ``combatant=None``
        for the GM's table-wide part) as ``viewer`` may see it."""
        ...


@dataclass(frozen=True)
class GameSystem:
    """One rule system as the server serves it."""

    id: str
    name: str
    summary: str
    catalogue: Mapping[str, Any]
    operations: Mapping[str, Operation]
    combat: CombatEngine

    def operation(self, name: str) -> Operation:
        from app.rules.errors import UnknownOperation

        try:
            return self.operations[name]
        except KeyError:
            raise UnknownOperation(self.id, name) from None
