"""The roll core (§2): one T10 read 0–9, pushes and blocks, open-ended nines and zeros, and the ways
two or more rolls are compared (classify, opposed, contest).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, NamedTuple

from app.rules.dice.reading import HIGHEST, LOWEST, FoldReading, RollReading
from app.rules.dice.source import DiceSource, DiceWording, ExtraDice, dice_from_input
from app.rules.fimbulvinter.catalogue import QUALITY_TABLE, TRAIT_BONUS

LOW, HIGH = 0, 9
WORDING = DiceWording(
    not_a_list="must be a list of integer faces 0..9",
    non_integer_face="face outside 0..9",
    bad_face="face outside 0..9",
)

ZEROED = "zeroed"
FAILURE = "failure"
JUST = "success_with_complication"
SUCCESS = "success"
SUCCEEDED = frozenset({JUST, SUCCESS})


def dice_source(raw: object) -> DiceSource:
    """The operation's dice: forced faces 0..9 when ``dice`` is given, the CSPRNG otherwise."""
    return dice_from_input(raw, WORDING, face_range=(LOW, HIGH))


@dataclass(frozen=True)
class RollSpec:
    """A roll specification (§2.1): what is added to the die, and how the die is rolled."""

    attribute: int = 0
    skill: int = 0
    modifiers: int = 0
    activated_traits: tuple[str, ...] = ()
    open_ended: bool = True
    pushes: int = 0
    blocks: int = 0
    missing_subdiscipline: bool = False

    @property
    def static(self) -> int:
        """Everything added to the die: attribute + skill + modifiers + 3 per activated trait."""
        return self.attribute + self.skill + self.modifiers + TRAIT_BONUS * len(self.activated_traits)

    @cached_property
    def own_roll(self) -> TenRoll:
        """The roll this spec makes with nothing added (made once per spec)."""
        return self.reading()

    def reading(self, *, extra_pushes: int = 0, extra_blocks: int = 0, bonus: int = 0) -> TenRoll:
        """The roll this spec makes with ``extra_pushes``, ``extra_blocks`` and ``bonus``: a missing
        sub-discipline adds one block (§7.2)."""
        return ten_roll(
            self.static + bonus,
            pushes=self.pushes + extra_pushes,
            blocks=self.blocks + extra_blocks + int(self.missing_subdiscipline),
            open_ended=self.open_ended,
        )


@dataclass(frozen=True)
class RollResult:
    """One rolled roll (§2.1): the faces, the kept die, its explosions and the total.

    Its JSON and breakdown are made once per result: the odds walk shows one result on many paths. The
    JSON is then one dict shared by every output that shows the result, so it is never changed in place.
    """

    pool: tuple[int, ...]
    kept: int
    explosions: tuple[int, ...]
    pushes_applied: int
    blocks_applied: int
    gamble: bool
    first_die_zero: bool
    die_result: int
    total: int
    static: int = field(default=0, compare=False)

    def as_json(self) -> dict[str, Any]:
        """The roll as outputs show it (shared: copy it before changing it)."""
        return self._json

    def describe(self) -> str:
        """``[2,5]best=5 +3 = 8``: the informative breakdown of this roll."""
        return self._described

    @cached_property
    def _json(self) -> dict[str, Any]:
        return {
            "pool": list(self.pool),
            "kept": self.kept,
            "explosions": list(self.explosions),
            "pushes_applied": self.pushes_applied,
            "blocks_applied": self.blocks_applied,
            "gamble": self.gamble,
            "first_die_zero": self.first_die_zero,
            "die_result": self.die_result,
            "total": self.total,
        }

    @cached_property
    def _described(self) -> str:
        if self.gamble:
            text = "gamble(0)"
        else:
            faces = ",".join(str(face) for face in self.pool)
            how = "best" if self.pushes_applied else "worst" if self.blocks_applied else ""
            text = f"[{faces}]{how}={self.kept}"
        text += "".join(f" explode+{face}" for face in self.explosions)
        text += f" {self.static:+d} = {self.total}"
        return text + (" (first die 0)" if self.first_die_zero else "")


@dataclass(frozen=True)
class TenRoll(RollReading[RollResult]):
    """The roll algorithm of §2.1 on a static value: a block beats every push; nines explode and a first
    die of 0 counts only on the kept die of an open-ended roll.

    Read through the kept die and the die result: past a kept nine they tell the explosions, and the
    pool's other faces are only listed."""

    static: int
    pushes: int
    blocks: int
    open_ended: bool

    def roll(self, source: DiceSource) -> RollResult:
        blocks, pushes, open_ended = self.blocks, self.pushes, self.open_ended
        pool = tuple(source.roll_pool(1 + (blocks or pushes), LOW, HIGH, reading=LOWEST if blocks else HIGHEST))
        kept = min(pool) if blocks else max(pool)
        explosions: list[int] = []
        if open_ended and kept == HIGH:
            face = HIGH
            while face == HIGH:
                face = source.roll_extra(LOW, HIGH)
                explosions.append(face)
        die_result = kept + sum(explosions)
        return RollResult(
            pool,
            kept,
            tuple(explosions),
            0 if blocks else pushes,
            blocks,
            False,
            open_ended and kept == 0,
            die_result,
            die_result + self.static,
            self.static,
        )

    def key(self, result: RollResult) -> tuple[int, int]:
        return result.kept, result.die_result

    def gamble(self) -> RollResult:
        """A gamble (chansa) instead of this roll: no die is rolled, it counts as a rolled 0."""
        return RollResult((), 0, (), 0, 0, True, self.open_ended, 0, self.static, self.static)


