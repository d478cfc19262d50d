"""Play, on the Rules page: where a card may go, which cards move together and what an
empty column takes, each from the policies the page is written for.

The engine's own policies have sentences of their own here; a plugin's policy is told
by its ``summary`` (translated in context ``"Rules"`` when the plugin ships a translation),
looked up in the catalog that registered it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import KING, RANKS, Card, Catalog, Suit, VariantSpec
from spider_qt.i18n.texts import card_name, fill

from .rules_layout import has_face_down
from .text import paragraph, plugin_text

translate = QCoreApplication.translate


def _summary(catalog: Catalog, kind: str, key: str) -> str:
    """A plugin policy's own words for what it allows, translated if the plugin can be."""
    return plugin_text("Rules", catalog.policy(kind, key).summary)


def build_sentences(spec: VariantSpec, catalog: Catalog) -> list[str]:
    """Where a card may go (the build policy), the rank order, and the automatic flip."""
    sentences = [
        build_sentence(spec.build, catalog),
        translate(
            "Help",
            "The ace is the lowest card and the king the "
            "highest, so nothing can be placed on an ace.",
        ),
    ]
    king = king_sentence(spec, catalog)
    if king:
        sentences.append(king)
    if has_face_down(spec):
        sentences.append(
            translate(
                "Help",
                "When the last face-up card leaves a column, the "
                "face-down card beneath it turns face up by itself.",
            )
        )
    return sentences


def king_goes_only_to_empty(spec: VariantSpec, catalog: Catalog) -> bool:
    """Whether the build policy lets a king onto no card at all while an empty column takes
    one: then an empty column is the only place a king, or a group it heads, can go.

    Asked of the policies themselves (every card as a target, a king of every suit as the
    card placed), so a plugin's build or empty-column policy is told truly too.
    """
    build = catalog.policy("build", spec.build).fits
    empty = catalog.policy("empty", spec.empty).fits
    kings = [Card(KING, suit) for suit in Suit]
    onto_a_card = any(build(Card(rank, suit), king)
                      for king in kings for rank in RANKS for suit in Suit)
    return not onto_a_card and all(empty(king) for king in kings)


def king_sentence(spec: VariantSpec, catalog: Catalog) -> str:
    """That a king can go only into an empty column, when the policies say so; why, in the
    engine's own rank-based policies; else empty."""
    if not king_goes_only_to_empty(spec, catalog):
        return ""
    if spec.build in ("any-suit", "same-suit"):
        return translate(
            "Help",
            "No card is one rank higher than a king, so a king, alone or at the head of "
            "a group, can only go into an empty column.",
        )
    return translate(
        "Help",
        "No card may take a king, so a king, alone or at the head of a group, can only "
        "go into an empty column.",
    )


def build_sentence(build: str, catalog: Catalog) -> str:
    """What a card may go onto, for a build policy key."""
    nine, ten_h, ten_s = (card_name(t) for t in ("9H", "10H", "10S"))
    if build == "any-suit":
        return fill(
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
    if build == "same-suit":
        return fill(
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
    return fill(translate("Help", "A card may go onto: %1."), _summary(catalog, "build", build))


def group_sentence(group: str, catalog: Catalog) -> str:
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
    return fill(translate("Help", "Cards that move together: %1."),
                _summary(catalog, "group", group))


def group_blocks(spec: VariantSpec, catalog: Catalog) -> list[str]:
    sentences = [
        group_sentence(spec.group, catalog),
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
    return [paragraph(*sentences)]


def empty_sentence(empty: str, catalog: Catalog) -> str:
    """What an empty column accepts, for an empty-column policy key."""
    if empty == "any":
        return translate(
            "Help",
            "An empty column accepts any card or any group that may move, "
            "not only a king. It is the most useful space on the table: "
            "park a card there to reach the one beneath it.",
        )
    if empty == "king":
        return translate(
            "Help", "Only a king, alone or at the head of a group, may go into an empty column."
        )
    return fill(translate("Help", "An empty column accepts: %1."),
                _summary(catalog, "empty", empty))
