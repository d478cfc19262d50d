<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation>Reiniciar esta partida?</translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation>Reiniciar esta partida desde o começo?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation>Começar um novo jogo?</translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation>Deixar este jogo e começar um novo?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>O jogo em andamento (%n movimento) termina e conta como derrota nas estatísticas.</numerusform>
            <numerusform>O jogo em andamento (%n movimentos) termina e conta como derrota nas estatísticas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give Up and See &amp;Where It Was Lost</source>
        <translation>Desistir e ver &amp;onde o jogo foi perdido</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuar jogando</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>Não &amp;perguntar de novo</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>%n carta distribuída</numerusform>
            <numerusform>%n cartas distribuídas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%1 e mais %n carta para a %2</numerusform>
            <numerusform>%1 e mais %n cartas para a %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%1 e mais %n carta de volta para a %2</numerusform>
            <numerusform>%1 e mais %n cartas de volta para a %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Desfeito.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Novo jogo.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 para a %2</translation>
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
        <translation>carta virada para cima: %1</translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>sequência de %1 removida</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Refeito: %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>a distribuição</translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation>%1 de volta para a %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Desfeito: %1</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Seconds the demo&apos;s solver may search from the position before it gives up. How long a status bar message stays (ms). With hints on, the worker starts this long after the window (ms): out of the start-up&apos;s way, yet ready before the first hint, which would otherwise wait for a fresh interpreter.</extracomment>
        <translation>Procurando uma dica…</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation>Demonstração: procurando um caminho para a vitória… %1%</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation>Demonstração: procurando um caminho para a vitória…</translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation>Demonstração: pressione qualquer tecla ou clique para assumir o jogo.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demonstração interrompida.</translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation>Nenhum movimento parece útil aqui: tente desfazer ou recomece.</translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation>Dica: distribua uma nova fileira do monte.</translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation>Dica: mova a carta %1 da %2 para a %3.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>Dica: mova a carta %1 e %n carta sobre ela da %2 para a %3.</numerusform>
            <numerusform>Dica: mova a carta %1 e as %n cartas sobre ela da %2 para a %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation>A demonstração não encontrou um caminho para a vitória a partir daqui.</translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation>Demonstração interrompida: sua vez.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>O solucionador falhou: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation>coluna %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>Monte: %n distribuição restante. Clique para distribuir.</numerusform>
            <numerusform>Monte: %n distribuições restantes. Clique para distribuir.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
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
        <translation>ás de espadas</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>2 de espadas</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>3 de espadas</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>4 de espadas</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>5 de espadas</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>6 de espadas</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>7 de espadas</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>8 de espadas</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>9 de espadas</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>10 de espadas</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>valete de espadas</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>dama de espadas</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>rei de espadas</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>ás de copas</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>2 de copas</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>3 de copas</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>4 de copas</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>5 de copas</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>6 de copas</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>7 de copas</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>8 de copas</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>9 de copas</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>10 de copas</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>valete de copas</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>dama de copas</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>rei de copas</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>ás de ouros</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>2 de ouros</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>3 de ouros</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>4 de ouros</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>5 de ouros</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>6 de ouros</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>7 de ouros</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>8 de ouros</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>9 de ouros</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>10 de ouros</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>valete de ouros</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>dama de ouros</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>rei de ouros</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>ás de paus</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>2 de paus</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>3 de paus</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>4 de paus</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>5 de paus</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>6 de paus</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>7 de paus</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>8 de paus</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>9 de paus</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>10 de paus</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>valete de paus</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>dama de paus</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>rei de paus</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Índice grande</translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation>O código do jogo está vazio. Um código tem o formato %1.</translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation>Isto é longo demais para ser um código de jogo. Um código tem o formato %1.</translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation>Um código de jogo tem apenas letras, algarismos e hifens, como %1.</translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation>Um código de jogo termina com %1 letras depois do último hífen, como %2.</translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation>Este código vem de uma versão mais nova do spider-qt. Atualize o spider-qt para jogá-lo.</translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation>O número depois das letras %1 deve ser %2, não %3.</translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation>Um código de %1 precisa de uma letra de regra depois do número de naipes: %2.</translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation>Códigos de %1 não têm letra de regra: remova a letra %2 depois do número de naipes.</translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation>O número da partida deve estar entre 0 e %1.</translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation>Nenhuma variante de jogo está instalada.</translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation>Este não é um código de jogo válido.</translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation>Isto não é um código de jogo. Um código tem o formato %1.</translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation>Nenhuma variante instalada tem códigos que começam com %1. Verifique o código ou instale o plugin que adiciona essa variante.</translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation>A variante %1 não está instalada.</translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation>%1 não pode ser jogado com esse número de naipes.</translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation>%1 é jogado apenas com 1 naipe, não com %2.</translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation>%1 é jogado com %2 naipes, não com %3.</translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation>%1 não oferece nenhuma regra chamada %2 para esse número de naipes.</translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation>%1 com 1 naipe não tem a letra de regra %2: use %3.</translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation>%1 com %2 naipes não tem a letra de regra %3: use %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <source>Only a deal with a game code can be checked.</source>
        <extracomment>Seconds the solver may search for a winning line of a deal.</extracomment>
        <translation>Só é possível verificar uma partida que tenha código de jogo.</translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation>Esta partida pode ser vencida?</translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation>Jogando a partida %1 desde o início, com todas as cartas conhecidas…</translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>Sim: a partida %1 pode ser vencida em %n movimento.</numerusform>
            <numerusform>Sim: a partida %1 pode ser vencida em %n movimentos.</numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation>Você pode assistir à solução desde o início da partida; o jogo passa então a contar como jogado com ajuda.</translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation>&amp;Assistir à solução</translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>Nenhuma forma de vencer a partida %1 foi encontrada em %n segundo.</numerusform>
            <numerusform>Nenhuma forma de vencer a partida %1 foi encontrada em %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation>Talvez a partida ainda possa ser vencida: a busca precisava parar em algum ponto.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>O solucionador falhou: %1</translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation>A última partida poderia ter sido vencida?</translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation>Não há mais movimentos. Esta partida poderia ter sido vencida?</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation>Coluna %1: vazia</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>nenhuma sequência removida</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>coluna %1: vazia</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Monte: %n carta</numerusform>
            <numerusform>Monte: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>%n distribuição restante</numerusform>
            <numerusform>%n distribuições restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n sequência removida</numerusform>
            <numerusform>%n sequências removidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n virada para baixo</numerusform>
            <numerusform>%n viradas para baixo</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation>Coluna %1: %2, depois %3</translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation>coluna %1: %2, depois %3</translation>
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
            <numerusform>Vitória em %n movimento: %1 = %2 pontos.</numerusform>
            <numerusform>Vitória em %n movimentos: %1 = %2 pontos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>Um jogo vencido com %n naipe</numerusform>
            <numerusform>Um jogo vencido com %n naipes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>Mova a carta %1, com %n carta abaixo dela, da coluna %2 para a coluna %4, sobre a carta %3.</numerusform>
            <numerusform>Mova a carta %1, com as %n cartas abaixo dela, da coluna %2 para a coluna %4, sobre a carta %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>Mova a carta %1, com %n carta abaixo dela, da coluna %2 para a coluna vazia %3.</numerusform>
            <numerusform>Mova a carta %1, com as %n cartas abaixo dela, da coluna %2 para a coluna vazia %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>A mesa antes da distribuição %1, com %n carta restante no monte:</numerusform>
            <numerusform>A mesa antes da distribuição %1, com %n cartas restantes no monte:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>A mesa depois do movimento %1: %n sequência removida até agora.</numerusform>
            <numerusform>A mesa depois do movimento %1: %n sequências removidas até agora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>A sequência (%n) foi removida e a mesa está vazia: o jogo está ganho.</numerusform>
            <numerusform>Todas as %n sequências foram removidas e a mesa está vazia: o jogo está ganho.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Score: %1</source>
        <translation>Pontuação: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Movimentos: %1</translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation>Removidas: %1 de %2</translation>
    </message>
    <message>
        <source>Game code: click to copy it</source>
        <translation>Código do jogo: clique para copiá-lo</translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation>Distribuições restantes: %1</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>sem código</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>Código do jogo: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tempo: %1</translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>Código do jogo %1 copiado</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation>Ao longo do jogo, a pontuação nunca caiu a %1, então a soma é a pontuação final.</translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation>Ao longo do jogo, a pontuação parou em %1, por isso o jogo terminou com %2 pontos.</translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation>%1: jogos vencidos, passo a passo</translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation>Esta página reproduz jogos inteiros que foram vencidos, movimento por movimento. Uma imagem mostra a mesa no início, antes de cada distribuição, depois que cada sequência sai da mesa e no final.</translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation>Cada partida pode ser jogada de novo a partir do seu código, para você acompanhar jogando.</translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation>Preparando um exemplo: um jogo de %1 vencido a partir do código %2. Ele aparece aqui assim que for encontrado.</translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation>Não foi possível encontrar a tempo um jogo de %1 vencido. A partida do código %2 ainda pode ter solução: tente você mesmo.</translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation>A mesa no início:</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Movimento %1</translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation>Movimentos %1 a %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation>A carta %1 é virada para cima.</translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation>Uma sequência de %1 está completa e sai da mesa.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation>Mova a carta %1 da coluna %2 para a coluna vazia %3.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation>Mova a carta %1 da coluna %2 para a coluna %4, sobre a carta %3.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation>Arraste as cartas para uma coluna; um clique duplo as envia para a melhor coluna; clique no monte para distribuir. Com Clicar para pegar e colocar (Preferências), um clique pega as cartas e um clique numa coluna as coloca lá.</translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation>O jogo inteiro pode ser jogado pelo teclado. As setas escolhem as cartas, Enter as envia.</translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation>Com um leitor de tela, cada coluna é lida quando recebe o foco, a partir da carta de cima; depois de um movimento, uma distribuição ou um desfazer, a coluna com o foco diz o que aconteceu. As teclas de leitura abaixo repetem partes da mesa.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>O que faz</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Teclado e mouse</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regras do %1</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation>Colocar uma carta</translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation>Mover um grupo</translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation>Uma coluna vazia</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation>Escolher uma regra</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation>Sequências completas</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fim do jogo</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation>Códigos de jogo</translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation>Como o aplicativo ajuda você a jogar</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Chances de vitória</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Dicas</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>Em resumo</translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation>O %1 é um jogo de paciência para um jogador.</translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation>O aplicativo não dá dicas, a menos que você ative “%1” em %2. No menu %4, o comando “%3” pergunta ao solucionador se a partida poderia ser vencida e pode mostrar como. Quando nada mais ajudar, reinicie a partida ou comece uma nova.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation>%1: %2 (%3 no %4).</translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation>Cartas no jogo</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colunas</translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation>Sequências a completar</translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation>Distribuições do monte</translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation>As cartas são colocadas e movidas como no %1, e uma coluna vazia aceita as mesmas cartas.</translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation>Onde o %1 difere do %2:</translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation>%1 naipe: quase todas as partidas</translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation>%1 naipes: cerca de %2% das partidas</translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation>Quantas partidas podem ser vencidas jogando bem, segundo um artigo geral sobre o Paciência Spider (em italiano), uma das páginas a partir das quais esta ajuda foi escrita:</translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation>O mesmo artigo estima uma partida típica em %1 a %2 minutos. Esses números são do artigo, não foram medidos nas partidas deste aplicativo.</translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation>Partidas vencidas pelo próprio solucionador do aplicativo, que vê todas as cartas (as viradas para baixo e a ordem do monte) e usa no máximo %1 segundos por partida; um jogador que não vê as cartas ocultas vence menos:</translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation>Descubra primeiro as cartas viradas para baixo: cada carta revelada informa mais e abre novos movimentos.</translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation>Quando uma carta puder ir sobre duas cartas, escolha a do mesmo naipe: uma sequência de um só naipe se move inteira, e uma mista precisa ser desmontada.</translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation>Mantenha uma coluna vazia livre pelo maior tempo possível: use-a para organizar sequências ou alcançar uma carta, e depois libere-a de novo.</translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation>Um rei sobre cartas viradas para baixo só pode sair para uma coluna vazia: planeje isso antes que o monte acabe.</translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation>Distribua só quando não restar nenhum movimento útil: uma distribuição cobre as sequências que você estava montando.</translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation>Use %1 para explorar: tente uma linha de jogo e volte atrás se ela não levar a nada.</translation>
    </message>
    <message>
        <source>on by default</source>
        <translation>padrão: ligado</translation>
    </message>
    <message>
        <source>off by default</source>
        <translation>padrão: desligado</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation>Um clique simples numa carta não a move.</translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation>Quatro configurações mudam a forma de mover as cartas; ative ou desative cada uma no menu %1 ou em %2.</translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation>%1 desfaz as últimas ações, até %2 delas, distribuições incluídas: a pontuação e o contador de movimentos voltam ao que eram, e uma sequência removida por um movimento desfeito volta para a sua coluna. %3 executa de novo uma ação desfeita.</translation>
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
        <translation>A letra depois do número de naipes indica a regra: %1.</translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation>Um jogo com a regra Clássica não tem letra depois do número de naipes; outra regra acrescenta a sua: %1.</translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation>Cada partida tem um código de jogo, como %1. Ele começa com as letras da variante e a versão do formato do código (%2), depois “S” e o número de naipes; as %3 letras depois do último hífen numeram o embaralhamento.</translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation>Para jogar uma partida de novo, ou uma que um amigo enviou, escolha %1 ▸ %2 e digite ou cole o código no campo “%3” da janela %4. %1 ▸ %5 copia o código do jogo em andamento. O mesmo código sempre distribui as mesmas cartas, em qualquer computador.</translation>
    </message>
    <message>
        <source>%1 (the default): the rules as described above.</source>
        <translation>%1 (o padrão): as regras descritas acima.</translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation>%1, oferecida com %2 naipes. %3</translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation>A janela Novo jogo oferece uma escolha de regras:</translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation>Com 1 naipe, só a regra Clássica é oferecida: todas as cartas têm o mesmo naipe, então uma escolha mudaria pouco.</translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation>Esta página descreve o jogo com a regra %1, escolhida na janela Novo jogo.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Distribuição %1</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Distribuições %1–%2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation>Não há monte, então não há nada para distribuir.</translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation>Não é possível distribuir enquanto houver uma coluna vazia: coloque uma carta nela primeiro.</translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation>Você pode distribuir mesmo com uma coluna vazia.</translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation>Quando uma coluna termina com as 13 cartas de um naipe, do rei ao ás, todas viradas para cima, essa sequência sai da mesa sozinha, logo após o movimento ou a distribuição que a completou.</translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation>Uma única distribuição pode completar várias colunas de uma vez.</translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation>A carta virada para baixo que ela cobria é virada para cima.</translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation>Qualquer que seja a regra, só uma sequência de um único naipe é removida.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>%1 × 13 %2</source>
        <extracomment>One suit&apos;s share of the cards: %1 how many times, %2 the suit (&quot;spades&quot;).</extracomment>
        <translation>%1 × 13 cartas de %2</translation>
    </message>
    <message>
        <source> + </source>
        <extracomment>Between the suits&apos; shares: &quot;4 × 13 spades + 4 × 13 hearts&quot;.</extracomment>
        <translation> + </translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Naipes</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>virada para cima</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>todas viradas para cima</translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation>só a última virada para cima</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation>No total: %1, %2 viradas para baixo e %3 viradas para cima.</translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation>No total: %1, todas viradas para cima.</translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation>Não há monte: todas as cartas estão na mesa desde o início.</translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation>O ás é a carta mais baixa e o rei a mais alta, então nada pode ser colocado sobre um ás.</translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation>Quando a última carta virada para cima sai de uma coluna, a carta virada para baixo que estava embaixo dela é virada para cima automaticamente.</translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Nenhuma carta tem um valor acima do rei, então um rei, sozinho ou encabeçando um grupo, só pode ir para uma coluna vazia.</translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Nenhuma carta pode receber um rei, então um rei, sozinho ou encabeçando um grupo, só pode ir para uma coluna vazia.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation>Uma carta virada para cima pode ir sobre a última carta de outra coluna quando essa carta tem exatamente um valor acima, qualquer que seja o naipe: por exemplo, %1 sobre %2, ou uma dama sobre um rei.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation>Uma carta virada para cima pode ir sobre a última carta de outra coluna apenas quando essa carta é do mesmo naipe e tem exatamente um valor acima: por exemplo, %1 sobre %2, mas não sobre %3.</translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation>Uma carta pode ir sobre: %1.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation>Várias cartas viradas para cima no fim de uma coluna se movem juntas quando seus valores descem de um em um (8, 7, 6) e são todas do mesmo naipe.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation>Várias cartas viradas para cima no fim de uma coluna se movem juntas quando seus valores descem de um em um (8, 7, 6), quaisquer que sejam os naipes.</translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation>Qualquer carta virada para cima pode se mover junto com todas as cartas que estão sobre ela, estejam ou não em ordem.</translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation>Cartas que se movem juntas: %1.</translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation>Um grupo é colocado como uma única carta: a sua primeira carta deve caber onde ele chega.</translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation>Não há limite para o tamanho de um grupo.</translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation>Uma sequência de naipes misturados fica onde está, mesmo que seus valores desçam: ela precisa ser desmontada carta por carta.</translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation>Uma coluna vazia aceita qualquer carta ou qualquer grupo que possa se mover, não apenas um rei. É o espaço mais útil da mesa: deixe uma carta ali para alcançar a que está embaixo dela.</translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation>Só um rei, sozinho ou encabeçando um grupo, pode ir para uma coluna vazia.</translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation>Uma coluna vazia aceita: %1.</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>No início: %1</translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation>Cada movimento de uma carta ou de um grupo: %1</translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation>Cada distribuição: %1</translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation>Cada sequência removida: %1</translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation>A pontuação não tem limite inferior: um jogo longo pode ficar abaixo de zero.</translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation>A pontuação nunca fica abaixo de %1: ela para aí, ação por ação.</translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation>O contador de movimentos conta movimentos e distribuições; remover uma sequência não é um movimento.</translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation>O contador de movimentos conta os movimentos; remover uma sequência não é um movimento.</translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation>Os pontos são contados assim:</translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation>Esta é a pontuação própria do %1: outras versões do jogo pontuam de outra forma.</translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation>Por exemplo, um jogo vencido em %1 movimentos termina com %2 = %3 pontos.</translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation>Isso fica abaixo de %1, então a pontuação fica em %1.</translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation>Isso supõe que a pontuação nunca tenha caído a %1 ao longo do jogo.</translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation>O %1 vem de um plugin. Livros, sites e outros aplicativos podem descrevê-lo com outra disposição ou outros detalhes; quando divergem, o aplicativo segue o plugin.</translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation>Sobre estas páginas</translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation>A página Regras é escrita a partir dos dados que o %1 declara (cartas, colunas, plano de distribuição, quais cartas se movem, pontos), então ela sempre diz o que o aplicativo verifica.</translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation>%1 numa mesa de verdade</translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation>As regras impressas e on-line do Spider concordam sobre como as cartas se movem, mas nem sempre sobre como o jogo começa.</translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation>Wikipédia</translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation>A Wikipédia começa o jogo como este aplicativo: 54 cartas em 10 colunas, depois as outras 50 são distribuídas de dez em dez, sempre que nenhuma coluna estiver vazia.</translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation>Bicycle</translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation>A Bicycle, fabricante de cartas de baralho, dispõe dez colunas de cinco cartas, as quatro primeiras de cada uma viradas para baixo.</translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation>Ambas dizem que todo espaço deve ser preenchido antes de distribuir uma nova fileira, e o aplicativo também.</translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation>A Wikipédia descreve o Spiderette como um Spider com um único baralho, disposto como o Klondike em sete colunas de 1 a 7 cartas: a disposição que este aplicativo usa.</translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>O objetivo é juntar sequências do rei ao ás, cada uma de um único naipe: uma sequência completa sai da mesa, e o jogo é vencido quando %n sequência tiver saído.</numerusform>
            <numerusform>O objetivo é juntar sequências do rei ao ás, cada uma de um único naipe: uma sequência completa sai da mesa, e o jogo é vencido quando todas as %n sequências tiverem saído.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>O jogo usa %n carta.</numerusform>
            <numerusform>O jogo usa %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>Isso equivale a %n baralho de 52 cartas.</numerusform>
            <numerusform>Isso equivale a %n baralhos de 52 cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>O número de naipes, escolhido na janela Novo jogo, muda qual é a %n carta, nunca quantas são:</numerusform>
            <numerusform>O número de naipes, escolhido na janela Novo jogo, muda quais são as %n cartas, nunca quantas são:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>%n virada para cima no fim</numerusform>
            <numerusform>as últimas %n viradas para cima</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>de %1 a %n carta, uma a mais em cada coluna</numerusform>
            <numerusform>de %1 a %n cartas, uma a mais em cada coluna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>de %1 até %n carta, uma a menos em cada coluna</numerusform>
            <numerusform>de %1 até %n cartas, uma a menos em cada coluna</numerusform>
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
            <numerusform>%n carta cada</numerusform>
            <numerusform>%n cartas cada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>As cartas são distribuídas em %n coluna, da esquerda para a direita:</numerusform>
            <numerusform>As cartas são distribuídas em %n colunas, da esquerda para a direita:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>O monte guarda a %n carta restante.</numerusform>
            <numerusform>O monte guarda as %n cartas restantes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>uma carta na única coluna (%n)</numerusform>
            <numerusform>uma carta em cada uma das %n colunas, da primeira à última</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>%n carta, uma em cada uma das colunas %1</numerusform>
            <numerusform>%n cartas, uma em cada uma das colunas %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>Clique no monte, ou pressione D, para distribuir. O monte é distribuído em %n distribuição, todas as cartas viradas para cima:</numerusform>
            <numerusform>Clique no monte, ou pressione D, para distribuir. O monte é distribuído em %n distribuições, todas as cartas viradas para cima:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>O jogo é vencido quando %n sequência tiver sido removida e não restar nenhuma carta.</numerusform>
            <numerusform>O jogo é vencido quando todas as %n sequências tiverem sido removidas e não restar nenhuma carta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>Por exemplo, um jogo vencido em %1 movimentos, incluindo %n distribuição, termina com %2 = %3 pontos.</numerusform>
            <numerusform>Por exemplo, um jogo vencido em %1 movimentos, incluindo %n distribuições, termina com %2 = %3 pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>O código desta partida é %1 (%n naipe): digite-o na janela Novo jogo para dispor as mesmas cartas e jogar junto.</numerusform>
            <numerusform>O código desta partida é %1 (%n naipes): digite-o na janela Novo jogo para dispor as mesmas cartas e jogar junto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>Distribua uma nova fileira: %n carta do monte.</numerusform>
            <numerusform>Distribua uma nova fileira: %n cartas do monte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%n naipe: %1 de %2 partidas vencidas (%3%)</numerusform>
            <numerusform>%n naipes: %1 de %2 partidas vencidas (%3%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence follows without a space (a space there shows as a gap).</extracomment>
        <translation>Coluna %1</translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation>Colunas %1–%2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A run of column numbers: %1 the first, %2 the last.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>← →</source>
        <extracomment>What ``BoardView.keyPressEvent`` answers, in the order the Keyboard page lists it. The keys of the window&apos;s actions (D to deal, Ctrl+Z…) are in :data:`COMMANDS`.</extracomment>
        <translation>← →</translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
        <translation>Move o foco entre as colunas.</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation>Pega mais ou menos das cartas que podem se mover.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Espaço</translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation>Envia as cartas em foco para a melhor coluna.</translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation>1 … 9, 0</translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation>Envia as cartas em foco para a coluna 1 a 9, ou 10.</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation>Remove o foco.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation>Lê a coluna em foco, a partir da carta de cima.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation>Lê as cartas que podem se mover em cada coluna.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation>Lê o monte, a pontuação e os movimentos.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Exemplos</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fontes</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>As regras do jogo escolhido</translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation>Jogos vencidos completos, movimento por movimento, com imagens da mesa</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>De onde vêm as regras</translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation>As teclas e as ações do mouse na mesa</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation>O jogo cujas regras e exemplos são mostrados</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Páginas de ajuda</translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation>Carregando plugins…</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Carregando %1…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation>Esta partida pode ser &amp;vencida?</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configurações</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation>&amp;Inserir código de jogo…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Copiar código do jogo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>&amp;Reiniciar esta partida</translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation>Retomar jogo em es&amp;pera</translation>
    </message>
    <message>
        <source>W&amp;here Was It Lost?</source>
        <translation>&amp;Onde o jogo foi perdido?</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>Dis&amp;tribuir</translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation>&amp;Copiar descrição da mesa</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>De&amp;monstração</translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation>Clique &amp;duplo move as cartas</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>Colocação &amp;automática</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>Ajuda na &amp;colocação</translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation>&amp;Lembretes de regras</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>A&amp;nimações</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Baralho de &amp;quatro cores</translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation>Plu&amp;gins…</translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation>&amp;Regras e ajuda</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation>&amp;Sobre o spider-qt</translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation>Descrição da mesa copiada</translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation>Sobre o spider-qt</translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation>O Paciência Spider e seus parentes, com variantes como plugins.</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n naipe</numerusform>
            <numerusform>%n naipes</numerusform>
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
        <translation>&amp;Código do jogo:</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Easy (1 suit)</source>
        <translation>Fácil (1 naipe)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Médio (2 naipes)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Difícil (4 naipes)</translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation>ex.: SP1-S2C-AAAAAAD — deixe vazio para uma partida aleatória</translation>
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
        <translation>Naipes</translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation>&amp;Naipes:</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>&amp;Regra:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Código do jogo</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation>Deixe vazio para uma partida aleatória</translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation>&amp;Ativar os plugins integrados</translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation>Nenhum jogo para jogar — %1</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation>Nenhum jogo pode ser jogado</translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation>Nenhuma variante de jogo está carregada: todos os jogos do spider-qt, incluindo o Spider, vêm de plugins.</translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation>O spider-qt foi iniciado no modo de segurança, que carrega apenas os plugins integrados.</translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation>Desativados: %1.</translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation>Não puderam ser carregados:</translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation>Nem mesmo os plugins integrados foram encontrados, então esta instalação do spider-qt está incompleta; instalá-lo de novo traz os jogos de volta.</translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation>Para jogar de novo, reative os plugins integrados com o botão abaixo (ou em Configurações → Plugins…), ou inicie o spider-qt com --reset-plugins.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation>Não foi possível usar seu arquivo de configurações, então o spider-qt inicia com as configurações padrão.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation>Não foi possível usar seu jogo salvo, então ele não pode ser retomado; um novo jogo começa.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation>Não foi possível usar seu arquivo de estatísticas, então as estatísticas recomeçam do zero.</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation>Suas configurações foram salvas por uma versão mais nova do spider-qt. Esta versão as deixa como estão e usa as configurações padrão; as alterações feitas agora duram até o spider-qt ser fechado.</translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation>Seu jogo salvo foi salvo por uma versão mais nova do spider-qt. Esta versão o deixa como está; o jogo jogado agora não é salvo.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation>Suas estatísticas foram salvas por uma versão mais nova do spider-qt. Esta versão as deixa como estão; os jogos jogados agora não são contados nelas.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation>Não foi possível salvar suas configurações (%1); as alterações duram até o spider-qt ser fechado.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation>Não foi possível salvar o jogo em andamento (%1); ele não será retomado depois que o spider-qt for fechado.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation>Não foi possível salvar suas estatísticas (%1); elas são mantidas até o spider-qt ser fechado.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>O arquivo danificado foi guardado como %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Não foi possível mover o arquivo danificado para outro lugar (%1).</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>Detalhe técnico: %1</translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation>Seu jogo de %1 salvo precisa de um plugin que não está carregado agora. Ele foi guardado como %2 e será retomado quando esse plugin voltar.</translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Um plugin não pôde ser carregado e ficou de fora; todo o resto funciona. Veja Configurações → Plugins… para detalhes.</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Alguns plugins não puderam ser carregados e ficaram de fora; todo o resto funciona. Veja Configurações → Plugins… para detalhes.</translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation>Plugins que não puderam ser carregados, não listados aqui: %1. Configurações → Plugins… lista todos eles.</translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation>Seu jogo de %1 salvo foi feito com a versão %2 do plugin %3, e a versão %4 o joga de outra forma. Ele foi guardado como %5 e será retomado se a versão %2 voltar.</translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation>Seu jogo de %1 salvo, guardado enquanto o plugin estava ausente, está de volta e foi retomado.</translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation>Retomar jogo em espera?</translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation>Seu jogo de %1 salvo pode ser jogado de novo: o plugin dele voltou.</translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation>Retomá-lo agora? O jogo em andamento fica guardado para depois em Jogo → Retomar jogo em espera.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Retomar</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Mais &amp;tarde</translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation>Adiciona a variante %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Adiciona %n variante: %1</numerusform>
            <numerusform>Adiciona %n variantes: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation>Adiciona a regra %1</translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation>Adiciona a regra %1 para %2</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Adiciona %n regra: %1</numerusform>
            <numerusform>Adiciona %n regras: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>Temas de cartas</translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation>Adiciona o tema de cartas %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation>
            <numerusform>Adiciona %n tema de cartas: %1</numerusform>
            <numerusform>Adiciona %n temas de cartas: %1</numerusform>
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
        <translation>Plugins</translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation>Modo de segurança</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>&amp;Detalhes:</translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation>Detalhes do plugin</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;Copiar detalhes</translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation>Copia os detalhes do plugin selecionado, para colar num relatório de erro.</translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Adiciona</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origem</translation>
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
        <translation>Pasta de plugins</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Ativado</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Desativado</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation>Ative-o para ver o que ele adiciona</translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation>Modo de segurança: só os plugins integrados foram carregados.</translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation>Selecione um plugin para ver os detalhes.</translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation>Inativo (precisa de %1)</translation>
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
        <translation>Lento para carregar: %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nome: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Estado: %1</translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation>Não foi possível carregá-lo, então ele não adiciona nada. O que deu errado está abaixo, para o autor.</translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation>Para o autor do plugin:</translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation>ID do plugin: %1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>Versão: %1</translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation>Origem: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Local: %1</translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation>Resumo: %1</translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>Variantes: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regras: %1</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>Requer: %1</translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation>Tempo de carregamento: %1 s</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Aviso: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erro: %1</translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation>%1 (não será carregado na próxima inicialização)</translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation>%1 (ativado a partir da próxima inicialização)</translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation>%1 (desativado a partir da próxima inicialização)</translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation>As alterações terão efeito na próxima vez que o spider-qt for iniciado.</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>O jogo em andamento continua.</translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation>%1 não pôde ser carregado (veja os detalhes); ele será tentado de novo na próxima vez que o spider-qt for iniciado.</translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation>Jogos de %1 não podem mais ser iniciados.</translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation>A regra %1 não pode mais ser escolhida.</translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation>As regras %1 não podem mais ser escolhidas.</translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation>Jogos de %1 agora podem ser iniciados.</translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation>A regra %1 agora pode ser escolhida.</translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation>As regras %1 agora podem ser escolhidas.</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>%1 está ativado.</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>%1 está desativado.</translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation>%1 continua ativado: é o último plugin com variantes de jogo, e sem nenhum não haveria nada para jogar.</translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation>Desativar %1 também torna estas regras inativas: %2.</translation>
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
        <translation>Não há nada para rever: nenhuma jogada foi feita ainda.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>O solucionador falhou: %1</translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message>
        <source>Could It Have Been Shorter?</source>
        <translation>Dava para ser mais curto?</translation>
    </message>
    <message>
        <source>Where Was It Lost?</source>
        <translation>Onde o jogo foi perdido?</translation>
    </message>
    <message>
        <source>Looking back over the game, every card known…</source>
        <translation>Revendo o jogo, com todas as cartas conhecidas…</translation>
    </message>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>O solucionador vence esta partida desde o início em %n jogada; você fez %1.</numerusform>
            <numerusform>O solucionador vence esta partida desde o início em %n jogadas; você fez %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the line with Next.</source>
        <translation>Jogue a solução com Próximo.</translation>
    </message>
    <message>
        <source>The solver found no line from the start within the time.</source>
        <translation>O solucionador não encontrou solução desde o início dentro do tempo.</translation>
    </message>
    <message>
        <source>This deal from the stock lost the game. Before it, a win was still possible.</source>
        <translation>Esta distribuição do monte fez o jogo ser perdido. Antes dela, ainda era possível vencer.</translation>
    </message>
    <message>
        <source>This move lost the game: %1. Before it, a win was still possible.</source>
        <translation>Este movimento fez o jogo ser perdido: %1. Antes dele, ainda era possível vencer.</translation>
    </message>
    <message>
        <source>This deal could not be won: no line wins it from its start (proven).</source>
        <translation>Esta partida não podia ser vencida: nenhuma solução a vence desde o início (comprovado).</translation>
    </message>
    <message>
        <source>The game was already lost at the oldest position kept (proven).</source>
        <translation>O jogo já estava perdido na posição mais antiga guardada (comprovado).</translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>Em lugar nenhum: daqui ainda é possível vencer (comprovado por uma solução de %n jogada).</numerusform>
            <numerusform>Em lugar nenhum: daqui ainda é possível vencer (comprovado por uma solução de %n jogadas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it was lost was not decided within the time.</source>
        <translation>Onde o jogo foi perdido não foi decidido dentro do tempo.</translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>Depois de %n jogada ainda era possível vencer (comprovado por uma solução): esta posição.</numerusform>
            <numerusform>Depois de %n jogadas ainda era possível vencer (comprovado por uma solução): esta posição.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whether this game could be won was not decided within the time.</source>
        <translation>Se este jogo podia ser vencido não foi decidido dentro do tempo.</translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>Depois de %n jogada estava perdido (comprovado).</numerusform>
            <numerusform>Depois de %n jogadas estava perdido (comprovado).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the actions the undo history kept were looked at.</source>
        <translation>Só foram vistas as jogadas guardadas no histórico de desfazer.</translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>Uma solução a partir daqui: %n jogada. Jogue-a com Próximo.</numerusform>
            <numerusform>Uma solução a partir daqui: %n jogadas. Jogue-a com Próximo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2: the game is won.</source>
        <translation>Jogada %1 de %2: o jogo está vencido.</translation>
    </message>
    <message>
        <source>Step %1 of %2.</source>
        <translation>Jogada %1 de %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2. Next: %3.</source>
        <translation>Jogada %1 de %2. Próxima: %3.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurar padrões</translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation>Volta cada configuração mostrada aqui ao seu valor original.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Recor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;olar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selecionar tudo</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <extracomment>The right-click menu of a scroll bar (the Help pages, the Plugins dialog&apos;s details).</extracomment>
        <translation>Rolar aqui</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Borda esquerda</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Superior</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Borda direita</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Inferior</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Página à esquerda</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Página acima</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Página à direita</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Página abaixo</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Rolar à esquerda</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Rolar para cima</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Rolar à direita</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Rolar para baixo</translation>
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
        <translation>Copiar localização do &amp;link</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selecionar tudo</translation>
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
        <translation>&amp;Próximo</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Voltar ao jogo</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation>Não existe a coluna %1: as colunas são numeradas de 1 a %2.</translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation>As cartas precisam ir para outra coluna.</translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation>A coluna %1 está vazia: não há nada para mover.</translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation>A coluna %1 não tem carta na posição %2.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation>Uma carta virada para baixo não pode ser movida.</translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation>Estas cartas não podem se mover juntas: a carta %1 não segue a carta %2 em ordem decrescente.</translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation>Estas cartas não podem se mover juntas: um grupo deve ser todo de um só naipe, e a carta %1 está sobre a carta %2.</translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation>Nada pode ser colocado sobre um ás (%1).</translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation>A carta %1 só pode ir sobre uma carta de valor imediatamente superior, não sobre a carta %2.</translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation>A carta %1 só pode ir sobre uma carta do mesmo naipe e de valor imediatamente superior, não sobre a carta %2.</translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation>Só um rei (ou um grupo encabeçado por um rei) pode ocupar uma coluna vazia, não a carta %1.</translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation>Nenhuma outra coluna pode receber a carta %1.</translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation>Nenhuma outra coluna pode receber a carta %1 e as cartas sobre ela.</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>O monte está vazio: não há mais nada para distribuir.</translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation>Preencha todas as colunas vazias antes de distribuir (vazia: coluna %1).</translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation>Cada coluna deve ter uma carta antes de uma distribuição, mas a mesa tem menos cartas que colunas (%1 para %2): desfaça ou comece um novo jogo.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Não há nada para desfazer.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Não há nada para refazer.</translation>
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
        <translation>Distribuição livre</translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation>Você pode distribuir do monte mesmo com uma coluna vazia.</translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation>Cada coluna alcançada por uma distribuição recebe sua carta, inclusive uma vazia; todo o resto é como na regra Clássica. Outros aplicativos costumam chamar isto de Spider relaxado.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Relaxada</translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation>Um grupo de cartas em ordem decrescente pode se mover junto mesmo com naipes misturados.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássica</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Hints and demo</source>
        <translation>Dicas e demonstração</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation>Clique duplo move as cartas</translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation>Um clique duplo numa carta a envia, com as cartas sobre ela, para a melhor coluna: sobre o mesmo naipe um valor acima, senão sobre qualquer carta um valor acima, senão para uma coluna vazia.</translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation>Colocação automática</translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation>Cartas soltas onde não podem ir são enviadas para a melhor coluna em vez de deslizarem de volta.</translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation>Ajuda na colocação</translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation>Enquanto você arrasta cartas, as colunas que as aceitariam ficam destacadas.</translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation>Lembretes de regras</translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation>Depois de um movimento recusado, uma nota curta diz qual regra o recusou.</translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation>Perguntar antes de abandonar um jogo</translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation>Reiniciar esta partida e Novo jogo perguntam antes quando o jogo em andamento tem movimentos, já que abandoná-lo conta como derrota.</translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation>O menu Editar ganha Dica, que mostra um bom movimento, e Demonstração, que joga sozinha. Um jogo em que uma delas foi usada é contado à parte nas estatísticas.</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Só partidas com solução</translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation>Novos jogos são distribuídos só entre partidas que o solucionador venceu. Um código de jogo que você digita é sempre jogado como está.</translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation>Clicar para pegar e colocar</translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation>Um clique numa carta a pega, com as cartas sobre ela; um clique numa coluna as coloca lá. Desligado: um clique simples não faz nada, como no jogo clássico.</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Cronômetro</translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation>O tempo de jogo aparece na barra de status e na caixa de vitória, e as estatísticas guardam os melhores tempos.</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation>Barra de ferramentas</translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation>Botões acima da mesa para Novo jogo, Reiniciar, Desfazer, Refazer, Distribuir e, com as dicas ativadas, Dica.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Aparência</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animações</translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation>As cartas deslizam, voam do monte e viram em vez de saltar.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidade das animações</translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation>A rapidez das animações.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Claro ou escuro</translation>
    </message>
    <message>
        <source>The table, the marks and words on it, the dialogs and the status bar in light or dark colours; by default as the system has them, switching when it does.</source>
        <translation>A mesa, as marcas e os textos sobre ela, as caixas de diálogo e a barra de status em cores claras ou escuras; por padrão como no sistema, mudando quando ele muda.</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Como o sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>Tema de cartas</translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation>A aparência das cartas. Plugins e a pasta de temas podem adicionar mais.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Baralho de quatro cores</translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation>Cada naipe ganha sua própria cor: espadas preto, copas vermelho, ouros azul, paus verde.</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Verso das cartas</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation>O desenho no verso das cartas.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
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
        <translation>O idioma dos menus e das mensagens; por padrão, o idioma do sistema.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation>Última variante</translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation>A variante escolhida para o último novo jogo (vazio: a primeira instalada).</translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation>Último número de naipes</translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation>O número de naipes escolhido para o último novo jogo.</translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation>Última regra</translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation>A regra escolhida para o último novo jogo.</translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation>Plugins desativados</translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation>Plugins desativados na janela Plugins: eles não são carregados na inicialização.</translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation>Geometria da janela</translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation>Onde a janela estava e de que tamanho, como o Qt a salvou (hexadecimal).</translation>
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
            <numerusform>%n carta selecionada</numerusform>
            <numerusform>%n cartas selecionadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation>Coluna %1, %2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Coluna %1: %2</translation>
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
        <translation>de %1 até %2</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Jogáveis: %1.</translation>
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
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jogados</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vencidos</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Melhor pontuação</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Menos movimentos</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Sequência atual</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Maior sequência</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation>Melhor tempo</translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation>Jogados com ajuda</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Vencidos com ajuda</translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation>Nenhum jogo contado ainda: um jogo conta a partir do primeiro movimento.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Zerar estatísticas…</translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation>Apaga todos os registros, depois de perguntar.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n naipe</numerusform>
            <numerusform>%n naipes</numerusform>
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
        <translation>Zerar estatísticas</translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation>Apagar as estatísticas de todos os jogos jogados?

Isso não pode ser desfeito.</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation>espadas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation>Suas configurações (%1)</translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation>O jogo em andamento, que então não poderá ser retomado da próxima vez (%1)</translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation>Suas estatísticas desta sessão (%1)</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Não salvo</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Tentar novamente</translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation>Fechar &amp;sem salvar</translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation>Estes itens não puderam ser salvos e serão perdidos se o spider-qt for fechado agora:</translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation>Libere espaço no disco (ou permita a gravação na pasta) e tente novamente.</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Scorpion</source>
        <translation>Escorpião</translation>
    </message>
    <message>
        <source>One deck in seven columns, mostly face up; move any face-up card with everything on it and build down in suit.</source>
        <translation>Um baralho em sete colunas, a maioria das cartas virada para cima; mova qualquer carta virada para cima com tudo o que estiver sobre ela e forme sequências decrescentes do mesmo naipe.</translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Uma carta só pode ser colocada sobre a carta imediatamente superior do seu próprio naipe. Qualquer carta virada para cima pode ser movida junto com todas as cartas que estão sobre ela, estejam ou não em ordem. Só um rei, sozinho ou com as cartas sobre ele, pode ir para uma coluna vazia. O monte é distribuído de uma só vez nas três primeiras colunas, e pode ser distribuído mesmo com uma coluna vazia. Cada sequência do rei ao ás de um só naipe sai da mesa; o jogo é vencido quando as quatro tiverem saído.</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Simple Simon</translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation>Um baralho distribuído com as cartas viradas para cima em dez colunas, sem monte; forme quatro sequências do rei ao ás do mesmo naipe.</translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Todas as cartas estão viradas para cima desde o início e não há monte de onde distribuir. Uma carta pode ir sobre qualquer carta de valor imediatamente superior, qualquer que seja o naipe. As cartas só se movem juntas como uma sequência que desce de um em um, de um só naipe. Uma coluna vazia aceita qualquer carta ou sequência que possa se mover. Cada sequência do rei ao ás de um só naipe sai da mesa; o jogo é vencido quando as quatro tiverem saído.</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Spider</translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation>Dois baralhos em dez colunas; forme oito sequências do rei ao ás do mesmo naipe.</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Spiderette</translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation>Um baralho em sete colunas; forme quatro sequências do rei ao ás do mesmo naipe.</translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation>Você venceu com ajuda!</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Could It Have Been &amp;Shorter?</source>
        <translation>Dava para ser mais &amp;curto?</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Pontuação: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Movimentos: %1</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>Tempo de jogo: %1</translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation>Vitória com ajuda: contada à parte nas estatísticas.</translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation>novo recorde de pontuação!</translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation>novo recorde de tempo!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Melhor pontuação: %1</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>Melhor tempo: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>Sequência de vitórias: %n jogo</numerusform>
            <numerusform>Sequência de vitórias: %n jogos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Partida com solução</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation>Procurando uma partida que o solucionador consiga vencer…</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation>Procurando uma partida que o solucionador consiga vencer… (partida %1)</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>O solucionador falhou: %1</translation>
    </message>
</context>
</TS>
