"""How the suite shares out its tests between pytest-xdist's workers (``-n auto --dist
loadgroup``, in ``pyproject.toml``).

A few sets of tests must run one after another in one worker: they are the groups below,
found by where the tests are. They are not ``xdist_group`` marks: pytest 9.2's node ids
no longer take the ``@group`` suffix xdist's ``loadgroup`` gives them (pytest-xdist issue
#1386), so a marked test would silently run anywhere. :class:`GroupScheduling` reads the
groups here instead, and hands them out first (``--no-loadscope-reorder`` keeps the order
of the collection, which :func:`first_things_first` sorts): mypy is the longest single
test and the endings the longest group, so neither is left running alone at the end.
Every other test is a unit of its own, handed to whichever worker is free.
"""

from __future__ import annotations

import pytest
from xdist.scheduler import LoadGroupScheduling
from xdist.workermanage import WorkerController

#: (where the tests are, group). The endings share one pool of ``spider-qt`` processes (its
#: fixture starts every selected case at once: on two workers, each would start them all);
#: the two mypy runs share mypy's cache folder; the installers are built once, into one
#: folder (``SPIDER_QT_PACKAGING=1``).
GROUPS = (("tests/test_types.py", "mypy"), ("tests/endings/", "endings"),
          ("tests/packaging/test_linux_package.py", "packaging"))


def group_of(nodeid: str) -> str | None:
    return next((group for where, group in GROUPS if nodeid.startswith(where)), None)


def first_things_first(items: list[pytest.Item]) -> None:
    """The groups' tests first, in the order of :data:`GROUPS`; the rest as collected."""
    order = [group for _, group in GROUPS]

    def rank(item: pytest.Item) -> int:
        group = group_of(item.nodeid)
        return len(order) if group is None else order.index(group)

    items.sort(key=rank)  # stable


class GroupScheduling(LoadGroupScheduling):
    """``loadgroup`` with the groups of :data:`GROUPS` (and any ``@group`` a node id has).

    A test that kills its worker (a crash in Qt) is reported as crashed, once: the worker
    is replaced and the rest of what it had goes to the others. (xdist's own scope
    scheduling hands the crashing test out again with the rest, so it crashed one new
    worker after another until none were left, and the run hung.)
    """

    def _split_scope(self, nodeid: str) -> str:
        return group_of(nodeid) or super()._split_scope(nodeid)

    def remove_node(self, node: WorkerController) -> str | None:
        workload = self.assigned_work.pop(node)
        pending = [(unit, nodeid) for unit in workload.values()
                   for nodeid, done in unit.items() if not done]
        if not pending:
            return None
        unit, crashed = pending[0]  # the one running when the worker went down
        unit[crashed] = True
        self.workqueue.update((scope, unit) for scope, unit in workload.items()
                              if not all(unit.values()))
        for other in self.assigned_work:
            self._reschedule(other)
        return crashed


class GroupsFirst:
    """Registered by ``conftest.py`` when the tests run on workers with ``loadgroup``."""

    @pytest.hookimpl(tryfirst=True)
    def pytest_xdist_make_scheduler(self, config: pytest.Config,
                                    log: object) -> GroupScheduling:
        return GroupScheduling(config, log)  # type: ignore[arg-type]
