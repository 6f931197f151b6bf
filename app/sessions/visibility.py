"""Who may see what: roll visibility, and each system's view of its combat for a player."""

from __future__ import annotations

from typing import Any

from app.rules import Viewer, get_system
from app.sessions.records import COMBAT_EVENTS, CombatRecord, CombatSnapshot, EventRecord, Member


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


def event_view(event: EventRecord, member: Member, system_id: str, viewer: Viewer) -> dict[str, Any]:
    """The event as ``member`` may see it (``viewer`` is the member's view of the event's combat)."""
    if not may_see(event, member):
        return placeholder(event)
    shown = event.as_json()
    if event.type in COMBAT_EVENTS and not viewer.is_gm and "result" in event.data:
        engine = get_system(system_id).combat
        shown["data"] = {**event.data, "result": engine.view_result(event.data["result"], viewer)}
    return shown


def combat_view(system_id: str, combat: CombatSnapshot | None, viewer: Viewer) -> dict[str, Any] | None:
    """The combat as ``viewer`` may see it: the system's state view plus ``pending``."""
    if combat is None:
        return None
    engine = get_system(system_id).combat
    return {**engine.view_state(combat.state, viewer), "pending": combat.pending}


def combat_snapshot(system_id: str, combat: CombatRecord) -> CombatSnapshot:
    """A stored combat as clients are shown it: its state, who must still declare, who controls whom."""
    engine = get_system(system_id).combat
    expected = [] if combat.ended else engine.expected_declarers(combat.state)
    pending = [combatant for combatant in expected if combatant not in combat.declarations]
    return CombatSnapshot(combat.id, combat.state, pending, combat.controllers)
