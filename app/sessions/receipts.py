"""Verifiable rolls: every roll the server makes in a session carries a receipt signed with Ed25519.

A receipt is ``{"record": {...}, "signature": <base64url>, "kid": <key id>}``. The signature covers the
record's canonical JSON: UTF-8, keys sorted, no spaces (``json.dumps(record, sort_keys=True,
separators=(",", ":"), ensure_ascii=False)``). ``GET /v1/keys`` publishes the public key as a JWKS.
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


def canonical(value: Any) -> bytes:
    """The bytes a signature covers: sorted keys, no whitespace, UTF-8."""
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)


def digest(value: Any) -> str:
    """SHA-256 (hex) of a value's canonical JSON: a commitment to a result that not everyone may see."""
    return hashlib.sha256(canonical(value)).hexdigest()


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

    def receipt(self, record: dict[str, Any]) -> dict[str, Any]:
        return {"record": record, "signature": b64url(self.key.sign(canonical(record))), "kid": self.kid}
