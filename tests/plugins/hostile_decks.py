"""The card decks a tester put in a player's themes folder to harm spider-qt, and a good
KDE-style one, for :mod:`test_hostile_themes` and :mod:`test_hostile_theme_start`.

Each hostile deck is the small valid deck of :mod:`test_theme_plugins` (every card's id)
with one thing added, so the only reason to refuse it is that thing.
"""

from __future__ import annotations

import base64
import gzip
import io
import os
from collections.abc import Mapping
from pathlib import Path

from test_theme_plugins import deck_svg

from spider_qt.plugins.svg_check import MAX_SVG_BYTES
from spider_qt.plugins.themes import CARD_IDS

XLINK = "http://www.w3.org/1999/xlink"
#: A 1×1 PNG: an embedded image a deck may have.
PNG_1X1 = ("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAA"
           "BJRU5ErkJggg==")


def deck(extra: str = "", head: str = "", ids: tuple[str, ...] = CARD_IDS) -> str:
    """The valid deck with ``extra`` inside ``<svg>`` before the cards and ``head`` before
    ``<svg>`` (a DOCTYPE, a processing instruction); ``ids`` are the cards drawn as plain
    rectangles (leave one out to give it in ``extra``)."""
    opening, rest = deck_svg(ids).split(">", 1)
    return f'{head}{opening} xmlns:xlink="{XLINK}">{extra}{rest}'


def embedded(payload: bytes, kind: str = "image/png") -> str:
    return f"data:{kind};base64,{base64.b64encode(payload).decode()}"


def doubling(levels: int) -> str:
    """``<g id="uN">`` drawing ``uN-1`` twice, down to a rectangle: 2**levels elements."""
    return '<rect id="u0" width="1" height="1"/>' + "".join(
        f'<g id="u{i}"><use xlink:href="#u{i - 1}"/><use xlink:href="#u{i - 1}"/></g>'
        for i in range(1, levels + 1))


INNER_SVG = (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="{XLINK}">'
             '<image xlink:href="/etc/passwd" width="9" height="9"/></svg>').encode()
LAUGHS = "".join([
    '<!DOCTYPE svg [<!ENTITY l0 "lol">',
    *(f'<!ENTITY l{i} "{f"&l{i - 1};" * 10}">' for i in range(1, 10)), "]>"])

