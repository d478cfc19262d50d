<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation>¿Reiniciar esta partida?</translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation>¿Reiniciar esta partida desde el principio?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation>¿Empezar una partida nueva?</translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation>¿Dejar esta partida y empezar otra?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>La partida en curso (%n movimiento) termina y cuenta como perdida en las estadísticas.</numerusform>
            <numerusform>La partida en curso (%n movimientos) termina y cuenta como perdida en las estadísticas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give Up and See &amp;Where It Was Lost</source>
        <translation>Abandonar y ver &amp;dónde se perdió</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>No volver a &amp;preguntar</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>Se ha repartido %n carta</numerusform>
            <numerusform>Se han repartido %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%1 y %n carta más a la %2</numerusform>
            <numerusform>%1 y %n cartas más a la %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%1 y %n carta más de vuelta a la %2</numerusform>
            <numerusform>%1 y %n cartas más de vuelta a la %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Deshecho.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Nueva partida.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a la %2</translation>
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
        <translation>%1 queda boca arriba</translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>secuencia de %1 retirada</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rehecho: %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>el reparto</translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation>%1 de vuelta a la %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Deshecho: %1</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Seconds the demo&apos;s solver may search from the position before it gives up. How long a status bar message stays (ms). With hints on, the worker starts this long after the window (ms): out of the start-up&apos;s way, yet ready before the first hint, which would otherwise wait for a fresh interpreter.</extracomment>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation>Demostración: buscando una forma de ganar… %1&#xa0;%</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation>Demostración: buscando una forma de ganar…</translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation>Demostración: pulsa una tecla o haz clic para tomar el control.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demostración detenida.</translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation>Ningún movimiento parece útil aquí: prueba a deshacer o vuelve a empezar.</translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation>Pista: reparte una nueva fila del mazo.</translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation>Pista: mueve %1 de la %2 a la %3.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>Pista: mueve %1 (con %n carta encima) de la %2 a la %3.</numerusform>
            <numerusform>Pista: mueve %1 (con %n cartas encima) de la %2 a la %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation>La demostración no ha encontrado ninguna forma de ganar desde aquí.</translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation>Demostración detenida: te toca.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>El solucionador ha fallado: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation>columna %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>Mazo: queda %n reparto. Haz clic para repartir.</numerusform>
            <numerusform>Mazo: quedan %n repartos. Haz clic para repartir.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>ace of spades</source>
        <extracomment>Every card&apos;s name by (rank, suit letter), a text of its own so each language can inflect it (Czech &quot;křížová 4&quot; but &quot;křížové eso&quot;); context ``&quot;Card&quot;``. (A ``Suit`` is a ``str`` equal to its letter, so it finds its entry too.)</extracomment>
        <translation>el as de picas</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>el 2 de picas</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>el 3 de picas</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>el 4 de picas</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>el 5 de picas</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>el 6 de picas</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>el 7 de picas</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>el 8 de picas</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>el 9 de picas</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>el 10 de picas</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>la jota de picas</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>la reina de picas</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>el rey de picas</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>el as de corazones</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>el 2 de corazones</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>el 3 de corazones</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>el 4 de corazones</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>el 5 de corazones</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>el 6 de corazones</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>el 7 de corazones</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>el 8 de corazones</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>el 9 de corazones</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>el 10 de corazones</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>la jota de corazones</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>la reina de corazones</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>el rey de corazones</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>el as de diamantes</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>el 2 de diamantes</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>el 3 de diamantes</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>el 4 de diamantes</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>el 5 de diamantes</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>el 6 de diamantes</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>el 7 de diamantes</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>el 8 de diamantes</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>el 9 de diamantes</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>el 10 de diamantes</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>la jota de diamantes</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>la reina de diamantes</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>el rey de diamantes</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>el as de tréboles</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>el 2 de tréboles</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>el 3 de tréboles</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>el 4 de tréboles</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>el 5 de tréboles</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>el 6 de tréboles</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>el 7 de tréboles</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>el 8 de tréboles</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>el 9 de tréboles</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>el 10 de tréboles</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>la jota de tréboles</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>la reina de tréboles</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>el rey de tréboles</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Índices grandes</translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation>El código de partida está vacío. Un código tiene este aspecto: %1.</translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation>Es demasiado largo para ser un código de partida. Un código tiene este aspecto: %1.</translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation>Un código de partida solo tiene letras, cifras y guiones, como %1.</translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation>Un código de partida termina con %1 letras después del último guion, como %2.</translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation>Este código procede de una versión más reciente de spider-qt. Actualiza spider-qt para jugarlo.</translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation>El número que sigue a las letras %1 debe ser %2, no %3.</translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation>Un código de %1 necesita una letra de regla después del número de palos: %2.</translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation>Los códigos de %1 no llevan letra de regla: quita la %2 que sigue al número de palos.</translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation>El número de partida debe estar entre 0 y %1.</translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation>No hay ninguna variante de juego instalada.</translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation>Este código de partida no es válido.</translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation>Esto no es un código de partida. Un código tiene este aspecto: %1.</translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation>Ninguna variante instalada tiene códigos que empiecen por %1. Revisa el código o instala el complemento que añade esta variante.</translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation>La variante %1 no está instalada.</translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation>No se puede jugar a %1 con ese número de palos.</translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation>%1 se juega solo con 1 palo, no con %2.</translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation>%1 se juega con %2 palos, no con %3.</translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation>%1 no ofrece ninguna regla llamada %2 para este número de palos.</translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation>%1 con 1 palo no tiene la letra de regla %2: usa %3.</translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation>%1 con %2 palos no tiene la letra de regla %3: usa %4.</translation>
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
        <translation>Solo se puede comprobar una partida que tenga código.</translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation>¿Se puede ganar esta partida?</translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation>Jugando la partida %1 desde el principio, con todas las cartas a la vista…</translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>Sí: la partida %1 se puede ganar en %n movimiento.</numerusform>
            <numerusform>Sí: la partida %1 se puede ganar en %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation>Puedes ver la solución desde el principio de la partida; en ese caso, la partida cuenta como jugada con ayuda.</translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation>&amp;Ver la solución</translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>No se ha encontrado ninguna forma de ganar la partida %1 en %n segundo.</numerusform>
            <numerusform>No se ha encontrado ninguna forma de ganar la partida %1 en %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation>Puede que la partida aún se pueda ganar: la búsqueda tenía que detenerse en algún momento.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>El solucionador ha fallado: %1</translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation>¿Se podía haber ganado la última partida?</translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation>No quedan movimientos. ¿Se podía haber ganado esta partida?</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation>Columna %1: vacía</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>ninguna secuencia retirada</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>columna %1: vacía</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Mazo: %n carta</numerusform>
            <numerusform>Mazo: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>queda %n reparto</numerusform>
            <numerusform>quedan %n repartos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n secuencia retirada</numerusform>
            <numerusform>%n secuencias retiradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n boca abajo</numerusform>
            <numerusform>%n boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation>Columna %1: %2, luego %3</translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation>columna %1: %2, luego %3</translation>
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
            <numerusform>Ganada en %n movimiento: %1 = %2 puntos.</numerusform>
            <numerusform>Ganada en %n movimientos: %1 = %2 puntos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>Una partida ganada con %n palo</numerusform>
            <numerusform>Una partida ganada con %n palos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>Mueve %1 con %n carta más de la columna %2 a la columna %4, sobre %3.</numerusform>
            <numerusform>Mueve %1 con %n cartas más de la columna %2 a la columna %4, sobre %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>Mueve %1 con %n carta más de la columna %2 a la columna vacía %3.</numerusform>
            <numerusform>Mueve %1 con %n cartas más de la columna %2 a la columna vacía %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>La mesa antes del reparto %1, con %n carta en el mazo:</numerusform>
            <numerusform>La mesa antes del reparto %1, con %n cartas en el mazo:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>La mesa tras el movimiento %1: %n secuencia retirada hasta ahora.</numerusform>
            <numerusform>La mesa tras el movimiento %1: %n secuencias retiradas hasta ahora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>Se ha retirado %n secuencia y la mesa está vacía: la partida está ganada.</numerusform>
            <numerusform>Se han retirado las %n secuencias y la mesa está vacía: la partida está ganada.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Score: %1</source>
        <translation>Puntuación: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Movimientos: %1</translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation>Retiradas: %1 de %2</translation>
    </message>
    <message>
        <source>Game code: click to copy it</source>
        <translation>Código de partida: haz clic para copiarlo</translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation>Por repartir: %1</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>sin código</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>Código de partida: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tiempo: %1</translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>Código de partida %1 copiado</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation>La puntuación nunca bajó a %1 por el camino, así que la suma es la puntuación final.</translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation>Por el camino, la puntuación se quedó en %1, así que la partida terminó con %2 puntos.</translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation>%1: partidas ganadas, paso a paso</translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation>Esta página reproduce partidas ganadas completas, movimiento a movimiento. Una imagen muestra la mesa al principio, antes de cada reparto, después de que cada secuencia salga de la mesa y al final.</translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation>Cada partida se puede volver a jugar a partir de su código, así que puedes jugarla tú mientras la lees.</translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation>Preparando un ejemplo: una partida ganada de %1 con el código %2. Aparecerá aquí en cuanto se encuentre.</translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation>No se ha podido preparar a tiempo una partida ganada de %1. Quizá la partida con el código %2 se pueda ganar: pruébala tú.</translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation>La mesa al principio:</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Movimiento %1</translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation>Movimientos %1 a %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation>Queda boca arriba %1.</translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation>Se completa una secuencia de %1, que sale de la mesa.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation>Mueve %1 de la columna %2 a la columna vacía %3.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation>Mueve %1 de la columna %2 a la columna %4, sobre %3.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Ratón</translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation>Arrastra las cartas a una columna; un doble clic las envía a la mejor columna; haz clic en el mazo para repartir. Con «Clic para tomar y colocar» (Preferencias), un clic toma las cartas y un clic en una columna las deja allí.</translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation>Toda la partida se puede jugar con el teclado. Las flechas eligen las cartas e Intro las envía.</translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation>Con un lector de pantalla, cada columna se lee cuando recibe el foco, empezando por la última carta; después de un movimiento, un reparto o un deshacer, la columna con el foco dice qué ha pasado. Las teclas de lectura de abajo vuelven a leer partes de la mesa.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Teclado y ratón</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Reglas de %1</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation>Colocar una carta</translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation>Mover un grupo</translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation>Una columna vacía</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Repartir</translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation>Elegir una regla</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation>Secuencias completas</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Final de la partida</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation>Códigos de partida</translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation>Cómo te ayuda la aplicación</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Probabilidades de ganar</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Consejos</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>En resumen</translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation>%1 es un solitario para un solo jugador.</translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation>La aplicación no da pistas a menos que actives «%1» en %2; la orden «%3» del menú %4 pregunta al solucionador si la partida se puede ganar y puede enseñarte cómo. Cuando ya nada ayude, reinicia la partida o empieza otra.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation>%1: %2 (%3 en %4).</translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation>Cartas en juego</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation>Secuencias que completar</translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation>Repartos del mazo</translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation>Las cartas se colocan y se mueven como en %1, y una columna vacía admite las mismas cartas.</translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation>En qué se diferencia %1 de %2:</translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation>%1 palo: casi todas las partidas</translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation>%1 palos: alrededor del %2&#xa0;% de las partidas</translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation>Cuántas partidas se pueden ganar jugando bien, según un artículo general sobre el Solitario Spider (en italiano), una de las páginas a partir de las que se escribió esta ayuda:</translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation>El mismo artículo calcula que una partida típica dura de %1 a %2 minutos. Son sus cifras, no medidas en las partidas de esta aplicación.</translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation>Partidas ganadas por el propio solucionador de la aplicación, que ve todas las cartas (las que están boca abajo y el orden del mazo) y dedica como máximo %1 segundos a cada partida; un jugador que no ve las cartas ocultas gana menos:</translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation>Destapa primero las cartas boca abajo: cada una que descubres te da más información y abre nuevos movimientos.</translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation>Cuando una carta pueda ir sobre dos cartas, elige la de su mismo palo: una secuencia de un solo palo se mueve entera; una de palos mezclados hay que deshacerla.</translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation>Mantén una columna vacía libre tanto tiempo como puedas: úsala para ordenar secuencias o alcanzar una carta, y luego vuelve a dejarla libre.</translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation>Un rey que está sobre cartas boca abajo solo puede salir hacia una columna vacía: tenlo previsto antes de que se acabe el mazo.</translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation>Reparte solo cuando no quede ningún movimiento útil: un reparto tapa las secuencias que estabas formando.</translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation>Usa %1 para explorar: prueba una jugada y vuelve atrás si no lleva a ninguna parte.</translation>
    </message>
    <message>
        <source>on by default</source>
        <translation>opción activada por defecto</translation>
    </message>
    <message>
        <source>off by default</source>
        <translation>opción desactivada por defecto</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation>Un solo clic en una carta no la mueve.</translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation>Cuatro opciones cambian la forma de mover las cartas; actívalas o desactívalas en el menú %1 o en %2.</translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation>%1 anula las últimas acciones, hasta %2, repartos incluidos: la puntuación y el contador de movimientos vuelven a sus valores anteriores, y una secuencia retirada por un movimiento deshecho vuelve a su columna. %3 vuelve a hacer una acción deshecha.</translation>
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
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>The letter after the number of suits names the rule: %1.</source>
        <translation>La letra que sigue al número de palos indica la regla: %1.</translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation>Una partida con la regla Clásica no lleva letra después del número de palos; otra regla añade la suya: %1.</translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation>Cada partida tiene un código, como %1. Empieza con las letras de la variante y la versión del formato del código (%2), luego «S» y el número de palos; las %3 letras que siguen al último guion numeran el barajado.</translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation>Para volver a jugar una partida, o una que te haya enviado un amigo, elige %1 ▸ %2 y escribe o pega el código en el campo «%3» de la ventana %4. %1 ▸ %5 copia el código de la partida en curso. El mismo código reparte siempre las mismas cartas, en cualquier ordenador.</translation>
    </message>
    <message>
        <source>%1 (the default): the rules as described above.</source>
        <translation>%1 (predeterminada): las reglas tal como se describen arriba.</translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation>%1, disponible con %2 palos. %3</translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation>La ventana Nueva partida permite elegir entre varias reglas:</translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation>Con 1 palo solo se ofrece la regla Clásica: todas las cartas son del mismo palo, así que elegir cambiaría poco.</translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation>Esta página describe el juego con la regla %1, elegida en la ventana Nueva partida.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Reparto %1</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Repartos %1–%2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation>No hay mazo, así que no hay nada que repartir.</translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation>No se puede repartir mientras haya una columna vacía: pon antes una carta en ella.</translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation>Se puede repartir aunque haya una columna vacía.</translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation>Cuando una columna termina con las 13 cartas de un palo, del rey al as y todas boca arriba, esa secuencia sale sola de la mesa, justo después del movimiento o reparto que la completó.</translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation>Un solo reparto puede completar varias columnas a la vez.</translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation>La carta boca abajo que tapaba queda boca arriba.</translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation>Sea cual sea la regla, solo se retira una secuencia de un solo palo.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
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
        <translation>Palos</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>boca arriba</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>todas boca arriba</translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation>solo la última boca arriba</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation>En total: %1, %2 boca abajo y %3 boca arriba.</translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation>En total: %1, todas boca arriba.</translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation>No hay mazo: todas las cartas están en la mesa desde el principio.</translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation>El as es la carta más baja y el rey la más alta, así que no se puede colocar nada sobre un as.</translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation>Cuando la última carta boca arriba sale de una columna, la carta boca abajo que había debajo se pone boca arriba sola.</translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Ninguna carta tiene un valor inmediatamente superior al rey, así que un rey, suelto o encabezando un grupo, solo puede ir a una columna vacía.</translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Ninguna carta admite un rey encima, así que un rey, suelto o encabezando un grupo, solo puede ir a una columna vacía.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation>Una carta boca arriba puede ir sobre la última carta de otra columna si esta tiene un valor inmediatamente superior, sea cual sea su palo: %1 sobre %2, una reina sobre un rey.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation>Una carta boca arriba solo puede ir sobre la última carta de otra columna si esta es del mismo palo y tiene un valor inmediatamente superior: %1 sobre %2, pero no sobre %3.</translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation>Una carta puede ir sobre: %1.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation>Varias cartas boca arriba al final de una columna se mueven juntas cuando sus valores bajan de uno en uno (8, 7, 6) y son todas del mismo palo.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation>Varias cartas boca arriba al final de una columna se mueven juntas cuando sus valores bajan de uno en uno (8, 7, 6), sean cuales sean sus palos.</translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation>Cualquier carta boca arriba puede moverse junto con todas las cartas que tiene encima, estén o no en orden.</translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation>Cartas que se mueven juntas: %1.</translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation>Un grupo se coloca como una sola carta: su primera carta debe encajar donde cae.</translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation>Un grupo puede ser tan largo como se quiera.</translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation>Una secuencia de palos mezclados se queda donde está aunque sus valores bajen en orden: hay que deshacerla carta a carta.</translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation>Una columna vacía admite cualquier carta o cualquier grupo que se pueda mover, no solo un rey. Es el espacio más útil de la mesa: deja allí una carta para alcanzar la que tiene debajo.</translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation>Solo un rey, suelto o encabezando un grupo, puede ir a una columna vacía.</translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation>Una columna vacía admite: %1.</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>Al principio: %1</translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation>Cada movimiento de una carta o un grupo: %1</translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation>Cada reparto: %1</translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation>Cada secuencia retirada: %1</translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation>La puntuación no tiene límite inferior: una partida larga puede bajar de cero.</translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation>La puntuación nunca baja de %1: se queda ahí, acción tras acción.</translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation>El contador de movimientos cuenta los movimientos y los repartos; retirar una secuencia no es un movimiento.</translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation>El contador de movimientos cuenta los movimientos; retirar una secuencia no es un movimiento.</translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation>Los puntos se cuentan así:</translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation>Estos son los puntos propios de %1: otras versiones del juego puntúan de otra manera.</translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation>Por ejemplo, una partida ganada en %1 movimientos termina con %2 = %3 puntos.</translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation>Eso es menos de %1, así que la puntuación se queda en %1.</translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation>Esto supone que la puntuación nunca bajó a %1 por el camino.</translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation>%1 viene de un complemento. Los libros, las webs y otras aplicaciones pueden describirlo con otra disposición u otros detalles; cuando difieren, la aplicación sigue al complemento.</translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation>Acerca de estas páginas</translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation>La página Reglas se escribe a partir de los datos que declara %1 (cartas, columnas, plan de repartos, qué cartas se mueven, puntos), así que siempre dice lo que comprueba la aplicación.</translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation>%1 en una mesa de verdad</translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation>Las reglas de Spider impresas y en internet coinciden en cómo se mueven las cartas, pero no siempre en cómo empieza la partida.</translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation>Wikipedia</translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation>Wikipedia empieza la partida como esta aplicación: 54 cartas en 10 columnas, y luego las otras 50 se reparten de diez en diez, siempre que no haya ninguna columna vacía.</translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation>Bicycle</translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation>Bicycle, el fabricante de naipes, dispone diez columnas de cinco cartas, las cuatro primeras de cada una boca abajo.</translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation>Ambas dicen que hay que llenar todos los huecos antes de repartir una nueva fila, y la aplicación también.</translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation>Wikipedia describe Spiderette como un Spider con una sola baraja, dispuesto como el Klondike en siete columnas de 1 a 7 cartas: la disposición que usa esta aplicación.</translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>El objetivo es reunir secuencias del rey al as, cada una de un solo palo: una secuencia completa sale de la mesa, y la partida se gana cuando ha salido %n secuencia.</numerusform>
            <numerusform>El objetivo es reunir secuencias del rey al as, cada una de un solo palo: una secuencia completa sale de la mesa, y la partida se gana cuando han salido las %n secuencias.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>El juego usa %n carta.</numerusform>
            <numerusform>El juego usa %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>Son tantas como %n baraja de 52 cartas.</numerusform>
            <numerusform>Son tantas como %n barajas de 52 cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>El número de palos, que se elige en la ventana Nueva partida, cambia qué cartas forman la %n carta, nunca cuántas hay:</numerusform>
            <numerusform>El número de palos, que se elige en la ventana Nueva partida, cambia qué cartas forman las %n cartas, nunca cuántas hay:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>%n, la última, boca arriba</numerusform>
            <numerusform>las últimas %n boca arriba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>de %1 a %n carta, una más en cada columna</numerusform>
            <numerusform>de %1 a %n cartas, una más en cada columna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>de %1 a %n carta, una menos en cada columna</numerusform>
            <numerusform>de %1 a %n cartas, una menos en cada columna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n carta cada una</numerusform>
            <numerusform>%n cartas cada una</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>Las cartas se reparten en %n columna, de izquierda a derecha:</numerusform>
            <numerusform>Las cartas se reparten en %n columnas, de izquierda a derecha:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>El mazo contiene la %n carta restante.</numerusform>
            <numerusform>El mazo contiene las %n cartas restantes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>una carta en %n columna</numerusform>
            <numerusform>una carta en cada una de las %n columnas, de la primera a la última</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>%n carta, en la columna %1</numerusform>
            <numerusform>%n cartas, una en cada una de las columnas %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>Haz clic en el mazo, o pulsa D, para repartir. El mazo da para %n reparto, con todas las cartas boca arriba:</numerusform>
            <numerusform>Haz clic en el mazo, o pulsa D, para repartir. El mazo da para %n repartos, con todas las cartas boca arriba:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>La partida se gana cuando se ha retirado %n secuencia y no queda ninguna carta.</numerusform>
            <numerusform>La partida se gana cuando se han retirado las %n secuencias y no queda ninguna carta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>Por ejemplo, una partida ganada en %1 movimientos, %n reparto incluido, termina con %2 = %3 puntos.</numerusform>
            <numerusform>Por ejemplo, una partida ganada en %1 movimientos, %n repartos incluidos, termina con %2 = %3 puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>El código de esta partida es %1 (%n palo): escríbelo en la ventana Nueva partida para repartir las mismas cartas y jugarla mientras la lees.</numerusform>
            <numerusform>El código de esta partida es %1 (%n palos): escríbelo en la ventana Nueva partida para repartir las mismas cartas y jugarla mientras la lees.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>Reparte una nueva fila: %n carta del mazo.</numerusform>
            <numerusform>Reparte una nueva fila: %n cartas del mazo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%n palo: %1 de %2 partidas ganadas (%3&#xa0;%)</numerusform>
            <numerusform>%n palos: %1 de %2 partidas ganadas (%3&#xa0;%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence follows without a space (a space there shows as a gap).</extracomment>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation>Columnas %1–%2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A run of column numbers: %1 the first, %2 the last.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>← →</source>
        <extracomment>What ``BoardView.keyPressEvent`` answers, in the order the Keyboard page lists it. The keys of the window&apos;s actions (D to deal, Ctrl+Z…) are in :data:`COMMANDS`.</extracomment>
        <translation>← →</translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
        <translation>Mueve el foco entre las columnas.</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation>Toma más o menos de las cartas que se pueden mover.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Intro, Espacio</translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation>Envía las cartas con el foco a la mejor columna.</translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation>1 … 9, 0</translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation>Envía las cartas con el foco a la columna del 1 al 9, o a la 10.</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation>Quita el foco.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation>Lee la columna con el foco, empezando por la última carta.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation>Lee las cartas que se pueden mover en cada columna.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation>Lee el mazo, la puntuación y los movimientos.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Ejemplos</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>Las reglas del juego elegido</translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation>Partidas ganadas completas, movimiento a movimiento, con imágenes de la mesa</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>De dónde vienen las reglas</translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation>Las teclas y las acciones del ratón en la mesa</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation>El juego cuyas reglas y ejemplos se muestran</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Páginas de ayuda</translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation>Cargando complementos…</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Cargando %1…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Pr&amp;eferencias…</translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation>¿Se puede &amp;ganar esta partida?</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Opciones</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Re&amp;hacer</translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation>&amp;Introducir un código de partida…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Copiar el código de partida</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ayuda</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>&amp;Reiniciar partida</translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation>Reanudar la partida a&amp;partada</translation>
    </message>
    <message>
        <source>W&amp;here Was It Lost?</source>
        <translation>¿&amp;Dónde se perdió la partida?</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Repartir</translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation>&amp;Copiar la descripción de la mesa</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>De&amp;mostración</translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation>&amp;Doble clic para mover</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>Colocación &amp;automática</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>Ayuda de &amp;colocación</translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation>&amp;Recordatorios de reglas</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>A&amp;nimaciones</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Baraja de cuatro colores</translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation>Co&amp;mplementos…</translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation>&amp;Reglas y ayuda</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation>&amp;Acerca de spider-qt</translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation>Descripción de la mesa copiada</translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation>Acerca de spider-qt</translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation>El Solitario Spider y sus parientes, con variantes en forma de complementos.</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n palo</numerusform>
            <numerusform>%n palos</numerusform>
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
        <translation>&amp;Código de partida:</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Easy (1 suit)</source>
        <translation>Fácil (1 palo)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Medio (2 palos)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Difícil (4 palos)</translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation>p. ej. SP1-S2C-AAAAAAD — déjalo vacío para una partida al azar</translation>
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
        <translation>Palos</translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation>&amp;Palos:</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>&amp;Regla:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Código de partida</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation>Déjalo vacío para una partida al azar</translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation>&amp;Activar los complementos integrados</translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation>No hay ningún juego disponible — %1</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation>No se puede jugar a ningún juego</translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation>No hay ninguna variante de juego cargada: todos los juegos de spider-qt, Spider incluido, vienen de un complemento.</translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation>spider-qt se ha iniciado en modo seguro, que solo carga los complementos integrados.</translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation>Desactivados: %1.</translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation>No se han podido cargar:</translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation>No se han encontrado ni siquiera los complementos integrados, así que esta instalación de spider-qt está incompleta; si la vuelves a instalar, los juegos volverán.</translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation>Para volver a jugar, activa de nuevo los complementos integrados con el botón de abajo (o en Opciones → Complementos…), o inicia spider-qt con --reset-plugins.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation>No se ha podido usar tu archivo de configuración, así que spider-qt se inicia con la configuración predeterminada.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation>No se ha podido usar tu partida guardada, así que no se puede reanudar; empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation>No se ha podido usar tu archivo de estadísticas, así que las estadísticas vuelven a empezar desde cero.</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation>Tu configuración se guardó con una versión más reciente de spider-qt. Esta versión la deja tal cual y usa la configuración predeterminada; los cambios que hagas ahora duran hasta que se cierre spider-qt.</translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation>Tu partida guardada se guardó con una versión más reciente de spider-qt. Esta versión la deja tal cual; la partida que juegues ahora no se guarda.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation>Tus estadísticas se guardaron con una versión más reciente de spider-qt. Esta versión las deja tal cual; las partidas que juegues ahora no se cuentan en ellas.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation>No se ha podido guardar tu configuración (%1); los cambios duran hasta que se cierre spider-qt.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation>No se ha podido guardar la partida en curso (%1); no se reanudará después de cerrar spider-qt.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation>No se han podido guardar tus estadísticas (%1); se conservan hasta que se cierre spider-qt.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>El archivo dañado se ha conservado como %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>No se ha podido apartar el archivo dañado (%1).</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>Detalle técnico: %1</translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation>Tu partida guardada de %1 necesita un complemento que ahora no está cargado. Se ha conservado como %2 y se reanudará cuando vuelva ese complemento.</translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>No se ha podido cargar un complemento y se ha dejado fuera; todo lo demás funciona. Consulta Opciones → Complementos… para ver los detalles.</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>No se han podido cargar algunos complementos y se han dejado fuera; todo lo demás funciona. Consulta Opciones → Complementos… para ver los detalles.</translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation>Complementos que no se han podido cargar y que no aparecen aquí: %1. Opciones → Complementos… los muestra todos.</translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation>Tu partida guardada de %1 se hizo con la versión %2 del complemento %3, y la versión %4 la juega de otra manera. Se ha conservado como %5 y se reanudará si vuelve la versión %2.</translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation>Tu partida guardada de %1, conservada mientras faltaba su complemento, ha vuelto y se ha reanudado.</translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation>¿Reanudar la partida apartada?</translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation>Tu partida guardada de %1 se puede volver a jugar: su complemento ha vuelto.</translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation>¿Reanudarla ahora? La partida en curso se guarda para más tarde en Juego → Reanudar la partida apartada.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Más tarde</translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation>Añade la variante %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Añade %n variante: %1</numerusform>
            <numerusform>Añade %n variantes: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation>Añade la regla %1</translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation>Añade la regla %1 a %2</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Añade %n regla: %1</numerusform>
            <numerusform>Añade %n reglas: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>Temas de cartas</translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation>Añade el tema de cartas %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation>
            <numerusform>Añade %n tema de cartas: %1</numerusform>
            <numerusform>Añade %n temas de cartas: %1</numerusform>
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
        <translation>Complementos</translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation>Modo seguro</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>&amp;Detalles:</translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation>Detalles del complemento</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;Copiar detalles</translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation>Copia los detalles del complemento seleccionado para pegarlos en un informe de error.</translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation>Complemento</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Añade</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>The switch is the name&apos;s checkbox: a player switches &quot;Simple Simon&quot;, not a column. Origins in the order they are listed, with the words a player sees for them.</extracomment>
        <translation>Integrado</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Instalado</translation>
    </message>
    <message>
        <source>Plugins folder</source>
        <translation>Carpeta de complementos</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Activado</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Con errores</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation>nada</translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation>Actívalo para ver qué añade</translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation>Modo seguro: solo se han cargado los complementos integrados.</translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation>Selecciona un complemento para ver sus detalles.</translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation>Inactivo (necesita %1)</translation>
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
        <translation>Carga lenta: %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nombre: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Estado: %1</translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation>No se ha podido cargar, así que no añade nada. Lo que ha fallado aparece abajo, para su autor.</translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation>Para el autor del complemento:</translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation>Identificador del complemento: %1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>Versión: %1</translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation>Origen: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Ubicación: %1</translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation>Resumen: %1</translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>Variantes: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>Necesita: %1</translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation>Tiempo de carga: %1 s</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Advertencia: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation>%1 (no se cargará en el próximo inicio)</translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation>%1 (activado a partir del próximo inicio)</translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation>%1 (desactivado a partir del próximo inicio)</translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation>Los cambios se aplicarán la próxima vez que se inicie spider-qt.</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>La partida en curso continúa.</translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation>No se ha podido cargar %1 (consulta los detalles); se volverá a intentar la próxima vez que se inicie spider-qt.</translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation>Ya no se pueden iniciar partidas de %1.</translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation>Ya no se puede elegir la regla %1.</translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation>Ya no se pueden elegir las reglas %1.</translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation>Ahora se pueden iniciar partidas de %1.</translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation>Ahora se puede elegir la regla %1.</translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation>Ahora se pueden elegir las reglas %1.</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>%1 está activado.</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>%1 está desactivado.</translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation>%1 sigue activado: es el último complemento con variantes de juego y, sin ninguno, no habría nada a lo que jugar.</translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation>Al desactivar %1, también quedan inactivas estas reglas: %2.</translation>
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
        <translation>No hay nada que revisar: todavía no se ha jugado ningún paso.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>El solucionador ha fallado: %1</translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message>
        <source>Could It Have Been Shorter?</source>
        <translation>¿Se podía ganar en menos?</translation>
    </message>
    <message>
        <source>Where Was It Lost?</source>
        <translation>¿Dónde se perdió la partida?</translation>
    </message>
    <message>
        <source>Looking back over the game, every card known…</source>
        <translation>Revisando la partida, con todas las cartas a la vista…</translation>
    </message>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>El solucionador gana esta partida desde el principio en %n paso; usted necesitó %1.</numerusform>
            <numerusform>El solucionador gana esta partida desde el principio en %n pasos; usted necesitó %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the line with Next.</source>
        <translation>Juegue la solución con Siguiente.</translation>
    </message>
    <message>
        <source>The solver found no line from the start within the time.</source>
        <translation>El solucionador no encontró ninguna solución desde el principio en el tiempo disponible.</translation>
    </message>
    <message>
        <source>This deal from the stock lost the game. Before it, a win was still possible.</source>
        <translation>Este reparto del mazo hizo perder la partida. Antes de él, aún se podía ganar.</translation>
    </message>
    <message>
        <source>This move lost the game: %1. Before it, a win was still possible.</source>
        <translation>Este movimiento hizo perder la partida: %1. Antes de él, aún se podía ganar.</translation>
    </message>
    <message>
        <source>This deal could not be won: no line wins it from its start (proven).</source>
        <translation>Esta partida no se podía ganar: ninguna solución la gana desde el principio (demostrado).</translation>
    </message>
    <message>
        <source>The game was already lost at the oldest position kept (proven).</source>
        <translation>La partida ya estaba perdida en la posición más antigua guardada (demostrado).</translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>En ninguna parte: desde aquí aún se puede ganar (demostrado con una solución de %n paso).</numerusform>
            <numerusform>En ninguna parte: desde aquí aún se puede ganar (demostrado con una solución de %n pasos).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it was lost was not decided within the time.</source>
        <translation>No se pudo decidir a tiempo dónde se perdió la partida.</translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>Tras %n paso aún se podía ganar (demostrado con una solución): esta posición.</numerusform>
            <numerusform>Tras %n pasos aún se podía ganar (demostrado con una solución): esta posición.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whether this game could be won was not decided within the time.</source>
        <translation>No se pudo decidir a tiempo si esta partida se podía ganar.</translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>Tras %n paso estaba perdida (demostrado).</numerusform>
            <numerusform>Tras %n pasos estaba perdida (demostrado).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the actions the undo history kept were looked at.</source>
        <translation>Solo se revisaron los pasos que guardaba el historial de deshacer.</translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>Una solución desde aquí: %n paso. Juéguela con Siguiente.</numerusform>
            <numerusform>Una solución desde aquí: %n pasos. Juéguela con Siguiente.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2: the game is won.</source>
        <translation>Paso %1 de %2: la partida está ganada.</translation>
    </message>
    <message>
        <source>Step %1 of %2.</source>
        <translation>Paso %1 de %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2. Next: %3.</source>
        <translation>Paso %1 de %2. Siguiente: %3.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restablecer valores predeterminados</translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation>Devuelve cada opción mostrada aquí a su valor original.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <extracomment>The right-click menu of a scroll bar (the Help pages, the Plugins dialog&apos;s details).</extracomment>
        <translation>Desplazar hasta aquí</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Borde izquierdo</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Parte superior</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Borde derecho</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Parte inferior</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Una página a la izquierda</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Una página hacia arriba</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Una página a la derecha</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Una página hacia abajo</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Desplazar hacia la izquierda</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Desplazar hacia arriba</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Desplazar hacia la derecha</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Desplazar hacia abajo</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>The right-click menu of read-only rich text (the Help pages).</extracomment>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiar la ubicación del en&amp;lace</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
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
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Volver a la partida</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation>No existe la columna %1: las columnas van de la 1 a la %2.</translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation>Las cartas deben moverse a otra columna.</translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation>La columna %1 está vacía: no hay nada que mover.</translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation>La columna %1 no tiene ninguna carta en la posición %2.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation>Una carta boca abajo no se puede mover.</translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation>Estas cartas no pueden moverse juntas: %1, sobre %2, rompe el orden descendente.</translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation>Estas cartas no pueden moverse juntas: un grupo debe ser todo del mismo palo, y %1 está sobre %2.</translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation>No se puede colocar nada sobre un as (%1).</translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation>Solo se puede poner %1 sobre una carta de valor inmediatamente superior, no sobre %2.</translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation>Solo se puede poner %1 sobre una carta de su mismo palo y de valor inmediatamente superior, no sobre %2.</translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation>Solo un rey (o un grupo encabezado por un rey) puede ocupar una columna vacía, no %1.</translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation>Ninguna otra columna admite %1.</translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation>Ninguna otra columna admite %1 con las cartas que tiene encima.</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>El mazo está vacío: no queda nada por repartir.</translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation>Llena todas las columnas vacías antes de repartir (vacía: columna %1).</translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation>Antes de repartir, cada columna debe tener una carta, pero en la mesa hay menos cartas que columnas (%1 para %2): deshaz algún movimiento o empieza una partida nueva.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>No hay nada que rehacer.</translation>
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
        <translation>Reparto libre</translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation>Puedes repartir del mazo aunque haya una columna vacía.</translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation>Cada columna a la que llega un reparto recibe su carta, aunque esté vacía; todo lo demás es como en la regla Clásica. Otras aplicaciones suelen llamarlo Spider relajado.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Relajada</translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation>Un grupo de cartas en orden descendente puede moverse junto aunque los palos estén mezclados.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásica</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Hints and demo</source>
        <translation>Pistas y demostración</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation>Doble clic para mover</translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation>Un doble clic en una carta la envía, con las cartas que tiene encima, a la mejor columna: sobre la carta de su palo de valor inmediatamente superior; si no hay, sobre cualquier carta de valor inmediatamente superior; si tampoco, a una columna vacía.</translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation>Colocación automática</translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation>Las cartas que se sueltan donde no pueden ir se envían a la mejor columna en lugar de volver a su sitio.</translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation>Ayuda de colocación</translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation>Mientras arrastras cartas, se resaltan las columnas que las admitirían.</translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation>Recordatorios de reglas</translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation>Tras un movimiento no permitido, una nota breve indica qué regla lo ha impedido.</translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation>Preguntar antes de abandonar una partida</translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation>Reiniciar partida y Nueva partida preguntan antes si la partida en curso tiene movimientos, porque abandonarla cuenta como derrota.</translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation>El menú Editar incluye Pista, que muestra un buen movimiento, y Demostración, que sigue jugando sola. Una partida en la que se haya usado cualquiera de las dos se cuenta aparte en las estadísticas.</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Solo partidas ganables</translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation>Las partidas nuevas se reparten solo entre las que el solucionador ha ganado. Un código de partida que introduzcas se juega siempre tal cual.</translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation>Clic para tomar y colocar</translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation>Un clic en una carta la toma, con las cartas que tiene encima; un clic en una columna las deja allí. Desactivado: un clic no hace nada, como en el juego clásico.</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Cronómetro</translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation>El tiempo de juego se muestra en la barra de estado y en el cuadro de victoria, y las estadísticas guardan los mejores tiempos.</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation>Barra de herramientas</translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation>Botones sobre la mesa para Nueva partida, Reiniciar, Deshacer, Rehacer, Repartir y, con las pistas activadas, Pista.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Aspecto</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation>Las cartas se deslizan, vuelan desde el mazo y se dan la vuelta en lugar de saltar.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de las animaciones</translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation>A qué velocidad se reproducen las animaciones.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Claro u oscuro</translation>
    </message>
    <message>
        <source>The table, the marks and words on it, the dialogs and the status bar in light or dark colours; by default as the system has them, switching when it does.</source>
        <translation>La mesa, las marcas y los textos sobre ella, los cuadros de diálogo y la barra de estado en colores claros u oscuros; de forma predeterminada, como los tenga el sistema, y cambian cuando cambia él.</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>Tema de cartas</translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation>El aspecto de las cartas. Los complementos y la carpeta de temas pueden añadir más.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Baraja de cuatro colores</translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation>Cada palo tiene su propio color: picas en negro, corazones en rojo, diamantes en azul y tréboles en verde.</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Reverso de las cartas</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation>El dibujo del reverso de las cartas.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The language of the menus and messages; the system&apos;s language by default.</source>
        <translation>El idioma de los menús y los mensajes; por defecto, el del sistema.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation>Última variante</translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation>La variante elegida para la última partida nueva (vacío: la primera instalada).</translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation>Último número de palos</translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation>El número de palos elegido para la última partida nueva.</translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation>Última regla</translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation>La regla elegida para la última partida nueva.</translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation>Complementos desactivados</translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation>Complementos desactivados en el diálogo Complementos: no se cargan al iniciar.</translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation>Geometría de la ventana</translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation>Dónde estaba la ventana y qué tamaño tenía, tal como lo guardó Qt (hexadecimal).</translation>
    </message>
</context>
<context>
    <name>SolverProgressBox</name>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>The progress bar counts in thousandths: smooth, and whole numbers for Qt.</extracomment>
        <translation>&amp;Cancelar</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n carta seleccionada</numerusform>
            <numerusform>%n cartas seleccionadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation>Columna %1, %2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Columna %1: %2</translation>
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
        <translation>desde %1 hasta %2</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Se pueden mover: %1.</translation>
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
        <translation>Juego</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% de victorias</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Menos movimientos</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Racha actual</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Racha más larga</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation>Mejor tiempo</translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation>Jugadas con ayuda</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Ganadas con ayuda</translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation>Aún no se ha contado ninguna partida: una partida cuenta en cuanto se hace su primer movimiento.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Borrar estadísticas…</translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation>Olvida todos los registros, tras preguntar.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>sin datos</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n palo</numerusform>
            <numerusform>%n palos</numerusform>
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
        <translation>Borrar estadísticas</translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation>¿Olvidar las estadísticas de todas las partidas jugadas?

Esto no se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation>Tu configuración (%1)</translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation>La partida en curso, que no se podrá reanudar la próxima vez (%1)</translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation>Tus estadísticas de esta sesión (%1)</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Sin guardar</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation>Cerrar &amp;sin guardar</translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation>No se ha podido guardar lo siguiente, que se perderá si spider-qt se cierra ahora:</translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation>Libera espacio en el disco (o permite escribir en la carpeta) y vuelve a intentarlo.</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Scorpion</source>
        <translation>Escorpión</translation>
    </message>
    <message>
        <source>One deck in seven columns, mostly face up; move any face-up card with everything on it and build down in suit.</source>
        <translation>Una baraja en siete columnas, casi todas boca arriba; mueve cualquier carta boca arriba con todo lo que tiene encima y forma secuencias descendentes del mismo palo.</translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Una carta solo se puede colocar sobre la carta inmediatamente superior de su mismo palo. Cualquier carta boca arriba puede moverse junto con todas las cartas que tiene encima, estén o no en orden. Solo un rey, suelto o con las cartas que tiene encima, puede ir a una columna vacía. El mazo se reparte de una vez sobre las tres primeras columnas, y se puede repartir aunque haya una columna vacía. Cada secuencia del rey al as de un mismo palo sale de la mesa; la partida se gana cuando han salido las cuatro.</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Simón Simple</translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation>Una baraja repartida boca arriba en diez columnas, sin mazo; forma cuatro secuencias del rey al as del mismo palo.</translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Todas las cartas están boca arriba desde el principio y no hay mazo del que repartir. Una carta puede ir sobre cualquier carta de valor inmediatamente superior, sea cual sea su palo. Las cartas solo se mueven juntas como una secuencia descendente de un solo palo. Una columna vacía admite cualquier carta o secuencia que se pueda mover. Cada secuencia del rey al as de un mismo palo sale de la mesa; la partida se gana cuando han salido las cuatro.</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Spider</translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation>Dos barajas en diez columnas; forma ocho secuencias del rey al as del mismo palo.</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Spiderette</translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation>Una baraja en siete columnas; forma cuatro secuencias del rey al as del mismo palo.</translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation>¡Has ganado con ayuda!</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Could It Have Been &amp;Shorter?</source>
        <translation>¿Se podía ganar en &amp;menos?</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Puntuación: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Movimientos: %1</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>Tiempo de juego: %1</translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation>Ganada con ayuda: se cuenta aparte en las estadísticas.</translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation>¡nueva mejor puntuación!</translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation>¡nuevo mejor tiempo!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Mejor puntuación: %1</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>Mejor tiempo: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>Racha ganadora: %n partida</numerusform>
            <numerusform>Racha ganadora: %n partidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Partida ganable</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation>Buscando una partida que el solucionador pueda ganar…</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation>Buscando una partida que el solucionador pueda ganar… (partida %1)</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>El solucionador ha fallado: %1</translation>
    </message>
</context>
</TS>
