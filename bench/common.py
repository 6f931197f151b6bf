"""What every benchmark script shares: processes on free ports, CPU and memory of a process, tables."""

from __future__ import annotations

import os
import signal
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Process:
    """A process started for a benchmark, stopped with it."""

    def __init__(self, args: Sequence[str], env: Mapping[str, str] | None = None, log: Path | None = None) -> None:
        self.log = log or Path(os.devnull)
        with self.log.open("ab") as output:
            # A group of its own: a server with several workers is stopped with its workers.
            self.popen = subprocess.Popen(
                list(args),
                cwd=ROOT,
                env={**os.environ, **(env or {})},
                stdout=output,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

    @property
    def pid(self) -> int:
        return self.popen.pid

    def cpu_seconds(self, *, main_thread: bool = False) -> float:
        """User + system CPU time the process (or only its main thread, the event loop's) has used so far."""
        path = f"/proc/{self.pid}/task/{self.pid}/stat" if main_thread else f"/proc/{self.pid}/stat"
        fields = Path(path).read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS

    def rss_kib(self) -> int:
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise RuntimeError("no VmRSS")

    def stop(self) -> None:
        if self.popen.poll() is None:
            self.popen.terminate()
            try:
                self.popen.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.popen.pid, signal.SIGKILL)  # the workers too, or they outlive the bench
                self.popen.wait()


def wait_healthy(url: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if httpx.get(url, timeout=1).status_code < 500:
                return
        except httpx.TransportError:
            time.sleep(0.1)
    raise RuntimeError(f"{url} did not answer within {timeout} s")


def start_rules_server(port: int, database: Path, extra_env: Mapping[str, str] | None = None) -> Process:
    """The rules server as `python -m app` runs it, plus the bench-only bare route (bench/server.py).

    On the embedded default (a fresh SQLite file), or on the scaled path when BENCH_DATABASE_URL
    (postgresql://..., an empty database) and BENCH_REDIS_URL are set.
    """
    limits = {f"RATE_LIMIT_{kind}": "100000000/minute" for kind in ("WRITES", "SESSIONS", "HELLOS")}
    env = {
        "DATABASE_URL": os.environ.get("BENCH_DATABASE_URL", f"sqlite:///{database}"),
        "PORT": str(port),
        "SOCKET_BACKLOG": "100000",
        **({"LOOP": os.environ["LOOP"]} if os.environ.get("LOOP") else {}),  # else the server's default
        **limits,
        **({"REDIS_URL": os.environ["BENCH_REDIS_URL"]} if os.environ.get("BENCH_REDIS_URL") else {}),
        **(extra_env or {}),
    }
    process = Process([sys.executable, "-m", "bench.server"], env, database.with_suffix(".log"))
    try:
        # Generous: on a loaded machine uvicorn restarts a worker that took more than 5 s to start.
        wait_healthy(f"http://127.0.0.1:{port}/v1/health", timeout=120)
    except BaseException:
        process.stop()
        raise
    return process


def percentile(values: Sequence[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A Markdown table, ready for the README."""
    text = [[str(cell) for cell in row] for row in rows]
    widths = [max(len(header), *(len(row[i]) for row in text)) for i, header in enumerate(headers)]
    lines = ["| " + " | ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)) + " |"]
    lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    lines += ["| " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + " |" for row in text]
    return "\n".join(lines)
