<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id">
<context>
    <name>AbandonBox</name>
    <message>
        <source>Restart This Deal?</source>
        <translation>Mulai Ulang Permainan Ini?</translation>
    </message>
    <message>
        <source>Restart this deal from its beginning?</source>
        <translation>Mulai ulang permainan ini dari awal?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Mulai Ulang</translation>
    </message>
    <message>
        <source>Start a New Game?</source>
        <translation>Mulai Permainan Baru?</translation>
    </message>
    <message>
        <source>Leave this game and start a new one?</source>
        <translation>Tinggalkan permainan ini dan mulai yang baru?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>Permainan &amp;Baru</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) ends and counts as a loss in the statistics.</source>
        <translation>
            <numerusform>Permainan yang sedang berjalan (%n langkah) berakhir dan dihitung sebagai kekalahan dalam statistik.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give Up and See &amp;Where It Was Lost</source>
        <translation>Menyerah dan Lihat Di Mana &amp;Kalahnya</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Lanjutkan Bermain</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Jangan tanya lagi</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>Dealt %n card(s)</source>
        <translation>
            <numerusform>%n kartu dibagikan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) to %2</source>
        <translation>
            <numerusform>%1 dan %n kartu lainnya ke %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more card(s) back to %2</source>
        <translation>
            <numerusform>%1 dan %n kartu lainnya kembali ke %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Dibatalkan.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Permainan baru.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Diulang: %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>pembagian kartu</translation>
    </message>
    <message>
        <source>%1 back to %2</source>
        <translation>%1 kembali ke %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Dibatalkan: %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 ke %2</translation>
    </message>
    <message>
        <source>%1 turned face up</source>
        <translation>%1 terbuka</translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>urutan %1 dikeluarkan</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Seconds the demo&apos;s solver may search from the position before it gives up. How long a status bar message stays (ms). With hints on, the worker starts this long after the window (ms): out of the start-up&apos;s way, yet ready before the first hint, which would otherwise wait for a fresh interpreter.</extracomment>
        <translation>Mencari petunjuk…</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win… %1%</source>
        <translation>Demo: mencari cara untuk menang… %1%</translation>
    </message>
    <message>
        <source>Demo: looking for a way to win…</source>
        <translation>Demo: mencari cara untuk menang…</translation>
    </message>
    <message>
        <source>Demo: press any key or click to take over.</source>
        <translation>Demo: tekan tombol apa saja atau klik untuk mengambil alih.</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demo dihentikan.</translation>
    </message>
    <message>
        <source>No move looks useful here: try Undo, or start again.</source>
        <translation>Tidak ada langkah yang tampak berguna di sini: coba Batalkan, atau mulai lagi.</translation>
    </message>
    <message>
        <source>Hint: deal a new row from the stock.</source>
        <translation>Petunjuk: bagikan satu baris baru dari tumpukan cadangan.</translation>
    </message>
    <message>
        <source>Hint: move the %1 from %2 to %3.</source>
        <translation>Petunjuk: pindahkan %1 dari %2 ke %3.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: move the %1 and the %n card(s) on it from %2 to %3.</source>
        <translation>
            <numerusform>Petunjuk: pindahkan %1 beserta %n kartu di atasnya dari %2 ke %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo found no way to win from here.</source>
        <translation>Demo tidak menemukan cara untuk menang dari sini.</translation>
    </message>
    <message>
        <source>Demo stopped: your turn.</source>
        <translation>Demo dihentikan: giliran Anda.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Pemecah gagal: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>column %1</source>
        <translation>kolom %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Meja kartu</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n deal(s) left. Click to deal.</source>
        <translation>
            <numerusform>Tumpukan cadangan: sisa %n pembagian. Klik untuk membagikan kartu.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
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
        <translation>as sekop</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>2 sekop</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>3 sekop</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>4 sekop</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>5 sekop</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>6 sekop</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>7 sekop</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>8 sekop</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>9 sekop</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>10 sekop</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>jack sekop</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>ratu sekop</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>raja sekop</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>as hati</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>2 hati</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>3 hati</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>4 hati</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>5 hati</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>6 hati</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>7 hati</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>8 hati</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>9 hati</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>10 hati</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>jack hati</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>ratu hati</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>raja hati</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>as wajik</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>2 wajik</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>3 wajik</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>4 wajik</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>5 wajik</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>6 wajik</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>7 wajik</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>8 wajik</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>9 wajik</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>10 wajik</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>jack wajik</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>ratu wajik</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>raja wajik</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>as keriting</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>2 keriting</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>3 keriting</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>4 keriting</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>5 keriting</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>6 keriting</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>7 keriting</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>8 keriting</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>9 keriting</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>10 keriting</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>jack keriting</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>ratu keriting</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>raja keriting</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>Classic</source>
        <extracomment>The classic deck&apos;s name, for a list made without the built-in plugin that registers it.</extracomment>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Indeks besar</translation>
    </message>
