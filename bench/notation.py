"""What the costliest dice expressions cost: CPU time to parse and to roll, within the notation's limits.

    .venv/bin/python -m bench.notation [--search 300] [--repeats 20]

The expressions are tests/rules/dice/test_notation_cost.py's hand-made worst cases (issue 15's
`500d6rrh1...` first) and the costliest a Hypothesis search finds (steered by the evaluator's work
count). Each is parsed (without the parse cache) and rolled `--repeats` times with random dice; the
table gives the least CPU time of the repeats (this process's, so other load on a shared machine adds
little), the work count the test bounds, and whether the roll was refused (a limit, as d20 would).
The target: a few milliseconds each.
"""

from __future__ import annotations

import argparse
import contextlib
import time

from hypothesis import HealthCheck, Phase, given, settings, target

from app.rules.dice import RandomDice
from app.rules.dice.notation import Work, roll_expression
from app.rules.dice.notation.syntax import parse_expression as cached_parse
from app.rules.errors import InputError
from bench.common import table
from tests.rules.dice.test_notation_cost import HAND_MADE, costly

parse_expression = cached_parse.__wrapped__


def found_by_search(examples: int, keep: int) -> list[str]:
    scored: dict[str, int] = {}

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
        phases=[Phase.generate, Phase.target],
    )
    @given(costly)
    def search(expression: str) -> None:
        work = Work()
        with contextlib.suppress(InputError):
            roll_expression(parse_expression(expression), RandomDice(), work=work)
        scored[expression] = work.steps
        target(work.steps)

    search()
    return sorted(scored, key=scored.__getitem__, reverse=True)[:keep]


def measure(expression: str, repeats: int) -> list[object]:
    parse_ms = roll_ms = float("inf")
    outcome = "rolled"
    work = Work()
    for _ in range(repeats):
        started = time.process_time()
        try:
            parsed = parse_expression(expression)
        except InputError as error:
            parse_ms, outcome = min(parse_ms, (time.process_time() - started) * 1000), f"refused: {error.message}"
            continue
        parsed_at = time.process_time()
        work = Work()
        try:
            roll_expression(parsed, RandomDice(), work=work)
        except InputError as error:
            outcome = f"refused: {error.message[:40]}"
        done = time.process_time()
        parse_ms = min(parse_ms, (parsed_at - started) * 1000)
        roll_ms = min(roll_ms, (done - parsed_at) * 1000)
    shown = expression if len(expression) <= 40 else f"{expression[:37]}..."
    return [f"`{shown}`", len(expression), work.steps, f"{parse_ms:.2f}", f"{roll_ms:.2f}", outcome]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--search", type=int, default=300, help="examples the Hypothesis search tries")
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    expressions = [*HAND_MADE, *found_by_search(args.search, keep=5)]
    rows = [measure(expression, args.repeats) for expression in expressions]
    print(table(["expression", "characters", "work", "parse CPU ms", "roll CPU ms", "outcome"], rows))


if __name__ == "__main__":
    main()
