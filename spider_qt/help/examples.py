"""The Examples page: a worked opening of a real deal, step by step, each followed by the
board in words. The engine says what is legal; only the choice among legal moves is here.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import (
    DEAL,
    Card,
    Catalog,
    Game,
    Move,
    Outcome,
    VariantSpec,
    new_game,
)
from spider_qt.engine.game import Deal
from spider_qt.engine.specs import CLASSIC
from spider_qt.i18n.texts import card_name, describe, fill, suit_name

from .text import (
    EXAMPLE_DEAL,
    EXAMPLE_STEPS,
    HELP,
    document,
    heading,
    paragraph,
    variant_name,
)

translate = QCoreApplication.translate

# --- the Examples page ------------------------------------------------------------------------


def example_game(spec: VariantSpec, catalog: Catalog) -> Game:
    """The deal the Examples page plays: always the same for a variant."""
    return new_game(
        variant=spec.key,
        suits=spec.suit_options[0],
        rule=CLASSIC.key,
        deal=EXAMPLE_DEAL,
        catalog=catalog,
    )


@dataclass(frozen=True, slots=True)
class _Step:
    """One played step: what was done and why, the score, and the table after it."""

    sentences: tuple[str, ...]
    score: str
    board: str


def examples_page(spec: VariantSpec, catalog: Catalog) -> str:
    """A real deal's first steps, each with the table as the app describes it."""
    game = example_game(spec, catalog)
    name = variant_name(spec)
    code = game.code or ""
    blocks = [
        paragraph(
            fill(
                translate(
                    "Help",
                    "This page plays the first steps of a real %1 deal and "
                    "describes the table after each one, as the app reads it "
                    "out.",
                ),
                name,
            ),
            fill(HELP.example_code(game.suits), code),
        ),
        heading(translate("Help", "The table at the start")),
        paragraph(describe(game), cls="board"),
    ]
    steps = list(_play(game, EXAMPLE_STEPS))
    for number, step in enumerate(steps, 1):
        blocks += [
            heading(fill(translate("Help", "Step %1"), str(number))),
            paragraph(step.sentences[0], cls="step"),
            paragraph(*step.sentences[1:]),
            paragraph(step.score, cls="score"),
            paragraph(step.board, cls="board"),
        ]
    if not steps:
        blocks.append(
            paragraph(
                translate(
                    "Help", "In this deal no card can move at once and there is nothing to deal."
                )
            )
        )
    blocks.append(
        paragraph(
            translate(
                "Help",
                "From here on it is your turn. Every deal can be "
                "replayed from its code, so try this one yourself.",
            )
        )
    )
    return document(fill(translate("Help", "%1: a worked opening"), name), blocks)


def _play(game: Game, limit: int) -> Iterator[_Step]:
    """Play up to ``limit`` steps chosen by :func:`_choose`, never undoing the step before."""
    last: Move | None = None
    for _ in range(limit):
        action, why = _choose(game, last)
        if action is None:
            return
        outcome = game.play(action)
        last = action if isinstance(action, Move) else None
        sentences = [_action_sentence(outcome), why, *_effect_sentences(outcome)]
        score = fill(translate("Help", "Score: %1. Moves: %2."), str(game.score), str(game.moves))
        yield _Step(tuple(s for s in sentences if s), score, describe(game))


@dataclass(frozen=True, slots=True)
class _Candidate:
    """A move the Examples page could play, and how it ranks (lowest ``rank`` first)."""

    rank: tuple[bool, int, int]
    move: Move
    target: Card
    same_suit: bool


def _candidates(game: Game, last: Move | None) -> Iterator[_Candidate]:
    """Every movable group that :meth:`Game.best_target` sends onto a card (not into a
    space), except splits of a same-suit run and the previous move played backwards."""
    for src, column in enumerate(game.columns):
        lowest = game.movable_from(src)
        for start in range(len(column) if lowest is None else lowest, len(column)):
            card = column[start]
            under = column[start - 1] if start > 0 else None
            if under is not None and under.face_up and _follows(under, card):
                continue  # it already lies where a good move would put it
            dst = game.best_target(src, start)
            if dst is None or not game.columns[dst]:
                continue
            if last is not None and (src, dst) == (last.dst, last.src):
                continue
            top = game.columns[dst][-1]
            uncovers = under is not None and not under.face_up
            yield _Candidate(
                (not uncovers, src, start), Move(src, start, dst), top, top.suit == card.suit
            )


def _follows(upper: Card, lower: Card) -> bool:
    return upper.suit == lower.suit and upper.rank == lower.rank + 1


def _choose(game: Game, last: Move | None) -> tuple[Move | Deal | None, str]:
    """The next step: a group onto a card of its suit one rank higher (one that uncovers a
    face-down card first), else a deal, else any other move onto a card, leftmost first."""
    found = sorted(_candidates(game, last), key=lambda c: (not c.same_suit, c.rank))
    if found and found[0].same_suit:
        return found[0].move, fill(
            translate("Help", "It goes onto the %1, one rank higher and of the same suit."),
            card_name(found[0].target),
        )
    if game.refusal(DEAL) is None:
        return DEAL, translate(
            "Help",
            "No card can go onto a card of its own suit one rank higher, so the next row is dealt.",
        )
    if found:
        return found[0].move, fill(
            translate("Help", "It goes onto the %1, one rank higher."), card_name(found[0].target)
        )
    return None, ""


def _action_sentence(outcome: Outcome) -> str:
    action = outcome.action
    if isinstance(action, Deal):
        return HELP.dealt_row(len(outcome.dealt))
    first, others = outcome.moved[0], len(outcome.moved) - 1
    src, dst = str(action.src + 1), str(action.dst + 1)
    if not others:
        return fill(
            translate("Help", "Move the %1 from column %2 to column %3."),
            card_name(first),
            src,
            dst,
        )
    return fill(HELP.moved_group(others), card_name(first), src, dst)


def _effect_sentences(outcome: Outcome) -> list[str]:
    flips = [
        fill(translate("Help", "The %1 turns face up."), card_name(card))
        for _, card in outcome.flipped
    ]
    removals = [
        fill(
            translate("Help", "A sequence of %1 is complete and leaves the table."), suit_name(suit)
        )
        for _, suit in outcome.removed
    ]
    return flips + removals
