"""Phase 2, ``combat_opponent_attacks`` (MODSTANDERNE ANGRIBER): the declarations and their checks.

The GM declares the attacks (each opponent at most once, each character attacked at most once:
Decision 13), void effects, items taken and summons; the players declare defences, fortification
transfers, power actions and averting rolls. Everything that needs no roll is checked here, in the
spec's order; what depends on the roll is checked by the resolution (``attack_resolution``). The
parts the session layer collects (``TaAttacksPart``, ``TaAttacksGmPart``) are checked by the same code.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, WithJsonSchema

from app.rules.errors import InputError
from app.rules.limits import MAX_COMBATANTS, MAX_FORCED_FACES, MAX_ID_LENGTH
from app.rules.phases import Declaration
from app.rules.terminus_alfa.combat.combatants import TaOpponentInput
from app.rules.terminus_alfa.combat.declarations import PART_ENTRY, PartList, declared_character, spend_power
from app.rules.terminus_alfa.combat.state import TaState
from app.rules.terminus_alfa.models import (
    MAX_GM_ENTRIES,
    MAX_PLAYER_ENTRIES,
    AnyInt,
    Id,
    IdRef,
    Name,
    PowerCost,
    Slot,
    keys_at_most,
)
from app.rules.validation import StrictInput

AttackMode = Literal["melee", "shoot"]
PowerKind = Literal["modify_attack", "avert_effect", "extra_roll"]
DefenceChoices = Annotated[
    dict[str, Annotated[int, Field(ge=0, le=1000)]],
    keys_at_most(MAX_ID_LENGTH, "character ids"),
    Field(json_schema_extra={"propertyNames": {"maxLength": MAX_ID_LENGTH}}),
]


class TaOpponentAttack(StrictInput):
    """One opponent's attack on one character: RUL:KAMP (melee) or RUL:SKYDE (shoot)."""

    opponent_id: Id
    character_id: Id
    mode: AttackMode


class TaVoidEffect(StrictInput):
    """The GM rules a fired effect empty (TOMME EFFEKTER); ``character_id`` null: for every target."""

    opponent_id: Id
    slot: Slot
    character_id: IdRef | None = None


class TaEquipmentTaken(StrictInput):
    """The item a fired -UDSTYR effect takes from the character (default: the first on the list)."""

    character_id: Id
    opponent_id: Id
    slot: Slot
    item: Name


class TaSummon(StrictInput):
    """A new opponent brought in by a summon effect (+MODSTANDER) of ``opponent_id`` that applied."""

    opponent_id: Id
    new_opponent: TaOpponentInput


class TaAttackPowerAction(StrictInput):
    """A KRAFTHANDLING: ``modify_attack`` (amount added to the attack result against the character),
    ``avert_effect`` (opponent_id, slot) or ``extra_roll`` (amount 1…10, default 1)."""

    character_id: Id
    kind: PowerKind
    power_cost: PowerCost
    amount: AnyInt | None = None
    opponent_id: IdRef | None = None
    slot: Slot | None = None


class TaAbilityAvert(StrictInput):
    """An averting ability roll, RUL(ability) against ``grade`` (default rules.avert_grade_default)."""

    character_id: Id
    opponent_id: Id
    slot: Slot
    ability: Name
    grade: Annotated[int, Field(ge=0, le=1000)] | None = None


