"""Settings come from the environment; a value that cannot work is refused at start, naming it."""

from __future__ import annotations

import re

import pytest
from pydantic import ValidationError

from app.settings import Settings


@pytest.mark.parametrize(
    ("environment", "complaint"),
    [
        ({"DATABASE_URL": "mysql://root@localhost/rules"}, "DATABASE_URL must be sqlite:///... or postgresql://..."),
        ({"REDIS_URL": "http://127.0.0.1:6379"}, "REDIS_URL must be redis://..., rediss://... or unix://..."),
        ({"RATE_LIMIT_WRITES": "lots"}, "'lots' is not a rate such as '30/minute' or '5 per second'"),
        ({"WORKERS": "2"}, "WORKERS > 1 needs REDIS_URL"),
    ],
)
def test_a_setting_that_cannot_work_is_refused(
    monkeypatch: pytest.MonkeyPatch, environment: dict[str, str], complaint: str
) -> None:
    monkeypatch.delenv("REDIS_URL", raising=False)  # the WORKERS case must not find one in the caller's shell
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(ValidationError, match=re.escape(complaint)):
        Settings()


def test_several_workers_share_redis(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WORKERS", "2")
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/0")
    assert Settings().workers == 2
