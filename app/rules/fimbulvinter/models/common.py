"""Shapes shared by many operations: the roll specification, the roll result, forced dice.

The input models' field types carry the spec's wording (``must be an integer in -4..4``, ``must be a
list of distinct non-empty strings``) through small before-validators; the constraints beside them
(``ge``, ``max_length``...) publish the same bounds in the JSON Schema.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Annotated, Any, ClassVar, Literal, Self, TypeGuard, TypeVar

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, model_validator

from app.rules.errors import InputError
from app.rules.fimbulvinter.catalogue import ATTRIBUTES, DIFFICULTIES
from app.rules.fimbulvinter.dice import RollSpec
from app.rules.fimbulvinter.limits import MAX_LIST, MAX_NAME, MAX_TEXT
from app.rules.limits import MAX_COMBATANTS, MAX_ID_LENGTH
from app.rules.validation import StrictInput, parse, rule_error


def is_int(value: object) -> TypeGuard[int]:
    """A JSON integer: not a boolean, not a float."""
    return isinstance(value, int) and not isinstance(value, bool)


def one_of(options: Iterable[str]) -> str:
    """The reason for a value outside a closed list: ``must be one of ('give_ground', 'follow')``."""
    return f"must be one of {tuple(options)!r}"


def request_body(raw: object) -> Mapping[str, Any]:
    """An operation's body, whose fields are read one by one where the spec checks something else
    between them (a conflict state's status, a combat state's phase)."""
    if not isinstance(raw, Mapping):
        raise InputError("body", "must be an object")
    return raw


def integer_in(low: int, high: int) -> BeforeValidator:
    """An integer (not a boolean, not ``2.0``) in ``low..high``, or the spec's wording of that."""

    def check(value: object) -> object:
        if not is_int(value) or not low <= value <= high:
            raise rule_error(f"must be an integer in {low}..{high}")
        return value

    return BeforeValidator(check)


def choice_of(options: Collection[str], reason: str | None = None) -> BeforeValidator:
    """One of ``options``, or ``reason`` (by default the spec's ``must be one of (...)``)."""

    def check(value: object) -> object:
        if not isinstance(value, str) or value not in options:
            raise rule_error(reason or one_of(options))
        return value

    return BeforeValidator(check)


def text_of_at_most(limit: int) -> BeforeValidator:
    """A string of at most ``limit`` characters (values of other types pass: their own type checks them)."""

    def check(value: object) -> object:
        if isinstance(value, str) and len(value) > limit:
            raise rule_error(f"must be at most {limit} characters long")
        return value

    return BeforeValidator(check)


def _entries_at_most(limit: int) -> Callable[[object], object]:
    def check(value: object) -> object:
        if not isinstance(value, dict):
            raise rule_error("must be an object")
        if len(value) > limit:
            raise rule_error(f"must have at most {limit} entries")
        if any(len(key) > MAX_ID_LENGTH for key in value):
            raise rule_error(f"keys must be at most {MAX_ID_LENGTH} characters long")
        return value

    return check


def entries_at_most(limit: int) -> BeforeValidator:
    """An object of at most ``limit`` entries whose keys are at most an id long, in the spec's wording."""
    return BeforeValidator(_entries_at_most(limit))


def items_at_most(limit: int, message: str = "must be a list", kind: type = object) -> BeforeValidator:
    """A list of at most ``limit`` entries of type ``kind``, in the spec's wording (``message`` for a
    value that is no such list)."""

    def check(value: object) -> object:
        if not isinstance(value, list):
            raise rule_error(message)
        if len(value) > limit:
            raise rule_error(f"must have at most {limit} items")
        if not all(isinstance(entry, kind) for entry in value):
            raise rule_error(message)
        return value

    return BeforeValidator(check)


def two_or_more(kind: str) -> BeforeValidator:
    """A list of 2 to ``MAX_COMBATANTS`` ``kind`` (combatants, contestants), in the spec's wording."""

    def check(value: object) -> object:
        if not isinstance(value, list) or len(value) < 2:
            raise rule_error(f"must be a list of at least 2 {kind}")
        if len(value) > MAX_COMBATANTS:
            raise rule_error(f"must have at most {MAX_COMBATANTS} items")
        return value

    return BeforeValidator(check)


