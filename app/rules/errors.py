"""Errors a rule raises. They carry no HTTP status: the API layer decides how to render them."""

from __future__ import annotations


class RuleError(Exception):
    """Base of every error raised by rule code."""


class InputError(RuleError):
    """The input does not fit the rule: names the offending field exactly as the specs write it.

    ``field`` is a path such as ``dice``, ``target.protection`` or ``steps[2].difficulty``;
    ``message`` is the reason. ``detail`` is what users read: ``"<field>: <message>"``.
    """

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message

    @property
    def detail(self) -> str:
        return f"{self.field}: {self.message}"

    def within(self, prefix: str) -> InputError:
        """The same error seen from an enclosing object whose field is ``prefix``."""
        if not prefix:
            return self
        joined = prefix + self.field if self.field.startswith("[") else f"{prefix}.{self.field}"
        return InputError(joined, self.message)


class UnknownSystem(RuleError):
    """No rule system has this id."""

    def __init__(self, system_id: str) -> None:
        super().__init__(f"unknown system {system_id!r}")
        self.system_id = system_id


class UnknownOperation(RuleError):
    """The system has no operation of this name."""

    def __init__(self, system_id: str, operation: str) -> None:
        super().__init__(f"system {system_id!r} has no operation {operation!r}")
        self.system_id = system_id
        self.operation = operation
