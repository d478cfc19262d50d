"""Whether an SVG deck is safe to hand to QtSvg, decided on the very bytes Qt will get.

A deck in the player's themes folder is a stranger's file, and QtSvg trusts what it is
given: it reads any file an ``<image>`` names by its path (and so does an SVG embedded as
a ``data:`` URI, whatever type that claims), and with Qt 6.11 it took 42 s to load a
chain of 10,000 ``<use>`` and over a minute for ``<use>`` doubling 30 times, none of it
even drawn. So a deck is read here with every size
bounded while it is read, parsed with expat (which shows the DTD's entity declarations),
and refused, with a one-line reason, if it could reach outside itself or make Qt work
without bound. :func:`read_deck` returns the bytes it checked; the UI renders those, never
a second read of the file.

The checks are deliberately a superset of what Qt would do: a deck that is merely odd in
these ways is refused too, so each rule can be said in a sentence to a deck's author
(docs/plugins.md, section 6) and checked without knowing what each Qt version tolerates.
"""

from __future__ import annotations

import base64
import binascii
import os
import re
import stat
import xml.parsers.expat as expat
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Final

from spider_qt.engine import SpecError

from .card_ids import CARD_IDS
from .svg_refs import MAX_DEPTH, Cycle, Graph, Refused, RegionKey

MAX_SVG_BYTES: Final = 5 << 20
"""A deck is refused beyond this, packed or unpacked, and so is the text it grows to once
its entities are expanded (KDE's biggest decks are a few MiB)."""
MAX_ABOUT_BYTES: Final = 64 << 10
"""``theme.json`` and ``index.desktop`` are a few lines; anything bigger is not one."""
MAX_ENTITY_CHARS: Final = 1024
"""All the DTD's entities together, expanded: Illustrator declares a few namespace names."""

GZIP_MAGIC: Final = b"\x1f\x8b"
_CHUNK: Final = 1 << 16

#: What an embedded image (``data:`` URI) may be: raster formats only, as their first bytes
#: say (Qt guesses the format from them, not from the URI's type: an SVG claiming to be a
#: PNG would be rendered as SVG, with nothing of this module between it and the disk).
#: Each signature is bytes no XML document can start with, so even an image reader that
#: sniffs "<svg" a few bytes in cannot parse what follows as SVG.
RASTER_SIGNATURES: Final = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff", b"GIF87a", b"GIF89a",
                            b"BM")
_DATA_URI = re.compile(r"data:[\w.+/-]*(?:;[\w.+=-]+)*;base64,([A-Za-z0-9+/=\s]*)", re.ASCII)
_URL_START = re.compile(r"url\s*\(", re.IGNORECASE)
_URL = re.compile(r"url\s*\(\s*(['\"]?)(.*?)\1\s*\)", re.IGNORECASE | re.DOTALL)
_IMPORT = re.compile(r"@import", re.IGNORECASE)
_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_RULE = re.compile(r"([^{}]*)\{([^{}]*)\}")
_ENTITY_REF = re.compile(r"&([^\s&;#]+);")
_XML_ID = "http://www.w3.org/XML/1998/namespace id"
_IMAGES: Final = frozenset({"image", "feImage"})
#: Elements whose paint is never drawn: a gradient's stop "filled" with its own gradient
#: (Illustrator's style sheets give stops classes) is no cycle.
_UNPAINTED: Final = frozenset({"stop"})