def keyed_by(known: Collection[str], kind: str, limit: int, valid: Callable[[object], bool]) -> BeforeValidator:
    """An object of at most ``limit`` entries keyed by ``known`` ids, checked entry by entry: an unknown
    key is refused at the object (``unknown attribute 'luck'``); at the first entry whose value is not
    ``valid``, the value's own type reports it at its path."""
    bounded = _entries_at_most(limit)

    def check(value: object) -> object:
        entries = bounded(value)
        assert isinstance(entries, dict)
        for key, item in entries.items():
            if key not in known:
                raise rule_error(f"unknown {kind} {key!r}")
            if not valid(item):
                break
        return entries

    return BeforeValidator(check)


def attribute_ids(message: str = "must list distinct attribute ids") -> AfterValidator:
    """Distinct attribute ids (after the list's shape and its items' lengths are checked)."""

    def check(value: list[str]) -> list[str]:
        if not all(name in ATTRIBUTES for name in value):
            raise rule_error(message)
        return value

    return AfterValidator(check)


def _string_of_at_most(limit: int) -> BeforeValidator:
    def check(value: object) -> object:
        if not isinstance(value, str):
            raise rule_error("must be a string")
        if len(value) > limit:
            raise rule_error(f"must be at most {limit} characters long")
        return value

    return BeforeValidator(check)


def non_empty_text(value: object) -> object:
    if not isinstance(value, str) or not value:
        raise rule_error("must be a non-empty string")
    return value


def distinct_strings(limit: int) -> Callable[[object], object]:
    message = "must be a list of distinct non-empty strings"

    def check(value: object) -> object:
        if not isinstance(value, list):
            raise rule_error(message)
        if len(value) > limit:
            raise rule_error(f"must have at most {limit} items")
        if not all(isinstance(entry, str) and entry for entry in value) or len(set(value)) != len(value):
            raise rule_error(message)
        return value

    return check


def _difficulty(value: object) -> object:
    if isinstance(value, str):
        if value not in DIFFICULTIES:
            raise rule_error("unknown difficulty")
    elif not is_int(value) or not 0 <= value <= 99:
        raise rule_error("must be a difficulty id or an integer in 0..99")
    return value


Outcome = Literal["zeroed", "failure", "success_with_complication", "success"]
DifficultyId = Literal["very_easy", "easy", "challenging", "hard", "very_hard"]
Difficulty = Annotated[DifficultyId | Annotated[int, Field(ge=0, le=99)], BeforeValidator(_difficulty)]
"""A difficulty ladder id or a number 0..99; :func:`difficulty_value` gives its number."""
Id = Annotated[str, Field(max_length=MAX_ID_LENGTH), text_of_at_most(MAX_ID_LENGTH)]
"""An id or catalogue id (a combatant, a zone, a sub-fight, a skill...)."""
RequiredId = Annotated[Id, Field(min_length=1), BeforeValidator(non_empty_text)]
"""An id that must be given, and not empty."""
Name = Annotated[str, Field(max_length=MAX_NAME), _string_of_at_most(MAX_NAME)]
"""A name or label (a combatant's name, a side, a trait, a relation...)."""
RequiredName = Annotated[Name, Field(min_length=1), BeforeValidator(non_empty_text)]
Text = Annotated[str, Field(max_length=MAX_TEXT), _string_of_at_most(MAX_TEXT)]
"""Free text (a goal, a story)."""
RequiredText = Annotated[Text, Field(min_length=1), BeforeValidator(non_empty_text)]
TraitName = Annotated[str, Field(min_length=1, max_length=MAX_NAME), text_of_at_most(MAX_NAME)]
Traits = Annotated[list[TraitName], Field(max_length=MAX_LIST), BeforeValidator(distinct_strings(MAX_LIST))]
"""Distinct trait names, +3 to a roll (or −3 daze) each."""
Attribute = Literal["power", "quickness", "finesse", "mind", "soul", "heart"]
AttributeValue = Annotated[int, Field(ge=-4, le=4), integer_in(-4, 4)]
SkillValue = Annotated[int, Field(ge=0, le=20), integer_in(0, 20)]
Modifiers = Annotated[int, Field(ge=-50, le=50), integer_in(-50, 50)]
ExtraDice = Annotated[int, Field(ge=0, le=10), integer_in(0, 10)]
"""Pushes or blocks of one roll."""
Distance = Literal["body", "arm", "sword", "pole", "spear", "bear", "great_troll", "dragon", "free"]
SightLine = Literal["free", "limited", "obstructed"]


