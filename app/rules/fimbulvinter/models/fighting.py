"""Models of the stand-alone combat operations (§10) and of healing (§12)."""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import BeforeValidator, Field, SkipValidation, ValidationInfo, field_validator, model_validator
from pydantic.json_schema import SkipJsonSchema

from app.rules.errors import InputError
from app.rules.fimbulvinter.catalogue import ATTRIBUTES, BODY_ARMOUR, DISTANCE_INDEX, SIGHT_LINES, WEAPONS
from app.rules.fimbulvinter.limits import (
    MAX_ATTRIBUTE_KEYS,
    MAX_LIST,
    MAX_START_DAZE,
    MAX_WOUND_DAYS,
    MAX_WOUNDS,
)
from app.rules.fimbulvinter.models.common import (
    Attribute,
    AttributeValue,
    Difficulty,
    Distance,
    ExtraDice,
    FvDiced,
    FvInput,
    FvOutput,
    FvRollResult,
    FvRollSpec,
    Id,
    Modifiers,
    Outcome,
    SightLine,
    Traits,
    choice_of,
    entries_at_most,
    integer_in,
    items_at_most,
)
from app.rules.validation import ForcedFaces, rule_at, rule_error

Weapon = Literal[
    "throwing_knife",
    "longbow",
    "bow",
    "crossbow",
    "sword",
    "sax",
    "axe",
    "long_staff",
    "club",
    "hammer",
    "spear",
    "pole_axe",
    "dagger",
    "knife",
    "shield",
    "unarmed",
    "improvised",
]
BodyArmour = Literal["leather_harness", "ring_mail", "lamellar", "gambesson"]
AttackOutcome = Literal["hit_defence_zeroed", "hit", "miss", "miss_attack_zeroed"]
DamageOutcome = Literal["scratch", "light_wound", "serious_wound", "critical_wound"]


WeaponId = Annotated[Weapon, choice_of(WEAPONS, "unknown weapon")]


class _WeaponFirst(FvInput):
    weapon: WeaponId = "unarmed"


class FvAttackSide(FvRollSpec, _WeaponFirst):
    """One side of an attack, its fields checked in this order (§10.2): weapon, RollSpec, the rest."""

    shield: bool = False
    attribute_marked: bool = Field(False, description="The roll's attribute carries a damage effect: 1 block.")
    override_knockout: bool = Field(False, description="Knocked out but acting anyway: 1 block.")


class FvAttacker(FvAttackSide):
    previous_action_was_attack: bool = Field(False, description="For powerful (kraftig) weapons.")
    attacked_with_weapon_last_round: bool = Field(False, description="For slow (långsam) weapons.")


class FvDefender(FvAttackSide):
    defence: Annotated[Literal["defend", "gamble"], choice_of(("defend", "gamble"))] = "defend"


class FvAttackInput(FvInput):
    attacker: FvAttacker = Field(default_factory=FvAttacker)
    defender: FvDefender = Field(default_factory=FvDefender)
    distance: Annotated[Distance | None, choice_of(DISTANCE_INDEX, "unknown distance")] = Field(
        None, description="The pair's distance; absent outside a sub-fight."
    )
    sight_line: Annotated[SightLine | None, choice_of(SIGHT_LINES, "unknown sight line")] = Field(
        None, description="Ranged attacks into another zone only."
    )
    height_advantage: bool = False
    narrow_zone: bool = False
    dice: ForcedFaces = None

    @field_validator("sight_line")
    @classmethod
    def _ranged_only(cls, sight_line: str | None, info: ValidationInfo) -> str | None:
        # Before height_advantage and narrow_zone are checked, as §10.2 orders it.
        attacker = info.data.get("attacker")
        if sight_line is not None and attacker is not None and not WEAPONS[attacker.weapon].ranged:
            raise rule_error("a sight line applies only to ranged attacks")
        return sight_line


class FvAttackOutput(FvDiced):
    outcome: AttackOutcome
    hit: bool
    defence_zeroed: bool
    defender_action_points_gained: int
    distance_category: Literal["too_short", "optimal", "too_long"] | None
    attack_push_sources: list[Literal["optimal_distance", "versatile", "long_shaft", "unarmed", "height_advantage"]]
    attack_block_sources: list[Literal["powerful", "damage_effect", "knocked_out"]]
    defence_push_sources: list[Literal["covers_vs_ranged"]]
    defence_block_sources: list[Literal["front_heavy", "damage_effect", "knocked_out"]]
    defence_item: str
    defence_bonus: int
    attack: FvRollResult
    defence: FvRollResult
    margin: int


Range30 = Annotated[int, Field(ge=0, le=30), integer_in(0, 30)]


