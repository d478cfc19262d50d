"""Notices about the player's files and plugins, in the player's language.

The notices themselves are data (:mod:`spider_qt.storage.notices`, no Qt): each is a
list of English templates with their values. Here each template is translated
(context ``"Notices"``) and filled, so English is the template itself and every
language words exactly the same sentences.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spider_qt.languages import fill
from spider_qt.storage.notices import AS_IS, Notice, ResumedNotice


def notice_text(notice: Notice) -> str:
    """The notice as the player reads it, in the current language."""
    return notice.joiner.join(
        fill(template if template == AS_IS else QCoreApplication.translate("Notices", template),
             *_values(notice, values))
        for template, values in notice.parts())


def _values(notice: Notice, values: tuple[str, ...]) -> tuple[str, ...]:
    """A variant's name is a plugin's text: worded as the plugin's catalog words it."""
    if isinstance(notice, ResumedNotice):
        return tuple(QCoreApplication.translate("Variants", v) for v in values)
    return values