def difficulty_value(difficulty: str | int) -> int:
    """The number of a validated :data:`Difficulty`."""
    return DIFFICULTIES[difficulty] if isinstance(difficulty, str) else difficulty


T = TypeVar("T")


class WorkedOutOnce:
    """A frozen model that keeps what a rule works out from it alone: the odds walk runs a rule on the one
    validated model for every path (:func:`app.rules.validation.validate_once`), so that is worked out
    once per walk, not on every path."""

    @functools.cached_property
    def worked_out(self) -> dict[Callable[[Any], Any], Any]:
        """``make``'s result by ``make`` (see :meth:`once`)."""
        return {}

    def once(self, make: Callable[[Self], T]) -> T:
        """``make(self)``, made once per model: ``make`` (a module's function: it is the key) reads nothing
        but the model, and its result is never changed (it may be shown on every path of a walk)."""
        kept = self.worked_out
        if make not in kept:
            kept[make] = make(self)
        result: T = kept[make]
        return result


class FvInput(StrictInput, WorkedOutOnce):
    """Base of the request bodies (§1): strict types, unknown fields ignored, ``null`` an absent field.

    A required field listed in ``checked_when_absent`` is read as null when absent, so that its own
    validator words the fault (``must be a list of at least 2 combatants``), not ``required``.
    """

    checked_when_absent: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        cls.null_meaningful = cls.null_meaningful | cls.checked_when_absent

    @model_validator(mode="before")
    @classmethod
    def _absent_is_null(cls, data: Any) -> Any:
        if isinstance(data, dict) and cls.checked_when_absent:
            return dict.fromkeys(cls.checked_when_absent) | data
        return data


class FvOutput(BaseModel):
    """Base of the response bodies: exactly these keys."""

    model_config = ConfigDict(extra="forbid", strict=True)


class FvRollSpec(FvInput):
    """A roll specification (§2.1); every field is optional, and they are checked in this order."""

    attribute: AttributeValue = Field(0, description="Attribute value added.")
    skill: SkillValue = Field(0, description="Skill value added.")
    modifiers: Modifiers = Field(0, description="Sum of situational modifiers.")
    activated_traits: Traits = Field(
        default_factory=list, description="Distinct traits activated for this roll: +3 each."
    )
    open_ended: bool = Field(True, description="Open-ended (9 explodes, a first 0 fails) or simple roll.")
    pushes: ExtraDice = Field(0, description="Pushes (pressningar): extra dice, keep the best.")
    blocks: ExtraDice = Field(0, description="Blocks (spärrar): extra dice, keep the worst; beat pushes.")
    missing_subdiscipline: bool = Field(False, description="Lacks the needed sub-discipline: one more block.")

    def spec(self) -> RollSpec:
        return self.roll_spec

    @functools.cached_property
    def roll_spec(self) -> RollSpec:
        """Made once per model (the odds walk runs a rule on the one validated model for every path)."""
        return RollSpec(
            self.attribute,
            self.skill,
            self.modifiers,
            tuple(self.activated_traits),
            open_ended=self.open_ended,
            pushes=self.pushes,
            blocks=self.blocks,
            missing_subdiscipline=self.missing_subdiscipline,
        )


def read_roll_spec(raw: object, path: str) -> RollSpec:
    """The RollSpec at ``path`` of an input (absent: every default), validated by :class:`FvRollSpec`;
    the other fields of the object holding it are ignored."""
    return parse(FvRollSpec, {} if raw is None else raw, path).spec()


class FvRollResult(FvOutput):
    """One rolled roll."""

    pool: list[int] = Field(description="The faces rolled before nines and zeros, in order.")
    kept: int = Field(description="The face kept: the best when pushed, the worst when blocked.")
    explosions: list[int] = Field(description="Faces added by an open-ended 9, chained.")
    pushes_applied: int
    blocks_applied: int
    gamble: bool = Field(description="A gamble (chansa): no die rolled, it counts as a 0.")
    first_die_zero: bool = Field(description="Open-ended roll whose kept die is 0.")
    die_result: int
    total: int


class FvDiced(FvOutput):
    """The faces used and an informative account of a rolling operation."""

    dice: list[int] = Field(description="The faces actually used, in consumption order.")
    breakdown: str = Field(description="Informative only.")
