"""``initiative``: 1d12 + Strid per combatant, and the turn order (§6.6)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from functools import partial
from math import prod
from typing import Any

from app.rules.i_rikets_tjanst.decisions import describe
from app.rules.i_rikets_tjanst.dice import dice_source
from app.rules.i_rikets_tjanst.initiative import initiative_order, initiative_rank, initiative_wording, roll_initiative
from app.rules.i_rikets_tjanst.models.initiative import IrtInitiativeInput, IrtInitiativeOutput
from app.rules.odds.enumerate import Limits
from app.rules.odds.independent import Distribution, distribution
from app.rules.odds.summary import Tallied, Tally, position
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


def initiative_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied | None:
    """The odds of :func:`initiative` combatant by combatant: each one's die is its own, and the only field
    of them together is the order, whose places follow from each one's chance to be ranked above one
    combatant's result. (Ids are unique: the model checks it.)"""
    request = parse(IrtInitiativeInput, raw)
    rolls = []
    for entrant in request.combatants:
        rolled = distribution(partial(_one_roll, entrant.id, entrant.strid), limits)
        assert rolled is not None  # a d12 never explodes
        rolls.append(rolled)
    everything = prod(rolled.denominator for rolled in rolls)
    fields = Tally()
    for rolled in rolls:
        others = everything // rolled.denominator
        for result, count in rolled.results:
            fields.add({"results": [result]}, count * others)
    for place, ident, weight in _places(rolls):
        fields.add({position("order", place): ident}, weight)
    return Tallied(fields, everything, everything, sum(rolled.evaluations for rolled in rolls))


def _places(rolls: Sequence[Distribution[dict[str, Any]]]) -> Iterator[tuple[int, str, int]]:
    """``(place, id, weight)``: the weight, over the product of the rolls' denominators, of the paths on
    which that combatant has that place in the order. Its place is how many others rank above its result;
    the others roll independently, so that count's distribution is the product of one factor per other
    (ranked below or above: ``below + above·z``), whose coefficient of ``z**k`` weighs place ``k``."""
    ranks = [
        [(initiative_rank(index, result), count) for result, count in rolled.results]
        for index, rolled in enumerate(rolls)
    ]
    for index, own in enumerate(ranks):
        ident = rolls[index].results[0][0]["id"]
        weights = [0] * len(rolls)
        for mine, count in own:
            places = [count]
            for other, theirs in enumerate(ranks):
                if other == index:
                    continue
                above = sum(weight for rank, weight in theirs if rank < mine)
                below = rolls[other].denominator - above
                places = [
                    below * (places[k] if k < len(places) else 0) + above * (places[k - 1] if k else 0)
                    for k in range(len(places) + 1)
                ]
            for place, weight in enumerate(places):
                weights[place] += weight
        yield from ((place, ident, weight) for place, weight in enumerate(weights) if weight)


def _one_roll(ident: str, strid: int) -> dict[str, Any]:
    with dice_source(None) as source:
        return roll_initiative(source, [(ident, strid)])[0]


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
    odds=initiative_odds,
)
