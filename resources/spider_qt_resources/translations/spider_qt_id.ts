<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id">
<context>
    <name></name>
    <message>
        <source>GameStatus</source>
        <comment>Score</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameStatus</source>
        <comment>Moves</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameStatus</source>
        <comment>Deals left</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameStatus</source>
        <comment>Sequences removed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameStatus</source>
        <comment>Game code: click to copy it</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameStatus</source>
        <comment>Game code</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameStatus</source>
        <comment>Score: %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameStatus</source>
        <comment>Moves: %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameStatus</source>
        <comment>Deals left: %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameStatus</source>
        <comment>Removed: %1 of %2</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameStatus</source>
        <comment>no code</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation type="unfinished">
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
        <source>%1 turned face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
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
</context>
<context>
    <name>Card</name>
    <message>
        <source>ace of spades</source>
        <extracomment>Every card&apos;s name: a string of its own, so each language can inflect it (Czech &quot;křížová 4&quot; but &quot;křížové eso&quot;).</extracomment>
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
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation type="unfinished">
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
        <source>no sequence removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2; %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Copied game code %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>You won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>Settings with a quick on/off switch in the Settings menu.</extracomment>
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
        <source>&amp;Enter a Game Code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
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
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Board &amp;Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
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
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
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
        </translation>
    </message>
    <message>
        <source>%1 (%2) — spider-qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3) — spider-qt</source>
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
</context>
<context>
    <name>Rule</name>
    <message numerus="yes">
        <source>Every column must hold a card before a deal, and the table holds only %n card(s): undo, or start a new game.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
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
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
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
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
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
        <source>No other column can take the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Relaxed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
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
</TS>
