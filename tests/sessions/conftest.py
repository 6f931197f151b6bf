"""Fixtures for the session layer: the Duel example system (app/rules/duel) registered, and a client with helpers."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from app import rules
from app.rules.duel import SYSTEM as DUEL


@pytest.fixture(autouse=True)
def duel_system() -> Iterator[None]:
    registry = rules.SYSTEMS
    assert isinstance(registry, dict)
    registry["duel"] = DUEL
    yield
    del registry["duel"]


@dataclass
class Table:
    """A session with its GM and two players, and short-hands for the calls the tests make."""

    http: httpx.AsyncClient
    id: str
    gm: str
    players: dict[str, tuple[str, str]]  # name -> (player id, token)

    @staticmethod
    def auth(token: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}"}

    async def post(self, path: str, token: str, body: Any = None, **headers: str) -> httpx.Response:
        return await self.http.post(f"/v1/sessions/{self.id}{path}", json=body, headers={**self.auth(token), **headers})

    async def get(self, path: str, token: str) -> httpx.Response:
        return await self.http.get(f"/v1/sessions/{self.id}{path}", headers=self.auth(token))

    async def version(self) -> int:
        return int((await self.get("", self.gm)).json()["version"])

    async def events(self, token: str, after: int = 0) -> list[dict[str, Any]]:
        response = await self.get(f"/events?after={after}", token)
        assert response.status_code == 200, response.text
        events: list[dict[str, Any]] = response.json()["events"]
        return events


@pytest.fixture
async def table(client: httpx.AsyncClient) -> Table:
    created = await client.post("/v1/sessions", json={"system": "duel", "name": "Test table"})
    assert created.status_code == 201, created.text
    body = created.json()
    players = {}
    for name in ("ann", "bo"):
        joined = await client.post(
            f"/v1/sessions/{body['id']}/players", json={"name": name, "join_code": body["join_code"]}
        )
        assert joined.status_code == 201, joined.text
        players[name] = (joined.json()["player_id"], joined.json()["token"])
    return Table(client, body["id"], body["gm_token"], players)
