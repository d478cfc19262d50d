"""The policies a catalog knows, and the rules a game is played by, resolved to code.

A variant and a rule name their policies by key; a game needs the predicates. The
look-up happens once, when a game code is made (:func:`~.codes.make_code`,
:func:`~.codes.parse_code`) or a saved game is read: the catalog resolves the
variant with the rule's overrides into a :class:`Ruleset`, which the code carries to
the :class:`~.game.Game`. So a game never consults a global table: the policies of a
plugin live in the catalog that loaded it, beside the engine's own, which every
:class:`PolicyTable` starts with.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import SpecError
from .policies import (
    BUILD_POLICIES,
    EMPTY_POLICIES,
    GROUP_POLICIES,
    Pair,
    Policy,
    PolicyKind,
    Single,
)
from .policy_spec import PolicySpec
from .specs import RuleSpec, VariantSpec


@dataclass(frozen=True, slots=True)
class Ruleset:
    """What a game of a variant under a rule obeys: the variant's policies with the rule's
    overrides applied, as predicates, and whether a deal needs every column filled."""

    group: Policy[Pair]
    build: Policy[Pair]
    empty: Policy[Single]
    deal_needs_full_columns: bool


class PolicyTable:
    """The group, build and empty-column policies one catalog knows: the engine's own,
    then those plugins registered (which never replace one)."""

    def __init__(self) -> None:
        self._tables: dict[PolicyKind, dict[str, Policy[Any]]] = {
            PolicyKind.GROUP: dict(GROUP_POLICIES),
            PolicyKind.BUILD: dict(BUILD_POLICIES),
            PolicyKind.EMPTY: dict(EMPTY_POLICIES),
        }
        self._added: dict[str, PolicySpec] = {}  # key → spec, for the plugins' own

    def add(self, spec: PolicySpec) -> None:
        """Validate and add a plugin's policy; raise :class:`SpecError` and add nothing if
        it is bad, or if its key or rule id is taken (a key by any kind: variants name
        policies by key alone, in fields of their own kind, so one key means one policy)."""
        if not isinstance(spec, PolicySpec):
            raise SpecError(f"expected a PolicySpec, got {type(spec).__name__}")
        spec.validate()
        for kind, table in self._tables.items():
            if spec.key in table:
                raise SpecError(f"policy key {spec.key!r} is already taken by one of the "
                                f"{kind} policies", "key")
        for other in self._added.values():
            if other.rule_id == spec.rule_id:
                raise SpecError(f"policy {spec.key!r}: rule_id {spec.rule_id!r} is already "
                                f"used by policy {other.key!r}", "rule_id")
        self._tables[PolicyKind(spec.kind)][spec.key] = spec.policy()
        self._added[spec.key] = spec

    def remove(self, key: str) -> None:
        """Withdraw a plugin's policy (a plugin that failed after registering it); the
        engine's own stay."""
        spec = self._added.pop(key, None)
        if spec is not None:
            self._tables[PolicyKind(spec.kind)].pop(key, None)

    def keys(self) -> dict[str, frozenset[str]]:
        """Every known key, by kind: what specs are validated against."""
        return {str(kind): frozenset(table) for kind, table in self._tables.items()}

    def added(self) -> tuple[PolicySpec, ...]:
        """The plugins' policies, in the order they were registered."""
        return tuple(self._added.values())

    def get(self, kind: str, key: str) -> Policy[Any]:
        """The policy of this kind and key; :class:`SpecError` naming the kind if unknown."""
        table = self._tables[PolicyKind(kind)]
        if key not in table:
            raise SpecError(f"unknown {kind} policy {key!r} (known: {', '.join(table)})", kind)
        return table[key]

    def resolve(self, variant: VariantSpec, rule: RuleSpec) -> Ruleset:
        """The rules of ``variant`` played under ``rule``: :meth:`RuleSpec.applied_to`."""
        return ruleset_of(rule.applied_to(variant), self)


def ruleset_of(spec: VariantSpec, table: PolicyTable | None = None) -> Ruleset:
    """The predicates ``spec`` names, from ``table`` (``None``: the engine's own only)."""
    source = table if table is not None else _BUILT_IN
    group: Policy[Pair] = source.get(PolicyKind.GROUP, spec.group)
    build: Policy[Pair] = source.get(PolicyKind.BUILD, spec.build)
    empty: Policy[Single] = source.get(PolicyKind.EMPTY, spec.empty)
    return Ruleset(group, build, empty, spec.deal_needs_full_columns)


#: The engine's own policies, never added to: for games built without a catalog.
_BUILT_IN = PolicyTable()