</context>
<context>
    <name>CodeErrors</name>
    <message>
        <source>The game code is empty. A code looks like %1.</source>
        <translation>Kode permainan kosong. Contoh kode: %1.</translation>
    </message>
    <message>
        <source>This is too long to be a game code. A code looks like %1.</source>
        <translation>Teks ini terlalu panjang untuk sebuah kode permainan. Contoh kode: %1.</translation>
    </message>
    <message>
        <source>A game code has only letters, digits and dashes, like %1.</source>
        <translation>Kode permainan hanya berisi huruf, angka, dan tanda hubung, misalnya %1.</translation>
    </message>
    <message>
        <source>A game code ends with %1 letters after the last dash, like %2.</source>
        <translation>Kode permainan diakhiri dengan %1 huruf setelah tanda hubung terakhir, misalnya %2.</translation>
    </message>
    <message>
        <source>This code comes from a newer version of spider-qt. Update spider-qt to play it.</source>
        <translation>Kode ini berasal dari versi spider-qt yang lebih baru. Perbarui spider-qt untuk memainkannya.</translation>
    </message>
    <message>
        <source>The number after the letters %1 must be %2, not %3.</source>
        <translation>Angka setelah huruf %1 harus %2, bukan %3.</translation>
    </message>
    <message>
        <source>A %1 code needs a rule letter after the number of suits: %2.</source>
        <translation>Kode permainan %1 memerlukan huruf aturan setelah jumlah jenis kartu: %2.</translation>
    </message>
    <message>
        <source>%1 codes have no rule letter: remove the %2 after the number of suits.</source>
        <translation>Kode %1 tidak memiliki huruf aturan: hapus %2 setelah jumlah jenis kartu.</translation>
    </message>
    <message>
        <source>The deal number must be from 0 to %1.</source>
        <translation>Nomor susunan kartu harus antara 0 dan %1.</translation>
    </message>
    <message>
        <source>No game variant is installed.</source>
        <translation>Tidak ada varian permainan yang terpasang.</translation>
    </message>
    <message>
        <source>This is not a valid game code.</source>
        <translation>Ini bukan kode permainan yang valid.</translation>
    </message>
    <message>
        <source>This is not a game code. A code looks like %1.</source>
        <translation>Ini bukan kode permainan. Contoh kode: %1.</translation>
    </message>
    <message>
        <source>No installed variant has codes that start with %1. Check the code, or install the plugin that adds this variant.</source>
        <translation>Tidak ada varian terpasang yang kodenya diawali %1. Periksa kode tersebut, atau pasang plugin yang menambahkan varian ini.</translation>
    </message>
    <message>
        <source>The variant %1 is not installed.</source>
        <translation>Varian %1 tidak terpasang.</translation>
    </message>
    <message>
        <source>%1 cannot be played with that number of suits.</source>
        <translation>%1 tidak dapat dimainkan dengan jumlah jenis kartu tersebut.</translation>
    </message>
    <message>
        <source>%1 is played with 1 suit only, not %2.</source>
        <translation>%1 hanya dimainkan dengan 1 jenis kartu, bukan %2.</translation>
    </message>
    <message>
        <source>%1 is played with %2 suits, not %3.</source>
        <translation>%1 dimainkan dengan %2 jenis kartu, bukan %3.</translation>
    </message>
    <message>
        <source>%1 offers no rule named %2 for this number of suits.</source>
        <translation>%1 tidak menawarkan aturan bernama %2 untuk jumlah jenis kartu ini.</translation>
    </message>
    <message>
        <source>%1 with 1 suit has no rule letter %2: use %3.</source>
        <translation>%1 dengan 1 jenis kartu tidak memiliki huruf aturan %2: gunakan %3.</translation>
    </message>
    <message>
        <source>%1 with %2 suits has no rule letter %3: use %4.</source>
        <translation>%1 dengan %2 jenis kartu tidak memiliki huruf aturan %3: gunakan %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 atau %2</translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <source>Only a deal with a game code can be checked.</source>
        <extracomment>Seconds the solver may search for a winning line of a deal.</extracomment>
        <translation>Hanya permainan yang memiliki kode yang bisa diperiksa.</translation>
    </message>
    <message>
        <source>Could This Deal Be Won?</source>
        <translation>Apakah Permainan Ini Bisa Dimenangkan?</translation>
    </message>
    <message>
        <source>Playing deal %1 from its start, every card known…</source>
        <translation>Memainkan permainan %1 dari awal, dengan semua kartu diketahui…</translation>
    </message>
    <message numerus="yes">
        <source>Yes: deal %1 can be won, in %n move(s).</source>
        <translation>
            <numerusform>Ya: permainan %1 bisa dimenangkan, dalam %n langkah.</numerusform>
        </translation>
    </message>
    <message>
        <source>You can watch the winning line from the start of the deal; the game then counts as played with help.</source>
        <translation>Anda bisa menonton langkah-langkah kemenangan dari awal permainan; permainan itu lalu dihitung sebagai dimainkan dengan bantuan.</translation>
    </message>
    <message>
        <source>&amp;Watch the Winning Line</source>
        <translation>&amp;Tonton Langkah Kemenangan</translation>
    </message>
    <message numerus="yes">
        <source>No way to win deal %1 was found in %n second(s).</source>
        <translation>
            <numerusform>Tidak ditemukan cara untuk memenangkan permainan %1 dalam %n detik.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal may still be winnable: the search had to stop somewhere.</source>
        <translation>Permainan ini mungkin tetap bisa dimenangkan: pencarian harus berhenti di suatu titik.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Tutup</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Pemecah gagal: %1</translation>
    </message>
    <message>
        <source>Could the last deal have been won?</source>
        <translation>Apakah permainan sebelumnya bisa dimenangkan?</translation>
    </message>
    <message>
        <source>No moves left. Could this deal have been won?</source>
        <translation>Tidak ada langkah lagi. Apakah permainan ini bisa dimenangkan?</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Column %1: empty</source>
        <translation>Kolom %1: kosong</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>kolom %1: kosong</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n kartu tertutup</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Tumpukan cadangan: %n kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>tersisa %n kali pembagian</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n urutan telah dikeluarkan</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2, then %3</source>
        <translation>Kolom %1: %2, lalu %3</translation>
    </message>
    <message>
        <source>column %1: %2, then %3</source>
        <translation>kolom %1: %2, lalu %3</translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>belum ada urutan yang dikeluarkan</translation>
    </message>
    <message>
        <source>%1, %2; %3.</source>
        <translation>%1, %2; %3.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
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
            <numerusform>Dimenangkan dalam %n langkah: %1 = %2 poin.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>A won game with %n suit(s)</source>
        <translation>
            <numerusform>Permainan yang dimenangkan dengan %n jenis kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 onto the %3 in column %4.</source>
        <translation>
            <numerusform>Pindahkan %1 beserta %n kartu setelahnya dari kolom %2 ke atas %3 di kolom %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %1 with the %n card(s) below it from column %2 to the empty column %3.</source>
        <translation>
            <numerusform>Pindahkan %1 beserta %n kartu setelahnya dari kolom %2 ke kolom kosong %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table before deal %1, with %n card(s) left in the stock:</source>
        <translation>
            <numerusform>Meja sebelum pembagian ke-%1, dengan sisa %n kartu di tumpukan cadangan:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table after move %1: %n sequence(s) removed so far.</source>
        <translation>
            <numerusform>Meja setelah langkah %1: %n urutan telah dikeluarkan sejauh ini.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n sequence(s) are removed and the table is empty: the game is won.</source>
        <translation>
            <numerusform>Seluruh %n urutan telah dikeluarkan dan meja kosong: permainan dimenangkan.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Game code: click to copy it</source>
        <translation>Kode permainan: klik untuk menyalinnya</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Skor: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Langkah: %1</translation>
    </message>
    <message>
        <source>Deals left: %1</source>
        <translation>Sisa pembagian: %1</translation>
    </message>
    <message>
        <source>Removed: %1 of %2</source>
        <translation>Dikeluarkan: %1 dari %2</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>tanpa kode</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>Kode permainan: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Waktu: %1</translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>Kode permainan %1 disalin</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Column %1</source>
        <extracomment>Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence follows without a space (a space there shows as a gap).</extracomment>
        <translation>Kolom %1</translation>
    </message>
    <message>
        <source>Columns %1–%2</source>
        <translation>Kolom %1–%2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A run of column numbers: %1 the first, %2 the last.</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>on by default</source>
        <translation>aktif secara bawaan</translation>
    </message>
    <message>
        <source>off by default</source>
        <translation>nonaktif secara bawaan</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A play setting: %1 its name, %2 &quot;on by default&quot; or &quot;off by default&quot;, %3 what it does.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>A single click on a card does not move it.</source>
        <translation>Klik sekali pada kartu tidak memindahkannya.</translation>
    </message>
    <message>
        <source>Four settings change how you move cards; switch each on or off in the %1 menu or in %2.</source>
        <translation>Empat pengaturan mengubah cara Anda memindahkan kartu; masing-masing dapat diaktifkan atau dinonaktifkan di menu %1 atau di %2.</translation>
    </message>
    <message>
        <source>%1 takes back the last actions, up to %2 of them, deals included: the score and the move counter return to what they were, and a sequence removed by an undone move comes back to its column. %3 plays an undone action again.</source>
        <translation>Perintah %1 membatalkan tindakan terakhir, hingga %2 tindakan, termasuk pembagian: skor dan penghitung langkah kembali seperti sebelumnya, dan urutan yang dikeluarkan oleh langkah yang dibatalkan kembali ke kolomnya. Perintah %3 menjalankan kembali tindakan yang dibatalkan.</translation>
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
        <translation>%1 untuk %2</translation>
    </message>
    <message>
        <source>The letter after the number of suits names the rule: %1.</source>
        <translation>Huruf setelah jumlah jenis kartu menunjukkan aturan: %1.</translation>
    </message>
    <message>
        <source>A Classic game has no letter after the number of suits; another rule adds its own: %1.</source>
        <translation>Permainan dengan aturan Klasik tidak memiliki huruf setelah jumlah jenis kartu; aturan lain menambahkan hurufnya sendiri: %1.</translation>
    </message>
    <message>
        <source>Every deal has a game code, such as %1. It starts with the variant&apos;s letters and the version of the code format (%2), then “S” and the number of suits; the %3 letters after the last dash number the shuffle.</source>
        <translation>Setiap susunan kartu memiliki kode permainan, misalnya %1. Kode diawali huruf varian dan versi format kode (%2), lalu “S” dan jumlah jenis kartu; %3 huruf setelah tanda hubung terakhir menomori hasil pengocokan.</translation>
    </message>
    <message>
        <source>To play a deal again, or one a friend sent you, choose %1 ▸ %2 and type or paste the code into the “%3” field of the %4 window. %1 ▸ %5 copies the code of the game in progress. The same code always lays out the same cards, on any computer.</source>
        <translation>Untuk memainkan lagi suatu susunan kartu, atau susunan yang dikirim teman, pilih %1 ▸ %2, lalu ketik atau tempel kodenya di kolom “%3” pada jendela %4. %1 ▸ %5 menyalin kode permainan yang sedang berlangsung. Kode yang sama selalu menghasilkan susunan kartu yang sama, di komputer mana pun.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Alternatives: %1 all but the last (joined by commas), %2 the last.</extracomment>
        <translation>%1 atau %2</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Aturan %1</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Persiapan</translation>
    </message>
    <message>
        <source>Placing a card</source>
        <translation>Meletakkan kartu</translation>
    </message>
    <message>
        <source>Moving a group</source>
        <translation>Memindahkan kelompok</translation>
    </message>
    <message>
        <source>An empty column</source>
        <translation>Kolom kosong</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Pembagian kartu</translation>
    </message>
    <message>
        <source>Choosing a rule</source>
        <translation>Memilih aturan</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <translation>Urutan lengkap</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Akhir permainan</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Perhitungan skor</translation>
    </message>
    <message>
        <source>Game codes</source>
        <translation>Kode permainan</translation>
    </message>
    <message>
        <source>How the app helps you play</source>
        <translation>Bantuan aplikasi saat bermain</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 dan %2</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Peluang menang</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Kiat</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>Sekilas</translation>
    </message>
    <message>
        <source>The app gives no hints unless you switch on %1 in %2; %3 in the %4 menu asks the solver whether the deal could be won, and can show you how. When nothing helps any more, restart the deal or start a new one.</source>
        <translation>Aplikasi tidak memberi petunjuk kecuali Anda menyalakan %1 di %2; %3 di menu %4 menanyakan kepada pemecah apakah permainan ini bisa dimenangkan, dan dapat menunjukkan caranya. Bila tidak ada lagi yang membantu, ulangi permainan ini atau mulai yang baru.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Sedang</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Sulit</translation>
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
        <translation>Jenis kartu</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Tingkat kesulitan</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Komposisi</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>terbuka</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>semuanya terbuka</translation>
    </message>
    <message>
        <source>only the last one face up</source>
        <translation>hanya kartu terakhir yang terbuka</translation>
    </message>
    <message numerus="yes">
        <source>the last %n face up</source>
        <translation>
            <numerusform>%n kartu terakhir terbuka</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 to %n card(s), one more in each column</source>
        <translation>
            <numerusform>dari %1 hingga %n kartu, bertambah satu di setiap kolom</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 down to %n card(s), one fewer in each column</source>
        <translation>
            <numerusform>dari %1 hingga %n kartu, berkurang satu di setiap kolom</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>masing-masing %n kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cards are dealt into %n column(s), from left to right:</source>
        <translation>
            <numerusform>Kartu dibagikan ke dalam %n kolom, dari kiri ke kanan:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock holds the remaining %n card(s).</source>
        <translation>
            <numerusform>Sisa %n kartu membentuk tumpukan cadangan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one card onto each of the %n column(s), from first to last</source>
        <translation>
            <numerusform>satu kartu ke masing-masing dari %n kolom, dari kolom pertama hingga terakhir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), one onto each of columns %1</source>
        <translation>
            <numerusform>%n kartu, satu kartu ke masing-masing kolom %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click the stock, or press D, to deal. The stock is dealt in %n deal(s), every card face up:</source>
        <translation>
            <numerusform>Klik tumpukan cadangan, atau tekan D, untuk membagikan kartu. Tumpukan cadangan dibagikan dalam %n kali pembagian, semua kartu dalam keadaan terbuka:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is won when all %n sequence(s) have been removed and no card is left.</source>
        <translation>
            <numerusform>Permainan dimenangkan ketika seluruh %n urutan telah dikeluarkan dan tidak ada kartu yang tersisa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.</source>
        <translation>
            <numerusform>Misalnya, permainan yang dimenangkan dalam %1 langkah, termasuk %n kali pembagian, berakhir dengan %2 = %3 poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal&apos;s game code is %1 (%n suit(s)): enter it in the New Game window to lay out the same cards and play along.</source>
        <translation>
            <numerusform>Kode permainan untuk susunan ini adalah %1 (%n jenis kartu): masukkan kode tersebut di jendela Permainan Baru untuk mendapatkan susunan kartu yang sama dan ikut bermain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal a new row: %n card(s) from the stock.</source>
        <translation>
            <numerusform>Bagikan baris baru: %n kartu dari tumpukan cadangan.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a patience game for one player.</source>
        <translation>%1 adalah permainan kartu solitaire untuk satu pemain.</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.</extracomment>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>In all: %1, %2 face down and %3 face up.</source>
        <translation>Seluruhnya: %1, %2 tertutup dan %3 terbuka.</translation>
    </message>
    <message>
        <source>In all: %1, all face up.</source>
        <translation>Seluruhnya: %1, semuanya terbuka.</translation>
    </message>
    <message>
        <source>There is no stock: every card is on the table from the start.</source>
        <translation>Tidak ada tumpukan cadangan: semua kartu sudah berada di meja sejak awal.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column when that card is exactly one rank higher, whatever its suit: the %1 onto the %2, a queen onto a king.</source>
        <translation>Kartu terbuka dapat diletakkan di atas kartu terakhir kolom lain jika kartu tersebut bernilai tepat satu tingkat lebih tinggi, apa pun jenisnya: %1 di atas %2, ratu di atas raja.</translation>
    </message>
    <message>
        <source>A face-up card may go onto the last card of another column only when that card is of the same suit and exactly one rank higher: the %1 onto the %2, but not onto the %3.</source>
        <translation>Kartu terbuka dapat diletakkan di atas kartu terakhir kolom lain hanya jika kartu tersebut sejenis dan bernilai tepat satu tingkat lebih tinggi: %1 di atas %2, tetapi tidak di atas %3.</translation>
    </message>
    <message>
        <source>A card may go onto: %1.</source>
        <translation>Kartu dapat diletakkan di atas: %1.</translation>
    </message>
    <message>
        <source>The ace is the lowest card and the king the highest, so nothing can be placed on an ace.</source>
        <translation>As adalah kartu terendah dan raja adalah kartu tertinggi, sehingga tidak ada kartu yang dapat diletakkan di atas as.</translation>
    </message>
    <message>
        <source>When the last face-up card leaves a column, the face-down card beneath it turns face up by itself.</source>
        <translation>Ketika kartu terbuka terakhir dipindahkan dari suatu kolom, kartu tertutup di bawahnya terbuka secara otomatis.</translation>
    </message>
    <message>
        <source>No card is one rank higher than a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Tidak ada kartu yang nilainya satu tingkat lebih tinggi daripada raja, sehingga raja, sendiri atau di depan kelompok, hanya dapat dipindahkan ke kolom kosong.</translation>
    </message>
    <message>
        <source>No card may take a king, so a king, alone or at the head of a group, can only go into an empty column.</source>
        <translation>Tidak ada kartu yang dapat menerima raja, sehingga raja, sendiri atau di depan kelompok, hanya dapat dipindahkan ke kolom kosong.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6) and they are all of one suit.</source>
        <translation>Beberapa kartu terbuka di bagian akhir kolom dapat dipindahkan sekaligus jika nilainya turun satu per satu (8, 7, 6) dan semuanya berjenis sama.</translation>
    </message>
    <message>
        <source>Several face-up cards at the end of a column move together when their ranks go down one by one (8, 7, 6), whatever their suits.</source>
        <translation>Beberapa kartu terbuka di bagian akhir kolom dapat dipindahkan sekaligus jika nilainya turun satu per satu (8, 7, 6), apa pun jenisnya.</translation>
    </message>
    <message>
        <source>Any face-up card may move together with all the cards lying on it, whether or not they are in order.</source>
        <translation>Kartu terbuka mana pun dapat dipindahkan bersama semua kartu di atasnya, baik berurutan maupun tidak.</translation>
    </message>
    <message>
        <source>Cards that move together: %1.</source>
        <translation>Kartu yang dapat dipindahkan sekaligus: %1.</translation>
    </message>
    <message>
        <source>A group is placed like a single card: its first card must fit where it lands.</source>
        <translation>Kelompok diletakkan seperti satu kartu: kartu pertamanya harus sesuai dengan tempat kelompok itu diletakkan.</translation>
    </message>
    <message>
        <source>There is no limit to a group&apos;s length.</source>
        <translation>Panjang kelompok tidak dibatasi.</translation>
    </message>
    <message>
        <source>A run of mixed suits stays where it is even though its ranks go down: it has to be taken apart card by card.</source>
        <translation>Urutan dengan jenis kartu bercampur tetap berada di tempatnya meskipun nilainya menurun: urutan itu harus dipisahkan kartu demi kartu.</translation>
    </message>
    <message>
        <source>← →</source>
        <extracomment>What ``BoardView.keyPressEvent`` answers, in the order the Keyboard page lists it. The keys of the window&apos;s actions (D to deal, Ctrl+Z…) are in :data:`COMMANDS`.</extracomment>
        <translation>← →</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>%1 (the default): the rules as described above.</source>
        <translation>%1 (bawaan): aturan seperti yang dijelaskan di atas.</translation>
    </message>
    <message>
        <source>The New Game window offers a choice of rules:</source>
        <translation>Jendela Permainan Baru menawarkan pilihan aturan:</translation>
    </message>
    <message>
        <source>With 1 suit only the Classic rule is offered: all the cards share one suit, so a choice would change little.</source>
        <translation>Dengan 1 jenis kartu, hanya aturan Klasik yang ditawarkan: semua kartu berjenis sama, sehingga pilihan aturan hampir tidak mengubah apa pun.</translation>
    </message>
    <message>
        <source>This page describes the game played with the %1 rule, chosen in the New Game window.</source>
        <translation>Halaman ini menjelaskan permainan dengan aturan %1, yang dipilih di jendela Permainan Baru.</translation>
    </message>
    <message>
        <source>An empty column accepts any card or any group that may move, not only a king. It is the most useful space on the table: park a card there to reach the one beneath it.</source>
        <translation>Kolom kosong dapat diisi dengan kartu apa pun atau kelompok apa pun yang dapat dipindahkan, bukan hanya raja. Inilah tempat paling berguna di meja: sisihkan satu kartu di sana untuk membuka kartu di bawahnya.</translation>
    </message>
    <message>
        <source>Only a king, alone or at the head of a group, may go into an empty column.</source>
        <translation>Hanya raja, sendiri atau di awal sebuah kelompok, yang dapat diletakkan di kolom kosong.</translation>
    </message>
    <message>
        <source>An empty column accepts: %1.</source>
        <translation>Kolom kosong menerima: %1.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Pembagian %1</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Pembagian %1–%2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>A line of the deal plan: %1 which deals, %2 where their cards go.</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>There is no stock, so there is nothing to deal.</source>
        <translation>Tidak ada tumpukan cadangan, sehingga tidak ada pembagian kartu.</translation>
    </message>
    <message>
        <source>A deal is refused while any column is empty: put a card there first.</source>
        <translation>Pembagian ditolak selama masih ada kolom kosong: isi kolom tersebut dengan satu kartu terlebih dahulu.</translation>
    </message>
    <message>
        <source>You may deal even while a column is empty.</source>
        <translation>Anda boleh membagikan kartu meskipun ada kolom kosong.</translation>
    </message>
    <message>
        <source>When a column ends with the 13 cards of one suit from king down to ace, all face up, that sequence leaves the table by itself, right after the move or deal that completed it.</source>
        <translation>Ketika bagian akhir suatu kolom berisi 13 kartu sejenis dari raja hingga as yang semuanya terbuka, urutan tersebut otomatis dikeluarkan dari permainan tepat setelah langkah atau pembagian yang melengkapinya.</translation>
    </message>
    <message>
        <source>A single deal can complete several columns at once.</source>
        <translation>Satu kali pembagian dapat melengkapi beberapa kolom sekaligus.</translation>
    </message>
    <message>
        <source>The face-down card it covered turns face up.</source>
        <translation>Kartu tertutup yang sebelumnya tertutupi urutan itu akan terbuka.</translation>
    </message>
    <message>
        <source>Whatever the rule, only a single-suit sequence is removed.</source>
        <translation>Apa pun aturannya, hanya urutan sejenis yang dikeluarkan.</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>Awal permainan: %1</translation>
    </message>
    <message>
        <source>Each move of a card or a group: %1</source>
        <translation>Setiap pemindahan kartu atau kelompok: %1</translation>
    </message>
    <message>
        <source>Each deal: %1</source>
        <translation>Setiap pembagian: %1</translation>
    </message>
    <message>
        <source>Each sequence removed: %1</source>
        <translation>Setiap urutan yang dikeluarkan: %1</translation>
    </message>
    <message>
        <source>The move counter counts moves and deals; removing a sequence is not a move.</source>
        <translation>Penghitung langkah menghitung pemindahan dan pembagian; pengeluaran urutan bukanlah satu langkah.</translation>
    </message>
    <message>
        <source>The move counter counts moves; removing a sequence is not a move.</source>
        <translation>Penghitung langkah menghitung pemindahan; pengeluaran urutan bukanlah satu langkah.</translation>
    </message>
    <message>
        <source>The score never goes below %1: it stops there, action by action.</source>
        <translation>Skor tidak pernah turun di bawah %1: pada setiap tindakan, skor berhenti di angka tersebut.</translation>
    </message>
    <message>
        <source>The score has no lower limit: a long game can go below zero.</source>
        <translation>Skor tidak memiliki batas bawah: dalam permainan yang panjang, skor dapat turun di bawah nol.</translation>
    </message>
    <message>
        <source>Points are counted like this:</source>
        <translation>Poin dihitung sebagai berikut:</translation>
    </message>
    <message>
        <source>These are %1&apos;s own points: other versions of the game score differently.</source>
        <translation>Inilah perhitungan skor %1 sendiri; versi lain permainan ini menggunakan perhitungan yang berbeda.</translation>
    </message>
    <message>
        <source>That is below %1, so the score stays at %1.</source>
        <translation>Hasil itu di bawah %1, sehingga skor tetap %1.</translation>
    </message>
    <message>
        <source>This supposes the score never fell to %1 on the way.</source>
        <translation>Perhitungan ini mengandaikan skor tidak pernah turun hingga %1 selama permainan.</translation>
    </message>
    <message numerus="yes">
        <source>The aim is to gather runs from king down to ace, each of a single suit: a complete run leaves the table, and the game is won when all %n sequence(s) are gone.</source>
        <translation>
            <numerusform>Tujuannya adalah menyusun urutan dari raja hingga as, masing-masing dengan satu jenis kartu: urutan yang lengkap dikeluarkan dari permainan, dan permainan dimenangkan ketika seluruh %n urutan telah dikeluarkan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game uses %n card(s).</source>
        <translation>
            <numerusform>Permainan menggunakan %n kartu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is as many as %n deck(s) of 52 cards.</source>
        <translation>
            <numerusform>Jumlah ini setara dengan %n set kartu berisi 52 kartu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number of suits, chosen in the New Game window, changes which cards make up the %n card(s), never how many there are:</source>
        <translation>
            <numerusform>Jumlah jenis kartu, yang dipilih di jendela Permainan Baru, mengubah komposisi %n kartu tersebut, tetapi tidak pernah mengubah jumlahnya:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, offered with %2 suits. %3</source>
        <extracomment>%1 a rule&apos;s name, %2 the suit counts (&quot;2 or 4&quot;), %3 what the rule changes.</extracomment>
        <translation>%1, tersedia untuk %2 jenis kartu. %3</translation>
    </message>
    <message>
        <source>For example, a game won in %1 moves ends with %2 = %3 points.</source>
        <translation>Misalnya, permainan yang dimenangkan dalam %1 langkah berakhir dengan %2 = %3 poin.</translation>
    </message>
    <message>
        <source>%1: won games, step by step</source>
        <translation>%1: permainan yang dimenangkan, langkah demi langkah</translation>
    </message>
    <message>
        <source>This page replays whole games that were won, move by move. A picture shows the table at the start, before each deal, after each sequence leaves the table, and at the end.</source>
        <translation>Halaman ini memutar ulang permainan utuh yang dimenangkan, langkah demi langkah. Gambar menunjukkan meja di awal, sebelum setiap pembagian, setelah setiap urutan dikeluarkan dari permainan, dan di akhir.</translation>
    </message>
    <message>
        <source>Every deal can be replayed from its code, so you can play along.</source>
        <translation>Setiap permainan dapat diulang dari kodenya, jadi Anda dapat ikut memainkannya.</translation>
    </message>
    <message>
        <source>Working out an example: a won game of %1 from the code %2. It appears here as soon as it is found.</source>
        <translation>Sedang mencari contoh: permainan %1 yang dimenangkan dengan kode %2. Contoh akan muncul di sini begitu ditemukan.</translation>
    </message>
    <message>
        <source>No won game of %1 could be worked out in time. The deal of code %2 may still be won: try it yourself.</source>
        <translation>Permainan %1 yang dimenangkan tidak dapat ditemukan tepat waktu. Permainan dengan kode %2 mungkin tetap dapat dimenangkan: cobalah sendiri.</translation>
    </message>
    <message>
        <source>The table at the start:</source>
        <translation>Meja di awal:</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Langkah %1</translation>
    </message>
    <message>
        <source>Moves %1 to %2</source>
        <translation>Langkah %1 sampai %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The %1 turns face up.</source>
        <translation>Kartu %1 terbuka.</translation>
    </message>
    <message>
        <source>A sequence of %1 is complete and leaves the table.</source>
        <translation>Urutan %1 sudah lengkap dan dikeluarkan dari permainan.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 to the empty column %3.</source>
        <translation>Pindahkan %1 dari kolom %2 ke kolom kosong %3.</translation>
    </message>
    <message>
        <source>Move the %1 from column %2 onto the %3 in column %4.</source>
        <translation>Pindahkan %1 dari kolom %2 ke atas %3 di kolom %4.</translation>
    </message>
    <message>
        <source>%1 comes from a plugin. Books, websites and other apps may describe it with another layout or other details; when they differ, the app follows the plugin.</source>
        <translation>%1 berasal dari plugin. Buku, situs web, dan aplikasi lain mungkin menjelaskannya dengan susunan awal atau detail yang berbeda; jika ada perbedaan, aplikasi mengikuti plugin.</translation>
    </message>
    <message>
        <source>About these pages</source>
        <translation>Tentang halaman ini</translation>
    </message>
    <message>
        <source>The Rules page is written from the data %1 declares (cards, columns, deal plan, which cards move, points), so it always says what the app checks.</source>
        <translation>Halaman Aturan disusun dari data yang dinyatakan oleh %1 (kartu, kolom, rencana pembagian, kartu yang dapat dipindahkan, poin), sehingga isinya selalu sesuai dengan yang diperiksa aplikasi.</translation>
    </message>
    <message>
        <source>%1 on a real table</source>
        <translation>%1 di atas meja sungguhan</translation>
    </message>
    <message>
        <source>Printed and online rules of Spider agree on how cards move but not always on how the game starts.</source>
        <translation>Aturan Spider versi cetak maupun daring sepakat tentang cara kartu dipindahkan, tetapi tidak selalu tentang cara permainan dimulai.</translation>
    </message>
    <message>
        <source>Wikipedia</source>
        <translation>Wikipedia</translation>
    </message>
    <message>
        <source>Wikipedia starts the game as this app does: 54 cards in 10 columns, then the other 50 are dealt ten at a time, whenever no column is empty.</source>
        <translation>Wikipedia memulai permainan sama seperti aplikasi ini: 54 kartu dalam 10 kolom, lalu 50 kartu lainnya dibagikan sepuluh kartu setiap kali, saat tidak ada kolom kosong.</translation>
    </message>
    <message>
        <source>Bicycle</source>
        <translation>Bicycle</translation>
    </message>
    <message>
        <source>Bicycle, the playing-card maker, lays out ten columns of five cards, the first four of each face down.</source>
        <translation>Bicycle, produsen kartu remi, menata sepuluh kolom yang masing-masing berisi lima kartu, dengan empat kartu pertama di setiap kolom tertutup.</translation>
    </message>
    <message>
        <source>Both say that every space must be filled before a new row is dealt, and so does the app.</source>
        <translation>Keduanya mengharuskan semua tempat terisi sebelum baris baru dibagikan, begitu pula aplikasi ini.</translation>
    </message>
    <message>
        <source>Wikipedia describes Spiderette as Spider with a single deck, laid out like Klondike in seven columns of 1 to 7 cards: the layout this app uses.</source>
        <translation>Wikipedia menjelaskan Spiderette sebagai Spider dengan satu set kartu, yang ditata seperti Klondike dalam tujuh kolom berisi 1 hingga 7 kartu: susunan yang digunakan aplikasi ini.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>Move the focus between columns.</source>
        <translation>Memindahkan fokus antarkolom.</translation>
    </message>
    <message>
        <source>Take more or fewer of the cards that can move.</source>
        <translation>Mengambil lebih banyak atau lebih sedikit kartu yang dapat dipindahkan.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Spasi</translation>
    </message>
    <message>
        <source>Send the focused cards to the best column.</source>
        <translation>Mengirim kartu yang difokuskan ke kolom terbaik.</translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation>1 … 9, 0</translation>
    </message>
    <message>
        <source>Send the focused cards to column 1 to 9, or 10.</source>
        <translation>Mengirim kartu yang difokuskan ke kolom 1 hingga 9, atau 10.</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the focus.</source>
        <translation>Menghapus fokus.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the focused column, its top card first.</source>
        <translation>Membacakan kolom yang difokuskan, dimulai dari kartu teratas.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read the cards that can move in every column.</source>
        <translation>Membacakan kartu yang dapat dipindahkan di setiap kolom.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the stock, the score and the moves.</source>
        <translation>Membacakan tumpukan cadangan, skor, dan jumlah langkah.</translation>
    </message>
    <message>
        <source>Drag cards to a column; double-click sends them to the best column; click the stock to deal. With Click to pick up and place (Preferences), a click picks cards up and a click on a column puts them there.</source>
        <translation>Seret kartu ke sebuah kolom; klik dua kali untuk mengirimnya ke kolom terbaik; klik tumpukan cadangan untuk membagikan kartu. Dengan &quot;Klik untuk mengambil dan menaruh&quot; (Preferensi), satu klik mengambil kartu dan klik pada kolom menaruhnya di sana.</translation>
    </message>
    <message>
        <source>The whole game can be played from the keyboard. Arrows choose the cards, Enter sends them on.</source>
        <translation>Seluruh permainan dapat dimainkan dengan papan ketik. Tombol panah memilih kartu, Enter mengirimkannya.</translation>
    </message>
    <message>
        <source>With a screen reader, each column is read when it gets the focus, its top card first; after a move, a deal or an undo the focused column says what happened. The reading keys below say parts of the board again.</source>
        <translation>Dengan pembaca layar, setiap kolom dibacakan saat mendapat fokus, dimulai dari kartu teratas; setelah langkah, pembagian kartu, atau pembatalan, kolom yang difokuskan menyebutkan apa yang terjadi. Tombol baca di bawah ini membacakan bagian meja sekali lagi.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tombol</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Fungsi</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Papan ketik dan mouse</translation>
    </message>
    <message>
        <source>The score never fell to %1 on the way, so the sum is the final score.</source>
        <translation>Skor tidak pernah turun hingga %1 selama permainan, jadi jumlah ini adalah skor akhirnya.</translation>
    </message>
    <message>
        <source>The score stopped at %1 on the way, so the game ended with %2 points instead.</source>
        <translation>Skor sempat tertahan di %1 selama permainan, sehingga permainan berakhir dengan %2 poin.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in %4).</source>
        <extracomment>Win rates with good play, in percent of deals, by number of suits, as the general article on Spider Solitaire among the project&apos;s source pages (the Italian one, SPEC §6) gives them; ``None``: &quot;nearly every deal&quot;, the article&apos;s words for 1 suit. How long a typical game lasts, in minutes, from the same article. Deals won by the app&apos;s own solver, as (won, tried), by (variant key, number of suits): deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The figures are ``bench/solver.py``&apos;s, as reported in docs/performance.md (&quot;Solver&quot;); ``None`` where not measured (that line is left out). The bench&apos;s time limit per deal, in seconds. A difference from Spider: %1 what is counted, %2 this variant&apos;s number, %3 Spider&apos;s, %4 Spider&apos;s name.</extracomment>
        <translation>%1: %2 (%3 di %4).</translation>
    </message>
    <message>
        <source>Cards in the game</source>
        <translation>Jumlah kartu</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Jumlah kolom</translation>
    </message>
    <message>
        <source>Sequences to complete</source>
        <translation>Urutan yang harus disusun</translation>
    </message>
    <message>
        <source>Deals from the stock</source>
        <translation>Pembagian dari tumpukan cadangan</translation>
    </message>
    <message>
        <source>Cards are placed and moved as in %1, and an empty column takes the same cards.</source>
        <translation>Kartu diletakkan dan dipindahkan seperti dalam %1, dan kolom kosong menerima kartu yang sama.</translation>
    </message>
    <message>
        <source>Where %1 differs from %2:</source>
        <translation>Perbedaan %1 dari %2:</translation>
    </message>
    <message>
        <source>%1 suit: nearly every deal</source>
        <translation>%1 jenis kartu: hampir setiap susunan kartu</translation>
    </message>
    <message>
        <source>%1 suits: about %2% of the deals</source>
        <extracomment>%1 the number of suits, %2 a percentage of the deals.</extracomment>
        <translation>%1 jenis kartu: sekitar %2% susunan kartu</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s): %1 of %2 deals won (%3%)</source>
        <extracomment>%n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.</extracomment>
        <translation>
            <numerusform>%n jenis kartu: %1 dari %2 permainan dimenangkan (%3%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Deals won by the app&apos;s own solver, which sees every card (the face-down ones and the stock&apos;s order) and takes at most %1 seconds a deal; a player who cannot see the hidden cards wins fewer:</source>
        <translation>Permainan yang dimenangkan oleh pemecah milik aplikasi ini, yang melihat semua kartu (yang tertutup dan urutan tumpukan cadangan) dan memakai paling lama %1 detik per permainan; pemain yang tidak melihat kartu tersembunyi menang lebih sedikit:</translation>
    </message>
    <message>
        <source>How many deals can be won with good play, according to a general article on Spider Solitaire (in Italian), one of the pages this help was written from:</source>
        <translation>Berapa banyak susunan kartu yang dapat dimenangkan dengan permainan yang baik, menurut sebuah artikel umum tentang Spider Solitaire (dalam bahasa Italia), salah satu halaman yang menjadi dasar bantuan ini:</translation>
    </message>
    <message>
        <source>The same article puts a typical game at %1 to %2 minutes. Those are its figures, not measured on this app&apos;s deals.</source>
        <translation>Artikel yang sama menyebut permainan biasa berlangsung %1 hingga %2 menit. Angka-angka itu berasal dari artikel tersebut, bukan hasil pengukuran pada susunan kartu aplikasi ini.</translation>
    </message>
    <message>
        <source>Turn face-down cards up first: each one you uncover tells you more and opens new moves.</source>
        <translation>Utamakan membuka kartu tertutup: setiap kartu yang terbuka memberi Anda lebih banyak informasi dan langkah baru.</translation>
    </message>
    <message>
        <source>When a card can go onto two cards, choose the one of its own suit: a run of one suit moves as a whole, a mixed one has to be taken apart.</source>
        <translation>Jika satu kartu dapat diletakkan di atas dua kartu, pilih yang jenisnya sama: urutan satu jenis dipindahkan sekaligus, urutan campuran harus dipisahkan.</translation>
    </message>
    <message>
        <source>Keep an empty column free as long as you can: use it to sort runs or reach a card, then free it again.</source>
        <translation>Biarkan kolom kosong tetap kosong selama mungkin: gunakan untuk menata urutan atau mencapai suatu kartu, lalu kosongkan lagi.</translation>
    </message>
    <message>
        <source>A king lying on face-down cards can leave only for an empty column: plan for it before the stock runs out.</source>
        <translation>Raja yang menutupi kartu tertutup hanya dapat pindah ke kolom kosong: siapkan tempatnya sebelum tumpukan cadangan habis.</translation>
    </message>
    <message>
        <source>Deal only when no useful move is left: a deal covers the runs you were building.</source>
        <translation>Bagikan kartu hanya jika tidak ada lagi langkah yang berguna: pembagian menutupi urutan yang sedang Anda susun.</translation>
    </message>
    <message>
        <source>Use %1 to explore: try a line of play and take it back if it leads nowhere.</source>
        <translation>Gunakan %1 untuk menjelajah: coba serangkaian langkah dan batalkan jika tidak membawa hasil.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <extracomment>Seconds the background solver may spend on a plugin variant&apos;s example game.</extracomment>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Contoh</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sumber</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Papan ketik</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>Aturan permainan yang dipilih</translation>
    </message>
    <message>
        <source>Whole won games, move by move, with pictures of the table</source>
        <translation>Permainan utuh yang dimenangkan, langkah demi langkah, dengan gambar meja</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>Asal aturan permainan</translation>
    </message>
    <message>
        <source>The keys and mouse actions of the board</source>
        <translation>Tombol dan tindakan mouse di meja permainan</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Permainan:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>The game whose rules and examples are shown</source>
        <translation>Permainan yang aturan dan contohnya ditampilkan</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Halaman bantuan</translation>
    </message>
</context>
<context>
    <name>LoadingSplash</name>
    <message>
        <source>Loading plugins…</source>
        <extracomment>Room around the words, in average characters; the card is as wide as its words need.</extracomment>
        <translation>Memuat plugin…</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Memuat %1…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>P&amp;referensi…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A shortcut as declared: a standard key (every binding the platform gives it) or a portable string such as ``&quot;Ctrl+R&quot;``. The translation context of menu titles and command texts (as in ``MainWindow.tr``). The translation context of the board&apos;s key names and descriptions (Help page texts).</extracomment>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>Permainan &amp;Baru…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>Mulai &amp;Ulang Permainan Ini</translation>
    </message>
    <message>
        <source>&amp;Enter a Game Code…</source>
        <translation>&amp;Masukkan Kode Permainan…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Salin Kode Permainan</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Batalkan</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ulangi</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>Bagikan &amp;Kartu</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Pen&amp;gaturan</translation>
    </message>
    <message>
        <source>Resume &amp;Parked Game</source>
        <translation>Lanjutkan Permainan yang &amp;Ditunda</translation>
    </message>
    <message>
        <source>Could This Deal Be &amp;Won?</source>
        <translation>&amp;Apakah Permainan Ini Bisa Dimenangkan?</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Petunjuk</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>De&amp;mo</translation>
    </message>
    <message>
        <source>&amp;Double Click Moves Cards</source>
        <translation>&amp;Klik Dua Kali Memindahkan Kartu</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>Penempatan &amp;Otomatis</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>&amp;Bantuan Penempatan</translation>
    </message>
    <message>
        <source>&amp;Rule Reminders</source>
        <translation>&amp;Pengingat Aturan</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>A&amp;nimasi</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Kartu &amp;Empat Warna</translation>
    </message>
    <message>
        <source>Full &amp;Screen</source>
        <translation>La&amp;yar Penuh</translation>
    </message>
    <message>
        <source>P&amp;lugins…</source>
        <translation>P&amp;lugin…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Bantuan</translation>
    </message>
    <message>
        <source>W&amp;here Was It Lost?</source>
        <translation>Di Mana Permainan Ini Kala&amp;h?</translation>
    </message>
    <message>
        <source>&amp;Copy Board Description</source>
        <translation>Salin &amp;Deskripsi Meja</translation>
    </message>
    <message>
        <source>&amp;Rules and Help</source>
        <translation>&amp;Aturan dan Bantuan</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>Papan &amp;Ketik</translation>
    </message>
    <message>
        <source>&amp;About spider-qt</source>
        <translation>&amp;Tentang spider-qt</translation>
    </message>
    <message>
        <source>Board description copied</source>
        <translation>Deskripsi meja disalin</translation>
    </message>
    <message>
        <source>About spider-qt</source>
        <translation>Tentang spider-qt</translation>
    </message>
    <message>
        <source>Spider Solitaire and its relatives, with variants as plugins.</source>
        <translation>Spider Solitaire beserta permainan sejenisnya, dengan varian dalam bentuk plugin.</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n jenis kartu</numerusform>
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
        <source>Easy (1 suit)</source>
        <translation>Mudah (1 jenis kartu)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Sedang (2 jenis kartu)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Sulit (4 jenis kartu)</translation>
    </message>
    <message>
        <source>e.g. SP1-S2C-AAAAAAD — leave empty for a random deal</source>
        <translation>mis. SP1-S2C-AAAAAAD — kosongkan untuk susunan kartu acak</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Permainan Baru</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varian</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Varian:</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Jenis kartu</translation>
    </message>
    <message>
        <source>&amp;Suits:</source>
        <translation>&amp;Jenis kartu:</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>&amp;Aturan:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Kode permainan</translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation>&amp;Kode permainan:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Mulai</translation>
    </message>
    <message>
        <source>Leave empty for a random deal</source>
        <translation>Kosongkan untuk susunan kartu acak</translation>
    </message>
</context>
<context>
    <name>NoVariantWindow</name>
    <message>
        <source>Switch the &amp;Built-in Plugins On</source>
        <translation>Nyalakan Plugin &amp;Bawaan</translation>
    </message>
    <message>
        <source>No Game to Play — %1</source>
        <translation>Tidak Ada Permainan — %1</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>Your settings file could not be used, so spider-qt starts with the default settings.</source>
        <extracomment>(role, trouble) → the first sentence; %1 is the technical reason where one is given.</extracomment>
        <translation>Berkas pengaturan Anda tidak dapat digunakan, jadi spider-qt dimulai dengan pengaturan bawaan.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, so it cannot be resumed; a new game begins.</source>
        <translation>Permainan tersimpan Anda tidak dapat digunakan, jadi tidak dapat dilanjutkan; permainan baru dimulai.</translation>
    </message>
    <message>
        <source>Your statistics file could not be used, so the statistics start again from zero.</source>
        <translation>Berkas statistik Anda tidak dapat digunakan, jadi statistik dimulai lagi dari nol.</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of spider-qt. This version leaves them as they are and uses the default settings; changes made now last until spider-qt closes.</source>
        <translation>Pengaturan Anda disimpan oleh versi spider-qt yang lebih baru. Versi ini membiarkannya apa adanya dan memakai pengaturan bawaan; perubahan yang dibuat sekarang berlaku sampai spider-qt ditutup.</translation>
    </message>
    <message>
        <source>Your saved game was saved by a newer version of spider-qt. This version leaves it as it is; the game played now is not saved.</source>
        <translation>Permainan tersimpan Anda disimpan oleh versi spider-qt yang lebih baru. Versi ini membiarkannya apa adanya; permainan yang dimainkan sekarang tidak disimpan.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of spider-qt. This version leaves them as they are; games played now are not counted in them.</source>
        <translation>Statistik Anda disimpan oleh versi spider-qt yang lebih baru. Versi ini membiarkannya apa adanya; permainan yang dimainkan sekarang tidak dihitung di dalamnya.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1); changes last until spider-qt closes.</source>
        <translation>Pengaturan Anda tidak dapat disimpan (%1); perubahan berlaku sampai spider-qt ditutup.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1); it will not be resumed after spider-qt closes.</source>
        <translation>Permainan yang sedang berjalan tidak dapat disimpan (%1); permainan ini tidak akan dilanjutkan setelah spider-qt ditutup.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1); they are kept until spider-qt closes.</source>
        <translation>Statistik Anda tidak dapat disimpan (%1); statistik tetap ada sampai spider-qt ditutup.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Berkas yang rusak disimpan sebagai %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Berkas yang rusak tidak dapat dipindahkan (%1).</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>Detail teknis: %1</translation>
    </message>
    <message>
        <source>Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 and will be resumed when that plugin is back.</source>
        <translation>Permainan %1 tersimpan Anda memerlukan plugin yang sekarang tidak dimuat. Permainan itu disimpan sebagai %2 dan akan dilanjutkan saat plugin tersebut kembali.</translation>
    </message>
    <message>
        <source>A plugin could not be loaded and is left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Sebuah plugin tidak dapat dimuat dan tidak disertakan; semua yang lain tetap berfungsi. Lihat Pengaturan → Plugin… untuk detailnya.</translation>
    </message>
    <message>
        <source>Some plugins could not be loaded and are left out; everything else works. See Settings → Plugins… for details.</source>
        <translation>Beberapa plugin tidak dapat dimuat dan tidak disertakan; semua yang lain tetap berfungsi. Lihat Pengaturan → Plugin… untuk detailnya.</translation>
    </message>
    <message>
        <source>Plugins that could not be loaded, not listed here: %1. Settings → Plugins… lists them all.</source>
        <translation>Plugin yang tidak dapat dimuat dan tidak dicantumkan di sini: %1. Pengaturan → Plugin… mencantumkan semuanya.</translation>
    </message>
    <message>
        <source>Your saved %1 game was made with version %2 of the plugin %3, and version %4 plays it differently. It was kept as %5 and will be resumed if version %2 comes back.</source>
        <translation>Permainan %1 tersimpan Anda dibuat dengan versi %2 dari plugin %3, dan versi %4 memainkannya secara berbeda. Permainan itu disimpan sebagai %5 dan akan dilanjutkan jika versi %2 kembali.</translation>
    </message>
    <message>
        <source>Your saved %1 game, kept while its plugin was away, is back and has been resumed.</source>
        <translation>Permainan %1 tersimpan Anda, yang disimpan selama plugin-nya tidak ada, sudah kembali dan dilanjutkan.</translation>
    </message>
    <message>
        <source>No game can be played</source>
        <extracomment>At most this many failed plugins are named one by one; the Plugins dialog lists all. A plugin&apos;s error is cut to this many characters (it is its author&apos;s, of any length).</extracomment>
        <translation>Tidak ada permainan yang dapat dimainkan</translation>
    </message>
    <message>
        <source>No game variant is loaded: every game of spider-qt, Spider included, comes from a plugin.</source>
        <translation>Tidak ada varian permainan yang dimuat: setiap permainan di spider-qt, termasuk Spider, berasal dari sebuah plugin.</translation>
    </message>
    <message>
        <source>spider-qt was started in safe mode, which loads the built-in plugins only.</source>
        <translation>spider-qt dijalankan dalam mode aman, yang hanya memuat plugin bawaan.</translation>
    </message>
    <message>
        <source>Switched off: %1.</source>
        <translation>Dimatikan: %1.</translation>
    </message>
    <message>
        <source>Could not be loaded:</source>
        <translation>Tidak dapat dimuat:</translation>
    </message>
    <message>
        <source>Not even the built-in plugins were found, so this installation of spider-qt is incomplete; installing it again brings the games back.</source>
        <translation>Bahkan plugin bawaan tidak ditemukan, jadi instalasi spider-qt ini tidak lengkap; menginstalnya lagi akan mengembalikan permainannya.</translation>
    </message>
    <message>
        <source>To play again, switch the built-in plugins back on with the button below (or in Settings → Plugins…), or start spider-qt with --reset-plugins.</source>
        <translation>Untuk bermain lagi, nyalakan kembali plugin bawaan dengan tombol di bawah (atau di Pengaturan → Plugin…), atau jalankan spider-qt dengan --reset-plugins.</translation>
    </message>
