"""Phase 4, ``combat_tally``: the fallen are counted, opponents may flee, and the combat ends or goes on."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.terminus_alfa.helpers import (
    character,
    in_phase,
    opponent,
    phase_body,
    refused,
    run,
    start,
    who,
)


def table(motive: str = "threat", **setup: Any) -> dict[str, Any]:
    state = start(
        [character("kira"), character("ulf")],
        [opponent("a", endurance=20), opponent("b", endurance=20)],
        **setup,
    )
    return in_phase(state, "tally", motive=motive)


def tally(state: dict[str, Any], declarations: dict[str, Any] | None = None) -> dict[str, Any]:
    return run("combat_tally", phase_body(state, declarations))


def set_stat(state: dict[str, Any], combatant: str, **values: Any) -> dict[str, Any]:
    for item in [*state["characters"], *state["opponents"]]:
        if item["id"] == combatant:
            item.update(values)
    return state


def test_endurance_zero_kills_before_power_zero_faints() -> None:
    state = set_stat(table(), "kira", endurance=0, power=0)
    set_stat(state, "ulf", power=-1)
    result = tally(state)
    assert [c["status"] for c in result["state"]["characters"]] == ["dead", "fainted"]
    assert result["events"][:2] == [
        {"type": "character_dead", "character_id": "kira"},
        {"type": "character_fainted", "character_id": "ulf"},
    ]


def test_a_fist_fight_knocks_out_instead() -> None:
    state = set_stat(table(fist_fight=True), "kira", endurance=-5)
    result = tally(state)
    assert who(result["state"], "kira")["status"] == "knocked_out"
    assert result["events"][0] == {"type": "character_knocked_out", "character_id": "kira"}


def test_characters_out_of_combat_are_not_counted() -> None:
    state = set_stat(table(), "ulf", in_combat=False, endurance=-3)
    assert who(tally(state)["state"], "ulf")["status"] == "active"


def test_an_opponent_at_zero_is_defeated_and_the_loss_is_tallied() -> None:
    state = set_stat(table(motive="death"), "a", endurance=0)
    result = tally(state)
    assert who(result["state"], "a")["status"] == "defeated"
    assert {"type": "opponent_defeated", "opponent_id": "a"} in result["events"]
    assert result["opponent_endurance_lost"] == 20
    assert result["state"]["opponent_endurance_lost"] == 20


@pytest.mark.parametrize(("motive", "flee"), [("threat", True), ("robbery", True), ("death", False)])
def test_opponents_flee_at_half_their_combined_endurance_except_in_a_fight_to_the_death(
    motive: str, flee: bool
) -> None:
    state = set_stat(table(motive), "a", endurance=0)
    result = tally(state)
    assert (who(result["state"], "b")["status"] == "fled") is flee
    assert result["outcome"] == ("opponents_fled" if flee else None)


def test_each_loss_is_capped_at_its_start() -> None:
    state = set_stat(table(), "a", endurance=-100)
    set_stat(state, "b", endurance=25)
    result = tally(state)
    assert result["opponent_endurance_lost"] == 20
    assert result["events"] == [
        {"type": "opponent_defeated", "opponent_id": "a"},
        {"type": "opponents_fled", "opponent_ids": ["b"]},
        {"type": "combat_ended", "outcome": "opponents_fled"},
    ]


def test_just_under_half_is_not_enough_to_flee() -> None:
    state = set_stat(table(), "a", endurance=1)
    set_stat(state, "b", endurance=20)
    result = tally(state)
    assert (result["opponent_endurance_lost"], result["outcome"]) == (19, None)
    assert result["events"] == [{"type": "new_round", "round": 2}]


def test_a_new_round_starts_in_phase_one_without_ambush() -> None:
    result = tally(table(ambush=True))
    assert (result["state"]["round"], result["state"]["phase"], result["state"]["ambush"]) == (
        2,
        "conditions",
        False,
    )
    assert result["outcome"] is None
    assert result["dice"] == []


def test_defeating_every_opponent() -> None:
    state = set_stat(table(motive="death"), "a", endurance=0)
    set_stat(state, "b", endurance=-1)
    result = tally(state)
    assert (result["outcome"], result["state"]["phase"], result["state"]["outcome"]) == (
        "opponents_defeated",
        "ended",
        "opponents_defeated",
    )


def test_every_character_down() -> None:
    state = set_stat(table(), "kira", endurance=0)
    set_stat(state, "ulf", power=0)
    assert tally(state)["outcome"] == "characters_defeated"


def test_everyone_down_in_the_same_tally_is_a_mutual_defeat_even_when_the_opponents_flee() -> None:
    state = set_stat(table(), "kira", endurance=0)
    set_stat(state, "ulf", endurance=0)
    set_stat(state, "a", endurance=0)
    result = tally(state)
    assert result["outcome"] == "mutual_defeat"
    assert who(result["state"], "b")["status"] == "fled"


@pytest.mark.parametrize(
    ("motive", "declarations", "outcome"),
    [
        ("threat", {"party_choice": "flee"}, "characters_fled"),
        ("threat", {"party_choice": "surrender"}, "characters_surrendered"),
        ("robbery", {"party_choice": "hand_over"}, "loot_handed_over"),
        ("robbery", {"party_choice": "flee"}, "characters_fled"),
        ("robbery", {"robbery_goal_met": True}, "robbery_succeeded"),
        ("robbery", {"robbery_goal_met": False}, None),
        ("death", {"party_choice": "fight"}, None),
        ("threat", {}, None),
    ],
)
def test_party_choices_and_robbery_end_the_combat(
    motive: str, declarations: dict[str, Any], outcome: str | None
) -> None:
    result = tally(table(motive), declarations)
    assert result["outcome"] == outcome
    assert result["state"]["party_choice"] == declarations.get("party_choice", "fight")


def test_a_defeat_comes_before_the_party_choice() -> None:
    state = set_stat(table(), "a", endurance=0)
    set_stat(state, "b", endurance=0)
    assert tally(state, {"party_choice": "flee"})["outcome"] == "opponents_defeated"


@pytest.mark.parametrize(
    ("motive", "declarations", "field"),
    [
        ("death", {"party_choice": "flee"}, "declarations.party_choice"),
        ("threat", {"party_choice": "hand_over"}, "declarations.party_choice"),
        ("robbery", {"party_choice": "surrender"}, "declarations.party_choice"),
        ("threat", {"party_choice": "run"}, "declarations.party_choice"),
        ("threat", {"robbery_goal_met": True}, "declarations.robbery_goal_met"),
        ("death", {"robbery_goal_met": False}, "declarations.robbery_goal_met"),
        ("robbery", {"robbery_goal_met": "yes"}, "declarations.robbery_goal_met"),
    ],
)
def test_tally_checks(motive: str, declarations: dict[str, Any], field: str) -> None:
    assert refused("combat_tally", phase_body(table(motive), declarations, [1])).field == field


def test_the_tally_never_rolls() -> None:
    assert refused("combat_tally", phase_body(table(), {}, [1])).detail == "dice: faces left over"
