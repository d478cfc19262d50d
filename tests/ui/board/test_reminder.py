"""The rule reminder never hides a card: it sits on free felt, or in the status area.

The GUI tests refuse real actions with the mouse and the keyboard on crowded
boards (long columns, a late game, a short window, the longest wording of each
language) and compare the bubble's rectangle with every card on the table. The
geometry itself (:mod:`spider_qt.ui.board.reminder_spot`) is checked without a window
at the end.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence

import pytest
from gui_helpers import Hands, WindowFactory
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from spider_qt import i18n
from spider_qt.engine import Deal, Game, Refusal
from spider_qt.i18n import texts
from spider_qt.languages import LANGUAGES
from spider_qt.ui.board.items import CardItem, StockItem
from spider_qt.ui.board.layout import board_layout
from spider_qt.ui.board.reminder_spot import (
    MARGIN,
    MAX_WIDTH,
    MIN_WIDTH,
    Box,
    bottom_gap,
    card_boxes,
    free_boxes,
    place_bubble,
)
from spider_qt.ui.window.main_window import MainWindow

Position = Callable[..., Game]
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


# --- building crowded tables ----------------------------------------------------------------


def spare(reserved: Sequence[str], *, suits: str = "SHDC", copies: int = 2,
          removed: Sequence[str] = ()) -> Iterator[str]:
    """The deck's cards left once ``reserved`` and the ``removed`` runs are out, in order."""
    left = Counter({f"{rank}{suit}": copies for suit in suits for rank in RANKS})
    left.subtract(token.lstrip("#") for token in reserved)
    left.subtract(f"{rank}{suit}" for suit in removed for rank in RANKS)
    assert min(left.values()) >= 0, "a card is used more often than the deck holds"
    for token, count in left.items():
        yield from [token] * count


def columns_of(lengths: Sequence[int], ends: dict[int, list[str]], cards: Iterator[str],
               down: int = 5) -> list[list[str]]:
    """Columns of the given lengths: up to ``down`` face-down cards, then face-up ones from
    ``cards``, each ending with its ``ends`` (the cards a test acts on)."""
    columns = []
    for col, length in enumerate(lengths):
        end = ends.get(col, [])
        fill = [next(cards) for _ in range(length - len(end))]
        hidden = min(down, max(len(fill) - 1, 0))
        columns.append([f"#{t}" for t in fill[:hidden]] + fill[hidden:] + end)
    return columns


def crowded(position: Position, lengths: Sequence[int], ends: dict[int, list[str]], *,
            variant: str = "spider", stock: int = 0, removed: Sequence[str] = (),
            down: int = 5) -> Game:
    """A position with columns of ``lengths`` cards (two full decks for Spider, one for the
    one-deck variants), ``stock`` cards left to deal and ``removed`` runs off the table."""
    copies = 2 if variant == "spider" else 1
    reserved = [t for end in ends.values() for t in end]
    cards = spare(reserved, copies=copies, removed=removed)
    columns = columns_of(lengths, ends, cards, down)
    stock_cards = [next(cards) for _ in range(stock)]
    return position(columns, variant=variant, stock=stock_cards, removed=list(removed))


def long_spider(position: Position) -> Game:
    """Five columns of 20 in a two-deck, four-suit Spider; column 4 ends 8♠ 7♥ (a mixed
    group), column 1 ends 9♥ and column 3 ends 5♦ (which refuses it)."""
    return crowded(position, [20, 1, 20, 1, 20, 1, 20, 1, 20, 0],
                   {0: ["9H"], 2: ["5D"], 4: ["8S", "7H"]})


def long_scorpion(position: Position) -> Game:
    """Scorpion (build in suit) with columns of 20: column 2 ends 9♥, column 4 ends 10♠."""
    return crowded(position, [3, 20, 3, 20, 3, 0, 0], {1: ["9H"], 3: ["10S"]},
                   variant="scorpion", stock=3, down=3)


# --- what the player sees -------------------------------------------------------------------


def bubble(window: MainWindow) -> QRectF:
    """The shown bubble in scene coordinates."""
    board = window.board
    assert board.reminder.isVisible()
    return board.mapToScene(board.reminder.geometry()).boundingRect()