def ten_roll(static: int, *, pushes: int = 0, blocks: int = 0, open_ended: bool = True) -> TenRoll:
    """The roll of §2.1 on a static value (pushes count only without blocks)."""
    return TenRoll(static, 0 if blocks else pushes, blocks, open_ended)


def roll_spec(
    spec: RollSpec,
    source: DiceSource,
    *,
    extra_pushes: int = 0,
    extra_blocks: int = 0,
    bonus: int = 0,
    gamble: bool = False,
) -> RollResult:
    """``roll(spec, extra_pushes, extra_blocks)``: the spec's roll (:meth:`RollSpec.reading`) read from
    ``source``, or a gamble instead."""
    reading = spec.reading(extra_pushes=extra_pushes, extra_blocks=extra_blocks, bonus=bonus)
    return reading.gamble() if gamble else source.read(reading)


def roll_alone(spec: RollSpec, dice: object) -> tuple[RollResult, list[int]]:
    """An operation's only roll: ``spec`` rolled with its ``dice`` (each forced face used), and the faces."""
    source = dice_source(dice)
    result = roll_spec(spec, source)
    source.finish()
    return result, source.used


@dataclass(frozen=True)
class Check:
    """A roll checked against a number (§2.2)."""

    outcome: str
    margin: int

    @property
    def succeeded(self) -> bool:
        return self.outcome in SUCCEEDED

    @property
    def complication(self) -> bool:
        return self.outcome in (ZEROED, JUST)


def outcome_of(result: RollResult, target: int) -> str:
    """zeroed, failure, success_with_complication or success, the first that applies (§2.2)."""
    if result.first_die_zero:
        return ZEROED if result.total < target else FAILURE
    if result.total < target:
        return FAILURE
    return JUST if result.total == target else SUCCESS


def classify(result: RollResult, target: int) -> Check:
    """The roll checked against ``target`` (§2.2): its outcome and margin."""
    return Check(outcome_of(result, target), result.total - target)


@dataclass(frozen=True)
class Compound:
    """A compound action (sammansatt handling): each step's roll, difficulty and check; the number of
    successes gives the quality."""

    steps: tuple[tuple[RollResult, int, Check], ...]

    @property
    def successes(self) -> int:
        return sum(check.succeeded for _, _, check in self.steps)

    @property
    def quality(self) -> str:
        return QUALITY_TABLE[len(self.steps)][self.successes]


@dataclass(frozen=True)
class CompoundStep(RollReading[tuple[RollResult, Check]]):
    """One step of a compound action, rolled and checked: the action reads it only through the check's
    outcome (the steps' totals and faces are only listed)."""

    spec: RollSpec
    difficulty: int
    bonus: int

    def roll(self, source: DiceSource) -> tuple[RollResult, Check]:
        result = roll_spec(self.spec, source, bonus=self.bonus)
        return result, classify(result, self.difficulty)

    def key(self, result: tuple[RollResult, Check]) -> str:
        return result[1].outcome


def roll_compound(planned: Sequence[tuple[RollSpec, int]], source: DiceSource, *, bonus: int = 0) -> Compound:
    """Each step's spec rolled, in order, and checked against its difficulty."""
    steps = []
    for spec, difficulty in planned:
        result, check = source.read(CompoundStep(spec, difficulty, bonus))
        steps.append((result, difficulty, check))
    return Compound(tuple(steps))


@dataclass(frozen=True)
class Opposed:
    """An opposed roll (§2.3): the initiator's roll checked against the resister's total."""

    initiator: RollResult
    resister: RollResult
    initiator_outcome: str

    @property
    def initiator_wins(self) -> bool:
        return self.initiator_outcome in SUCCEEDED

    @property
    def initiator_zeroed(self) -> bool:
        return self.initiator_outcome == ZEROED

    @property
    def resister_zeroed(self) -> bool:
        return self.initiator_wins and self.resister.first_die_zero and self.resister.total < self.initiator.total

    @property
    def margin(self) -> int:
        return self.initiator.total - self.resister.total


def opposed(initiator: RollResult, resister: RollResult) -> Opposed:
    return Opposed(initiator, resister, outcome_of(initiator, resister.total))


