"""The rules server's official Python client (``../README.md``)."""

from rules_client.channel import ChannelItem, Presence, Snapshot, TableChannel, TableEvent
from rules_client.client import RulesClient
from rules_client.errors import ChannelClosed, CloseCode, ProblemError, ReceiptError, RulesClientError
from rules_client.receipts import ReceiptVerifier, commitment
from rules_client.types import CombatStep, Event, JsonObject, Receipt, SessionView

__all__ = [
    "ChannelClosed",
    "ChannelItem",
    "CloseCode",
    "CombatStep",
    "Event",
    "JsonObject",
    "Presence",
    "ProblemError",
    "Receipt",
    "ReceiptError",
    "ReceiptVerifier",
    "RulesClient",
    "RulesClientError",
    "SessionView",
    "Snapshot",
    "TableChannel",
    "TableEvent",
    "commitment",
]
