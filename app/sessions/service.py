"""The session service: the one owner of every change to a play session.

Each change is one unit of work in one store transaction that holds the session's lock: replay an
idempotent response or check ``If-Match``, run the rules, append exactly one event (which bumps
``version``), commit. The unit is plain code, no awaits: the store runs it whole where the database is.
The committed event comes back with the answer, for :meth:`SessionService.publish` once the answer is
out. A rule error rolls everything back and leaves nothing to publish.
"""

from __future__ import annotations

import hashlib
from collections.abc import AsyncGenerator, AsyncIterator, Callable, Mapping
from contextlib import aclosing
from dataclasses import dataclass, replace
from datetime import datetime
from functools import partial
from typing import Any

import orjson

from app import metrics
from app.rules import GameSystem, InputError, JsonObject, Operation, PhaseOutcome, get_system
from app.rules.dice.rolls import ROLL
from app.rules.errors import UnknownSystem
from app.rules.odds import operation_odds
from app.rules.odds.notation import roll_odds
from app.rules.phases import LoadedCombat
from app.rules.validation import parse
from app.sessions.broadcast.protocol import Broadcaster
from app.sessions.errors import Conflict, Forbidden, NotFound, PreconditionFailed, Unauthenticated
from app.sessions.limits import Limiter
from app.sessions.messages import CloseCode
from app.sessions.presence import Online, Presence
from app.sessions.receipts import Signer
from app.sessions.receipts import digest as receipt_digest
from app.sessions.recent import Recent
from app.sessions.records import (
    MAX_EVENT_BYTES,
    UNSTORABLE,
    CombatRecord,
    EventRecord,
    Member,
    SessionRecord,
    rfc3339,
    split_receipt,
    storable,
    utc_now,
)
from app.sessions.schemas import (
    MAX_LABEL,
    DeclarationBody,
    PlayerJoin,
    ResolveBody,
    SessionChange,
    SessionCreate,
    TableRoll,
)
from app.sessions.store.protocol import (
    DiscordLinkTaken,
    EventTooLarge,
    ResponseAlreadyStored,
    Store,
    StoredResponse,
    WriteTransaction,
)
from app.sessions.table import SessionSettings
from app.sessions.tokens import digest, new_id, new_join_code, new_token, same_digest
from app.sessions.visibility import combat_snapshot, combat_view, event_view, stored_snapshot, viewer_for

MAX_IDEMPOTENCY_KEY = 200
NOTATION = "notation"
"""A table roll's operation for generic dice notation (any other name is one of the system's)."""
READ_BATCH = 16
"""Rows of the log read at once: each is at most 64 KiB of text, decoded only when its turn comes."""
PAGE_BYTES = 4 * 1024 * 1024
"""A page of ``GET /events`` ends once its events' JSON reaches this size."""
MIN_ANONYMOUS_KEY = 22
"""On the routes without a token, a key is all that guards the first response (secrets included): it
must be long enough not to be guessed (a random UUID is 36 characters)."""


class IdempotencyKeyReused(Exception):
    """The same ``Idempotency-Key`` came back with a different body (422)."""


class BadIdempotencyKey(Exception):
    """An ``Idempotency-Key`` that is empty or longer than 200 characters, or shorter than 22 characters
    on an anonymous route (422); the message says which."""


@dataclass(frozen=True)
class Conditions:
    """What a state-changing request may carry besides its body."""

    token: str | None = None
    idempotency_key: str | None = None
    if_match: str | None = None
    client: str | None = None
    """The caller's address, for the per-address rate limits."""

    def __post_init__(self) -> None:
        # Checked here, as the request comes in: a bad key is refused before anything else is looked at.
        key = self.idempotency_key
        if key is not None and not 0 < len(key) <= MAX_IDEMPOTENCY_KEY:
            raise BadIdempotencyKey(f"must be 1 to {MAX_IDEMPOTENCY_KEY} characters")
        if key is not None and not storable(key):
            raise BadIdempotencyKey(UNSTORABLE)

    def anonymous(self) -> None:
        """On a route without a token the key alone scopes the response: refuse one that could be guessed."""
        key = self.idempotency_key
        if key is not None and len(key) < MIN_ANONYMOUS_KEY:
            raise BadIdempotencyKey(f"must be at least {MIN_ANONYMOUS_KEY} characters on this route")


@dataclass(frozen=True)
class Outcome:
    """A response to send: its status, its body, whether it replays an earlier one, and the event it
    committed, to publish once the response is out (:meth:`SessionService.publish`)."""

    status: int
    body: Any
    replayed: bool = False
    event: EventRecord | None = None
    controls: tuple[tuple[str, bytes], ...] = ()
    """(session id, :func:`encode_control` message) for every worker's sockets, sent after the event."""
    queued_deliveries: bool = False
    """Whether the event was queued for a webhook."""


Change = Callable[[WriteTransaction], tuple[int, Any, EventRecord | None]]


def _request_hash(body: Any) -> str:
    """Bodies compare as parsed JSON: key order and spacing do not matter."""
    return hashlib.sha256(orjson.dumps(body, option=orjson.OPT_SORT_KEYS)).hexdigest()


def _scope(token: str | None, route: str) -> str:
    """A key's scope: the caller's token (none on the anonymous routes) and the route with its path, so a
    key used on one session means nothing on another."""
    return hashlib.sha256(f"{digest(token) if token else ''} {route}".encode()).hexdigest()


def _version_matches(if_match: str, version: int) -> bool:
    tags = [tag.strip() for tag in if_match.split(",")]
    return any(tag == "*" or tag.removeprefix("W/").strip('"') == str(version) for tag in tags)


