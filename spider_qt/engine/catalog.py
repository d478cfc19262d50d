"""The variants, rules and policies the engine knows, as registered by plugins.

The engine names no variant: it looks them up here. A catalog is filled by the
plugin host from pluggy hooks (policies first, then variants, then rules, so each
may name what came before), or by hand in tests; the engine itself never imports
the host: the catalog in use is installed from outside (:func:`set_default_catalog`,
:func:`set_catalog_provider`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from .errors import CodeError, CodeReason, SpecError, clipped, shown
from .policies import Policy
from .policy_spec import PolicySpec
from .rulesets import PolicyTable, Ruleset
from .specs import CLASSIC, RuleSpec, VariantSpec


class Catalog:
    """Registered :class:`VariantSpec`, :class:`RuleSpec` and :class:`PolicySpec` objects,
    validated on entry. Its policies start with the engine's own."""

    def __init__(
        self, variants: Iterable[VariantSpec] = (), rules: Iterable[RuleSpec] = (),
        policies: Iterable[PolicySpec] = (),
    ) -> None:
        self._policies = PolicyTable()
        self._variants: dict[str, VariantSpec] = {}
        self._rules: dict[str, RuleSpec] = {CLASSIC.key: CLASSIC}
        for policy in policies:
            self.add_policy(policy)
        for variant in variants:
            self.add_variant(variant)
        for rule in rules:
            self.add_rule(rule)

    # --- registration -------------------------------------------------------

    def add_policy(self, spec: PolicySpec) -> None:
        """Validate and add a plugin's policy, for variants and rules registered after it."""
        self._policies.add(spec)

    def remove_policy(self, key: str) -> None:
        """Withdraw a plugin's policy (a plugin that failed after registering it)."""
        self._policies.remove(key)

    def add_variant(self, spec: VariantSpec) -> None:
        """Validate and add a variant; raise :class:`SpecError` and add nothing if it is bad."""
        if not isinstance(spec, VariantSpec):
            raise SpecError(f"expected a VariantSpec, got {type(spec).__name__}")
        spec.validate(self._policies.keys())
        if spec.key in self._variants:
            raise SpecError(f"variant key {spec.key!r} is already taken", "key")
        for other in self._variants.values():
            if other.letters == spec.letters:
                raise SpecError(
                    f"variant {spec.key!r}: code letters {spec.letters!r} are already used "
                    f"by {other.key!r}", "letters"
                )
        self._variants[spec.key] = spec

    def add_rule(self, spec: RuleSpec) -> None:
        """Validate and add a rule for variants already registered.

        Besides the spec's own checks: each variant it names must be here, play with some
        of its suit counts, and play differently under it (a rule that changes nothing
        would only give the same game a second code); its letter must be free there.
        """
        if not isinstance(spec, RuleSpec):
            raise SpecError(f"expected a RuleSpec, got {type(spec).__name__}")
        spec.validate(self._policies.keys())
        if spec.key in self._rules:
            raise SpecError(f"rule key {spec.key!r} is already taken", "key")
        for key in spec.variants:
            variant = self._variants.get(key)
            if variant is None:
                raise SpecError(f"rule {spec.key!r}: unknown variant {key!r}", "variants")
            if not set(spec.suits) & set(variant.suit_options):
                raise SpecError(
                    f"rule {spec.key!r}: {variant.name} is played with "
                    f"{', '.join(map(str, variant.suit_options))} suit(s), none of its suits "
                    f"{spec.suits!r}", "suits")
            if not spec.changes(variant):
                raise SpecError(
                    f"rule {spec.key!r}: {variant.name} already plays this way, so the rule "
                    "changes nothing there", "variants")
            for other in self._rules.values():
                if (key in other.variants or other is CLASSIC) and other.letter == spec.letter:
                    raise SpecError(
                        f"rule {spec.key!r}: code letter {spec.letter!r} is already used "
                        f"by rule {other.key!r}", "letter"
                    )
        self._rules[spec.key] = spec

    def remove_variant(self, key: str) -> None:
        """Withdraw a variant (a plugin that failed after registering it)."""
        self._variants.pop(key, None)

    def remove_rule(self, key: str) -> None:
        if key != CLASSIC.key:
            self._rules.pop(key, None)

    # --- look-up ----------------------------------------------------------------

    def __iter__(self) -> Iterator[VariantSpec]:
        """Variants by their declared ``order``, then in the order they were registered."""
        return iter(sorted(self._variants.values(), key=lambda v: v.order))

    def __len__(self) -> int:
        return len(self._variants)

    def __contains__(self, key: object) -> bool:
        return key in self._variants

    @property
    def rules(self) -> tuple[RuleSpec, ...]:
        return tuple(self._rules.values())

    @property
    def plugin_policies(self) -> tuple[PolicySpec, ...]:
        """The policies plugins added, in the order they were registered."""
        return self._policies.added()

    def policy_keys(self) -> dict[str, frozenset[str]]:
        """Every policy key by kind (``"group"``…): what ``spec.validate(...)`` checks names
        against for this catalog."""
        return self._policies.keys()

    def policy(self, kind: str, key: str) -> Policy[Any]:
        """The ``"group"``, ``"build"`` or ``"empty"`` policy called ``key``: the engine's or a
        plugin's (:class:`SpecError` if there is none)."""
        return self._policies.get(kind, key)

    def ruleset(self, variant: VariantSpec, rule: RuleSpec) -> Ruleset:
        """The predicates a game of ``variant`` under ``rule`` plays by, from this catalog."""
        return self._policies.resolve(variant, rule)

    @property
    def default_variant(self) -> VariantSpec:
        """The first variant in :meth:`__iter__` order: a new game when nothing is chosen."""
        if not self._variants:
            raise CodeError("no game variant is installed", CodeReason.NO_VARIANTS)
        return next(iter(self))

    def variant(self, key: str) -> VariantSpec:
        """The variant with this key; any other value (a list, a megabyte string from a
        damaged file) is a :class:`CodeError` quoting it shortened."""
        try:
            return self._variants[key]
        except (KeyError, TypeError):
            known = ", ".join(self._variants) or "none"
            raise CodeError(f"unknown variant {shown(key)} (known: {known})",
                            CodeReason.UNKNOWN_VARIANT, key=clipped(key)) from None

    def variant_by_letters(self, letters: str) -> VariantSpec:
        for spec in self._variants.values():
            if spec.letters == letters:
                return spec
        known = ", ".join(f"{v.letters} ({v.name})" for v in self._variants.values())
        raise CodeError(f"unknown variant letters {shown(letters)} (known: {known})",
                        CodeReason.UNKNOWN_VARIANT, letters=clipped(letters))

    def rules_for(self, variant: str, suits: int) -> tuple[RuleSpec, ...]:
        """The rules a player may choose for this variant and suit count, Classic first."""
        return (
            CLASSIC,
            *(r for r in self._rules.values() if r is not CLASSIC and r.applies_to(variant, suits)),
        )

    def rule(self, variant: VariantSpec, suits: int, key: str) -> RuleSpec:
        for rule in self.rules_for(variant.key, suits):
            if rule.key == key:
                return rule
        rules = self.rules_for(variant.key, suits)
        offered = ", ".join(r.key for r in rules)
        raise CodeError(
            f"rule {shown(key)} is not offered for {variant.name} with {shown(suits)} suit(s) "
            f"(offered: {offered})",
            CodeReason.UNKNOWN_RULE, variant=variant.name, suits=suits, key=clipped(key),
            rules=tuple((r.letter, r.name) for r in rules),
        )

    def rule_by_letter(self, variant: VariantSpec, suits: int, letter: str) -> RuleSpec:
        for rule in self.rules_for(variant.key, suits):
            if rule.letter == letter:
                return rule
        rules = self.rules_for(variant.key, suits)
        offered = ", ".join(f"{r.letter} ({r.name})" for r in rules)
        raise CodeError(
            f"rule letter {shown(letter)} is not offered for {variant.name} with {shown(suits)} "
            f"suit(s) (offered: {offered})",
            CodeReason.UNKNOWN_RULE, variant=variant.name, suits=suits, letter=clipped(letter),
            rules=tuple((r.letter, r.name) for r in rules),
        )


Provider = Callable[[], Catalog]

_default: Catalog | None = None
_provider: Provider | None = None


def default_catalog() -> Catalog:
    """The catalog in use: the one installed with :func:`set_default_catalog`, else the
    one the installed provider builds on first use.

    The engine knows no plugin machinery. Whoever starts the program installs the
    catalog (the app loads the player's plugins and calls :func:`set_default_catalog`);
    for a plain script, ``import spider_qt`` installs a provider that loads the
    installed plugins (:func:`set_catalog_provider`), so ``new_game("SP1-S4C-AAAAAAD")``
    just works. Raises ``LookupError`` if neither was done.
    """
    global _default
    if _default is None:
        if _provider is None:
            raise LookupError("no catalog of variants is installed: call "
                              "spider_qt.engine.set_default_catalog(catalog)")
        _default = _provider()
    return _default


def set_default_catalog(catalog: Catalog | None) -> None:
    """Replace (or, with ``None``, forget) the catalog :func:`default_catalog` returns."""
    global _default
    _default = catalog


def set_catalog_provider(provider: Provider | None) -> None:
    """The one door through which the rest of the program offers the engine a catalog:
    ``provider`` is called once, when a catalog is first needed and none was installed."""
    global _provider
    _provider = provider