def outcome_key(initiator: RollResult, resister: RollResult) -> tuple[bool, int]:
    """What the initiator's outcome in an opposed roll reads (:func:`outcome_of`): its first die, and
    whether its total is below, equal to or above the resister's."""
    return initiator.first_die_zero, (initiator.total > resister.total) - (initiator.total < resister.total)


@dataclass(frozen=True)
class Contest:
    """Several people roll for one prize (§5.4): the highest (non-zero first die, total) wins; tied
    leaders roll again."""

    winner: str
    rounds: tuple[tuple[tuple[str, RollResult], ...], ...]

    def rounds_json(self) -> list[list[dict[str, Any]]]:
        return [
            [
                {
                    "id": who,
                    "total": result.total,
                    "first_die_zero": result.first_die_zero,
                    "pool": list(result.pool),
                    "explosions": list(result.explosions),
                }
                for who, result in contest_round
            ]
            for contest_round in self.rounds
        ]

    def describe(self) -> str:
        played = " | ".join(
            ",".join(f"{who}={result.total}" for who, result in contest_round) for contest_round in self.rounds
        )
        return f"{played} -> {self.winner}"


Entry = tuple[str, RollSpec, int, int]
"""A contestant: ``(id, spec, extra pushes, extra blocks)``."""


def contest_key(result: RollResult) -> tuple[int, int]:
    """How a contest ranks a roll: a non-zero first die beats a zero one, then the higher total."""
    return (0 if result.first_die_zero else 1, result.total)


@dataclass(frozen=True)
class ContestRoll(RollReading[RollResult]):
    """One contestant's roll in a contest, read only through :func:`contest_key`; a roll-off after a tie
    can repeat without end, so its faces are extra ones, as explosions are."""

    entry: Entry
    roll_off: bool

    def roll(self, source: DiceSource) -> RollResult:
        _, spec, pushes, blocks = self.entry
        return roll_spec(spec, ExtraDice(source) if self.roll_off else source, extra_pushes=pushes, extra_blocks=blocks)

    def key(self, result: RollResult) -> tuple[int, int]:
        return contest_key(result)


class ContestState(NamedTuple):
    """Who still stands (by id), this round's rolls so far (with their best key and its leaders), the
    rounds before, and the winner once one leads alone (a tuple: the odds walk makes one per roll it folds
    in)."""

    standing: tuple[str, ...]
    played: tuple[tuple[str, RollResult], ...] = ()
    best: tuple[int, int] | None = None
    leaders: tuple[str, ...] = ()
    rounds: tuple[tuple[tuple[str, RollResult], ...], ...] = ()
    winner: str | None = None


@dataclass(frozen=True)
class ContestFold(FoldReading[ContestState, Contest]):
    """Roll off the entries in order until one leads alone (§5.4); read only through the winner."""

    entries: tuple[Entry, ...]

    @cached_property
    def _by_id(self) -> Mapping[str, Entry]:
        return {entry[0]: entry for entry in self.entries}

    def start(self) -> ContestState:
        return ContestState(tuple(self._by_id))

    def next(self, state: ContestState) -> ContestRoll | None:
        if state.winner is not None:
            return None
        return ContestRoll(self._by_id[state.standing[len(state.played)]], roll_off=bool(state.rounds))

    def step(self, state: ContestState, result: RollResult) -> ContestState:
        standing = state.standing
        who = standing[len(state.played)]
        played = (*state.played, (who, result))
        key = contest_key(result)
        best, leaders = state.best, state.leaders
        if best is None or key > best:
            best, leaders = key, (who,)
        elif key == best:
            leaders = (*leaders, who)
        if len(played) < len(standing):
            return ContestState(standing, played, best, leaders, state.rounds)
        rounds = (*state.rounds, played)
        if len(leaders) == 1:
            return ContestState(standing, (), None, (), rounds, leaders[0])
        return ContestState(leaders, (), None, (), rounds)

    def state_key(self, state: ContestState) -> Hashable:
        return (state.standing, len(state.played), state.best, state.leaders, bool(state.rounds), state.winner)

    def option_group(self, state: ContestState, result: RollResult) -> Hashable:
        """Below the best so far changes nothing; a round's last roll only ties the best or beats it."""
        key = contest_key(result)
        if state.best is not None and key < state.best:
            return "below"
        if len(state.played) + 1 == len(state.standing):
            return "above" if state.best is None or key > state.best else "tie"
        return key

    def finish(self, state: ContestState) -> Contest:
        assert state.winner is not None
        return Contest(state.winner, state.rounds)

    def key(self, result: Contest) -> str:
        return result.winner


def contest(entries: Sequence[Entry], source: DiceSource) -> Contest:
    """Roll off ``(id, spec, extra pushes, extra blocks)`` entries in order until one leads alone."""
    return source.read(ContestFold(tuple(entries)))
