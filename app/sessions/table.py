"""A session's settings: how the table plays (who may supply dice, how table rolls are shown by default)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import ConfigDict, Field

from app.rules.validation import StrictInput, parse
from app.sessions.errors import Forbidden
from app.sessions.records import Role, Visibility

ForcedDice = Literal["gm", "everyone", "nobody"]


class SessionSettings(StrictInput):
    # A misspelt setting silently ignored would leave the table playing by rules the GM did not choose.
    model_config = ConfigDict(extra="forbid")

    forced_dice: ForcedDice = Field(
        "gm",
        description="Who may supply `dice` on table rolls: the GM only (`gm`), anyone (`everyone`) or nobody "
        "(`nobody`: the server rolls every die). A roll with dice from someone else is 403.",
    )
    default_visibility: Visibility = Field(
        "public", description="The visibility of a table roll that does not name one."
    )

    @classmethod
    def stored(cls, raw: dict[str, Any]) -> SessionSettings:
        """The settings as a session row keeps them (a setting absent there has its default)."""
        return parse(cls, raw)

    def updated(self, change: SessionSettings) -> SessionSettings:
        """These settings with those given in ``change``; the ones it leaves out keep their value."""
        return self.model_copy(update={key: getattr(change, key) for key in change.model_fields_set})

    def check_supplied_dice(self, role: Role) -> None:
        """403 unless ``role`` may supply the dice of a table roll."""
        if self.forced_dice == "everyone" or (self.forced_dice == "gm" and role == "gm"):
            return
        who = "only the GM" if self.forced_dice == "gm" else "nobody"
        raise Forbidden(f"at this table {who} may supply dice; leave out input.dice and the server rolls")
