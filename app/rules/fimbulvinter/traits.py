"""Traits (karaktärsdrag, §8): recovering daze (omtöckning) and the trait story
(karaktärsdragsberättelsen)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.fimbulvinter.catalogue import TRAIT_DAZE_REDUCTION, TRAIT_STORY_POINTS, TRAIT_STORY_STAGES
from app.rules.fimbulvinter.models.people import FvRecoverDazeInput, FvTraitStoryInput
from app.rules.protocol import JsonObject
from app.rules.validation import parse

REST, TRAIT, END_OF_COMBAT = "rest", "trait", "end_of_combat"


def lowered_daze(daze: int, wounds: int, by: int) -> int:
    """Daze lowered by ``by`` but never below the number of wounds; a daze already at or below the
    wounds stays as it is."""
    if daze <= wounds:
        return daze
    return max(wounds, daze - by)


def run_recover_daze(raw: Mapping[str, Any]) -> JsonObject:
    """``recover_daze``: rest in combat (−1), a trait activation (−3) or the end of a combat (to wounds)."""
    request = parse(FvRecoverDazeInput, raw)
    daze, count = request.daze, request.count
    step = {REST: count, TRAIT: TRAIT_DAZE_REDUCTION * count, END_OF_COMBAT: daze}[request.reason]
    after = lowered_daze(daze, request.wounds, step)
    return {"daze": after, "reduced_by": daze - after}


def run_trait_story_step(raw: Mapping[str, Any]) -> JsonObject:
    """``trait_story_step``: one more stage of a trait story; the last one earns improvement points."""
    request = parse(FvTraitStoryInput, raw)
    done, session_end = request.completed_stages + 1, request.session_end
    finished = done == len(TRAIT_STORY_STAGES)
    return {
        "completed_stages": done,
        "next_stage": None if finished else TRAIT_STORY_STAGES[done],
        "finished": finished,
        "improvement_points": TRAIT_STORY_POINTS if finished and session_end else 0,
        "reward_pending": finished and not session_end,
    }
