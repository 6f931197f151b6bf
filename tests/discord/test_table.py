"""``/table link|unlink|status`` and ``/roll`` from a linked channel: a table roll like any other."""

from __future__ import annotations

import secrets
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from app.sessions.records import Member
from app.sessions.service import NOTATION
from tests.discord.conftest import Interact
from tests.discord.fake_discord import command
from tests.sessions.channel import channel

pytestmark = pytest.mark.anyio


class Session:
    def __init__(self, http: httpx.AsyncClient, created: dict[str, Any]) -> None:
        self.http = http
        self.id: str = created["id"]
        self.gm: str = created["gm_token"]
        self.join_code: str = created["join_code"]
        # Tests on PostgreSQL share a database: each test's Discord channel is its own.
        self.channel = secrets.token_hex(8)

    def command(self, *arguments: Any, **keywords: Any) -> bytes:
        return command(*arguments, channel=self.channel, **keywords)

    def auth(self, token: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}"}

    async def join(self, name: str) -> str:
        joined = await self.http.post(
            f"/v1/sessions/{self.id}/players", json={"name": name, "join_code": self.join_code}
        )
        assert joined.status_code == 201, joined.text
        token: str = joined.json()["token"]
        return token

    async def events(self, token: str) -> list[dict[str, Any]]:
        response = await self.http.get(f"/v1/sessions/{self.id}/events", headers=self.auth(token))
        assert response.status_code == 200, response.text
        events: list[dict[str, Any]] = response.json()["events"]
        return events

    async def view(self) -> dict[str, Any]:
        shown: dict[str, Any] = (await self.http.get(f"/v1/sessions/{self.id}", headers=self.auth(self.gm))).json()
        return shown


@pytest.fixture
async def session(client: httpx.AsyncClient) -> Session:
    created = await client.post("/v1/sessions", json={"system": "fimbulvinter", "name": "Saturday"})
    assert created.status_code == 201, created.text
    return Session(client, created.json())


async def link(interact: Interact, session: Session, name: str = "Ulla", user: str = "111") -> dict[str, Any]:
    return await interact.answer(session.command("table", {"code": session.join_code, "name": name}, "link", user=user))


async def test_link_joins_the_session_as_a_player_and_shows_no_token(interact: Interact, session: Session) -> None:
    answer = await link(interact, session)
    assert answer["flags"] == 64
    assert answer["content"].startswith("✅ you play at **Saturday** as **Ulla**")
    assert [player["name"] for player in (await session.view())["players"]] == ["Ulla"]
    joined = (await session.events(session.gm))[-1]
    assert joined["type"] == "player_joined"
    assert joined["data"]["name"] == "Ulla"
    assert "token" not in str(answer).lower()


async def test_a_wrong_join_code_or_a_bad_name_links_nothing(interact: Interact, session: Session) -> None:
    wrong = await interact.answer(session.command("table", {"code": "NOTACODE", "name": "Ulla"}, "link"))
    assert wrong["content"] == "⚠️ wrong join code"
    empty = await interact.answer(session.command("table", {"code": session.join_code, "name": ""}, "link"))
    assert empty["content"].startswith("⚠️ name:")
    assert (await session.view())["players"] == []


async def test_linking_twice_from_one_channel_is_refused_and_changes_nothing(
    interact: Interact, session: Session
) -> None:
    await link(interact, session)
    again = await link(interact, session, "Ulla again")
    assert again["content"].startswith("⚠️ you already play at a table from this channel")
    assert [player["name"] for player in (await session.view())["players"]] == ["Ulla"]


async def test_a_linked_roll_is_a_table_roll_every_player_sees(interact: Interact, session: Session) -> None:
    other = await session.join("Bo")
    await link(interact, session)
    answer = await interact.answer(session.command("roll", {"expression": "2d6+1"}))
    assert "flags" not in answer
    (embed,) = answer["embeds"]
    seq = (await session.view())["version"]
    assert embed["footer"]["text"] == f"at the table as Ulla · #{seq} · public"
    rolled = (await session.events(other))[-1]
    assert rolled["seq"] == seq
    assert rolled["type"] == "roll"
    assert rolled["actor"]["name"] == "Ulla"
    assert rolled["data"]["operation"] == NOTATION
    assert rolled["data"]["input"] == {"expression": "2d6+1"}
    assert embed["fields"][0]["value"] == str(rolled["data"]["result"]["total"])
    assert rolled["data"]["receipt"]


