"""The adapter that holds this project's use of the websockets library's sans-I/O objects, as uvicorn's
connection exposes them (:mod:`app.api.uvicorn_adapter` is the only caller).

What it relies on: a server frame built once with ``Frame.serialize`` (servers do not mask, so it is the
same bytes for every socket), the protocol's ``state`` and ``extensions``, and the ``Headers`` of the
opening request, emptied once read. On a websockets release it was not checked against (:data:`CHECKED`)
the channel does without the direct path: every message goes through the ASGI ``send``.
"""

from __future__ import annotations

from typing import Any

from websockets.datastructures import Headers
from websockets.frames import Frame, Opcode
from websockets.protocol import State

from app.releases import CheckedReleases

CHECKED = CheckedReleases(
    "websockets", "17.4", "18", uses="its sans-I/O protocol's state, extensions, frames and request headers"
)


def usable(protocol: Any) -> bool:
    """Whether frames built here may be written for this ``ServerProtocol``: a release the adapter was
    checked against, and no extension negotiated (per-message deflate would change the frames)."""
    return CHECKED.hold() and getattr(protocol, "extensions", None) == [] and hasattr(protocol, "state")


def is_open(protocol: Any) -> bool:
    return protocol.state is State.OPEN


def text_frame(payload: bytes) -> bytes:
    """One unmasked text frame carrying ``payload`` (UTF-8 JSON), as a server writes it."""
    return Frame(Opcode.TEXT, payload).serialize(mask=False)


def forget_headers(request: Any) -> None:
    """Empty the headers of a parsed opening request, if it is one websockets made."""
    headers = getattr(request, "headers", None)
    if isinstance(headers, Headers):
        headers.clear()