def cards_on_table(window: MainWindow) -> list[QGraphicsItem]:
    """Every card the player sees: the columns, the stock and the removed kings."""
    board = window.board
    items: list[QGraphicsItem] = [board.card_item(col, i)
                                  for col, column in enumerate(window.game.columns)
                                  for i in range(len(column))]
    if board.stock_item().isVisible():
        items.append(board.stock_item())
    items += [item for item in board.scene().items()
              if isinstance(item, CardItem | StockItem) and item.isVisible()
              and item not in items]
    return items


def assert_on_free_felt(window: MainWindow) -> QRectF:
    """The bubble shows, inside the view, and over no card."""
    board = window.board
    rect = bubble(window)
    assert board.viewport().rect().contains(board.reminder.geometry())
    covered = [item for item in cards_on_table(window) if item.sceneBoundingRect().intersects(rect)]
    assert covered == [], f"the reminder {rect} covers {covered}"
    assert board.reminder.heightForWidth(board.reminder.width()) <= board.reminder.height()
    return rect


def assert_in_bottom_row(window: MainWindow, rect: QRectF) -> None:
    """Where a reminder goes when it fits: the bottom row, between the kings and the stock."""
    layout = window.board.board_layout
    assert rect.top() >= layout.bottom
    removed_max = window.game.variant_spec.sequences
    assert rect.left() >= layout.removed_pos(removed_max - 1)[0] + layout.card_width
    if window.game.variant_spec.deals:
        assert rect.right() <= layout.stock_pos(0, len(window.game.variant_spec.deals))[0]


@pytest.fixture
def speak() -> Iterator[Callable[[MainWindow, str], None]]:
    """Switch a window's language as a player does; the language before is back afterwards."""
    before = i18n.current()

    def switch(window: MainWindow, language: str) -> None:
        window.options.language = language
        assert i18n.current() == language

    yield switch
    i18n.install(before)


# --- on the real board ----------------------------------------------------------------------


def test_at_800x600_the_reminder_sits_between_the_piles_not_on_long_columns(
    make_window: WindowFactory, hands: type[Hands], position: Position
) -> None:
    window = make_window(game=long_spider(position), size=(800, 600))
    h = hands(window)
    h.drag(h.card(0, 19), h.column_drop(2))  # 9♥ onto 5♦
    assert "one rank higher" in window.board.reminder_text()
    assert_in_bottom_row(window, assert_on_free_felt(window))


def test_late_in_a_game_at_1024x700(make_window: WindowFactory, hands: type[Hands],
                                    position: Position) -> None:
    """Five runs removed, one deal left, long columns in the middle, an empty column: D."""
    removed = ["S", "S", "H", "D", "C"]
    game = crowded(position, [2, 2, 2, 1, 17, 1, 2, 1, 1, 0], {}, stock=10, removed=removed)
    window = make_window(game=game, size=(1024, 700))
    hands(window).key(Qt.Key.Key_D)
    assert "empty" in window.board.reminder_text()
    assert_in_bottom_row(window, assert_on_free_felt(window))


def test_simple_simon_has_no_stock_and_the_gap_reaches_the_right(
    make_window: WindowFactory, hands: type[Hands], position: Position
) -> None:
    game = crowded(position, [4, 4, 4, 4, 20, 4, 4, 4, 3, 1], {4: ["9H"], 2: ["5D"]},
                   variant="simple_simon", down=0)
    window = make_window(game=game, size=(800, 600))
    assert not window.board.stock_item().isVisible()
    h = hands(window)
    h.drag(h.card(4, 19), h.column_drop(2))
    assert window.board.reminder_text()
    assert_in_bottom_row(window, assert_on_free_felt(window))


def longest_wording(window: MainWindow, speak: Callable[[MainWindow, str], None],
                    refusal: Refusal) -> str:
    """Switch to the language that words ``refusal`` longest, and return that wording."""
    wordings = {}
    for language in LANGUAGES:
        speak(window, language)
        wordings[language] = texts.refusal_text(refusal)
    language = max(wordings, key=lambda name: len(wordings[name]))
    speak(window, language)
    return wordings[language]


def assert_shown_on_felt(window: MainWindow, room_below: bool) -> None:
    """A bubble on free felt; in the bottom row if the window leaves it ``room_below``."""
    assert window.board.reminder_text()
    rect = assert_on_free_felt(window)
    if room_below:
        assert rect.top() >= window.board.board_layout.bottom


