"""A combat script, played twice: through the pure engine (the reference) and through the API.

Controllers in a setup are written ``"@ann"`` / ``"@bo"`` and become those players' ids.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from app.rules import JsonObject, get_system


@dataclass(frozen=True)
class Declare:
    by: str  # "gm", "ann" or "bo"
    phase: str
    combatant: str | None
    declaration: JsonObject
    rolls: list[int] | None = None
    """The faces the server's dice show when this declaration completes the phase (a declaration brings no
    dice: the test server is told what its dice will show, see tests/e2e/server.py)."""


@dataclass(frozen=True)
class Resolve:
    dice: list[int] | None = None


Step = Declare | Resolve


@dataclass(frozen=True)
class Script:
    system: str
    setup: JsonObject
    steps: list[Step]
    start_dice: list[int] | None = None
    controls: dict[str, list[str]] = field(default_factory=dict)  # player -> combatant ids


def without_controllers(setup: JsonObject, keys: tuple[str, ...]) -> tuple[JsonObject, dict[str, list[str]]]:
    clean = copy.deepcopy(setup)
    controls: dict[str, list[str]] = {}
    for key in keys:
        for item in clean.get(key, []):
            controller = item.pop("controller", None)
            if controller:
                controls.setdefault(controller.lstrip("@"), []).append(item["id"])
    return clean, controls


def with_controllers(setup: JsonObject, players: dict[str, str]) -> JsonObject:
    """The setup with ``"@name"`` controllers replaced by the players' ids."""
    text = copy.deepcopy(setup)
    for items in text.values():
        if isinstance(items, list):
            for item in items:
                if isinstance(item, dict) and str(item.get("controller", "")).startswith("@"):
                    item["controller"] = players[item["controller"][1:]]
    return text


def reference_run(script: Script) -> JsonObject:
    """The final state of the script played on the pure engine, as the session layer would drive it."""
    engine = get_system(script.system).combat
    setup, _ = without_controllers(script.setup, engine.combatant_keys)
    state = engine.start(setup, script.start_dice).state
    declarations: dict[str | None, Any] = {}
    for step in script.steps:
        if isinstance(step, Declare):
            assert engine.phase(state) == step.phase, (engine.phase(state), step)
            declarations[step.combatant] = engine.check_declaration(state, step.combatant, step.declaration)
            expected = engine.expected_declarers(state)
            if expected and all(combatant in declarations for combatant in expected):
                state = engine.resolve(state, declarations, step.rolls).state
                declarations = {}
        else:
            state = engine.resolve(state, declarations, step.dice).state
            declarations = {}
    assert engine.is_ended(state), "the script must play the combat to its end"
    return state
