"""Shared input pieces (spec §4) and the strict parsing every Ars Magica operation uses.

The spec refuses unknown fields (``"<field>: unknown field"``) and reports them before anything else,
so every input model forbids extras and :func:`parse` picks an unknown-field error first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    GetCoreSchemaHandler,
    GetJsonSchemaHandler,
    Tag,
    model_validator,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

from app.rules.ars_magica.catalogue import ARMOURS, SHIELDS, WEAPONS, Armour, Arms, Shield, Weapon
from app.rules.ars_magica.condition import FRESH, NO_WOUNDS, Fatigue, Wounds, at, require_able
from app.rules.ars_magica.dice import DEFAULT_BOTCH_DICE, DieKind
from app.rules.errors import InputError
from app.rules.limits import MAX_COMBATANTS, MAX_ID_LENGTH
from app.rules.validation import UNION_TAG, StrictInput, rule_error

Characteristic = Annotated[int, Field(ge=-20, le=20)]
AbilityScore = Annotated[int, Field(ge=0, le=30)]
Modifier = Annotated[int, Field(ge=-100, le=100)]
EncumbranceScore = Annotated[int, Field(ge=0, le=50)]
BotchDice = Annotated[int, Field(ge=0, le=20)]
"""Botch dice of a stress roll (default 1, Decision §8.4)."""
Size = Annotated[int, Field(ge=-10, le=20)]
GearModifier = Annotated[int, Field(ge=-20, le=20)]
GearLoad = Annotated[int, Field(ge=0, le=50)]
ExtraLoad = Annotated[int, Field(ge=0, le=1000)]
WoundCount = Annotated[int, Field(ge=0, le=99)]
FatigueCount = Annotated[int, Field(ge=0, le=5)]
RangeIncrements = Annotated[int, Field(ge=1, le=20)]
DieChoice = Literal["simple", "stress"]

NAME_LENGTH = 200
"""Longest combatant name (the spec leaves it open; session and player names share this bound)."""
MAX_ITEMS = 100
"""Catalogue items in one ``encumbrance`` request (the spec leaves it open)."""

CatalogueId = Annotated[str, Field(max_length=MAX_ID_LENGTH)]
InitiativeModifiers = Annotated[dict[str, Modifier], Field(max_length=MAX_COMBATANTS)]
"""Initiative modifiers by combatant id (§7.3): at most one per combatant."""


@dataclass(frozen=True)
class MaxItems:
    """``maxItems`` for a list of objects, checked once its items are valid.

    Pydantic's own ``max_length`` stops at the first item past the bound and drops the errors of the
    items, so an unknown field inside one would no longer be reported first (§1). Checked afterwards
    instead, with the same wording (``must have at most <n> item(s)``).
    """

    limit: int

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return core_schema.no_info_after_validator_function(self._check, handler(source))

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        json_schema = handler(schema)
        json_schema["maxItems"] = self.limit
        return json_schema

    def _check(self, value: list[Any]) -> list[Any]:
        if len(value) > self.limit:
            raise PydanticCustomError("too_long", "must have at most {max_length} item(s)", {"max_length": self.limit})
        return value


class AmInput(StrictInput):
    """Base of every Ars Magica input object: strict, ``null`` = absent, unknown fields refused."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)
    unknown_fields_first: ClassVar[bool] = True  # spec §1: an unknown field is reported before any other error


class AmWounds(AmInput):
    """``wounds``: how many wounds of each level (0–99 each)."""

    light: WoundCount = 0
    medium: WoundCount = 0
    heavy: WoundCount = 0
    incapacitating: WoundCount = 0


class AmFatigue(AmInput):
    """``fatigue``: short-term and long-term levels; together at most 5 (Unconscious)."""

    short_term: FatigueCount = 0
    long_term: FatigueCount = 0

    @model_validator(mode="after")
    def _one_track(self) -> AmFatigue:
        if self.short_term + self.long_term > 5:
            raise rule_error("short_term + long_term must not exceed 5")
        return self


class AmCustomWeapon(AmInput):
    """A weapon not in the catalogue; ``atk``/``dam`` ``null`` mean it cannot attack or damage."""

    null_meaningful: ClassVar[frozenset[str]] = frozenset({"atk", "dam"})

    init: GearModifier = 0
    atk: GearModifier | None = 0
    dfn: GearModifier = 0
    dam: GearModifier | None = 0
    range: Annotated[int, Field(ge=1, le=1000)] | None = None
    two_handed: bool = False
    load: GearLoad = 0


class AmCustomShield(AmInput):
    """A shield not in the catalogue."""

    init: GearModifier = 0
    atk: GearModifier = 0
    dfn: GearModifier = 0
    dam: GearModifier = 0
    load: GearLoad = 0


class AmCustomArmour(AmInput):
    """Armour not in the catalogue."""

    protection: Annotated[int, Field(ge=0, le=50)] = 0
    load: GearLoad = 0


# Tags of the id-or-object unions: they begin with UNION_TAG, so the error paths leave them out.
_ID_TAG = f"{UNION_TAG}id"
_OBJECT_TAG = f"{UNION_TAG}object"


def _id_or_object(value: Any) -> str | None:
    if isinstance(value, str):
        return _ID_TAG
    if isinstance(value, dict | BaseModel):
        return _OBJECT_TAG
    return None


def _known_id(kind: str, known: dict[str, Any]) -> AfterValidator:
    def check(value: str) -> str:
        if value not in known:
            raise rule_error(f"unknown {kind} id {value!r}")
        return value

    return AfterValidator(check)


_ID_OR_OBJECT = Discriminator(
    _id_or_object, custom_error_type="rule", custom_error_message="must be a catalogue id or an object"
)

