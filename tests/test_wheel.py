"""The package as an operator installs it: the built wheel in a fresh virtual environment, run from an empty
folder (no source tree in sight), migrates and serves.

The wheel's dependencies are the locked versions (``uv export``), installed by uv from its cache: a
fresh environment in seconds rather than a resolution and download of every dependency.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.e2e.conftest import ROOT, free_port
from tests.services import unavailable

pytestmark = pytest.mark.slow


def uv() -> str:
    """The Makefile's uv (it exports ``UV``), else one on the PATH."""
    found = os.environ.get("UV") or shutil.which("uv") or str(ROOT / ".tools" / "bin" / "uv")
    if not Path(found).exists():
        unavailable("uv", "`make test` installs it into .tools")
    return found


def run(*command: str | Path, cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, f"{command}: {done.stdout}\n{done.stderr}"
    return done.stdout


def operator_env(venv: Path, port: int) -> dict[str, str]:
    """A shell's environment with the new venv first on the PATH and nothing of this test run's Python."""
    env = {
        name: value
        for name, value in os.environ.items()
        if name not in {"PYTHONPATH", "VIRTUAL_ENV", "DATABASE_URL", "REDIS_URL", "WORKERS"}
    }
    return {**env, "PATH": f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}", "PORT": str(port)}


def test_the_wheel_installs_migrates_and_serves_from_an_empty_folder(tmp_path: Path) -> None:
    tool = uv()
    dist, venv, empty = tmp_path / "dist", tmp_path / "venv", tmp_path / "empty"
    empty.mkdir()
    run(tool, "build", "--wheel", "--out-dir", dist, "--no-progress", ROOT, cwd=ROOT)
    [wheel] = dist.glob("rules_server-*.whl")
    locked = tmp_path / "requirements.txt"
    run(tool, "export", "--frozen", "--no-emit-project", "--no-hashes", "--output-file", locked, cwd=ROOT)
    run(tool, "venv", "--python", sys.executable, venv, cwd=tmp_path)
    run(tool, "pip", "install", "--python", venv / "bin" / "python", "-r", locked, wheel, cwd=tmp_path)

    port = free_port()
    env = operator_env(venv, port)
    where = run(
        "python", "-c", "import app, migrations; print(app.__file__); print(migrations.__file__)", cwd=empty, env=env
    )
    assert all(Path(line).is_relative_to(venv) for line in where.split())  # the installed copy, not the source
    run("rules-server", "migrate", cwd=empty, env=env)
    assert (empty / "data" / "rules.db").exists()

    log = tmp_path / "server.log"
    with log.open("wb") as output:
        server = subprocess.Popen(["rules-server", "serve"], cwd=empty, env=env, stdout=output, stderr=output)
    try:
        answer = _wait_for_health(f"http://127.0.0.1:{port}", server, log)
        assert answer.json() == {"status": "ok", "store": "ok", "broadcaster": "ok"}
        rolled = httpx.post(f"http://127.0.0.1:{port}/v1/rolls", json={"expression": "4d6kh3+2", "dice": [3, 5, 1, 6]})
        assert rolled.json()["total"] == 16  # the grammar and the catalogues are in the wheel too
        page = httpx.get(f"http://127.0.0.1:{port}/table/")
        assert page.status_code == 200
        assert '<script type="module" src="table.js">' in page.text  # and the web client with its bundle
        assert httpx.get(f"http://127.0.0.1:{port}/table/table.js").status_code == 200
    finally:
        server.terminate()
        server.wait(timeout=30)


def _wait_for_health(url: str, server: subprocess.Popen[bytes], log: Path) -> httpx.Response:
    for _ in range(300):
        if server.poll() is not None:
            pytest.fail(f"the server exited: {log.read_text()[-3000:]}")
        try:
            response = httpx.get(f"{url}/v1/health", timeout=1)
        except httpx.TransportError:
            time.sleep(0.1)
            continue
        assert response.status_code == 200, response.text
        return response
    pytest.fail(f"no answer from {url}: {log.read_text()[-3000:]}")
