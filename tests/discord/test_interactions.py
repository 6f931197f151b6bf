"""``POST /v1/integrations/discord/interactions``: requests signed as Discord signs them, and the answers."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx
import orjson
import pytest

from app.discord.commands import definitions
from app.discord.interactions import Command, Interactions
from app.discord.signature import BadSignature, verify
from tests.discord.conftest import Interact
from tests.discord.fake_discord import FakeDiscord, Signer, command

pytestmark = pytest.mark.anyio

PING = orjson.dumps({"id": "1", "application_id": "4242", "type": 1, "token": "t", "version": 1})


async def test_a_signed_ping_is_answered_with_a_pong(interact: Interact) -> None:
    response = await interact(PING)
    assert response.status_code == 200
    assert response.json() == {"type": 1}


async def test_a_wrong_signature_is_401_before_the_body_is_read(
    client: httpx.AsyncClient, signer: Signer, interact: Interact
) -> None:
    headers = signer.headers(PING)
    tampered = await client.post(
        "/v1/integrations/discord/interactions", content=PING.replace(b'"type":1', b'"type":2'), headers=headers
    )
    assert tampered.status_code == 401
    assert tampered.headers["Content-Type"] == "application/problem+json"
    assert tampered.json()["detail"] == "invalid request signature"
    malformed = await client.post(
        "/v1/integrations/discord/interactions", content=b"not json", headers=signer.headers(PING)
    )
    assert malformed.status_code == 401
    other_key = Signer().headers(PING)
    assert (
        await client.post("/v1/integrations/discord/interactions", content=PING, headers=other_key)
    ).status_code == 401
    missing = await client.post("/v1/integrations/discord/interactions", content=PING)
    assert missing.status_code == 401
    garbage = {**headers, "X-Signature-Ed25519": "zz"}
    assert (
        await client.post("/v1/integrations/discord/interactions", content=PING, headers=garbage)
    ).status_code == 401


async def test_a_stale_or_future_timestamp_is_refused(client: httpx.AsyncClient, signer: Signer) -> None:
    # A minute past the 300 s window either way: the server reads its clock after this test reads its own,
    # so a timestamp just past the edge would pass when the request is slow (the edge is tested below).
    for moment in (int(time.time()) - 360, int(time.time()) + 360):
        response = await client.post(
            "/v1/integrations/discord/interactions", content=PING, headers=signer.headers(PING, moment)
        )
        assert response.status_code == 401
        assert response.json()["detail"] == "stale request timestamp"


def test_the_timestamp_window_is_inclusive_to_the_second(signer: Signer) -> None:
    now = 1_700_000_000
    for moment in (now - 300, now + 300):
        headers = signer.headers(PING, moment)
        verify(signer.public_key, headers["X-Signature-Ed25519"], str(moment), PING, now, 300)
    for moment in (now - 301, now + 301):
        headers = signer.headers(PING, moment)
        with pytest.raises(BadSignature, match="stale request timestamp"):
            verify(signer.public_key, headers["X-Signature-Ed25519"], str(moment), PING, now, 300)


async def test_a_signed_body_that_is_not_json_is_400(interact: Interact) -> None:
    assert (await interact(b"{oops")).status_code == 400
    assert (await interact(b"[1]")).status_code == 400
    assert (await interact(orjson.dumps({"type": 99}))).status_code == 400
    assert (await interact(orjson.dumps({"type": 2, "data": {"name": "roll"}}))).status_code == 400


async def test_roll_answers_breakdown_total_and_comment(interact: Interact) -> None:
    data = await interact.answer(command("roll", {"expression": "4d6kh3+2 for strength"}))
    assert "flags" not in data
    (embed,) = data["embeds"]
    assert embed["title"] == "for strength"
    assert embed["fields"][1] == {"name": "Expression", "value": "4d6kh3+2 for strength", "inline": True}
    assert embed["description"].startswith("4d6kh3 (")
    total = int(embed["fields"][0]["value"])
    assert embed["fields"][0]["name"] == "Total"
    assert 5 <= total <= 20
    assert embed["description"].endswith(f"= {total}")


async def test_roll_on_request_is_ephemeral(interact: Interact) -> None:
    data = await interact.answer(command("roll", {"expression": "1d20", "ephemeral": True}))
    assert data["flags"] == 64


async def test_a_bad_expression_is_told_to_the_caller_only(interact: Interact) -> None:
    data = await interact.answer(command("roll", {"expression": "2d6+"}))
    assert data["flags"] == 64
    assert data["content"].startswith("⚠️ expression: ")


@pytest.mark.parametrize(
    ("system", "options", "words"),
    [
        ("fimbulvinter", {"attribute": 1, "skill": 4, "difficulty": "challenging"}, "vs 9"),
        ("fimbulvinter", {"skill": 2, "difficulty": "12"}, "vs 12"),
        ("terminus-alfa", {"ability": 11, "grade_fixed": 20}, "vs 20"),
        ("ars-magica", {"characteristic": 2, "ability": 3, "ease_factor": 9, "die": "simple"}, "vs 9"),
        ("i-rikets-tjanst", {"attr_a": 3, "attr_b": 2, "difficulty": "hard"}, ""),
    ],
)
async def test_check_runs_each_systems_core_check_in_its_own_words(
    interact: Interact, system: str, options: dict[str, object], words: str
) -> None:
    data = await interact.answer(command("check", options, system))
    (embed,) = data["embeds"]
    assert embed["title"].split(":")[0] in {
        "Fimbulvinter",
        "Terminus Alfa",
        "Ars Magica 5th edition - combat, fatigue, wounds (Walka)",
        "I Rikets Tjänst",
    }
    assert words in embed["description"]
    assert embed["fields"]


async def test_check_with_a_bad_option_names_it(interact: Interact) -> None:
    data = await interact.answer(command("check", {"ability": 11, "grade_level": "nonsense"}, "terminus-alfa"))
    assert data["flags"] == 64
    assert "grade" in data["content"]


async def test_a_slow_answer_is_deferred_then_sent_through_the_webhook_api(
    client: httpx.AsyncClient, signer: Signer, discord: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer = Interactions.answer

    async def slow(self: Interactions, command: Command) -> dict[str, Any]:
        await asyncio.sleep(0.5)  # longer than the test's DISCORD_DEFER_AFTER
        return await answer(self, command)

    monkeypatch.setattr(Interactions, "answer", slow)
    body = command("roll", {"expression": "3d6[fire]", "ephemeral": True}, token="tok-1")
    response = await client.post("/v1/integrations/discord/interactions", content=body, headers=signer.headers(body))
    assert response.status_code == 200
    assert response.json() == {"type": 5, "data": {"flags": 64}}
    (sent,) = discord.wait(1)
    assert sent.method == "PATCH"
    assert sent.path == "/api/v10/webhooks/4242/tok-1/messages/@original"
    assert sent.body["embeds"][0]["title"] == "3d6[fire]"
    assert "flags" not in sent.body


@pytest.fixture
def defer_after(request: pytest.FixtureRequest) -> float:
    return 0.1 if request.node.name.startswith("test_a_slow_answer") else 2.0


async def test_the_command_definitions_fit_discords_limits() -> None:
    for definition in definitions():
        assert 1 <= len(definition["description"]) <= 100
        for option in definition.get("options", []):
            assert len(option.get("options", [])) <= 25
            names = [inner["name"] for inner in option.get("options", [])]
            assert len(names) == len(set(names))
            required = [inner.get("required", False) for inner in option.get("options", [])]
            assert required == sorted(required, reverse=True)  # required options come first
            for inner in option.get("options", []):
                assert inner["name"] == inner["name"].lower()
                assert 1 <= len(inner["name"]) <= 32
                assert 1 <= len(inner["description"]) <= 100


async def test_without_a_public_key_the_route_is_404(stateless_client: httpx.AsyncClient, signer: Signer) -> None:
    response = await stateless_client.post(
        "/v1/integrations/discord/interactions", content=PING, headers=signer.headers(PING)
    )
    assert response.status_code == 404
    assert response.headers["Content-Type"] == "application/problem+json"
