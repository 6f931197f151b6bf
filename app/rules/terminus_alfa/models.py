"""The models every Terminus Alfa operation shares: field types, the ``rules`` object, and the input
parsing that reports the spec's paths.

Where the spec only says "int", a generous sanity bound keeps every sum the rules form inside the 64-bit
range the JSON encoder accepts (a value beyond it would otherwise turn a valid request into a 500).

Every other input is bounded too, where the spec is silent: ids and catalogue ids at most 64 characters,
names (of characters, abilities, items) at most 200, free text at most 2,000; at most 50 characters and
50 opponents in a combat (summoned ones included), 50 vehicles, 100 round effects; lists of a
character's items or defences at most 100 entries. A player's part of a phase's declarations holds at
most 20 entries per list, so the lists the players fill hold at most 50 × 20.

The ``rules`` object holds the table's choices where the sources leave the dice open (Decisions 1–4, 7,
16, 24): ``TaRulesInput`` is what a request may give (every key optional, unknown keys refused);
``TaRules`` is the full object a combat state stores. Face lists and slot lists are kept sorted and
without duplicates.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    ValidatorFunctionWrapHandler,
    WithJsonSchema,
    WrapValidator,
    field_validator,
)

from app.rules.limits import MAX_COMBATANTS, MAX_ID_LENGTH
from app.rules.validation import StrictInput, error_message, rule_error

ModelT = TypeVar("ModelT", bound=BaseModel)

INPUT_LIMIT = 10**9
"""Bound of input integers the spec leaves unbounded (stats, attack values, modifiers of power actions)."""

STATE_LIMIT = 10**15
"""Bound of integers inside a stored combat state (values drift below zero as damage accumulates)."""

NAME_LENGTH = 200
"""Names: of combatants, vehicles and round effects, of abilities (EVNE) and items (UDSTYR)."""

TEXT_LENGTH = 2000
"""Free text: an effect's ``text``."""

MAX_VEHICLES = 50
MAX_ROUND_EFFECTS = 100
MAX_ITEMS = 100
"""Entries of a character's equipment list, stamfelter, defence options and abilities."""
MAX_GM_ENTRIES = 100
"""Entries of a list only the GM declares (void effects, items taken)."""
MAX_PART_ENTRIES = 20
"""Entries of one list in one character's part of a phase's declarations (the session layer)."""
MAX_PLAYER_ENTRIES = MAX_COMBATANTS * MAX_PART_ENTRIES
"""Entries of a declarations list the players fill: every character's part merged."""
MAX_MARKS = 10
"""Entries of a list of marks (vehicle marks, weapon marks)."""

Id = Annotated[str, Field(min_length=1, max_length=MAX_ID_LENGTH)]
IdRef = Annotated[str, Field(max_length=MAX_ID_LENGTH)]
"""A reference to an id (checked against the ids where the spec orders that check)."""
CatalogueId = Annotated[str, Field(max_length=MAX_ID_LENGTH)]
Name = Annotated[str, Field(max_length=NAME_LENGTH)]
Text = Annotated[str, Field(max_length=TEXT_LENGTH)]
AnyInt = Annotated[int, Field(ge=-INPUT_LIMIT, le=INPUT_LIMIT)]
NonNegative = Annotated[int, Field(ge=0, le=INPUT_LIMIT)]
Positive = Annotated[int, Field(ge=1, le=INPUT_LIMIT)]
StateInt = Annotated[int, Field(ge=-STATE_LIMIT, le=STATE_LIMIT)]
StateCount = Annotated[int, Field(ge=0, le=STATE_LIMIT)]
Modifier = Annotated[int, Field(ge=-1000, le=1000)]
PowerCost = Annotated[int, Field(ge=0, le=1000)]
Stat = Literal["endurance", "power", "poison", "money"]
STATS: tuple[Stat, ...] = ("endurance", "power", "poison", "money")
Items = Annotated[list[Name], Field(max_length=MAX_ITEMS)]
"""Item names (UDSTYR): an equipment list, the stamfelter, items moved or given."""
ValueT = TypeVar("ValueT")


