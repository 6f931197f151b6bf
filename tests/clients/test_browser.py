"""A web page on another origin uses a real server as a browser would: CORS preflights, cross-origin
requests whose answers it may read, and a session's socket opened by Node's WebSocket (the WHATWG one
browsers implement) with the page's ``Origin``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.browser import OTHER_PAGE, PAGE, listed, preflight
from tests.clients.tools import CLIENTS, run, serve, websocket_node
from tests.e2e.conftest import ServerProcess, auth

pytestmark = pytest.mark.slow  # a real server, code generators and compilers


def asks(url: str, method: str, headers: str, origin: str = PAGE) -> httpx.Response:
    """A browser's preflight before a page's request with ``method`` and ``headers``."""
    return httpx.options(url, headers=preflight(method, headers, origin))


def assert_allows(url: str, method: str, headers: str) -> httpx.Response:
    """What a browser checks in a preflight's answer before it sends the page's request."""
    response = asks(url, method, headers)
    assert response.status_code == 200, response.text
    assert response.headers["access-control-allow-origin"] in ("*", PAGE)
    assert "access-control-allow-credentials" not in response.headers  # tokens, never cookies
    assert method.lower() in listed(response, "access-control-allow-methods")
    assert set(headers.split(", ")) <= set(listed(response, "access-control-allow-headers"))
    return response


def socket_messages(server: ServerProcess, sid: str, token: str, origin: str) -> list[dict[str, Any]]:
    """Every message Node's WebSocket received from a session's socket up to the pong to its ping after the
    live marker, then ``{"closed": code}`` (or ``{"error": ...}`` alone when the handshake failed)."""
    script = CLIENTS / "browser" / "socket.mjs"
    url = f"{server.ws_url}/v1/sessions/{sid}/ws"
    output = run([*websocket_node(), script, url, origin, token], timeout=60)
    return [json.loads(line) for line in output.splitlines()]


def table(server: ServerProcess) -> tuple[dict[str, Any], int]:
    """A session with one table roll: its creation's answer and its version."""
    created = httpx.post(f"{server.url}/v1/sessions", json={"system": "fimbulvinter", "name": "Browser table"})
    rolled = httpx.post(
        f"{server.url}/v1/sessions/{created.json()['id']}/rolls",
        json={"operation": "check", "input": {"skill": 2, "dice": [5]}},
        headers=auth(created.json()["gm_token"]),
    )
    assert rolled.status_code == 201, rolled.text
    return created.json(), int(rolled.json()["seq"])


def test_a_page_on_another_origin_plays_a_table(live: ServerProcess) -> None:
    sessions = f"{live.url}/v1/sessions"
    assert_allows(sessions, "POST", "content-type, idempotency-key")
    created = httpx.post(
        sessions,
        json={"system": "fimbulvinter", "name": "Cross-origin table"},
        headers={"Origin": PAGE, "Idempotency-Key": "a-key-of-at-least-22-characters"},
    )
    assert created.status_code == 201
    assert created.headers["access-control-allow-origin"] == "*"
    replayed = httpx.post(
        sessions,
        json={"system": "fimbulvinter", "name": "Cross-origin table"},
        headers={"Origin": PAGE, "Idempotency-Key": "a-key-of-at-least-22-characters"},
    )
    assert replayed.headers["idempotent-replayed"] == "true"
    assert "idempotent-replayed" in listed(replayed, "access-control-expose-headers")  # the page may read it

    session = f"{sessions}/{created.json()['id']}"
    assert_allows(f"{session}/rolls", "POST", "authorization, content-type, if-match")
    rolled = httpx.post(
        f"{session}/rolls",
        json={"operation": "check", "input": {"skill": 2}},
        headers={"Origin": PAGE, "If-Match": '"1"', **auth(created.json()["gm_token"])},
    )
    assert rolled.status_code == 201, rolled.text
    assert rolled.headers["access-control-allow-origin"] == "*"

    assert_allows(session, "GET", "authorization")
    view = httpx.get(session, headers={"Origin": PAGE, **auth(created.json()["gm_token"])})
    assert view.headers["etag"] == '"2"'
    assert "etag" in listed(view, "access-control-expose-headers")


def test_a_refusal_is_readable_by_the_page(live: ServerProcess) -> None:
    """A 401 or 429 the page cannot read would look like a network failure to its script."""
    unauthorised = httpx.get(f"{live.url}/v1/sessions/nowhere", headers={"Origin": PAGE, **auth("wrong")})
    assert unauthorised.status_code == 404
    assert unauthorised.headers["access-control-allow-origin"] == "*"
    assert {"retry-after", "www-authenticate"} <= set(listed(unauthorised, "access-control-expose-headers"))


def test_a_browser_socket_from_another_origin_follows_the_session(live: ServerProcess, node_tools: Path) -> None:
    created, version = table(live)
    messages = socket_messages(live, created["id"], created["gm_token"], PAGE)
    assert messages[0]["type"] == "snapshot"
    assert messages[0]["session"]["id"] == created["id"]
    assert [message["seq"] for message in messages[1:-3]] == list(range(1, version + 1))  # the replay
    assert messages[-3:] == [{"type": "live", "seq": version}, {"type": "pong", "id": "page"}, {"closed": 1000}]


@pytest.fixture(scope="module")
def named_origins(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """A server that lets only PAGE's scripts in, over HTTP and on its sockets."""
    server = serve(tmp_path_factory.mktemp("named-origins"), CORS_ALLOWED_ORIGINS=PAGE, WS_ALLOWED_ORIGINS=PAGE)
    yield server
    server.stop()


def test_a_server_that_names_its_origins_answers_only_their_pages(named_origins: ServerProcess) -> None:
    rolls = f"{named_origins.url}/v1/rolls"
    allowed = assert_allows(rolls, "POST", "content-type")
    assert allowed.headers["access-control-allow-origin"] == PAGE
    assert "origin" in listed(allowed, "vary")

    refused = asks(rolls, "POST", "content-type", origin=OTHER_PAGE)
    assert refused.status_code == 400
    assert refused.headers["content-type"] == "application/problem+json"
    assert "access-control-allow-origin" not in refused.headers

    rolled = httpx.post(rolls, json={"expression": "1d6"}, headers={"Origin": OTHER_PAGE})
    assert rolled.status_code == 200  # the server answers; the browser keeps the answer from the page
    assert "access-control-allow-origin" not in rolled.headers


def test_a_server_that_names_its_origins_opens_sockets_only_to_their_pages(
    named_origins: ServerProcess, node_tools: Path
) -> None:
    created, _version = table(named_origins)
    refused = socket_messages(named_origins, created["id"], created["gm_token"], OTHER_PAGE)
    assert list(refused[0]) == ["error"]  # the handshake was refused: the page sees a failed connection
    assert len(refused) == 1
    for origin in (PAGE, "-"):  # the named page, and a client that is no web page at all
        messages = socket_messages(named_origins, created["id"], created["gm_token"], origin)
        assert messages[0]["type"] == "snapshot", origin
        assert messages[-1] == {"closed": 1000}
