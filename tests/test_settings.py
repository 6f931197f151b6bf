"""Settings come from the environment; a value that cannot work is refused at start, naming it."""

from __future__ import annotations

import re
import resource

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
        ({"CORS_ALLOWED_ORIGINS": "https://vtt.example/"}, "'https://vtt.example/' is not an origin such as"),
        ({"WS_ALLOWED_ORIGINS": "vtt.example"}, "'vtt.example' is not an origin such as"),
        ({"CORS_ALLOWED_ORIGINS": "*, https://vtt.example"}, "'*' allows any origin: list no others beside it"),
        ({"FORWARDED_ALLOW_IPS": "10.0.0.2, proxy.local"}, "'proxy.local' is not an address or network such as"),
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


def test_origins_are_any_by_default_and_a_comma_separated_list_otherwise(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("CORS_ALLOWED_ORIGINS", "WS_ALLOWED_ORIGINS"):
        monkeypatch.delenv(name, raising=False)
    assert Settings().cors_allowed_origins == Settings().ws_allowed_origins == ("*",)
    monkeypatch.setenv("CORS_ALLOWED_ORIGINS", "https://VTT.example, http://localhost:5173,capacitor://localhost")
    monkeypatch.setenv("WS_ALLOWED_ORIGINS", "")
    settings = Settings()
    # As browsers send them: scheme and host in lower case.
    assert settings.cors_allowed_origins == ("https://vtt.example", "http://localhost:5173", "capacitor://localhost")
    assert settings.ws_allowed_origins == ()  # no web page at all; clients that send no Origin still may


def test_no_proxy_is_believed_unless_configured(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FORWARDED_ALLOW_IPS", raising=False)
    assert Settings().forwarded_allow_ips == ()
    monkeypatch.setenv("FORWARDED_ALLOW_IPS", "10.0.0.2, 192.168.0.0/16")
    assert Settings().forwarded_allow_ips == ("10.0.0.2", "192.168.0.0/16")


def test_connections_are_bounded_below_the_open_file_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MAX_CONNECTIONS", raising=False)
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    assert Settings().connection_limit == max(16, soft - 100)
    monkeypatch.setenv("MAX_CONNECTIONS", "500")
    assert Settings().connection_limit == 500