class FvDamageTarget(FvInput):
    """The target: its numbers are checked first (in this order), then its ids and its armour (§10.3)."""

    attributes: Annotated[
        dict[str, AttributeValue], Field(max_length=MAX_ATTRIBUTE_KEYS), entries_at_most(MAX_ATTRIBUTE_KEYS)
    ] = Field(default_factory=dict, description="By attribute id (an unknown one is refused after the numbers).")
    helmet: bool = False
    protection: Range30 | None = Field(None, description="Instead of armour and helmet.")
    dampening: Range30 | None = Field(None, description="Instead of armour and helmet.")
    armour_needs_repair: bool = False
    daze: Annotated[int, Field(ge=0, le=MAX_START_DAZE), integer_in(0, MAX_START_DAZE)] = 0
    important: bool = True
    toughness_modifiers: Modifiers = 0
    activated_traits: Traits = Field(default_factory=list)
    toughness_pushes: ExtraDice = 0
    toughness_blocks: ExtraDice = 0
    # Checked by the operation after the numbers, as the spec orders them.
    toughness_attribute: SkipValidation[Attribute | None] = Field(
        None, description="Default: the higher of power and soul."
    )
    armour: SkipValidation[BodyArmour | None] = None
    damage_effects: SkipValidation[Annotated[list[Attribute], Field(max_length=MAX_LIST)]] = Field(default_factory=list)

    @model_validator(mode="after")
    def _ids_and_armour(self) -> FvDamageTarget:
        """The target's ids and armour, after its numbers (§10.3)."""
        for name in self.attributes:
            if name not in ATTRIBUTES:
                raise rule_at(f"unknown attribute {name!r}", "attributes")
        named = self.toughness_attribute
        if named is not None and (not isinstance(named, str) or named not in ATTRIBUTES):
            raise rule_at("unknown attribute", "toughness_attribute")
        armour = self.armour
        if armour is not None and (not isinstance(armour, str) or armour not in BODY_ARMOUR):
            raise rule_at("unknown body armour", "armour")
        if self.manual and (armour is not None or self.helmet):
            raise rule_at("give either armour and helmet or protection and dampening, not both", "protection")
        effects = self.damage_effects
        if isinstance(effects, list) and len(effects) > MAX_LIST:
            raise rule_at(f"must have at most {MAX_LIST} items", "damage_effects")
        if not isinstance(effects, list) or not all(isinstance(name, str) and name in ATTRIBUTES for name in effects):
            raise rule_at("must be a list of attribute ids", "damage_effects")
        return self

    @property
    def manual(self) -> bool:
        """Protection and dampening given instead of armour and helmet."""
        return self.protection is not None or self.dampening is not None


class FvDamageInput(FvInput):
    weapon: WeaponId | None = Field(None, description="Or damage_base, shock and blunt; not both.")
    improvised_blunt: bool = False
    damage_base: Range30 | None = None
    shock: Range30 | None = Field(None, description="Default: damage_base.")
    blunt: bool = False
    stormed: bool = False
    defence_zeroed: bool = False
    damage_modifiers: Modifiers = 0
    damage_pushes: ExtraDice = 0
    damage_blocks: ExtraDice = 0
    target: FvDamageTarget = Field(default_factory=FvDamageTarget)
    dice: ForcedFaces = None

    @model_validator(mode="before")
    @classmethod
    def _one_weapon_form(cls, data: object) -> object:
        """Either a weapon or damage_base (and shock, blunt): the fields of the other form are not read."""
        if not isinstance(data, dict) or data.get("weapon") not in (None, *WEAPONS):
            return data  # the weapon field words an unknown one
        if data.get("weapon") is not None and (data.get("damage_base") is not None or data.get("shock") is not None):
            raise InputError("weapon", "give either a weapon or damage_base and shock, not both")
        if data.get("weapon") is None and data.get("damage_base") is None:
            raise InputError("damage_base", "required without a weapon")
        unread = ("damage_base", "shock", "blunt") if data.get("weapon") is not None else ("improvised_blunt",)
        return {key: value for key, value in data.items() if key not in unread}


class FvDamageOutput(FvDiced):
    outcome: DamageOutcome
    margin: int
    daze_added: int
    damage_effect: bool
    knocked_out: bool
    wound: Literal["light", "serious", "critical"] | None
    dies: bool
    medicine_required: bool
    damage_push_sources: list[Literal["storm"]]
    damage_block_sources: list[Literal["blunt"]]
    toughness_block_sources: list[Literal["breaks_easily", "damage_effect"]]
    toughness_base: int
    toughness_attribute: Attribute
    protection: int
    dampening: int
    damage_roll: FvRollResult
    toughness_roll: FvRollResult


class FvZoneMoveInput(FvInput):
    zones: Annotated[int, Field(ge=1, le=20), integer_in(1, 20)] = 1
    roll: FvRollSpec = Field(default_factory=FvRollSpec, description="The mover's Manövrer roll.")
    heavy_items: Annotated[int, Field(ge=0, le=5), integer_in(0, 5)] = 0
    attribute_marked: bool = False
    opposed_by: FvRollSpec | None = None
    difficulty: Difficulty = Field("easy", description="Without an opponent only (ignored with one).")
    dice: ForcedFaces = None

    @model_validator(mode="before")
    @classmethod
    def _opposed_ignores_difficulty(cls, data: object) -> object:
        if isinstance(data, dict) and data.get("opposed_by") is not None:
            return {key: value for key, value in data.items() if key != "difficulty"}
        return data