def keys_at_most(length: int, what: str) -> AfterValidator:
    """A map's keys are names or ids, bounded like the strings they stand for (the map is named)."""

    def check(mapping: dict[str, ValueT]) -> dict[str, ValueT]:
        for key in mapping:
            if len(key) > length:
                raise rule_error(f"{what} must be at most {length} characters long")
        return mapping

    return AfterValidator(check)


def _ability_map() -> Any:
    return Field(max_length=MAX_ITEMS, json_schema_extra={"propertyNames": {"maxLength": NAME_LENGTH}})


Abilities = Annotated[dict[str, AnyInt], _ability_map(), keys_at_most(NAME_LENGTH, "ability names")]
"""A character's abilities (EVNER): name → value, at most 100 of them."""
StateAbilities = Annotated[dict[str, StateInt], _ability_map(), keys_at_most(NAME_LENGTH, "ability names")]
InputChanges = Annotated[
    dict[str, AnyInt], Field(max_length=len(STATS), json_schema_extra={"propertyNames": {"enum": list(STATS)}})
]
"""Stat changes as given: the keys are checked against the stats where the spec orders that check."""
Slot = Literal["1", "2", "3", "T"]
SLOT_ORDER: tuple[Slot, ...] = ("1", "2", "3", "T")
EffectSlot = Literal["1", "2", "3"]


class Output(BaseModel):
    """Base of the output models: they document exactly the keys a response has, nothing more."""

    model_config = ConfigDict(extra="forbid")


# -- the rules object ---------------------------------------------------------------------------------

MAX_SIDES = 20
DieSides = Annotated[int, Field(ge=2, le=MAX_SIDES)]
ChainCap = Annotated[int, Field(ge=0, le=20)]
AvertGrade = Annotated[int, Field(ge=0, le=100)]
Rounding = Literal["down", "up"]

Face = Annotated[int, WithJsonSchema({"type": "integer", "minimum": 1, "maximum": MAX_SIDES})]
"""A face 1…die_sides: the validator below checks it against ``die_sides`` (at most 20)."""


