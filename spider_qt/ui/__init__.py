"""The Qt user interface: it shows the engine's state and sends it the player's actions;
it decides nothing.

A map of the rooms, lowest layer first. A room may import from its own layer's other
rooms (without a circle) and from the layers below it, never from above
(``tests/test_layers.py`` checks it, ``if TYPE_CHECKING:`` imports included):

1. The ground floor, used everywhere:

   - :mod:`.controller`: the one road from the board to the engine (its signals);
   - :mod:`.commands`: the window's commands and the board's keys, declared as data;
   - :mod:`.common`: small widgets, dialog buttons, accessibility, the felt, and how
     the UI names suit counts, variants, rules and times;
   - :mod:`.card_art`: the pictures of the cards (the decks themselves are
     :mod:`spider_qt.decks`).

2. :mod:`.board`: the table (a ``QGraphicsView``), its layout, items and animation, and
   what the mouse, the keys and a screen reader do on it. Where drag behaviour lives:
   :mod:`.board.mouse`, :mod:`.board.click_place`, :mod:`.board.drag_marks`.

3. Rooms that use the board, side by side:

   - :mod:`.assist`: the solver for a player (hint, demo, "could this deal be won?",
     winnable deals, "where was it lost?") and its worker process;
   - :mod:`.dialogs`: New Game, Preferences, Statistics, Help, and the message boxes
     (the win box among them);
   - :mod:`.plugins_dialog`: the Plugins dialog, its words, and applying a switch.

4. :mod:`.window`: the main window that holds it all, its menus, toolbar, status bar,
   clock, geometry, icon and splash, and the window shown when no variant is loaded.

``spider_qt.ui.layout`` stays as a re-export of :mod:`.board.layout` because
docs/plugins.md names it for card painters.
"""
