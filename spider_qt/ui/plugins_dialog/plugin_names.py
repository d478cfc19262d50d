"""A plugin in a player's words: its name and what it adds, in the player's language.

A plugin's id (``simple_simon``) is for its author; a player knows a plugin by what it
brings: the variant Simple Simon, the rule Relaxed. So a plugin that adds one variant
is called by that variant's name, one that adds only a rule by the rule's name, each
translated as the New Game dialog translates them (the app's catalogs, then the
plugin's own); any other plugin by its id made readable ("my_rules": "My rules").

What a plugin adds comes from the specs it registered: in this load, from the
catalog; switched off or failing now, as the host last saw them
(:attr:`PluginRecord.last_added`), so switching a plugin off does not turn its row
back into an id. A plugin switched off since the app started has never run: what it
adds is not known until it is switched on, and the dialog says so.

Every word is translated in the context ``"PluginWords"``: the sentences with a count
are ``%n`` texts of the :class:`PluginWords` class, the only form lupdate collects as a
plural, and the others keep them company.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from spider_qt.engine import Catalog, RuleSpec, VariantSpec
from spider_qt.i18n.texts import fill
from spider_qt.plugins.records import PluginRecord
from spider_qt.plugins.theme_spec import CardThemeSpec
from spider_qt.ui.common.names import rule_text, variant_text


class PluginWords(QObject):
    """The sentences that say what a plugin adds (context ``"PluginWords"``)."""

    def variant(self, name: str) -> str:
        return fill(self.tr("Adds the variant %1"), name)

    def variants(self, names: list[str]) -> str:
        #: %1: the variants' names, listed as the language lists them ("A, B and C").
        return fill(self.tr("Adds %n variant(s): %1", "", len(names)), listed(names))

    def rule(self, name: str, variants: str) -> str:
        if not variants:  # a rule known by its key only
            return fill(self.tr("Adds the rule %1"), name)
        #: %1: a rule's name; %2: the variants it is for ("Spider and Spiderette").
        return fill(self.tr("Adds the rule %1 to %2"), name, variants)

    def rules(self, names: list[str]) -> str:
        #: %1: the rules' names, listed as the language lists them ("A, B and C").
        return fill(self.tr("Adds %n rule(s): %1", "", len(names)), listed(names))

    def card_themes(self) -> str:
        return self.tr("Card themes")

    def theme(self, name: str) -> str:
        return fill(self.tr("Adds the card theme %1"), name)

    def themes(self, names: list[str]) -> str:
        #: %1: the card themes' names, listed as the language lists them ("A and B").
        return fill(self.tr("Adds %n card theme(s): %1", "", len(names)), listed(names))

    def both(self, first: str, second: str) -> str:
        """Two of the sentences above, one after the other."""
        #: Two "Adds …" sentences one after the other: what a plugin adds.
        return fill(self.tr("%1. %2"), first, second)

    def described(self, name: str, description: str) -> str:
        #: A variant's or rule's name, then its description.
        return fill(self.tr("%1: %2"), name, description)


WORDS = PluginWords()


@dataclass(frozen=True, slots=True)
class Added:
    """What one plugin adds: its variants and its rules, as specs where they are known,
    else as bare keys (a record naming a key no catalog holds)."""

    variants: tuple[VariantSpec | str, ...] = ()
    rules: tuple[RuleSpec | str, ...] = ()
    themes: tuple[CardThemeSpec, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.variants or self.rules or self.themes)

    @property
    def variant_keys(self) -> tuple[str, ...]:
        return tuple(_key(v) for v in self.variants)

    @property
    def rule_keys(self) -> tuple[str, ...]:
        return tuple(_key(r) for r in self.rules)


def _key(spec: VariantSpec | RuleSpec | str) -> str:
    return spec if isinstance(spec, str) else spec.key


def added(record: PluginRecord, catalog: Catalog) -> Added:
    """What ``record`` adds now (from ``catalog``), else what it added when last loaded."""
    themes = tuple(s for s in record.last_added if isinstance(s, CardThemeSpec))
    if record.variants or record.rules:
        return Added(tuple(_variant(catalog, key) for key in record.variants),
                     tuple(_rule(catalog, key) for key in record.rules), themes)
    return Added(tuple(s for s in record.last_added if isinstance(s, VariantSpec)),
                 tuple(s for s in record.last_added if isinstance(s, RuleSpec)), themes)


def _variant(catalog: Catalog, key: str) -> VariantSpec | str:
    return catalog.variant(key) if key in catalog else key


def _rule(catalog: Catalog, key: str) -> RuleSpec | str:
    return next((rule for rule in catalog.rules if rule.key == key), key)


def variant_names(catalog: Catalog, records: Iterable[PluginRecord]) -> dict[str, str]:
    """Every variant's registered name by key, that the dialog may need to name one: the
    catalog's, and those of plugins switched off or waiting (a rule's variants may be theirs).
    """
    names: dict[str, str] = {}
    for record in records:
        names.update(record.needed_names)
        names.update((s.key, s.name) for s in record.last_added if isinstance(s, VariantSpec))
    names.update((v.key, v.name) for v in catalog)
    return names


def readable_id(plugin_id: str) -> str:
    """``my_rules`` as ``My rules``: an id without a name to go by, still read as words."""
    words = " ".join(plugin_id.replace("_", " ").replace("-", " ").split())
    return words[:1].upper() + words[1:] if words else plugin_id


def display_name(record: PluginRecord, adds: Added) -> str:
    """The name a player knows the plugin by, in the player's language (see the module)."""
    if len(adds.variants) == 1:
        return _variant_title(adds.variants[0])
    if not adds.variants and len(adds.rules) == 1:
        return _rule_title(adds.rules[0])
    if not adds.variants and not adds.rules and len(adds.themes) == 1:
        return theme_name(adds.themes[0])
    if not adds.variants and not adds.rules and adds.themes:
        return WORDS.card_themes()  # a collection of themes: said in the player's language
    return readable_id(record.name)


