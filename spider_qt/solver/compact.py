"""A compact copy of a game's rules, built from the game's own ruleset, for search speed.

A card is a small int: ``suit_index * 13 + rank - 1`` (0..51), plus :data:`DOWN` while
it lies face down; :data:`UNKNOWN` stands for a card the player cannot see (hints mask
face-down cards with it). A column is a tuple of cards, bottom first; a position is the
tuple of columns plus how many deals were made.

The predicates are asked once per solve, for every pair of card identities, and kept as
boolean tables: the search then never calls a policy, yet plays by whatever policies a
variant (a plugin's included) names. Removal of finished K→A runs is the engine's own
fixed rule (:func:`spider_qt.engine.table.completed_suit`), mirrored in :func:`settle`.
The engine stays the reference: ``tests/solver/test_compact.py`` checks both agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from spider_qt.engine import DEAL, KING, SEQUENCE_LENGTH, SUIT_ORDER, Action, Card, Game, Move

DOWN: Final = 64
#: A card whose face the player cannot see: it fits nothing, nothing fits on it.
UNKNOWN: Final = 52
#: Identities a table covers: 52 real faces and UNKNOWN.
IDS: Final = 53
SUIT_INDEX: Final = {suit: i for i, suit in enumerate(SUIT_ORDER)}

Column = tuple[int, ...]
Columns = tuple[Column, ...]

#: King to ace of each suit: what :func:`settle` takes off a column's end.
RUNS: Final = tuple(tuple(s * 13 + r for r in range(KING - 1, -1, -1)) for s in range(4))


def encode(card: Card) -> int:
    face = SUIT_INDEX[card.suit] * 13 + card.rank - 1
    return face if card.face_up else face | DOWN


def decode(card: int) -> Card:
    face = card & ~DOWN
    return Card(face % 13 + 1, SUIT_ORDER[face // 13], not card & DOWN)


def settle(column: Column) -> Column:
    """Take a finished K→A run off the end of ``column`` and turn up the card under it."""
    if len(column) >= SEQUENCE_LENGTH:
        last = column[-1]
        if last < UNKNOWN and last % 13 == 0 and column[-SEQUENCE_LENGTH:] == RUNS[last // 13]:
            column = column[:-SEQUENCE_LENGTH]
            if column and column[-1] & DOWN:
                column = (*column[:-1], column[-1] & ~DOWN)
    return column


class Rules:
    """One game's rules over compact positions: the engine's predicates as tables, the
    deal plan, and the cards still to come from the stock (in order).

    ``group[u * IDS + l]``: face-up ``l`` may move lying on face-up ``u``;
    ``build[t * IDS + c]``: ``c`` may be put on ``t``; ``empty[c]``: ``c`` may start an
    empty column. ``accepted[t]``: the cards that may be put on ``t``.
    """

    def __init__(self, game: Game) -> None:
        ruleset = game.ruleset
        spec = game.variant_spec
        faces = [Card(r, s) for s in SUIT_ORDER for r in range(1, KING + 1)]
        group = [False] * (IDS * IDS)
        build = [False] * (IDS * IDS)
        for u, upper in enumerate(faces):
            for lo, lower in enumerate(faces):
                group[u * IDS + lo] = bool(ruleset.group.fits(upper, lower))
                build[u * IDS + lo] = bool(ruleset.build.fits(upper, lower))
        self.group: Final = tuple(group)
        self.build: Final = tuple(build)
        self.empty: Final = tuple([bool(ruleset.empty.fits(c)) for c in faces] + [False])
        self.accepted: Final = tuple(
            tuple(c for c in range(UNKNOWN) if build[t * IDS + c]) for t in range(IDS))
        self.needs_full: Final = ruleset.deal_needs_full_columns
        self.plans: Final = tuple(spec.deals)
        self.columns_count: Final = spec.columns
        self.suits: Final = game.suits
        self.start_dealt: Final = len(spec.deals) - game.deals_left
        # The stock's cards for each deal still to come, face up, by deal index.
        stock = [encode(c.flipped(True)) for c in game.stock_cards]
        rows: dict[int, tuple[int, ...]] = {}
        offset = 0
        for index in range(self.start_dealt, len(spec.deals)):
            size = len(spec.deals[index])
            rows[index] = tuple(stock[offset:offset + size])
            offset += size
        self.rows: Final = rows

    # --- the rules -------------------------------------------------------------------

    def lowest(self, column: Column) -> int:
        """The lowest index from which the cards of a non-empty ``column`` move together."""
        group = self.group
        i = len(column) - 1
        while i > 0:
            upper = column[i - 1]
            if upper & DOWN or not group[upper * IDS + column[i]]:
                break
            i -= 1
        return i

    def legal_moves(self, columns: Columns) -> list[tuple[int, int, int]]:
        """Every legal move, in the engine's order (source, start, target)."""
        build, empty = self.build, self.empty
        tops = [column[-1] if column else -1 for column in columns]
        moves: list[tuple[int, int, int]] = []
        for src, column in enumerate(columns):
            if not column:
                continue
            for start in range(self.lowest(column), len(column)):
                card = column[start]
                if card & DOWN:
                    continue
                for dst, top in enumerate(tops):
                    if dst != src and (empty[card] if top < 0 else
                                       top < UNKNOWN and build[top * IDS + card]):
                        moves.append((src, start, dst))
        return moves

    def can_deal(self, columns: Columns, dealt: int) -> bool:
        return dealt < len(self.plans) and (not self.needs_full or all(columns))

    def moved(self, columns: Columns, src: int, start: int, dst: int) -> Columns:
        """The columns after moving ``src[start:]`` onto ``dst`` (runs removed, cards turned)."""
        column = columns[src]
        rest = column[:start]
        if rest:
            last = rest[-1]
            if last & DOWN:
                last &= ~DOWN
                rest = (*rest[:-1], last)
            if last % 13 == 0 and len(rest) >= SEQUENCE_LENGTH:
                rest = settle(rest)
        target = columns[dst] + column[start:]
        if column[-1] % 13 == 0 and len(target) >= SEQUENCE_LENGTH:
            target = settle(target)
        new = list(columns)
        new[dst] = target
        new[src] = rest
        return tuple(new)

    def dealt(self, columns: Columns, dealt: int) -> Columns:
        """The columns after deal number ``dealt`` (0-based) lands."""
        plan = self.plans[dealt]
        row = self.rows.get(dealt)
        new = list(columns)
        for i, dst in enumerate(plan):
            new[dst] = (*new[dst], row[i] if row is not None else UNKNOWN)
        for dst in sorted(plan):
            new[dst] = settle(new[dst])
        return tuple(new)

    def won(self, columns: Columns, dealt: int) -> bool:
        return dealt == len(self.plans) and not any(columns)


def position_of(game: Game) -> Columns:
    """The game's columns, compact."""
    return tuple(tuple(encode(c) for c in column) for column in game.columns)


def masked(columns: Columns) -> Columns:
    """The columns as the player sees them: every face-down card an UNKNOWN one."""
    return tuple(tuple(UNKNOWN | DOWN if c & DOWN else c for c in column)
                 for column in columns)


def to_action(move: tuple[int, int, int] | None) -> Action:
    """An engine action from a compact one (``None`` is a deal)."""
    return DEAL if move is None else Move(*move)


def actions_of(moves: Sequence[tuple[int, int, int] | None]) -> list[Action]:
    return [to_action(m) for m in moves]
