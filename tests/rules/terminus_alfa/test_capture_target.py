"""``capture_target``: the character worst in the ability is caught (Decision 25)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.terminus_alfa.helpers import refused, run


def caught(characters: list[dict[str, Any]], ability: str = "smidig") -> dict[str, Any]:
    return run("capture_target", {"ability": ability, "characters": characters})


def person(character_id: str, ability: int | None = None, **stats: int) -> dict[str, Any]:
    values = {"power": 5, "endurance": 30, **stats}
    abilities = {} if ability is None else {"smidig": ability}
    return {"id": character_id, "abilities": abilities, **values}


def test_the_lowest_ability_is_caught() -> None:
    assert caught([person("a", 7), person("b", 3), person("c", 9)]) == {
        "character_id": "b",
        "decided_by": "ability",
    }


def test_a_missing_ability_counts_as_zero() -> None:
    assert caught([person("a", 1), person("b")]) == {"character_id": "b", "decided_by": "ability"}


@pytest.mark.parametrize(
    ("second", "decided_by", "winner"),
    [
        ({"power": 2}, "power", "b"),
        ({"endurance": 10}, "endurance", "b"),
        ({"levned": -1}, "levned", "b"),
        ({}, "list_order", "a"),
    ],
)
def test_ties_go_to_power_endurance_levned_then_list_order(
    second: dict[str, int], decided_by: str, winner: str
) -> None:
    assert caught([person("a", 4), person("b", 4, **second)]) == {
        "character_id": winner,
        "decided_by": decided_by,
    }


def test_a_single_character_is_decided_by_the_ability() -> None:
    assert caught([person("solo", 20)]) == {"character_id": "solo", "decided_by": "ability"}


def test_only_tied_characters_go_on_to_the_next_criterion() -> None:
    characters = [person("a", 5, power=9), person("b", 5, power=9, endurance=20), person("c", 6, power=1)]
    assert caught(characters) == {"character_id": "b", "decided_by": "endurance"}


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"characters": [{"id": "a", "power": 1, "endurance": 1}]}, "ability"),
        ({"ability": "", "characters": [{"id": "a", "power": 1, "endurance": 1}]}, "ability"),
        ({"ability": "smidig", "characters": []}, "characters"),
        ({"ability": "smidig"}, "characters"),
        ({"ability": "smidig", "characters": [{"power": 1, "endurance": 1}]}, "characters[0].id"),
        (
            {
                "ability": "smidig",
                "characters": [{"id": "a", "power": 1, "endurance": 1}, {"id": "a", "power": "x"}],
            },
            "characters[1].id",
        ),
        (
            {"ability": "smidig", "characters": [{"id": "a", "power": 1.0, "endurance": 1}]},
            "characters[0].power",
        ),
        (
            {"ability": "smidig", "characters": [{"id": "a", "power": 1, "endurance": True}]},
            "characters[0].endurance",
        ),
        (
            {"ability": "smidig", "characters": [{"id": "a", "power": 1, "endurance": 1, "levned": "2"}]},
            "characters[0].levned",
        ),
        (
            {
                "ability": "smidig",
                "characters": [{"id": "a", "power": 1, "endurance": 1, "abilities": {"smidig": 2.5}}],
            },
            "characters[0].abilities.smidig",
        ),
        ({"ability": "smidig", "characters": [{"id": "a", "power": 1, "endurance": 1}], "dice": [3]}, "dice"),
    ],
)
def test_capture_target_errors(body: dict[str, Any], field: str) -> None:
    assert refused("capture_target", body).field == field


def test_capture_target_never_rolls_but_accepts_empty_dice() -> None:
    body = {"ability": "smidig", "characters": [person("a", 1)], "dice": []}
    assert run("capture_target", body)["character_id"] == "a"
    assert refused("capture_target", {**body, "dice": "x"}).detail == "dice: faces left over"
