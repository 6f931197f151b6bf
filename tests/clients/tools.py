"""The tools a client's developer runs, run as they would run them (:func:`run`), and the Node ones among
them: pinned by tests/clients/package-lock.json and installed with ``npm ci`` (:func:`install`).

Installing takes a while, so it happens again only when the lock file changed since the last install
(its digest is kept in ``node_modules/``). Without Node 20+ and npm the client tests are skipped with the
reason, except under ``CI=true``, where that fails the run.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest

from tests.e2e.conftest import ServerProcess, start_server

CLIENTS = Path(__file__).resolve().parent
BUILD = CLIENTS / ".build"
"""Where the generated code and the compiled scripts go (ignored by git)."""
NODE_MAJOR = 20
GENEROUS = {f"RATE_LIMIT_{kind}": "1000000/minute" for kind in ("WRITES", "SESSIONS", "HELLOS")}


def run(
    command: Sequence[str | Path], *, cwd: Path = CLIENTS, env: Mapping[str, str] | None = None, timeout: float = 240
) -> str:
    """Run a tool as a developer would in a shell; its output, or a failure that shows it."""
    done = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    output = done.stdout + done.stderr
    if done.returncode != 0:
        pytest.fail(f"{' '.join(map(str, command))} exited with {done.returncode}:\n{output[-6000:]}")
    return done.stdout


def _unavailable(why: str) -> None:
    message = f"the client tests need Node {NODE_MAJOR}+ and npm ({why})"
    if os.environ.get("CI") == "true":
        pytest.fail(message)
    pytest.skip(message)


def install(folder: Path = CLIENTS) -> None:
    """``npm ci`` in ``folder`` from its lock file, unless its node_modules was installed from this very lock
    file (the client tests' tools here, or a client package's, clients/typescript/)."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        _unavailable("not found on PATH")
        return
    version = run([node, "--version"]).strip().lstrip("v")
    if int(version.split(".")[0]) < NODE_MAJOR:
        _unavailable(f"found Node {version}")
    digest = hashlib.sha256((folder / "package-lock.json").read_bytes()).hexdigest()
    stamp = folder / "node_modules" / ".installed-from-lock"
    if stamp.exists() and stamp.read_text() == digest:
        return
    run([npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=folder, timeout=600)
    stamp.write_text(digest)


def tool(name: str) -> Path:
    """An installed package's command (``tsc``, ``openapi-typescript``)."""
    return CLIENTS / "node_modules" / ".bin" / name


def websocket_node() -> list[str]:
    """``node`` with the global WebSocket browsers have: behind a flag in Node 20 and 21."""
    major = int(run(["node", "--version"]).strip().lstrip("v").split(".")[0])
    return ["node", "--experimental-websocket"] if major < 22 else ["node"]


def serve(folder: Path, **env: str) -> ServerProcess:
    """The server as ``make run`` starts it (``python -m app``: the real app, nothing registered for tests)."""
    return start_server(
        {"DATABASE_URL": f"sqlite:///{folder / 'rules.db'}", **GENEROUS, **env}, folder / "server.log", module="app"
    )
