"""Initiative (Initiativ): 1d12 + Strid, rolled once and fixed for the whole combat."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.dice import DiceSource
from app.rules.i_rikets_tjanst.catalogue import D12


def roll_initiative(source: DiceSource, entrants: Sequence[tuple[str, int]]) -> list[dict[str, Any]]:
    """One die per ``(id, strid)`` in input order: ``{id, die, strid, initiative}``."""
    results = []
    for ident, strid in entrants:
        die = source.roll(*D12)
        results.append({"id": ident, "die": die, "strid": strid, "initiative": die + strid})
    return results


def initiative_order(results: Sequence[dict[str, Any]]) -> list[str]:
    """Initiative descending; ties go to the higher Strid, then to input order (no extra dice)."""
    ranked = sorted(enumerate(results), key=lambda item: initiative_rank(*item))
    return [result["id"] for _, result in ranked]


def initiative_rank(index: int, result: Mapping[str, Any]) -> tuple[int, int, int]:
    """Where the result of the ``index``-th entrant sorts in :func:`initiative_order` (lower first)."""
    return (-result["initiative"], -result["strid"], index)


def initiative_wording(results: Sequence[dict[str, Any]], order: Sequence[str]) -> str:
    """``anton 5+3=8; vakt 6+2=8 -> anton, vakt``."""
    rolls = "; ".join(f"{r['id']} {r['die']}+{r['strid']}={r['initiative']}" for r in results)
    return f"{rolls} -> {', '.join(order)}"