def read_bounded(path: Path, limit: int, who: str, what: str = "the file",
                 field: str = "svg") -> bytes:
    """The bytes of the regular file ``path``, refused past ``limit`` bytes.

    Checked before opening (a FIFO would block the open, a device could do anything on
    it) and again on the open file (the name may have been swapped in between); read in
    chunks, so a file that grows while it is read still stops at ``limit + 1`` bytes.
    """
    flags = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
             | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise SpecError(f"{who}: {path} is not a regular file (a folder, FIFO or "
                            "device cannot be a theme's file)", field)
        fd = os.open(path, flags)
        with open(fd, "rb", buffering=0, closefd=True) as file:
            info = os.fstat(file.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise SpecError(f"{who}: {path} is not a regular file", field)
            if info.st_size > limit:
                raise SpecError(f"{who}: {path} is larger than {_size(limit)}", field)
            data = _at_most(file.read, limit)
    except FileNotFoundError:
        raise SpecError(f"{who}: {what} {path} does not exist", field) from None
    except OSError as exc:
        raise SpecError(f"{who}: {path} cannot be read ({exc.strerror or exc})", field) from None
    if len(data) > limit:
        raise SpecError(f"{who}: {path} is larger than {_size(limit)}", field)
    return data


def _at_most(read: Callable[[int], bytes], limit: int) -> bytes:
    """What ``read`` gives, a chunk at a time up to ``limit`` + 1 bytes (one more
    than allowed says it is too big) and no further, however much more it has."""
    chunks: list[bytes] = []
    got = 0
    while got <= limit:
        chunk = read(min(_CHUNK, limit + 1 - got))
        if not chunk:
            break
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


def read_deck(path: Path, who: str = "card theme") -> bytes:
    """The deck at ``path``, unpacked if it is an SVGZ, once every check has passed: the
    bytes to render. Raises :class:`SpecError` (field ``svg``) with the reason."""
    data = read_bounded(path, MAX_SVG_BYTES, who, "the SVG file")
    if data[:2] == GZIP_MAGIC:
        data = _unpack(data, path, who)
    try:
        check_deck(data)
    except expat.ExpatError as exc:
        raise SpecError(f"{who}: {path} is not a well-formed SVG file "
                        f"({expat.ErrorString(exc.code)}: line {exc.lineno}, column "
                        f"{exc.offset})", "svg") from None
    except Refused as exc:
        raise SpecError(f"{who}: {path} {exc}", "svg") from None
    return data


def _unpack(packed: bytes, path: Path, who: str) -> bytes:
    """A gzip-packed deck unpacked a chunk at a time, never past the limit by more than a
    byte: a few kilobytes can unpack to gigabytes."""
    import gzip
    import io
    import zlib

    try:
        with gzip.GzipFile(fileobj=io.BytesIO(packed)) as unpacking:
            data = _at_most(unpacking.read, MAX_SVG_BYTES)
    except (OSError, EOFError, zlib.error) as exc:
        raise SpecError(f"{who}: {path} cannot be unpacked ({exc})", "svg") from None
    if len(data) > MAX_SVG_BYTES:
        raise SpecError(f"{who}: {path} unpacks to more than {_size(MAX_SVG_BYTES)}", "svg")
    return data


def check_deck(data: bytes) -> None:
    """Raise :class:`Refused` (or expat's error for a malformed file) unless ``data`` is an
    SVG deck with every card, referring to nothing outside itself, without a reference
    cycle, and within the bounds of :mod:`.svg_refs` once its references are expanded."""
    scan = _Scan()
    scan.parse(data)
    missing = [element for element in CARD_IDS if element not in scan.graph.regions]
    if missing:
        shown = ", ".join(missing[:4]) + (f" and {len(missing) - 4} more" if len(missing) > 4
                                         else "")
        raise Refused(f"has no element with the id {shown} (an SVG deck names its cards "
                      "1_club … king_spade, and back)")
    scan.graph.check(CARD_IDS)


class _Scan:
    """expat's handlers: every element, attribute, entity and style sheet, checked as it
    comes, and the reference graph built for :meth:`Graph.check`."""

    def __init__(self) -> None:
        self.graph = Graph()
        self.entities: dict[str, str] = {}
        self.text = 0  # characters of text and attribute values, entities expanded
        #: The open elements: (region, depth below the region's element, a <style>?).
        self.open: list[tuple[RegionKey, int, bool]] = []
        self.style: list[str] | None = None  # the text of the open <style>
        self.seen_root = False

    def parse(self, data: bytes) -> None:
        parser = expat.ParserCreate(namespace_separator=" ")
        parser.buffer_text = True
        parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
        parser.EntityDeclHandler = self.entity
        parser.EndDoctypeDeclHandler = self.end_doctype
        parser.SkippedEntityHandler = self.skipped
        parser.ProcessingInstructionHandler = self.instruction
        parser.StartElementHandler = self.start
        parser.EndElementHandler = self.end
        parser.CharacterDataHandler = self.characters
        parser.Parse(data, True)

    # --- the DTD ------------------------------------------------------------------------------

    def entity(self, name: str, is_parameter: int, value: str | None, _base: str | None,
               system_id: str | None, _public_id: str | None, notation: str | None) -> None:
        if is_parameter:
            raise Refused(f"declares the parameter entity %{name}; (a deck may declare "
                          "short text entities only)")
        if value is None:
            raise Refused(f"declares the external entity &{name}; "
                          f"({_shown(system_id or notation or '')}), which would read "
                          "another file")
        self.entities[name] = value

    def end_doctype(self) -> None:
        size = entity_text(self.entities)
        if size > MAX_ENTITY_CHARS:
            raise Refused(f"declares entities that expand to more than {MAX_ENTITY_CHARS} "
                          "characters")

    def skipped(self, name: str, _is_parameter: int) -> None:
        raise Refused(f"uses the entity &{name}; without declaring it")

    def instruction(self, target: str, _data: str) -> None:
        if target.lower() == "xml-stylesheet":
            raise Refused("links a style sheet (<?xml-stylesheet?>): a deck keeps its "
                          "styles inside itself")

    # --- the elements -------------------------------------------------------------------------

    def start(self, name: str, attributes: dict[str, str]) -> None:
        tag = name.rpartition(" ")[2]
        if not self.seen_root:
            if tag != "svg":
                raise Refused("is XML but not SVG: its root element is not <svg>")
            self.seen_root = True
        if len(self.open) >= MAX_DEPTH:
            raise Refused(f"nests elements more than {MAX_DEPTH} deep")
        self._count(sum(map(len, attributes.values())))
        key = attributes.get("id") or attributes.get(_XML_ID) or None
        parent, depth = (self.open[-1][:2] if self.open else (None, -1))
        painted = tag not in _UNPAINTED  # else no style rule's url(#…) counts for it
        region, depth = self.graph.element(
            key, parent, depth, tag if painted else "",
            attributes.get("class", "").split() if painted else ())
        is_style = tag == "style"
        self.open.append((region, depth, is_style))
        if is_style:
            self.style = []
        for attribute, value in attributes.items():
            local = attribute.rpartition(" ")[2]
            if local == "href":
                target = _href(value, tag)
                if target is not None:
                    self.graph.refer(region, depth, target)
            if local == "style":
                _check_css(value, f"the style of a <{tag}>")
            if "(" not in value:  # no url(…): most values (path data, colours) end here
                continue
            for target in _urls(value, f"{local} of a <{tag}>"):
                if painted:
                    self.graph.refer(region, depth, target)

    def end(self, _name: str) -> None:
        _, _, is_style = self.open.pop()
        if is_style and self.style is not None:
            self._style_sheet("".join(self.style))
            self.style = None

    def characters(self, text: str) -> None:
        self._count(len(text))
        if self.style is not None:
            self.style.append(text)

    def _count(self, characters: int) -> None:
        self.text += characters
        if self.text > MAX_SVG_BYTES:
            raise Refused(f"grows past {_size(MAX_SVG_BYTES)} of text once its entities are "
                          "expanded")

    def _style_sheet(self, text: str) -> None:
        """A ``<style>``'s rules: each ``url(#id)`` counts for the elements its selector
        may pick (a superset: only the last part of a selector is looked at). Checked with
        its comments in: a ``/*`` inside a string must not hide what follows it."""
        _check_css(text, "a <style>")
        every = Counter(_urls(text, "a <style>"))
        assigned: Counter[str] = Counter()
        for rule in _RULE.finditer(_COMMENT.sub(" ", text)):
            targets = list(_urls(rule[2], "a <style>"))
            for selector in rule[1].split(",") if targets else ():
                self.graph.style_rule(_subject(selector), targets)
            assigned.update(targets)
        rest = list((every - assigned).elements())
        if rest:  # url(#id) outside any rule read here: it may apply to anything
            self.graph.style_rule(("all", ""), rest)


def _href(value: str, tag: str) -> str | None:
    """The id an ``href`` refers to (``None`` for an embedded image), or :class:`Refused`.

    Qt takes the value as it is: ``" #x"`` would be a file name, so no space is allowed
    before the ``#``; an ``<image>`` takes a ``#`` as a file name too, so it must embed."""
    if value.startswith("data:"):
        _check_data(value, tag)
        return None
    if value.startswith("#") and tag not in _IMAGES:
        return value[1:]
    if tag in _IMAGES:
        raise Refused(f"has an <{tag}> of {_shown(value)}: a deck's images must be embedded "
                      "(data:image/png;base64,…), never read from a file or the network")
    raise Refused(f"refers to {_shown(value)} from a <{tag}>: a deck may refer only to its "
                  "own elements (#id) and embedded images (data:)")


def _check_data(value: str, tag: str) -> None:
    match = _DATA_URI.fullmatch(value)
    if match is None:
        raise Refused(f"embeds data in a <{tag}> that is not base64 "
                      "(data:image/png;base64,…)")
    try:
        payload = base64.b64decode("".join(match[1].split()), validate=True)
    except (binascii.Error, ValueError):
        raise Refused(f"embeds data in a <{tag}> that is not valid base64") from None
    if not payload.startswith(RASTER_SIGNATURES) and not (
            payload[:4] == b"RIFF" and payload[8:12] == b"WEBP"):
        raise Refused(f"embeds something in a <{tag}> that is not a PNG, JPEG, GIF, BMP or "
                      "WebP image (an embedded SVG could read other files)")


def _urls(value: str, where: str) -> Iterator[str]:
    """The ids of the ``url(#id)`` in ``value``; :class:`Refused` for any other url()."""
    for start in _URL_START.finditer(value):
        match = _URL.match(value, start.start())
        if match is None:
            raise Refused(f"has an unclosed url( in {where}")
        target = match[2].strip()
        if not target.startswith("#"):
            raise Refused(f"refers to {_shown(target)} in {where}: url(...) may name only "
                          "the deck's own elements, url(#id)")
        yield target[1:].strip()


def _check_css(text: str, where: str) -> None:
    if "\\" in text:
        raise Refused(f"has a CSS escape (\\) in {where}, which could hide a reference")
    if _IMPORT.search(text):
        raise Refused(f"imports a style sheet (@import) in {where}: a deck keeps its styles "
                      "inside itself")


def _subject(selector: str) -> tuple[str, str]:
    """What a selector picks, by its last compound: ``("class", "st0")`` for ``g .st0``,
    ``("id", …)``, ``("tag", …)``, or ``("all", "")`` when it says nothing narrower."""
    parts = re.split(r"[\s>+~]+", selector.strip())
    last = re.sub(r"\[[^\]]*\]|::?[\w-]+(?:\([^)]*\))?", "", parts[-1])
    found = re.search(r"#([\w-]+)", last) or re.search(r"\.([\w-]+)", last)
    if found is not None:
        return ("id" if found[0][0] == "#" else "class", found[1])
    tag = re.match(r"[A-Za-z][\w-]*", last)
    return ("tag", tag[0].lower()) if tag is not None else ("all", "")


def entity_text(entities: dict[str, str]) -> int:
    """How many characters all ``entities`` expand to together, each one's references to
    the others expanded (a chain of doublings is counted in a few steps, capped just past
    the limit). :class:`Refused` for entities that refer to themselves."""
    graph = Graph(limit=MAX_ENTITY_CHARS + 1)
    for name, value in entities.items():
        names = _ENTITY_REF.findall(value)
        undeclared = sum(1 for other in names if other not in entities)  # &lt; is one character
        graph.entity(name, len(_ENTITY_REF.sub("", value)) + undeclared, names)
    try:
        return graph.total_of(entities)
    except Cycle as cycle:
        raise Refused("declares entities that refer to themselves ("
                      + " → ".join(f"&{key};" for key in cycle.path) + ")") from None


def _shown(value: str) -> str:
    """A stranger's text in a one-line message: quoted, escaped, at most 60 characters."""
    return repr(value if len(value) <= 60 else value[:57] + "...")


def _size(limit: int) -> str:
    return f"{limit >> 20} MiB" if limit >= 1 << 20 else f"{limit >> 10} KiB"
