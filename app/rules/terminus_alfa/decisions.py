"""The spec's 36 "Decision:" items, quoted by the operations' descriptions (each names those it applies)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

DECISIONS: Mapping[int, str] = MappingProxyType(
    {
        1: "dice are 2d6, and a roll is their sum.",
        2: "EFFEKTRUL = any double except Db1.",
        3: "TERMINUSRUL = Db6 and is open-ended (reroll two dice and add, chained, cap 10).",
        4: "a fumble (Db1) zeroes the total of any roll, and a fumbled character roll or GM attack fails.",
        5: "only the first pair of a chained roll sets the double/effect/terminus/fumble flags.",
        6: "reaching a grade or defence exactly succeeds.",
        7: "on an effect roll all three effects !1–!3 of every attacking opponent fire.",
        8: "the T mark is an opponent effect that fires on a GM terminus roll, like !1–!3.",
        9: (
            'the worst-of-equal rule ("ens effekter") groups effects by stat and applies to phase '
            "1 only; phase-2 effects apply one by one."
        ),
        10: "HORDE and LEDER count as equal effects, so together they give −10, not −20.",
        11: "HORDE is active when active opponents ≥ 2 × active characters.",
        12: (
            "at most one leader. A leader is hit only by a character's terminus roll and must also reach its defence."
        ),
        13: "each opponent attacks at most once per round.",
        14: "an opponent's shot always hits and deals the whole result.",
        15: (
            "a character's `armour` (PANSER) is subtracted from each attack's damage (minimum 0). "
            "It does not apply to effects, conditions or fortification transfers."
        ),
        16: "an armoured vehicle (P) halves damage, rounding down by default.",
        17: (
            "an attack declared on a character inside a shielding vehicle damages the vehicle "
            "instead, and each character still counts as attacked once. That character's effects "
            "still apply to them."
        ),
        18: "a vehicle shields only if its endurance is > 0 at the start of phase 2.",
        19: (
            "a fortification transfer moves the whole raw damage even beyond the remaining "
            "endurance, and only works while the fortification has endurance > 0."
        ),
        20: (
            "characters attack with 2d6 + `attack_value` against the opponent's SKYDE if it has "
            "one, else its KAMP. Damage = difference."
        ),
        21: (
            "a demon takes damage only from a spirit weapon or RUL:KULTISME, and a skingelhird "
            "only from an astral weapon. A blocked hit deals 0 and is not an error."
        ),
        22: (
            "each character has one ability roll per round, used by averting rolls (phase 2), "
            "attacks and escapes (phase 3). `extra_roll` power actions add more."
        ),
        23: (
            "KRAFTHANDLINGER are generic declarations whose power cost and amount are supplied by "
            "the table: avert a property/condition (phase 1), modify an attack / avert an effect /"
            " extra roll (phase 2), extra roll (phase 3). Spending needs current power ≥ cost."
        ),
        24: "an averting ability roll is `RUL(ability)` against `grade`, default 20.",
        25: 'the capture victim (for an "all" capture) is the character lowest in the ability.',
        26: (
            "a captured character can only try to escape (roll vs GRAD 20, from the next round) or"
            " wait. An ally frees them without a roll but spends the whole round."
        ),
        27: (
            "`-UDSTYR` takes the declared item, or by default the first item of the equipment "
            "list. A list with no items makes the effect void."
        ),
        28: "summoned opponents join after phase 2, do not attack that round, and add to the flee total.",
        29: (
            "void (empty) effects are detected automatically when nothing would change, or "
            "declared by the GM; a narrative effect (text only) is always `applied` unless the GM "
            "voids it."
        ),
        30: (
            'fleeing at "half of their total endurance" is judged for the opponents as a group (Σ '
            "losses ≥ ½ Σ starting endurance, each loss capped at its start) at the tally."
        ),
        31: "death at endurance ≤ 0 beats fainting at power ≤ 0. Values may go negative during a round.",
        32: (
            "in a fist fight (`fist_fight`), endurance ≤ 0 gives `knocked_out`, not `dead`. What "
            "HVILE restores is out of scope."
        ),
        33: (
            "party choices per motive: threat ends on flee/surrender, robbery ends on flee/hand-"
            "over, and a goal met through an effect is declared by the GM. The death motive offers"
            " no choice."
        ),
        34: "round effects must be harmful, and effects of a defeated or fled source stop.",
        35: "characters with `in_combat: false` are ignored entirely.",
        36: (
            "leaving a vehicle (FARTØJ) is a phase-3 action that takes the character's whole "
            "round, like changing equipment or freeing a captive; from the next round the "
            "character is attacked directly."
        ),
    }
)


def cite(*numbers: int) -> str:
    """A description paragraph listing the decisions an operation applies."""
    return "\n".join(["Decisions applied:", *(f"- Decision {n}: {DECISIONS[n]}" for n in numbers)])