def _variant_title(spec: VariantSpec | str) -> str:
    return readable_id(spec) if isinstance(spec, str) else variant_text(spec.name)


def _rule_title(spec: RuleSpec | str) -> str:
    return readable_id(spec) if isinstance(spec, str) else rule_text(spec.name)


def listed(names: Iterable[str]) -> str:
    """``Spider and Spiderette``: a list as the player's language writes one."""
    return QLocale().createSeparatedList(list(names))


def adds_text(adds: Added, names: Mapping[str, str]) -> str:
    """``Adds the variant Simple Simon``, ``Adds the rule Relaxed to Spider``, ``Adds 2
    variants: …``; ``""`` when it adds nothing. ``names`` are variant names by key, for
    the variants a rule is for."""
    sentences = []
    variants = [_variant_title(v) for v in adds.variants]
    if len(variants) == 1:
        sentences.append(WORDS.variant(variants[0]))
    elif variants:
        sentences.append(WORDS.variants(variants))
    if len(adds.rules) == 1:
        rule = adds.rules[0]
        sentences.append(WORDS.rule(_rule_title(rule), "" if isinstance(rule, str)
                                    else for_variants(rule, names)))
    elif adds.rules:
        sentences.append(WORDS.rules([_rule_title(r) for r in adds.rules]))
    themes = [theme_name(spec) for spec in adds.themes]
    if len(themes) == 1:
        sentences.append(WORDS.theme(themes[0]))
    elif themes:
        sentences.append(WORDS.themes(themes))
    text = sentences[0] if sentences else ""
    for sentence in sentences[1:]:
        text = WORDS.both(text, sentence)
    return text


def theme_name(spec: CardThemeSpec) -> str:
    """A card theme's name in the player's language (as Preferences shows it)."""
    return QCoreApplication.translate("CardThemes", spec.name)


def for_variants(rule: RuleSpec, names: Mapping[str, str]) -> str:
    """The variants ``rule`` is for, by name (translated) where one is known, else by key."""
    return listed(variant_text(names[key]) if key in names else key for key in rule.variants)


def descriptions(adds: Added) -> list[str]:
    """What each variant and rule it adds is, in the player's language (``Simple Simon: One
    deck dealt face up…``), for the details; those without a description are left out."""
    found = [(variant_text(v.name), variant_text(v.description)) for v in adds.variants
             if isinstance(v, VariantSpec) and v.description]
    found += [(rule_text(r.name), rule_text(r.description)) for r in adds.rules
              if isinstance(r, RuleSpec) and r.description]
    return [WORDS.described(name, text) for name, text in found]
