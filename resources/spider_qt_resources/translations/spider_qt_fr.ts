<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation>Recommencer la donne&#xa0;?</translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation>Recommencer cette donne depuis le début&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation>Commencer une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation>Abandonner cette partie et en commencer une nouvelle&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>La partie en cours (%n coup) s&apos;arrête et compte comme une défaite dans les statistiques.</numerusform>
            <numerusform>La partie en cours (%n coups) s&apos;arrête et compte comme une défaite dans les statistiques.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give Up and See &amp;Where It Was Lost</source>
        <translation>Abandonner et voir où elle a été &amp;perdue</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>Ne plus &amp;demander</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>%n carte distribuée</numerusform>
            <numerusform>%n cartes distribuées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%1 et %n autre carte vers la %2</numerusform>
            <numerusform>%1 et %n autres cartes vers la %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%1 et %n autre carte reviennent dans la %2</numerusform>
            <numerusform>%1 et %n autres cartes reviennent dans la %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Nouvelle partie.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 vers la %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 turned face up</source>
        <translation>carte découverte&#xa0;: %1</translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>suite de %1 retirée</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rétabli&#xa0;: %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>la distribution</translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation>%1 revient dans la %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Seconds the demo&apos;s solver may search from the position before it gives up. How long a status bar message stays (ms). With hints on, the worker starts this long after the window (ms): out of the start-up&apos;s way, yet ready before the first hint, which would otherwise wait for a fresh interpreter.</extracomment>
        <translation>Recherche d&apos;un indice…</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation>Démo&#xa0;: recherche d&apos;une façon de gagner… %1&#xa0;%</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation>Démo&#xa0;: recherche d&apos;une façon de gagner…</translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation>Démo&#xa0;: appuyez sur une touche ou cliquez pour reprendre la main.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Démo arrêtée.</translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation>Aucun coup ne semble utile ici&#xa0;: essayez Annuler, ou recommencez.</translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation>Indice&#xa0;: distribuez une nouvelle rangée depuis le talon.</translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation>Indice&#xa0;: déplacez %1 de la %2 vers la %3.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>Indice&#xa0;: déplacez %1, avec %n carte posée dessus, de la %2 vers la %3.</numerusform>
            <numerusform>Indice&#xa0;: déplacez %1, avec les %n cartes posées dessus, de la %2 vers la %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation>La démo n&apos;a trouvé aucune façon de gagner à partir d&apos;ici.</translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation>Démo arrêtée&#xa0;: à vous de jouer.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Le solveur a échoué&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>Talon&#xa0;: %n distribution restante. Cliquez pour distribuer.</numerusform>
            <numerusform>Talon&#xa0;: %n distributions restantes. Cliquez pour distribuer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
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
        <translation>l&apos;as de pique</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>le 2 de pique</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>le 3 de pique</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>le 4 de pique</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>le 5 de pique</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>le 6 de pique</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>le 7 de pique</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>le 8 de pique</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>le 9 de pique</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>le 10 de pique</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>le valet de pique</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>la dame de pique</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>le roi de pique</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>l&apos;as de cœur</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>le 2 de cœur</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>le 3 de cœur</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>le 4 de cœur</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>le 5 de cœur</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>le 6 de cœur</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>le 7 de cœur</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>le 8 de cœur</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>le 9 de cœur</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>le 10 de cœur</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>le valet de cœur</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>la dame de cœur</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>le roi de cœur</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>l&apos;as de carreau</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>le 2 de carreau</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>le 3 de carreau</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>le 4 de carreau</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>le 5 de carreau</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>le 6 de carreau</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>le 7 de carreau</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>le 8 de carreau</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>le 9 de carreau</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>le 10 de carreau</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>le valet de carreau</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>la dame de carreau</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>le roi de carreau</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>l&apos;as de trèfle</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>le 2 de trèfle</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>le 3 de trèfle</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>le 4 de trèfle</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>le 5 de trèfle</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>le 6 de trèfle</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>le 7 de trèfle</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>le 8 de trèfle</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>le 9 de trèfle</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>le 10 de trèfle</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>le valet de trèfle</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>la dame de trèfle</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>le roi de trèfle</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Grands index</translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation>Le code de partie est vide. Un code ressemble à %1.</translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation>C&apos;est trop long pour être un code de partie. Un code ressemble à %1.</translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation>Un code de partie ne contient que des lettres, des chiffres et des tirets, comme %1.</translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation>Un code de partie se termine par %1 lettres après le dernier tiret, comme %2.</translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation>Ce code vient d&apos;une version plus récente de spider-qt. Mettez spider-qt à jour pour y jouer.</translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation>Le nombre après les lettres %1 doit être %2, et non %3.</translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation>Un code de %1 exige une lettre de règle après le nombre de couleurs&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation>Les codes de %1 n&apos;ont pas de lettre de règle&#xa0;: retirez la lettre %2 après le nombre de couleurs.</translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation>Le numéro de donne doit être compris entre 0 et %1.</translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation>Aucune variante de jeu n&apos;est installée.</translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation>Ce n&apos;est pas un code de partie valide.</translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation>Ce n&apos;est pas un code de partie. Un code ressemble à %1.</translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation>Aucune variante installée n&apos;a de codes commençant par %1. Vérifiez le code, ou installez l&apos;extension qui ajoute cette variante.</translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation>La variante %1 n&apos;est pas installée.</translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation>%1 ne se joue pas avec ce nombre de couleurs.</translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation>%1 se joue avec 1 couleur seulement, et non %2.</translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation>%1 se joue avec %2 couleurs, et non %3.</translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation>%1 n&apos;offre aucune règle nommée %2 pour ce nombre de couleurs.</translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation>%1 à 1 couleur n&apos;a pas de règle désignée par la lettre %2&#xa0;: utilisez %3.</translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation>%1 à %2 couleurs n&apos;a pas de règle désignée par la lettre %3&#xa0;: utilisez %4.</translation>
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
        <translation>Seule une donne qui a un code de partie peut être vérifiée.</translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation>Cette donne peut-elle être gagnée&#xa0;?</translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation>La donne %1 est jouée depuis le début, toutes les cartes étant connues…</translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>Oui&#xa0;: la donne %1 peut être gagnée, en %n coup.</numerusform>
            <numerusform>Oui&#xa0;: la donne %1 peut être gagnée, en %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation>Vous pouvez regarder la solution depuis le début de la donne&#xa0;; la partie compte alors comme jouée avec aide.</translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation>&amp;Voir la solution</translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>Aucune façon de gagner la donne %1 n&apos;a été trouvée en %n seconde.</numerusform>
            <numerusform>Aucune façon de gagner la donne %1 n&apos;a été trouvée en %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation>La donne est peut-être gagnable malgré tout&#xa0;: la recherche devait bien s&apos;arrêter quelque part.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Le solveur a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation>La dernière donne pouvait-elle être gagnée&#xa0;?</translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation>Plus aucun coup possible. Cette donne pouvait-elle être gagnée&#xa0;?</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation>Colonne %1&#xa0;: vide</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>aucune suite retirée</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>colonne %1&#xa0;: vide</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Talon&#xa0;: %n carte</numerusform>
            <numerusform>Talon&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>%n distribution restante</numerusform>
            <numerusform>%n distributions restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n suite retirée</numerusform>
            <numerusform>%n suites retirées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n carte cachée</numerusform>
            <numerusform>%n cartes cachées</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation>Colonne %1&#xa0;: %2, puis %3</translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation>colonne %1&#xa0;: %2, puis %3</translation>
    </message>
    <message>
        <source>%1, %2; %3.</source>
        <translation>%1, %2&#xa0;; %3.</translation>
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
            <numerusform>Gagnée en %n coup&#xa0;: %1 = %2 points.</numerusform>
            <numerusform>Gagnée en %n coups&#xa0;: %1 = %2 points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>Une partie gagnée à %n couleur</numerusform>
            <numerusform>Une partie gagnée à %n couleurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>Déplacer %1, avec %n carte posée dessus, de la colonne %2 sur %3 de la colonne %4.</numerusform>
            <numerusform>Déplacer %1, avec les %n cartes posées dessus, de la colonne %2 sur %3 de la colonne %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>Déplacer %1, avec %n carte posée dessus, de la colonne %2 vers la colonne vide %3.</numerusform>
            <numerusform>Déplacer %1, avec les %n cartes posées dessus, de la colonne %2 vers la colonne vide %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>Le tableau avant la distribution %1, avec %n carte restante dans le talon&#xa0;:</numerusform>
            <numerusform>Le tableau avant la distribution %1, avec %n cartes restantes dans le talon&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>Le tableau après le coup %1&#xa0;: %n suite retirée jusqu&apos;ici.</numerusform>
            <numerusform>Le tableau après le coup %1&#xa0;: %n suites retirées jusqu&apos;ici.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>La suite (%n) est retirée et le tableau est vide&#xa0;: la partie est gagnée.</numerusform>
            <numerusform>Les %n suites sont toutes retirées et le tableau est vide&#xa0;: la partie est gagnée.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Score: %1</source>
        <translation>Score&#xa0;: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Coups&#xa0;: %1</translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation>Suites&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Game code: click to copy it</source>
        <translation>Code de partie&#xa0;: cliquez pour le copier</translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation>Distributions restantes&#xa0;: %1</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>aucun code</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>Code de partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Temps&#xa0;: %1</translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>Code de partie %1 copié</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation>Le score n&apos;est jamais descendu à %1 en cours de partie&#xa0;: la somme est donc le score final.</translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation>Le score s&apos;est arrêté à %1 en cours de partie&#xa0;: la partie s&apos;est donc terminée avec %2 points.</translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation>%1&#xa0;: parties gagnées, pas à pas</translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation>Cette page rejoue, coup par coup, des parties entières qui ont été gagnées. Une image montre le tableau au départ, avant chaque distribution, après chaque suite retirée du jeu, et à la fin.</translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation>Chaque donne peut être rejouée à partir de son code&#xa0;: vous pouvez donc jouer en même temps.</translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation>Recherche d&apos;un exemple&#xa0;: une partie gagnée de %1 à partir du code %2. Elle apparaîtra ici dès qu&apos;elle sera trouvée.</translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation>Aucune partie gagnée de %1 n&apos;a pu être trouvée à temps. La donne du code %2 peut tout de même être gagnée&#xa0;: essayez vous-même.</translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation>Le tableau au départ&#xa0;:</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Coup %1</translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation>Coups %1 à %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation>Carte découverte&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation>Une suite de %1 est complète et quitte le tableau.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation>Déplacer %1 de la colonne %2 vers la colonne vide %3.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation>Déplacer %1 de la colonne %2 sur %3 de la colonne %4.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Souris</translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation>Faites glisser des cartes vers une colonne&#xa0;; un double-clic les envoie vers la meilleure colonne&#xa0;; un clic sur le talon distribue. Avec «&#xa0;Cliquer pour prendre et poser&#xa0;» (Préférences), un clic prend des cartes et un clic sur une colonne les y pose.</translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation>Toute la partie peut se jouer au clavier. Les flèches choisissent les cartes, Entrée les envoie.</translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation>Avec un lecteur d&apos;écran, chaque colonne est lue quand elle reçoit le focus, en commençant par sa carte du dessus&#xa0;; après un coup, une distribution ou une annulation, la colonne qui a le focus dit ce qui s&apos;est passé. Les touches de lecture ci-dessous redisent des parties du tableau.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Clavier et souris</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation>Poser une carte</translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation>Déplacer un groupe</translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation>Une colonne vide</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>La distribution</translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation>Choisir une règle</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation>Suites complètes</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Calcul du score</translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation>Codes de partie</translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation>Comment l&apos;application vous aide à jouer</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Chances de gagner</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Conseils</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>En bref</translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation>%1 est une patience qui se joue seul.</translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation>L&apos;application ne donne aucun indice tant que vous n&apos;activez pas «&#xa0;%1&#xa0;» dans %2&#xa0;; «&#xa0;%3&#xa0;», dans le menu %4, demande au solveur si la donne pouvait être gagnée, et peut vous montrer comment. Quand plus rien n&apos;aide, recommencez la donne ou commencez-en une nouvelle.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation>%1&#xa0;: %2 (%3 dans %4).</translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation>Cartes en jeu</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation>Suites à compléter</translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation>Distributions depuis le talon</translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation>Les cartes se posent et se déplacent comme dans %1, et une colonne vide accepte les mêmes cartes.</translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation>Ce qui distingue %1 de %2&#xa0;:</translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation>%1 couleur&#xa0;: presque toutes les donnes</translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation>%1 couleurs&#xa0;: environ %2&#xa0;% des donnes</translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation>Combien de donnes peuvent être gagnées en jouant bien, selon un article général sur le Spider (en italien), l&apos;une des pages à partir desquelles cette aide a été écrite&#xa0;:</translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation>Le même article estime la durée d&apos;une partie typique entre %1 et %2 minutes. Ce sont ses chiffres, non mesurés sur les donnes de cette application.</translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation>Donnes gagnées par le solveur de l&apos;application, qui voit toutes les cartes (celles face cachée et l&apos;ordre du talon) et prend au plus %1 secondes par donne&#xa0;; un joueur qui ne voit pas les cartes cachées en gagne moins&#xa0;:</translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation>Découvrez d&apos;abord les cartes cachées&#xa0;: chaque carte retournée vous en apprend davantage et ouvre de nouveaux coups.</translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation>Quand une carte peut aller sur deux cartes, choisissez celle de sa propre couleur&#xa0;: une série d&apos;une seule couleur se déplace d&apos;un bloc, une série mélangée doit être démontée.</translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation>Gardez une colonne vide libre aussi longtemps que possible&#xa0;: servez-vous-en pour trier les séries ou atteindre une carte, puis libérez-la de nouveau.</translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation>Un roi posé sur des cartes cachées ne peut partir que vers une colonne vide&#xa0;: prévoyez-lui une place avant que le talon ne s&apos;épuise.</translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation>Ne distribuez que lorsqu&apos;il ne reste aucun coup utile&#xa0;: une distribution recouvre les séries que vous étiez en train de construire.</translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation>Utilisez «&#xa0;%1&#xa0;» pour explorer&#xa0;: essayez une piste et revenez en arrière si elle ne mène nulle part.</translation>
    </message>
    <message>
        <source>on by default</source>
        <translation>activé par défaut</translation>
    </message>
    <message>
        <source>off by default</source>
        <translation>désactivé par défaut</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation>Un simple clic sur une carte ne la déplace pas.</translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation>Quatre réglages changent la façon de déplacer les cartes&#xa0;; activez ou désactivez chacun d&apos;eux dans le menu %1 ou dans %2.</translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation>«&#xa0;%1&#xa0;» reprend les dernières actions, jusqu&apos;à %2, distributions comprises&#xa0;: le score et le compteur de coups reviennent à leur valeur d&apos;avant, et une suite retirée par un coup annulé revient dans sa colonne. «&#xa0;%3&#xa0;» rejoue une action annulée.</translation>
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
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>The letter after the number of suits names the rule: %1.</source>
        <translation>La lettre après le nombre de couleurs désigne la règle&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation>Une partie en règle Classique n&apos;a pas de lettre après le nombre de couleurs&#xa0;; une autre règle ajoute la sienne&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation>Chaque donne a un code de partie, par exemple %1. Il commence par les lettres de la variante et la version du format de code (%2), puis «&#xa0;S&#xa0;» et le nombre de couleurs&#xa0;; les %3 lettres après le dernier tiret numérotent le mélange.</translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation>Pour rejouer une donne, ou jouer celle qu&apos;un ami vous a envoyée, choisissez %1 ▸ %2 et tapez ou collez le code dans le champ «&#xa0;%3&#xa0;» de la fenêtre %4. %1 ▸ %5 copie le code de la partie en cours. Le même code dispose toujours les mêmes cartes, sur n&apos;importe quel ordinateur.</translation>
    </message>
    <message>
        <source>%1 (the default): the rules as described above.</source>
        <translation>%1 (par défaut)&#xa0;: les règles décrites ci-dessus.</translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation>%1, proposée avec %2 couleurs. %3</translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation>La fenêtre Nouvelle partie propose un choix de règles&#xa0;:</translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation>Avec 1 couleur, seule la règle Classique est proposée&#xa0;: toutes les cartes sont de la même couleur, un choix changerait donc peu de chose.</translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation>Cette page décrit la partie jouée avec la règle %1, choisie dans la fenêtre Nouvelle partie.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Distribution %1</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Distributions %1–%2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation>Il n&apos;y a pas de talon, donc rien à distribuer.</translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation>Une distribution est refusée tant qu&apos;une colonne est vide&#xa0;: posez-y d&apos;abord une carte.</translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation>Vous pouvez distribuer même si une colonne est vide.</translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation>Quand une colonne se termine par les 13 cartes d&apos;une couleur, du roi à l&apos;as, toutes face visible, cette suite quitte le tableau d&apos;elle-même, juste après le coup ou la distribution qui l&apos;a complétée.</translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation>Une seule distribution peut compléter plusieurs colonnes à la fois.</translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation>La carte cachée qu&apos;elle recouvrait se retourne face visible.</translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation>Quelle que soit la règle, seule une suite d&apos;une seule couleur est retirée.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
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
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>face visible</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>toutes face visible</translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation>seule la dernière face visible</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation>%1&#xa0;: %2, %3.</translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation>En tout&#xa0;: %1, dont %2 face cachée et %3 face visible.</translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation>En tout&#xa0;: %1, toutes face visible.</translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation>Il n&apos;y a pas de talon&#xa0;: toutes les cartes sont sur le tableau dès le départ.</translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation>L&apos;as est la carte la plus basse et le roi la plus haute, donc rien ne peut se poser sur un as.</translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation>Quand la dernière carte face visible quitte une colonne, la carte cachée en dessous se retourne d&apos;elle-même.</translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Aucune carte n&apos;a une valeur immédiatement supérieure au roi, donc un roi, isolé ou en tête d&apos;un groupe, ne peut aller que dans une colonne vide.</translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Aucune carte ne peut recevoir un roi, donc un roi, isolé ou en tête d&apos;un groupe, ne peut aller que dans une colonne vide.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation>Une carte face visible peut aller sur la dernière carte d&apos;une autre colonne quand celle-ci a exactement une valeur de plus, quelle que soit sa couleur&#xa0;: %1 sur %2, une dame sur un roi.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation>Une carte face visible peut aller sur la dernière carte d&apos;une autre colonne seulement si celle-ci est de la même couleur et a exactement une valeur de plus&#xa0;: %1 sur %2, mais pas sur %3.</translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation>Une carte peut aller sur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation>Plusieurs cartes face visible au bout d&apos;une colonne se déplacent ensemble quand leurs valeurs descendent une à une (8, 7, 6) et qu&apos;elles sont toutes de la même couleur.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation>Plusieurs cartes face visible au bout d&apos;une colonne se déplacent ensemble quand leurs valeurs descendent une à une (8, 7, 6), quelles que soient leurs couleurs.</translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation>Toute carte face visible peut se déplacer avec toutes les cartes posées dessus, qu&apos;elles soient en ordre ou non.</translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation>Cartes qui se déplacent ensemble&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation>Un groupe se pose comme une seule carte&#xa0;: sa première carte doit convenir à l&apos;endroit où il arrive.</translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation>La longueur d&apos;un groupe n&apos;est pas limitée.</translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation>Une série de couleurs mélangées reste où elle est même si ses valeurs descendent&#xa0;: il faut la démonter carte par carte.</translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation>Une colonne vide accepte n&apos;importe quelle carte ou n&apos;importe quel groupe déplaçable, pas seulement un roi. C&apos;est l&apos;emplacement le plus utile du tableau&#xa0;: posez-y une carte pour atteindre celle qui se trouvait dessous.</translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation>Seul un roi, isolé ou en tête d&apos;un groupe, peut aller dans une colonne vide.</translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation>Une colonne vide accepte&#xa0;: %1.</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>Au départ&#xa0;: %1</translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation>Chaque déplacement d&apos;une carte ou d&apos;un groupe&#xa0;: %1</translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation>Chaque distribution&#xa0;: %1</translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation>Chaque suite retirée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation>Le score n&apos;a pas de limite inférieure&#xa0;: une longue partie peut passer sous zéro.</translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation>Le score ne descend jamais sous %1&#xa0;: il s&apos;y arrête, action après action.</translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation>Le compteur de coups compte les déplacements et les distributions&#xa0;; retirer une suite n&apos;est pas un coup.</translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation>Le compteur de coups compte les déplacements&#xa0;; retirer une suite n&apos;est pas un coup.</translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation>Les points se comptent ainsi&#xa0;:</translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation>Ce sont les points propres à %1&#xa0;: d&apos;autres versions du jeu comptent autrement.</translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation>Par exemple, une partie gagnée en %1 coups se termine avec %2 = %3 points.</translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation>C&apos;est moins que %1, donc le score reste à %1.</translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation>Cela suppose que le score ne soit jamais descendu à %1 en cours de partie.</translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation>%1 vient d&apos;une extension. Livres, sites web et autres applications peuvent décrire ce jeu avec une autre disposition ou d&apos;autres détails&#xa0;; en cas de différence, l&apos;application suit l&apos;extension.</translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation>À propos de ces pages</translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation>La page Règles est écrite à partir des données que déclare %1 (cartes, colonnes, plan de distribution, cartes qui se déplacent, points)&#xa0;: elle dit donc toujours ce que l&apos;application vérifie.</translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation>%1 avec de vraies cartes</translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation>Les règles du Spider, imprimées ou en ligne, s&apos;accordent sur la façon de déplacer les cartes, mais pas toujours sur la façon de commencer la partie.</translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation>Wikipédia</translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation>Wikipédia commence la partie comme cette application&#xa0;: 54 cartes en 10 colonnes, puis les 50 autres sont distribuées dix à la fois, à condition qu&apos;aucune colonne ne soit vide.</translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation>Bicycle</translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation>Bicycle, le fabricant de cartes à jouer, dispose dix colonnes de cinq cartes, les quatre premières de chacune face cachée.</translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation>Les deux exigent que chaque emplacement soit rempli avant de distribuer une nouvelle rangée, et l&apos;application aussi.</translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation>Wikipédia décrit Spiderette comme un Spider à un seul jeu de cartes, disposé comme le Klondike en sept colonnes de 1 à 7 cartes&#xa0;: c&apos;est la disposition qu&apos;utilise cette application.</translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>Le but est de former des séries du roi à l&apos;as, chacune d&apos;une seule couleur&#xa0;: une série complète quitte le tableau, et la partie est gagnée quand %n suite a disparu.</numerusform>
            <numerusform>Le but est de former des séries du roi à l&apos;as, chacune d&apos;une seule couleur&#xa0;: une série complète quitte le tableau, et la partie est gagnée quand les %n suites ont toutes disparu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>La partie utilise %n carte.</numerusform>
            <numerusform>La partie utilise %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>Soit l&apos;équivalent de %n jeu de 52 cartes.</numerusform>
            <numerusform>Soit l&apos;équivalent de %n jeux de 52 cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>Le nombre de couleurs, choisi dans la fenêtre Nouvelle partie, change la composition de cette %n carte, jamais leur nombre&#xa0;:</numerusform>
            <numerusform>Le nombre de couleurs, choisi dans la fenêtre Nouvelle partie, change la composition des %n cartes, jamais leur nombre&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>%n carte face visible, la dernière</numerusform>
            <numerusform>les %n dernières face visible</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>de %1 à %n carte, une de plus dans chaque colonne</numerusform>
            <numerusform>de %1 à %n cartes, une de plus dans chaque colonne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>de %1 à %n carte, une de moins dans chaque colonne</numerusform>
            <numerusform>de %1 à %n cartes, une de moins dans chaque colonne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n carte chacune</numerusform>
            <numerusform>%n cartes chacune</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>Les cartes sont distribuées dans %n colonne&#xa0;:</numerusform>
            <numerusform>Les cartes sont distribuées dans %n colonnes, de gauche à droite&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>Le talon contient %n carte restante.</numerusform>
            <numerusform>Le talon contient les %n cartes restantes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>une carte sur l&apos;unique colonne (%n)</numerusform>
            <numerusform>une carte sur chacune des %n colonnes, de la première à la dernière</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>%n carte, sur la colonne %1</numerusform>
            <numerusform>%n cartes, une sur chacune des colonnes %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>Cliquez sur le talon, ou appuyez sur D, pour distribuer. Le talon se distribue en %n fois, toutes les cartes face visible&#xa0;:</numerusform>
            <numerusform>Cliquez sur le talon, ou appuyez sur D, pour distribuer. Le talon se distribue en %n fois, toutes les cartes face visible&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>La partie est gagnée quand %n suite a été retirée et qu&apos;il ne reste aucune carte.</numerusform>
            <numerusform>La partie est gagnée quand les %n suites ont toutes été retirées et qu&apos;il ne reste aucune carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>Par exemple, une partie gagnée en %1 coups, dont %n distribution, se termine avec %2 = %3 points.</numerusform>
            <numerusform>Par exemple, une partie gagnée en %1 coups, dont %n distributions, se termine avec %2 = %3 points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>Le code de partie de cette donne est %1 (%n couleur)&#xa0;: saisissez-le dans la fenêtre Nouvelle partie pour disposer les mêmes cartes et jouer en même temps.</numerusform>
            <numerusform>Le code de partie de cette donne est %1 (%n couleurs)&#xa0;: saisissez-le dans la fenêtre Nouvelle partie pour disposer les mêmes cartes et jouer en même temps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>Distribuer une nouvelle rangée&#xa0;: %n carte du talon.</numerusform>
            <numerusform>Distribuer une nouvelle rangée&#xa0;: %n cartes du talon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%n couleur&#xa0;: %1 donnes gagnées sur %2 (%3&#xa0;%)</numerusform>
            <numerusform>%n couleurs&#xa0;: %1 donnes gagnées sur %2 (%3&#xa0;%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence follows without a space (a space there shows as a gap).</extracomment>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation>Colonnes %1–%2</translation>
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
        <translation>Déplacer le focus d&apos;une colonne à l&apos;autre.</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation>Prendre plus ou moins de cartes parmi celles qui peuvent bouger.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Entrée, Espace</translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation>Envoyer les cartes sélectionnées vers la meilleure colonne.</translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation>1 … 9, 0</translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation>Envoyer les cartes sélectionnées vers la colonne 1 à 9, ou 10.</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation>Retirer le focus.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation>Lire la colonne qui a le focus, en commençant par sa carte du dessus.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation>Lire les cartes déplaçables de chaque colonne.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation>Lire le talon, le score et les coups.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Exemples</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>Les règles du jeu choisi</translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation>Des parties entières gagnées, coup par coup, avec des images du tableau</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>D&apos;où viennent les règles</translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation>Les touches et les actions de la souris sur le tableau</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation>Le jeu dont les règles et les exemples sont affichés</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Pages d&apos;aide</translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation>Chargement des extensions…</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Chargement de %1…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation>Cette donne peut-elle être &amp;gagnée&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation>&amp;Saisir un code de partie…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Copier le code de partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>&amp;Recommencer la donne</translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation>Reprendre la partie &amp;mise de côté</translation>
    </message>
    <message>
        <source>W&amp;here Was It Lost?</source>
        <translation>Où la partie a-t-elle été &amp;perdue ?</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuer</translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation>&amp;Copier la description du tableau</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>Dé&amp;mo</translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation>&amp;Double-clic pour déplacer</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>Placement &amp;automatique</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>A&amp;ide au placement</translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation>&amp;Rappels des règles</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>A&amp;nimations</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Jeu &amp;quadricolore</translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation>&amp;Extensions…</translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation>&amp;Règles et aide</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation>À &amp;propos de spider-qt</translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation>Description du tableau copiée</translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation>À propos de spider-qt</translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation>Le Spider et ses cousins, avec des variantes sous forme d&apos;extensions.</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n couleur</numerusform>
            <numerusform>%n couleurs</numerusform>
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
        <translation>Code de &amp;partie&#xa0;:</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Easy (1 suit)</source>
        <translation>Facile (1 couleur)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Moyen (2 couleurs)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Difficile (4 couleurs)</translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation>ex. SP1-S2C-AAAAAAD — laisser vide pour une donne au hasard</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante&#xa0;:</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation>&amp;Couleurs&#xa0;:</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>&amp;Règle&#xa0;:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Code de partie</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation>Laisser vide pour une donne au hasard</translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation>Activer les extensions &amp;intégrées</translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation>Aucune partie possible — %1</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation>Aucune partie ne peut être jouée</translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation>Aucune variante de jeu n&apos;est chargée&#xa0;: chaque jeu de spider-qt, Spider compris, vient d&apos;une extension.</translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation>spider-qt a été démarré en mode sans échec, qui ne charge que les extensions intégrées.</translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation>Désactivées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation>N&apos;ont pas pu être chargées&#xa0;:</translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation>Même les extensions intégrées sont introuvables&#xa0;: cette installation de spider-qt est donc incomplète&#xa0;; l&apos;installer à nouveau fera revenir les jeux.</translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation>Pour pouvoir rejouer, réactivez les extensions intégrées avec le bouton ci-dessous (ou dans Paramètres → Extensions…), ou démarrez spider-qt avec --reset-plugins.</translation>
    </message>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation>Votre fichier de paramètres n&apos;a pas pu être utilisé&#xa0;: spider-qt démarre donc avec les paramètres par défaut.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation>Votre partie enregistrée n&apos;a pas pu être utilisée et ne peut donc pas être reprise&#xa0;; une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation>Votre fichier de statistiques n&apos;a pas pu être utilisé&#xa0;: les statistiques repartent donc de zéro.</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation>Vos paramètres ont été enregistrés par une version plus récente de spider-qt. Cette version les laisse tels quels et utilise les paramètres par défaut&#xa0;; les changements faits maintenant durent jusqu&apos;à la fermeture de spider-qt.</translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation>Votre partie a été enregistrée par une version plus récente de spider-qt. Cette version la laisse telle quelle&#xa0;; la partie jouée maintenant n&apos;est pas enregistrée.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation>Vos statistiques ont été enregistrées par une version plus récente de spider-qt. Cette version les laisse telles quelles&#xa0;; les parties jouées maintenant n&apos;y sont pas comptées.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation>Vos paramètres n&apos;ont pas pu être enregistrés (%1)&#xa0;; les changements durent jusqu&apos;à la fermeture de spider-qt.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation>La partie en cours n&apos;a pas pu être enregistrée (%1)&#xa0;; elle ne sera pas reprise après la fermeture de spider-qt.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation>Vos statistiques n&apos;ont pas pu être enregistrées (%1)&#xa0;; elles sont conservées jusqu&apos;à la fermeture de spider-qt.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Le fichier endommagé a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Le fichier endommagé n&apos;a pas pu être mis de côté (%1).</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>Détail technique&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation>Votre partie de %1 enregistrée a besoin d&apos;une extension qui n&apos;est pas chargée actuellement. Elle a été conservée sous le nom %2 et sera reprise quand cette extension sera de retour.</translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Une extension n&apos;a pas pu être chargée et a été laissée de côté&#xa0;; tout le reste fonctionne. Voir Paramètres → Extensions… pour les détails.</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Certaines extensions n&apos;ont pas pu être chargées et ont été laissées de côté&#xa0;; tout le reste fonctionne. Voir Paramètres → Extensions… pour les détails.</translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation>Extensions qui n&apos;ont pas pu être chargées, non listées ici&#xa0;: %1. Paramètres → Extensions… les liste toutes.</translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation>Votre partie de %1 enregistrée a été faite avec la version %2 de l&apos;extension %3, et la version %4 la joue différemment. Elle a été conservée sous le nom %5 et sera reprise si la version %2 revient.</translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation>Votre partie de %1 enregistrée, conservée pendant l&apos;absence de son extension, est de retour et a été reprise.</translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation>Reprendre la partie mise de côté&#xa0;?</translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation>Votre partie de %1 enregistrée peut de nouveau être jouée&#xa0;: son extension est de retour.</translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation>La reprendre maintenant&#xa0;? La partie en cours est gardée pour plus tard dans Jeu → Reprendre la partie mise de côté.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation>Ajoute la variante %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Ajoute %n variante&#xa0;: %1</numerusform>
            <numerusform>Ajoute %n variantes&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation>Ajoute la règle %1</translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation>Ajoute la règle %1 à %2</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Ajoute %n règle&#xa0;: %1</numerusform>
            <numerusform>Ajoute %n règles&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>Thèmes de cartes</translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation>Ajoute le thème de cartes %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation>
            <numerusform>Ajoute %n thème de cartes&#xa0;: %1</numerusform>
            <numerusform>Ajoute %n thèmes de cartes&#xa0;: %1</numerusform>
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
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Plugins</source>
        <extracomment>Rows shown before the table scrolls; the details area takes the rest of the height. What each checkbox shows now, by plugin id: the dialog&apos;s own view of the switches. The plugin whose switch-off was just refused (its id), while the note says why. The plugin just switched off, only saved, while the note names the rules it stops.</extracomment>
        <translation>Extensions</translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation>Mode sans échec</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>&amp;Détails&#xa0;:</translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation>Détails de l&apos;extension</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;Copier les détails</translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation>Copier les détails de l&apos;extension sélectionnée, à coller dans un rapport de bogue.</translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation>Extension</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Ajoute</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>The switch is the name&apos;s checkbox: a player switches &quot;Simple Simon&quot;, not a column. Origins in the order they are listed, with the words a player sees for them.</extracomment>
        <translation>Intégrée</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Installée</translation>
    </message>
    <message>
        <source>Plugins folder</source>
        <translation>Dossier des extensions</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Activée</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>En échec</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation>rien</translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation>Activez-la pour voir ce qu&apos;elle ajoute</translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation>Mode sans échec&#xa0;: seules les extensions intégrées ont été chargées.</translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation>Sélectionnez une extension pour voir ses détails.</translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation>Inactive (nécessite %1)</translation>
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
        <translation>Lente à charger&#xa0;: %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nom&#xa0;: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>État&#xa0;: %1</translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation>Elle n&apos;a pas pu être chargée, elle n&apos;ajoute donc rien. Ce qui n&apos;a pas fonctionné figure ci-dessous, à l&apos;intention de son auteur.</translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation>Pour l&apos;auteur de l&apos;extension&#xa0;:</translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation>Identifiant de l&apos;extension&#xa0;: %1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>Version&#xa0;: %1</translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation>Origine&#xa0;: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Emplacement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation>Résumé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>Variantes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>Nécessite&#xa0;: %1</translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation>Temps de chargement&#xa0;: %1 s</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation>%1 (ne sera pas chargée au prochain démarrage)</translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation>%1 (activée au prochain démarrage)</translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation>%1 (désactivée au prochain démarrage)</translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation>Les changements prendront effet au prochain démarrage de spider-qt.</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>La partie en cours continue.</translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation>%1 n&apos;a pas pu être chargée (voir les détails)&#xa0;; un nouvel essai aura lieu au prochain démarrage de spider-qt.</translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation>Il n&apos;est plus possible de commencer des parties de %1.</translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation>La règle %1 ne peut plus être choisie.</translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation>Les règles %1 ne peuvent plus être choisies.</translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation>Il est désormais possible de commencer des parties de %1.</translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation>La règle %1 peut désormais être choisie.</translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation>Les règles %1 peuvent désormais être choisies.</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>%1 est activée.</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>%1 est désactivée.</translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation>%1 reste activée&#xa0;: c&apos;est la dernière extension qui fournit des variantes de jeu, et sans elle il n&apos;y aurait rien à jouer.</translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation>Désactiver %1 rend aussi ces règles inactives&#xa0;: %2.</translation>
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
        <translation>Rien à revoir : aucun coup n&apos;a encore été joué.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Le solveur a échoué&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message>
        <source>Could It Have Been Shorter?</source>
        <translation>Pouvait-on faire plus court ?</translation>
    </message>
    <message>
        <source>Where Was It Lost?</source>
        <translation>Où la partie a-t-elle été perdue ?</translation>
    </message>
    <message>
        <source>Looking back over the game, every card known…</source>
        <translation>La partie est revue, toutes les cartes étant connues…</translation>
    </message>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>Le solveur gagne cette donne depuis le début en %n coup ; vous en avez joué %1.</numerusform>
            <numerusform>Le solveur gagne cette donne depuis le début en %n coups ; vous en avez joué %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the line with Next.</source>
        <translation>Jouez la solution avec Suivant.</translation>
    </message>
    <message>
        <source>The solver found no line from the start within the time.</source>
        <translation>Le solveur n&apos;a trouvé aucune solution depuis le début dans le temps imparti.</translation>
    </message>
    <message>
        <source>This deal from the stock lost the game. Before it, a win was still possible.</source>
        <translation>Cette distribution depuis le talon a fait perdre la partie. Avant elle, la victoire était encore possible.</translation>
    </message>
    <message>
        <source>This move lost the game: %1. Before it, a win was still possible.</source>
        <translation>Ce coup a fait perdre la partie : %1. Avant lui, la victoire était encore possible.</translation>
    </message>
    <message>
        <source>This deal could not be won: no line wins it from its start (proven).</source>
        <translation>Cette donne ne pouvait pas être gagnée : aucune solution ne la gagne depuis le début (prouvé).</translation>
    </message>
    <message>
        <source>The game was already lost at the oldest position kept (proven).</source>
        <translation>La partie était déjà perdue à la plus ancienne position conservée (prouvé).</translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>Nulle part : la victoire est encore possible d&apos;ici (prouvé par une solution de %n coup).</numerusform>
            <numerusform>Nulle part : la victoire est encore possible d&apos;ici (prouvé par une solution de %n coups).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it was lost was not decided within the time.</source>
        <translation>Où la partie a été perdue n&apos;a pas pu être établi dans le temps imparti.</translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>Après %n coup, la victoire était encore possible (prouvé par une solution) : cette position.</numerusform>
            <numerusform>Après %n coups, la victoire était encore possible (prouvé par une solution) : cette position.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whether this game could be won was not decided within the time.</source>
        <translation>Si cette partie pouvait être gagnée n&apos;a pas pu être établi dans le temps imparti.</translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>Après %n coup, elle était perdue (prouvé).</numerusform>
            <numerusform>Après %n coups, elle était perdue (prouvé).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the actions the undo history kept were looked at.</source>
        <translation>Seuls les coups conservés par l&apos;historique d&apos;annulation ont été examinés.</translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>Une solution à partir d&apos;ici : %n coup. Jouez-la avec Suivant.</numerusform>
            <numerusform>Une solution à partir d&apos;ici : %n coups. Jouez-la avec Suivant.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2: the game is won.</source>
        <translation>Coup %1 sur %2 : la partie est gagnée.</translation>
    </message>
    <message>
        <source>Step %1 of %2.</source>
        <translation>Coup %1 sur %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2. Next: %3.</source>
        <translation>Coup %1 sur %2. Suivant : %3.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Valeurs par défaut</translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation>Remettre chaque réglage affiché ici à sa valeur d&apos;origine.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Cop&amp;ier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;ller</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tout sélectionner</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <extracomment>The right-click menu of a scroll bar (the Help pages, the Plugins dialog&apos;s details).</extracomment>
        <translation>Défiler jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Bord gauche</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Bord droit</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Bas</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Page précédente</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Page précédente</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Défiler vers la gauche</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Défiler vers le haut</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Défiler vers la droite</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Défiler vers le bas</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>The right-click menu of read-only rich text (the Help pages).</extracomment>
        <translation>Cop&amp;ier</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copier l&apos;adresse du &amp;lien</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tout sélectionner</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Retour à la partie</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation>Il n&apos;y a pas de colonne %1&#xa0;: les colonnes sont numérotées de 1 à %2.</translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation>Les cartes doivent aller dans une autre colonne.</translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation>La colonne %1 est vide&#xa0;: il n&apos;y a rien à déplacer.</translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation>La colonne %1 n&apos;a pas de carte en position %2.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation>Une carte face cachée ne peut pas être déplacée.</translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation>Ces cartes ne peuvent pas se déplacer ensemble&#xa0;: %1 ne suit pas %2 dans l&apos;ordre décroissant.</translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation>Ces cartes ne peuvent pas se déplacer ensemble&#xa0;: un groupe doit être d&apos;une seule couleur, or %1 repose sur %2.</translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation>Rien ne peut se poser sur un as (ici %1).</translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation>Impossible de poser %1 sur %2&#xa0;: une carte ne va que sur une carte d&apos;une valeur immédiatement supérieure.</translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation>Impossible de poser %1 sur %2&#xa0;: une carte ne va que sur une carte de sa couleur, d&apos;une valeur immédiatement supérieure.</translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation>Seul un roi (ou un groupe commençant par un roi) peut occuper une colonne vide, pas %1.</translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation>Aucune autre colonne ne peut recevoir %1.</translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation>Aucune autre colonne ne peut recevoir %1 et les cartes posées dessus.</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>Le talon est vide&#xa0;: il ne reste rien à distribuer.</translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation>Remplissez toutes les colonnes vides avant de distribuer (vide&#xa0;: colonne %1).</translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation>Chaque colonne doit avoir une carte avant une distribution, mais le tableau compte moins de cartes que de colonnes (%1 pour %2)&#xa0;: annulez, ou commencez une nouvelle partie.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Il n&apos;y a rien à rétablir.</translation>
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
        <translation>Distribution libre</translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation>Vous pouvez distribuer depuis le talon même si une colonne est vide.</translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation>Chaque colonne atteinte par une distribution reçoit sa carte, même vide&#xa0;; pour le reste, tout se passe comme dans la règle Classique. D&apos;autres applications appellent souvent cette règle «&#xa0;Spider assoupli&#xa0;» (relaxed Spider).</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Séries mixtes</translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation>Un groupe de cartes en ordre décroissant peut se déplacer d&apos;un bloc même si les couleurs sont mélangées.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Hints and demo</source>
        <translation>Indices et démo</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation>Double-clic pour déplacer</translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation>Un double-clic sur une carte l&apos;envoie, avec les cartes posées dessus, vers la meilleure colonne&#xa0;: sur la carte de même couleur d&apos;une valeur immédiatement supérieure, sinon sur n&apos;importe quelle carte d&apos;une valeur immédiatement supérieure, sinon dans une colonne vide.</translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation>Placement automatique</translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation>Les cartes lâchées là où elles ne peuvent pas aller sont envoyées vers la meilleure colonne au lieu de revenir en glissant.</translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation>Aide au placement</translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation>Pendant que vous faites glisser des cartes, les colonnes qui peuvent les recevoir sont mises en évidence.</translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation>Rappels des règles</translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation>Après un coup refusé, une courte note indique quelle règle l&apos;a refusé.</translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation>Demander avant d&apos;abandonner une partie</translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation>«&#xa0;Recommencer la donne&#xa0;» et «&#xa0;Nouvelle partie&#xa0;» demandent d&apos;abord confirmation quand la partie en cours compte des coups, car l&apos;abandonner compte comme une défaite.</translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation>Le menu Édition reçoit Indice, qui montre un bon coup, et Démo, qui continue à jouer toute seule. Une partie où l&apos;un des deux a servi est comptée à part dans les statistiques.</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Donnes gagnables uniquement</translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation>Les nouvelles parties ne sont tirées que parmi les donnes que le solveur a gagnées. Un code de partie que vous saisissez est toujours joué tel quel.</translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation>Cliquer pour prendre et poser</translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation>Un clic sur une carte la prend, avec les cartes posées dessus&#xa0;; un clic sur une colonne les y pose. Désactivé&#xa0;: un simple clic ne fait rien, comme dans le jeu classique.</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Chronomètre</translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation>Le temps de jeu s&apos;affiche dans la barre d&apos;état et dans la fenêtre de victoire, et les statistiques gardent les meilleurs temps.</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation>Barre d&apos;outils</translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation>Des boutons au-dessus du tableau pour Nouvelle partie, Recommencer, Annuler, Rétablir, Distribuer et, avec les indices activés, Indice.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation>Les cartes glissent, volent depuis le talon et se retournent au lieu de sauter d&apos;un coup.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation>La vitesse à laquelle les animations se déroulent.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Clair ou sombre</translation>
    </message>
    <message>
        <source>The table, the marks and words on it, the dialogs and the status bar in light or dark colours; by default as the system has them, switching when it does.</source>
        <translation>Le tableau, les marques et les textes qui s&apos;y trouvent, les boîtes de dialogue et la barre d&apos;état en couleurs claires ou sombres&#xa0;; par défaut, comme le système, et ils changent quand il change.</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>Thème de cartes</translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation>L&apos;apparence des cartes. Les extensions et le dossier des thèmes peuvent en ajouter d&apos;autres.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Jeu quadricolore</translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation>Chaque couleur a sa propre teinte&#xa0;: piques en noir, cœurs en rouge, carreaux en bleu, trèfles en vert.</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation>Le motif au dos des cartes.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The language of the menus and messages; the system&apos;s language by default.</source>
        <translation>La langue des menus et des messages&#xa0;; par défaut, celle du système.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation>Dernière variante</translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation>La variante choisie pour la dernière nouvelle partie (vide&#xa0;: la première installée).</translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation>Dernier nombre de couleurs</translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation>Le nombre de couleurs choisi pour la dernière nouvelle partie.</translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation>Dernière règle</translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation>La règle choisie pour la dernière nouvelle partie.</translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation>Extensions désactivées</translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation>Extensions désactivées dans la fenêtre Extensions&#xa0;: elles ne sont pas chargées au démarrage.</translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation>Géométrie de la fenêtre</translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation>La position et la taille de la fenêtre, telles que Qt les a enregistrées (en hexadécimal).</translation>
    </message>
