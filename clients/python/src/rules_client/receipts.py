"""Receipt verification: a roll's receipt is a compact JWS (EdDSA, Ed25519) over its record's JSON bytes,
checked against the server's keys (``GET /v1/keys``), and then its record must name the roll it is meant to
prove: the session, the ``seq`` and the result."""

from __future__ import annotations

import hashlib
import json
import warnings
from typing import TYPE_CHECKING, Any, cast

from joserfc import jws
from joserfc.errors import JoseError, SecurityWarning
from joserfc.jwk import KeySet, KeySetSerialization

from rules_client.errors import ReceiptError
from rules_client.types import JsonObject, Receipt

if TYPE_CHECKING:
    from rules_client.client import RulesClient


def commitment(value: Any) -> str:
    """SHA-256 (hex) of a value's compact JSON with sorted keys: how a combat step's receipt commits to its
    result (``result_sha256``) without showing it."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


class ReceiptVerifier:
    """Verifies receipts with the server's published keys, fetched once (again when a receipt names a key
    not seen yet: the server's key was rotated)."""

    def __init__(self, client: RulesClient) -> None:
        self.client = client
        self._keys: KeySet | None = None

    async def verify(self, receipt: Receipt | None, *, session: str, seq: int, result: Any) -> JsonObject:
        """The receipt's record when its signature holds and it proves the roll with this session, ``seq``
        and result (compared as JSON, or with the record's ``result_sha256`` commitment); otherwise
        :class:`ReceiptError` (also for no receipt: a roll without dice has none)."""
        if receipt is None:
            raise ReceiptError(f"seq {seq} has no receipt: it rolled no dice")
        record = await self.signed_record(receipt)
        if record.get("session") != session or record.get("seq") != seq:
            raise ReceiptError(f"this receipt proves seq {record.get('seq')} of session {record.get('session')}")
        # A combat step's receipt commits to its result by digest instead of showing it.
        shown = "result" in record
        proved = record["result"] == result if shown else record.get("result_sha256") == commitment(result)
        if not proved:
            raise ReceiptError(f"this receipt proves another result of seq {seq}")
        return record

    async def signed_record(self, receipt: Receipt) -> JsonObject:
        """The record the JWS signs (its payload), once the signature verifies: nothing else is trusted."""
        try:
            signed = self._deserialize(receipt["jws"], await self._key_set(refresh=False))
        except JoseError:
            signed = None
        if signed is None:  # perhaps a key published after ours were fetched
            try:
                signed = self._deserialize(receipt["jws"], await self._key_set(refresh=True))
            except JoseError as error:
                raise ReceiptError(f"the receipt's signature does not verify: {error}") from error
        record = json.loads(signed)
        if not isinstance(record, dict):
            raise ReceiptError("the receipt's payload is not a record")
        return record

    async def _key_set(self, *, refresh: bool) -> KeySet:
        if self._keys is None or refresh:
            self._keys = KeySet.import_key_set(cast(KeySetSerialization, await self.client.keys()))
        return self._keys

    @staticmethod
    def _deserialize(value: str, keys: KeySet) -> bytes:
        with warnings.catch_warnings():
            # RFC 9864 deprecates the polymorphic "EdDSA" for "Ed25519"; the contract's receipts say EdDSA.
            warnings.simplefilter("ignore", SecurityWarning)
            return jws.deserialize_compact(value, keys, algorithms=["EdDSA"]).payload
