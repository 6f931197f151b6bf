"""The channel's release of the opening handshake (app/api/uvicorn_adapter.py), on stand-ins for uvicorn's
connection; tests/e2e/test_faults.py checks it on the real one."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

from starlette.types import Message
from starlette.websockets import WebSocket
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from app.api.uvicorn_adapter import DirectConnection, release_handshake


async def _receive() -> Message:
    raise AssertionError("not read")


async def _send(message: Message) -> None:
    raise AssertionError("not written")


def accepted_socket() -> WebSocket:
    return WebSocket({"type": "websocket", "headers": [(b"host", b"example")]}, _receive, _send)


def connection(*, accepted: bool) -> SimpleNamespace:
    return SimpleNamespace(
        handshake_complete=accepted,
        request=Request("/v1/sessions/s/ws", Headers(Host="example")),
        response=Response(101, "Switching Protocols", Headers(Upgrade="websocket")),
    )


def test_an_accepted_socket_drops_its_handshake_headers() -> None:
    websocket, direct = accepted_socket(), connection(accepted=True)
    release_handshake(websocket, cast(DirectConnection, direct))
    assert websocket.scope["headers"] == []
    assert not hasattr(direct, "response")
    assert len(direct.request.headers) == 0


def test_a_handshake_not_completed_is_left_alone() -> None:
    websocket, direct = accepted_socket(), connection(accepted=False)
    release_handshake(websocket, cast(DirectConnection, direct))
    assert websocket.scope["headers"] == [(b"host", b"example")]
    assert direct.response.status_code == 101
    assert direct.request.headers["Host"] == "example"


def test_a_connection_without_the_handshake_attributes_is_skipped() -> None:
    websocket = accepted_socket()
    release_handshake(websocket, cast(DirectConnection, SimpleNamespace(handshake_complete=True)))
    assert websocket.scope["headers"] == []
