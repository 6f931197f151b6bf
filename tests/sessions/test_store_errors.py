"""The store's failures become 503s that say whether the store is overloaded or away."""

from __future__ import annotations

import pytest
from sqlalchemy import exc

from app.sessions.errors import Unavailable
from app.sessions.store.sql import _unavailable

UNREACHABLE = "the session store is unreachable; try again shortly"


@pytest.mark.parametrize(
    ("error", "message"),
    [
        (exc.TimeoutError("QueuePool limit reached"), "the session store is busy; try again shortly"),
        (exc.OperationalError("SELECT 1", {}, OSError("refused")), UNREACHABLE),
        (OSError("refused"), UNREACHABLE),
    ],
)
def test_a_full_pool_is_busy_and_a_lost_connection_unreachable(error: Exception, message: str) -> None:
    unavailable = _unavailable(error)
    assert isinstance(unavailable, Unavailable)
    assert str(unavailable) == message
