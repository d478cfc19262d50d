"""The scoring example of a won game: ``won in 116 moves: 500 − 116 + 8 × 100 = 1184``.

Every number is the engine's: the moves and deals the game counted, the sequences it
removed, the variant's :class:`~spider_qt.engine.Scoring`; and the sum is checked against
the score the game really ended with, which differs only where the score was held at its
floor on the way (then the page says so instead of printing a sum that did not happen).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject

from spider_qt.engine import Game
from spider_qt.i18n.texts import fill

from .rules_scoring import score_terms

translate = QCoreApplication.translate


class ExampleScore(QObject):
    """The scoring example's sentence, a ``%n`` text (its plural follows the moves)."""

    def won_in(self, n: int) -> str:
        return self.tr("Won in %n move(s): %1 = %2 points.", "", n)


EXAMPLE_SCORE = ExampleScore()


@dataclass(frozen=True, slots=True)
class ScoreSum:
    """The sum that gives a game's score, from its counts and its variant's points."""

    moves: int
    deals: int
    removed: int
    text: str  # "500 − 116 + 8 × 100"
    total: int


def score_sum(game: Game) -> ScoreSum:
    """The sum of ``game``'s points as counted so far (moves include deals)."""
    deals = len(game.variant_spec.deals) - game.deals_left
    text, total = score_terms(game.variant_spec.scoring, game.moves, deals, game.removed)
    return ScoreSum(game.moves, deals, game.removed, text, total)


def score_sentences(game: Game) -> list[str]:
    """The scoring example of a finished game, in words: the sum when the game's score is
    that sum, else the score it ended with and why."""
    found = score_sum(game)
    if found.total == game.score:
        sentences = [fill(EXAMPLE_SCORE.won_in(found.moves), found.text, str(found.total))]
        floor = game.variant_spec.scoring.floor
        if floor is not None:
            sentences.append(fill(translate("Help", "The score never fell to %1 on the way, "
                                                    "so the sum is the final score."),
                                  str(floor)))
        return sentences
    return [fill(EXAMPLE_SCORE.won_in(found.moves), found.text, str(found.total)),
            fill(translate("Help", "The score stopped at %1 on the way, so the game ended "
                                   "with %2 points instead."),
                 str(game.variant_spec.scoring.floor), str(game.score))]