async def test_a_roll_for_the_gm_is_answered_privately_and_hidden_from_other_players(
    interact: Interact, session: Session
) -> None:
    other = await session.join("Bo")
    await link(interact, session)
    answer = await interact.answer(session.command("roll", {"expression": "1d20", "visibility": "gm"}))
    assert answer["flags"] == 64
    assert (await session.events(other))[-1]["type"] == "hidden"
    assert (await session.events(session.gm))[-1]["data"]["visibility"] == "gm"
    blind = await interact.answer(session.command("roll", {"expression": "1d20", "visibility": "blind"}))
    assert blind["content"].startswith("🎲 rolled blind at the table as Ulla")
    assert "embeds" not in blind


async def test_someone_else_in_the_channel_rolls_off_the_table(interact: Interact, session: Session) -> None:
    await link(interact, session)
    version = (await session.view())["version"]
    answer = await interact.answer(session.command("roll", {"expression": "1d6"}, user="222"))
    assert "footer" not in answer["embeds"][0]
    assert (await session.view())["version"] == version


async def test_status_names_the_table_its_players_and_its_combat(interact: Interact, session: Session) -> None:
    unlinked = await interact.answer(session.command("table", subcommand="status"))
    assert unlinked["content"].startswith("⚠️ you do not play at a table from this channel")
    await session.join("Bo")
    await link(interact, session)
    status = await interact.answer(session.command("table", subcommand="status"))
    (embed,) = status["embeds"]
    assert embed["title"] == "Saturday"
    assert embed["fields"] == [
        {"name": "Players", "value": "Bo, Ulla", "inline": False},
        {"name": "GM", "value": "offline", "inline": False},
        {"name": "Combat", "value": "none", "inline": False},
    ]


async def test_status_says_who_is_online(interact: Interact, session: Session, app: FastAPI) -> None:
    await session.join("Bo")
    await link(interact, session)
    bo = next(player for player in (await session.view())["players"] if player["name"] == "Bo")
    await app.state.services.presence.arrive(session.id, Member(bo["id"], session.id, "player", "Bo"))
    status = await interact.answer(session.command("table", subcommand="status"))
    (embed,) = status["embeds"]
    assert embed["fields"][0] == {"name": "Players", "value": "Bo (online), Ulla", "inline": False}


async def test_unlink_makes_rolls_in_the_channel_plain_again(interact: Interact, session: Session) -> None:
    await link(interact, session)
    unlinked = await interact.answer(session.command("table", subcommand="unlink"))
    assert unlinked["content"].startswith("✅ unlinked")
    version = (await session.view())["version"]
    await interact.answer(session.command("roll", {"expression": "1d6"}))
    assert (await session.view())["version"] == version
    again = await interact.answer(session.command("table", subcommand="unlink"))
    assert again["content"] == "⚠️ you do not play at a table from this channel"


async def test_a_linked_roll_reaches_a_players_socket(app: FastAPI, interact: Interact, session: Session) -> None:
    other = await session.join("Bo")
    await link(interact, session)
    async with channel(app, session.id, other) as bo:
        answer = await interact.answer(session.command("roll", {"expression": "3d6"}))
        seq = (await session.view())["version"]
        received = await bo.until_seq(seq)
    (event,) = [message["event"] for message in received if message.get("seq") == seq and message["type"] == "event"]
    assert event["type"] == "roll"
    assert event["actor"]["name"] == "Ulla"
    assert answer["embeds"][0]["fields"][0]["value"] == str(event["data"]["result"]["total"])


async def test_a_linked_check_in_the_tables_system_is_a_table_roll(interact: Interact, session: Session) -> None:
    other = await session.join("Bo")
    await link(interact, session)
    options = {"attribute": 1, "skill": 4, "difficulty": "hard"}
    answer = await interact.answer(session.command("check", options, "fimbulvinter"))
    (embed,) = answer["embeds"]
    seq = (await session.view())["version"]
    assert embed["footer"]["text"] == f"at the table as Ulla · #{seq} · public"
    rolled = (await session.events(other))[-1]
    assert (rolled["type"], rolled["data"]["operation"]) == ("roll", "check")
    assert rolled["data"]["input"] == options
    assert embed["description"] == rolled["data"]["result"]["breakdown"]
    elsewhere = await interact.answer(session.command("check", {"ability": 11, "grade_fixed": 20}, "terminus-alfa"))
    assert "footer" not in elsewhere["embeds"][0]  # another system's check is not the table's
    assert (await session.view())["version"] == seq
