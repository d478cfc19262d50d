<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation>重新开始本局？</translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation>要从头重新开始本局吗？</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation>开始新游戏？</translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation>要离开这局游戏，开始一局新游戏吗？</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>进行中的游戏（已走 %n 步）将结束，并在统计中计为一局失败。</numerusform>
        </translation>
    </message>
    <message>
        <source>Give Up and See &amp;Where It Was Lost</source>
        <translation>放弃并查看在哪输掉(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>继续游戏(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>不再询问(&amp;D)</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>发了 %n 张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%1 及另外 %n 张牌移到%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%1 及另外 %n 张牌移回%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>已撤销。</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>新游戏。</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 移到%2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 turned face up</source>
        <translation>翻开了%1</translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>移除了一组%1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>已重做：%1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation>%1 移回%2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>已撤销：%1</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Seconds the demo&apos;s solver may search from the position before it gives up. How long a status bar message stays (ms). With hints on, the worker starts this long after the window (ms): out of the start-up&apos;s way, yet ready before the first hint, which would otherwise wait for a fresh interpreter.</extracomment>
        <translation>正在寻找提示…</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation>演示：正在寻找获胜方法… %1%</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation>演示：正在寻找获胜方法…</translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation>演示：按任意键或点击鼠标即可接手。</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>演示已停止。</translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation>这里似乎没有有用的走法：试试撤销，或者重新开始。</translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation>提示：从发牌区发一轮新牌。</translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation>提示：将%1 从%2移到%3。</translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>提示：将%1 及其上的 %n 张牌从%2移到%3。</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation>演示未能找到从这里获胜的方法。</translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation>演示已停止：轮到你了。</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>求解器出错：%1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>牌桌</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>发牌区：还可发牌 %n 次。点击即可发牌。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>ace of spades</source>
        <extracomment>Every card&apos;s name by (rank, suit letter), a text of its own so each language can inflect it (Czech &quot;křížová 4&quot; but &quot;křížové eso&quot;); context ``&quot;Card&quot;``. (A ``Suit`` is a ``str`` equal to its letter, so it finds its entry too.)</extracomment>
        <translation>黑桃 A</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>黑桃 2</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>黑桃 3</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>黑桃 4</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>黑桃 5</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>黑桃 6</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>黑桃 7</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>黑桃 8</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>黑桃 9</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>黑桃 10</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>黑桃 J</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>黑桃 Q</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>黑桃 K</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>红桃 A</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>红桃 2</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>红桃 3</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>红桃 4</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>红桃 5</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>红桃 6</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>红桃 7</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>红桃 8</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>红桃 9</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>红桃 10</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>红桃 J</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>红桃 Q</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>红桃 K</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>方块 A</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>方块 2</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>方块 3</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>方块 4</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>方块 5</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>方块 6</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>方块 7</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>方块 8</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>方块 9</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>方块 10</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>方块 J</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>方块 Q</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>方块 K</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>梅花 A</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>梅花 2</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>梅花 3</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>梅花 4</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>梅花 5</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>梅花 6</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>梅花 7</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>梅花 8</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>梅花 9</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>梅花 10</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>梅花 J</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>梅花 Q</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>梅花 K</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation>经典</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>大角标</translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation>牌局代码为空。代码的格式类似 %1。</translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation>这段文字太长，不可能是牌局代码。代码的格式类似 %1。</translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation>牌局代码只含字母、数字和短横线，例如 %1。</translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation>牌局代码的最后一个短横线之后应有 %1 个字母，例如 %2。</translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation>此代码来自较新版本的 spider-qt。请更新 spider-qt 后再玩。</translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation>字母 %1 之后的数字必须是 %2，而不是 %3。</translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation>%1的代码需要在花色数之后加上规则字母：%2。</translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation>%1的代码没有规则字母：请删除花色数之后的 %2。</translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation>牌局编号必须在 0 到 %1 之间。</translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation>没有安装任何游戏玩法。</translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation>这不是有效的牌局代码。</translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation>这不是牌局代码。代码的格式类似 %1。</translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation>没有任何已安装的玩法使用以 %1 开头的代码。请检查代码，或安装提供该玩法的插件。</translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation>玩法 %1 未安装。</translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation>%1不能用这个花色数来玩。</translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation>%1只能用 1 种花色玩，不能用 %2 种。</translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation>%1要用 %2 种花色玩，不能用 %3 种。</translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation>在这个花色数下，%1没有名为 %2 的规则。</translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation>1 种花色的%1没有规则字母 %2：请使用 %3。</translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation>%2 种花色的%1没有规则字母 %3：请使用 %4。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <source>Only a deal with a game code can be checked.</source>
        <extracomment>Seconds the solver may search for a winning line of a deal.</extracomment>
        <translation>只有带牌局代码的牌局才能检查。</translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation>本局能赢吗？</translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation>正在从头求解牌局 %1（所有牌均已知）…</translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>能：牌局 %1 可以用 %n 步赢下。</numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation>你可以从牌局开头观看获胜的走法；这样这局会被计为借助帮助的游戏。</translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation>观看获胜走法(&amp;W)</translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>在 %n 秒内未找到赢下牌局 %1 的方法。</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation>这局仍有可能赢下：搜索总得在某个地方停下来。</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>求解器出错：%1</translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation>上一局本来能赢吗？</translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation>已经没有可走的牌了。这局本来能赢吗？</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation>第 %1 列：空</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>未移除任何序列</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>第 %1 列：空</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>发牌区：%n 张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>还可发牌 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>已移除 %n 组序列</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n 张暗牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation>第 %1 列：%2，然后是%3</translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation>第 %1 列：%2，然后是%3</translation>
    </message>
    <message>
        <source>%1, %2; %3.</source>
        <translation>%1，%2；%3。</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1%2。</translation>
    </message>
</context>
<context>
    <name>ExampleScore</name>
    <message numerus="yes">
        <source>Won in %n move(s): %1 = %2 points.</source>
        <translation>
            <numerusform>共 %n 步获胜：%1 = %2 分。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>%n 种花色的获胜对局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>将%1 连同其下方的 %n 张牌从第 %2 列移到第 %4 列的%3 上。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>将%1 连同其下方的 %n 张牌从第 %2 列移到空的第 %3 列。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>第 %1 次发牌前的牌桌，发牌区还剩 %n 张牌：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>第 %1 步之后的牌桌：目前已移除 %n 组序列。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>全部 %n 组序列都已移除，牌桌已空：游戏获胜。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Score: %1</source>
        <translation>得分：%1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>步数：%1</translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation>已移除：%1/%2</translation>
    </message>
    <message>
        <source>Game code: click to copy it</source>
        <translation>牌局代码：点击即可复制</translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation>剩余发牌：%1</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>无代码</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>牌局代码：%1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>已复制牌局代码 %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation>途中得分从未降到 %1，所以这个和就是最终得分。</translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation>途中得分曾停在 %1，所以这局最终得分为 %2 分。</translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation>%1：获胜对局逐步回放</translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation>本页逐步回放完整的获胜对局。图片展示的是开局时、每次发牌前、每组序列离开牌桌后以及终局时的牌桌。</translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation>每个牌局都可以用它的代码重玩，你可以跟着一起玩。</translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation>正在计算示例：用代码 %2 赢下一局%1。一旦找到，就会显示在这里。</translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation>未能及时算出%1的获胜对局。代码为 %2 的牌局仍有可能赢下：你可以自己试试。</translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation>开局时的牌桌：</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation>第 %1 至 %2 步</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation>翻开%1。</translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation>一组%1已经完成，离开牌桌。</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation>将%1 从第 %2 列移到空的第 %3 列。</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation>将%1 从第 %2 列移到第 %4 列的%3 上。</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>鼠标</translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation>把牌拖到某一列；双击会把牌送到最合适的列；点击发牌区即可发牌。开启“点击拿起和放下”（首选项）后，点击牌即可拿起，再点击某一列就会把牌放到那里。</translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation>整局游戏都可以只用键盘来玩。方向键选择牌，Enter 键把牌送出。</translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation>使用屏幕阅读器时，每一列获得焦点时都会被朗读，先读最上面的牌；移动、发牌或撤销之后，有焦点的列会说明发生了什么。下面的朗读键可以再次读出牌桌的各个部分。</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>键盘和鼠标</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>%1规则</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>开局布置</translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation>放牌</translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation>移动一组牌</translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation>空列</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation>选择规则</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation>完成的序列</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation>牌局代码</translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation>本应用如何帮你玩</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1与%2</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>获胜几率</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>技巧</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>简介</translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation>%1是一种单人纸牌游戏。</translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation>除非你在“%2”中打开“%1”，否则本应用不会给出提示；“%4”菜单中的“%3”会让求解器判断本局能否获胜，并可演示如何取胜。实在无计可施时，可以重新开始本局或开始新游戏。</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation>%1：%2（%4为 %3）。</translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation>牌数</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation>需完成的序列数</translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation>发牌次数</translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation>放牌和移牌的方式与%1相同，空列接受的牌也一样。</translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation>%1与%2的不同之处：</translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation>%1 种花色：几乎每局都能赢</translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation>%1 种花色：约 %2% 的牌局</translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation>根据一篇介绍蜘蛛纸牌的综述文章（意大利语，本帮助的参考资料之一），玩得好时能赢下的牌局比例如下：</translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation>同一篇文章称，一局游戏通常需要 %1 到 %2 分钟。这些是该文的数据，并非在本应用的牌局上测得。</translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation>本应用自带的求解器能看到每一张牌（包括暗牌和发牌区中牌的顺序），每局最多用时 %1 秒，它赢下的牌局如下；看不到暗牌的玩家赢得会少一些：</translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation>优先翻开暗牌：每翻开一张，你就多了解一些情况，也会出现新的走法。</translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation>当一张牌可以放到两张牌上时，选与它同花色的那张：同花色序列可以整组移动，混合花色的序列则必须拆开。</translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation>尽可能长时间地保留一个空列：用它来整理序列或取到某张牌，然后再把它腾空。</translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation>压在暗牌上的 K 只能移到空列：要在发牌区用完之前为此做好打算。</translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation>只有在没有有用的走法时才发牌：发牌会盖住你正在整理的序列。</translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation>利用“%1”来探索：尝试一种走法，如果走不通就撤回。</translation>
    </message>
    <message>
        <source>on by default</source>
        <translation>默认开启</translation>
    </message>
    <message>
        <source>off by default</source>
        <translation>默认关闭</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation>单击一张牌不会移动它。</translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation>有四项设置会改变移动牌的方式；可在“%1”菜单或“%2”中逐项开启或关闭。</translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation>“%1”可撤回最近的操作，最多 %2 步，发牌也包括在内：得分和步数会恢复原值，被撤销的移动所移除的序列也会回到原来的列。“%3”会再次执行被撤销的操作。</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>A rule letter in a code: %1 the letter, %2 the rule&apos;s name.
----------
Between the items of a list (column numbers, suit counts).</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 表示%2</translation>
    </message>
    <message>
        <source>The letter after the number of suits names the rule: %1.</source>
        <translation>花色数之后的字母表示规则：%1。</translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation>经典规则的牌局在花色数之后没有字母；其他规则各有自己的字母：%1。</translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation>每个牌局都有一个牌局代码，例如 %1。代码开头是玩法的字母和代码格式的版本号（%2），接着是“S”和花色数；最后一个短横线之后的 %3 个字母是洗牌编号。</translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation>要重玩某个牌局，或者玩朋友发给你的牌局，请选择“%1 ▸ %2”，然后在“%4”窗口的“%3”栏中输入或粘贴代码。“%1 ▸ %5”可复制进行中游戏的代码。同一个代码在任何电脑上摆出的牌都完全相同。</translation>
    </message>
    <message>
        <source>%1 (the default): the rules as described above.</source>
        <translation>%1（默认）：即上文所述的规则。</translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation>%1，适用于 %2 种花色。%3</translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation>“新游戏”窗口中可以选择以下规则：</translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation>1 种花色时只提供经典规则：所有牌都是同一花色，换用其他规则也没什么区别。</translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation>本页介绍的是在“新游戏”窗口中选择“%1”规则时的玩法。</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>第 %1 次发牌</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>第 %1–%2 次发牌</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation>没有发牌区，因此无牌可发。</translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation>只要有空列就不能发牌：请先在空列中放一张牌。</translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation>即使有空列也可以发牌。</translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation>当某一列的末端是同一花色从 K 到 A 的 13 张牌且全部正面朝上时，这组序列会在完成它的那次移动或发牌之后立即自动离开牌桌。</translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation>一次发牌可能同时完成好几列。</translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation>它原先盖住的暗牌随即翻开。</translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation>无论采用哪种规则，只有同花色序列才会被移除。</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>初级</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中级</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>高级</translation>
    </message>
    <message>
        <source>%1 × 13 %2</source>
        <extracomment>One suit&apos;s share of the cards: %1 how many times, %2 the suit (&quot;spades&quot;).</extracomment>
        <translation>%1 × 13 张%2</translation>
    </message>
    <message>
        <source> + </source>
        <extracomment>Between the suits&apos; shares: &quot;4 × 13 spades + 4 × 13 hearts&quot;.</extracomment>
        <translation> + </translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>花色</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>正面朝上</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>全部正面朝上</translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation>仅最后一张正面朝上</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation>%1：%2，%3。</translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation>共计：%1，其中 %2 张背面朝上，%3 张正面朝上。</translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation>共计：%1，全部正面朝上。</translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation>没有发牌区：所有牌一开始就都在牌桌上。</translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation>A 最小，K 最大，所以 A 上不能再放任何牌。</translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation>当一列中最后一张明牌移走后，它下面的暗牌会自动翻开。</translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>没有比 K 大一点的牌，所以 K（无论是单张，还是作为一组牌的首张）只能放进空列。</translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>没有牌可以接 K，所以 K（无论是单张，还是作为一组牌的首张）只能放进空列。</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation>一张明牌可以放到另一列的最后一张牌上，只要那张牌恰好大一点，花色不限：例如%1 可以放到%2 上，Q 可以放到 K 上。</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation>只有当另一列的最后一张牌与它花色相同且恰好大一点时，明牌才能放到那张牌上：例如%1 可以放到%2 上，但不能放到%3 上。</translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation>一张牌可以放到：%1。</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation>一列末端的几张明牌，如果点数依次递减（8、7、6）且全部同花色，就可以一起移动。</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation>一列末端的几张明牌，只要点数依次递减（8、7、6），无论花色如何，都可以一起移动。</translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation>任何一张明牌都可以连同压在它上面的所有牌一起移动，不论这些牌是否有序。</translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation>可以一起移动的牌：%1。</translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation>一组牌的放法与单张牌相同：它的第一张牌必须能放在目标位置上。</translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation>一组牌的长度没有限制。</translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation>混合花色的序列即使点数递减，也不能整体移动：只能一张一张地拆开。</translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation>空列可以接受任何一张牌或任何可移动的一组牌，而不只是 K。它是牌桌上最有用的位置：把一张牌暂放在那里，就能拿到它下面的牌。</translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation>只有 K（单张，或作为一组牌的首张）才能放进空列。</translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation>空列接受：%1。</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>开局：%1</translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation>每移动一张牌或一组牌：%1</translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation>每次发牌：%1</translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation>每移除一组序列：%1</translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation>得分没有下限：一局很长的游戏可能降到零以下。</translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation>得分最低为 %1：每次操作后都不会低于这个值。</translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation>步数包括移动和发牌；移除序列不算一步。</translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation>步数只计算移动；移除序列不算一步。</translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation>计分方法如下：</translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation>这是 %1 自己的计分方式：其他版本的游戏计分方法不同。</translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation>例如，用 %1 步赢下的一局，最终得分为 %2 = %3 分。</translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation>这低于 %1，所以得分停在 %1。</translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation>前提是途中得分从未降到 %1。</translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation>%1来自插件。书籍、网站和其他应用对它的描述可能在布局或细节上有所不同；两者不一致时，本应用以插件为准。</translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation>关于这些页面</translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation>“规则”页面是根据%1声明的数据（牌、列、发牌计划、哪些牌可以移动、计分）写成的，因此它所说的始终就是本应用所检查的。</translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation>真实牌桌上的%1</translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation>印刷版和网上的蜘蛛纸牌规则在牌的移动方式上一致，但在开局方式上不尽相同。</translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation>维基百科</translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation>维基百科的开局方式与本应用相同：54 张牌分成 10 列，其余 50 张在没有空列时每次发 10 张。</translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation>单车扑克（Bicycle）</translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation>扑克牌制造商单车扑克（Bicycle）摆出十列、每列五张牌，每列的前四张背面朝上。</translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation>两者都规定发新一轮牌之前必须填满每个空位，本应用也是如此。</translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation>维基百科把小蜘蛛纸牌描述为只用一副牌的蜘蛛纸牌，像纸牌接龙（Klondike）那样摆成七列，每列 1 到 7 张：本应用采用的正是这种布局。</translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>目标是把同一花色的牌从 K 到 A 排成序列：完整的序列会离开牌桌，全部 %n 组序列都移除后即获胜。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>本游戏使用 %n 张牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>相当于 %n 副牌（每副 52 张）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>在“新游戏”窗口中选择的花色数决定这 %n 张牌由哪些牌组成，但不会改变牌的总数：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>最后 %n 张正面朝上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>从 %1 张到 %n 张，每列多一张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>从 %1 张减到 %n 张，每列少一张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>每列 %n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>牌从左到右发成 %n 列：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>发牌区中放着其余的 %n 张牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>从第一列到最后一列，%n 列每列各发一张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>共 %n 张牌，第 %1 列各发一张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>点击发牌区或按 D 键即可发牌。发牌区的牌分 %n 次发完，每张牌都正面朝上：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>全部 %n 组序列都已移除、牌桌上不剩一张牌时即获胜。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>例如，用 %1 步（含 %n 次发牌）赢下的一局，最终得分为 %2 = %3 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>这个牌局的代码是 %1（%n 种花色）：在“新游戏”窗口中输入它，就能摆出同样的牌并跟着玩。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>发一轮新牌：从发牌区发出 %n 张牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%n 种花色：%2 局中赢了 %1 局（%3%）</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence follows without a space (a space there shows as a gap).</extracomment>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation>第 %1–%2 列</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A run of column numbers: %1 the first, %2 the last.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>← →</source>
        <extracomment>What ``BoardView.keyPressEvent`` answers, in the order the Keyboard page lists it. The keys of the window&apos;s actions (D to deal, Ctrl+Z…) are in :data:`COMMANDS`.</extracomment>
        <translation>← →</translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
        <translation>在各列之间移动焦点。</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation>多选或少选可移动的牌。</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter、空格键</translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation>把选中的牌送到最合适的列。</translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation>1 … 9、0</translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation>把选中的牌送到第 1 至 9 列，或第 10 列。</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation>清除焦点。</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation>朗读有焦点的列，先读最上面的牌。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation>朗读每一列中可以移动的牌。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation>朗读发牌区、得分和步数。</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation>规则</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>资料来源</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>所选游戏的规则</translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation>完整的获胜对局，逐步讲解并配有牌桌图片</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>规则的出处</translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation>牌桌的按键和鼠标操作</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation>要显示其规则和示例的游戏</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>帮助页面</translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation>正在加载插件…</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>首选项(&amp;E)…</translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation>本局能赢吗(&amp;W)？</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation>输入牌局代码(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>复制牌局代码(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>重新开始本局(&amp;R)</translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation>恢复暂存的游戏(&amp;P)</translation>
    </message>
    <message>
        <source>W&amp;here Was It Lost?</source>
        <translation>在哪一步输掉的(&amp;L)？</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>发牌(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation>复制牌桌描述(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>演示(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation>双击移动牌(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>自动放置(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>放置辅助(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation>规则提醒(&amp;R)</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>动画(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>四色牌(&amp;F)</translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation>全屏(&amp;S)</translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation>插件(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation>规则和帮助(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>键盘(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation>关于 spider-qt(&amp;A)</translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation>已复制牌桌描述</translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation>关于 spider-qt</translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation>蜘蛛纸牌及其同类游戏，各种玩法以插件形式提供。</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n 种花色</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Game code:</source>
        <translation>牌局代码(&amp;G)：</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Easy (1 suit)</source>
        <translation>初级（1 种花色）</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>中级（2 种花色）</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>高级（4 种花色）</translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation>例如 SP1-S2C-AAAAAAD — 留空则随机发牌</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>玩法(&amp;V)：</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>花色</translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation>花色(&amp;S)：</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>牌局代码</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation>留空则随机发牌</translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation>启用内置插件(&amp;B)</translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation>没有可玩的游戏 — %1</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation>无法进行任何游戏</translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation>没有加载任何游戏玩法：spider-qt 的所有游戏（包括蜘蛛纸牌）都来自插件。</translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation>spider-qt 以安全模式启动，只加载内置插件。</translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation>已关闭：%1。</translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation>无法加载：</translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation>连内置插件都没有找到，说明这份 spider-qt 安装不完整；重新安装即可找回游戏。</translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation>要重新开始玩，请用下方的按钮重新启用内置插件（或在“设置 → 插件…”中启用），或者用 --reset-plugins 参数启动 spider-qt。</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation>无法使用你的设置文件，因此 spider-qt 将以默认设置启动。</translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation>无法使用你保存的游戏，因此无法继续；将开始一局新游戏。</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation>无法使用你的统计文件，因此统计将从零开始。</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation>你的设置是由较新版本的 spider-qt 保存的。当前版本不会改动它们，并使用默认设置；现在所做的更改只在 spider-qt 关闭前有效。</translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation>你保存的游戏来自较新版本的 spider-qt。当前版本不会改动它；现在玩的游戏不会被保存。</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation>你的统计是由较新版本的 spider-qt 保存的。当前版本不会改动它们；现在玩的游戏不会计入其中。</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation>无法保存你的设置（%1）；更改只在 spider-qt 关闭前有效。</translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation>无法保存进行中的游戏（%1）；spider-qt 关闭后将无法继续这局游戏。</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation>无法保存你的统计（%1）；它们会保留到 spider-qt 关闭为止。</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>已损坏的文件已保留为 %1。</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>无法把已损坏的文件移到一旁（%1）。</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>技术细节：%1</translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation>你保存的%1游戏需要一个当前未加载的插件。它已保留为 %2，该插件恢复后即可继续。</translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>有一个插件无法加载，已被略过；其他一切正常。详情请见“设置 → 插件…”。</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>有些插件无法加载，已被略过；其他一切正常。详情请见“设置 → 插件…”。</translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation>另有 %1 个无法加载的插件未在此列出。“设置 → 插件…”中列出了全部插件。</translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation>你保存的%1游戏是用插件 %3 的 %2 版创建的，而 %4 版的玩法有所不同。它已保留为 %5，如果 %2 版恢复，即可继续。</translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation>你保存的%1游戏在其插件缺失期间被保留下来，现在已经恢复并继续进行。</translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation>恢复暂存的游戏？</translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation>你保存的%1游戏可以继续玩了：它的插件已经恢复。</translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation>现在恢复吗？进行中的游戏会被暂存，之后可在“游戏 → 恢复暂存的游戏”中继续。</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation>添加玩法：%1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>添加 %n 种玩法：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation>添加规则：%1</translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation>为%2添加规则：%1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>添加 %n 条规则：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>纸牌主题</translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation>添加纸牌主题：%1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation>
            <numerusform>添加 %n 个纸牌主题：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Two &quot;Adds …&quot; sentences one after the other: what a plugin adds.</extracomment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A variant&apos;s or rule&apos;s name, then its description.</extracomment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Plugins</source>
        <extracomment>Rows shown before the table scrolls; the details area takes the rest of the height. What each checkbox shows now, by plugin id: the dialog&apos;s own view of the switches. The plugin whose switch-off was just refused (its id), while the note says why. The plugin just switched off, only saved, while the note names the rules it stops.</extracomment>
        <translation>插件</translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation>安全模式</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>详细信息(&amp;D)：</translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation>插件详细信息</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>复制详细信息(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation>复制所选插件的详细信息，以便粘贴到错误报告中。</translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation>插件</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>添加内容</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>The switch is the name&apos;s checkbox: a player switches &quot;Simple Simon&quot;, not a column. Origins in the order they are listed, with the words a player sees for them.</extracomment>
        <translation>内置</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>已安装</translation>
    </message>
    <message>
        <source>Plugins folder</source>
        <translation>插件文件夹</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>已禁用</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>加载失败</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation>启用后即可查看它添加的内容</translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation>安全模式：只加载了内置插件。</translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation>选择一个插件以查看其详细信息。</translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation>未生效（需要%1）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1（%2 秒）</translation>
    </message>
    <message>
        <source>Slow to load: %1</source>
        <translation>加载缓慢：%1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>名称：%1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>状态：%1</translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation>它无法加载，因此没有添加任何内容。出错的原因列在下方，供其作者参考。</translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation>供插件作者参考：</translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation>插件 ID：%1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>版本：%1</translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>位置：%1</translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation>摘要：%1</translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>玩法：%1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>需要：%1</translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation>加载时间：%1 秒</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation>%1（下次启动时不会加载）</translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation>%1（下次启动时启用）</translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation>%1（下次启动时禁用）</translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation>更改将在下次启动 spider-qt 时生效。</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>进行中的游戏会继续。</translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation>%1 无法加载（见详细信息）；下次启动 spider-qt 时会再次尝试。</translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation>无法再开始%1游戏。</translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation>无法再选择规则“%1”。</translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation>无法再选择以下规则：%1。</translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation>现在可以开始%1游戏了。</translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation>现在可以选择规则“%1”了。</translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation>现在可以选择以下规则了：%1。</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>已启用 %1。</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>已关闭 %1。</translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation>%1 保持启用：它是最后一个提供游戏玩法的插件，没有它就没有可玩的游戏了。</translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation>关闭 %1 也会使以下规则失效：%2。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>PostMortemReview</name>
    <message>
        <source>Nothing to look back on: no action was played yet.</source>
        <translation>还没有可以回顾的内容：尚未走过一步。</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>求解器出错：%1</translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message>
        <source>Could It Have Been Shorter?</source>
        <translation>能更快赢吗？</translation>
    </message>
    <message>
        <source>Where Was It Lost?</source>
        <translation>在哪一步输掉的？</translation>
    </message>
    <message>
        <source>Looking back over the game, every card known…</source>
        <translation>正在回顾这局游戏（所有牌均已知）…</translation>
    </message>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>求解器从头开始用 %n 步赢下这局；您用了 %1 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the line with Next.</source>
        <translation>用“下一步”逐步播放走法。</translation>
    </message>
    <message>
        <source>The solver found no line from the start within the time.</source>
        <translation>求解器在限定时间内没有找到从头开始的走法。</translation>
    </message>
    <message>
        <source>This deal from the stock lost the game. Before it, a win was still possible.</source>
        <translation>这次从发牌区发牌让这局输掉了。在此之前仍有可能赢。</translation>
    </message>
    <message>
        <source>This move lost the game: %1. Before it, a win was still possible.</source>
        <translation>这一步让这局输掉了：%1。在此之前仍有可能赢。</translation>
    </message>
    <message>
        <source>This deal could not be won: no line wins it from its start (proven).</source>
        <translation>这局无法赢下：从头开始没有任何走法能赢（已证明）。</translation>
    </message>
    <message>
        <source>The game was already lost at the oldest position kept (proven).</source>
        <translation>在保存的最早局面时这局就已经输了（已证明）。</translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>没有输：从这里仍然能赢（已由一条 %n 步的走法证明）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it was lost was not decided within the time.</source>
        <translation>在限定时间内未能确定在哪一步输掉。</translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>走了 %n 步之后仍有可能赢（已由走法证明）：就是这个局面。</numerusform>
        </translation>
    </message>
    <message>
        <source>Whether this game could be won was not decided within the time.</source>
        <translation>在限定时间内未能确定这局能否赢下。</translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>走了 %n 步之后就已经输了（已证明）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the actions the undo history kept were looked at.</source>
        <translation>只查看了撤销记录中保存的步骤。</translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>从这里获胜的走法：共 %n 步。用“下一步”逐步播放。</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2: the game is won.</source>
        <translation>第 %1 步，共 %2 步：这局赢了。</translation>
    </message>
    <message>
        <source>Step %1 of %2.</source>
        <translation>第 %1 步，共 %2 步。</translation>
    </message>
    <message>
        <source>Step %1 of %2. Next: %3.</source>
        <translation>第 %1 步，共 %2 步。下一步：%3。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation>首选项</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation>把这里显示的每项设置都恢复为原始值。</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤消(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <extracomment>The right-click menu of a scroll bar (the Help pages, the Plugins dialog&apos;s details).</extracomment>
        <translation>滚动至此</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>左边缘</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>顶端</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>右边缘</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>底部</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>向左翻页</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>向上翻页</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>向右翻页</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>向下翻页</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>向左滚动</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>向上滚动</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>向右滚动</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>向下滚动</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>The right-click menu of read-only rich text (the Help pages).</extracomment>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>复制链接地址(&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>&amp;Previous</source>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>返回游戏(&amp;B)</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation>没有第 %1 列：列的编号是 1 到 %2。</translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation>牌必须移到另一列。</translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation>第 %1 列是空的：没有可移动的牌。</translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation>第 %1 列的第 %2 个位置上没有牌。</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation>背面朝上的牌不能移动。</translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation>这些牌不能一起移动：%1 没有按降序接在%2 之后。</translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation>这些牌不能一起移动：一组牌必须全部同花色，而%1 压在%2 上。</translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation>A 上不能放任何牌（%1）。</translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation>%1 只能放在大一点的牌上，不能放在%2 上。</translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation>%1 只能放在同花色且大一点的牌上，不能放在%2 上。</translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation>只有 K（或以 K 开头的一组牌）才能放进空列，%1 不行。</translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation>没有其他列可以接%1。</translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation>没有其他列可以接%1 及其上面的牌。</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>发牌区已空：没有牌可发了。</translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation>发牌前请先填满所有空列（空列：第 %1 列）。</translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation>发牌前每一列都必须有牌，但牌桌上的牌比列数少（%1 张牌，%2 列）：请撤销，或开始新游戏。</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>没有可撤销的操作。</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>没有可重做的操作。</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>How a list of columns is joined in English (translated in context ``&quot;Rule&quot;``).</extracomment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Open deal</source>
        <translation>自由发牌</translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation>即使有空列，也可以从发牌区发牌。</translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation>发牌所到的每一列都会得到一张牌，空列也不例外；其余与经典规则相同。其他应用常把这种玩法称为“宽松蜘蛛”（relaxed Spider）。</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>混合花色</translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation>按降序排列的一组牌即使花色混杂，也可以一起移动。</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Hints and demo</source>
        <translation>提示和演示</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation>双击移动牌</translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation>双击一张牌会把它连同其上的牌送到最合适的列：优先放到大一点的同花色牌上，其次是任何大一点的牌，再次是空列。</translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation>自动放置</translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation>放到不能放的位置上的牌会被送到最合适的列，而不是滑回原处。</translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation>放置辅助</translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation>拖动牌时，可以接受这些牌的列会高亮显示。</translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation>规则提醒</translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation>移动被拒绝后，会有一条简短的说明告诉你是哪条规则不允许。</translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation>放弃游戏前询问</translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation>进行中的游戏已有移动时，“重新开始本局”和“新游戏”会先询问，因为放弃这局会计为一局失败。</translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation>“编辑”菜单中将出现“提示”（给出一个好的走法）和“演示”（自动接着玩）。用过其中任何一项的游戏会在统计中单独计算。</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>仅限可赢牌局</translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation>新游戏只会从求解器已经赢过的牌局中发牌。你输入的牌局代码始终按原样进行。</translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation>点击拿起和放下</translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation>点击一张牌会把它连同其上的牌一起拿起；再点击某一列，就会把牌放到那里。关闭时：单击不起作用，与经典游戏一样。</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>计时器</translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation>游戏用时会显示在状态栏和获胜对话框中，统计会记录最佳用时。</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation>牌桌上方的按钮：新游戏、重新开始、撤销、重做、发牌，开启提示时还有“提示”。</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>动画</translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation>牌会滑动、从发牌区飞出并翻面，而不是直接跳到位。</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation>动画播放的快慢。</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>浅色或深色</translation>
    </message>
    <message>
        <source>The table, the marks and words on it, the dialogs and the status bar in light or dark colours; by default as the system has them, switching when it does.</source>
        <translation>牌桌及其上的标记和文字、对话框和状态栏使用浅色或深色；默认跟随系统，系统切换时随之切换。</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>纸牌主题</translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation>纸牌的外观。插件和主题文件夹可以添加更多主题。</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>四色牌</translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation>每种花色各有自己的颜色：黑桃为黑色，红桃为红色，方块为蓝色，梅花为绿色。</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>牌背</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation>纸牌背面的图案。</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The language of the menus and messages; the system&apos;s language by default.</source>
        <translation>菜单和消息使用的语言；默认为系统语言。</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation>上次的玩法</translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation>上一局新游戏所选的玩法（为空时：第一个已安装的玩法）。</translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation>上次的花色数</translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation>上一局新游戏所选的花色数。</translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation>上次的规则</translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation>上一局新游戏所选的规则。</translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation>已关闭的插件</translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation>在“插件”对话框中关闭的插件：启动时不会加载。</translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation>窗口位置和大小</translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation>窗口的位置和大小，由 Qt 保存（十六进制）。</translation>
    </message>
</context>
<context>
    <name>SolverProgressBox</name>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>The progress bar counts in thousandths: smooth, and whole numbers for Qt.</extracomment>
        <translation>取消(&amp;C)</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>已选中 %n 张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation>第 %1 列，%2：%3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 到%2</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>可移动：%1。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Game</source>
        <extracomment>The headings in English; shown translated (context ``&quot;StatisticsDialog&quot;``).</extracomment>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>已赢</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>最高得分</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>最少步数</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>当前连胜</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>最长连胜</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation>最佳用时</translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation>借助帮助已玩</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>借助帮助已赢</translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation>尚无计入统计的游戏：走出第一步后，这局游戏才会计入。</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation>统计</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>重置统计(&amp;R)…</translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation>询问后清除所有记录。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n 种花色</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2，%3</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation>清除所有已玩游戏的统计吗？

此操作无法撤销。</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>红桃</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation>你的设置（%1）</translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation>进行中的游戏，下次将无法继续（%1）</translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation>你在本次运行中的统计（%1）</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>重试(&amp;T)</translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation>不保存并关闭(&amp;W)</translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation>以下内容无法保存，如果现在关闭 spider-qt，它们将会丢失：</translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation>请释放一些磁盘空间（或让该文件夹可写），然后重试。</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Scorpion</source>
        <translation>蝎子纸牌</translation>
    </message>
    <message>
        <source>One deck in seven columns, mostly face up; move any face-up card with everything on it and build down in suit.</source>
        <translation>一副牌分成七列，大多正面朝上；任何明牌都可以连同其上的所有牌一起移动，按同花色降序接牌。</translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>一张牌只能放在同花色、大一点的牌上。任何明牌都可以连同压在它上面的所有牌一起移动，不论这些牌是否有序。只有 K（单张或连同其上的牌）才能放进空列。发牌区的牌一次性发到前三列上，即使有空列也可以发。每组从 K 到 A 的同花色序列都会离开牌桌；四组全部移除后即获胜。</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>简单西蒙纸牌</translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation>一副牌正面朝上发成十列，没有发牌区；按花色排出四组从 K 到 A 的序列。</translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>所有牌从一开始就正面朝上，也没有可以发牌的发牌区。一张牌可以放在任何大一点的牌上，花色不限。只有同一花色、点数逐一递减的序列才能一起移动。空列可以接受任何一张牌或可移动的序列。每组从 K 到 A 的同花色序列都会离开牌桌；四组全部移除后即获胜。</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>蜘蛛纸牌</translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation>两副牌分成十列；按花色排出八组从 K 到 A 的序列。</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>小蜘蛛纸牌</translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation>一副牌分成七列；按花色排出四组从 K 到 A 的序列。</translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation>你在帮助下赢了！</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>Could It Have Been &amp;Shorter?</source>
        <translation>能更快赢吗(&amp;S)？</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>得分：%1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>步数：%1</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>用时：%1</translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation>借助帮助获胜：在统计中单独计算。</translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation>新的最高得分！</translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation>新的最佳用时！</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>最高得分：%1</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>最佳用时：%1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>连胜：%n 局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <translation>可赢牌局</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation>正在寻找求解器能赢的牌局…</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation>正在寻找求解器能赢的牌局…（牌局 %1）</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>求解器出错：%1</translation>
    </message>
</context>
</TS>
