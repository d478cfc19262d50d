"""``docs/settings.md``, made from the declarations: ``python -m spider_qt.settings.docs``.

A test compares the file with :func:`render`, so the page cannot drift from the code.
"""

from __future__ import annotations

import sys
from pathlib import Path

from .declarations import SETTINGS, SettingSpec

HEADER = """# Settings

spider-qt keeps your preferences in `settings.json`, in your user configuration folder
(Linux: `~/.config/spider-qt/`, macOS: `~/Library/Application Support/spider-qt/`,
Windows: `%LOCALAPPDATA%\\\\spider-qt\\\\`), or in the folder given by `--profile DIR` or
`SPIDER_QT_HOME`. Change them in **Settings → Preferences…** (or the quick toggles in the
Settings menu): a change applies at once and is saved at once.

The file is JSON: `{"format": 1, "settings": {"name": value, ...}}`. Names it does not
know are ignored; a damaged file is kept aside as `settings.json.corrupt-<time>` and the
defaults are used.

This page is generated from `spider_qt/settings/declarations.py` by
`uv run python -m spider_qt.settings.docs`; a test keeps it in step.
"""


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, tuple):
        return "none" if not value else ", ".join(value)
    return f"`{value!r}`" if value != "" else "empty"


def _allowed(spec: SettingSpec) -> str:
    if spec.choices is not None:
        return ", ".join(f"`{v!r}` ({label})" for v, label in spec.choices)
    return {bool: "on or off", int: "a whole number", str: "text",
            tuple: "a list of names"}[spec.kind]


def render() -> str:
    lines = [HEADER]
    sections: list[str] = []
    for spec in SETTINGS:
        if spec.section not in sections:
            sections.append(spec.section)
    for section in sections:
        lines.append(f"## {section}\n")
        if section == "Remembered":
            lines.append("Not shown in Preferences: spider-qt remembers these for you.\n")
        lines.append("| name | default | allowed | what it does |")
        lines.append("|---|---|---|---|")
        for spec in SETTINGS:
            if spec.section == section:
                lines.append(f"| `{spec.name}` ({spec.label}) | {_value(spec.default)} | "
                             f"{_allowed(spec)} | {spec.description} |")
        lines.append("")
    return "\n".join(lines)


def main() -> int:
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/settings.md")
    target.write_text(render(), encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
