"""What a post-mortem shows, and its answer in words: which position goes on the board,
which action is marked as the one that lost the game, which winning line can be stepped
through from there, and the sentences a player reads (and a screen reader says).

The answers are the solver's (:class:`spider_qt.solver.PostMortem`), and they are never
stronger than its proofs: "won from here" only with a line replayed to a win, "lost"
only when every position after was looked at, and otherwise "not decided within the
time". The actions are worded by :func:`spider_qt.i18n.texts.planned`, from the same
catalog entries as the board's announcements.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject

from spider_qt.engine import Action, Deal, Game, replayed
from spider_qt.i18n.texts import fill, planned
from spider_qt.solver import PostMortem
from spider_qt.solver.postmortem import origin_of


@dataclass(frozen=True, slots=True)
class Plan:
    """The board's part of an answer: the position after ``after`` actions of the game's
    line (from ``origin``), the ``fatal`` action to mark there, and a winning ``line``
    from it (empty: none to show)."""

    origin: Game
    actions: tuple[Action, ...]
    after: int
    fatal: Action | None
    line: tuple[Action, ...]

    def position(self, steps: int = 0) -> Game:
        """The position shown, with ``steps`` actions of the winning line played."""
        return replayed(self.origin, (*self.actions[:self.after], *self.line[:steps]))


def plan_of(game: Game, result: PostMortem) -> Plan:
    """Where the answer about ``game`` (the game analysed) is best shown."""
    origin, actions, _ = origin_of(game)
    actions = result.actions  # the line the answer is about (the same, as analysed)
    end = len(actions)
    if result.ended_won:
        return Plan(origin, actions, 0, None, result.line)
    fatal = result.fatal_index
    if fatal is not None:
        return Plan(origin, actions, fatal, actions[fatal], result.line)
    if result.winnable_at_start is False:
        return Plan(origin, actions, 0, None, ())
    won = result.last_proven_winnable
    if won is not None:  # still winnable at the end, or where it was lost is undecided
        return Plan(origin, actions, won, None, result.line)
    return Plan(origin, actions, end, None, ())  # nothing proven: the game as it stood


class PostMortemWords(QObject):
    """The post-mortem's sentences (a QObject so that each has its context and plurals)."""

    def title(self, won: bool) -> str:
        """The question a look back answers: for a won game, whether it could be shorter."""
        return self.tr("Could It Have Been Shorter?") if won else self.tr("Where Was It Lost?")

    def searching(self) -> str:
        return self.tr("Looking back over the game, every card known…")

    def verdict(self, result: PostMortem, plan: Plan) -> str:
        """The answer, each part saying how sure it is."""
        parts: list[str] = []
        end = len(result.actions)
        if result.ended_won:
            if plan.line:
                parts.append(fill(self.tr("The solver wins this deal from its start in %n "
                                          "action(s); you took %1.", "", len(plan.line)),
                                  str(end)))
                parts.append(self.tr("Play the line with Next."))
            else:
                parts.append(self.tr("The solver found no line from the start within the "
                                     "time."))
        elif plan.fatal is not None:
            before = plan.position()
            if isinstance(plan.fatal, Deal):
                parts.append(self.tr("This deal from the stock lost the game. Before it, a "
                                     "win was still possible."))
            else:
                parts.append(fill(self.tr("This move lost the game: %1. Before it, a win "
                                          "was still possible."), planned(plan.fatal, before)))
            parts.append(self._line(plan))
        elif result.winnable_at_start is False:
            parts.append(self.tr("This deal could not be won: no line wins it from its start "
                                 "(proven).") if result.from_start else
                         self.tr("The game was already lost at the oldest position kept "
                                 "(proven)."))
        elif plan.line and plan.after == end:
            parts.append(self.tr("It was not: a win is still possible from here (proven by a "
                                 "line of %n action(s)).", "", len(plan.line)))
            parts.append(self.tr("Play the line with Next."))
        else:
            lost = result.first_proven_lost
            if plan.line:
                parts.append(self.tr("Where it was lost was not decided within the time."))
                parts.append(self.tr("A win was still possible after %n action(s) (proven by a "
                                     "line): this position.", "", plan.after))
            else:
                parts.append(self.tr("Whether this game could be won was not decided within "
                                     "the time."))
            if lost is not None:
                parts.append(self.tr("After %n action(s) it was lost (proven).", "", lost))
        if not result.from_start:
            parts.append(self.tr("Only the actions the undo history kept were looked at."))
        return " ".join(part for part in parts if part)

    def _line(self, plan: Plan) -> str:
        if not plan.line:
            return ""
        return self.tr("A winning line from here: %n action(s). Play it with Next.", "",
                       len(plan.line))

    def step(self, plan: Plan, steps: int, position: Game) -> str:
        """Where the stepping is: how far along the line, and what comes next."""
        total = len(plan.line)
        if steps >= total:
            return (fill(self.tr("Step %1 of %2: the game is won."), str(steps), str(total))
                    if position.won else fill(self.tr("Step %1 of %2."), str(steps),
                                              str(total)))
        return fill(self.tr("Step %1 of %2. Next: %3."), str(steps), str(total),
                    planned(plan.line[steps], position))