#: name → (deck, what the refusal says). Each is refused when it is registered.
HOSTILE: dict[str, tuple[str, str]] = {
    "passwd_image": (deck('<image xlink:href="/etc/passwd" width="9" height="9"/>'),
                     "has an <image> of '/etc/passwd': a deck's images must be embedded"),
    "file_url_image": (deck('<image href="file:///etc/passwd" width="9" height="9"/>'),
                       "has an <image> of 'file:///etc/passwd'"),
    "relative_image": (deck('<image xlink:href="../x.png" width="9" height="9"/>'),
                       "has an <image> of '../x.png'"),
    "http_image": (deck('<image xlink:href="http://example.com/x.png" width="9" height="9"/>'),
                   "has an <image> of 'http://example.com/x.png'"),
    "spaced_fragment_image": (deck('<image xlink:href=" #x" width="9" height="9"/>'),
                              "has an <image> of ' #x'"),
    "other_file_use": (deck('<use xlink:href="other.svg#x"/>'),
                       "refers to 'other.svg#x' from a <use>: a deck may refer only to its"),
    "svg_in_a_png": (deck(f'<image xlink:href="{embedded(INNER_SVG)}" width="9" height="9"/>'),
                     "that is not a PNG, JPEG, GIF, BMP or WebP image"),
    "plain_data": (deck('<image xlink:href="data:image/png,abc" width="9" height="9"/>'),
                   "that is not base64"),
    "css_url": (deck('<rect style="fill:url(../x.png)" width="9" height="9"/>'),
                "refers to '../x.png' in style of a <rect>"),
    "sheet_url": (deck("<style>rect { fill: url('http://example.com/x') }</style>"),
                  "refers to 'http://example.com/x' in a <style>"),
    "commented_url": (deck('<style>text { content: "/*" } rect { fill: url(/etc/x) } */'
                           "</style>"), "refers to '/etc/x' in a <style>"),
    "import": (deck("<style>@import url(#x);</style>"), "imports a style sheet (@import)"),
    "css_escape": (deck("<style>rect { fill: \\75 rl(/etc/x) }</style>"), "a CSS escape"),
    "xml_stylesheet": (deck(head='<?xml-stylesheet href="x.css" type="text/css"?>'),
                       "links a style sheet (<?xml-stylesheet?>)"),
    "big_entity": (deck("<text>&big;</text>", head='<!DOCTYPE svg [<!ENTITY big "'
                        + "x" * 20_000 + '">]>'),
                   "declares entities that expand to more than 1024 characters"),
    "entity_laughs": (deck("<text>&l9;</text>", head=LAUGHS),
                      "declares entities that expand to more than 1024 characters"),
    "external_entity": (deck("<text>&pw;</text>",
                             head='<!DOCTYPE svg [<!ENTITY pw SYSTEM "file:///etc/passwd">]>'),
                        "declares the external entity &pw; ('file:///etc/passwd')"),
    "parameter_entity": (deck(head='<!DOCTYPE svg [<!ENTITY % p "x">]>'),
                         "declares the parameter entity %p;"),
    "self_use": (deck('<g id="loop"><use xlink:href="#loop"/></g>'),
                 "refers to itself through #loop → #loop"),
    "self_pattern": (deck('<pattern id="p" width="4" height="4"><rect width="4" height="4" '
                          'fill="url(#p)"/></pattern>'), "refers to itself through #p → #p"),
    "mutual": (deck('<g id="a"><use xlink:href="#b"/></g><g id="b"><use xlink:href="#a"/></g>'),
               "refers to itself through #a → #b → #a"),
    "sheet_cycle": (deck('<style>.tile { fill: url(#p) }</style><pattern id="p" width="4" '
                         'height="4"><rect class="tile" width="4" height="4"/></pattern>'),
                    "refers to itself through #p → #p"),
    "use_bomb": (deck(f'<defs>{doubling(40)}</defs><use id="back" xlink:href="#u40"/>',
                      ids=CARD_IDS[:-1]),
                 "would draw more than 200000 elements for back"),
    "unused_bomb": (deck(f"<defs>{doubling(40)}</defs>"),
                    "expands to more than 2000000 elements"),
    "use_chain": (deck('<defs><rect id="c0" width="1" height="1"/>' + "".join(
        f'<use id="c{i}" xlink:href="#c{i - 1}"/>' for i in range(1, 300)) + "</defs>"),
        "nests more than 100 levels deep"),
    "deep_nesting": (deck("<g>" * 150 + "</g>" * 150), "nests elements more than 100 deep"),
}


#: A blur as wide as a city on the back: nothing to refuse before Qt (a filter is a
#: deck's right), QtSvg itself declines a filter that big.
BLUR_BOMB = deck('<filter id="blur" x="-100000" y="-100000" width="200000" height="200000" '
                 'filterUnits="userSpaceOnUse"><feGaussianBlur stdDeviation="100000"/>'
                 '</filter><rect id="back" width="8" height="11" filter="url(#blur)"/>',
                 ids=CARD_IDS[:-1])


def packed(text: str | bytes) -> bytes:
    return gzip.compress(text.encode() if isinstance(text, str) else text)


def unpacking_bomb(size: int = 64 << 20) -> bytes:
    """A gzip stream of a few kilobytes per megabyte that unpacks to ``size`` bytes."""
    out = io.BytesIO()
    with gzip.GzipFile(fileobj=out, mode="wb") as writing:
        writing.write(deck(head="").split(">", 1)[0].encode())
        chunk = b" " * (1 << 20)
        for _ in range(size >> 20):
            writing.write(chunk)
    return out.getvalue()


def padded_deck(size: int = MAX_SVG_BYTES + 1) -> str:
    """A valid deck padded with a comment to ``size`` bytes (one past the limit unless
    told)."""
    text = deck()
    return text.replace("<g>", "<!--" + "x" * (size - len(text) - 7) + "--><g>", 1)


