"""What can go wrong in a play session, without HTTP: the API layer maps each to its status."""

from __future__ import annotations


class SessionError(Exception):
    """Base of the session layer's errors; ``str(error)`` is the problem's detail."""


class NotFound(SessionError):
    """An unknown session, combat or combatant (404)."""


class Unauthenticated(SessionError):
    """A missing or unknown token (401)."""


class Forbidden(SessionError):
    """A valid token of another session, or a role that may not do this (403)."""


class Conflict(SessionError):
    """A declaration for a phase that is not current, a combat that has ended or is running (409)."""


class PreconditionFailed(SessionError):
    """``If-Match`` does not name the session's current version (412)."""


class Unavailable(SessionError):
    """The store or the broadcaster cannot be reached (503)."""
