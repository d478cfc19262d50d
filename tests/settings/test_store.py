"""Settings: checked against the table, saved on every change, safe when files go bad."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spider_qt.settings import Settings
from spider_qt.storage.notices import FileNotice, FileRole, Trouble


def test_defaults_without_a_file(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.json")
    assert settings.double_click is True and settings.auto_place is False
    assert settings.notice is None
    assert not (tmp_path / "settings.json").exists()  # nothing written until something changes


def test_a_change_is_saved_at_once_and_survives(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings(path)
    seen: list[tuple[str, object]] = []
    settings.subscribe(lambda name, value: seen.append((name, value)))
    settings.four_colour = True
    settings.set("card_back", "red")
    assert json.loads(path.read_text())["settings"]["four_colour"] is True
    assert seen == [("four_colour", True), ("card_back", "red")]
    again = Settings(path)
    assert (again.four_colour, again.card_back) == (True, "red")


@pytest.mark.parametrize(("name", "value"), [("double_click", "yes"), ("card_back", "purple"),
                                             ("last_suits", 3), ("last_suits", True)])
def test_bad_values_are_refused(name: str, value: object) -> None:
    with pytest.raises(ValueError, match=name):
        Settings().set(name, value)  # type: ignore[arg-type]


def test_unknown_names_are_refused_in_code_but_skipped_in_files(tmp_path: Path) -> None:
    with pytest.raises(AttributeError, match=r"^no setting 'volume'$"):
        Settings().set("volume", 3)
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "settings": {"volume": 3, "auto_place": True}}))
    settings = Settings(path)
    assert settings.auto_place is True and settings.notice is None


@pytest.mark.parametrize("content", [b"\x89PNG garbage", b"",
                                     b'{"format": 1, "settings": {"auto_place": "yes"}}',
                                     b'{"format": 1, "settings": []}', b'"just a string"'])
def test_a_damaged_file_gives_defaults_and_one_notice(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings = Settings(path)
    assert settings.auto_place is False
    assert settings.notice is not None and "settings file" in settings.notice.english()
    (aside,) = tmp_path.glob("settings.json.corrupt-*")
    assert aside.read_bytes() == content


def test_a_failed_save_keeps_the_value_and_reports_once(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    settings = Settings(blocker / "settings.json")
    errors: list[FileNotice] = []
    settings.on_error = errors.append
    settings.auto_place = True
    settings.placement_help = False
    assert settings.auto_place is True and settings.placement_help is False
    assert len(errors) == 1 and "could not be saved" in errors[0].english()
    assert errors[0].trouble is Trouble.UNSAVED and errors[0].role is FileRole.SETTINGS


def test_every_setting_is_typed_for_mypy_as_declared() -> None:
    """The typed names mypy checks ``settings.x`` against are exactly the declarations."""
    import ast
    import inspect

    from spider_qt.settings import store
    from spider_qt.settings.declarations import SETTINGS

    tree = ast.parse(inspect.getsource(store))
    (settings_class,) = [n for n in tree.body if isinstance(n, ast.ClassDef)
                         and n.name == "Settings"]
    (typed,) = [n for n in settings_class.body if isinstance(n, ast.If)
                and ast.unparse(n.test) == "TYPE_CHECKING"]
    annotations = {n.target.id: ast.unparse(n.annotation) for n in typed.body
                   if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
    names = {bool: "bool", int: "int", str: "str", tuple: "tuple[str, ...]"}
    assert annotations == {spec.name: names[spec.kind] for spec in SETTINGS}
