"""The ``rules`` object: the table's choices where the sources leave the dice open (Decisions 1–4, 7, 16, 24).

``TaRulesInput`` is what a request may give (every key optional, unknown keys refused); ``TaRules`` is
the full object a combat state stores. Face lists and slot lists are kept sorted and without duplicates.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import ConfigDict, Field, ValidationInfo, WithJsonSchema, field_validator

from app.rules.terminus_alfa.fields import EffectSlot
from app.rules.validation import StrictInput, rule_error

MAX_SIDES = 20
DieSides = Annotated[int, Field(ge=2, le=MAX_SIDES)]
ChainCap = Annotated[int, Field(ge=0, le=20)]
AvertGrade = Annotated[int, Field(ge=0, le=100)]
Rounding = Literal["down", "up"]

Face = Annotated[int, WithJsonSchema({"type": "integer", "minimum": 1, "maximum": MAX_SIDES})]
"""A face 1…die_sides: the validator below checks it against ``die_sides`` (at most 20)."""
Faces = Annotated[list[Face], Field(max_length=MAX_SIDES)]
"""A face list: a die has at most 20 faces, so at most 20 entries (duplicates are dropped when stored)."""
SlotsByFace = Annotated[
    dict[str, Annotated[list[EffectSlot], Field(max_length=MAX_SIDES)]],
    Field(max_length=MAX_SIDES, json_schema_extra={"propertyNames": {"pattern": "^[1-9][0-9]?$"}}),
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
