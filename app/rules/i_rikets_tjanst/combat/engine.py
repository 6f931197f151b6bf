"""I Rikets Tjänst's combat round as a table of phases (§7.2), driven by the session layer.

Who declares what, phase by phase (each part is validated by the phase's published model, then checked
against the state; errors name fields under ``declaration``):

- ``round_start``: nobody is expected (the declarations are optional), the GM resolves. A combatant may
  declare ``{"survival_extra_dice": {"<condition_id>": n}}`` for its own conditions; the GM's table-wide
  part is ``{"survival_extra_dice": {"<combatant_id>/<condition_id>": n}}``. The parts are merged.
- ``turn``: the acting combatant is expected; its part is ``{"movement", "action"}`` (``actor`` may be
  given and must be itself). The GM's table-wide part is the whole declaration for the current actor
  (``actor`` defaults to it). Resolving without any declaration means ``{"movement": "none", "action":
  {"type": "none"}}``: the actor does nothing.
- ``reaction``: expected are the attacker, unless its attack already bought extra dice (its part:
  ``{"attacker_add_dice": n}``), and the target when it is able and aware (its part: ``{"defence": null |
  {...}}``); each declares only its own key. The GM's table-wide part may carry both keys; a combatant's
  own part wins over the GM's.
- ``ended``: nothing can be declared.

``combat_end`` is :meth:`IrtCombatEngine.finish` (the session's ``DELETE .../combat``). This system's spec
hides nothing from players: a player sees the whole state and every result, as the GM does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Any

from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.combat.declarations import (
    IrtReactDeclarations,
    IrtRoundStartDeclarations,
    IrtRoundStartPart,
    IrtTurnPart,
)
from app.rules.i_rikets_tjanst.combat.outputs import IrtCombatOutput, IrtCombatStateView
from app.rules.i_rikets_tjanst.combat.phases import act, react, round_start
from app.rules.i_rikets_tjanst.combat.phases.end import finish
from app.rules.i_rikets_tjanst.combat.phases.start import IrtCombatStartInput, start
from app.rules.i_rikets_tjanst.combat.state import SYSTEM_ID, IrtCombatState
from app.rules.phases import ENDED, Declarers, ModelStateEngine, Parts, Phase, Resolves
from app.rules.protocol import PhaseOutcome


class IrtPhase(StrEnum):
    ROUND_START = "round_start"
    TURN = "turn"
    REACTION = "reaction"


def own_copy(
    step: Callable[[IrtCombatState, Parts, object], PhaseOutcome],
) -> Callable[[IrtCombatState, Parts, object], PhaseOutcome]:
    """A phase resolves on its own copy of the loaded state: the phases change the state in place, and a
    resolve refused halfway (too few forced faces) must leave the loaded combat as it was."""
    return lambda state, parts, dice: step(state.fork(), parts, dice)


class IrtCombatEngine(ModelStateEngine[IrtCombatState]):
    """I Rikets Tjänst's combat (see the module docstring)."""

    system_id = SYSTEM_ID
    combatant_keys: tuple[str, ...] = ("combatants",)
    start_model = IrtCombatStartInput
    view_model = IrtCombatStateView
    state_model = IrtCombatState
    start_result = IrtCombatOutput
    end_result = IrtCombatOutput
    phases = (
        Phase[IrtCombatState](
            IrtPhase.ROUND_START,
            Declarers.GM_AND_CONTROLLERS,
            Resolves.GM,
            round_start.DICE_ORDER,
            own_copy(round_start.resolve),
            declaration=IrtRoundStartPart,
            gm_declaration=IrtRoundStartDeclarations,
            check=round_start.check_part,
            results=(IrtCombatOutput,),
        ),
        Phase[IrtCombatState](
            IrtPhase.TURN,
            Declarers.GM_AND_CONTROLLERS,
            Resolves.WHEN_ALL_DECLARED,
            act.DICE_ORDER,
            own_copy(act.resolve),
            declaration=IrtTurnPart,
            gm_declaration=IrtTurnPart,
            expected=lambda state: [state.actor.id],
            check=act.check_part,
            results=(IrtCombatOutput,),
        ),
        Phase[IrtCombatState](
            IrtPhase.REACTION,
            Declarers.GM_AND_CONTROLLERS,
            Resolves.WHEN_ALL_DECLARED,
            react.DICE_ORDER,
            own_copy(react.resolve),
            declaration=IrtReactDeclarations,
            gm_declaration=IrtReactDeclarations,
            expected=react.expected,
            check=react.check_part,
            results=(IrtCombatOutput,),
        ),
    )

    def ids_of(self, state: IrtCombatState) -> list[str]:
        return [combatant.id for combatant in state.combatants]

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        return start({**setup, "dice": dice})

    def finish(self, state: IrtCombatState) -> PhaseOutcome:
        if state.phase == ENDED:
            raise InputError("state.phase", "the combat has already ended")
        return finish(state.fork())


ENGINE = IrtCombatEngine()
