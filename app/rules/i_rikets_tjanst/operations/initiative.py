"""``initiative``: 1d12 + Strid per combatant, and the turn order (§6.6)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.i_rikets_tjanst.decisions import describe
from app.rules.i_rikets_tjanst.dice import dice_source
from app.rules.i_rikets_tjanst.initiative import initiative_order, initiative_wording, roll_initiative
from app.rules.i_rikets_tjanst.models.initiative import IrtInitiativeInput, IrtInitiativeOutput
from app.rules.protocol import JsonObject, operation
from app.rules.validation import parse


def initiative(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtInitiativeInput, raw)
    with dice_source(request.dice) as source:
        results = roll_initiative(source, [(entrant.id, entrant.strid) for entrant in request.combatants])
    order = initiative_order(results)
    return {
        "results": results,
        "order": order,
        "dice": source.used,
        "breakdown": initiative_wording(results, order),
    }


INITIATIVE = operation(
    "initiative",
    initiative,
    IrtInitiativeInput,
    IrtInitiativeOutput,
    summary="Initiative: 1d12 + Strid, fixed for the combat",
    description=describe(
        """
Each combatant, in input order, rolls 1d12 and adds Strid; the result holds for the whole combat. The
order is initiative descending, then Strid descending, then input order.
""",
        "initiative_ties",
        "ranges",
    ),
    dice_order="one die per combatant, in input order.",
)
