<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation>Reluați de la capăt?</translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation>Reluați această partidă de la început?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reia partida</translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation>Începeți o partidă nouă?</translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation>Părăsiți această partidă și începeți una nouă?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>Partidă &amp;nouă</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>Partida în curs (%n mutare) se încheie și este numărată ca pierdută în statistici.</numerusform>
            <numerusform>Partida în curs (%n mutări) se încheie și este numărată ca pierdută în statistici.</numerusform>
            <numerusform>Partida în curs (%n de mutări) se încheie și este numărată ca pierdută în statistici.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give Up and See &amp;Where It Was Lost</source>
        <translation>Abandonați și vedeți &amp;unde s-a pierdut</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuați jocul</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>Nu &amp;mai întreba</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>S-a distribuit %n carte</numerusform>
            <numerusform>S-au distribuit %n cărți</numerusform>
            <numerusform>S-au distribuit %n de cărți</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%1 și încă %n carte în %2</numerusform>
            <numerusform>%1 și încă %n cărți în %2</numerusform>
            <numerusform>%1 și încă %n de cărți în %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%1 și încă %n carte înapoi în %2</numerusform>
            <numerusform>%1 și încă %n cărți înapoi în %2</numerusform>
            <numerusform>%1 și încă %n de cărți înapoi în %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Anulat.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Partidă nouă.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Refăcut: %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>distribuirea</translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation>%1 înapoi în %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Anulat: %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 în %2</translation>
    </message>
    <message>
        <source>%1 turned face up</source>
        <translation>cartea %1 s-a întors cu fața în sus</translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>suită de %1 eliminată</translation>
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
        <translation>Se caută un indiciu…</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation>Demonstrație: se caută o cale spre victorie… %1%</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation>Demonstrație: se caută o cale spre victorie…</translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation>Demonstrație: apăsați orice tastă sau faceți clic pentru a prelua jocul.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demonstrația s-a oprit.</translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation>Nicio mutare nu pare utilă aici: încercați Anulare sau începeți din nou.</translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation>Indiciu: distribuiți un rând nou din rezervă.</translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation>Indiciu: mutați %1 din %2 în %3.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>Indiciu: mutați %1 și %n carte de pe ea din %2 în %3.</numerusform>
            <numerusform>Indiciu: mutați %1 și cele %n cărți de pe ea din %2 în %3.</numerusform>
            <numerusform>Indiciu: mutați %1 și cele %n de cărți de pe ea din %2 în %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation>Demonstrația nu a găsit nicio cale spre victorie de aici.</translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation>Demonstrația s-a oprit: e rândul dumneavoastră.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Rezolvitorul a eșuat: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation>coloana %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Masa de joc</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>Rezervă: %n distribuire rămasă. Clic pentru a distribui.</numerusform>
            <numerusform>Rezervă: %n distribuiri rămase. Clic pentru a distribui.</numerusform>
            <numerusform>Rezervă: %n de distribuiri rămase. Clic pentru a distribui.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
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
        <translation>as de pică</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>2 de pică</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>3 de pică</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>4 de pică</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>5 de pică</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>6 de pică</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>7 de pică</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>8 de pică</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>9 de pică</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>10 de pică</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>valet de pică</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>damă de pică</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>rege de pică</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>as de cupă</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>2 de cupă</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>3 de cupă</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>4 de cupă</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>5 de cupă</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>6 de cupă</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>7 de cupă</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>8 de cupă</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>9 de cupă</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>10 de cupă</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>valet de cupă</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>damă de cupă</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>rege de cupă</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>as de caro</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>2 de caro</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>3 de caro</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>4 de caro</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>5 de caro</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>6 de caro</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>7 de caro</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>8 de caro</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>9 de caro</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>10 de caro</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>valet de caro</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>damă de caro</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>rege de caro</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>as de treflă</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>2 de treflă</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>3 de treflă</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>4 de treflă</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>5 de treflă</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>6 de treflă</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>7 de treflă</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>8 de treflă</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>9 de treflă</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>10 de treflă</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>valet de treflă</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>damă de treflă</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>rege de treflă</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation>Clasic</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Index mare</translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation>Codul de partidă este gol. Un cod arată astfel: %1.</translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation>Textul este prea lung pentru a fi un cod de partidă. Un cod arată astfel: %1.</translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation>Un cod de partidă conține doar litere, cifre și cratime, de exemplu %1.</translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation>Un cod de partidă se termină cu %1 litere după ultima cratimă, de exemplu %2.</translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation>Acest cod provine dintr-o versiune mai nouă a aplicației spider-qt. Actualizați spider-qt pentru a juca această partidă.</translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation>Numărul de după literele %1 trebuie să fie %2, nu %3.</translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation>Un cod de partidă pentru %1 trebuie să conțină litera regulii după numărul de culori: %2.</translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation>Codurile pentru %1 nu au literă pentru regulă: ștergeți litera %2 de după numărul de culori.</translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation>Numărul partidei trebuie să fie între 0 și %1.</translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation>Nu este instalată nicio variantă de joc.</translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation>Acesta nu este un cod de partidă valid.</translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation>Acesta nu este un cod de partidă. Un cod arată astfel: %1.</translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation>Nicio variantă instalată nu are coduri care încep cu %1. Verificați codul sau instalați pluginul care adaugă această variantă.</translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation>Varianta %1 nu este instalată.</translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation>%1 nu se poate juca cu acest număr de culori.</translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation>%1 se joacă doar cu 1 culoare, nu cu %2.</translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation>%1 se joacă cu %2 culori, nu cu %3.</translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation>%1 nu oferă nicio regulă numită %2 pentru acest număr de culori.</translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation>%1 cu 1 culoare nu are regula cu litera %2: folosiți %3.</translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation>%1 cu %2 culori nu are regula cu litera %3: folosiți %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 sau %2</translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <source>Only a deal with a game code can be checked.</source>
        <extracomment>Seconds the solver may search for a winning line of a deal.</extracomment>
        <translation>Se poate verifica doar o partidă care are cod.</translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation>Se poate câștiga această partidă?</translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation>Se joacă partida %1 de la început, cu toate cărțile cunoscute…</translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>Da: partida %1 poate fi câștigată, în %n mutare.</numerusform>
            <numerusform>Da: partida %1 poate fi câștigată, în %n mutări.</numerusform>
            <numerusform>Da: partida %1 poate fi câștigată, în %n de mutări.</numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation>Puteți urmări mutările câștigătoare de la începutul partidei; partida se numără atunci ca jucată cu ajutor.</translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation>&amp;Urmăriți mutările câștigătoare</translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>Nu s-a găsit nicio cale de a câștiga partida %1 în %n secundă.</numerusform>
            <numerusform>Nu s-a găsit nicio cale de a câștiga partida %1 în %n secunde.</numerusform>
            <numerusform>Nu s-a găsit nicio cale de a câștiga partida %1 în %n de secunde.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation>Partida poate fi totuși câștigabilă: căutarea a trebuit să se oprească undeva.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>În&amp;chide</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Rezolvitorul a eșuat: %1</translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation>Ar fi putut fi câștigată partida anterioară?</translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation>Nu mai sunt mutări. Ar fi putut fi câștigată această partidă?</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation>Coloana %1: goală</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>coloana %1: goală</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n cu fața în jos</numerusform>
            <numerusform>%n cu fața în jos</numerusform>
            <numerusform>%n cu fața în jos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Rezervă: %n carte</numerusform>
            <numerusform>Rezervă: %n cărți</numerusform>
            <numerusform>Rezervă: %n de cărți</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>%n distribuire rămasă</numerusform>
            <numerusform>%n distribuiri rămase</numerusform>
            <numerusform>%n de distribuiri rămase</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n suită eliminată</numerusform>
            <numerusform>%n suite eliminate</numerusform>
            <numerusform>%n de suite eliminate</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation>Coloana %1: %2, apoi %3</translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation>coloana %1: %2, apoi %3</translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>nicio suită eliminată</translation>
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
            <numerusform>Câștigată în %n mutare: %1 = %2 puncte.</numerusform>
            <numerusform>Câștigată în %n mutări: %1 = %2 puncte.</numerusform>
            <numerusform>Câștigată în %n de mutări: %1 = %2 puncte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>O partidă câștigată cu %n culoare</numerusform>
            <numerusform>O partidă câștigată cu %n culori</numerusform>
            <numerusform>O partidă câștigată cu %n de culori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>Mutați cartea %1, împreună cu %n carte așezată peste ea, din coloana %2 pe cartea %3 din coloana %4.</numerusform>
            <numerusform>Mutați cartea %1, împreună cu cele %n cărți așezate peste ea, din coloana %2 pe cartea %3 din coloana %4.</numerusform>
            <numerusform>Mutați cartea %1, împreună cu cele %n de cărți așezate peste ea, din coloana %2 pe cartea %3 din coloana %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>Mutați cartea %1, împreună cu %n carte așezată peste ea, din coloana %2 în coloana goală %3.</numerusform>
            <numerusform>Mutați cartea %1, împreună cu cele %n cărți așezate peste ea, din coloana %2 în coloana goală %3.</numerusform>
            <numerusform>Mutați cartea %1, împreună cu cele %n de cărți așezate peste ea, din coloana %2 în coloana goală %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>Masa înaintea distribuirii %1, cu %n carte rămasă în rezervă:</numerusform>
            <numerusform>Masa înaintea distribuirii %1, cu %n cărți rămase în rezervă:</numerusform>
            <numerusform>Masa înaintea distribuirii %1, cu %n de cărți rămase în rezervă:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>Masa după mutarea %1: %n suită eliminată până acum.</numerusform>
            <numerusform>Masa după mutarea %1: %n suite eliminate până acum.</numerusform>
            <numerusform>Masa după mutarea %1: %n de suite eliminate până acum.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>Suita (%n) a fost eliminată și masa este goală: partida este câștigată.</numerusform>
            <numerusform>Toate cele %n suite au fost eliminate și masa este goală: partida este câștigată.</numerusform>
            <numerusform>Toate cele %n de suite au fost eliminate și masa este goală: partida este câștigată.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Game code: click to copy it</source>
        <translation>Cod de partidă: faceți clic pentru a-l copia</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Scor: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Mutări: %1</translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation>Distribuiri rămase: %1</translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation>Suite eliminate: %1 din %2</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>fără cod</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>Cod de partidă: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Timp: %1</translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>Codul de partidă %1 a fost copiat</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Column %1</source>
        <extracomment>Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence follows without a space (a space there shows as a gap).</extracomment>
        <translation>Coloana %1</translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation>Coloanele %1–%2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A run of column numbers: %1 the first, %2 the last.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>on by default</source>
        <translation>activat implicit</translation>
    </message>
    <message>
        <source>off by default</source>
        <translation>dezactivat implicit</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation>Un singur clic pe o carte nu o mută.</translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation>Patru setări schimbă felul în care mutați cărțile; fiecare se activează sau se dezactivează din meniul %1 sau din %2.</translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation>Comanda %1 anulează ultimele acțiuni, până la %2, inclusiv distribuirile: scorul și contorul de mutări revin la valorile anterioare, iar o suită eliminată de o mutare anulată revine în coloana sa. Comanda %3 reface o acțiune anulată.</translation>
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
        <translation>%1 pentru %2</translation>
    </message>
    <message>
        <source>The letter after the number of suits names the rule: %1.</source>
        <translation>Litera de după numărul de culori indică regula: %1.</translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation>O partidă cu regula Clasică nu are nicio literă după numărul de culori; o altă regulă își adaugă propria literă: %1.</translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation>Fiecare partidă are un cod, de exemplu %1. Codul începe cu literele variantei și versiunea formatului de cod (%2), urmate de „S” și numărul de culori; cele %3 litere de după ultima cratimă numerotează amestecarea.</translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation>Pentru a juca din nou o partidă sau una primită de la un prieten, alegeți %1 ▸ %2 și tastați sau lipiți codul în câmpul „%3” din fereastra %4. %1 ▸ %5 copiază codul partidei în curs. Același cod așază mereu aceleași cărți, pe orice calculator.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
        <translation>%1 sau %2</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regulile jocului %1</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Pregătirea jocului</translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation>Așezarea unei cărți</translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation>Mutarea unui grup</translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation>Coloana goală</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Distribuirea</translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation>Alegerea regulii</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation>Suitele complete</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Sfârșitul partidei</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punctajul</translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation>Coduri de partidă</translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation>Cum vă ajută aplicația</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 și %2</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Șanse de câștig</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Sfaturi</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>Pe scurt</translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation>Aplicația nu dă indicii decât dacă activați %1 în %2; %3 din meniul %4 îl întreabă pe rezolvitor dacă partida putea fi câștigată și vă poate arăta cum. Când nimic nu mai ajută, reluați partida de la capăt sau începeți una nouă.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Ușor</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mediu</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Dificil</translation>
    </message>
    <message>
        <source>%1 × 13 %2</source>
        <extracomment>One suit&apos;s share of the cards: %1 how many times, %2 the suit (&quot;spades&quot;).</extracomment>
        <translation>%1 × 13 cărți de %2</translation>
    </message>
    <message>
        <source> + </source>
        <extracomment>Between the suits&apos; shares: &quot;4 × 13 spades + 4 × 13 hearts&quot;.</extracomment>
        <translation> + </translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Culori</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Componență</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>cu fața în sus</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>toate cu fața în sus</translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation>doar ultima cu fața în sus</translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>ultima %n carte cu fața în sus</numerusform>
            <numerusform>ultimele %n cărți cu fața în sus</numerusform>
            <numerusform>ultimele %n de cărți cu fața în sus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>de la %1 la %n carte, câte una în plus în fiecare coloană</numerusform>
            <numerusform>de la %1 la %n cărți, câte una în plus în fiecare coloană</numerusform>
            <numerusform>de la %1 la %n de cărți, câte una în plus în fiecare coloană</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>de la %1 până la %n carte, câte una în minus în fiecare coloană</numerusform>
            <numerusform>de la %1 până la %n cărți, câte una în minus în fiecare coloană</numerusform>
            <numerusform>de la %1 până la %n de cărți, câte una în minus în fiecare coloană</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cărți</numerusform>
            <numerusform>%n de cărți</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>câte %n carte</numerusform>
            <numerusform>câte %n cărți</numerusform>
            <numerusform>câte %n de cărți</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>Cărțile sunt repartizate într-o coloană (%n), de la stânga la dreapta:</numerusform>
            <numerusform>Cărțile sunt repartizate în %n coloane, de la stânga la dreapta:</numerusform>
            <numerusform>Cărțile sunt repartizate în %n de coloane, de la stânga la dreapta:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>Rezerva conține %n carte rămasă.</numerusform>
            <numerusform>Cele %n cărți rămase formează rezerva.</numerusform>
            <numerusform>Cele %n de cărți rămase formează rezerva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>o carte pe singura coloană (%n)</numerusform>
            <numerusform>câte o carte pe fiecare dintre cele %n coloane, de la prima la ultima</numerusform>
            <numerusform>câte o carte pe fiecare dintre cele %n de coloane, de la prima la ultima</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>%n carte, pe coloana %1</numerusform>
            <numerusform>%n cărți, câte una pe fiecare dintre coloanele %1</numerusform>
            <numerusform>%n de cărți, câte una pe fiecare dintre coloanele %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>Pentru a distribui, faceți clic pe rezervă sau apăsați D. Rezerva permite %n distribuire, cu toate cărțile cu fața în sus:</numerusform>
            <numerusform>Pentru a distribui, faceți clic pe rezervă sau apăsați D. Rezerva permite %n distribuiri, cu toate cărțile cu fața în sus:</numerusform>
            <numerusform>Pentru a distribui, faceți clic pe rezervă sau apăsați D. Rezerva permite %n de distribuiri, cu toate cărțile cu fața în sus:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>Partida este câștigată când suita (%n) a fost eliminată și nu mai rămâne nicio carte.</numerusform>
            <numerusform>Partida este câștigată când toate cele %n suite au fost eliminate și nu mai rămâne nicio carte.</numerusform>
            <numerusform>Partida este câștigată când toate cele %n de suite au fost eliminate și nu mai rămâne nicio carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>De exemplu, o partidă câștigată în care contorul de mutări ajunge la %1, inclusiv %n distribuire, se încheie cu un punctaj de %2 = %3.</numerusform>
            <numerusform>De exemplu, o partidă câștigată în care contorul de mutări ajunge la %1, inclusiv %n distribuiri, se încheie cu un punctaj de %2 = %3.</numerusform>
            <numerusform>De exemplu, o partidă câștigată în care contorul de mutări ajunge la %1, inclusiv %n de distribuiri, se încheie cu un punctaj de %2 = %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>Codul acestei partide este %1 (%n culoare): introduceți-l în fereastra Partidă nouă pentru a obține aceleași cărți și a urmări exemplul pe masă.</numerusform>
            <numerusform>Codul acestei partide este %1 (%n culori): introduceți-l în fereastra Partidă nouă pentru a obține aceleași cărți și a urmări exemplul pe masă.</numerusform>
            <numerusform>Codul acestei partide este %1 (%n de culori): introduceți-l în fereastra Partidă nouă pentru a obține aceleași cărți și a urmări exemplul pe masă.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>Distribuiți un rând nou: %n carte din rezervă.</numerusform>
            <numerusform>Distribuiți un rând nou: %n cărți din rezervă.</numerusform>
            <numerusform>Distribuiți un rând nou: %n de cărți din rezervă.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation>%1 este un joc de pasiență pentru un singur jucător.</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation>În total: %1, dintre care %2 cu fața în jos și %3 cu fața în sus.</translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation>În total: %1, toate cu fața în sus.</translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation>Nu există rezervă: toate cărțile sunt pe masă de la început.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation>O carte cu fața în sus poate fi așezată pe ultima carte din altă coloană dacă aceasta are o valoare imediat superioară, indiferent de culoare: un %1 pe un %2, o damă pe un rege.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation>O carte cu fața în sus poate fi așezată pe ultima carte din altă coloană doar dacă aceasta este de aceeași culoare și are o valoare imediat superioară: un %1 pe un %2, dar nu pe un %3.</translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation>O carte poate fi așezată pe: %1.</translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation>Asul este cea mai mică carte, iar regele cea mai mare, așa că nicio carte nu poate fi așezată pe un as.</translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation>Când ultima carte cu fața în sus părăsește o coloană, cartea cu fața în jos de dedesubt se întoarce automat cu fața în sus.</translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Nicio carte nu are o valoare imediat superioară regelui, așa că un rege, singur sau în fruntea unui grup, poate merge doar într-o coloană goală.</translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Nicio carte nu poate primi un rege, așa că un rege, singur sau în fruntea unui grup, poate merge doar într-o coloană goală.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation>Mai multe cărți cu fața în sus de la capătul unei coloane se mută împreună dacă valorile lor sunt consecutive, în ordine descrescătoare (8, 7, 6), și sunt toate de aceeași culoare.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation>Mai multe cărți cu fața în sus de la capătul unei coloane se mută împreună dacă valorile lor sunt consecutive, în ordine descrescătoare (8, 7, 6), indiferent de culoare.</translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation>Orice carte cu fața în sus poate fi mutată împreună cu toate cărțile așezate peste ea, fie că sunt în ordine, fie că nu.</translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation>Cărți care se mută împreună: %1.</translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation>Un grup se așază la fel ca o singură carte: prima sa carte trebuie să se potrivească acolo unde ajunge.</translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation>Lungimea unui grup nu este limitată.</translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation>Un șir de culori amestecate rămâne pe loc, chiar dacă valorile sale sunt descrescătoare: trebuie desfăcut carte cu carte.</translation>
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
        <translation>%1 (implicită): regulile descrise mai sus.</translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation>În fereastra Partidă nouă puteți alege regula:</translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation>Cu o singură culoare este disponibilă doar regula Clasică: toate cărțile au aceeași culoare, așa că alegerea regulii ar schimba prea puțin.</translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation>Această pagină descrie jocul cu regula %1, aleasă în fereastra Partidă nouă.</translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation>O coloană goală acceptă orice carte sau orice grup care poate fi mutat, nu doar un rege. Este cel mai util spațiu de pe masă: puneți acolo o carte deoparte pentru a ajunge la cea de dedesubt.</translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation>Doar un rege, singur sau în fruntea unui grup, poate fi așezat într-o coloană goală.</translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation>O coloană goală acceptă: %1.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Distribuirea %1</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Distribuirile %1–%2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation>Nu există rezervă, deci nu este nimic de distribuit.</translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation>Distribuirea este refuzată cât timp o coloană este goală: așezați mai întâi o carte acolo.</translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation>Puteți distribui chiar și atunci când o coloană este goală.</translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation>Când o coloană se termină cu cele 13 cărți ale unei culori, de la rege la as, toate cu fața în sus, această suită părăsește automat masa, imediat după mutarea sau distribuirea care a completat-o.</translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation>O singură distribuire poate completa mai multe coloane deodată.</translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation>Cartea cu fața în jos pe care o acoperea se întoarce cu fața în sus.</translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation>Indiferent de regulă, este eliminată doar o suită de o singură culoare.</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>La început: %1</translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation>Fiecare mutare a unei cărți sau a unui grup: %1</translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation>Fiecare distribuire: %1</translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation>Fiecare suită eliminată: %1</translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation>Contorul de mutări numără mutările și distribuirile; eliminarea unei suite nu este o mutare.</translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation>Contorul de mutări numără mutările; eliminarea unei suite nu este o mutare.</translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation>Scorul nu scade niciodată sub %1: după fiecare acțiune, se oprește la această valoare.</translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation>Scorul nu are o limită inferioară: o partidă lungă poate coborî sub zero.</translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation>Punctele se calculează astfel:</translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation>Acesta este punctajul aplicației %1: alte versiuni ale jocului punctează altfel.</translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation>Această valoare este sub %1, deci scorul rămâne %1.</translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation>Aceasta presupune că scorul nu a ajuns niciodată la %1 pe parcurs.</translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>Scopul este să adunați șiruri de la rege la as, fiecare de o singură culoare: un șir complet părăsește masa, iar partida este câștigată când suita (%n) a fost eliminată.</numerusform>
            <numerusform>Scopul este să adunați șiruri de la rege la as, fiecare de o singură culoare: un șir complet părăsește masa, iar partida este câștigată când toate cele %n suite au fost eliminate.</numerusform>
            <numerusform>Scopul este să adunați șiruri de la rege la as, fiecare de o singură culoare: un șir complet părăsește masa, iar partida este câștigată când toate cele %n de suite au fost eliminate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>Jocul folosește %n carte.</numerusform>
            <numerusform>Jocul folosește %n cărți.</numerusform>
            <numerusform>Jocul folosește %n de cărți.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>Aceasta înseamnă %n pachet de 52 de cărți.</numerusform>
            <numerusform>Aceasta înseamnă %n pachete de câte 52 de cărți.</numerusform>
            <numerusform>Aceasta înseamnă %n de pachete de câte 52 de cărți.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>Numărul de culori, ales în fereastra Partidă nouă, schimbă componența pachetului de %n carte, niciodată numărul cărților:</numerusform>
            <numerusform>Numărul de culori, ales în fereastra Partidă nouă, schimbă componența pachetului de %n cărți, niciodată numărul cărților:</numerusform>
            <numerusform>Numărul de culori, ales în fereastra Partidă nouă, schimbă componența pachetului de %n de cărți, niciodată numărul cărților:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation>%1, disponibilă la %2 culori. %3</translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation>De exemplu, o partidă câștigată în care contorul de mutări ajunge la %1 se încheie cu un punctaj de %2 = %3.</translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation>%1: partide câștigate, pas cu pas</translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation>Această pagină reia, mutare cu mutare, partide întregi care au fost câștigate. O imagine arată masa la început, înaintea fiecărei distribuiri, după ce fiecare suită părăsește masa și la final.</translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation>Fiecare partidă poate fi reluată pornind de la codul ei, așa că puteți juca în paralel.</translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation>Se caută un exemplu: o partidă câștigată de %1 cu codul %2. Apare aici imediat ce este găsită.</translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation>Nu s-a putut găsi la timp o partidă câștigată de %1. Partida cu codul %2 poate fi totuși câștigată: încercați-o chiar dumneavoastră.</translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation>Masa la început:</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Mutarea %1</translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation>Mutările de la %1 la %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation>Cartea de dedesubt, %1, se întoarce cu fața în sus.</translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation>O suită de %1 este completă și părăsește masa.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation>Mutați cartea %1 din coloana %2 în coloana goală %3.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation>Mutați cartea %1 din coloana %2 pe cartea %3 din coloana %4.</translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation>Jocul %1 provine dintr-un plugin. Publicațiile tipărite, site-urile web și alte aplicații îl pot descrie cu o altă aranjare sau cu alte detalii; când acestea diferă, aplicația urmează pluginul.</translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation>Despre aceste pagini</translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation>Pagina Reguli este generată din datele declarate de varianta %1 (cărți, coloane, planul distribuirilor, cărțile care se pot muta, puncte), așa că spune întotdeauna exact ce verifică aplicația.</translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation>%1 pe masă, cu cărți adevărate</translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation>Regulile jocului Spider, tipărite sau online, sunt de acord în privința mutării cărților, dar nu întotdeauna și în privința începutului partidei.</translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation>Wikipedia</translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation>Wikipedia începe jocul la fel ca această aplicație: 54 de cărți în 10 coloane, apoi celelalte 50 sunt distribuite câte zece, de fiecare dată când nicio coloană nu este goală.</translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation>Bicycle</translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation>Bicycle, producătorul de cărți de joc, așază zece coloane de câte cinci cărți, primele patru din fiecare coloană fiind cu fața în jos.</translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation>Ambele cer ca toate spațiile să fie ocupate înainte de distribuirea unui rând nou, la fel ca aplicația.</translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation>Wikipedia descrie Spiderette ca pe un Spider cu un singur pachet, așezat ca la Klondike în șapte coloane de la 1 la 7 cărți: aranjarea pe care o folosește această aplicație.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
        <translation>Mută focalizarea de la o coloană la alta.</translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation>Selectează mai multe sau mai puține dintre cărțile care pot fi mutate.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Spațiu</translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation>Trimite cărțile selectate în cea mai potrivită coloană.</translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation>1 … 9, 0</translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation>Trimite cărțile selectate în coloana 1–9 sau, cu 0, în coloana 10.</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation>Anulează selecția.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation>Citește coloana selectată, începând cu cartea de deasupra.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation>Citește cărțile care pot fi mutate din fiecare coloană.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation>Citește rezerva, scorul și mutările.</translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation>Cărțile se trag cu mouse-ul într-o coloană; un dublu clic le trimite în cea mai potrivită coloană; un clic pe rezervă distribuie cărțile. Cu „Clic pentru a ridica și a așeza” (Preferințe), un clic ridică cărțile, iar un clic pe o coloană le așază acolo.</translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation>Întregul joc se poate juca de la tastatură. Săgețile aleg cărțile, iar Enter le trimite mai departe.</translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation>Cu un cititor de ecran, fiecare coloană este citită când primește focusul, începând cu cartea de deasupra; după o mutare, o distribuire sau o anulare, coloana selectată spune ce s-a întâmplat. Tastele de citire de mai jos citesc din nou părți ale mesei.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tastă</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Ce face</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Tastatură și mouse</translation>
    </message>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation>Scorul nu a ajuns niciodată la %1 pe parcurs, deci suma este chiar scorul final.</translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation>Pe parcurs scorul s-a oprit la %1, așa că partida s-a încheiat de fapt cu %2 puncte.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation>%1: %2 (%3 în %4).</translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation>Cărți în joc</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Coloane</translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation>Suite de format</translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation>Distribuiri din rezervă</translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation>Cărțile se așază și se mută ca în %1, iar o coloană goală acceptă aceleași cărți.</translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation>Prin ce diferă %1 de %2:</translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation>%1 culoare: aproape orice partidă</translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation>%1 culori: aproximativ %2% din partide</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%n culoare: %1 din %2 partide câștigate (%3%)</numerusform>
            <numerusform>%n culori: %1 din %2 partide câștigate (%3%)</numerusform>
            <numerusform>%n de culori: %1 din %2 partide câștigate (%3%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation>Partide câștigate de rezolvitorul aplicației, care vede toate cărțile (pe cele cu fața în jos și ordinea din stoc) și folosește cel mult %1 secunde pe partidă; un jucător care nu vede cărțile ascunse câștigă mai puține:</translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation>Câte partide pot fi câștigate jucând bine, după un articol general despre Spider Solitaire (în italiană), una dintre paginile după care a fost scris acest ajutor:</translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation>Același articol estimează durata unei partide obișnuite între %1 și %2 de minute. Sunt cifrele articolului, nu măsurători pe partidele acestei aplicații.</translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation>Întoarceți mai întâi cărțile cu fața în jos: fiecare carte descoperită vă spune mai mult și deschide mutări noi.</translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation>Când o carte poate fi așezată pe două cărți, alegeți-o pe cea de aceeași culoare: un șir de o singură culoare se mută întreg, unul amestecat trebuie desfăcut.</translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation>Păstrați o coloană goală liberă cât mai mult: folosiți-o pentru a rearanja șiruri sau pentru a ajunge la o carte, apoi eliberați-o din nou.</translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation>Un rege așezat peste cărți cu fața în jos poate pleca doar într-o coloană goală: pregătiți-i locul înainte să se golească rezerva.</translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation>Distribuiți doar când nu mai rămâne nicio mutare utilă: o distribuire acoperă șirurile pe care le construiați.</translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation>Folosiți %1 pentru a explora: încercați o serie de mutări și anulați-o dacă nu duce nicăieri.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation>Reguli</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Exemple</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Surse</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatură</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>Regulile jocului ales</translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation>Partide întregi câștigate, mutare cu mutare, cu imagini ale mesei</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>De unde provin regulile</translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation>Tastele și acțiunile mouse-ului pe masa de joc</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajutor</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Joc:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation>Jocul ale cărui reguli și exemple sunt afișate</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Pagini de ajutor</translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation>Se încarcă pluginurile…</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Se încarcă %1…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Preferințe…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>Partidă &amp;nouă…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>&amp;Reluare de la capăt</translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation>&amp;Introducere cod de partidă…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Copiere cod de partidă</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistici…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>I&amp;eșire</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editare</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulare</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refacere</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuire</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Setări</translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation>Reia partida &amp;pusă deoparte</translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation>Se poate câș&amp;tiga această partidă?</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indiciu</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>De&amp;monstrație</translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation>&amp;Dublu clic mută cărțile</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>Plasare a&amp;utomată</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>&amp;Ajutor la plasare</translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation>&amp;Reamintirea regulilor</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>A&amp;nimații</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Pachet cu patru &amp;culori</translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation>&amp;Ecran complet</translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation>P&amp;luginuri…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <source>W&amp;here Was It Lost?</source>
        <translation>&amp;Unde s-a pierdut partida?</translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation>&amp;Copiere descriere masă</translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation>&amp;Reguli și ajutor</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatură</translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation>&amp;Despre spider-qt</translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation>Descrierea mesei a fost copiată</translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation>Despre spider-qt</translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation>Pasiența Spider și jocurile înrudite, cu variantele adăugate prin pluginuri.</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n culoare</numerusform>
            <numerusform>%n culori</numerusform>
            <numerusform>%n de culori</numerusform>
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
        <translation>Ușor (1 culoare)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Mediu (2 culori)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Dificil (4 culori)</translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation>de ex. SP1-S2C-AAAAAAD — lăsați gol pentru o partidă aleatorie</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Partidă nouă</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variantă</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variantă:</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Culori</translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation>&amp;Culori:</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regulă</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>&amp;Regulă:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Cod de partidă</translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation>Cod de &amp;partidă:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Începe</translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation>Lăsați gol pentru o partidă aleatorie</translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation>Activează pluginurile &amp;integrate</translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation>Nicio partidă de jucat — %1</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation>Fișierul de setări nu a putut fi folosit, așa că spider-qt pornește cu setările implicite.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation>Partida salvată nu a putut fi folosită, așa că nu poate fi reluată; începe o partidă nouă.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation>Fișierul de statistici nu a putut fi folosit, așa că statisticile încep din nou de la zero.</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation>Setările au fost salvate de o versiune mai nouă a spider-qt. Această versiune le lasă neschimbate și folosește setările implicite; modificările făcute acum durează până la închiderea spider-qt.</translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation>Partida salvată provine de la o versiune mai nouă a spider-qt. Această versiune o lasă neschimbată; partida jucată acum nu este salvată.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation>Statisticile au fost salvate de o versiune mai nouă a spider-qt. Această versiune le lasă neschimbate; partidele jucate acum nu sunt numărate în ele.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation>Setările nu au putut fi salvate (%1); modificările durează până la închiderea spider-qt.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation>Partida în curs nu a putut fi salvată (%1); nu va fi reluată după închiderea spider-qt.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation>Statisticile nu au putut fi salvate (%1); sunt păstrate până la închiderea spider-qt.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Fișierul deteriorat a fost păstrat ca %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Fișierul deteriorat nu a putut fi mutat deoparte (%1).</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>Detaliu tehnic: %1</translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation>Partida %1 salvată are nevoie de un plugin care nu este încărcat acum. A fost păstrată ca %2 și va fi reluată când pluginul va fi din nou disponibil.</translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Un plugin nu a putut fi încărcat și a fost lăsat deoparte; restul funcționează. Vedeți Setări → Pluginuri… pentru detalii.</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Unele pluginuri nu au putut fi încărcate și au fost lăsate deoparte; restul funcționează. Vedeți Setări → Pluginuri… pentru detalii.</translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation>Pluginuri care nu au putut fi încărcate și nu sunt enumerate aici: %1. Setări → Pluginuri… le arată pe toate.</translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation>Partida %1 salvată a fost începută cu versiunea %2 a pluginului %3, iar versiunea %4 o joacă altfel. A fost păstrată ca %5 și va fi reluată dacă versiunea %2 revine.</translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation>Partida %1 salvată, păstrată cât timp pluginul ei a lipsit, este înapoi și a fost reluată.</translation>
    </message>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation>Nu se poate juca nicio partidă</translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation>Nu este încărcată nicio variantă de joc: fiecare joc din spider-qt, inclusiv Spider, vine dintr-un plugin.</translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation>spider-qt a fost pornit în modul sigur, care încarcă doar pluginurile integrate.</translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation>Dezactivate: %1.</translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation>Nu au putut fi încărcate:</translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation>Nici pluginurile integrate nu au fost găsite, deci această instalare a spider-qt este incompletă; o reinstalare aduce jocurile înapoi.</translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation>Pentru a juca din nou, activați pluginurile integrate cu butonul de mai jos (sau din Setări → Pluginuri…) ori porniți spider-qt cu --reset-plugins.</translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation>Reluați partida pusă deoparte?</translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation>Partida %1 salvată poate fi jucată din nou: pluginul ei este înapoi.</translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation>O reluați acum? Partida în curs este păstrată pentru mai târziu în Joc → Reia partida pusă deoparte.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reia</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Mai &amp;târziu</translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation>Adaugă varianta %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Adaugă %n variantă: %1</numerusform>
            <numerusform>Adaugă %n variante: %1</numerusform>
            <numerusform>Adaugă %n de variante: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation>Adaugă regula %1</translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation>Adaugă regula %1 la %2</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Adaugă %n regulă: %1</numerusform>
            <numerusform>Adaugă %n reguli: %1</numerusform>
            <numerusform>Adaugă %n de reguli: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>Teme de cărți</translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation>Adaugă tema de cărți %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation>
            <numerusform>Adaugă %n temă de cărți: %1</numerusform>
            <numerusform>Adaugă %n teme de cărți: %1</numerusform>
            <numerusform>Adaugă %n de teme de cărți: %1</numerusform>
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
        <translation>Activat</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stare</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Adaugă</translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>The switch is the name&apos;s checkbox: a player switches &quot;Simple Simon&quot;, not a column. Origins in the order they are listed, with the words a player sees for them.</extracomment>
        <translation>Integrat</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Instalat</translation>
    </message>
    <message>
        <source>Plugins folder</source>
        <translation>Dosarul de pluginuri</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Dezactivat</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Eșuat</translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation>Modificările se aplică la următoarea pornire a aplicației spider-qt.</translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation>Mod sigur: au fost încărcate doar pluginurile integrate.</translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation>Selectați un plugin pentru a-i vedea detaliile.</translation>
    </message>
    <message>
        <source>Plugins</source>
        <extracomment>Rows shown before the table scrolls; the details area takes the rest of the height. What each checkbox shows now, by plugin id: the dialog&apos;s own view of the switches. The plugin whose switch-off was just refused (its id), while the note says why. The plugin just switched off, only saved, while the note names the rules it stops.</extracomment>
        <translation>Pluginuri</translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation>Mod sigur</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>&amp;Detalii:</translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation>Detaliile pluginului</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notă</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;Copiază detaliile</translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation>Copiază detaliile pluginului selectat, pentru a le lipi într-un raport de eroare.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>Variante: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reguli: %1</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>Partida în curs continuă.</translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation>%1 nu a putut fi încărcat (vedeți detaliile); se va încerca din nou la următoarea pornire a spider-qt.</translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation>Nu se mai pot începe partide de %1.</translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation>Regula %1 nu mai poate fi aleasă.</translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation>Regulile %1 nu mai pot fi alese.</translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation>Acum se pot începe partide de %1.</translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation>Regula %1 poate fi aleasă acum.</translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation>Regulile %1 pot fi alese acum.</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>%1 este activat.</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>%1 este dezactivat.</translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation>%1 rămâne activat: este ultimul plugin cu variante de joc, iar fără el nu ar mai exista nimic de jucat.</translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation>Dezactivarea pluginului %1 face inactive și aceste reguli: %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nume: %1</translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation>Inactiv (necesită %1)</translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation>Activați-l pentru a vedea ce adaugă</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1 (%2 s)</translation>
    </message>
    <message>
        <source>Slow to load: %1</source>
        <translation>Se încarcă lent: %1</translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation>Nu a putut fi încărcat, deci nu adaugă nimic. Ce nu a mers este scris mai jos, pentru autorul lui.</translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation>Pentru autorul pluginului:</translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation>Identificatorul pluginului: %1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>Versiune: %1</translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation>Origine: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Locație: %1</translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation>Rezumat: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Stare: %1</translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation>Timp de încărcare: %1 s</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>Necesită: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avertisment: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Eroare: %1</translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation>%1 (nu va fi încărcat la următoarea pornire)</translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation>%1 (activat de la următoarea pornire)</translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation>%1 (dezactivat de la următoarea pornire)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation>nimic</translation>
    </message>
</context>
<context>
    <name>PostMortemReview</name>
    <message>
        <source>Nothing to look back on: no action was played yet.</source>
        <translation>Nu este nimic de revăzut: încă nu s-a jucat nicio mutare.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Rezolvitorul a eșuat: %1</translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message>
        <source>Could It Have Been Shorter?</source>
        <translation>Se putea mai scurt?</translation>
    </message>
    <message>
        <source>Where Was It Lost?</source>
        <translation>Unde s-a pierdut partida?</translation>
    </message>
    <message>
        <source>Looking back over the game, every card known…</source>
        <translation>Se revede partida, cu toate cărțile cunoscute…</translation>
    </message>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>Rezolvitorul câștigă această partidă de la început în %n mutare; dvs. ați făcut %1.</numerusform>
            <numerusform>Rezolvitorul câștigă această partidă de la început în %n mutări; dvs. ați făcut %1.</numerusform>
            <numerusform>Rezolvitorul câștigă această partidă de la început în %n de mutări; dvs. ați făcut %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the line with Next.</source>
        <translation>Jucați mutările cu Următor.</translation>
    </message>
    <message>
        <source>The solver found no line from the start within the time.</source>
        <translation>Rezolvitorul nu a găsit în timpul dat nicio cale de la început.</translation>
    </message>
    <message>
        <source>This deal from the stock lost the game. Before it, a win was still possible.</source>
        <translation>Această distribuire din rezervă a pierdut partida. Înainte de ea, câștigul era încă posibil.</translation>
    </message>
    <message>
        <source>This move lost the game: %1. Before it, a win was still possible.</source>
        <translation>Această mutare a pierdut partida: %1. Înainte de ea, câștigul era încă posibil.</translation>
    </message>
    <message>
        <source>This deal could not be won: no line wins it from its start (proven).</source>
        <translation>Această partidă nu putea fi câștigată: nicio cale nu o câștigă de la început (dovedit).</translation>
    </message>
    <message>
        <source>The game was already lost at the oldest position kept (proven).</source>
        <translation>Partida era deja pierdută în cea mai veche poziție păstrată (dovedit).</translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>Nicăieri: de aici câștigul este încă posibil (dovedit printr-o cale de %n mutare).</numerusform>
            <numerusform>Nicăieri: de aici câștigul este încă posibil (dovedit printr-o cale de %n mutări).</numerusform>
            <numerusform>Nicăieri: de aici câștigul este încă posibil (dovedit printr-o cale de %n de mutări).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it was lost was not decided within the time.</source>
        <translation>Unde s-a pierdut partida nu s-a putut stabili în timpul dat.</translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>După %n mutare câștigul era încă posibil (dovedit printr-o cale): această poziție.</numerusform>
            <numerusform>După %n mutări câștigul era încă posibil (dovedit printr-o cale): această poziție.</numerusform>
            <numerusform>După %n de mutări câștigul era încă posibil (dovedit printr-o cale): această poziție.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whether this game could be won was not decided within the time.</source>
        <translation>Dacă această partidă putea fi câștigată nu s-a putut stabili în timpul dat.</translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>După %n mutare era pierdută (dovedit).</numerusform>
            <numerusform>După %n mutări era pierdută (dovedit).</numerusform>
            <numerusform>După %n de mutări era pierdută (dovedit).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the actions the undo history kept were looked at.</source>
        <translation>Au fost examinate doar mutările păstrate în istoricul de anulare.</translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>Mutările câștigătoare de aici: %n mutare. Jucați-le cu Următor.</numerusform>
            <numerusform>Mutările câștigătoare de aici: %n mutări. Jucați-le cu Următor.</numerusform>
            <numerusform>Mutările câștigătoare de aici: %n de mutări. Jucați-le cu Următor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2: the game is won.</source>
        <translation>Mutarea %1 din %2: partida este câștigată.</translation>
    </message>
    <message>
        <source>Step %1 of %2.</source>
        <translation>Mutarea %1 din %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2. Next: %3.</source>
        <translation>Mutarea %1 din %2. Următoarea: %3.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation>Preferințe</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurează valorile implicite</translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation>Readuce fiecare setare afișată aici la valoarea ei inițială.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Taie</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiază</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Lipește</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selectează tot</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <extracomment>The right-click menu of a scroll bar (the Help pages, the Plugins dialog&apos;s details).</extracomment>
        <translation>Derulează aici</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Marginea stângă</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Sus</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Marginea dreaptă</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Jos</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>O pagină la stânga</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>O pagină în sus</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>O pagină la dreapta</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>O pagină în jos</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Derulează la stânga</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Derulează în sus</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Derulează la dreapta</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Derulează în jos</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>The right-click menu of read-only rich text (the Help pages).</extracomment>
        <translation>&amp;Copiază</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiază adresa &amp;legăturii</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selectează tot</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Anterior</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Următor</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>Înapoi la &amp;joc</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation>Nicio carte nu poate fi așezată pe un as (%1).</translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation>Cartea %1 poate fi așezată doar pe o carte cu o valoare imediat superioară, nu pe cartea %2.</translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation>Cartea %1 poate fi așezată doar pe o carte de aceeași culoare cu o valoare imediat superioară, nu pe cartea %2.</translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation>Aceste cărți nu pot fi mutate împreună: cartea %1 nu urmează după cartea %2 în ordine descrescătoare.</translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation>Aceste cărți nu pot fi mutate împreună: un grup trebuie să fie de o singură culoare, iar cartea %1 este așezată pe cartea %2.</translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation>Doar un rege (sau un grup care începe cu un rege) poate ocupa o coloană goală, nu și cartea %1.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation>O carte cu fața în jos nu poate fi mutată.</translation>
    </message>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation>Nu există coloana %1: coloanele sunt numerotate de la 1 la %2.</translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation>Cărțile trebuie mutate într-o altă coloană.</translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation>Coloana %1 este goală: nu există nimic de mutat.</translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation>Coloana %1 nu are nicio carte pe poziția %2.</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>Rezerva este goală: nu mai este nimic de distribuit.</translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation>Înainte de distribuire, fiecare coloană trebuie să aibă o carte, dar pe masă sunt mai puține cărți decât coloane (%1 pentru %2): anulați o mutare sau începeți o partidă nouă.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>How a list of columns is joined in English (translated in context ``&quot;Rule&quot;``).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation>Ocupați toate coloanele goale înainte de distribuire (coloane goale: %1).</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Nu există nimic de anulat.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Nu există nimic de refăcut.</translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation>Nicio altă coloană nu poate primi cartea %1.</translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation>Nicio altă coloană nu poate primi cartea %1 și cărțile de pe ea.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Relaxed</source>
        <translation>Relaxată</translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation>Un grup de cărți în ordine descrescătoare poate fi mutat împreună chiar dacă are culori amestecate.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clasică</translation>
    </message>
    <message>
        <source>Open deal</source>
        <translation>Distribuire liberă</translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation>Puteți distribui din rezervă chiar și atunci când o coloană este goală.</translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation>Distribuirea așază câte o carte pe fiecare coloană la care ajunge, inclusiv pe cele goale; în rest, totul este ca la regula Clasică. Alte aplicații o numesc adesea „Spider relaxat”.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Play</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation>Dublu clic mută cărțile</translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation>Un dublu clic pe o carte o trimite, împreună cu cărțile de pe ea, în cea mai potrivită coloană: pe o carte de aceeași culoare cu o valoare imediat superioară, altfel pe orice carte cu o valoare imediat superioară, altfel într-o coloană goală.</translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation>Plasare automată</translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation>Cărțile eliberate acolo unde nu pot fi așezate sunt trimise în cea mai potrivită coloană, în loc să alunece înapoi.</translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation>Ajutor la plasare</translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation>În timp ce trageți cărți, sunt evidențiate coloanele care le-ar putea primi.</translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation>Reamintirea regulilor</translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation>După o mutare refuzată, o scurtă notă vă spune ce regulă a împiedicat-o.</translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation>Întreabă înainte de a abandona o partidă</translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation>„Reluare de la capăt” și „Partidă nouă” întreabă mai întâi dacă partida în curs are mutări, deoarece abandonarea ei este numărată ca pierdere.</translation>
    </message>
    <message>
        <source>Hints and demo</source>
        <translation>Indicii și demonstrație</translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation>Meniul Editare primește Indiciu, care arată o mutare bună, și Demonstrație, care joacă mai departe singură. O partidă în care ați folosit oricare dintre ele se numără separat în statistici.</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Doar partide care pot fi câștigate</translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation>Partidele noi se împart doar dintre cele pe care rezolvitorul le-a câștigat. Un cod de partidă introdus de dumneavoastră se joacă întotdeauna așa cum este.</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animații</translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation>Cărțile alunecă, zboară din rezervă și se întorc, în loc să sară dintr-un loc în altul.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Aspect</translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation>Clic pentru a ridica și a așeza</translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation>Un clic pe o carte o ridică, împreună cu cărțile de pe ea; un clic pe o coloană le așază acolo. Dezactivat: un singur clic nu face nimic, ca în jocul clasic.</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Cronometru</translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation>Timpul de joc apare în bara de stare și în fereastra de victorie, iar statisticile păstrează cei mai buni timpi.</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation>Bară de instrumente</translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation>Butoane deasupra mesei pentru Partidă nouă, Reluare, Anulare, Refacere, Distribuire și, cu indiciile activate, Indiciu.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Viteza animațiilor</translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation>Cât de repede rulează animațiile.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentă</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normală</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapidă</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Luminos sau întunecat</translation>
    </message>
    <message>
        <source>The table, the marks and words on it, the dialogs and the status bar in light or dark colours; by default as the system has them, switching when it does.</source>
        <translation>Masa, marcajele și textele de pe ea, dialogurile și bara de stare în culori luminoase sau întunecate; implicit ca în sistem, schimbându-se odată cu el.</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Ca sistemul</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Luminos</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Întunecat</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>Tema cărților</translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation>Aspectul cărților. Pluginurile și dosarul de teme pot adăuga altele.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Pachet cu patru culori</translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation>Fiecare culoare este desenată în altă nuanță: pică în negru, cupă în roșu, caro în albastru, treflă în verde.</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Spatele cărților</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation>Modelul de pe spatele cărților.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Albastru</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Roșu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Limbă</translation>
    </message>
    <message>
        <source>The language of the menus and messages; the system&apos;s language by default.</source>
        <translation>Limba meniurilor și a mesajelor; implicit, limba sistemului.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Limba sistemului</translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation>Ultima variantă</translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation>Varianta aleasă pentru ultima partidă nouă (gol: prima instalată).</translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation>Ultimul număr de culori</translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation>Numărul de culori ales pentru ultima partidă nouă.</translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation>Ultima regulă</translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation>Regula aleasă pentru ultima partidă nouă.</translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation>Pluginuri dezactivate</translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation>Pluginurile dezactivate în fereastra Pluginuri: nu sunt încărcate la pornire.</translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation>Geometria ferestrei</translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation>Poziția și dimensiunea ferestrei, așa cum le-a salvat Qt (în hexazecimal).</translation>
    </message>
</context>
<context>
    <name>SolverProgressBox</name>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>The progress bar counts in thousandths: smooth, and whole numbers for Qt.</extracomment>
        <translation>&amp;Anulează</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n carte selectată</numerusform>
            <numerusform>%n cărți selectate</numerusform>
            <numerusform>%n de cărți selectate</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation>Coloana %1, %2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Coloana %1: %2</translation>
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
        <translation>de la %1 la %2</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Se pot muta: %1.</translation>
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
        <translation>Joc</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jucate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Câștigate</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Procent de câștig</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Cel mai bun scor</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Cele mai puține mutări</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Seria curentă</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Cea mai lungă serie</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation>Cel mai bun timp</translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation>Jucate cu ajutor</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Câștigate cu ajutor</translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation>Nicio partidă înregistrată încă: o partidă este luată în calcul după prima mutare.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation>Statistici</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Resetează statisticile…</translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation>Șterge toate înregistrările, după confirmare.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nimic</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n culoare</numerusform>
            <numerusform>%n culori</numerusform>
            <numerusform>%n de culori</numerusform>
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
        <translation>Resetare statistici</translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation>Ștergeți statisticile tuturor partidelor jucate?

Această acțiune nu poate fi anulată.</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation>pică</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cupă</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>caro</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>treflă</translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation>Setările dvs. (%1)</translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation>Partida în curs, deci nu va putea fi reluată data viitoare (%1)</translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation>Statisticile acestei sesiuni (%1)</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Nesalvat</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>Încearcă din &amp;nou</translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation>Închide &amp;fără salvare</translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation>Acestea nu au putut fi salvate și se pierd dacă spider-qt se închide acum:</translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation>Eliberați spațiu pe disc (sau faceți dosarul inscriptibil), apoi încercați din nou.</translation>
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
        <translation>Un pachet în șapte coloane, cu majoritatea cărților cu fața în sus; mutați orice carte cu fața în sus împreună cu tot ce se află peste ea și formați șiruri descrescătoare de aceeași culoare.</translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>O carte poate fi așezată doar pe cartea de aceeași culoare cu o valoare imediat superioară. Orice carte cu fața în sus poate fi mutată împreună cu toate cărțile așezate peste ea, fie că sunt în ordine, fie că nu. Doar un rege, singur sau cu cărțile de pe el, poate fi așezat într-o coloană goală. Rezerva este distribuită dintr-odată pe primele trei coloane și poate fi distribuită chiar și atunci când o coloană este goală. Fiecare suită de la rege la as, de o singură culoare, părăsește masa; partida este câștigată când toate cele patru suite au fost eliminate.</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Simple Simon</translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation>Un pachet distribuit cu fața în sus în zece coloane, fără rezervă; formați patru suite de la rege la as, fiecare de o singură culoare.</translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Toate cărțile sunt cu fața în sus de la început și nu există rezervă din care să se distribuie. O carte poate fi așezată pe orice carte cu o valoare imediat superioară, indiferent de culoare. Cărțile se mută împreună doar ca șir descrescător, cu valori consecutive, de o singură culoare. O coloană goală acceptă orice carte sau orice șir care poate fi mutat. Fiecare suită de la rege la as, de o singură culoare, părăsește masa; partida este câștigată când toate cele patru suite au fost eliminate.</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Spider</translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation>Două pachete în zece coloane; formați opt suite de la rege la as, fiecare de o singură culoare.</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Spiderette</translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation>Un pachet în șapte coloane; formați patru suite de la rege la as, fiecare de o singură culoare.</translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation>Ați câștigat!</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>Partidă &amp;nouă</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reia partida</translation>
    </message>
    <message>
        <source>Could It Have Been &amp;Shorter?</source>
        <translation>Se putea mai &amp;scurt?</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>În&amp;chide</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Scor: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Mutări: %1</translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation>Câștigată cu ajutor: se numără separat în statistici.</translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation>cel mai bun scor de până acum!</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>Timp de joc: %1</translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation>Ați câștigat cu ajutor!</translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation>un nou record de timp!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Cel mai bun scor: %1</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>Cel mai bun timp: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>Serie de victorii: %n partidă</numerusform>
            <numerusform>Serie de victorii: %n partide</numerusform>
            <numerusform>Serie de victorii: %n de partide</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Partidă care poate fi câștigată</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation>Se caută o partidă pe care rezolvitorul o poate câștiga…</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation>Se caută o partidă pe care rezolvitorul o poate câștiga… (partida %1)</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Rezolvitorul a eșuat: %1</translation>
    </message>
</context>
</TS>
