"""The bounds of every Fimbulvinter input, in one place: the input models enforce them and
their schemas (:mod:`app.rules.fimbulvinter.models`) publish them, so the two cannot drift apart.

Ids (at most ``MAX_ID_LENGTH`` characters) and lists of combatants or contestants (at most
``MAX_COMBATANTS``) are bounded as in every system (:mod:`app.rules.limits`). The spec fixes some ranges
(a skill 0..20, a difficulty 0..99, a scope 1..5...); those stay beside the fields they bound.
The bounds here are the ones the spec leaves open: generous enough that no plausible table hits them, and
never below what a legal combat or conflict can reach.
"""

from __future__ import annotations

from typing import Final

from app.rules.fimbulvinter.catalogue import ATTRIBUTES, SKILLS, ZONE_PROPERTIES
from app.rules.limits import MAX_COMBATANTS

MAX_NAME: Final = 200
"""Names and labels: a combatant's name, a side, trait names, relations, items, sub-discipline names."""
MAX_TEXT: Final = 2000
"""Free text: a conflict's goals, the story of an item upgrade."""

MAX_SUBFIGHTS: Final = MAX_COMBATANTS // 2
"""Each sub-fight holds at least two combatants and each combatant is in one sub-fight at most."""
MAX_ZONES: Final = 100
"""Zones of a battlefield, a zone's adjacent zones and its sight lines."""
MAX_LIST: Final = 100
"""Other lists: activated traits, the skill lists of a sheet, relations, sub-discipline names..."""
MAX_MAP: Final = 100
"""Other maps: those of a character sheet, whose unknown keys are rule violations, not 422s."""
MAX_ATTRIBUTE_KEYS: Final = len(ATTRIBUTES)
"""Maps keyed by attribute where an unknown attribute is a 422: more entries must name an unknown one."""
MAX_SKILL_KEYS: Final = len(SKILLS)
"""Maps keyed by skill where an unknown skill is a 422 (a combatant's skills)."""
MAX_ZONE_PROPERTIES: Final = len(ZONE_PROPERTIES)
"""A zone's properties are distinct catalogue ids."""
MAX_DAMAGE_EFFECTS: Final = len(ATTRIBUTES)
"""Damage effects mark distinct attributes; a priority is a permutation of the six."""

MAX_WOUNDS: Final = 10_000
"""A combatant's (or a healing record's) wounds. They grow without a rule limit during play (an important
combatant keeps taking wounds), so this bound is far above anything a table plays: a default 64 KiB body
cannot carry even a third of it, and a stored session reaches it only after hundreds of rounds of a whole
army hitting one man."""
MAX_CONSEQUENCES: Final = 10_000
"""A conflict state's consequences: one more with every escalation, which a hostile conflict can repeat
without end; as for wounds, far above play and above what a default body can carry."""
MIN_CONSEQUENCE_VALUE: Final = 1
MAX_CONSEQUENCE_VALUE: Final = 3
"""A consequence's value (§9.4; a new one is worth 1, 2 or 3 by the conflict's level)."""
MAX_COUNTER: Final = 1_000_000
"""Round numbers and the sub-fight counter of a combat state, and a conflict's exchange and win counters."""
MAX_START_DAZE: Final = 99
"""A combatant's daze when a combat starts (as the damage and recover_daze inputs)."""
MAX_STATE_DAZE: Final = 1_000_000_000
"""A combatant's daze in a combat state. Play raises it past 99 (an override adds +2, a storm +1, without
any cap), by at most about a hundred a round, so the round bound is reached long before this one."""
MAX_ACTION_POINTS: Final = 999
"""A combatant's action points: the engine never counts past this."""
MAX_SHEET_NUMBER: Final = 100
"""The integers of a character sheet (skill values, raises, refinement, fate): ten times any legal value,
so every plausible mistake is still a rule violation (valid: false), not a 422."""
MAX_WOUND_DAYS: Final = 36_500
"""A wound's age and a knock-out's remaining days, in days (a century)."""
