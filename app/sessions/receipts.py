"""Verifiable rolls: every roll the server makes in a session carries a receipt signed with Ed25519.

A receipt is ``{"jws": <compact JWS>, "record": {...}}``: the JWS (RFC 7515; ``alg`` ``EdDSA``, the key's
``kid`` in its protected header) signs the record's JSON bytes exactly as they are in its payload, so any
JOSE library verifies it against ``GET /v1/keys`` without re-serialising anything; ``record`` is that
payload decoded. A verifier then checks that the record's session, ``seq`` and result are those of the
roll it is meant to prove.
"""

from __future__ import annotations

import base64
import hashlib
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import orjson
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def from_b64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def digest(value: Any) -> str:
    """SHA-256 (hex) of a value's JSON with its keys sorted: a commitment to what not everyone may see."""
    return hashlib.sha256(orjson.dumps(value, option=orjson.OPT_SORT_KEYS)).hexdigest()


def signed_record(jws: str) -> dict[str, Any]:
    """The record a receipt's JWS signs: its payload, decoded (the signature is the client's to check)."""
    record: dict[str, Any] = orjson.loads(from_b64url(jws.split(".", 2)[1]))
    return record


@dataclass(frozen=True)
class Signer:
    """The server's signing key."""

    key: Ed25519PrivateKey

    @classmethod
    def from_seed(cls, seed: bytes) -> Signer:
        return cls(Ed25519PrivateKey.from_private_bytes(seed))

    @staticmethod
    def new_seed() -> bytes:
        return Ed25519PrivateKey.generate().private_bytes(
            serialization.Encoding.Raw, serialization.PrivateFormat.Raw, serialization.NoEncryption()
        )

    # Cached: every receipt names its kid; derive it once rather than per roll.
    @cached_property
    def public_bytes(self) -> bytes:
        return self.key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)

    @cached_property
    def kid(self) -> str:
        return hashlib.sha256(self.public_bytes).hexdigest()[:16]

    def jwk(self) -> dict[str, str]:
        """The public key as a JSON Web Key (RFC 8037, OKP / Ed25519)."""
        return {
            "kty": "OKP",
            "crv": "Ed25519",
            "x": b64url(self.public_bytes),
            "kid": self.kid,
            "use": "sig",
            "alg": "EdDSA",
        }

    @cached_property
    def _protected(self) -> str:
        return b64url(orjson.dumps({"alg": "EdDSA", "kid": self.kid}))

    def receipt(self, record: dict[str, Any]) -> dict[str, Any]:
        """``record`` signed as a compact JWS over its JSON bytes, and the record itself."""
        signing_input = f"{self._protected}.{b64url(orjson.dumps(record))}"
        return {"jws": f"{signing_input}.{b64url(self.key.sign(signing_input.encode()))}", "record": record}
