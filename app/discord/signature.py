"""Discord's request signature: Ed25519 over the timestamp header followed by the raw body."""

from __future__ import annotations

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey


class BadSignature(Exception):
    """A missing, malformed, wrong or stale signature (401); ``str(error)`` says which."""


def verify(
    public_key: str, signature: str | None, timestamp: str | None, body: bytes, now: float, max_age: int
) -> None:
    """Raise :class:`BadSignature` unless ``signature`` (hex) signs ``timestamp + body`` with ``public_key``
    (hex) and ``timestamp`` (Unix seconds) is within ``max_age`` of ``now``: a captured request cannot be
    replayed later."""
    if not signature or not timestamp:
        raise BadSignature("X-Signature-Ed25519 and X-Signature-Timestamp are required")
    try:
        signed = bytes.fromhex(signature)
        moment = int(timestamp)
    except ValueError:
        raise BadSignature("malformed signature or timestamp") from None
    try:
        Ed25519PublicKey.from_public_bytes(bytes.fromhex(public_key)).verify(signed, timestamp.encode() + body)
    except InvalidSignature:
        raise BadSignature("invalid request signature") from None
    if abs(now - moment) > max_age:
        raise BadSignature("stale request timestamp")
