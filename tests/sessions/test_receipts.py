"""Verifiable rolls: receipts signed with the server's Ed25519 key, checked the way a bot would."""

from __future__ import annotations

import json
from typing import Any

import pytest
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from app.sessions.receipts import Signer, b64url, from_b64url
from app.settings import Settings
from tests.sessions.conftest import Table

pytestmark = pytest.mark.anyio


def verify(receipt: dict[str, Any], jwks: dict[str, Any]) -> None:
    """What the README tells a bot to do."""
    (key,) = [key for key in jwks["keys"] if key["kid"] == receipt["kid"]]
    public = Ed25519PublicKey.from_public_bytes(from_b64url(key["x"]))
    message = json.dumps(receipt["record"], sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
    public.verify(from_b64url(receipt["signature"]), message)


async def test_a_table_roll_carries_a_receipt_a_bot_can_verify(table: Table) -> None:
    jwks = (await table.http.get("/v1/keys")).json()
    assert jwks["keys"][0]["kty"] == "OKP"
    assert jwks["keys"][0]["crv"] == "Ed25519"
    rolled = (await table.post("/rolls", table.gm, {"operation": "notation", "input": {"expression": "3d6+1"}})).json()
    receipt = rolled["receipt"]
    verify(receipt, jwks)
    record = receipt["record"]
    assert record["session"] == table.id
    assert record["seq"] == rolled["seq"]
    assert record["operation"] == "notation"
    assert record["input"] == {"expression": "3d6+1"}
    assert record["faces"] == rolled["result"]["dice"]
    assert record["result"] == rolled["result"]
    assert record["forced"] is False
    event = (await table.events(table.gm, after=rolled["seq"] - 1))[0]
    assert event["data"]["receipt"] == receipt
    assert record["time"] == event["at"]


async def test_forced_dice_are_marked_in_the_receipt(table: Table) -> None:
    rolled = await table.post(
        "/rolls", table.gm, {"operation": "notation", "input": {"expression": "1d6", "dice": [4]}}
    )
    assert rolled.json()["receipt"]["record"]["forced"] is True


async def test_a_tampered_record_fails_verification(table: Table) -> None:
    jwks = (await table.http.get("/v1/keys")).json()
    receipt = (await table.post("/rolls", table.gm, {"operation": "notation", "input": {"expression": "1d20"}})).json()[
        "receipt"
    ]
    receipt["record"]["result"]["total"] += 1
    with pytest.raises(InvalidSignature):
        verify(receipt, jwks)


async def test_a_combat_step_that_rolled_commits_to_its_result(table: Table) -> None:
    combatants = [{"id": "a", "side": "x", "hp": 3}, {"id": "b", "side": "y", "hp": 3}]
    await table.post("/combat", table.gm, {"combatants": combatants})
    await table.post(
        "/combat/declarations", table.gm, {"phase": "attack", "combatant": "a", "declaration": {"target": "b"}}
    )
    await table.post("/combat/resolve", table.gm, {"dice": [2]})
    event = (await table.events(table.players["ann"][1]))[-1]
    receipt = event["data"]["receipt"]
    verify(receipt, (await table.http.get("/v1/keys")).json())
    assert receipt["record"]["faces"] == [2]
    assert receipt["record"]["forced"] is True
    assert receipt["record"]["operation"] == "combat:attack"
    assert len(receipt["record"]["result_sha256"]) == 64


async def test_the_key_is_kept_across_restarts(settings: Settings) -> None:
    from app.main import create_app

    kids = []
    for _ in range(2):
        application = create_app(settings)
        async with application.router.lifespan_context(application):
            kids.append(application.state.services.sessions.signer.kid)
    assert kids[0] == kids[1]


def test_a_configured_key_is_used() -> None:
    seed = Signer.new_seed()
    settings = Settings(signing_key=b64url(seed))
    assert settings.signing_key is not None
    assert Signer.from_seed(from_b64url(settings.signing_key.get_secret_value())).kid == Signer.from_seed(seed).kid
    with pytest.raises(ValueError, match="32 bytes"):
        Settings(signing_key=b64url(b"short"))