def _event_type_after(round_before: int, after: LoadedCombat[Any]) -> str:
    """One event per change, named for the most significant thing the resolution did."""
    if after.ended:
        return "combat_ended"
    if after.round > round_before:
        return "round_started"
    return "phase_resolved"


def _supplies_dice(body: Mapping[str, Any]) -> bool:
    """Whether a table roll's body brings its own faces (``input.dice``, not null)."""
    given = body.get("input")
    return isinstance(given, dict) and given.get("dice") is not None


class SessionService:
    def __init__(
        self, store: Store, broadcaster: Broadcaster, signer: Signer, limiter: Limiter, presence: Presence
    ) -> None:
        self.store = store
        self.broadcaster = broadcaster
        self.signer = signer
        self.limiter = limiter
        self.presence = presence
        self._systems: Recent[str, str] = Recent(10_000)
        # A token's member, and the session's revocation count when it was read: a write or a read that
        # finds the count moved checks the token again, so a revoked token stops working on every worker
        # at once, while most requests still authenticate without a query.
        self._members: Recent[str, tuple[Member, int]] = Recent(100_000)
        self.listeners: list[Callable[[], None]] = []
        """Told after an event queued for a webhook is published (the webhook deliverer looks at the outbox
        then; it also looks every `WEBHOOK_POLL_EVERY` seconds, for what other workers queued)."""

    async def _limit_writes(self, conditions: Conditions) -> None:
        if conditions.token:
            await self.limiter.check("write", digest(conditions.token))

    async def _limit_sessions(self, conditions: Conditions) -> None:
        await self.limiter.check("session", conditions.client or "unknown")

    def _combat_receipt(
        self,
        transaction: WriteTransaction,
        at: datetime,
        operation: str,
        combat: CombatRecord,
        given: JsonObject,
        result: JsonObject,
        forced: bool,
    ) -> JsonObject | None:
        """A receipt for a combat step that rolled: input and result are committed by their SHA-256,
        since they may hold what only the GM may see; ``forced`` says whether a caller supplied faces."""
        faces = result.get("dice")
        if not isinstance(faces, list) or not faces:
            return None
        record = {
            "session": transaction.session.id,
            "seq": transaction.next_seq,
            "operation": operation,
            "combat": combat.id,
            "round": combat.round,
            "input_sha256": receipt_digest(given),
            "faces": faces,
            "result_sha256": receipt_digest(result),
            "time": rfc3339(at),
            "forced": forced,
        }
        return self.signer.receipt(record)

    # -- reading ---------------------------------------------------------------------------------

    async def authenticate(self, session_id: str, token: str | None, *, gm_only: bool = False) -> tuple[str, Member]:
        """The session's system and the caller: 404 unknown session, 401 missing or unknown token, 403 a
        token of another session, or with ``gm_only`` a player's (the contract's order of checks).

        Both are remembered, so most requests authenticate without a query (unknown ids and tokens are
        not remembered). A token remembered before a revocation is checked again where the session's row
        is read anyway (:meth:`_recheck`, and in every write's transaction).
        """
        system = await self.system_of(session_id)
        if not token:
            raise Unauthenticated("a bearer token is required")
        key = digest(token)
        known = self._members.get(key)
        if known is None:
            known = await self.store.member_by_token(key)
            if known is None:
                if await self.store.session(session_id) is None:  # erased since its system was remembered
                    self._systems.forget(session_id)
                    raise NotFound(f"unknown session {session_id!r}")
                raise Unauthenticated("unknown token")
            self._members.put(key, known)
        member = known[0]
        if member.session_id != session_id:
            raise Forbidden("this token belongs to another session")
        if gm_only and member.role != "gm":
            raise Forbidden("only the GM may do this")
        return system, member

    async def authenticate_now(self, session_id: str, token: str | None) -> tuple[str, Member]:
        """:meth:`authenticate`, then checked against the session as stored now (a socket's hello)."""
        system, member = await self.authenticate(session_id, token)
        session = await self.store.session(session_id)
        if session is None:
            raise NotFound(f"unknown session {session_id!r}")
        await self._recheck(token, session)
        return system, member

    def _current(self, token: str | None, credentials: int) -> bool:
        """Whether ``token``'s member was read after the session's last revocation."""
        known = self._members.get(digest(token)) if token else None
        return known is not None and known[1] == credentials

    async def _recheck(self, token: str | None, session: SessionRecord) -> None:
        if self._current(token, session.credentials):
            return
        key = digest(token or "")
        known = await self.store.member_by_token(key)
        if known is None:
            self._members.forget(key)
            raise Unauthenticated("this token was revoked")
        self._members.put(key, known)

    def forget(self, session_id: str) -> None:
        """The session was erased (on some worker): forget what was remembered of it."""
        self._systems.forget(session_id)

    async def system_of(self, session_id: str) -> str:
        """The session's system; 404 for an unknown session."""
        system = self._systems.get(session_id)
        if system is None:
            session = await self.store.session(session_id)
            if session is None:
                raise NotFound(f"unknown session {session_id!r}")
            system = session.system
            self._systems.put(session_id, system)
        return system

    async def _check_supplied_dice(self, session_id: str, member: Member) -> None:
        session = await self.store.session(session_id)
        if session is None:
            raise NotFound(f"unknown session {session_id!r}")
        SessionSettings.stored(session.settings).check_supplied_dice(member.role)

    async def _gm(self, session_id: str, token: str | None) -> tuple[str, Member]:
        return await self.authenticate(session_id, token, gm_only=True)

    async def view(self, session_id: str, token: str | None) -> JsonObject:
        """``GET /v1/sessions/{sid}`` for the caller, read from one consistent snapshot."""
        _, member = await self.authenticate(session_id, token)
        session, players, combat = await self.store.snapshot(session_id)
        await self._recheck(token, session)
        return self._session_view(session, players, combat, member, await self.presence.online(session_id))

    async def view_for(self, session_id: str, member: Member) -> JsonObject:
        """``GET /v1/sessions/{sid}`` for this member, read from one consistent snapshot."""
        snapshot = await self.store.snapshot(session_id)
        return self._session_view(*snapshot, member, await self.presence.online(session_id))

    def _session_view(
        self, session: SessionRecord, players: list[Member], combat: CombatRecord | None, member: Member, online: Online
    ) -> JsonObject:
        shown = [{"id": player.id, "name": player.name} for player in players]
        return session_view(
            session, shown, online, self._combat_view(session.system, combat, member), gm=member.role == "gm"
        )

    async def events(self, session_id: str, token: str | None, after: int, limit: int) -> bytes:
        """A page of the log, as JSON: at most ``limit`` events, and no more once :data:`PAGE_BYTES` of them
        are written (a client asks again after the last it got). Each event is read, filtered and written
        before the next is decoded, so a page costs memory in proportion to its bytes, not to the objects
        its JSON would decode into."""
        system, member = await self.authenticate(session_id, token)
        # Written into one buffer as it goes: orjson's output for an event can reserve many times its size.
        page = bytearray(b'{"events":[')
        async with aclosing(self.events_for(system, event_log(self.store, session_id, after, limit), member)) as views:
            async for view in views:
                if len(page) > len('{"events":['):
                    page += b","
                page += orjson.dumps(view)
                if len(page) >= PAGE_BYTES:
                    break
        session = await self.store.session(session_id)
        if session is None:
            raise NotFound(f"unknown session {session_id!r}")
        await self._recheck(token, session)
        page += b'],"version":%d}' % session.version
        return bytes(page)

    async def events_for(
        self, system_id: str, records: AsyncIterator[EventRecord], member: Member
    ) -> AsyncGenerator[JsonObject]:
        """A run of the log as ``member`` may see it; each event's combat view uses that event's combat."""
        controllers: dict[str, str] = {}
        async for record in records:
            if record.combat is not None:
                controllers = record.combat.controllers
            yield event_view(record, member, system_id, viewer_for(member, controllers))

    def _combat_view(self, system_id: str, combat: CombatRecord | None, member: Member) -> JsonObject | None:
        if combat is None:
            return None
        return combat_view(system_id, stored_snapshot(system_id, combat), viewer_for(member, combat.controllers))

    # -- the write path --------------------------------------------------------------------------

    async def _change(
        self,
        session_id: str,
        route: str,
        body: Any,
        conditions: Conditions,
        change: Change,
        admit: Callable[[WriteTransaction], None] | None = None,
        bulk: str = "body",
        *,
        anonymous: bool = False,
    ) -> Outcome:
        """``change`` in one transaction, after the caller's token is checked again if a revocation may
        have made it stale (unless ``anonymous``), after ``admit`` (a 403 that depends on the session's
        state comes before a replay, ``If-Match`` and the body), a replayed response and ``If-Match``. An
        event too large to store is a 422 on ``bulk``, the field of the body that makes an event large."""
        key = conditions.idempotency_key
        scope = _scope(conditions.token, route)
        request_hash = _request_hash(body)

        def work(transaction: WriteTransaction) -> tuple[Outcome, WriteTransaction]:
            if not anonymous:
                self._still_valid(transaction, conditions.token)
            if admit is not None:
                admit(transaction)
            if key is not None:
                stored = transaction.stored_response(scope, key)
                if stored is not None:
                    return self._replay(stored, request_hash), transaction
            self._check_version(transaction, conditions)
            if transaction.session.ended:
                raise Conflict("the session has ended; it is read-only")
            status, response, event = change(transaction)
            if key is not None:
                transaction.remember_response(StoredResponse(scope, key, request_hash, status, response))
            return Outcome(status, response, event=event), transaction

        try:
            outcome, transaction = await self.store.change(session_id, work)
        except EventTooLarge:
            raise InputError(bulk, f"too large: an event is stored in at most {MAX_EVENT_BYTES // 1024} KiB") from None
        # Read once the change returns: a store may log the event after the unit of work.
        return replace(outcome, queued_deliveries=transaction.queued_deliveries) if outcome.event else outcome

    async def change_quietly(
        self,
        session_id: str,
        route: str,
        body: Any,
        conditions: Conditions,
        change: Callable[[WriteTransaction], tuple[int, Any]],
    ) -> Outcome:
        """A write that appends no event (a webhook is no part of the table's play), through the same unit
        of work as every write: the token checked again, a replay, ``If-Match``, 409 once the session ended."""
        return await self._change(session_id, route, body, conditions, lambda transaction: (*change(transaction), None))

    def _still_valid(self, transaction: WriteTransaction, token: str | None) -> None:
        """The caller's token, remembered before the session's last revocation, is checked again here."""
        if self._current(token, transaction.session.credentials):
            return
        key = digest(token or "")
        member = transaction.member_by_token(key)
        if member is None:
            self._members.forget(key)
            raise Unauthenticated("this token was revoked")
        self._members.put(key, (member, transaction.session.credentials))

    @staticmethod
    def _check_version(transaction: WriteTransaction, conditions: Conditions) -> None:
        version = transaction.session.version
        if conditions.if_match is not None and not _version_matches(conditions.if_match, version):
            raise PreconditionFailed(f'If-Match {conditions.if_match} does not match the current version "{version}"')

    @staticmethod
    def _replay(stored: StoredResponse, request_hash: str) -> Outcome:
        if stored.request_hash != request_hash:
            raise IdempotencyKeyReused(stored.key)
        return Outcome(stored.status, stored.body, replayed=True)

    async def publish(self, outcome: Outcome) -> None:
        """Hand the event ``outcome`` committed to every worker's sockets (nothing for a replay).

        Called once the response is out: the answer goes first, then the fan-out, in the same task (no
        turn of the event loop in between, which on a busy server would be every request in flight)."""
        if outcome.event is not None:
            metrics.event_appended(outcome.event.type)
            await self.broadcaster.publish(outcome.event.session_id, encode_event(outcome.event))
        if outcome.queued_deliveries:
            for listener in self.listeners:
                listener()
        for session_id, control in outcome.controls:
            await self.broadcaster.publish(session_id, control)

    # -- sessions and players --------------------------------------------------------------------

    async def create(self, body: Mapping[str, Any], conditions: Conditions) -> Outcome:
        conditions.anonymous()
        await self._limit_sessions(conditions)
        request = parse(SessionCreate, body)
        try:
            get_system(request.system)
        except UnknownSystem:
            raise InputError("system", f"unknown system {request.system!r}") from None
        key = conditions.idempotency_key
        scope, request_hash = _scope(None, "POST /v1/sessions"), _request_hash(body)
        if key is not None:
            stored = await self.store.stored_response(scope, key)
            if stored is not None:
                return self._replay(stored, request_hash)
        join_code, gm_token = new_join_code(), new_token()
        settings = request.settings.model_dump()
        session = SessionRecord(
            new_id(), request.system, request.name, 1, digest(join_code), settings, join_code=join_code
        )
        gm = Member(new_id(), session.id, "gm", "GM")
        response = {
            "id": session.id,
            "system": session.system,
            "name": session.name,
            "join_code": join_code,
            "gm_token": gm_token,
            "version": 1,
            "settings": settings,
        }
        remembered = StoredResponse(scope, key, request_hash, 201, response) if key is not None else None
        try:
            event = await self.store.create_session(session, gm, digest(gm_token), remembered)
        except ResponseAlreadyStored:
            stored = await self.store.stored_response(scope, key or "")
            assert stored is not None  # it was just committed by the concurrent request
            return self._replay(stored, request_hash)
        return Outcome(201, response, event=event)

    async def join(self, session_id: str, body: Mapping[str, Any], conditions: Conditions) -> Outcome:
        conditions.anonymous()
        await self._limit_sessions(conditions)
        session = await self.store.session(session_id)
        if session is None:
            raise NotFound(f"unknown session {session_id!r}")
        request = parse(PlayerJoin, body)
        if not same_digest(request.join_code, session.join_code_hash):
            raise Forbidden("wrong join code")

        def add_player(transaction: WriteTransaction) -> tuple[int, Any, EventRecord]:
            token = new_token()
            player, event = _add_player(transaction, session_id, request.name, token)
            return 201, {"player_id": player.id, "token": token}, event

        return await self._change(
            session_id, f"POST /v1/sessions/{session_id}/players", body, conditions, add_player, anonymous=True
        )

    async def link_discord(self, join_code: str, name: str, channel_id: str, user_id: str) -> tuple[str, Outcome]:
        """A Discord user in a channel joins the session whose join code this is, as a player named
        ``name``, and plays as that player from the channel. The player's token is never shown: the link
        stands for it. Returns the session's name and the join's outcome (its event to publish)."""
        await self.limiter.check("session", f"discord:{user_id}")  # join codes are guessed one try at a time
        request = parse(PlayerJoin, {"name": name, "join_code": join_code})
        session = await self.store.session_by_join_code(digest(request.join_code))
        if session is None:
            raise Forbidden("wrong join code")

        def add_linked_player(transaction: WriteTransaction) -> tuple[int, Any, EventRecord]:
            player, event = _add_player(transaction, session.id, request.name, new_token())
            try:
                transaction.link_discord(channel_id, user_id, player)
            except DiscordLinkTaken:
                raise Conflict("you already play at a table from this channel: /table unlink first") from None
            return 201, {"player_id": player.id}, event

        outcome = await self._change(session.id, "discord link", {}, Conditions(), add_linked_player, anonymous=True)
        return session.name, outcome

    async def discord_member(self, channel_id: str, user_id: str) -> Member | None:
        """The player a Discord user plays as from a channel, if they linked it."""
        return await self.store.discord_member(channel_id, user_id)

    async def roll_linked(self, member: Member, body: Mapping[str, Any]) -> Outcome:
        """A table roll by a player through a Discord link (rate-limited per player, as a token is)."""
        await self.limiter.check("write", f"member:{member.id}")
        return await self.roll_as(await self.system_of(member.session_id), member, body, Conditions())

    async def table_status(self, member: Member) -> JsonObject:
        """What a linked player is told of their table: its name, system, players (and who is online) and
        combat's phase."""
        session, players, combat = await self.store.snapshot(member.session_id)
        online = await self.presence.online(member.session_id)
        running = combat is not None and not combat.ended
        return {
            "name": session.name,
            "system": session.system,
            "gm_online": online.gm,
            "players": [{"name": player.name, "online": player.id in online.players} for player in players],
            "combat": {"phase": combat.phase, "round": combat.round} if combat is not None and running else None,
        }

    async def update(self, session_id: str, body: Mapping[str, Any], conditions: Conditions) -> Outcome:
        """The GM renames the session or changes settings (those not given keep their value): the
        session's view, and the event ``session_changed`` with the new name and the whole new settings."""
        await self._limit_writes(conditions)
        _, gm = await self._gm(session_id, conditions.token)
        request = parse(SessionChange, body)
        online = await self.presence.online(session_id)

        def change(transaction: WriteTransaction) -> tuple[int, Any, EventRecord]:
            # Merged under the session's lock: two GMs' tabs changing different settings both count.
            session, settings = transaction.session, SessionSettings.stored(transaction.session.settings)
            data: dict[str, Any] = {}
            if request.name is not None:
                data["name"] = request.name
            if request.settings is not None:
                settings = settings.updated(request.settings)
                data["settings"] = settings.model_dump()
            transaction.rename_and_configure(data.get("name", session.name), settings.model_dump())
            event = transaction.append("session_changed", gm, data)
            view = self._session_view(
                transaction.session, transaction.players(), transaction.latest_combat(), gm, online
            )
            return 200, view, event

        return await self._change(session_id, f"PATCH /v1/sessions/{session_id}", body, conditions, change)

    # -- the table's life -----------------------------------------------------------------------

    async def remove_player(self, session_id: str, player_id: str, conditions: Conditions) -> Outcome:
        """The player leaves, or the GM removes them: their token stops working, their sockets close
        (4403), and the combatants they controlled pass to the GM."""
        await self._limit_writes(conditions)
        system_id, caller = await self._gm_or(session_id, conditions.token, player_id)

        def remove(transaction: WriteTransaction) -> tuple[int, Any, EventRecord]:
            player = _member(transaction, player_id)
            combat = transaction.remove_member(player.id)
            snapshot = stored_snapshot(system_id, combat) if combat is not None else None
            data = {"player_id": player.id, "name": player.name}
            event = transaction.append("player_left", caller, data, combat=snapshot)
            return 200, {"seq": event.seq}, event

        outcome = await self._change(
            session_id, f"DELETE /v1/sessions/{session_id}/players/{player_id}", {}, conditions, remove
        )
        return _with_control(outcome, session_id, "close", code=CloseCode.NOT_A_MEMBER, member=player_id)

    async def rotate_player_token(self, session_id: str, player_id: str, conditions: Conditions) -> Outcome:
        """A new token for the player; sockets on the old one close (4401)."""
        await self._limit_writes(conditions)
        await self._gm_or(session_id, conditions.token, player_id)
        route = f"POST /v1/sessions/{session_id}/players/{player_id}/token"
        return await self._rotate(session_id, route, "token", conditions, player_id, "player")

    async def rotate_gm_token(self, session_id: str, conditions: Conditions) -> Outcome:
        await self._limit_writes(conditions)
        _, gm = await self._gm(session_id, conditions.token)
        return await self._rotate(
            session_id, f"POST /v1/sessions/{session_id}/gm_token", "gm_token", conditions, gm.id, "gm"
        )

    async def _rotate(
        self, session_id: str, route: str, field: str, conditions: Conditions, member_id: str, role: str
    ) -> Outcome:
        revoked: list[str] = []

        def rotate(transaction: WriteTransaction) -> tuple[int, Any, None]:
            token = new_token()
            old = transaction.replace_token(_member(transaction, member_id, role).id, digest(token))
            revoked.append(old)
            return 201, {field: token}, None

        outcome = await self._change(session_id, route, {}, conditions, rotate)
        if not revoked:  # a replay: the old token was revoked the first time
            return outcome
        return _with_control(outcome, session_id, "close", code=CloseCode.BAD_TOKEN, token=revoked[0])

    async def rotate_join_code(self, session_id: str, conditions: Conditions) -> Outcome:
        await self._limit_writes(conditions)
        await self._gm(session_id, conditions.token)

        def rotate(transaction: WriteTransaction) -> tuple[int, Any, None]:
            join_code = new_join_code()
            transaction.replace_join_code(join_code, digest(join_code))
            return 201, {"join_code": join_code}, None

        outcome = await self._change(session_id, f"POST /v1/sessions/{session_id}/join_code", {}, conditions, rotate)
        if outcome.replayed:
            return outcome
        return _with_control(outcome, session_id, "join_code", join_code=outcome.body["join_code"])

    async def end(self, session_id: str, conditions: Conditions) -> Outcome:
        """The session becomes read-only: later writes and joins are 409; reads and sockets go on."""
        await self._limit_writes(conditions)
        _, gm = await self._gm(session_id, conditions.token)

        def end(transaction: WriteTransaction) -> tuple[int, Any, EventRecord]:
            event = transaction.append("session_ended", gm, {})
            transaction.end()
            return 200, {"seq": event.seq, "ended": True}, event

        return await self._change(session_id, f"POST /v1/sessions/{session_id}/end", {}, conditions, end)

    async def erase(self, session_id: str, conditions: Conditions) -> Outcome:
        """Erase the session and everything of it; its sockets close (4404). Allowed once it has ended.
        Nothing of it is kept, not even the response for an ``Idempotency-Key`` (a repeat is 404)."""
        await self._limit_writes(conditions)
        await self._gm(session_id, conditions.token)

        def erase(transaction: WriteTransaction) -> None:
            self._still_valid(transaction, conditions.token)
            self._check_version(transaction, conditions)
            transaction.erase()

        await self.store.change(session_id, erase)
        return self._erased(session_id)

    def _erased(self, session_id: str) -> Outcome:
        self.forget(session_id)
        return _with_control(Outcome(204, None), session_id, "close", code=CloseCode.UNKNOWN_SESSION)

    async def erase_idle(self, before: datetime, batch: int = 100) -> int:
        """Erase the sessions idle since before ``before``; several workers may sweep at once (each erase
        locks its session and checks again that it is idle)."""
        erased = 0
        while True:
            found = await self.store.idle_sessions(before, batch)
            for session_id in found:
                if await self.store.erase_if_idle(session_id, before):
                    erased += 1
                    await self.publish(self._erased(session_id))
            if len(found) < batch:
                return erased

    async def _gm_or(self, session_id: str, token: str | None, player_id: str) -> tuple[str, Member]:
        system_id, caller = await self.authenticate(session_id, token)
        if caller.role != "gm" and caller.id != player_id:
            raise Forbidden("only the GM or that player may do this")
        return system_id, caller

    # -- table rolls -----------------------------------------------------------------------------

    async def roll_odds(self, session_id: str, token: str | None, body: Mapping[str, Any]) -> Callable[[], JsonObject]:
        """The odds of a table roll before making it, for any member: no event, no log, nothing stored.

        Returns the computation itself, which walks every face (up to the odds work cap): the caller runs
        it where it may take that long.
        """
        system_id, _ = await self.authenticate(session_id, token)
        request = parse(TableRoll, body)
        if request.operation == NOTATION:
            return partial(_within_input, roll_odds, request.input)
        system = get_system(system_id)
        return partial(
            _within_input, partial(operation_odds, system.id, system.operation(request.operation)), request.input
        )

    async def roll(self, session_id: str, body: Mapping[str, Any], conditions: Conditions) -> Outcome:
        await self._limit_writes(conditions)
        system_id, member = await self.authenticate(session_id, conditions.token)
        return await self.roll_as(system_id, member, body, conditions)

    async def roll_as(self, system_id: str, member: Member, body: Mapping[str, Any], conditions: Conditions) -> Outcome:
        """A table roll by ``member``, who is already admitted (by a token, or by a Discord link)."""
        session_id = member.session_id
        supplied = _supplies_dice(body)
        if supplied:  # whether the caller may is checked before the body (403 before 422)
            await self._check_supplied_dice(session_id, member)
        request = parse(TableRoll, body)
        operation = ROLL if request.operation == NOTATION else get_system(system_id).operation(request.operation)
        try:
            result = operation.run(request.input)
        except InputError as error:
            raise error.within("input") from None

        def log_roll(transaction: WriteTransaction) -> tuple[int, Any, EventRecord]:
            settings = SessionSettings.stored(transaction.session.settings)
            if supplied:  # again under the session's lock: the settings that hold when the roll is logged
                settings.check_supplied_dice(member.role)
            visibility = request.visibility or settings.default_visibility
            at = utc_now()
            receipt = self.signer.receipt(
                {
                    "session": session_id,
                    "seq": transaction.next_seq,
                    "operation": request.operation,
                    "input": request.input,
                    "faces": result.get("dice", []),
                    "result": result,
                    "time": rfc3339(at),
                    "forced": supplied,
                }
            )
            data = {
                "operation": request.operation,
                "input": request.input,
                "result": result,
                "visibility": visibility,
                "label": _label(request.label, operation, result),
                "receipt": receipt,
            }
            event = transaction.append("roll", member, data, visibility=visibility, at=at)
            if visibility == "blind" and member.role != "gm":
                return 201, {"seq": event.seq, "result": None, "receipt": None}, event
            return 201, {"seq": event.seq, "result": result, "receipt": receipt}, event

        # A Discord link admits its player without a token (the link goes with the player when they leave).
        return await self._change(
            session_id,
            f"POST /v1/sessions/{session_id}/rolls",
            body,
            conditions,
            log_roll,
            bulk="input",
            anonymous=conditions.token is None,
        )

    # -- combat ----------------------------------------------------------------------------------

    async def start_combat(self, session_id: str, body: Mapping[str, Any], conditions: Conditions) -> Outcome:
        await self._limit_writes(conditions)
        system_id, gm = await self._gm(session_id, conditions.token)
        system = get_system(system_id)
        players = {player.id for player in await self.store.players(session_id)}
        setup, controllers = _split_controllers(body, system.combat.combatant_keys, players)
        dice = setup.pop("dice", None)

        def start(transaction: WriteTransaction) -> tuple[int, Any, EventRecord]:
            latest = transaction.latest_combat()
            if latest is not None and not latest.ended:
                raise Conflict("a combat is already running; end it first")
            outcome = system.combat.start(setup, dice)
            started = system.combat.load(outcome.state)
            combat = _record(new_id(), session_id, started, {}, controllers)
            transaction.save_combat(combat, new=True)
            snapshot = combat_snapshot(combat, started)
            at = utc_now()
            given = {**setup, "dice": dice}
            data = {
                "combat_id": combat.id,
                "phase": combat.phase,
                "round": combat.round,
                "controllers": controllers,
                "result": outcome.result,
                "receipt": self._combat_receipt(
                    transaction, at, "combat_start", combat, given, outcome.result, dice is not None
                ),
            }
            event = transaction.append("combat_started", gm, data, combat=snapshot, at=at)
            return 201, _step_answer(system, event, gm), event

        return await self._change(session_id, f"POST /v1/sessions/{session_id}/combat", body, conditions, start)

    @staticmethod
    def _running(transaction: WriteTransaction) -> CombatRecord:
        combat = transaction.latest_combat()
        if combat is None:
            raise NotFound("this session has no combat")
        if combat.ended:
            raise Conflict("the combat has ended")
        return combat

    async def declare(self, session_id: str, body: Mapping[str, Any], conditions: Conditions) -> Outcome:
        await self._limit_writes(conditions)
        system_id, member = await self.authenticate(session_id, conditions.token)
        system = get_system(system_id)

        def admit(transaction: WriteTransaction) -> None:
            if member.role != "gm":
                _check_controls(member, transaction.latest_combat(), body.get("combatant"))

        def declare(transaction: WriteTransaction) -> tuple[int, Any, EventRecord]:
            request = parse(DeclarationBody, body)
            combat = self._running(transaction)
            loaded = system.combat.load(combat.state)
            if request.combatant is not None and request.combatant not in loaded.combatant_ids():
                raise NotFound(f"unknown combatant {request.combatant!r}")
            phase = loaded.phase
            if request.phase != phase:
                raise Conflict(f"declaration for phase {request.phase!r}, but the current phase is {phase!r}")
            declaration = loaded.check_declaration(request.combatant, request.declaration)
            declarations = {**combat.declarations, request.combatant or "": declaration}
            expected = loaded.expected_declarers()
            pending = [combatant for combatant in expected if combatant not in declarations]
            if expected and not pending:  # the server rolls: a declaration brings no dice
                event = self._resolve(transaction, system, combat, loaded, declarations, None, member)
                return 202, {"pending": [], "resolved": True, **_step_answer(system, event, member)}, event
            updated = _record(combat.id, session_id, loaded, declarations, combat.controllers)
            transaction.save_combat(updated, new=False)
            data = {
                "combat_id": combat.id,
                "phase": phase,
                "round": loaded.round,
                "combatant": request.combatant,
                "declaration": declaration,
                "pending": pending,
            }
            snapshot = combat_snapshot(updated, loaded)
            event = transaction.append("declared", member, data, combat=snapshot)
            return 202, {"seq": event.seq, "pending": pending, "resolved": False}, event

        return await self._change(
            session_id,
            f"POST /v1/sessions/{session_id}/combat/declarations",
            body,
            conditions,
            declare,
            admit,
            bulk="declaration",
        )

    def _resolve(
        self,
        transaction: WriteTransaction,
        system: GameSystem,
        combat: CombatRecord,
        loaded: LoadedCombat[Any],
        declarations: JsonObject,
        dice: object,
        actor: Member,
    ) -> EventRecord:
        by_combatant = {combatant or None: part for combatant, part in declarations.items()}
        outcome = loaded.resolve(by_combatant, dice)
        at = utc_now()
        given = {"declarations": declarations, "dice": dice}
        forced = dice is not None or system.combat.supplies_faces(by_combatant)
        receipt = self._combat_receipt(transaction, at, f"combat:{combat.phase}", combat, given, outcome.result, forced)
        extra = {"declarations": declarations, "receipt": receipt}
        return self._advance(transaction, system, combat, outcome, actor, extra, at)

    def _advance(
        self,
        transaction: WriteTransaction,
        system: GameSystem,
        combat: CombatRecord,
        outcome: PhaseOutcome,
        actor: Member,
        extra: JsonObject,
        at: datetime | None = None,
    ) -> EventRecord:
        """Store the combat after a step and append the one event that says what the step did."""
        after = system.combat.load(outcome.state)
        updated = _record(combat.id, combat.session_id, after, {}, combat.controllers)
        transaction.save_combat(updated, new=False)
        data = {
            "combat_id": combat.id,
            "phase": combat.phase,
            "round": combat.round,
            "next_phase": updated.phase,
            "next_round": updated.round,
            **extra,
            "result": outcome.result,
        }
        kind = _event_type_after(combat.round, after)
        return transaction.append(kind, actor, data, combat=combat_snapshot(updated, after), at=at)

    async def resolve(self, session_id: str, body: Mapping[str, Any], conditions: Conditions) -> Outcome:
        await self._limit_writes(conditions)
        system_id, gm = await self._gm(session_id, conditions.token)
        request = parse(ResolveBody, body)
        system = get_system(system_id)

        def resolve(transaction: WriteTransaction) -> tuple[int, Any, EventRecord]:
            combat = self._running(transaction)
            loaded = system.combat.load(combat.state)
            event = self._resolve(transaction, system, combat, loaded, combat.declarations, request.dice, gm)
            return 200, _step_answer(system, event, gm), event

        return await self._change(
            session_id, f"POST /v1/sessions/{session_id}/combat/resolve", body, conditions, resolve
        )

    async def end_combat(self, session_id: str, conditions: Conditions) -> Outcome:
        await self._limit_writes(conditions)
        system_id, gm = await self._gm(session_id, conditions.token)
        system = get_system(system_id)

        def end(transaction: WriteTransaction) -> tuple[int, Any, EventRecord]:
            combat = self._running(transaction)
            outcome = system.combat.load(combat.state).end()
            event = self._advance(transaction, system, combat, outcome, gm, {"reason": "gm"})
            return 200, _step_answer(system, event, gm), event

        return await self._change(session_id, f"DELETE /v1/sessions/{session_id}/combat", {}, conditions, end)