class TaAttacksDeclarations(StrictInput):
    """Phase 2 declarations: the GM's (attacks … summons) and the players' (defence_choices …)."""

    attacks: list[TaOpponentAttack] = Field(
        default_factory=list, max_length=MAX_COMBATANTS, description="Each opponent attacks at most once."
    )
    void_effects: list[TaVoidEffect] = Field(default_factory=list, max_length=MAX_GM_ENTRIES)
    equipment_taken: list[TaEquipmentTaken] = Field(default_factory=list, max_length=MAX_GM_ENTRIES)
    summons: list[TaSummon] = Field(
        default_factory=list, max_length=MAX_COMBATANTS, description="A combat has at most 50 opponents."
    )

    defence_choices: DefenceChoices = Field(
        default_factory=dict,
        max_length=MAX_COMBATANTS,
        description="character id → index into defence_options (default: highest).",
    )
    fortification_transfers: list[IdRef] = Field(
        default_factory=list,
        max_length=MAX_PLAYER_ENTRIES,
        description="Fortified characters who move the whole damage onto it.",
    )
    power_actions: list[TaAttackPowerAction] = Field(default_factory=list, max_length=MAX_PLAYER_ENTRIES)
    ability_averts: list[TaAbilityAvert] = Field(default_factory=list, max_length=MAX_PLAYER_ENTRIES)


class TaAttackPowerActionPart(TaAttackPowerAction):
    """A power action in a character's part: ``character_id`` may be omitted (it is the combatant)."""

    model_config = PART_ENTRY
    character_id: Id | None = None  # type: ignore[assignment]


class TaAbilityAvertPart(TaAbilityAvert):
    """An averting roll in a character's part: ``character_id`` may be omitted (it is the combatant)."""

    model_config = PART_ENTRY
    character_id: Id | None = None  # type: ignore[assignment]


class TaAttacksPart(Declaration):
    """A character's part of phase 2, declared after seeing the GM's attacks (and ``gm_roll``, if given).

    ``defence_choices`` and ``fortification_transfers`` name the combatant only."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"defence_choices": {"kira": 0}},
                {"power_actions": [{"kind": "modify_attack", "power_cost": 1, "amount": -3}]},
                {},
            ]
        }
    )
    defence_choices: DefenceChoices = Field(
        default_factory=dict,
        json_schema_extra={"maxProperties": 1},  # any other key is refused naming it (it must be the combatant)
        description="The combatant's id → index into its defence_options (default: the highest).",
    )
    fortification_transfers: PartList[IdRef] = Field(
        default_factory=list, description="[the combatant's id]: move the whole damage onto the fortification."
    )
    power_actions: PartList[TaAttackPowerActionPart] = Field(default_factory=list)
    ability_averts: PartList[TaAbilityAvertPart] = Field(default_factory=list)


GmRoll = Annotated[
    Any,
    WithJsonSchema(
        {
            "type": "array",
            "items": {"type": "integer", "minimum": 1, "maximum": 20},
            "maxItems": MAX_FORCED_FACES,
            "description": "The faces of the shared GM roll, rolled at the table and shown to the players: "
            "exactly one complete RUL (two dice and any terminus extras). Needs attacks.",
        }
    ),
]


class TaOpponentAttackEntry(TaOpponentAttack):
    model_config = PART_ENTRY


class TaVoidEffectEntry(TaVoidEffect):
    model_config = PART_ENTRY


class TaEquipmentTakenEntry(TaEquipmentTaken):
    model_config = PART_ENTRY


class TaSummonEntry(TaSummon):
    """A summon in the GM's part: the new opponent is read as ``combat_start`` reads one."""

    model_config = PART_ENTRY


