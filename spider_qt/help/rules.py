"""The Rules page, written from the variant's own data, so a plugin variant gets a correct
page: cards, layout, deal plan, what moves, what a column takes, removal, scoring.

This module puts the page together, section by section; each section is written by
the module of its idea: :mod:`.rules_layout` (setting up), :mod:`.rules_play` (placing
cards, moving groups, empty columns), :mod:`.rules_dealing` (dealing, completed
sequences), :mod:`.rules_choice` (the rules offered besides Classic),
:mod:`.rules_scoring`, :mod:`.rules_app` (game codes, the app's play settings and undo)
and :mod:`.rules_advice` (how the variant differs from Spider, chances of winning, tips).

A page is written for the variant as declared (its Classic rule), with the other rules
offered and what each changes; or, given a rule, for the variant as played under it
(:meth:`RuleSpec.applied_to`): every section then tells the rule's policies.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import CLASSIC, Catalog, RuleSpec, VariantSpec
from spider_qt.i18n.texts import fill

from .rules_advice import chances_blocks, comparison_blocks, reference, tips
from .rules_app import behaviour_blocks, code_blocks, menu_words
from .rules_choice import chosen_rule_paragraph, rule_choice_blocks
from .rules_dealing import dealing_blocks, removal_sentences
from .rules_layout import (
    cards_paragraph,
    composition_table,
    layout_items,
    layout_paragraph,
    stock_sentence,
)
from .rules_play import build_sentences, empty_sentence, group_blocks
from .rules_scoring import example_moves, scoring_blocks
from .text import HELP, bullets, document, heading, paragraph, plugin_text, variant_name

__all__ = ["example_moves", "rules_page"]

translate = QCoreApplication.translate


def rules_page(spec: VariantSpec, catalog: Catalog, rule: RuleSpec | None = None) -> str:
    """The rules of ``spec``, every number and policy taken from its data; with ``rule``
    (other than Classic), the rules of ``spec`` played under that rule."""
    title = fill(translate("Help", "Rules of %1"), variant_name(spec))
    chosen = rule if rule is not None and rule.key != CLASSIC.key else None
    shown = chosen.applied_to(spec) if chosen is not None else spec
    choice = rule_choice_blocks(spec, catalog) if chosen is None else []
    return document(
        title,
        [
            _summary(spec),
            chosen_rule_paragraph(chosen, spec, catalog) if chosen is not None else "",
            heading(translate("Help", "Setting up")),
            cards_paragraph(spec),
            composition_table(spec),
            layout_paragraph(spec),
            bullets(layout_items(spec)),
            paragraph(stock_sentence(spec)),
            heading(translate("Help", "Placing a card")),
            paragraph(*build_sentences(shown, catalog)),
            heading(translate("Help", "Moving a group")),
            *group_blocks(shown, catalog),
            heading(translate("Help", "An empty column")),
            paragraph(empty_sentence(shown.empty, catalog)),
            heading(translate("Help", "Dealing")),
            *dealing_blocks(shown),
            *([heading(translate("Help", "Choosing a rule")), *choice] if choice else []),
            heading(translate("Help", "Completed sequences")),
            paragraph(*removal_sentences(spec, catalog)),
            heading(translate("Help", "End of the game")),
            paragraph(*_end_sentences(spec)),
            heading(translate("Help", "Scoring")),
            *scoring_blocks(spec),
            heading(translate("Help", "Game codes")),
            *code_blocks(spec, catalog),
            heading(translate("Help", "How the app helps you play")),
            *behaviour_blocks(),
            *_beyond_the_rules(spec, catalog, classic=chosen is None),
        ],
    )


def _beyond_the_rules(spec: VariantSpec, catalog: Catalog, classic: bool) -> list[str]:
    """How the variant differs from Spider, its chances of winning and our tips: each
    section only where it has something to say. The chances are figures for the Classic
    game, so a page written for another rule leaves them out."""
    blocks = []
    spider = reference(spec, catalog)
    if spider is not None:
        blocks += [heading(fill(translate("Help", "%1 and %2"), variant_name(spec),
                                variant_name(spider))),
                   *comparison_blocks(spec, spider, catalog)]
    chances = chances_blocks(spec) if classic else []
    if chances:
        blocks += [heading(translate("Help", "Chances of winning")), *chances]
    return [*blocks, heading(translate("Help", "Tips")), bullets(tips(spec, catalog))]


def _summary(spec: VariantSpec) -> str:
    """In short: what the game is played with and what wins it, then the plugin's words."""
    name = variant_name(spec)
    blocks = [heading(translate("Help", "In short"))]
    if spec.description:
        blocks.append(paragraph(plugin_text("Variants", spec.description), cls="lead"))
    first = [fill(translate("Help", "%1 is a patience game for one player."), name)]
    first.append(HELP.aim(spec.sequences))
    blocks.append(paragraph(*first))
    if spec.rules:
        blocks.append(paragraph(plugin_text("Variants", spec.rules)))
    return "".join(blocks)


def _end_sentences(spec: VariantSpec) -> list[str]:
    # The names are the menus' and the Preferences dialog's own messages (see rules_app).
    return [
        HELP.won(spec.sequences),
        fill(translate("Help", "The app gives no hints unless you switch on %1 in %2; "
                               "%3 in the %4 menu asks the solver whether the deal could "
                               "be won, and can show you how. When nothing helps any more, "
                               "restart the deal or start a new one."),
             menu_words(translate("Settings", "Hints and demo")),
             menu_words(translate("MainWindow", "Pr&eferences…")),
             menu_words(translate("MainWindow", "Could This Deal Be &Won?")),
             menu_words(translate("MainWindow", "&Game"))),
    ]
