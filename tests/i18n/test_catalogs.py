"""The translation catalogs: complete, faithful to their placeholders, compiled."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "spider_qt_resources" / "translations"
#: How many plural forms Qt uses for each language (Czech and Romanian have three).
PLURAL_FORMS = {"en": 2, "ro": 3, "cs": 3, "id": 1, "it": 2}
LANGUAGES = ["ro", "cs", "id", "it"]
PLACEHOLDER = re.compile(r"%(\d|n)")


def messages(language: str) -> list[ElementTree.Element]:
    tree = ElementTree.parse(FOLDER / f"spider_qt_{language}.ts")
    return list(tree.getroot().iter("message"))


def texts_of(message: ElementTree.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    forms = translation.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [translation.text or ""]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language: str) -> None:
    missing = []
    for message in messages(language):
        translation = message.find("translation")
        source = message.findtext("source")
        unusable = translation is None or translation.get("type") in {
            "unfinished", "vanished", "obsolete"}
        if unusable or any(not text.strip() for text in texts_of(message)):
            missing.append(source)
    assert not missing, f"{len(missing)} untranslated in {language}: {missing[:5]}"


@pytest.mark.parametrize("language", [*LANGUAGES, "en"])
def test_placeholders_match_the_source(language: str) -> None:
    wrong = []
    for message in messages(language):
        source = message.findtext("source") or ""
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        for text in texts_of(message):
            if text and sorted(set(PLACEHOLDER.findall(text))) != wanted:
                wrong.append((source, text))
    assert not wrong, f"{language}: placeholders differ: {wrong[:3]}"


@pytest.mark.parametrize("language", [*LANGUAGES, "en"])
def test_plural_messages_have_every_form(language: str) -> None:
    plural = [m for m in messages(language) if m.get("numerus") == "yes"]
    assert plural, "the catalogs have plural messages (%n)"
    for message in plural:
        forms = texts_of(message)
        assert len(forms) == PLURAL_FORMS[language], message.findtext("source")


def test_every_catalog_has_the_same_messages() -> None:
    def keys(language: str) -> set[tuple[str, str]]:
        return {(m.findtext("source") or "", str(m.get("numerus")))
                for m in messages(language)}

    reference = keys("cs")
    assert len(reference) > 150
    for language in LANGUAGES:
        assert keys(language) == reference, language
    assert {k for k in reference if k[1] == "yes"} == keys("en")


@pytest.mark.parametrize("language", [*LANGUAGES, "en"])
def test_the_compiled_catalogs_are_up_to_date(language: str, tmp_path: Path) -> None:
    lrelease = shutil.which("pyside6-lrelease") or str(
        Path(sys.executable).with_name("pyside6-lrelease"))
    compiled = tmp_path / "fresh.qm"
    subprocess.run([lrelease, "-silent", str(FOLDER / f"spider_qt_{language}.ts"), "-qm",
                    str(compiled)], check=True)
    assert compiled.read_bytes() == (FOLDER / f"spider_qt_{language}.qm").read_bytes(), (
        "run: uv run python -m spider_qt.i18n.update --release-only")


def test_a_missing_catalog_falls_back_to_english(monkeypatch: pytest.MonkeyPatch,
                                                 qapp: object) -> None:
    from PySide6.QtCore import QTranslator

    from spider_qt import i18n

    monkeypatch.setattr(QTranslator, "load", lambda self, path: False)
    assert i18n.install("cs") == "en"
    monkeypatch.undo()
    assert i18n.install("cs") == "cs"
    i18n.install("en")