</context>
<context>
    <name>ParkedBox</name>
    <message>
        <source>Resume Parked Game?</source>
        <translation>Lanjutkan Permainan yang Ditunda?</translation>
    </message>
    <message>
        <source>Your saved %1 game can be played again: its plugin is back.</source>
        <translation>Permainan %1 tersimpan Anda dapat dimainkan lagi: plugin-nya sudah kembali.</translation>
    </message>
    <message>
        <source>Resume it now? The game in progress is kept for later in Game → Resume Parked Game.</source>
        <translation>Lanjutkan sekarang? Permainan yang sedang berjalan disimpan untuk nanti di Permainan → Lanjutkan Permainan yang Ditunda.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Lanjutkan</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Nanti</translation>
    </message>
</context>
<context>
    <name>PluginWords</name>
    <message>
        <source>Adds the variant %1</source>
        <translation>Menambahkan varian %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n variant(s): %1</source>
        <extracomment>%1: the variants&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Menambahkan %n varian: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Adds the rule %1</source>
        <translation>Menambahkan aturan %1</translation>
    </message>
    <message>
        <source>Adds the rule %1 to %2</source>
        <extracomment>%1: a rule&apos;s name; %2: the variants it is for (&quot;Spider and Spiderette&quot;).</extracomment>
        <translation>Menambahkan aturan %1 ke %2</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n rule(s): %1</source>
        <extracomment>%1: the rules&apos; names, listed as the language lists them (&quot;A, B and C&quot;).</extracomment>
        <translation>
            <numerusform>Menambahkan %n aturan: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>Tema kartu</translation>
    </message>
    <message>
        <source>Adds the card theme %1</source>
        <translation>Menambahkan tema kartu %1</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n card theme(s): %1</source>
        <extracomment>%1: the card themes&apos; names, listed as the language lists them (&quot;A and B&quot;).</extracomment>
        <translation>
            <numerusform>Menambahkan %n tema kartu: %1</numerusform>
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
        <source>Enabled</source>
        <translation>Aktif</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Asal</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Menambahkan</translation>
    </message>
    <message>
        <source>Built-in</source>
        <extracomment>The switch is the name&apos;s checkbox: a player switches &quot;Simple Simon&quot;, not a column. Origins in the order they are listed, with the words a player sees for them.</extracomment>
        <translation>Bawaan</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Terpasang</translation>
    </message>
    <message>
        <source>Plugins folder</source>
        <translation>Folder plugin</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Nonaktif</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Gagal</translation>
    </message>
    <message>
        <source>Changes take effect the next time spider-qt starts.</source>
        <translation>Perubahan berlaku saat spider-qt dijalankan kembali.</translation>
    </message>
    <message>
        <source>Safe mode: only the built-in plugins were loaded.</source>
        <translation>Mode aman: hanya plugin bawaan yang dimuat.</translation>
    </message>
    <message>
        <source>Select a plugin to see its details.</source>
        <translation>Pilih plugin untuk melihat detailnya.</translation>
    </message>
    <message>
        <source>Plugins</source>
        <extracomment>Rows shown before the table scrolls; the details area takes the rest of the height. What each checkbox shows now, by plugin id: the dialog&apos;s own view of the switches. The plugin whose switch-off was just refused (its id), while the note says why. The plugin just switched off, only saved, while the note names the rules it stops.</extracomment>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>Safe mode</source>
        <translation>Mode aman</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>&amp;Detail:</translation>
    </message>
    <message>
        <source>Plugin details</source>
        <translation>Detail plugin</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Catatan</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;Salin Detail</translation>
    </message>
    <message>
        <source>Copy the selected plugin&apos;s details, to paste into a bug report.</source>
        <translation>Salin detail plugin yang dipilih untuk ditempelkan ke laporan bug.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>Varian: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Aturan: %1</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>Permainan yang sedang berjalan tetap berlanjut.</translation>
    </message>
    <message>
        <source>%1 could not be loaded (see the details); it is tried again the next time spider-qt starts.</source>
        <translation>%1 tidak dapat dimuat (lihat rinciannya); akan dicoba lagi saat spider-qt dijalankan berikutnya.</translation>
    </message>
    <message>
        <source>%1 games can no longer be started.</source>
        <extracomment>%1: one or more variant names, listed as the language lists them.</extracomment>
        <translation>Permainan %1 tidak dapat dimulai lagi.</translation>
    </message>
    <message>
        <source>The rule %1 can no longer be chosen.</source>
        <translation>Aturan %1 tidak dapat dipilih lagi.</translation>
    </message>
    <message>
        <source>The rules %1 can no longer be chosen.</source>
        <translation>Aturan %1 tidak dapat dipilih lagi.</translation>
    </message>
    <message>
        <source>%1 games can now be started.</source>
        <translation>Permainan %1 sekarang dapat dimulai.</translation>
    </message>
    <message>
        <source>The rule %1 can now be chosen.</source>
        <translation>Aturan %1 sekarang dapat dipilih.</translation>
    </message>
    <message>
        <source>The rules %1 can now be chosen.</source>
        <translation>Aturan %1 sekarang dapat dipilih.</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>%1 diaktifkan.</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>%1 dinonaktifkan.</translation>
    </message>
    <message>
        <source>%1 stays enabled: it is the last plugin with game variants, and without one there would be nothing to play.</source>
        <translation>%1 tetap aktif: plugin ini adalah plugin terakhir yang berisi varian permainan, dan tanpanya tidak ada yang dapat dimainkan.</translation>
    </message>
    <message>
        <source>Switching off %1 also makes these rules inactive: %2.</source>
        <translation>Menonaktifkan plugin %1 juga membuat aturan berikut tidak aktif: %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nama: %1</translation>
    </message>
    <message>
        <source>Inactive (needs %1)</source>
        <translation>Tidak aktif (memerlukan %1)</translation>
    </message>
    <message>
        <source>Plugin</source>
        <extracomment>The texts below are in English; the dialog shows them translated (context &quot;PluginsDialog&quot;).</extracomment>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>Switch it on to see what it adds</source>
        <extracomment>What a plugin switched off since the app started adds: it has never run, so no one knows.</extracomment>
        <translation>Aktifkan untuk melihat apa yang ditambahkannya</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1 (%2 detik)</translation>
    </message>
    <message>
        <source>Slow to load: %1</source>
        <translation>Lambat dimuat: %1</translation>
    </message>
    <message>
        <source>It could not be loaded, so it adds nothing. What went wrong is below, for its author.</source>
        <translation>Plugin ini tidak dapat dimuat, jadi tidak menambahkan apa pun. Apa yang salah tertulis di bawah, untuk pembuatnya.</translation>
    </message>
    <message>
        <source>For the plugin&apos;s author:</source>
        <translation>Untuk pembuat plugin:</translation>
    </message>
    <message>
        <source>Plugin id: %1</source>
        <translation>ID plugin: %1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>Versi: %1</translation>
    </message>
    <message>
        <source>Origin: %1</source>
        <translation>Asal: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Lokasi: %1</translation>
    </message>
    <message>
        <source>Summary: %1</source>
        <translation>Ringkasan: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Load time: %1 s</source>
        <translation>Waktu muat: %1 detik</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>Memerlukan: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Peringatan: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Kesalahan: %1</translation>
    </message>
    <message>
        <source>%1 (will not be loaded at the next start)</source>
        <translation>%1 (tidak akan dimuat saat dijalankan kembali)</translation>
    </message>
    <message>
        <source>%1 (enabled from the next start)</source>
        <translation>%1 (aktif mulai saat dijalankan kembali)</translation>
    </message>
    <message>
        <source>%1 (disabled from the next start)</source>
        <translation>%1 (nonaktif mulai saat dijalankan kembali)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.</extracomment>
        <translation>tidak ada</translation>
    </message>
