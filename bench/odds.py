"""What odds cost: the CPU time of every rolling operation's odds for its spec's worked-example inputs.

    .venv/bin/python -m bench.odds [--repeats 3] [--system fimbulvinter] [--processes 5]

Each worked example that the operation answers (status 200) is asked for its odds without its dice, as
``POST /v1/systems/{id}/{operation}/odds`` would (the pure function the route runs, off the event loop),
or, where its input is valid only once some faces are seen, with the fewest of its faces that make it so;
the time is the least CPU time of the repeats (this process's, so other load on a shared machine adds
little). An input refused at a cap is listed with the time its refusal took. The target: under 50 ms.
With ``--processes N`` each request's figure is the median over N fresh processes of its least time.
Last, per system: its slowest answered request, how many answered over the target, how many refused.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from app.rules import SYSTEMS, InputError
from app.rules.odds import operation_odds
from app.rules.odds.notation import roll_odds
from app.rules.protocol import Operation
from bench.common import table

TARGET_MS = 50.0
NOTATION = ("2d6", "4d6kh3+2", "2d20kh1+5", "8d6", "1d6e6", "(1d8+2)*2 to hit")


def least_time(call: Callable[[], Any], repeats: int) -> tuple[float, str]:
    best, outcome = float("inf"), ""
    for _ in range(repeats):
        start = time.process_time()
        try:
            answer = call()
            outcome = f"{answer['evaluations']} paths, tail {answer['tail_fraction']}"
        except InputError as refused:
            outcome = f"refused: {refused.message[:60]}"
        best = min(best, time.process_time() - start)
        if best > 1:  # a refusal at the work cap: once is enough
            break
    return best * 1000, outcome


def asked(system_id: str, operation: Operation, example: Mapping[str, Any]) -> tuple[Mapping[str, Any], int]:
    """The odds request for a worked example, and how many of its faces it gives: none, unless the input
    is valid only after some faces are seen (an avert declared once the GM's roll is on the table), then
    the fewest that make it valid."""
    unseen = {key: value for key, value in example.items() if key != "dice"}
    try:
        operation_odds(system_id, operation, unseen)
    except InputError as refused:
        if refused.field != "body":
            for seen in range(1, len(example.get("dice") or ())):
                body = {**unseen, "dice": example["dice"][:seen]}
                with contextlib.suppress(InputError):
                    operation_odds(system_id, operation, body)
                    return body, seen
    return unseen, 0


Row = tuple[str, str, str, float, str]


def measured(only: str | None, repeats: int) -> list[Row]:
    """``(system, operation, example, least ms, answer)`` for every worked example and notation case."""
    rows: list[Row] = []
    for system in SYSTEMS.values():
        if only and system.id != only:
            continue
        for operation in system.operations.values():
            if not operation.rolls:
                continue
            for example in operation.examples:
                if example.status != 200:
                    continue
                body, seen = asked(system.id, operation, example.input)
                ms, outcome = least_time(partial(operation_odds, system.id, operation, body), repeats)
                title = example.title[:40] if not seen else f"{example.title[:28]} ({seen} seen)"
                rows.append((system.id, operation.name, title, ms, outcome))
    if not only:
        for expression in NOTATION:
            ms, outcome = least_time(partial(roll_odds, {"expression": expression}), repeats)
            rows.append(("notation", "roll", expression, ms, outcome))
    return rows


def measured_in_processes(args: argparse.Namespace) -> list[Row]:
    """Each request's median over ``args.processes`` fresh processes of its least time, its spread in the
    answer column."""
    command = [sys.executable, "-m", "bench.odds", "--json", "--repeats", str(args.repeats)]
    if args.system:
        command += ["--system", args.system]
    runs = [
        json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
        for _ in range(args.processes)
    ]
    rows: list[Row] = []
    for position, first in enumerate(runs[0]):
        times = sorted(run[position][3] for run in runs)
        spread = f"{first[4]} ({times[0]:.1f}–{times[-1]:.1f} ms over {len(runs)} processes)"
        rows.append((first[0], first[1], first[2], statistics.median(times), spread))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--system", choices=sorted(SYSTEMS))
    parser.add_argument(
        "--processes",
        type=int,
        default=1,
        help="run the whole measurement in this many fresh processes, one after another, and report each "
        "request's median of their least times with the spread (one process's figures can be off by "
        "more than half from the next one's on a shared machine)",
    )
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # one process's rows, for --processes
    args = parser.parse_args()
    rows = measured_in_processes(args) if args.processes > 1 else measured(args.system, args.repeats)
    if args.json:
        print(json.dumps(rows))
        return
    print(
        table(("system", "operation", "example", "ms", "answer"), [(*row[:3], f"{row[3]:.1f}", row[4]) for row in rows])
    )
    answered = [row for row in rows if not row[4].startswith("refused")]
    refused = len(rows) - len(answered)
    over = sum(1 for row in answered if row[3] > TARGET_MS)
    print(f"\n{len(rows)} requests: {refused} refused, {over} answered over the {TARGET_MS:g} ms target\n")
    summary = []
    for system_id in dict.fromkeys(row[0] for row in rows):
        mine = [row for row in answered if row[0] == system_id]
        worst = max(mine, key=lambda row: row[3], default=None)
        summary.append(
            (
                system_id,
                "" if worst is None else f"{worst[1]}: {worst[2]}",
                "" if worst is None else f"{worst[3]:.1f}",
                sum(1 for row in mine if row[3] > TARGET_MS),
                sum(1 for row in rows if row[0] == system_id) - len(mine),
            )
        )
    print(table(("system", "slowest answered odds request", "ms", f"over {TARGET_MS:g} ms", "refused"), summary))


if __name__ == "__main__":
    main()
