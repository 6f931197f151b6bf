"""Models of character validation (§6), traits (§8) and social conflicts (§9)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Literal

from pydantic import ConfigDict, Field, ValidationInfo, field_validator, model_validator

from app.rules.fimbulvinter.catalogue import CONFLICT_CONSEQUENCES, CONFLICT_LEVELS, LOSER_CHOICES, SPEND_MODES
from app.rules.fimbulvinter.limits import (
    MAX_CONSEQUENCE_VALUE,
    MAX_CONSEQUENCES,
    MAX_COUNTER,
    MAX_LIST,
    MAX_MAP,
    MAX_NAME,
    MAX_SHEET_NUMBER,
    MIN_CONSEQUENCE_VALUE,
)
from app.rules.fimbulvinter.models.common import (
    FvDiced,
    FvInput,
    FvOutput,
    FvRollSpec,
    Id,
    Name,
    RequiredId,
    RequiredText,
    Text,
    choice_of,
    integer_in,
    is_int,
)
from app.rules.validation import ForcedFaces, rule_error

ConflictType = Literal["discussion", "debate", "negotiation", "romance", "symbel"]
ConflictLevel = Literal["friendly", "civilized", "heated", "hostile"]
SheetNumber = Annotated[int, Field(ge=-MAX_SHEET_NUMBER, le=MAX_SHEET_NUMBER)]
"""An integer of a character sheet: far beyond any legal value, whose rules report it as a violation."""
SheetNumbers = Annotated[dict[Id, SheetNumber], Field(max_length=MAX_MAP)]
SkillIds = Annotated[list[Id], Field(max_length=MAX_LIST)]
"""Skill ids: an unknown or repeated one is a rule violation (valid: false), not a 422."""
Count = Annotated[int, Field(ge=0, le=MAX_COUNTER)]
ConsequenceValue = Annotated[int, Field(ge=MIN_CONSEQUENCE_VALUE, le=MAX_CONSEQUENCE_VALUE)]


class FvOccupation(FvInput):
    name: Name = Field(description="The occupation, which is also a trait.")
    skills: SkillIds = Field(description="The 3 skills written down.")
    listed_skills: SkillIds | None = Field(None, description="The occupation's own list (≥3 skills).")


class FvRefinement(FvInput):
    attributes: SheetNumbers = Field(default_factory=dict, description="Attribute deltas (+1 costs 1, −1 gives 1).")
    skills: SheetNumbers = Field(default_factory=dict, description="Final values 2, 4, 6 or 8.")
    extra_subdiscipline_pairs: SheetNumbers = Field(default_factory=dict)


class FvEquipment(FvInput):
    shield: bool = False
    sidearm: Id | None = None
    main_weapon: Id | None = None
    armour: Id | None = None
    helmet: bool = False
    irmin_staff: bool = False
    horse: bool = False


class FvItemUpgrade(FvInput):
    item: Name
    property: Name
    item_name: Name
    story: Text


class FvRelation(FvInput):
    name: Name
    label: Name
    clan_member: bool = False
    item_upgrade: FvItemUpgrade | None = None


class FvCreationTraits(FvInput):
    folk: Name | None = None
    clan_reputation: Name | None = None
    upbringing: Name | None = None


class FvSheet(FvInput):
    clanless: bool = False
    bonus_points_granted: int = Field(4, ge=0, le=20)
    clan_lores: SkillIds | None = None
    clan_lore: Id | None = None
    occupation: FvOccupation
    upbringing_skills: SkillIds
    clanless_skills: SkillIds = Field(default_factory=list)
    skill_values: SheetNumbers
    attribute_raises: Annotated[dict[Id, SheetNumbers], Field(max_length=MAX_MAP)] = Field(default_factory=dict)
    refinement: FvRefinement = Field(default_factory=FvRefinement)
    subdisciplines: Annotated[
        dict[Id, Annotated[list[Annotated[str, Field(max_length=MAX_NAME)]], Field(max_length=MAX_LIST)]],
        Field(max_length=MAX_MAP),
    ] = Field(default_factory=dict, description="Rune names are free names; closed lists use option ids.")
    equipment: FvEquipment = Field(default_factory=FvEquipment)
    relations: list[FvRelation] = Field(default_factory=list, max_length=MAX_LIST)
    traits: FvCreationTraits = Field(default_factory=FvCreationTraits)
    fate: SheetNumber


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
    daze: Annotated[int, Field(ge=0, le=99), integer_in(0, 99)]
    wounds: Annotated[int, Field(ge=0, le=99), integer_in(0, 99)] = Field(
        description="Light + serious + critical wounds."
    )
    reason: Annotated[Literal["rest", "trait", "end_of_combat"], choice_of(("rest", "trait", "end_of_combat"))] = "rest"
    count: Annotated[int, Field(ge=1, le=20), integer_in(1, 20)] = 1


class FvRecoverDazeOutput(FvOutput):
    daze: int
    reduced_by: int


class FvTraitStoryInput(FvInput):
    completed_stages: Annotated[int, Field(ge=0, le=3), integer_in(0, 3)] = Field(
        description="Stages done before this step."
    )
    session_end: bool = False


class FvTraitStoryOutput(FvOutput):
    completed_stages: int
    next_stage: Literal["introduction", "deepening", "difficulty", "conclusion"] | None
    finished: bool
    improvement_points: int
    reward_pending: bool


class FvConsequence(FvOutput):
    """A consequence (konsekvens, tillstånd, hållhake): held by the loser, exploited by the winner."""

    name: Id
    value: ConsequenceValue
    holder: Id
    held_by: Id
    conflict_type: Id


class FvConflictState(FvOutput):
    type: ConflictType
    level: ConflictLevel
    scope: int = Field(ge=1, le=5)
    goal: Text
    resister_goal: Text | None
    initiator: Id
    resister: Id
    wins: dict[Id, Count] = Field(min_length=2, max_length=2, description="By party: the initiator and the resister.")
    status: Literal["rolling", "awaiting_loser_choice", "ended"]
    winner: Id | None
    loser: Id | None
    result: Literal["goal_achieved", "loser_withdrew"] | None
    exchanges: Count
    consequences: Sequence[FvConsequence] = Field(max_length=MAX_CONSEQUENCES)


class FvConsequenceRead(FvConsequence):
    """A consequence of a conflict state given back: its other keys are ignored."""

    model_config = ConfigDict(extra="ignore", strict=True)


class FvConflictStateRead(FvConflictState):
    """A conflict state given back to an operation, as the conflict operations return it: other keys
    are ignored and the fields that may be null may be absent. Any fault is one 422 on ``state``. Frozen,
    so the odds walk validates it once, not on every path."""

    model_config = ConfigDict(extra="ignore", strict=True, frozen=True)

    resister_goal: Text | None = None
    winner: Id | None = None
    loser: Id | None = None
    result: Literal["goal_achieved", "loser_withdrew"] | None = None
    consequences: Sequence[FvConsequenceRead] = Field(max_length=MAX_CONSEQUENCES)

    @model_validator(mode="after")
    def _between_its_parties(self) -> FvConflictStateRead:
        parties = (self.initiator, self.resister)
        if (
            self.initiator == self.resister
            or set(self.wins) != set(parties)
            or self.winner not in (None, *parties)
            or self.loser not in (None, *parties)
            or (self.status == "awaiting_loser_choice" and (self.winner is None or self.loser is None))
        ):
            raise rule_error("not a conflict state")
        return self


class FvConflictStartInput(FvInput):
    type: Annotated[ConflictType, choice_of(CONFLICT_CONSEQUENCES, "unknown conflict type")]
    level: Annotated[ConflictLevel, choice_of(CONFLICT_LEVELS, "unknown conflict level")]
    scope: Annotated[int, Field(ge=1, le=5), integer_in(1, 5)] = 1
    goal: RequiredText
    resister_goal: Text | None = None
    initiator: RequiredId
    resister: RequiredId = Field(description="Not the initiator.")


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


class FvLoserChoice(FvInput):
    """The loser's choice, read once the state awaits it; ``context``: the consequences of its type."""

    choice: Annotated[Literal["accept", "escalate", "withdraw"], choice_of(LOSER_CHOICES)]
    consequence_names: list[Id] = Field(
        default_factory=list,
        max_length=2,
        validate_default=True,
        description="0, 1 or 2 of the type's consequences.",
    )

    @field_validator("consequence_names", mode="before")
    @classmethod
    def _as_the_choice_needs(cls, names: object, info: ValidationInfo) -> object:
        decision = info.data.get("choice")
        if decision is None:
            return names  # the choice words its own fault first
        count = LOSER_CHOICES[decision]
        if not isinstance(names, list) or len(names) != count:
            raise rule_error(f"must list exactly {count} consequence(s) for {decision}")
        allowed: tuple[str, ...] = info.context or ()
        for name in names:
            if name not in allowed:
                raise rule_error(f"must be among {list(allowed)!r}")
        if len(set(names)) != len(names):
            raise rule_error("must not repeat a consequence")
        return names


class FvConflictLoserChoiceInput(FvLoserChoice):
    state: FvConflictState


class FvConflictLoserChoiceOutput(FvOutput):
    state: FvConflictState
    new_consequences: list[FvConsequence]


class FvSpendableConsequence(FvInput):
    name: RequiredId
    value: Annotated[ConsequenceValue, integer_in(MIN_CONSEQUENCE_VALUE, MAX_CONSEQUENCE_VALUE)]


class FvConsequenceSpendInput(FvInput):
    consequence: FvSpendableConsequence
    mode: Annotated[Literal["penalty", "fatigue", "damage"], choice_of(SPEND_MODES)]
    amount: int | None = Field(None, ge=1, le=3, description="1..value (default: all of it); penalty: 1.")

    @field_validator("amount", mode="before")
    @classmethod
    def _at_most_the_value(cls, amount: object, info: ValidationInfo) -> object:
        consequence = info.data.get("consequence")
        if consequence is not None and not (is_int(amount) and 1 <= amount <= consequence.value):
            raise rule_error(f"must be an integer in 1..{consequence.value}")
        return amount


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
