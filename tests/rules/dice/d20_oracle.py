"""d20 1.1 as the oracle: roll an expression with d20 on a recording random source.

d20 draws every face with ``random.randrange``; the recorder hands out faces from its own seeded
generator and keeps them in the order drawn, so the same faces can be forced on our evaluator.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import d20
import d20.expression


@dataclass
class _Recorder:
    rng: random.Random
    faces: list[int] = field(default_factory=list)

    def randrange(self, *args: int) -> int:
        value = self.rng.randrange(*args)
        # Die faces are randrange(size) + 1; d20's d% is randrange(0, 100, 10), its face as drawn.
        self.faces.append(value + 1 if len(args) == 1 else value)
        return value


@dataclass(frozen=True)
class D20Result:
    accepted: bool
    total: int | None
    comment: str | None
    faces: list[int]
    error: str = ""
    crashed: bool = False
    """d20 hit Python's recursion limit: an accident of its implementation, not an answer."""


def d20_roll(expression: str, seed: int = 0) -> D20Result:
    recorder = _Recorder(random.Random(seed))
    real_random = d20.expression.random
    d20.expression.random = recorder
    try:
        result = d20.roll(expression, allow_comments=True)
        total = result.total  # d20 computes lazily: a division by zero surfaces here
    except RecursionError:
        return D20Result(False, None, None, recorder.faces, "RecursionError", crashed=True)
    except Exception as error:  # d20 refuses with its own errors, and with Python's (int(inf)...)
        return D20Result(False, None, None, recorder.faces, f"{type(error).__name__}: {error}")
    finally:
        d20.expression.random = real_random
    return D20Result(True, total, result.comment, recorder.faces)