WeaponRef = Annotated[
    Annotated[CatalogueId, _known_id("weapon", WEAPONS), Tag(_ID_TAG)] | Annotated[AmCustomWeapon, Tag(_OBJECT_TAG)],
    _ID_OR_OBJECT,
]
ShieldRef = Annotated[
    Annotated[CatalogueId, _known_id("shield", SHIELDS), Tag(_ID_TAG)] | Annotated[AmCustomShield, Tag(_OBJECT_TAG)],
    _ID_OR_OBJECT,
]
ArmourRef = Annotated[
    Annotated[CatalogueId, _known_id("armour", ARMOURS), Tag(_ID_TAG)] | Annotated[AmCustomArmour, Tag(_OBJECT_TAG)],
    _ID_OR_OBJECT,
]


def weapon_of(ref: str | AmCustomWeapon) -> Weapon:
    if isinstance(ref, str):
        return WEAPONS[ref]
    return Weapon(None, ref.init, ref.atk, ref.dfn, ref.dam, ref.range, ref.two_handed, ref.load)


def shield_of(ref: str | AmCustomShield | None) -> Shield | None:
    if ref is None:
        return None
    if isinstance(ref, str):
        return SHIELDS[ref]
    return Shield(None, ref.init, ref.atk, ref.dfn, ref.dam, ref.load)


def armour_of(ref: str | AmCustomArmour | None) -> Armour | None:
    if ref is None:
        return None
    if isinstance(ref, str):
        return ARMOURS[ref]
    return Armour(None, ref.protection, ref.load)


def wounds_of(model: AmWounds | None) -> Wounds:
    return NO_WOUNDS if model is None else Wounds(model.light, model.medium, model.heavy, model.incapacitating)


def fatigue_of(model: AmFatigue | None) -> Fatigue:
    return FRESH if model is None else Fatigue(model.short_term, model.long_term)


class AmCondition(AmInput):
    """A character's ``wounds`` and ``fatigue`` (absent: none yet)."""

    wounds: AmWounds | None = None
    fatigue: AmFatigue | None = None

    @property
    def condition(self) -> tuple[Wounds, Fatigue]:
        return wounds_of(self.wounds), fatigue_of(self.fatigue)

    def able(self, prefix: str = "") -> tuple[Wounds, Fatigue]:
        """The wounds and fatigue of a character about to roll, who must be able to act (§4)."""
        condition = self.condition
        require_able(*condition, prefix)
        return condition


class AmRoller(AmCondition):
    """A character making a stress roll: condition, modifiers and botch dice."""

    modifiers: Modifier = 0
    botch_dice: BotchDice = 1


class AmArmed(AmInput):
    """A character's weapon and shield: a shield needs a free hand (Decision §8.8)."""

    weapon: WeaponRef = "fist"
    shield: ShieldRef | None = None

    @property
    def arms(self) -> Arms:
        return Arms(weapon_of(self.weapon), shield_of(self.shield))

    def check_hands(self, prefix: str = "") -> None:
        """Refuse a shield with a two-handed weapon."""
        if self.shield is not None and weapon_of(self.weapon).two_handed:
            raise InputError(at(prefix, "shield"), "cannot be combined with a two-handed weapon")


class AmFighter(AmArmed, AmRoller):
    """An attacker or a defender: a stress roll of Ability (doubled on exertion) with weapon and shield."""

    ability: AbilityScore = 0
    exertion: bool = False


class AmSoak(AmInput):
    """What Soak and the wound need: Stamina, armour, a Soak modifier and Size."""

    stamina: Characteristic
    armour: ArmourRef | None = None
    soak_modifier: Modifier = 0
    size: Size = 0


class AmCharacter(AmArmed):
    """A character's combat scores and gear (``combat_profile``, ``combat_start``); Encumbrance is computed
    from the gear when not given."""

    quickness: Characteristic
    dexterity: Characteristic
    strength: Characteristic
    stamina: Characteristic
    ability: AbilityScore = 0
    armour: ArmourRef | None = None
    size: Size = 0
    encumbrance: EncumbranceScore | None = None


def botch_dice_for(die: DieKind, botch_dice: int | None) -> int:
    """The botch dice of a ``die``/``botch_dice`` choice: they belong to the stress die only."""
    if botch_dice is None:
        return DEFAULT_BOTCH_DICE
    if die == "simple":
        raise InputError("botch_dice", "only allowed with die = stress")
    return botch_dice


class AmOutput(BaseModel):
    """Base of the response models: they describe exactly the keys and types ``run`` returns."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class AmDieResult(AmOutput):
    """``DieResult`` (§2.2): one die and how it was read."""

    kind: DieChoice
    faces: list[int]
    value: int
    exploded: bool
    multiplier: int
    zero: bool
    botch_dice_rolled: int
    botch_count: int
    botched: bool


class AmPenalties(AmOutput):
    """The wound and fatigue penalties a roll counted."""

    wound_penalty: int
    fatigue_penalty: int


class AmRolled(AmOutput):
    """What every rolling output reports: the faces it read and how the total came about."""

    dice: list[int]
    breakdown: str


class AmWoundCounts(AmOutput):
    light: int
    medium: int
    heavy: int
    incapacitating: int


class AmFatigueLevels(AmOutput):
    short_term: int
    long_term: int


FatigueLevelId = Literal["fresh", "winded", "weary", "tired", "dazed", "unconscious"]
WoundLevelId = Literal["light", "medium", "heavy", "incapacitating", "dead"]
StatusId = Literal["active", "incapacitated", "unconscious", "dead"]


class AmAttackOutcome(AmOutput):
    """What an attack came to: the part the ``attack`` output and the combat's ``attack`` event share."""

    attack_advantage: int
    hit: bool
    damage_total: int | None
    soak_total: int | None
    excess: int | None
    wound: WoundLevelId | None
