"""Play, on the Rules page: where a card may go, which cards move together (and the rules
offered besides Classic), and what an empty column takes; each from the variant's policies.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import Catalog, RuleSpec, VariantSpec
from spider_qt.engine.policies import BUILD_POLICIES, EMPTY_POLICIES, GROUP_POLICIES
from spider_qt.engine.specs import CLASSIC
from spider_qt.i18n.texts import card_name, fill

from .rules_layout import has_face_down
from .text import bullets, or_list, paragraph, plugin_text, rule_name

translate = QCoreApplication.translate


def build_sentences(spec: VariantSpec) -> list[str]:
    """Where a card may go (the build policy), the rank order, and the automatic flip."""
    nine, ten_h, ten_s = (card_name(t) for t in ("9H", "10H", "10S"))
    if spec.build == "any-suit":
        first = fill(
            translate(
                "Help",
                "A face-up card may go onto the last card of another "
                "column when that card is exactly one rank higher, "
                "whatever its suit: the %1 onto the %2, a queen onto "
                "a king.",
            ),
            nine,
            ten_s,
        )
    elif spec.build == "same-suit":
        first = fill(
            translate(
                "Help",
                "A face-up card may go onto the last card of another "
                "column only when that card is of the same suit and "
                "exactly one rank higher: the %1 onto the %2, but not "
                "onto the %3.",
            ),
            nine,
            ten_h,
            ten_s,
        )
    else:
        first = fill(
            translate("Help", "A card may go onto: %1."), BUILD_POLICIES[spec.build].summary
        )
    sentences = [
        first,
        translate(
            "Help",
            "The ace is the lowest card and the king the "
            "highest, so nothing can be placed on an ace.",
        ),
    ]
    if has_face_down(spec):
        sentences.append(
            translate(
                "Help",
                "When the last face-up card leaves a column, the "
                "face-down card beneath it turns face up by itself.",
            )
        )
    return sentences


def _group_sentence(group: str) -> str:
    """Which face-up cards move together, for a group policy key."""
    if group == "same-suit-run":
        return translate(
            "Help",
            "Several face-up cards at the end of a column move together "
            "when their ranks go down one by one (8, 7, 6) and they are "
            "all of one suit.",
        )
    if group == "descending-run":
        return translate(
            "Help",
            "Several face-up cards at the end of a column move together "
            "when their ranks go down one by one (8, 7, 6), whatever "
            "their suits.",
        )
    if group == "any-face-up":
        return translate(
            "Help",
            "Any face-up card may move together with all the cards "
            "lying on it, whether or not they are in order.",
        )
    return fill(translate("Help", "Cards that move together: %1."), GROUP_POLICIES[group].summary)


def extra_rules(spec: VariantSpec, catalog: Catalog) -> list[tuple[RuleSpec, list[int]]]:
    """The rules other than Classic the catalog offers for ``spec``, each with its suit counts."""
    found: dict[str, tuple[RuleSpec, list[int]]] = {}
    for suits in spec.suit_options:
        for rule in catalog.rules_for(spec.key, suits):
            if rule is not CLASSIC:
                found.setdefault(rule.key, (rule, []))[1].append(suits)
    return list(found.values())


def group_blocks(spec: VariantSpec, catalog: Catalog) -> list[str]:
    sentences = [
        _group_sentence(spec.group),
        translate(
            "Help", "A group is placed like a single card: its first card must fit where it lands."
        ),
        translate("Help", "There is no limit to a group's length."),
    ]
    if spec.group == "same-suit-run" and max(spec.suit_options) > 1:
        sentences.append(
            translate(
                "Help",
                "A run of mixed suits stays where it is even though "
                "its ranks go down: it has to be taken apart card "
                "by card.",
            )
        )
    blocks = [paragraph(*sentences)]
    extra = extra_rules(spec, catalog)
    if extra:
        blocks.extend(_rule_choice_blocks(spec, extra))
    return blocks


def _rule_choice_blocks(spec: VariantSpec, extra: list[tuple[RuleSpec, list[int]]]) -> list[str]:
    """The rules offered besides Classic: name, suit counts, what each one allows."""
    items = [
        fill(
            translate("Help", "%1 (the default): groups move as described above."),
            rule_name(CLASSIC),
        )
    ]
    for rule, suit_counts in extra:
        allows = (
            plugin_text("Rules", rule.description)
            if rule.description
            else _group_sentence(rule.group or spec.group)
        )
        #: %1 a rule's name, %2 the suit counts ("2 or 4"), %3 what the rule allows.
        items.append(
            fill(
                translate("Help", "%1, offered with %2 suits. %3"),
                rule_name(rule),
                or_list([str(s) for s in suit_counts]),
                allows,
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


def empty_sentence(spec: VariantSpec) -> str:
    if spec.empty == "any":
        return translate(
            "Help",
            "An empty column accepts any card or any group that may move, "
            "not only a king. It is the most useful space on the table: "
            "park a card there to reach the one beneath it.",
        )
    if spec.empty == "king":
        return translate(
            "Help", "Only a king, alone or at the head of a group, may go into an empty column."
        )
    return fill(
        translate("Help", "An empty column accepts: %1."), EMPTY_POLICIES[spec.empty].summary
    )
