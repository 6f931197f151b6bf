"""The adapters of uvicorn's connection and websockets' frames (app/api/uvicorn_adapter.py and
websockets_adapter.py), on stand-ins for uvicorn's connection; tests/e2e/test_faults.py checks the direct
path on the real one."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest
from starlette.types import Message
from websockets.protocol import State

from app.api import uvicorn_adapter, websockets_adapter
from app.api.uvicorn_adapter import abort_after, direct_connection, watch_control_frames, write_now
from app.releases import CheckedReleases
from app.sessions.stream import MessageBudget, Outgoing

pytestmark = pytest.mark.anyio


@pytest.mark.parametrize(
    "checked", [uvicorn_adapter.CHECKED, websockets_adapter.CHECKED], ids=["uvicorn", "websockets"]
)
def test_the_installed_release_is_one_its_adapter_was_checked_against(checked: CheckedReleases) -> None:
    """Fails on a new uvicorn or websockets release (make test-latest): check the internals, then widen."""
    assert checked.hold(), checked.explain()


class Transport:
    def __init__(self, buffered: int = 0) -> None:
        self.written: list[bytes] = []
        self.buffered = buffered
        self.aborted = False
        self.reading = True

    def write(self, data: bytes) -> None:
        self.written.append(data)

    def get_write_buffer_size(self) -> int:
        return self.buffered

    def abort(self) -> None:
        self.aborted = True

    def pause_reading(self) -> None:
        self.reading = False

    def resume_reading(self) -> None:
        self.reading = True


class Connection:
    """What uvicorn's WebSocketsSansIOProtocol has that the adapter uses; ``send`` is bound to it as
    uvicorn's is."""

    def __init__(self, extensions: list[Any] | None = None, buffered: int = 0) -> None:
        self.conn = SimpleNamespace(state=State.OPEN, extensions=[] if extensions is None else extensions)
        self.transport = Transport(buffered)
        self.writable = asyncio.Event()
        self.writable.set()
        self.handshake_complete = True
        self.close_sent = False
        self.disconnected = False

    async def send(self, message: Message) -> None:
        raise AssertionError("not written through ASGI")


def out_of_range(name: str) -> CheckedReleases:
    return CheckedReleases(name, "0", "0.1", uses="internals")


async def test_a_connection_with_everything_takes_the_direct_path() -> None:
    connection = Connection()
    direct = direct_connection(connection.send)
    assert direct is not None
    assert direct.transport.get_write_buffer_size() == 0
    message = Outgoing(7, b'{"seq":7}')
    assert write_now(direct, message)
    assert write_now(direct, message)
    assert connection.transport.written == [b'\x81\x09{"seq":7}'] * 2  # one frame, built once
    assert message.wire == b'\x81\x09{"seq":7}'


@pytest.mark.parametrize("library", ["uvicorn", "websockets"])
async def test_on_a_release_the_adapter_was_not_checked_against_the_asgi_path_is_taken(
    library: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    adapter = uvicorn_adapter if library == "uvicorn" else websockets_adapter
    monkeypatch.setattr(adapter, "CHECKED", out_of_range(library))
    assert direct_connection(Connection().send) is None


def test_on_a_release_the_adapter_was_not_checked_against_uvicorn_serves_http_as_it_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert uvicorn_adapter.http_protocol() is uvicorn_adapter.BoundedHttp
    monkeypatch.setattr(uvicorn_adapter, "CHECKED", out_of_range("uvicorn"))
    assert uvicorn_adapter.http_protocol() is None


async def test_a_negotiated_extension_or_another_server_takes_the_asgi_path() -> None:
    assert direct_connection(Connection(extensions=["permessage-deflate"]).send) is None

    async def plain_send(message: Message) -> None:
        return None

    assert direct_connection(plain_send) is None


async def test_a_socket_that_cannot_take_a_frame_now_says_so() -> None:
    full = Connection(buffered=uvicorn_adapter.MAX_BUFFER + 1)
    closing = Connection()
    closing.close_sent = True
    not_open = Connection()
    not_open.conn.state = State.CLOSING
    for connection in (full, closing, not_open):
        direct = direct_connection(connection.send)
        assert direct is not None
        assert not write_now(direct, Outgoing(1, b"{}"))
        assert connection.transport.written == []


@pytest.mark.parametrize(
    ("size", "header"),
    [(125, b"\x81\x7d"), (126, b"\x81\x7e\x00\x7e"), (65536, b"\x81\x7f\x00\x00\x00\x00\x00\x01\x00\x00")],
)
def test_a_text_frame_is_the_one_rfc_6455_defines(size: int, header: bytes) -> None:
    """Unmasked (a server's), FIN and the text opcode, then the length in 7, 16 or 64 bits."""
    payload = b"x" * size
    assert websockets_adapter.text_frame(payload) == header + payload


async def test_a_closing_connection_still_there_after_the_grace_is_cut() -> None:
    """A client that stopped reading never drains what the close waits behind: its transport is aborted;
    one that went in time is left alone."""
    stuck, gone = Connection(), Connection()
    for connection in (stuck, gone):
        direct = direct_connection(connection.send)
        assert direct is not None
        abort_after(direct, 0.05)
    gone.disconnected = True
    await asyncio.sleep(0.1)
    assert stuck.transport.aborted
    assert not gone.transport.aborted


class Watched(Connection):
    """A connection with uvicorn's handlers of control frames and flow control."""

    def __init__(self) -> None:
        super().__init__()
        self.read_paused = False
        self.pongs = 0

    def handle_ping(self) -> None:
        self.pongs += 1

    def handle_pong(self, event: Any) -> None:
        return None

    def pause_writing(self) -> None:
        self.writable.clear()

    def resume_writing(self) -> None:
        self.writable.set()


def test_control_frames_are_counted_and_a_flood_is_reported_once() -> None:
    connection, floods = Watched(), []
    direct = direct_connection(connection.send)
    assert direct is not None
    watch_control_frames(direct, MessageBudget(1), lambda: floods.append(1))  # ten in ten seconds
    for _ in range(6):
        connection.handle_ping()
        connection.handle_pong(None)
    assert connection.pongs == 6  # uvicorn still answers each
    assert floods == [1]


def test_a_socket_is_not_read_while_its_writes_are_backed_up() -> None:
    connection = Watched()
    direct = direct_connection(connection.send)
    assert direct is not None
    watch_control_frames(direct, MessageBudget(10), lambda: None)
    connection.pause_writing()  # the transport's buffer passed its high-water mark
    assert not connection.transport.reading
    assert not connection.writable.is_set()
    connection.transport.resume_reading()  # uvicorn, once the channel read a message
    connection.handle_ping()
    assert not connection.transport.reading
    connection.read_paused = True  # uvicorn waits for the channel to read a message
    connection.resume_writing()
    assert not connection.transport.reading
    connection.read_paused = False
    connection.resume_writing()
    assert connection.transport.reading
    assert connection.writable.is_set()
