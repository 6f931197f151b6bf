"""The releases of a library that an adapter of its internals was checked against.

Where a measured gain needs a library's internals (a private hook, a connection's attributes), one adapter
module holds that code and a :class:`CheckedReleases`: on a release outside the range it was checked
against, the adapter takes its plain path through the library's public API instead, and says so once in
the log. Each adapter's test fails while the installed release is outside its range (``make test-latest``
runs the suite against the newest releases pyproject.toml allows), so that widening the range is a
decision made with the internals in view.
"""

from __future__ import annotations

import logging
import re
from importlib.metadata import version

logger = logging.getLogger("app.releases")


def release_numbers(text: str) -> tuple[int, ...]:
    """``"2.1.9"`` → ``(2, 1, 9)``; a pre-release or local part counts as its release (``"0.55.0rc1"`` →
    ``(0, 55, 0)``)."""
    numbers = re.match(r"\d+(?:\.\d+)*", text)
    if numbers is None:
        raise ValueError(f"not a release number: {text!r}")
    return tuple(int(part) for part in numbers.group().split("."))


class CheckedReleases:
    """``distribution`` from ``lowest`` up to, not including, ``below`` (``CheckedReleases("uvicorn", "0.54",
    "0.55")``); ``uses`` says what of its internals the adapter relies on, for the log and the test."""

    def __init__(self, distribution: str, lowest: str, below: str, uses: str) -> None:
        self.distribution = distribution
        self.lowest = release_numbers(lowest)
        self.below = release_numbers(below)
        self.range = f"{lowest} to below {below}"
        self.uses = uses
        self._hold: bool | None = None

    @property
    def installed(self) -> str:
        return version(self.distribution)

    def hold(self) -> bool:
        """Whether the installed release is one the adapter was checked against; the first time it is not,
        the log says the adapter takes its plain path."""
        if self._hold is None:
            self._hold = self.lowest <= release_numbers(self.installed) < self.below
            if not self._hold:
                logger.warning(
                    "%s %s is not a release its adapter was checked against (%s): it does without %s",
                    self.distribution,
                    self.installed,
                    self.range,
                    self.uses,
                )
        return self._hold

    def explain(self) -> str:
        """For a failing test: what changed and what to do."""
        return (
            f"{self.distribution} {self.installed} is outside {self.range}, the releases its adapter was checked "
            f"against: check that {self.uses} still works as the adapter expects, then widen its range"
        )
