"""The release ranges the adapters of library internals were checked against (app/releases.py)."""

from __future__ import annotations

import logging

import pytest

from app import releases
from app.releases import CheckedReleases, release_numbers


def test_release_numbers_ignore_pre_release_and_local_parts() -> None:
    assert release_numbers("2.1.9") == (2, 1, 9)
    assert release_numbers("0.55.0rc1") == (0, 55, 0)
    assert release_numbers("17.4+local") == (17, 4)
    with pytest.raises(ValueError, match="not a release number"):
        release_numbers("main")


@pytest.mark.parametrize(
    ("installed", "holds"), [("0.54.0", True), ("0.54.9", True), ("0.55.0", False), ("0.53.2", False)]
)
def test_a_range_holds_from_its_lowest_release_to_below_its_bound(
    installed: str, holds: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(releases, "version", lambda _name: installed)
    assert CheckedReleases("uvicorn", "0.54", "0.55", uses="its connection").hold() is holds


def test_the_log_says_once_that_an_adapter_does_without_the_internals(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(releases, "version", lambda _name: "3.0")
    checked = CheckedReleases("sqlalchemy", "2.1", "2.2", uses="compiled statements")
    with caplog.at_level(logging.WARNING, logger="app.releases"):
        assert not checked.hold()
        assert not checked.hold()
    assert [record.getMessage() for record in caplog.records] == [
        "sqlalchemy 3.0 is not a release its adapter was checked against (2.1 to below 2.2): it does without "
        "compiled statements"
    ]
    assert "widen its range" in checked.explain()
