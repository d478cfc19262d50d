"""The settings table is sound, and docs/settings.md is made from it."""

from __future__ import annotations

from pathlib import Path

import pytest

from spider_qt.settings import SETTINGS
from spider_qt.settings.docs import render

ROOT = Path(__file__).resolve().parents[2]
REQUIRED = {"double_click": True, "auto_place": False, "placement_help": True,
            "reminders": True, "animations": True, "animation_speed": "normal",
            "four_colour": False, "card_back": "blue", "language": "system",
            "last_variant": "", "last_suits": 1, "last_rule": "classic", "window_geometry": ""}


def test_the_issue_s_settings_exist_with_their_defaults() -> None:
    declared = {spec.name: spec.default for spec in SETTINGS}
    assert {name: declared.get(name) for name in REQUIRED} == REQUIRED


@pytest.mark.parametrize("spec", SETTINGS, ids=lambda s: s.name)
def test_each_declaration_is_consistent(spec: object) -> None:
    assert spec.name.isidentifier() and spec.name.islower()
    assert spec.label and spec.description.endswith(".")
    assert spec.check(spec.default) == spec.default
    assert type(spec.default) is spec.kind
    if spec.choices is not None:
        values = [v for v, _ in spec.choices]
        assert len(values) == len(set(values)) and spec.default in values


def test_names_are_unique() -> None:
    names = [spec.name for spec in SETTINGS]
    assert len(names) == len(set(names))


def test_docs_settings_md_is_generated_from_the_table() -> None:
    page = (ROOT / "docs" / "settings.md").read_text(encoding="utf-8")
    assert page == render(), "run: uv run python -m spider_qt.settings.docs"
    for spec in SETTINGS:
        assert f"`{spec.name}`" in page
