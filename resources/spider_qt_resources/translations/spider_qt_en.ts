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
        <source>Move the %1 with the %n card(s) below it from column %2 to column %3.</source>
        <translation>
            <numerusform>Move the %1 with the %n card below it from column %2 to column %3.</numerusform>
            <numerusform>Move the %1 with the %n cards below it from column %2 to column %3.</numerusform>
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