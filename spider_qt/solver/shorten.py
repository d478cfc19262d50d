"""Shortening a line the search found: the search cares about winning, not about the
length of the line, and a player watching it (Examples, the demo) should not sit through
detours.

Two passes:

- :func:`jumps`: from each position of the line, jump to the furthest later position one
  legal action reaches (a detour that comes back to the same position is cut out).
- :func:`drop_moves` (repeated while it gains, then :func:`jumps` again): leave one move
  out and play the rest *by meaning* (each move is
  "this card, with what lies on it, onto that card" or "into an empty column", wherever
  those cards are now); a move that finds its cards already where it would put them is
  left out too. If that play comes back to the line (the very same position a few
  actions later) with fewer actions, it replaces that stretch. This cuts a run moved
  away and back, and two moves of the same cards where one does (A→B then B→C is A→C),
  which :func:`jumps` does not see since the positions in between differ.

Every line is replayed in the engine by the caller anyway; here each move is checked
against the compact rules (a card that cannot be lifted, or a target that is not there,
abandons the attempt)."""

from __future__ import annotations

from collections.abc import Sequence

from .compact import Columns, Rules
from .moves import Step, all_successors

#: How many actions past a left-out move the play by meaning may go before it must have
#: come back to the line (most detours close within a few moves; a bound keeps a pass
#: linear in the line's length).
WINDOW = 40
#: Passes of both kinds at most (each pass that gains makes the line shorter, so this
#: only bounds the time on a long line).
PASSES = 6

Position = tuple[Columns, int]


def shorten(rules: Rules, path: Sequence[tuple[Step, Columns, int]]) -> list[Step]:
    """The actions of ``path`` (from its first position), with detours cut out."""
    return shorten_steps(rules, (path[0][1], path[0][2]), [step for step, _, _ in path[1:]])


def shorten_steps(rules: Rules, start: Position, steps: Sequence[Step]) -> list[Step]:
    """``steps`` played from ``start``, with detours cut out."""
    line = jumps(rules, start, list(steps))
    before = len(line)
    for _ in range(PASSES):
        shorter = drop_moves(rules, start, line)
        if len(shorter) == len(line):
            break
        line = shorter
    # One more look for single-action jumps (the costlier pass: every legal action from
    # every position) only if the line changed.
    return jumps(rules, start, line) if len(line) < before else line


def positions(rules: Rules, start: Position, line: Sequence[Step]) -> list[Position]:
    """The positions of ``line`` from ``start``, the start included."""
    found = [start]
    columns, dealt = start
    for step in line:
        if step is None:
            columns, dealt = rules.dealt(columns, dealt), dealt + 1
        else:
            columns = rules.moved(columns, *step)
        found.append((columns, dealt))
    return found


def jumps(rules: Rules, start: Position, line: list[Step]) -> list[Step]:
    """From each position, the action to the furthest later position one action reaches."""
    path = positions(rules, start, line)
    where = {position: i for i, position in enumerate(path)}
    short: list[Step] = []
    i = 0
    while i < len(line):
        columns, dealt = path[i]
        best, best_step = i + 1, line[i]
        for step, new, new_dealt in all_successors(rules, columns, dealt):
            j = where.get((new, new_dealt), -1)
            if j > best:
                best, best_step = j, step
        short.append(best_step)
        i = best
    return short


#: A move by meaning: the lowest card moved, the card it goes on (``None``: an empty
#: column), and the source and target columns it had in the line (tried first).
Meaning = tuple[int, int | None, int, int]


def meanings(path: Sequence[Position], line: Sequence[Step]) -> list[Meaning | None]:
    found: list[Meaning | None] = []
    for (columns, _), step in zip(path, line, strict=False):
        if step is None:
            found.append(None)
            continue
        src, start, dst = step
        target = columns[dst]
        found.append((columns[src][start], target[-1] if target else None, src, dst))
    return found


def _lift(rules: Rules, columns: Columns, card: int, near: int) -> tuple[int, int] | None:
    """Where ``card`` lies, liftable with what is on it (column ``near`` first)."""
    order: list[int] = [near, *range(len(columns))]
    for src in order:
        column = columns[src]
        if card in column:  # a face-down card never equals a face
            start = rules.lowest(column)
            if card in column[start:]:
                return src, column.index(card, start)
    return None


def _target(columns: Columns, card: int | None, near: int) -> int | None:
    """A column ending in face-up ``card`` (an empty one for ``None``), ``near`` first."""
    order: list[int] = [near, *range(len(columns))]
    for dst in order:
        column = columns[dst]
        if card is None:
            if not column:
                return dst
        elif column and column[-1] == card:  # a face-down card never equals a face
            return dst
    return None


def _replay(rules: Rules, path: list[Position], line: list[Step],
            meaning: list[Meaning | None],
            left_out: int) -> tuple[list[Step], list[Position], int] | None:
    """The line's actions after ``left_out``, played by meaning from the position before
    it, until they come back to the line: ``(actions, the position after each, index of
    the position where the line goes on)``, or ``None`` if they do not within
    :data:`WINDOW` actions."""
    columns, dealt = path[left_out]
    played: list[Step] = []
    reached: list[Position] = []
    end = min(len(line), left_out + 1 + WINDOW)
    for k in range(left_out + 1, end):
        what = meaning[k]
        if what is None:
            if not rules.can_deal(columns, dealt):
                return None
            columns, dealt = rules.dealt(columns, dealt), dealt + 1
            played.append(None)
            reached.append((columns, dealt))
        else:
            card, onto, src, dst = what
            lifted = _lift(rules, columns, card, src)
            if lifted is None:
                return None
            src, start = lifted
            under = columns[src][start - 1] if start else None
            if under != onto:  # else it is already there: the move is not needed
                dst_now = _target(columns, onto, dst)
                if dst_now is None or dst_now == src:
                    return None
                move = (src, start, dst_now)
                columns = rules.moved(columns, *move)
                played.append(move)
                reached.append((columns, dealt))
        if (columns, dealt) == path[k + 1]:
            return played, reached, k + 1
        if rules.won(columns, dealt):
            return played, reached, len(line)
    return None


def drop_moves(rules: Rules, start: Position, line: list[Step]) -> list[Step]:
    """``line`` with each move left out in turn, where the rest played by meaning comes
    back to the line in fewer actions (see the module docstring). From the end back: a
    change at ``i`` leaves everything before it as it was, and a short cut early in the
    line does not take the moves of a longer one just after it."""
    path = positions(rules, start, line)
    meaning = meanings(path, line)
    i = len(line) - 1
    while i >= 0:
        if i < len(line) and line[i] is not None:
            replayed = _replay(rules, path, line, meaning, i)
            if replayed is not None and len(replayed[0]) < replayed[2] - i:
                played, reached, j = replayed
                # The line from j on is unchanged, and so are its positions and meanings.
                line = [*line[:i], *played, *line[j:]]
                meaning = [*meaning[:i], *meanings([path[i], *reached], played),
                           *meaning[j:]]
                path = [*path[:i + 1], *reached, *path[j + 1:]]
                continue  # the same index again: the next move may go too
        i -= 1
    return line
