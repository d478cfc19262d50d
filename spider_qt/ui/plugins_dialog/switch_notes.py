"""What a switch in the Plugins dialog does, said in a player's words.

A switch applies at once when the app's host loads the plugins again with it (see
:mod:`spider_qt.ui.plugins_dialog.apply_choice`): then the note under the table says what new
games lost or gained, by comparing the catalog before the switch with the one after,
so it also names what another plugin's rule lost with it (Relaxed goes with Spider).
The game in progress holds its own variant and rule and goes on; when it uses
something that just went, the note says that too. Only what cannot apply now waits
for the next start, and the note says so plainly: a plugin that fails to load (its
import is tried again at the next start), or a dialog whose switches are only saved.

The one switch the dialog refuses is turning off the last working plugin that adds
variants: with none left there would be no game to start.

Every word is translated in the dialog's context, ``"PluginsDialog"``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Final, Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import CLASSIC, Catalog
from spider_qt.i18n.texts import QT_TRANSLATE_NOOP, fill
from spider_qt.plugins.records import PluginRecord
from spider_qt.ui.common.names import rule_text, variant_text
from spider_qt.ui.plugins_dialog.plugin_names import listed

translate = QCoreApplication.translate

RESTART_NOTE: Final = QT_TRANSLATE_NOOP(
    "PluginsDialog", "Changes take effect the next time spider-qt starts."
)
GOES_ON: Final = QT_TRANSLATE_NOOP("PluginsDialog", "The game in progress goes on.")


@runtime_checkable
class ShowsAGame(Protocol):
    """A window with a game in progress (the main window the dialog is opened from)."""

    @property
    def game(self) -> Playing: ...


class Playing(Protocol):
    """The game in progress, as far as a switch concerns it: its variant's and rule's keys."""

    @property
    def variant(self) -> str: ...

    @property
    def rule(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Change:
    """What one switch took from new games and gave them: names as registered, by key."""

    lost_variants: dict[str, str]
    lost_rules: dict[str, str]
    gained_variants: dict[str, str]
    gained_rules: dict[str, str]

    def touches(self, game: Playing | None) -> bool:
        """Whether ``game`` uses a variant or rule that new games no longer have."""
        return game is not None and (game.variant in self.lost_variants
                                     or game.rule in self.lost_rules)


def change(before: Catalog, after: Catalog) -> Change:
    """The variants and rules ``after`` lacks and gains, compared with ``before``."""
    old_variants = {v.key: v.name for v in before}
    new_variants = {v.key: v.name for v in after}
    old_rules = {r.key: r.name for r in before.rules if r is not CLASSIC}
    new_rules = {r.key: r.name for r in after.rules if r is not CLASSIC}
    return Change(
        {k: n for k, n in old_variants.items() if k not in new_variants},
        {k: n for k, n in old_rules.items() if k not in new_rules},
        {k: n for k, n in new_variants.items() if k not in old_variants},
        {k: n for k, n in new_rules.items() if k not in old_rules},
    )


def applied_note(name: str, on: bool, what: Change, touches_game: bool,
                 failed: bool) -> str:
    """The note after switching plugin ``name`` (its display name) ``on`` or off, applied at
    once: what new games lost or gained, and whether the game in progress goes on.

    ``touches_game``: the game in progress uses something the switch took from new games
    (:meth:`Change.touches`). ``failed``: the plugin, switched on, did not load; it is
    tried again at the next start.
    """
    parts = []
    if failed:
        parts.append(fill(translate(
            "PluginsDialog", "%1 could not be loaded (see the details); it is tried again the "
            "next time spider-qt starts."), name))
    if what.lost_variants:
        #: %1: one or more variant names, listed as the language lists them.
        parts.append(fill(translate("PluginsDialog", "%1 games can no longer be started."),
                          listed(variant_text(n) for n in what.lost_variants.values())))
    if what.lost_rules:
        parts.append(_rules_sentence(
            what.lost_rules, translate("PluginsDialog", "The rule %1 can no longer be chosen."),
            translate("PluginsDialog", "The rules %1 can no longer be chosen.")))
    if what.gained_variants:
        parts.append(fill(translate("PluginsDialog", "%1 games can now be started."),
                          listed(variant_text(n) for n in what.gained_variants.values())))
    if what.gained_rules:
        parts.append(_rules_sentence(
            what.gained_rules, translate("PluginsDialog", "The rule %1 can now be chosen."),
            translate("PluginsDialog", "The rules %1 can now be chosen.")))
    if touches_game:
        parts.append(translate("PluginsDialog", GOES_ON))
    if not parts:  # it adds nothing a player chooses (or it had failed): say it was heard
        parts.append(fill(translate("PluginsDialog", "%1 is switched on.") if on
                          else translate("PluginsDialog", "%1 is switched off."), name))
    return sentences(parts)


def saved_note(refused: str | None, waiting: tuple[str, list[str]] | None,
               toggled: bool, applied: bool) -> str:
    """The note when nothing was applied just now: why a switch was refused, which rules a
    switch leaves inactive, and (switches only saved) that they apply at the next start."""
    parts = []
    if refused is not None:
        parts.append(fill(translate(
            "PluginsDialog", "%1 stays enabled: it is the last plugin with game variants, "
            "and without one there would be nothing to play."), refused))
    if waiting is not None and waiting[1]:
        parts.append(fill(translate(
            "PluginsDialog", "Switching off %1 also makes these rules inactive: %2."),
            waiting[0], translate("PluginsDialog", ", ").join(waiting[1])))
    if toggled and not applied:
        parts.append(translate("PluginsDialog", RESTART_NOTE))
    return sentences(parts)


def sentences(parts: Iterable[str]) -> str:
    """Sentences one after the other, as the language writes them."""
    text = ""
    for part in parts:
        text = fill(translate("PluginsDialog", "%1 %2"), text, part) if text else part
    return text


def rules_left_waiting(records: list[PluginRecord], checked: Mapping[str, bool], name: str,
                       catalog: Catalog) -> list[str]:
    """The rules of other plugins that switching ``name`` off (with the switches
    ``checked``) leaves without any of their variants: they become inactive too."""
    gone = {key for r in records if r.name == name or not checked.get(r.name, True)
            for key in r.variants}
    own = {key for r in records if r.name == name for key in r.rules}
    return [rule_text(rule.name) for rule in catalog.rules
            if rule.variants and rule.key not in own and set(rule.variants) <= gone]


def is_last_variant_source(records: Iterable[PluginRecord], checked: Mapping[str, bool],
                           name: str) -> bool:
    """Whether ``name`` is the only switched-on plugin whose variants loaded this time.

    A plugin that failed, or was off at this start, has no variants to count on: it
    may fail the next time too.
    """
    sources = {r.name for r in records
               if r.variants and r.enabled and r.error is None and checked.get(r.name, True)}
    return sources == {name}


def _rules_sentence(names: Mapping[str, str], one: str, several: str) -> str:
    """``one`` or ``several`` (already translated) filled with the rules' names, listed."""
    rules = [rule_text(name) for name in names.values()]
    return fill(one if len(rules) == 1 else several, listed(rules))
