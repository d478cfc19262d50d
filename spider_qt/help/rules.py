"""The Rules page, written from the variant's own data, so a plugin variant gets a correct
page: cards, layout, deal plan, what moves, what a column takes, removal, scoring.

This module puts the page together, section by section; each section is written by
the module of its idea: :mod:`.rules_layout` (setting up), :mod:`.rules_play` (placing
cards, moving groups, empty columns), :mod:`.rules_dealing` (dealing, completed
sequences), :mod:`.rules_choice` (the rules offered besides Classic) and
:mod:`.rules_scoring`.

A page is written for the variant as declared (its Classic rule), with the other rules
offered and what each changes; or, given a rule, for the variant as played under it
(:meth:`RuleSpec.applied_to`): every section then tells the rule's policies.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import Catalog, RuleSpec, VariantSpec
from spider_qt.engine.specs import CLASSIC
from spider_qt.i18n.texts import fill

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
        ],
    )


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
    return [
        HELP.won(spec.sequences),
        translate(
            "Help",
            "The app does not tell you when a game is blocked, gives no hints and "
            "does not say whether a deal can be won: when nothing helps any more, "
            "restart the deal or start a new one.",
        ),
    ]
