"""The choice of rules, on the Rules page: each rule offered besides Classic, with the suit
counts it is offered with and what it changes.

What a rule changes is told from its data, not taken on trust from its description: for
each policy it overrides (which cards move together, what a card goes on, what an empty
column takes, whether a deal needs every column filled) the page says the same sentence
it would for a variant with that policy; the rule's own ``rules`` text follows. So a rule
that only lets the stock be dealt over empty columns is never described as moving groups.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import CLASSIC, Catalog, RuleSpec, VariantSpec
from spider_qt.i18n.texts import fill

from .rules_dealing import deal_sentence
from .rules_play import build_sentence, empty_sentence, group_sentence
from .text import bullets, joined, or_list, paragraph, plugin_text, rule_name

translate = QCoreApplication.translate


def extra_rules(spec: VariantSpec, catalog: Catalog) -> list[tuple[RuleSpec, list[int]]]:
    """The rules other than Classic the catalog offers for ``spec``, each with its suit counts."""
    found: dict[str, tuple[RuleSpec, list[int]]] = {}
    for suits in spec.suit_options:
        for rule in catalog.rules_for(spec.key, suits):
            if rule is not CLASSIC:
                found.setdefault(rule.key, (rule, []))[1].append(suits)
    return list(found.values())


def change_sentences(rule: RuleSpec, spec: VariantSpec, catalog: Catalog) -> list[str]:
    """What ``rule`` changes in ``spec``, one sentence per policy it overrides, in the order
    the page tells them, then the rule's own words."""
    sentences = []
    for name in rule.changes(spec):
        if name == "group" and rule.group is not None:
            sentences.append(group_sentence(rule.group, catalog))
        elif name == "build" and rule.build is not None:
            sentences.append(build_sentence(rule.build, catalog))
        elif name == "empty" and rule.empty is not None:
            sentences.append(empty_sentence(rule.empty, catalog))
        elif name == "deal_needs_full_columns" and rule.deal_needs_full_columns is not None:
            sentences.append(deal_sentence(rule.deal_needs_full_columns))
    if rule.rules:
        sentences.append(plugin_text("Rules", rule.rules))
    return sentences


def rule_choice_blocks(spec: VariantSpec, catalog: Catalog) -> list[str]:
    """The section's paragraphs: none when Classic is the only rule."""
    extra = extra_rules(spec, catalog)
    if not extra:
        return []
    items = [
        fill(
            translate("Help", "%1 (the default): the rules as described above."),
            rule_name(CLASSIC),
        )
    ]
    for rule, suit_counts in extra:
        #: %1 a rule's name, %2 the suit counts ("2 or 4"), %3 what the rule changes.
        items.append(
            fill(
                translate("Help", "%1, offered with %2 suits. %3"),
                rule_name(rule),
                or_list([str(s) for s in suit_counts]),
                joined(change_sentences(rule, spec, catalog)),
            )
        )
    blocks = [
        paragraph(translate("Help", "The New Game window offers a choice of rules:")),
        bullets(items),
    ]
    offered = {s for _, counts in extra for s in counts}
    if 1 in spec.suit_options and 1 not in offered:
        blocks.append(
            paragraph(
                translate(
                    "Help",
                    "With 1 suit only the Classic rule is offered: all "
                    "the cards share one suit, so a choice would change "
                    "little.",
                )
            )
        )
    return blocks


def chosen_rule_paragraph(rule: RuleSpec, spec: VariantSpec, catalog: Catalog) -> str:
    """For a page written for one rule: which one, and what it changes in ``spec``."""
    first = fill(translate("Help", "This page describes the game played with the %1 rule, "
                                   "chosen in the New Game window."), rule_name(rule))
    return paragraph(first, *change_sentences(rule, spec, catalog))
