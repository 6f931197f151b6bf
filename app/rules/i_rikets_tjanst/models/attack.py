"""Models of ``attack`` and ``critical_hit``."""

from __future__ import annotations

from functools import cached_property
from typing import Annotated, Literal

from pydantic import Field, ValidationInfo, field_validator

from app.rules.i_rikets_tjanst.attack import Defence, Strike, defence_payment
from app.rules.i_rikets_tjanst.damage import CriticalRoll
from app.rules.i_rikets_tjanst.dice import Payment, PoolCheck, Roller, pay
from app.rules.i_rikets_tjanst.difficulty import NO_MODIFIERS, Modifiers, Verdict, judge
from app.rules.i_rikets_tjanst.fields import (
    AttackKind,
    Attribute,
    Between,
    BonusDice,
    DamageType,
    DefenceType,
    DifficultyId,
    ExtraDice,
    Face,
    FokusPoints,
    Kp,
    Stability,
    StressPoints,
)
from app.rules.i_rikets_tjanst.models.common import IrtCritical, IrtResources, Output
from app.rules.validation import ForcedFaces, StrictInput, rule_at, rule_on

AttackAttribute = Literal["fysik", "smidighet"]

RANGED_SMIDIGHET = "ranged attacks use smidighet"
NOT_AWARE = "the defender must be aware of the attack"
PARRY_RANGED = "parry only against melee attacks"
PARRY_EMPTY_HANDED = "parrying requires something in the hands to parry with"


class IrtAttacker(StrictInput):
    smidighet: Attribute
    strid: Attribute
    fysik: Attribute | None = Field(None, description="Required when attack_attribute is fysik.")
    attack_attribute: AttackAttribute | None = Field(
        None, description="Ranged: must be smidighet (the default); melee: default fysik."
    )
    bonus_dice: BonusDice = 0
    extra_dice: ExtraDice = Field(0, description="Must be 0 when attack_faces is given.")
    fokus: FokusPoints = 0
    stress: StressPoints = 0
    stability: Stability = 3

    def pool(self, kind: str) -> int:
        first = self.smidighet if attack_attribute(kind, self.attack_attribute) == "smidighet" else self.fysik or 0
        return first + self.strid + self.bonus_dice

    @cached_property
    def payment(self) -> Payment:
        """What the extra dice cost (422 on ``attacker.extra_dice`` beyond Stability). Like every value
        derived from a request, made once per model: the odds run the rule on one model for every path."""
        return pay(self.extra_dice, self.fokus, self.stability, "attacker.extra_dice")


def attack_attribute(kind: str, chosen: str | None) -> str:
    """The attribute an attack adds to Strid: the chosen one, else Smidighet for a ranged attack and
    Fysik in melee."""
    return chosen or ("smidighet" if kind == "ranged" else "fysik")


def check_attack_attribute(kind: str, attribute: str | None, fysik: int | None) -> None:
    """Ranged attacks are Smidighet + Strid; a Fysik + Strid melee attack needs Fysik."""
    if kind == "ranged" and attribute == "fysik":
        raise rule_at(RANGED_SMIDIGHET, "attack_attribute")
    if kind == "melee" and attribute != "smidighet" and fysik is None:
        raise rule_at("required", "fysik")


def defence_refusal(kind: str, defence_type: str, aware: bool, has_parry_item: bool) -> tuple[str, str] | None:
    """Why this defence cannot be made, as (the field under the defence, or "", the message), or None:
    only an aware defender defends; parrying is against melee, with something in the hands."""
    if not aware:
        return "", NOT_AWARE
    if defence_type == "parry" and kind != "melee":
        return "type", PARRY_RANGED
    if defence_type == "parry" and not has_parry_item:
        return "has_parry_item", PARRY_EMPTY_HANDED
    return None


class IrtWeapon(StrictInput):
    damage: Annotated[int, Between(0, 10)] = Field(description="Skada.")
    damage_type: DamageType = Field(description="Selects the critical table.")
    penetrating: bool = Field(False, description="Penetrerande: +2 on the critical roll.")


class IrtTarget(StrictInput):
    protection: Annotated[int, Between(0, 20)] = Field(0, description="Skydd.")
    crit_toughness: Annotated[int, Between(0, 10)] = Field(0, description="Critical toughness.")
    aware: bool = Field(True, description="An unaware target cannot defend actively.")


class IrtDefenceInput(StrictInput):
    type: DefenceType
    smidighet: Attribute
    strid: Attribute
    bonus_dice: BonusDice = 0
    extra_dice: ExtraDice = 0
    fokus: FokusPoints = 0
    stress: StressPoints = 0
    stability: Stability = 3
    wounded: bool = False
    has_parry_item: bool = False

    @cached_property
    def declared(self) -> Defence:
        """The defender's dice and what they cost (422 on ``defence.extra_dice`` beyond Stability)."""
        return Defence(
            type=self.type,
            pool=self.smidighet + self.strid + self.bonus_dice,
            extra=self.extra_dice,
            payment=defence_payment(self.extra_dice, self.fokus, self.stability, "defence.extra_dice"),
            wounded=self.wounded,
            defender=Roller.of(self),
        )


