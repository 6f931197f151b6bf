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
    combat = engine.load(engine.start(setup, script.start_dice).state)
    declarations: dict[str | None, Any] = {}
    for step in script.steps:
        if isinstance(step, Declare):
            assert combat.phase == step.phase, (combat.phase, step)
            declarations[step.combatant] = combat.check_declaration(step.combatant, step.declaration)
            expected = combat.expected_declarers()
            if expected and all(combatant in declarations for combatant in expected):
                combat = engine.load(combat.resolve(declarations, step.rolls).state)
                declarations = {}
        else:
            combat = engine.load(combat.resolve(declarations, step.dice).state)
            declarations = {}
    assert combat.ended, "the script must play the combat to its end"
    return dict(combat.document)