</context>
<context>
    <name>PostMortemReview</name>
    <message>
        <source>Nothing to look back on: no action was played yet.</source>
        <translation>Belum ada yang bisa ditinjau: belum ada langkah yang dimainkan.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Pemecah gagal: %1</translation>
    </message>
</context>
<context>
    <name>PostMortemWords</name>
    <message>
        <source>Could It Have Been Shorter?</source>
        <translation>Bisakah Lebih Singkat?</translation>
    </message>
    <message>
        <source>Where Was It Lost?</source>
        <translation>Di Mana Permainan Ini Kalah?</translation>
    </message>
    <message>
        <source>Looking back over the game, every card known…</source>
        <translation>Meninjau ulang permainan, dengan semua kartu diketahui…</translation>
    </message>
    <message numerus="yes">
        <source>The solver wins this deal from its start in %n action(s); you took %1.</source>
        <translation>
            <numerusform>Pemecah memenangkan permainan ini dari awal dalam %n langkah; Anda memerlukan %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the line with Next.</source>
        <translation>Mainkan langkah-langkahnya dengan Selanjutnya.</translation>
    </message>
    <message>
        <source>The solver found no line from the start within the time.</source>
        <translation>Pemecah tidak menemukan langkah kemenangan dari awal dalam waktu yang tersedia.</translation>
    </message>
    <message>
        <source>This deal from the stock lost the game. Before it, a win was still possible.</source>
        <translation>Pembagian kartu dari tumpukan cadangan ini membuat permainan kalah. Sebelumnya, kemenangan masih mungkin.</translation>
    </message>
    <message>
        <source>This move lost the game: %1. Before it, a win was still possible.</source>
        <translation>Langkah ini membuat permainan kalah: %1. Sebelumnya, kemenangan masih mungkin.</translation>
    </message>
    <message>
        <source>This deal could not be won: no line wins it from its start (proven).</source>
        <translation>Permainan ini tidak bisa dimenangkan: tidak ada langkah yang memenangkannya dari awal (terbukti).</translation>
    </message>
    <message>
        <source>The game was already lost at the oldest position kept (proven).</source>
        <translation>Permainan sudah kalah pada posisi tertua yang tersimpan (terbukti).</translation>
    </message>
    <message numerus="yes">
        <source>It was not: a win is still possible from here (proven by a line of %n action(s)).</source>
        <translation>
            <numerusform>Tidak di mana pun: dari sini masih bisa menang (terbukti dengan %n langkah kemenangan).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it was lost was not decided within the time.</source>
        <translation>Di mana permainan ini kalah belum dapat dipastikan dalam waktu yang tersedia.</translation>
    </message>
    <message numerus="yes">
        <source>A win was still possible after %n action(s) (proven by a line): this position.</source>
        <translation>
            <numerusform>Setelah %n langkah, kemenangan masih mungkin (terbukti dengan langkah kemenangan): posisi ini.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whether this game could be won was not decided within the time.</source>
        <translation>Apakah permainan ini bisa dimenangkan belum dapat dipastikan dalam waktu yang tersedia.</translation>
    </message>
    <message numerus="yes">
        <source>After %n action(s) it was lost (proven).</source>
        <translation>
            <numerusform>Setelah %n langkah, permainan ini sudah kalah (terbukti).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the actions the undo history kept were looked at.</source>
        <translation>Hanya langkah yang tersimpan dalam riwayat pembatalan yang ditinjau.</translation>
    </message>
    <message numerus="yes">
        <source>A winning line from here: %n action(s). Play it with Next.</source>
        <translation>
            <numerusform>Langkah kemenangan dari sini: %n langkah. Mainkan dengan Selanjutnya.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2: the game is won.</source>
        <translation>Langkah %1 dari %2: permainan dimenangkan.</translation>
    </message>
    <message>
        <source>Step %1 of %2.</source>
        <translation>Langkah %1 dari %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2. Next: %3.</source>
        <translation>Langkah %1 dari %2. Berikutnya: %3.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The dialog is about this many characters wide; longer descriptions wrap rather than widen it. The values a setting may take now, each with its label in the current language.</extracomment>
        <translation>Preferensi</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Kembalikan Bawaan</translation>
    </message>
    <message>
        <source>Put every setting shown here back to its original value.</source>
        <translation>Kembalikan setiap pengaturan yang ditampilkan di sini ke nilai awalnya.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ula&amp;ngi</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Po&amp;tong</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Tempel</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <extracomment>The right-click menu of a scroll bar (the Help pages, the Plugins dialog&apos;s details).</extracomment>
        <translation>Gulir ke sini</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Tepi kiri</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Atas</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Tepi kanan</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Bawah</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Satu halaman ke kiri</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Satu halaman ke atas</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Satu halaman ke kanan</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Satu halaman ke bawah</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Gulir ke kiri</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Gulir ke atas</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Gulir ke kanan</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Gulir ke bawah</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>The right-click menu of read-only rich text (the Help pages).</extracomment>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Salin Alamat &amp;Tautan</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Sebelumnya</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>Se&amp;lanjutnya</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Kembali ke Permainan</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Nothing can be placed on an ace (the %1).</source>
        <translation>Tidak ada kartu yang dapat diletakkan di atas as (%1).</translation>
    </message>
    <message>
        <source>The %1 can only go on a card one rank higher, not on the %2.</source>
        <translation>Kartu %1 hanya dapat diletakkan di atas kartu yang nilainya satu tingkat lebih tinggi, bukan di atas %2.</translation>
    </message>
    <message>
        <source>The %1 can only go on a card of its own suit one rank higher, not on the %2.</source>
        <translation>Kartu %1 hanya dapat diletakkan di atas kartu sejenis yang nilainya satu tingkat lebih tinggi, bukan di atas %2.</translation>
    </message>
    <message>
        <source>These cards cannot move together: the %1 does not follow the %2 in descending order.</source>
        <translation>Kartu-kartu ini tidak dapat dipindahkan sekaligus: %1 tidak mengikuti %2 dalam urutan menurun.</translation>
    </message>
    <message>
        <source>These cards cannot move together: a group must be all one suit, and the %1 lies on the %2.</source>
        <translation>Kartu-kartu ini tidak dapat dipindahkan sekaligus: kelompok harus terdiri dari satu jenis kartu saja, sedangkan %1 terletak di atas %2.</translation>
    </message>
    <message>
        <source>Only a king (or a group headed by a king) can fill an empty column, not the %1.</source>
        <translation>Hanya raja (atau kelompok yang diawali raja) yang dapat mengisi kolom kosong, bukan %1.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <translation>Kartu tertutup tidak dapat dipindahkan.</translation>
    </message>
    <message>
        <source>There is no column %1: the columns are numbered 1 to %2.</source>
        <extracomment>Every rule&apos;s sentence. ``no-target`` has two: for one card, and for a card with others on it (see :func:`wording_of`).</extracomment>
        <translation>Tidak ada kolom %1: kolom diberi nomor 1 sampai %2.</translation>
    </message>
    <message>
        <source>Cards must move to a different column.</source>
        <translation>Kartu harus dipindahkan ke kolom lain.</translation>
    </message>
    <message>
        <source>Column %1 is empty: there is nothing to move.</source>
        <translation>Kolom %1 kosong: tidak ada yang dapat dipindahkan.</translation>
    </message>
    <message>
        <source>Column %1 has no card at position %2.</source>
        <translation>Kolom %1 tidak memiliki kartu di posisi %2.</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>Tumpukan cadangan sudah habis: tidak ada lagi kartu yang dapat dibagikan.</translation>
    </message>
    <message>
        <source>Every column must hold a card before a deal, but the table has fewer cards than columns (%1 for %2): undo, or start a new game.</source>
        <translation>Setiap kolom harus berisi kartu sebelum pembagian, tetapi kartu di meja lebih sedikit daripada kolom (%1 untuk %2): batalkan langkah, atau mulai permainan baru.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>How a list of columns is joined in English (translated in context ``&quot;Rule&quot;``).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Fill every empty column before dealing (empty: column %1).</source>
        <translation>Isi setiap kolom kosong sebelum membagikan kartu (kosong: kolom %1).</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Tidak ada yang dapat dibatalkan.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Tidak ada yang dapat diulangi.</translation>
    </message>
    <message>
        <source>No other column can take the %1.</source>
        <translation>Tidak ada kolom lain yang dapat menerima %1.</translation>
    </message>
    <message>
        <source>No other column can take the %1 and the cards on it.</source>
        <translation>Tidak ada kolom lain yang dapat menerima %1 beserta kartu di atasnya.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Relaxed</source>
        <translation>Longgar</translation>
    </message>
    <message>
        <source>A group of cards in descending order may move together even if suits are mixed.</source>
        <translation>Kelompok kartu yang berurutan menurun dapat dipindahkan sekaligus meskipun jenis kartunya bercampur.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Open deal</source>
        <translation>Pembagian Bebas</translation>
    </message>
    <message>
        <source>You may deal from the stock even while a column is empty.</source>
        <translation>Anda boleh membagikan kartu dari tumpukan cadangan meskipun ada kolom kosong.</translation>
    </message>
    <message>
        <source>Every column a deal reaches gets its card, an empty one included; everything else is as in the Classic rule. Other apps often call this relaxed Spider.</source>
        <translation>Pembagian meletakkan satu kartu pada setiap kolom yang menjadi tujuannya, termasuk kolom kosong; selebihnya sama seperti aturan Klasik. Aplikasi lain sering menyebutnya “relaxed Spider”.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Play</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>Double click moves cards</source>
        <translation>Klik dua kali memindahkan kartu</translation>
    </message>
    <message>
        <source>Double-clicking a card sends it, with the cards on it, to the best column: onto the same suit one rank higher, else any card one rank higher, else an empty column.</source>
        <translation>Klik dua kali pada kartu akan mengirimnya, beserta kartu di atasnya, ke kolom terbaik: ke kartu sejenis yang satu tingkat lebih tinggi; jika tidak ada, ke kartu lain yang satu tingkat lebih tinggi; jika tidak ada juga, ke kolom kosong.</translation>
    </message>
    <message>
        <source>Auto placement</source>
        <translation>Penempatan otomatis</translation>
    </message>
    <message>
        <source>Cards dropped where they cannot go are sent to the best column instead of gliding back.</source>
        <translation>Kartu yang dilepas di tempat yang tidak dapat menerimanya dikirim ke kolom terbaik, alih-alih meluncur kembali.</translation>
    </message>
    <message>
        <source>Placement help</source>
        <translation>Bantuan penempatan</translation>
    </message>
    <message>
        <source>While you drag cards, the columns that would take them are highlighted.</source>
        <translation>Saat Anda menyeret kartu, kolom yang dapat menerimanya disorot.</translation>
    </message>
    <message>
        <source>Rule reminders</source>
        <translation>Pengingat aturan</translation>
    </message>
    <message>
        <source>After a refused move, a short note tells which rule refused it.</source>
        <translation>Setelah suatu langkah ditolak, catatan singkat menjelaskan aturan yang menolaknya.</translation>
    </message>
    <message>
        <source>Ask before abandoning a game</source>
        <translation>Tanya sebelum meninggalkan permainan</translation>
    </message>
    <message>
        <source>Restart This Deal and New Game ask first when the game in progress has moves, since leaving it counts as a loss.</source>
        <translation>Mulai Ulang Permainan Ini dan Permainan Baru bertanya dulu bila permainan yang sedang berjalan sudah memiliki langkah, karena meninggalkannya dihitung sebagai kekalahan.</translation>
    </message>
    <message>
        <source>Hints and demo</source>
        <translation>Petunjuk dan demo</translation>
    </message>
    <message>
        <source>The Edit menu gets Hint, which shows a good move, and Demo, which plays on by itself. A game where either was used is counted apart in the statistics.</source>
        <translation>Menu Edit mendapat Petunjuk, yang menunjukkan langkah yang baik, dan Demo, yang bermain sendiri. Permainan yang memakai salah satunya dihitung terpisah dalam statistik.</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Hanya permainan yang bisa dimenangkan</translation>
    </message>
    <message>
        <source>New games are dealt only from deals the solver has won. A game code you enter is always played as it is.</source>
        <translation>Permainan baru hanya dibagikan dari permainan yang sudah dimenangkan oleh pemecah. Kode permainan yang Anda masukkan selalu dimainkan apa adanya.</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animasi</translation>
    </message>
    <message>
        <source>Cards glide, fly from the stock and turn over instead of jumping.</source>
        <translation>Kartu meluncur, melayang dari tumpukan cadangan, dan berbalik, alih-alih berpindah seketika.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Tampilan</translation>
    </message>
    <message>
        <source>Click to pick up and place</source>
        <translation>Klik untuk mengambil dan menaruh</translation>
    </message>
    <message>
        <source>A click on a card picks it up, with the cards on it; a click on a column puts them there. Off: a single click does nothing, as in the classic game.</source>
        <translation>Klik pada kartu mengambilnya beserta kartu di atasnya; klik pada kolom menaruhnya di sana. Nonaktif: satu klik tidak melakukan apa-apa, seperti pada permainan klasik.</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Pengatur waktu</translation>
    </message>
    <message>
        <source>The time played is shown in the status bar and the win box, and the statistics keep the best times.</source>
        <translation>Waktu bermain ditampilkan di bilah status dan kotak kemenangan, dan statistik menyimpan waktu terbaik.</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The commands on the toolbar, in its order (each is the window&apos;s ``&lt;id&gt;_action``).</extracomment>
        <translation>Bilah alat</translation>
    </message>
    <message>
        <source>Buttons above the table for New Game, Restart, Undo, Redo, Deal and, with hints on, Hint.</source>
        <translation>Tombol di atas meja untuk Permainan Baru, Ulangi Pembagian, Batalkan, Ulang, Bagikan, dan, bila petunjuk aktif, Petunjuk.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Kecepatan animasi</translation>
    </message>
    <message>
        <source>How fast the animations play.</source>
        <translation>Seberapa cepat animasi diputar.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lambat</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Cepat</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Terang atau gelap</translation>
    </message>
    <message>
        <source>The table, the marks and words on it, the dialogs and the status bar in light or dark colours; by default as the system has them, switching when it does.</source>
        <translation>Meja, tanda dan tulisan di atasnya, dialog, dan bilah status dalam warna terang atau gelap; secara bawaan mengikuti sistem, dan ikut berganti saat sistem berganti.</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Ikuti sistem</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Terang</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Gelap</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>Tema kartu</translation>
    </message>
    <message>
        <source>The look of the cards. Plugins and the themes folder can add more.</source>
        <translation>Tampilan kartu. Plugin dan folder tema dapat menambahkan lainnya.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Kartu empat warna</translation>
    </message>
    <message>
        <source>Each suit gets its own colour: spades black, hearts red, diamonds blue, clubs green.</source>
        <translation>Setiap jenis kartu memiliki warnanya sendiri: sekop hitam, hati merah, wajik biru, keriting hijau.</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Bagian belakang kartu</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards.</source>
        <translation>Motif di bagian belakang kartu.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Biru</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Merah</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Hijau</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Bahasa</translation>
    </message>
    <message>
        <source>The language of the menus and messages; the system&apos;s language by default.</source>
        <translation>Bahasa menu dan pesan; secara bawaan mengikuti bahasa sistem.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Bahasa sistem</translation>
    </message>
    <message>
        <source>Last variant</source>
        <translation>Varian terakhir</translation>
    </message>
    <message>
        <source>The variant chosen for the last new game (empty: the first installed).</source>
        <translation>Varian yang dipilih untuk permainan baru terakhir (kosong: varian pertama yang terpasang).</translation>
    </message>
    <message>
        <source>Last number of suits</source>
        <translation>Jumlah jenis kartu terakhir</translation>
    </message>
    <message>
        <source>The number of suits chosen for the last new game.</source>
        <translation>Jumlah jenis kartu yang dipilih untuk permainan baru terakhir.</translation>
    </message>
    <message>
        <source>Last rule</source>
        <translation>Aturan terakhir</translation>
    </message>
    <message>
        <source>The rule chosen for the last new game.</source>
        <translation>Aturan yang dipilih untuk permainan baru terakhir.</translation>
    </message>
    <message>
        <source>Switched-off plugins</source>
        <translation>Plugin yang dinonaktifkan</translation>
    </message>
    <message>
        <source>Plugins switched off in the Plugins dialog: they are not loaded at start.</source>
        <translation>Plugin yang dinonaktifkan di jendela Plugin: plugin ini tidak dimuat saat aplikasi dijalankan.</translation>
    </message>
    <message>
        <source>Window geometry</source>
        <translation>Geometri jendela</translation>
    </message>
    <message>
        <source>Where the window was and how large, as Qt saved it (hexadecimal).</source>
        <translation>Posisi dan ukuran jendela, seperti yang disimpan oleh Qt (heksadesimal).</translation>
    </message>
