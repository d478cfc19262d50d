"""The hooks a spider-qt plugin may implement.

Every hook receives a ``register`` callback rather than returning values (as
``llm``'s ``register_models`` does): each registration is validated the moment
it is made, so a bad declaration is reported against the plugin that made it.

Compatibility: hook names and arguments listed here are a public contract.
Hooks may gain new optional behaviour, and new hooks may be added; a hook is
never changed incompatibly without a new name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

import pluggy

from spider_qt.engine import PolicySpec, RuleSpec, VariantSpec

if TYPE_CHECKING:
    from .theme_spec import CardThemeSpec

PROJECT: Final = "spider_qt"

#: The plugin API's version: the minor number grows when something is added (a hook,
#: an optional spec field, a policy name); the major number only for a breaking change.
#: 1.1 added spider_qt_register_policies, and RuleSpec's build, empty,
#: deal_needs_full_columns and rules; 1.2 added spider_qt_register_card_themes; 1.3 added
#: spider_qt.decks (the CardPainter protocol, the card geometry, the built-in decks).
API_VERSION: Final = (1, 3)

hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


@hookspec
def spider_qt_register_policies(register: Callable[[PolicySpec], None]) -> None:
    """Declare new policies by calling ``register(PolicySpec(...))`` once per policy.

    Called before any plugin registers its variants, so variants and rules of every
    plugin may name the new policies by key, as they name the engine's own. A policy
    is checked at once: its kind (``"group"``, ``"build"`` or ``"empty"``), a key that is
    well formed and free, a predicate ``fits`` taking as many cards as its kind gives
    (and answering ``True`` or ``False`` on a sample of cards), a ``rule_id`` of its own
    (not one of the engine's) with the English ``message`` a refused move shows, and a
    ``summary`` for the help pages. A bad one raises ``SpecError`` from ``register``
    and disables the plugin that made it, not the app.

    When the predicate says no, the player reads ``message`` as it is, with ``%1`` and
    ``%2`` the English names of the cards: the app cannot translate a plugin's sentence
    unless the plugin ships translations.

    Example::

        RED = {"H", "D"}

        @hookimpl
        def spider_qt_register_policies(register):
            register(PolicySpec(
                kind="group", key="alternating-colours",
                fits=lambda upper, lower: (lower.rank + 1 == upper.rank
                                           and (lower.suit in RED) != (upper.suit in RED)),
                rule_id="alternating-colours",
                message="The %2 cannot move with the %1: colours must alternate.",
                summary="descending by one rank, red and black alternating",
            ))
    """




@hookspec
def spider_qt_register_variants(register: Callable[[VariantSpec], None]) -> None:
    """Declare game variants by calling ``register(VariantSpec(...))`` once per variant.

    The spec is checked at once (cards add up, the deal plan fits the layout,
    the key and code letters are free); a bad one raises ``SpecError`` from
    ``register`` and disables the plugin that made it, not the app.

    Example::

        @hookimpl
        def spider_qt_register_variants(register):
            register(VariantSpec(
                key="spiderette", name="Spiderette", letters="SD", decks=1,
                layout=tuple((n, 1) for n in range(7)),
                deals=(tuple(range(7)),) * 3 + ((0, 1, 2),),
                scoring=Scoring(floor=None),
            ))
    """


@hookspec
def spider_qt_register_rules(register: Callable[[RuleSpec], None]) -> None:
    """Declare optional rules by calling ``register(RuleSpec(...))``.

    Called after every plugin has registered its variants, so a rule may name
    any installed variant. For the variants and suit counts it lists, a rule
    overrides some of the variant's policies: ``group`` (which face-up cards move
    together), ``build`` (what a card goes on), ``empty`` (what an empty column
    takes) and ``deal_needs_full_columns``; a field left ``None`` keeps the
    variant's own. A rule must change something for each variant it names.

    Example::

        @hookimpl
        def spider_qt_register_rules(register):
            register(RuleSpec(
                key="relaxed", name="Relaxed", letter="R", variants=("spider",),
                suits=(2, 4), group="descending-run",
            ))
            register(RuleSpec(
                key="open_deal", name="Open deal", letter="O",
                variants=("spider", "spiderette"), suits=(2, 4),
                deal_needs_full_columns=False,
            ))
    """


@hookspec
def spider_qt_register_card_themes(register: Callable[[CardThemeSpec], None]) -> None:
    """Declare card themes by calling ``register(CardThemeSpec(...))`` once per theme.

    A theme draws every face and the back at any size: an SVG deck in the per-card-id
    layout of AisleRiot and KDE (``svg=``: one file whose elements are ``1_club`` …
    ``king_spade`` and ``back``), or an object that paints (``art=``: a function returning
    it, called when the theme is first shown; see ``spider_qt.decks``). The
    player picks one in Preferences (setting ``card_theme``). The spec is checked at once
    (its key is free; an SVG deck parses, has every card and keeps to the limits in
    docs/plugins.md: at most 5 MiB unpacked, nothing outside itself, no recursion); a bad
    one raises ``SpecError`` from ``register`` and disables the plugin that made it, not
    the app. A theme that fails later (too slow to draw) is shown as its plugin's failure
    and the classic cards are drawn.

    Example::

        @hookimpl
        def spider_qt_register_card_themes(register):
            register(CardThemeSpec(
                key="paris", name=QT_TRANSLATE_NOOP("CardThemes", "Paris"),
                svg=Path(__file__).with_name("paris.svg"),
            ))
    """