</context>
<context>
    <name>SolverProgressBox</name>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>The progress bar counts in thousandths: smooth, and whole numbers for Qt.</extracomment>
        <translation>&amp;Annuler</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n carte sélectionnée</numerusform>
            <numerusform>%n cartes sélectionnées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation>Colonne %1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>entre %1 et %2</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Déplaçables&#xa0;: %1.</translation>
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
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Moins de coups</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Plus longue série</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation>Meilleur temps</translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation>Jouées avec aide</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Gagnées avec aide</translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation>Aucune partie comptée pour l&apos;instant&#xa0;: une partie compte dès son premier coup.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Réinitialiser les statistiques…</translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation>Tout effacer, après confirmation.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n couleur</numerusform>
            <numerusform>%n couleurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation>Oublier les statistiques de toutes les parties jouées&#xa0;?

Cette action est irréversible.</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation>piques</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœurs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreaux</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfles</translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation>Vos paramètres (%1)</translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation>La partie en cours, qui ne pourra donc pas être reprise la prochaine fois (%1)</translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation>Vos statistiques de cette session (%1)</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation>Fermer &amp;sans enregistrer</translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation>Ces données n&apos;ont pas pu être enregistrées et seront perdues si spider-qt se ferme maintenant&#xa0;:</translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation>Libérez de l&apos;espace sur le disque (ou rendez le dossier accessible en écriture), puis réessayez.</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Scorpion</source>
        <translation>Scorpion</translation>
    </message>
    <message>
        <source>One deck in seven columns, mostly face up; move any face-up card with everything on it and build down in suit.</source>
        <translation>Un jeu de cartes en sept colonnes, presque tout face visible&#xa0;; déplacez n&apos;importe quelle carte face visible avec tout ce qui la recouvre et construisez en descendant dans la même couleur.</translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Une carte ne peut se poser que sur la carte de sa couleur d&apos;une valeur immédiatement supérieure. Toute carte face visible peut se déplacer avec toutes les cartes posées dessus, qu&apos;elles soient en ordre ou non. Seul un roi, isolé ou avec les cartes posées dessus, peut aller dans une colonne vide. La réserve est distribuée en une fois sur les trois premières colonnes, et elle peut l&apos;être même si une colonne est vide. Chaque série du roi à l&apos;as d&apos;une même couleur quitte le tableau&#xa0;; la partie est gagnée quand les quatre ont disparu.</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Simple Simon</translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation>Un jeu de cartes distribué face visible en dix colonnes, sans talon&#xa0;; formez quatre suites du roi à l&apos;as dans la même couleur.</translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Toutes les cartes sont face visible dès le départ et il n&apos;y a pas de talon à distribuer. Une carte peut aller sur n&apos;importe quelle carte d&apos;une valeur immédiatement supérieure, quelle que soit sa couleur. Les cartes ne se déplacent ensemble qu&apos;en série descendante d&apos;une seule couleur. Une colonne vide accepte n&apos;importe quelle carte ou série déplaçable. Chaque série du roi à l&apos;as d&apos;une même couleur quitte le tableau&#xa0;; la partie est gagnée quand les quatre ont disparu.</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Spider</translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation>Deux jeux de cartes en dix colonnes&#xa0;; formez huit suites du roi à l&apos;as dans la même couleur.</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Spiderette</translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation>Un jeu de cartes en sept colonnes&#xa0;; formez quatre suites du roi à l&apos;as dans la même couleur.</translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation>Vous avez gagné avec de l&apos;aide&#xa0;!</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Could It Have Been &amp;Shorter?</source>
        <translation>Pouvait-on faire plus &amp;court ?</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score&#xa0;: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Coups&#xa0;: %1</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>Temps de jeu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation>Gagnée avec aide&#xa0;: comptée à part dans les statistiques.</translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation>un nouveau meilleur score&#xa0;!</translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation>un nouveau meilleur temps&#xa0;!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Meilleur score&#xa0;: %1</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>Meilleur temps&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>Série de victoires&#xa0;: %n partie</numerusform>
            <numerusform>Série de victoires&#xa0;: %n parties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Donne gagnable</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation>Recherche d&apos;une donne que le solveur sait gagner…</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation>Recherche d&apos;une donne que le solveur sait gagner… (donne %1)</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Le solveur a échoué&#xa0;: %1</translation>
    </message>
</context>
</TS>
