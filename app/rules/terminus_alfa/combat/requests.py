"""Request models of the phase operations, for the API documentation: ``{state, declarations, dice}``.

The operations read their input in the spec's order themselves (state checks first, see ``operations``);
these models describe the same bodies.
"""

from __future__ import annotations

from pydantic import Field

from app.rules.terminus_alfa.combat.actions import TaActionsDeclarations
from app.rules.terminus_alfa.combat.attacks import TaAttacksDeclarations
from app.rules.terminus_alfa.combat.conditions import TaConditionsDeclarations
from app.rules.terminus_alfa.combat.state import TaState
from app.rules.terminus_alfa.combat.tally import TaTallyDeclarations
from app.rules.validation import ForcedFaces, StrictInput


class TaConditionsInput(StrictInput):
    state: TaState = Field(description="A state in phase 'conditions'.")
    declarations: TaConditionsDeclarations | None = None
    dice: ForcedFaces = None


class TaOpponentAttacksInput(StrictInput):
    state: TaState = Field(description="A state in phase 'opponent_attacks'.")
    declarations: TaAttacksDeclarations | None = None
    dice: ForcedFaces = None


class TaCharacterActionsInput(StrictInput):
    state: TaState = Field(description="A state in phase 'character_actions'.")
    declarations: TaActionsDeclarations | None = None
    dice: ForcedFaces = None


class TaTallyInput(StrictInput):
    state: TaState = Field(description="A state in phase 'tally'.")
    declarations: TaTallyDeclarations | None = None
    dice: ForcedFaces = None
