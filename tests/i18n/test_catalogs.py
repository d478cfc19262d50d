"""The translation catalogs: complete, faithful to their placeholders, compiled."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest
from language_pins import same_as_english

from spider_qt.languages import LANGUAGES as ALL_LANGUAGES

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "spider_qt_resources" / "translations"
#: How many plural forms Qt uses for each language (Czech, Romanian, Polish and Russian have
#: three; Indonesian, Chinese and Japanese one).
PLURAL_FORMS = {"en": 2, "ro": 3, "cs": 3, "id": 1, "it": 2, "de": 2, "fr": 2, "es": 2,
                "pt_BR": 2, "pl": 3, "ru": 3, "zh_CN": 1, "ja": 1}
LANGUAGES = [code for code in ALL_LANGUAGES if code != "en"]
PLACEHOLDER = re.compile(r"%(\d|n)|\{\w*\}")
MARKUP = re.compile(r"</?\w+[^>]*>")
LETTERS = re.compile(r"[^\W\d_]")
#: Names a player knows in English in every language (of games, a card maker, a site),
#: and the two words Qt's own dialogs and every keyboard show as they are.
SAME_EVERYWHERE = {"OK", "Esc", "Wikipedia", "Bicycle", "Spider", "Spiderette", "Scorpion",
                   "Simple Simon"}


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


@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_is_left_in_english(language: str) -> None:
    """A translation equal to its English source is a message nobody translated, unless the
    source has no words (``%1: %2``, a key such as ``C``) or is on a short allow-list."""
    allowed = SAME_EVERYWHERE | same_as_english(language)
    assert len(same_as_english(language)) <= 10, "a short list"
    left = []
    for message in messages(language):
        source = message.findtext("source") or ""
        words = LETTERS.findall(PLACEHOLDER.sub("", source))
        if len(words) < 2 or source in allowed:
            continue
        if any(text == source for text in texts_of(message)):
            left.append(source)
    assert not left, f"{len(left)} left in English in {language}: {left[:8]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_markup_is_kept(language: str) -> None:
    wrong = []
    for message in messages(language):
        source = message.findtext("source") or ""
        wanted = sorted(MARKUP.findall(source))
        wrong += [(source, text) for text in texts_of(message)
                  if text and sorted(MARKUP.findall(text)) != wanted]
    assert not wrong, f"{language}: markup differs: {wrong[:3]}"


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
