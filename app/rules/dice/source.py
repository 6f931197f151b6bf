"""One dice source abstraction: faces from the OS CSPRNG for play, or forced faces given by the caller.

Every source records the faces it hands out, in order, so a result can always report ``dice``.
A source serves one request: create a new one per operation, never share one across requests.
"""

from __future__ import annotations

import secrets
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Self

from app.rules.dice.reading import PoolReading, RollReading, T
from app.rules.errors import InputError


@dataclass(frozen=True)
class DiceWording:
    """How a system words its forced-dice errors (the specs fix these messages).

    Templates may use ``{index}`` (0-based position), ``{face}``, ``{low}``, ``{high}``, ``{faces}`` (the
    die's faces: ``1..6``, or ``0, 10, ..., 90``) and ``{count}``.
    """

    not_a_list: str = "must be a list of integer faces"
    non_integer_face: str = "must be a list of integer faces"
    bad_face: str = "face {face} outside {low}..{high}"
    too_few: str = "needed more faces"
    left_over: str = "faces left over"
    too_many: str = "at most {count} faces"


class DiceSource(ABC):
    """Hands out die faces one at a time and records them."""

    def __init__(self) -> None:
        self.used: list[int] = []

    @property
    @abstractmethod
    def forced(self) -> bool:
        """True when the faces come from the caller rather than the CSPRNG."""

    def roll(self, low: int, high: int, step: int = 1) -> int:
        """One face of a die printed ``low``..``high`` (for example 1..6, or 0..9 for a d10 read 0-9).

        ``step`` numbers the faces in steps: a tens die ``roll(0, 90, step=10)`` shows 0, 10, ..., 90.
        """
        face = self._next_face(low, high, step)
        self.used.append(face)
        return face

    def roll_extra(self, low: int, high: int, step: int = 1) -> int:
        """A face rolled only because an earlier face exploded (open-ended dice).

        Play and forced dice treat it as any other face; the odds engine counts these to cap how deep
        it follows an explosion chain.
        """
        return self.roll(low, high, step)

    def roll_pool(
        self, count: int, low: int, high: int, step: int = 1, *, reading: PoolReading | None = None
    ) -> list[int]:
        """``count`` faces of one die size whose use does not depend on their order (a dice pool).

        Play and forced dice roll them one after another; the odds engine walks each multiset of faces
        once instead of every ordering of it, or only one pool per outcome of ``reading`` when the rule
        reads the pool through no more than that.
        """
        return [self.roll(low, high, step) for _ in range(count)]

    def read(self, reading: RollReading[T]) -> T:
        """A roll the rule reads only through ``reading.key``: play and forced dice roll it as it comes;
        the odds engine walks it once and takes one result per key."""
        return reading.roll(self)

    @abstractmethod
    def finish(self) -> None:
        """Call when the operation is done: a forced source refuses faces left unused."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, error: type[BaseException] | None, *_: object) -> None:
        """A ``with`` block over a source is the rolls of one operation: once it ends without an error,
        :meth:`finish`."""
        if error is None:
            self.finish()

    @abstractmethod
    def _next_face(self, low: int, high: int, step: int) -> int: ...


class ExtraDice(DiceSource):
    """A view of ``inner`` whose every face is an extra one (:meth:`DiceSource.roll_extra`), for rolls that
    only happen because earlier ones tied and can repeat without end (a roll-off)."""

    def __init__(self, inner: DiceSource) -> None:
        super().__init__()
        self._inner = inner

    @property
    def forced(self) -> bool:
        return self._inner.forced

    def _next_face(self, low: int, high: int, step: int) -> int:
        return self._inner.roll_extra(low, high, step)

    def finish(self) -> None:
        self._inner.finish()


class RandomDice(DiceSource):
    """Faces from the operating system's CSPRNG, never a seeded, shared generator.

    The OS's random bytes are read a chunk at a time (one system call for a whole request's dice, where
    ``secrets.randbelow`` makes one per draw) and turned into faces by rejection sampling, so every face
    of a die stays exactly as likely as any other.
    """

    forced = False
    CHUNK = 64

    def __init__(self) -> None:
        super().__init__()
        self._bytes = b""
        self._offset = 0

    def _take(self, count: int) -> int:
        if self._offset + count > len(self._bytes):
            self._bytes = secrets.token_bytes(max(self.CHUNK, count))
            self._offset = 0
        start, self._offset = self._offset, self._offset + count
        return int.from_bytes(self._bytes[start : self._offset], "big")

    def _next_face(self, low: int, high: int, step: int) -> int:
        sides = (high - low) // step + 1
        width = (sides - 1).bit_length() // 8 + 1  # bytes enough to cover the range
        span = 256**width
        limit = span - span % sides  # draws at or above it would favour the low faces: drawn again
        while True:
            draw = self._take(width)
            if draw < limit:
                return low + draw % sides * step

    def finish(self) -> None:
        """Random dice are never left over."""


class ForcedDice(DiceSource):
    """Faces given by the caller (physical dice, replays, tests), consumed in order."""

    forced = True

    def __init__(self, faces: Sequence[int], wording: DiceWording = DiceWording(), field: str = "dice") -> None:
        super().__init__()
        self._faces = list(faces)
        self._wording = wording
        self._field = field

    @property
    def remaining(self) -> int:
        return len(self._faces) - len(self.used)

    def _next_face(self, low: int, high: int, step: int) -> int:
        position = len(self.used)
        if position >= len(self._faces):
            raise InputError(self._field, self._wording.too_few)
        face = self._faces[position]
        if not low <= face <= high or (face - low) % step:
            faces = f"{low}..{high}" if step == 1 else f"{low}, {low + step}, ..., {high}"
            message = self._wording.bad_face.format(index=position, face=face, low=low, high=high, faces=faces)
            raise InputError(self._field, message)
        return face

    def finish(self) -> None:
        if self.remaining:
            raise InputError(self._field, self._wording.left_over.format(count=self.remaining))


_PLAY_DICE: ContextVar[Callable[[], DiceSource]] = ContextVar("play_dice", default=RandomDice)


def play_dice() -> DiceSource:
    """The source for a roll nobody forced: the CSPRNG, unless :func:`dice_for_play` says otherwise."""
    return _PLAY_DICE.get()()


@contextmanager
def dice_for_play(factory: Callable[[], DiceSource]) -> Iterator[None]:
    """Within the block, unforced rolls take their faces from ``factory()`` (the odds engine walks every
    face this way through the rule functions themselves)."""
    token = _PLAY_DICE.set(factory)
    try:
        yield
    finally:
        _PLAY_DICE.reset(token)


def dice_from_input(
    raw: object,
    wording: DiceWording = DiceWording(),
    *,
    face_range: tuple[int, int] | None = None,
    max_faces: int = 1000,
    field: str = "dice",
) -> DiceSource:
    """The dice source for an operation's ``dice`` input: CSPRNG when absent (or null), forced otherwise.

    With ``face_range`` every face is checked up front (systems whose die never changes size);
    without it each face is checked against its die when it is consumed.
    """
    if raw is None:
        return play_dice()
    if not isinstance(raw, list):
        raise InputError(field, wording.not_a_list)
    if len(raw) > max_faces:
        raise InputError(field, wording.too_many.format(count=max_faces))
    for index, face in enumerate(raw):
        # JSON booleans are not faces, and 2.0 is not an integer.
        if not isinstance(face, int) or isinstance(face, bool):
            low, high = face_range or (None, None)
            raise InputError(field, wording.non_integer_face.format(index=index, face=face, low=low, high=high))
        if face_range is not None and not face_range[0] <= face <= face_range[1]:
            low, high = face_range
            message = wording.bad_face.format(index=index, face=face, low=low, high=high, faces=f"{low}..{high}")
            raise InputError(field, message)
    return ForcedDice(raw, wording, field)
