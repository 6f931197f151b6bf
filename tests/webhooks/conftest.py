"""An app whose webhooks may reach loopback (the local receiver), retrying quickly."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.settings import Settings
from tests.webhooks.receiver import Receiver, receiver


@pytest.fixture
def retry_for() -> float:
    return 86400.0


@pytest.fixture
def settings(settings: Settings, retry_for: float) -> Settings:
    return Settings.model_validate(
        {
            **settings.model_dump(),
            "webhook_allowed_networks": "127.0.0.0/8",
            "webhook_backoff": 0.05,
            "webhook_poll_every": 0.05,
            "webhook_retry_for": retry_for,
        }
    )


@pytest.fixture
def hook() -> Iterator[Receiver]:
    with receiver() as started:
        yield started
