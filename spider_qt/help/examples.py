"""The Examples page: whole won games of fixed codes, replayed step by step.

The games are data (:mod:`.example_lines`: worked out by a solver, shipped, checked by
replaying them here); the engine plays every action again as the page is written, so the
sentences, the pictures' positions and the scoring example all come from the engine's own
outcomes and counts, never from numbers written down beside the line. A variant with no
shipped game (a plugin's) gets a page that says an example is being worked out, and the
help window asks the solver for one (:func:`example_game`) and rebuilds the page with it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject

from spider_qt.engine import (
    CLASSIC,
    Action,
    Card,
    Catalog,
    Deal,
    Game,
    Move,
    Outcome,
    VariantSpec,
    new_game,
)
from spider_qt.i18n.texts import card_name, describe, fill, suit_name

from .board_picture import picture_tag
from .example_lines import ExampleLine, shipped_examples, wins
from .example_score import score_sentences
from .text import EXAMPLE_DEAL, HELP, document, heading, joined, paragraph, variant_name

translate = QCoreApplication.translate


class Examples(QObject):
    """The Examples page's texts that hold a count (``%n``): each language's plural forms."""

    def section(self, n: int) -> str:
        return self.tr("A won game with %n suit(s)", "", n)

    def group_onto(self, n: int) -> str:
        return self.tr(
            "Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.",
            "", n)

    def group_to_empty(self, n: int) -> str:
        return self.tr(
            "Move the %1 with the %n card(s) below it from column %2 to the empty column %3.",
            "", n)

    def before_deal(self, n: int) -> str:
        return self.tr("The table before deal %1, with %n card(s) left in the stock:", "", n)

    def after_removal(self, n: int) -> str:
        return self.tr("The table after move %1: %n sequence(s) removed so far.", "", n)

    def won(self, n: int) -> str:
        return self.tr("All %n sequence(s) are removed and the table is empty: the game is won.",
                       "", n)


EXAMPLES = Examples()


def example_game(spec: VariantSpec, catalog: Catalog) -> Game:
    """The deal a variant without a shipped example is shown won: the help window hands it
    to the solver the first time the page is seen."""
    return new_game(variant=spec.key, suits=spec.suit_options[0], rule=CLASSIC.key,
                    deal=EXAMPLE_DEAL, catalog=catalog)


def example_to_solve(spec: VariantSpec, catalog: Catalog) -> str | None:
    """The code the help window should have solved for ``spec``'s page (then handed back
    as ``lines``), or ``None`` when a shipped game serves."""
    return None if shipped_examples(spec, catalog) else example_game(spec, catalog).code


def examples_page(spec: VariantSpec, catalog: Catalog,
                  lines: Sequence[ExampleLine] | None = None) -> str:
    """The Examples page of ``spec``: each won game of ``lines`` (``None``: the shipped
    ones) told move by move. With no game at all, a page that says one is being worked
    out (``lines`` ``None``) or that none could be (``lines`` empty)."""
    name = variant_name(spec)
    title = fill(translate("Help", "%1: won games, step by step"), name)
    chosen = (list(shipped_examples(spec, catalog)) if lines is None
              else [line for line in lines if wins(line, catalog)])
    if not chosen:
        return document(title, [paragraph(_waiting(spec, catalog, lines is None))])
    blocks = [paragraph(
        translate("Help", "This page replays whole games that were won, move by move. A "
                          "picture shows the table at the start, before each deal, after each "
                          "sequence leaves the table, and at the end."),
        translate("Help", "Every deal can be replayed from its code, so you can play "
                          "along."))]
    for line in chosen:
        blocks += _game_blocks(line, catalog)
    return document(title, blocks)


def _waiting(spec: VariantSpec, catalog: Catalog, pending: bool) -> str:
    code = example_game(spec, catalog).code or ""
    if pending:
        return fill(translate("Help", "Working out an example: a won game of %1 from the "
                                      "code %2. It appears here as soon as it is found."),
                    variant_name(spec), code)
    return fill(translate("Help", "No won game of %1 could be worked out in time. The "
                                  "deal of code %2 may still be won: try it yourself."),
                variant_name(spec), code)


# --- one game -----------------------------------------------------------------------------


@dataclass(slots=True)
class _Stretch:
    """The actions from one key moment to the next: numbered sentences, then a picture."""

    first: int
    sentences: list[str] = field(default_factory=list)
    last: int = 0


def _game_blocks(line: ExampleLine, catalog: Catalog) -> list[str]:
    game = new_game(line.code, catalog=catalog)
    blocks = [heading(EXAMPLES.section(game.suits)),
              paragraph(fill(HELP.example_code(game.suits), line.code)),
              paragraph(translate("Help", "The table at the start:"), cls="step"),
              picture_tag(game, line.code, 0, describe(game)),
              paragraph(describe(game), cls="board")]
    for stretch, moment in _stretches(game, line):
        blocks.append(paragraph(_stretch_title(stretch), cls="step"))
        blocks += [paragraph(sentence) for sentence in stretch.sentences]
        blocks += [paragraph(moment, cls="step"),
                   picture_tag(game, line.code, stretch.last, describe(game)),
                   paragraph(describe(game), cls="board")]
    blocks.append(paragraph(*score_sentences(game), cls="score"))
    return blocks


def _stretch_title(stretch: _Stretch) -> str:
    if stretch.first == stretch.last:
        return fill(translate("Help", "Move %1"), str(stretch.first))
    return fill(translate("Help", "Moves %1 to %2"), str(stretch.first), str(stretch.last))


def _stretches(game: Game, line: ExampleLine) -> Iterator[tuple[_Stretch, str]]:
    """Play ``line`` on ``game``, yielding each stretch once it ends, with the caption of
    the key moment it ends on; ``game`` is then at that moment, for the picture."""
    actions = line.actions
    stretch = _Stretch(1)
    for index, action in enumerate(actions):
        target = game.columns[action.dst] if isinstance(action, Move) else ()
        outcome = game.play(action)
        number = game.moves
        said = [_action_sentence(outcome, target[-1] if target else None), *_effects(outcome)]
        stretch.sentences.append(fill(translate("Help", "%1. %2"), str(number), joined(said)))
        stretch.last = number
        following = actions[index + 1] if index + 1 < len(actions) else None
        if game.won:
            yield stretch, EXAMPLES.won(game.removed)
            return
        if isinstance(following, Deal):
            caption = fill(EXAMPLES.before_deal(game.stock),
                           str(len(game.variant_spec.deals) - game.deals_left + 1))
        elif outcome.removed:
            caption = fill(EXAMPLES.after_removal(game.removed), str(number))
        else:
            continue
        yield stretch, caption
        stretch = _Stretch(number + 1)


def _effects(outcome: Outcome) -> list[str]:
    """Each card an action turned up and each sequence it completed, in order."""
    return [*(fill(translate("Help", "The %1 turns face up."), card_name(card))
              for _, card in outcome.flipped),
            *(fill(translate("Help", "A sequence of %1 is complete and leaves the table."),
                   suit_name(suit))
              for _, suit in outcome.removed)]


def _action_sentence(outcome: Outcome, onto: Card | None) -> str:
    """The action in words: a deal, or which cards went from where onto which card (``onto``,
    the target's last card before the move; ``None``: an empty column)."""
    action: Action = outcome.action
    if not isinstance(action, Move):
        return HELP.dealt_row(len(outcome.dealt))
    first, others = card_name(outcome.moved[0]), len(outcome.moved) - 1
    src, dst = str(action.src + 1), str(action.dst + 1)
    if onto is None:
        return (fill(translate("Help", "Move the %1 from column %2 to the empty column %3."),
                     first, src, dst) if not others
                else fill(EXAMPLES.group_to_empty(others), first, src, dst))
    return (fill(translate("Help", "Move the %1 from column %2 onto the %3 in column %4."),
                 first, src, card_name(onto), dst) if not others
            else fill(EXAMPLES.group_onto(others), first, src, card_name(onto), dst))
