<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation>Dieses Spiel neu starten?</translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation>Dieses Spiel mit denselben Karten von vorn beginnen?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu &amp;starten</translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation>Neues Spiel beginnen?</translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation>Dieses Spiel verlassen und ein neues beginnen?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>Das laufende Spiel (%n Zug) endet und zählt in der Statistik als verloren.</numerusform>
            <numerusform>Das laufende Spiel (%n Züge) endet und zählt in der Statistik als verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give Up and See &amp;Where It Was Lost</source>
        <translation>Aufgeben und sehen, wo das Spiel &amp;verloren ging</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>Nicht mehr &amp;fragen</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>%n Karte gegeben</numerusform>
            <numerusform>%n Karten gegeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%1 und %n weitere Karte auf %2</numerusform>
            <numerusform>%1 und %n weitere Karten auf %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%1 und %n weitere Karte zurück auf %2</numerusform>
            <numerusform>%1 und %n weitere Karten zurück auf %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Rückgängig gemacht.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Neues Spiel.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 turned face up</source>
        <translation>%1 aufgedeckt</translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>%1-Folge abgelegt</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>die gegebene Reihe</translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation>%1 zurück auf %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Seconds the demo&apos;s solver may search from the position before it gives up. How long a status bar message stays (ms). With hints on, the worker starts this long after the window (ms): out of the start-up&apos;s way, yet ready before the first hint, which would otherwise wait for a fresh interpreter.</extracomment>
        <translation>Suche nach einem Tipp …</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation>Demo: Suche nach einem Lösungsweg … %1&#xa0;%</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation>Demo: Suche nach einem Lösungsweg …</translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation>Demo: Zum Übernehmen eine beliebige Taste drücken oder klicken.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demo beendet.</translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation>Hier scheint kein Zug sinnvoll: Versuchen Sie „Rückgängig“ oder beginnen Sie neu.</translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation>Tipp: Eine neue Reihe aus dem Talon geben.</translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation>Tipp: %1 von %2 auf %3 legen.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>Tipp: %1 mit %n Karte darauf von %2 auf %3 legen.</numerusform>
            <numerusform>Tipp: %1 mit den %n Karten darauf von %2 auf %3 legen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation>Die Demo hat von hier aus keinen Lösungsweg gefunden.</translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation>Demo beendet: Sie sind am Zug.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Der Löser ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>Talon: %n Reihe übrig. Zum Geben klicken.</numerusform>
            <numerusform>Talon: %n Reihen übrig. Zum Geben klicken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
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
        <translation>Pik-Ass</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>Pik-2</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>Pik-3</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>Pik-4</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>Pik-5</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>Pik-6</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>Pik-7</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>Pik-8</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>Pik-9</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>Pik-10</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>Pik-Bube</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>Pik-Dame</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>Pik-König</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>Herz-Ass</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>Herz-2</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>Herz-3</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>Herz-4</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>Herz-5</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>Herz-6</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>Herz-7</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>Herz-8</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>Herz-9</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>Herz-10</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>Herz-Bube</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>Herz-Dame</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>Herz-König</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>Karo-Ass</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>Karo-2</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>Karo-3</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>Karo-4</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>Karo-5</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>Karo-6</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>Karo-7</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>Karo-8</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>Karo-9</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>Karo-10</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>Karo-Bube</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>Karo-Dame</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>Karo-König</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>Kreuz-Ass</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>Kreuz-2</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>Kreuz-3</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>Kreuz-4</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>Kreuz-5</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>Kreuz-6</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>Kreuz-7</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>Kreuz-8</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>Kreuz-9</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>Kreuz-10</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>Kreuz-Bube</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>Kreuz-Dame</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>Kreuz-König</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Großer Index</translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation>Der Spielcode ist leer. Ein Code sieht so aus: %1.</translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation>Das ist zu lang für einen Spielcode. Ein Code sieht so aus: %1.</translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation>Ein Spielcode besteht nur aus Buchstaben, Ziffern und Bindestrichen, etwa %1.</translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation>Ein Spielcode endet mit %1 Buchstaben nach dem letzten Bindestrich, etwa %2.</translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation>Dieser Code stammt aus einer neueren Version von spider-qt. Aktualisieren Sie spider-qt, um ihn zu spielen.</translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation>Die Zahl nach den Buchstaben %1 muss %2 lauten, nicht %3.</translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation>Ein Code für %1 braucht nach der Anzahl der Farben einen Regelbuchstaben: %2.</translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation>Codes für %1 haben keinen Regelbuchstaben: Entfernen Sie das %2 nach der Anzahl der Farben.</translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation>Die Spielnummer muss zwischen 0 und %1 liegen.</translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation>Es ist keine Spielvariante installiert.</translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation>Das ist kein gültiger Spielcode.</translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation>Das ist kein Spielcode. Ein Code sieht so aus: %1.</translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation>Keine installierte Variante hat Codes, die mit %1 beginnen. Prüfen Sie den Code oder installieren Sie das Plug-in, das diese Variante hinzufügt.</translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation>Die Variante %1 ist nicht installiert.</translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation>%1 kann nicht mit dieser Anzahl von Farben gespielt werden.</translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation>%1 wird nur mit 1 Farbe gespielt, nicht mit %2.</translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation>%1 wird mit %2 Farben gespielt, nicht mit %3.</translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation>%1 bietet für diese Anzahl von Farben keine Regel namens %2.</translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation>%1 mit 1 Farbe hat keinen Regelbuchstaben %2: Verwenden Sie %3.</translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation>%1 mit %2 Farben hat keinen Regelbuchstaben %3: Verwenden Sie %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <source>Only a deal with a game code can be checked.</source>
        <extracomment>Seconds the solver may search for a winning line of a deal.</extracomment>
        <translation>Nur ein Spiel mit Spielcode kann geprüft werden.</translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation>Ist dieses Spiel zu gewinnen?</translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation>Spiel %1 wird von Anfang an gespielt, alle Karten bekannt …</translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>Ja: Spiel %1 lässt sich in %n Zug gewinnen.</numerusform>
            <numerusform>Ja: Spiel %1 lässt sich in %n Zügen gewinnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation>Sie können sich den Lösungsweg vom Beginn des Spiels an ansehen; das Spiel zählt dann als mit Hilfe gespielt.</translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation>&amp;Lösungsweg ansehen</translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>In %n Sekunde wurde kein Lösungsweg für Spiel %1 gefunden.</numerusform>
            <numerusform>In %n Sekunden wurde kein Lösungsweg für Spiel %1 gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation>Das Spiel ist vielleicht trotzdem zu gewinnen: Die Suche musste irgendwo aufhören.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Der Löser ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation>Wäre das letzte Spiel zu gewinnen gewesen?</translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation>Keine Züge mehr möglich. Wäre dieses Spiel zu gewinnen gewesen?</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation>Spalte %1: leer</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>keine Folge abgelegt</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>Spalte %1: leer</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Talon: %n Karte</numerusform>
            <numerusform>Talon: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>%n Reihe übrig</numerusform>
            <numerusform>%n Reihen übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n Folge abgelegt</numerusform>
            <numerusform>%n Folgen abgelegt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n verdeckt</numerusform>
            <numerusform>%n verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation>Spalte %1: %2, dann %3</translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation>Spalte %1: %2, dann %3</translation>
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
            <numerusform>In %n Zug gewonnen: %1 = %2 Punkte.</numerusform>
            <numerusform>In %n Zügen gewonnen: %1 = %2 Punkte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>Ein gewonnenes Spiel mit %n Farbe</numerusform>
            <numerusform>Ein gewonnenes Spiel mit %n Farben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>%1 mit %n Karte darauf von Spalte %2 auf %3 in Spalte %4 legen.</numerusform>
            <numerusform>%1 mit den %n Karten darauf von Spalte %2 auf %3 in Spalte %4 legen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>%1 mit %n Karte darauf von Spalte %2 in die leere Spalte %3 legen.</numerusform>
            <numerusform>%1 mit den %n Karten darauf von Spalte %2 in die leere Spalte %3 legen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>Der Tisch vor dem Geben der %1. Reihe, mit %n Karte im Talon:</numerusform>
            <numerusform>Der Tisch vor dem Geben der %1. Reihe, mit %n Karten im Talon:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>Der Tisch nach Zug %1: bisher %n Folge abgelegt.</numerusform>
            <numerusform>Der Tisch nach Zug %1: bisher %n Folgen abgelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>Die %n Folge ist abgelegt und der Tisch ist leer: Das Spiel ist gewonnen.</numerusform>
            <numerusform>Alle %n Folgen sind abgelegt und der Tisch ist leer: Das Spiel ist gewonnen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation>Abgelegt: %1 von %2</translation>
    </message>
    <message>
        <source>Game code: click to copy it</source>
        <translation>Spielcode: zum Kopieren klicken</translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation>Reihen übrig: %1</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>kein Code</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>Spielcode: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>Spielcode %1 kopiert</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation>Die Punktzahl fiel unterwegs nie auf %1, also ist die Summe das Endergebnis.</translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation>Die Punktzahl blieb unterwegs bei %1 stehen, daher endete das Spiel stattdessen mit %2 Punkten.</translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation>%1: gewonnene Spiele, Schritt für Schritt</translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation>Diese Seite spielt ganze gewonnene Spiele Zug für Zug nach. Ein Bild zeigt den Tisch am Anfang, vor jeder neuen Reihe, nach jeder Folge, die den Tisch verlässt, und am Ende.</translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation>Jedes Spiel lässt sich über seinen Code erneut spielen, sodass Sie mitspielen können.</translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation>Ein Beispiel wird berechnet: eine gewonnene Partie %1 mit dem Code %2. Sie erscheint hier, sobald sie gefunden ist.</translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation>In der verfügbaren Zeit ließ sich keine gewonnene Partie %1 berechnen. Das Spiel mit dem Code %2 ist vielleicht trotzdem zu gewinnen: Versuchen Sie es selbst.</translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation>Der Tisch am Anfang:</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation>Züge %1 bis %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation>%1 wird aufgedeckt.</translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation>Eine %1-Folge ist vollständig und verlässt den Tisch.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation>%1 von Spalte %2 in die leere Spalte %3 legen.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation>%1 von Spalte %2 auf %3 in Spalte %4 legen.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Maus</translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation>Karten auf eine Spalte ziehen; ein Doppelklick schickt sie auf die beste Spalte; ein Klick auf den Talon gibt eine neue Reihe. Mit „Aufnehmen und Anlegen per Klick“ (Einstellungen) nimmt ein Klick Karten auf, und ein Klick auf eine Spalte legt sie dort an.</translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation>Das ganze Spiel lässt sich mit der Tastatur spielen. Die Pfeiltasten wählen die Karten, die Eingabetaste schickt sie weiter.</translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation>Mit einem Screenreader wird jede Spalte vorgelesen, sobald sie den Fokus erhält, die oberste Karte zuerst; nach einem Zug, einer neuen Reihe oder einem Rückgängigmachen sagt die fokussierte Spalte, was geschehen ist. Mit den Lesetasten unten lassen sich Teile des Spielfelds erneut vorlesen.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Tastatur und Maus</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regeln von %1</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation>Eine Karte anlegen</translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation>Eine Gruppe verschieben</translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation>Eine leere Spalte</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation>Eine Regel wählen</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation>Vollständige Folgen</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktwertung</translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation>Spielcodes</translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation>Wie die App Ihnen beim Spielen hilft</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Gewinnchancen</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>Kurz gesagt</translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation>%1 ist eine Patience für eine Person.</translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation>Die App gibt keine Tipps, solange Sie nicht „%1“ in den %2 einschalten; „%3“ im Menü %4 fragt den Löser, ob das Spiel zu gewinnen ist, und kann Ihnen den Weg zeigen. Wenn nichts mehr hilft, starten Sie das Spiel neu oder beginnen Sie ein neues.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation>%1: %2 (%3 bei %4).</translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation>Karten im Spiel</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation>Zu bildende Folgen</translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation>Reihen aus dem Talon</translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation>Karten werden wie bei %1 angelegt und verschoben, und eine leere Spalte nimmt dieselben Karten auf.</translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation>Worin sich %1 von %2 unterscheidet:</translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation>%1 Farbe: fast jedes Spiel</translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation>%1 Farben: etwa %2&#xa0;% der Spiele</translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation>Wie viele Spiele sich bei geschickter Spielweise gewinnen lassen, laut einem allgemeinen Artikel über Spider Solitär (auf Italienisch), einer der Seiten, auf denen diese Hilfe beruht:</translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation>Derselbe Artikel veranschlagt für eine typische Partie %1 bis %2 Minuten. Das sind seine Zahlen, nicht an den Spielen dieser App gemessen.</translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation>Vom eigenen Löser der App gewonnene Spiele; er sieht jede Karte (die verdeckten und die Reihenfolge im Talon) und braucht höchstens %1 Sekunden pro Spiel. Wer die verdeckten Karten nicht sieht, gewinnt weniger:</translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation>Decken Sie zuerst verdeckte Karten auf: Jede aufgedeckte Karte verrät Ihnen mehr und eröffnet neue Züge.</translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation>Passt eine Karte auf zwei Karten, wählen Sie die in ihrer eigenen Farbe: Eine einfarbige Folge lässt sich als Ganzes verschieben, eine gemischte muss zerlegt werden.</translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation>Halten Sie eine leere Spalte so lange wie möglich frei: Nutzen Sie sie, um Folgen zu ordnen oder an eine Karte zu gelangen, und räumen Sie sie dann wieder.</translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation>Ein König auf verdeckten Karten kann nur in eine leere Spalte ausweichen: Planen Sie das ein, bevor der Talon aufgebraucht ist.</translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation>Geben Sie erst, wenn kein sinnvoller Zug mehr übrig ist: Eine neue Reihe überdeckt die Folgen, die Sie gerade aufbauen.</translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation>Nutzen Sie „%1“ zum Ausprobieren: Versuchen Sie eine Zugfolge und nehmen Sie sie zurück, wenn sie nicht weiterführt.</translation>
    </message>
    <message>
        <source>on by default</source>
        <translation>standardmäßig an</translation>
    </message>
    <message>
        <source>off by default</source>
        <translation>standardmäßig aus</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation>Ein einfacher Klick auf eine Karte bewegt sie nicht.</translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation>Vier Einstellungen ändern, wie Sie Karten bewegen; schalten Sie jede im Menü %1 oder in den %2 ein oder aus.</translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation>„%1“ nimmt die letzten Aktionen zurück, bis zu %2, auch gegebene Reihen: Punktzahl und Zugzähler kehren zu ihrem vorherigen Stand zurück, und eine Folge, die ein zurückgenommener Zug abgelegt hatte, kehrt in ihre Spalte zurück. „%3“ führt eine zurückgenommene Aktion erneut aus.</translation>
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
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>The letter after the number of suits names the rule: %1.</source>
        <translation>Der Buchstabe nach der Anzahl der Farben bezeichnet die Regel: %1.</translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation>Bei der Regel „Klassisch“ folgt auf die Anzahl der Farben kein Buchstabe; jede andere Regel hängt ihren eigenen an: %1.</translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation>Jedes Spiel hat einen Spielcode, etwa %1. Er beginnt mit den Buchstaben der Variante und der Version des Codeformats (%2), dann folgen „S“ und die Anzahl der Farben; die %3 Buchstaben nach dem letzten Bindestrich nummerieren die Mischung.</translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation>Um ein Spiel noch einmal zu spielen oder eines, das Ihnen jemand geschickt hat, wählen Sie %1 ▸ %2 und tippen oder fügen Sie den Code in das Feld „%3“ des Fensters „%4“ ein. %1 ▸ %5 kopiert den Code des laufenden Spiels. Derselbe Code legt immer dieselben Karten aus, auf jedem Computer.</translation>
    </message>
    <message>
        <source>%1 (the default): the rules as described above.</source>
        <translation>%1 (Standard): die oben beschriebenen Regeln.</translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation>%1, angeboten mit %2 Farben. %3</translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation>Das Fenster „Neues Spiel“ bietet eine Auswahl an Regeln:</translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation>Mit 1 Farbe wird nur die Regel „Klassisch“ angeboten: Alle Karten haben dieselbe Farbe, eine Auswahl würde also wenig ändern.</translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation>Diese Seite beschreibt das Spiel mit der Regel „%1“, gewählt im Fenster „Neues Spiel“.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Reihen %1–%2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation>Es gibt keinen Talon, also gibt es nichts zu geben.</translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation>Solange eine Spalte leer ist, kann nicht gegeben werden: Legen Sie zuerst eine Karte dorthin.</translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation>Sie dürfen auch geben, während eine Spalte leer ist.</translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation>Endet eine Spalte mit den 13 Karten einer Farbe vom König abwärts bis zum Ass, alle aufgedeckt, verlässt diese Folge den Tisch von selbst, direkt nach dem Zug oder der Reihe, die sie vervollständigt hat.</translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation>Eine einzige Reihe kann mehrere Spalten auf einmal vervollständigen.</translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation>Die verdeckte Karte darunter wird aufgedeckt.</translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation>Unabhängig von der Regel wird nur eine einfarbige Folge abgelegt.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>%1 × 13 %2</source>
        <extracomment>One suit&apos;s share of the cards: %1 how many times, %2 the suit (&quot;spades&quot;).</extracomment>
        <translation>%1 × 13 %2</translation>
    </message>
    <message>
        <source> + </source>
        <extracomment>Between the suits&apos; shares: &quot;4 × 13 spades + 4 × 13 hearts&quot;.</extracomment>
        <translation> + </translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>aufgedeckt</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>alle aufgedeckt</translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation>nur die letzte aufgedeckt</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation>Insgesamt: %1, davon %2 verdeckt und %3 aufgedeckt.</translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation>Insgesamt: %1, alle aufgedeckt.</translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation>Es gibt keinen Talon: Alle Karten liegen von Anfang an auf dem Tisch.</translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation>Das Ass ist die niedrigste Karte und der König die höchste, deshalb kann auf ein Ass nichts gelegt werden.</translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation>Verlässt die letzte aufgedeckte Karte eine Spalte, wird die verdeckte Karte darunter von selbst aufgedeckt.</translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Keine Karte ist einen Rang höher als ein König, daher kann ein König, allein oder an der Spitze einer Gruppe, nur in eine leere Spalte gelegt werden.</translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Keine Karte darf einen König aufnehmen, daher kann ein König, allein oder an der Spitze einer Gruppe, nur in eine leere Spalte gelegt werden.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation>Eine aufgedeckte Karte darf auf die letzte Karte einer anderen Spalte gelegt werden, wenn diese genau einen Rang höher ist, egal in welcher Farbe: %1 auf %2, eine Dame auf einen König.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation>Eine aufgedeckte Karte darf nur dann auf die letzte Karte einer anderen Spalte gelegt werden, wenn diese dieselbe Farbe hat und genau einen Rang höher ist: %1 auf %2, aber nicht auf %3.</translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation>Eine Karte darf gelegt werden auf: %1.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation>Mehrere aufgedeckte Karten am Ende einer Spalte lassen sich zusammen verschieben, wenn ihre Ränge lückenlos absteigen (8, 7, 6) und alle dieselbe Farbe haben.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation>Mehrere aufgedeckte Karten am Ende einer Spalte lassen sich zusammen verschieben, wenn ihre Ränge lückenlos absteigen (8, 7, 6), egal in welchen Farben.</translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation>Jede aufgedeckte Karte lässt sich zusammen mit allen Karten verschieben, die auf ihr liegen, ob diese geordnet sind oder nicht.</translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation>Karten, die sich zusammen verschieben lassen: %1.</translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation>Eine Gruppe wird wie eine einzelne Karte angelegt: Ihre erste Karte muss dort passen, wo sie landet.</translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation>Die Länge einer Gruppe ist nicht begrenzt.</translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation>Eine Folge aus gemischten Farben bleibt liegen, auch wenn ihre Ränge absteigen: Sie muss Karte für Karte zerlegt werden.</translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation>Eine leere Spalte nimmt jede Karte und jede verschiebbare Gruppe auf, nicht nur einen König. Sie ist der nützlichste Platz auf dem Tisch: Parken Sie dort eine Karte, um an die darunter zu gelangen.</translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation>Nur ein König, allein oder an der Spitze einer Gruppe, darf in eine leere Spalte gelegt werden.</translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation>Eine leere Spalte nimmt auf: %1.</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>Zu Beginn: %1</translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation>Jeder Zug einer Karte oder Gruppe: %1</translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation>Jede gegebene Reihe: %1</translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation>Jede abgelegte Folge: %1</translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation>Die Punktzahl hat keine Untergrenze: Ein langes Spiel kann unter null fallen.</translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation>Die Punktzahl fällt nie unter %1: Sie bleibt dort stehen, Aktion für Aktion.</translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation>Der Zugzähler zählt Züge und gegebene Reihen; das Ablegen einer Folge ist kein Zug.</translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation>Der Zugzähler zählt Züge; das Ablegen einer Folge ist kein Zug.</translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation>Die Punkte werden so gezählt:</translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation>Das ist die eigene Punktwertung von %1: Andere Versionen des Spiels zählen anders.</translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation>Ein Spiel, das in %1 Zügen gewonnen wird, endet zum Beispiel mit %2 = %3 Punkten.</translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation>Das liegt unter %1, also bleibt die Punktzahl bei %1.</translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation>Dabei ist angenommen, dass die Punktzahl unterwegs nie auf %1 gefallen ist.</translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation>%1 stammt aus einem Plug-in. Bücher, Websites und andere Apps beschreiben das Spiel vielleicht mit anderem Aufbau oder anderen Einzelheiten; wo sie abweichen, folgt die App dem Plug-in.</translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation>Über diese Seiten</translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation>Die Seite „Regeln“ entsteht aus den Daten, die %1 angibt (Karten, Spalten, Reihen aus dem Talon, welche Karten sich bewegen lassen, Punkte), und sagt daher immer, was die App prüft.</translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation>%1 auf einem echten Tisch</translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation>Gedruckte und Online-Regeln von Spider sind sich einig, wie Karten bewegt werden, aber nicht immer, wie das Spiel beginnt.</translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation>Wikipedia</translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation>Wikipedia beginnt das Spiel wie diese App: 54 Karten in 10 Spalten, danach werden die übrigen 50 zu je zehn gegeben, jeweils wenn keine Spalte leer ist.</translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation>Bicycle</translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation>Bicycle, der Spielkartenhersteller, legt zehn Spalten zu je fünf Karten aus, in jeder die ersten vier verdeckt.</translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation>Beide verlangen, dass jeder freie Platz gefüllt ist, bevor eine neue Reihe gegeben wird, und so hält es auch die App.</translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation>Wikipedia beschreibt Spiderette als Spider mit einem einzigen Kartenspiel, ausgelegt wie Klondike in sieben Spalten zu 1 bis 7 Karten: der Aufbau, den diese App verwendet.</translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>Ziel ist es, Folgen vom König abwärts bis zum Ass zu bilden, jede in einer einzigen Farbe: Eine vollständige Folge verlässt den Tisch, und das Spiel ist gewonnen, wenn die %n Folge fort ist.</numerusform>
            <numerusform>Ziel ist es, Folgen vom König abwärts bis zum Ass zu bilden, jede in einer einzigen Farbe: Eine vollständige Folge verlässt den Tisch, und das Spiel ist gewonnen, wenn alle %n Folgen fort sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>Das Spiel verwendet %n Karte.</numerusform>
            <numerusform>Das Spiel verwendet %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>Das entspricht %n Kartenspiel mit 52 Karten.</numerusform>
            <numerusform>Das entspricht %n Kartenspielen mit je 52 Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>Die Anzahl der Farben, gewählt im Fenster „Neues Spiel“, ändert, welche Karte die %n Karte ist, nie aber die Anzahl:</numerusform>
            <numerusform>Die Anzahl der Farben, gewählt im Fenster „Neues Spiel“, ändert, aus welchen Karten die %n Karten bestehen, nie aber deren Anzahl:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>die letzte %n aufgedeckt</numerusform>
            <numerusform>die letzten %n aufgedeckt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>von %1 bis %n Karte, in jeder Spalte eine mehr</numerusform>
            <numerusform>von %1 bis %n Karten, in jeder Spalte eine mehr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>von %1 abwärts bis %n Karte, in jeder Spalte eine weniger</numerusform>
            <numerusform>von %1 abwärts bis %n Karten, in jeder Spalte eine weniger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>je %n Karte</numerusform>
            <numerusform>je %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>Die Karten werden in %n Spalte ausgelegt, von links nach rechts:</numerusform>
            <numerusform>Die Karten werden in %n Spalten ausgelegt, von links nach rechts:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>Der Talon enthält die übrige %n Karte.</numerusform>
            <numerusform>Der Talon enthält die übrigen %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>eine Karte auf die %n Spalte</numerusform>
            <numerusform>je eine Karte auf jede der %n Spalten, von der ersten bis zur letzten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>%n Karte, auf Spalte %1</numerusform>
            <numerusform>%n Karten, je eine auf die Spalten %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>Klicken Sie zum Geben auf den Talon oder drücken Sie D. Der Talon wird in %n Reihe gegeben, jede Karte aufgedeckt:</numerusform>
            <numerusform>Klicken Sie zum Geben auf den Talon oder drücken Sie D. Der Talon wird in %n Reihen gegeben, jede Karte aufgedeckt:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>Das Spiel ist gewonnen, wenn die %n Folge abgelegt ist und keine Karte übrig bleibt.</numerusform>
            <numerusform>Das Spiel ist gewonnen, wenn alle %n Folgen abgelegt sind und keine Karte übrig bleibt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>Ein Spiel, das in %1 Zügen gewonnen wird, davon %n gegebene Reihe, endet zum Beispiel mit %2 = %3 Punkten.</numerusform>
            <numerusform>Ein Spiel, das in %1 Zügen gewonnen wird, davon %n gegebene Reihen, endet zum Beispiel mit %2 = %3 Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>Der Spielcode dieses Spiels ist %1 (%n Farbe): Geben Sie ihn im Fenster „Neues Spiel“ ein, um dieselben Karten auszulegen und mitzuspielen.</numerusform>
            <numerusform>Der Spielcode dieses Spiels ist %1 (%n Farben): Geben Sie ihn im Fenster „Neues Spiel“ ein, um dieselben Karten auszulegen und mitzuspielen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>Eine neue Reihe geben: %n Karte aus dem Talon.</numerusform>
            <numerusform>Eine neue Reihe geben: %n Karten aus dem Talon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%n Farbe: %1 von %2 Spielen gewonnen (%3&#xa0;%)</numerusform>
            <numerusform>%n Farben: %1 von %2 Spielen gewonnen (%3&#xa0;%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence follows without a space (a space there shows as a gap).</extracomment>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation>Spalten %1–%2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A run of column numbers: %1 the first, %2 the last.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>← →</source>
        <extracomment>What ``BoardView.keyPressEvent`` answers, in the order the Keyboard page lists it. The keys of the window&apos;s actions (D to deal, Ctrl+Z…) are in :data:`COMMANDS`.</extracomment>
        <translation>← →</translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
        <translation>Den Fokus zwischen den Spalten bewegen.</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation>Mehr oder weniger der beweglichen Karten nehmen.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Eingabe, Leertaste</translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation>Die fokussierten Karten auf die beste Spalte schicken.</translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation>1 … 9, 0</translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation>Die fokussierten Karten auf Spalte 1 bis 9 oder 10 schicken.</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation>Den Fokus aufheben.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation>Die fokussierte Spalte vorlesen, die oberste Karte zuerst.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation>Die beweglichen Karten jeder Spalte vorlesen.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation>Talon, Punkte und Züge vorlesen.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>Die Regeln des gewählten Spiels</translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation>Ganze gewonnene Spiele, Zug für Zug, mit Bildern des Tisches</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>Woher die Regeln stammen</translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation>Die Tasten und Mausaktionen des Spielfelds</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation>Das Spiel, dessen Regeln und Beispiele angezeigt werden</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Hilfeseiten</translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation>Plug-ins werden geladen …</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen …</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation>Ist dieses Spiel zu ge&amp;winnen?</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Optionen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation>Spiel&amp;code eingeben …</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>Spielcode &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>Spiel neu &amp;starten</translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation>&amp;Zurückgestelltes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>W&amp;here Was It Lost?</source>
        <translation>Wo ging das Spiel &amp;verloren?</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation>Spielfeld&amp;beschreibung kopieren</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation>&amp;Doppelklick bewegt Karten</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>&amp;Automatisch anlegen</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>Anlege&amp;hilfe</translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation>&amp;Regelhinweise</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>A&amp;nimationen</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation>Voll&amp;bild</translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation>&amp;Plug-ins …</translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation>&amp;Regeln und Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation>Ü&amp;ber spider-qt</translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation>Spielfeldbeschreibung kopiert</translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation>Über spider-qt</translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation>Spider Solitär und seine Verwandten, mit Varianten als Plug-ins.</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n Farbe</numerusform>
            <numerusform>%n Farben</numerusform>
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
        <translation>Spiel&amp;code:</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Easy (1 suit)</source>
        <translation>Leicht (1 Farbe)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Mittel (2 Farben)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Schwer (4 Farben)</translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation>z. B. SP1-S2C-AAAAAAD – leer lassen für ein zufälliges Spiel</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>&amp;Regel:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spielcode</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation>Leer lassen für ein zufälliges Spiel</translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation>&amp;Eingebaute Plug-ins einschalten</translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation>Kein Spiel verfügbar – %1</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation>Es kann kein Spiel gespielt werden</translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation>Keine Spielvariante ist geladen: Jedes Spiel von spider-qt, auch Spider, stammt aus einem Plug-in.</translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation>spider-qt wurde im abgesicherten Modus gestartet, der nur die eingebauten Plug-ins lädt.</translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation>Ausgeschaltet: %1.</translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation>Laden fehlgeschlagen:</translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation>Nicht einmal die eingebauten Plug-ins wurden gefunden, diese Installation von spider-qt ist also unvollständig; eine Neuinstallation bringt die Spiele zurück.</translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation>Um wieder zu spielen, schalten Sie die eingebauten Plug-ins mit der Schaltfläche unten wieder ein (oder unter Optionen → Plug-ins …) oder starten Sie spider-qt mit --reset-plugins.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation>Ihre Einstellungsdatei konnte nicht verwendet werden, daher startet spider-qt mit den Standardeinstellungen.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation>Ihr gespeichertes Spiel konnte nicht verwendet werden und lässt sich daher nicht fortsetzen; ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation>Ihre Statistikdatei konnte nicht verwendet werden, daher beginnt die Statistik wieder bei null.</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation>Ihre Einstellungen wurden von einer neueren Version von spider-qt gespeichert. Diese Version lässt sie unverändert und verwendet die Standardeinstellungen; Änderungen gelten jetzt nur, bis spider-qt beendet wird.</translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation>Ihr gespeichertes Spiel wurde von einer neueren Version von spider-qt gespeichert. Diese Version lässt es unverändert; das jetzt gespielte Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation>Ihre Statistik wurde von einer neueren Version von spider-qt gespeichert. Diese Version lässt sie unverändert; jetzt gespielte Spiele werden darin nicht gezählt.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation>Ihre Einstellungen konnten nicht gespeichert werden (%1); Änderungen gelten nur, bis spider-qt beendet wird.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation>Das laufende Spiel konnte nicht gespeichert werden (%1); es wird nach dem Beenden von spider-qt nicht fortgesetzt.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation>Ihre Statistik konnte nicht gespeichert werden (%1); sie bleibt erhalten, bis spider-qt beendet wird.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Die beschädigte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Die beschädigte Datei konnte nicht beiseitegelegt werden (%1).</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>Technisches Detail: %1</translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation>Ihre gespeicherte Partie %1 braucht ein Plug-in, das gerade nicht geladen ist. Sie wurde als %2 aufbewahrt und wird fortgesetzt, sobald dieses Plug-in wieder da ist.</translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Ein Plug-in konnte nicht geladen werden und bleibt außen vor; alles andere funktioniert. Details unter Optionen → Plug-ins …</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Einige Plug-ins konnten nicht geladen werden und bleiben außen vor; alles andere funktioniert. Details unter Optionen → Plug-ins …</translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation>Weitere Plug-ins, die nicht geladen werden konnten und hier nicht aufgeführt sind: %1. Optionen → Plug-ins … führt sie alle auf.</translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation>Ihre gespeicherte Partie %1 wurde mit Version %2 des Plug-ins %3 gespielt, und Version %4 spielt sie anders. Sie wurde als %5 aufbewahrt und wird fortgesetzt, wenn Version %2 zurückkommt.</translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation>Ihre gespeicherte Partie %1, aufbewahrt, solange ihr Plug-in fehlte, ist zurück und wurde fortgesetzt.</translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation>Zurückgestelltes Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation>Ihre gespeicherte Partie %1 kann wieder gespielt werden: Das zugehörige Plug-in ist wieder da.</translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation>Jetzt fortsetzen? Das laufende Spiel wird für später aufbewahrt, unter Spiel → Zurückgestelltes Spiel fortsetzen.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation>Fügt die Variante %1 hinzu</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Fügt %n Variante hinzu: %1</numerusform>
            <numerusform>Fügt %n Varianten hinzu: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation>Fügt die Regel „%1“ hinzu</translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation>Fügt die Regel „%1“ für %2 hinzu</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Fügt %n Regel hinzu: %1</numerusform>
            <numerusform>Fügt %n Regeln hinzu: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>Kartenmotive</translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation>Fügt das Kartenmotiv %1 hinzu</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation>
            <numerusform>Fügt %n Kartenmotiv hinzu: %1</numerusform>
            <numerusform>Fügt %n Kartenmotive hinzu: %1</numerusform>
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
        <translation>Plug-ins</translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation>Abgesicherter Modus</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>&amp;Details:</translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation>Plug-in-Details</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>Details &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation>Die Details des gewählten Plug-ins kopieren, um sie in einen Fehlerbericht einzufügen.</translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation>Plug-in</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Fügt hinzu</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>The switch is the name&apos;s checkbox: a player switches &quot;Simple Simon&quot;, not a column. Origins in the order they are listed, with the words a player sees for them.</extracomment>
        <translation>Eingebaut</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Installiert</translation>
    </message>
    <message>
        <source>Plugins folder</source>
        <translation>Plug-in-Ordner</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Deaktiviert</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation>Einschalten, um zu sehen, was es hinzufügt</translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation>Abgesicherter Modus: Nur die eingebauten Plug-ins wurden geladen.</translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation>Wählen Sie ein Plug-in aus, um seine Details zu sehen.</translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation>Inaktiv (benötigt %1)</translation>
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
        <translation>Lädt langsam: %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Name: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Zustand: %1</translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation>Es konnte nicht geladen werden und fügt daher nichts hinzu. Was schiefgegangen ist, steht unten, für seinen Autor.</translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation>Für den Autor des Plug-ins:</translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation>Plug-in-ID: %1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>Version: %1</translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation>Herkunft: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Ort: %1</translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation>Zusammenfassung: %1</translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>Varianten: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>Benötigt: %1</translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation>Ladezeit: %1 s</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation>%1 (wird beim nächsten Start nicht geladen)</translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation>%1 (ab dem nächsten Start aktiviert)</translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation>%1 (ab dem nächsten Start deaktiviert)</translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation>Änderungen werden beim nächsten Start von spider-qt wirksam.</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>Das laufende Spiel geht weiter.</translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation>%1 konnte nicht geladen werden (siehe Details); beim nächsten Start von spider-qt wird es erneut versucht.</translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation>Nicht mehr spielbar: %1.</translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation>Die Regel „%1“ kann nicht mehr gewählt werden.</translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation>Die Regeln %1 können nicht mehr gewählt werden.</translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation>Jetzt spielbar: %1.</translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation>Die Regel „%1“ kann jetzt gewählt werden.</translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation>Die Regeln %1 können jetzt gewählt werden.</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>%1 ist eingeschaltet.</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>%1 ist ausgeschaltet.</translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation>%1 bleibt aktiviert: Es ist das letzte Plug-in mit Spielvarianten, und ohne eines gäbe es nichts zu spielen.</translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation>Das Ausschalten von %1 macht auch diese Regeln inaktiv: %2.</translation>
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
        <translation>Es gibt nichts zurückzuschauen: Es wurde noch kein Schritt gespielt.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Der Löser ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message>
        <source>Could It Have Been Shorter?</source>
        <translation>Ginge es kürzer?</translation>
    </message>
    <message>
        <source>Where Was It Lost?</source>
        <translation>Wo ging das Spiel verloren?</translation>
    </message>
    <message>
        <source>Looking back over the game, every card known…</source>
        <translation>Das Spiel wird zurückverfolgt, alle Karten bekannt …</translation>
    </message>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>Der Löser gewinnt dieses Spiel von Anfang an in %n Schritt; Sie brauchten %1.</numerusform>
            <numerusform>Der Löser gewinnt dieses Spiel von Anfang an in %n Schritten; Sie brauchten %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the line with Next.</source>
        <translation>Mit „Nächster Schritt“ wird der Weg gespielt.</translation>
    </message>
    <message>
        <source>The solver found no line from the start within the time.</source>
        <translation>Der Löser hat in der Zeit keinen Lösungsweg von Anfang an gefunden.</translation>
    </message>
    <message>
        <source>This deal from the stock lost the game. Before it, a win was still possible.</source>
        <translation>Diese gegebene Reihe hat das Spiel verloren. Davor war ein Gewinn noch möglich.</translation>
    </message>
    <message>
        <source>This move lost the game: %1. Before it, a win was still possible.</source>
        <translation>Dieser Zug hat das Spiel verloren: %1. Davor war ein Gewinn noch möglich.</translation>
    </message>
    <message>
        <source>This deal could not be won: no line wins it from its start (proven).</source>
        <translation>Dieses Spiel war nicht zu gewinnen: Kein Lösungsweg gewinnt es von Anfang an (bewiesen).</translation>
    </message>
    <message>
        <source>The game was already lost at the oldest position kept (proven).</source>
        <translation>Das Spiel war schon in der ältesten gespeicherten Stellung verloren (bewiesen).</translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>Gar nicht: Von hier aus ist ein Gewinn noch möglich (bewiesen durch einen Lösungsweg mit %n Schritt).</numerusform>
            <numerusform>Gar nicht: Von hier aus ist ein Gewinn noch möglich (bewiesen durch einen Lösungsweg mit %n Schritten).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it was lost was not decided within the time.</source>
        <translation>Wo das Spiel verloren ging, wurde in der Zeit nicht entschieden.</translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>Nach %n Schritt war ein Gewinn noch möglich (bewiesen durch einen Lösungsweg): diese Stellung.</numerusform>
            <numerusform>Nach %n Schritten war ein Gewinn noch möglich (bewiesen durch einen Lösungsweg): diese Stellung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whether this game could be won was not decided within the time.</source>
        <translation>Ob dieses Spiel zu gewinnen war, wurde in der Zeit nicht entschieden.</translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>Nach %n Schritt war es verloren (bewiesen).</numerusform>
            <numerusform>Nach %n Schritten war es verloren (bewiesen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the actions the undo history kept were looked at.</source>
        <translation>Nur die Schritte, die der Rückgängig-Verlauf behalten hat, wurden angesehen.</translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>Ein Lösungsweg von hier: %n Schritt. Mit „Nächster Schritt“ wird er gespielt.</numerusform>
            <numerusform>Ein Lösungsweg von hier: %n Schritte. Mit „Nächster Schritt“ wird er gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2: the game is won.</source>
        <translation>Schritt %1 von %2: Das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <source>Step %1 of %2.</source>
        <translation>Schritt %1 von %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2. Next: %3.</source>
        <translation>Schritt %1 von %2. Als Nächstes: %3.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation>Alle hier gezeigten Einstellungen auf ihren ursprünglichen Wert zurücksetzen.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Einf&amp;ügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <extracomment>The right-click menu of a scroll bar (the Help pages, the Plugins dialog&apos;s details).</extracomment>
        <translation>Hierher scrollen</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Linker Rand</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Rechter Rand</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Eine Seite nach links</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Eine Seite nach oben</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Eine Seite nach rechts</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Eine Seite nach unten</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Nach links scrollen</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Nach oben scrollen</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Nach rechts scrollen</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Nach unten scrollen</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>The right-click menu of read-only rich text (the Help pages).</extracomment>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>&amp;Link-Adresse kopieren</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>Zurück zum &amp;Spiel</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation>Es gibt keine Spalte %1: Die Spalten sind von 1 bis %2 nummeriert.</translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation>Karten müssen in eine andere Spalte bewegt werden.</translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation>Spalte %1 ist leer: Es gibt nichts zu bewegen.</translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation>Spalte %1 hat keine Karte an Position %2.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation>Eine verdeckte Karte kann nicht bewegt werden.</translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation>Diese Karten können nicht zusammen bewegt werden: %1 folgt nicht absteigend auf %2.</translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation>Diese Karten können nicht zusammen bewegt werden: Eine Gruppe muss einfarbig sein, aber %1 liegt auf %2.</translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation>Auf ein Ass kann nichts gelegt werden (%1).</translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation>%1 passt nur auf eine Karte, die einen Rang höher ist, nicht auf %2.</translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation>%1 passt nur auf eine Karte der eigenen Farbe, die einen Rang höher ist, nicht auf %2.</translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation>Eine leere Spalte kann nur ein König (oder eine Gruppe mit einem König an der Spitze) füllen, nicht %1.</translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation>Keine andere Spalte kann %1 aufnehmen.</translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation>Keine andere Spalte kann %1 samt den Karten darauf aufnehmen.</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>Der Talon ist leer: Es gibt nichts mehr zu geben.</translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation>Füllen Sie vor dem Geben jede leere Spalte (leer: Spalte %1).</translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation>Vor dem Geben muss in jeder Spalte eine Karte liegen, aber auf dem Tisch liegen weniger Karten als Spalten (%1 für %2): Machen Sie Züge rückgängig oder beginnen Sie ein neues Spiel.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts zu wiederholen.</translation>
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
        <translation>Freies Geben</translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation>Sie dürfen auch dann aus dem Talon geben, wenn eine Spalte leer ist.</translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation>Jede Spalte, die eine neue Reihe erreicht, bekommt ihre Karte, auch eine leere; alles andere ist wie bei der Regel „Klassisch“. Andere Apps nennen das oft „Relaxed Spider“.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Gelockert</translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation>Eine absteigende Gruppe von Karten darf auch mit gemischten Farben zusammen bewegt werden.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Hints and demo</source>
        <translation>Tipps und Demo</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation>Doppelklick bewegt Karten</translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation>Ein Doppelklick auf eine Karte schickt sie samt den Karten darauf auf die beste Spalte: auf dieselbe Farbe einen Rang höher, sonst auf eine beliebige Karte einen Rang höher, sonst in eine leere Spalte.</translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation>Automatisch anlegen</translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation>Karten, die dort losgelassen werden, wo sie nicht hinpassen, gehen auf die beste Spalte, statt zurückzugleiten.</translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation>Anlegehilfe</translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation>Beim Ziehen von Karten werden die Spalten hervorgehoben, die sie aufnehmen würden.</translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation>Regelhinweise</translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation>Nach einem abgelehnten Zug nennt ein kurzer Hinweis die Regel, die ihn verhindert hat.</translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation>Vor dem Abbrechen eines Spiels nachfragen</translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation>„Spiel neu starten“ und „Neues Spiel“ fragen vorher nach, wenn im laufenden Spiel schon gezogen wurde, denn es zu verlassen zählt als verloren.</translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation>Das Menü Bearbeiten erhält „Tipp“, das einen guten Zug zeigt, und „Demo“, das von selbst weiterspielt. Ein Spiel, in dem eines davon benutzt wurde, wird in der Statistik gesondert gezählt.</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Nur lösbare Spiele</translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation>Neue Spiele kommen nur aus Kartenverteilungen, die der Löser gewonnen hat. Ein eingegebener Spielcode wird immer so gespielt, wie er ist.</translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation>Aufnehmen und Anlegen per Klick</translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation>Ein Klick auf eine Karte nimmt sie samt den Karten darauf auf; ein Klick auf eine Spalte legt sie dort an. Aus: Ein einfacher Klick bewirkt nichts, wie im klassischen Spiel.</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Zeitmessung</translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation>Die Spielzeit wird in der Statusleiste und im Gewinnfenster angezeigt, und die Statistik speichert die Bestzeiten.</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation>Schaltflächen über dem Tisch für Neues Spiel, Neu starten, Rückgängig, Wiederholen, Geben und, mit eingeschalteten Tipps, Tipp.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation>Karten gleiten, fliegen aus dem Talon und drehen sich um, statt zu springen.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation>Wie schnell die Animationen ablaufen.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Hell oder dunkel</translation>
    </message>
    <message>
        <source>The table, the marks and words on it, the dialogs and the status bar in light or dark colours; by default as the system has them, switching when it does.</source>
        <translation>Der Tisch, die Markierungen und Texte darauf, die Dialoge und die Statusleiste in hellen oder dunklen Farben; standardmäßig wie im System und mit ihm wechselnd.</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>Kartenmotiv</translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation>Das Aussehen der Karten. Plug-ins und der Motivordner können weitere hinzufügen.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation>Jede Farbe bekommt ihren eigenen Farbton: Pik schwarz, Herz rot, Karo blau, Kreuz grün.</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kartenrückseite</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation>Das Muster auf der Rückseite der Karten.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language of the menus and messages; the system&apos;s language by default.</source>
        <translation>Die Sprache der Menüs und Meldungen; standardmäßig die Sprache des Systems.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation>Letzte Variante</translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation>Die für das letzte neue Spiel gewählte Variante (leer: die erste installierte).</translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation>Letzte Anzahl der Farben</translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation>Die für das letzte neue Spiel gewählte Anzahl der Farben.</translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation>Letzte Regel</translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation>Die für das letzte neue Spiel gewählte Regel.</translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation>Ausgeschaltete Plug-ins</translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation>Im Dialog „Plug-ins“ ausgeschaltete Plug-ins: Sie werden beim Start nicht geladen.</translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation>Fenstergeometrie</translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation>Wo das Fenster war und wie groß, wie Qt es gespeichert hat (hexadezimal).</translation>
    </message>
</context>
<context>
    <name>SolverProgressBox</name>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>The progress bar counts in thousandths: smooth, and whole numbers for Qt.</extracomment>
        <translation>&amp;Abbrechen</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n Karte ausgewählt</numerusform>
            <numerusform>%n Karten ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation>Spalte %1, %2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Spalte %1: %2</translation>
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
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Spielbar: %1.</translation>
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
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Höchste Punktzahl</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Wenigste Züge</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Längste Serie</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation>Bestzeit</translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation>Mit Hilfe gespielt</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Mit Hilfe gewonnen</translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation>Noch keine Spiele gezählt: Ein Spiel zählt, sobald der erste Zug gemacht ist.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>Statistik &amp;zurücksetzen …</translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation>Alle Einträge löschen, nach Rückfrage.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n Farbe</numerusform>
            <numerusform>%n Farben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 – %2, %3</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation>Die Statistik aller gespielten Spiele löschen?

Das kann nicht rückgängig gemacht werden.</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation>Ihre Einstellungen (%1)</translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation>Das laufende Spiel, das sich deshalb beim nächsten Mal nicht fortsetzen lässt (%1)</translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation>Ihre Statistik dieser Sitzung (%1)</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation>&amp;Ohne Speichern schließen</translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation>Folgendes konnte nicht gespeichert werden und geht verloren, wenn spider-qt jetzt beendet wird:</translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation>Schaffen Sie Platz auf dem Datenträger (oder machen Sie den Ordner beschreibbar) und versuchen Sie es dann erneut.</translation>
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
        <translation>Ein Kartenspiel in sieben Spalten, großteils aufgedeckt; jede aufgedeckte Karte mit allem, was auf ihr liegt, verschieben und in gleicher Farbe absteigend anlegen.</translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Eine Karte darf nur auf die nächsthöhere Karte ihrer eigenen Farbe gelegt werden. Jede aufgedeckte Karte lässt sich zusammen mit allen Karten verschieben, die auf ihr liegen, ob diese geordnet sind oder nicht. Nur ein König, allein oder mit den Karten darauf, darf in eine leere Spalte gelegt werden. Der Talon wird auf einmal auf die ersten drei Spalten gegeben, auch wenn eine Spalte leer ist. Jede Folge vom König abwärts bis zum Ass in einer Farbe verlässt den Tisch; das Spiel ist gewonnen, wenn alle vier fort sind.</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Simple Simon</translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation>Ein Kartenspiel, aufgedeckt in zehn Spalten ausgelegt, ohne Talon; vier Folgen vom König bis zum Ass in einer Farbe bilden.</translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Alle Karten liegen von Anfang an aufgedeckt, und es gibt keinen Talon zum Geben. Eine Karte darf auf jede Karte gelegt werden, die einen Rang höher ist, egal in welcher Farbe. Karten lassen sich nur als lückenlos absteigende Folge einer einzigen Farbe zusammen verschieben. Eine leere Spalte nimmt jede Karte und jede verschiebbare Folge auf. Jede Folge vom König abwärts bis zum Ass in einer Farbe verlässt den Tisch; das Spiel ist gewonnen, wenn alle vier fort sind.</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Spider</translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation>Zwei Kartenspiele in zehn Spalten; acht Folgen vom König bis zum Ass in einer Farbe bilden.</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Spiderette</translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation>Ein Kartenspiel in sieben Spalten; vier Folgen vom König bis zum Ass in einer Farbe bilden.</translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation>Sie haben gewonnen!</translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation>Sie haben mit Hilfe gewonnen!</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu &amp;starten</translation>
    </message>
    <message>
        <source>Could It Have Been &amp;Shorter?</source>
        <translation>Ginge es &amp;kürzer?</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>Spielzeit: %1</translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation>Mit Hilfe gewonnen: zählt in der Statistik gesondert.</translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation>neue Höchstpunktzahl!</translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation>neue Bestzeit!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Höchste Punktzahl: %1</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>Bestzeit: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>Gewinnserie: %n Spiel</numerusform>
            <numerusform>Gewinnserie: %n Spiele</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Lösbares Spiel</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation>Suche nach einem Spiel, das der Löser gewinnen kann …</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation>Suche nach einem Spiel, das der Löser gewinnen kann … (Spiel %1)</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Der Löser ist fehlgeschlagen: %1</translation>
    </message>
</context>
</TS>