def _record(
    combat_id: str, session_id: str, loaded: LoadedCombat[Any], declarations: JsonObject, controllers: dict[str, str]
) -> CombatRecord:
    """The combat as stored, its phase, round and end read from its loaded state."""
    return CombatRecord(
        combat_id,
        session_id,
        loaded.phase,
        loaded.round,
        loaded.ended,
        dict(loaded.document),
        declarations,
        controllers,
    )


def _step_answer(system: GameSystem, event: EventRecord, caller: Member) -> JsonObject:
    """What a combat step answers its caller (start, resolve, end, a completing declaration): the event's
    ``seq``, the combat after the step and the step's ``result``, both as the caller may see them."""
    assert event.combat is not None  # every combat step's event carries its combat
    viewer = viewer_for(caller, event.combat.controllers)
    return {
        "seq": event.seq,
        "combat": combat_view(system.id, event.combat, viewer),
        "result": system.combat.view_result(event.data["result"], viewer),
    }


def _add_player(transaction: WriteTransaction, session_id: str, name: str, token: str) -> tuple[Member, EventRecord]:
    player = Member(new_id(), session_id, "player", name)
    transaction.add_member(player, digest(token))
    return player, transaction.append("player_joined", player, {"player_id": player.id, "name": player.name})


def _check_controls(player: Member, combat: CombatRecord | None, named: object) -> None:
    """403 unless ``player`` controls the combatant a declaration's body names, in the latest combat."""
    if named is None:
        raise Forbidden("only the GM makes table-wide declarations; name your combatant")
    if combat is None or not isinstance(named, str) or combat.controllers.get(named) != player.id:
        raise Forbidden(f"you do not control {named!r}")


