<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id">
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
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code: click to copy it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code</source>
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
        <source>Deals left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no code</source>
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
        <source>, </source>
        <extracomment>Between the items of a list (column numbers, suit counts).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
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
        <source>In short</source>
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
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
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
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
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
        <source>%1 (the default): groups move as described above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↑ ↓</source>
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
        <source>The app does not tell you when a game is blocked, gives no hints and does not say whether a deal can be won: when nothing helps any more, restart the deal or start a new one.</source>
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
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
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
        <source>This page plays the first steps of a real %1 deal and describes the table after each one, as the app reads it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this deal no card can move at once and there is nothing to deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From here on it is your turn. Every deal can be replayed from its code, so try this one yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a worked opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: %1. Moves: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It goes onto the %1, one rank higher and of the same suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card can go onto a card of its own suit one rank higher, so the next row is dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It goes onto the %1, one rank higher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to column %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to column %3.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule allows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
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
    <message>
        <source>Mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
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
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal a new row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the description of the table, for a screen reader or a message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
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
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
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
        <source>The first moves of a real deal, step by step</source>
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
    <name>NewGameDialog</name>
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
        <source>New Game</source>
        <extracomment>Readable on light and dark palettes alike.</extracomment>
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
        <source>&amp;Game code:</source>
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
    <name>PluginsDialog</name>
    <message>
        <source>Enabled</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
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
        <source>Adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>Origins in the order they are listed, with the words a player sees for them.</extracomment>
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
        <source>Disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <extracomment>Shown in a cell with nothing to show: a plugin that added no variant and no rule.</extracomment>
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
        <source>Plugins</source>
        <extracomment>Wide enough for the columns of a typical plugin without a horizontal scroll bar. Rows shown before the table scrolls; the details area takes the rest of the height. What each checkbox shows now, by plugin name: the dialog&apos;s own view of the switches. The plugin whose switch-off was just refused, while the note says why.</extracomment>
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
        <source>Enable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load %1 when spider-qt starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
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
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name: %1</source>
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
        <source>Adds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status: %1</source>
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
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it.</extracomment>
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
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
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
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look</source>
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
