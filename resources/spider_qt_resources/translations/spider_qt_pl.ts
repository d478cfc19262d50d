<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation>Zacząć to rozdanie od nowa?</translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation>Zacząć to rozdanie od początku?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Od nowa</translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation>Rozpocząć nową grę?</translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation>Porzucić tę grę i rozpocząć nową?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>Bieżąca gra (%n ruch) zostanie zakończona i policzona w statystykach jako przegrana.</numerusform>
            <numerusform>Bieżąca gra (%n ruchy) zostanie zakończona i policzona w statystykach jako przegrana.</numerusform>
            <numerusform>Bieżąca gra (%n ruchów) zostanie zakończona i policzona w statystykach jako przegrana.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give Up and See &amp;Where It Was Lost</source>
        <translation>Poddaj się i &amp;zobacz, gdzie gra została przegrana</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Graj dalej</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>Nie &amp;pytaj ponownie</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>Rozdano %n kartę</numerusform>
            <numerusform>Rozdano %n karty</numerusform>
            <numerusform>Rozdano %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%2: %1 i %n kolejna karta</numerusform>
            <numerusform>%2: %1 i %n kolejne karty</numerusform>
            <numerusform>%2: %1 i %n kolejnych kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%2: %1 i %n kolejna karta z powrotem</numerusform>
            <numerusform>%2: %1 i %n kolejne karty z powrotem</numerusform>
            <numerusform>%2: %1 i %n kolejnych kart z powrotem</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Cofnięto.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Nowa gra.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%2: %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1 turned face up</source>
        <translation>odkryto: %1</translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>usunięto sekwencję %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Ponowiono – %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>rozdanie</translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation>%2: %1 z powrotem</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Cofnięto – %1</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Seconds the demo&apos;s solver may search from the position before it gives up. How long a status bar message stays (ms). With hints on, the worker starts this long after the window (ms): out of the start-up&apos;s way, yet ready before the first hint, which would otherwise wait for a fresh interpreter.</extracomment>
        <translation>Szukam podpowiedzi…</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation>Demonstracja: szukam drogi do wygranej… %1%</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation>Demonstracja: szukam drogi do wygranej…</translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation>Demonstracja: naciśnij dowolny klawisz lub kliknij, aby przejąć grę.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demonstracja zatrzymana.</translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation>Żaden ruch nie wygląda tu na przydatny: spróbuj cofnąć albo zacznij od nowa.</translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation>Podpowiedź: rozdaj nowy rząd z talonu.</translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation>Podpowiedź: %1 (%2 → %3).</translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>Podpowiedź: %1 i %n kolejna karta (%2 → %3).</numerusform>
            <numerusform>Podpowiedź: %1 i %n kolejne karty (%2 → %3).</numerusform>
            <numerusform>Podpowiedź: %1 i %n kolejnych kart (%2 → %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation>Demonstracja nie znalazła stąd drogi do wygranej.</translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation>Demonstracja zatrzymana: twój ruch.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Błąd solwera: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation>kolumna %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Stół do gry</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>Talon: pozostało %n rozdanie. Kliknij, aby rozdać.</numerusform>
            <numerusform>Talon: pozostały %n rozdania. Kliknij, aby rozdać.</numerusform>
            <numerusform>Talon: pozostało %n rozdań. Kliknij, aby rozdać.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
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
        <translation>as pik</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>2 pik</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>3 pik</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>4 pik</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>5 pik</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>6 pik</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>7 pik</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>8 pik</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>9 pik</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>10 pik</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>walet pik</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>dama pik</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>król pik</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>as kier</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>2 kier</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>3 kier</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>4 kier</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>5 kier</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>6 kier</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>7 kier</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>8 kier</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>9 kier</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>10 kier</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>walet kier</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>dama kier</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>król kier</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>as karo</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>2 karo</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>3 karo</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>4 karo</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>5 karo</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>6 karo</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>7 karo</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>8 karo</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>9 karo</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>10 karo</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>walet karo</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>dama karo</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>król karo</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>as trefl</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>2 trefl</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>3 trefl</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>4 trefl</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>5 trefl</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>6 trefl</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>7 trefl</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>8 trefl</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>9 trefl</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>10 trefl</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>walet trefl</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>dama trefl</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>król trefl</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation>Klasyczny</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Duże indeksy</translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation>Kod gry jest pusty. Kod wygląda na przykład tak: %1.</translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation>To za długie jak na kod gry. Kod wygląda na przykład tak: %1.</translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation>Kod gry składa się tylko z liter, cyfr i łączników, np. %1.</translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation>Kod gry kończy się %1 literami po ostatnim łączniku, np. %2.</translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation>Ten kod pochodzi z nowszej wersji spider-qt. Zaktualizuj spider-qt, aby zagrać w to rozdanie.</translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation>Liczba po literach %1 musi wynosić %2, a nie %3.</translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation>Kod gry %1 wymaga litery reguły po liczbie kolorów: %2.</translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation>Kody gry %1 nie mają litery reguły: usuń %2 po liczbie kolorów.</translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation>Numer rozdania musi mieścić się w zakresie od 0 do %1.</translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation>Nie zainstalowano żadnego wariantu gry.</translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation>To nie jest prawidłowy kod gry.</translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation>To nie jest kod gry. Kod wygląda na przykład tak: %1.</translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation>Żaden zainstalowany wariant nie ma kodów zaczynających się od %1. Sprawdź kod albo zainstaluj wtyczkę, która dodaje ten wariant.</translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation>Wariant %1 nie jest zainstalowany.</translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation>Gry %1 nie można rozegrać z taką liczbą kolorów.</translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation>W grze %1 jest tylko 1 kolor, a nie %2.</translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation>W grze %1 liczba kolorów to %2, a nie %3.</translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation>Gra %1 nie ma reguły %2 dla tej liczby kolorów.</translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation>Gra %1 z 1 kolorem nie ma litery reguły %2: użyj %3.</translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation>Gra %1 z %2 kolorami nie ma litery reguły %3: użyj %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 lub %2</translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <source>Only a deal with a game code can be checked.</source>
        <extracomment>Seconds the solver may search for a winning line of a deal.</extracomment>
        <translation>Sprawdzić można tylko rozdanie z kodem gry.</translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation>Czy to rozdanie da się wygrać?</translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation>Rozgrywam rozdanie %1 od początku, znając wszystkie karty…</translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>Tak: rozdanie %1 można wygrać w %n ruchu.</numerusform>
            <numerusform>Tak: rozdanie %1 można wygrać w %n ruchach.</numerusform>
            <numerusform>Tak: rozdanie %1 można wygrać w %n ruchach.</numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation>Możesz obejrzeć zwycięską rozgrywkę od początku rozdania; gra zostanie wtedy zaliczona jako rozegrana z pomocą.</translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation>&amp;Obejrzyj zwycięską rozgrywkę</translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>W ciągu %n sekundy nie znaleziono sposobu na wygranie rozdania %1.</numerusform>
            <numerusform>W ciągu %n sekund nie znaleziono sposobu na wygranie rozdania %1.</numerusform>
            <numerusform>W ciągu %n sekund nie znaleziono sposobu na wygranie rozdania %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation>Mimo to rozdanie może być do wygrania: wyszukiwanie musiało się gdzieś zatrzymać.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Błąd solwera: %1</translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation>Czy poprzednie rozdanie dało się wygrać?</translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation>Brak możliwych ruchów. Czy to rozdanie dało się wygrać?</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation>Kolumna %1: pusta</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>nie usunięto żadnej sekwencji</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>kolumna %1: pusta</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Talon: %n karta</numerusform>
            <numerusform>Talon: %n karty</numerusform>
            <numerusform>Talon: %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>pozostało %n rozdanie</numerusform>
            <numerusform>pozostały %n rozdania</numerusform>
            <numerusform>pozostało %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>usunięto %n sekwencję</numerusform>
            <numerusform>usunięto %n sekwencje</numerusform>
            <numerusform>usunięto %n sekwencji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n zakryta</numerusform>
            <numerusform>%n zakryte</numerusform>
            <numerusform>%n zakrytych</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation>Kolumna %1: %2, potem %3</translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation>kolumna %1: %2, potem %3</translation>
    </message>
    <message>
        <source>%1, %2; %3.</source>
        <translation>%1, %2; %3.</translation>
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
            <numerusform>Wygrana w %n ruchu: %1 = %2 pkt.</numerusform>
            <numerusform>Wygrana w %n ruchach: %1 = %2 pkt.</numerusform>
            <numerusform>Wygrana w %n ruchach: %1 = %2 pkt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>Wygrana gra z %n kolorem</numerusform>
            <numerusform>Wygrana gra z %n kolorami</numerusform>
            <numerusform>Wygrana gra z %n kolorami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>%1 i %n kolejna karta przechodzą z kolumny %2 do kolumny %4, gdzie leży %3.</numerusform>
            <numerusform>%1 i %n kolejne karty przechodzą z kolumny %2 do kolumny %4, gdzie leży %3.</numerusform>
            <numerusform>%1 i %n kolejnych kart przechodzą z kolumny %2 do kolumny %4, gdzie leży %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>%1 i %n kolejna karta przechodzą z kolumny %2 do pustej kolumny %3.</numerusform>
            <numerusform>%1 i %n kolejne karty przechodzą z kolumny %2 do pustej kolumny %3.</numerusform>
            <numerusform>%1 i %n kolejnych kart przechodzą z kolumny %2 do pustej kolumny %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>Stół przed rozdaniem %1; w talonie pozostała %n karta:</numerusform>
            <numerusform>Stół przed rozdaniem %1; w talonie pozostały %n karty:</numerusform>
            <numerusform>Stół przed rozdaniem %1; w talonie pozostało %n kart:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>Stół po ruchu %1: dotąd usunięto %n sekwencję.</numerusform>
            <numerusform>Stół po ruchu %1: dotąd usunięto %n sekwencje.</numerusform>
            <numerusform>Stół po ruchu %1: dotąd usunięto %n sekwencji.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>Usunięto %n sekwencję i stół jest pusty: gra wygrana.</numerusform>
            <numerusform>Usunięto wszystkie %n sekwencje i stół jest pusty: gra wygrana.</numerusform>
            <numerusform>Usunięto wszystkie %n sekwencji i stół jest pusty: gra wygrana.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Score: %1</source>
        <translation>Wynik: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ruchy: %1</translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation>Usunięte: %1 z %2</translation>
    </message>
    <message>
        <source>Game code: click to copy it</source>
        <translation>Kod gry: kliknij, aby skopiować</translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation>Pozostało rozdań: %1</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>brak kodu</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>Kod gry: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Czas: %1</translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>Skopiowano kod gry %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation>Wynik po drodze ani razu nie spadł do %1, więc suma jest wynikiem końcowym.</translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation>Po drodze wynik zatrzymał się na %1, więc gra zakończyła się wynikiem %2 pkt.</translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation>%1: wygrane gry krok po kroku</translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation>Ta strona odtwarza w całości wygrane gry, ruch po ruchu. Obrazek pokazuje stół na początku, przed każdym rozdaniem, po każdym zejściu sekwencji ze stołu i na końcu.</translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation>Każde rozdanie można odtworzyć z jego kodu, więc możesz grać równolegle.</translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation>Trwa przygotowywanie przykładu: wygranej gry %1 z kodu %2. Pojawi się tutaj, gdy tylko zostanie znaleziona.</translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation>Nie udało się na czas znaleźć wygranej gry %1. Rozdanie o kodzie %2 może jednak być do wygrania: spróbuj własnych sił.</translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation>Stół na początku:</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Ruch %1</translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation>Ruchy %1–%2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation>Odkrywa się %1.</translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation>Sekwencja %1 jest kompletna i schodzi ze stołu.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation>%1 przechodzi z kolumny %2 do pustej kolumny %3.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation>%1 przechodzi z kolumny %2 do kolumny %4, gdzie leży %3.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mysz</translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation>Przeciągaj karty do kolumny; podwójne kliknięcie przenosi je do najlepszej kolumny; kliknięcie talonu rozdaje karty. Gdy włączone jest „Przenoszenie kliknięciem” (Preferencje), kliknięcie podnosi karty, a kliknięcie kolumny kładzie je tam.</translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation>Całą grę można rozegrać z klawiatury. Strzałki wybierają karty, Enter je przenosi.</translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation>Przy czytniku ekranu każda kolumna jest odczytywana, gdy otrzyma fokus, zaczynając od wierzchniej karty; po ruchu, rozdaniu lub cofnięciu kolumna z fokusem mówi, co się stało. Poniższe klawisze odczytu ponownie podają wybrane części stołu.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Klawisz</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Działanie</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Klawiatura i mysz</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Zasady gry %1</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation>Kładzenie karty</translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation>Przenoszenie grupy</translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation>Pusta kolumna</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Rozdawanie</translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation>Wybór reguły</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation>Ukończone sekwencje</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation>Kody gry</translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation>Jak aplikacja pomaga w grze</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Szanse na wygraną</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Wskazówki</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>W skrócie</translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation>%1 to pasjans dla jednego gracza.</translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation>Aplikacja nie podpowiada, dopóki nie włączysz opcji „%1” w oknie %2; polecenie „%3” w menu %4 pyta solwer, czy to możliwe, i potrafi pokazać, jak to zrobić. Gdy nic już nie pomaga, zacznij rozdanie od nowa albo rozpocznij nowe.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation>%1: %2 (w grze %4: %3).</translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation>Karty w grze</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation>Sekwencje do ułożenia</translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation>Rozdania z talonu</translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation>Karty kładzie się i przenosi jak w grze %1, a pusta kolumna przyjmuje te same karty.</translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation>Czym gra %1 różni się od gry %2:</translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation>%1 kolor: prawie każde rozdanie</translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation>%1 kolory: około %2% rozdań</translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation>Ile rozdań można wygrać przy dobrej grze, według ogólnego artykułu o pasjansie Pająk (po włosku), jednej ze stron, na podstawie których powstała ta pomoc:</translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation>Ten sam artykuł podaje, że typowa gra trwa od %1 do %2 minut. To jego dane, niezmierzone na rozdaniach tej aplikacji.</translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation>Rozdania wygrane przez własny solwer aplikacji, który widzi wszystkie karty (zakryte i kolejność w talonie) i poświęca na rozdanie najwyżej %1 sekund; gracz, który nie widzi ukrytych kart, wygrywa rzadziej:</translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation>Najpierw odkrywaj zakryte karty: każda odsłonięta karta mówi więcej i otwiera nowe ruchy.</translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation>Gdy kartę można położyć na jedną z dwóch kart, wybierz tę w jej kolorze: ciąg w jednym kolorze przenosi się w całości, a mieszany trzeba rozbierać.</translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation>Jak najdłużej utrzymuj wolną kolumnę: używaj jej do porządkowania ciągów albo by sięgnąć po kartę, a potem znów ją zwalniaj.</translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation>Król leżący na zakrytych kartach może się przenieść tylko do pustej kolumny: zaplanuj to, zanim skończy się talon.</translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation>Rozdawaj dopiero wtedy, gdy nie zostało żadnego przydatnego ruchu: rozdanie przykrywa budowane ciągi.</translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation>Eksperymentuj z poleceniem %1: wypróbuj jakąś drogę i wycofaj się, jeśli prowadzi donikąd.</translation>
    </message>
    <message>
        <source>on by default</source>
        <translation>domyślnie włączone</translation>
    </message>
    <message>
        <source>off by default</source>
        <translation>domyślnie wyłączone</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation>Pojedyncze kliknięcie karty jej nie przenosi.</translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation>Cztery ustawienia zmieniają sposób przenoszenia kart; każde z nich włączysz lub wyłączysz w menu %1 albo w oknie %2.</translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation>Polecenie %1 cofa ostatnie czynności, maksymalnie %2, łącznie z rozdaniami: wynik i licznik ruchów wracają do poprzednich wartości, a sekwencja usunięta przez cofnięty ruch wraca do swojej kolumny. Polecenie %3 ponownie wykonuje cofniętą czynność.</translation>
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
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>The letter after the number of suits names the rule: %1.</source>
        <translation>Litera po liczbie kolorów oznacza regułę: %1.</translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation>Gra z regułą klasyczną nie ma litery po liczbie kolorów; pozostałe reguły dodają własną: %1.</translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation>Każde rozdanie ma kod gry, np. %1. Zaczyna się od liter wariantu i wersji formatu kodu (%2), potem następuje „S” i liczba kolorów; %3 liter po ostatnim łączniku to numer potasowania.</translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation>Aby zagrać ponownie w to samo rozdanie albo w rozdanie przysłane przez znajomego, wybierz %1 ▸ %2 i wpisz lub wklej kod w polu „%3” w oknie „%4”. %1 ▸ %5 kopiuje kod bieżącej gry. Ten sam kod zawsze rozkłada te same karty, na każdym komputerze.</translation>
    </message>
    <message>
        <source>%1 (the default): the rules as described above.</source>
        <translation>%1 (domyślna): zasady opisane powyżej.</translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation>%1 – reguła dostępna dla %2 kolorów. %3</translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation>W oknie Nowa gra można wybrać regułę:</translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation>Przy 1 kolorze dostępna jest tylko reguła klasyczna: wszystkie karty są w jednym kolorze, więc wybór niewiele by zmienił.</translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation>Ta strona opisuje grę z regułą %1, wybraną w oknie Nowa gra.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Rozdania %1–%2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation>Nie ma talonu, więc nie ma czego rozdawać.</translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation>Rozdanie jest niemożliwe, dopóki któraś kolumna jest pusta: najpierw połóż tam kartę.</translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation>Można rozdawać nawet wtedy, gdy któraś kolumna jest pusta.</translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation>Gdy kolumna kończy się 13 kartami jednego koloru, od króla do asa, wszystkimi odkrytymi, ta sekwencja sama schodzi ze stołu, zaraz po ruchu lub rozdaniu, które ją ukończyło.</translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation>Jedno rozdanie może ukończyć kilka kolumn naraz.</translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation>Zakryta karta, którą przykrywała, zostaje odkryta.</translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation>Bez względu na regułę usuwana jest tylko sekwencja w jednym kolorze.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>%1 × 13 %2</source>
        <extracomment>One suit&apos;s share of the cards: %1 how many times, %2 the suit (&quot;spades&quot;).</extracomment>
        <translation>%1 × 13 kart %2</translation>
    </message>
    <message>
        <source> + </source>
        <extracomment>Between the suits&apos; shares: &quot;4 × 13 spades + 4 × 13 hearts&quot;.</extracomment>
        <translation> + </translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Kolory</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>odkryta</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>wszystkie odkryte</translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation>tylko ostatnia odkryta</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation>Razem: %1, w tym zakrytych: %2, odkrytych: %3.</translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation>Razem: %1, wszystkie odkryte.</translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation>Nie ma talonu: od początku wszystkie karty leżą na stole.</translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation>As jest najniższą kartą, a król najwyższą, więc na asie nie można niczego położyć.</translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation>Gdy z kolumny zejdzie ostatnia odkryta karta, leżąca pod nią zakryta karta sama się odkrywa.</translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Żadna karta nie jest o jeden wyższa od króla, więc król, sam lub na czele grupy, może trafić tylko do pustej kolumny.</translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Żadna karta nie przyjmuje króla, więc król, sam lub na czele grupy, może trafić tylko do pustej kolumny.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation>Odkrytą kartę można położyć na ostatniej karcie innej kolumny, jeśli ta jest wyższa dokładnie o jeden, bez względu na kolor: np. %1 na %2, damę na króla.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation>Odkrytą kartę można położyć na ostatniej karcie innej kolumny tylko wtedy, gdy ta jest w tym samym kolorze i wyższa dokładnie o jeden: np. %1 na %2, ale nie na %3.</translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation>Kartę można położyć na: %1.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation>Kilka odkrytych kart na końcu kolumny przenosi się razem, gdy ich wartości maleją kolejno o jeden (8, 7, 6) i wszystkie są w jednym kolorze.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation>Kilka odkrytych kart na końcu kolumny przenosi się razem, gdy ich wartości maleją kolejno o jeden (8, 7, 6), bez względu na kolory.</translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation>Każdą odkrytą kartę można przenieść razem ze wszystkimi kartami, które na niej leżą, niezależnie od tego, czy są uporządkowane.</translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation>Karty przenoszone razem: %1.</translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation>Grupę kładzie się jak pojedynczą kartę: jej pierwsza karta musi pasować tam, gdzie ląduje.</translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation>Długość grupy nie jest ograniczona.</translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation>Ciąg w różnych kolorach zostaje na miejscu, choć jego wartości maleją: trzeba go rozebrać karta po karcie.</translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation>Pusta kolumna przyjmuje dowolną kartę lub dowolną grupę, którą można przenieść, nie tylko króla. To najcenniejsze miejsce na stole: odłóż tam kartę, by dostać się do tej, która leży pod nią.</translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation>Do pustej kolumny może trafić tylko król, sam lub na czele grupy.</translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation>Pusta kolumna przyjmuje: %1.</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>Na początku: %1</translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation>Każdy ruch karty lub grupy: %1</translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation>Każde rozdanie: %1</translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation>Każda usunięta sekwencja: %1</translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation>Wynik nie ma dolnej granicy: w długiej grze może spaść poniżej zera.</translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation>Wynik nigdy nie spada poniżej %1: przy każdej czynności zatrzymuje się na tej granicy.</translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation>Licznik ruchów liczy ruchy i rozdania; usunięcie sekwencji nie jest ruchem.</translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation>Licznik ruchów liczy ruchy; usunięcie sekwencji nie jest ruchem.</translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation>Punkty liczy się tak:</translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation>To punktacja własna aplikacji %1: inne wersje gry liczą punkty inaczej.</translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation>Na przykład gra wygrana w %1 ruchach kończy się wynikiem %2 = %3 pkt.</translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation>To mniej niż %1, więc wynik zostaje na poziomie %1.</translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation>Zakłada to, że wynik po drodze ani razu nie spadł do %1.</translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation>Gra %1 pochodzi z wtyczki. Książki, strony internetowe i inne aplikacje mogą ją opisywać z innym układem lub innymi szczegółami; gdy się różnią, aplikacja trzyma się wtyczki.</translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation>O tych stronach</translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation>Strona Zasady powstaje z danych deklarowanych przez grę %1 (karty, kolumny, plan rozdań, które karty się przenosi, punkty), więc zawsze mówi to, co sprawdza aplikacja.</translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation>%1 na prawdziwym stole</translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation>Drukowane i internetowe zasady gry Pająk są zgodne co do przenoszenia kart, ale nie zawsze co do początku gry.</translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation>Wikipedia</translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation>Wikipedia rozpoczyna grę tak jak ta aplikacja: 54 karty w 10 kolumnach, a pozostałe 50 rozdaje się po dziesięć, zawsze gdy żadna kolumna nie jest pusta.</translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation>Bicycle</translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation>Bicycle, producent kart do gry, rozkłada dziesięć kolumn po pięć kart, z których w każdej kolumnie pierwsze cztery są zakryte.</translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation>Oba źródła mówią, że przed rozdaniem nowego rzędu trzeba zapełnić każde wolne miejsce – i tak samo robi aplikacja.</translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation>Wikipedia opisuje Pajęczycę jako Pająka z jedną talią, rozłożonego jak Klondike w siedmiu kolumnach po 1 do 7 kart: taki układ stosuje ta aplikacja.</translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>Celem jest zebranie ciągów od króla do asa, każdego w jednym kolorze: kompletny ciąg schodzi ze stołu, a gra jest wygrana po usunięciu %n sekwencji.</numerusform>
            <numerusform>Celem jest zebranie ciągów od króla do asa, każdego w jednym kolorze: kompletny ciąg schodzi ze stołu, a gra jest wygrana po usunięciu wszystkich %n sekwencji.</numerusform>
            <numerusform>Celem jest zebranie ciągów od króla do asa, każdego w jednym kolorze: kompletny ciąg schodzi ze stołu, a gra jest wygrana po usunięciu wszystkich %n sekwencji.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>Gra wykorzystuje %n kartę.</numerusform>
            <numerusform>Gra wykorzystuje %n karty.</numerusform>
            <numerusform>Gra wykorzystuje %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>To tyle, ile ma %n talia 52 kart.</numerusform>
            <numerusform>To tyle, ile mają %n talie 52 kart.</numerusform>
            <numerusform>To tyle, ile ma %n talii 52 kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>Liczba kolorów, wybierana w oknie Nowa gra, zmienia skład tej %n karty, ale nigdy ich liczbę:</numerusform>
            <numerusform>Liczba kolorów, wybierana w oknie Nowa gra, zmienia skład tych %n kart, ale nigdy ich liczbę:</numerusform>
            <numerusform>Liczba kolorów, wybierana w oknie Nowa gra, zmienia skład tych %n kart, ale nigdy ich liczbę:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>%n ostatnia odkryta</numerusform>
            <numerusform>%n ostatnie odkryte</numerusform>
            <numerusform>%n ostatnich odkrytych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>od %1 do %n karty, w każdej kolejnej kolumnie o jedną więcej</numerusform>
            <numerusform>od %1 do %n kart, w każdej kolejnej kolumnie o jedną więcej</numerusform>
            <numerusform>od %1 do %n kart, w każdej kolejnej kolumnie o jedną więcej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>od %1 w dół do %n karty, w każdej kolejnej kolumnie o jedną mniej</numerusform>
            <numerusform>od %1 w dół do %n kart, w każdej kolejnej kolumnie o jedną mniej</numerusform>
            <numerusform>od %1 w dół do %n kart, w każdej kolejnej kolumnie o jedną mniej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>po %n karcie</numerusform>
            <numerusform>po %n karty</numerusform>
            <numerusform>po %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>Karty rozkłada się do %n kolumny, od lewej do prawej:</numerusform>
            <numerusform>Karty rozkłada się do %n kolumn, od lewej do prawej:</numerusform>
            <numerusform>Karty rozkłada się do %n kolumn, od lewej do prawej:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>W talonie leży pozostała %n karta.</numerusform>
            <numerusform>W talonie leżą pozostałe %n karty.</numerusform>
            <numerusform>W talonie leży pozostałych %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>po jednej karcie do każdej z %n kolumny, od pierwszej do ostatniej</numerusform>
            <numerusform>po jednej karcie do każdej z %n kolumn, od pierwszej do ostatniej</numerusform>
            <numerusform>po jednej karcie do każdej z %n kolumn, od pierwszej do ostatniej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>%n karta, do kolumny %1</numerusform>
            <numerusform>%n karty, po jednej do kolumn %1</numerusform>
            <numerusform>%n kart, po jednej do kolumn %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>Aby rozdać, kliknij talon albo naciśnij D. Talon rozdaje się w %n rozdaniu, wszystkie karty odkryte:</numerusform>
            <numerusform>Aby rozdać, kliknij talon albo naciśnij D. Talon rozdaje się w %n rozdaniach, wszystkie karty odkryte:</numerusform>
            <numerusform>Aby rozdać, kliknij talon albo naciśnij D. Talon rozdaje się w %n rozdaniach, wszystkie karty odkryte:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>Gra kończy się wygraną po usunięciu %n sekwencji, gdy na stole nie zostaje żadna karta.</numerusform>
            <numerusform>Gra kończy się wygraną po usunięciu wszystkich %n sekwencji, gdy na stole nie zostaje żadna karta.</numerusform>
            <numerusform>Gra kończy się wygraną po usunięciu wszystkich %n sekwencji, gdy na stole nie zostaje żadna karta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>Na przykład gra wygrana w %1 ruchach, wliczając %n rozdanie, kończy się wynikiem %2 = %3 pkt.</numerusform>
            <numerusform>Na przykład gra wygrana w %1 ruchach, wliczając %n rozdania, kończy się wynikiem %2 = %3 pkt.</numerusform>
            <numerusform>Na przykład gra wygrana w %1 ruchach, wliczając %n rozdań, kończy się wynikiem %2 = %3 pkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>Kod gry tego rozdania to %1 (%n kolor): wpisz go w oknie Nowa gra, aby rozłożyć te same karty i grać równolegle.</numerusform>
            <numerusform>Kod gry tego rozdania to %1 (%n kolory): wpisz go w oknie Nowa gra, aby rozłożyć te same karty i grać równolegle.</numerusform>
            <numerusform>Kod gry tego rozdania to %1 (%n kolorów): wpisz go w oknie Nowa gra, aby rozłożyć te same karty i grać równolegle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>Rozdanie nowego rzędu: %n karta z talonu.</numerusform>
            <numerusform>Rozdanie nowego rzędu: %n karty z talonu.</numerusform>
            <numerusform>Rozdanie nowego rzędu: %n kart z talonu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%n kolor: wygrane %1 z %2 rozdań (%3%)</numerusform>
            <numerusform>%n kolory: wygrane %1 z %2 rozdań (%3%)</numerusform>
            <numerusform>%n kolorów: wygrane %1 z %2 rozdań (%3%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence follows without a space (a space there shows as a gap).</extracomment>
        <translation>Kolumna %1</translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation>Kolumny %1–%2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A run of column numbers: %1 the first, %2 the last.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
        <translation>%1 lub %2</translation>
    </message>
    <message>
        <source>← →</source>
        <extracomment>What ``BoardView.keyPressEvent`` answers, in the order the Keyboard page lists it. The keys of the window&apos;s actions (D to deal, Ctrl+Z…) are in :data:`COMMANDS`.</extracomment>
        <translation>← →</translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
        <translation>Przenosi fokus między kolumnami.</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation>Zaznacza więcej lub mniej kart spośród tych, które można przenieść.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Spacja</translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation>Przenosi zaznaczone karty do najlepszej kolumny.</translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation>1 … 9, 0</translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation>Przenosi zaznaczone karty do kolumny od 1 do 9 albo do kolumny 10.</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation>Usuwa fokus.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation>Odczytuje kolumnę z fokusem, zaczynając od wierzchniej karty.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation>Odczytuje karty, które można przenieść, w każdej kolumnie.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation>Odczytuje talon, wynik i ruchy.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Przykłady</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Źródła</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>Zasady wybranej gry</translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation>Całe wygrane gry, ruch po ruchu, z obrazkami stołu</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>Skąd pochodzą zasady</translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation>Klawisze i działania myszy na stole</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation>Gra, której zasady i przykłady są wyświetlane</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Strony pomocy</translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation>Wczytywanie wtyczek…</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Wczytywanie: %1…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Pre&amp;ferencje…</translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation>Czy to rozdanie da się &amp;wygrać?</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation>&amp;Podaj kod gry…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Kopiuj kod gry</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>Zacznij to &amp;rozdanie od nowa</translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation>Wznów &amp;odłożoną grę</translation>
    </message>
    <message>
        <source>W&amp;here Was It Lost?</source>
        <translation>&amp;Gdzie gra została przegrana?</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Rozdaj</translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation>&amp;Kopiuj opis stołu</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Po&amp;dpowiedź</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>De&amp;monstracja</translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation>&amp;Podwójne kliknięcie przenosi karty</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>&amp;Automatyczny wybór miejsca</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>Podświetlanie &amp;miejsc</translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation>Przypominanie &amp;zasad</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>A&amp;nimacje</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Talia czterokolorowa</translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation>Pełny &amp;ekran</translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation>&amp;Wtyczki…</translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation>&amp;Zasady i pomoc</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klawiatura</translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation>&amp;O programie spider-qt</translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation>Skopiowano opis stołu</translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation>O programie spider-qt</translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation>Pasjans Pająk i jego krewni, z wariantami w postaci wtyczek.</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n kolor</numerusform>
            <numerusform>%n kolory</numerusform>
            <numerusform>%n kolorów</numerusform>
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
        <source>&amp;Game code:</source>
        <translation>Kod &amp;gry:</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Easy (1 suit)</source>
        <translation>Łatwy (1 kolor)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Średni (2 kolory)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Trudny (4 kolory)</translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation>np. SP1-S2C-AAAAAAD — puste: losowe rozdanie</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Wariant</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Wariant:</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Kolory</translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation>&amp;Kolory:</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Reguła</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>&amp;Reguła:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Kod gry</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Rozpocznij</translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation>Zostaw puste, aby rozdać losowo</translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation>&amp;Włącz wbudowane wtyczki</translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation>Brak gry do rozegrania — %1</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation>Nie można rozegrać żadnej gry</translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation>Nie wczytano żadnego wariantu gry: każda gra w spider-qt, także Pająk, pochodzi z wtyczki.</translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation>spider-qt uruchomiono w trybie awaryjnym, w którym wczytywane są tylko wbudowane wtyczki.</translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation>Wyłączone: %1.</translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation>Nie udało się wczytać:</translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation>Nie znaleziono nawet wbudowanych wtyczek, więc ta instalacja spider-qt jest niekompletna; ponowna instalacja przywróci gry.</translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation>Aby znów grać, włącz z powrotem wbudowane wtyczki przyciskiem poniżej (lub w menu Ustawienia → Wtyczki…) albo uruchom spider-qt z opcją --reset-plugins.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation>Nie udało się użyć pliku ustawień, więc spider-qt uruchamia się z ustawieniami domyślnymi.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation>Nie udało się użyć zapisanej gry, więc nie można jej wznowić; rozpoczyna się nowa gra.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation>Nie udało się użyć pliku statystyk, więc statystyki zaczynają się od zera.</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation>Ustawienia zapisała nowsza wersja spider-qt. Ta wersja pozostawia je bez zmian i używa ustawień domyślnych; zmiany wprowadzone teraz obowiązują do zamknięcia spider-qt.</translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation>Zapisana gra pochodzi z nowszej wersji spider-qt. Ta wersja pozostawia ją bez zmian; gra rozgrywana teraz nie zostanie zapisana.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation>Statystyki zapisała nowsza wersja spider-qt. Ta wersja pozostawia je bez zmian; gry rozgrywane teraz nie są w nich liczone.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation>Nie udało się zapisać ustawień (%1); zmiany obowiązują do zamknięcia spider-qt.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation>Nie udało się zapisać bieżącej gry (%1); po zamknięciu spider-qt nie będzie można jej wznowić.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation>Nie udało się zapisać statystyk (%1); są przechowywane do zamknięcia spider-qt.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Uszkodzony plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Nie udało się przenieść uszkodzonego pliku w bezpieczne miejsce (%1).</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>Szczegół techniczny: %1</translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation>Twoja zapisana gra %1 wymaga wtyczki, która nie jest teraz wczytana. Zachowano ją jako %2 i zostanie wznowiona, gdy ta wtyczka wróci.</translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Nie udało się wczytać jednej wtyczki, więc ją pominięto; wszystko inne działa. Szczegóły są w oknie Wtyczki (Ustawienia → Wtyczki…).</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Nie udało się wczytać niektórych wtyczek, więc je pominięto; wszystko inne działa. Szczegóły są w oknie Wtyczki (Ustawienia → Wtyczki…).</translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation>Niewczytane wtyczki, których tu nie wymieniono: %1. Pełną listę zawiera okno Wtyczki (Ustawienia → Wtyczki…).</translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation>Twoja zapisana gra %1 powstała w wersji %2 wtyczki %3, a wersja %4 rozgrywa ją inaczej. Zachowano ją jako %5 i zostanie wznowiona, jeśli wróci wersja %2.</translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation>Twoja zapisana gra %1, zachowana na czas nieobecności jej wtyczki, wróciła i została wznowiona.</translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation>Wznowić odłożoną grę?</translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation>Twoją zapisaną grę %1 można znów rozgrywać: jej wtyczka wróciła.</translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation>Wznowić ją teraz? Bieżąca gra zostanie odłożona na później w menu Gra → Wznów odłożoną grę.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Wznów</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Później</translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation>Dodaje wariant %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Dodaje %n wariant: %1</numerusform>
            <numerusform>Dodaje %n warianty: %1</numerusform>
            <numerusform>Dodaje %n wariantów: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation>Dodaje regułę %1</translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation>Dodaje regułę %1 (dla: %2)</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Dodaje %n regułę: %1</numerusform>
            <numerusform>Dodaje %n reguły: %1</numerusform>
            <numerusform>Dodaje %n reguł: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>Motywy kart</translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation>Dodaje motyw kart %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation>
            <numerusform>Dodaje %n motyw kart: %1</numerusform>
            <numerusform>Dodaje %n motywy kart: %1</numerusform>
            <numerusform>Dodaje %n motywów kart: %1</numerusform>
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
        <source>Plugins</source>
        <extracomment>Rows shown before the table scrolls; the details area takes the rest of the height. What each checkbox shows now, by plugin id: the dialog&apos;s own view of the switches. The plugin whose switch-off was just refused (its id), while the note says why. The plugin just switched off, only saved, while the note names the rules it stops.</extracomment>
        <translation>Wtyczki</translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation>Tryb awaryjny</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>&amp;Szczegóły:</translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation>Szczegóły wtyczki</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Uwaga</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;Kopiuj szczegóły</translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation>Kopiuje szczegóły wybranej wtyczki, aby wkleić je do zgłoszenia błędu.</translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation>Wtyczka</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Dodaje</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Pochodzenie</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>The switch is the name&apos;s checkbox: a player switches &quot;Simple Simon&quot;, not a column. Origins in the order they are listed, with the words a player sees for them.</extracomment>
        <translation>Wbudowana</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Zainstalowana</translation>
    </message>
    <message>
        <source>Plugins folder</source>
        <translation>Folder wtyczek</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Włączona</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Wyłączona</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Błąd</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation>brak</translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation>Włącz ją, aby zobaczyć, co dodaje</translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation>Tryb awaryjny: wczytano tylko wbudowane wtyczki.</translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation>Wybierz wtyczkę, aby zobaczyć jej szczegóły.</translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation>Nieaktywna (wymaga: %1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1 (%2 s)</translation>
    </message>
    <message>
        <source>Slow to load: %1</source>
        <translation>Wolne wczytywanie: %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nazwa: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Stan: %1</translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation>Nie udało się jej wczytać, więc niczego nie dodaje. Poniżej opis błędu dla jej autora.</translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation>Dla autora wtyczki:</translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation>Identyfikator wtyczki: %1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>Wersja: %1</translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation>Pochodzenie: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Położenie: %1</translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation>Opis: %1</translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>Warianty: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reguły: %1</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>Wymaga: %1</translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation>Czas wczytywania: %1 s</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Ostrzeżenie: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Błąd: %1</translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation>%1 (nie zostanie wczytana przy następnym uruchomieniu)</translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation>%1 (włączona od następnego uruchomienia)</translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation>%1 (wyłączona od następnego uruchomienia)</translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation>Zmiany zaczną działać przy następnym uruchomieniu spider-qt.</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>Bieżąca gra toczy się dalej.</translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation>Nie udało się wczytać wtyczki %1 (zobacz szczegóły); kolejna próba nastąpi przy następnym uruchomieniu spider-qt.</translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation>Nie można już rozpoczynać gier: %1.</translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation>Nie można już wybrać reguły %1.</translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation>Nie można już wybierać reguł: %1.</translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation>Można już rozpoczynać gry: %1.</translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation>Można już wybrać regułę %1.</translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation>Można już wybierać reguły: %1.</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>Wtyczka %1 jest włączona.</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>Wtyczka %1 jest wyłączona.</translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation>Wtyczka %1 pozostaje włączona: to ostatnia wtyczka z wariantami gry, a bez niej nie byłoby w co grać.</translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation>Wyłączenie wtyczki %1 dezaktywuje też te reguły: %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>PostMortemReview</name>
    <message>
        <source>Nothing to look back on: no action was played yet.</source>
        <translation>Nie ma czego przeglądać: nie wykonano jeszcze żadnego ruchu.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Błąd solwera: %1</translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message>
        <source>Could It Have Been Shorter?</source>
        <translation>Czy dało się krócej?</translation>
    </message>
    <message>
        <source>Where Was It Lost?</source>
        <translation>Gdzie gra została przegrana?</translation>
    </message>
    <message>
        <source>Looking back over the game, every card known…</source>
        <translation>Przeglądam grę wstecz, znając wszystkie karty…</translation>
    </message>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>Solwer wygrywa to rozdanie od początku w %n ruchu; Tobie zajęło to %1.</numerusform>
            <numerusform>Solwer wygrywa to rozdanie od początku w %n ruchach; Tobie zajęło to %1.</numerusform>
            <numerusform>Solwer wygrywa to rozdanie od początku w %n ruchach; Tobie zajęło to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the line with Next.</source>
        <translation>Odtwórz rozgrywkę przyciskiem Następny.</translation>
    </message>
    <message>
        <source>The solver found no line from the start within the time.</source>
        <translation>Solwer nie znalazł w tym czasie żadnej rozgrywki od początku.</translation>
    </message>
    <message>
        <source>This deal from the stock lost the game. Before it, a win was still possible.</source>
        <translation>To rozdanie z talonu przegrało grę. Przed nim wygrana była jeszcze możliwa.</translation>
    </message>
    <message>
        <source>This move lost the game: %1. Before it, a win was still possible.</source>
        <translation>Ten ruch przegrał grę: %1. Przed nim wygrana była jeszcze możliwa.</translation>
    </message>
    <message>
        <source>This deal could not be won: no line wins it from its start (proven).</source>
        <translation>Tego rozdania nie dało się wygrać: żadna rozgrywka nie wygrywa go od początku (udowodnione).</translation>
    </message>
    <message>
        <source>The game was already lost at the oldest position kept (proven).</source>
        <translation>Gra była przegrana już w najstarszej zachowanej pozycji (udowodnione).</translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>Nigdzie: stąd wciąż można wygrać (udowodnione rozgrywką z %n ruchem).</numerusform>
            <numerusform>Nigdzie: stąd wciąż można wygrać (udowodnione rozgrywką z %n ruchami).</numerusform>
            <numerusform>Nigdzie: stąd wciąż można wygrać (udowodnione rozgrywką z %n ruchami).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it was lost was not decided within the time.</source>
        <translation>W tym czasie nie ustalono, gdzie gra została przegrana.</translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>Po %n ruchu wygrana była jeszcze możliwa (udowodnione rozgrywką): ta pozycja.</numerusform>
            <numerusform>Po %n ruchach wygrana była jeszcze możliwa (udowodnione rozgrywką): ta pozycja.</numerusform>
            <numerusform>Po %n ruchach wygrana była jeszcze możliwa (udowodnione rozgrywką): ta pozycja.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whether this game could be won was not decided within the time.</source>
        <translation>W tym czasie nie ustalono, czy tę grę dało się wygrać.</translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>Po %n ruchu gra była przegrana (udowodnione).</numerusform>
            <numerusform>Po %n ruchach gra była przegrana (udowodnione).</numerusform>
            <numerusform>Po %n ruchach gra była przegrana (udowodnione).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the actions the undo history kept were looked at.</source>
        <translation>Przejrzano tylko ruchy zachowane w historii cofania.</translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>Zwycięska rozgrywka stąd: %n ruch. Odtwórz ją przyciskiem Następny.</numerusform>
            <numerusform>Zwycięska rozgrywka stąd: %n ruchy. Odtwórz ją przyciskiem Następny.</numerusform>
            <numerusform>Zwycięska rozgrywka stąd: %n ruchów. Odtwórz ją przyciskiem Następny.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2: the game is won.</source>
        <translation>Ruch %1 z %2: gra wygrana.</translation>
    </message>
    <message>
        <source>Step %1 of %2.</source>
        <translation>Ruch %1 z %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2. Next: %3.</source>
        <translation>Ruch %1 z %2. Następny: %3.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation>Preferencje</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Przywróć domyślne</translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation>Przywraca wszystkim widocznym tu ustawieniom ich pierwotne wartości.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Przywróć</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>W&amp;ytnij</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>S&amp;kopiuj</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Wklej</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <extracomment>The right-click menu of a scroll bar (the Help pages, the Plugins dialog&apos;s details).</extracomment>
        <translation>Przewiń tutaj</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Lewa krawędź</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Do góry</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Prawa krawędź</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>W dół</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Strona w lewo</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Strona do góry</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Strona w prawo</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Strona w dół</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Przewiń w lewo</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Przewiń do góry</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Przewiń w prawo</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Przewiń w dół</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>The right-click menu of read-only rich text (the Help pages).</extracomment>
        <translation>S&amp;kopiuj</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Skopiuj &amp;adres odsyłacza</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Poprzedni</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Następny</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Wróć do gry</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation>Nie ma kolumny %1: kolumny mają numery od 1 do %2.</translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation>Karty trzeba przenieść do innej kolumny.</translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation>Kolumna %1 jest pusta: nie ma czego przenieść.</translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation>W kolumnie %1 nie ma karty na pozycji %2.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation>Zakrytej karty nie można przenieść.</translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation>Tych kart nie można przenieść razem: %2 i %1 nie tworzą ciągu malejącego.</translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation>Tych kart nie można przenieść razem: grupa musi być w jednym kolorze, a %2 i %1 mają różne kolory.</translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation>Na asie nie można niczego położyć (%1).</translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation>%1 może trafić tylko na kartę wyższą o jeden, a %2 taką kartą nie jest.</translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation>%1 może trafić tylko na kartę w tym samym kolorze, wyższą o jeden, a %2 taką kartą nie jest.</translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation>Pustą kolumnę może zająć tylko król (lub grupa zaczynająca się od króla), a nie %1.</translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation>%1 nie pasuje do żadnej innej kolumny.</translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation>Grupa, którą zaczyna %1, nie pasuje do żadnej innej kolumny.</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>Talon jest pusty: nie ma już czego rozdać.</translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation>Przed rozdaniem zapełnij wszystkie puste kolumny (puste kolumny: %1).</translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation>Przed rozdaniem w każdej kolumnie musi leżeć karta, ale na stole jest mniej kart niż kolumn (%1 na %2): cofnij ruch albo zacznij nową grę.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Nie ma czego cofnąć.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Nie ma czego ponowić.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>How a list of columns is joined in English (translated in context ``&quot;Rule&quot;``).</extracomment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Open deal</source>
        <translation>Otwarte rozdanie</translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation>Można rozdawać z talonu, nawet gdy któraś kolumna jest pusta.</translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation>Każda kolumna, do której dociera rozdanie, dostaje swoją kartę, także pusta; poza tym wszystko jest jak w regule klasycznej. Inne aplikacje często nazywają to „relaksowym Pająkiem”.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Łagodna</translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation>Grupę kart w porządku malejącym można przenosić razem, nawet jeśli kolory są pomieszane.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasyczna</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Hints and demo</source>
        <translation>Podpowiedzi i demonstracja</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation>Podwójne kliknięcie przenosi karty</translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation>Podwójne kliknięcie karty przenosi ją razem z leżącymi na niej kartami do najlepszej kolumny: na kartę w tym samym kolorze wyższą o jeden, a gdy takiej nie ma – na dowolną kartę wyższą o jeden, a w ostateczności do pustej kolumny.</translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation>Automatyczny wybór miejsca</translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation>Karty upuszczone tam, gdzie nie mogą trafić, zamiast wracać na miejsce przechodzą do najlepszej kolumny.</translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation>Podświetlanie miejsc</translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation>Podczas przeciągania kart podświetlane są kolumny, które mogą je przyjąć.</translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation>Przypominanie zasad</translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation>Po niedozwolonym ruchu krótka notka wyjaśnia, która zasada go zablokowała.</translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation>Pytaj przed porzuceniem gry</translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation>Polecenia „Zacznij to rozdanie od nowa” i „Nowa gra” najpierw pytają o zgodę, jeśli w bieżącej grze wykonano ruchy, bo jej porzucenie liczy się jako przegrana.</translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation>W menu Edycja pojawiają się polecenia Podpowiedź, które pokazuje dobry ruch, i Demonstracja, które gra samo. Gra, w której użyto któregoś z nich, jest liczona osobno w statystykach.</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Tylko rozdania do wygrania</translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation>Nowe gry są rozdawane tylko spośród rozdań, które wygrał solwer. Podany kod gry jest zawsze rozgrywany bez zmian.</translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation>Przenoszenie kliknięciem</translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation>Kliknięcie karty podnosi ją razem z leżącymi na niej kartami; kliknięcie kolumny kładzie je tam. Wyłączone: pojedyncze kliknięcie nic nie robi, jak w klasycznej grze.</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Zegar</translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation>Czas gry jest widoczny na pasku stanu i w oknie wygranej, a statystyki zapamiętują najlepsze czasy.</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation>Pasek narzędzi</translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation>Przyciski nad stołem: nowa gra, rozdanie od nowa, cofnij, ponów, rozdaj oraz, przy włączonych podpowiedziach, podpowiedź.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Wygląd</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animacje</translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation>Karty płynnie się przesuwają, wylatują z talonu i obracają się, zamiast przeskakiwać.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Szybkość animacji</translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation>Jak szybko odtwarzane są animacje.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolna</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalna</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Jasne lub ciemne kolory</translation>
    </message>
    <message>
        <source>The table, the marks and words on it, the dialogs and the status bar in light or dark colours; by default as the system has them, switching when it does.</source>
        <translation>Stół, znaczniki i napisy na nim, okna dialogowe i pasek stanu w jasnych lub ciemnych kolorach; domyślnie tak jak w systemie i zmieniają się razem z nim.</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasne</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemne</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>Motyw kart</translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation>Wygląd kart. Więcej motywów mogą dodać wtyczki i folder motywów.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Talia czterokolorowa</translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation>Każdy kolor ma własną barwę: piki czarne, kiery czerwone, kara niebieskie, trefle zielone.</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Rewers kart</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation>Wzór na odwrocie kart.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>The language of the menus and messages; the system&apos;s language by default.</source>
        <translation>Język menu i komunikatów; domyślnie język systemu.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation>Ostatni wariant</translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation>Wariant wybrany w ostatniej nowej grze (puste: pierwszy zainstalowany).</translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation>Ostatnia liczba kolorów</translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation>Liczba kolorów wybrana w ostatniej nowej grze.</translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation>Ostatnia reguła</translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation>Reguła wybrana w ostatniej nowej grze.</translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation>Wyłączone wtyczki</translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation>Wtyczki wyłączone w oknie Wtyczki: nie są wczytywane przy uruchomieniu.</translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation>Geometria okna</translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation>Położenie i rozmiar okna zapisane przez Qt (szesnastkowo).</translation>
    </message>
</context>
<context>
    <name>SolverProgressBox</name>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>The progress bar counts in thousandths: smooth, and whole numbers for Qt.</extracomment>
        <translation>&amp;Anuluj</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>zaznaczono %n kartę</numerusform>
            <numerusform>zaznaczono %n karty</numerusform>
            <numerusform>zaznaczono %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation>Kolumna %1, %2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Kolumna %1: %2</translation>
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
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Można przenieść: %1.</translation>
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
        <translation>Gra</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Skuteczność</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Najlepszy wynik</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Najmniej ruchów</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Obecna seria</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Najdłuższa seria</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation>Najlepszy czas</translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation>Rozegrane z pomocą</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Wygrane z pomocą</translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation>Nie policzono jeszcze żadnej gry: gra jest liczona od pierwszego ruchu.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Wyzeruj statystyki…</translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation>Usuwa wszystkie zapisy (po potwierdzeniu).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n kolor</numerusform>
            <numerusform>%n kolory</numerusform>
            <numerusform>%n kolorów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Wyzeruj statystyki</translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation>Usunąć statystyki wszystkich rozegranych gier?

Tej operacji nie można cofnąć.</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation>pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation>Twoje ustawienia (%1)</translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation>Bieżąca gra, więc nie będzie można jej wznowić następnym razem (%1)</translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation>Twoje statystyki z tej sesji (%1)</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Nie zapisano</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Spróbuj ponownie</translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation>Zamknij &amp;bez zapisywania</translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation>Tego nie udało się zapisać i zostanie utracone, jeśli spider-qt zostanie teraz zamknięty:</translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation>Zwolnij trochę miejsca na dysku (lub nadaj folderowi prawa zapisu), a potem spróbuj ponownie.</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Scorpion</source>
        <translation>Skorpion</translation>
    </message>
    <message>
        <source>One deck in seven columns, mostly face up; move any face-up card with everything on it and build down in suit.</source>
        <translation>Jedna talia w siedmiu kolumnach, w większości odkryta; przenoś dowolną odkrytą kartę ze wszystkim, co na niej leży, i układaj w dół w kolorze.</translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Kartę można położyć tylko na karcie w tym samym kolorze, wyższej o jeden. Każdą odkrytą kartę można przenieść razem ze wszystkimi kartami, które na niej leżą, niezależnie od ich kolejności. Do pustej kolumny może trafić tylko król, sam lub z leżącymi na nim kartami. Rezerwę (talon) rozdaje się za jednym razem na pierwsze trzy kolumny, także wtedy, gdy któraś kolumna jest pusta. Każdy ciąg od króla do asa w jednym kolorze schodzi ze stołu; gra jest wygrana, gdy znikną wszystkie cztery.</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Prosty Szymon</translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation>Jedna talia rozdana odkryta w dziesięciu kolumnach, bez talonu; ułóż cztery sekwencje od króla do asa w kolorze.</translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Wszystkie karty są od początku odkryte i nie ma talonu, z którego można rozdawać. Kartę można położyć na dowolnej karcie wyższej o jeden, bez względu na kolor. Karty przenosi się razem tylko jako ciąg malejący o jeden w jednym kolorze. Pusta kolumna przyjmuje dowolną kartę lub dowolny ciąg, który można przenieść. Każdy ciąg od króla do asa w jednym kolorze schodzi ze stołu; gra jest wygrana, gdy znikną wszystkie cztery.</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Pająk</translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation>Dwie talie w dziesięciu kolumnach; ułóż osiem sekwencji od króla do asa w kolorze.</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Pajęczyca</translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation>Jedna talia w siedmiu kolumnach; ułóż cztery sekwencje od króla do asa w kolorze.</translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation>Zwycięstwo!</translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation>Zwycięstwo z pomocą!</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Od nowa</translation>
    </message>
    <message>
        <source>Could It Have Been &amp;Shorter?</source>
        <translation>Czy dało się &amp;krócej?</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Wynik: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ruchy: %1</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>Czas gry: %1</translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation>Wygrana z pomocą: liczona osobno w statystykach.</translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation>nowy najlepszy wynik!</translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation>nowy najlepszy czas!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Najlepszy wynik: %1</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>Najlepszy czas: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>Seria zwycięstw: %n gra</numerusform>
            <numerusform>Seria zwycięstw: %n gry</numerusform>
            <numerusform>Seria zwycięstw: %n gier</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Rozdanie do wygrania</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation>Szukam rozdania, które solwer potrafi wygrać…</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation>Szukam rozdania, które solwer potrafi wygrać… (rozdanie %1)</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Błąd solwera: %1</translation>
    </message>
</context>
</TS>