def _split_controllers(
    body: Mapping[str, Any], combatant_keys: tuple[str, ...], players: set[str]
) -> tuple[dict[str, Any], dict[str, str]]:
    """The system's ``combat_start`` input without the session's ``controller`` fields, and who
    controls what. A controller must be a player of this session."""
    setup = dict(body)
    controllers: dict[str, str] = {}
    for key in combatant_keys:
        items = setup.get(key)
        if not isinstance(items, list):
            continue
        cleaned = []
        for index, item in enumerate(items):
            if not (isinstance(item, dict) and "controller" in item):
                cleaned.append(item)
                continue
            combatant = dict(item)
            controller = combatant.pop("controller")
            field = f"{key}[{index}].controller"
            if controller is not None and not isinstance(controller, str):
                raise InputError(field, "must be a player id")
            if controller is not None:
                if controller not in players:
                    raise InputError(field, f"{controller!r} is not a player of this session")
                if isinstance(combatant.get("id"), str):
                    controllers[combatant["id"]] = controller
            cleaned.append(combatant)
        setup[key] = cleaned
    return setup, controllers


def _label(given: str | None, operation: Operation, result: JsonObject) -> str | None:
    """The roll's label: the one given, else a notation comment (``1d20+5 to hit``), cut to the label's
    length limit."""
    if given is not None or operation is not ROLL:
        return given
    comment = result.get("comment")
    return comment[:MAX_LABEL] if isinstance(comment, str) else None


