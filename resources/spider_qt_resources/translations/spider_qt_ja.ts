<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation>このディールをやり直しますか？</translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation>このディールを最初の状態からやり直しますか？</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>最初から(&amp;R)</translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation>新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation>このゲームをやめて、新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>プレイ中のゲーム（%n手）は終了し、統計では負けとして数えられます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Give Up and See &amp;Where It Was Lost</source>
        <translation>諦めて負けた場所を見る(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>プレイを続ける(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>今後は確認しない(&amp;D)</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>%n枚配布</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%1と他%n枚を%2へ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%1と他%n枚を%2へ戻しました</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>取り消しました。</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>新しいゲーム。</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1を%2へ</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 turned face up</source>
        <translation>%1が表向きに</translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>%1の組が完成</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>やり直し: %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>配布</translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation>%1を%2へ戻しました</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>取り消し: %1</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Seconds the demo&apos;s solver may search from the position before it gives up. How long a status bar message stays (ms). With hints on, the worker starts this long after the window (ms): out of the start-up&apos;s way, yet ready before the first hint, which would otherwise wait for a fresh interpreter.</extracomment>
        <translation>ヒントを探しています…</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation>デモ: 勝ち筋を探しています… %1%</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation>デモ: 勝ち筋を探しています…</translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation>デモ: キーを押すかクリックすると、プレイを引き継げます。</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>デモを停止しました。</translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation>ここでは役に立つ手が見つかりません。元に戻すか、最初からやり直してください。</translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation>ヒント: 山札から新しく配りましょう。</translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation>ヒント: %1を%2から%3へ移動しましょう。</translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>ヒント: %1とその上の%n枚を%2から%3へ移動しましょう。</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation>デモはここから勝つ方法を見つけられませんでした。</translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation>デモを停止しました。あなたの番です。</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>ソルバーでエラーが発生しました: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation>%1列目</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>カードの場</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>山札: 配布は残り%n回。クリックすると配ります。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
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
        <translation>スペードのA</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>スペードの2</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>スペードの3</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>スペードの4</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>スペードの5</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>スペードの6</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>スペードの7</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>スペードの8</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>スペードの9</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>スペードの10</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>スペードのJ</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>スペードのQ</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>スペードのK</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>ハートのA</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>ハートの2</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>ハートの3</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>ハートの4</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>ハートの5</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>ハートの6</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>ハートの7</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>ハートの8</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>ハートの9</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>ハートの10</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>ハートのJ</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>ハートのQ</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>ハートのK</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>ダイヤのA</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>ダイヤの2</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>ダイヤの3</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>ダイヤの4</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>ダイヤの5</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>ダイヤの6</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>ダイヤの7</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>ダイヤの8</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>ダイヤの9</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>ダイヤの10</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>ダイヤのJ</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>ダイヤのQ</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>ダイヤのK</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>クラブのA</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>クラブの2</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>クラブの3</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>クラブの4</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>クラブの5</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>クラブの6</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>クラブの7</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>クラブの8</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>クラブの9</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>クラブの10</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>クラブのJ</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>クラブのQ</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>クラブのK</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation>クラシック</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>大きな数字</translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation>ゲームコードが空です。コードは %1 のような形式です。</translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation>ゲームコードとしては長すぎます。コードは %1 のような形式です。</translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation>ゲームコードに使えるのは英字、数字、ハイフンだけです（例: %1）。</translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation>ゲームコードは、最後のハイフンの後に%1文字の英字が続きます（例: %2）。</translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation>このコードは新しいバージョンの spider-qt で作られたものです。プレイするには spider-qt を更新してください。</translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation>英字 %1 の後の数字は %3 ではなく %2 でなければなりません。</translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation>%1のコードには、スート数の後にルールを表す英字が必要です: %2。</translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation>%1のコードにはルールの英字はありません。スート数の後の %2 を削除してください。</translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation>ディール番号は0～%1の範囲で指定してください。</translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation>ゲームの種類が1つもインストールされていません。</translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation>有効なゲームコードではありません。</translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation>これはゲームコードではありません。コードは %1 のような形式です。</translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation>%1 で始まるコードを持つゲームの種類はインストールされていません。コードを確認するか、このゲームの種類を追加するプラグインをインストールしてください。</translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation>ゲームの種類「%1」はインストールされていません。</translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation>%1はそのスート数ではプレイできません。</translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation>%1は%2スートではなく、1スートでのみプレイします。</translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation>%1は%3スートではなく、%2スートでプレイします。</translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation>%1には、このスート数で使える「%2」というルールはありません。</translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation>1スートの%1には、ルールの英字 %2 はありません。%3 を使ってください。</translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation>%2スートの%1には、ルールの英字 %3 はありません。%4 を使ってください。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1または%2</translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <source>Only a deal with a game code can be checked.</source>
        <extracomment>Seconds the solver may search for a winning line of a deal.</extracomment>
        <translation>確認できるのは、ゲームコードのあるディールだけです。</translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation>このディールは勝てますか？</translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation>ディール %1 を、すべてのカードが見える状態で最初からプレイしています…</translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>はい。ディール %1 は%n手で勝てます。</numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation>ディールの最初から勝ち筋を見ることができます。その場合、このゲームはアシスト付きのプレイとして数えられます。</translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation>勝ち筋を見る(&amp;W)</translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>%n秒以内に、ディール %1 の勝ち方は見つかりませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation>それでも勝てるディールかもしれません。探索はどこかで打ち切る必要があったためです。</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>ソルバーでエラーが発生しました: %1</translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation>前のディールは勝てたでしょうか？</translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation>もう動かせる手がありません。このディールは勝てたでしょうか？</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation>%1列目: 空</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>完成した組なし</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>%1列目: 空</translation>
    </message>
    <message>
        <source>; </source>
        <translation>。</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>山札: %n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>配布は残り%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n組完成</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>裏向き%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation>%1列目: %2、表向きは%3</translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation>%1列目: %2、表向きは%3</translation>
    </message>
    <message>
        <source>%1, %2; %3.</source>
        <translation>%1、%2。%3。</translation>
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
            <numerusform>%n手で勝利: %1 = %2点。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>%nスートで勝ったゲーム</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>%1とそれに続く%n枚を、%2列目から%4列目の%3の上へ移動します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>%1とそれに続く%n枚を、%2列目から空いている%3列目へ移動します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>%1回目の配布の前の場（山札の残りは%n枚）:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>%1手目の後の場。ここまでに%n組が完成しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>%n組すべてが完成して場が空になり、ゲームに勝ちました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Score: %1</source>
        <translation>スコア: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>手数: %1</translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation>完成: %1/%2</translation>
    </message>
    <message>
        <source>Game code: click to copy it</source>
        <translation>ゲームコード: クリックでコピー</translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation>残り配布: %1</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>コードなし</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>ゲームコード: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>時間: %1</translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>ゲームコード %1 をコピーしました</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation>途中でスコアが%1まで下がらなかったため、この合計が最終スコアになります。</translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation>途中でスコアが%1で止まったため、ゲームは代わりに%2点で終わりました。</translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation>%1: 勝ったゲームを一手ずつ</translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation>このページでは、勝ったゲームを最初から最後まで一手ずつ再現します。開始時、各配布の前、組が完成して場から取り除かれた後、そして終了時の場の様子を図で示します。</translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation>どのディールもゲームコードから再現できるので、一緒にプレイしてみましょう。</translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation>例を作成しています: コード %2 の%1で勝つゲーム。見つかり次第ここに表示します。</translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation>時間内に%1で勝つゲームを作成できませんでした。コード %2 のディールはそれでも勝てるかもしれません。ご自分で試してみてください。</translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation>開始時の場:</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1手目</translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation>%1～%2手目</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation>%1が表向きになります。</translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation>%1の組が完成し、場から取り除かれます。</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation>%1を%2列目から空いている%3列目へ移動します。</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation>%1を%2列目から%4列目の%3の上へ移動します。</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>マウス</translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation>カードを列へドラッグします。ダブルクリックすると最適な列へ送られます。山札をクリックすると配ります。「クリックで持ち上げて置く」（環境設定）をオンにすると、クリックでカードを持ち上げ、列をクリックするとそこに置きます。</translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation>ゲームはすべてキーボードで操作できます。矢印キーでカードを選び、Enter キーで送ります。</translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation>スクリーンリーダーを使う場合、各列はフォーカスを受けると一番上のカードから読み上げられます。移動、配布、元に戻す操作の後は、フォーカスのある列が何が起きたかを伝えます。下の読み上げキーで、盤面の一部をもう一度読み上げさせることができます。</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>動作</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>キーボードとマウス</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>%1のルール</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation>カードの置き方</translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation>まとめて移動</translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation>空き列</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>配布</translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation>ルールの選択</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation>完成した組</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>ゲームの終わり</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>スコアの計算</translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation>ゲームコード</translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation>アプリによるプレイの手助け</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>勝てる確率</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>コツ</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation>%1は一人用のソリティアゲームです。</translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation>「%2」で「%1」をオンにしない限り、アプリはヒントを出しません。「%4」メニューの「%3」では、そのディールに勝てるかをソルバーに調べさせ、勝ち方を見せてもらうこともできます。どうにもならなくなったら、ディールを最初からやり直すか、新しいゲームを始めましょう。</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation>%1: %2（%4では%3）。</translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation>カードの枚数</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列の数</translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation>完成させる組の数</translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation>山札からの配布回数</translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation>カードの置き方と動かし方は%1と同じで、空き列に置けるカードも同じです。</translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation>%1と%2の違い:</translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation>%1スート: ほぼすべてのディール</translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation>%1スート: ディールの約%2%</translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation>上手にプレイした場合に勝てるディールの割合です。このヘルプの出典の一つである、スパイダーソリティアに関する一般的な記事（イタリア語）によります:</translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation>同じ記事によると、1ゲームにかかる時間は通常%1～%2分です。これは記事の数値で、このアプリのディールで測ったものではありません。</translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation>このアプリのソルバーが勝ったディールです。ソルバーにはすべてのカード（裏向きのカードや山札の順番も）が見えており、1ディールに最大%1秒かけます。隠れたカードが見えないプレイヤーが勝てる数はこれより少なくなります:</translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation>まずは裏向きのカードをめくりましょう。めくるたびに分かることが増え、新しい手が生まれます。</translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation>カードを置ける先が2つあるときは、同じスートのほうを選びましょう。同じスートの並びはまとめて動かせますが、スートが混ざった並びはばらさなければなりません。</translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation>空き列はできるだけ長く空けておきましょう。並びを整理したり、目当てのカードを取り出したりするのに使い、終わったらまた空けます。</translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation>裏向きのカードの上にあるキングは、空き列にしか移動できません。山札がなくなる前に計画を立てておきましょう。</translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation>配るのは役に立つ手がなくなってからにしましょう。配ると、作りかけの並びの上にカードが重なってしまいます。</translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation>「%1」を使っていろいろ試しましょう。手順を試して、うまくいかなければ取り消せます。</translation>
    </message>
    <message>
        <source>on by default</source>
        <translation>既定でオン</translation>
    </message>
    <message>
        <source>off by default</source>
        <translation>既定でオフ</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation>%1（%2）: %3</translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation>カードを1回クリックしただけでは動きません。</translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation>カードの動かし方を変える設定が4つあります。それぞれ「%1」メニューまたは「%2」でオン・オフを切り替えられます。</translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation>「%1」は、配布も含めて直前の操作を最大%2回まで取り消します。スコアと手数は元に戻り、取り消した手で完成した組は列に戻ります。「%3」は、取り消した操作をもう一度行います。</translation>
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
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The letter after the number of suits names the rule: %1.</source>
        <translation>スート数の後の英字はルールを表します: %1。</translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation>クラシックのゲームでは、スート数の後に英字は付きません。ほかのルールでは、それぞれの英字が付きます: %1。</translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation>どのディールにも %1 のようなゲームコードがあります。コードはゲームの種類を表す英字とコード形式のバージョン（%2）で始まり、続いて「S」とスート数が入ります。最後のハイフンの後の%3文字の英字が、シャッフルの番号です。</translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation>ディールをもう一度プレイしたり、友人から送られたディールをプレイしたりするには、%1 ▸ %2 を選び、「%4」ウィンドウの「%3」欄にコードを入力するか貼り付けます。%1 ▸ %5 で、プレイ中のゲームのコードをコピーできます。同じコードなら、どのコンピューターでも必ず同じカードが並びます。</translation>
    </message>
    <message>
        <source>%1 (the default): the rules as described above.</source>
        <translation>%1（既定）: 上で説明したルール。</translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation>%1（%2スートで選択可）。%3</translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation>「新しいゲーム」ウィンドウでは、次のルールを選べます:</translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation>1スートでは、クラシックのルールだけを選べます。すべてのカードが同じスートなので、ルールを選んでもほとんど変わらないためです。</translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation>このページでは、「新しいゲーム」ウィンドウで選んだ「%1」のルールでのゲームを説明しています。</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>%1回目の配布</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>%1～%2回目の配布</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation>%1: %2。</translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation>山札がないので、配るものはありません。</translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation>空き列があるうちは配れません。先にそこへカードを置いてください。</translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation>空き列があっても配ることができます。</translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation>列の末尾に、同じスートのキングからエースまでの13枚がすべて表向きで並ぶと、その組は完成させた移動や配布の直後に、自動的に場から取り除かれます。</translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation>1回の配布で、複数の列の組が同時に完成することもあります。</translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation>その下にあった裏向きのカードは表向きになります。</translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation>どのルールでも、取り除かれるのは同じスートだけでできた組です。</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>%1 × 13 %2</source>
        <extracomment>One suit&apos;s share of the cards: %1 how many times, %2 the suit (&quot;spades&quot;).</extracomment>
        <translation>%2（13枚）×%1</translation>
    </message>
    <message>
        <source> + </source>
        <extracomment>Between the suits&apos; shares: &quot;4 × 13 spades + 4 × 13 hearts&quot;.</extracomment>
        <translation> + </translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>スート数</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>難易度</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>表向き</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>すべて表向き</translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation>最後の1枚だけ表向き</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation>%1: %2、%3。</translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation>合計: %1（裏向き%2枚、表向き%3枚）。</translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation>合計: %1、すべて表向き。</translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation>山札はありません。最初からすべてのカードが場に並びます。</translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation>エースが最も低く、キングが最も高いカードです。そのため、エースの上には何も置けません。</translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation>列の最後の表向きのカードがなくなると、その下の裏向きのカードが自動的に表向きになります。</translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>キングより1つ上のランクのカードはないので、キングは単独でもグループの先頭でも、空き列にしか移動できません。</translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>キングを受け入れるカードはないので、キングは単独でもグループの先頭でも、空き列にしか移動できません。</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation>表向きのカードは、ほかの列の最後のカードがちょうど1つ上のランクであれば、スートに関係なくその上に置けます。例: %2の上に%1、キングの上にクイーン。</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation>表向きのカードをほかの列の最後のカードの上に置けるのは、そのカードが同じスートで、ちょうど1つ上のランクのときだけです。例: %1は%2の上に置けますが、%3の上には置けません。</translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation>カードを置ける先: %1。</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation>列の末尾にある複数の表向きのカードは、ランクが1つずつ下がっていて（8、7、6）、すべて同じスートであれば、まとめて動かせます。</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation>列の末尾にある複数の表向きのカードは、ランクが1つずつ下がっていれば（8、7、6）、スートに関係なくまとめて動かせます。</translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation>表向きのカードはどれでも、順番どおりかどうかに関係なく、その上に重なっているすべてのカードと一緒に動かせます。</translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation>まとめて動かせるカード: %1。</translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation>グループは1枚のカードと同じように置きます。先頭のカードが置き先に合っている必要があります。</translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation>グループの長さに制限はありません。</translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation>スートが混ざった並びは、ランクが順に下がっていてもまとめては動かせません。1枚ずつばらす必要があります。</translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation>空き列には、キングに限らず、どのカードでも、動かせるどのグループでも置けます。場で最も役に立つ場所です。カードを一時的にそこへ置いて、その下のカードを取り出しましょう。</translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation>空き列に置けるのは、単独またはグループの先頭にあるキングだけです。</translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation>空き列に置けるもの: %1。</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>開始時: %1</translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation>カードまたはグループを1回移動するごとに: %1</translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation>1回配るごとに: %1</translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation>組が1つ完成するごとに: %1</translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation>スコアに下限はありません。長いゲームではマイナスになることもあります。</translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation>スコアは%1より下がりません。操作のたびに、そこで止まります。</translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation>手数には移動と配布が数えられます。組の完成は1手に数えません。</translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation>手数には移動が数えられます。組の完成は1手に数えません。</translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation>点数は次のように計算されます:</translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation>これは %1 独自の点数です。ほかのバージョンのゲームでは計算方法が異なります。</translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation>たとえば、%1手で勝ったゲームは %2 = %3点で終わります。</translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation>これは%1を下回るので、スコアは%1のままです。</translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation>これは、途中でスコアが%1まで下がらなかった場合です。</translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation>%1はプラグインによるゲームです。本やウェブサイト、ほかのアプリでは、異なる配置や細部で説明されていることがあります。違いがある場合、このアプリはプラグインに従います。</translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation>これらのページについて</translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation>ルールのページは、%1が宣言するデータ（カード、列、配布の計画、動かせるカード、点数）から作られているため、常にアプリが実際に確認している内容を示します。</translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation>実際のテーブルでの%1</translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation>スパイダーの印刷されたルールやオンラインのルールは、カードの動かし方では一致していますが、ゲームの始め方では必ずしも一致していません。</translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation>ウィキペディア</translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation>ウィキペディアでは、このアプリと同じようにゲームを始めます。54枚を10列に並べ、残りの50枚は、空き列がないときに10枚ずつ配ります。</translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation>バイスクル</translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation>トランプメーカーのバイスクルは、5枚ずつ10列に並べ、各列の最初の4枚を裏向きにします。</translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation>どちらも、新たに配る前にすべての空き列を埋めなければならないとしており、このアプリも同じです。</translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation>ウィキペディアでは、スパイダーレットを1デッキで行うスパイダーとして説明しています。クロンダイクのように1～7枚の7列に並べる配置で、このアプリもこの配置を使っています。</translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>目的は、キングからエースまでの同じスートの並びを作ることです。完成した並びは場から取り除かれ、%n組すべてがなくなると勝ちです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>このゲームでは%n枚のカードを使います。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>これは52枚のデッキ%n組分です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>「新しいゲーム」ウィンドウで選ぶスート数によって、%n枚のカードの内訳は変わりますが、枚数は変わりません:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>最後の%n枚が表向き</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>%1枚から%n枚（1列ごとに1枚ずつ増える）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>%1枚から%n枚（1列ごとに1枚ずつ減る）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>各%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>カードは左から右へ%n列に配られます:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>残りの%n枚は山札になります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>%n列すべてに1枚ずつ、最初の列から最後の列へ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>%n枚、%1列目に1枚ずつ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>山札をクリックするか D キーを押すと配ります。山札から配れるのは%n回で、カードはすべて表向きで配られます:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>%n組すべてが完成して取り除かれ、カードが1枚も残っていなければ勝ちです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>たとえば、%n回の配布を含めて%1手で勝ったゲームは %2 = %3点で終わります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>このディールのゲームコードは %1（%nスート）です。「新しいゲーム」ウィンドウに入力すると同じカードが並ぶので、一緒にプレイできます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>山札から新しく%n枚を配ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%nスート: %2ディール中%1勝（%3%）</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence follows without a space (a space there shows as a gap).</extracomment>
        <translation>%1列目</translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation>%1～%2列目</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A run of column numbers: %1 the first, %2 the last.</extracomment>
        <translation>%1～%2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
        <translation>%1または%2</translation>
    </message>
    <message>
        <source>← →</source>
        <extracomment>What ``BoardView.keyPressEvent`` answers, in the order the Keyboard page lists it. The keys of the window&apos;s actions (D to deal, Ctrl+Z…) are in :data:`COMMANDS`.</extracomment>
        <translation>← →</translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
        <translation>列の間でフォーカスを移動します。</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation>動かせるカードのうち、選ぶ枚数を増やしたり減らしたりします。</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter、スペース</translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation>フォーカスのあるカードを最適な列へ送ります。</translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation>1 … 9、0</translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation>フォーカスのあるカードを1～9列目、または10列目へ送ります。</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation>フォーカスを解除します。</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation>フォーカスのある列を、一番上のカードから読み上げます。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation>各列で動かせるカードを読み上げます。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation>山札、スコア、手数を読み上げます。</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>プレイ例</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>キーボード</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>選んだゲームのルール</translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation>勝ったゲームを一手ずつ、場の図とともに</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>ルールの出典</translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation>盤面のキー操作とマウス操作</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation>ルールとプレイ例を表示するゲーム</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>ヘルプページ</translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation>プラグインを読み込んでいます…</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1を読み込んでいます…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>環境設定(&amp;E)…</translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation>このディールに勝てるか調べる(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation>ゲームコードを入力(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>ゲームコードをコピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>このディールを最初から(&amp;R)</translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation>保留中のゲームを再開(&amp;P)</translation>
    </message>
    <message>
        <source>W&amp;here Was It Lost?</source>
        <translation>どこで負けたか調べる(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>配る(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation>盤面の説明をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>デモ(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation>ダブルクリックで移動(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>自動配置(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>置き先の表示(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation>ルールの注意(&amp;R)</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>アニメーション(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>4色デッキ(&amp;F)</translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation>全画面表示(&amp;S)</translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation>プラグイン(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation>ルールとヘルプ(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>キーボード(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation>spider-qt について(&amp;A)</translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation>盤面の説明をコピーしました</translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation>spider-qt について</translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation>スパイダーソリティアとその仲間のゲーム。ゲームの種類はプラグインで追加できます。</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%nスート</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2、%3）</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Game code:</source>
        <translation>ゲームコード(&amp;G):</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Easy (1 suit)</source>
        <translation>初級（1スート）</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>中級（2スート）</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>上級（4スート）</translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation>例: SP1-S2C-AAAAAAD — 空欄にするとランダムなディール</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>ゲームの種類</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>種類(&amp;V):</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>スート数</translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation>スート数(&amp;S):</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>ゲームコード</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation>空欄にするとランダムなディールになります</translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation>組み込みプラグインをオンにする(&amp;B)</translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation>プレイできるゲームがありません — %1</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation>プレイできるゲームがありません</translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation>ゲームの種類が1つも読み込まれていません。spider-qt のゲームは、スパイダーも含めてすべてプラグインで提供されています。</translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation>spider-qt はセーフモードで起動しました。セーフモードでは組み込みプラグインだけを読み込みます。</translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation>オフ: %1。</translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation>読み込めなかったもの:</translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation>組み込みプラグインさえ見つからないため、この spider-qt のインストールは不完全です。インストールし直すとゲームが戻ります。</translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation>もう一度プレイするには、下のボタン（または 設定 → プラグイン…）で組み込みプラグインをオンに戻すか、spider-qt を --reset-plugins 付きで起動してください。</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation>設定ファイルを使用できなかったため、spider-qt は既定の設定で起動します。</translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation>保存したゲームを使用できなかったため、再開できません。新しいゲームを始めます。</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation>統計ファイルを使用できなかったため、統計はゼロからやり直しになります。</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation>設定は新しいバージョンの spider-qt で保存されています。このバージョンでは設定をそのまま残し、既定の設定を使います。今行った変更は spider-qt を閉じるまで有効です。</translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation>保存したゲームは新しいバージョンの spider-qt で保存されています。このバージョンではそのまま残します。今プレイするゲームは保存されません。</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation>統計は新しいバージョンの spider-qt で保存されています。このバージョンではそのまま残します。今プレイするゲームは統計に数えられません。</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation>設定を保存できませんでした（%1）。変更は spider-qt を閉じるまで有効です。</translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation>プレイ中のゲームを保存できませんでした（%1）。spider-qt を閉じた後は再開できません。</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation>統計を保存できませんでした（%1）。spider-qt を閉じるまでは保持されます。</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>破損したファイルは %1 として残してあります。</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>破損したファイルを退避できませんでした（%1）。</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>技術的な詳細: %1</translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation>保存した%1のゲームには、現在読み込まれていないプラグインが必要です。%2 として保管し、そのプラグインが戻ったときに再開します。</translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>プラグインを1つ読み込めなかったため、除外しました。それ以外はすべて動作します。詳しくは 設定 → プラグイン… を参照してください。</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>いくつかのプラグインを読み込めなかったため、除外しました。それ以外はすべて動作します。詳しくは 設定 → プラグイン… を参照してください。</translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation>ほかにも、ここに挙げていない読み込めなかったプラグインが%1個あります。設定 → プラグイン… ですべて確認できます。</translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation>保存した%1のゲームはプラグイン %3 のバージョン %2 で作られたもので、バージョン %4 では動作が異なります。%5 として保管し、バージョン %2 が戻ったときに再開します。</translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation>プラグインがない間保管していた%1のゲームを再開しました。</translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation>保留中のゲームを再開しますか？</translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation>保存した%1のゲームを再びプレイできます。プラグインが戻りました。</translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation>今すぐ再開しますか？ プレイ中のゲームは保管され、後で ゲーム → 保留中のゲームを再開 から再開できます。</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>後で(&amp;L)</translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation>ゲームの種類「%1」を追加</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>%n種類のゲームを追加: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation>ルール「%1」を追加</translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation>%2にルール「%1」を追加</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>%n個のルールを追加: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>カードのテーマ</translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation>カードのテーマ「%1」を追加</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation>
            <numerusform>%n個のカードのテーマを追加: %1</numerusform>
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
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Plugins</source>
        <extracomment>Rows shown before the table scrolls; the details area takes the rest of the height. What each checkbox shows now, by plugin id: the dialog&apos;s own view of the switches. The plugin whose switch-off was just refused (its id), while the note says why. The plugin just switched off, only saved, while the note names the rules it stops.</extracomment>
        <translation>プラグイン</translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation>セーフモード</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>詳細(&amp;D):</translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation>プラグインの詳細</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>詳細をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation>選択したプラグインの詳細をコピーします。バグ報告に貼り付けるときに使います。</translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation>プラグイン</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>追加内容</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>提供元</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>The switch is the name&apos;s checkbox: a player switches &quot;Simple Simon&quot;, not a column. Origins in the order they are listed, with the words a player sees for them.</extracomment>
        <translation>組み込み</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>インストール済み</translation>
    </message>
    <message>
        <source>Plugins folder</source>
        <translation>プラグインフォルダー</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>無効</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation>オンにすると追加内容が分かります</translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation>セーフモード: 組み込みプラグインだけを読み込みました。</translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation>プラグインを選択すると詳細が表示されます。</translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation>非アクティブ（%1 が必要）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1（%2秒）</translation>
    </message>
    <message>
        <source>Slow to load: %1</source>
        <translation>読み込みに時間がかかるプラグイン: %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>名前: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>状態: %1</translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation>読み込めなかったため、何も追加されません。作者向けに、問題の内容を下に示します。</translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation>プラグインの作者向け:</translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation>プラグイン ID: %1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>バージョン: %1</translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation>提供元: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>場所: %1</translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation>概要: %1</translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>ゲームの種類: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>ルール: %1</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>必要なもの: %1</translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation>読み込み時間: %1秒</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation>%1（次回の起動時には読み込まれません）</translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation>%1（次回の起動から有効）</translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation>%1（次回の起動から無効）</translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation>変更は、次回 spider-qt を起動したときに反映されます。</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>プレイ中のゲームはそのまま続きます。</translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation>%1 を読み込めませんでした（詳細を参照）。次回 spider-qt を起動したときに再試行します。</translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation>%1のゲームは開始できなくなります。</translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation>ルール「%1」は選べなくなります。</translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation>ルール %1 は選べなくなります。</translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation>%1のゲームを開始できるようになりました。</translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation>ルール「%1」を選べるようになりました。</translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation>ルール %1 を選べるようになりました。</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>%1 をオンにしました。</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>%1 をオフにしました。</translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation>%1 は有効のままです。ゲームの種類を含む最後のプラグインであり、これがないとプレイできるものがなくなるためです。</translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation>%1 をオフにすると、次のルールも非アクティブになります: %2。</translation>
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
        <translation>振り返る手がありません。まだ1手も指していません。</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>ソルバーでエラーが発生しました: %1</translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message>
        <source>Could It Have Been Shorter?</source>
        <translation>もっと短く勝てたか</translation>
    </message>
    <message>
        <source>Where Was It Lost?</source>
        <translation>どこで負けたか</translation>
    </message>
    <message>
        <source>Looking back over the game, every card known…</source>
        <translation>すべてのカードが見える状態で、ゲームを振り返っています…</translation>
    </message>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>ソルバーはこのディールを最初から%n手で勝ちます。あなたは%1手でした。</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the line with Next.</source>
        <translation>「次へ」で勝ち筋を進めます。</translation>
    </message>
    <message>
        <source>The solver found no line from the start within the time.</source>
        <translation>時間内に、最初からの勝ち筋は見つかりませんでした。</translation>
    </message>
    <message>
        <source>This deal from the stock lost the game. Before it, a win was still possible.</source>
        <translation>山札からのこの配布で負けが決まりました。その前なら、まだ勝てました。</translation>
    </message>
    <message>
        <source>This move lost the game: %1. Before it, a win was still possible.</source>
        <translation>この手で負けが決まりました: %1。その前なら、まだ勝てました。</translation>
    </message>
    <message>
        <source>This deal could not be won: no line wins it from its start (proven).</source>
        <translation>このディールは勝てませんでした。最初から勝てる手順はありません（証明済み）。</translation>
    </message>
    <message>
        <source>The game was already lost at the oldest position kept (proven).</source>
        <translation>記録に残る最も古い局面で、すでに負けが決まっていました（証明済み）。</translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>負けていません。ここからまだ勝てます（%n手の勝ち筋で証明済み）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it was lost was not decided within the time.</source>
        <translation>時間内には、どこで負けたかを決められませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>%n手目の後はまだ勝てました（勝ち筋で証明済み）。この局面です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Whether this game could be won was not decided within the time.</source>
        <translation>時間内には、このゲームに勝てたかどうかを決められませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>%n手目の後は負けでした（証明済み）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the actions the undo history kept were looked at.</source>
        <translation>取り消し履歴に残っている手だけを調べました。</translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>ここからの勝ち筋: %n手。「次へ」で進めます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2: the game is won.</source>
        <translation>%2手中%1手目: ゲームに勝ちました。</translation>
    </message>
    <message>
        <source>Step %1 of %2.</source>
        <translation>%2手中%1手目。</translation>
    </message>
    <message>
        <source>Step %1 of %2. Next: %3.</source>
        <translation>%2手中%1手目。次: %3。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation>環境設定</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>既定値に戻す</translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation>ここに表示されているすべての設定を元の値に戻します。</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>すべてを選択</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <extracomment>The right-click menu of a scroll bar (the Help pages, the Plugins dialog&apos;s details).</extracomment>
        <translation>ここにスクロール</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>左端にスクロール</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>上端にスクロール</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>右端にスクロール</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>下端にスクロール</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>１ページ左へスクロール</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>１ページ戻る</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>１ページ右へスクロール</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>１ページ進む</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>左へスクロール</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>上へスクロール</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>右へスクロール</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>下へスクロール</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>The right-click menu of read-only rich text (the Help pages).</extracomment>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>リンクの場所をコピー(&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>すべてを選択</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>&amp;Previous</source>
        <translation>前へ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>ゲームに戻る(&amp;B)</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation>%1列目はありません。列は1～%2列目までです。</translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation>カードは別の列へ移動する必要があります。</translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation>%1列目は空です。動かすものがありません。</translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation>%1列目の%2番目にはカードがありません。</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation>裏向きのカードは動かせません。</translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation>これらのカードはまとめて動かせません。%1は%2から続く降順になっていません。</translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation>これらのカードはまとめて動かせません。グループはすべて同じスートである必要がありますが、%1が%2の上に重なっています。</translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation>エース（%1）の上には何も置けません。</translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation>%1を置けるのは1つ上のランクのカードの上だけで、%2の上には置けません。</translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation>%1を置けるのは同じスートで1つ上のランクのカードの上だけで、%2の上には置けません。</translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation>空き列に置けるのはキング（またはキングが先頭のグループ）だけで、%1は置けません。</translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation>%1を置ける列がほかにありません。</translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation>%1とその上のカードを置ける列がほかにありません。</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>山札が空です。配るカードは残っていません。</translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation>配る前に、すべての空き列を埋めてください（空き列: %1列目）。</translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation>配る前にはすべての列にカードが必要ですが、場のカードが列の数より少なくなっています（%2列に対して%1枚）。元に戻すか、新しいゲームを始めてください。</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>元に戻す操作はありません。</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>やり直す操作はありません。</translation>
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
        <translation>自由配布</translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation>空き列があっても山札から配ることができます。</translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation>配布では、空き列も含めて対象のすべての列にカードが配られます。それ以外はクラシックのルールと同じです。ほかのアプリでは「リラックス・スパイダー」と呼ばれることがよくあります。</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>スート不問</translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation>降順に並んだカードは、スートが混ざっていてもまとめて動かせます。</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Hints and demo</source>
        <translation>ヒントとデモ</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation>ダブルクリックで移動</translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation>カードをダブルクリックすると、その上のカードと一緒に最適な列へ送ります。送り先は、同じスートで1つ上のランクのカード、なければスートを問わず1つ上のランクのカード、それもなければ空き列です。</translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation>自動配置</translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation>置けない場所にドロップしたカードは、元の位置に戻る代わりに最適な列へ送られます。</translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation>置き先の表示</translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation>カードをドラッグしている間、置ける列を強調表示します。</translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation>ルールの注意</translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation>移動できなかったときに、どのルールによるものかを短く表示します。</translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation>ゲームを中断する前に確認</translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation>プレイ中のゲームで1手でも動かしていれば、「このディールを最初から」と「新しいゲーム」の前に確認します。途中でやめると負けとして数えられるためです。</translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation>編集メニューに、良い手を示す「ヒント」と、自動でプレイを進める「デモ」を追加します。どちらかを使ったゲームは、統計で別に数えられます。</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>勝てるディールのみ</translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation>新しいゲームは、ソルバーが勝てたディールからのみ配られます。入力したゲームコードは、常にそのままプレイされます。</translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation>クリックで持ち上げて置く</translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation>カードをクリックすると、その上のカードと一緒に持ち上げます。列をクリックするとそこに置きます。オフの場合は従来のゲームと同じく、1回クリックしても何も起きません。</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>タイマー</translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation>プレイ時間をステータスバーと勝利画面に表示し、統計にベストタイムを記録します。</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation>ツールバー</translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation>場の上に、新しいゲーム、最初から、元に戻す、やり直す、配る、そしてヒントがオンのときはヒントのボタンを表示します。</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>アニメーション</translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation>カードが瞬間移動せずに、滑らかに動いたり、山札から飛んできたり、裏返ったりします。</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation>アニメーションを再生する速さです。</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>ライトまたはダーク</translation>
    </message>
    <message>
        <source>The table, the marks and words on it, the dialogs and the status bar in light or dark colours; by default as the system has them, switching when it does.</source>
        <translation>場とその上の印や文字、ダイアログ、ステータスバーを明るい色または暗い色で表示します。既定ではシステムの設定に従い、システムが切り替わると一緒に切り替わります。</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>カードのテーマ</translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation>カードの見た目です。プラグインやテーマフォルダーで追加できます。</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>4色デッキ</translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation>スートごとに色を分けます: スペードは黒、ハートは赤、ダイヤは青、クラブは緑。</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>カードの裏面</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation>カードの裏面の模様です。</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>The language of the menus and messages; the system&apos;s language by default.</source>
        <translation>メニューやメッセージの言語です。既定ではシステムの言語を使います。</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation>前回のゲームの種類</translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation>前回の新しいゲームで選んだゲームの種類（空欄: 最初にインストールされたもの）。</translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation>前回のスート数</translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation>前回の新しいゲームで選んだスート数。</translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation>前回のルール</translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation>前回の新しいゲームで選んだルール。</translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation>オフにしたプラグイン</translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation>プラグインのダイアログでオフにしたプラグイン。起動時に読み込まれません。</translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation>ウィンドウの位置とサイズ</translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation>Qt が保存したウィンドウの位置と大きさ（16進数）。</translation>
    </message>
</context>
<context>
    <name>SolverProgressBox</name>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>The progress bar counts in thousandths: smooth, and whole numbers for Qt.</extracomment>
        <translation>キャンセル(&amp;C)</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n枚選択</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation>%1列目、%2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>%1列目: %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1から%2まで</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>動かせるカード: %1。</translation>
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
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>プレイ数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>ベストスコア</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>最少手数</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>現在の連勝</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation>ベストタイム</translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation>アシスト付きプレイ</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>アシスト付き勝ち</translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation>まだ記録されたゲームはありません。最初の1手を動かした時点でゲームとして数えられます。</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation>統計</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>統計をリセット(&amp;R)…</translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation>確認の後、すべての記録を消去します。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%nスート</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2、%3</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>統計のリセット</translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation>これまでにプレイしたすべてのゲームの統計を消去しますか？

この操作は元に戻せません。</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation>スペード</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation>設定（%1）</translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation>プレイ中のゲーム。次回再開できなくなります（%1）</translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation>今回のセッションの統計（%1）</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>保存されていません</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>再試行(&amp;T)</translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation>保存せずに閉じる(&amp;W)</translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation>次のものを保存できませんでした。今 spider-qt を閉じると失われます:</translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation>ディスクの空き容量を確保してから（またはフォルダーを書き込み可能にしてから）、もう一度試してください。</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Scorpion</source>
        <translation>スコーピオン</translation>
    </message>
    <message>
        <source>One deck in seven columns, mostly face up; move any face-up card with everything on it and build down in suit.</source>
        <translation>1デッキを7列に並べ、ほとんどが表向き。表向きのカードはどれでも上に重なったカードごと動かせ、同じスートで降順に重ねていきます。</translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>カードは、同じスートで1つ上のランクのカードの上にだけ置けます。表向きのカードはどれでも、順番どおりかどうかに関係なく、その上に重なっているすべてのカードと一緒に動かせます。空き列に置けるのは、単独またはその上のカードと一緒のキングだけです。予備札は一度に最初の3列へ配られ、空き列があっても配ることができます。同じスートのキングからエースまでの並びは場から取り除かれ、4組すべてがなくなると勝ちです。</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>シンプルサイモン</translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation>1デッキをすべて表向きで10列に配り、山札はなし。同じスートでキングからエースまでの組を4つ作ります。</translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>最初からすべてのカードが表向きで、配るための山札はありません。カードは、スートに関係なく1つ上のランクのカードの上に置けます。まとめて動かせるのは、同じスートで1つずつ下がる並びだけです。空き列には、どのカードでも、動かせるどの並びでも置けます。同じスートのキングからエースまでの並びは場から取り除かれ、4組すべてがなくなると勝ちです。</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>スパイダー</translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation>2デッキを10列に並べ、同じスートでキングからエースまでの組を8つ作ります。</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>スパイダーレット</translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation>1デッキを7列に並べ、同じスートでキングからエースまでの組を4つ作ります。</translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation>あなたの勝ちです！</translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation>アシストを使って勝ちました！</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>最初から(&amp;R)</translation>
    </message>
    <message>
        <source>Could It Have Been &amp;Shorter?</source>
        <translation>もっと短く勝てたか(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>スコア: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>手数: %1</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>プレイ時間: %1</translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation>アシスト付きの勝ち: 統計では別に数えられます。</translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation>ベストスコア更新！</translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation>ベストタイム更新！</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>ベストスコア: %1</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>ベストタイム: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>連勝: %n回</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <translation>勝てるディール</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation>ソルバーが勝てるディールを探しています…</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation>ソルバーが勝てるディールを探しています…（ディール %1）</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>ソルバーでエラーが発生しました: %1</translation>
    </message>
</context>
</TS>