class FvZoneMoveOutput(FvDiced):
    moved: bool
    outcome: Outcome
    total: int
    blocks_applied: int
    becomes_third_man: bool
    difficulty: int | SkipJsonSchema[None] = Field(None, description="Without an opponent.")
    opponent_total: int | SkipJsonSchema[None] = Field(None, description="With an opponent.")


class FvBalanceCheckInput(FvInput):
    roll: FvRollSpec = Field(default_factory=FvRollSpec, description="The Manövrer roll.")
    dice: ForcedFaces = None


class FvBalanceCheckOutput(FvDiced):
    may_act: bool
    falls: bool
    outcome: Outcome
    total: int


class FvTreatCriticalInput(FvInput):
    within_hour: bool = True
    roll: FvRollSpec = Field(default_factory=FvRollSpec, description="The Läkekonst roll.")
    dice: ForcedFaces = None


class FvTreatCriticalOutput(FvDiced):
    rolled: bool
    survived: bool
    outcome: Outcome | None
    total: int | SkipJsonSchema[None] = Field(None, description="Only when rolled.")
    wound: Literal["serious"] | None
    knocked_out: bool
    new_trait: str | None


def _first_attempt(value: object) -> object:
    if isinstance(value, int) and value >= 1:
        raise rule_error("only one attempt per wound per day")
    return value


class FvTreatLightInput(FvInput):
    attempts_today: Annotated[int, Field(ge=0, le=0), BeforeValidator(_first_attempt), integer_in(0, 99)] = Field(
        0, description="Attempts already made today on this wound."
    )
    roll: FvRollSpec = Field(default_factory=FvRollSpec, description="The Läkekonst roll.")
    dice: ForcedFaces = None


class FvTreatLightOutput(FvDiced):
    outcome: Outcome
    succeeded: bool
    total: int
    heals_after_next_rest: bool
    remove_damage_effect: bool


Setting = Literal["home", "bandages", "none"]
GoodChoice = Literal["convert", "retry_bonus"]


def _three_rolls(value: object) -> object:
    if not isinstance(value, list) or len(value) != 3:
        raise rule_error("must be exactly 3 rolls: lakekonst, leta, vetenskap")
    return value


class FvTreatSeriousInput(FvInput):
    setting: Annotated[Setting, choice_of(get_args(Setting), "unknown setting")] = "bandages"
    good_choice: Annotated[GoodChoice, choice_of(get_args(GoodChoice))] = "convert"
    retry_bonus: bool = False
    rolls: Annotated[list[FvRollSpec], BeforeValidator(_three_rolls)] = Field(
        min_length=3, max_length=3, description="Läkekonst, Leta, Vetenskap."
    )
    dice: ForcedFaces = None


class FvHealingStep(FvOutput):
    total: int
    outcome: Outcome
    succeeded: bool


class FvConvalescent(FvOutput):
    name: str
    value: int


class FvTreatSeriousOutput(FvDiced):
    difficulty: int
    steps: list[FvHealingStep]
    successes: int
    quality: Literal["substandard", "marginal", "good", "superb"]
    remove_knocked_out: bool
    serious_to_light: bool
    consequence: FvConvalescent | None
    retry_after_rest_periods: int | None
    next_attempt_bonus: bool


class FvHealingWound(FvOutput):
    severity: Literal["light", "serious"]
    days: int
    heals_after_next_rest: bool


WoundDays = Annotated[int, Field(ge=0, le=MAX_WOUND_DAYS), integer_in(0, MAX_WOUND_DAYS)]
TimeSpan = Annotated[int, Field(ge=0, le=3650), integer_in(0, 3650)]


def _not_critical(value: object) -> object:
    if value == "critical":
        raise rule_error("a critical wound must go through treat_critical_wound first")
    return value


class FvHealingWoundInput(FvInput):
    severity: Annotated[
        Literal["light", "serious"], BeforeValidator(_not_critical), choice_of(("light", "serious", "critical"))
    ]
    days: WoundDays = 0
    heals_after_next_rest: bool = False


class FvHealthInput(FvInput):
    wounds: Annotated[list[FvHealingWoundInput], Field(max_length=MAX_WOUNDS), items_at_most(MAX_WOUNDS)] = Field(
        default_factory=list
    )
    damage_effects: Annotated[
        list[Id], Field(max_length=MAX_LIST), items_at_most(MAX_LIST, "must be a list of strings", str)
    ] = Field(default_factory=list)
    knocked_out: bool = False
    knocked_out_days_left: WoundDays = 0


class FvAdvanceTimeInput(FvInput):
    health: FvHealthInput
    days: Annotated[int, Field(ge=1, le=3650), integer_in(1, 3650)] = 1
    rest_periods: TimeSpan | None = Field(None, description="Default: days.")


class FvHealth(FvOutput):
    wounds: list[FvHealingWound]
    damage_effects: list[str]
    knocked_out: bool
    knocked_out_days_left: int


class FvAdvanceTimeOutput(FvOutput):
    health: FvHealth
    healed: list[Literal["light", "serious"]]
