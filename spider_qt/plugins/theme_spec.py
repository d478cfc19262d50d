"""What a card theme is to the host, without Qt: :class:`CardThemeSpec`, as a plugin
declares one from its ``spider_qt_register_card_themes`` hook, and :class:`CardThemes`, the
ones registered.

A theme gives every card a face and a back at any size: an SVG deck in the per-card-id
layout of AisleRiot and KDE's card themes (one file whose elements have the ids
``1_club`` … ``10_club``, ``jack_club``, ``queen_club``, ``king_club`` for each of
``club``, ``diamond``, ``heart``, ``spade``, and ``back``: :mod:`.card_ids`), or an object
that paints (the protocol in :mod:`spider_qt.decks.painter`). Drawing is the UI's
business; here a theme is only checked, so a broken one is refused, and reported against
its plugin, the moment it is registered rather than when a card is first drawn.

Only the engine and :mod:`.svg_check` (for an SVG deck) are needed for that: this module
names no hook and no plugin record, so the hooks and records can name it back.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from spider_qt.engine import SpecError, is_whole

CLASSIC: Final = "classic"
"""The key of the theme drawn in code that ships with spider-qt: what every board falls
back to when the chosen theme is not there or cannot be drawn."""

_KEY = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


@dataclass(frozen=True)
class CardThemeSpec:
    """A card theme: ``key`` (stored in the ``card_theme`` setting), ``name`` (shown in
    Preferences; mark it with ``QT_TRANSLATE_NOOP("CardThemes", …)``), and exactly one of:

    - ``svg``: an SVG (or SVGZ) deck in the per-card-id layout;
    - ``art``: a function called with no argument, the first time the theme is shown,
      that returns the object that paints (``paint_face`` and ``paint_back``, see
      ``spider_qt.decks.painter.CardPainter``). Called late, so importing a plugin
      never needs Qt.

    ``order`` places the theme in the Preferences list (lower first, then by name).
    """

    key: str
    name: str
    svg: Path | str | None = None
    art: Callable[[], object] | None = None
    order: int = 100

    @property
    def svg_path(self) -> Path | None:
        return Path(self.svg) if self.svg is not None else None

    def validate(self) -> None:
        """Raise :class:`SpecError` naming the first field that is wrong; an SVG deck is
        read whole and checked (:func:`~.svg_check.read_deck`), so a missing card, a
        malformed file or one that could harm the player is refused here, as its plugin's
        failure, rather than when a card is first drawn."""
        who = f"card theme {self.key!r}"
        _check(isinstance(self.key, str) and bool(_KEY.match(self.key)),
               f"{who}: the key must be lowercase letters, digits or '_', starting with a "
               "letter", "key")
        _check(isinstance(self.name, str) and bool(self.name.strip()),
               f"{who}: the name is empty", "name")
        _check(is_whole(self.order), f"{who}: order must be a whole number", "order")
        _check((self.svg is None) != (self.art is None),
               f"{who}: give exactly one of svg (an SVG deck) and art (what paints it)", "svg")
        _check(self.art is None or callable(self.art),
               f"{who}: art must be a function that returns the object that paints", "art")
        _check(self.svg is None or isinstance(self.svg, str | Path),
               f"{who}: svg must be the path of an SVG file", "svg")
        path = self.svg_path
        if path is not None:
            from .svg_check import read_deck  # only an SVG theme needs it

            read_deck(path, who)


def _check(condition: bool, message: str, field: str) -> None:
    if not condition:
        raise SpecError(message, field)


class CardThemes:
    """The themes the plugins registered, in Preferences order; a key is registered once."""

    def __init__(self) -> None:
        self._specs: dict[str, CardThemeSpec] = {}

    def add(self, spec: CardThemeSpec) -> None:
        if not isinstance(spec, CardThemeSpec):
            raise SpecError(f"register(...) takes a CardThemeSpec, not {type(spec).__name__}")
        spec.validate()
        if spec.key in self._specs:
            raise SpecError(f"card theme key {spec.key!r} is taken", "key")
        self._specs[spec.key] = spec

    def remove(self, key: str) -> None:
        self._specs.pop(key, None)

    def get(self, key: str) -> CardThemeSpec | None:
        return self._specs.get(key)

    def __contains__(self, key: object) -> bool:
        return key in self._specs

    def __len__(self) -> int:
        return len(self._specs)

    def __iter__(self) -> Iterator[CardThemeSpec]:
        return iter(sorted(self._specs.values(), key=lambda s: (s.order, s.name.casefold())))
