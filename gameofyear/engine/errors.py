"""Errors raised by the engine."""

from __future__ import annotations


class IllegalActionError(ValueError):
    """An action that the pending decision does not allow; the game is unchanged.

    Attributes:
        reason: why the action was refused, in plain English.
    """

    def __init__(self, reason: str):
        self.reason = reason
        super().__init__(reason)


class SetupError(ValueError):
    """A setup the edition does not allow (player count, unknown fact…)."""
