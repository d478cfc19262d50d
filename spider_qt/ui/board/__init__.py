"""The table: a ``QGraphicsView`` that shows the engine's position and forwards the
player's input (:class:`.view.BoardView`). It never judges a move.

- Where things go, as plain arithmetic: :mod:`.layout` (the table), :mod:`.slots` (each
  card of the position), :mod:`.reminder_spot` (the rule reminder);
- what is drawn: :mod:`.items` (cards, stock, markers), :mod:`.stage` (which item shows
  which card, and its pictures), :mod:`.motion` (animation),
  :mod:`.celebration` (a won game), :mod:`.reminder` (the rule reminder);
- input: :mod:`.mouse` (press, drag, drop, double click), :mod:`.click_place` (click to
  pick up and place), :mod:`.drag_marks` (where a drag may go), :mod:`.keys` (the
  keyboard focus), :mod:`.access` (the board as a screen reader meets it);
- :mod:`.hint_marks`: a hint shown on the cards;
- :mod:`.surface`: what the input collaborators may ask of the view.
"""
