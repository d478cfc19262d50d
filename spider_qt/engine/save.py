"""Saving a game as JSON-compatible data and checking it on the way back.

The format is documented in ``docs/save-format.md``. Loading trusts nothing: a
saved game is rebuilt only if it is a position the rules could have produced
(every card present once, face-down cards under face-up ones, a stock the deal
plan fits) and if its undo history replays to exactly that position.

Loading is also bounded: a saved game may come from anywhere (a damaged disk, a
hand edit, another program), and however it was built, reading it costs about
what a real game costs. Every list is checked against its largest sound length
before anything is done per item, every value quoted in an error is shortened
(:func:`shown`), and the history is capped:

- ``redo`` keeps its first :data:`UNDO_LIMIT` actions (the next ones to redo); the
  rest are dropped unread, as this release never holds more;
- ``undo`` keeps its last :data:`UNDO_LIMIT` actions (the most recent). The older
  ones must still be replayed, since the base is the position before the oldest,
  so a list longer than :data:`MAX_REPLAYED` is refused rather than replayed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final, Protocol, TypeGuard, TypeVar

from .actions import DEAL, EARLIER_LIMIT, UNDO_LIMIT, Action, Move, Snapshot
from .cards import Card, Suit, deck
from .catalog import Catalog, default_catalog
from .codes import GameCode, parse_code
from .errors import CodeError, MoveError, StateError, shown
from .rulesets import Ruleset
from .specs import RuleSpec, VariantSpec
from .start import starting_position
from .table import completed_suit, count_cards, deals_done
from .values import is_whole

#: The save format this release writes; it reads this one and older ones.
SAVE_FORMAT: Final = 1
_REQUIRED: Final = ("variant", "suits", "rule", "columns", "stock", "removed", "score", "moves")
#: The most undo actions a saved game may list: all are replayed, the last UNDO_LIMIT kept.
#: Twice what this release writes, for a file from a release that keeps more; a longer
#: list is refused unread (replaying it would cost time in proportion to the file).
MAX_REPLAYED: Final = 2 * UNDO_LIMIT
#: Scores and move counts beyond this are no game's (and would not even print).
MAX_COUNT: Final = 10**9
#: A card token is at most 4 characters ("#10H"); a few spaces around it are tolerated.
_MAX_TOKEN: Final = 16


class SavedGame(Protocol):
    """What saving and loading use of a game. :class:`~.game.Game` is one; naming only
    this, rather than importing the class, lets the game call this module without the two
    importing each other."""

    @property
    def variant(self) -> str: ...
    @property
    def suits(self) -> int: ...
    @property
    def rule(self) -> str: ...
    @property
    def code(self) -> str | None: ...
    @property
    def history(self) -> tuple[Action, ...]: ...
    @property
    def redo_actions(self) -> tuple[Action, ...]: ...
    @property
    def earlier(self) -> tuple[Action, ...] | None: ...
    def snapshot(self) -> Snapshot: ...
    def history_base(self) -> Snapshot: ...
    def play(self, action: Action) -> object: ...
    def redo(self) -> object: ...


G_co = TypeVar("G_co", bound=SavedGame, covariant=True)
G = TypeVar("G", bound=SavedGame)


class GameFactory(Protocol[G_co]):
    """How loading builds a game: the :class:`~.game.Game` class itself."""

    def __call__(self, variant: VariantSpec, suits: int, rule: RuleSpec, state: Snapshot,
                 code: GameCode | None = None, *, ruleset: Ruleset | None = None,
                 redo: Sequence[Action] = (),
                 earlier: Sequence[Action] | None = None) -> G_co: ...


def game_to_dict(game: SavedGame) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "variant": game.variant,
        "suits": game.suits,
        "rule": game.rule,
        "code": game.code,
        **_state_to_dict(game.snapshot()),
    }
    earlier = game.earlier if game.code is not None else None
    if game.history or game.redo_actions or earlier:
        data["history"] = {
            "base": _state_to_dict(game.history_base()),
            "undo": [_action_to_json(a) for a in game.history],
            "redo": [_action_to_json(a) for a in game.redo_actions],
        }
        if earlier:
            data["history"]["earlier"] = [_action_to_json(a) for a in earlier]
    if data["code"] is None:
        del data["code"]
    return data


def game_from_dict(
    data: object, factory: GameFactory[G], *, complete_deck: bool = True,
    catalog: Catalog | None = None,
) -> G:
    """The game ``data`` describes, built by ``factory`` (the :class:`Game` class), or
    :class:`StateError`."""
    cat = catalog if catalog is not None else default_catalog()
    if not isinstance(data, Mapping):
        raise StateError(f"a saved game must be a JSON object, not {type(data).__name__}")
    version = data.get("format", SAVE_FORMAT)
    if not is_whole(version) or not 1 <= version <= SAVE_FORMAT:
        raise StateError(
            f"save format {shown(version)} is not known to this release "
            f"(it reads 1 to {SAVE_FORMAT})"
        )
    missing = [key for key in _REQUIRED if key not in data]
    if missing:
        raise StateError(f"the saved game lacks {', '.join(missing)}")
    try:
        variant = cat.variant(data["variant"])
        suits = data["suits"]
        if not is_whole(suits) or suits not in variant.suit_options:
            raise StateError(f"{variant.name} is not played with {shown(suits)} suit(s)")
        rule = cat.rule(variant, suits, data["rule"])
    except CodeError as exc:
        raise StateError(str(exc)) from None
    code = None
    if data.get("code") is not None:
        try:
            code = parse_code(data["code"], cat)
        except CodeError as exc:
            raise StateError(f"bad code: {exc}") from None
        if (code.variant, code.suits, code.rule) != (variant, suits, rule):
            raise StateError(
                f"code {shown(data['code'])} is for another variant, suit count or rule")
    state = _state_from_dict(data, variant, suits, complete_deck, "the game")
    # The catalog's predicates, its plugins' policies included: resolved once, here.
    ruleset = cat.ruleset(variant, rule)
    history = data.get("history")
    if history is None:
        return factory(variant, suits, rule, state, code, ruleset=ruleset,
                       earlier=_from_start(code, state))
    return _with_history(factory, history, state, code, ruleset, variant, suits, rule,
                         complete_deck)


def _with_history(
    factory: GameFactory[G], history: object, state: Snapshot, code: GameCode | None,
    ruleset: Ruleset, variant: VariantSpec, suits: int, rule: RuleSpec, complete_deck: bool,
) -> G:
    """Replay the saved history from its base; it must end on the saved position ``state``."""
    if not isinstance(history, Mapping):
        raise StateError("history must be an object with base, undo and redo")
    for key in ("base", "undo", "redo"):
        if key not in history:
            raise StateError(f"history lacks {key!r}")
    undo_data, redo_data = history["undo"], history["redo"]
    if _is_list(undo_data) and len(undo_data) > MAX_REPLAYED:
        raise StateError(f"history holds {len(undo_data)} actions to undo; at most "
                         f"{MAX_REPLAYED} are read (and the last {UNDO_LIMIT} kept)")
    if _is_list(redo_data):
        redo_data = redo_data[:UNDO_LIMIT]  # the next ones; a redo list never grows longer
    undo = _actions(undo_data, "undo", variant)
    redo = _actions(redo_data, "redo", variant)
    base = _state_from_dict(history["base"], variant, suits, complete_deck, "the history base")
    earlier = _earlier(factory, history.get("earlier"), base, code, ruleset, variant)
    # The base with every saved action to redo, the undo list first: redoing those checks
    # each, leaves the saved redo list to redo, and keeps the last UNDO_LIMIT to undo (older
    # ones join the base).
    replayed = factory(variant, suits, rule, base, code, ruleset=ruleset, redo=[*undo, *redo],
                       earlier=earlier)
    _redo_each(replayed, undo, "history action")
    if replayed.snapshot() != state:
        raise StateError("the history does not lead to the saved position")
    scratch = factory(variant, suits, rule, state, ruleset=ruleset)
    for n, action in enumerate(redo, 1):
        try:
            scratch.play(action)
        except MoveError as exc:
            raise StateError(f"redo action {n} is refused: {exc}") from None
    return replayed


def _redo_each(game: SavedGame, actions: Sequence[Action], what: str) -> None:
    """Redo ``actions`` (the game's redo list holds them), each checked by the rules."""
    for n, action in enumerate(actions, 1):
        try:
            game.redo()
        except MoveError as exc:
            raise StateError(f"{what} {n} ({_action_to_json(action)}) is refused: "
                             f"{exc}") from None


def _from_start(code: GameCode | None, state: Snapshot) -> tuple[()] | None:
    """``()`` when ``state`` is the code's own start (no action before it), else unknown."""
    return () if code is not None and starting_position(code) == state else None


def _earlier(
    factory: GameFactory[G], data: object, base: Snapshot, code: GameCode | None,
    ruleset: Ruleset, variant: VariantSpec,
) -> list[Action] | tuple[()] | None:
    """The actions from the code's start to ``base``, replayed to check they lead there."""
    if data is None:
        return _from_start(code, base)
    if code is None:
        raise StateError("history earlier needs the game's code (the start it is played from)")
    if _is_list(data) and len(data) > EARLIER_LIMIT:
        raise StateError(f"history holds {len(data)} earlier actions; at most "
                         f"{EARLIER_LIMIT} are read")
    earlier = _actions(data, "earlier", variant)
    start = starting_position(code)
    replayed = factory(code.variant, code.suits, code.rule, start, code, ruleset=ruleset,
                       redo=earlier)
    _redo_each(replayed, earlier, "history earlier action")
    if replayed.snapshot() != base:
        raise StateError("the earlier actions do not lead to the history base")
    return earlier


def _state_to_dict(state: Snapshot) -> dict[str, Any]:
    return {
        "columns": [[card.token for card in column] for column in state.columns],
        "stock": [card.token for card in state.stock],
        "removed": [suit.value for suit in state.removed],
        "score": state.score,
        "moves": state.moves,
    }


def _state_from_dict(
    data: object, variant: VariantSpec, suits: int, complete_deck: bool, what: str
) -> Snapshot:
    if not isinstance(data, Mapping):
        raise StateError(f"{what} must be an object")
    for key in _REQUIRED[3:]:
        if key not in data:
            raise StateError(f"{what} lacks {key!r}")
    columns_data = data["columns"]
    if not _is_list(columns_data) or len(columns_data) != variant.columns:
        raise StateError(f"{what}: {variant.name} has {variant.columns} columns")
    size = variant.card_count
    columns = tuple(
        tuple(_cards(column, f"{what}, column {n}", size))
        for n, column in enumerate(columns_data, 1)
    )
    for n, column in enumerate(columns, 1):
        _check_column(column, n, what)
    stock = tuple(card.flipped(False) for card in _cards(data["stock"], f"{what}, stock", size))
    if deals_done(variant, len(stock)) < 0:
        sizes = sorted({variant.stock_after(k) for k in range(len(variant.deals) + 1)})
        raise StateError(f"{what}: a stock of {len(stock)} cards fits no point of the deal plan "
                         f"(possible: {', '.join(map(str, sizes))})")
    removed_data = data["removed"]
    if not _is_list(removed_data):
        raise StateError(f"{what}: removed must be a list of suit letters")
    if len(removed_data) > variant.sequences:
        raise StateError(f"{what}: {len(removed_data)} sequences removed, but the deck holds "
                         f"{variant.sequences}")
    allowed = {card.suit.value: card.suit for card in deck(1, suits)}
    removed: list[Suit] = []
    for letter in removed_data:
        suit = allowed.get(letter) if isinstance(letter, str) else None
        if suit is None:
            raise StateError(f"{what}: {shown(letter)} is not a suit of this game")
        removed.append(suit)
    score, moves = data["score"], data["moves"]
    if not is_whole(score) or not -MAX_COUNT <= score <= MAX_COUNT:
        raise StateError(f"{what}: score must be a whole number from {-MAX_COUNT} to "
                         f"{MAX_COUNT}, not {shown(score)}")
    floor = variant.scoring.floor
    if floor is not None and score < floor:
        raise StateError(f"{what}: score {score} is below {variant.name}'s floor of {floor}")
    if not is_whole(moves) or not 0 <= moves <= MAX_COUNT:
        raise StateError(f"{what}: moves must be a whole number from 0 to {MAX_COUNT}, "
                         f"not {shown(moves)}")
    _check_cards(variant, suits, columns, stock, removed, complete_deck, what)
    return Snapshot(columns, stock, tuple(removed), score, moves)


def _check_column(column: tuple[Card, ...], number: int, what: str) -> None:
    if column and not column[-1].face_up:
        raise StateError(f"{what}, column {number}: the last card must be face up")
    seen_up = False
    for card in column:
        if card.face_up:
            seen_up = True
        elif seen_up:
            raise StateError(f"{what}, column {number}: a face-down card lies on a face-up one")
    if completed_suit(column) is not None:
        raise StateError(f"{what}, column {number}: a completed sequence should have been removed")


def _check_cards(
    variant: VariantSpec, suits: int, columns: tuple[tuple[Card, ...], ...],
    stock: tuple[Card, ...], removed: list[Suit], complete_deck: bool, what: str,
) -> None:
    expected = count_cards(deck(variant.decks, suits))
    present = count_cards([c for column in columns for c in column] + list(stock))
    for suit in removed:
        for rank in range(1, 14):
            present[(rank, suit)] = present.get((rank, suit), 0) + 1
    for key, count in sorted(present.items()):
        allowed = expected.get(key, 0)
        if count > allowed:
            name = Card(*key).name
            raise StateError(f"{what}: the {name} appears {count} times (the deck has {allowed})")
    if complete_deck:
        for key, count in sorted(expected.items()):
            if present.get(key, 0) < count:
                raise StateError(f"{what}: the {Card(*key).name} is missing "
                                 f"({present.get(key, 0)} of {count})")


def _cards(tokens: object, what: str, most: int) -> list[Card]:
    """Read a list of at most ``most`` card tokens (more than the deck would be refused later
    anyway: refusing first keeps a million-token column from being read at all)."""
    if not _is_list(tokens):
        raise StateError(f"{what} must be a list of card tokens")
    if len(tokens) > most:
        raise StateError(f"{what}: {len(tokens)} cards, but the deck holds {most}")
    cards = []
    for token in tokens:
        if not isinstance(token, str) or len(token) > _MAX_TOKEN:
            raise StateError(f"{what}: {shown(token)} is not a card token")
        try:
            cards.append(Card.parse(token))
        except ValueError as exc:
            raise StateError(f"{what}: {exc}") from None
    return cards


def _action_to_json(action: Action) -> list[Any]:
    return ["deal"] if action == DEAL else ["move", *action]


def _actions(data: object, what: str, variant: VariantSpec) -> list[Action]:
    """Read actions whose numbers could index the table (a column, a card of the deck):
    others are not actions, and a huge one would not even fit in the refusal's message."""
    if not _is_list(data):
        raise StateError(f"history {what} must be a list of actions")
    columns, size = range(variant.columns), range(variant.card_count)
    actions: list[Action] = []
    for item in data:
        if _is_list(item) and len(item) == 1 and item[0] == "deal":
            actions.append(DEAL)
        elif (_is_list(item) and len(item) == 4 and item[0] == "move"
              and all(is_whole(x) for x in item[1:])
              and item[1] in columns and item[2] in size and item[3] in columns):
            actions.append(Move(*item[1:]))
        else:
            raise StateError(f"history {what}: {shown(item)} is not an action")
    return actions


def _is_list(value: object) -> TypeGuard[Sequence[Any]]:
    return isinstance(value, Sequence) and not isinstance(value, str | bytes)