def _member(transaction: WriteTransaction, member_id: str, role: str = "player") -> Member:
    member = transaction.member(member_id)
    if member is None or member.role != role:
        raise NotFound(f"unknown {role} {member_id!r}")
    return member


def _with_control(outcome: Outcome, session_id: str, kind: str, **fields: Any) -> Outcome:
    """``outcome`` with a control message for every worker's sockets of the session (none for a replay)."""
    if outcome.replayed:
        return outcome
    return replace(outcome, controls=(*outcome.controls, (session_id, encode_control(kind, **fields))))


def encode_control(kind: str, **fields: Any) -> bytes:
    """A control message for the sessions' sockets, through the same broadcaster as events. It begins
    with ``{"control"``, which no event does, so a worker tells the two apart without parsing."""
    return orjson.dumps({"control": kind, **fields})


def session_view(
    session: SessionRecord, players: list[dict[str, str]], online: Online, combat: JsonObject | None, *, gm: bool
) -> JsonObject:
    """``GET /v1/sessions/{sid}`` (and a socket's snapshot): the GM's view also has the join code."""
    view: JsonObject = {
        "id": session.id,
        "system": session.system,
        "name": session.name,
        "version": session.version,
        "settings": SessionSettings.stored(session.settings).model_dump(),
        "ended": session.ended,
        "players": [{**player, "online": player["id"] in online.players} for player in players],
        "gm_online": online.gm,
        "combat": combat,
    }
    if gm:
        view["join_code"] = session.join_code
    return view


