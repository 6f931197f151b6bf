"""What combatants declare in each phase (§7.2): survival extra dice at the round start, the acting
combatant's movement and action in the turn, the push and the active defence in the reaction.

Checks that depend on the state (whose turn it is, whether the attack already had dice added, whether
the defender can defend) run as field validators with the state's facts as validation context, so the
first error is reported in the spec's field order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import Field, GetJsonSchemaHandler, TypeAdapter, ValidationInfo, field_validator
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.combat.state import MAX_CONDITIONS_IN_COMBAT
from app.rules.i_rikets_tjanst.difficulty import StepFields
from app.rules.i_rikets_tjanst.fields import (
    MAX_ID_LENGTH,
    AttributeId,
    BonusDice,
    DefenceType,
    DifficultyId,
    ExtraDice,
    Identifier,
    Movement,
)
from app.rules.i_rikets_tjanst.models.attack import AttackAttribute, IrtWeapon, check_defence
from app.rules.i_rikets_tjanst.parsing import parse
from app.rules.validation import StrictInput, rule_error

ONCE_PER_ROLL = "dice can be added only once per roll (the attack already bought extra dice)"


class IrtRoundStartDeclarations(StrictInput):
    survival_extra_dice: dict[str, ExtraDice] = Field(
        default_factory=dict,
        max_length=MAX_CONDITIONS_IN_COMBAT,
        description='Fokus/Stress dice for a survival roll, keyed "<combatant_id>/<condition_id>": at most one '
        "entry per dying condition of the combat (50 combatants with 200 conditions each). The session merges "
        "the parts of several players into one such map.",
        json_schema_extra={"propertyNames": {"minLength": 3, "maxLength": 2 * MAX_ID_LENGTH + 1}},
    )

    @field_validator("survival_extra_dice")
    @classmethod
    def _known_conditions(cls, dice: dict[str, int], info: ValidationInfo) -> dict[str, int]:
        known = (info.context or {}).get("conditions")
        for key in dice:
            if known is not None and key not in known:
                raise rule_error(f"unknown condition '{key}'")
        return dice


class IrtAttackCore(StrictInput):
    type: Literal["ranged_attack", "melee_attack"]
    target: Identifier
    weapon: IrtWeapon
    difficulty: DifficultyId = Field(description="The GM's base difficulty.")
    attack_attribute: AttackAttribute | None = Field(
        None, description="Ranged: smidighet only; melee: fysik (default) or smidighet."
    )
    bonus_dice: BonusDice = 0
    extra_dice: ExtraDice = Field(0, description="Bought up front: no push in the reaction phase then.")
    target_aware: bool = True

    @field_validator("attack_attribute")
    @classmethod
    def _ranged_smidighet(cls, attribute: str | None, info: ValidationInfo) -> str | None:
        if info.data.get("type") == "ranged_attack" and attribute == "fysik":
            raise rule_error("ranged attacks use smidighet")
        return attribute


class IrtAttackAction(StepFields, IrtAttackCore):
    """A ranged attack (stationary) or a melee attack on another living combatant."""


class IrtStabiliseCore(StrictInput):
    type: Literal["stabilise"]
    target: Identifier = Field(description="Another combatant.")
    condition_id: Identifier
    bonus_dice: BonusDice = Field(0, description="First-aid kit +1, doctor's bag +2.")
    extra_dice: ExtraDice = 0


class IrtStabiliseAction(StepFields, IrtStabiliseCore):
    """The first stabilisation attempt on a dying condition (one stationary action)."""


class IrtStopBleedingCore(StrictInput):
    type: Literal["stop_bleeding"]
    target: Identifier = Field(description="The patient; the actor may treat itself.")
    bonus_dice: BonusDice = 0
    extra_dice: ExtraDice = 0


class IrtStopBleedingAction(StepFields, IrtStopBleedingCore):
    """The first surgery attempt on a bleeding (one round)."""


class IrtSimpleAction(StrictInput):
    """``stand_up`` (no longer prone) or ``none`` (only movement)."""

    type: Literal["stand_up", "none"]


class IrtOtherRollCore(StrictInput):
    attr_a: AttributeId
    attr_b: AttributeId
    difficulty: DifficultyId | None = None
    bonus_dice: BonusDice = 0
    extra_dice: ExtraDice = 0
    stationary: bool = False


class IrtOtherRoll(StepFields, IrtOtherRollCore):
    """A roll with the actor's attributes, movement and Wounded status."""


