"""What combatants declare in each phase (§7.2): survival extra dice at the round start, the acting
combatant's movement and action in the turn, the push and the active defence in the reaction.

These models are the validation and, through ``GET /v1/systems/i-rikets-tjanst/combat``, the published
protocol: unknown fields are refused. What depends on the state (whose turn it is, whether the attack
already bought extra dice, whether the defender can defend) is checked afterwards by the phases.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import ConfigDict, Field, GetJsonSchemaHandler, TypeAdapter, ValidationInfo, field_validator
from pydantic.config import JsonDict
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.combat.state import MAX_CONDITIONS, MAX_CONDITIONS_IN_COMBAT
from app.rules.i_rikets_tjanst.difficulty import StepFields
from app.rules.i_rikets_tjanst.fields import (
    AttributeId,
    BonusDice,
    DefenceType,
    DifficultyId,
    ExtraDice,
    Identifier,
    Movement,
)
from app.rules.i_rikets_tjanst.models.attack import RANGED_SMIDIGHET, AttackAttribute, IrtWeapon
from app.rules.limits import MAX_ID_LENGTH
from app.rules.phases import Declaration
from app.rules.validation import parse, rule_error

PISTOL: JsonDict = {"damage": 4, "damage_type": "firearm"}
CLUB: JsonDict = {"damage": 4, "damage_type": "crush"}
"""The examples' weapons (Skada 4 ends the example combat in a few rounds)."""


class IrtRoundStartPart(Declaration):
    """A combatant's part of the round start: Fokus/Stress dice for its own survival rolls."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"survival_extra_dice": {}}]})

    survival_extra_dice: dict[str, ExtraDice] = Field(
        default_factory=dict,
        max_length=MAX_CONDITIONS,
        description="Extra dice for the survival roll of each of the combatant's own dying conditions, keyed "
        "by condition id (a condition that does not roll this round uses none).",
        json_schema_extra={"propertyNames": {"minLength": 1, "maxLength": MAX_ID_LENGTH}},
    )


class IrtRoundStartDeclarations(Declaration):
    """The round start's declarations as the GM (or ``combat_round_start``) gives them."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"survival_extra_dice": {}}]})

    survival_extra_dice: dict[str, ExtraDice] = Field(
        default_factory=dict,
        max_length=MAX_CONDITIONS_IN_COMBAT,
        description='Fokus/Stress dice for a survival roll, keyed "<combatant_id>/<condition_id>": at most one '
        "entry per dying condition of the combat (50 combatants with 200 conditions each). The session merges "
        "the parts of several players into one such map.",
        json_schema_extra={"propertyNames": {"minLength": 3, "maxLength": 2 * MAX_ID_LENGTH + 1}},
    )


class IrtDeclaredWeapon(IrtWeapon):
    """The weapon of a declared attack: as ``attack`` takes it, but unknown fields are refused."""

    model_config = ConfigDict(extra="forbid")


class IrtAttackCore(Declaration):
    type: Literal["ranged_attack", "melee_attack"]
    target: Identifier
    weapon: IrtDeclaredWeapon
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
            raise rule_error(RANGED_SMIDIGHET)
        return attribute


class IrtAttackAction(StepFields, IrtAttackCore):
    """A ranged attack (stationary) or a melee attack on another living combatant."""


class IrtStabiliseCore(Declaration):
    type: Literal["stabilise"]
    target: Identifier = Field(description="Another combatant.")
    condition_id: Identifier
    bonus_dice: BonusDice = Field(0, description="First-aid kit +1, doctor's bag +2.")
    extra_dice: ExtraDice = 0


class IrtStabiliseAction(StepFields, IrtStabiliseCore):
    """The first stabilisation attempt on a dying condition (one stationary action)."""


class IrtStopBleedingCore(Declaration):
    type: Literal["stop_bleeding"]
    target: Identifier = Field(description="The patient; the actor may treat itself.")
    bonus_dice: BonusDice = 0
    extra_dice: ExtraDice = 0


class IrtStopBleedingAction(StepFields, IrtStopBleedingCore):
    """The first surgery attempt on a bleeding (one round)."""


class IrtSimpleAction(Declaration):
    """``stand_up`` (no longer prone) or ``none`` (only movement)."""

    type: Literal["stand_up", "none"]


class IrtOtherRollCore(Declaration):
    attr_a: AttributeId
    attr_b: AttributeId
    difficulty: DifficultyId | None = None
    bonus_dice: BonusDice = 0
    extra_dice: ExtraDice = 0
    stationary: bool = False


class IrtOtherRoll(StepFields, IrtOtherRollCore):
    """A roll with the actor's attributes, movement and Wounded status."""


class IrtOtherAction(Declaration):
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


class IrtTurnPart(Declaration):
    """The acting combatant's movement and action; the GM's table-wide part is the same for the actor."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "movement": "none",
                    "action": {"type": "ranged_attack", "target": "vakt", "weapon": PISTOL, "difficulty": "normal"},
                },
                {
                    "movement": "normal",
                    "action": {"type": "melee_attack", "target": "anton", "weapon": CLUB, "difficulty": "normal"},
                },
                {"movement": "none", "action": {"type": "none"}},
            ]
        }
    )

    actor: Identifier | None = Field(None, description="The combatant whose turn it is (the default).")
    movement: Movement = "none"
    action: ActionObject


class IrtTurnDeclaration(IrtTurnPart):
    """``combat_act``'s declaration: the actor is named, and checked in field order against the
    validation context's ``turn_of`` (the spec orders that refusal first)."""

    model_config = ConfigDict(json_schema_extra=None)

    actor: Identifier = Field(description="The combatant whose turn it is.")

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


class IrtReactDefence(Declaration):
    type: DefenceType
    has_parry_item: bool = Field(False, description="Parrying needs something in the hands.")
    bonus_dice: BonusDice = 0
    extra_dice: ExtraDice = 0


class IrtReactDeclarations(Declaration):
    """The reaction: the attacker declares ``attacker_add_dice``, the target ``defence``; the GM's
    table-wide part may carry both, and a combatant's own part wins over it."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"attacker_add_dice": 0},
                {"defence": None},
                {"defence": {"type": "dodge"}},
                {"attacker_add_dice": 0, "defence": None},
            ]
        }
    )
    null_meaningful: ClassVar[frozenset[str]] = frozenset({"defence"})

    attacker_add_dice: ExtraDice = Field(
        0, description="Push after seeing the roll; refused when the attack bought extra dice."
    )
    defence: IrtReactDefence | None = Field(
        None, description="The target's active defence; its attributes, Fokus and Stress come from the state."
    )