@pytest.mark.parametrize("size", [(800, 600), (800, 420)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_longest_refusals_in_every_language(
    make_window: WindowFactory, hands: type[Hands], position: Position,
    speak: Callable[[MainWindow, str], None], language: str, size: tuple[int, int]
) -> None:
    """A mixed group picked up (Spider), a card put on the wrong suit (Scorpion) and a deal
    that can never happen: the longest wordings there are, the first two on boards whose
    long columns fill the middle. At 800×600 each fits the bottom row."""
    room_below = size == (800, 600)
    window = make_window(game=long_spider(position), size=size)
    speak(window, language)
    h = hands(window)
    h.drag(h.card(4, 18), h.column_drop(0))
    assert window.game.lift_refusal(4, 18).rule_id == "group-mixed-suits"
    assert_shown_on_felt(window, room_below)

    window = make_window(game=long_scorpion(position), size=size)
    h = hands(window)
    h.drag(h.card(1, 19), h.column_drop(3))
    assert "10" in window.board.reminder_text()  # the 10 of spades, in any language
    assert_shown_on_felt(window, room_below)

    stock = list(spare([], removed=["S", "S", "H", "H", "D", "D", "C"]))[:10]
    game = position([["KC"], ["QC"]] + [[]] * 8, stock=stock,
                    removed=["S", "S", "H", "H", "D", "D", "C"])
    window = make_window(game=game, size=size)
    hands(window).key(Qt.Key.Key_D)
    assert window.game.refusal(Deal()).rule_id == "deal-cannot-fill"
    assert_shown_on_felt(window, room_below)


def test_a_short_window_puts_a_long_reminder_below_the_short_columns(
    make_window: WindowFactory, hands: type[Hands], position: Position,
    speak: Callable[[MainWindow, str], None]
) -> None:
    """800×400, two runs removed: the bottom row between the kings and the stock is too
    low for three lines, and five long columns fill the left: the right half is free."""
    game = crowded(position, [15, 15, 15, 15, 15, 1, 1, 1, 0, 0], {4: ["8S", "7H"]},
                   removed=["H", "D"], down=0)
    window = make_window(game=game, size=(800, 400))
    longest_wording(window, speak, window.game.lift_refusal(4, 13))
    h = hands(window)
    h.drag(h.card(4, 13), h.column_drop(6))
    rect = assert_on_free_felt(window)
    layout = window.board.board_layout
    assert rect.bottom() <= layout.pile_y  # not in the bottom row: among the columns
    assert rect.left() >= layout.column_x[5]  # below the short ones


def no_free_felt(position: Position) -> Game:
    """Long columns 1, 4, 7 and 10 reach the bottom row, three runs are removed: at the
    smallest window no gap between them is wide enough for a bubble, and the bottom row
    between the kings and the stock holds two lines but not three."""
    return crowded(position, [16, 0, 0, 16, 0, 0, 16, 0, 1, 16], {3: ["8S", "7H"]},
                   removed=["S", "H", "D"], down=0)


def test_with_no_free_felt_the_status_area_says_it(
    make_window: WindowFactory, hands: type[Hands], position: Position,
    speak: Callable[[MainWindow, str], None]
) -> None:
    window = make_window(game=no_free_felt(position), size=(480, 405))
    text = longest_wording(window, speak, window.game.lift_refusal(3, 14))
    h = hands(window)
    h.drag(h.card(3, 14), h.column_drop(8))
    assert not window.board.reminder.isVisible()
    assert window.statusBar().currentMessage() == text
    assert window.board.reminder_text() == text


def test_a_reminder_in_the_status_area_is_reworded_by_a_language_switch(
    make_window: WindowFactory, hands: type[Hands], position: Position, qtbot: QtBot,
    speak: Callable[[MainWindow, str], None]
) -> None:
    window = make_window(game=no_free_felt(position), size=(480, 405))
    refusal = window.game.lift_refusal(3, 14)
    assert refusal is not None
    speak(window, "en")
    english = texts.refusal_text(refusal)
    hands(window).drag(hands(window).card(3, 14), hands(window).column_drop(8))
    assert window.statusBar().currentMessage() == english
    speak(window, "cs")
    czech = texts.refusal_text(refusal)
    assert czech != english
    qtbot.waitUntil(lambda: window.board.reminder_text() == czech)
    if not window.board.reminder.isVisible():  # the Czech words may fit the felt, or not
        assert window.statusBar().currentMessage() == czech


def test_the_reminder_follows_a_resize(make_window: WindowFactory, hands: type[Hands],
                                       position: Position,
                                       speak: Callable[[MainWindow, str], None]) -> None:
    """Shown on the felt of a large window, then the window shrinks until no felt is free,
    then grows again: never over a card, always said somewhere."""
    window = make_window(game=no_free_felt(position), size=(1280, 800))
    text = longest_wording(window, speak, window.game.lift_refusal(3, 14))
    h = hands(window)
    h.drag(h.card(3, 14), h.column_drop(8))
    assert_on_free_felt(window)
    for size in [(800, 600), (800, 420), (480, 405), (1024, 700)]:
        window.resize(*size)
        assert window.board.reminder_text() == text, size
        if window.board.reminder.isVisible():
            assert_on_free_felt(window)
        else:
            assert window.statusBar().currentMessage() == text
    assert window.board.reminder.isVisible()  # back on the felt once there is room


def test_a_language_switch_gives_the_new_words_their_room(
    make_window: WindowFactory, hands: type[Hands], position: Position, qtbot: QtBot,
    speak: Callable[[MainWindow, str], None]
) -> None:
    """At 1024×700 the English words take two lines, the Indonesian ones three."""
    window = make_window(game=long_spider(position), size=(1024, 700))
    h = hands(window)
    h.drag(h.card(4, 18), h.column_drop(0))
    english = window.board.reminder_text()
    height = window.board.reminder.height()
    speak(window, "id")
    qtbot.waitUntil(lambda: window.board.reminder_text() not in ("", english))
    qtbot.waitUntil(lambda: window.board.reminder.height() > height)  # once the switch is done
    assert_on_free_felt(window)


# --- the geometry, without a window ---------------------------------------------------------


def lines_of(length: int) -> Callable[[int], int]:
    """A bubble's height for a text of ``length`` characters, 7 px each, 18 px a line."""
    return lambda width: 16 + 18 * -(-length * 7 // (width - 28))


def test_free_boxes_around_one_card_are_the_four_sides() -> None:
    boxes = free_boxes(100, 100, [Box(40, 40, 20, 20)])
    m = MARGIN
    assert sorted(boxes, key=lambda b: (b.x, b.y, b.width)) == sorted([
        Box(m, m, 34 - m, 100 - 2 * m), Box(66, m, 34 - m, 100 - 2 * m),
        Box(m, m, 100 - 2 * m, 34 - m), Box(m, 66, 100 - 2 * m, 34 - m),
    ], key=lambda b: (b.x, b.y, b.width))


def random_cards(rng: random.Random) -> list[Box]:
    return [Box(rng.uniform(-50, 750), rng.uniform(-50, 550), rng.uniform(20, 200),
                rng.uniform(20, 200)) for _ in range(rng.randint(0, 12))]


@pytest.mark.parametrize("seed", range(40))
def test_free_boxes_are_free_inside_and_as_large_as_can_be(seed: int) -> None:
    rng = random.Random(seed)
    cards = random_cards(rng)
    view = Box(MARGIN, MARGIN, 800 - 2 * MARGIN, 600 - 2 * MARGIN)
    grown = [card.grown(MARGIN) for card in cards]
    for box in free_boxes(800, 600, cards):
        assert view.contains(box)
        assert not any(box.grown(-1e-6).overlaps(card) for card in grown)  # edges may touch
        for wider in (Box(box.x - 1, box.y, box.width + 1, box.height),
                      Box(box.x, box.y, box.width + 1, box.height),
                      Box(box.x, box.y - 1, box.width, box.height + 1),
                      Box(box.x, box.y, box.width, box.height + 1)):
            assert not view.contains(wider) or any(wider.overlaps(card) for card in grown)


@pytest.mark.parametrize("seed", range(40))
def test_a_bubble_goes_on_free_felt_or_nowhere_when_none_has_room(seed: int) -> None:
    """Checked against a search over a grid of places and widths."""
    rng = random.Random(seed)
    cards = random_cards(rng)
    measure = lines_of(rng.randint(20, 200))
    usual = Box(rng.uniform(0, 400), rng.uniform(0, 400), rng.uniform(0, 400), 100)
    view = Box(MARGIN, MARGIN, 800 - 2 * MARGIN, 600 - 2 * MARGIN)
    grown = [card.grown(MARGIN) for card in cards]
    placed = place_bubble(usual, 800, 600, cards, measure)
    if placed is not None:
        assert view.contains(placed) and not any(placed.grown(-1e-6).overlaps(c) for c in grown)
        assert MIN_WIDTH <= placed.width <= MAX_WIDTH
        assert placed.height >= measure(int(placed.width))
        return
    for width in range(MIN_WIDTH, MAX_WIDTH + 1, 40):
        height = measure(width)
        for x in range(int(MARGIN), 800, 16):
            for y in range(int(MARGIN), 600, 16):
                spot = Box(x, y, width, height)
                assert not view.contains(spot) or any(spot.overlaps(c) for c in grown), spot


def test_the_usual_gap_comes_first_and_centres_the_bubble() -> None:
    usual = Box(200, 400, 300, 100)
    placed = place_bubble(usual, 800, 600, [], lines_of(30))
    assert placed == Box(200, 433, 300, 34)  # one line, in the middle of the gap


def test_a_text_too_tall_for_the_gap_reads_in_the_fewest_lines_elsewhere() -> None:
    """150 characters need 4 lines in the 300 px gap, which holds 2: they go where they
    read in 2 (the felt above, 560 wide), not in 5 in the narrower felt around the gap."""
    usual = Box(200, 400, 300, 60)
    wall = [Box(0, 300, 200, 300), Box(500, 300, 300, 300), Box(572, 0, 228, 300)]
    placed = place_bubble(usual, 800, 600, wall, lines_of(150))
    assert placed == Box(MARGIN, 300 - MARGIN - 52, MAX_WIDTH, 52)  # 2 lines, not 5 in the gap
    top = Box(0, 0, 800, 300)
    placed = place_bubble(usual, 800, 600, [*wall, top], lines_of(150))
    assert placed == Box(206, 377, 288, 106)  # 5 lines over the gap: the only felt left
    assert place_bubble(usual, 800, 600, [*wall, Box(0, 0, 800, 500)], lines_of(150)) is None


@pytest.mark.parametrize("variant", ["spider", "simple_simon"])
def test_card_boxes_cover_the_columns_the_kings_and_the_stock(variant: str) -> None:
    layout = board_layout(800, 553, 10)
    columns = [[False] * 5 + [True] * 15, []] + [[True]] * 8
    has_stock = variant == "spider"
    boxes = card_boxes(layout, columns, removed=3, deals_left=2, has_stock=has_stock)
    w, h = layout.card_width, layout.card_height
    ys = layout.column_offsets(columns[0])
    assert boxes[0].bottom == pytest.approx(ys[-1] + h)
    assert (boxes[0].x, boxes[0].y, boxes[0].width) == (layout.column_x[0], layout.top, w)
    empty = boxes[1]  # an empty column's outline
    assert (empty.x, empty.y, empty.width) == (layout.column_x[1], layout.top, w)
    assert empty.height == pytest.approx(h)
    kings = boxes[10]
    assert (kings.x, kings.y) == layout.removed_pos(0)
    assert kings.right == pytest.approx(layout.removed_pos(2)[0] + w)
    if has_stock:
        stock = boxes[11]
        assert (stock.x, stock.y) == layout.stock_pos(0, 2)
        assert stock.right == pytest.approx(layout.right)
    assert len(boxes) == 11 + has_stock


def test_the_usual_gap_spans_the_bottom_row_between_the_fullest_piles() -> None:
    layout = board_layout(800, 553, 10)
    gap = bottom_gap(layout, removed=8, deals=5, has_stock=True)
    assert gap.x == pytest.approx(layout.removed_pos(7)[0] + layout.card_width + MARGIN)
    assert gap.right == pytest.approx(layout.stock_pos(0, 5)[0] - MARGIN)
    assert gap.y == pytest.approx(layout.bottom + MARGIN)
    assert gap.bottom == pytest.approx(layout.height - MARGIN)
    without_stock = bottom_gap(layout, removed=4, deals=0, has_stock=False)
    assert without_stock.right == pytest.approx(layout.right - MARGIN)