class TaAttacksGmPart(Declaration):
    """The GM's part of phase 2: the opponents' attacks, void effects, items taken, summons, and
    optionally the faces of the shared GM roll made at the table (taken first at resolve)."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}], "gm_roll": [3, 4]},
                {"attacks": [{"opponent_id": "hund", "character_id": "ulf", "mode": "melee"}]},
                {},
            ]
        },
    )
    attacks: list[TaOpponentAttackEntry] = Field(
        default_factory=list, max_length=MAX_COMBATANTS, description="Each opponent attacks at most once."
    )
    void_effects: list[TaVoidEffectEntry] = Field(default_factory=list, max_length=MAX_GM_ENTRIES)
    equipment_taken: list[TaEquipmentTakenEntry] = Field(default_factory=list, max_length=MAX_GM_ENTRIES)
    summons: list[TaSummonEntry] = Field(
        default_factory=list, max_length=MAX_COMBATANTS, description="A combat has at most 50 opponents."
    )
    gm_roll: GmRoll = None


def _check_attacks(state: TaState, declarations: TaAttacksDeclarations) -> None:
    if state.ambush and declarations.attacks:
        raise InputError("declarations.attacks", "no attacks in an ambush round")
    attackers: set[str] = set()
    targets: set[str] = set()
    for index, attack in enumerate(declarations.attacks):
        path = f"declarations.attacks[{index}]"
        opponent = state.active_opponent(attack.opponent_id)
        if opponent is None:
            raise InputError(f"{path}.opponent_id", "not an active opponent")
        if opponent.id in attackers:
            raise InputError(f"{path}.opponent_id", "attacks at most once per round")
        attackers.add(opponent.id)
        character = declared_character(state, attack.character_id, f"{path}.character_id")
        if character.id in targets or character.attacked_this_round:
            raise InputError(f"{path}.character_id", "is attacked at most once per round")
        targets.add(character.id)
        if (opponent.kamp if attack.mode == "melee" else opponent.skyde) is None:
            needs = "kamp" if attack.mode == "melee" else "skyde"
            raise InputError(f"{path}.mode", f"{opponent.id!r} has no {needs}")


def _check_defences(state: TaState, declarations: TaAttacksDeclarations) -> None:
    for character_id, choice in declarations.defence_choices.items():
        path = f"declarations.defence_choices.{character_id}"
        character = declared_character(state, character_id, path)
        if choice >= len(character.defence_options):
            raise InputError(path, "no such defence option")
    for index, character_id in enumerate(declarations.fortification_transfers):
        path = f"declarations.fortification_transfers[{index}]"
        character = declared_character(state, character_id, path)
        if state.fortification is None or not character.fortified:
            raise InputError(path, "not behind a fortification")


def _check_power_actions(state: TaState, declarations: TaAttacksDeclarations) -> None:
    """Kinds and their fields; costs against current power, deducted in list order."""
    spent: dict[str, int] = defaultdict(int)
    for index, action in enumerate(declarations.power_actions):
        path = f"declarations.power_actions[{index}]"
        character = declared_character(state, action.character_id, f"{path}.character_id")
        if action.kind == "modify_attack" and action.amount is None:
            raise InputError(f"{path}.amount", "required")
        if action.kind == "extra_roll" and action.amount is not None and not 1 <= action.amount <= 10:
            raise InputError(f"{path}.amount", "must be between 1 and 10")
        if action.kind == "avert_effect":
            if action.opponent_id is None:
                raise InputError(f"{path}.opponent_id", "required")
            if action.slot is None:
                raise InputError(f"{path}.slot", "required")
        spend_power(spent, character, action.power_cost, path)


def _check_averts_and_summons(state: TaState, declarations: TaAttacksDeclarations) -> None:
    for index, avert in enumerate(declarations.ability_averts):
        declared_character(state, avert.character_id, f"declarations.ability_averts[{index}].character_id")
    taken = state.ids()
    for index, summon in enumerate(declarations.summons):
        if len(state.opponents) + index >= MAX_COMBATANTS:
            raise InputError(f"declarations.summons[{index}]", f"a combat has at most {MAX_COMBATANTS} opponents")
        path = f"declarations.summons[{index}].new_opponent"
        if summon.new_opponent.id in taken:
            raise InputError(f"{path}.id", "duplicate id")
        taken.add(summon.new_opponent.id)
        summon.new_opponent.check(path)


def check(state: TaState, declarations: TaAttacksDeclarations, *, partial: bool) -> None:
    """Every check of phase 2 that needs no roll, in the spec's order."""
    _check_attacks(state, declarations)
    _check_defences(state, declarations)
    _check_power_actions(state, declarations)
    _check_averts_and_summons(state, declarations)
