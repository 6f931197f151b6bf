"""The d12 pool (tärningspölen): forced faces with the spec's wording, a success on 10+, 1 Fokus for
every 12, complications on added dice, and paying for added dice with Fokus first, then Stress up to
Stability per use."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple, Protocol

from app.rules.dice import DiceSource, DiceWording, dice_from_input
from app.rules.dice.reading import FaceClasses, RollReading
from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.catalogue import COMPLICATION_FACE, D12, FOKUS_FACE, SUCCESS_MIN_FACE

DICE_WORDING = DiceWording(
    not_a_list="must be a list of integers",
    non_integer_face="must be a list of integers",
    bad_face="face {face} out of range 1-12",
    left_over="{count} faces left over",
)


def dice_source(raw: object) -> DiceSource:
    """Forced faces (checked for type and range up front) or the CSPRNG; read after every other field."""
    return dice_from_input(raw, DICE_WORDING, face_range=D12)


def no_dice(raw: object) -> None:
    """An operation that rolls nothing still refuses forced faces: ``dice: N faces left over``."""
    dice_source(raw).finish()


BASE_READING = FaceClasses(tuple(sorted({D12[0], SUCCESS_MIN_FACE, FOKUS_FACE})))
"""Every rule reads a pool only through its successes and its twelves (Fokus)..."""
ADDED_READING = FaceClasses(tuple(sorted({D12[0], COMPLICATION_FACE + 1, SUCCESS_MIN_FACE, FOKUS_FACE})))
"""... and the dice added with Fokus or Stress through their ones (complications) too."""


def roll_d12s(source: DiceSource, count: int, *, added: bool = False) -> list[int]:
    return source.roll_pool(count, *D12, reading=ADDED_READING if added else BASE_READING)


def count_successes(faces: Iterable[int]) -> int:
    return sum(1 for face in faces if face >= SUCCESS_MIN_FACE)


def count_twelves(faces: Iterable[int]) -> int:
    return sum(1 for face in faces if face == FOKUS_FACE)


def count_complications(added: Iterable[int]) -> int:
    """A 1 on a die bought with Fokus or Stress: the GM decides what goes wrong."""
    return sum(1 for face in added if face == COMPLICATION_FACE)


def listing(values: Iterable[object]) -> str:
    """``[10,12,4]``: faces as the breakdown strings show them."""
    return "[" + ",".join(str(value) for value in values) + "]"


@dataclass(frozen=True)
class PoolRoll:
    """A check's faces: the pool (attributes + bonus dice), then the dice bought with Fokus/Stress.

    Its tallies are counted once: the odds share a read roll's result between many paths."""

    base: list[int]
    extra: list[int]

    @property
    def faces(self) -> list[int]:
        return self.base + self.extra

    @cached_property
    def successes(self) -> int:
        return count_successes(self.base) + count_successes(self.extra)

    @cached_property
    def twelves(self) -> int:
        return count_twelves(self.base) + count_twelves(self.extra)

    @cached_property
    def listing(self) -> str:
        """Every face as the breakdown strings show them."""
        return listing(self.base + self.extra)


NO_ROLL = PoolRoll([], [])


def roll_pool(source: DiceSource, pool: int, extra: int) -> PoolRoll:
    """Dice order of every check: the pool's dice, then its extra dice."""
    base = roll_d12s(source, pool)
    return PoolRoll(base, roll_d12s(source, extra, added=True))


@dataclass(frozen=True)
class Payment:
    """What added dice (or an active defence) cost: Fokus first, then Stress for what Fokus cannot pay."""

    fokus_spent: int = 0
    stress_taken: int = 0

    def __add__(self, other: Payment) -> Payment:
        return Payment(self.fokus_spent + other.fokus_spent, self.stress_taken + other.stress_taken)


FREE = Payment()


def payment_for(cost: int, fokus: int) -> Payment:
    spent = min(cost, fokus)
    return Payment(spent, cost - spent)


def pay(cost: int, fokus: int, stability: int, field: str) -> Payment:
    """Pay ``cost`` Fokus; the missing part is Stress, at most Stability per use (else 422 on ``field``)."""
    payment = payment_for(cost, fokus)
    if payment.stress_taken > stability:
        raise InputError(
            field,
            f"needs {payment.stress_taken} Stress (only {payment.fokus_spent} Fokus), "
            f"more than Stability {stability} allows per use",
        )
    return payment


def breakdown_rolls(old: int, new: int, stability: int) -> list[dict[str, int]]:
    """Sammanbrott: every k·Stability with old ≤ k·S < new (k ≥ 1) calls for a roll at modifier k−1."""
    first = max(1, -(-old // stability))
    last = (new - 1) // stability
    return [{"threshold": k * stability, "modifier": k - 1} for k in range(first, last + 1)]


class Counters(Protocol):
    """Whoever rolls: a request or a combatant, with its Fokus, Stress and Stability."""

    @property
    def fokus(self) -> int: ...

    @property
    def stress(self) -> int: ...

    @property
    def stability(self) -> int: ...


def resources_of(
    roller: Counters,
    *,
    payment: Payment = FREE,
    rolled: Sequence[int] = (),
    added: Sequence[int] = (),
    more_stress: int = 0,
) -> dict[str, Any]:
    """The resources object from the roller's own Fokus, Stress and Stability: Fokus gained only from the
    dice this operation ``rolled`` itself, complications from the dice ``added`` with Fokus/Stress, and
    any ``more_stress`` (shock) on top."""
    gained = count_twelves(rolled)
    stress_after = roller.stress + payment.stress_taken + more_stress
    return {
        "fokus_gained": gained,
        "fokus_spent": payment.fokus_spent,
        "stress_taken": payment.stress_taken,
        "complications": count_complications(added),
        "fokus_after": roller.fokus - payment.fokus_spent + gained,
        "stress_after": stress_after,
        "breakdown_rolls": breakdown_rolls(roller.stress, stress_after, roller.stability),
    }


class Roller(NamedTuple):
    """A roller's Fokus, Stress and Stability as a plain value: a read roll that names its roller must be
    hashable, and a combatant is not."""

    fokus: int
    stress: int
    stability: int

    @classmethod
    def of(cls, roller: Counters) -> Roller:
        return cls(roller.fokus, roller.stress, roller.stability)


@dataclass(frozen=True)
class Checked:
    """A pool's faces and the resources object they leave its roller with."""

    rolled: PoolRoll
    resources: dict[str, Any]


@dataclass(frozen=True)
class PoolCheck(RollReading[Checked]):
    """The pool, then its extra dice (paid with ``payment``), read through their successes, twelves and
    complications: the odds build the resources object once per reading rather than once per path."""

    pool: int
    extra: int
    roller: Roller
    payment: Payment = FREE

    def roll(self, source: DiceSource) -> Checked:
        rolled = roll_pool(source, self.pool, self.extra)
        resources = resources_of(self.roller, payment=self.payment, rolled=rolled.faces, added=rolled.extra)
        return Checked(rolled, resources)

    def key(self, result: Checked) -> Hashable:
        return result.rolled.successes, result.rolled.twelves, result.resources["complications"]
