"""HTTP throughput and latency of the rule routes against a bare route in the same server process.

    .venv/bin/python -m bench.http [--seconds 5] [--rounds 3] [--connections 32]

wrk (Debian package `wrk`) loads one server process over loopback. Each round measures every target once,
in turn, so the bare reference and the real routes see the same machine; the table gives medians over
the rounds and each target's throughput as a ratio of the bare route's (target ≥ 0.85).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.common import free_port, median, start_rules_server, table

TARGETS: list[tuple[str, str, dict[str, object]]] = [
    ("bare route (reference)", "/bench/bare", {"expression": "4d6kh3+2"}),
    ("POST /v1/rolls 4d6kh3+2", "/v1/rolls", {"expression": "4d6kh3+2"}),
    ("fimbulvinter/check", "/v1/systems/fimbulvinter/check", {"attribute": 1, "skill": 4, "difficulty": "challenging"}),
    ("terminus-alfa/check", "/v1/systems/terminus-alfa/check", {"ability": 11, "grade": {"fixed": 20}}),
    ("ars-magica/check", "/v1/systems/ars-magica/check", {"characteristic": 2, "ability": 3, "ease_factor": 9}),
    ("i-rikets-tjanst/roll", "/v1/systems/i-rikets-tjanst/roll", {"attr_a": 3, "attr_b": 2, "difficulty": "hard"}),
]
UNITS = {"us": 1e-3, "ms": 1.0, "s": 1e3}


def lua_for(body: dict[str, object], folder: Path, index: int) -> Path:
    script = folder / f"target{index}.lua"
    script.write_text(
        'wrk.method = "POST"\n'
        f"wrk.body = {json.dumps(json.dumps(body))}\n"
        'wrk.headers["Content-Type"] = "application/json"\n'
    )
    return script


def milliseconds(text: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s)", text).groups()  # type: ignore[union-attr]
    return float(number) * UNITS[unit]


def run_wrk(url: str, script: Path, seconds: int, connections: int) -> tuple[float, float, float, int]:
    """Requests per second, p50 and p99 latency (ms), and non-2xx responses."""
    output = subprocess.run(
        ["wrk", "-t1", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", str(script), url],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))  # type: ignore[union-attr]
    p50 = milliseconds(re.search(r"\s50%\s+(\S+)", output).group(1))  # type: ignore[union-attr]
    p99 = milliseconds(re.search(r"\s99%\s+(\S+)", output).group(1))  # type: ignore[union-attr]
    errors = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    return rps, p50, p99, int(errors.group(1)) if errors else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--connections", type=int, default=32)
    options = parser.parse_args()
    if shutil.which("wrk") is None:
        sys.exit("wrk is not installed: apt-get install wrk")
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        port = free_port()
        server = start_rules_server(port, folder / "bench.db")
        try:
            scripts = [lua_for(body, folder, index) for index, (_, _, body) in enumerate(TARGETS)]
            for (_, path, _), script in zip(TARGETS, scripts, strict=True):  # warm up every route
                run_wrk(f"http://127.0.0.1:{port}{path}", script, 1, options.connections)
            samples: dict[str, list[tuple[float, float, float, int]]] = {name: [] for name, _, _ in TARGETS}
            for _ in range(options.rounds):
                for (name, path, _), script in zip(TARGETS, scripts, strict=True):
                    url = f"http://127.0.0.1:{port}{path}"
                    samples[name].append(run_wrk(url, script, options.seconds, options.connections))
        finally:
            server.stop()
    bare = median([sample[0] for sample in samples[TARGETS[0][0]]])
    rows = []
    for name, _, _ in TARGETS:
        runs = samples[name]
        rps = median([run[0] for run in runs])
        rows.append(
            [
                name,
                f"{rps:,.0f}",
                f"{median([run[1] for run in runs]):.2f}",
                f"{median([run[2] for run in runs]):.2f}",
                f"{rps / bare:.2f}",
                sum(run[3] for run in runs),
            ]
        )
    print(
        f"HTTP, one server process, wrk -t1 -c{options.connections}, {options.seconds} s x {options.rounds} rounds "
        "(medians)"
    )
    print(table(["target", "req/s", "p50 ms", "p99 ms", "ratio to bare", "non-2xx"], rows))


if __name__ == "__main__":
    main()
