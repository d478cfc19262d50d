<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turned face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Seconds the demo&apos;s solver may search from the position before it gives up. How long a status bar message stays (ms). With hints on, the worker starts this long after the window (ms): out of the start-up&apos;s way, yet ready before the first hint, which would otherwise wait for a fresh interpreter.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>ace of spades</source>
        <extracomment>Every card&apos;s name by (rank, suit letter), a text of its own so each language can inflect it (Czech &quot;křížová 4&quot; but &quot;křížové eso&quot;); context ``&quot;Card&quot;``. (A ``Suit`` is a ``str`` equal to its letter, so it finds its entry too.)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large index</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <source>Only a deal with a game code can be checked.</source>
        <extracomment>Seconds the solver may search for a winning line of a deal.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2; %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExampleScore</name>
    <message numerus="yes">
        <source>Won in %n move(s): %1 = %2 points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Score: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code: click to copy it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on by default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off by default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>A rule letter in a code: %1 the letter, %2 the rule&apos;s name.
----------
Between the items of a list (column numbers, suit counts).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The letter after the number of suits names the rule: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the default): the rules as described above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × 13 %2</source>
        <extracomment>One suit&apos;s share of the cards: %1 how many times, %2 the suit (&quot;spades&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + </source>
        <extracomment>Between the suits&apos; shares: &quot;4 × 13 spades + 4 × 13 hearts&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A run of column numbers: %1 the first, %2 the last.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← →</source>
        <extracomment>What ``BoardView.keyPressEvent`` answers, in the order the Keyboard page lists it. The keys of the window&apos;s actions (D to deal, Ctrl+Z…) are in :data:`COMMANDS`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Game code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy (1 suit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Two &quot;Adds …&quot; sentences one after the other: what a plugin adds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A variant&apos;s or rule&apos;s name, then its description.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Plugins</source>
        <extracomment>Rows shown before the table scrolls; the details area takes the rest of the height. What each checkbox shows now, by plugin id: the dialog&apos;s own view of the switches. The plugin whose switch-off was just refused (its id), while the note says why. The plugin just switched off, only saved, while the note names the rules it stops.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>The switch is the name&apos;s checkbox: a player switches &quot;Simple Simon&quot;, not a column. Origins in the order they are listed, with the words a player sees for them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plugins folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow to load: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>How a list of columns is joined in English (translated in context ``&quot;Rule&quot;``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Open deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Hints and demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the menus and messages; the system&apos;s language by default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolverProgressBox</name>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>The progress bar counts in thousandths: smooth, and whole numbers for Qt.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Game</source>
        <extracomment>The headings in English; shown translated (context ``&quot;StatisticsDialog&quot;``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Scorpion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One deck in seven columns, mostly face up; move any face-up card with everything on it and build down in suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
