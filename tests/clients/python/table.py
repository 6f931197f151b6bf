"""A Python bot's use of the API, through a client generated from the server's own OpenAPI document
(openapi-python-client, package ``generated_client``): roll, make the README's check, create a session, join
it, roll at the table, play one combat phase and read the log, its events typed by their class.
Type-checked with mypy --strict and run against a live server by tests/clients/test_python.py (not by the
project's own mypy: ``generated_client`` exists only there).

    PYTHONPATH=<generated> python table.py http://127.0.0.1:8000
"""

from __future__ import annotations

import json
import sys
from typing import TypeVar

from generated_client import AuthenticatedClient, Client
from generated_client.api.dice import roll_dice
from generated_client.api.fimbulvinter import fimbulvinter_check
from generated_client.api.sessions import (
    create_session,
    declare,
    get_session,
    join_session,
    list_events,
    resolve_phase,
    roll_at_table,
    start_combat,
)
from generated_client.models import (
    ArsMagicaAmCheckInput,
    ArsMagicaAmCheckOutputShown,
    ArsMagicaAmCombatantDeclaration,
    ArsMagicaCheckTableRollBody,
    ArsMagicaCombatStartBody,
    ArsMagicaCombatView,
    CombatEndedEvent,
    DeclarationBody,
    DeclaredEvent,
    FvCheckInput,
    FvCheckInputDifficultyType0,
    HiddenEvent,
    NotationRollData,
    NotationRollRequest,
    NotationTableRollBody,
    PhaseResolvedEvent,
    PlayerJoin,
    ProblemDocument,
    ResolveBody,
    RollEvent,
    RollRequest,
    RoundStartedEvent,
    SessionCreate,
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
        create_session.sync(client=anyone, body=SessionCreate(system="ars-magica", name="Python table")),
        "create the session",
    )
    sid = created.id
    joined = body(
        join_session.sync(sid, client=anyone, body=PlayerJoin(name="Ulla", join_code=created.join_code)), "join"
    )
    gm = AuthenticatedClient(base_url=base_url, token=created.gm_token, raise_on_unexpected_status=True)
    player = AuthenticatedClient(base_url=base_url, token=joined.token, raise_on_unexpected_status=True)

    # The GM makes an Ars Magica check at the table with its dice (by default only the GM may supply dice);
    # the player rolls generic notation. Visibility is left to the session's default (public).
    # The body is the operation's branch: its input is the operation's own model, and so is its result.
    am_check = ArsMagicaAmCheckInput(characteristic=2, ability=3, ease_factor=9, dice=[5])
    logged = body(
        roll_at_table.sync(sid, client=gm, body=ArsMagicaCheckTableRollBody(operation="check", input_=am_check)),
        "roll at the table",
    )
    expect(logged.receipt is not None, "a public roll to show its receipt")
    expect(isinstance(logged.result, ArsMagicaAmCheckOutputShown), f"a typed check result, not {logged.result!r}")
    notation = NotationTableRollBody(operation="notation", input_=NotationRollRequest(expression="1d20+3"))
    body(roll_at_table.sync(sid, client=player, body=notation), "roll notation at the table")

    # One round of combat, as the README plays it: Ulla's grog against the GM's bandit.
    grog = {"id": "grog", "side": "covenant", "quickness": 1, "dexterity": 1, "strength": 2, "stamina": 2}
    grog |= {"ability": 5, "weapon": "sword_long", "shield": "shield_heater", "armour": "metal_scale_partial"}
    bandit = {"id": "bandit", "side": "bandits", "quickness": 0, "dexterity": 1, "strength": 1, "stamina": 1}
    bandit |= {"ability": 4, "weapon": "axe", "armour": "heavy_leather_partial"}
    combatants = [{**grog, "controller": joined.player_id}, bandit]
    start = ArsMagicaCombatStartBody.from_dict({"combatants": combatants})
    started = body(start_combat.sync(sid, client=gm, body=start), "start")
    shown = started.combat  # typed by the system's view schema
    expect(isinstance(shown, ArsMagicaCombatView) and shown.phase.value == "initiative", "an Ars Magica initiative")
    body(resolve_phase.sync(sid, client=gm, body=ResolveBody(dice=[5, 7])), "initiative")

    def attack(combatant: str, target: str) -> DeclarationBody:
        part = ArsMagicaAmCombatantDeclaration.from_dict({"action": "attack", "target": target})
        return DeclarationBody(phase="declare", combatant=combatant, declaration=part)

    first = body(declare.sync(sid, client=player, body=attack("grog", "bandit")), "Ulla declares")
    expect(not first.resolved and first.pending == ["bandit"], "the bandit still to declare")
    last = body(declare.sync(sid, client=gm, body=attack("bandit", "grog")), "the GM declares")
    expect(last.resolved, "the last declaration to resolve the phase")

    view = body(get_session.sync(sid, client=gm), "the GM's view")
    expect(view.version == last.seq, f"the session at version {last.seq}, not {view.version}")
    expect(any(p.id == joined.player_id and p.name == "Ulla" for p in view.players), "Ulla among the players")

    # The log, typed by event: each event's class says what its data holds.
    page = body(list_events.sync(sid, client=player, after=0), "the events")
    expect(page.version == last.seq and len(page.events) == last.seq, "every event up to the last declaration")
    notation_total: int | None = None
    after_declaring: str | None = None
    for event in page.events:
        if isinstance(event, RollEvent) and isinstance(event.data, NotationRollData):
            notation_total = event.data.result.total
            expect(event.data.receipt.record.seq == event.seq, "the roll's receipt to sign its seq")
        elif isinstance(event, DeclaredEvent):
            expect(event.data.combatant == "grog" and event.data.pending == ["bandit"], "Ulla's declaration logged")
        elif isinstance(event, PhaseResolvedEvent | RoundStartedEvent | CombatEndedEvent):
            if event.data.phase == "declare":
                after_declaring = event.data.next_phase
        elif isinstance(event, HiddenEvent):
            raise SystemExit(f"a public table hid event {event.seq}")
    expect(notation_total is not None and 4 <= notation_total <= 23, "the notation roll's total in the log")
    expect(after_declaring is not None, "the declared phase resolved in the log")

    types = [event.type_ for event in page.events]
    print(
        json.dumps(
            {
                "session": sid,
                "version": view.version,
                "events": len(page.events),
                "types": types,
                "next": after_declaring,
            }
        )
    )


if __name__ == "__main__":
    main(sys.argv[1])