class IrtAttackInput(StrictInput):
    kind: AttackKind
    attacker: IrtAttacker
    attack_faces: list[Face] | None = Field(
        None, max_length=60, description="An attack roll already made: no attack dice are rolled."
    )
    difficulty: DifficultyId = Field(description="The GM's base difficulty.")
    modifiers: Modifiers = Field(NO_MODIFIERS, description="`stationary` is forced: true for ranged, false for melee.")
    weapon: IrtWeapon
    target: IrtTarget = IrtTarget()
    defence: IrtDefenceInput | None = None
    dice: ForcedFaces = None

    @cached_property
    def verdict(self) -> Verdict:
        """The effective difficulty: a ranged attack is a stationary action, a melee attack is not."""
        return judge(self.difficulty, self.modifiers.steps(stationary=self.kind == "ranged"))

    @cached_property
    def strike(self) -> Strike | None:
        """What the hit needs, or None when moving made the attack impossible."""
        verdict, weapon, target = self.verdict, self.weapon, self.target
        if verdict.effective is None or verdict.required is None:
            return None
        return Strike(
            difficulty=verdict.effective,
            required=verdict.required,
            damage=weapon.damage,
            damage_type=weapon.damage_type,
            penetrating=weapon.penetrating,
            protection=target.protection,
            crit_toughness=target.crit_toughness,
        )

    @cached_property
    def attack_roll(self) -> PoolCheck:
        """The attack pool, then the attacker's extra dice (when no ``attack_faces`` are given)."""
        attacker = self.attacker
        return PoolCheck(attacker.pool(self.kind), attacker.extra_dice, Roller.of(attacker), attacker.payment)

    @cached_property
    def critical_rolls(self) -> tuple[CriticalRoll, ...]:
        """The critical roll by the number of 12s on the attack dice (none for an impossible attack)."""
        if self.strike is None:
            return ()
        roll = self.attack_roll
        dice = roll.pool + roll.extra if self.attack_faces is None else len(self.attack_faces)
        return tuple(self.strike.critical_roll(twelves) for twelves in range(dice + 1))

    @field_validator("attacker")
    @classmethod
    def _attack_attribute(cls, attacker: IrtAttacker, info: ValidationInfo) -> IrtAttacker:
        kind = info.data.get("kind")
        if kind is not None:
            check_attack_attribute(kind, attacker.attack_attribute, attacker.fysik)
        return attacker

    @field_validator("attack_faces")
    @classmethod
    def _rolled_already(cls, faces: list[int] | None, info: ValidationInfo) -> list[int] | None:
        attacker = info.data.get("attacker")
        if faces is not None and attacker is not None and attacker.extra_dice:
            raise rule_on("must be 0 when attack_faces is given", "attacker", "extra_dice")
        return faces

    @field_validator("defence")
    @classmethod
    def _may_defend(cls, defence: IrtDefenceInput | None, info: ValidationInfo) -> IrtDefenceInput | None:
        kind, target = info.data.get("kind"), info.data.get("target")
        if defence is not None and kind is not None and target is not None:
            refusal = defence_refusal(kind, defence.type, target.aware, defence.has_parry_item)
            if refusal is not None:
                field, message = refusal
                raise rule_at(message, *([field] if field else []))
        return defence


class IrtDefenceResult(Output):
    type: DefenceType
    faces: list[int]
    successes: int
    effective_difficulty: DifficultyId
    effect: int = Field(description="Taken off the attack's successes.")
    prone: bool = Field(description="true for a dodge, whatever the outcome.")
    resources: IrtResources


class IrtAttackOutput(Output):
    possible: bool
    effective_difficulty: DifficultyId | None
    required_successes: int | None
    attack_faces: list[int]
    attacker_resources: IrtResources
    attack_successes: int
    twelves: int
    defence: IrtDefenceResult | None
    net_successes: int
    hit: bool
    effect: int | None = Field(description="net - required on a hit, else null.")
    hp_damage: int
    critical: IrtCritical | None
    dice: list[int]
    breakdown: str


class IrtCriticalHitInput(StrictInput):
    damage_type: DamageType
    twelves: Annotated[int, Between(1, 30)] = Field(1, description="12s on the attack roll.")
    penetrating: bool = False
    crit_toughness: Annotated[int, Between(0, 10)] = 0
    hp_damage: Kp = Field(1, description="KP that got through protection; below 1 nothing happens.")
    dice: ForcedFaces = None


class IrtCriticalHitOutput(Output):
    triggered: bool
    critical: IrtCritical | None
    dice: list[int]
    breakdown: str
