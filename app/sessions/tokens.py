"""Random identifiers and secrets; tokens and join codes are stored only as hashes."""

from __future__ import annotations

import hashlib
import hmac
import secrets


def new_id() -> str:
    """A session, member or combat id: 96 random bits, URL-safe."""
    return secrets.token_urlsafe(12)


def new_token() -> str:
    """A bearer token: 256 random bits (the contract asks for at least 128)."""
    return secrets.token_urlsafe(32)


def new_join_code() -> str:
    """A join code players can type: 8 characters from an unambiguous alphabet (about 40 bits)."""
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "".join(secrets.choice(alphabet) for _ in range(8))


def digest(secret: str) -> str:
    """The SHA-256 of a high-entropy secret (a token or a join code), as stored."""
    return hashlib.sha256(secret.encode()).hexdigest()


def same_digest(secret: str, stored: str) -> bool:
    """Compare a presented secret with a stored hash in constant time."""
    return hmac.compare_digest(digest(secret), stored)
