"""``apply_damage``, ``add_stress``: thresholds, Stress from damage, dying conditions, critical rows."""

from __future__ import annotations

from typing import Any

from tests.rules.i_rikets_tjanst.helpers import run

SEED_CHARACTER = {"fysik": 2, "vilja": 3}  # Toughness 5


def damage(**fields: Any) -> dict[str, Any]:
    return run("apply_damage", {**SEED_CHARACTER, **fields})


def test_one_kp_gives_one_stress_whatever_the_source() -> None:
    for source in ("attack", "bleeding", "other"):
        result = damage(hp_damage=1, source=source)
        assert result["stress_gained"] == 1
        assert result["events"] == ["stress_from_damage"]


def test_zero_damage_changes_nothing() -> None:
    result = damage(damage=2, hp_damage=0)
    assert result["damage"] == 2
    assert result["stress_gained"] == 0
    assert result["events"] == []
    assert result["damage_step"] == "fit"


def test_exactly_toughness_is_still_fit() -> None:
    result = damage(hp_damage=5)
    assert result["damage_step"] == "fit"
    assert result["wounded"] is False


def test_crossing_toughness_wounds_with_an_extra_stress() -> None:
    result = damage(damage=5, hp_damage=1)
    assert result["damage_step"] == "wounded"
    assert result["stress_gained"] == 2
    assert result["events"] == ["stress_from_damage", "became_wounded"]


def test_already_wounded_gives_no_second_wounded_stress() -> None:
    assert damage(damage=6, hp_damage=1)["stress_gained"] == 1


def test_past_twice_toughness_is_unconscious() -> None:
    result = damage(damage=10, hp_damage=1)
    assert result["unconscious"] is True
    assert result["damage_step"] == "unconscious"
    assert result["events"] == ["stress_from_damage", "became_unconscious"]


def test_already_unconscious_reports_no_new_event() -> None:
    result = damage(damage=12, unconscious=True, hp_damage=1)
    assert "became_unconscious" not in result["events"]
    assert result["unconscious"] is True


def test_past_three_times_toughness_adds_one_shock_condition() -> None:
    result = damage(damage=15, hp_damage=1)
    assert result["damage_step"] == "dying"
    assert result["dying"] == [
        {"id": "d1", "cause": "shock", "rate": "minute", "stabilisation": 0, "stabilised": False}
    ]


def test_a_stabilised_shock_condition_prevents_a_new_one() -> None:
    existing = {"id": "s", "cause": "shock", "rate": "minute", "stabilisation": 3}
    result = damage(damage=16, hp_damage=2, dying=[existing])
    assert result["dying"] == [{**existing, "stabilised": True}]
    assert "dying_from_shock" not in result["events"]


def test_past_four_times_toughness_is_dead() -> None:
    result = damage(damage=20, hp_damage=1)
    assert result["dead"] is True
    assert result["damage_step"] == "dead"
    assert result["events"][-1] == "killed_by_damage"


def test_the_dead_are_unchanged() -> None:
    result = damage(damage=3, stress=2, dead=True, hp_damage=9, critical={"damage_type": "crush", "row": 1})
    assert result["events"] == ["already_dead"]
    assert result["damage"] == 3
    assert result["stress"] == 2
    assert result["damage_step"] == "dead"


def test_critical_stress_adds_to_damage_stress() -> None:
    result = damage(hp_damage=1, critical={"damage_type": "firearm", "row": 10})
    assert result["stress_gained"] == 3
    assert result["events"] == ["stress_from_damage", "stress_from_critical", "bleeding_heavy"]


def test_radiation_row_three_takes_stress() -> None:
    result = damage(hp_damage=1, critical={"damage_type": "radiation", "row": 3})
    assert result["stress_gained"] == 2


def test_bleeding_never_downgrades() -> None:
    result = damage(bleeding="heavy", hp_damage=1, critical={"damage_type": "firearm", "row": 2})
    assert result["bleeding"] == "heavy"
    assert "bleeding_light" not in result["events"]


def test_light_bleeding_again_changes_nothing() -> None:
    result = damage(bleeding="light", hp_damage=1, critical={"damage_type": "firearm", "row": 2})
    assert result["events"] == ["stress_from_damage"]


def test_critical_dying_conditions_are_parallel_even_at_the_same_rate() -> None:
    first = damage(hp_damage=1, critical={"damage_type": "firearm", "row": 13})
    second = damage(hp_damage=1, dying=first["dying"], critical={"damage_type": "firearm", "row": 14})
    assert [(c["id"], c["rate"], c["source"]) for c in second["dying"]] == [
        ("d1", "round", "firearm:13"),
        ("d2", "round", "firearm:14"),
    ]


def test_new_condition_ids_skip_used_ones() -> None:
    existing = [{"id": "d2", "cause": "critical", "rate": "hour"}]
    result = damage(hp_damage=1, dying=existing, critical={"damage_type": "crush", "row": 12})
    assert [c["id"] for c in result["dying"]] == ["d2", "d3"]


def test_extra_keys_of_conditions_are_kept() -> None:
    existing = [{"id": "x", "cause": "critical", "rate": "hour", "note": {"by": "GM"}, "source": "cut:11"}]
    result = damage(hp_damage=1, dying=existing)
    assert result["dying"][0]["note"] == {"by": "GM"}
    assert result["dying"][0]["source"] == "cut:11"


def test_too_deep_extra_keys_are_refused() -> None:
    from tests.rules.i_rikets_tjanst.helpers import refused

    deep: Any = 1
    for _ in range(40):
        deep = [deep]
    existing = [{"id": "x", "cause": "critical", "rate": "hour", "note": deep}]
    assert refused("apply_damage", {**SEED_CHARACTER, "hp_damage": 1, "dying": existing}).startswith(
        "dying[0].note: nested more than"
    )


def test_critical_row_makes_prone_and_unconscious() -> None:
    prone = damage(hp_damage=1, critical={"damage_type": "crush", "row": 9})
    assert prone["fell_prone"] is True
    assert prone["events"] == ["stress_from_damage", "fell_prone"]
    knocked_out = damage(hp_damage=1, critical={"damage_type": "other", "row": 9})
    assert knocked_out["unconscious"] is True
    assert knocked_out["damage_step"] == "fit"
    assert knocked_out["events"] == ["stress_from_damage", "became_unconscious"]


def test_row_fifteen_kills_instantly() -> None:
    result = damage(hp_damage=1, critical={"damage_type": "radiation", "row": 15})
    assert result["dead"] is True
    assert result["damage_step"] == "dead"
    assert result["events"] == ["stress_from_damage", "killed_by_critical"]


def test_killed_by_damage_then_instant_death_reports_one_death() -> None:
    result = damage(damage=20, hp_damage=1, critical={"damage_type": "crush", "row": 15})
    assert result["events"].count("killed_by_damage") == 1
    assert "killed_by_critical" not in result["events"]


def test_add_stress_crossing_thresholds() -> None:
    result = run("add_stress", {"stress": 3, "stability": 3, "amount": 1})
    assert result["breakdown_rolls"] == [{"threshold": 3, "modifier": 0}]


def test_add_stress_zero() -> None:
    result = run("add_stress", {"amount": 0})
    assert result["stress"] == 0
    assert result["breakdown_rolls"] == []
