"""limits' in-process storage, swept less often: the adapter that holds this project's one use of the
``limits`` library's internals (``MemoryStorage``'s name-mangled private hook ``__schedule_expiry``).

limits' own sweep starts again on every hit once the last one has finished, and visits every key: with a
thousand active tokens that took 15 % of the event loop (bench/sessions.py). A counter past its expiry
reads as zero whether swept or not, so sweeping at most once a second only keeps it in memory a little
longer. On a limits release the override was not checked against, :func:`memory_storage` gives limits'
own storage: the same limits, swept as often as the library likes.
"""

from __future__ import annotations

import math
import time

from limits.aio.storage import MemoryStorage

from app.releases import CheckedReleases

CHECKED = CheckedReleases("limits", "5.8", "6", uses="MemoryStorage's private __schedule_expiry hook")
HOOK = "_MemoryStorage__schedule_expiry"
SWEEP_SECONDS = 1.0


class SweepingMemoryStorage(MemoryStorage):
    """limits' in-process storage, sweeping out expired counters at most once a second."""

    _swept_at = -math.inf

    async def _MemoryStorage__schedule_expiry(self) -> None:  # noqa: N802 (the base class's private hook, mangled)
        now = time.monotonic()
        if now - self._swept_at >= SWEEP_SECONDS:
            self._swept_at = now
            await super()._MemoryStorage__schedule_expiry()  # type: ignore[misc]  # mypy does not mangle


def memory_storage() -> MemoryStorage:
    """The sweeping storage on a limits release it was checked against (and that still has the hook), else
    limits' own."""
    if CHECKED.hold() and callable(getattr(MemoryStorage, HOOK, None)):
        return SweepingMemoryStorage()
    return MemoryStorage()