def _named_by_key(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
    """The spec names a bad ``rules`` value by its key only: ``rules.effect_faces``, not its item."""
    try:
        return handler(value)
    except ValidationError as exc:
        raise rule_error(error_message(exc.errors(include_url=False)[0])) from None


Faces = Annotated[list[Face], Field(max_length=MAX_SIDES), WrapValidator(_named_by_key)]
"""A face list: a die has at most 20 faces, so at most 20 entries (duplicates are dropped when stored)."""
SlotsByFace = Annotated[
    dict[str, Annotated[list[EffectSlot], Field(max_length=MAX_SIDES)]],
    Field(max_length=MAX_SIDES, json_schema_extra={"propertyNames": {"pattern": "^[1-9][0-9]?$"}}),
    WrapValidator(_named_by_key),
]
"""Face (as a string) → effect slots: at most 20 faces, each with at most 20 entries, like the face lists."""

DEFAULT_SIDES = 6


class _RulesChecks(StrictInput):
    """The checks shared by the input and the stored rules; faces depend on ``die_sides``."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    @staticmethod
    def _sides(info: ValidationInfo) -> int:
        sides = info.data.get("die_sides")
        return sides if isinstance(sides, int) else DEFAULT_SIDES

    @field_validator("effect_faces", "terminus_faces", "fumble_faces", check_fields=False)
    @classmethod
    def _faces_on_the_die(cls, faces: list[int] | None, info: ValidationInfo) -> list[int] | None:
        if faces is None:
            return None
        sides = cls._sides(info)
        for face in faces:
            if not 1 <= face <= sides:
                raise rule_error(f"face {face} is not on a die 1..{sides}")
        return sorted(set(faces))

    @field_validator("effect_slots_by_face", check_fields=False)
    @classmethod
    def _slots_by_face(cls, mapping: SlotsByFace | None, info: ValidationInfo) -> SlotsByFace | None:
        if mapping is None:
            return None
        sides = cls._sides(info)
        faces = [str(face) for face in range(1, sides + 1)]
        for key in mapping:
            # Only a face's own spelling is a key: no int() on what the client sent ("06", "٦", 5,000 digits).
            if key not in faces:
                raise rule_error(f"key {key!r} is not a face 1..{sides}")
        return {face: sorted(set(mapping[face])) for face in faces if face in mapping}


class TaRulesInput(_RulesChecks):
    """Optional table rules; every key defaults as the spec's table says. Unknown keys are refused."""

    null_meaningful: ClassVar[frozenset[str]] = frozenset({"effect_slots_by_face"})

    die_sides: DieSides | None = Field(None, description="Sides of each die (default 6).")
    effect_faces: Faces | None = Field(
        None, description="Faces whose double is an effect roll (EFFEKTRUL); default 2…die_sides."
    )
    terminus_faces: Faces | None = Field(
        None, description="Faces whose double is a terminus roll (TERMINUSRUL); default [die_sides]."
    )
    fumble_faces: Faces | None = Field(None, description="Faces whose double is a fumble; default [1].")
    terminus_explodes: bool | None = Field(None, description="Terminus rolls are open-ended (default true).")
    terminus_max_chain: ChainCap | None = Field(None, description="Most extra pairs of a chain (default 10).")
    fumble_zeroes: bool | None = Field(None, description="A fumble's total is 0 and fails (default true).")
    effect_slots_by_face: SlotsByFace | None = Field(
        None, description='null: every effect roll fires slots "1","2","3"; else face → slots fired.'
    )
    vehicle_armour_rounding: Rounding | None = Field(
        None, description="Rounding when an armoured vehicle halves damage (default down)."
    )
    avert_grade_default: AvertGrade | None = Field(
        None, description="Grade of an ability roll averting an effect (default 20)."
    )


class TaRules(_RulesChecks):
    """The full rules object, as a combat state stores it."""

    null_meaningful: ClassVar[frozenset[str]] = frozenset({"effect_slots_by_face"})

    die_sides: DieSides
    effect_faces: Faces
    terminus_faces: Faces
    fumble_faces: Faces
    terminus_explodes: bool
    fumble_zeroes: bool
    terminus_max_chain: ChainCap
    effect_slots_by_face: SlotsByFace | None
    vehicle_armour_rounding: Rounding
    avert_grade_default: AvertGrade


def full_rules(given: TaRulesInput | None) -> TaRules:
    """The stored rules: the given keys, and the spec's defaults for the others."""
    if given is None:
        return DEFAULT_RULES
    return _full_rules(given.model_dump(exclude_none=True))


def _full_rules(values: dict[str, Any]) -> TaRules:
    sides: int = values.get("die_sides", DEFAULT_SIDES)
    return TaRules(
        die_sides=sides,
        effect_faces=values.get("effect_faces", list(range(2, sides + 1))),
        terminus_faces=values.get("terminus_faces", [sides]),
        fumble_faces=values.get("fumble_faces", [1]),
        terminus_explodes=values.get("terminus_explodes", True),
        fumble_zeroes=values.get("fumble_zeroes", True),
        terminus_max_chain=values.get("terminus_max_chain", 10),
        effect_slots_by_face=values.get("effect_slots_by_face"),
        vehicle_armour_rounding=values.get("vehicle_armour_rounding", "down"),
        avert_grade_default=values.get("avert_grade_default", 20),
    )


DEFAULT_RULES = _full_rules({})
"""The rules when a request gives none (shared: models of the rules are frozen)."""
