"""Dice: the one dice source abstraction, and generic dice notation."""

from app.rules.dice.source import DiceSource, DiceWording, ForcedDice, RandomDice, dice_from_input

__all__ = ["DiceSource", "DiceWording", "ForcedDice", "RandomDice", "dice_from_input"]
