"""A walk's results as the API reports them: each scalar output field's outcomes with exact probabilities."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from app.rules.odds.enumerate import OddsRefused, Walk
from app.rules.protocol import JsonObject

Scalar = bool | int | float | str | None

MAX_OUTCOMES = 5_000
"""Distinct (field, value) pairs one answer may list: room for a combat of the most combatants, each
answered field by field (fifty combatants of some fifty fields each), besides the values that vary."""

SKIPPED = frozenset({"dice", "breakdown"})
"""Output keys that only retell the faces (every path has its own)."""

PLAIN = frozenset({bool, int, float, str, type(None)})
"""Value types that are scalars as they are (anything else is looked at more closely)."""


class Tally:
    """Weights per scalar field of many outputs, by the value's type and the value (the type keeps ``true``
    and ``1`` apart); fields listed in the order they were first seen.

    The fields are kept in a tree shaped like the outputs, so adding an output costs one look-up per field
    and builds no path strings. A nested object that is the same object on many outputs (a read roll's
    result, shown by one representative per key) is gone through once: later outputs only add to its
    weight, which :meth:`finish` spreads over its fields. Outputs must not change once added.
    """

    def __init__(self, by_id: bool = True, places: frozenset[str] = frozenset()) -> None:
        self.by_id = by_id
        """Whether a list of objects named by ``id`` is tallied per object (see :func:`_identified`)."""
        self.places = places
        """Keys of lists of objects without ids whose objects are tallied per place, as ``key[0].field``
        (an operation's attacks in the order declared): only where the rule shows every field of them
        as rolled, not one representative result per key of a read roll."""
        self._fields: list[tuple[str, dict[tuple[type, Scalar], int]]] = []
        self.distinct = 0
        """How many ``(field, type, value)`` entries the fields hold."""
        self._root = _Node("")

    @property
    def fields(self) -> list[tuple[str, dict[tuple[type, Scalar], int]]]:
        """``(path, weight per (type, value))`` for every scalar field, nested objects as ``a.b``."""
        self._root.finish(self)
        return self._fields

    def add(self, output: Mapping[str, Any], weight: int) -> None:
        """Add ``weight`` to every scalar field of ``output`` (:data:`SKIPPED` keys, and lists other than
        of names or of objects with ids, left out); refuse once the fields hold more than
        :data:`MAX_OUTCOMES` values, whoever tallies."""
        self._add(output, weight, self._root)
        if self.distinct > MAX_OUTCOMES:
            raise OddsRefused(f"the answer would list more than {MAX_OUTCOMES} outcomes")

    def _add(self, output: Mapping[str, Any], weight: int, node: _Node) -> None:
        objects = node.objects
        for key, value in output.items():
            if key in SKIPPED:
                continue
            kind = type(value)
            if kind not in PLAIN:
                if isinstance(value, dict):
                    self._object(objects, key, value, weight, node)
                    continue
                if isinstance(value, list):
                    if self.by_id and _identified(value):
                        for item in value:
                            self._object(objects, f"{key}[{item['id']}]", item, weight, node)
                    elif _named(value):
                        for index, name in enumerate(value):
                            self._count(node, position(key, index), name, weight)
                    elif key in self.places:
                        for index, item in enumerate(value):
                            self._object(objects, position(key, index), item, weight, node)
                    continue
            self._count(node, key, value, weight)

    def _count(self, node: _Node, key: str, value: Scalar, weight: int) -> None:
        """Add ``weight`` to one scalar field's ``value``."""
        scalars = node.scalars
        weights = scalars.get(key)
        if weights is None:
            weights = scalars[key] = {}
            self._fields.append((f"{node.prefix}{key}", weights))
        found = (type(value), value)
        known = weights.get(found)
        if known is None:
            self.distinct += 1
            weights[found] = weight
        else:
            weights[found] = known + weight

    def _object(self, objects: dict[str, _Node], key: str, value: Mapping[str, Any], weight: int, node: _Node) -> None:
        """A nested object's fields, under ``key``: gone through once per object, weight added after."""
        child = objects.get(key)
        if child is None:
            child = objects[key] = _Node(f"{node.prefix}{key}.")
        repeated = child.repeats.get(id(value))
        if repeated is None:
            child.repeats[id(value)] = [value, 0]  # kept, so that its id stays its own
            self._add(value, weight, child)
        else:
            repeated[1] += weight


def _identified(items: list[Any]) -> bool:
    """Whether ``items`` is a list of objects each named by its own string ``id`` (combatants, opponents),
    whose fields are then tallied per id as ``key[id].field``."""
    ids = {item.get("id") if isinstance(item, dict) else None for item in items}
    return bool(items) and len(ids) == len(items) and all(isinstance(ident, str) for ident in ids)


def _named(items: list[Any]) -> bool:
    """Whether ``items`` is a list of names (an initiative order, a combatant's damage effects), tallied
    per place as ``key[0]``, ``key[1]``...: who acts first, which effect came first. Other lists (dice
    faces, events, objects without ids unless in :attr:`Tally.places`) are left out: a pool's faces are
    walked once per multiset, in no one order, and a read roll shows one representative result per key."""
    return all(type(item) is str for item in items)


def position(key: str, index: int) -> str:
    """The field of the ``index``-th entry of a list under ``key`` told apart by place (see :func:`_named`
    and :attr:`Tally.places`)."""
    return f"{key}[{index}]"


class _Node:
    """One nested object's place in a :class:`Tally`: its scalar fields, its nested objects by key, and the
    objects seen here with the weight they gained after they were first gone through."""

    __slots__ = ("objects", "prefix", "repeats", "scalars")

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.scalars: dict[str, dict[tuple[type, Scalar], int]] = {}
        self.objects: dict[str, _Node] = {}
        self.repeats: dict[int, list[Any]] = {}

    def finish(self, tally: Tally) -> None:
        """Spread the weight repeated objects gained over their fields (which adds no new field: each object
        was gone through once already), then the same below."""
        for repeated in self.repeats.values():
            if repeated[1]:
                tally._add(repeated[0], repeated[1], self)
                repeated[1] = 0
        for child in self.objects.values():
            child.finish(tally)


def flatten(
    output: Mapping[str, Any], by_id: bool = True, places: frozenset[str] = frozenset()
) -> list[tuple[str, Scalar]]:
    """Every scalar field of ``output`` as ``(path, value)``, in output order."""
    fields = Tally(by_id, places)
    fields.add(output, 1)
    return [(path, value) for path, weights in fields.fields for _, value in weights]


def fraction_text(value: Fraction) -> str:
    """``"7/36"``, or ``"1"`` for a whole number."""
    return _text(value.numerator, value.denominator)


def probability(value: Fraction) -> JsonObject:
    """``{"probability": 0.19..., "fraction": "7/36"}``."""
    return _chance(value.numerator, value.denominator)


def _chance(count: int, denominator: int) -> JsonObject:
    """:func:`probability` of ``count / denominator`` without a Fraction (the same float: int division is
    correctly rounded)."""
    common = math.gcd(count, denominator)
    return {"probability": count / denominator, "fraction": _text(count // common, denominator // common)}


def _text(numerator: int, denominator: int) -> str:
    return f"{numerator}/{denominator}" if denominator != 1 else str(numerator)


def _order(value: Scalar) -> tuple[int, Any]:
    """null, booleans, numbers, strings: each kind in its natural order."""
    if value is None:
        return (0, 0)
    if isinstance(value, bool):
        return (1, value)
    if isinstance(value, int | float):
        return (2, value)
    return (3, value)


def field_outcomes(
    walked: Walk[JsonObject], by_id: bool = True, places: frozenset[str] = frozenset()
) -> dict[str, list[JsonObject]]:
    """Per output field of a walk's results, every value it takes with its probability."""
    return tally_walk(walked, by_id, places).outcomes()


def tally_walk(walked: Walk[JsonObject], by_id: bool = True, places: frozenset[str] = frozenset()) -> Tallied:
    """A walk's results tallied, with weights over one common denominator."""
    denominator = math.lcm(*{size for _, _, size in walked.leaves})
    fields = Tally(by_id, places)
    reached = 0
    for output, orderings, size in walked.leaves:
        weight = orderings * (denominator // size)
        reached += weight
        fields.add(output, weight)
    return Tallied(fields, reached, denominator, walked.evaluations)


@dataclass(frozen=True)
class Tallied:
    """Outputs tallied field by field: ``reached / denominator`` of all paths (the rest is the tail), each
    field's weights over the same denominator."""

    fields: Tally
    reached: int
    denominator: int
    evaluations: int
    """How many face sequences (or groups of them) the rule, or its parts, were evaluated on."""

    @property
    def tail(self) -> Fraction:
        return 1 - Fraction(self.reached, self.denominator)

    def outcomes(self) -> dict[str, list[JsonObject]]:
        """Per output field, every value it takes with its probability, in the fields' output order.

        A value is keyed with its type, so ``true`` and ``1`` stay apart; a value added only with weight 0
        (to set the fields' order) is left out. A field that only some results
        have gets an ``absent`` entry for the others, so each field's chances sum to 1 minus the tail.
        """
        answer: dict[str, list[JsonObject]] = {}
        denominator = self.denominator
        for path, weights in self.fields.fields:
            values = [(value, weight) for (_, value), weight in weights.items() if weight]
            values.sort(key=lambda item: _order(item[0]))
            chances = [{"value": value, "absent": False, **_chance(weight, denominator)} for value, weight in values]
            missing = self.reached - sum(weight for _, weight in values)
            if missing:
                chances.insert(0, {"value": None, "absent": True, **_chance(missing, denominator)})
            answer[path] = chances
        return answer
