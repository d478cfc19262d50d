<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>AbandonBox</name>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>The game in progress (%n move) ends and counts as a loss in the statistics.</numerusform>
            <numerusform>The game in progress (%n moves) ends and counts as a loss in the statistics.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>Dealt %n card</numerusform>
            <numerusform>Dealt %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%1 and %n more card to %2</numerusform>
            <numerusform>%1 and %n more cards to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%1 and %n more card back to %2</numerusform>
            <numerusform>%1 and %n more cards back to %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>Hint: move the %1 and the %n card on it from %2 to %3.</numerusform>
            <numerusform>Hint: move the %1 and the %n cards on it from %2 to %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>Stock: %n deal left. Click to deal.</numerusform>
            <numerusform>Stock: %n deals left. Click to deal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>Yes: deal %1 can be won, in %n move.</numerusform>
            <numerusform>Yes: deal %1 can be won, in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>No way to win deal %1 was found in %n second.</numerusform>
            <numerusform>No way to win deal %1 was found in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>%n deal left</numerusform>
            <numerusform>%n deals left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n sequence removed</numerusform>
            <numerusform>%n sequences removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n face down</numerusform>
            <numerusform>%n face down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExampleScore</name>
    <message numerus="yes">
        <source>Won in %n move(s): %1 = %2 points.</source>
        <translation>
            <numerusform>Won in %n move: %1 = %2 points.</numerusform>
            <numerusform>Won in %n moves: %1 = %2 points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>A won game with %n suit</numerusform>
            <numerusform>A won game with %n suits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>Move the %1 with the %n card below it from column %2 onto the %3 in column %4.</numerusform>
            <numerusform>Move the %1 with the %n cards below it from column %2 onto the %3 in column %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>Move the %1 with the %n card below it from column %2 to the empty column %3.</numerusform>
            <numerusform>Move the %1 with the %n cards below it from column %2 to the empty column %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>The table before deal %1, with %n card left in the stock:</numerusform>
            <numerusform>The table before deal %1, with %n cards left in the stock:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>The table after move %1: %n sequence removed so far.</numerusform>
            <numerusform>The table after move %1: %n sequences removed so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>All %n sequence are removed and the table is empty: the game is won.</numerusform>
            <numerusform>All %n sequences are removed and the table is empty: the game is won.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence are gone.</numerusform>
            <numerusform>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequences are gone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>The game uses %n card.</numerusform>
            <numerusform>The game uses %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>That is as many as %n deck of 52 cards.</numerusform>
            <numerusform>That is as many as %n decks of 52 cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>The number of suits, chosen in the New Game window, changes which cards make up the %n card, never how many there are:</numerusform>
            <numerusform>The number of suits, chosen in the New Game window, changes which cards make up the %n cards, never how many there are:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>the last %n face up</numerusform>
            <numerusform>the last %n face up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>from %1 to %n card, one more in each column</numerusform>
            <numerusform>from %1 to %n cards, one more in each column</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>from %1 down to %n card, one fewer in each column</numerusform>
            <numerusform>from %1 down to %n cards, one fewer in each column</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n card each</numerusform>
            <numerusform>%n cards each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>The cards are dealt into %n column, from left to right:</numerusform>
            <numerusform>The cards are dealt into %n columns, from left to right:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>The stock holds the remaining %n card.</numerusform>
            <numerusform>The stock holds the remaining %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>one card onto each of the %n column, from first to last</numerusform>
            <numerusform>one card onto each of the %n columns, from first to last</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>%n card, one onto each of columns %1</numerusform>
            <numerusform>%n cards, one onto each of columns %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>Click the stock, or press D, to deal. The stock is dealt in %n deal, every card face up:</numerusform>
            <numerusform>Click the stock, or press D, to deal. The stock is dealt in %n deals, every card face up:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>The game is won when all %n sequence have been removed and no card is left.</numerusform>
            <numerusform>The game is won when all %n sequences have been removed and no card is left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>For example, a game won in %1 moves, %n deal included, ends with %2 = %3 points.</numerusform>
            <numerusform>For example, a game won in %1 moves, %n deals included, ends with %2 = %3 points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal's game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>The deal's game code is %1 (%n suit): enter it in the New Game window to lay out the same cards and play along.</numerusform>
            <numerusform>The deal's game code is %1 (%n suits): enter it in the New Game window to lay out the same cards and play along.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>Deal a new row: %n card from the stock.</numerusform>
            <numerusform>Deal a new row: %n cards from the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%n suit: %1 of %2 deals won (%3%)</numerusform>
            <numerusform>%n suits: %1 of %2 deals won (%3%)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n suit</numerusform>
            <numerusform>%n suits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants' names, listed as the language lists them ("A, B and C").</extracomment>
        <translation>
            <numerusform>Adds %n variant: %1</numerusform>
            <numerusform>Adds %n variants: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules' names, listed as the language lists them ("A, B and C").</extracomment>
        <translation>
            <numerusform>Adds %n rule: %1</numerusform>
            <numerusform>Adds %n rules: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes' names, listed as the language lists them ("A and B").</extracomment>
        <translation>
            <numerusform>Adds %n card theme: %1</numerusform>
            <numerusform>Adds %n card themes: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>The solver wins this deal from its start in %n action; you took %1.</numerusform>
            <numerusform>The solver wins this deal from its start in %n actions; you took %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>It was not: a win is still possible from here (proven by a line of %n action).</numerusform>
            <numerusform>It was not: a win is still possible from here (proven by a line of %n actions).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>A win was still possible after %n action (proven by a line): this position.</numerusform>
            <numerusform>A win was still possible after %n actions (proven by a line): this position.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>After %n action it was lost (proven).</numerusform>
            <numerusform>After %n actions it was lost (proven).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>A winning line from here: %n action. Play it with Next.</numerusform>
            <numerusform>A winning line from here: %n actions. Play it with Next.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n card selected</numerusform>
            <numerusform>%n cards selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n suit</numerusform>
            <numerusform>%n suits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>Winning streak: %n game</numerusform>
            <numerusform>Winning streak: %n games</numerusform>
        </translation>
    </message>
</context>
</TS>