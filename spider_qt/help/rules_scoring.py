"""Scoring, on the Rules page: the points, the floor, and a worked example whose numbers
are the variant's own (a won game of one move per card, plus its deals and sequences).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spider_qt.about import APP_NAME
from spider_qt.engine import Scoring, VariantSpec
from spider_qt.i18n.texts import fill

from .text import HELP, MINUS, NBSP, bullets, paragraph, signed

translate = QCoreApplication.translate


def example_moves(spec: VariantSpec) -> int:
    """How long the scoring example's won game is: one move per card, plus the deals and the
    sequences (117 for Spider, the length the SPEC's example uses)."""
    return spec.card_count + len(spec.deals) + spec.sequences


def _score_sum(spec: VariantSpec, moves: int) -> tuple[str, int]:
    """``500 − 117 + 8 × 100`` and its value, for a game won in ``moves`` (deals included)."""
    return score_terms(spec.scoring, moves, len(spec.deals), spec.sequences)


def score_terms(scoring: Scoring, moves: int, deals: int, removed: int) -> tuple[str, int]:
    """``500 − 117 + 8 × 100`` and its value: ``moves`` actions (``deals`` of them deals)
    and ``removed`` sequences, counted as ``scoring`` counts them (its floor aside)."""
    terms = (
        [(moves, scoring.move)]
        if scoring.move == scoring.deal or not deals
        else [(moves - deals, scoring.move), (deals, scoring.deal)]
    )
    terms.append((removed, scoring.removal))
    text, total = str(scoring.start), scoring.start
    for count, points in terms:
        if points == 0 or count == 0:
            continue
        size = str(count) if abs(points) == 1 else f"{count}{NBSP}×{NBSP}{abs(points)}"
        text += f"{NBSP}{MINUS if points < 0 else '+'}{NBSP}{size}"
        total += count * points
    return text, total


def _scoring_items(spec: VariantSpec) -> list[str]:
    scoring = spec.scoring
    items = [
        fill(translate("Help", "At the start: %1"), str(scoring.start)),
        fill(translate("Help", "Each move of a card or a group: %1"), signed(scoring.move)),
    ]
    if spec.deals:
        items.append(fill(translate("Help", "Each deal: %1"), signed(scoring.deal)))
    items.append(fill(translate("Help", "Each sequence removed: %1"), signed(scoring.removal)))
    return items


def floor_sentence(floor: int | None) -> str:
    """Whether the score stops at a floor, and where."""
    if floor is None:
        return translate("Help", "The score has no lower limit: a long game can go below zero.")
    return fill(
        translate("Help", "The score never goes below %1: it stops there, action by action."),
        str(floor),
    )


def scoring_blocks(spec: VariantSpec) -> list[str]:
    scoring = spec.scoring
    counter = (
        translate(
            "Help", "The move counter counts moves and deals; removing a sequence is not a move."
        )
        if spec.deals
        else translate("Help", "The move counter counts moves; removing a sequence is not a move.")
    )
    floor = floor_sentence(scoring.floor)
    return [
        paragraph(translate("Help", "Points are counted like this:")),
        bullets(_scoring_items(spec)),
        paragraph(counter, floor),
        paragraph(*_example_sentences(spec), cls="note"),
        paragraph(fill(translate("Help", "These are %1's own points: other versions of the "
                                         "game score differently."), APP_NAME)),
    ]


def _example_sentences(spec: VariantSpec) -> list[str]:
    moves = example_moves(spec)
    text, total = _score_sum(spec, moves)
    floor = spec.scoring.floor
    shown = total if floor is None else max(floor, total)
    sentences = []
    if spec.deals:
        sentences.append(fill(HELP.score_example(len(spec.deals)), str(moves), text, str(total)))
    else:
        sentences.append(
            fill(
                translate("Help", "For example, a game won in %1 moves ends with %2 = %3 points."),
                str(moves),
                text,
                str(total),
            )
        )
    if floor is not None and shown != total:
        sentences.append(
            fill(translate("Help", "That is below %1, so the score stays at %1."), str(floor))
        )
    elif floor is not None:
        sentences.append(
            fill(
                translate("Help", "This supposes the score never fell to %1 on the way."),
                str(floor),
            )
        )
    return sentences
