"""The events the combat operations emit (spec §7), as response models."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from app.rules.ars_magica.combat.state import AmCombatState, Engagement
from app.rules.ars_magica.models import AmAttackOutcome, AmOutput, StatusId


class AmCombatStartedEvent(AmOutput):
    type: Literal["combat_started"]
    combatants: list[str]


class AmInitiativeEvent(AmOutput):
    type: Literal["initiative"]
    id: str
    total: int
    faces: list[int]
    botched: bool


class AmInitiativeSkippedEvent(AmOutput):
    type: Literal["initiative_skipped"]
    id: str
    status: StatusId


class AmOrderFixedEvent(AmOutput):
    type: Literal["order_fixed"]
    order: list[str]


class AmEngagementSetEvent(AmOutput):
    type: Literal["engagement_set"]
    engagement: Engagement


class AmDeclarationsLockedEvent(AmOutput):
    type: Literal["declarations_locked"]
    count: int


class AmActionLostEvent(AmOutput):
    type: Literal["action_lost"]
    id: str
    status: StatusId


class AmPlainActionEvent(AmOutput):
    """A declared ``close_in``, ``other`` or ``none``: recorded, no dice."""

    type: Literal["close_in", "other", "none"]
    id: str


class AmAttackVoidEvent(AmOutput):
    type: Literal["attack_void"]
    id: str
    target: str
    reason: Literal["target dead"]


class AmAttackEvent(AmAttackOutcome):
    type: Literal["attack"]
    id: str
    target: str
    attack_total: int
    attack_faces: list[int]
    attack_botched: bool
    defence_rolled: bool
    defence_total: int
    defence_faces: list[int]
    defence_botched: bool


class AmRoundEndedEvent(AmOutput):
    type: Literal["round_ended"]
    next_round: int


class AmCombatEndedEvent(AmOutput):
    type: Literal["combat_ended"]
    reason: Literal["gm", "one_side_left", "no_side_left"]
    winner_side: str | None


AmCombatEvent = Annotated[
    AmCombatStartedEvent
    | AmInitiativeEvent
    | AmInitiativeSkippedEvent
    | AmOrderFixedEvent
    | AmEngagementSetEvent
    | AmDeclarationsLockedEvent
    | AmActionLostEvent
    | AmPlainActionEvent
    | AmAttackVoidEvent
    | AmAttackEvent
    | AmRoundEndedEvent
    | AmCombatEndedEvent,
    Field(discriminator="type"),
]


class AmCombatStep(AmOutput):
    """What a combat operation returns: the new state and the events that led to it."""

    state: AmCombatState
    events: list[AmCombatEvent]


def combat_ended(
    reason: Literal["gm", "one_side_left", "no_side_left"], winner_side: str | None
) -> dict[str, str | None]:
    return {"type": "combat_ended", "reason": reason, "winner_side": winner_side}
