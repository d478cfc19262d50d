<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation>Začít toto rozdání znovu?</translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation>Začít toto rozdání znovu od začátku?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Hrát znovu</translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation>Začít novou hru?</translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation>Opustit tuto hru a začít novou?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>Rozehraná hra (%n tah) skončí a ve statistice se započítá jako prohra.</numerusform>
            <numerusform>Rozehraná hra (%n tahy) skončí a ve statistice se započítá jako prohra.</numerusform>
            <numerusform>Rozehraná hra (%n tahů) skončí a ve statistice se započítá jako prohra.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give Up and See &amp;Where It Was Lost</source>
        <translation>Vzdát a &amp;ukázat, kde se hra prohrála</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>Hrát &amp;dál</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Příště se neptat</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>Rozdána %n karta</numerusform>
            <numerusform>Rozdány %n karty</numerusform>
            <numerusform>Rozdáno %n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%1 a %n další karta na %2</numerusform>
            <numerusform>%1 a %n další karty na %2</numerusform>
            <numerusform>%1 a %n dalších karet na %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%1 a %n další karta zpět na %2</numerusform>
            <numerusform>%1 a %n další karty zpět na %2</numerusform>
            <numerusform>%1 a %n dalších karet zpět na %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Vráceno zpět.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Nová hra.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Znovu provedeno: %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>rozdání</translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation>%1 zpět na %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Vráceno zpět: %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>%1 turned face up</source>
        <translation>otočena lícem nahoru: %1</translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>odebrána postupka %1 karet</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Seconds the demo&apos;s solver may search from the position before it gives up. How long a status bar message stays (ms). With hints on, the worker starts this long after the window (ms): out of the start-up&apos;s way, yet ready before the first hint, which would otherwise wait for a fresh interpreter.</extracomment>
        <translation>Hledám tip…</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation>Ukázka: hledám cestu k výhře… %1 %</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation>Ukázka: hledám cestu k výhře…</translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation>Ukázka: stiskněte libovolnou klávesu nebo klepněte a hrajte dál sami.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Ukázka zastavena.</translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation>Žádný tah tu nevypadá užitečně: zkuste Zpět, nebo začněte znovu.</translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation>Tip: rozdejte novou řadu z dobíracího balíčku.</translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation>Tip: přesuňte kartu %1 (%2 → %3).</translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>Tip: přesuňte kartu %1 a %n kartu na ní (%2 → %3).</numerusform>
            <numerusform>Tip: přesuňte kartu %1 a %n karty na ní (%2 → %3).</numerusform>
            <numerusform>Tip: přesuňte kartu %1 a %n karet na ní (%2 → %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation>Ukázka odsud nenašla žádnou cestu k výhře.</translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation>Ukázka zastavena: jste na tahu.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Řešitel selhal: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation>sloupec %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Hrací stůl</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>Dobírací balíček: zbývá %n rozdání. Klepnutím rozdáte.</numerusform>
            <numerusform>Dobírací balíček: zbývají %n rozdání. Klepnutím rozdáte.</numerusform>
            <numerusform>Dobírací balíček: zbývá %n rozdání. Klepnutím rozdáte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>ace of spades</source>
        <extracomment>Every card&apos;s name by (rank, suit letter), a text of its own so each language can inflect it (Czech &quot;křížová 4&quot; but &quot;křížové eso&quot;); context ``&quot;Card&quot;``. (A ``Suit`` is a ``str`` equal to its letter, so it finds its entry too.)</extracomment>
        <translation>pikové eso</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>piková 2</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>piková 3</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>piková 4</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>piková 5</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>piková 6</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>piková 7</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>piková 8</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>piková 9</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>piková 10</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>pikový kluk</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>piková dáma</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>pikový král</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>srdcové eso</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>srdcová 2</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>srdcová 3</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>srdcová 4</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>srdcová 5</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>srdcová 6</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>srdcová 7</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>srdcová 8</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>srdcová 9</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>srdcová 10</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>srdcový kluk</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>srdcová dáma</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>srdcový král</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>kárové eso</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>kárová 2</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>kárová 3</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>kárová 4</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>kárová 5</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>kárová 6</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>kárová 7</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>kárová 8</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>kárová 9</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>kárová 10</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>kárový kluk</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>kárová dáma</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>kárový král</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>křížové eso</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>křížová 2</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>křížová 3</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>křížová 4</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>křížová 5</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>křížová 6</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>křížová 7</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>křížová 8</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>křížová 9</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>křížová 10</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>křížový kluk</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>křížová dáma</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>křížový král</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation>Klasický</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Velké označení</translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation>Kód hry je prázdný. Kód vypadá například takto: %1.</translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation>Toto je na kód hry příliš dlouhé. Kód vypadá například takto: %1.</translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation>Kód hry obsahuje jen písmena, číslice a pomlčky, například %1.</translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation>Kód hry končí %1 písmeny za poslední pomlčkou, například %2.</translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation>Tento kód pochází z novější verze spider-qt. Chcete-li toto rozdání hrát, aktualizujte spider-qt.</translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation>Číslo za písmeny %1 musí být %2, ne %3.</translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation>Kód hry %1 potřebuje za počtem barev písmeno pravidel: %2.</translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation>Kódy hry %1 nemají písmeno pravidel: odstraňte %2 za počtem barev.</translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation>Číslo rozdání musí být od 0 do %1.</translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation>Není nainstalována žádná varianta hry.</translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation>Toto není platný kód hry.</translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation>Toto není kód hry. Kód vypadá například takto: %1.</translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation>Žádná nainstalovaná varianta nemá kódy začínající na %1. Zkontrolujte kód, nebo nainstalujte zásuvný modul, který tuto variantu přidává.</translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation>Varianta %1 není nainstalována.</translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation>Hru %1 nelze hrát s tímto počtem barev.</translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation>Počet barev ve hře %1 může být jen 1, ne %2.</translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation>Počet barev ve hře %1 může být %2, ne %3.</translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation>Hra %1 při tomto počtu barev nenabízí pravidla %2.</translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation>Hra %1 při 1 barvě nemá písmeno pravidel %2: použijte %3.</translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation>Hra %1 při %2 barvách nemá písmeno pravidel %3: použijte %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 nebo %2</translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <source>Only a deal with a game code can be checked.</source>
        <extracomment>Seconds the solver may search for a winning line of a deal.</extracomment>
        <translation>Ověřit lze jen rozdání s kódem hry.</translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation>Dá se toto rozdání vyhrát?</translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation>Hraji rozdání %1 od začátku se znalostí všech karet…</translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>Ano: rozdání %1 se dá vyhrát, a to v %n tahu.</numerusform>
            <numerusform>Ano: rozdání %1 se dá vyhrát, a to ve %n tazích.</numerusform>
            <numerusform>Ano: rozdání %1 se dá vyhrát, a to v %n tazích.</numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation>Vítěznou cestu si můžete prohlédnout od začátku rozdání; hra se pak počítá jako hraná s pomocí.</translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation>&amp;Přehrát vítěznou cestu</translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>Za %n sekundu se nenašla žádná cesta, jak vyhrát rozdání %1.</numerusform>
            <numerusform>Za %n sekundy se nenašla žádná cesta, jak vyhrát rozdání %1.</numerusform>
            <numerusform>Za %n sekund se nenašla žádná cesta, jak vyhrát rozdání %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation>Rozdání přesto může být vyhratelné: hledání muselo někde skončit.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zavřít</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Řešitel selhal: %1</translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation>Dalo se předchozí rozdání vyhrát?</translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation>Žádné tahy nezbývají. Dalo se toto rozdání vyhrát?</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation>Sloupec %1: prázdný</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>sloupec %1: prázdný</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>skryté karty: %n</numerusform>
            <numerusform>skryté karty: %n</numerusform>
            <numerusform>skryté karty: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Dobírací balíček: %n karta</numerusform>
            <numerusform>Dobírací balíček: %n karty</numerusform>
            <numerusform>Dobírací balíček: %n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>zbývající rozdání: %n</numerusform>
            <numerusform>zbývající rozdání: %n</numerusform>
            <numerusform>zbývající rozdání: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>odebrané postupky: %n</numerusform>
            <numerusform>odebrané postupky: %n</numerusform>
            <numerusform>odebrané postupky: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation>Sloupec %1: %2, dále %3</translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation>sloupec %1: %2, dále %3</translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>žádná postupka nebyla odebrána</translation>
    </message>
    <message>
        <source>%1, %2; %3.</source>
        <translation>%1, %2; %3.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
</context>
<context>
    <name>ExampleScore</name>
    <message numerus="yes">
        <source>Won in %n move(s): %1 = %2 points.</source>
        <translation>
            <numerusform>Vyhráno za %n tah: %1 = %2 bodů.</numerusform>
            <numerusform>Vyhráno za %n tahy: %1 = %2 bodů.</numerusform>
            <numerusform>Vyhráno za %n tahů: %1 = %2 bodů.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>Vyhraná hra s %n barvou</numerusform>
            <numerusform>Vyhraná hra s %n barvami</numerusform>
            <numerusform>Vyhraná hra s %n barvami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>Ze sloupce %2 se přesune %1 a %n další karta na %3 ve sloupci %4.</numerusform>
            <numerusform>Ze sloupce %2 se přesune %1 a %n další karty na %3 ve sloupci %4.</numerusform>
            <numerusform>Ze sloupce %2 se přesune %1 a %n dalších karet na %3 ve sloupci %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>Ze sloupce %2 se přesune %1 a %n další karta do prázdného sloupce %3.</numerusform>
            <numerusform>Ze sloupce %2 se přesune %1 a %n další karty do prázdného sloupce %3.</numerusform>
            <numerusform>Ze sloupce %2 se přesune %1 a %n dalších karet do prázdného sloupce %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>Stůl před %1. rozdáním, v dobíracím balíčku zbývá %n karta:</numerusform>
            <numerusform>Stůl před %1. rozdáním, v dobíracím balíčku zbývají %n karty:</numerusform>
            <numerusform>Stůl před %1. rozdáním, v dobíracím balíčku zbývá %n karet:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>Stůl po tahu %1: zatím je odebrána %n postupka.</numerusform>
            <numerusform>Stůl po tahu %1: zatím jsou odebrány %n postupky.</numerusform>
            <numerusform>Stůl po tahu %1: zatím je odebráno %n postupek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>Odebrána je %n postupka a stůl je prázdný: hra je vyhraná.</numerusform>
            <numerusform>Odebrány jsou všechny %n postupky a stůl je prázdný: hra je vyhraná.</numerusform>
            <numerusform>Odebráno je všech %n postupek a stůl je prázdný: hra je vyhraná.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Game code: click to copy it</source>
        <translation>Kód hry: klepnutím jej zkopírujete</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Skóre: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Tahy: %1</translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation>Zbývající rozdání: %1</translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation>Odebráno: %1 z %2</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>bez kódu</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>Kód hry: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Čas: %1</translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>Kód hry %1 byl zkopírován</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Column %1</source>
        <extracomment>Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence follows without a space (a space there shows as a gap).</extracomment>
        <translation>Sloupec %1</translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation>Sloupce %1–%2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A run of column numbers: %1 the first, %2 the last.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>on by default</source>
        <translation>ve výchozím nastavení zapnuto</translation>
    </message>
    <message>
        <source>off by default</source>
        <translation>ve výchozím nastavení vypnuto</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation>Jedno klepnutí na kartu ji nepřesune.</translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation>Čtyři nastavení mění způsob, jakým přesouváte karty; každé z nich zapnete nebo vypnete v nabídce %1 nebo v okně %2.</translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation>Příkaz %1 vrátí poslední akce, nejvýše %2, včetně rozdání: skóre i počítadlo tahů se vrátí na dřívější hodnoty a postupka odebraná vráceným tahem se vrátí do svého sloupce. Příkaz %3 vrácenou akci zopakuje.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>A rule letter in a code: %1 the letter, %2 the rule&apos;s name.
----------
Between the items of a list (column numbers, suit counts).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The letter after the number of suits names the rule: %1.</source>
        <translation>Písmeno za počtem barev určuje pravidlo: %1.</translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation>Hra s pravidlem Klasická nemá za počtem barev žádné písmeno; jiné pravidlo přidá své vlastní: %1.</translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation>Každé rozdání má kód hry, například %1. Začíná písmeny varianty a verzí formátu kódu (%2), následuje „S“ a počet barev; %3 písmen za poslední pomlčkou určuje číslo zamíchání.</translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation>Chcete-li rozdání zahrát znovu nebo zahrát rozdání, které vám poslal přítel, zvolte %1 ▸ %2 a napište nebo vložte kód do pole „%3“ v okně %4. Příkaz %1 ▸ %5 zkopíruje kód rozehrané hry. Stejný kód rozdá vždy stejné karty, na kterémkoli počítači.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
        <translation>%1 nebo %2</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Pravidla hry %1</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Příprava hry</translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation>Položení karty</translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation>Přesun skupiny</translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation>Prázdný sloupec</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Rozdávání</translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation>Volba pravidel</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation>Odebírané postupky</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Bodování</translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation>Kódy her</translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation>Jak vám aplikace pomáhá</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Šance na výhru</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Tipy</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>Stručně</translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation>Aplikace nedává rady, dokud nezapnete %1 v %2; %3 v nabídce %4 se zeptá řešitele, zda šlo rozdání vyhrát, a umí vám ukázat jak. Když už nic nepomáhá, začněte rozdání znovu, nebo spusťte nové.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Snadná</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Obtížná</translation>
    </message>
    <message>
        <source>%1 × 13 %2</source>
        <extracomment>One suit&apos;s share of the cards: %1 how many times, %2 the suit (&quot;spades&quot;).</extracomment>
        <translation>%1 × 13 %2 karet</translation>
    </message>
    <message>
        <source> + </source>
        <extracomment>Between the suits&apos; shares: &quot;4 × 13 spades + 4 × 13 hearts&quot;.</extracomment>
        <translation> + </translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Barvy</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Obtížnost</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Složení</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>lícem nahoru</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>všechny lícem nahoru</translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation>lícem nahoru jen poslední</translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>lícem nahoru poslední %n karta</numerusform>
            <numerusform>lícem nahoru poslední %n karty</numerusform>
            <numerusform>lícem nahoru posledních %n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>od %1 do %n karty, v každém dalším sloupci o jednu více</numerusform>
            <numerusform>od %1 do %n karet, v každém dalším sloupci o jednu více</numerusform>
            <numerusform>od %1 do %n karet, v každém dalším sloupci o jednu více</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>od %1 do %n karty, v každém dalším sloupci o jednu méně</numerusform>
            <numerusform>od %1 do %n karet, v každém dalším sloupci o jednu méně</numerusform>
            <numerusform>od %1 do %n karet, v každém dalším sloupci o jednu méně</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>po %n kartě</numerusform>
            <numerusform>po %n kartách</numerusform>
            <numerusform>po %n kartách</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>Karty se rozdají do %n sloupce, zleva doprava:</numerusform>
            <numerusform>Karty se rozdají do %n sloupců, zleva doprava:</numerusform>
            <numerusform>Karty se rozdají do %n sloupců, zleva doprava:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>Zbývající %n karta tvoří dobírací balíček.</numerusform>
            <numerusform>Zbývající %n karty tvoří dobírací balíček.</numerusform>
            <numerusform>Zbývajících %n karet tvoří dobírací balíček.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>%n karta do jediného sloupce</numerusform>
            <numerusform>%n karty, po jedné do každého sloupce, od prvního po poslední</numerusform>
            <numerusform>%n karet, po jedné do každého sloupce, od prvního po poslední</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>%n karta do sloupce %1</numerusform>
            <numerusform>%n karty, po jedné do sloupců %1</numerusform>
            <numerusform>%n karet, po jedné do sloupců %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>Rozdává se klepnutím na dobírací balíček nebo klávesou D. Dobírací balíček vystačí na %n rozdání, všechny karty se rozdávají lícem nahoru:</numerusform>
            <numerusform>Rozdává se klepnutím na dobírací balíček nebo klávesou D. Dobírací balíček vystačí na %n rozdání, všechny karty se rozdávají lícem nahoru:</numerusform>
            <numerusform>Rozdává se klepnutím na dobírací balíček nebo klávesou D. Dobírací balíček vystačí na %n rozdání, všechny karty se rozdávají lícem nahoru:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>Hra je vyhraná po odebrání %n postupky: nezbývá žádná karta.</numerusform>
            <numerusform>Hra je vyhraná po odebrání všech %n postupek: nezbývá žádná karta.</numerusform>
            <numerusform>Hra je vyhraná po odebrání všech %n postupek: nezbývá žádná karta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>Například hra vyhraná za %1 tahů včetně %n rozdání končí se skóre %2 = %3 bodů.</numerusform>
            <numerusform>Například hra vyhraná za %1 tahů včetně %n rozdání končí se skóre %2 = %3 bodů.</numerusform>
            <numerusform>Například hra vyhraná za %1 tahů včetně %n rozdání končí se skóre %2 = %3 bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>Kód hry tohoto rozdání je %1 (%n barva): zadejte jej v okně Nová hra, rozloží se stejné karty a můžete hrát souběžně.</numerusform>
            <numerusform>Kód hry tohoto rozdání je %1 (%n barvy): zadejte jej v okně Nová hra, rozloží se stejné karty a můžete hrát souběžně.</numerusform>
            <numerusform>Kód hry tohoto rozdání je %1 (%n barev): zadejte jej v okně Nová hra, rozloží se stejné karty a můžete hrát souběžně.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>Rozdání nové řady: %n karta z dobíracího balíčku.</numerusform>
            <numerusform>Rozdání nové řady: %n karty z dobíracího balíčku.</numerusform>
            <numerusform>Rozdání nové řady: %n karet z dobíracího balíčku.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation>%1 je pasiáns pro jednoho hráče.</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation>Celkem: %1, z toho %2 lícem dolů a %3 lícem nahoru.</translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation>Celkem: %1, všechny lícem nahoru.</translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation>Hra nemá dobírací balíček: všechny karty leží na stole od začátku.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation>Viditelnou kartu lze položit na poslední kartu jiného sloupce, pokud má tato karta hodnotu přesně o jeden vyšší, bez ohledu na barvu: je-li poslední kartou sloupce %2, může na ni jít %1; stejně tak dáma na krále.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation>Viditelnou kartu lze položit na poslední kartu jiného sloupce pouze tehdy, má-li tato karta stejnou barvu a hodnotu přesně o jeden vyšší: je-li poslední kartou sloupce %2, může na ni jít %1, je-li jí %3, nemůže.</translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation>Kam lze položit kartu: %1.</translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation>Eso je nejnižší karta a král nejvyšší, takže na eso nelze položit nic.</translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation>Když poslední viditelná karta opustí sloupec, skrytá karta pod ní se sama otočí lícem nahoru.</translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Žádná karta nemá hodnotu o jeden vyšší než král, takže král, samotný nebo v čele skupiny, může jít pouze do prázdného sloupce.</translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Na žádnou kartu nelze položit krále, takže král, samotný nebo v čele skupiny, může jít pouze do prázdného sloupce.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation>Více viditelných karet na konci sloupce lze přesouvat společně, pokud jejich hodnoty sestupně navazují (8, 7, 6) a všechny jsou stejné barvy.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation>Více viditelných karet na konci sloupce lze přesouvat společně, pokud jejich hodnoty sestupně navazují (8, 7, 6), bez ohledu na barvu.</translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation>Kteroukoli viditelnou kartu lze přesunout společně se všemi kartami, které na ní leží, ať jsou seřazené, nebo ne.</translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation>Společně se přesouvají: %1.</translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation>Skupina se pokládá stejně jako samostatná karta: její první karta se musí hodit na místo, kam se pokládá.</translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation>Délka skupiny není omezena.</translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation>Skupina s různými barvami zůstává na místě, i když její hodnoty sestupně navazují: je třeba ji rozebrat kartu po kartě.</translation>
    </message>
    <message>
        <source>← →</source>
        <extracomment>What ``BoardView.keyPressEvent`` answers, in the order the Keyboard page lists it. The keys of the window&apos;s actions (D to deal, Ctrl+Z…) are in :data:`COMMANDS`.</extracomment>
        <translation>← →</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>%1 (the default): the rules as described above.</source>
        <translation>%1 (výchozí): pravidla popsaná výše.</translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation>V okně Nová hra si můžete vybrat pravidla:</translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation>Při počtu barev 1 se nabízejí pouze Klasická pravidla: všechny karty mají stejnou barvu, takže by volba skoro nic nezměnila.</translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation>Tato stránka popisuje hru s pravidly %1, zvolenými v okně Nová hra.</translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation>Do prázdného sloupce lze položit libovolnou kartu nebo libovolnou přesunutelnou skupinu, nejen krále. Je to nejužitečnější místo na stole: můžete sem odložit kartu a dostat se k té, která leží pod ní.</translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation>Do prázdného sloupce smí jít pouze král, samotný nebo v čele skupiny.</translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation>Do prázdného sloupce lze položit: %1.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Rozdání %1</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Rozdání %1–%2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation>Hra nemá dobírací balíček, takže není co rozdávat.</translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation>Dokud je některý sloupec prázdný, aplikace rozdání odmítne: nejprve do něj položte kartu.</translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation>Rozdávat lze, i když je některý sloupec prázdný.</translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation>Když sloupec končí všemi 13 kartami jedné barvy od krále po eso a všechny jsou viditelné, tato postupka se sama odebere ze hry hned po tahu nebo rozdání, které ji dokončilo.</translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation>Jediné rozdání může dokončit postupky v několika sloupcích najednou.</translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation>Skrytá karta, kterou postupka zakrývala, se otočí lícem nahoru.</translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation>Ať platí kterákoli pravidla, odebírá se pouze postupka jedné barvy.</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>Na začátku: %1</translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation>Každý přesun karty nebo skupiny: %1</translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation>Každé rozdání: %1</translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation>Každá odebraná postupka: %1</translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation>Počítadlo tahů započítává přesuny i rozdání; odebrání postupky není tah.</translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation>Počítadlo tahů započítává přesuny; odebrání postupky není tah.</translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation>Skóre nikdy neklesne pod %1: po každé akci se na této hodnotě zastaví.</translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation>Skóre nemá dolní hranici: dlouhá hra se může dostat pod nulu.</translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation>Body se počítají takto:</translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation>Takto boduje %1; jiné verze hry počítají skóre jinak.</translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation>To je méně než %1, takže skóre zůstane na %1.</translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation>Předpokládá se přitom, že skóre během hry nikdy nekleslo na %1.</translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>Cílem je skládat postupky od krále po eso, každou v jedné barvě: úplná postupka se odebere ze hry a hra je vyhraná po odebrání %n postupky.</numerusform>
            <numerusform>Cílem je skládat postupky od krále po eso, každou v jedné barvě: úplná postupka se odebere ze hry a hra je vyhraná po odebrání všech %n postupek.</numerusform>
            <numerusform>Cílem je skládat postupky od krále po eso, každou v jedné barvě: úplná postupka se odebere ze hry a hra je vyhraná po odebrání všech %n postupek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>Hraje se s %n kartou.</numerusform>
            <numerusform>Hraje se s %n kartami.</numerusform>
            <numerusform>Hraje se s %n kartami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>To odpovídá %n balíčku o 52 kartách.</numerusform>
            <numerusform>To odpovídá %n balíčkům o 52 kartách.</numerusform>
            <numerusform>To odpovídá %n balíčkům o 52 kartách.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>Počet barev zvolený v okně Nová hra mění složení %n karty, nikdy však jejich počet:</numerusform>
            <numerusform>Počet barev zvolený v okně Nová hra mění složení %n karet, nikdy však jejich počet:</numerusform>
            <numerusform>Počet barev zvolený v okně Nová hra mění složení %n karet, nikdy však jejich počet:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation>%1 – nabízí se při počtu barev %2. %3</translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation>Například hra vyhraná za %1 tahů končí se skóre %2 = %3 bodů.</translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation>%1: vyhrané hry krok za krokem</translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation>Tato stránka přehrává tah za tahem celé vyhrané hry. Obrázek ukazuje stůl na začátku, před každým rozdáním, po odebrání každé postupky a na konci.</translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation>Každé rozdání lze přehrát podle jeho kódu, takže si ho můžete zahrát souběžně.</translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation>Hledá se příklad: vyhraná hra %1 s kódem %2. Objeví se zde, jakmile bude nalezena.</translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation>Vyhranou hru %1 se nepodařilo včas najít. Rozdání s kódem %2 přesto může jít vyhrát: zkuste ho sami.</translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation>Stůl na začátku:</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Tah %1</translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation>Tahy %1 až %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation>Lícem nahoru se otočí %1.</translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation>Postupka %1 karet je úplná a odebere se ze hry.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation>Ze sloupce %2 se přesune %1 do prázdného sloupce %3.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation>Ze sloupce %2 se přesune %1 na %3 ve sloupci %4.</translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation>Hra %1 pochází ze zásuvného modulu. Knihy, webové stránky a jiné aplikace ji mohou popisovat s jiným rozložením nebo jinými podrobnostmi; pokud se liší, aplikace se řídí zásuvným modulem.</translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation>O těchto stránkách</translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation>Stránka Pravidla se sestavuje z údajů, které deklaruje hra %1 (karty, sloupce, plán rozdávání, které karty se přesouvají, body), takže vždy popisuje přesně to, co aplikace kontroluje.</translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation>%1 u skutečného stolu</translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation>Tištěná i online pravidla hry Spider se shodují v tom, jak se karty přesouvají, ale ne vždy v tom, jak hra začíná.</translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation>Wikipedie</translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation>Wikipedie začíná hru stejně jako tato aplikace: 54 karet v 10 sloupcích, zbylých 50 se pak rozdává po deseti, vždy když není žádný sloupec prázdný.</translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation>Bicycle</translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation>Bicycle, výrobce hracích karet, rozkládá deset sloupců po pěti kartách, z nichž v každém sloupci leží první čtyři lícem dolů.</translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation>Oba zdroje uvádějí, že před rozdáním nové řady musí být zaplněno každé volné místo, a stejně postupuje i aplikace.</translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation>Wikipedie popisuje Spiderette jako Spider s jediným balíčkem, rozložený jako Klondike do sedmi sloupců po 1 až 7 kartách: právě toto rozložení aplikace používá.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Myš</translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
        <translation>Přesune výběr mezi sloupci.</translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation>Vybere více nebo méně z karet, které lze přesunout.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, mezerník</translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation>Pošle vybrané karty do nejlepšího sloupce.</translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation>1 … 9, 0</translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation>Pošle vybrané karty do sloupce 1 až 9, nebo 10.</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation>Zruší výběr.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation>Přečte vybraný sloupec, od vrchní karty.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation>Přečte karty, které lze přesunout, ve všech sloupcích.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation>Přečte dobírací balíček, skóre a počet tahů.</translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation>Přetáhněte karty do sloupce; dvojité klepnutí je pošle do nejlepšího sloupce; klepnutím na dobírací balíček rozdáte. S volbou „Kliknutím zvednout a položit“ (Předvolby) kliknutí karty zvedne a kliknutí na sloupec je tam položí.</translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation>Celou hru lze hrát z klávesnice. Šipkami vyberete karty, klávesou Enter je pošlete dál.</translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation>Se čtečkou obrazovky se každý sloupec přečte, když získá fokus, od vrchní karty; po tahu, rozdání nebo vrácení tahu vybraný sloupec řekne, co se stalo. Klávesy pro čtení níže přečtou části hrací plochy znovu.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Klávesa</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Funkce</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Klávesnice a myš</translation>
    </message>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation>Skóre během hry nikdy nekleslo na %1, takže součet je konečné skóre.</translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation>Skóre se během hry zastavilo na %1, takže hra místo toho skončila se skóre %2.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation>%1: %2 (ve hře %4: %3).</translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation>Počet karet</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Počet sloupců</translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation>Počet postupek k sestavení</translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation>Počet rozdání z dobíracího balíčku</translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation>Karty se pokládají a přesouvají stejně jako ve hře %1 a prázdný sloupec přijímá stejné karty.</translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation>Čím se %1 liší od hry %2:</translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation>Počet barev %1: téměř každé rozdání</translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation>Počet barev %1: asi %2 % rozdání</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%n barva: vyhráno %1 z %2 rozdání (%3 %)</numerusform>
            <numerusform>%n barvy: vyhráno %1 z %2 rozdání (%3 %)</numerusform>
            <numerusform>%n barev: vyhráno %1 z %2 rozdání (%3 %)</numerusform>
        </translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation>Rozdání vyhraná vlastním řešitelem aplikace, který vidí všechny karty (i ty lícem dolů a pořadí v balíčku) a na jedno rozdání má nejvýš %1 sekund; hráč, který skryté karty nevidí, vyhraje méně:</translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation>Kolik rozdání lze při dobré hře vyhrát, podle obecného článku o hře Spider Solitaire (v italštině), jedné ze stránek, z nichž tato nápověda vychází:</translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation>Týž článek uvádí, že typická hra trvá %1 až %2 minut. Jsou to jeho údaje, nikoli měření na rozdáních této aplikace.</translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation>Nejdříve otáčejte skryté karty: každá odkrytá karta vám řekne víc a otevře nové tahy.</translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation>Když může karta jít na dvě různé karty, zvolte tu stejné barvy: skupina jedné barvy se přesouvá celá, smíšenou je třeba rozebrat.</translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation>Udržujte prázdný sloupec volný co nejdéle: použijte ho k přeskupení postupek nebo k dosažení karty a pak ho znovu uvolněte.</translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation>Král ležící na skrytých kartách může odejít jen do prázdného sloupce: připravte mu místo dřív, než dojde dobírací balíček.</translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation>Rozdávejte, až když nezbývá žádný užitečný tah: rozdání zakryje postupky, které jste skládali.</translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation>Ke zkoumání použijte %1: vyzkoušejte sled tahů a vraťte ho, pokud nikam nevede.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Příklady</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Zdroje</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klávesnice</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>Pravidla zvolené hry</translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation>Celé vyhrané hry, tah za tahem, s obrázky stolu</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>Odkud pravidla pocházejí</translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation>Klávesy a ovládání myší na hracím stole</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Nápověda</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation>Hra, jejíž pravidla a příklady se zobrazují</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Stránky nápovědy</translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation>Načítání zásuvných modulů…</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Načítání: %1…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Předvolby…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>Začít toto rozdání &amp;znovu</translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation>Za&amp;dat kód hry…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Kopírovat kód hry</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiky…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úpr&amp;avy</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Z&amp;novu</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Rozdat</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Nastavení</translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation>Pokračovat v &amp;odložené hře</translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation>Dá se toto rozdání &amp;vyhrát?</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>&amp;Ukázka</translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation>&amp;Dvojité klepnutí přesouvá karty</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>&amp;Automatické umístění</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>Nápověda k &amp;umístění</translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation>Připomínky p&amp;ravidel</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>A&amp;nimace</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Čtyřbarevný &amp;balíček</translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation>Celá &amp;obrazovka</translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation>Zásuvné &amp;moduly…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>W&amp;here Was It Lost?</source>
        <translation>Kde se hra &amp;prohrála?</translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation>Kopírovat &amp;popis stolu</translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation>&amp;Pravidla a nápověda</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klávesnice</translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation>&amp;O aplikaci spider-qt</translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation>Popis stolu byl zkopírován</translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation>O aplikaci spider-qt</translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation>Pasiáns Spider a jeho příbuzné hry, s variantami v podobě zásuvných modulů.</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n barva</numerusform>
            <numerusform>%n barvy</numerusform>
            <numerusform>%n barev</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Easy (1 suit)</source>
        <translation>Snadná (1 barva)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Střední (2 barvy)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Obtížná (4 barvy)</translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation>např. SP1-S2C-AAAAAAD – pro náhodné rozdání nechte prázdné</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Varianta:</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Počet barev</translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation>Počet &amp;barev:</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>&amp;Pravidla:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Kód hry</translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation>&amp;Kód hry:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začít</translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation>Pro náhodné rozdání nechte prázdné</translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation>Zapnout &amp;vestavěné zásuvné moduly</translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation>Není co hrát — %1</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation>Soubor s nastavením nebylo možné použít, proto spider-qt začíná s výchozím nastavením.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation>Uloženou hru nebylo možné použít, takže v ní nelze pokračovat; začíná nová hra.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation>Soubor se statistikou nebylo možné použít, proto statistika začíná znovu od nuly.</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation>Nastavení uložila novější verze spider-qt. Tato verze je ponechá beze změny a použije výchozí nastavení; změny provedené nyní platí jen do zavření spider-qt.</translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation>Uloženou hru uložila novější verze spider-qt. Tato verze ji ponechá beze změny; hra hraná nyní se neukládá.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation>Statistiku uložila novější verze spider-qt. Tato verze ji ponechá beze změny; hry hrané nyní se do ní nezapočítávají.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation>Nastavení nebylo možné uložit (%1); změny platí jen do zavření spider-qt.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation>Rozehranou hru nebylo možné uložit (%1); po zavření spider-qt v ní nebude možné pokračovat.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation>Statistiku nebylo možné uložit (%1); zůstane zachována do zavření spider-qt.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Poškozený soubor byl uschován jako %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Poškozený soubor nebylo možné odložit stranou (%1).</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>Technický údaj: %1</translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation>Uložená hra %1 potřebuje zásuvný modul, který teď není načten. Byla uschována jako %2 a bude v ní možné pokračovat, až bude tento modul zpět.</translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Jeden zásuvný modul se nepodařilo načíst, a proto je vynechán; vše ostatní funguje. Podrobnosti najdete v nabídce Nastavení → Zásuvné moduly…</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Některé zásuvné moduly se nepodařilo načíst, a proto jsou vynechány; vše ostatní funguje. Podrobnosti najdete v nabídce Nastavení → Zásuvné moduly…</translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation>Zásuvné moduly, které se nepodařilo načíst a nejsou zde uvedeny: %1. Všechny je najdete v nabídce Nastavení → Zásuvné moduly…</translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation>Uložená hra %1 vznikla s verzí %2 zásuvného modulu %3 a verze %4 ji hraje jinak. Byla uschována jako %5 a bude v ní možné pokračovat, pokud se verze %2 vrátí.</translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation>Uložená hra %1, uschovaná po dobu, kdy chyběl její zásuvný modul, je zpět a pokračuje se v ní.</translation>
    </message>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation>Nelze hrát žádnou hru</translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation>Není načtena žádná varianta hry: každá hra ve spider-qt, včetně Pavouka, pochází ze zásuvného modulu.</translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation>spider-qt byl spuštěn v nouzovém režimu, který načítá pouze vestavěné zásuvné moduly.</translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation>Vypnuté: %1.</translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation>Nepodařilo se načíst:</translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation>Nebyly nalezeny ani vestavěné zásuvné moduly, tato instalace spider-qt je tedy neúplná; hry vrátí nová instalace.</translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation>Chcete-li znovu hrát, zapněte vestavěné zásuvné moduly tlačítkem níže (nebo v nabídce Nastavení → Zásuvné moduly…), nebo spusťte spider-qt s volbou --reset-plugins.</translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation>Pokračovat v odložené hře?</translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation>V uložené hře %1 lze znovu pokračovat: její zásuvný modul je zpět.</translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation>Pokračovat v ní hned? Rozehraná hra se uschová na později v nabídce Hra → Pokračovat v odložené hře.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Pokračovat</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Později</translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation>Přidává variantu %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Přidává %n variantu: %1</numerusform>
            <numerusform>Přidává %n varianty: %1</numerusform>
            <numerusform>Přidává %n variant: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation>Přidává pravidlo %1</translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation>Přidává pravidlo %1 ke hře %2</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Přidává %n pravidlo: %1</numerusform>
            <numerusform>Přidává %n pravidla: %1</numerusform>
            <numerusform>Přidává %n pravidel: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>Vzhledy karet</translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation>Přidává vzhled karet %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation>
            <numerusform>Přidává %n vzhled karet: %1</numerusform>
            <numerusform>Přidává %n vzhledy karet: %1</numerusform>
            <numerusform>Přidává %n vzhledů karet: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Two &quot;Adds …&quot; sentences one after the other: what a plugin adds.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A variant&apos;s or rule&apos;s name, then its description.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Enabled</source>
        <translation>Zapnuto</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Původ</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Přidává</translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>The switch is the name&apos;s checkbox: a player switches &quot;Simple Simon&quot;, not a column. Origins in the order they are listed, with the words a player sees for them.</extracomment>
        <translation>Vestavěný</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Nainstalovaný</translation>
    </message>
    <message>
        <source>Plugins folder</source>
        <translation>Složka zásuvných modulů</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation>Změny se projeví při příštím spuštění spider-qt.</translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation>Nouzový režim: byly načteny pouze vestavěné zásuvné moduly.</translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation>Vyberte zásuvný modul a zobrazí se jeho podrobnosti.</translation>
    </message>
    <message>
        <source>Plugins</source>
        <extracomment>Rows shown before the table scrolls; the details area takes the rest of the height. What each checkbox shows now, by plugin id: the dialog&apos;s own view of the switches. The plugin whose switch-off was just refused (its id), while the note says why. The plugin just switched off, only saved, while the note names the rules it stops.</extracomment>
        <translation>Zásuvné moduly</translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation>Nouzový režim</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>&amp;Podrobnosti:</translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation>Podrobnosti o zásuvném modulu</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;Kopírovat podrobnosti</translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation>Zkopíruje podrobnosti o vybraném zásuvném modulu, abyste je mohli vložit do hlášení chyby.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>Varianty: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Pravidla: %1</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>Rozehraná hra pokračuje.</translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation>%1 se nepodařilo načíst (viz podrobnosti); znovu se to zkusí při příštím spuštění spider-qt.</translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation>Hry %1 už nelze začít.</translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation>Pravidlo %1 už nelze zvolit.</translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation>Pravidla %1 už nelze zvolit.</translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation>Hry %1 teď lze začít.</translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation>Pravidlo %1 teď lze zvolit.</translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation>Pravidla %1 teď lze zvolit.</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>%1: zapnuto.</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>%1: vypnuto.</translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation>%1 zůstává zapnutý: je to poslední zásuvný modul s variantami hry a bez něj by nebylo co hrát.</translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation>Vypnutím zásuvného modulu %1 budou neaktivní i tato pravidla: %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Název: %1</translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation>Neaktivní (potřebuje %1)</translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation>Zásuvný modul</translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation>Zapněte jej a uvidíte, co přidává</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1 (%2 s)</translation>
    </message>
    <message>
        <source>Slow to load: %1</source>
        <translation>Pomalé načítání: %1</translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation>Nepodařilo se jej načíst, takže nic nepřidává. Co se pokazilo, je níže pro jeho autora.</translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation>Pro autora modulu:</translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation>Identifikátor modulu: %1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>Verze: %1</translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation>Původ: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Umístění: %1</translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation>Souhrn: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Stav: %1</translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation>Doba načítání: %1 s</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>Potřebuje: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Upozornění: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Chyba: %1</translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation>%1 (při příštím spuštění se nenačte)</translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation>%1 (zapnuto od příštího spuštění)</translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation>%1 (vypnuto od příštího spuštění)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation>nic</translation>
    </message>
</context>
<context>
    <name>PostMortemReview</name>
    <message>
        <source>Nothing to look back on: no action was played yet.</source>
        <translation>Není na co se ohlédnout: zatím nebyl udělán žádný krok.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Řešitel selhal: %1</translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message>
        <source>Could It Have Been Shorter?</source>
        <translation>Šlo to kratší cestou?</translation>
    </message>
    <message>
        <source>Where Was It Lost?</source>
        <translation>Kde se hra prohrála?</translation>
    </message>
    <message>
        <source>Looking back over the game, every card known…</source>
        <translation>Procházím hru zpětně se znalostí všech karet…</translation>
    </message>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>Řešitel toto rozdání vyhraje od začátku za %n krok; vám to trvalo %1.</numerusform>
            <numerusform>Řešitel toto rozdání vyhraje od začátku za %n kroky; vám to trvalo %1.</numerusform>
            <numerusform>Řešitel toto rozdání vyhraje od začátku za %n kroků; vám to trvalo %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the line with Next.</source>
        <translation>Cestu přehrajete tlačítkem Další.</translation>
    </message>
    <message>
        <source>The solver found no line from the start within the time.</source>
        <translation>Řešitel v daném čase nenašel od začátku žádnou cestu.</translation>
    </message>
    <message>
        <source>This deal from the stock lost the game. Before it, a win was still possible.</source>
        <translation>Toto rozdání z dobíracího balíčku prohrálo hru. Před ním se ještě dalo vyhrát.</translation>
    </message>
    <message>
        <source>This move lost the game: %1. Before it, a win was still possible.</source>
        <translation>Tento tah prohrál hru: %1. Před ním se ještě dalo vyhrát.</translation>
    </message>
    <message>
        <source>This deal could not be won: no line wins it from its start (proven).</source>
        <translation>Toto rozdání se nedalo vyhrát: od začátku k výhře nevede žádná cesta (dokázáno).</translation>
    </message>
    <message>
        <source>The game was already lost at the oldest position kept (proven).</source>
        <translation>Hra byla prohraná už v nejstarší uchované pozici (dokázáno).</translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>Nikde: odsud se ještě dá vyhrát (dokázáno cestou o %n kroku).</numerusform>
            <numerusform>Nikde: odsud se ještě dá vyhrát (dokázáno cestou o %n krocích).</numerusform>
            <numerusform>Nikde: odsud se ještě dá vyhrát (dokázáno cestou o %n krocích).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it was lost was not decided within the time.</source>
        <translation>Kde se hra prohrála, se v daném čase nerozhodlo.</translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>Po %n kroku se ještě dalo vyhrát (dokázáno cestou): tato pozice.</numerusform>
            <numerusform>Po %n krocích se ještě dalo vyhrát (dokázáno cestou): tato pozice.</numerusform>
            <numerusform>Po %n krocích se ještě dalo vyhrát (dokázáno cestou): tato pozice.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whether this game could be won was not decided within the time.</source>
        <translation>Zda se tato hra dala vyhrát, se v daném čase nerozhodlo.</translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>Po %n kroku byla hra prohraná (dokázáno).</numerusform>
            <numerusform>Po %n krocích byla hra prohraná (dokázáno).</numerusform>
            <numerusform>Po %n krocích byla hra prohraná (dokázáno).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the actions the undo history kept were looked at.</source>
        <translation>Prošly se jen kroky, které uchovala historie pro vracení.</translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>Vítězná cesta odsud: %n krok. Přehrajete ji tlačítkem Další.</numerusform>
            <numerusform>Vítězná cesta odsud: %n kroky. Přehrajete ji tlačítkem Další.</numerusform>
            <numerusform>Vítězná cesta odsud: %n kroků. Přehrajete ji tlačítkem Další.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2: the game is won.</source>
        <translation>Krok %1 z %2: hra je vyhraná.</translation>
    </message>
    <message>
        <source>Step %1 of %2.</source>
        <translation>Krok %1 z %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2. Next: %3.</source>
        <translation>Krok %1 z %2. Další: %3.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation>Předvolby</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Obnovit výchozí</translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation>Vrátí všechna zde zobrazená nastavení na původní hodnoty.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Znovu</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Vyjmout</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Vložit</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Vybrat vše</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <extracomment>The right-click menu of a scroll bar (the Help pages, the Plugins dialog&apos;s details).</extracomment>
        <translation>Projíždět až sem</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Levý okraj</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Pravý okraj</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>O stranu doleva</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>O stranu nahoru</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>O stranu doprava</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>O stranu dolů</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Projíždět doleva</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Projíždět nahoru</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Projíždět doprava</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Projíždět dolů</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>The right-click menu of read-only rich text (the Help pages).</extracomment>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>&amp;Kopírovat adresu odkazu</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Vybrat vše</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Předchozí</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Další</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Zpět ke hře</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation>Na eso nelze nic položit (%1).</translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation>Tah nelze provést: %1 může jít pouze na kartu s hodnotou o jeden vyšší a %2 takovou kartou není.</translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation>Tah nelze provést: %1 může jít pouze na kartu stejné barvy s hodnotou o jeden vyšší a %2 takovou kartou není.</translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation>Tyto karty nelze přesunout společně: %2 a %1 na sebe sestupně nenavazují.</translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation>Tyto karty nelze přesunout společně: skupina musí být celá stejné barvy, ale %2 a %1 mají různou barvu.</translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation>Do prázdného sloupce může jít pouze král (nebo skupina, v jejímž čele je král), ne %1.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation>Skrytou kartu nelze přesunout.</translation>
    </message>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation>Sloupec %1 neexistuje: sloupce jsou číslovány od 1 do %2.</translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation>Karty je třeba přesunout do jiného sloupce.</translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation>Sloupec %1 je prázdný: není co přesunout.</translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation>Sloupec %1 nemá na pozici %2 žádnou kartu.</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>Dobírací balíček je prázdný: už není co rozdávat.</translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation>Před rozdáním musí v každém sloupci ležet karta, ale na stole je méně karet než sloupců (%1 na %2): vraťte tah zpět, nebo začněte novou hru.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>How a list of columns is joined in English (translated in context ``&quot;Rule&quot;``).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation>Před rozdáním zaplňte všechny prázdné sloupce (prázdné sloupce: %1).</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Není co vrátit zpět.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Není co provést znovu.</translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation>Žádný jiný sloupec nemůže přijmout tuto kartu (%1).</translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation>Žádný jiný sloupec nemůže přijmout tuto kartu (%1) ani karty, které na ní leží.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Relaxed</source>
        <translation>Volná</translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation>Skupinu karet v sestupném pořadí lze přesunout společně, i když má různé barvy.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasická</translation>
    </message>
    <message>
        <source>Open deal</source>
        <translation>Otevřené rozdávání</translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation>Z dobíracího balíčku lze rozdávat, i když je některý sloupec prázdný.</translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation>Rozdání položí kartu na každý sloupec, na který patří, i na prázdný; vše ostatní platí jako u Klasických pravidel. V jiných aplikacích se tomu často říká „relaxed Spider“.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Play</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation>Dvojité klepnutí přesouvá karty</translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation>Dvojité klepnutí pošle kartu i s kartami, které na ní leží, do nejlepšího sloupce: na kartu stejné barvy o jeden vyšší, jinak na libovolnou kartu o jeden vyšší, jinak do prázdného sloupce.</translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation>Automatické umístění</translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation>Karty puštěné tam, kam nemohou, se místo návratu přesunou do nejlepšího sloupce.</translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation>Nápověda k umístění</translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation>Při přetahování karet se zvýrazní sloupce, kam je lze položit.</translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation>Připomínky pravidel</translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation>Po odmítnutém tahu krátká poznámka vysvětlí, které pravidlo jej nedovolilo.</translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation>Ptát se před opuštěním hry</translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation>Příkazy „Začít toto rozdání znovu“ a „Nová hra“ se nejprve zeptají, pokud rozehraná hra už má tahy, protože její opuštění se počítá jako prohra.</translation>
    </message>
    <message>
        <source>Hints and demo</source>
        <translation>Tipy a ukázka</translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation>Do nabídky Úpravy přibude Tip, který ukáže dobrý tah, a Ukázka, která hraje dál sama. Hra, ve které jste použili kterékoli z nich, se ve statistikách počítá zvlášť.</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Jen vyhratelná rozdání</translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation>Nové hry se rozdávají jen z rozdání, která řešitel vyhrál. Kód hry, který zadáte, se vždy hraje tak, jak je.</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animace</translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation>Karty se plynule posouvají, přilétají z dobíracího balíčku a otáčejí se, místo aby skákaly.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Vzhled</translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation>Kliknutím zvednout a položit</translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation>Kliknutí na kartu ji zvedne i s kartami na ní; kliknutí na sloupec je tam položí. Vypnuto: jedno kliknutí nedělá nic, jako v klasické hře.</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Časomíra</translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation>Odehraný čas se zobrazuje ve stavovém řádku a v okně výhry a statistiky uchovávají nejlepší časy.</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation>Panel nástrojů</translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation>Tlačítka nad hrací plochou pro novou hru, opakování rozdání, zpět, znovu, rozdání a se zapnutými radami i radu.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Rychlost animací</translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation>Jak rychle se animace přehrávají.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalá</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychlá</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Světlé nebo tmavé barvy</translation>
    </message>
    <message>
        <source>The table, the marks and words on it, the dialogs and the status bar in light or dark colours; by default as the system has them, switching when it does.</source>
        <translation>Hrací plocha, značky a texty na ní, dialogy a stavový řádek ve světlých nebo tmavých barvách; ve výchozím nastavení podle systému, a když se v systému změní, změní se i zde.</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Světlé</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tmavé</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>Vzhled karet</translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation>Vzhled karet. Další mohou přidat zásuvné moduly a složka motivů.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Čtyřbarevný balíček</translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation>Každá barva karet má vlastní odstín: piky černý, srdce červený, kára modrý a kříže zelený.</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Rub karet</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation>Vzor na rubu karet.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modrý</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Červený</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zelený</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>The language of the menus and messages; the system&apos;s language by default.</source>
        <translation>Jazyk nabídek a zpráv; ve výchozím nastavení jazyk systému.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Jazyk systému</translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation>Poslední varianta</translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation>Varianta zvolená pro poslední novou hru (prázdné: první nainstalovaná).</translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation>Poslední počet barev</translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation>Počet barev zvolený pro poslední novou hru.</translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation>Poslední pravidla</translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation>Pravidla zvolená pro poslední novou hru.</translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation>Vypnuté zásuvné moduly</translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation>Zásuvné moduly vypnuté v okně Zásuvné moduly: při spuštění se nenačítají.</translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation>Geometrie okna</translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation>Poloha a velikost okna, jak je uložilo Qt (šestnáctkově).</translation>
    </message>
</context>
<context>
    <name>SolverProgressBox</name>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>The progress bar counts in thousandths: smooth, and whole numbers for Qt.</extracomment>
        <translation>&amp;Zrušit</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n vybraná karta</numerusform>
            <numerusform>%n vybrané karty</numerusform>
            <numerusform>%n vybraných karet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation>Sloupec %1, %2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Sloupec %1: %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 až %2</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Lze hrát: %1.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Game</source>
        <extracomment>The headings in English; shown translated (context ``&quot;StatisticsDialog&quot;``).</extracomment>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Hráno</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vyhráno</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Úspěšnost</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Nejlepší skóre</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Nejméně tahů</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuální série</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Nejdelší série</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation>Nejlepší čas</translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation>Hráno s pomocí</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Vyhráno s pomocí</translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation>Zatím nejsou započítány žádné hry: hra se započítá, jakmile v ní provedete první tah.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation>Statistiky</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Vynulovat statistiky…</translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation>Po potvrzení smaže všechny záznamy.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>bez údaje</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n barva</numerusform>
            <numerusform>%n barvy</numerusform>
            <numerusform>%n barev</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Vynulovat statistiky</translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation>Smazat statistiky všech odehraných her?

Tuto akci nelze vrátit zpět.</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation>pikových</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>srdcových</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>kárových</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>křížových</translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation>Vaše nastavení (%1)</translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation>Rozehraná hra, takže v ní příště nebude možné pokračovat (%1)</translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation>Statistika této relace (%1)</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Neuloženo</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>Zkusit &amp;znovu</translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation>Zavřít &amp;bez uložení</translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation>Tyto údaje se nepodařilo uložit; pokud se spider-qt nyní zavře, budou ztraceny:</translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation>Uvolněte místo na disku (nebo povolte zápis do složky) a zkuste to znovu.</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Scorpion</source>
        <translation>Scorpion</translation>
    </message>
    <message>
        <source>One deck in seven columns, mostly face up; move any face-up card with everything on it and build down in suit.</source>
        <translation>Jeden balíček v sedmi sloupcích, většinou lícem nahoru; přesouvejte libovolnou viditelnou kartu se vším, co na ní leží, a skládejte sestupně ve stejné barvě.</translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Kartu lze položit pouze na kartu stejné barvy s hodnotou o jeden vyšší. Kteroukoli viditelnou kartu lze přesunout společně se všemi kartami, které na ní leží, ať jsou seřazené, nebo ne. Do prázdného sloupce smí jít pouze král, samotný nebo s kartami, které na něm leží. Dobírací balíček se rozdá najednou do prvních tří sloupců, a to i tehdy, je-li některý sloupec prázdný. Každá postupka jedné barvy od krále po eso se odebere ze hry; hra je vyhraná po odebrání všech čtyř postupek.</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Simple Simon</translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation>Jeden balíček rozdaný lícem nahoru do deseti sloupců, bez dobíracího balíčku; složte čtyři postupky od krále po eso ve stejné barvě.</translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Všechny karty leží od začátku lícem nahoru a hra nemá dobírací balíček. Kartu lze položit na libovolnou kartu s hodnotou o jeden vyšší bez ohledu na barvu. Společně se karty přesouvají pouze jako sestupná řada jedné barvy. Do prázdného sloupce lze položit libovolnou kartu nebo přesunutelnou řadu. Každá postupka jedné barvy od krále po eso se odebere ze hry; hra je vyhraná po odebrání všech čtyř postupek.</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Spider</translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation>Dva balíčky v deseti sloupcích; složte osm postupek od krále po eso ve stejné barvě.</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Spiderette</translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation>Jeden balíček v sedmi sloupcích; složte čtyři postupky od krále po eso ve stejné barvě.</translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation>Vyhráli jste!</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Hrát znovu</translation>
    </message>
    <message>
        <source>Could It Have Been &amp;Shorter?</source>
        <translation>Šlo to &amp;kratší cestou?</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zavřít</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Skóre: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Tahy: %1</translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation>Vyhráno s pomocí: ve statistikách se počítá zvlášť.</translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation>nové nejlepší skóre!</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>Doba hry: %1</translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation>Vyhráli jste s pomocí!</translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation>nový nejlepší čas!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Nejlepší skóre: %1</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>Nejlepší čas: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>Série výher: %n hra</numerusform>
            <numerusform>Série výher: %n hry</numerusform>
            <numerusform>Série výher: %n her</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Vyhratelné rozdání</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation>Hledám rozdání, které řešitel dokáže vyhrát…</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation>Hledám rozdání, které řešitel dokáže vyhrát… (rozdání %1)</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Řešitel selhal: %1</translation>
    </message>
</context>
</TS>
