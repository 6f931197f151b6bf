"""``rules-server`` (and ``python -m app``): its commands, run as an operator runs them, in a process."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path


def run(*arguments: str, cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", *arguments],
        cwd=cwd,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_help_lists_the_commands(tmp_path: Path) -> None:
    shown = run("--help", cwd=tmp_path)
    assert shown.returncode == 0
    assert "serve" in shown.stdout
    assert "migrate" in shown.stdout


def test_migrate_from_another_folder_brings_the_database_to_the_newest_schema(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = run("migrate", cwd=elsewhere, DATABASE_URL="sqlite:///./data/rules.db", LOG_FORMAT="json")
    assert done.returncode == 0, done.stderr
    assert "Running upgrade" in done.stderr
    with sqlite3.connect(elsewhere / "data" / "rules.db") as database:
        tables = {row[0] for row in database.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        version = database.execute("SELECT version_num FROM alembic_version").fetchone()
    assert {"sessions", "events", "members", "signing_keys"} <= tables
    assert version is not None


def test_bad_settings_end_the_command_with_what_is_wrong(tmp_path: Path) -> None:
    refused = run("migrate", cwd=tmp_path, DATABASE_URL="mysql://somewhere/db")
    assert refused.returncode == 1
    assert "DATABASE_URL must be sqlite:///... or postgresql://..." in refused.stderr
    assert not (tmp_path / "data").exists()
