"""What every operation module needs: the forced-dice source with the spec's wording and the worked
examples of the spec."""

from __future__ import annotations

from app.rules.dice import DiceSource, dice_from_input
from app.rules.examples import load_examples
from app.rules.i_rikets_tjanst.catalogue import D12, PACKAGE
from app.rules.i_rikets_tjanst.fields import DICE_WORDING

EXAMPLES = load_examples(PACKAGE)


def dice_source(raw: object) -> DiceSource:
    """Forced faces (checked for type and range up front) or the CSPRNG; read after every other field."""
    return dice_from_input(raw, DICE_WORDING, face_range=D12)


def no_dice(raw: object) -> None:
    """An operation that rolls nothing still refuses forced faces: ``dice: N faces left over``."""
    dice_source(raw).finish()
