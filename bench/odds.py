"""What odds cost: the CPU time of every rolling operation's odds for its spec's worked-example inputs.

    .venv/bin/python -m bench.odds [--repeats 3] [--system fimbulvinter]

Each worked example that the operation answers (status 200) is asked for its odds without its dice, as
``POST /v1/systems/{id}/{operation}/odds`` would (the pure function the route runs, off the event loop);
the time is the least CPU time of the repeats (this process's, so other load on a shared machine adds
little). An input refused at a cap is listed with the time its refusal took. The target: under 50 ms.
Last, per system: its slowest answered request, how many answered over the target, how many refused.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from app.rules import SYSTEMS, InputError
from app.rules.odds import operation_odds
from app.rules.odds.notation import roll_odds
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--system", choices=sorted(SYSTEMS))
    args = parser.parse_args()
    rows: list[tuple[str, str, str, float, str]] = []
    for system in SYSTEMS.values():
        if args.system and system.id != args.system:
            continue
        for operation in system.operations.values():
            if not operation.rolls:
                continue
            for example in operation.examples:
                if example.status != 200:
                    continue
                body: Mapping[str, Any] = {key: value for key, value in example.input.items() if key != "dice"}
                ms, outcome = least_time(partial(operation_odds, system.id, operation, body), args.repeats)
                rows.append((system.id, operation.name, example.title[:40], ms, outcome))
    if not args.system:
        for expression in NOTATION:
            ms, outcome = least_time(partial(roll_odds, {"expression": expression}), args.repeats)
            rows.append(("notation", "roll", expression, ms, outcome))
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