class IrtOtherAction(StrictInput):
    """Reloading, a power, climbing an obstacle...: an optional roll and a note."""

    type: Literal["other"]
    roll: IrtOtherRoll | None = None
    note: str | None = Field(None, max_length=2000)


Action = IrtAttackAction | IrtStabiliseAction | IrtStopBleedingAction | IrtSimpleAction | IrtOtherAction
ACTION_MODELS: dict[str, type[Action]] = {
    "ranged_attack": IrtAttackAction,
    "melee_attack": IrtAttackAction,
    "stabilise": IrtStabiliseAction,
    "stop_bleeding": IrtStopBleedingAction,
    "stand_up": IrtSimpleAction,
    "none": IrtSimpleAction,
    "other": IrtOtherAction,
}


class DocumentedAs:
    """A field validated as one type and documented as another (the action union, read by hand so that
    its errors name ``declaration.action.<field>`` without the union's tag)."""

    def __init__(self, documented: Any) -> None:
        self._adapter: TypeAdapter[Any] = TypeAdapter(documented)

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        return handler(self._adapter.core_schema)


ActionObject = Annotated[dict[str, Any], DocumentedAs(Annotated[Action, Field(discriminator="type")])]


class IrtTurnDeclaration(StrictInput):
    actor: Identifier = Field(description="The combatant whose turn it is.")
    movement: Movement = "none"
    action: ActionObject

    @field_validator("actor")
    @classmethod
    def _their_turn(cls, actor: str, info: ValidationInfo) -> str:
        turn_of = (info.context or {}).get("turn_of")
        if turn_of is not None and actor != turn_of:
            raise rule_error(f"it is {turn_of}'s turn")
        return actor


def parse_action(raw: dict[str, Any], prefix: str) -> Action:
    """The action by its ``type``, its errors under ``<prefix>.<field>``."""
    kind = raw.get("type")
    if kind is None:
        raise InputError(f"{prefix}.type", "required")
    if not isinstance(kind, str) or kind not in ACTION_MODELS:
        raise InputError(f"{prefix}.type", f"must be one of {', '.join(ACTION_MODELS)}")
    return parse(ACTION_MODELS[kind], raw, prefix)


@dataclass(frozen=True)
class Defender:
    """What the reaction phase's checks need to know of the attack and its target."""

    kind: str
    unconscious: bool
    dead: bool
    aware: bool


class IrtReactDefence(StrictInput):
    type: DefenceType
    has_parry_item: bool = Field(False, description="Parrying needs something in the hands.")
    bonus_dice: BonusDice = 0
    extra_dice: ExtraDice = 0


class IrtReactDeclarations(StrictInput):
    attacker_add_dice: ExtraDice = Field(
        0, description="Push after seeing the roll; refused when the attack bought extra dice."
    )
    defence: IrtReactDefence | None = Field(
        None, description="The target's active defence; its attributes, Fokus and Stress come from the state."
    )

    @field_validator("attacker_add_dice")
    @classmethod
    def _once_per_roll(cls, count: int, info: ValidationInfo) -> int:
        if count > 0 and (info.context or {}).get("dice_added"):
            raise rule_error(ONCE_PER_ROLL)
        return count

    @field_validator("defence")
    @classmethod
    def _may_defend(cls, defence: IrtReactDefence | None, info: ValidationInfo) -> IrtReactDefence | None:
        defender = (info.context or {}).get("defender")
        if defence is None or not isinstance(defender, Defender):
            return defence
        if defender.dead:
            raise rule_error("a dead defender cannot defend")
        if defender.unconscious:
            raise rule_error("an unconscious defender cannot defend")
        check_defence(defender.kind, defence.type, defender.aware, defence.has_parry_item)
        return defence
