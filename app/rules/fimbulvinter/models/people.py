"""Models of character validation (§6), traits (§8) and social conflicts (§9)."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from app.rules.fimbulvinter.models.common import FvDiced, FvInput, FvOutput, FvRollSpec
from app.rules.validation import ForcedFaces

ConflictType = Literal["discussion", "debate", "negotiation", "romance", "symbel"]
ConflictLevel = Literal["friendly", "civilized", "heated", "hostile"]


class FvOccupation(FvInput):
    name: str = Field(description="The occupation, which is also a trait.")
    skills: list[str] = Field(description="The 3 skills written down.")
    listed_skills: list[str] | None = Field(None, description="The occupation's own list (≥3 skills).")


class FvRefinement(FvInput):
    attributes: dict[str, int] = Field(default_factory=dict, description="Attribute deltas (+1 costs 1, −1 gives 1).")
    skills: dict[str, int] = Field(default_factory=dict, description="Final values 2, 4, 6 or 8.")
    extra_subdiscipline_pairs: dict[str, int] = Field(default_factory=dict)


class FvEquipment(FvInput):
    shield: bool = False
    sidearm: str | None = None
    main_weapon: str | None = None
    armour: str | None = None
    helmet: bool = False
    irmin_staff: bool = False
    horse: bool = False


class FvItemUpgrade(FvInput):
    item: str
    property: str
    item_name: str
    story: str


class FvRelation(FvInput):
    name: str
    label: str
    clan_member: bool = False
    item_upgrade: FvItemUpgrade | None = None


class FvCreationTraits(FvInput):
    folk: str | None = None
    clan_reputation: str | None = None
    upbringing: str | None = None


class FvSheet(FvInput):
    clanless: bool = False
    bonus_points_granted: int = Field(4, ge=0, le=20)
    clan_lores: list[str] | None = None
    clan_lore: str | None = None
    occupation: FvOccupation
    upbringing_skills: list[str]
    clanless_skills: list[str] = Field(default_factory=list)
    skill_values: dict[str, int]
    attribute_raises: dict[str, dict[str, int]] = Field(default_factory=dict)
    refinement: FvRefinement = Field(default_factory=FvRefinement)
    subdisciplines: dict[str, list[str]] = Field(default_factory=dict)
    equipment: FvEquipment = Field(default_factory=FvEquipment)
    relations: list[FvRelation] = Field(default_factory=list)
    traits: FvCreationTraits = Field(default_factory=FvCreationTraits)
    fate: int


class FvValidateCharacterInput(FvInput):
    sheet: FvSheet


class FvRuleViolation(FvOutput):
    code: str
    field: str
    detail: str


class FvComputedCharacter(FvOutput):
    attributes: dict[str, int]
    skills: dict[str, int]
    subdiscipline_entitlement: dict[str, int]
    bonus_points_available: int
    bonus_points_spent: int
    bonus_points_unspent: int
    fate: int
    status: int
    irmin_staff_eligible: bool
    horse_eligible: bool


class FvValidateCharacterOutput(FvOutput):
    valid: bool
    errors: list[FvRuleViolation]
    error_codes: list[str]
    warnings: list[str]
    computed: FvComputedCharacter


class FvRecoverDazeInput(FvInput):
    daze: int = Field(ge=0, le=99)
    wounds: int = Field(ge=0, le=99, description="Light + serious + critical wounds.")
    reason: Literal["rest", "trait", "end_of_combat"] = "rest"
    count: int = Field(1, ge=1, le=20)


class FvRecoverDazeOutput(FvOutput):
    daze: int
    reduced_by: int


class FvTraitStoryInput(FvInput):
    completed_stages: int = Field(ge=0, le=3, description="Stages done before this step.")
    session_end: bool = False


class FvTraitStoryOutput(FvOutput):
    completed_stages: int
    next_stage: Literal["introduction", "deepening", "difficulty", "conclusion"] | None
    finished: bool
    improvement_points: int
    reward_pending: bool


class FvConsequence(FvOutput):
    """A consequence (konsekvens, tillstånd, hållhake): held by the loser, exploited by the winner."""

    name: str
    value: int
    holder: str
    held_by: str
    conflict_type: str


class FvConflictState(FvOutput):
    type: ConflictType
    level: ConflictLevel
    scope: int = Field(ge=1, le=5)
    goal: str
    resister_goal: str | None
    initiator: str
    resister: str
    wins: dict[str, int]
    status: Literal["rolling", "awaiting_loser_choice", "ended"]
    winner: str | None
    loser: str | None
    result: Literal["goal_achieved", "loser_withdrew"] | None
    exchanges: int
    consequences: list[FvConsequence]


class FvConflictStartInput(FvInput):
    type: ConflictType
    level: ConflictLevel
    scope: int = Field(1, ge=1, le=5)
    goal: str = Field(min_length=1)
    resister_goal: str | None = None
    initiator: str = Field(min_length=1)
    resister: str = Field(min_length=1)


class FvConflictStartOutput(FvOutput):
    state: FvConflictState


class FvConflictExchangeInput(FvInput):
    state: FvConflictState
    initiator_roll: FvRollSpec = Field(default_factory=FvRollSpec)
    resister_roll: FvRollSpec = Field(default_factory=FvRollSpec)
    dice: ForcedFaces = None


class FvConflictExchangeOutput(FvDiced):
    state: FvConflictState
    exchange_winner: str
    initiator_total: int
    resister_total: int


class FvConflictLoserChoiceInput(FvInput):
    state: FvConflictState
    choice: Literal["accept", "escalate", "withdraw"]
    consequence_names: list[str] = Field(default_factory=list, description="0, 1 or 2 of the type's consequences.")


class FvConflictLoserChoiceOutput(FvOutput):
    state: FvConflictState
    new_consequences: list[FvConsequence]


class FvSpendableConsequence(FvInput):
    name: str = Field(min_length=1)
    value: int = Field(ge=1, le=3)


class FvConsequenceSpendInput(FvInput):
    consequence: FvSpendableConsequence
    mode: Literal["penalty", "fatigue", "damage"]
    amount: int | None = Field(None, ge=1, le=3, description="1..value (default: all of it); penalty: 1.")


class FvSpentConsequence(FvOutput):
    """The consequence with its value lowered; its other fields are kept as given."""

    model_config = ConfigDict(extra="allow", strict=True)

    name: str
    value: int


class FvConsequenceSpendOutput(FvOutput):
    modifier: int
    fatigue_added: int
    damage_potential: int
    consequence: FvSpentConsequence | None
    removed: bool
