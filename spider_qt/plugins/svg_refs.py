"""How much an SVG deck makes QtSvg draw once its references are followed, and whether any
of them leads back to where it started.

A ``<use>`` draws a copy of the element it names; a pattern, mask, marker or filter named
by ``url(#id)`` is drawn wherever it is used. So each element with an id is a *region*:
itself and its subtree, less the regions of its descendants with ids, which it *nests*.
A reference made anywhere in a region counts for it, and through nesting for every
ancestor with an id. The graph of these edges must have no cycle (Qt 6.11 discards such
a document with a warning on the terminal), and the sizes they add up to are bounded,
with memoisation, so a chain of ``<use>`` doubling at each step (a "billion laughs") is
counted in a few steps, not drawn: Qt's own load time grows with the whole document's
expanded size, even of what no card shows, and steeply with a ``<use>`` chain's length.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

MAX_CARD_NODES: Final = 200_000
"""Elements one card may draw, every ``<use>`` expanded."""
MAX_DECK_NODES: Final = 2_000_000
"""Elements the whole deck may expand to: what QtSvg walks when it loads the deck (with
Qt 6.11, 2**25 of them took 2 s)."""
MAX_DEPTH: Final = 100
"""Nesting of elements, each ``<use>`` counting as the element it shows inside it (Qt 6.11
draws no deeper than 32 levels anyway)."""

#: A region's key: an element id, or ``None`` for the document outside every id.
RegionKey = str | None
#: What a style rule's selector picks: ("id" | "class" | "tag" | "all", name).
Subject = tuple[str, str]


class Refused(ValueError):
    """Why a deck is refused, in words that follow its path: ``…/cards.svg <reason>``."""


class Cycle(Refused):
    """References that lead back to where they started; ``path`` names them in order."""

    def __init__(self, path: list[str]) -> None:
        super().__init__(" → ".join(f"#{key}" for key in path))
        self.path = path


class Region:
    """An element with an id (or the document): what it draws itself, what it refers to
    (target → [how many times, deepest level below the region's element it is drawn at])
    and the regions it nests (key → deepest level)."""

    __slots__ = ("depth", "local", "nested", "uses")

    def __init__(self, local: int = 0) -> None:
        self.local = local
        self.depth = 0
        self.uses: dict[str, list[int]] = {}
        self.nested: dict[str, int] = {}

    def use(self, target: str, count: int, level: int) -> None:
        seen = self.uses.get(target)
        if seen is None:
            self.uses[target] = [count, level]
        else:
            seen[0] += count
            seen[1] = max(seen[1], level)


class Graph:
    """The regions of one document, filled in as it is parsed, then :meth:`check`-ed.

    Sizes are capped at ``limit`` while they are added up, so a doubling chain of any
    length stays a small number.
    """

    def __init__(self, limit: int = MAX_DECK_NODES + 1) -> None:
        self.limit = limit
        self.regions: dict[RegionKey, Region] = {None: Region()}
        #: Where each class and tag name occurs: region → [elements, deepest level].
        self.by_class: dict[str, dict[RegionKey, list[int]]] = {}
        self.by_tag: dict[str, dict[RegionKey, list[int]]] = {}
        self.rules: list[tuple[Subject, list[str]]] = []

    def element(self, key: str | None, parent: RegionKey, parent_level: int, tag: str,
                classes: Iterable[str]) -> tuple[RegionKey, int]:
        """One more element, child of one at ``parent_level`` in region ``parent``:
        the region it belongs to and its level there (0 for an element with an id). Style
        rules may pick it by ``tag`` and ``classes`` (an empty tag: by nothing)."""
        own: RegionKey
        if key is not None:
            self.regions[parent].nested[key] = max(self.regions[parent].nested.get(key, 0),
                                                   parent_level + 1)
            own, level = key, 0
        else:
            own, level = parent, parent_level + 1
        region = self.regions.get(own)
        if region is None:
            region = self.regions[own] = Region()
        region.local += 1
        region.depth = max(region.depth, level)
        names = [(self.by_class, name) for name in classes]
        if tag:
            names.append((self.by_tag, tag.lower()))
        for index, name in names:
            where = index.setdefault(name, {}).setdefault(own, [0, 0])
            where[0] += 1
            where[1] = max(where[1], level)
        return own, level

    def refer(self, region: RegionKey, level: int, target: str) -> None:
        """An element at ``level`` of ``region`` draws ``target`` (below itself)."""
        if target:
            self.regions[region].use(target, 1, level + 1)

    def style_rule(self, subject: Subject, targets: list[str]) -> None:
        """A ``<style>`` rule: every element ``subject`` picks refers to ``targets``. Kept
        until :meth:`check`: a style sheet applies to elements before it too."""
        self.rules.append((subject, targets))

    def entity(self, name: str, length: int, references: list[str]) -> None:
        """A DTD entity as a region: its own text and the entities it names."""
        region = self.regions[name] = Region(length)
        for reference in references:
            region.use(reference, 1, 0)

    # --- the verdict --------------------------------------------------------------------------

    def check(self, cards: Iterable[str]) -> None:
        """:class:`Refused` for a cycle, a card or a deck too big once expanded, or nesting
        too deep; nothing for a deck Qt can load and draw in bounded time."""
        self._apply_rules()
        try:
            sizes = self.measure()
        except Cycle as cycle:
            raise Refused(f"refers to itself through {cycle} (a <use>, pattern or url(#…) "
                          "that leads back to where it is)") from None
        for card in cards:
            if sizes[card][0] > MAX_CARD_NODES:
                raise Refused(f"would draw more than {MAX_CARD_NODES} elements for {card} "
                              "once its <use> references are expanded")
        nodes, depth = sizes[None]
        if nodes > MAX_DECK_NODES:
            raise Refused(f"expands to more than {MAX_DECK_NODES} elements once its <use> "
                          "references are followed")
        if depth > MAX_DEPTH:
            raise Refused(f"nests more than {MAX_DEPTH} levels deep, counting each <use> as "
                          "the element it shows")

    def total_of(self, keys: Iterable[str]) -> int:
        """The expanded size of ``keys`` together (capped at :attr:`limit`)."""
        sizes = self.measure()
        return min(self.limit, sum(sizes[key][0] for key in keys))

    def _apply_rules(self) -> None:
        for (kind, name), targets in self.rules:
            picked: dict[RegionKey, list[int]]
            if kind == "id":
                picked = {name: [1, 0]} if name in self.regions else {}
            elif kind in ("class", "tag"):
                picked = (self.by_class if kind == "class" else self.by_tag).get(name, {})
            else:
                picked = {key: [region.local, region.depth]
                          for key, region in self.regions.items()}
            for key, (count, level) in picked.items():
                for target in targets:
                    if target:
                        self.regions[key].use(target, count, level + 1)

    def measure(self) -> dict[RegionKey, tuple[int, int]]:
        """Every region's (elements drawn, deepest level), each reference expanded; each
        region is added up once, after everything it reaches. :class:`Cycle` if one
        reaches itself. Walked with a stack: a chain may be longer than Python recurses."""
        done: dict[RegionKey, tuple[int, int]] = {}
        for root in self.regions:
            if root in done:
                continue
            path: list[RegionKey] = [root]
            steps: list[Iterator[str]] = [self._reached(root)]
            on_path: dict[RegionKey, int] = {root: 0}
            while steps:
                step = next(steps[-1], None)
                if step is None:
                    key = path.pop()
                    steps.pop()
                    del on_path[key]
                    done[key] = self._size(key, done)
                elif step in on_path:
                    loop = [*path[on_path[step]:], step]
                    raise Cycle([key for key in loop if key is not None])
                elif step not in done:
                    on_path[step] = len(path)
                    path.append(step)
                    steps.append(self._reached(step))
        return done

    def _reached(self, key: RegionKey) -> Iterator[str]:
        region = self.regions[key]
        yield from (target for target in region.uses if target in self.regions)
        yield from region.nested

    def _size(self, key: RegionKey, done: dict[RegionKey, tuple[int, int]]
              ) -> tuple[int, int]:
        region = self.regions[key]
        nodes, depth = region.local, region.depth
        for target, (count, level) in region.uses.items():
            if target in done:
                nodes += count * done[target][0]
                depth = max(depth, level + done[target][1])
        for nested, level in region.nested.items():
            nodes += done[nested][0]
            depth = max(depth, level + done[nested][1])
        return min(nodes, self.limit), min(depth, MAX_DEPTH + 1)