def encode_event(event: EventRecord) -> bytes:
    """An event as it travels through the broadcaster, in its stored form (every worker rebuilds its views
    from it: :func:`app.sessions.stream.decode_event`)."""
    data, receipt = split_receipt(event.data)
    return orjson.dumps(
        {
            "session_id": event.session_id,
            "seq": event.seq,
            "type": event.type,
            "at": event.at.isoformat(),
            "actor": event.actor,
            "visibility": event.visibility,
            "data": data,
            "receipt": receipt,
            "combat": event.combat.as_json() if event.combat else None,
        }
    )


def _within_input(odds: Callable[[Mapping[str, Any]], JsonObject], given: Mapping[str, Any]) -> JsonObject:
    """A table roll's odds, its faults named under ``input`` as the roll names them."""
    try:
        return odds(given)
    except InputError as error:
        raise error.within("input") from None


async def event_log(store: Store, session_id: str, after: int, limit: int) -> AsyncGenerator[EventRecord]:
    """The log after seq ``after``, at most ``limit`` events, read :data:`READ_BATCH` rows at a time and
    decoded one at a time: what a reader holds is one batch's text and the event in hand."""
    while limit > 0:
        rows = await store.events(session_id, after, min(READ_BATCH, limit))
        if not rows:
            return
        for row in rows:
            yield row.decode()
        after, limit = rows[-1].seq, limit - len(rows)
