"""``initiative``: 1d12 + Strid per combatant, and the turn order (§6.6)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.i_rikets_tjanst.initiative import initiative_order, initiative_wording, roll_initiative
from app.rules.i_rikets_tjanst.models.initiative import IrtInitiativeInput, IrtInitiativeOutput
from app.rules.i_rikets_tjanst.operations.common import dice_source, operation
from app.rules.i_rikets_tjanst.parsing import parse
from app.rules.protocol import JsonObject


def initiative(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtInitiativeInput, raw)
    source = dice_source(request.dice)
    results = roll_initiative(source, [(entrant.id, entrant.strid) for entrant in request.combatants])
    source.finish()
    order = initiative_order(results)
    return {
        "results": results,
        "order": order,
        "dice": source.used,
        "breakdown": initiative_wording(results, order),
    }


INITIATIVE = operation(
    "initiative",
    "Initiative: 1d12 + Strid, fixed for the combat",
    """
Each combatant, in input order, rolls 1d12 and adds Strid; the result holds for the whole combat. The
order is initiative descending, then Strid descending, then input order. Dice order: one die per
combatant, in input order.
""",
    initiative,
    (IrtInitiativeInput, IrtInitiativeOutput),
    rolls=True,
    decisions=("initiative_ties", "ranges"),
)
