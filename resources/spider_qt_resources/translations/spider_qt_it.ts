<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>Announce</name>
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
    <message>
        <source>%n face down</source>
        <translation type="unfinished"></translation>
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
    <name>Rule</name>
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
</TS>
