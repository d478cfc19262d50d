<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation>Ricominciare questa partita?</translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation>Ricominciare questa partita dall&apos;inizio?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation>Iniziare una nuova partita?</translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation>Abbandonare questa partita e iniziarne una nuova?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>La partita in corso (%n mossa) termina e conta come persa nelle statistiche.</numerusform>
            <numerusform>La partita in corso (%n mosse) termina e conta come persa nelle statistiche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give Up and See &amp;Where It Was Lost</source>
        <translation>Abbandona e vedi &amp;dove si è persa</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continua a giocare</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>Non chiedere &amp;più</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>Distribuita %n carta</numerusform>
            <numerusform>Distribuite %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%1 e %n altra carta nella %2</numerusform>
            <numerusform>%1 e altre %n carte nella %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%1 e %n altra carta di nuovo nella %2</numerusform>
            <numerusform>%1 e altre %n carte di nuovo nella %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Nuova partita.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rifatto: %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>la distribuzione</translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation>%1 di nuovo nella %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annullato: %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nella %2</translation>
    </message>
    <message>
        <source>%1 turned face up</source>
        <translation>carta scoperta: %1</translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>sequenza di %1 rimossa</translation>
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
        <translation>Ricerca di un suggerimento…</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation>Dimostrazione: ricerca di un modo per vincere… %1%</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation>Dimostrazione: ricerca di un modo per vincere…</translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation>Dimostrazione: premere un tasto o fare clic per riprendere il gioco.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Dimostrazione interrotta.</translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation>Nessuna mossa sembra utile qui: provare Annulla o ricominciare.</translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation>Suggerimento: distribuire una nuova fila dal tallone.</translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation>Suggerimento: spostare %1 da %2 a %3.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>Suggerimento: spostare %1 e la %n carta sopra di essa da %2 a %3.</numerusform>
            <numerusform>Suggerimento: spostare %1 e le %n carte sopra di essa da %2 a %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation>La dimostrazione non ha trovato alcun modo per vincere da qui.</translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation>Dimostrazione interrotta: tocca a voi.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Il risolutore non è riuscito: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation>colonna %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>Tallone: resta %n distribuzione. Fare clic per distribuire.</numerusform>
            <numerusform>Tallone: restano %n distribuzioni. Fare clic per distribuire.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
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
        <translation>asso di picche</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>2 di picche</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>3 di picche</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>4 di picche</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>5 di picche</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>6 di picche</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>7 di picche</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>8 di picche</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>9 di picche</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>10 di picche</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>fante di picche</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>regina di picche</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>re di picche</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>asso di cuori</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>2 di cuori</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>3 di cuori</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>4 di cuori</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>5 di cuori</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>6 di cuori</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>7 di cuori</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>8 di cuori</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>9 di cuori</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>10 di cuori</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>fante di cuori</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>regina di cuori</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>re di cuori</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>asso di quadri</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>2 di quadri</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>3 di quadri</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>4 di quadri</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>5 di quadri</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>6 di quadri</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>7 di quadri</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>8 di quadri</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>9 di quadri</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>10 di quadri</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>fante di quadri</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>regina di quadri</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>re di quadri</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>asso di fiori</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>2 di fiori</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>3 di fiori</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>4 di fiori</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>5 di fiori</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>6 di fiori</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>7 di fiori</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>8 di fiori</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>9 di fiori</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>10 di fiori</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>fante di fiori</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>regina di fiori</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>re di fiori</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation>Classico</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Indice grande</translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation>Il codice partita è vuoto. Un codice ha questa forma: %1.</translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation>Il testo è troppo lungo per essere un codice partita. Un codice ha questa forma: %1.</translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation>Un codice partita contiene solo lettere, cifre e trattini, come %1.</translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation>Un codice partita termina con %1 lettere dopo l&apos;ultimo trattino, come %2.</translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation>Questo codice proviene da una versione più recente di spider-qt. Aggiornare spider-qt per giocare questa partita.</translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation>Il numero dopo le lettere %1 deve essere %2, non %3.</translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation>Un codice partita di %1 richiede la lettera della regola dopo il numero di semi: %2.</translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation>I codici di %1 non hanno la lettera della regola: togliere la lettera %2 dopo il numero di semi.</translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation>Il numero della partita deve essere compreso tra 0 e %1.</translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation>Non è installata nessuna variante di gioco.</translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation>Questo non è un codice partita valido.</translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation>Questo non è un codice partita. Un codice ha questa forma: %1.</translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation>Nessuna variante installata ha codici che iniziano con %1. Controllare il codice, oppure installare il plugin che aggiunge questa variante.</translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation>La variante %1 non è installata.</translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation>%1 non si può giocare con questo numero di semi.</translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation>%1 si gioca solo con 1 seme, non con %2.</translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation>%1 si gioca con %2 semi, non con %3.</translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation>%1 non offre nessuna regola chiamata %2 con questo numero di semi.</translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation>%1 con 1 seme non ha la regola con la lettera %2: usare %3.</translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation>%1 con %2 semi non ha la regola con la lettera %3: usare %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <source>Only a deal with a game code can be checked.</source>
        <extracomment>Seconds the solver may search for a winning line of a deal.</extracomment>
        <translation>Si può verificare solo una partita con un codice.</translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation>Questa partita si può vincere?</translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation>Si gioca la partita %1 dall&apos;inizio, conoscendo tutte le carte…</translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>Sì: la partita %1 si può vincere, in %n mossa.</numerusform>
            <numerusform>Sì: la partita %1 si può vincere, in %n mosse.</numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation>Potete guardare la sequenza vincente dall&apos;inizio della partita; la partita conta allora come giocata con aiuto.</translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation>&amp;Guarda la sequenza vincente</translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>Nessun modo di vincere la partita %1 trovato in %n secondo.</numerusform>
            <numerusform>Nessun modo di vincere la partita %1 trovato in %n secondi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation>La partita potrebbe comunque essere vincibile: la ricerca doveva fermarsi da qualche parte.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Il risolutore non è riuscito: %1</translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation>La partita precedente si poteva vincere?</translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation>Non ci sono più mosse. Questa partita si poteva vincere?</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation>Colonna %1: vuota</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>colonna %1: vuota</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n coperta</numerusform>
            <numerusform>%n coperte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Tallone: %n carta</numerusform>
            <numerusform>Tallone: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>%n distribuzione rimasta</numerusform>
            <numerusform>%n distribuzioni rimaste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n sequenza rimossa</numerusform>
            <numerusform>%n sequenze rimosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation>Colonna %1: %2, poi %3</translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation>colonna %1: %2, poi %3</translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>nessuna sequenza rimossa</translation>
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
            <numerusform>Vinta in %n mossa: %1 = %2 punti.</numerusform>
            <numerusform>Vinta in %n mosse: %1 = %2 punti.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>Una partita vinta con %n seme</numerusform>
            <numerusform>Una partita vinta con %n semi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>Mossa: %1 e %n carta sottostante, dalla colonna %2 alla colonna %4, sopra la carta %3.</numerusform>
            <numerusform>Mossa: %1 e le %n carte sottostanti, dalla colonna %2 alla colonna %4, sopra la carta %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>Mossa: %1 e %n carta sottostante, dalla colonna %2 alla colonna vuota %3.</numerusform>
            <numerusform>Mossa: %1 e le %n carte sottostanti, dalla colonna %2 alla colonna vuota %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>Il tavolo prima della distribuzione %1, con %n carta rimasta nel tallone:</numerusform>
            <numerusform>Il tavolo prima della distribuzione %1, con %n carte rimaste nel tallone:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>Il tavolo dopo la mossa %1: finora è stata rimossa %n sequenza.</numerusform>
            <numerusform>Il tavolo dopo la mossa %1: finora sono state rimosse %n sequenze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>La sequenza (%n) è stata rimossa e il tavolo è vuoto: la partita è vinta.</numerusform>
            <numerusform>Tutte le %n sequenze sono state rimosse e il tavolo è vuoto: la partita è vinta.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Game code: click to copy it</source>
        <translation>Codice partita: fare clic per copiarlo</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punteggio: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Mosse: %1</translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation>Distribuzioni rimaste: %1</translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation>Rimosse: %1 su %2</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>nessun codice</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>Codice partita: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tempo: %1</translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>Codice partita %1 copiato</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Column %1</source>
        <extracomment>Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence follows without a space (a space there shows as a gap).</extracomment>
        <translation>Colonna %1</translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation>Colonne %1–%2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A run of column numbers: %1 the first, %2 the last.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>on by default</source>
        <translation>attivo per impostazione predefinita</translation>
    </message>
    <message>
        <source>off by default</source>
        <translation>disattivo per impostazione predefinita</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation>Un clic singolo su una carta non la sposta.</translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation>Quattro impostazioni cambiano il modo di spostare le carte; ognuna si attiva o disattiva dal menu %1 o da %2.</translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation>Con %1 si annullano le ultime azioni, fino a %2, distribuzioni comprese: il punteggio e il contatore delle mosse tornano ai valori precedenti, e una sequenza rimossa da una mossa annullata torna nella sua colonna. Con %3 si rifà un&apos;azione annullata.</translation>
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
        <translation>La lettera dopo il numero di semi indica la regola: %1.</translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation>Una partita con la regola Classica non ha alcuna lettera dopo il numero di semi; un&apos;altra regola aggiunge la propria: %1.</translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation>Ogni partita ha un codice, per esempio %1. Comincia con le lettere della variante e la versione del formato del codice (%2), poi «S» e il numero di semi; le %3 lettere dopo l&apos;ultimo trattino numerano il mescolamento.</translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation>Per rigiocare una partita, o giocarne una inviata da un amico, scegliere %1 ▸ %2 e digitare o incollare il codice nel campo «%3» della finestra %4. %1 ▸ %5 copia il codice della partita in corso. Lo stesso codice dispone sempre le stesse carte, su qualsiasi computer.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regole di %1</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation>Spostare una carta</translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation>Spostare un gruppo</translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation>Le colonne vuote</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>La distribuzione</translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation>Scegliere la regola</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation>Sequenze completate</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation>Codici partita</translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation>Come l&apos;app aiuta a giocare</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Probabilità di vittoria</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Consigli</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>In breve</translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation>L&apos;app non dà suggerimenti a meno che non attivi %1 in %2; %3 nel menu %4 chiede al risolutore se la partita si poteva vincere e può mostrarti come. Quando niente aiuta più, ricomincia la partita o iniziane una nuova.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
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
        <translation>Semi</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>scoperta</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>tutte scoperte</translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation>solo l&apos;ultima scoperta</translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>%n scoperta, l&apos;ultima</numerusform>
            <numerusform>le ultime %n scoperte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>da %1 a %n carta, una in più in ogni colonna</numerusform>
            <numerusform>da %1 a %n carte, una in più in ogni colonna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>da %1 fino a %n carta, una in meno in ogni colonna</numerusform>
            <numerusform>da %1 fino a %n carte, una in meno in ogni colonna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n carta ciascuna</numerusform>
            <numerusform>%n carte ciascuna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>Le carte vengono distribuite in %n colonna:</numerusform>
            <numerusform>Le carte vengono distribuite in %n colonne, da sinistra a destra:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>Il tallone contiene la %n carta restante.</numerusform>
            <numerusform>Il tallone contiene le %n carte restanti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>una carta sull&apos;unica colonna (%n)</numerusform>
            <numerusform>una carta su ciascuna delle %n colonne, dalla prima all&apos;ultima</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>%n carta, sulla colonna %1</numerusform>
            <numerusform>%n carte, una su ciascuna delle colonne %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>Per distribuire, fare clic sul tallone o premere D. Il tallone viene distribuito in %n sola ripresa, con tutte le carte scoperte:</numerusform>
            <numerusform>Per distribuire, fare clic sul tallone o premere D. Il tallone viene distribuito in %n riprese, con tutte le carte scoperte:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>La partita è vinta quando la sequenza (%n) è stata rimossa e non resta nessuna carta.</numerusform>
            <numerusform>La partita è vinta quando tutte le %n sequenze sono state rimosse e non resta nessuna carta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>Per esempio, una partita vinta in %1 mosse, compresa %n distribuzione, termina con %2 = %3 punti.</numerusform>
            <numerusform>Per esempio, una partita vinta in %1 mosse, comprese %n distribuzioni, termina con %2 = %3 punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>Il codice di questa partita è %1 (%n seme): inserendolo nella finestra Nuova partita si ottengono le stesse carte e si può giocare seguendo l&apos;esempio.</numerusform>
            <numerusform>Il codice di questa partita è %1 (%n semi): inserendolo nella finestra Nuova partita si ottengono le stesse carte e si può giocare seguendo l&apos;esempio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>Si distribuisce una nuova fila: %n carta dal tallone.</numerusform>
            <numerusform>Si distribuisce una nuova fila: %n carte dal tallone.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation>%1 è un solitario per un solo giocatore.</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation>In tutto: %1, di cui %2 coperte e %3 scoperte.</translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation>In tutto: %1, tutte scoperte.</translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation>Non c&apos;è tallone: tutte le carte sono sul tavolo fin dall&apos;inizio.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation>Una carta scoperta può andare sull&apos;ultima carta di un&apos;altra colonna quando questa è di valore immediatamente superiore, qualunque sia il seme: per esempio %1 su %2, o una regina su un re.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation>Una carta scoperta può andare sull&apos;ultima carta di un&apos;altra colonna solo quando questa è dello stesso seme e di valore immediatamente superiore: per esempio %1 su %2, ma non su %3.</translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation>Una carta può andare su: %1.</translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation>L&apos;asso è la carta più bassa e il re la più alta, quindi su un asso non si può mettere nulla.</translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation>Quando l&apos;ultima carta scoperta lascia una colonna, la carta coperta sottostante si scopre da sola.</translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Nessuna carta ha un valore immediatamente superiore al re, quindi un re, da solo o in testa a un gruppo, può andare solo in una colonna vuota.</translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Nessuna carta può accogliere un re, quindi un re, da solo o in testa a un gruppo, può andare solo in una colonna vuota.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation>Più carte scoperte in fondo a una colonna si spostano insieme quando i loro valori scendono di uno alla volta (8, 7, 6) e sono tutte dello stesso seme.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation>Più carte scoperte in fondo a una colonna si spostano insieme quando i loro valori scendono di uno alla volta (8, 7, 6), qualunque sia il loro seme.</translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation>Qualsiasi carta scoperta può essere spostata insieme a tutte le carte che la coprono, che siano in ordine o no.</translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation>Carte che si spostano insieme: %1.</translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation>Un gruppo si posiziona come una carta singola: la sua prima carta deve poter andare dove viene posata.</translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation>Non c&apos;è un limite alla lunghezza di un gruppo.</translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation>Una scala di semi misti resta dov&apos;è anche se i suoi valori scendono: va smontata una carta alla volta.</translation>
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
        <translation>%1 (predefinita): le regole descritte sopra.</translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation>La finestra Nuova partita offre una scelta di regole:</translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation>Con 1 seme è disponibile solo la regola Classica: tutte le carte hanno lo stesso seme, quindi una scelta cambierebbe poco.</translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation>Questa pagina descrive la partita con la regola %1, scelta nella finestra Nuova partita.</translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation>Una colonna vuota accetta qualsiasi carta o gruppo spostabile, non solo un re. È lo spazio più utile del tavolo: vi si può appoggiare una carta per raggiungere quella che copriva.</translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation>Solo un re, da solo o in testa a un gruppo, può andare in una colonna vuota.</translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation>Una colonna vuota accetta: %1.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Distribuzione %1</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Distribuzioni %1–%2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation>Non c&apos;è tallone, quindi non c&apos;è nulla da distribuire.</translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation>Non si può distribuire finché una colonna è vuota: prima occorre mettervi una carta.</translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation>Si può distribuire anche se una colonna è vuota.</translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation>Quando una colonna termina con le 13 carte di un seme dal re all&apos;asso, tutte scoperte, quella sequenza esce dal gioco da sola, subito dopo la mossa o la distribuzione che l&apos;ha completata.</translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation>Una sola distribuzione può completare più colonne contemporaneamente.</translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation>La carta coperta che la sequenza copriva si scopre.</translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation>Qualunque sia la regola, viene rimossa solo una sequenza di un unico seme.</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>All&apos;inizio: %1</translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation>Ogni mossa di una carta o di un gruppo: %1</translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation>Ogni distribuzione: %1</translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation>Ogni sequenza rimossa: %1</translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation>Il contatore delle mosse conta mosse e distribuzioni; la rimozione di una sequenza non è una mossa.</translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation>Il contatore delle mosse conta le mosse; la rimozione di una sequenza non è una mossa.</translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation>Il punteggio non scende mai sotto %1: si ferma lì, azione dopo azione.</translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation>Il punteggio non ha un limite inferiore: una partita lunga può andare sotto zero.</translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation>I punti si contano così:</translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation>Questo è il punteggio di %1: altre versioni del gioco contano i punti in modo diverso.</translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation>È meno di %1, quindi il punteggio resta a %1.</translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation>Si presuppone che nel corso della partita il punteggio non sia mai sceso a %1.</translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>L&apos;obiettivo è formare scale dal re all&apos;asso, ciascuna di un solo seme: una scala completa esce dal gioco, e la partita è vinta quando è uscita %n sequenza.</numerusform>
            <numerusform>L&apos;obiettivo è formare scale dal re all&apos;asso, ciascuna di un solo seme: una scala completa esce dal gioco, e la partita è vinta quando sono uscite tutte le %n sequenze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>Si gioca con %n carta.</numerusform>
            <numerusform>Si gioca con %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>L&apos;equivalente di %n mazzo da 52 carte.</numerusform>
            <numerusform>L&apos;equivalente di %n mazzi da 52 carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>Il numero di semi, scelto nella finestra Nuova partita, cambia la composizione della %n carta, mai il loro numero:</numerusform>
            <numerusform>Il numero di semi, scelto nella finestra Nuova partita, cambia la composizione delle %n carte, mai il loro numero:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation>%1, disponibile con %2 semi. %3</translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation>Per esempio, una partita vinta in %1 mosse termina con %2 = %3 punti.</translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation>%1: partite vinte, passo per passo</translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation>Questa pagina ripercorre, mossa per mossa, partite intere che sono state vinte. Un&apos;immagine mostra il tavolo all&apos;inizio, prima di ogni distribuzione, dopo che ogni sequenza esce dal gioco e alla fine.</translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation>Ogni partita si può rigiocare dal suo codice: si può quindi giocare in parallelo.</translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation>Ricerca di un esempio in corso: una partita vinta di %1 con il codice %2. Comparirà qui appena trovata.</translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation>Non è stato possibile trovare in tempo una partita vinta di %1. La partita con il codice %2 potrebbe comunque essere vinta: vale la pena di provarla.</translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation>Il tavolo all&apos;inizio:</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Mossa %1</translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation>Mosse da %1 a %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation>Si scopre una carta: %1.</translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation>Una sequenza di %1 è completa ed esce dal gioco.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation>Mossa: %1 dalla colonna %2 alla colonna vuota %3.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation>Mossa: %1 dalla colonna %2 alla colonna %4, sopra la carta %3.</translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation>%1 proviene da un plugin. Libri, siti web e altre app possono descriverlo con una disposizione o dettagli diversi; in caso di differenze, l&apos;app segue il plugin.</translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation>Informazioni su queste pagine</translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation>La pagina Regole è generata dai dati dichiarati da %1 (carte, colonne, piano di distribuzione, carte che si spostano, punti), quindi descrive sempre ciò che l&apos;app verifica.</translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation>%1 su un tavolo vero</translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation>Le regole di Spider, stampate e online, concordano su come si spostano le carte, ma non sempre su come inizia la partita.</translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation>Wikipedia</translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation>Wikipedia inizia la partita come questa app: 54 carte in 10 colonne, poi le altre 50 vengono distribuite dieci alla volta, quando nessuna colonna è vuota.</translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation>Bicycle</translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation>Bicycle, il produttore di carte da gioco, dispone dieci colonne di cinque carte, le prime quattro di ciascuna coperte.</translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation>Entrambe le fonti richiedono che ogni spazio sia occupato prima di distribuire una nuova fila, e così fa anche l&apos;app.</translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation>Wikipedia descrive Spiderette come uno Spider con un solo mazzo, disposto come il Klondike in sette colonne da 1 a 7 carte: la disposizione usata da questa app.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
        <translation>Sposta il focus da una colonna all&apos;altra.</translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation>Prende più o meno carte tra quelle spostabili.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Invio, Spazio</translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation>Manda le carte selezionate nella colonna migliore.</translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation>1 … 9, 0</translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation>Manda le carte selezionate nella colonna da 1 a 9, o nella 10.</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation>Toglie il focus.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation>Legge la colonna selezionata, dalla carta in cima.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation>Legge le carte spostabili di ogni colonna.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation>Legge il tallone, il punteggio e le mosse.</translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation>Trascinamento: sposta le carte su una colonna; doppio clic: le manda nella colonna migliore; clic sul tallone: distribuisce. Con «Clic per prendere e posare» (Preferenze), un clic prende le carte e un clic su una colonna le posa lì.</translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation>Si può giocare interamente dalla tastiera. Le frecce scelgono le carte, Invio le manda a destinazione.</translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation>Con uno screen reader, ogni colonna viene letta quando riceve il focus, dalla carta in cima; dopo una mossa, una distribuzione o un annullamento la colonna selezionata dice che cosa è successo. I tasti di lettura qui sotto rileggono parti del tavolo.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tasto</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Funzione</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Tastiera e mouse</translation>
    </message>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation>Il punteggio non è mai sceso a %1 durante la partita, quindi la somma è il punteggio finale.</translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation>Durante la partita il punteggio si è fermato a %1, quindi la partita è finita invece con %2 punti.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation>%1: %2 (%3 in %4).</translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation>Carte in gioco</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation>Sequenze da completare</translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation>Distribuzioni dal tallone</translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation>Le carte si posano e si spostano come in %1, e una colonna vuota accetta le stesse carte.</translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation>In che cosa %1 differisce da %2:</translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation>%1 seme: quasi tutte le partite</translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation>%1 semi: circa %2 partite su 100</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%n seme: %1 partite vinte su %2 (%3%)</numerusform>
            <numerusform>%n semi: %1 partite vinte su %2 (%3%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation>Partite vinte dal risolutore dell&apos;app, che vede tutte le carte (quelle coperte e l&apos;ordine del tallone) e usa al massimo %1 secondi per partita; un giocatore che non vede le carte nascoste ne vince meno:</translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation>Quante partite si possono vincere giocando bene, secondo un articolo generale sullo Spider Solitaire (in italiano), una delle pagine da cui è stato scritto questo aiuto:</translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation>Lo stesso articolo indica per una partita tipica da %1 a %2 minuti. Sono dati dell&apos;articolo, non misurati sulle partite di questa app.</translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation>Prima di tutto scoprire le carte coperte: ogni carta scoperta dà più informazioni e apre nuove mosse.</translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation>Quando una carta può andare su due carte, scegliere quella del suo stesso seme: una scala di un solo seme si sposta intera, una mista va smontata.</translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation>Tenere libera una colonna vuota il più a lungo possibile: usarla per riordinare le scale o raggiungere una carta, poi liberarla di nuovo.</translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation>Un re che copre carte coperte può spostarsi solo in una colonna vuota: preparargli il posto prima che il tallone finisca.</translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation>Distribuire solo quando non resta nessuna mossa utile: una distribuzione copre le scale che si stavano costruendo.</translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation>Usare %1 per esplorare: provare una serie di mosse e annullarla se non porta da nessuna parte.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Esempi</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fonti</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastiera</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>Le regole del gioco scelto</translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation>Partite intere vinte, mossa per mossa, con immagini del tavolo</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>Da dove vengono le regole</translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation>I tasti e le azioni del mouse sul tavolo</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Guida</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation>Il gioco di cui vengono mostrate regole ed esempi</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Pagine della guida</translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation>Caricamento dei plugin…</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Caricamento di %1…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>&amp;Ricomincia questa partita</translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation>Inserisci &amp;codice partita…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>C&amp;opia codice partita</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiche…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuisci</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation>Riprendi la partita &amp;accantonata</translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation>Questa partita si &amp;può vincere?</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>D&amp;imostrazione</translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation>Sposta le carte con &amp;doppio clic</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>Posizionamento &amp;automatico</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>A&amp;iuto al posizionamento</translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation>Promemoria delle &amp;regole</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>A&amp;nimazioni</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Mazzo a &amp;quattro colori</translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation>P&amp;lugin…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>W&amp;here Was It Lost?</source>
        <translation>&amp;Dove si è persa la partita?</translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation>Copia d&amp;escrizione del tavolo</translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation>&amp;Regole e guida</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastiera</translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation>&amp;Informazioni su spider-qt</translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation>Descrizione del tavolo copiata</translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation>Informazioni su spider-qt</translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation>Il solitario Spider e i suoi parenti, con le varianti come plugin.</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n seme</numerusform>
            <numerusform>%n semi</numerusform>
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
        <translation>Facile (1 seme)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Medio (2 semi)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Difficile (4 semi)</translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation>es. SP1-S2C-AAAAAAD — lasciare vuoto per una partita casuale</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nuova partita</translation>
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
        <translation>Semi</translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation>&amp;Semi:</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>&amp;Regola:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Codice partita</translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation>&amp;Codice partita:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation>Lasciare vuoto per una partita casuale</translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation>Attiva i plugin i&amp;ntegrati</translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation>Nessuna partita da giocare — %1</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation>Il file delle impostazioni non è utilizzabile, quindi spider-qt si avvia con le impostazioni predefinite.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation>La partita salvata non è utilizzabile, quindi non può essere ripresa; inizia una nuova partita.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation>Il file delle statistiche non è utilizzabile, quindi le statistiche ripartono da zero.</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation>Le impostazioni sono state salvate da una versione più recente di spider-qt. Questa versione le lascia come sono e usa le impostazioni predefinite; le modifiche fatte ora valgono fino alla chiusura di spider-qt.</translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation>La partita salvata proviene da una versione più recente di spider-qt. Questa versione la lascia com&apos;è; la partita giocata ora non viene salvata.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation>Le statistiche sono state salvate da una versione più recente di spider-qt. Questa versione le lascia come sono; le partite giocate ora non vi vengono contate.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation>Non è stato possibile salvare le impostazioni (%1); le modifiche valgono fino alla chiusura di spider-qt.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation>Non è stato possibile salvare la partita in corso (%1); non verrà ripresa dopo la chiusura di spider-qt.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation>Non è stato possibile salvare le statistiche (%1); vengono conservate fino alla chiusura di spider-qt.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Il file danneggiato è stato conservato come %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Non è stato possibile spostare da parte il file danneggiato (%1).</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>Dettaglio tecnico: %1</translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation>La partita salvata di %1 richiede un plugin che ora non è caricato. È stata conservata come %2 e verrà ripresa quando il plugin sarà di nuovo disponibile.</translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Non è stato possibile caricare un plugin, che viene escluso; tutto il resto funziona. Per i dettagli vedere Impostazioni → Plugin…</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Non è stato possibile caricare alcuni plugin, che vengono esclusi; tutto il resto funziona. Per i dettagli vedere Impostazioni → Plugin…</translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation>Plugin che non è stato possibile caricare, non elencati qui: %1. Impostazioni → Plugin… li elenca tutti.</translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation>La partita salvata di %1 è stata creata con la versione %2 del plugin %3, e la versione %4 la gioca in modo diverso. È stata conservata come %5 e verrà ripresa se la versione %2 ritorna.</translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation>La partita salvata di %1, conservata mentre il suo plugin mancava, è tornata ed è stata ripresa.</translation>
    </message>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation>Non si può giocare nessuna partita</translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation>Nessuna variante di gioco è caricata: ogni gioco di spider-qt, Spider compreso, viene da un plugin.</translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation>spider-qt è stato avviato in modalità provvisoria, che carica solo i plugin integrati.</translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation>Disattivati: %1.</translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation>Non è stato possibile caricare:</translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation>Non sono stati trovati nemmeno i plugin integrati, quindi questa installazione di spider-qt è incompleta; reinstallarlo riporta i giochi.</translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation>Per giocare di nuovo, riattivare i plugin integrati con il pulsante qui sotto (o in Impostazioni → Plugin…), oppure avviare spider-qt con --reset-plugins.</translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation>Riprendere la partita accantonata?</translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation>La partita salvata di %1 si può giocare di nuovo: il suo plugin è tornato.</translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation>Riprenderla ora? La partita in corso viene conservata per dopo in Partita → Riprendi la partita accantonata.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Più tardi</translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation>Aggiunge la variante %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Aggiunge %n variante: %1</numerusform>
            <numerusform>Aggiunge %n varianti: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation>Aggiunge la regola %1</translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation>Aggiunge la regola %1 a %2</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Aggiunge %n regola: %1</numerusform>
            <numerusform>Aggiunge %n regole: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>Temi di carte</translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation>Aggiunge il tema di carte %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation>
            <numerusform>Aggiunge %n tema di carte: %1</numerusform>
            <numerusform>Aggiunge %n temi di carte: %1</numerusform>
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
        <translation>Attivo</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Aggiunge</translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>The switch is the name&apos;s checkbox: a player switches &quot;Simple Simon&quot;, not a column. Origins in the order they are listed, with the words a player sees for them.</extracomment>
        <translation>Integrato</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Installato</translation>
    </message>
    <message>
        <source>Plugins folder</source>
        <translation>Cartella dei plugin</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Disattivato</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation>Le modifiche avranno effetto al prossimo avvio di spider-qt.</translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation>Modalità provvisoria: sono stati caricati solo i plugin integrati.</translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation>Selezionare un plugin per vederne i dettagli.</translation>
    </message>
    <message>
        <source>Plugins</source>
        <extracomment>Rows shown before the table scrolls; the details area takes the rest of the height. What each checkbox shows now, by plugin id: the dialog&apos;s own view of the switches. The plugin whose switch-off was just refused (its id), while the note says why. The plugin just switched off, only saved, while the note names the rules it stops.</extracomment>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation>Modalità provvisoria</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>&amp;Dettagli:</translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation>Dettagli del plugin</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;Copia dettagli</translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation>Copia i dettagli del plugin selezionato, da incollare in una segnalazione di errore.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>Varianti: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regole: %1</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>La partita in corso continua.</translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation>Non è stato possibile caricare %1 (vedi i dettagli); si riproverà al prossimo avvio di spider-qt.</translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation>Non si possono più iniziare partite di %1.</translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation>La regola %1 non si può più scegliere.</translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation>Le regole %1 non si possono più scegliere.</translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation>Ora si possono iniziare partite di %1.</translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation>Ora si può scegliere la regola %1.</translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation>Ora si possono scegliere le regole %1.</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>%1 è attivato.</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>%1 è disattivato.</translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation>%1 resta attivo: è l&apos;ultimo plugin con varianti di gioco, e senza di esso non ci sarebbe nulla da giocare.</translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation>Disattivando il plugin %1 diventano inattive anche queste regole: %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nome: %1</translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation>Inattivo (richiede %1)</translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation>Attivalo per vedere che cosa aggiunge</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1 (%2 s)</translation>
    </message>
    <message>
        <source>Slow to load: %1</source>
        <translation>Caricamento lento: %1</translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation>Non è stato possibile caricarlo, quindi non aggiunge nulla. Che cosa è andato storto è scritto qui sotto, per il suo autore.</translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation>Per l&apos;autore del plugin:</translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation>Id del plugin: %1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>Versione: %1</translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation>Origine: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Percorso: %1</translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation>Descrizione: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Stato: %1</translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation>Tempo di caricamento: %1 s</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>Richiede: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avviso: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Errore: %1</translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation>%1 (non verrà caricato al prossimo avvio)</translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation>%1 (attivo dal prossimo avvio)</translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation>%1 (disattivato dal prossimo avvio)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>PostMortemReview</name>
    <message>
        <source>Nothing to look back on: no action was played yet.</source>
        <translation>Non c&apos;è nulla da rivedere: non è stata ancora giocata nessuna mossa.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Il risolutore non è riuscito: %1</translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message>
        <source>Could It Have Been Shorter?</source>
        <translation>Si poteva vincere più in breve?</translation>
    </message>
    <message>
        <source>Where Was It Lost?</source>
        <translation>Dove si è persa la partita?</translation>
    </message>
    <message>
        <source>Looking back over the game, every card known…</source>
        <translation>Si ripercorre la partita, conoscendo tutte le carte…</translation>
    </message>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>Il risolutore vince questa partita dall&apos;inizio in %n mossa; lei ne ha usate %1.</numerusform>
            <numerusform>Il risolutore vince questa partita dall&apos;inizio in %n mosse; lei ne ha usate %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the line with Next.</source>
        <translation>Gioca la sequenza con Successiva.</translation>
    </message>
    <message>
        <source>The solver found no line from the start within the time.</source>
        <translation>Il risolutore non ha trovato nessuna sequenza dall&apos;inizio nel tempo disponibile.</translation>
    </message>
    <message>
        <source>This deal from the stock lost the game. Before it, a win was still possible.</source>
        <translation>Questa distribuzione dal tallone ha fatto perdere la partita. Prima di essa si poteva ancora vincere.</translation>
    </message>
    <message>
        <source>This move lost the game: %1. Before it, a win was still possible.</source>
        <translation>Questa mossa ha fatto perdere la partita: %1. Prima di essa si poteva ancora vincere.</translation>
    </message>
    <message>
        <source>This deal could not be won: no line wins it from its start (proven).</source>
        <translation>Questa partita non si poteva vincere: nessuna sequenza la vince dall&apos;inizio (dimostrato).</translation>
    </message>
    <message>
        <source>The game was already lost at the oldest position kept (proven).</source>
        <translation>La partita era già persa nella posizione più vecchia conservata (dimostrato).</translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>Da nessuna parte: da qui si può ancora vincere (dimostrato da una sequenza di %n mossa).</numerusform>
            <numerusform>Da nessuna parte: da qui si può ancora vincere (dimostrato da una sequenza di %n mosse).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it was lost was not decided within the time.</source>
        <translation>Dove si è persa la partita non è stato stabilito nel tempo disponibile.</translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>Dopo %n mossa si poteva ancora vincere (dimostrato da una sequenza): questa posizione.</numerusform>
            <numerusform>Dopo %n mosse si poteva ancora vincere (dimostrato da una sequenza): questa posizione.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whether this game could be won was not decided within the time.</source>
        <translation>Se questa partita si potesse vincere non è stato stabilito nel tempo disponibile.</translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>Dopo %n mossa era persa (dimostrato).</numerusform>
            <numerusform>Dopo %n mosse era persa (dimostrato).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the actions the undo history kept were looked at.</source>
        <translation>Sono state esaminate solo le mosse conservate nella cronologia per annullare.</translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>Una sequenza vincente da qui: %n mossa. Giocala con Successiva.</numerusform>
            <numerusform>Una sequenza vincente da qui: %n mosse. Giocala con Successiva.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2: the game is won.</source>
        <translation>Mossa %1 di %2: la partita è vinta.</translation>
    </message>
    <message>
        <source>Step %1 of %2.</source>
        <translation>Mossa %1 di %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2. Next: %3.</source>
        <translation>Mossa %1 di %2. Prossima: %3.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Ripristina predefiniti</translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation>Riporta ogni impostazione mostrata qui al suo valore originale.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>Ann&amp;ulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rifai</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Taglia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleziona tutto</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <extracomment>The right-click menu of a scroll bar (the Help pages, the Plugins dialog&apos;s details).</extracomment>
        <translation>Scorri qui</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Margine sinistro</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Cima</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Margine destro</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Fondo</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Pagina a sinistra</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Pagina su</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Pagina a destra</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Pagina giù</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Scorri a sinistra</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Scorri in alto</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Scorri a destra</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Scorri in basso</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>The right-click menu of read-only rich text (the Help pages).</extracomment>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copia il co&amp;llegamento</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleziona tutto</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Precedente</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Successiva</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Torna alla partita</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation>Su un asso non si può mettere nulla (%1).</translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation>Una carta può andare solo su una carta di valore immediatamente superiore: %1 non può andare su %2.</translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation>Una carta può andare solo su una carta del suo stesso seme e di valore immediatamente superiore: %1 non può andare su %2.</translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation>Queste carte non possono essere spostate insieme: %1 non segue %2 in ordine discendente.</translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation>Queste carte non possono essere spostate insieme: un gruppo deve essere tutto dello stesso seme, e qui %1 poggia su %2.</translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation>Solo un re (o un gruppo che inizia con un re) può occupare una colonna vuota, non questa carta (%1).</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation>Una carta coperta non può essere spostata.</translation>
    </message>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation>La colonna %1 non esiste: le colonne sono numerate da 1 a %2.</translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation>Le carte devono essere spostate in un&apos;altra colonna.</translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation>La colonna %1 è vuota: non c&apos;è nulla da spostare.</translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation>La colonna %1 non ha nessuna carta in posizione %2.</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>Il tallone è vuoto: non resta nulla da distribuire.</translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation>Prima di distribuire ogni colonna deve avere una carta, ma sul tavolo ci sono meno carte che colonne (%1 per %2): annullare una mossa o iniziare una nuova partita.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>How a list of columns is joined in English (translated in context ``&quot;Rule&quot;``).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation>Prima di distribuire occorre riempire tutte le colonne vuote (colonne vuote: %1).</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Non c&apos;è nulla da annullare.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Non c&apos;è nulla da ripetere.</translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation>Nessun&apos;altra colonna può accogliere questa carta (%1).</translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation>Nessun&apos;altra colonna può accogliere questa carta (%1) e quelle che la coprono.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Relaxed</source>
        <translation>Scale miste</translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation>Un gruppo di carte in ordine discendente può essere spostato insieme anche se i semi sono misti.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classica</translation>
    </message>
    <message>
        <source>Open deal</source>
        <translation>Distribuzione libera</translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation>Si può distribuire dal tallone anche se una colonna è vuota.</translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation>Ogni colonna raggiunta dalla distribuzione riceve la sua carta, anche se vuota; per il resto tutto è come nella regola Classica. Altre app la chiamano spesso «Spider rilassato».</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Play</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation>Sposta le carte con doppio clic</translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation>Un doppio clic su una carta la manda, con le carte che la coprono, nella colonna migliore: sulla carta dello stesso seme di valore immediatamente superiore, altrimenti su qualsiasi carta di valore immediatamente superiore, altrimenti in una colonna vuota.</translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation>Posizionamento automatico</translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation>Le carte rilasciate dove non possono andare vengono mandate nella colonna migliore invece di tornare indietro.</translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation>Aiuto al posizionamento</translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation>Durante il trascinamento delle carte, le colonne che possono accoglierle vengono evidenziate.</translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation>Promemoria delle regole</translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation>Dopo una mossa non consentita, una breve nota indica la regola che la impedisce.</translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation>Chiedi prima di abbandonare una partita</translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation>«Ricomincia questa partita» e «Nuova partita» chiedono prima conferma se la partita in corso ha delle mosse, perché abbandonarla conta come una sconfitta.</translation>
    </message>
    <message>
        <source>Hints and demo</source>
        <translation>Suggerimenti e dimostrazione</translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation>Il menu Modifica ottiene Suggerimento, che mostra una buona mossa, e Dimostrazione, che continua a giocare da sola. Una partita in cui si è usato uno dei due viene contata a parte nelle statistiche.</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Solo partite vincibili</translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation>Le nuove partite vengono distribuite solo tra quelle che il risolutore ha vinto. Un codice partita inserito viene sempre giocato così com&apos;è.</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animazioni</translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation>Le carte scorrono, volano dal tallone e si girano invece di spostarsi di scatto.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Aspetto</translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation>Clic per prendere e posare</translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation>Un clic su una carta la prende, con le carte che ha sopra; un clic su una colonna le posa lì. Disattivato: un solo clic non fa nulla, come nel gioco classico.</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Cronometro</translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation>Il tempo di gioco compare nella barra di stato e nel riquadro della vittoria, e le statistiche conservano i tempi migliori.</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation>Barra degli strumenti</translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation>Pulsanti sopra il tavolo per Nuova partita, Ricomincia, Annulla, Ripeti, Distribuisci e, con i suggerimenti attivi, Suggerimento.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation>La velocità con cui vengono riprodotte le animazioni.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Chiaro o scuro</translation>
    </message>
    <message>
        <source>The table, the marks and words on it, the dialogs and the status bar in light or dark colours; by default as the system has them, switching when it does.</source>
        <translation>Il tavolo, i segni e le scritte che vi compaiono, le finestre di dialogo e la barra di stato in colori chiari o scuri; in modo predefinito come nel sistema, e cambiano quando cambia il sistema.</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>Tema delle carte</translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation>L&apos;aspetto delle carte. I plugin e la cartella dei temi possono aggiungerne altri.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Mazzo a quattro colori</translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation>Ogni seme ha il suo colore: picche nere, cuori rossi, quadri blu, fiori verdi.</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Dorso delle carte</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation>Il motivo sul dorso delle carte.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>The language of the menus and messages; the system&apos;s language by default.</source>
        <translation>La lingua dei menu e dei messaggi; per impostazione predefinita, quella del sistema.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation>Ultima variante</translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation>La variante scelta per l&apos;ultima nuova partita (vuoto: la prima installata).</translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation>Ultimo numero di semi</translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation>Il numero di semi scelto per l&apos;ultima nuova partita.</translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation>Ultima regola</translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation>La regola scelta per l&apos;ultima nuova partita.</translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation>Plugin disattivati</translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation>Plugin disattivati nella finestra Plugin: non vengono caricati all&apos;avvio.</translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation>Geometria della finestra</translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation>Posizione e dimensioni della finestra, come salvate da Qt (in esadecimale).</translation>
    </message>
</context>
<context>
    <name>SolverProgressBox</name>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>The progress bar counts in thousandths: smooth, and whole numbers for Qt.</extracomment>
        <translation>&amp;Annulla</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n carta selezionata</numerusform>
            <numerusform>%n carte selezionate</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation>Colonna %1, %2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Colonna %1: %2</translation>
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
        <translation>da %1 a %2</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Spostabili: %1.</translation>
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
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Miglior punteggio</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Minimo di mosse</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Serie attuale</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Serie più lunga</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation>Miglior tempo</translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation>Giocate con aiuto</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Vinte con aiuto</translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation>Nessuna partita registrata: una partita viene conteggiata dopo la prima mossa.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Azzera statistiche…</translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation>Cancella tutti i record, dopo una conferma.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n seme</numerusform>
            <numerusform>%n semi</numerusform>
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
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation>Cancellare le statistiche di tutte le partite giocate?

L&apos;operazione non può essere annullata.</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation>picche</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation>Le impostazioni (%1)</translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation>La partita in corso, quindi la prossima volta non potrà essere ripresa (%1)</translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation>Le statistiche di questa sessione (%1)</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Non salvato</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Riprova</translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation>Chiudi &amp;senza salvare</translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation>Questi dati non è stato possibile salvarli e andranno persi se spider-qt si chiude ora:</translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation>Liberare spazio sul disco (o rendere scrivibile la cartella), poi riprovare.</translation>
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
        <translation>Un mazzo in sette colonne, quasi tutto scoperto; si sposta qualsiasi carta scoperta con tutto ciò che la copre e si costruisce in ordine discendente per seme.</translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Una carta può essere messa solo sulla carta immediatamente superiore del suo stesso seme. Qualsiasi carta scoperta può essere spostata insieme a tutte le carte che la coprono, che siano in ordine o no. Solo un re, da solo o con le carte che lo coprono, può andare in una colonna vuota. Il tallone viene distribuito in una sola volta sulle prime tre colonne, anche se una colonna è vuota. Ogni scala dal re all&apos;asso di un solo seme esce dal gioco; la partita è vinta quando sono uscite tutte e quattro.</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Simple Simon</translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation>Un mazzo distribuito scoperto in dieci colonne, senza tallone; si formano quattro sequenze dal re all&apos;asso dello stesso seme.</translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Tutte le carte sono scoperte fin dall&apos;inizio e non c&apos;è un tallone da cui distribuire. Una carta può andare su qualsiasi carta di valore immediatamente superiore, qualunque sia il seme. Le carte si spostano insieme solo come scala discendente, di un valore alla volta e di un solo seme. Una colonna vuota accetta qualsiasi carta o scala spostabile. Ogni scala dal re all&apos;asso di un solo seme esce dal gioco; la partita è vinta quando sono uscite tutte e quattro.</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Spider</translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation>Due mazzi in dieci colonne; si formano otto sequenze dal re all&apos;asso dello stesso seme.</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Spiderette</translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation>Un mazzo in sette colonne; si formano quattro sequenze dal re all&apos;asso dello stesso seme.</translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation>Partita vinta!</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <source>Could It Have Been &amp;Shorter?</source>
        <translation>Si poteva vincere più in &amp;breve?</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punteggio: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Mosse: %1</translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation>Vinta con aiuto: contata a parte nelle statistiche.</translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation>nuovo miglior punteggio!</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>Tempo di gioco: %1</translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation>Partita vinta con aiuto!</translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation>un nuovo miglior tempo!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Miglior punteggio: %1</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>Miglior tempo: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>Serie di vittorie: %n partita</numerusform>
            <numerusform>Serie di vittorie: %n partite</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Partita vincibile</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation>Ricerca di una partita che il risolutore sa vincere…</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation>Ricerca di una partita che il risolutore sa vincere… (partita %1)</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Il risolutore non è riuscito: %1</translation>
    </message>
</context>
</TS>
