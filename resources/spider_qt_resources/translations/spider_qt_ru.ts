<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation>Начать расклад заново?</translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation>Начать этот расклад заново, с самого начала?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Начать заново</translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation>Начать новую игру?</translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation>Оставить эту игру и начать новую?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>Текущая игра (%n ход) будет завершена и засчитана в статистике как поражение.</numerusform>
            <numerusform>Текущая игра (%n хода) будет завершена и засчитана в статистике как поражение.</numerusform>
            <numerusform>Текущая игра (%n ходов) будет завершена и засчитана в статистике как поражение.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give Up and See &amp;Where It Was Lost</source>
        <translation>&amp;Сдаться и посмотреть, где игра проиграна</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Продолжить игру</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Больше не спрашивать</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>Сдана %n карта</numerusform>
            <numerusform>Сданы %n карты</numerusform>
            <numerusform>Сдано %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%1 и ещё %n карта — в %2</numerusform>
            <numerusform>%1 и ещё %n карты — в %2</numerusform>
            <numerusform>%1 и ещё %n карт — в %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%1 и ещё %n карта — обратно в %2</numerusform>
            <numerusform>%1 и ещё %n карты — обратно в %2</numerusform>
            <numerusform>%1 и ещё %n карт — обратно в %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Новая игра.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 — в %2</translation>
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
        <translation>открыта карта %1</translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>собрана последовательность %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Повторено: %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation>%1 — обратно в %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Отменено: %1</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Seconds the demo&apos;s solver may search from the position before it gives up. How long a status bar message stays (ms). With hints on, the worker starts this long after the window (ms): out of the start-up&apos;s way, yet ready before the first hint, which would otherwise wait for a fresh interpreter.</extracomment>
        <translation>Поиск подсказки…</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation>Демонстрация: поиск пути к победе… %1%</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation>Демонстрация: поиск пути к победе…</translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation>Демонстрация: чтобы играть самостоятельно, нажмите любую клавишу или щёлкните мышью.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Демонстрация остановлена.</translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation>Полезных ходов не видно: попробуйте отменить ход или начать заново.</translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation>Подсказка: сдайте новый ряд из колоды.</translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation>Подсказка: переложите карту %1 (%2) в %3.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>Подсказка: переложите карту %1 (%2) и %n карту поверх неё в %3.</numerusform>
            <numerusform>Подсказка: переложите карту %1 (%2) и %n карты поверх неё в %3.</numerusform>
            <numerusform>Подсказка: переложите карту %1 (%2) и %n карт поверх неё в %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation>Демонстрация не нашла пути к победе из этой позиции.</translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation>Демонстрация остановлена: ваш ход.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Сбой решателя: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation>столбец %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>Колода: осталась %n сдача. Щёлкните, чтобы сдать.</numerusform>
            <numerusform>Колода: осталось %n сдачи. Щёлкните, чтобы сдать.</numerusform>
            <numerusform>Колода: осталось %n сдач. Щёлкните, чтобы сдать.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
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
        <translation>туз пик</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>2 пик</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>3 пик</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>4 пик</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>5 пик</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>6 пик</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>7 пик</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>8 пик</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>9 пик</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>10 пик</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>валет пик</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>дама пик</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>король пик</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>туз червей</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>2 червей</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>3 червей</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>4 червей</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>5 червей</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>6 червей</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>7 червей</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>8 червей</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>9 червей</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>10 червей</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>валет червей</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>дама червей</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>король червей</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>туз бубен</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>2 бубен</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>3 бубен</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>4 бубен</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>5 бубен</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>6 бубен</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>7 бубен</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>8 бубен</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>9 бубен</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>10 бубен</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>валет бубен</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>дама бубен</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>король бубен</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>туз треф</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>2 треф</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>3 треф</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>4 треф</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>5 треф</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>6 треф</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>7 треф</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>8 треф</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>9 треф</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>10 треф</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>валет треф</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>дама треф</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>король треф</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation>Классическая</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Крупные индексы</translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation>Код игры пуст. Код выглядит так: %1.</translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation>Это слишком длинно для кода игры. Код выглядит так: %1.</translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation>Код игры состоит только из букв, цифр и дефисов, например %1.</translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation>Код игры заканчивается группой из %1 букв после последнего дефиса, например %2.</translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation>Этот код создан более новой версией spider-qt. Обновите spider-qt, чтобы сыграть этот расклад.</translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation>Число после букв %1 должно быть %2, а не %3.</translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation>В коде пасьянса «%1» после числа мастей нужна буква правила: %2.</translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation>В кодах пасьянса «%1» нет буквы правила: уберите %2 после числа мастей.</translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation>Номер расклада должен быть от 0 до %1.</translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation>Не установлено ни одного варианта игры.</translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation>Это неверный код игры.</translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation>Это не код игры. Код выглядит так: %1.</translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation>Ни у одного установленного варианта коды не начинаются с %1. Проверьте код или установите плагин, который добавляет этот вариант.</translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation>Вариант «%1» не установлен.</translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation>В пасьянс «%1» нельзя играть с таким числом мастей.</translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation>В пасьянсе «%1» только 1 масть, а не %2.</translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation>Число мастей в пасьянсе «%1» — %2, а не %3.</translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation>В пасьянсе «%1» нет правила «%2» для такого числа мастей.</translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation>В пасьянсе «%1» с 1 мастью нет буквы правила %2: используйте %3.</translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation>В пасьянсе «%1» с %2 мастями нет буквы правила %3: используйте %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <source>Only a deal with a game code can be checked.</source>
        <extracomment>Seconds the solver may search for a winning line of a deal.</extracomment>
        <translation>Проверить можно только расклад с кодом игры.</translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation>Можно ли выиграть этот расклад?</translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation>Расклад %1 разыгрывается с начала, все карты известны…</translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>Да: расклад %1 можно выиграть за %n ход.</numerusform>
            <numerusform>Да: расклад %1 можно выиграть за %n хода.</numerusform>
            <numerusform>Да: расклад %1 можно выиграть за %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation>Можно посмотреть выигрышные ходы с начала расклада; тогда игра будет засчитана как сыгранная с помощью.</translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation>&amp;Показать выигрышные ходы</translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>За %n секунду не найдено пути к победе в раскладе %1.</numerusform>
            <numerusform>За %n секунды не найдено пути к победе в раскладе %1.</numerusform>
            <numerusform>За %n секунд не найдено пути к победе в раскладе %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation>Возможно, расклад всё же выигрышный: поиск пришлось где-то остановить.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Сбой решателя: %1</translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation>Можно ли было выиграть последний расклад?</translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation>Ходов больше нет. Можно ли было выиграть этот расклад?</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation>Столбец %1: пуст</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>собранных последовательностей нет</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>столбец %1: пуст</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Колода: %n карта</numerusform>
            <numerusform>Колода: %n карты</numerusform>
            <numerusform>Колода: %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>осталась %n сдача</numerusform>
            <numerusform>осталось %n сдачи</numerusform>
            <numerusform>осталось %n сдач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>собрана %n последовательность</numerusform>
            <numerusform>собрано %n последовательности</numerusform>
            <numerusform>собрано %n последовательностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n закрытая</numerusform>
            <numerusform>%n закрытые</numerusform>
            <numerusform>%n закрытых</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation>Столбец %1: %2, затем %3</translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation>столбец %1: %2, затем %3</translation>
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
            <numerusform>Победа за %n ход; счёт: %1 = %2.</numerusform>
            <numerusform>Победа за %n хода; счёт: %1 = %2.</numerusform>
            <numerusform>Победа за %n ходов; счёт: %1 = %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>Выигранная игра с %n мастью</numerusform>
            <numerusform>Выигранная игра с %n мастями</numerusform>
            <numerusform>Выигранная игра с %n мастями</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>Переложите карту %1 и %n карту поверх неё из столбца %2 на карту %3 в столбце %4.</numerusform>
            <numerusform>Переложите карту %1 и %n карты поверх неё из столбца %2 на карту %3 в столбце %4.</numerusform>
            <numerusform>Переложите карту %1 и %n карт поверх неё из столбца %2 на карту %3 в столбце %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>Переложите карту %1 и %n карту поверх неё из столбца %2 в пустой столбец %3.</numerusform>
            <numerusform>Переложите карту %1 и %n карты поверх неё из столбца %2 в пустой столбец %3.</numerusform>
            <numerusform>Переложите карту %1 и %n карт поверх неё из столбца %2 в пустой столбец %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>Стол перед сдачей %1; в колоде осталась %n карта:</numerusform>
            <numerusform>Стол перед сдачей %1; в колоде осталось %n карты:</numerusform>
            <numerusform>Стол перед сдачей %1; в колоде осталось %n карт:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>Стол после хода %1: к этому моменту собрана %n последовательность.</numerusform>
            <numerusform>Стол после хода %1: к этому моменту собрано %n последовательности.</numerusform>
            <numerusform>Стол после хода %1: к этому моменту собрано %n последовательностей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>Собраны все последовательности (%n), стол пуст: игра выиграна.</numerusform>
            <numerusform>Собраны все %n последовательности, стол пуст: игра выиграна.</numerusform>
            <numerusform>Собраны все %n последовательностей, стол пуст: игра выиграна.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Score: %1</source>
        <translation>Счёт: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ходы: %1</translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation>Собрано: %1 из %2</translation>
    </message>
    <message>
        <source>Game code: click to copy it</source>
        <translation>Код игры: щёлкните, чтобы скопировать</translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation>Осталось сдач: %1</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>нет кода</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>Код игры: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Время: %1</translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>Код игры %1 скопирован</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation>По ходу игры счёт ни разу не опускался до %1, поэтому итоговый счёт равен этой сумме.</translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation>По ходу игры счёт останавливался на %1, поэтому игра закончилась со счётом %2.</translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation>%1: выигранные игры шаг за шагом</translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation>На этой странице выигранные игры воспроизводятся целиком, ход за ходом. Рисунки показывают стол в начале, перед каждой сдачей, после того как очередная последовательность уходит со стола, и в конце.</translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation>Каждый расклад можно открыть по его коду и повторять ходы вслед за описанием.</translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation>Подбирается пример: выигранная партия в пасьянс «%1» с кодом %2. Он появится здесь, как только будет найден.</translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation>Не удалось вовремя найти выигранную партию в пасьянс «%1». Расклад с кодом %2, возможно, всё же выигрышный: попробуйте сами.</translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation>Стол в начале игры:</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation>Ходы с %1 по %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation>Открывается %1.</translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation>Последовательность %1 собрана и уходит со стола.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation>Переложите карту %1 из столбца %2 в пустой столбец %3.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation>Переложите карту %1 из столбца %2 на карту %3 в столбце %4.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Мышь</translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation>Перетащите карты в столбец; двойной щелчок отправляет их в лучший столбец; щелчок по колоде сдаёт карты. Если включён параметр «Брать и класть щелчком» (в окне «Параметры»), щелчок берёт карты, а щелчок по столбцу кладёт их туда.</translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation>В игру можно играть целиком с клавиатуры. Стрелки выбирают карты, Enter отправляет их на место.</translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation>С программой экранного доступа каждый столбец зачитывается, когда получает фокус, начиная с верхней карты; после хода, сдачи или отмены столбец с фокусом сообщает, что произошло. Клавиши чтения, перечисленные ниже, снова зачитывают части стола.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Клавиша</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Клавиатура и мышь</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Правила пасьянса «%1»</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Раскладка</translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation>Куда класть карту</translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation>Перенос группы</translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation>Пустой столбец</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation>Выбор правила</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation>Собранные последовательности</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation>Коды игр</translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation>Чем помогает приложение</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>«%1» и «%2»</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Шансы на победу</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Советы</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>Кратко</translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation>«%1» — пасьянс для одного игрока.</translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation>Приложение не даёт подсказок, пока вы не включите «%1» в окне «%2»; пункт «%3» в меню «%4» спрашивает у решателя, можно ли выиграть расклад, и может показать, как это сделать. Когда уже ничего не помогает, начните расклад заново или начните новую игру.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation>%1: %2 (в пасьянсе «%4» — %3).</translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation>Карт в игре</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцов</translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation>Последовательностей для сбора</translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation>Сдач из колоды</translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation>Карты кладутся и переносятся так же, как в пасьянсе «%1», и пустой столбец принимает те же карты.</translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation>Чем пасьянс «%1» отличается от пасьянса «%2»:</translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation>%1 масть: почти каждый расклад</translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation>%1 масти: около %2% раскладов</translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation>Сколько раскладов можно выиграть при хорошей игре — по данным общей статьи о пасьянсе «Паук» (на итальянском языке), одного из источников этой справки:</translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation>По той же статье, обычная партия длится от %1 до %2 минут. Это её цифры, они не измерены на раскладах этого приложения.</translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation>Расклады, выигранные собственным решателем приложения, который видит все карты (и закрытые, и порядок карт в колоде) и тратит на расклад не более %1 секунд; игрок, не видящий скрытых карт, выигрывает реже:</translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation>В первую очередь открывайте закрытые карты: каждая открытая карта даёт больше сведений и открывает новые ходы.</translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation>Если карту можно положить на одну из двух карт, выбирайте карту той же масти: цепочка одной масти переносится целиком, а смешанную приходится разбирать.</translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation>Держите пустой столбец свободным как можно дольше: используйте его, чтобы разобрать цепочки или добраться до нужной карты, а потом снова освободите.</translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation>Король, лежащий на закрытых картах, может уйти только в пустой столбец: продумайте это заранее, пока в колоде ещё есть карты.</translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation>Сдавайте, только когда полезных ходов не осталось: сдача накрывает цепочки, которые вы выстраивали.</translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation>Пользуйтесь командой «%1», чтобы исследовать варианты: попробуйте ход и отмените его, если он ни к чему не ведёт.</translation>
    </message>
    <message>
        <source>on by default</source>
        <translation>по умолчанию включено</translation>
    </message>
    <message>
        <source>off by default</source>
        <translation>по умолчанию выключено</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation>Одиночный щелчок по карте её не перемещает.</translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation>Четыре параметра меняют способ переноса карт; каждый из них включается и выключается в меню «%1» или в окне «%2».</translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation>Команда «%1» отменяет последние действия, до %2 штук, включая сдачи: счёт и счётчик ходов возвращаются к прежним значениям, а последовательность, собранная отменённым ходом, возвращается в свой столбец. Команда «%3» повторяет отменённое действие.</translation>
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
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The letter after the number of suits names the rule: %1.</source>
        <translation>Буква после числа мастей обозначает правило: %1.</translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation>При классическом правиле буквы после числа мастей нет; другие правила добавляют свою: %1.</translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation>У каждого расклада есть код игры, например %1. Он начинается с букв варианта и версии формата кода (%2), затем идут «S» и число мастей; %3 букв после последнего дефиса задают номер перетасовки.</translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation>Чтобы снова сыграть расклад или сыграть тот, что прислал друг, выберите «%1 ▸ %2» и введите или вставьте код в поле «%3» окна «%4». Команда «%1 ▸ %5» копирует код текущей игры. Один и тот же код всегда раскладывает одни и те же карты, на любом компьютере.</translation>
    </message>
    <message>
        <source>%1 (the default): the rules as described above.</source>
        <translation>%1 (по умолчанию): правила, описанные выше.</translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation>%1 — для %2 мастей. %3</translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation>В окне «Новая игра» можно выбрать правило:</translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation>С 1 мастью доступно только классическое правило: все карты одной масти, так что выбор мало что изменил бы.</translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation>На этой странице описана игра по правилу «%1», выбранному в окне «Новая игра».</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Сдача %1</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Сдачи %1–%2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation>Колоды нет, поэтому сдавать нечего.</translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation>Пока хотя бы один столбец пуст, сдавать нельзя: сначала положите туда карту.</translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation>Сдавать можно, даже если какой-то столбец пуст.</translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation>Когда столбец заканчивается 13 открытыми картами одной масти от короля до туза, эта последовательность сама уходит со стола сразу после хода или сдачи, которые её собрали.</translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation>Одна сдача может собрать последовательности сразу в нескольких столбцах.</translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation>Закрытая карта, которую она накрывала, открывается.</translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation>При любом правиле со стола уходит только последовательность одной масти.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
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
        <translation>Масти</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>открыта</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>все открыты</translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation>открыта только последняя</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation>Всего: %1, из них закрытых — %2, открытых — %3.</translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation>Всего: %1, все открыты.</translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation>Колоды нет: все карты с самого начала лежат на столе.</translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation>Туз — младшая карта, король — старшая, поэтому на туза ничего класть нельзя.</translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation>Когда из столбца уходит последняя открытая карта, закрытая карта под ней открывается сама.</translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Карты старше короля нет, поэтому король — один или во главе группы — может пойти только в пустой столбец.</translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Короля нельзя положить ни на одну карту, поэтому король — один или во главе группы — может пойти только в пустой столбец.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation>Открытую карту можно положить на последнюю карту другого столбца, если та ровно на одно достоинство старше, независимо от масти: например, %1 — на %2, дама — на короля.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation>Открытую карту можно положить на последнюю карту другого столбца, только если та той же масти и ровно на одно достоинство старше: например, %1 — на %2, но не на %3.</translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation>Карту можно положить на: %1.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation>Несколько открытых карт в конце столбца переносятся вместе, если их достоинства убывают по одному (8, 7, 6) и все они одной масти.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation>Несколько открытых карт в конце столбца переносятся вместе, если их достоинства убывают по одному (8, 7, 6), независимо от мастей.</translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation>Любую открытую карту можно переносить вместе со всеми лежащими на ней картами, по порядку они лежат или нет.</translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation>Вместе переносятся: %1.</translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation>Группа кладётся как одна карта: её первая карта должна подходить к тому месту, куда её кладут.</translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation>Длина группы не ограничена.</translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation>Цепочка из разных мастей остаётся на месте, хотя достоинства в ней убывают: её приходится разбирать по одной карте.</translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation>В пустой столбец можно положить любую карту или любую группу, которую можно перенести, а не только короля. Это самое полезное место на столе: отложите туда карту, чтобы добраться до той, что под ней.</translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation>В пустой столбец можно положить только короля — одного или во главе группы.</translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation>Пустой столбец принимает: %1.</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>В начале: %1</translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation>За каждый ход картой или группой: %1</translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation>За каждую сдачу: %1</translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation>За каждую собранную последовательность: %1</translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation>Нижнего предела у счёта нет: в долгой игре он может уйти ниже нуля.</translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation>Счёт никогда не опускается ниже %1: после каждого действия он останавливается на этой отметке.</translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation>Счётчик ходов учитывает ходы и сдачи; сбор последовательности ходом не считается.</translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation>Счётчик ходов учитывает ходы; сбор последовательности ходом не считается.</translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation>Очки начисляются так:</translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation>Это собственная система очков %1: в других версиях игры очки считают по-другому.</translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation>Например, если игра выиграна и ходов сделано %1, итоговый счёт: %2 = %3.</translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation>Это ниже %1, поэтому счёт остаётся равным %1.</translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation>Здесь предполагается, что по ходу игры счёт ни разу не опускался до %1.</translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation>Пасьянс «%1» добавлен плагином. В книгах, на сайтах и в других приложениях его могут описывать с другой раскладкой или другими подробностями; при расхождениях приложение следует плагину.</translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation>Об этих страницах</translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation>Страница «Правила» составлена по данным, которые объявляет пасьянс «%1» (карты, столбцы, план сдач, какие карты переносятся, очки), поэтому она всегда говорит именно то, что проверяет приложение.</translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation>Пасьянс «%1» на настоящем столе</translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation>Печатные и онлайн-правила пасьянса «Паук» сходятся в том, как переносятся карты, но не всегда — в том, как начинается игра.</translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation>Википедия</translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation>Википедия начинает игру так же, как это приложение: 54 карты в 10 столбцах, затем остальные 50 сдаются по десять, когда ни один столбец не пуст.</translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation>Bicycle</translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation>Bicycle, производитель игральных карт, раскладывает десять столбцов по пять карт, из которых первые четыре в каждом закрыты.</translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation>Оба источника требуют заполнить все пустые места перед сдачей нового ряда; так же поступает и приложение.</translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation>Википедия описывает «Паучиху» как «Паука» с одной колодой, разложенной как в «Косынке»: семь столбцов от 1 до 7 карт. Эту раскладку и использует приложение.</translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>Цель — собрать цепочки от короля до туза, каждую одной масти: собранная цепочка уходит со стола, а игра выиграна, когда уйдут все %n последовательность.</numerusform>
            <numerusform>Цель — собрать цепочки от короля до туза, каждую одной масти: собранная цепочка уходит со стола, а игра выиграна, когда уйдут все %n последовательности.</numerusform>
            <numerusform>Цель — собрать цепочки от короля до туза, каждую одной масти: собранная цепочка уходит со стола, а игра выиграна, когда уйдут все %n последовательностей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>В игре используется %n карта.</numerusform>
            <numerusform>В игре используются %n карты.</numerusform>
            <numerusform>В игре используется %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>Это столько же, сколько в %n колоде по 52 карты.</numerusform>
            <numerusform>Это столько же, сколько в %n колодах по 52 карты.</numerusform>
            <numerusform>Это столько же, сколько в %n колодах по 52 карты.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>Число мастей, выбранное в окне «Новая игра», меняет состав этой %n карты, но никогда — их количество:</numerusform>
            <numerusform>Число мастей, выбранное в окне «Новая игра», меняет состав этих %n карт, но никогда — их количество:</numerusform>
            <numerusform>Число мастей, выбранное в окне «Новая игра», меняет состав этих %n карт, но никогда — их количество:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>последняя %n открыта</numerusform>
            <numerusform>последние %n открыты</numerusform>
            <numerusform>последние %n открыты</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>от %1 до %n карты, в каждом следующем столбце на одну больше</numerusform>
            <numerusform>от %1 до %n карт, в каждом следующем столбце на одну больше</numerusform>
            <numerusform>от %1 до %n карт, в каждом следующем столбце на одну больше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>от %1 до %n карты, в каждом следующем столбце на одну меньше</numerusform>
            <numerusform>от %1 до %n карт, в каждом следующем столбце на одну меньше</numerusform>
            <numerusform>от %1 до %n карт, в каждом следующем столбце на одну меньше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>по %n карте</numerusform>
            <numerusform>по %n карты</numerusform>
            <numerusform>по %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>Карты раскладываются в %n столбец, слева направо:</numerusform>
            <numerusform>Карты раскладываются в %n столбца, слева направо:</numerusform>
            <numerusform>Карты раскладываются в %n столбцов, слева направо:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>Остальная %n карта лежит в колоде.</numerusform>
            <numerusform>Остальные %n карты лежат в колоде.</numerusform>
            <numerusform>Остальные %n карт лежат в колоде.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>по одной карте на каждый из %n столбца, с первого по последний</numerusform>
            <numerusform>по одной карте на каждый из %n столбцов, с первого по последний</numerusform>
            <numerusform>по одной карте на каждый из %n столбцов, с первого по последний</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>%n карта, по одной на каждый из столбцов %1</numerusform>
            <numerusform>%n карты, по одной на каждый из столбцов %1</numerusform>
            <numerusform>%n карт, по одной на каждый из столбцов %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>Чтобы сдать, щёлкните по колоде или нажмите D. Колода сдаётся за %n сдачу, все карты — лицом вверх:</numerusform>
            <numerusform>Чтобы сдать, щёлкните по колоде или нажмите D. Колода сдаётся за %n сдачи, все карты — лицом вверх:</numerusform>
            <numerusform>Чтобы сдать, щёлкните по колоде или нажмите D. Колода сдаётся за %n сдач, все карты — лицом вверх:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>Игра выиграна, когда собраны все %n последовательность и на столе не осталось карт.</numerusform>
            <numerusform>Игра выиграна, когда собраны все %n последовательности и на столе не осталось карт.</numerusform>
            <numerusform>Игра выиграна, когда собраны все %n последовательностей и на столе не осталось карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>Например, если игра выиграна и ходов сделано %1 (из них %n сдача), итоговый счёт: %2 = %3.</numerusform>
            <numerusform>Например, если игра выиграна и ходов сделано %1 (из них %n сдачи), итоговый счёт: %2 = %3.</numerusform>
            <numerusform>Например, если игра выиграна и ходов сделано %1 (из них %n сдач), итоговый счёт: %2 = %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>Код игры этого расклада — %1 (%n масть): введите его в окне «Новая игра», чтобы разложить те же карты и повторять ходы вслед за описанием.</numerusform>
            <numerusform>Код игры этого расклада — %1 (%n масти): введите его в окне «Новая игра», чтобы разложить те же карты и повторять ходы вслед за описанием.</numerusform>
            <numerusform>Код игры этого расклада — %1 (%n мастей): введите его в окне «Новая игра», чтобы разложить те же карты и повторять ходы вслед за описанием.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>Сдайте новый ряд: %n карта из колоды.</numerusform>
            <numerusform>Сдайте новый ряд: %n карты из колоды.</numerusform>
            <numerusform>Сдайте новый ряд: %n карт из колоды.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%n масть: выиграно %1 из %2 раскладов (%3%)</numerusform>
            <numerusform>%n масти: выиграно %1 из %2 раскладов (%3%)</numerusform>
            <numerusform>%n мастей: выиграно %1 из %2 раскладов (%3%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence follows without a space (a space there shows as a gap).</extracomment>
        <translation>Столбец %1</translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation>Столбцы %1–%2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A run of column numbers: %1 the first, %2 the last.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>← →</source>
        <extracomment>What ``BoardView.keyPressEvent`` answers, in the order the Keyboard page lists it. The keys of the window&apos;s actions (D to deal, Ctrl+Z…) are in :data:`COMMANDS`.</extracomment>
        <translation>← →</translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
        <translation>Переместить фокус в соседний столбец.</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation>Взять больше или меньше из тех карт, которые можно перенести.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Пробел</translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation>Отправить выбранные карты в лучший столбец.</translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation>1 … 9, 0</translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation>Отправить выбранные карты в столбец с 1 по 9 или в 10-й.</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation>Снять фокус.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation>Прочитать столбец с фокусом, начиная с верхней карты.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation>Прочитать во всех столбцах карты, которые можно перенести.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation>Прочитать колоду, счёт и число ходов.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Примеры</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Источники</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>Правила выбранной игры</translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation>Выигранные игры целиком, ход за ходом, с рисунками стола</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>Откуда взяты правила</translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation>Клавиши и действия мышью на игровом столе</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation>Игра, правила и примеры которой показаны</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Страницы справки</translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation>Загрузка плагинов…</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Загрузка: %1…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Пара&amp;метры…</translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation>Можно ли выиграть этот &amp;расклад?</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation>&amp;Ввести код игры…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Копировать код игры</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>Начать расклад &amp;заново</translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation>Вернуться к &amp;отложенной игре</translation>
    </message>
    <message>
        <source>W&amp;here Was It Lost?</source>
        <translation>&amp;Где была проиграна игра?</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Сдать</translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation>&amp;Копировать описание стола</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>Де&amp;монстрация</translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation>Перенос &amp;двойным щелчком</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>&amp;Автоматическое размещение</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>&amp;Подсветка столбцов</translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation>&amp;Напоминания о правилах</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>Анима&amp;ция</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation>Пла&amp;гины…</translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation>&amp;Правила и справка</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Клавиатура</translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation>&amp;О программе spider-qt</translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation>Описание стола скопировано</translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation>О программе spider-qt</translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation>Пасьянс «Паук» и его родственники; варианты подключаются плагинами.</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n масть</numerusform>
            <numerusform>%n масти</numerusform>
            <numerusform>%n мастей</numerusform>
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
        <translation>&amp;Код игры:</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Easy (1 suit)</source>
        <translation>Лёгкий (1 масть)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Средний (2 масти)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Сложный (4 масти)</translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation>например, SP1-S2C-AAAAAAD; оставьте пустым для случайного расклада</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Вариант:</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Масти</translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation>&amp;Масти:</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>&amp;Правило:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Код игры</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation>Оставьте пустым для случайного расклада</translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation>&amp;Включить встроенные плагины</translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation>Нет доступных игр — %1</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation>Нет доступных игр</translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation>Не загружен ни один вариант игры: все игры spider-qt, включая «Паука», поставляются плагинами.</translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation>spider-qt запущен в безопасном режиме, в котором загружаются только встроенные плагины.</translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation>Выключены: %1.</translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation>Не удалось загрузить:</translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation>Не найдены даже встроенные плагины, значит, установка spider-qt неполная; переустановите программу, чтобы вернуть игры.</translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation>Чтобы снова играть, включите встроенные плагины кнопкой ниже (или в меню «Настройки → Плагины…») либо запустите spider-qt с параметром --reset-plugins.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation>Не удалось использовать файл настроек, поэтому spider-qt запускается с настройками по умолчанию.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation>Не удалось использовать сохранённую игру, поэтому продолжить её нельзя; начинается новая игра.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation>Не удалось использовать файл статистики, поэтому статистика начинается с нуля.</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation>Ваши настройки сохранены более новой версией spider-qt. Эта версия не изменяет их и использует настройки по умолчанию; изменения, сделанные сейчас, действуют до закрытия spider-qt.</translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation>Ваша игра сохранена более новой версией spider-qt. Эта версия не изменяет сохранение; текущая игра не сохраняется.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation>Ваша статистика сохранена более новой версией spider-qt. Эта версия не изменяет её; игры, сыгранные сейчас, в неё не засчитываются.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation>Не удалось сохранить настройки (%1); изменения действуют до закрытия spider-qt.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation>Не удалось сохранить текущую игру (%1); после закрытия spider-qt её нельзя будет продолжить.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation>Не удалось сохранить статистику (%1); она хранится до закрытия spider-qt.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Повреждённый файл сохранён как %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Не удалось переместить повреждённый файл (%1).</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>Технические подробности: %1</translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation>Для вашей сохранённой партии в пасьянс «%1» нужен плагин, который сейчас не загружен. Партия сохранена как %2 и будет продолжена, когда плагин вернётся.</translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Один плагин не удалось загрузить, он пропущен; всё остальное работает. Подробности — в меню «Настройки → Плагины…».</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Некоторые плагины не удалось загрузить, они пропущены; всё остальное работает. Подробности — в меню «Настройки → Плагины…».</translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation>Другие незагруженные плагины, не перечисленные здесь: %1. Полный список — в меню «Настройки → Плагины…».</translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation>Ваша сохранённая партия в пасьянс «%1» создана с версией %2 плагина %3, а версия %4 разыгрывает её иначе. Партия сохранена как %5 и будет продолжена, если вернётся версия %2.</translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation>Ваша сохранённая партия в пасьянс «%1», отложенная, пока не было её плагина, возвращена и продолжена.</translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation>Вернуться к отложенной игре?</translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation>Вашу сохранённую партию в пасьянс «%1» снова можно продолжить: её плагин вернулся.</translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation>Продолжить её сейчас? Текущая игра будет отложена: вернуться к ней можно через «Игра → Вернуться к отложенной игре».</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>По&amp;зже</translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation>Добавляет вариант «%1»</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Добавляет %n вариант: %1</numerusform>
            <numerusform>Добавляет %n варианта: %1</numerusform>
            <numerusform>Добавляет %n вариантов: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation>Добавляет правило «%1»</translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation>Добавляет правило «%1» (для пасьянсов: %2)</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Добавляет %n правило: %1</numerusform>
            <numerusform>Добавляет %n правила: %1</numerusform>
            <numerusform>Добавляет %n правил: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>Темы карт</translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation>Добавляет тему карт «%1»</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation>
            <numerusform>Добавляет %n тему карт: %1</numerusform>
            <numerusform>Добавляет %n темы карт: %1</numerusform>
            <numerusform>Добавляет %n тем карт: %1</numerusform>
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
        <translation>Плагины</translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation>Безопасный режим</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>&amp;Подробности:</translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation>Сведения о плагине</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;Копировать подробности</translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation>Скопировать сведения о выбранном плагине, чтобы вставить их в отчёт об ошибке.</translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation>Плагин</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Добавляет</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>The switch is the name&apos;s checkbox: a player switches &quot;Simple Simon&quot;, not a column. Origins in the order they are listed, with the words a player sees for them.</extracomment>
        <translation>Встроенный</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Установленный</translation>
    </message>
    <message>
        <source>Plugins folder</source>
        <translation>Папка плагинов</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Включён</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Выключен</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation>нет</translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation>Включите его, чтобы увидеть, что он добавляет</translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation>Безопасный режим: загружены только встроенные плагины.</translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation>Выберите плагин, чтобы увидеть подробности.</translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation>Неактивен (нужен %1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1 (%2 с)</translation>
    </message>
    <message>
        <source>Slow to load: %1</source>
        <translation>Долго загружается: %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Название: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Состояние: %1</translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation>Его не удалось загрузить, поэтому он ничего не добавляет. Ниже — описание ошибки для автора плагина.</translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation>Для автора плагина:</translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation>Идентификатор плагина: %1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>Версия: %1</translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Расположение: %1</translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation>Описание: %1</translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>Варианты: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>Требует: %1</translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation>Время загрузки: %1 с</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Предупреждение: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation>%1 (не будет загружен при следующем запуске)</translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation>%1 (включается со следующего запуска)</translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation>%1 (выключается со следующего запуска)</translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation>Изменения вступят в силу при следующем запуске spider-qt.</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>Текущая игра продолжается.</translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation>Плагин «%1» не удалось загрузить (см. подробности); при следующем запуске spider-qt будет ещё одна попытка.</translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation>Больше нельзя начать новые игры: %1.</translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation>Правило «%1» больше нельзя выбрать.</translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation>Больше нельзя выбрать правила: %1.</translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation>Теперь можно начать новые игры: %1.</translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation>Теперь можно выбрать правило «%1».</translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation>Теперь можно выбрать правила: %1.</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>Плагин «%1» включён.</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>Плагин «%1» выключен.</translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation>Плагин «%1» остаётся включённым: это последний плагин с вариантами игры, а без него играть было бы не во что.</translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation>Если выключить плагин «%1», станут неактивными и эти правила: %2.</translation>
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
        <translation>Пока нечего разбирать: не сделано ни одного хода.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Сбой решателя: %1</translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message>
        <source>Could It Have Been Shorter?</source>
        <translation>Можно ли было короче?</translation>
    </message>
    <message>
        <source>Where Was It Lost?</source>
        <translation>Где была проиграна игра?</translation>
    </message>
    <message>
        <source>Looking back over the game, every card known…</source>
        <translation>Игра разбирается с конца, все карты известны…</translation>
    </message>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>Решатель выигрывает этот расклад с начала за %n ход; у вас ушло %1.</numerusform>
            <numerusform>Решатель выигрывает этот расклад с начала за %n хода; у вас ушло %1.</numerusform>
            <numerusform>Решатель выигрывает этот расклад с начала за %n ходов; у вас ушло %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the line with Next.</source>
        <translation>Ходы показываются кнопкой «Далее».</translation>
    </message>
    <message>
        <source>The solver found no line from the start within the time.</source>
        <translation>За отведённое время решатель не нашёл выигрышных ходов с начала.</translation>
    </message>
    <message>
        <source>This deal from the stock lost the game. Before it, a win was still possible.</source>
        <translation>Эта сдача из колоды проиграла игру. До неё победа была ещё возможна.</translation>
    </message>
    <message>
        <source>This move lost the game: %1. Before it, a win was still possible.</source>
        <translation>Этот ход проиграл игру: %1. До него победа была ещё возможна.</translation>
    </message>
    <message>
        <source>This deal could not be won: no line wins it from its start (proven).</source>
        <translation>Этот расклад нельзя было выиграть: никакие ходы не ведут к победе с начала (доказано).</translation>
    </message>
    <message>
        <source>The game was already lost at the oldest position kept (proven).</source>
        <translation>Игра была проиграна уже в самой ранней сохранённой позиции (доказано).</translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>Нигде: отсюда ещё можно выиграть (доказано выигрышем за %n ход).</numerusform>
            <numerusform>Нигде: отсюда ещё можно выиграть (доказано выигрышем за %n хода).</numerusform>
            <numerusform>Нигде: отсюда ещё можно выиграть (доказано выигрышем за %n ходов).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it was lost was not decided within the time.</source>
        <translation>За отведённое время не удалось установить, где игра была проиграна.</translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>После %n хода победа была ещё возможна (доказано выигрышными ходами): эта позиция.</numerusform>
            <numerusform>После %n ходов победа была ещё возможна (доказано выигрышными ходами): эта позиция.</numerusform>
            <numerusform>После %n ходов победа была ещё возможна (доказано выигрышными ходами): эта позиция.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whether this game could be won was not decided within the time.</source>
        <translation>За отведённое время не удалось установить, можно ли было выиграть эту игру.</translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>После %n хода игра была проиграна (доказано).</numerusform>
            <numerusform>После %n ходов игра была проиграна (доказано).</numerusform>
            <numerusform>После %n ходов игра была проиграна (доказано).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the actions the undo history kept were looked at.</source>
        <translation>Рассмотрены только ходы, сохранённые в истории отмены.</translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>Выигрышные ходы отсюда: %n ход. Показывайте их кнопкой «Далее».</numerusform>
            <numerusform>Выигрышные ходы отсюда: %n хода. Показывайте их кнопкой «Далее».</numerusform>
            <numerusform>Выигрышные ходы отсюда: %n ходов. Показывайте их кнопкой «Далее».</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2: the game is won.</source>
        <translation>Ход %1 из %2: игра выиграна.</translation>
    </message>
    <message>
        <source>Step %1 of %2.</source>
        <translation>Ход %1 из %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2. Next: %3.</source>
        <translation>Ход %1 из %2. Далее: %3.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation>Вернуть всем показанным здесь параметрам исходные значения.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить действие</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить действие</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>В&amp;ставить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <extracomment>The right-click menu of a scroll bar (the Help pages, the Plugins dialog&apos;s details).</extracomment>
        <translation>Прокрутить сюда</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>К левой границе</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>К правой границе</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>На страницу влево</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>На страницу вверх</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>На страницу вправо</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>На страницу вниз</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Прокрутить влево</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Прокрутить вверх</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Прокрутить вправо</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Прокрутить вниз</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>The right-click menu of read-only rich text (the Help pages).</extracomment>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Скопировать &amp;адрес ссылки</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Далее</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Вернуться к игре</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation>Столбца %1 нет: столбцы нумеруются от 1 до %2.</translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation>Карты нужно переносить в другой столбец.</translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation>Столбец %1 пуст: переносить нечего.</translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation>В столбце %1 нет карты на позиции %2.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation>Закрытую карту перенести нельзя.</translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation>Эти карты нельзя перенести вместе: %2 и %1 не идут подряд по убыванию.</translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation>Эти карты нельзя перенести вместе: группа должна быть одной масти, а %2 и %1 — разных мастей.</translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation>На туза ничего класть нельзя (здесь это %1).</translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation>Карту %1 можно положить только на карту на одно достоинство старше; %2 не подходит.</translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation>Карту %1 можно положить только на карту своей масти на одно достоинство старше; %2 не подходит.</translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation>Пустой столбец можно занять только королём (или группой, которая начинается с короля), а не картой %1.</translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation>Карту %1 некуда переложить: не подходит ни один другой столбец.</translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation>Карту %1 вместе с картами поверх неё некуда переложить: не подходит ни один другой столбец.</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>Колода пуста: сдавать больше нечего.</translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation>Перед сдачей заполните все пустые столбцы (№ %1).</translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation>Перед сдачей в каждом столбце должна быть карта, но карт на столе меньше, чем столбцов (%1 на %2): отмените ход или начните новую игру.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Повторять нечего.</translation>
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
        <translation>Свободная сдача</translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation>Сдавать из колоды можно, даже если какой-то столбец пуст.</translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation>Каждый столбец, до которого доходит сдача, получает свою карту, в том числе пустой; всё остальное — как в классическом правиле. В других приложениях это часто называют смягчённым «Пауком».</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Смягчённое</translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation>Группу карт по убыванию можно переносить вместе, даже если масти смешаны.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классическое</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Hints and demo</source>
        <translation>Подсказки и демонстрация</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation>Перенос двойным щелчком</translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation>Двойной щелчок по карте отправляет её вместе с картами поверх неё в лучший столбец: на карту той же масти на одно достоинство старше, иначе на любую карту на одно достоинство старше, иначе в пустой столбец.</translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation>Автоматическое размещение</translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation>Карты, брошенные туда, куда их класть нельзя, отправляются в лучший столбец, а не возвращаются назад.</translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation>Подсветка столбцов</translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation>Пока вы перетаскиваете карты, подсвечиваются столбцы, которые могут их принять.</translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation>Напоминания о правилах</translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation>После недопустимого хода короткая заметка сообщает, какое правило его запретило.</translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation>Спрашивать, прежде чем бросить игру</translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation>«Начать расклад заново» и «Новая игра» сначала спрашивают подтверждение, если в текущей игре уже есть ходы: брошенная игра засчитывается как поражение.</translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation>В меню «Правка» появляются «Подсказка», которая показывает хороший ход, и «Демонстрация», которая играет сама. Игра, в которой использовалась любая из них, учитывается в статистике отдельно.</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Только выигрышные расклады</translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation>Для новых игр выбираются только расклады, которые решатель смог выиграть. Введённый код игры всегда разыгрывается как есть.</translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation>Брать и класть щелчком</translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation>Щелчок по карте берёт её вместе с картами поверх неё; щелчок по столбцу кладёт их туда. Если выключено, одиночный щелчок ничего не делает, как в классической игре.</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Таймер</translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation>Время игры показывается в строке состояния и в окне победы, а в статистике хранится лучшее время.</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation>Панель инструментов</translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation>Кнопки над столом: «Новая игра», «Начать расклад заново», «Отменить», «Повторить», «Сдать» и, если подсказки включены, «Подсказка».</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Внешний вид</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Анимация</translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation>Карты плавно скользят, вылетают из колоды и переворачиваются, а не перескакивают.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Скорость анимации</translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation>Насколько быстро проигрывается анимация.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Светлое или тёмное оформление</translation>
    </message>
    <message>
        <source>The table, the marks and words on it, the dialogs and the status bar in light or dark colours; by default as the system has them, switching when it does.</source>
        <translation>Стол, отметки и надписи на нём, диалоги и строка состояния в светлых или тёмных цветах; по умолчанию как в системе, и меняются вместе с ней.</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлое</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмное</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>Тема карт</translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation>Внешний вид карт. Другие темы можно добавить плагинами или через папку тем.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Четырёхцветная колода</translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation>У каждой масти свой цвет: пики чёрные, черви красные, бубны синие, трефы зелёные.</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Рубашка карт</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation>Узор на рубашке карт.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синяя</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красная</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёная</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The language of the menus and messages; the system&apos;s language by default.</source>
        <translation>Язык меню и сообщений; по умолчанию — язык системы.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation>Последний вариант</translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation>Вариант, выбранный для последней новой игры (если пусто — первый установленный).</translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation>Последнее число мастей</translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation>Число мастей, выбранное для последней новой игры.</translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation>Последнее правило</translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation>Правило, выбранное для последней новой игры.</translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation>Выключенные плагины</translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation>Плагины, выключенные в окне «Плагины»: они не загружаются при запуске.</translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation>Геометрия окна</translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation>Положение и размер окна в том виде, как их сохранил Qt (шестнадцатеричное значение).</translation>
    </message>
</context>
<context>
    <name>SolverProgressBox</name>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>The progress bar counts in thousandths: smooth, and whole numbers for Qt.</extracomment>
        <translation>&amp;Отмена</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>выбрана %n карта</numerusform>
            <numerusform>выбраны %n карты</numerusform>
            <numerusform>выбрано %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation>Столбец %1, %2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Столбец %1: %2</translation>
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
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Можно переносить: %1.</translation>
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
        <translation>Игра</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Процент побед</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Лучший счёт</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Меньше всего ходов</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Текущая серия</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Самая длинная серия</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation>Лучшее время</translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation>Сыграно с помощью</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Выиграно с помощью</translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation>Пока не учтено ни одной игры: игра учитывается после первого хода.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Сбросить статистику…</translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation>Удалить все записи (после подтверждения).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n масть</numerusform>
            <numerusform>%n масти</numerusform>
            <numerusform>%n мастей</numerusform>
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
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation>Удалить статистику всех сыгранных игр?

Это действие нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation>Ваши настройки (%1)</translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation>Текущая игра: в следующий раз её нельзя будет продолжить (%1)</translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation>Ваша статистика за этот сеанс (%1)</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Повторить попытку</translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation>Закрыть &amp;без сохранения</translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation>Не удалось сохранить следующее; если закрыть spider-qt сейчас, это будет потеряно:</translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation>Освободите место на диске (или разрешите запись в папку) и повторите попытку.</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Scorpion</source>
        <translation>Скорпион</translation>
    </message>
    <message>
        <source>One deck in seven columns, mostly face up; move any face-up card with everything on it and build down in suit.</source>
        <translation>Одна колода в семи столбцах, карты в основном открыты; любую открытую карту можно переносить со всем, что на ней лежит; карты кладутся по убыванию в масть.</translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Карту можно положить только на следующую по старшинству карту своей масти. Любую открытую карту можно переносить вместе со всеми лежащими на ней картами, по порядку они лежат или нет. В пустой столбец можно положить только короля — одного или вместе с картами на нём. Резерв сдаётся за один раз на первые три столбца, и сдавать его можно, даже если какой-то столбец пуст. Каждая цепочка одной масти от короля до туза уходит со стола; игра выиграна, когда уйдут все четыре.</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Простофиля Симон</translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation>Одна колода, вся открытая, в десяти столбцах, без сдач; соберите четыре последовательности от короля до туза в масть.</translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>С самого начала все карты открыты, и сдавать нечего. Карту можно положить на любую карту на одно достоинство старше, независимо от масти. Вместе переносится только цепочка одной масти, убывающая по одному. Пустой столбец принимает любую карту или цепочку, которую можно перенести. Каждая цепочка одной масти от короля до туза уходит со стола; игра выиграна, когда уйдут все четыре.</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Паук</translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation>Две колоды в десяти столбцах; соберите восемь последовательностей от короля до туза в масть.</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Паучиха</translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation>Одна колода в семи столбцах; соберите четыре последовательности от короля до туза в масть.</translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation>Вы выиграли с помощью приложения!</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Переиграть</translation>
    </message>
    <message>
        <source>Could It Have Been &amp;Shorter?</source>
        <translation>Можно ли было &amp;короче?</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Счёт: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ходы: %1</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>Время игры: %1</translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation>Победа с помощью: в статистике учитывается отдельно.</translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation>новый лучший счёт!</translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation>новое лучшее время!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Лучший счёт: %1</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>Лучшее время: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>Серия побед: %n игра</numerusform>
            <numerusform>Серия побед: %n игры</numerusform>
            <numerusform>Серия побед: %n игр</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Выигрышный расклад</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation>Поиск расклада, который решатель может выиграть…</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation>Поиск расклада, который решатель может выиграть… (расклад %1)</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Сбой решателя: %1</translation>
    </message>
</context>
</TS>
