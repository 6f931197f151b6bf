"""Run the real server for the end-to-end tests, with the Duel test double registered beside the systems.

``python -m tests.e2e.server`` takes the same environment as ``python -m app``.
"""

from __future__ import annotations

from app import rules
from app.__main__ import main
from tests.fake_system import DUEL

if __name__ == "__main__":
    registry = rules.SYSTEMS
    assert isinstance(registry, dict)
    registry[DUEL.id] = DUEL
    main()
