"""The start's notice about failed plugins stays readable whatever failed: at most 40
lines, each of a sane length, however many plugins failed and whatever their errors say.
The Plugins dialog keeps every record in full (its own tests)."""

from __future__ import annotations

import pytest

from spider_qt.storage.notices import (
    AS_IS,
    PLUGIN_FAILED,
    PLUGINS_FAILED,
    PLUGINS_NOT_LISTED,
    PluginNotice,
)

LISTED = PluginNotice.MAX_LISTED


def failures(count: int, error: str = "could not be imported: ModuleNotFoundError") -> \
        tuple[tuple[str, str], ...]:
    return tuple((f"plugin{i}", f"{error} {i}") for i in range(count))


@pytest.mark.parametrize("count", [1, 2, LISTED - 1, LISTED])
def test_a_few_failures_are_each_listed(count: int) -> None:
    notice = PluginNotice(failures(count))
    parts = notice.parts()
    assert parts[0] == (PLUGIN_FAILED if count == 1 else PLUGINS_FAILED, ())
    assert parts[1:] == [(AS_IS, (f"• plugin{i}: could not be imported: "
                                  f"ModuleNotFoundError {i}",)) for i in range(count)]
    assert len(notice.english().splitlines()) == count + 1


@pytest.mark.parametrize("count", [LISTED + 1, 100, 20_000])
def test_many_failures_end_in_how_many_more_there_are(count: int) -> None:
    notice = PluginNotice(failures(count))
    parts = notice.parts()
    assert len(parts) == LISTED + 2 <= 40
    assert [values[0].split(":")[0] for _, values in parts[1:-1]] == [
        f"• plugin{i}" for i in range(LISTED)]
    assert parts[-1] == (PLUGINS_NOT_LISTED, (str(count - LISTED),))
    lines = notice.english().splitlines()
    assert len(lines) == LISTED + 2
    assert lines[-1] == (f"Plugins that could not be loaded, not listed here: {count - LISTED}. "
                         "Settings → Plugins… lists them all.")
    assert len(notice.english()) < 40 * PluginNotice.MAX_LINE


def test_a_long_error_is_cut_and_its_line_breaks_do_not_make_lines() -> None:
    error = "Traceback (most recent call last):\n" + "  File 'x.py', line 1\n" * 500 + "Boom"
    notice = PluginNotice((("long", error), ("short", "ValueError: no"), ("x" * 1000, "e")))
    lines = notice.english().splitlines()
    assert len(lines) == 4
    assert len(lines[1]) == PluginNotice.MAX_LINE and lines[1].endswith("…")
    assert lines[1].startswith("• long: Traceback (most recent call last): File 'x.py', line 1")
    assert lines[2] == "• short: ValueError: no"
    assert lines[3] == "• " + "x" * (PluginNotice.MAX_LINE - 3) + "…"
    exact = "e" * (PluginNotice.MAX_LINE - len("• n: "))
    assert PluginNotice((("n", exact),)).english().splitlines()[1] == f"• n: {exact}"


@pytest.mark.parametrize("separator", ["\r\n", "\r", "\u2028", "\u2029", "\x0b", "\x85"])
def test_no_kind_of_line_break_survives(separator: str) -> None:
    notice = PluginNotice((("p", f"one{separator}two"),))
    assert notice.parts()[1] == (AS_IS, ("• p: one two",))
