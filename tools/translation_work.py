"""A translator's work file for one language: the catalog's messages as JSON, and back.

``uv run python tools/translation_work.py export de work-de.json`` writes every message
of ``spider_qt_de.ts`` (its context, the English source, the note lupdate collected for
translators, how many plural forms the language has, and the translation so far);
``... import de work-de.json`` puts the translations back into the ``.ts`` (marked
finished where every form is filled) and ``uv run python -m spider_qt.i18n.update``
compiles them. Why JSON: a list of plain records is easier to fill, review and diff
than Qt's XML, and the import checks what a careless edit breaks (a lost placeholder,
the wrong number of plural forms, a message that is not in the catalog).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "spider_qt_resources" / "translations"
PLACEHOLDER = re.compile(r"%(\d|n)")

Key = tuple[str, str, bool]


def catalog(language: str) -> Path:
    return FOLDER / f"spider_qt_{language}.ts"


def _messages(tree: ElementTree.ElementTree) -> list[tuple[Key, ElementTree.Element]]:
    found = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.get("numerus") == "yes")
            found.append((key, message))
    return found


def export(language: str, out: Path) -> int:
    tree = ElementTree.parse(catalog(language))
    records = []
    for (context, source, numerus), message in _messages(tree):
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.findall("numerusform")]
        record: dict[str, object] = {"context": context, "source": source}
        note = message.findtext("extracomment")
        if note:
            record["note"] = note
        if numerus:
            record["forms"] = forms  # one entry per plural form of the language
        else:
            record["translation"] = translation.text or ""
        records.append(record)
    out.write_text(json.dumps(records, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(records)} messages of {catalog(language).name} -> {out}")
    return 0


def _problems(source: str, texts: list[str]) -> list[str]:
    wanted = sorted(set(PLACEHOLDER.findall(source)))
    return [f"placeholders {sorted(set(PLACEHOLDER.findall(t)))} instead of {wanted}: {t!r}"
            for t in texts if t and sorted(set(PLACEHOLDER.findall(t))) != wanted]


def import_(language: str, work: Path) -> int:
    path = catalog(language)
    tree = ElementTree.parse(path)
    by_key = dict(_messages(tree))
    records = json.loads(work.read_text(encoding="utf-8"))
    errors: list[str] = []
    filled = 0
    for record in records:
        numerus = "forms" in record
        key = (record["context"], record["source"], numerus)
        message = by_key.get(key)
        if message is None:
            errors.append(f"not in the catalog: {key}")
            continue
        translation = message.find("translation")
        assert translation is not None
        if numerus:
            forms = translation.findall("numerusform")
            texts = [str(t) for t in record["forms"]]
            if len(texts) != len(forms):
                errors.append(f"{len(texts)} forms instead of {len(forms)}: {record['source']!r}")
                continue
            for form, text in zip(forms, texts, strict=True):
                form.text = text
        else:
            texts = [str(record.get("translation", ""))]
            translation.text = texts[0]
        errors += _problems(record["source"], texts)
        if all(t.strip() for t in texts):
            translation.attrib.pop("type", None)
            filled += 1
        else:
            translation.set("type", "unfinished")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        return 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    text = path.read_text(encoding="utf-8")  # lupdate's own header, so diffs stay small
    text = text.replace("<?xml version='1.0' encoding='utf-8'?>",
                        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
    path.write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8")
    left = sum(1 for _, m in _messages(tree)
               if (m.find("translation") is not None
                   and m.find("translation").get("type") == "unfinished"))  # type: ignore[union-attr]
    print(f"{filled} translations into {path.name}; {left} still unfinished")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("export", "import"))
    parser.add_argument("language")
    parser.add_argument("work", type=Path)
    args = parser.parse_args(argv)
    if not catalog(args.language).exists():
        parser.error(f"no catalog {catalog(args.language)}")
    if args.action == "export":
        return export(args.language, args.work)
    return import_(args.language, args.work)


if __name__ == "__main__":
    sys.exit(main())
