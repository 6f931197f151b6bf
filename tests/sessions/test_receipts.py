"""Verifiable rolls: receipts are compact JWS over the record's bytes, checked as a bot would, with a
standard JOSE library (joserfc) and the server's JSON Web Key Set."""

from __future__ import annotations

import warnings
from typing import Any, cast

import orjson
import pytest
from joserfc import jws
from joserfc.errors import BadSignatureError
from joserfc.jwk import KeySet, KeySetSerialization

from app.sessions.receipts import Signer, b64url, from_b64url
from app.settings import Settings
from tests.sessions.conftest import Table

pytestmark = pytest.mark.anyio


class NotProven(Exception):
    """The receipt is genuine but proves another roll."""


def verify(receipt: dict[str, Any], jwks: dict[str, Any]) -> dict[str, Any]:
    """What the README tells a bot to do: check the JWS with the published keys; its payload is the record."""
    with warnings.catch_warnings():
        # RFC 9864 deprecates the polymorphic name "EdDSA" in favour of "Ed25519"; the contract names EdDSA.
        warnings.simplefilter("ignore")
        signed = jws.deserialize_compact(
            receipt["jws"], KeySet.import_key_set(cast(KeySetSerialization, jwks)), algorithms=["EdDSA"]
        )
    record: dict[str, Any] = orjson.loads(signed.payload)
    return record


def prove(receipt: dict[str, Any], jwks: dict[str, Any], session: str, seq: int, result: Any) -> None:
    """A receipt proves a roll when it is genuine and its record names that roll: session, seq and result."""
    record = verify(receipt, jwks)
    if (record["session"], record["seq"], record["result"]) != (session, seq, result):
        raise NotProven(f"this receipt is for seq {record['seq']} of session {record['session']}")


async def test_a_table_roll_carries_a_receipt_a_bot_can_verify(table: Table) -> None:
    jwks = (await table.http.get("/v1/keys")).json()
    assert jwks["keys"][0]["kty"] == "OKP"
    assert jwks["keys"][0]["crv"] == "Ed25519"
    rolled = (await table.post("/rolls", table.gm, {"operation": "notation", "input": {"expression": "3d6+1"}})).json()
    receipt = rolled["receipt"]
    assert set(receipt) == {"jws", "record"}
    header = orjson.loads(from_b64url(receipt["jws"].split(".")[0]))
    assert header == {"alg": "EdDSA", "kid": jwks["keys"][0]["kid"]}
    record = verify(receipt, jwks)
    assert record == receipt["record"]
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


async def test_a_receipt_verifies_where_re_serialising_the_record_would_not(table: Table) -> None:
    """Numbers such as 1e-05 (0.00001), key order and non-ASCII text are written differently by different
    JSON libraries: the signature covers the payload's bytes, so no verifier re-serialises anything."""
    jwks = (await table.http.get("/v1/keys")).json()
    inputs = [{"expression": "1d4/100000"}, {"expression": "1d4", "note": 0.00001, "by": "Åsa 🎲", "z": 1, "a": 2.50}]
    for given in inputs:
        rolled = await table.post("/rolls", table.gm, {"operation": "notation", "input": given})
        assert rolled.status_code == 201, rolled.text
        body = rolled.json()
        prove(body["receipt"], jwks, table.id, body["seq"], body["result"])


async def test_a_receipt_for_seq_11_does_not_prove_seq_12(table: Table) -> None:
    jwks = (await table.http.get("/v1/keys")).json()
    rolls: dict[int, dict[str, Any]] = {}
    while len(rolls) < 2 or max(rolls) < 12:
        rolled = (
            await table.post("/rolls", table.gm, {"operation": "notation", "input": {"expression": "1d20"}})
        ).json()
        rolls[rolled["seq"]] = rolled
    eleven, twelve = rolls[11], rolls[12]
    prove(eleven["receipt"], jwks, table.id, 11, eleven["result"])
    prove(twelve["receipt"], jwks, table.id, 12, twelve["result"])
    with pytest.raises(NotProven):  # genuine, but for another roll
        prove(eleven["receipt"], jwks, table.id, 12, twelve["result"])
    # Seq 11's signature with seq 12's record: the record shown is not what was signed.
    spliced = {"jws": eleven["receipt"]["jws"], "record": twelve["receipt"]["record"]}
    with pytest.raises(NotProven):
        prove(spliced, jwks, table.id, 12, twelve["result"])
    other = (await table.http.post("/v1/sessions", json={"system": "duel", "name": "other"})).json()
    with pytest.raises(NotProven):
        prove(eleven["receipt"], jwks, other["id"], 11, eleven["result"])


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
    header, payload, signature = receipt["jws"].split(".")
    record = orjson.loads(from_b64url(payload))
    record["result"]["total"] += 1
    tampered = {"jws": f"{header}.{b64url(orjson.dumps(record))}.{signature}", "record": record}
    with pytest.raises(BadSignatureError):
        verify(tampered, jwks)


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
