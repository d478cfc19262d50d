<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
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
    <name>Rule</name>
    <message numerus="yes">
        <source>Every column must hold a card before a deal, and the table holds only %n card(s): undo, or start a new game.</source>
        <translation>
            <numerusform>Every column must hold a card before a deal, and the table holds only %n card: undo, or start a new game.</numerusform>
            <numerusform>Every column must hold a card before a deal, and the table holds only %n cards: undo, or start a new game.</numerusform>
        </translation>
    </message>
</context>
</TS>