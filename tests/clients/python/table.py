"""A Python bot's use of the API, through a client generated from the server's own OpenAPI document
(openapi-python-client, package ``rules_client``): roll, make the README's check, create a session, join
it and roll at the table. Type-checked with mypy --strict and run against a live server by
tests/clients/test_python.py (not by the project's own mypy: ``rules_client`` exists only there).

    PYTHONPATH=<generated> python table.py http://127.0.0.1:8000
"""

from __future__ import annotations

import json
import sys
from typing import TypeVar

from rules_client import AuthenticatedClient, Client
from rules_client.api.dice import roll_dice
from rules_client.api.fimbulvinter import fimbulvinter_check
from rules_client.api.sessions import create_session, get_session, join_session, list_events, roll_at_table
from rules_client.models import (
    FvCheckInput,
    FvCheckInputDifficultyType0,
    PlayerJoin,
    ProblemDocument,
    RollRequest,
    SessionCreate,
    TableRoll,
    TableRollInput,
)

Body = TypeVar("Body")


def body(answer: Body | ProblemDocument | None, step: str) -> Body:
    """The body of a successful answer; a problem document (or no answer) fails the script."""
    if answer is None or isinstance(answer, ProblemDocument):
        raise SystemExit(f"{step}: {answer.to_dict() if answer else 'an undocumented answer'}")
    return answer


def expect(condition: bool, what: str) -> None:
    if not condition:
        raise SystemExit(f"expected {what}")


def main(base_url: str) -> None:
    anyone = Client(base_url=base_url, raise_on_unexpected_status=True)

    roll = body(roll_dice.sync(client=anyone, body=RollRequest(expression="4d6kh3+2", dice=[3, 5, 1, 6])), "roll")
    expect(roll.total == 16, f"4d6kh3+2 with [3, 5, 1, 6] to total 16, not {roll.total}")

    # The README's Fimbulvinter check: the fields with defaults are left out of the request.
    readme_check = FvCheckInput(attribute=1, skill=4, difficulty=FvCheckInputDifficultyType0.CHALLENGING, dice=[6])
    check = body(fimbulvinter_check.sync(client=anyone, body=readme_check), "check")
    expect(bool(check.dice) and bool(check.breakdown), "the check to report its dice and breakdown")

    created = body(
        create_session.sync(client=anyone, body=SessionCreate(system="fimbulvinter", name="Python table")),
        "create the session",
    )
    sid = created.id
    joined = body(
        join_session.sync(sid, client=anyone, body=PlayerJoin(name="Ulla", join_code=created.join_code)), "join"
    )
    gm = AuthenticatedClient(base_url=base_url, token=created.gm_token, raise_on_unexpected_status=True)
    player = AuthenticatedClient(base_url=base_url, token=joined.token, raise_on_unexpected_status=True)

    # The GM rolls the same check at the table with its dice (by default only the GM may supply dice);
    # visibility is left to the session's default (public).
    logged = body(
        roll_at_table.sync(
            sid,
            client=gm,
            body=TableRoll(operation="check", input_=TableRollInput.from_dict(readme_check.to_dict())),
        ),
        "roll at the table",
    )
    expect(logged.result is not None and logged.receipt is not None, "a public roll to show its result and receipt")

    view = body(get_session.sync(sid, client=gm), "the GM's view")
    expect(view.version == logged.seq, f"the session at version {logged.seq}, not {view.version}")
    expect(any(p.id == joined.player_id and p.name == "Ulla" for p in view.players), "Ulla among the players")

    page = body(list_events.sync(sid, client=player, after=0), "the events")
    expect(page.version == logged.seq and len(page.events) == logged.seq, "every event up to the roll")

    print(json.dumps({"session": sid, "version": view.version, "events": len(page.events)}))


if __name__ == "__main__":
    main(sys.argv[1])
