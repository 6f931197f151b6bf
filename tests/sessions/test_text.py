"""Text that no database stores alike: NUL (U+0000) and lone surrogates. One rule at the edge, the same
answer on SQLite and PostgreSQL (the `backend` parameter): a NUL anywhere in a body, a key included, is a
422 naming the field; a lone surrogate cannot be written in valid JSON (`\\ud800` alone is malformed: 400);
a path parameter with a NUL is a 422 naming it. Nothing changes, and nothing is a 500."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.sessions.conftest import Table

pytestmark = pytest.mark.anyio

NUL = "\x00"


def _duel(first_id: str = "a") -> dict[str, Any]:
    return {"combatants": [{"id": first_id, "side": "x", "hp": 3}, {"id": "b", "side": "y", "hp": 3}]}


async def test_a_nul_in_a_new_session_is_422_naming_the_field(client: httpx.AsyncClient) -> None:
    for body, field in (
        ({"system": "duel", "name": f"Satur{NUL}day"}, "name"),
        ({"system": f"duel{NUL}", "name": "Saturday"}, "system"),
        ({"system": "duel", "name": "Saturday", "notes": [{f"x{NUL}": 1}]}, "notes[0].x\x00"),
    ):
        refused = await client.post("/v1/sessions", json=body)
        assert refused.status_code == 422, refused.text
        assert refused.json()["field"] == field
        assert refused.json()["detail"].endswith("must not contain NUL (U+0000)")


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/rolls", {"operation": "notation", "input": {"expression": f"1d6{NUL}"}}, "input.expression"),
        ("/rolls", {"operation": "notation", "input": {"expression": "1d6", "note": f"{NUL}"}}, "input.note"),
        ("/rolls", {"operation": f"roll{NUL}", "input": {"expression": "1d6"}}, "operation"),
        ("/combat", _duel(f"a{NUL}"), "combatants[0].id"),
    ],
)
async def test_a_nul_in_a_write_is_422_and_changes_nothing(
    table: Table, path: str, body: dict[str, Any], field: str
) -> None:
    version = await table.version()
    refused = await table.post(path, table.gm, body)
    assert refused.status_code == 422, refused.text
    assert refused.json()["field"] == field
    assert await table.version() == version


async def test_a_nul_in_a_join_is_422(table: Table) -> None:
    refused = await table.http.post(f"/v1/sessions/{table.id}/players", json={"name": f"Ul{NUL}la", "join_code": "X"})
    assert refused.status_code == 422, refused.text
    assert refused.json()["field"] == "name"


async def test_a_nul_in_a_declaration_is_422(table: Table) -> None:
    assert (await table.post("/combat", table.gm, _duel())).status_code == 201
    declaration = {"phase": "attack", "combatant": "a", "declaration": {"target": f"b{NUL}"}}
    refused = await table.post("/combat/declarations", table.gm, declaration)
    assert refused.status_code == 422, refused.text
    assert refused.json()["field"] == "declaration.target"


async def test_an_escaped_backslash_u0000_is_plain_text(table: Table) -> None:
    """The six characters `\\u0000` written as text (an escaped backslash) are no NUL."""
    raw = b'{"operation": "notation", "input": {"expression": "1d6", "note": "\\\\u0000"}}'
    rolled = await table.http.post(
        f"/v1/sessions/{table.id}/rolls",
        content=raw,
        headers={**table.auth(table.gm), "Content-Type": "application/json"},
    )
    assert rolled.status_code == 201, rolled.text
    assert (await table.events(table.gm))[-1]["data"]["input"]["note"] == "\\u0000"


async def test_a_lone_surrogate_is_malformed_json(table: Table) -> None:
    version = await table.version()
    for text in ('"\\ud800"', '"\\udc00x"', '"a\\ud83d"'):
        raw = f'{{"operation": "notation", "input": {{"expression": "1d6", "note": {text}}}}}'.encode()
        refused = await table.http.post(
            f"/v1/sessions/{table.id}/rolls",
            content=raw,
            headers={**table.auth(table.gm), "Content-Type": "application/json"},
        )
        assert refused.status_code == 400, refused.text
    assert await table.version() == version


@pytest.mark.parametrize("suffix", ["", "/events", "/players"])
async def test_a_nul_in_the_session_id_is_422_naming_it(table: Table, suffix: str) -> None:
    path = f"/v1/sessions/{table.id}%00{suffix}"
    if suffix == "/players":
        response = await table.http.post(path, json={"name": "Ulla", "join_code": "X"})
    else:
        response = await table.http.get(path, headers=table.auth(table.gm))
    assert response.status_code == 422, response.text
    assert response.json()["field"] == "sid"


async def test_a_nul_in_an_idempotency_key_is_422(table: Table) -> None:
    body = {"operation": "notation", "input": {"expression": "1d6"}}
    refused = await table.post("/rolls", table.gm, body, **{"Idempotency-Key": f"key{NUL}" + "k" * 30})
    assert refused.status_code == 422, refused.text
    assert refused.json()["field"] == "Idempotency-Key"
