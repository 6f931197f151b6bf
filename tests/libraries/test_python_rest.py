"""The Python client's RulesClient against a real server: every REST call of the contract once, problem
documents as ProblemError, If-Match, an Idempotency-Key reused when a write is retried, and receipts."""

from __future__ import annotations

import base64
import json
from typing import cast

import httpx
import pytest

from rules_client import ProblemError, Receipt, ReceiptError, ReceiptVerifier, RulesClient, commitment
from tests.e2e.conftest import ServerProcess

pytestmark = [pytest.mark.anyio, pytest.mark.slow]


async def test_every_stateless_call(live: ServerProcess) -> None:
    async with RulesClient(live.url) as client:
        assert await client.health() == {"status": "ok", "store": "ok", "broadcaster": "ok"}
        assert await client.liveness() == {"status": "ok"}
        assert "# TYPE" in await client.metrics()
        assert (await client.keys())["keys"][0]["crv"] == "Ed25519"
        systems = {system["id"]: system for system in await client.systems()}
        assert "check" in systems["fimbulvinter"]["operations"]
        assert await client.catalogue("fimbulvinter")
        protocol = await client.combat_protocol("duel")
        assert protocol["system_id"] == "duel"
        phases = [(phase["id"], phase["declarers"], phase["resolves"]) for phase in protocol["phases"]]
        assert phases == [("attack", "controllers", "when_all_declared")]
        rolled = await client.roll("4d6kh3+2", dice=[3, 5, 1, 6])
        assert (rolled["total"], rolled["breakdown"]) == (16, "4d6kh3 (3, 5, ~~1~~, 6) + 2 = 16")
        assert (await client.roll_odds("2d6"))["max"] == 12
        check = {"attribute": 1, "skill": 4, "difficulty": "challenging"}
        assert (await client.operation("fimbulvinter", "check", {**check, "dice": [6]}))["dice"] == [6]
        odds = await client.operation_odds("fimbulvinter", "check", check)
        assert odds["operation"] == "check"
        with pytest.raises(ProblemError) as refused:
            await client.roll("2d6", dice=[7, 1])
        assert (refused.value.status, refused.value.field) == (422, "dice")
        assert refused.value.detail is not None
        assert refused.value.detail.startswith("dice")


async def test_every_session_call(live: ServerProcess) -> None:
    async with RulesClient(live.url) as client:
        created = await client.create_session("duel", "Saturday", {"forced_dice": "everyone"})
        sid, gm = created["id"], client.with_token(created["gm_token"])
        joined = await client.join(sid, "Ann", created["join_code"])
        ann = client.with_token(joined["token"])
        view = await ann.session(sid)
        assert [player["name"] for player in view["players"]] == ["Ann"]
        assert "join_code" not in view

        changed = await gm.update_session(sid, name="Sunday", if_match=view["version"])
        assert changed["name"] == "Sunday"
        with pytest.raises(ProblemError) as stale:
            await gm.update_session(sid, name="Monday", if_match=view["version"])
        assert stale.value.status == 412

        rolled = await ann.roll_at_table(sid, "notation", {"expression": "1d20+3"}, visibility="public", label="hit")
        assert rolled["receipt"] is not None
        assert rolled["receipt"]["record"]["seq"] == rolled["seq"]
        assert (await ann.table_roll_odds(sid, "notation", {"expression": "2d6"}))["max"] == 12

        setup = {"combatants": [{"id": "a", "side": "x", "hp": 3, "controller": joined["player_id"]}]}
        setup["combatants"].append({"id": "b", "side": "y", "hp": 3})
        started = await gm.start_combat(sid, setup)
        assert started["seq"] == rolled["seq"] + 1
        assert (started["combat"]["phase"], started["combat"]["pending"]) == ("attack", ["a", "b"])
        declared = await ann.declare(sid, "attack", {"target": "b"}, "a")
        assert (declared["seq"], declared["pending"], declared["resolved"]) == (started["seq"] + 1, ["b"], False)
        resolved = await gm.resolve(sid, dice=[6])
        assert resolved["seq"] == declared["seq"] + 1
        assert resolved["result"]["dice"] == [6]
        ended = await gm.end_combat(sid)
        assert ended["seq"] == resolved["seq"] + 1
        combat = [event["type"] for event in (await gm.events(sid, after=rolled["seq"]))["events"]]
        assert combat == ["combat_started", "declared", "round_started", "combat_ended"]  # the resolve opened round 2
        # The phase's receipt commits to its result: the GM, who sees all of it, can prove it.
        step = (await gm.events(sid, after=declared["seq"], limit=1))["events"][0]
        receipt = cast(Receipt, step.get("data", {})["receipt"])
        verifier = ReceiptVerifier(client)
        record = await verifier.verify(receipt, session=sid, seq=resolved["seq"], result=resolved["result"])
        assert record["faces"] == [6]
        with pytest.raises(ReceiptError, match="another result"):
            await verifier.verify(receipt, session=sid, seq=resolved["seq"], result={**resolved["result"], "dice": [5]})

        hook = await gm.create_webhook(sid, "http://127.0.0.1:9/hook", events=["roll"], format="json")
        assert [webhook["id"] for webhook in await gm.webhooks(sid)] == [hook["id"]]
        await gm.delete_webhook(sid, hook["id"])
        assert await gm.webhooks(sid) == []

        code = await gm.rotate_join_code(sid)
        assert code != created["join_code"]
        bo = await client.join(sid, "Bo", code)
        new_token = await ann.rotate_player_token(sid, joined["player_id"])
        with pytest.raises(ProblemError) as revoked:
            await ann.session(sid)
        assert revoked.value.status == 401
        gm_token = await gm.rotate_gm_token(sid)
        gm = client.with_token(gm_token)
        await gm.remove_player(sid, bo["player_id"])
        await client.with_token(new_token).remove_player(sid, joined["player_id"])  # Ann leaves

        page = await gm.events(sid, after=0, limit=1000)
        types = [event["type"] for event in page["events"]]
        assert types[:3] == ["session_created", "player_joined", "session_changed"]
        assert types[-2:] == ["player_left", "player_left"]
        assert page["version"] == page["events"][-1]["seq"]
        assert [event["seq"] for event in (await gm.events(sid, after=2, limit=2))["events"]] == [3, 4]

        assert (await gm.end_session(sid))["ended"] is True
        with pytest.raises(ProblemError) as over:
            await gm.roll_at_table(sid, "notation", {"expression": "1d6"})
        assert over.value.status == 409
        await gm.delete_session(sid)
        with pytest.raises(ProblemError) as erased:
            await gm.session(sid)
        assert erased.value.status == 404


