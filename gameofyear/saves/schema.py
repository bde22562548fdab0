"""The shape of a save file as a pydantic model (strict types, unknown fields refused, bounded sizes).

Imported only when a save is read (:func:`gameofyear.saves.format.parse_save`).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .limits import MAX_ACTIONS, MAX_NAME_LENGTH


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


ShortText = Annotated[str, Field(max_length=200)]
Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME_LENGTH)]
Seed = Annotated[int, Field(gt=-(2 ** 256), lt=2 ** 256)]
BotSeed = Annotated[int, Field(gt=-(2 ** 260), lt=2 ** 260)]


class _ContentModel(_Strict):
    edition: ShortText
    language: ShortText
    digest: ShortText
    folder: Annotated[str, Field(max_length=4096)] | None = None


class _PlayerModel(_Strict):
    name: Name
    birth_date: ShortText
    sex: Literal["female", "male"] | None = None
    facts: Annotated[list[ShortText], Field(max_length=200)] = []
    unknown: Annotated[list[ShortText], Field(max_length=200)] = []
    """The profile facts a person has not answered yet (asked when a square needs one)."""


class _SetupModel(_Strict):
    players: Annotated[list[_PlayerModel], Field(max_length=12)]
    today: ShortText
    claims: Literal["automatic", "manual"] | None = None
    variants: Annotated[dict[str, Any], Field(max_length=8)] | None = None
    match: Annotated[dict[str, Any], Field(max_length=4)] | None = None


class _SeatModel(_Strict):
    kind: Literal["human", "computer"]
    level: ShortText | None = None
    colour: ShortText | None = None
    bot_seed: BotSeed | None = None


class SaveModel(_Strict):
    """A whole save file: what :func:`~gameofyear.saves.format.parse_save` checks a document against."""

    format: Literal["gameofyear-save"]
    version: Literal[4]
    app_version: ShortText
    saved_at: ShortText
    content: _ContentModel
    setup: _SetupModel
    seed: Seed
    rng_scheme: Literal[1, 2]
    seats: Annotated[list[_SeatModel], Field(max_length=12)]
    actions: Annotated[list[Any], Field(max_length=MAX_ACTIONS)]
    finished: bool
    snapshot: Annotated[dict[str, Any], Field(max_length=64)]
    checksum: ShortText
