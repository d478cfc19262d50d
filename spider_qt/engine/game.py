"""A game in progress: the position, the actions that change it, and undo/redo.

State changes in one place (:meth:`Game._apply`). Undo works like
python-chess's ``pop()``: each action pushes a snapshot of the small immutable
state it started from, and undoing restores it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from .actions import DEAL, EARLIER_LIMIT, UNDO_LIMIT, Action, Deal, Move, Outcome, Snapshot
from .cards import RANKS, SEQUENCE_LENGTH, Card, Suit, deck
from .catalog import Catalog
from .codes import GameCode
from .describe import describe
from .errors import MoveError
from .refusals import Refusal, RuleId, refuse
from .rulesets import Ruleset, ruleset_of
from .save import GameFactory, game_from_dict, game_to_dict
from .specs import RuleSpec, VariantSpec
from .start import starting_position
from .table import completed_suit, count_cards, deals_done
from .values import is_whole


class Game:
    """One deal of a variant, played from its start.

    Build one with :func:`spider_qt.engine.new_game` or :meth:`from_dict`. Columns
    are 0-based in the API and in saved games (players see them from 1).

    The predicates it plays by are its :attr:`ruleset`: handed in, else the one its code
    was made with (a catalog's, plugins' policies included), else resolved from the
    engine's own policies, which is all a game built by hand without a catalog can name.
    ``redo`` are actions to redo from ``state``, next first, as a saved history holds them;
    nothing checks them here (:meth:`from_dict` does, before handing them in).
    ``earlier`` are the actions played from the code's start to ``state`` (``None`` when
    that is not known): undo keeps only the last :data:`UNDO_LIMIT` actions, with their
    positions, but a look back at a whole game (the post-mortem) needs every one.
    """

    _columns: list[list[Card]]
    _stock: list[Card]
    _removed: list[Suit]
    _score: int
    _moves: int
    _deals_done: int

    def __init__(
        self,
        variant: VariantSpec,
        suits: int,
        rule: RuleSpec,
        state: Snapshot,
        code: GameCode | None = None,
        *,
        ruleset: Ruleset | None = None,
        redo: Sequence[Action] = (),
        earlier: Sequence[Action] | None = None,
    ) -> None:
        self.variant_spec = variant
        self.rule_spec = rule
        self.suits = suits
        self.game_code = code
        if ruleset is None:
            ruleset = code.ruleset if code is not None and code.ruleset is not None \
                else ruleset_of(rule.applied_to(variant))
        self.ruleset = ruleset
        self._link = ruleset.group
        self._build = ruleset.build
        self._empty = ruleset.empty
        self._undo: deque[tuple[Action, Snapshot]] = deque(maxlen=UNDO_LIMIT)
        self._redo: list[Action] = list(reversed(redo))
        self._earlier = None if earlier is None else list(earlier)
        self._restore(state)

    @classmethod
    def start(cls, code: GameCode) -> Game:
        """The starting position of a code: its deck, shuffled, laid out per the variant."""
        return cls(code.variant, code.suits, code.rule, starting_position(code), code,
                   earlier=())

    # --- what the position is ------------------------------------------------------

    @property
    def variant(self) -> str:
        return self.variant_spec.key

    @property
    def rule(self) -> str:
        return self.rule_spec.key

    @property
    def code(self) -> str | None:
        """The game code, or ``None`` for a position loaded without one."""
        return None if self.game_code is None else str(self.game_code)

    @property
    def columns(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(column) for column in self._columns)

    @property
    def stock(self) -> int:
        """Cards left in the stock."""
        return len(self._stock)

    @property
    def stock_cards(self) -> tuple[Card, ...]:
        """The stock, next dealt first."""
        return tuple(self._stock)

    @property
    def deals_left(self) -> int:
        return len(self.variant_spec.deals) - self._deals_done

    @property
    def removed(self) -> int:
        """Sequences removed so far."""
        return len(self._removed)

    @property
    def removed_suits(self) -> tuple[Suit, ...]:
        return tuple(self._removed)

    @property
    def score(self) -> int:
        return self._score

    @property
    def moves(self) -> int:
        """Moves and deals made (a removal is not a move)."""
        return self._moves

    @property
    def won(self) -> bool:
        return not self._stock and not any(self._columns)

    @property
    def complete_deck(self) -> bool:
        """Every card of the variant's deck is in play or removed (not a constructed puzzle)."""
        cards = [c for column in self._columns for c in column] + self._stock
        removed = [Card(rank, suit) for suit in self._removed for rank in RANKS]
        return count_cards(cards + removed) == count_cards(
            deck(self.variant_spec.decks, self.suits))

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def history(self) -> tuple[Action, ...]:
        """The actions that can be undone, oldest first."""
        return tuple(action for action, _ in self._undo)

    @property
    def line(self) -> tuple[Action, ...] | None:
        """Every action played from the deal's start to this position, oldest first; ``None``
        when the start is not known (a position built by hand, or a save from a release that
        kept only the undo history, where that does not reach the start)."""
        if self._earlier is None:
            return None
        return (*self._earlier, *self.history)

    @property
    def earlier(self) -> tuple[Action, ...] | None:
        """The actions of :attr:`line` before :meth:`history_base` (``None``: not known)."""
        return None if self._earlier is None else tuple(self._earlier)

    @property
    def redo_actions(self) -> tuple[Action, ...]:
        """The actions that can be redone, next first."""
        return tuple(reversed(self._redo))

    def snapshot(self) -> Snapshot:
        return Snapshot(
            tuple(tuple(c) for c in self._columns), tuple(self._stock),
            tuple(self._removed), self._score, self._moves,
        )

    def history_base(self) -> Snapshot:
        """The position before the oldest action that can still be undone."""
        return self._undo[0][1] if self._undo else self.snapshot()

    # --- questions the board asks ------------------------------------------------------

    def movable_from(self, src: int) -> int | None:
        """The lowest index in column ``src`` from which the cards below may move."""
        column = self._columns[src]
        if not column:
            return None
        fits = self._link.fits
        i = len(column) - 1
        while i > 0 and column[i - 1].face_up and fits(column[i - 1], column[i]):
            i -= 1
        return i

    def refusal(self, action: Action) -> Refusal | None:
        """Why ``action`` would be refused now, or ``None`` if it is legal."""
        if isinstance(action, Deal):
            return self._deal_refusal()
        return self._move_refusal(*action)

    def can_move(self, src: int, start: int, dst: int) -> bool:
        return self._move_refusal(src, start, dst) is None

    def legal_moves(self) -> list[Move]:
        """Every legal move, none omitted (a whole column into an empty one included)."""
        columns = self._columns
        tops = [column[-1] if column else None for column in columns]
        fits_build = self._build.fits
        fits_empty = self._empty.fits
        moves: list[Move] = []
        for src, column in enumerate(columns):
            lowest = self.movable_from(src)
            if lowest is None:
                continue
            for start in range(lowest, len(column)):
                card = column[start]
                for dst, top in enumerate(tops):
                    if dst != src and (
                        fits_empty(card) if top is None else fits_build(top, card)
                    ):
                        moves.append(Move(src, start, dst))
        return moves

    def no_target_refusal(self, src: int, start: int) -> Refusal:
        """What to tell a player whose double click found no :meth:`best_target`."""
        refusal = self.lift_refusal(src, start)
        if refusal is not None:
            return refusal
        card = self._columns[src][start]
        single = start == len(self._columns[src]) - 1
        return refuse(RuleId.NO_TARGET, column=src, start=start, card=card.token, single=single)

    def best_target(self, src: int, start: int) -> int | None:
        """Where double click or auto placement sends the cards from ``start`` down.

        A same-suit card one rank higher, else any card that accepts them, else an
        empty column; ties go to the leftmost. Never a pointless move: a whole
        column is not sent into an empty column.
        """
        if not 0 <= src < len(self._columns) or not 0 <= start < len(self._columns[src]):
            return None
        card = self._columns[src][start]
        ranked: list[tuple[int, int]] = []
        for dst, column in enumerate(self._columns):
            if dst == src or self._move_refusal(src, start, dst) is not None:
                continue
            if column:
                ranked.append((0 if column[-1].suit == card.suit else 1, dst))
            elif start > 0:
                ranked.append((2, dst))
        return min(ranked)[1] if ranked else None

    # --- actions ------------------------------------------------------------------------

    def move(self, src: int, start: int, dst: int) -> Outcome:
        """Move the cards of ``src`` from ``start`` onto ``dst``, or raise :class:`MoveError`."""
        return self._act(Move(src, start, dst))

    def deal(self) -> Outcome:
        """Deal the next row from the stock, or raise :class:`MoveError`."""
        return self._act(DEAL)

    def play(self, action: Action) -> Outcome:
        return self._act(action)

    def undo(self) -> Action:
        """Take back the last action (and what it caused); return it."""
        if not self._undo:
            raise _error(refuse(RuleId.NOTHING_TO_UNDO))
        action, before = self._undo.pop()
        self._redo.append(action)
        self._restore(before)
        return action

    def redo(self) -> Outcome:
        """Play again the last undone action."""
        if not self._redo:
            raise _error(refuse(RuleId.NOTHING_TO_REDO))
        action = self._redo[-1]
        outcome = self._act(action, keep_redo=True)
        self._redo.pop()
        return outcome

    def _act(self, action: Action, keep_redo: bool = False) -> Outcome:
        refusal = self.refusal(action)
        if refusal is not None:
            raise _error(refusal)
        before = self.snapshot()
        outcome = self._apply(action)
        if len(self._undo) == UNDO_LIMIT and self._earlier is not None:
            # About to fall off the undo history: keep it in the line, up to a bound.
            if len(self._earlier) < EARLIER_LIMIT:
                self._earlier.append(self._undo[0][0])
            else:
                self._earlier = None
        self._undo.append((action, before))
        if not keep_redo:
            self._redo.clear()
        return outcome

    # --- the rules -------------------------------------------------------------------

    def _move_refusal(self, src: int, start: int, dst: int) -> Refusal | None:
        refusal = self._column_refusal(src, "source") or self._column_refusal(dst, "target")
        if refusal is not None:
            return refusal
        if src == dst:
            return refuse(RuleId.SAME_COLUMN, column=src)
        refusal = self.lift_refusal(src, start)
        if refusal is not None:
            return refusal
        card = self._columns[src][start]
        target = self._columns[dst]
        if not target:
            return None if self._empty.fits(card) else self._empty.explain(card)
        top = target[-1]
        return None if self._build.fits(top, card) else self._build.explain(top, card)

    def _column_refusal(self, index: int, name: str) -> Refusal | None:
        count = len(self._columns)
        if not is_whole(index) or not 0 <= index < count:
            return refuse(RuleId.NO_SUCH_COLUMN, column=index, count=count, which=name)
        return None

    def lift_refusal(self, src: int, start: int) -> Refusal | None:
        """Why the cards of ``src`` from ``start`` down may not be picked up, or ``None``."""
        refusal = self._column_refusal(src, "source")
        if refusal is not None:
            return refusal
        column = self._columns[src]
        if not column:
            return refuse(RuleId.EMPTY_SOURCE, column=src)
        if not is_whole(start) or not 0 <= start < len(column):
            return refuse(RuleId.NO_CARD, column=src, start=start)
        if not column[start].face_up:
            return refuse(RuleId.FACE_DOWN, column=src, start=start)
        fits = self._link.fits
        for upper, lower in zip(column[start:], column[start + 1 :], strict=False):
            if not fits(upper, lower):
                return self._link.explain(upper, lower)
        return None

    def _deal_refusal(self) -> Refusal | None:
        if not self._stock:
            return refuse(RuleId.STOCK_EMPTY)
        if self.ruleset.deal_needs_full_columns:
            empty = [i for i, column in enumerate(self._columns) if not column]
            if empty:
                on_table = sum(len(column) for column in self._columns)
                if on_table < len(self._columns):
                    return refuse(RuleId.DEAL_CANNOT_FILL, columns=empty, on_table=on_table,
                                  count=len(self._columns))
                return refuse(RuleId.DEAL_EMPTY_COLUMN, columns=empty)
        return None

    def _apply(self, action: Action) -> Outcome:
        scoring = self.variant_spec.scoring
        flipped: list[tuple[int, Card]] = []
        removed: list[tuple[int, Suit]] = []
        if isinstance(action, Deal):
            dealt = []
            for dst in self.variant_spec.deals[self._deals_done]:
                card = self._stock.pop(0).flipped(True)
                self._columns[dst].append(card)
                dealt.append((dst, card))
            self._deals_done += 1
            self._score = scoring.apply(self._score, scoring.deal)
            self._moves += 1
            for dst in sorted(self.variant_spec.deals[self._deals_done - 1]):
                self._remove_completed(dst, removed, flipped)
            return Outcome(action, dealt=tuple(dealt), flipped=tuple(flipped),
                           removed=tuple(removed))
        src, start, dst = action
        source = self._columns[src]
        moved = source[start:]
        del source[start:]
        self._columns[dst].extend(moved)
        self._flip_top(src, flipped)
        self._score = scoring.apply(self._score, scoring.move)
        self._moves += 1
        self._remove_completed(dst, removed, flipped)
        # Taking cards off a column can uncover a finished run (Scorpion moves any face-up
        # card with what lies on it; a deal may have covered an ace): it goes too.
        self._remove_completed(src, removed, flipped)
        return Outcome(action, moved=tuple(moved), flipped=tuple(flipped), removed=tuple(removed))

    def _flip_top(self, index: int, flipped: list[tuple[int, Card]]) -> None:
        column = self._columns[index]
        if column and not column[-1].face_up:
            column[-1] = column[-1].flipped(True)
            flipped.append((index, column[-1]))

    def _remove_completed(
        self, index: int, removed: list[tuple[int, Suit]], flipped: list[tuple[int, Card]]
    ) -> None:
        column = self._columns[index]
        suit = completed_suit(column)
        if suit is None:
            return
        del column[-SEQUENCE_LENGTH:]
        self._removed.append(suit)
        scoring = self.variant_spec.scoring
        self._score = scoring.apply(self._score, scoring.removal)
        removed.append((index, suit))
        self._flip_top(index, flipped)

    def _restore(self, state: Snapshot) -> None:
        self._columns = [list(column) for column in state.columns]
        self._stock = list(state.stock)
        self._removed = list(state.removed)
        self._score = state.score
        self._moves = state.moves
        self._deals_done = deals_done(self.variant_spec, len(self._stock))

    # --- conveniences ----------------------------------------------------------------

    def describe(self) -> str:
        """The board in words (SPEC §4), for screen readers and the clipboard."""
        return describe(self.columns, stock=self.stock, deals_left=self.deals_left,
                        removed=self.removed)

    def to_dict(self) -> dict[str, object]:
        """The game as JSON-compatible data (see ``docs/save-format.md``)."""
        return game_to_dict(self)

    @classmethod
    def from_dict(
        cls, data: object, *, complete_deck: bool = True, catalog: Catalog | None = None
    ) -> Game:
        """Rebuild a game saved by :meth:`to_dict`; raise :class:`StateError` if it is not sound."""
        factory: GameFactory[Game] = cls  # named: mypy cannot infer it from type[Self]
        return game_from_dict(data, factory, complete_deck=complete_deck, catalog=catalog)

    def __repr__(self) -> str:
        where = self.code or f"{self.variant} {self.suits} suit(s) {self.rule}"
        return f"<Game {where} score={self.score} moves={self.moves}>"


def _error(refusal: Refusal) -> MoveError:
    return MoveError(refusal.rule_id, refusal.message, **refusal.details)
