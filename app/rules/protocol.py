"""The small protocol every rule system implements, so the API and session layers can drive any of them.

A system is a :class:`GameSystem`: a catalogue, stateless :class:`Operation` s and a :class:`CombatEngine`.
Everything here is plain data: JSON objects in, JSON objects out, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pydantic import BaseModel

if TYPE_CHECKING:  # phases and odds build on this module
    from app.rules.odds.enumerate import Limits
    from app.rules.odds.summary import Tallied
    from app.rules.phases import LoadedCombat

JsonObject = dict[str, Any]
"""A JSON object as parsed by the API (str keys, JSON values)."""

OddsFunction = Callable[[Mapping[str, Any], "Limits"], "Tallied | None"]
"""An operation's own odds for a body (see :class:`Operation`)."""


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

    ``odds``, where given, computes the odds of ``run`` for a body more directly than walking ``run`` over
    every face sequence (:mod:`app.rules.odds.independent`), or returns None to have it walked.
    ``odds_by_id``: whether a walk of ``run`` may be tallied with the fields of each object of a list
    named by ``id`` (a combatant's wounds); False where it reads a roll through less than those fields
    show. Its ``odds`` then give them (each combatant's Initiative) and never hand back to the walk.
    ``odds_places``: the output's lists of objects without ids whose objects a walk tallies per place
    (``attacks[0].hit``), where every field of them is as rolled (see :attr:`app.rules.odds.summary.Tally.places`).
    """

    name: str
    summary: str
    description: str
    run: Callable[[Mapping[str, Any]], JsonObject]
    input_model: type[BaseModel]
    output_model: type[BaseModel]
    rolls: bool
    examples: Sequence[Example] = ()
    odds: OddsFunction | None = None
    odds_by_id: bool = True
    odds_places: frozenset[str] = frozenset()


def operation(
    name: str,
    run: Callable[[Mapping[str, Any]], JsonObject],
    input_model: type[BaseModel],
    output_model: type[BaseModel],
    *,
    summary: str,
    description: str,
    dice_order: str | None = None,
    odds: OddsFunction | None = None,
    odds_by_id: bool = True,
    odds_places: frozenset[str] = frozenset(),
) -> Operation:
    """The one way a system declares an operation: its function, its models (the input model is the
    validation) and its description. A rolling operation gives the order in which it consumes forced
    dice (``dice_order``, appended to the description); one without it rolls nothing. Its worked examples
    come from the system's ``examples.json`` through :func:`operation_table`. ``odds``, ``odds_by_id`` and
    ``odds_places``: see :class:`Operation`."""
    if dice_order is not None:
        description = f"{description}\n\nDice order: {dice_order}"
    if odds_places:
        lists = sorted(odds_places)
        named = ", ".join(f"`{key}`" for key in lists)
        description = f"{description}\n\nOdds: each object of {named} is answered by its place (`{lists[0]}[0].…`)."
    return Operation(
        name,
        summary,
        description,
        run,
        input_model,
        output_model,
        rolls=dice_order is not None,
        odds=odds,
        odds_by_id=odds_by_id,
        odds_places=odds_places,
    )


def operation_table(examples: Mapping[str, Sequence[Example]], *operations: Operation) -> Mapping[str, Operation]:
    """A system's operations by name, in the order given, each with its worked examples (``examples``, by
    operation name, from :func:`app.rules.examples.load_examples`). A name declared twice, or examples of
    an operation not declared, is a programming error."""
    table = {op.name: replace(op, examples=tuple(examples.get(op.name, ()))) for op in operations}
    if len(table) != len(operations):
        raise ValueError("an operation name is declared twice")
    if unknown := set(examples) - set(table):
        raise ValueError(f"examples of undeclared operations: {sorted(unknown)}")
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
    """What the session and API layers know of a system's combat: a :class:`app.rules.phases.PhaseEngine`.

    The state is the spec's combat state document (a JSON object the session stores as it is), loaded
    once per unit of work into a :class:`~app.rules.phases.LoadedCombat`, which drives the phases. All
    methods are pure; bad input raises :class:`app.rules.errors.InputError`.
    """

    combatant_keys: tuple[str, ...]
    """Top-level keys of the ``combat_start`` input whose items are combatant objects with an ``id``."""

    def load(self, document: Mapping[str, Any]) -> LoadedCombat[Any]:
        """The combat of a stored state document, for one unit of work."""
        ...

    def describe(self) -> JsonObject:
        """The combat protocol as data (``GET /v1/systems/{id}/combat``)."""
        ...

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        """``combat_start``: a new combat from its setup (``dice`` as in the spec, or None to roll)."""
        ...

    def supplies_faces(self, declarations: Mapping[str | None, JsonObject]) -> bool:
        """Whether the declarations bring faces of their own (a roll the GM made at the table and declared),
        which the phase's roll receipt must report as supplied."""
        ...

    def view_state(self, document: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """The state as ``viewer`` may see it: what the spec hides from players is not in it at all."""
        ...

    def view_result(self, result: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """A step's result (as in :class:`PhaseOutcome`) as ``viewer`` may see it."""
        ...

    def view_declaration(self, combatant: str | None, declaration: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """One part of a phase's declarations (as ``check_declaration`` returned it; ``combatant=None``
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
