"""What can go wrong, as exceptions a caller can tell apart: a problem document from the server
(:class:`ProblemError`), a channel that ended for good (:class:`ChannelClosed`) and a receipt that does not
prove the roll it was offered for (:class:`ReceiptError`)."""

from __future__ import annotations

from enum import IntEnum
from typing import Any


class RulesClientError(Exception):
    """The base of every error this package raises."""


class ProblemError(RulesClientError):
    """An RFC 9457 problem document the server answered with (every error it sends is one)."""

    def __init__(self, status: int, document: dict[str, Any], retry_after: float | None = None) -> None:
        self.status = status
        self.document = document
        self.type: str = str(document.get("type", "about:blank"))
        self.title: str = str(document.get("title", ""))
        self.detail: str | None = document.get("detail")
        self.field: str | None = document.get("field")
        """A 422's offending input path, as the specs write it (``dice``, ``target.protection``)."""
        self.retry_after = retry_after
        """A 429's ``Retry-After``, in seconds."""
        super().__init__(f"{status} {self.title}: {self.detail or ''}".rstrip(": "))


class CloseCode(IntEnum):
    """The table channel's close codes (the AsyncAPI document's ``x-close-codes``)."""

    DROPPED = 1006
    POLICY_VIOLATION = 1008
    MESSAGE_TOO_BIG = 1009
    SERVICE_RESTART = 1012
    TRY_AGAIN_LATER = 1013
    MALFORMED_HELLO = 4400
    BAD_TOKEN = 4401
    NOT_A_MEMBER = 4403
    UNKNOWN_SESSION = 4404
    AFTER_AHEAD = 4409
    TOO_MANY_HELLOS = 4429

    @property
    def retry(self) -> bool:
        """Whether reconnecting with ``after`` can succeed (the contract's advice for each code)."""
        return self in _RETRYABLE


_RETRYABLE = frozenset(
    {CloseCode.DROPPED, CloseCode.SERVICE_RESTART, CloseCode.TRY_AGAIN_LATER, CloseCode.TOO_MANY_HELLOS}
)


def close_code(code: int) -> CloseCode | int:
    """The code as a :class:`CloseCode` when the contract names it; a code it does not name stays an int."""
    try:
        return CloseCode(code)
    except ValueError:
        return code


class ChannelClosed(RulesClientError):
    """The table channel ended and will not reconnect: ``code`` says why (4403: the player left or was
    removed, 4401: the token was revoked, 4404: the session was erased...). ``gave_up`` is true when the
    code was retryable but every reconnection attempt failed."""

    def __init__(self, code: CloseCode | int, reason: str = "", *, gave_up: bool = False) -> None:
        self.code = code
        self.reason = reason
        self.gave_up = gave_up
        name = code.name if isinstance(code, CloseCode) else str(code)
        what = "gave up reconnecting after" if gave_up else "closed with"
        super().__init__(f"table channel {what} {int(code)} ({name}){': ' + reason if reason else ''}")


class ReceiptError(RulesClientError):
    """A receipt whose signature does not verify, or that proves another roll than the one offered."""
