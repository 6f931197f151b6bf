"""What a real server process tells its operator: JSON log lines with request ids and no secrets, and
Prometheus metrics that move with the traffic."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import orjson
import pytest
from websockets.asyncio.client import connect

from tests.e2e.conftest import Channel, ServerProcess, auth, close_code_of, start_server
from tests.e2e.observing import log_records, logged, scrape, total, value

pytestmark = pytest.mark.anyio

GENEROUS = {f"RATE_LIMIT_{kind}": "100000/minute" for kind in ("WRITES", "HELLOS")}


@pytest.fixture
def observed(tmp_path: Path) -> Iterator[ServerProcess]:
    """The embedded server, JSON logs, at most 5 session creations and joins a minute per address."""
    env = {
        "DATABASE_URL": f"sqlite:///{tmp_path / 'rules.db'}",
        "LOG_FORMAT": "json",
        "RATE_LIMIT_SESSIONS": "5/minute",
        **GENEROUS,
    }
    server = start_server(env, tmp_path / "server.log")
    yield server
    server.stop()


def requests_logged_with(request_id: str) -> Any:
    return lambda record: record.get("logger") == "app.requests" and record.get("request_id") == request_id


async def test_each_request_gets_an_id_and_one_json_line(observed: ServerProcess) -> None:
    async with httpx.AsyncClient(base_url=observed.url, timeout=10) as http:
        given = await http.get("/v1/health/live", headers={"X-Request-ID": "trace-4711"})
        made = await http.get("/v1/health/live")
        odd = await http.get("/v1/health/live", headers={"X-Request-ID": "with spaces, " + "x" * 200})
    assert given.headers["X-Request-ID"] == "trace-4711"
    assert re.fullmatch(r"[0-9a-f]{32}", made.headers["X-Request-ID"])
    assert re.fullmatch(r"[0-9a-f]{32}", odd.headers["X-Request-ID"])  # not taken: replaced
    assert made.headers["X-Request-ID"] != odd.headers["X-Request-ID"]

    [line] = await logged(observed.log, requests_logged_with("trace-4711"))
    assert line["level"] == "info"
    assert line["method"] == "GET"
    assert line["route"] == "/v1/health/live"
    assert line["status"] == 200
    assert isinstance(line["duration_ms"], float)
    assert line["message"] == "GET /v1/health/live 200"
    assert await logged(observed.log, requests_logged_with(made.headers["X-Request-ID"]))
    records = log_records(observed.log)  # every line of the log is one JSON object
    assert {"time", "level", "logger", "message"} <= set(records[0])


async def test_a_route_is_logged_by_its_template(observed: ServerProcess) -> None:
    async with httpx.AsyncClient(base_url=observed.url, timeout=10) as http:
        created = (await http.post("/v1/sessions", json={"system": "duel", "name": "t"})).json()
        response = await http.get(f"/v1/sessions/{created['id']}", headers=auth(created["gm_token"]))
        unknown = await http.get("/v1/no/such/route")
    [line] = await logged(observed.log, requests_logged_with(response.headers["X-Request-ID"]))
    assert (line["route"], line["path"]) == ("/v1/sessions/{sid}", f"/v1/sessions/{created['id']}")
    [line] = await logged(observed.log, requests_logged_with(unknown.headers["X-Request-ID"]))
    assert (line["route"], line["status"]) == ("unmatched", 404)


async def test_an_error_is_logged_once_with_the_requests_id(observed: ServerProcess) -> None:
    async with httpx.AsyncClient(base_url=observed.url, timeout=10) as http:
        response = await http.get("/test/error", headers={"X-Request-ID": "bug-1"})
    assert response.status_code == 500
    assert response.headers["content-type"] == "application/problem+json"
    assert response.headers["X-Request-ID"] == "bug-1"
    [line] = await logged(observed.log, requests_logged_with("bug-1"))
    assert (line["level"], line["status"]) == ("error", 500)
    errors = await logged(observed.log, lambda record: "exception" in record)
    assert len(errors) == 1  # the error handler's, not told again by the server
    assert errors[0]["request_id"] == "bug-1"
    assert "RuntimeError: a bug, as the test wanted" in errors[0]["exception"]


async def test_the_logs_hold_no_token_join_code_or_anonymous_idempotency_key(observed: ServerProcess) -> None:
    async with httpx.AsyncClient(base_url=observed.url, timeout=10) as http:
        key = "an-idempotency-key-of-22-characters-or-more"
        created = (
            await http.post("/v1/sessions", json={"system": "duel", "name": "t"}, headers={"Idempotency-Key": key})
        ).json()
        sid, gm = created["id"], created["gm_token"]
        joined = await http.post(f"/v1/sessions/{sid}/players", json={"name": "p", "join_code": created["join_code"]})
        player = joined.json()
        refused = await http.post(f"/v1/sessions/{sid}/players", json={"name": "q", "join_code": "wrong-code-123"})
        assert refused.status_code == 403
        roll = await http.post(
            f"/v1/sessions/{sid}/rolls",
            json={"operation": "notation", "input": {"expression": "1d6"}},
            headers={**auth(player["token"]), "Idempotency-Key": "player-key"},
        )
        assert roll.status_code == 201
        assert (await http.get(f"/v1/sessions/{sid}", headers=auth("a-wrong-token-value"))).status_code == 401
        # Sockets: a token in the hello, one in the query string, and a wrong one.
        channel = await Channel.open(observed.ws_url, sid, gm)
        assert (await channel.next())["type"] == "snapshot"
        async with connect(f"{observed.ws_url}/v1/sessions/{sid}/ws?token={player['token']}", compression=None) as ws:
            assert orjson.loads(await ws.recv())["type"] == "snapshot"
        async with connect(f"{observed.ws_url}/v1/sessions/{sid}/ws?token=a-wrong-socket-token") as ws:
            assert await close_code_of(ws) == 4401
        await channel.close()
    secrets = [key, gm, created["join_code"], player["token"], "wrong-code-123", "a-wrong-token-value"]
    secrets.append("a-wrong-socket-token")
    # Every request was logged (the last one's line is there), and not one of them with a secret.
    assert await logged(observed.log, lambda record: record.get("status") == 401)
    assert await logged(observed.log, requests_logged_with(roll.headers["X-Request-ID"]))
    text = observed.log.read_text()
    assert [secret for secret in secrets if secret in text] == []


async def test_metrics_move_with_the_traffic(observed: ServerProcess) -> None:
    async with httpx.AsyncClient(base_url=observed.url, timeout=10) as http:
        before = await scrape(http)
        created = (await http.post("/v1/sessions", json={"system": "duel", "name": "t"})).json()
        channel = await Channel.open(observed.ws_url, created["id"], created["gm_token"])
        await channel.joined()
        during = await scrape(http)
        seqs = []
        for _ in range(3):
            response = await http.post(
                f"/v1/sessions/{created['id']}/rolls",
                json={"operation": "notation", "input": {"expression": "1d6"}},
                headers=auth(created["gm_token"]),
            )
            seqs.append(response.json()["seq"])
        await channel.until_seq(seqs[-1])
        more = [await http.post("/v1/sessions", json={"system": "duel", "name": "t"}) for _ in range(5)]
        refused = [response.status_code for response in more]
        await channel.close()
        after = await scrape(http)

    assert refused.count(429) >= 1
    rolls = {"method": "POST", "route": "/v1/sessions/{sid}/rolls", "status": "201"}
    moved = {
        "requests by route and status": value(after, "rules_http_request_duration_seconds_count", **rolls)
        - value(before, "rules_http_request_duration_seconds_count", **rolls),
        "latency histogram": total(after, "rules_http_request_duration_seconds_bucket", le="+Inf", **rolls)
        - total(before, "rules_http_request_duration_seconds_bucket", le="+Inf", **rolls),
        "open sockets": value(during, "rules_websocket_connections") - value(before, "rules_websocket_connections"),
        "events appended": value(after, "rules_events_appended_total", type="roll")
        - value(before, "rules_events_appended_total", type="roll"),
        "events delivered": value(after, "rules_events_delivered_total")
        - value(before, "rules_events_delivered_total"),
        "delivery lag": value(after, "rules_event_delivery_lag_seconds_count")
        - value(before, "rules_event_delivery_lag_seconds_count"),
        "store latency": value(after, "rules_store_operation_duration_seconds_count", operation="change")
        - value(before, "rules_store_operation_duration_seconds_count", operation="change"),
        "rate-limit refusals": value(after, "rules_rate_limit_refusals_total", kind="session")
        - value(before, "rules_rate_limit_refusals_total", kind="session"),
    }
    assert moved == {
        "requests by route and status": 3,
        "latency histogram": 3,
        "open sockets": 1,
        "events appended": 3,
        "events delivered": 3,
        "delivery lag": 3,
        "store latency": 3,
        "rate-limit refusals": refused.count(429),
    }
    assert ("rules_broadcaster_reconnects_total", frozenset()) in after  # moves on the scaled path (tests/scaled)


async def test_metrics_off_records_nothing_and_serves_no_metrics(tmp_path: Path) -> None:
    env = {"DATABASE_URL": f"sqlite:///{tmp_path / 'rules.db'}", "METRICS": "off"}
    server = start_server(env, tmp_path / "server.log")
    try:
        async with httpx.AsyncClient(base_url=server.url, timeout=10) as http:
            assert (await http.get("/metrics")).status_code == 404
            assert (await http.get("/v1/health/live")).status_code == 200
    finally:
        server.stop()
