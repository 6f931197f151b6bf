"""``GET /v1/keys``: the public key that verifies roll receipts."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel, Field

from app.api.body import JSONBody
from app.api.deps import Sessions

router = APIRouter(tags=["receipts"])


class PublicKey(BaseModel):
    kty: str = Field(examples=["OKP"])
    crv: str = Field(examples=["Ed25519"])
    x: str = Field(description="The public key's 32 bytes, base64url.")
    kid: str = Field(description="Receipts name the key that signed them by this id.")
    use: str = Field(examples=["sig"])
    alg: str = Field(examples=["EdDSA"])


class KeySet(BaseModel):
    keys: list[PublicKey]


@router.get(
    "/keys",
    operation_id="get_keys",
    response_model=KeySet,
    summary="The server's receipt-signing public key (a JSON Web Key Set)",
    description="A receipt is `{jws, record}`: a compact JWS (RFC 7515, `alg` EdDSA, `kid` in its protected "
    "header) whose payload is the record's JSON bytes; any JOSE library verifies it against this key set.",
)
async def keys(sessions: Sessions) -> JSONBody:
    return JSONBody({"keys": [sessions.signer.jwk()]})
