"""The server's own dice, scripted: faces a test queues are what :class:`RandomDice` shows next (then the
CSPRNG again). Declarations bring no dice, so a test that scripts a phase resolving on its last
declaration tells the server what its dice will show instead."""

from __future__ import annotations

from collections import deque

from app.rules.dice.source import RandomDice

QUEUED: deque[int] = deque()
_csprng_face = RandomDice._next_face


def scripted_face(source: RandomDice, low: int, high: int, step: int) -> int:
    """Replaces ``RandomDice._next_face``: the next queued face, or the CSPRNG's when none is queued."""
    if not QUEUED:
        return _csprng_face(source, low, high, step)
    face = QUEUED.popleft()
    if not low <= face <= high or (face - low) % step:
        raise AssertionError(f"the test queued {face} for a die of {low}..{high} in steps of {step}")
    return face