class LosesTheFirstAnswer(httpx.AsyncBaseTransport):
    """Sends every request on, but loses the answer to the first write: the client must retry it."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self.inner = inner
        self.keys: list[str | None] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self.inner.handle_async_request(request)
        if request.method != "GET":
            self.keys.append(request.headers.get("Idempotency-Key"))
            if len(self.keys) == 1:
                await response.aclose()
                raise httpx.ReadTimeout("the answer was lost", request=request)
        return response

    async def aclose(self) -> None:
        await self.inner.aclose()


async def test_a_retried_write_reuses_its_key_and_happens_once(live: ServerProcess) -> None:
    losing = LosesTheFirstAnswer(httpx.AsyncHTTPTransport())
    async with RulesClient(live.url) as client:
        created = await client.create_session("duel", "retries")
        flaky = RulesClient(live.url, created["gm_token"], transport=losing, backoff=0.01)
        rolled = await flaky.roll_at_table(created["id"], "notation", {"expression": "1d6"})
        another = await flaky.roll_at_table(created["id"], "notation", {"expression": "1d6"})
        await flaky.aclose()
        log = await client.with_token(created["gm_token"]).events(created["id"])
    assert losing.keys[0] == losing.keys[1]  # the retry carried the first attempt's key
    assert losing.keys[2] not in {None, losing.keys[0]}  # and the next call a key of its own
    assert len({len(key or "") for key in losing.keys}) == 1
    assert [event["type"] for event in log["events"]] == ["session_created", "roll", "roll"]
    assert (rolled["seq"], another["seq"]) == (2, 3)


async def test_a_receipt_proves_its_own_roll_and_nothing_else(live: ServerProcess) -> None:
    async with RulesClient(live.url) as client:
        created = await client.create_session("fimbulvinter", "receipts")
        gm = client.with_token(created["gm_token"])
        check = {"attribute": 1, "skill": 4, "difficulty": "challenging"}
        first = await gm.roll_at_table(created["id"], "check", {**check, "note": 0.00001, "by": "Åsa 🎲"})
        second = await gm.roll_at_table(created["id"], "check", check)
        verifier = ReceiptVerifier(client)
        record = await verifier.verify(
            first["receipt"], session=created["id"], seq=first["seq"], result=first["result"]
        )
        assert record["input"]["note"] == 0.00001
        with pytest.raises(ReceiptError, match="proves seq 2"):
            await verifier.verify(first["receipt"], session=created["id"], seq=second["seq"], result=second["result"])
        forged_result = {**first["result"], "dice": [*first["result"]["dice"], 1]}
        with pytest.raises(ReceiptError, match="another result"):
            await verifier.verify(first["receipt"], session=created["id"], seq=first["seq"], result=forged_result)
        assert first["receipt"] is not None
        header, _, signature = first["receipt"]["jws"].split(".")
        forged = base64.urlsafe_b64encode(json.dumps({**record, "seq": second["seq"]}).encode()).rstrip(b"=")
        tampered: Receipt = {"jws": f"{header}.{forged.decode()}.{signature}", "record": record}
        with pytest.raises(ReceiptError, match="does not verify"):
            await verifier.verify(tampered, session=created["id"], seq=second["seq"], result=record["result"])


def test_a_combat_steps_commitment_is_the_servers_digest() -> None:
    from app.sessions.receipts import digest

    value = {"b": [1, 2, {"é": "ok"}], "a": None, "z": True, "n": -3}
    assert commitment(value) == digest(value)
