"""The odds of a contest (§5.4) by rank instead of by roll order: who wins, key by key.

The walk folds the contestants' rolls one after another, with the best so far in its state, so it steps
every state through every key of the next roll. Who wins reads only the ranks: a contestant wins alone
at key ``k`` when the others all rolled below ``k``; a set of contestants tied at ``k`` above the rest
rolls off (every roll-off die an extra one, as in :class:`ContestRoll`). So each contestant's roll is
walked once by key, the chance of rolling below each key summed once, and each key's winners and ties
taken from those. Explosions and roll-offs share the explosion depth as on a walked path (masses by
extras, combined with :meth:`Mass.within`); tests hold the answer to the walk's.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.rules.fimbulvinter.dice import ContestRoll, Entry, contest_key
from app.rules.odds.enumerate import Clock, Limits, Mass, Walked, read_classes

MAX_CONTESTANTS = 5
"""Beyond this many contestants the ties at one key are too many sets to list: the contest is walked."""

Winners = dict[str, Mass]
"""The mass of every path on which each contestant wins."""


def contest_winners(entries: Sequence[Entry], limits: Limits) -> tuple[Winners, int] | None:
    """Each contestant's chance to win and the evaluations it took, or None beyond
    :data:`MAX_CONTESTANTS`."""
    if len(entries) > MAX_CONTESTANTS:
        return None
    contest = _Contest(limits)
    return contest.winners(tuple(entries), roll_off=False), contest.evaluations


class _Contest:
    def __init__(self, limits: Limits) -> None:
        self._limits = limits
        self._clock = Clock.start(limits.max_seconds)
        self._none = Mass((0,) * (limits.explosion_depth + 1), 1)
        self._roll_offs: dict[tuple[str, ...], Winners] = {}
        self._rolls: dict[tuple[str, bool], dict[tuple[int, int], Mass]] = {}
        self._walked: Walked = {}
        self.evaluations = 0
        """Evaluations of the rolls' walks (each roll walked once, as the fold walks it)."""

    def winners(self, entries: tuple[Entry, ...], *, roll_off: bool) -> Winners:
        """Who wins among ``entries`` (a roll-off when ``roll_off``): every win alone at a key, and every tie
        at a key above the rest followed by its roll-off. A roll-off that ties all of its contestants
        again is the roll-off itself once more: its chances are the fixed point, reached in a few rounds
        since each roll-off takes an extra die per contestant."""
        ids = tuple(entry[0] for entry in entries)
        masses = {entry[0]: self._by_key(entry, roll_off) for entry in entries}
        keys = sorted({key for by_key in masses.values() for key in by_key})
        below = dict.fromkeys(ids, self._none)
        won: Winners = dict.fromkeys(ids, self._none)
        again = self._none
        for key in keys:
            self._clock.check()
            for tied, mass in self._tops(ids, key, masses, below):
                if len(tied) == 1:
                    won[tied[0]] = won[tied[0]].plus(mass)
                elif roll_off and len(tied) == len(ids):
                    again = again.plus(mass)
                else:
                    for who, off in self._roll_off(tuple(e for e in entries if e[0] in tied)).items():
                        won[who] = won[who].plus(mass.within(off))
            for who in ids:
                if key in masses[who]:
                    below[who] = below[who].plus(masses[who][key])
        if any(again.counts):
            settled = dict(won)
            for _ in range(self._limits.explosion_depth + 1):
                won = {who: settled[who].plus(again.within(won[who])) for who in ids}
        return won

    def _tops(
        self,
        ids: tuple[str, ...],
        key: tuple[int, int],
        masses: dict[str, dict[tuple[int, int], Mass]],
        below: dict[str, Mass],
    ) -> list[tuple[tuple[str, ...], Mass]]:
        """Every set of contestants that can roll ``key`` while the rest roll below it, with its mass: built
        contestant by contestant, a set dropped as soon as its mass is none."""
        sets: list[tuple[tuple[str, ...], Mass | None]] = [((), None)]
        for who in ids:
            grown: list[tuple[tuple[str, ...], Mass | None]] = []
            for tied, mass in sets:
                for joined, part in ((True, masses[who].get(key)), (False, below[who])):
                    if part is None or not any(part.counts):
                        continue
                    combined = part if mass is None else mass.within(part)
                    if any(combined.counts):
                        grown.append(((*tied, who) if joined else tied, combined))
            sets = grown
        return [(tied, mass) for tied, mass in sets if tied and mass is not None]

    def _roll_off(self, entries: tuple[Entry, ...]) -> Winners:
        ids = tuple(entry[0] for entry in entries)
        known = self._roll_offs.get(ids)
        if known is None:
            known = self._roll_offs[ids] = self.winners(entries, roll_off=True)
        return known

    def _by_key(self, entry: Entry, roll_off: bool) -> dict[tuple[int, int], Mass]:
        """The mass of each key of the contestant's roll (walked once per contest)."""
        known = self._rolls.get((entry[0], roll_off))
        if known is not None:
            return known
        classes, evaluations = read_classes(ContestRoll(entry, roll_off), self._limits, self._clock, self._walked)
        self.evaluations += evaluations
        known = self._rolls[(entry[0], roll_off)] = {contest_key(read.result): read.mass for read in classes}
        return known
