"""What every phase operation shares: the order of checks and the shape of a phase's run.

A phase is three pure functions: ``check`` (every check that needs no dice, in the spec's order),
``resolve`` (the algorithm, taking faces from a dice source and raising the checks that depend on a
roll's result when it reaches them) and the declarations model. The stateless operation
(:meth:`PhaseRules.run`) and the combat engine (:meth:`PhaseRules.run_on`) run the same code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from app.rules.dice.source import DiceSource
from app.rules.protocol import JsonObject
from app.rules.terminus_alfa.combat.state import Phase, TaState, load_state
from app.rules.terminus_alfa.dice import dice_source, lead_dice, refuse_dice
from app.rules.terminus_alfa.fields import parse_input, request_object
from app.rules.validation import StrictInput

DeclarationsT = TypeVar("DeclarationsT", bound=StrictInput)


@dataclass(frozen=True)
class PhaseRules(Generic[DeclarationsT]):
    """One phase of the round: its id, declarations model, checks and resolution."""

    phase: Phase
    declarations: type[DeclarationsT]
    check: Callable[[TaState, DeclarationsT, bool], None]
    """``check(state, declarations, partial)``; ``partial`` skips checks that need every part."""
    resolve: Callable[[TaState, DeclarationsT, DiceSource], JsonObject]
    """Changes ``state`` in place and returns the response body without ``state``."""
    rolls: bool

    def load_declarations(self, raw: object, prefix: str = "declarations") -> DeclarationsT:
        """The declarations (absent or null: none)."""
        return parse_input(self.declarations, {} if raw is None else raw, prefix)

    def run(self, raw: Mapping[str, Any]) -> JsonObject:
        """The stateless operation: state checks, declarations, dice, resolution, in the spec's order."""
        request = request_object(raw)
        state = load_state(request, self.phase)
        result = self.run_on(state, request.get("declarations"), request.get("dice"))
        return {"state": state.dump(), **result}

    def run_on(self, state: TaState, declarations: object, dice: object, lead: Sequence[int] = ()) -> JsonObject:
        """Resolve the phase on ``state`` (changed in place). ``lead``: faces already rolled at the table
        that the resolution takes first (phase 2's shared GM roll), before ``dice`` or random faces."""
        parsed = self.load_declarations(declarations)
        self.check(state, parsed, False)
        if self.rolls:
            source = lead_dice(lead, dice, state.rules) if lead else dice_source(dice, state.rules)
        else:
            refuse_dice(dice)
            source = dice_source([], state.rules)
        result = self.resolve(state, parsed, source)
        source.finish()
        return result
