"""Each language, pinned: the board of SD1-S4-AAAAABD as ``--describe`` prints it, and the
plural forms of "Stock: %n card(s)" for 0, 1, 2, 5 and 21 (Czech and Romanian have three
forms, Italian two, Indonesian one)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from spider_qt import i18n
from spider_qt.engine import new_game
from spider_qt.i18n.texts import Describe, describe

DESCRIPTIONS = {
    "en": (
        "Stock: 24 cards, 4 deals left; no sequence removed. Column 1: 0 face down, then "
        "5 of diamonds; column 2: 1 face down, then ace of spades; column 3: 2 face down,"
        " then jack of hearts; column 4: 3 face down, then 9 of hearts; column 5: 4 face "
        "down, then ace of diamonds; column 6: 5 face down, then 4 of hearts; column 7: 6"
        " face down, then queen of diamonds."
    ),
    "ro": (
        "Rezervă: 24 de cărți, 4 distribuiri rămase; nicio suită eliminată. Coloana 1: 0 "
        "cu fața în jos, apoi 5 de caro; coloana 2: 1 cu fața în jos, apoi as de pică; "
        "coloana 3: 2 cu fața în jos, apoi valet de cupă; coloana 4: 3 cu fața în jos, "
        "apoi 9 de cupă; coloana 5: 4 cu fața în jos, apoi as de caro; coloana 6: 5 cu "
        "fața în jos, apoi 4 de cupă; coloana 7: 6 cu fața în jos, apoi damă de caro."
    ),
    "cs": (
        "Dobírací balíček: 24 karet, zbývající rozdání: 4; žádná postupka nebyla "
        "odebrána. Sloupec 1: skryté karty: 0, dále kárová 5; sloupec 2: skryté karty: 1,"
        " dále pikové eso; sloupec 3: skryté karty: 2, dále srdcový kluk; sloupec 4: "
        "skryté karty: 3, dále srdcová 9; sloupec 5: skryté karty: 4, dále kárové eso; "
        "sloupec 6: skryté karty: 5, dále srdcová 4; sloupec 7: skryté karty: 6, dále "
        "kárová dáma."
    ),
    "id": (
        "Tumpukan cadangan: 24 kartu, tersisa 4 kali pembagian; belum ada urutan yang "
        "dikeluarkan. Kolom 1: 0 kartu tertutup, lalu 5 wajik; kolom 2: 1 kartu tertutup,"
        " lalu as sekop; kolom 3: 2 kartu tertutup, lalu jack hati; kolom 4: 3 kartu "
        "tertutup, lalu 9 hati; kolom 5: 4 kartu tertutup, lalu as wajik; kolom 6: 5 "
        "kartu tertutup, lalu 4 hati; kolom 7: 6 kartu tertutup, lalu ratu wajik."
    ),
    "it": (
        "Tallone: 24 carte, 4 distribuzioni rimaste; nessuna sequenza rimossa. Colonna 1:"
        " 0 coperte, poi 5 di quadri; colonna 2: 1 coperta, poi asso di picche; colonna "
        "3: 2 coperte, poi fante di cuori; colonna 4: 3 coperte, poi 9 di cuori; colonna "
        "5: 4 coperte, poi asso di quadri; colonna 6: 5 coperte, poi 4 di cuori; colonna "
        "7: 6 coperte, poi regina di quadri."
    ),
}
STOCK = {
    "en": [
        "Stock: 0 cards",
        "Stock: 1 card",
        "Stock: 2 cards",
        "Stock: 5 cards",
        "Stock: 21 cards",
    ],
    "ro": [
        "Rezervă: 0 cărți",
        "Rezervă: 1 carte",
        "Rezervă: 2 cărți",
        "Rezervă: 5 cărți",
        "Rezervă: 21 de cărți",
    ],
    "cs": [
        "Dobírací balíček: 0 karet",
        "Dobírací balíček: 1 karta",
        "Dobírací balíček: 2 karty",
        "Dobírací balíček: 5 karet",
        "Dobírací balíček: 21 karet",
    ],
    "id": [
        "Tumpukan cadangan: 0 kartu",
        "Tumpukan cadangan: 1 kartu",
        "Tumpukan cadangan: 2 kartu",
        "Tumpukan cadangan: 5 kartu",
        "Tumpukan cadangan: 21 kartu",
    ],
    "it": [
        "Tallone: 0 carte",
        "Tallone: 1 carta",
        "Tallone: 2 carte",
        "Tallone: 5 carte",
        "Tallone: 21 carte",
    ],
}


@pytest.fixture
def language(qapp: QCoreApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.mark.parametrize("language", list(DESCRIPTIONS), indirect=True)
def test_the_board_in_each_language(language: str) -> None:
    assert describe(new_game("SD1-S4-AAAAABD")) == "".join(DESCRIPTIONS[language])


@pytest.mark.parametrize("language", list(STOCK), indirect=True)
def test_plural_forms_for_0_1_2_5_21(language: str) -> None:
    assert [Describe().stock(n) for n in (0, 1, 2, 5, 21)] == STOCK[language]


@pytest.mark.parametrize("code", list(DESCRIPTIONS))
def test_describe_on_the_command_line(code: str) -> None:
    env = {**os.environ}
    env.pop("QT_QPA_PLATFORM", None)  # --describe needs no display
    out = subprocess.run(
        [sys.executable, "-m", "spider_qt", "--lang", code, "--describe", "SD1-S4-AAAAABD"],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        timeout=60,
    ).stdout
    assert out.strip() == "".join(DESCRIPTIONS[code])