</context>
<context>
    <name>SolverProgressBox</name>
    <message>
        <source>&amp;Cancel</source>
        <extracomment>The progress bar counts in thousandths: smooth, and whole numbers for Qt.</extracomment>
        <translation>&amp;Batal</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n kartu dipilih</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Column %1, %2: %3</source>
        <translation>Kolom %1, %2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Kolom %1: %2</translation>
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
        <translation>%1 sampai %2</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Dapat dimainkan: %1.</translation>
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
        <translation>Permainan</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Dimainkan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Persentase menang</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Skor terbaik</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Langkah tersedikit</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Beruntun saat ini</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Beruntun terpanjang</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>With the timer on, after &quot;Fewest moves&quot;: the shortest time played of a win.</extracomment>
        <translation>Waktu terbaik</translation>
    </message>
    <message>
        <source>Played with help</source>
        <extracomment>Games played with a hint or the demo, counted apart so the figures before them are the player&apos;s own. Shown only once there are some: most players never ask for help.</extracomment>
        <translation>Dimainkan dengan bantuan</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Menang dengan bantuan</translation>
    </message>
    <message>
        <source>No games counted yet: a game counts once its first move is made.</source>
        <extracomment>Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.</extracomment>
        <translation>Belum ada permainan yang dihitung: permainan mulai dihitung setelah langkah pertamanya dilakukan.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Rows shown without scrolling; more records scroll inside the table.</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Setel Ulang Statistik…</translation>
    </message>
    <message>
        <source>Forget every record, after asking.</source>
        <translation>Hapus semua catatan, setelah meminta konfirmasi.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n jenis kartu</numerusform>
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
        <translation>Setel Ulang Statistik</translation>
    </message>
    <message>
        <source>Forget the statistics of every game played?

