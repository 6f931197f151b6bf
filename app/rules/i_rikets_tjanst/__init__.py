"""I Rikets Tjänst (system id ``i-rikets-tjanst``): combat and damage ("Strid och skada") of the Swedish
Cold War superhero RPG. A d12 pool, success on 10+, Fokus from 12s, difficulties needing 0-3 successes,
damage steps against Toughness, critical tables by damage type, dying, bleeding and shock."""

from __future__ import annotations

from app.rules.examples import load_examples
from app.rules.i_rikets_tjanst.catalogue import CATALOGUE, PACKAGE
from app.rules.i_rikets_tjanst.combat.engine import ENGINE
from app.rules.i_rikets_tjanst.combat.operations import (
    COMBAT_ACT,
    COMBAT_END,
    COMBAT_REACT,
    COMBAT_ROUND_START,
    COMBAT_START,
)
from app.rules.i_rikets_tjanst.operations.attack import ATTACK, CRITICAL_HIT
from app.rules.i_rikets_tjanst.operations.care import SHOCK_ROLL, STABILISE, STOP_BLEEDING, SURVIVAL_ROLL
from app.rules.i_rikets_tjanst.operations.checks import ADD_DICE, DIFFICULTY, ROLL, ROLL_DICE
from app.rules.i_rikets_tjanst.operations.damage import ADD_STRESS, APPLY_DAMAGE, DERIVED_STATS
from app.rules.i_rikets_tjanst.operations.initiative import INITIATIVE
from app.rules.protocol import GameSystem, operation_table

OPERATIONS = operation_table(
    load_examples(PACKAGE),
    ROLL,
    ADD_DICE,
    ROLL_DICE,
    DIFFICULTY,
    DERIVED_STATS,
    INITIATIVE,
    ATTACK,
    CRITICAL_HIT,
    APPLY_DAMAGE,
    ADD_STRESS,
    SURVIVAL_ROLL,
    STABILISE,
    STOP_BLEEDING,
    SHOCK_ROLL,
    COMBAT_START,
    COMBAT_ROUND_START,
    COMBAT_ACT,
    COMBAT_REACT,
    COMBAT_END,
)

SYSTEM = GameSystem(
    id="i-rikets-tjanst",
    name="I Rikets Tjänst",
    summary=(
        "Combat and damage of the Swedish Cold War superhero RPG: d12 pools (success on 10+, Fokus on 12), "
        "difficulties needing 0-3 successes, KP damage against Toughness, critical tables by damage type, "
        "dying, bleeding and shock."
    ),
    catalogue=CATALOGUE,
    operations=OPERATIONS,
    combat=ENGINE,
)
