"""``RulesClient``: one async method per route of the contract (``../shared/API.md``).

Every state-changing request carries an ``Idempotency-Key`` generated for that call and reused when the
call is retried (a dropped connection, a 5xx, a 429 after its ``Retry-After``), so a retry never rolls,
joins or declares twice: the server answers a repeat with the first response. ``if_match`` sends
``If-Match: "<version>"`` (412 when the session moved on). Errors are :class:`ProblemError`.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Mapping
from typing import Any, cast

import httpx

from rules_client.channel import TableChannel
from rules_client.errors import ProblemError
from rules_client.types import (
    CombatStep,
    CreatedSession,
    Declared,
    EventsPage,
    Joined,
    JsonObject,
    Roll,
    SessionView,
    Settings,
    SystemSummary,
    TableRoll,
    Visibility,
    Webhook,
)

RETRIED_STATUSES = frozenset({429, 502, 503, 504})
"""Answers worth trying again with the same key: the server was busy or briefly unreachable."""


class RulesClient:
    """An async client of the rules server at ``base_url`` (``http://127.0.0.1:8000``), acting with
    ``token`` (a GM's or a player's) on the routes that need one; :meth:`with_token` acts as someone else
    over the same connections."""

    def __init__(
        self,
        base_url: str,
        token: str | None = None,
        *,
        retries: int = 3,
        backoff: float = 0.25,
        timeout: float = 10.0,
        transport: httpx.AsyncBaseTransport | None = None,
        http: httpx.AsyncClient | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.retries = retries
        self.backoff = backoff
        self._http = http or httpx.AsyncClient(base_url=self.base_url, timeout=timeout, transport=transport)
        self._owns_http = http is None

    def with_token(self, token: str) -> RulesClient:
        """The same client acting with another token (sharing this one's connections)."""
        return RulesClient(self.base_url, token, retries=self.retries, backoff=self.backoff, http=self._http)

    async def aclose(self) -> None:
        if self._owns_http:
            await self._http.aclose()

    async def __aenter__(self) -> RulesClient:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.aclose()

    # -- the transport -------------------------------------------------------------------------------

    async def request(
        self,
        method: str,
        path: str,
        body: Any = None,
        *,
        params: Mapping[str, Any] | None = None,
        write: bool = False,
        if_match: int | None = None,
    ) -> Any:
        """One call of ``/v1{path}``, retried on a dropped connection, a 502/503/504 or a 429 (after its
        ``Retry-After``); the decoded JSON answer (None for a 204), or :class:`ProblemError`."""
        headers = self._auth()
        if write:
            # One key for every attempt of this call: a retry of a write that did land is answered, not redone.
            headers["Idempotency-Key"] = str(uuid.uuid4())
        if if_match is not None:
            headers["If-Match"] = f'"{if_match}"'
        attempt = 0
        while True:
            try:
                response = await self._http.request(method, f"/v1{path}", json=body, params=params, headers=headers)
            except httpx.TransportError:
                if attempt >= self.retries:
                    raise
                await asyncio.sleep(self.backoff * 2**attempt)
            else:
                if response.status_code not in RETRIED_STATUSES or attempt >= self.retries:
                    return _decoded(response)
                await asyncio.sleep(_retry_after(response) or self.backoff * 2**attempt)
            attempt += 1

    def _auth(self) -> dict[str, str]:
        return {} if self.token is None else {"Authorization": f"Bearer {self.token}"}

    async def _get(self, path: str, params: Mapping[str, Any] | None = None) -> Any:
        return await self.request("GET", path, params=params)

    async def _write(self, method: str, path: str, body: Any = None, if_match: int | None = None) -> Any:
        return await self.request(method, path, body, write=True, if_match=if_match)

    # -- stateless -------------------------------------------------------------------------------------

    async def health(self) -> JsonObject:
        """``GET /v1/health``: readiness; a 503 (the store or broadcaster unreachable) has the same shape,
        so it is returned rather than raised (its failing part is not ``"ok"``)."""
        response = await self._http.get("/v1/health")
        return cast(JsonObject, response.json())

    async def liveness(self) -> JsonObject:
        return cast(JsonObject, await self._get("/health/live"))

    async def metrics(self) -> str:
        """``GET /metrics``: the Prometheus text."""
        response = await self._http.get("/metrics")
        _decoded(response)
        return response.text

    async def keys(self) -> JsonObject:
        """``GET /v1/keys``: the JSON Web Key Set receipts are signed with."""
        return cast(JsonObject, await self._get("/keys"))

    async def systems(self) -> list[SystemSummary]:
        return cast(list[SystemSummary], await self._get("/systems"))

    async def catalogue(self, system_id: str) -> JsonObject:
        return cast(JsonObject, await self._get(f"/systems/{system_id}"))

    async def combat_protocol(self, system_id: str) -> JsonObject:
        """``GET /v1/systems/{id}/combat``: phases, who declares, declaration schemas."""
        return cast(JsonObject, await self._get(f"/systems/{system_id}/combat"))

    async def roll(self, expression: str, dice: list[int] | None = None) -> Roll:
        """``POST /v1/rolls``: generic dice notation (``4d6kh3+2``); ``dice`` replays physical dice."""
        return cast(Roll, await self.request("POST", "/rolls", _without_none(expression=expression, dice=dice)))

    async def roll_odds(self, expression: str) -> JsonObject:
        return cast(JsonObject, await self.request("POST", "/rolls/odds", {"expression": expression}))

    async def operation(self, system_id: str, operation: str, body: JsonObject) -> JsonObject:
        """``POST /v1/systems/{system_id}/{operation}``: one stateless rule operation."""
        return cast(JsonObject, await self.request("POST", f"/systems/{system_id}/{operation}", body))

    async def operation_odds(self, system_id: str, operation: str, body: JsonObject) -> JsonObject:
        return cast(JsonObject, await self.request("POST", f"/systems/{system_id}/{operation}/odds", body))

    # -- sessions ------------------------------------------------------------------------------------

    async def create_session(self, system: str, name: str, settings: Settings | None = None) -> CreatedSession:
        """A new table; the answer's ``gm_token`` makes you its GM (``client.with_token(...)``)."""
        body = _without_none(system=system, name=name, settings=settings)
        return cast(CreatedSession, await self._write("POST", "/sessions", body))

    async def join(self, session_id: str, name: str, join_code: str) -> Joined:
        body = {"name": name, "join_code": join_code}
        return cast(Joined, await self._write("POST", f"/sessions/{session_id}/players", body))

    async def session(self, session_id: str) -> SessionView:
        return cast(SessionView, await self._get(f"/sessions/{session_id}"))

    async def update_session(
        self,
        session_id: str,
        *,
        name: str | None = None,
        settings: Settings | None = None,
        if_match: int | None = None,
    ) -> SessionView:
        body = _without_none(name=name, settings=settings)
        return cast(SessionView, await self._write("PATCH", f"/sessions/{session_id}", body, if_match))

    async def end_session(self, session_id: str, *, if_match: int | None = None) -> SessionView:
        return cast(SessionView, await self._write("POST", f"/sessions/{session_id}/end", None, if_match))

    async def delete_session(self, session_id: str, *, if_match: int | None = None) -> None:
        await self._write("DELETE", f"/sessions/{session_id}", None, if_match)

    async def remove_player(self, session_id: str, player_id: str, *, if_match: int | None = None) -> None:
        """The player leaves (with their own token) or is removed (with the GM's)."""
        await self._write("DELETE", f"/sessions/{session_id}/players/{player_id}", None, if_match)

    async def rotate_player_token(self, session_id: str, player_id: str) -> str:
        answer = await self._write("POST", f"/sessions/{session_id}/players/{player_id}/token")
        return cast(str, answer["token"])

    async def rotate_gm_token(self, session_id: str) -> str:
        return cast(str, (await self._write("POST", f"/sessions/{session_id}/gm_token"))["gm_token"])

    async def rotate_join_code(self, session_id: str) -> str:
        return cast(str, (await self._write("POST", f"/sessions/{session_id}/join_code"))["join_code"])

    async def roll_at_table(
        self,
        session_id: str,
        operation: str,
        input: JsonObject,
        *,
        visibility: Visibility | None = None,
        label: str | None = None,
        if_match: int | None = None,
    ) -> TableRoll:
        """A logged, broadcast, receipted roll: ``"notation"`` with ``{"expression": ...}``, or one of the
        session's system's operations with its input."""
        body = _without_none(operation=operation, input=input, visibility=visibility, label=label)
        return cast(TableRoll, await self._write("POST", f"/sessions/{session_id}/rolls", body, if_match))

    async def table_roll_odds(self, session_id: str, operation: str, input: JsonObject) -> JsonObject:
        body = {"operation": operation, "input": input}
        return cast(JsonObject, await self.request("POST", f"/sessions/{session_id}/rolls/odds", body))

    async def events(self, session_id: str, after: int = 0, limit: int | None = None) -> EventsPage:
        """One page of the log: events with ``seq > after``, oldest first, filtered for the caller."""
        params = _without_none(after=after, limit=limit)
        return cast(EventsPage, await self._get(f"/sessions/{session_id}/events", params))

    def channel(
        self,
        session_id: str,
        *,
        after: int | None = None,
        ping_interval: float = 15.0,
        pong_timeout: float = 10.0,
        min_backoff: float = 0.2,
        max_backoff: float = 10.0,
        give_up_after: float = 300.0,
    ) -> TableChannel:
        """The table's socket as an async iterator (see :class:`rules_client.TableChannel`)."""
        return TableChannel(
            self,
            session_id,
            after=after,
            ping_interval=ping_interval,
            pong_timeout=pong_timeout,
            min_backoff=min_backoff,
            max_backoff=max_backoff,
            give_up_after=give_up_after,
        )

    # -- combat --------------------------------------------------------------------------------------

    async def start_combat(self, session_id: str, setup: JsonObject, *, if_match: int | None = None) -> CombatStep:
        """The system's ``combat_start`` input (a combatant may carry ``controller``) → ``{seq, combat, result}``."""
        return cast(CombatStep, await self._write("POST", f"/sessions/{session_id}/combat", setup, if_match))

    async def declare(
        self,
        session_id: str,
        phase: str,
        declaration: JsonObject,
        combatant: str | None = None,
        *,
        if_match: int | None = None,
    ) -> Declared:
        """One combatant's part of a phase (``combatant`` None: the GM's table-wide part)."""
        body = _without_none(phase=phase, combatant=combatant, declaration=declaration)
        return cast(Declared, await self._write("POST", f"/sessions/{session_id}/combat/declarations", body, if_match))

    async def resolve(
        self, session_id: str, dice: list[int] | None = None, *, if_match: int | None = None
    ) -> CombatStep:
        """The GM resolves the current phase now (``dice``: forced faces) → ``{seq, combat, result}``."""
        body = _without_none(dice=dice)
        return cast(CombatStep, await self._write("POST", f"/sessions/{session_id}/combat/resolve", body, if_match))

    async def end_combat(self, session_id: str, *, if_match: int | None = None) -> CombatStep:
        return cast(CombatStep, await self._write("DELETE", f"/sessions/{session_id}/combat", None, if_match))

    # -- webhooks ------------------------------------------------------------------------------------

    async def create_webhook(
        self,
        session_id: str,
        url: str,
        events: list[str] | None = None,
        format: str | None = None,
    ) -> Webhook:
        body = _without_none(url=url, events=events, format=format)
        return cast(Webhook, await self._write("POST", f"/sessions/{session_id}/webhooks", body))

    async def webhooks(self, session_id: str) -> list[JsonObject]:
        return cast(list[JsonObject], await self._get(f"/sessions/{session_id}/webhooks"))

    async def delete_webhook(self, session_id: str, webhook_id: str) -> None:
        await self._write("DELETE", f"/sessions/{session_id}/webhooks/{webhook_id}")


def _without_none(**fields: Any) -> dict[str, Any]:
    return {name: value for name, value in fields.items() if value is not None}


def _retry_after(response: httpx.Response) -> float | None:
    try:
        return float(response.headers["Retry-After"])
    except (KeyError, ValueError):
        return None


def _decoded(response: httpx.Response) -> Any:
    if response.is_success:
        if response.status_code == 204 or "json" not in response.headers.get("content-type", ""):
            return None
        return response.json()
    try:
        document = response.json()
    except ValueError:
        document = {"title": response.reason_phrase, "status": response.status_code, "detail": response.text}
    if not isinstance(document, dict):
        document = {"status": response.status_code, "detail": str(document)}
    raise ProblemError(response.status_code, document, _retry_after(response))
