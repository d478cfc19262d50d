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
from typing import Final

import pluggy

from spider_qt.engine.specs import RuleSpec, VariantSpec

PROJECT: Final = "spider_qt"

#: The plugin API's version: the minor number grows when something is added (a hook,
#: an optional spec field, a policy name); the major number only for a breaking change.
API_VERSION: Final = (1, 0)

hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


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
    any installed variant. A rule replaces the variant's group policy (which
    face-up cards may move together) for the variants and suit counts it lists.

    Example::

        @hookimpl
        def spider_qt_register_rules(register):
            register(RuleSpec(
                key="relaxed", name="Relaxed", letter="R", variants=("spider",),
                suits=(2, 4), group="descending-run",
            ))
    """
