"""A GM and two players at one table, each in a browser context of their own, play a whole combat of every
system through the reference web client's forms: the forms are generated from the published protocol
(``GET /v1/systems/{id}/combat``) and filled from its examples, as tests/e2e/test_published_protocol.py plays
it over HTTP. Every page's log must show the same events in the same order, with what only the GM may see
hidden from the players; a player page survives a server restart and resumes; axe-core finds no serious
accessibility violation. Screenshots of each step: test-artifacts/table/<test>/.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser

from app.rules import SYSTEMS
from tests.e2e.conftest import ServerProcess
from tests.table.pages import TablePage

pytestmark = pytest.mark.slow  # a real server and a real browser

J = dict[str, Any]
SECRET = "Ambush, GM only"
MAX_STEPS = 60
"""Declarations and resolves a combat may take before the test gives up on it."""


def openapi_of(url: str) -> J:
    document: J = httpx.get(f"{url}/openapi.json", timeout=30).json()
    return document


def seatable(openapi: J, system_id: str, example: J) -> list[str]:
    """The ids of the start example's combatants a player may control: those of every list whose items the
    system's start body in the OpenAPI document lets carry ``controller``."""
    schemas = openapi["components"]["schemas"]
    names = [ref["$ref"].rsplit("/", 1)[-1] for ref in schemas["CombatStart"]["oneOf"]]
    (body,) = [schemas[name] for name in names if schemas[name]["x-system-id"] == system_id]
    found = []
    for key, listed in body.get("properties", {}).items():
        items = listed.get("items", {})
        item = schemas.get(items.get("$ref", "").rsplit("/", 1)[-1], items)
        if "controller" in item.get("properties", {}):
            found += [combatant["id"] for combatant in example.get(key, [])]
    return found


def rolling_example(openapi: J, system_id: str) -> tuple[str, J]:
    """The first of the system's operations that has odds, with its first documented example (its forced
    dice left out: the server rolls)."""
    for path, item in openapi["paths"].items():
        prefix = f"/v1/systems/{system_id}/"
        operation = path.removeprefix(prefix)
        if path.startswith(prefix) and "/" not in operation and f"{path}/odds" in openapi["paths"]:
            examples = item["post"]["requestBody"]["content"]["application/json"].get("examples", {})
            for example in examples.values():
                body = {key: value for key, value in example["value"].items() if key != "dice"}
                return operation, body
    raise AssertionError(f"{system_id} has no rolling operation with an example")


@pytest.fixture
def table(browser: Browser, live: ServerProcess, artifacts: Path) -> Iterator[list[TablePage]]:
    """The GM's page, Ann's (on a phone's screen) and Bo's, each in its own browser context."""
    pages = [
        TablePage.open(browser, live.url, "gm", artifacts),
        TablePage.open(browser, live.url, "ann", artifacts, phone=True),
        TablePage.open(browser, live.url, "bo", artifacts),
    ]
    yield pages
    for page in pages:
        page.close()
    assert [error for page in pages for error in page.errors] == []


def synced(pages: list[TablePage], seq: int | None, what: str) -> None:
    """Every page has shown the log up to ``seq``; then each one's screenshot, numbered in the test's order."""
    step = 1 + len({shot.name.split("-")[0] for shot in pages[0].shots.glob("*.png")})
    for page in pages:
        if seq is not None:
            page.wait_seq(seq)
        page.screenshot(f"{step:02d}-{what}")


@pytest.mark.parametrize("system_id", list(SYSTEMS))
def test_a_gm_and_two_players_play_a_whole_combat_in_their_browsers(
    table: list[TablePage], live: ServerProcess, system_id: str
) -> None:
    gm, ann, bo = table
    openapi = openapi_of(live.url)
    protocol = httpx.get(f"{live.url}/v1/systems/{system_id}/combat").json()
    phases = {phase["id"]: phase for phase in protocol["phases"]}
    synced([gm], None, "start")
    assert gm.serious_accessibility_violations() == []

    sid, code = gm.create(system_id, f"Browser table: {system_id}")
    ann.join(sid, code, "Ann")
    bo.join(sid, code, "Bo")
    for page in table:
        page.page.wait_for_selector("#people li[data-online=true] >> text=Bo", state="attached")
    synced(table, 3, "joined")

    odds, secret = gm.roll(expression="2d6+1", label=SECRET, visibility="blind")
    assert odds.startswith("Mean 8.00, from 3 to 13")
    operation, body = rolling_example(openapi, system_id)
    odds, rolled = ann.roll(operation=operation, input_json=json.dumps(body), label="Ann tries her luck")
    assert "%" in odds
    synced(table, rolled, "rolled")

    example = protocol["start_schema"]["examples"][0]
    seats = seatable(openapi, system_id, example)
    controllers = dict(zip(seats, (ann, bo), strict=False))
    for combatant, page in controllers.items():
        gm.page.select_option(f"#seat-{combatant}", label=page.who.capitalize())
    started = gm.act(gm.page.locator("#start-combat button[type=submit]"))
    assert started.ok, started.text
    synced(table, started.seq, "combat-started")
    assert gm.serious_accessibility_violations() == []
    assert ann.serious_accessibility_violations() == []

    resolved: Counter[str] = Counter()
    for _ in range(MAX_STEPS):
        phase_id = gm.phase()
        assert all(page.phase() == phase_id for page in table)
        if phase_id == "none" or all(resolved[phase] for phase in phases):
            break
        phase = phases[phase_id]
        seq, done = None, False
        for combatant in gm.pending():
            page = controllers.get(combatant, gm)
            examples = len((phase["declaration_schema"] or {}).get("examples", []))
            outcome = page.declare(combatant, examples)
            if outcome is not None:
                seq, done = outcome.seq, outcome.resolved
                synced(table, seq, f"{phase_id}-{combatant}")
                if done:
                    break
        if phase["gm_declaration_schema"] is not None and not done:
            outcome = gm.declare(None, len(phase["gm_declaration_schema"].get("examples", [])))
            if outcome is not None:
                seq, done = outcome.seq, outcome.resolved
        if not done:
            outcome = gm.act(gm.page.locator("#resolve"))
            assert outcome.ok, outcome.text
            seq = outcome.seq
        resolved[phase_id] += 1
        synced(table, seq, f"{phase_id}-resolved")
    else:
        pytest.fail(f"the combat went on past {MAX_STEPS} steps: {dict(resolved)}")
    assert {phase: resolved[phase] for phase in phases if not resolved[phase]} == {} or gm.phase() == "none"
    if gm.phase() != "none":
        ended = gm.act(gm.page.locator("#end-combat"))
        assert ended.ok, ended.text
        synced(table, ended.seq, "combat-ended")
    assert all(page.phase() == "none" for page in table)

    logs = [page.log() for page in table]
    seqs = [seq for seq, _, _ in logs[0]]
    assert seqs == list(range(1, len(seqs) + 1))  # every event once, in order
    for player_log in logs[1:]:
        assert [seq for seq, _, _ in player_log] == seqs
        for (seq, kind, _), (_, seen, text) in zip(logs[0], player_log, strict=True):
            assert seen in {kind, "hidden"}, (seq, kind, seen)
            assert SECRET not in text
        assert player_log[secret - 1][1] == "hidden"
    assert SECRET in logs[0][secret - 1][2]
    assert {kind for _, kind, _ in logs[0]} >= {"combat_started", "declared", "phase_resolved"}
    assert ann.fits_the_screen()


