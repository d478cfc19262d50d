"""Cards as small immutable values with a text round-trip.

A card's token is ``<rank><suit>`` (``"10H"``, ``"QS"``), with a leading ``#``
when it lies face down (``"#QS"``): the same form the save format uses, so a
card can be pasted from a saved game straight into ``Card.parse``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from .wording import CARD_NAMES


class Suit(StrEnum):
    """A suit; being a ``str`` it compares equal to its letter (``Suit.SPADES == "S"``)."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"


#: The suits in the order games add them: 1 suit is spades, 2 adds hearts, 4 all.
SUIT_ORDER: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

ACE: Final = 1
KING: Final = 13
RANKS: Final = tuple(range(ACE, KING + 1))
SEQUENCE_LENGTH: Final = KING - ACE + 1
"""The cards of one completed sequence, king down to ace."""

_RANK_TOKENS: Final = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_FROM_TOKEN: Final = {
    **{str(r): r for r in range(2, 11)},
    **{token: rank for rank, token in _RANK_TOKENS.items()},
}


def rank_token(rank: int) -> str:
    return _RANK_TOKENS.get(rank, str(rank))


@dataclass(frozen=True, slots=True)
class Card:
    """One card. Immutable: turning a card over makes a new value (see :meth:`flipped`)."""

    rank: int
    suit: Suit
    face_up: bool = True

    def __post_init__(self) -> None:
        if not ACE <= self.rank <= KING:
            raise ValueError(f"rank must be 1 (ace) to 13 (king), not {self.rank!r}")
        if not isinstance(self.suit, Suit):
            object.__setattr__(self, "suit", Suit(self.suit))

    @classmethod
    def parse(cls, token: str) -> Card:
        """Read a token such as ``"10H"`` or ``"#QS"`` (case-insensitive)."""
        if not isinstance(token, str):
            raise ValueError(f"a card token must be a string, not {type(token).__name__}")
        text = token.strip()
        face_up = not text.startswith("#")
        text = text.removeprefix("#").upper() if text.isascii() else ""
        rank = _RANK_FROM_TOKEN.get(text[:-1])
        try:
            suit = Suit(text[-1:])
        except ValueError:
            suit = None
        if rank is None or suit is None:
            raise ValueError(
                f"{token!r} is not a card: expected a rank (A 2-10 J Q K) and a suit "
                "(S H D C), optionally after '#' for a face-down card"
            )
        return cls(rank, suit, face_up)

    @property
    def token(self) -> str:
        return ("" if self.face_up else "#") + rank_token(self.rank) + self.suit.value

    @property
    def name(self) -> str:
        """``"queen of spades"``: the face, whether or not the card is turned up."""
        return CARD_NAMES[(self.rank, self.suit.value)]

    def flipped(self, face_up: bool = True) -> Card:
        return self if self.face_up == face_up else replace(self, face_up=face_up)

    def __str__(self) -> str:
        return self.token

    def __repr__(self) -> str:
        return f"Card.parse({self.token!r})"


def deck(decks: int, suits: int) -> list[Card]:
    """The cards of a game: ``decks`` × 52 cards spread evenly over the first ``suits`` suits.

    The number of suits changes which cards make up the game, never how many
    there are (SPEC §1): 2 decks in 1 suit are eight runs of spades.
    """
    if suits not in (1, 2, 4):
        raise ValueError(f"a game has 1, 2 or 4 suits, not {suits!r}")
    copies = decks * 4 // suits
    return [
        Card(rank, suit, face_up=False)
        for suit in SUIT_ORDER[:suits]
        for _ in range(copies)
        for rank in RANKS
    ]