This cannot be undone.</source>
        <translation>Hapus statistik semua permainan yang telah dimainkan?

Tindakan ini tidak dapat dibatalkan.</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>spades</source>
        <extracomment>Suit names in the plural, as in &quot;sequence of spades removed&quot;; context ``&quot;Suit&quot;``.</extracomment>
        <translation>sekop</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hati</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>wajik</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>keriting</translation>
    </message>
</context>
<context>
    <name>UnsavedBox</name>
    <message>
        <source>Your settings (%1)</source>
        <extracomment>What each file holds, in the box&apos;s list; %1 is the system&apos;s reason.</extracomment>
        <translation>Pengaturan Anda (%1)</translation>
    </message>
    <message>
        <source>The game in progress, so it cannot be resumed next time (%1)</source>
        <translation>Permainan yang sedang berjalan, sehingga tidak dapat dilanjutkan lain kali (%1)</translation>
    </message>
    <message>
        <source>Your statistics of this session (%1)</source>
        <translation>Statistik sesi ini (%1)</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Tidak Tersimpan</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Coba Lagi</translation>
    </message>
    <message>
        <source>Close &amp;Without Saving</source>
        <translation>&amp;Tutup Tanpa Menyimpan</translation>
    </message>
    <message>
        <source>These could not be saved and are lost if spider-qt closes now:</source>
        <translation>Hal berikut tidak dapat disimpan dan akan hilang jika spider-qt ditutup sekarang:</translation>
    </message>
    <message>
        <source>Free some space on the disk (or make the folder writable), then try again.</source>
        <translation>Kosongkan sebagian ruang disk (atau buat folder dapat ditulisi), lalu coba lagi.</translation>
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
        <translation>Satu set kartu dalam tujuh kolom, sebagian besar terbuka; pindahkan kartu terbuka mana pun beserta semua kartu di atasnya, dan susun menurun dengan jenis yang sama.</translation>
    </message>
    <message>
        <source>A card may only be placed on the next higher card of its own suit. Any face-up card can be moved together with all the cards lying on it, whether or not they are in order. Only a king, alone or with the cards on it, may go into an empty column. The reserve is dealt in one go onto the first three columns, and it may be dealt even while a column is empty. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Kartu hanya dapat diletakkan di atas kartu sejenis yang nilainya satu tingkat lebih tinggi. Kartu terbuka mana pun dapat dipindahkan bersama semua kartu di atasnya, baik berurutan maupun tidak. Hanya raja, sendiri atau beserta kartu di atasnya, yang dapat diletakkan di kolom kosong. Kartu cadangan dibagikan sekaligus ke tiga kolom pertama, dan boleh dibagikan meskipun ada kolom kosong. Setiap urutan sejenis dari raja hingga as dikeluarkan dari permainan; permainan dimenangkan ketika keempat urutan telah dikeluarkan.</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Simple Simon</translation>
    </message>
    <message>
        <source>One deck dealt face up in ten columns, with no stock; build four sequences from king to ace in suit.</source>
        <translation>Satu set kartu dibagikan terbuka ke dalam sepuluh kolom, tanpa tumpukan cadangan; susun empat urutan sejenis dari raja hingga as.</translation>
    </message>
    <message>
        <source>Every card is face up from the start and there is no stock to deal from. A card may go on any card one rank higher, whatever its suit. Cards move together only as a run descending by one rank in a single suit. An empty column accepts any card or movable run. Each run from king down to ace in one suit leaves the table; the game is won when all four are gone.</source>
        <translation>Semua kartu terbuka sejak awal dan tidak ada tumpukan cadangan untuk dibagikan. Kartu dapat diletakkan di atas kartu apa pun yang nilainya satu tingkat lebih tinggi, apa pun jenisnya. Beberapa kartu hanya dapat dipindahkan sekaligus jika membentuk urutan sejenis yang nilainya turun satu per satu. Kolom kosong dapat diisi dengan kartu apa pun atau urutan apa pun yang dapat dipindahkan. Setiap urutan sejenis dari raja hingga as dikeluarkan dari permainan; permainan dimenangkan ketika keempat urutan telah dikeluarkan.</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Spider</translation>
    </message>
    <message>
        <source>Two decks in ten columns; build eight sequences from king to ace in suit.</source>
        <translation>Dua set kartu dalam sepuluh kolom; susun delapan urutan sejenis dari raja hingga as.</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Spiderette</translation>
    </message>
    <message>
        <source>One deck in seven columns; build four sequences from king to ace in suit.</source>
        <translation>Satu set kartu dalam tujuh kolom; susun empat urutan sejenis dari raja hingga as.</translation>
    </message>
