"""Refresh the translation sources and compile them: ``uv run python -m spider_qt.i18n.update``.

``pyside6-lupdate`` collects every translatable string of the app and the built-in
plugins into ``spider_qt_<lang>.ts`` (keeping existing translations); English gets the
plural forms only (``-pluralonly``), since its singular/plural is all it needs.
``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` the app loads.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

from spider_qt.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "spider_qt_resources" / "translations"
SOURCES = [ROOT / "spider_qt", ROOT / "plugins" / "spider_qt_builtins"]
TRANSLATED = tuple(code for code in LANGUAGES if code != "en")


def tool(name: str) -> str:
    found = shutil.which(name) or str(Path(sys.executable).with_name(name))
    if not Path(found).exists():
        raise SystemExit(f"{name} not found (it comes with PySide6)")
    return found


def python_files() -> list[str]:
    return sorted(str(p) for folder in SOURCES for p in folder.rglob("*.py")
                  if "__pycache__" not in p.parts)


def lupdate(languages: tuple[str, ...] = TRANSLATED) -> None:
    files = python_files()
    for language in (code for code in languages if code != "en"):
        subprocess.run([tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", *files,
                        "-target-language", language, "-ts",
                        str(FOLDER / f"spider_qt_{language}.ts")], check=True)
    if "en" not in languages and languages != TRANSLATED:
        return  # one translator's catalog: English stays as it is
    subprocess.run([tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete",
                    "-pluralonly", *files, "-target-language", "en", "-ts",
                    str(FOLDER / "spider_qt_en.ts")], check=True)


def english_plurals() -> int:
    """English needs only "1 card" / "2 cards": made from the "(s)" of each source text,
    so new plural strings need no hand work. Returns how many were filled."""
    path = FOLDER / "spider_qt_en.ts"
    tree = ElementTree.parse(path)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if message.get("numerus") != "yes" or translation is None:
            continue
        if translation.get("type") != "unfinished":
            continue
        source = message.findtext("source") or ""
        forms = translation.findall("numerusform")
        forms[0].text = source.replace("(s)", "")
        forms[1].text = source.replace("(s)", "s")
        del translation.attrib["type"]
        filled += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return filled


def lrelease(out: Path = FOLDER, languages: tuple[str, ...] | None = None) -> list[Path]:
    made = []
    for ts in sorted(FOLDER.glob("spider_qt_*.ts")):
        if languages is not None and ts.stem.removeprefix("spider_qt_") not in languages:
            continue
        qm = out / ts.with_suffix(".qm").name
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
                       check=True)
        made.append(qm)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Refresh the .ts catalogs and compile them.")
    parser.add_argument("--release-only", action="store_true", help="only compile")
    parser.add_argument("--language", action="append", choices=[*TRANSLATED, "en"],
                        help="only this language (a translator's own catalog); repeatable")
    args = parser.parse_args(argv)
    only = tuple(args.language) if args.language else None
    FOLDER.mkdir(parents=True, exist_ok=True)
    if not args.release_only:
        lupdate(only or TRANSLATED)
        if only is None or "en" in only:
            print(f"English plural forms filled: {english_plurals()}")
    for qm in lrelease(languages=only):
        print(f"compiled {qm.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