def kde_deck() -> str:
    """A deck as Inkscape, Illustrator and KDE write them: XML declaration, a DOCTYPE with
    namespace entities, editor namespaces and RDF metadata naming a licence by URL,
    gradients picked by a style sheet's classes (their stops too), a pip drawn by <use>,
    an embedded PNG; each card a rectangle of the colour of the plain test deck."""
    cards = deck_svg().split("<g>", 1)[1].rsplit("</g>", 1)[0]
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" '
        '"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n'
        '  <!ENTITY ns_svg "http://www.w3.org/2000/svg">\n'
        f'  <!ENTITY ns_xlink "{XLINK}">\n'
        '  <!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">\n]>\n'
        '<svg xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" xmlns:x="&ns_extend;" '
        'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" '
        'xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" '
        'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
        'xmlns:cc="http://creativecommons.org/ns#" id="svg2" width="600" height="12">'
        '<metadata id="metadata7"><rdf:RDF><cc:Work rdf:about=""><cc:license '
        'rdf:resource="http://creativecommons.org/licenses/by-sa/3.0/"/></cc:Work></rdf:RDF>'
        '</metadata><sodipodi:namedview id="base" inkscape:current-layer="layer1"/>'
        "<style><![CDATA[ .st0 { fill: url(#SVGID_1_); } /* the pips */ "
        ".st1, g > .st2 { stroke: url('#SVGID_2_') } ]]></style>"
        '<defs id="defs4">'
        '<linearGradient id="SVGID_1_"><stop class="st0" offset="0" style="stop-color:#fff"/>'
        '<stop offset="1" style="stop-color:#000"/></linearGradient>'
        '<linearGradient id="SVGID_2_" xlink:href="#SVGID_1_"/>'
        '<g id="pip_heart"><path class="st0 st1" d="M 0,0 L 2,0 L 1,2 Z"/></g>'
        f'<image id="logo" width="1" height="1" xlink:href="data:image/png;base64,{PNG_1X1}"/>'
        "</defs>"
        f'<g id="layer1" inkscape:label="Cards" inkscape:groupmode="layer">{cards}'
        '<use xlink:href="#pip_heart" x="4" y="4"/><use xlink:href="#logo"/></g></svg>')


def theme(root: Path, name: str, files: Mapping[str, str | bytes]) -> Path:
    """``root/themes/name`` holding ``files`` (text or bytes), private to the player."""
    folder = root / "themes" / name
    folder.mkdir(parents=True)
    for file_name, content in files.items():
        path = folder / file_name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        path.chmod(0o644)
    folder.chmod(0o755)
    (root / "themes").chmod(0o755)
    return folder


def hostile_profile(root: Path) -> dict[str, str]:
    """A profile at ``root`` with a good KDE-style theme (``good``), the blur bomb that
    passes the checks (``blur_bomb``) and many hostile decks; what each hostile folder's
    refusal says, by its folder name."""
    (root / "plugins").mkdir(parents=True)
    for folder in (root, root / "plugins"):
        folder.chmod(0o755)
    theme(root, "good", {"cards.svgz": packed(kde_deck()),
                         "index.desktop": "[KDE Backdeck]\nName=Good\nSVG=cards.svgz\n"})
    theme(root, "blur_bomb", {"cards.svg": BLUR_BOMB})
    said = {}
    for name in ("passwd_image", "file_url_image", "svg_in_a_png", "big_entity",
                 "external_entity", "self_use", "self_pattern", "mutual", "use_bomb",
                 "use_chain"):
        text, words = HOSTILE[name]
        theme(root, name, {"cards.svg": text})
        said[name] = words
    theme(root, "oversized", {"cards.svg": padded_deck()})
    said["oversized"] = "is larger than 5 MiB"
    theme(root, "svgz_bomb", {"cards.svgz": unpacking_bomb()})
    said["svgz_bomb"] = "unpacks to more than 5 MiB"
    (root / "outside.svg").write_text(deck(), encoding="utf-8")
    theme(root, "escape", {"theme.json": '{"name": "Escape", "svg": "../../outside.svg"}'})
    said["escape"] = "'../../outside.svg' leads out of the folder"
    os.mkfifo(theme(root, "fifo", {}) / "cards.svg")
    said["fifo"] = "is not a regular file"
    (theme(root, "dev_zero", {}) / "cards.svg").symlink_to("/dev/zero")
    said["dev_zero"] = "'cards.svg' leads out of the folder (to /dev/zero)"
    return said