</context>
<context>
    <name>WinBox</name>
    <message>
        <source>You won!</source>
        <translation>Anda menang!</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>Permainan &amp;Baru</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Mulai Ulang</translation>
    </message>
    <message>
        <source>Could It Have Been &amp;Shorter?</source>
        <translation>Bisakah Lebih &amp;Singkat?</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Tutup</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Skor: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Langkah: %1</translation>
    </message>
    <message>
        <source>Won with help: counted apart in the statistics.</source>
        <translation>Menang dengan bantuan: dihitung terpisah dalam statistik.</translation>
    </message>
    <message>
        <source>a new best score!</source>
        <translation>skor terbaik baru!</translation>
    </message>
    <message>
        <source>Time played: %1</source>
        <translation>Waktu bermain: %1</translation>
    </message>
    <message>
        <source>You won with help!</source>
        <translation>Anda menang dengan bantuan!</translation>
    </message>
    <message>
        <source>a new best time!</source>
        <translation>waktu terbaik baru!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Skor terbaik: %1</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>Waktu terbaik: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n game(s)</source>
        <translation>
            <numerusform>Kemenangan beruntun: %n permainan</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Permainan yang Bisa Dimenangkan</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win…</source>
        <translation>Mencari permainan yang bisa dimenangkan oleh pemecah…</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win… (deal %1)</source>
        <extracomment>Seconds spent on each random deal before the search tries the next one.</extracomment>
        <translation>Mencari permainan yang bisa dimenangkan oleh pemecah… (permainan ke-%1)</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Pemecah gagal: %1</translation>
    </message>
</context>
</TS>
