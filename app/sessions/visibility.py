"""Who may see what: roll visibility, what a player is shown of each type of event, and each system's view
of its combat for a player. Every event reaches a caller through :func:`event_view` (``GET /events``, the
socket's replay and its live messages alike)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from app.rules import Viewer, get_system
from app.rules.phases import LoadedCombat
from app.sessions.records import CombatRecord, CombatSnapshot, EventRecord, Member


def may_see(event: EventRecord, member: Member) -> bool:
    """Roll visibility as VTT users know it: ``public`` everyone; ``gm`` the GM and the roller;
    ``blind`` the GM only (the roller sees a placeholder); ``self`` the roller only."""
    rolled_by_member = event.actor_id == member.id
    match event.visibility:
        case "gm":
            return member.role == "gm" or rolled_by_member
        case "blind":
            return member.role == "gm"
        case "self":
            return rolled_by_member
        case _:
            return True


def viewer_for(member: Member, controllers: dict[str, str]) -> Viewer:
    if member.role == "gm":
        return Viewer("gm")
    return Viewer("player", frozenset(c for c, player in controllers.items() if player == member.id))


def placeholder(event: EventRecord) -> dict[str, Any]:
    """What replaces an event a caller may not see: nothing of the original but its place in the log."""
    return {"seq": event.seq, "type": "hidden", "at": event.as_json()["at"]}


DataView = Callable[[Mapping[str, Any], str, Viewer], dict[str, Any]]
"""An event's ``data`` as a player may see it, given the session's system id and the player's view."""

PLAYER_VIEWS: dict[str, DataView] = {}
"""Per event type, what a player is shown of its data. A type with no entry is shown to players only as the
placeholder: a new type stays hidden until it says what players may see of it."""


def shown_to_players(*types: str) -> Callable[[DataView], DataView]:
    def register(view: DataView) -> DataView:
        for type in types:
            PLAYER_VIEWS[type] = view
        return view

    return register


@shown_to_players("session_created", "session_changed", "session_ended", "player_joined", "player_left", "roll")
def _as_stored(data: Mapping[str, Any], system_id: str, viewer: Viewer) -> dict[str, Any]:
    """Nothing in these is the GM's alone (who may see a roll at all is its visibility, :func:`may_see`)."""
    return dict(data)


# The receipt too: it commits to the step's input and result by their SHA-256 only.
_COMBAT_KEYS_AS_STORED = frozenset(
    {
        "combat_id",
        "phase",
        "round",
        "next_phase",
        "next_round",
        "controllers",
        "combatant",
        "pending",
        "reason",
        "receipt",
    }
)


@shown_to_players("combat_started", "declared", "phase_resolved", "round_started", "combat_ended")
def _combat_data(data: Mapping[str, Any], system_id: str, viewer: Viewer) -> dict[str, Any]:
    """A combat event: each key as the system shows it to this player; a key not named here is not shown."""
    engine = get_system(system_id).combat
    shown: dict[str, Any] = {}
    for key, value in data.items():
        if key in _COMBAT_KEYS_AS_STORED:
            shown[key] = value
        elif key == "result":
            shown[key] = engine.view_result(value, viewer)
        elif key == "declaration":
            shown[key] = engine.view_declaration(data.get("combatant"), value, viewer)
        elif key == "declarations":
            shown[key] = {
                combatant: engine.view_declaration(combatant or None, part, viewer) for combatant, part in value.items()
            }
    return shown


def event_view(event: EventRecord, member: Member, system_id: str, viewer: Viewer) -> dict[str, Any]:
    """The event as ``member`` may see it (``viewer`` is the member's view of the event's combat): the GM
    sees it whole; a player sees what the event type's entry in :data:`PLAYER_VIEWS` shows, every part of
    it filtered, or the placeholder."""
    if not may_see(event, member):
        return placeholder(event)
    shown = event.as_json()
    if viewer.is_gm:
        return shown
    view = PLAYER_VIEWS.get(event.type)
    if view is None:
        return placeholder(event)
    shown["data"] = view(event.data, system_id, viewer)
    return shown


def combat_view(system_id: str, combat: CombatSnapshot | None, viewer: Viewer) -> dict[str, Any] | None:
    """The combat as ``viewer`` may see it: the system's state view plus ``pending``."""
    if combat is None:
        return None
    engine = get_system(system_id).combat
    return {**engine.view_state(combat.state, viewer), "pending": combat.pending}


def combat_snapshot(combat: CombatRecord, loaded: LoadedCombat[Any]) -> CombatSnapshot:
    """A stored combat as clients are shown it: its state, who must still declare, who controls whom
    (``loaded`` is its state, loaded once by the unit of work that has it in hand)."""
    pending = [combatant for combatant in loaded.expected_declarers() if combatant not in combat.declarations]
    return CombatSnapshot(combat.id, combat.state, pending, combat.controllers)


def stored_snapshot(system_id: str, combat: CombatRecord) -> CombatSnapshot:
    """:func:`combat_snapshot` of a combat read from the store."""
    return combat_snapshot(combat, get_system(system_id).combat.load(combat.state))