def test_a_player_page_survives_a_server_restart_and_resumes(table: list[TablePage], live: ServerProcess) -> None:
    gm, ann, bo = table
    sid, code = gm.create("fimbulvinter", "Restarts")
    ann.join(sid, code, "Ann")
    bo.join(sid, code, "Bo")
    _, before = gm.roll(expression="1d6", label="before")
    synced(table, before, "before-restart")

    live.stop()
    ann.page.wait_for_selector("#status[data-status=reconnecting]", state="attached")
    assert "Offline" in ann.page.inner_text("#status")
    synced([ann], None, "offline")
    live.start()
    gm.wait_live()
    _, during = gm.roll(expression="1d8", label="while Ann reconnects")
    ann.wait_live()
    _, after = gm.roll(expression="1d10", label="after")
    synced(table, after, "after-restart")
    assert "Live: caught up" in ann.page.inner_text("#status")
    log = ann.log()
    assert [seq for seq, _, _ in log] == list(range(1, after + 1))  # nothing missed, nothing twice
    assert [text.split("\n")[0] for _, kind, text in log if kind == "roll"] == [
        f"#{before} GM roll: before",
        f"#{during} GM roll: while Ann reconnects",
        f"#{after} GM roll: after",
    ]


def test_the_gm_rotates_the_join_code_and_removes_a_player_and_a_player_rotates_a_token(table: list[TablePage]) -> None:
    gm, ann, bo = table
    sid, code = gm.create("ars-magica", "Tools")
    ann.join(sid, code, "Ann")
    bo.join(sid, code, "Bo")
    rotated = gm.act(gm.page.locator("#rotate-code"))
    assert rotated.ok, rotated.text
    assert gm.page.inner_text("#invite-code") not in {"", code}
    removed = gm.act(gm.page.get_by_role("button", name="Remove Bo"))
    assert removed.ok, removed.text
    synced([gm, ann], removed.seq, "bo-removed")
    bo.page.wait_for_selector("#status[data-status=closed]", state="attached")
    assert bo.page.inner_text("#status") == "Disconnected for good: you are no longer at this table."
    synced([bo], None, "removed")
    assert [row.inner_text() for row in ann.page.locator("#people li").all()] == ["GM: online", "Ann: online"]

    rotated = ann.act(ann.page.locator("#rotate-token"))  # Ann's old token stops working: she follows anew
    assert rotated.ok, rotated.text
    ann.wait_live()
    _, seq = gm.roll(expression="1d4", label="after Ann's new token")
    synced([gm, ann], seq, "new-token")
    assert [seq for seq, _, _ in ann.log()] == list(range(1, seq + 1))
    assert ann.page.inner_text("#status") == "Live: caught up with the table."


def test_a_player_rolls_with_the_keyboard_alone(table: list[TablePage]) -> None:
    gm, ann, _ = table
    sid, code = gm.create("terminus-alfa", "Keys")
    ann.join(sid, code, "Ann")
    keys = ann.page.keyboard
    ann.page.focus("#roll-operation")
    for key in ("Tab", "Control+A"):
        keys.press(key)
    keys.type("3d6+2")
    ann.page.wait_for_function("document.querySelector('#odds').textContent.startsWith('Mean 12.50')")  # as typed
    ann.page.evaluate("document.querySelector('#odds').textContent = ''")
    keys.press("Tab")
    keys.type("Sneaking")
    keys.press("Tab")  # who sees it
    keys.press("Tab")  # the odds
    keys.press("Enter")
    ann.page.wait_for_selector("#odds:not(:empty)", state="attached")
    assert ann.page.inner_text("#odds").startswith("Mean 12.50, from 5 to 20")
    keys.press("Tab")  # roll
    keys.press("Enter")
    ann.page.wait_for_selector("#log li[data-type=roll]", state="attached")
    synced([gm, ann], 3, "rolled-by-keyboard")
    assert "Ann roll: Sneaking" in gm.log()[-1][2]
