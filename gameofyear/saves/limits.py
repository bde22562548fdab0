"""The sizes a save may reach: read by the writer (:mod:`.format`) and by the reader's schema (:mod:`.schema`)."""

from __future__ import annotations

MAX_ACTIONS = 100_000
"""The most decisions a save may hold (a whole game has a few hundred)."""
MAX_NAME_LENGTH = 64
"""The longest player name a save may hold, in characters."""
