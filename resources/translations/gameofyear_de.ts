<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Access</name>
    <message>
        <location filename="../../gameofyear/ui/access.py" line="133"/>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/access.py" line="135"/>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/access.py" line="205"/>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="92"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="65"/>
        <source>Pawns here: {names}</source>
        <translation>Figuren hier: {names}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="82"/>
        <source>Spin it with Space when it is your turn to spin.</source>
        <translation>Dreh sie mit der Leertaste, wenn du mit Drehen dran bist.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="84"/>
        <source>Spin the machine</source>
        <translation>Zeitmaschine drehen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="86"/>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="87"/>
        <source>What happened, one line per event, newest last</source>
        <translation>Was geschehen ist, eine Zeile pro Ereignis, das Neueste zuletzt</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="88"/>
        <source>Lucky number</source>
        <translation>Glückszahl</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="89"/>
        <source>Hold it (or hold Space while it has the focus) to see your own lucky number; it hides when you let go</source>
        <translation>Halte ihn gedrückt (oder die Leertaste, solange er den Fokus hat), um deine Glückszahl zu sehen; sie verschwindet, wenn du loslässt</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="93"/>
        <source>Whose turn</source>
        <translation>Wer dran ist</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="97"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="193"/>
        <source>F&amp;rames with Patterns</source>
        <translation>Rahmen mit &amp;Mustern</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="194"/>
        <source>Tell the kinds of squares by the pattern of their frame as well as its colour</source>
        <translation>Die Feldarten am Muster ihres Rahmens erkennen, nicht nur an seiner Farbe</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="195"/>
        <source>&amp;Text Size</source>
        <translation>Te&amp;xtgröße</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="196"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="197"/>
        <source>&amp;Large (125%)</source>
        <translation>&amp;Groß (125 %)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="198"/>
        <source>La&amp;rger (150%)</source>
        <translation>Noch g&amp;rößer (150 %)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="201"/>
        <source>Ne&amp;xt Part of the Table</source>
        <translation>&amp;Nächster Teil des Tisches</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="202"/>
        <source>Move the keyboard to the board, the decision, the machine or the log</source>
        <translation>Die Tastatur auf den Spielplan, die Entscheidung, die Maschine oder den Verlauf setzen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="203"/>
        <source>Pre&amp;vious Part of the Table</source>
        <translation>V&amp;origer Teil des Tisches</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="227"/>
        <source>The new text size shows fully from the next game.</source>
        <translation>Die neue Textgröße gilt ganz ab dem nächsten Spiel.</translation>
    </message>
</context>
<context>
    <name>AlmanacDialog</name>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="24"/>
        <source>red frame (a lucky day)</source>
        <translation>roter Rahmen (ein Glückstag)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="25"/>
        <source>blue frame (an unlucky day)</source>
        <translation>blauer Rahmen (ein Pechtag)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="26"/>
        <source>double blue frame (give a token to the bank first)</source>
        <translation>doppelt blauer Rahmen (zuerst eine Marke an die Bank)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="27"/>
        <source>half red, half blue frame (it depends)</source>
        <translation>halb roter, halb blauer Rahmen (es kommt darauf an)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="28"/>
        <source>first day of a sign</source>
        <translation>erster Tag eines Sternzeichens</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="29"/>
        <source>end of a quarter</source>
        <translation>Ende eines Quartals</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="30"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="31"/>
        <source>the last day</source>
        <translation>der letzte Tag</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="71"/>
        <source>Almanac of Events</source>
        <translation>Almanach der Ereignisse</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="75"/>
        <source>Filter: a date, a word…</source>
        <translation>Filter: ein Datum, ein Wort …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="140"/>
        <source>What it does:</source>
        <translation>Was passiert:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="157"/>
        <source>No date matches “%1”.</source>
        <translation>Kein Datum passt zu „%1“.</translation>
    </message>
</context>
<context>
    <name>BetDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="561"/>
        <source>A bet on the machine?</source>
        <translation>Eine Wette auf die Maschine?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="562"/>
        <source>{spinner} is about to spin. Bet {stake} on one sector: if it comes up, the bank pays {prize}.</source>
        <translation>{spinner} dreht gleich die Maschine. Setz {stake} auf einen Sektor: Bleibt sie dort stehen, zahlt dir die Bank {prize}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="584"/>
        <source>The sector {faces}</source>
        <translation>Der Sektor {faces}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="595"/>
        <source>Choose a sector here or on the machine, then Bet.</source>
        <translation>Wähle einen Sektor hier oder auf der Maschine, dann Wetten.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="596"/>
        <source>&amp;No bet</source>
        <translation>&amp;Keine Wette</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="597"/>
        <source>&amp;Bet</source>
        <translation>&amp;Wetten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="610"/>
        <source>Bet {stake} on {faces}: the bank pays {prize} if it comes up.</source>
        <translation>{stake} auf {faces} setzen: Die Bank zahlt {prize}, wenn er kommt.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="621"/>
        <source>No bet</source>
        <translation>Keine Wette</translation>
    </message>
</context>
<context>
    <name>BoardCursor</name>
    <message>
        <location filename="../../gameofyear/ui/boardcursor.py" line="99"/>
        <source>First day of the sign: {sign}</source>
        <translation>Erster Tag des Sternzeichens: {sign}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardcursor.py" line="105"/>
        <source>Press Return to choose this square</source>
        <translation>Drück die Eingabetaste, um dieses Feld zu wählen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardcursor.py" line="148"/>
        <source>Board, {date}</source>
        <translation>Spielplan, {date}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../gameofyear/ui/boardpaint.py" line="553"/>
        <location filename="../../gameofyear/ui/legend.py" line="88"/>
        <source>C</source>
        <extracomment>the initial of the Chance deck, on the badge of a square that draws a Chance card</extracomment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardpaint.py" line="555"/>
        <location filename="../../gameofyear/ui/legend.py" line="89"/>
        <source>H</source>
        <extracomment>the initial of the Hazard deck, on the badge of a square that draws a Hazard card</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="161"/>
        <source>START</source>
        <translation>START</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="162"/>
        <source>Q1</source>
        <translation>Q1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="162"/>
        <source>Q2</source>
        <translation>Q2</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="162"/>
        <source>Q3</source>
        <translation>Q3</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="162"/>
        <source>Q4</source>
        <translation>Q4</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="197"/>
        <source>Lucky day</source>
        <translation>Glückstag</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="198"/>
        <source>Unlucky day</source>
        <translation>Pechtag</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="199"/>
        <source>Doubly unlucky day</source>
        <translation>Doppelter Pechtag</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="200"/>
        <source>Lucky or unlucky: it depends</source>
        <translation>Glück oder Pech: Es kommt darauf an</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="201"/>
        <source>End of a quarter</source>
        <translation>Quartalsende</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="202"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="203"/>
        <source>Last day of the year</source>
        <translation>Letzter Tag des Jahres</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="216"/>
        <source>{start} – {end}</source>
        <translation>{start} – {end}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="217"/>
        <source>First day of the sign</source>
        <translation>Erster Tag des Sternzeichens</translation>
    </message>
</context>
<context>
    <name>BuyDaysDialog</name>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="269"/>
        <source>Buy some days?</source>
        <translation>Tage kaufen?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="270"/>
        <source>Each day costs {price}. You can buy up to %n day(s) and then move on.</source>
        <translation>
            <numerusform>Jeder Tag kostet {price}. Du kannst bis zu %n Tag kaufen und dann weiterziehen.</numerusform>
            <numerusform>Jeder Tag kostet {price}. Du kannst bis zu %n Tage kaufen und dann weiterziehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="280"/>
        <source>&amp;Buy %n day(s)</source>
        <translation>
            <numerusform>%n Tag &amp;kaufen</numerusform>
            <numerusform>%n Tage &amp;kaufen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="276"/>
        <source>&amp;Don&apos;t buy</source>
        <translation>&amp;Nichts kaufen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="285"/>
        <source>Your pawn stays on {date}.</source>
        <translation>Deine Figur bleibt auf dem {date}.</translation>
    </message>
</context>
<context>
    <name>BuyTokenDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="62"/>
        <source>Buy a token?</source>
        <translation>Eine Marke kaufen?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="63"/>
        <source>Buy a day to mark with a white cross for {price}? Tokens decide who has had the best year.</source>
        <translation>Einen Sonnentag für {price} kaufen? Die Marken entscheiden, wer das beste Jahr hatte.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="66"/>
        <source>The bank has %n token(s) left.</source>
        <translation>
            <numerusform>Die Bank hat noch %n Marke.</numerusform>
            <numerusform>Die Bank hat noch %n Marken.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="70"/>
        <source>&amp;Yes, buy it ({price})</source>
        <translation>&amp;Ja, kaufen ({price})</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="74"/>
        <source>&amp;No, thanks</source>
        <translation>&amp;Nein, danke</translation>
    </message>
</context>
<context>
    <name>CardDialog</name>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="127"/>
        <source>Chance card</source>
        <translation>Glückskarte</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="127"/>
        <source>Hazard card</source>
        <translation>Pechkarte</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="132"/>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="52"/>
        <source>CHANCE</source>
        <translation>GLÜCK</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="52"/>
        <source>HAZARD</source>
        <translation>PECH</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="54"/>
        <source>A good day</source>
        <translation>Ein guter Tag</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="54"/>
        <source>A bad day</source>
        <translation>Ein schlechter Tag</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="84"/>
        <source>Drawn by {name}</source>
        <translation>Gezogen von {name}</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="424"/>
        <source>Your choice</source>
        <translation>Du hast die Wahl</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="433"/>
        <source>Option {n}</source>
        <translation>Möglichkeit {n}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="438"/>
        <source>or</source>
        <translation>oder</translation>
    </message>
</context>
<context>
    <name>ChooseNumberDialog</name>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="53"/>
        <source>Which number?</source>
        <translation>Welche Zahl?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="54"/>
        <source>The machine shows {numbers}. You stand on {date}: how far do you go?</source>
        <translation>Die Maschine zeigt {numbers}. Du stehst auf dem {date}: Wie weit ziehst du?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="67"/>
        <source>day(s)</source>
        <extracomment>under the big number of days of a button (&quot;3&quot; / &quot;days&quot;)</extracomment>
        <translation>
            <numerusform>Tag</numerusform>
            <numerusform>Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="83"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="88"/>
        <source>Move %n day(s) (Alt+{key})</source>
        <translation>
            <numerusform>%n Tag ziehen (Alt+{key})</numerusform>
            <numerusform>%n Tage ziehen (Alt+{key})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoosePlayerDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="66"/>
        <source>Whom do you pay?</source>
        <translation>Wem zahlst du?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="67"/>
        <source>Who pays you?</source>
        <translation>Wer zahlt dir?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="68"/>
        <source>Take a token from whom?</source>
        <translation>Wem nimmst du eine Marke weg?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="69"/>
        <source>Give a token to whom?</source>
        <translation>Wem gibst du eine Marke?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="70"/>
        <source>Swap places with whom?</source>
        <translation>Mit wem tauschst du den Platz?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="73"/>
        <source>Choose the player who receives your money.</source>
        <translation>Wähle, wer dein Geld bekommt.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="74"/>
        <source>Choose the player who pays you.</source>
        <translation>Wähle, wer dir zahlt.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="75"/>
        <source>Choose the player you take a white-cross day token from.</source>
        <translation>Wähle, wem du eine Sonnentag-Marke wegnimmst.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="76"/>
        <source>Choose the player you give one of your white-cross day tokens to.</source>
        <translation>Wähle, wem du eine deiner Sonnentag-Marken gibst.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="77"/>
        <source>Choose the player whose pawn changes places with yours.</source>
        <translation>Wähle, wessen Figur mit deiner den Platz tauscht.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="80"/>
        <source>Choose a player</source>
        <translation>Wähle einen Mitspieler</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="81"/>
        <source>Choose one of these players.</source>
        <translation>Wähle einen dieser Mitspieler.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="91"/>
        <source>{name} stands in their sign: the zodiac protects them from this card.</source>
        <translation>{name} steht im eigenen Sternzeichen und ist vor dieser Karte geschützt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/pickdialogs.py" line="115"/>
        <source>{money}  ·  %n token(s)
on {date}</source>
        <translation>
            <numerusform>{money}  ·  %n Marke
auf dem {date}</numerusform>
            <numerusform>{money}  ·  %n Marken
auf dem {date}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="128"/>
        <source>{name} (Alt+{key})</source>
        <translation>{name} (Alt+{key})</translation>
    </message>
</context>
<context>
    <name>CoupFourreDialog</name>
    <message>
        <location filename="../../gameofyear/ui/coupfourre.py" line="57"/>
        <source>Coup-fourré?</source>
        <translation>Coup-fourré?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/coupfourre.py" line="53"/>
        <source>{drawer} drew this Hazard card, and it strikes you too. Play your kept card against it: it spares you, and the bank gives you %n token(s).</source>
        <translation>
            <numerusform>{drawer} hat diese Pechkarte gezogen, und sie trifft auch dich. Spiele deine aufbewahrte Karte dagegen aus: sie verschont dich, und die Bank gibt dir %n Marke.</numerusform>
            <numerusform>{drawer} hat diese Pechkarte gezogen, und sie trifft auch dich. Spiele deine aufbewahrte Karte dagegen aus: sie verschont dich, und die Bank gibt dir %n Marken.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/coupfourre.py" line="59"/>
        <source>&amp;Yes, coup-fourré!</source>
        <translation>&amp;Ja, Coup-fourré!</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="268"/>
        <source>Something went wrong: %1.</source>
        <translation>Etwas ist schiefgegangen: %1.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="270"/>
        <source>The game has been saved. If it does not go on normally, quit and start again: it will offer to resume it.</source>
        <translation>Das Spiel wurde gespeichert. Läuft es nicht normal weiter, beende es und starte neu: Es bietet dir dann an, die Partie fortzusetzen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="273"/>
        <source>The details are in the log file:
%1</source>
        <translation>Die Einzelheiten stehen in der Protokolldatei:
%1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="278"/>
        <source>Game of the Year</source>
        <translation>Das Spiel des Jahres</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/decisiondialog.py" line="197"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Marke</numerusform>
            <numerusform>%n Marken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/decisiondialog.py" line="199"/>
        <source>%n vacation card(s)</source>
        <translation>
            <numerusform>%n Urlaubskarte</numerusform>
            <numerusform>%n Urlaubskarten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="193"/>
        <source>{name} stands in their sign, ahead of you: the zodiac keeps their pawn from being moved back, so you cannot swap with them.</source>
        <translation>{name} steht vor dir im eigenen Sternzeichen: Die Figur darf nicht zurückgesetzt werden, also kannst du nicht mit ihr tauschen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="197"/>
        <source>{name} stands in their sign: their pawn may stay or move forward, never back.</source>
        <translation>{name} steht im eigenen Sternzeichen: Die Figur darf stehen bleiben oder vorrücken, aber nie zurück.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="208"/>
        <source>Lucky square</source>
        <translation>Glücksfeld</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="209"/>
        <source>Unlucky square</source>
        <translation>Pechfeld</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="210"/>
        <source>Doubly unlucky square: a token goes back to the bank first</source>
        <translation>Doppeltes Pechfeld: Zuerst geht eine Marke an die Bank zurück</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="211"/>
        <source>Lucky or unlucky: it depends</source>
        <translation>Glück oder Pech: Es kommt darauf an</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="212"/>
        <source>Sign square</source>
        <translation>Sternzeichenfeld</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="213"/>
        <source>End of a quarter</source>
        <translation>Quartalsende</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="214"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="215"/>
        <source>The last day of the year</source>
        <translation>Der letzte Tag des Jahres</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="216"/>
        <source>Plain square</source>
        <translation>Leeres Feld</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="227"/>
        <source>{date} — {title}</source>
        <translation>{date} — {title}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="231"/>
        <source>{date} — first day of {sign} {glyph}</source>
        <translation>{date} — erster Tag: {sign} {glyph}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="233"/>
        <source>{date} (plain square)</source>
        <translation>{date} (leeres Feld)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="249"/>
        <source>The almanac does not apply there.</source>
        <translation>Der Almanach gilt dort nicht.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="253"/>
        <source>Players born under this sign are protected while they stand in it.</source>
        <translation>Wer in diesem Sternzeichen geboren ist, ist geschützt, solange die Figur darin steht.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="260"/>
        <source>On the way, {date}: the bank pays {amount}.</source>
        <translation>Unterwegs, am {date}: Die Bank zahlt {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="269"/>
        <source>Your birthday: every other player pays you {amount}.</source>
        <translation>Dein Geburtstag: Jeder Mitspieler zahlt dir {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="272"/>
        <source>{name}&apos;s birthday: every other player pays {name} {amount}.</source>
        <translation>Geburtstag von {name}: Alle anderen zahlen {name} {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="275"/>
        <source>{name}&apos;s birthday: you pay {name} {amount}.</source>
        <translation>Geburtstag von {name}: Du zahlst {name} {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="278"/>
        <source>Your birthday: {mover} pays you {amount}.</source>
        <translation>Dein Geburtstag: {mover} zahlt dir {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="281"/>
        <source>{name}&apos;s birthday: {mover} pays {name} {amount}.</source>
        <translation>Geburtstag von {name}: {mover} zahlt {name} {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="287"/>
        <source>Your lucky number! The bank pays you {amount}.</source>
        <translation>Deine Glückszahl! Die Bank zahlt dir {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="290"/>
        <source>Your lucky number! {mover} pays you {amount}.</source>
        <translation>Deine Glückszahl! {mover} zahlt dir {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="344"/>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="230"/>
        <source>Chance card</source>
        <translation>Glückskarte</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="345"/>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="231"/>
        <source>Hazard card</source>
        <translation>Pechkarte</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/forecast.py" line="123"/>
        <source>What this day does depends on your profile, which does not say yet: you will be asked.</source>
        <translation>Was dieser Tag bewirkt, hängt von deinem Profil ab, und dort steht es noch nicht: Du wirst gefragt.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/forecast.py" line="128"/>
        <source>Nothing for you here: this day is for women or for men, and your sex is not stated.</source>
        <translation>Hier passiert dir nichts: Dieser Tag gilt für Frauen oder für Männer, und dein Geschlecht ist nicht angegeben.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/forecast.py" line="130"/>
        <source>Nothing for you here: what this day says does not apply to you.</source>
        <translation>Hier passiert dir nichts: Was dieser Tag sagt, betrifft dich nicht.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/forecast.py" line="132"/>
        <source>Your sign protects you here: what this day would take from you, you keep.</source>
        <translation>Dein Sternzeichen schützt dich hier: Was dir dieser Tag nehmen würde, behältst du.</translation>
    </message>
</context>
<context>
    <name>FactDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="137"/>
        <source>A question for {name}</source>
        <translation>Eine Frage an {name}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="138"/>
        <source>{fact}?</source>
        <translation>{fact}?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="140"/>
        <source>What this day does depends on it, and your profile does not say yet. Your answer is kept in your profile: it is not asked again.</source>
        <translation>Davon hängt ab, was dieser Tag bewirkt, und in deinem Profil steht es noch nicht. Deine Antwort wird im Profil gespeichert: Du wirst nicht noch einmal gefragt.</translation>
    </message>
</context>
<context>
    <name>FactsDialog</name>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="66"/>
        <source>Profile of %1</source>
        <translation>Profil von %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="66"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="74"/>
        <source>What is true for %1?</source>
        <translation>Was trifft auf %1 zu?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="74"/>
        <source>What is true?</source>
        <translation>Was trifft zu?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="77"/>
        <source>The almanac asks about these during the year. Tick what applies; leave the rest.</source>
        <translation>Danach fragt der Almanach im Lauf des Jahres. Kreuz an, was zutrifft, und lass den Rest frei.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="102"/>
        <source>Untick all</source>
        <translation>Alle Häkchen entfernen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="123"/>
        <source>Nothing ticked</source>
        <translation>Nichts angekreuzt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/newgameseats.py" line="125"/>
        <source>%n fact(s) ticked</source>
        <translation>
            <numerusform>%n Angabe angekreuzt</numerusform>
            <numerusform>%n Angaben angekreuzt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostLobbyDialog</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="75"/>
        <source>Host a Network Game</source>
        <translation>Netzwerkspiel eröffnen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="85"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="85"/>
        <source>Born</source>
        <translation>Geboren</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="85"/>
        <source>Who plays</source>
        <translation>Wer spielt</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="85"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="94"/>
        <source>You, at this screen</source>
        <translation>Du, an diesem Bildschirm</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="95"/>
        <source>A remote player</source>
        <translation>Jemand aus der Ferne</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="96"/>
        <source>A computer</source>
        <translation>Ein Computer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="97"/>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="108"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="114"/>
        <source>Edition and house rules</source>
        <translation>Ausgabe und Hausregeln</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="80"/>
        <source>Who is playing, and from where?</source>
        <translation>Wer spielt mit, und von wo aus?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="119"/>
        <source>Edition:</source>
        <translation>Ausgabe:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="120"/>
        <source>Players claim lucky-number and birthday money themselves</source>
        <translation>Geld für Glückszahl und Geburtstag muss man selbst einfordern</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="126"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="127"/>
        <source>A player who leaves is waited for:</source>
        <translation>Auf jemanden, der die Verbindung verliert, wird gewartet:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="132"/>
        <source>Then a computer plays for them:</source>
        <translation>Danach spielt ein Computer weiter:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="133"/>
        <source>Spectators may watch</source>
        <translation>Zuschauer erlaubt</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="137"/>
        <source>wss://… a gameofyear serve outside your home (optional)</source>
        <translation>wss://… ein gameofyear serve außerhalb Ihres Zuhauses (freiwillig)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="138"/>
        <source>A server outside your home reaches back to this game&apos;s port and says whether players in other homes will get in.</source>
        <translation>Ein Server außerhalb Ihres Zuhauses verbindet sich zurück mit dem Port dieses Spiels und sagt, ob Spieler in anderen Haushalten hineinkommen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="140"/>
        <source>Check from outside with:</source>
        <translation>Von außen prüfen mit:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="150"/>
        <source>Open the Game</source>
        <translation>Spiel eröffnen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="175"/>
        <source>Exactly one seat is yours, at this screen.</source>
        <translation>Genau ein Platz gehört dir, an diesem Bildschirm.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="177"/>
        <source>A game is for 2 to 6 players.</source>
        <translation>Ein Spiel ist für 2 bis 6 Personen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="179"/>
        <source>Every player needs a name.</source>
        <translation>Alle brauchen einen Namen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="181"/>
        <source>The server to check with is not a ws:// or wss:// address.</source>
        <translation>Der Server zum Prüfen ist keine ws://- oder wss://-Adresse.</translation>
    </message>
</context>
<context>
    <name>HouseRulesBox</name>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="31"/>
        <source>House rules from the family of games</source>
        <translation>Hausregeln aus verwandten Spielen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="35"/>
        <source>Length of the game:</source>
        <translation>Spieldauer:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="38"/>
        <source>The whole year</source>
        <translation>Das ganze Jahr</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="39"/>
        <source>Half a year: the game ends when a pawn reaches 30 June</source>
        <translation>Ein halbes Jahr: Das Spiel endet, sobald eine Figur den 30. Juni erreicht</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="40"/>
        <source>A quarter: the game ends when a pawn reaches 31 March</source>
        <translation>Ein Quartal: Das Spiel endet, sobald eine Figur den 31. März erreicht</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="48"/>
        <source>A single game</source>
        <translation>Ein einzelnes Spiel</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/houserules.py" line="50"/>
        <source>A match to %n token(s): the years&apos; tokens add up until a total reaches %n</source>
        <translation>
            <numerusform>Ein Match bis %n Marke: die Marken der Jahre zählen zusammen, bis eine Summe %n erreicht</numerusform>
            <numerusform>Ein Match bis %n Marken: die Marken der Jahre zählen zusammen, bis eine Summe %n erreicht</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="56"/>
        <source>Match:</source>
        <translation>Match:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="60"/>
        <source>Savings book and loans: save at each quarter end for interest, borrow instead of going bankrupt</source>
        <translation>Sparbuch und Kredite: an jedem Quartalsende sparen und Zinsen bekommen, Geld leihen statt pleitezugehen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="62"/>
        <source>Coup-fourré: a kept card played against a Hazard card also wins a token</source>
        <translation>Coup-fourré: Wer eine aufbewahrte Karte gegen eine Pechkarte ausspielt, bekommt dazu eine Marke</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="63"/>
        <source>Teams of two (four or six players): partners sit opposite, their tokens add up, no days are offered to a partner</source>
        <translation>Zweierteams (vier oder sechs Personen): Partner sitzen sich gegenüber, ihre Marken zählen zusammen, dem Partner bietet man keine Tage an</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="75"/>
        <source>Bets on the machine, before the others&apos; spins, for:</source>
        <translation>Wetten auf die Maschine, bevor die anderen drehen, für:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="92"/>
        <source>Player %1</source>
        <translation>Person %1</translation>
    </message>
</context>
<context>
    <name>InvitationBox</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="292"/>
        <source>Invitation code for %1</source>
        <translation>Einladungscode für %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="293"/>
        <location filename="../../gameofyear/ui/netdialogs.py" line="318"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="294"/>
        <source>Put %1&apos;s invitation code on the clipboard</source>
        <translation>Den Einladungscode für %1 in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="309"/>
        <source>This game&apos;s certificate pin: %1 — a player who joins from the list of games on this network, without a code, is asked to compare it.</source>
        <translation>Zertifikats-Pin dieses Spiels: %1 – wer ohne Code aus der Liste der Spiele in diesem Netz beitritt, wird gebeten, ihn zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="318"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="326"/>
        <source>Spectators</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="330"/>
        <source>Invitations</source>
        <translation>Einladungen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="331"/>
        <source>Send each remote player their own code: they read it out or paste it in Game ▸ Join a Network Game.</source>
        <translation>Schicken Sie jedem entfernten Spieler seinen eigenen Code: Er liest ihn vor oder fügt ihn unter Spiel ▸ Netzwerkspiel beitreten ein.</translation>
    </message>
</context>
<context>
    <name>InvitationsDialog</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="368"/>
        <source>Invitations</source>
        <translation>Einladungen</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="413"/>
        <location filename="../../gameofyear/ui/netdialogs.py" line="581"/>
        <source>Join a Network Game</source>
        <translation>Netzwerkspiel beitreten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="419"/>
        <source>the invitation code the host gave you</source>
        <translation>der Einladungscode, den Ihnen der Gastgeber gegeben hat</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="424"/>
        <source>Games on this network:</source>
        <translation>Spiele in diesem Netzwerk:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="428"/>
        <location filename="../../gameofyear/ui/netdialogs.py" line="488"/>
        <source>Looking for games…</source>
        <translation>Suche nach Spielen …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="433"/>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="435"/>
        <source>The invitation code says where the game is. An address is needed only with an older, shorter code; you may paste the host&apos;s whole line (address and code) into the address.</source>
        <translation>Der Einladungscode sagt, wo das Spiel ist. Eine Adresse braucht es nur bei einem älteren, kürzeren Code; Sie können die ganze Zeile des Gastgebers (Adresse und Code) in die Adresse einfügen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="566"/>
        <source>Type or paste the invitation code the host gave you.</source>
        <translation>Tippen oder fügen Sie den Einladungscode ein, den Ihnen der Gastgeber gegeben hat.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="568"/>
        <source>Ask the host for your invitation code: it names the host&apos;s certificate.</source>
        <translation>Bitte den Gastgeber um deinen Einladungscode: Er nennt das Zertifikat des Gastgebers.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="582"/>
        <source>This game was announced on the local network, and its certificate was not named by an invitation: anyone on this network could have announced it. Join only if you trust everyone on it (your own home&apos;s network), or if the host&apos;s window shows this certificate pin:

%1

Join anyway?</source>
        <translation>Dieses Spiel wurde im lokalen Netz angekündigt, und keine Einladung nennt sein Zertifikat: Jeder in diesem Netz könnte es angekündigt haben. Tritt nur bei, wenn du allen in diesem Netz vertraust (dem Netz deines eigenen Zuhauses) oder wenn das Fenster des Gastgebers diesen Zertifikats-Pin zeigt:

%1

Trotzdem beitreten?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="420"/>
        <source>Invitation code:</source>
        <translation>Einladungscode:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="447"/>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="465"/>
        <source>The local network cannot be searched here: type the address.</source>
        <translation>Das lokale Netzwerk kann hier nicht durchsucht werden: Gib die Adresse ein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/netdialogs.py" line="477"/>
        <source>%1 — %n seat(s) open — %2</source>
        <translation>
            <numerusform>%1 — %n Platz frei — %2</numerusform>
            <numerusform>%1 — %n Plätze frei — %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeepCardDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="212"/>
        <source>Cancel this Hazard card?</source>
        <translation>Diese Pechkarte aufheben?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="218"/>
        <source>You kept a card that cancels one Hazard card. Use it now against this one, or keep it for a worse day?</source>
        <translation>Du hast eine Karte, die eine Pechkarte aufhebt. Setzt du sie jetzt gegen diese ein oder hebst du sie für einen schlimmeren Tag auf?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="251"/>
        <source>&amp;Yes, cancel it</source>
        <translation>&amp;Ja, aufheben</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/coupfourre.py" line="60"/>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="255"/>
        <source>&amp;No, keep my card</source>
        <translation>&amp;Nein, Karte behalten</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="77"/>
        <source>a question, a quiz or the table decides what happens</source>
        <translation>eine Frage, ein Quiz oder die Runde entscheidet, was passiert</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="78"/>
        <source>draws a Chance card (a good day)</source>
        <translation>eine Glückskarte ziehen (ein guter Tag)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="79"/>
        <source>draws a Hazard card (a bad day)</source>
        <translation>eine Pechkarte ziehen (ein schlechter Tag)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="80"/>
        <source>money is paid or received</source>
        <translation>Geld zahlen oder bekommen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="81"/>
        <source>the pawn moves on</source>
        <translation>die Figur rückt vor</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="82"/>
        <source>the pawn goes back</source>
        <translation>die Figur geht zurück</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="83"/>
        <source>pawns change places</source>
        <translation>Figuren tauschen die Plätze</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="84"/>
        <source>extra turns</source>
        <translation>Extrazüge</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="85"/>
        <source>the next turn is lost</source>
        <translation>beim nächsten Mal aussetzen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="98"/>
        <source>The board</source>
        <translation>Der Spielplan</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="99"/>
        <source>Each square is one day of the year. Its frame says what kind of day it is; the small picture in its corner shows the event of that date, and the marks at its foot say what the event does. Hover a square to read its entry, click it to read it in full.</source>
        <translation>Jedes Feld ist ein Tag des Jahres. Sein Rahmen zeigt, was für ein Tag es ist; das kleine Bild in der Ecke zeigt das Ereignis dieses Datums, und die Zeichen am unteren Rand sagen, was es bewirkt. Zeig mit der Maus auf ein Feld, um seinen Eintrag zu lesen, und klick es an, um ihn ganz zu lesen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="110"/>
        <source>The marks at the foot of a square</source>
        <translation>Die Zeichen am unteren Rand eines Feldes</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="115"/>
        <source>The pictures of the events</source>
        <translation>Die Bilder der Ereignisse</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="167"/>
        <source>Legend of the Board</source>
        <translation>Legende des Spielplans</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="69"/>
        <source>The time-progression machine</source>
        <translation>Die Zeitmaschine</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="70"/>
        <source>Every turn starts with the machine. Click it or press Space: the dial stops on two numbers, sometimes on a colour.</source>
        <translation>Jeder Zug beginnt mit der Maschine. Klick sie an oder drück die Leertaste: Sie bleibt auf zwei Zahlen stehen, manchmal auf einer Farbe.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="72"/>
        <source>Two numbers, one move</source>
        <translation>Zwei Zahlen, ein Zug</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="73"/>
        <source>Choose how many days your pawn moves. The squares it can reach glow on the board: click one to see what it does there, then again to go; or use the buttons. Hover any square to read what it does.</source>
        <translation>Wähle, wie viele Tage deine Figur zieht. Die Felder, die sie erreichen kann, leuchten auf dem Spielplan: Klick eines an, um zu sehen, was es dort bewirkt, und noch einmal, um zu ziehen; oder nimm die Knöpfe. Zeig mit der Maus auf ein Feld, um zu lesen, was es bewirkt.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="76"/>
        <source>The Almanac of Events</source>
        <translation>Der Almanach der Ereignisse</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="77"/>
        <source>A red frame is a lucky day, a blue frame an unlucky one, and the almanac says what happens there. Plain squares do nothing, but from them you may buy days.</source>
        <translation>Ein roter Rahmen ist ein Glückstag, ein blauer ein Pechtag, und der Almanach sagt, was dort passiert. Leere Felder bewirken nichts, aber von dort aus kannst du Tage kaufen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="79"/>
        <source>Chance and Hazard</source>
        <translation>Glück und Pech</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="80"/>
        <source>Some days draw a card: Chance brings good news, Hazard bad news. A card you may keep cancels a later Hazard card, when you choose.</source>
        <translation>An manchen Tagen ziehst du eine Karte: Glückskarten bringen Gutes, Pechkarten Schlechtes. Eine Karte, die du aufbewahren darfst, hebt später eine Pechkarte auf, wann du willst.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="82"/>
        <source>Buying days</source>
        <translation>Tage kaufen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="83"/>
        <source>From a plain square you may buy days, {price} each, to move on to a better square. Buying none is fine too.</source>
        <translation>Von einem leeren Feld aus kannst du Tage kaufen, jeden für {price}, um auf ein besseres Feld weiterzuziehen. Du musst aber keine kaufen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="85"/>
        <source>Offering days</source>
        <translation>Tage anbieten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="86"/>
        <source>In another player&apos;s turn you may pay for days that push their pawn further, perhaps onto an unlucky square. Everybody&apos;s offers add up.</source>
        <translation>Im Zug eines Mitspielers kannst du Tage bezahlen, um seine Figur weiterzuschieben, vielleicht auf ein Pechfeld. Die Angebote aller werden zusammengezählt.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="88"/>
        <source>Tokens make the best year</source>
        <translation>Die Marken entscheiden</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="89"/>
        <source>A token, a day to mark with a white cross, costs {price}. At the end of the year the most tokens win; money breaks a tie.</source>
        <translation>Eine Sonnentag-Marke, ein Tag, den man rot anstreicht, kostet {price}. Am Ende des Jahres gewinnen die meisten Marken; bei Gleichstand entscheidet das Geld.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="91"/>
        <source>Vacation</source>
        <translation>Urlaub</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/lesson.py" line="92"/>
        <source>A vacation card moves your pawn %n day(s) on, and the almanac does not apply where it lands. You have only a few: keep them for a bad patch.</source>
        <translation>
            <numerusform>Eine Urlaubskarte lässt deine Figur %n Tag vorrücken, und wo sie landet, gilt der Almanach nicht. Du hast nur wenige: Heb sie dir für eine Pechsträhne auf.</numerusform>
            <numerusform>Eine Urlaubskarte lässt deine Figur %n Tage vorrücken, und wo sie landet, gilt der Almanach nicht. Du hast nur wenige: Heb sie dir für eine Pechsträhne auf.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="95"/>
        <source>Your sign protects you</source>
        <translation>Dein Sternzeichen schützt dich</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="96"/>
        <source>While your pawn stands in your own zodiac sign, what the almanac would take from you, you keep.</source>
        <translation>Solange deine Figur in deinem eigenen Sternzeichen steht, behältst du, was dir der Almanach nehmen würde.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="98"/>
        <source>Your lucky number</source>
        <translation>Deine Glückszahl</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="99"/>
        <source>Hold the button under the players to see your lucky number, and keep it secret: whoever lands on a day of that number pays you.</source>
        <translation>Halt den Knopf unter den Mitspielern gedrückt, um deine Glückszahl zu sehen, und verrate sie niemandem: Wer auf einem Tag mit dieser Zahl landet, muss dir zahlen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="101"/>
        <source>The end of a quarter</source>
        <translation>Das Ende eines Quartals</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="102"/>
        <source>Passing the last day of a quarter, the bank pays you; the first pawns there also win tokens.</source>
        <translation>Kommst du am letzten Tag eines Quartals vorbei, zahlt dir die Bank Geld; die ersten Figuren dort bekommen außerdem Marken.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="104"/>
        <source>The end of the year</source>
        <translation>Das Ende des Jahres</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="105"/>
        <source>The first pawn to reach 31 December ends the game and wins 6 tokens, the second 3. Then the tokens are counted: the best year wins. You know enough to play on your own now!</source>
        <translation>Die erste Figur, die den 31. Dezember erreicht, beendet das Spiel und bekommt 6 Marken, die zweite 3. Dann werden die Marken gezählt: Das beste Jahr gewinnt. Jetzt weißt du genug, um allein weiterzuspielen!</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="265"/>
        <source>&amp;End the lesson</source>
        <translation>Lektion &amp;beenden</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="266"/>
        <source>&amp;Got it</source>
        <translation>&amp;Verstanden</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="255"/>
        <source>Learn to Play · {step} of {steps}</source>
        <translation>Spielen lernen · {step} von {steps}</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="311"/>
        <source>No figures recorded</source>
        <translation>Keine Zahlen aufgezeichnet</translation>
    </message>
</context>
<context>
    <name>LoansDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="527"/>
        <source>Loans from the bank</source>
        <translation>Kredite von der Bank</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/pickdialogs.py" line="528"/>
        <source>You owe {owed} of %n loan(s) of {loan}; each costs {interest} at every quarter end, and what is owed at the end of the game is taken from your money.</source>
        <translation>
            <numerusform>Laufende Kredite über {loan}: {owed} von höchstens %n; jeder kostet dich an jedem Quartalsende {interest}, und was am Ende des Spiels noch offen ist, geht von deinem Geld ab.</numerusform>
            <numerusform>Laufende Kredite über {loan}: {owed} von höchstens %n; jeder kostet dich an jedem Quartalsende {interest}, und was am Ende des Spiels noch offen ist, geht von deinem Geld ab.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="531"/>
        <source>&amp;Neither</source>
        <translation>&amp;Keins von beiden</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="537"/>
        <source>Borrow {amount}</source>
        <translation>{amount} leihen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="539"/>
        <source>Repay {amount}</source>
        <translation>{amount} zurückzahlen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="540"/>
        <source>Neither borrow nor repay</source>
        <translation>Weder leihen noch zurückzahlen</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="113"/>
        <source>January</source>
        <translation>Januar</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="113"/>
        <source>February</source>
        <translation>Februar</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="113"/>
        <source>March</source>
        <translation>März</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="114"/>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="114"/>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="114"/>
        <source>June</source>
        <translation>Juni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="115"/>
        <source>July</source>
        <translation>Juli</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="115"/>
        <source>August</source>
        <translation>August</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="115"/>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="116"/>
        <source>October</source>
        <translation>Oktober</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="116"/>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="116"/>
        <source>December</source>
        <translation>Dezember</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="134"/>
        <source>1 {month}</source>
        <extracomment>the first day of a month (&quot;1er janvier&quot;, &quot;1° gennaio&quot;)</extracomment>
        <translation>1. {month}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="136"/>
        <source>{day} {month}</source>
        <extracomment>a date: the day of the month, then the month&apos;s name</extracomment>
        <translation>{day}. {month}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="141"/>
        <source>birthday</source>
        <extracomment>why money or tokens moved: a birthday</extracomment>
        <translation>Geburtstag</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="142"/>
        <source>lucky number</source>
        <translation>Glückszahl</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="143"/>
        <source>end of quarter</source>
        <translation>Quartalsende</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="144"/>
        <source>double-blue square</source>
        <translation>doppelt blaues Feld</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="146"/>
        <source>the last day</source>
        <extracomment>why tokens moved: the first pawns to reach the game&apos;s last day (31 December, or 30 June in a half year)</extracomment>
        <translation>der letzte Tag</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="147"/>
        <source>token bought</source>
        <translation>Marke gekauft</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="148"/>
        <source>days bought</source>
        <translation>Tage gekauft</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="149"/>
        <source>days offered</source>
        <translation>Tage angeboten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="150"/>
        <location filename="../../gameofyear/narrate/words.py" line="177"/>
        <source>bankruptcy</source>
        <translation>Pleite</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="152"/>
        <location filename="../../gameofyear/narrate/words.py" line="170"/>
        <source>vacation</source>
        <extracomment>why something happened: a vacation card
----------
why a pawn moved: a vacation card</extracomment>
        <translation>Urlaub</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="153"/>
        <source>the machine</source>
        <translation>die Maschine</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="155"/>
        <source>savings interest</source>
        <extracomment>why money moved: the interest of a savings book (house rule)</extracomment>
        <translation>Sparzinsen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="157"/>
        <source>loan interest</source>
        <extracomment>why money moved: the interest of bank loans (house rule)</extracomment>
        <translation>Kreditzinsen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="159"/>
        <source>coup-fourré</source>
        <extracomment>why money or tokens moved: a coup-fourré (house rule from 1000 Bornes)</extracomment>
        <translation>Coup-fourré</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="164"/>
        <source>spin</source>
        <extracomment>why a pawn moved: the number the machine showed</extracomment>
        <translation>Drehung</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="166"/>
        <source>bought</source>
        <extracomment>why a pawn moved: days bought</extracomment>
        <translation>gekauft</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="168"/>
        <source>offered</source>
        <extracomment>why a pawn moved: days offered by the other players</extracomment>
        <translation>angeboten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="172"/>
        <source>almanac</source>
        <extracomment>why a pawn moved: the almanac said so</extracomment>
        <translation>Almanach</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="174"/>
        <source>card</source>
        <extracomment>why a pawn moved: a card said so</extracomment>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="175"/>
        <location filename="../../gameofyear/narrate/words.py" line="190"/>
        <source>swap</source>
        <extracomment>what a player was picked for: to swap places</extracomment>
        <translation>Tausch</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="176"/>
        <source>rearrange</source>
        <translation>Neuverteilung</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="182"/>
        <source>pay</source>
        <extracomment>what a player was picked for: to be paid</extracomment>
        <translation>zahlen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="184"/>
        <source>receive</source>
        <extracomment>what a player was picked for: to pay</extracomment>
        <translation>bekommen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="186"/>
        <source>take token</source>
        <extracomment>what a player was picked for: to give up a token</extracomment>
        <translation>Marke nehmen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="188"/>
        <source>give token</source>
        <extracomment>what a player was picked for: to be given a token</extracomment>
        <translation>Marke geben</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="196"/>
        <source>red</source>
        <extracomment>a face of the machine&apos;s dial that is a colour, in a bet&apos;s sector (&quot;red/red&quot;, &quot;3/blue&quot;)</extracomment>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="198"/>
        <source>blue</source>
        <extracomment>a face of the machine&apos;s dial that is a colour, in a bet&apos;s sector (&quot;blue/blue&quot;, &quot;4/blue&quot;)</extracomment>
        <translation>blau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="211"/>
        <source>; </source>
        <extracomment>between the items of a list: effects, the moves of 1 April, the places of the ranking</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="221"/>
        <source>almanac, {date}</source>
        <translation>Almanach, {date}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="224"/>
        <source>Chance card</source>
        <translation>Glückskarte</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="225"/>
        <source>Hazard card</source>
        <translation>Pechkarte</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="49"/>
        <source>The year begins. Turn order: {order}.</source>
        <translation>Das Jahr beginnt. Reihenfolge: {order}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="53"/>
        <source>— {player}&apos;s extra turn (turn {turn}).</source>
        <translation>— Extrazug für {player} (Zug {turn}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="54"/>
        <source>— {player}&apos;s turn (turn {turn}).</source>
        <translation>— {player} ist am Zug (Zug {turn}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="56"/>
        <source>{player} loses this turn.</source>
        <translation>{player} setzt diesmal aus.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="58"/>
        <source>{player} ends the turn.</source>
        <translation>{player} beendet den Zug.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="62"/>
        <source>{player} spins the machine: two red faces.</source>
        <translation>{player} dreht die Maschine: zwei rote Felder.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="64"/>
        <source>{player} spins the machine: two blue faces.</source>
        <translation>{player} dreht die Maschine: zwei blaue Felder.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="65"/>
        <source>{player} spins the machine: {a} and {b}.</source>
        <translation>{player} dreht die Maschine: {a} und {b}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="68"/>
        <source>{player} moves %n day(s) (December: the smaller number).</source>
        <translation>
            <numerusform>{player} zieht %n Tag (Dezember: die kleinere Zahl).</numerusform>
            <numerusform>{player} zieht %n Tage (Dezember: die kleinere Zahl).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="70"/>
        <source>{player} moves %n day(s).</source>
        <translation>
            <numerusform>{player} zieht %n Tag.</numerusform>
            <numerusform>{player} zieht %n Tage.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="73"/>
        <source>{player} goes from {start} to {end} ({cause}).</source>
        <translation>{player} zieht vom {start} auf den {end} ({cause}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="77"/>
        <source>{player} passes {date}: the bank pays {amount} and %n token(s) for being number {rank} there.</source>
        <translation>
            <numerusform>{player} kommt am {date} vorbei: Die Bank zahlt {amount} und %n Marke als Nummer {rank} dort.</numerusform>
            <numerusform>{player} kommt am {date} vorbei: Die Bank zahlt {amount} und %n Marken als Nummer {rank} dort.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="80"/>
        <source>{player} passes {date}: the bank pays {amount}.</source>
        <translation>{player} kommt am {date} vorbei: Die Bank zahlt {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="85"/>
        <source>The bank pays {payee} {amount} ({source}).</source>
        <translation>Die Bank zahlt {payee} {amount} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="89"/>
        <source>{payer} owes {owed} to the bank but pays only {amount} ({source}).</source>
        <translation>{payer} schuldet der Bank {owed}, zahlt aber nur {amount} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="91"/>
        <source>{payer} owes {owed} to {payee} but pays only {amount} ({source}).</source>
        <translation>{payer} schuldet {payee} {owed}, zahlt aber nur {amount} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="94"/>
        <source>{payer} pays {amount} to the bank ({source}).</source>
        <translation>{payer} zahlt der Bank {amount} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="96"/>
        <source>{payer} pays {amount} to {payee} ({source}).</source>
        <translation>{payer} zahlt {payee} {amount} ({source}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="101"/>
        <source>The bank gives %n token(s) to {taker} ({source}).</source>
        <translation>
            <numerusform>Die Bank gibt {taker} %n Marke ({source}).</numerusform>
            <numerusform>Die Bank gibt {taker} %n Marken ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="104"/>
        <source>{giver} gives %n token(s) to the bank ({source}).</source>
        <translation>
            <numerusform>{giver} gibt der Bank %n Marke ({source}).</numerusform>
            <numerusform>{giver} gibt der Bank %n Marken ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="106"/>
        <source>{giver} gives %n token(s) to {taker} ({source}).</source>
        <translation>
            <numerusform>{giver} gibt {taker} %n Marke ({source}).</numerusform>
            <numerusform>{giver} gibt {taker} %n Marken ({source}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="109"/>
        <source>Almanac, {date}: {text}</source>
        <translation>Almanach, {date}: {text}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="113"/>
        <source>{player} draws a Chance card: {text}</source>
        <translation>{player} zieht eine Glückskarte: {text}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="115"/>
        <source>{player} draws a Hazard card: {text}</source>
        <translation>{player} zieht eine Pechkarte: {text}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="118"/>
        <source>{player} keeps the card for later.</source>
        <translation>{player} behält die Karte für später.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="120"/>
        <source>{player} plays a kept card: the Hazard card is cancelled.</source>
        <translation>{player} spielt eine aufbewahrte Karte aus: Die Pechkarte ist aufgehoben.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="124"/>
        <source>The Chance deck is reshuffled.</source>
        <translation>Die Glückskarten werden neu gemischt.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="125"/>
        <source>The Hazard deck is reshuffled.</source>
        <translation>Die Pechkarten werden neu gemischt.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="128"/>
        <source>{player} is protected by their sign: their pawn cannot be moved back ({source}).</source>
        <translation>{player} ist durch das eigene Sternzeichen geschützt: Die Figur kann nicht zurückgesetzt werden ({source}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="138"/>
        <source>{player} is bankrupt ({source}): returns %n token(s) and goes back to {date}.</source>
        <translation>
            <numerusform>{player} ist pleite ({source}): gibt %n Marke zurück und geht auf den {date} zurück.</numerusform>
            <numerusform>{player} ist pleite ({source}): gibt %n Marken zurück und geht auf den {date} zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="141"/>
        <source>{player} is solvent again.</source>
        <translation>{player} ist wieder flüssig.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="143"/>
        <source>{player} will lose %n turn(s) ({source}).</source>
        <translation>
            <numerusform>{player} setzt %n Runde aus ({source}).</numerusform>
            <numerusform>{player} setzt %n Runden aus ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="267"/>
        <source>{place}. {team}: %n token(s)</source>
        <translation>
            <numerusform>{place}. {team}: %n Marke</numerusform>
            <numerusform>{place}. {team}: %n Marken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="77"/>
        <source>you are {age} or older</source>
        <extracomment>the clause after &quot;if&quot; (and &quot;and&quot;, &quot;or&quot;): its subject is the player reading, &quot;you&quot;</extracomment>
        <translation>du {age} oder älter bist</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="78"/>
        <source>you are {age} or younger</source>
        <translation>du {age} oder jünger bist</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="79"/>
        <source>you are over {age}</source>
        <translation>du älter als {age} bist</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="80"/>
        <source>you are under {age}</source>
        <translation>du jünger als {age} bist</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="81"/>
        <source>you hold less than {amount}</source>
        <translation>du weniger als {amount} hast</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="84"/>
        <source>&apos;{fact}&apos; applies to you</source>
        <extracomment>the texts in quotes are a profile fact, a question or a quiz of the almanac: the quote is never last, so that a question&apos;s own &quot;?&quot; is not followed by a comma</extracomment>
        <translation>„{fact}“ auf dich zutrifft</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="85"/>
        <source>&apos;{fact}&apos; does not apply to you</source>
        <translation>„{fact}“ nicht auf dich zutrifft</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="86"/>
        <source>your answer to &apos;{question}&apos; is yes</source>
        <translation>du auf „{question}“ mit Ja antwortest</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="87"/>
        <source>your answer to &apos;{question}&apos; is no</source>
        <translation>du auf „{question}“ mit Nein antwortest</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="88"/>
        <source>the table&apos;s answer to &apos;{question}&apos; is yes</source>
        <translation>der Tisch auf „{question}“ mit Ja antwortet</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="89"/>
        <source>the table&apos;s answer to &apos;{question}&apos; is no</source>
        <translation>der Tisch auf „{question}“ mit Nein antwortet</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="90"/>
        <source>you pass the &apos;{quiz}&apos; quiz</source>
        <translation>du das Quiz „{quiz}“ schaffst</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="91"/>
        <source>you do not pass the &apos;{quiz}&apos; quiz</source>
        <translation>du das Quiz „{quiz}“ nicht schaffst</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="142"/>
        <source>you are a woman</source>
        <translation>du eine Frau bist</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="143"/>
        <source>you are a man</source>
        <translation>du ein Mann bist</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="170"/>
        <source>it is not true that {condition}</source>
        <extracomment>the opposite of a condition that has no clause of its own: &quot;it is not true that you are a man and you are over 18&quot;</extracomment>
        <translation>es nicht stimmt, dass {condition}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="56"/>
        <source>receive {amount} from the bank</source>
        <translation>{amount} von der Bank bekommen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="71"/>
        <source>receive %n token(s) from the bank</source>
        <translation>
            <numerusform>%n Marke von der Bank bekommen</numerusform>
            <numerusform>%n Marken von der Bank bekommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="94"/>
        <source>lose %n turn(s)</source>
        <translation>
            <numerusform>%n Runde aussetzen</numerusform>
            <numerusform>%n Runden aussetzen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="111"/>
        <source>each of you in turn: {effects}</source>
        <extracomment>every player does it, the players reading being &quot;you&quot;, and it holds a condition: &quot;each of you in turn: if you are a woman and you are 12 or older, pay 600 F to the bank; otherwise, …&quot;</extracomment>
        <translation>jeder von euch der Reihe nach: {effects}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="114"/>
        <source>{effects}, each of you in turn</source>
        <extracomment>every player does it, the players reading being &quot;you&quot;: &quot;draw a Hazard card, each of you in turn&quot;</extracomment>
        <translation>{effects}, jeder von euch der Reihe nach</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="162"/>
        <source>if {condition}, {effects} if {inner}, otherwise {other}</source>
        <extracomment>a condition whose one effect is another condition with an &quot;otherwise&quot;: &quot;if you are a woman, draw a Chance card if your answer to &apos;Are you wearing a suit right now?&apos; is yes, otherwise draw a Hazard card&quot;</extracomment>
        <translation>wenn {condition}, {effects}, falls {inner}, sonst {other}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="168"/>
        <source>if {condition}, {effects}</source>
        <extracomment>a condition and its effects: &quot;if you are a woman, draw a Chance card&quot;</extracomment>
        <translation>wenn {condition}, {effects}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="194"/>
        <source>give one token to the bank (if you have one)</source>
        <extracomment>a doubly unlucky square takes a token from the player before its effects (none from a player who has none)</extracomment>
        <translation>der Bank eine Marke geben (falls du eine hast)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="199"/>
        <source>{first}; then, {effects}</source>
        <extracomment>before a condition: &quot;give one token to the bank (if you have one); then, if you are a woman, …&quot;</extracomment>
        <translation>{first}; danach {effects}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="124"/>
        <source>{text}; otherwise, {effects}</source>
        <extracomment>what happens when the condition does not hold: &quot;…; otherwise, draw a Hazard card&quot;</extracomment>
        <translation>{text}; sonst {effects}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="15"/>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="133"/>
        <source>{player} gives no token: their sign protects them ({source}).</source>
        <translation>{player} gibt keine Marke ab: das eigene Sternzeichen schützt ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="134"/>
        <source>{player} loses no turn: their sign protects them ({source}).</source>
        <translation>{player} setzt nicht aus: das eigene Sternzeichen schützt ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="135"/>
        <source>{player} pays nothing: their sign protects them ({source}).</source>
        <translation>{player} zahlt nichts: das eigene Sternzeichen schützt ({source}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="146"/>
        <source>{player} will play %n extra turn(s) ({source}).</source>
        <translation>
            <numerusform>{player} bekommt %n Extrazug ({source}).</numerusform>
            <numerusform>{player} bekommt %n Extrazüge ({source}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="149"/>
        <source>{player} buys a token for {price}.</source>
        <translation>{player} kauft eine Marke für {price}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="151"/>
        <source>{player} buys %n day(s) for {price}.</source>
        <translation>
            <numerusform>{player} kauft %n Tag für {price}.</numerusform>
            <numerusform>{player} kauft %n Tage für {price}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="155"/>
        <source>{player} offers no days to {target}.</source>
        <translation>{player} bietet {target} keine Tage an.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="157"/>
        <source>{player} offers %n day(s) to {target} for {price}.</source>
        <translation>
            <numerusform>{player} bietet {target} %n Tag für {price} an.</numerusform>
            <numerusform>{player} bietet {target} %n Tage für {price} an.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="161"/>
        <source>{player} goes on vacation (a free one).</source>
        <translation>{player} fährt in Urlaub (einen geschenkten).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="162"/>
        <source>{player} goes on vacation.</source>
        <translation>{player} fährt in Urlaub.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="165"/>
        <source>The free vacation does nothing for {player}: vacations end on {date} ({source}).</source>
        <translation>Der Gratisurlaub bringt {player} nichts: Urlaub gibt es nur bis zum {date} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="169"/>
        <source>The free vacation does nothing for {player}: one vacation a turn, and {player} has had it ({source}).</source>
        <translation>Der Gratisurlaub bringt {player} nichts: nur ein Urlaub pro Zug, und {player} hatte ihn schon ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="175"/>
        <source>{player}: {topic} — yes.</source>
        <translation>{player}: {topic} — ja.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="176"/>
        <source>{player}: {topic} — no.</source>
        <translation>{player}: {topic} — nein.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="179"/>
        <source>{player} picks {target} ({purpose}).</source>
        <translation>{player} wählt {target} ({purpose}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="182"/>
        <source>Nobody is concerned ({source}).</source>
        <translation>Niemand ist betroffen ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="184"/>
        <source>{player} and {other} swap places ({source}).</source>
        <translation>{player} und {other} tauschen die Plätze ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="187"/>
        <source>{player} to {date}</source>
        <translation>{player} auf den {date}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="189"/>
        <source>{player} rearranges the pawns: {moves}.</source>
        <translation>{player} verteilt die Figuren neu: {moves}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="194"/>
        <source>The chain of moves of {player} stops here.</source>
        <translation>Die Kette der Züge von {player} endet hier.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="197"/>
        <source>{player} reaches {date}, the last day; {second} is second. The game is over!</source>
        <translation>{player} erreicht den {date}, den letzten Tag; {second} ist Zweiter. Das Spiel ist vorbei!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="200"/>
        <source>{player} reaches {date}, the last day. The game is over!</source>
        <translation>{player} erreicht den {date}, den letzten Tag. Das Spiel ist vorbei!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="206"/>
        <source>{player} reaches 31 December; {second} is second. The year is over!</source>
        <translation>{player} erreicht den 31. Dezember; {second} ist Zweiter. Das Jahr ist vorbei!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="208"/>
        <source>{player} reaches 31 December. The year is over!</source>
        <translation>{player} erreicht den 31. Dezember. Das Jahr ist vorbei!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="210"/>
        <source>{place}. {player}: %n token(s), {money}</source>
        <translation>
            <numerusform>{place}. {player}: %n Marke, {money}</numerusform>
            <numerusform>{place}. {player}: %n Marken, {money}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="213"/>
        <source>Final ranking: {ranking}.</source>
        <translation>Endstand: {ranking}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="229"/>
        <source>{player} bets {stake} on {faces} for the spin of {spinner}.</source>
        <translation>{player} wettet {stake} auf {faces}, wenn {spinner} dreht.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="234"/>
        <source>{player}&apos;s bet comes up: the bank pays {amount}.</source>
        <translation>Die Wette von {player} geht auf: Die Bank zahlt {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="236"/>
        <source>{player}&apos;s bet is lost.</source>
        <translation>Die Wette von {player} ist verloren.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="239"/>
        <source>{player} pays {amount} into the savings book (it holds {balance}).</source>
        <translation>{player} zahlt {amount} aufs Sparbuch ein (Stand: {balance}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="241"/>
        <source>{player} takes {amount} out of the savings book and pays the bank {fee} for it (it holds {balance}).</source>
        <translation>{player} hebt {amount} vom Sparbuch ab und zahlt der Bank dafür {fee} (Stand: {balance}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="246"/>
        <source>{player} repays {amount} to the bank (%n loan(s) still owed).</source>
        <translation>
            <numerusform>{player} zahlt der Bank {amount} zurück (noch %n Kredit offen).</numerusform>
            <numerusform>{player} zahlt der Bank {amount} zurück (noch %n Kredite offen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="249"/>
        <source>{player} cannot pay and borrows {amount} from the bank instead of going bankrupt (%n loan(s) owed).</source>
        <translation>
            <numerusform>{player} kann nicht zahlen und leiht sich {amount} von der Bank, statt pleitezugehen (%n Kredit offen).</numerusform>
            <numerusform>{player} kann nicht zahlen und leiht sich {amount} von der Bank, statt pleitezugehen (%n Kredite offen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="252"/>
        <source>{player} borrows {amount} from the bank (%n loan(s) owed).</source>
        <translation>
            <numerusform>{player} leiht sich {amount} von der Bank (%n Kredit offen).</numerusform>
            <numerusform>{player} leiht sich {amount} von der Bank (%n Kredite offen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="256"/>
        <source>{player}&apos;s books are closed: {savings} come out of the savings book, {debt} of loans are owed and {unpaid} of them cannot be paid: half the tokens go back to the bank.</source>
        <translation>Abrechnung für {player}: {savings} kommen vom Sparbuch, {debt} an Krediten sind offen, und {unpaid} davon können nicht bezahlt werden: Die Hälfte der Marken geht an die Bank zurück.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="260"/>
        <source>{player}&apos;s books are closed: {savings} come out of the savings book and {debt} of loans are repaid.</source>
        <translation>Abrechnung für {player}: {savings} kommen vom Sparbuch, und {debt} an Krediten werden zurückgezahlt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="264"/>
        <source>Coup-fourré! {player} answers the Hazard card at once and wins %n token(s) from the bank.</source>
        <translation>
            <numerusform>Coup-fourré! {player} kontert die Pechkarte sofort und bekommt %n Marke von der Bank.</numerusform>
            <numerusform>Coup-fourré! {player} kontert die Pechkarte sofort und bekommt %n Marken von der Bank.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="270"/>
        <source>Teams: {ranking}.</source>
        <translation>Teams: {ranking}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="279"/>
        <source>{player} makes a choice ({source}).</source>
        <translation>{player} trifft eine Wahl ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="140"/>
        <location filename="../../gameofyear/narrate/events.py" line="281"/>
        <location filename="../../gameofyear/narrate/events.py" line="283"/>
        <source>nothing</source>
        <extracomment>what a condition without effects does: &quot;if you are a woman, nothing&quot;</extracomment>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="67"/>
        <location filename="../../gameofyear/narrate/conditions.py" line="140"/>
        <location filename="../../gameofyear/narrate/events.py" line="282"/>
        <source> or </source>
        <extracomment>joins conditions of which one must hold</extracomment>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="287"/>
        <source>{player} has too little money to {other}, and must {chosen} ({source}).</source>
        <extracomment>6 December with too little money: &quot;Ann has too little money to pay 300 F to the bank, and must draw a Hazard card&quot;</extracomment>
        <translation>{player} hat zu wenig Geld, um {other}, und muss {chosen} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="290"/>
        <source>{player} chooses to {chosen} rather than {other} ({source}).</source>
        <extracomment>&quot;Ann chooses to pay 300 F to the bank rather than draw a Hazard card (almanac, 6 December).&quot;</extracomment>
        <translation>{player} entscheidet sich, lieber {chosen} als {other} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="12"/>
        <source>a player of your choice</source>
        <translation>einem Mitspieler deiner Wahl</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="13"/>
        <source>the poorest other player</source>
        <translation>dem ärmsten Mitspieler</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="14"/>
        <source>the richest other player</source>
        <translation>dem reichsten Mitspieler</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="15"/>
        <source>the player with the most tokens</source>
        <translation>dem Mitspieler mit den meisten Marken</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="16"/>
        <source>the player with the fewest tokens</source>
        <translation>dem Mitspieler mit den wenigsten Marken</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="24"/>
        <source>{target} ({condition})</source>
        <extracomment>a player to pick, then among whom: &quot;the richest other player (a woman)&quot;</extracomment>
        <translation>{target} ({condition})</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="44"/>
        <source>a woman</source>
        <translation>eine Frau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="44"/>
        <source>a man</source>
        <translation>ein Mann</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="47"/>
        <source>&apos;{fact}&apos;</source>
        <translation>„{fact}“</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="49"/>
        <source>aged {age} or more</source>
        <translation>ab {age} Jahren</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="51"/>
        <source>aged {age} or less</source>
        <translation>bis {age} Jahre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="53"/>
        <source>older than {age}</source>
        <translation>älter als {age}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="55"/>
        <source>younger than {age}</source>
        <translation>jünger als {age}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="60"/>
        <source>holding less than {amount}</source>
        <translation>mit weniger als {amount}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="63"/>
        <location filename="../../gameofyear/narrate/conditions.py" line="137"/>
        <source> and </source>
        <extracomment>joins conditions that must all hold</extracomment>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="70"/>
        <source>not ({condition})</source>
        <translation>nicht ({condition})</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="53"/>
        <source>draw a Chance card</source>
        <translation>eine Glückskarte ziehen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="54"/>
        <source>draw a Hazard card</source>
        <translation>eine Pechkarte ziehen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="58"/>
        <source>pay {amount} to the bank</source>
        <translation>der Bank {amount} zahlen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="60"/>
        <source>pay {amount} to {target}</source>
        <translation>{target} {amount} zahlen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="63"/>
        <source>receive {amount} from {target}</source>
        <translation>{amount} von {target} bekommen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="66"/>
        <source>pay {amount} to each other player</source>
        <translation>jedem Mitspieler {amount} zahlen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="68"/>
        <source>each other player pays you {amount}</source>
        <translation>jeder Mitspieler zahlt dir {amount}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="73"/>
        <source>give %n token(s) to the bank</source>
        <translation>
            <numerusform>der Bank %n Marke geben</numerusform>
            <numerusform>der Bank %n Marken geben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="75"/>
        <source>take %n token(s) from {target}</source>
        <translation>
            <numerusform>{target} %n Marke wegnehmen</numerusform>
            <numerusform>{target} %n Marken wegnehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="78"/>
        <source>give %n token(s) to {target}</source>
        <translation>
            <numerusform>{target} %n Marke geben</numerusform>
            <numerusform>{target} %n Marken geben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="83"/>
        <source>advance %n day(s)</source>
        <translation>
            <numerusform>%n Tag vorrücken</numerusform>
            <numerusform>%n Tage vorrücken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="85"/>
        <source>go back %n day(s)</source>
        <translation>
            <numerusform>%n Tag zurückgehen</numerusform>
            <numerusform>%n Tage zurückgehen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="87"/>
        <source>{move} (the almanac does not apply there)</source>
        <translation>{move} (dort gilt der Almanach nicht)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="90"/>
        <source>move to {date}</source>
        <translation>auf den {date} ziehen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="92"/>
        <source>go back %n month(s) to the same day</source>
        <translation>
            <numerusform>%n Monat auf denselben Tag zurückgehen</numerusform>
            <numerusform>%n Monate auf denselben Tag zurückgehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="96"/>
        <source>play %n extra turn(s)</source>
        <translation>
            <numerusform>%n Extrazug bekommen</numerusform>
            <numerusform>%n Extrazüge bekommen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="98"/>
        <source>swap pawns with {target}</source>
        <translation>die Figur mit {target} tauschen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="100"/>
        <source>rearrange the opponents&apos; pawns as you like</source>
        <translation>die Figuren der Mitspieler nach Belieben neu verteilen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="102"/>
        <source>spin again and advance by the difference of the two numbers</source>
        <translation>noch einmal drehen und um den Unterschied der beiden Zahlen vorrücken</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="105"/>
        <source>a free vacation: advance %n day(s)</source>
        <translation>
            <numerusform>Gratisurlaub: %n Tag vorrücken</numerusform>
            <numerusform>Gratisurlaub: %n Tage vorrücken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="117"/>
        <source> — or — </source>
        <extracomment>between the options of a choice</extracomment>
        <translation> — oder — </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="118"/>
        <source>choose: {options}</source>
        <translation>wählen: {options}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="217"/>
        <source>Year 1 of a match to %n token(s).</source>
        <translation>
            <numerusform>Jahr 1 eines Matchs bis %n Marke.</numerusform>
            <numerusform>Jahr 1 eines Matchs bis %n Marken.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="219"/>
        <source>{side} {total}</source>
        <translation>{side} {total}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="225"/>
        <source>{side} win the match after %n year(s): {totals}.</source>
        <translation>
            <numerusform>{side} gewinnen das Match nach %n Jahr: {totals}.</numerusform>
            <numerusform>{side} gewinnen das Match nach %n Jahren: {totals}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="227"/>
        <source>{side} wins the match after %n year(s): {totals}.</source>
        <translation>
            <numerusform>{side} gewinnt das Match nach %n Jahr: {totals}.</numerusform>
            <numerusform>{side} gewinnt das Match nach %n Jahren: {totals}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="229"/>
        <source>Year {year} of the match to {target} tokens; after %n year(s): {totals}.</source>
        <translation>
            <numerusform>Jahr {year} des Matchs bis {target} Marken; nach %n Jahr: {totals}.</numerusform>
            <numerusform>Jahr {year} des Matchs bis {target} Marken; nach %n Jahren: {totals}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LuckyPeekButton</name>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="446"/>
        <source>%1, your lucky number: %2</source>
        <translation>%1, deine Glückszahl: %2</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="447"/>
        <source>Your lucky number: %1</source>
        <translation>Deine Glückszahl: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="453"/>
        <source>Lucky numbers: hidden while the question is asked in the open</source>
        <translation>Glückszahlen: verdeckt, solange die Frage offen vor allen gestellt wird</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="454"/>
        <source>Lucky: hidden (asked in the open)</source>
        <translation>Glückszahl: verdeckt (Frage vor allen)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="456"/>
        <source>Lucky number: hidden</source>
        <translation>Glückszahl: verdeckt</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="454"/>
        <location filename="../../gameofyear/ui/panel.py" line="456"/>
        <source>Lucky: hidden</source>
        <translation>Glückszahl: verdeckt</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="458"/>
        <source>Hold to see your lucky number</source>
        <translation>Gedrückt halten, um deine Glückszahl zu sehen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="458"/>
        <source>Hold: lucky number</source>
        <translation>Halten: Glückszahl</translation>
    </message>
</context>
<context>
    <name>MachineWidget</name>
    <message>
        <location filename="../../gameofyear/ui/machine.py" line="179"/>
        <source>Spin</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/machine.py" line="180"/>
        <source>Spin the time-progression machine (Space)</source>
        <translation>Die Zeitmaschine drehen (Leertaste)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/machine.py" line="181"/>
        <source>Click to spin</source>
        <translation>Zum Drehen klicken</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/machine.py" line="182"/>
        <source>Time-progression machine</source>
        <translation>Zeitmaschine</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="344"/>
        <source>The game&apos;s data folder cannot be used (%1): the game is not saved automatically. Game ▸ Save As… keeps it elsewhere.</source>
        <translation>Der Datenordner des Spiels ist nicht nutzbar (%1): Das Spiel wird nicht automatisch gespeichert. Spiel ▸ Speichern unter … sichert es woanders.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="358"/>
        <source>The game&apos;s log cannot be written (%1): the disk may be full.</source>
        <translation>Das Protokoll des Spiels kann nicht geschrieben werden (%1): Vielleicht ist der Datenträger voll.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/language.py" line="333"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="122"/>
        <location filename="../../gameofyear/ui/mainplay.py" line="161"/>
        <location filename="../../gameofyear/ui/mainsaves.py" line="287"/>
        <location filename="../../gameofyear/ui/mainsaves.py" line="424"/>
        <location filename="../../gameofyear/ui/mainwindow.py" line="502"/>
        <location filename="../../gameofyear/ui/mainwindow.py" line="611"/>
        <source>Game of the Year</source>
        <translation>Das Spiel des Jahres</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="503"/>
        <source>The almanac cannot be read again, so its texts stay as they were:</source>
        <translation>Der Almanach kann nicht neu gelesen werden, seine Texte bleiben also, wie sie waren:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="310"/>
        <source>The game goes on in English.</source>
        <extracomment>said in the log after View ▸ Language: write the name of your own language</extracomment>
        <translation>Das Spiel geht auf Deutsch weiter.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="320"/>
        <source>reached the last day</source>
        <translation>hat den letzten Tag erreicht</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="221"/>
        <source>Some settings could not be read and were reset: %1</source>
        <translation>Einige Einstellungen waren unlesbar und wurden zurückgesetzt: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="288"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="289"/>
        <source>Quic&amp;k Game</source>
        <translation>S&amp;chnelles Spiel</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="290"/>
        <source>&amp;Host a Network Game…</source>
        <translation>Netzwerkspiel &amp;eröffnen …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="291"/>
        <source>&amp;Join a Network Game…</source>
        <translation>Netzwerkspiel beitre&amp;ten …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="292"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="293"/>
        <source>Rep&amp;lay a Saved Game…</source>
        <translation>Gespeichertes Spiel &amp;wiedergeben …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="294"/>
        <source>Step through a saved game move by move, without playing it</source>
        <translation>Ein gespeichertes Spiel Zug um Zug ansehen, ohne es zu spielen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="295"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="296"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="297"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="516"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="299"/>
        <source>Take back your last choice, if it revealed no chance and no secret</source>
        <translation>Deine letzte Entscheidung zurücknehmen, wenn sie keinen Zufall und kein Geheimnis aufgedeckt hat</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="300"/>
        <source>Ask Again for Offers of &amp;Days</source>
        <translation>Wieder nach Tage&amp;angeboten fragen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="301"/>
        <source>Ask every person at the screen again whether to offer days</source>
        <translation>Alle am Bildschirm wieder fragen, ob sie Tage anbieten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="302"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="337"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="152"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="153"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="154"/>
        <source>&amp;Whole Board</source>
        <translation>&amp;Ganzer Spielplan</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="110"/>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="111"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="112"/>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="113"/>
        <source>&amp;Instant</source>
        <translation>S&amp;ofort</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="116"/>
        <source>Wait for a &amp;Click at Big Moments</source>
        <translation>Bei großen Momenten auf Klick &amp;warten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="117"/>
        <source>Your cards, bankruptcies, payments between players, swaps and quarter tokens stay on screen until you click or press a key</source>
        <translation>Deine Karten, Pleiten, Zahlungen zwischen Mitspielern, Platzwechsel und Quartalsmarken bleiben stehen, bis du klickst oder eine Taste drückst</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="120"/>
        <source>&amp;Mute</source>
        <translation>&amp;Stumm</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="64"/>
        <source>Le&amp;gend of the Board</source>
        <translation>&amp;Legende des Spielplans</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="65"/>
        <source>What the frames, marks and pictures of the squares mean</source>
        <translation>Was die Rahmen, Zeichen und Bilder der Felder bedeuten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="121"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="305"/>
        <source>S&amp;pin the Machine</source>
        <translation>Maschine &amp;drehen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="306"/>
        <source>&amp;Learn to Play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="62"/>
        <source>Almanac of &amp;Events</source>
        <translation>Almanach der &amp;Ereignisse</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="63"/>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="349"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="327"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="350"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="328"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="123"/>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="125"/>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="352"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="339"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="91"/>
        <source>%1. Saved %2; the leading pawn is on %3.</source>
        <translation>%1. Gespeichert %2; die vorderste Figur steht auf dem %3.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="101"/>
        <source>The latest autosave cannot be used, but its backup can.</source>
        <translation>Die letzte automatische Sicherung ist unbrauchbar, ihre Kopie aber nicht.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="102"/>
        <source>The autosave could not be used: %1</source>
        <translation>Die automatische Sicherung war unbrauchbar: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="110"/>
        <source>This window cannot save automatically: the game resumes without autosaving (the banner below says why); Game ▸ Save As… keeps it elsewhere.</source>
        <translation>Dieses Fenster kann nicht automatisch speichern: Das Spiel geht ohne automatisches Speichern weiter (der Streifen unten sagt, warum); Spiel ▸ Speichern unter … sichert es woanders.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/mainwindow.py" line="549"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weiteres.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="551"/>
        <source>The game cannot start</source>
        <translation>Das Spiel kann nicht starten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="552"/>
        <source>The game&apos;s content cannot be used, so no game can start:</source>
        <translation>Der Inhalt des Spiels ist unbrauchbar, also kann kein Spiel beginnen:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="556"/>
        <source>&lt;h1&gt;Game of the Year&lt;/h1&gt;&lt;p&gt;The game&apos;s content cannot be used, so no game can start.&lt;/p&gt;&lt;p&gt;First problem: %1&lt;/p&gt;&lt;p&gt;Correct it (or leave out --almanac) and start the game again.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Das Spiel des Jahres&lt;/h1&gt;&lt;p&gt;Der Inhalt des Spiels ist unbrauchbar, also kann kein Spiel beginnen.&lt;/p&gt;&lt;p&gt;Erstes Problem: %1&lt;/p&gt;&lt;p&gt;Behebe es (oder lass --almanac weg) und starte das Spiel neu.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/mainwindow.py" line="608"/>
        <source>Some texts of the almanac could not be used; English is shown instead (%n problem(s)).</source>
        <translation>
            <numerusform>Einige Texte des Almanachs sind unbrauchbar; stattdessen steht dort Englisch (%n Problem).</numerusform>
            <numerusform>Einige Texte des Almanachs sind unbrauchbar; stattdessen steht dort Englisch (%n Probleme).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="123"/>
        <source>Save the game in progress before leaving it?</source>
        <translation>Das laufende Spiel speichern, bevor du es verlässt?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="125"/>
        <source>If you do not, it is lost: the autosave keeps only the game on screen.</source>
        <translation>Sonst ist es verloren: Die automatische Sicherung behält nur das Spiel auf dem Bildschirm.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="162"/>
        <source>This edition cannot be used:</source>
        <translation>Diese Ausgabe ist unbrauchbar:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="156"/>
        <source>Sound off</source>
        <translation>Ton aus</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="157"/>
        <source>Sound on</source>
        <translation>Ton an</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="244"/>
        <source>Bankrupt!</source>
        <translation>Pleite!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="246"/>
        <source>A payment</source>
        <translation>Eine Zahlung</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="248"/>
        <source>Pawns change places</source>
        <translation>Figuren tauschen die Plätze</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="249"/>
        <source>Quarter tokens</source>
        <translation>Quartalsmarken</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="262"/>
        <source>Click or press a key to go on</source>
        <translation>Klick oder drück eine Taste, um weiterzuspielen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="300"/>
        <source>Click or press a key to go on.</source>
        <translation>Klick oder drück eine Taste, um weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="562"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="565"/>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="81"/>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="85"/>
        <source>%1 is playing…</source>
        <translation>%1 spielt …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/maintable.py" line="157"/>
        <source>computer playing…</source>
        <translation>Computer spielt …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="71"/>
        <source>spin the machine (Space)</source>
        <translation>Maschine drehen (Leertaste)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="72"/>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="123"/>
        <source>your decision</source>
        <translation>deine Entscheidung</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="74"/>
        <source>%1, spin!</source>
        <translation>%1, dreh!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="92"/>
        <source>%1, spin the machine: click it or press Space.</source>
        <translation>%1, dreh die Maschine: Klick sie an oder drück die Leertaste.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="124"/>
        <source>click the marked square again or press Return to confirm, Esc to change</source>
        <translation>klick das markierte Feld noch einmal an oder drück Enter zum Bestätigen, Esc zum Ändern</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="283"/>
        <source>Everybody at the screen will be asked again whether to offer days.</source>
        <translation>Alle am Bildschirm werden wieder gefragt, ob sie Tage anbieten.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="272"/>
        <source>%1 offers nothing from now on (Game ▸ Ask Again for Offers of Days).</source>
        <translation>%1 bietet ab jetzt nichts mehr an (Spiel ▸ Wieder nach Tageangeboten fragen).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="200"/>
        <source>your turn</source>
        <translation>du bist dran</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="201"/>
        <source>playing…</source>
        <translation>spielt …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="243"/>
        <source>%1: nothing to claim right now.</source>
        <translation>%1: Gerade gibt es nichts einzufordern.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="82"/>
        <source>The game cannot be saved automatically: %1. It goes on; Game ▸ Save As… keeps it elsewhere.</source>
        <translation>Das Spiel kann nicht automatisch gespeichert werden: %1. Es geht weiter; Spiel ▸ Speichern unter … sichert es woanders.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="87"/>
        <source>process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="87"/>
        <source>another process</source>
        <translation>ein anderer Prozess</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="90"/>
        <source>Another copy of Game of the Year is open (%1): this window does not save automatically. Game ▸ Save As… keeps its game.</source>
        <translation>Das Spiel des Jahres ist schon einmal geöffnet (%1): Dieses Fenster speichert nicht automatisch. Spiel ▸ Speichern unter … sichert sein Spiel.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="128"/>
        <source>The list of recent games could not be read and was cleared.</source>
        <translation>Die Liste der letzten Spiele war unlesbar und wurde geleert.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="163"/>
        <source>The game cannot be saved: %1. It goes on; Game ▸ Save As… keeps it elsewhere.</source>
        <translation>Das Spiel kann nicht gespeichert werden: %1. Es geht weiter; Spiel ▸ Speichern unter … sichert es woanders.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="172"/>
        <source>The earlier game was kept as %1 (Game ▸ Open).</source>
        <translation>Das frühere Spiel wurde als %1 aufbewahrt (Spiel ▸ Öffnen).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="201"/>
        <source>Game of the Year %1</source>
        <translation>Das Spiel des Jahres %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="202"/>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="203"/>
        <source>Game of the Year saves (*.json)</source>
        <translation>Spielstände von „Das Spiel des Jahres“ (*.json)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="220"/>
        <source>The game was not saved</source>
        <translation>Das Spiel wurde nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="221"/>
        <source>The game could not be saved to %1:
%2</source>
        <translation>Das Spiel konnte nicht unter %1 gespeichert werden:
%2</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="229"/>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="251"/>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="252"/>
        <location filename="../../gameofyear/ui/mainscreens.py" line="356"/>
        <source>Game of the Year saves (*.json);;All files (*)</source>
        <translation>Spielstände von „Das Spiel des Jahres“ (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="276"/>
        <source>It was taken off the recent games.</source>
        <translation>Die Datei wurde aus den letzten Spielen entfernt.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="277"/>
        <location filename="../../gameofyear/ui/mainscreens.py" line="276"/>
        <source>This game cannot be opened</source>
        <translation>Dieses Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="544"/>
        <source>%1 takes back the last choice.</source>
        <translation>%1 nimmt die letzte Entscheidung zurück.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="273"/>
        <location filename="../../gameofyear/ui/mainscreens.py" line="277"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 kann nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="61"/>
        <source>How to &amp;Play</source>
        <translation>So wird &amp;gespielt</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="288"/>
        <source>This game needs its house almanac:
%1

Choose the almanac&apos;s folder.</source>
        <translation>Dieses Spiel braucht seinen Hausalmanach:
%1

Wähle den Ordner des Almanachs.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="290"/>
        <source>The Game&apos;s House Almanac</source>
        <translation>Der Hausalmanach des Spiels</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="376"/>
        <source>The game goes on (saved %1).</source>
        <translation>Das Spiel geht weiter (gespeichert %1).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="398"/>
        <source>The almanac has changed</source>
        <translation>Der Almanach hat sich geändert</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="415"/>
        <source>No recent games</source>
        <translation>Keine letzten Spiele</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="419"/>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="426"/>
        <source>%1 — Game of the Year</source>
        <translation>%1 — Das Spiel des Jahres</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="463"/>
        <source>The latest autosave cannot be used, but its backup can. Resume the game of %1, %2, from the backup?</source>
        <translation>Die letzte automatische Sicherung ist unbrauchbar, ihre Kopie aber nicht. Das Spiel vom %1, %2, aus der Kopie fortsetzen?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="465"/>
        <source>Resume the game of %1, %2?</source>
        <translation>Das Spiel vom %1, %2, fortsetzen?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="498"/>
        <source>Resumed from the backup of the autosave.</source>
        <translation>Aus der Kopie der automatischen Sicherung fortgesetzt.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="514"/>
        <source>&amp;Undo %1&apos;s Choice</source>
        <translation>Entscheidung von %1 &amp;rückgängig machen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="534"/>
        <source>There is no choice to take back now.</source>
        <translation>Gerade gibt es keine Entscheidung zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="321"/>
        <source>The half-year is over.</source>
        <translation>Das Halbjahr ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="322"/>
        <source>The quarter is over.</source>
        <translation>Das Quartal ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="323"/>
        <source>The year is over.</source>
        <translation>Das Jahr ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="355"/>
        <source>Replay a Saved Game</source>
        <translation>Gespeichertes Spiel wiedergeben</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardanswers.py" line="149"/>
        <source>&lt;p&gt;A plain day: days can be bought or offered from here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein leerer Tag: Von hier aus kann man Tage kaufen oder angeboten bekommen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="87"/>
        <source>About Game of the Year</source>
        <translation>Über „Das Spiel des Jahres“</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="88"/>
        <source>&lt;h2&gt;Game of the Year %1&lt;/h2&gt;&lt;p&gt;The 1980s family calendar game &lt;i&gt;Le Jeu de l&apos;Année&lt;/i&gt; for the desktop.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Das Spiel des Jahres %1&lt;/h2&gt;&lt;p&gt;Das Familien-Kalenderspiel &lt;i&gt;Le Jeu de l&apos;Année&lt;/i&gt; aus den 1980er-Jahren für den Computer.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MatchTable</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="42"/>
        <source>%1 win the match with %n token(s) (target %2).</source>
        <translation>
            <numerusform>%1 gewinnen das Match mit %n Marke (Ziel %2).</numerusform>
            <numerusform>%1 gewinnen das Match mit %n Marken (Ziel %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="44"/>
        <source>%1 wins the match with %n token(s) (target %2).</source>
        <translation>
            <numerusform>%1 gewinnt das Match mit %n Marke (Ziel %2).</numerusform>
            <numerusform>%1 gewinnt das Match mit %n Marken (Ziel %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="46"/>
        <source>%1 are level at %n token(s), past the target of %2: another year decides.</source>
        <translation>
            <numerusform>%1 liegen gleichauf bei %n Marke, über dem Ziel von %2: ein weiteres Jahr entscheidet.</numerusform>
            <numerusform>%1 liegen gleichauf bei %n Marken, über dem Ziel von %2: ein weiteres Jahr entscheidet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="48"/>
        <source>After year %3, %1 share the lead with %n token(s); the match is played to %2.</source>
        <translation>
            <numerusform>Nach Jahr %3 teilen sich %1 die Führung mit %n Marke; das Match geht bis %2.</numerusform>
            <numerusform>Nach Jahr %3 teilen sich %1 die Führung mit %n Marken; das Match geht bis %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="50"/>
        <source>After year %3, %1 lead with %n token(s); the match is played to %2.</source>
        <translation>
            <numerusform>Nach Jahr %3 führen %1 mit %n Marke; das Match geht bis %2.</numerusform>
            <numerusform>Nach Jahr %3 führen %1 mit %n Marken; das Match geht bis %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="52"/>
        <source>After year %3, %1 leads with %n token(s); the match is played to %2.</source>
        <translation>
            <numerusform>Nach Jahr %3 führt %1 mit %n Marke; das Match geht bis %2.</numerusform>
            <numerusform>Nach Jahr %3 führt %1 mit %n Marken; das Match geht bis %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="103"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="103"/>
        <location filename="../../gameofyear/ui/matchtable.py" line="143"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="103"/>
        <source>Tokens</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="103"/>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="143"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="144"/>
        <source>Year %1</source>
        <translation>Jahr %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="145"/>
        <source>Total (to %1)</source>
        <translation>Summe (bis %1)</translation>
    </message>
</context>
<context>
    <name>NetworkGameWindow</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="380"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="347"/>
        <source>Network Game</source>
        <translation>Netzwerkspiel</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="139"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="490"/>
        <source>Connecting…</source>
        <translation>Verbinde …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="348"/>
        <source>Claim What Is Owed to Me</source>
        <translation>Einfordern, was mir zusteht</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="349"/>
        <source>Claim what you are owed for your lucky number or a birthday, while the pawn is still on that square</source>
        <translation>Fordere ein, was dir für deine Glückszahl oder einen Geburtstag zusteht, solange die Figur noch auf dem Feld steht</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="135"/>
        <source>Joining the game…</source>
        <translation>Du trittst dem Spiel bei …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="329"/>
        <source>&amp;Undo — not in a network game</source>
        <translation>&amp;Rückgängig — nicht im Netzwerkspiel</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="330"/>
        <source>In a network game nobody takes a move back: every player has already seen it.</source>
        <translation>Im Netzwerkspiel nimmt niemand einen Zug zurück: Alle haben ihn schon gesehen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="333"/>
        <source>S&amp;pin the Machine</source>
        <translation>Maschine &amp;drehen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="334"/>
        <source>Ask Again for Offers of &amp;Days</source>
        <translation>Wieder nach Tage&amp;angeboten fragen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="335"/>
        <source>The Year in &amp;Review…</source>
        <translation>&amp;Jahresrückblick …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="336"/>
        <source>&amp;Leave the Network Game</source>
        <translation>Netzwerkspiel &amp;verlassen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="470"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="474"/>
        <source>The connection is back: the game goes on.</source>
        <translation>Die Verbindung ist wieder da: Das Spiel geht weiter.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="475"/>
        <source>Reconnected to the game.</source>
        <translation>Wieder mit dem Spiel verbunden.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="478"/>
        <source>The connection to the game was lost; reconnecting by itself…</source>
        <translation>Die Verbindung zum Spiel ist abgerissen; sie wird von selbst wiederhergestellt …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="482"/>
        <source>Connection lost: reconnecting in %1 s (attempt %2)…</source>
        <translation>Verbindung verloren: neuer Versuch in %1 s (Versuch %2) …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="487"/>
        <source>The server refused: %1</source>
        <translation>Der Server lehnt ab: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="674"/>
        <source>Leave the game you host? It stops for everybody until you take it up again from the welcome screen.</source>
        <translation>Das Spiel verlassen, das du ausrichtest? Es hält für alle an, bis du es auf dem Startbildschirm wieder aufnimmst.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="676"/>
        <source>Leave the game? A computer plays for you until you rejoin it from the welcome screen.</source>
        <translation>Das Spiel verlassen? Der Computer spielt für dich, bis du auf dem Startbildschirm wieder beitrittst.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="680"/>
        <source>Leave the Network Game</source>
        <translation>Netzwerkspiel verlassen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="345"/>
        <source>Network Game — %1</source>
        <translation>Netzwerkspiel — %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netinvitations.py" line="106"/>
        <source>&amp;Invitations…</source>
        <translation>&amp;Einladungen…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="530"/>
        <source>person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="530"/>
        <source>person, away</source>
        <translation>Mensch, gerade weg</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="531"/>
        <source>a computer plays meanwhile</source>
        <translation>ein Computer spielt so lange</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="534"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="381"/>
        <source>Someone else has taken this seat. Take it back?</source>
        <translation>Jemand anderes hat diesen Platz eingenommen. Zurückholen?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="383"/>
        <source>Another window joined the game with this seat&apos;s invitation code. Take the seat back here, or leave the game to that window.</source>
        <translation>Ein anderes Fenster ist dem Spiel mit dem Einladungscode dieses Platzes beigetreten. Holen Sie den Platz hierher zurück oder überlassen Sie das Spiel jenem Fenster.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="386"/>
        <source>Take It Back</source>
        <translation>Zurückholen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="388"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="617"/>
        <source>Taking the seat back…</source>
        <translation>Der Platz wird zurückgeholt…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="625"/>
        <source>Too late to claim: the pawn has moved on.</source>
        <translation>Zu spät zum Einfordern: Die Figur ist schon weitergezogen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/netwindow.py" line="665"/>
        <source>%1. %2: %n token(s), %3</source>
        <translation>
            <numerusform>%1. %2: %n Marke, %3</numerusform>
            <numerusform>%1. %2: %n Marken, %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="252"/>
        <source>The game&apos;s port was taken: send the remote players their new lines.</source>
        <translation>Der Port des Spiels war belegt: Schick den Mitspielern aus der Ferne ihre neuen Zeilen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="645"/>
        <source>The year is over: %1 wins.</source>
        <translation>Das Jahr ist vorbei: %1 gewinnt.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="118"/>
        <source>Host a Network Game</source>
        <translation>Netzwerkspiel eröffnen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="120"/>
        <source>The network game you host (%1) is not over. Take it up again? The remote players&apos; windows come back to it by themselves.</source>
        <translation>Das Netzwerkspiel, das du eröffnet hast (%1), ist noch nicht vorbei. Willst du es fortsetzen? Die Fenster der Mitspieler aus der Ferne kehren von selbst dorthin zurück.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="124"/>
        <source>Take It Up Again</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="126"/>
        <source>Host a New Game</source>
        <translation>Neues Spiel eröffnen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="197"/>
        <location filename="../../gameofyear/ui/nethosting.py" line="258"/>
        <source>%1&apos;s game</source>
        <translation>Das Spiel von %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="292"/>
        <source>No invitation can be written for this address (%1).</source>
        <translation>Für diese Adresse kann keine Einladung geschrieben werden (%1).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="304"/>
        <source>The game cannot be hosted: its certificate cannot be kept (%1).</source>
        <translation>Das Spiel kann nicht ausgerichtet werden: Sein Zertifikat kann nicht gespeichert werden (%1).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netnotes.py" line="150"/>
        <source>Waiting for the host&apos;s game at %1 (it comes back when the host opens it)…</source>
        <translation>Warte auf das Spiel des Gastgebers bei %1 (es kommt zurück, sobald der Gastgeber es öffnet)…</translation>
    </message>
</context>
<context>
    <name>NetworkGathering</name>
    <message>
        <location filename="../../gameofyear/ui/netgathering.py" line="34"/>
        <source>Waiting for %1 to join…</source>
        <translation>Warten, bis %1 beitreten…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netgathering.py" line="50"/>
        <location filename="../../gameofyear/ui/netgathering.py" line="75"/>
        <source>Start now</source>
        <translation>Jetzt beginnen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netgathering.py" line="76"/>
        <source>Start now: a computer plays for %1?</source>
        <translation>Jetzt beginnen: ein Computer spielt für %1?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="93"/>
        <source>Classic — Le Jeu de l&apos;Année (francs)</source>
        <translation>Klassisch — Le Jeu de l&apos;Année (Franc)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="94"/>
        <source>Italian — Il Gioco dell&apos;Anno (lire)</source>
        <translation>Italienisch — Il Gioco dell&apos;Anno (Lire)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="102"/>
        <source>Beginner (plays at random)</source>
        <translation>Anfänger (spielt zufällig)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="103"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="104"/>
        <source>Basic</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="105"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="106"/>
        <source>Expert (thinks ahead)</source>
        <translation>Profi (denkt voraus)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="171"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="172"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="173"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="174"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="175"/>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="176"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="177"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="178"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="272"/>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="235"/>
        <location filename="../../gameofyear/ui/newgameparts.py" line="301"/>
        <source>Player 1</source>
        <translation>Person 1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="104"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="112"/>
        <source>Who is playing this year?</source>
        <translation>Wer spielt dieses Jahr mit?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="121"/>
        <source>Number of players:</source>
        <translation>Anzahl der Mitspieler:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="139"/>
        <source>Edition:</source>
        <translation>Ausgabe:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="153"/>
        <source>Pawn</source>
        <translation>Figur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="153"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="153"/>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="153"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="154"/>
        <source>Born</source>
        <translation>Geboren</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="154"/>
        <source>Sign, age</source>
        <translation>Sternzeichen, Alter</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="154"/>
        <source>Sex</source>
        <translation>Geschlecht</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="154"/>
        <source>Facts</source>
        <translation>Angaben</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="180"/>
        <source>House rule: claim lucky-number and birthday money yourself (forget it and it is lost once the pawn moves on)</source>
        <translation>Hausregel: Geld für Glückszahl und Geburtstag selbst einfordern (wer es vergisst, verliert es, sobald die Figur weiterzieht)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="191"/>
        <source>Quick game</source>
        <translation>Schnelles Spiel</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="193"/>
        <source>You against three computers, right away</source>
        <translation>Du gegen drei Computer, sofort</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="195"/>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="303"/>
        <source>Every player needs a name.</source>
        <translation>Alle brauchen einen Namen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="311"/>
        <source>Two players are called “%1”: please tell them apart.</source>
        <translation>Zwei heißen „%1“: Bitte unterscheide sie.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="464"/>
        <source>The youngest player starts: %1.</source>
        <translation>Die jüngste Person fängt an: %1.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="466"/>
        <source>The youngest player starts.</source>
        <translation>Die jüngste Person fängt an.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="467"/>
        <source>Each player gets a lucky number, drawn in secret.</source>
        <translation>Alle bekommen eine geheim gezogene Glückszahl.</translation>
    </message>
</context>
<context>
    <name>PlayAsBox</name>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="45"/>
        <source>New profile…</source>
        <translation>Neues Profil…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="46"/>
        <source>Play as:</source>
        <translation>Spielen als:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="49"/>
        <source>your name</source>
        <translation>dein Name</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="54"/>
        <source>Prefer not to say</source>
        <translation>Möchte ich nicht sagen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="55"/>
        <source>Female</source>
        <translation>Weiblich</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="56"/>
        <source>Male</source>
        <translation>Männlich</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="57"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="57"/>
        <source>Born:</source>
        <translation>Geboren:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="57"/>
        <source>Sex:</source>
        <translation>Geschlecht:</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="193"/>
        <source>person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="193"/>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="295"/>
        <source>Claim!</source>
        <translation>Einfordern!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="296"/>
        <source>Claim what you are owed for your lucky number or a birthday, while the pawn is still on that square</source>
        <translation>Fordere ein, was dir für deine Glückszahl oder einen Geburtstag zusteht, solange die Figur noch auf dem Feld steht</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="374"/>
        <source>Savings book %1</source>
        <translation>Sparbuch %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="376"/>
        <source>%n loan(s): %1 owed</source>
        <translation>
            <numerusform>%n Kredit: %1 geschuldet</numerusform>
            <numerusform>%n Kredite: %1 geschuldet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="381"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Marke</numerusform>
            <numerusform>%n Marken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="383"/>
        <source>%n vacation card(s)</source>
        <translation>
            <numerusform>%n Urlaubskarte</numerusform>
            <numerusform>%n Urlaubskarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="385"/>
        <source>%n kept card(s)</source>
        <translation>
            <numerusform>%n aufbewahrte Karte</numerusform>
            <numerusform>%n aufbewahrte Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="387"/>
        <source>BANKRUPT</source>
        <translation>PLEITE</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="389"/>
        <source>loses next turn</source>
        <translation>setzt nächstes Mal aus</translation>
    </message>
</context>
<context>
    <name>PledgeDialog</name>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="304"/>
        <source>Offer days to {name}?</source>
        <translation>{name} Tage anbieten?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="305"/>
        <source>{name} stands on {date}. Every day you offer costs you {price}, and {name}&apos;s pawn moves by all the days offered.</source>
        <translation>{name} steht auf dem {date}. Jeder Tag, den du anbietest, kostet dich {price}, und die Figur von {name} zieht um alle angebotenen Tage weiter.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="308"/>
        <source>Already offered by the others: %n day(s).</source>
        <translation>
            <numerusform>Schon von den anderen angeboten: %n Tag.</numerusform>
            <numerusform>Schon von den anderen angeboten: %n Tage.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="310"/>
        <source>Nobody has offered any days yet.</source>
        <translation>Bisher hat niemand Tage angeboten.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="312"/>
        <source>From now on, offer nothing without asking me (this &amp;year)</source>
        <translation>Ab jetzt nichts anbieten, ohne mich zu fragen (dieses &amp;Jahr)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="314"/>
        <source>Your later offers are answered with nothing, so that the game does not stop for you on every turn of the others.</source>
        <translation>Deine späteren Angebote lauten „nichts“, damit das Spiel nicht bei jedem Zug der anderen auf dich wartet.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="323"/>
        <source>Then asked at this screen, each for their own days: {names}.</source>
        <translation>Danach an diesem Bildschirm gefragt, jede und jeder für die eigenen Tage: {names}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="333"/>
        <source>Offer &amp;nothing</source>
        <translation>&amp;Nichts anbieten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="337"/>
        <source>&amp;Offer %n day(s)</source>
        <translation>
            <numerusform>%n Tag an&amp;bieten</numerusform>
            <numerusform>%n Tage an&amp;bieten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="344"/>
        <source>{name}&apos;s pawn stays on {date}.</source>
        <translation>Die Figur von {name} bleibt auf dem {date}.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="231"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="232"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="232"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="232"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="233"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="236"/>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="237"/>
        <source>Wait for a click or a key at my big moments</source>
        <translation>Bei meinen großen Momenten auf einen Klick oder eine Taste warten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="238"/>
        <source>A card you draw, a bankruptcy, a payment between players, a swap and a quarter&apos;s tokens stay on screen until you click or press a key</source>
        <translation>Eine Karte, die du ziehst, eine Pleite, eine Zahlung zwischen Mitspielern, ein Platzwechsel und die Marken eines Quartals bleiben stehen, bis du klickst oder eine Taste drückst</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="240"/>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="241"/>
        <source>Mute (M)</source>
        <translation>Stumm (M)</translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="113"/>
        <source>A question for the whole table</source>
        <translation>Eine Frage an die ganze Runde</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="115"/>
        <source>A question for {name}</source>
        <translation>Eine Frage an {name}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="119"/>
        <source>Everybody agrees, and {name} answers for the table.</source>
        <translation>Alle sind sich einig, und {name} antwortet für die Runde.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="121"/>
        <source>Answer honestly: the others are watching!</source>
        <translation>Antworte ehrlich: Die anderen schauen zu!</translation>
    </message>
</context>
<context>
    <name>QuickProfileDialog</name>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="59"/>
        <source>Before the year begins</source>
        <translation>Bevor das Jahr beginnt</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="67"/>
        <source>Who are you?</source>
        <translation>Wer bist du?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="70"/>
        <source>The almanac treats every player for who they really are. Three answers, once: they are kept for your next games.</source>
        <translation>Der Almanach nimmt alle so, wie sie wirklich sind. Drei Antworten, ein einziges Mal: Sie bleiben für deine nächsten Spiele gespeichert.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="79"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="80"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="86"/>
        <source>d MMMM yyyy</source>
        <extracomment>Qt&apos;s format of a birth date (d: day, MMMM: the month&apos;s name, yyyy: the year); write it as your language writes a date (&quot;d. MMMM yyyy&quot; in German)</extracomment>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="89"/>
        <source>Your birth date</source>
        <translation>Dein Geburtsdatum</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="90"/>
        <source>&amp;Born on:</source>
        <translation>&amp;Geboren am:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="92"/>
        <source>Your birthday square pays you, some days count your age, and your sign protects you on its days.</source>
        <translation>Dein Geburtstagsfeld bringt dir Geld, manche Tage fragen nach deinem Alter, und dein Sternzeichen schützt dich an seinen Tagen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="100"/>
        <source>&amp;Woman</source>
        <translation>&amp;Frau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="101"/>
        <source>&amp;Man</source>
        <translation>&amp;Mann</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="102"/>
        <source>&amp;Prefer not to say</source>
        <translation>&amp;Keine Angabe</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="108"/>
        <source>Some days are for women or for men only (23 January, 28 October…). If you prefer not to say, those days do nothing for you, for good or bad; you can change this in Game ▸ New Game.</source>
        <translation>Manche Tage gelten nur für Frauen oder nur für Männer (23. Januar, 28. Oktober …). Machst du keine Angabe, passiert dir an diesen Tagen nichts, weder Gutes noch Schlechtes; ändern kannst du das unter Spiel ▸ Neues Spiel.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="118"/>
        <source>&amp;Start the Year</source>
        <translation>Das Jahr &amp;beginnen</translation>
    </message>
</context>
<context>
    <name>QuizAttemptDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="152"/>
        <source>Quiz time!</source>
        <translation>Quizzeit!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="155"/>
        <source>The other players will judge whether you manage it. Will you try?</source>
        <translation>Die anderen entscheiden, ob du es schaffst. Versuchst du es?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="160"/>
        <source>&amp;Yes, I&apos;ll try</source>
        <translation>&amp;Ja, ich versuche es</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="164"/>
        <source>&amp;No, I pass</source>
        <translation>&amp;Nein, ich passe</translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="333"/>
        <source>Quiz time!</source>
        <translation>Quizzeit!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/pickdialogs.py" line="335"/>
        <source>Type %n different answer(s). Small spelling mistakes are forgiven.</source>
        <translation>
            <numerusform>Tipp %n Antwort ein. Kleine Tippfehler sind erlaubt.</numerusform>
            <numerusform>Tipp %n verschiedene Antworten ein. Kleine Tippfehler sind erlaubt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="347"/>
        <source>Answer {n}</source>
        <translation>Antwort {n}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="358"/>
        <source>I &amp;don&apos;t know</source>
        <translation>Weiß ich &amp;nicht</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="359"/>
        <source>&amp;Answer</source>
        <translation>&amp;Antworten</translation>
    </message>
</context>
<context>
    <name>Reach</name>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="59"/>
        <source>Your router forwards port {port} to this machine: players in other homes join at {public}, players on this network at {lan}.</source>
        <translation>Dein Router leitet Port {port} an diesen Rechner weiter: Mitspieler aus anderen Haushalten treten unter {public} bei, Mitspieler in diesem Netzwerk unter {lan}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="61"/>
        <source>The router was not asked to open port {port}: players in other homes cannot join this game at this address.</source>
        <translation>Der Router wurde nicht gebeten, Port {port} zu öffnen: Mitspieler aus anderen Haushalten können diesem Spiel unter dieser Adresse nicht beitreten.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="63"/>
        <source>This copy of the game cannot ask the router to open port {port} (its UPnP library is missing).</source>
        <translation>Diese Kopie des Spiels kann den Router nicht bitten, Port {port} zu öffnen (ihr fehlt die UPnP-Bibliothek).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="65"/>
        <source>No router answered the request to open port {port} (UPnP is off on the router, or it has none): players in other homes cannot join this game at this address.</source>
        <translation>Kein Router hat auf die Bitte geantwortet, Port {port} zu öffnen (UPnP ist am Router ausgeschaltet oder fehlt ihm): Mitspieler aus anderen Haushalten können diesem Spiel unter dieser Adresse nicht beitreten.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="68"/>
        <source>A device answered, but not a router that opens ports ({detail}): players in other homes cannot join this game at this address.</source>
        <translation>Ein Gerät hat geantwortet, aber kein Router, der Ports öffnet ({detail}): Mitspieler aus anderen Haushalten können diesem Spiel unter dieser Adresse nicht beitreten.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="70"/>
        <source>The router refused to open port {port} ({detail}): players in other homes cannot join this game at this address.</source>
        <translation>Der Router hat sich geweigert, Port {port} zu öffnen ({detail}): Mitspieler aus anderen Haushalten können diesem Spiel unter dieser Adresse nicht beitreten.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="72"/>
        <source>The router&apos;s own address {public} is not public (the provider puts another router between it and the internet): players in other homes cannot join this game at this address.</source>
        <translation>Die eigene Adresse des Routers, {public}, ist nicht öffentlich (der Anbieter schaltet einen weiteren Router zwischen ihn und das Internet): Mitspieler aus anderen Haushalten können diesem Spiel unter dieser Adresse nicht beitreten.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="78"/>
        <source>Checked from outside by {checker}: the game answers at {seen}.</source>
        <translation>Von außen geprüft durch {checker}: Das Spiel antwortet unter {seen}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="79"/>
        <source>Checked from outside by {checker}: nothing answers at {seen} ({why}), so players in other homes cannot join there yet.</source>
        <translation>Von außen geprüft durch {checker}: Unter {seen} antwortet nichts ({why}), Spieler in anderen Haushalten können dort also noch nicht beitreten.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="81"/>
        <source>It could not be checked from outside: {checker} did not help ({why}).</source>
        <translation>Von außen konnte nicht geprüft werden: {checker} half nicht ({why}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="83"/>
        <source>Checked from outside by {checker}: the game answers at {seen} (the port is forwarded in the router&apos;s settings): players in other homes join there, players on this network at {lan}.</source>
        <translation>Von außen geprüft durch {checker}: Das Spiel antwortet unter {seen} (der Port ist in den Einstellungen des Routers weitergeleitet): Spieler in anderen Haushalten treten dort bei, Spieler in diesem Netzwerk unter {lan}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="86"/>
        <source>Whether it answers from outside was not checked: give a gameofyear serve to check with when you host.</source>
        <translation>Ob es von außen antwortet, wurde nicht geprüft: Geben Sie beim Ausrichten einen gameofyear serve zum Prüfen an.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="88"/>
        <source>Players on this network join at {lan}. For players in other homes, forward TCP port {port} to {address} in the router&apos;s settings and send them your public address instead, or play on a gameofyear serve that every player can reach (its address typed in their invitations).</source>
        <translation>Mitspieler in diesem Netzwerk treten unter {lan} bei. Für Mitspieler aus anderen Haushalten leite in den Einstellungen des Routers den TCP-Port {port} an {address} weiter und schick ihnen stattdessen deine öffentliche Adresse, oder ihr spielt auf einem Server mit gameofyear serve, den alle Mitspieler erreichen können (seine Adresse in ihren Einladungen eingetragen).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="284"/>
        <source>Asking your home&apos;s router whether players in other homes can reach this game… Players in this home can join already.</source>
        <translation>Der Router deines Zuhauses wird gefragt, ob Mitspieler aus anderen Häusern dieses Spiel erreichen können … Wer bei dir zu Hause ist, kann schon beitreten.</translation>
    </message>
</context>
<context>
    <name>RearrangeDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="181"/>
        <source>April Fools&apos; Day: move your opponents!</source>
        <translation>1. April: Versetz deine Mitspieler!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="182"/>
        <source>Put each opponent&apos;s pawn on one of their squares, as you please. Your own pawn stays where it is.</source>
        <translation>Stell die Figuren deiner Mitspieler nach Belieben auf eines ihrer Felder. Deine eigene Figur bleibt, wo sie ist.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="205"/>
        <source>{name} on {date}</source>
        <translation>{name} auf dem {date}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="229"/>
        <source>★ Suggested: the pawns furthest ahead go back to the earliest squares. In grey italics: the pawn stays where it is.</source>
        <translation>★ Vorschlag: Die vordersten Figuren kommen auf die frühesten Felder. Grau und kursiv: Die Figur bleibt, wo sie ist.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="219"/>
        <source>★ {row}</source>
        <translation>★ {row}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="226"/>
        <source>Where each opponent goes</source>
        <translation>Wohin jede Figur der Mitspieler kommt</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="234"/>
        <source>&amp;Rearrange</source>
        <translation>&amp;Neu verteilen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="274"/>
        <source>{name} → {date} (stays)</source>
        <translation>{name} → {date} (bleibt)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="276"/>
        <source>{name} → {date}</source>
        <translation>{name} → {date}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="124"/>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="128"/>
        <source>The board</source>
        <translation>Der Spielplan</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="135"/>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="153"/>
        <source>Decision shown</source>
        <translation>Gezeigte Entscheidung</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="155"/>
        <source>◀ P&amp;revious</source>
        <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="158"/>
        <location filename="../../gameofyear/ui/replayview.py" line="218"/>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="162"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Weiter ▶</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="202"/>
        <source>Decision %1 of %2 — %3&apos;s turn</source>
        <translation>Entscheidung %1 von %2 — %3 ist am Zug</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="218"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
</context>
<context>
    <name>ReplayPlayers</name>
    <message>
        <location filename="../../gameofyear/ui/replayplayers.py" line="36"/>
        <source>The players</source>
        <translation>Die Spieler</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/replayplayers.py" line="70"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Marke</numerusform>
            <numerusform>%n Marken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="70"/>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="71"/>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="72"/>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="73"/>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="74"/>
        <source>5th</source>
        <translation>5.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="75"/>
        <source>6th</source>
        <translation>6.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="77"/>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="428"/>
        <source>%1 both have %n token(s): money decides.</source>
        <translation>
            <numerusform>%1 haben beide %n Marke: Das Geld entscheidet.</numerusform>
            <numerusform>%1 haben beide %n Marken: Das Geld entscheidet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="430"/>
        <source>%1 all have %n token(s): money decides.</source>
        <translation>
            <numerusform>%1 haben alle %n Marke: Das Geld entscheidet.</numerusform>
            <numerusform>%1 haben alle %n Marken: Das Geld entscheidet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="436"/>
        <source>%1 have the same tokens and money: they share %2 place.</source>
        <translation>%1 haben gleich viele Marken und gleich viel Geld: Sie teilen sich den %2 Platz.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="499"/>
        <source>The half-year is over</source>
        <translation>Das Halbjahr ist vorbei</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="499"/>
        <source>The quarter is over</source>
        <translation>Das Quartal ist vorbei</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="500"/>
        <source>The year is over</source>
        <translation>Das Jahr ist vorbei</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="534"/>
        <source>Most tokens wins; with equal tokens, most money; still equal: a shared place.</source>
        <translation>Die meisten Marken gewinnen; bei gleich vielen Marken das meiste Geld; ist auch das gleich, teilt man sich den Platz.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="561"/>
        <source>Tokens through the year</source>
        <translation>Marken im Lauf des Jahres</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="561"/>
        <location filename="../../gameofyear/ui/results.py" line="563"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="563"/>
        <source>Money through the year</source>
        <translation>Geld im Lauf des Jahres</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="576"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="581"/>
        <source>The Year in &amp;Review…</source>
        <translation>&amp;Jahresrückblick …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="585"/>
        <source>Re&amp;play…</source>
        <translation>&amp;Wiedergabe …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="589"/>
        <source>Next &amp;year</source>
        <translation>&amp;Nächstes Jahr</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="597"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="646"/>
        <source>Player %1</source>
        <translation>Person %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="655"/>
        <source>%1 share first place with %n token(s)!</source>
        <translation>
            <numerusform>%1 teilen sich den ersten Platz mit %n Marke!</numerusform>
            <numerusform>%1 teilen sich den ersten Platz mit %n Marken!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="657"/>
        <source>%1 wins the half-year with %n token(s)!</source>
        <translation>
            <numerusform>%1 gewinnt das Halbjahr mit %n Marke!</numerusform>
            <numerusform>%1 gewinnt das Halbjahr mit %n Marken!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="659"/>
        <source>%1 wins the quarter with %n token(s)!</source>
        <translation>
            <numerusform>%1 gewinnt das Quartal mit %n Marke!</numerusform>
            <numerusform>%1 gewinnt das Quartal mit %n Marken!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="661"/>
        <source>%1 wins the year with %n token(s)!</source>
        <translation>
            <numerusform>%1 gewinnt das Jahr mit %n Marke!</numerusform>
            <numerusform>%1 gewinnt das Jahr mit %n Marken!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="668"/>
        <source>%1 reached the last day first: +%n token(s).</source>
        <translation>
            <numerusform>Als Erstes am letzten Tag: %1, +%n Marke.</numerusform>
            <numerusform>Als Erstes am letzten Tag: %1, +%n Marken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="671"/>
        <source>%1 was second at that moment: +%n token(s).</source>
        <translation>
            <numerusform>%1 lag in diesem Moment an zweiter Stelle: +%n Marke.</numerusform>
            <numerusform>%1 lag in diesem Moment an zweiter Stelle: +%n Marken.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="686"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="686"/>
        <source>Player</source>
        <translation>Person</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="686"/>
        <source>Tokens</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="686"/>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="699"/>
        <source>%1 (shared)</source>
        <translation>%1 (geteilt)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="40"/>
        <source>How to Play</source>
        <translation>So wird gespielt</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="34"/>
        <source>the file is not there (it was moved or deleted)</source>
        <translation>die Datei ist nicht mehr da (sie wurde verschoben oder gelöscht)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="36"/>
        <source>the game may not read this file (no permission)</source>
        <translation>das Spiel darf diese Datei nicht lesen (keine Berechtigung)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="38"/>
        <source>it is a folder, not a save file</source>
        <translation>das ist ein Ordner, kein gespeichertes Spiel</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="40"/>
        <source>it is not a file but a device, a pipe or a socket</source>
        <translation>das ist keine Datei, sondern ein Gerät, eine Pipe oder ein Socket</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="42"/>
        <source>it is far too large to be a save</source>
        <translation>sie ist viel zu groß für ein gespeichertes Spiel</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="43"/>
        <source>the file cannot be read (%1)</source>
        <translation>die Datei kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="49"/>
        <source>the previous game cannot be kept aside (%1); nothing was written</source>
        <translation>das vorige Spiel kann nicht beiseitegelegt werden (%1); nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="52"/>
        <source>the data folder cannot be locked (%1)</source>
        <translation>der Datenordner kann nicht gesperrt werden (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="53"/>
        <source>the game cannot be written there (%1); the previous file is kept</source>
        <translation>das Spiel kann dort nicht geschrieben werden (%1); die vorige Datei bleibt erhalten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="66"/>
        <source>the file is empty (it was cut off before anything was written)</source>
        <translation>die Datei ist leer (sie wurde abgeschnitten, bevor etwas geschrieben war)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="68"/>
        <source>the file ends too early: it was cut off (a full disk or a crash while it was written?)</source>
        <translation>die Datei endet zu früh: Sie wurde abgeschnitten (eine volle Festplatte oder ein Absturz beim Schreiben?)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="73"/>
        <source>it is not a save file (it is not valid JSON: line %1, column %2)</source>
        <translation>das ist kein gespeichertes Spiel (kein gültiges JSON: Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="76"/>
        <source>it is not a save file: it is not text</source>
        <translation>das ist kein gespeichertes Spiel: Es ist kein Text</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="78"/>
        <source>it is not a Game of the Year save (it is JSON of another kind)</source>
        <translation>das ist kein gespeichertes Spiel des Jahres (es ist JSON anderer Art)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="81"/>
        <source>it was saved by a newer version of Game of the Year (save format %1; this version reads formats up to %2): update the game to open it</source>
        <translation>es wurde von einer neueren Version des Spiels des Jahres gespeichert (Format %1; diese Version liest Formate bis %2): Aktualisieren Sie das Spiel, um es zu öffnen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="86"/>
        <source>its save format %1 is not one this version of Game of the Year can read</source>
        <translation>sein Speicherformat %1 kann diese Version des Spiels des Jahres nicht lesen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="90"/>
        <source>it has been changed since it was saved (its checksum does not match: an edited amount, a lost or added line?)</source>
        <translation>es wurde seit dem Speichern verändert (seine Prüfsumme stimmt nicht: ein geänderter Betrag, eine verlorene oder hinzugefügte Zeile?)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="110"/>
        <source>its players do not fit today&apos;s almanac (%1): nothing of the game can be played on it</source>
        <translation>seine Spieler passen nicht zum heutigen Almanach (%1): Nichts von dem Spiel kann darauf gespielt werden</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="113"/>
        <source>it is damaged (%1)</source>
        <translation>es ist beschädigt (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="115"/>
        <source>it was played with other rules (edition %1, content %2…): the rules have changed since it was saved</source>
        <translation>es wurde mit anderen Regeln gespielt (Ausgabe %1, Inhalt %2 …): Die Regeln haben sich seit dem Speichern geändert</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="120"/>
        <source>its decisions do not replay (%1)</source>
        <translation>seine Entscheidungen lassen sich nicht nachspielen (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="125"/>
        <source>it was played with the house almanac of the folder %1 (edition %2), which is not the one open: open that almanac to load the game</source>
        <translation>es wurde mit dem Hausalmanach des Ordners %1 gespielt (Ausgabe %2), der nicht geöffnet ist: Öffnen Sie diesen Almanach, um das Spiel zu laden</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="140"/>
        <source>The game has changed since version %1; every move of this game still holds.</source>
        <translation>Das Spiel hat sich seit Version %1 geändert; jeder Zug dieses Spiels gilt weiterhin.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="152"/>
        <source>The game has changed since version %1: move %2 of %3 no longer fits it; the game resumes before that move.</source>
        <translation>Das Spiel hat sich seit Version %1 geändert: Zug %2 von %3 passt nicht mehr dazu; das Spiel geht vor diesem Zug weiter.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="155"/>
        <source>The game has changed since version %1: played on today&apos;s almanac and rules, this game ends elsewhere than saved (%2); it goes on from there.</source>
        <translation>Das Spiel hat sich seit Version %1 geändert: Mit dem heutigen Almanach und den heutigen Regeln gespielt, endet dieses Spiel anderswo als gespeichert (%2); es geht von dort weiter.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="143"/>
        <source>The almanac of version %1 changed %2; the game resumes before that move (move %3 of %4).</source>
        <translation>Der Almanach von Version %1 hat den %2 geändert; das Spiel geht vor diesem Zug weiter (Zug %3 von %4).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="148"/>
        <source>The almanac of version %1 changed a card drawn in this game; the game resumes before that move (move %2 of %3).</source>
        <translation>Der Almanach von Version %1 hat eine in diesem Spiel gezogene Karte geändert; das Spiel geht vor diesem Zug weiter (Zug %2 von %3).</translation>
    </message>
</context>
<context>
    <name>SavingsDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="504"/>
        <source>Your savings book</source>
        <translation>Dein Sparbuch</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="505"/>
        <source>It holds {held} and earns interest at every quarter end. Pay in or take out steps of {step}; every withdrawal costs {fee}, taken from the book.</source>
        <translation>Darauf liegen {held}, und es bringt an jedem Quartalsende Zinsen. Zahl in Schritten von {step} ein oder heb ab; jedes Abheben kostet {fee}, die vom Sparbuch abgehen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="508"/>
        <source>&amp;Leave it</source>
        <translation>&amp;So lassen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="514"/>
        <source>Pay {amount} in</source>
        <translation>{amount} einzahlen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="516"/>
        <source>Take {amount} out</source>
        <translation>{amount} abheben</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="517"/>
        <source>Leave the book as it is</source>
        <translation>Das Sparbuch so lassen, wie es ist</translation>
    </message>
</context>
<context>
    <name>ScreenCover</name>
    <message>
        <location filename="../../gameofyear/ui/handoff.py" line="85"/>
        <source>Pass the screen to %1.</source>
        <translation>Gib den Bildschirm an %1 weiter.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/handoff.py" line="86"/>
        <source>%1, press the button when only you can see the screen. The others look away while you choose.</source>
        <translation>%1, drück den Knopf, wenn nur du den Bildschirm siehst. Die anderen schauen weg, während du wählst.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/handoff.py" line="88"/>
        <source>I am %1: show my turn</source>
        <translation>Ich bin %1: Zeig meinen Zug</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="167"/>
        <source>Pawn colour</source>
        <translation>Farbe der Figur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="183"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="185"/>
        <source>Type a name, or pick a player from earlier games</source>
        <translation>Gib einen Namen ein oder wähle jemanden aus früheren Spielen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="202"/>
        <source>How well the computer plays</source>
        <translation>Wie gut der Computer spielt</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="152"/>
        <source>d MMM yyyy</source>
        <extracomment>Qt&apos;s format of a birth date in the seat&apos;s row (d: day, MMM: the month&apos;s short name, yyyy: the year); write it as your language writes a date (&quot;d. MMM yyyy&quot; in German)</extracomment>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="214"/>
        <source>Birth date: your birthday square, your age and your sign</source>
        <translation>Geburtsdatum: dein Geburtstagsfeld, dein Alter und dein Sternzeichen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="224"/>
        <source>Not stated</source>
        <translation>Keine Angabe</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="225"/>
        <source>Female</source>
        <translation>Weiblich</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="226"/>
        <source>Male</source>
        <translation>Männlich</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="227"/>
        <source>The dates that ask &quot;if you are a woman&quot; or &quot;if you are a man&quot; do nothing for this player</source>
        <translation>Die Daten mit „wenn du eine Frau bist“ oder „wenn du ein Mann bist“ bewirken für diese Person nichts</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="229"/>
        <source>Some dates of the almanac are for women or for men only</source>
        <translation>Manche Daten des Almanachs gelten nur für Frauen oder nur für Männer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="235"/>
        <source>The yes/no facts the almanac asks about</source>
        <translation>Die Ja-Nein-Angaben, nach denen der Almanach fragt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/newgameseats.py" line="388"/>
        <source>%1, %n year(s) old</source>
        <translation>
            <numerusform>%1, %n Jahr alt</numerusform>
            <numerusform>%1, %n Jahre alt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="393"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="393"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="396"/>
        <source>Played by the computer: click to play it yourself</source>
        <translation>Vom Computer gespielt: Klicken, um selbst zu spielen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="397"/>
        <source>Played by a person: click to let the computer play</source>
        <translation>Von einem Menschen gespielt: Klicken, um den Computer spielen zu lassen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="402"/>
        <source>Profile… (%1)</source>
        <translation>Profil … (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="404"/>
        <source>Not answered yet: the game asks each fact the first time a square needs it.</source>
        <translation>Noch nicht beantwortet: Das Spiel fragt jede Angabe ab, sobald ein Feld sie zum ersten Mal braucht.</translation>
    </message>
</context>
<context>
    <name>VacationDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="90"/>
        <source>Go on vacation?</source>
        <translation>In Urlaub fahren?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="91"/>
        <source>Play a vacation card to advance %n day(s), from {start} to {end}. The almanac does not apply there.</source>
        <translation>
            <numerusform>Spiel eine Urlaubskarte und rück %n Tag vor, vom {start} auf den {end}. Der Almanach gilt dort nicht.</numerusform>
            <numerusform>Spiel eine Urlaubskarte und rück %n Tage vor, vom {start} auf den {end}. Der Almanach gilt dort nicht.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="99"/>
        <source>&amp;Yes, go on vacation</source>
        <translation>&amp;Ja, ab in den Urlaub</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="103"/>
        <source>&amp;No, stay here</source>
        <translation>&amp;Nein, ich bleibe hier</translation>
    </message>
</context>
<context>
    <name>VoteDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="176"/>
        <source>Did {name} manage it?</source>
        <translation>Hat {name} es geschafft?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="179"/>
        <source>{name} has had a go. Your vote, {voter}: did {name} manage it?</source>
        <translation>{name} hat es versucht. Deine Stimme, {voter}: Hat {name} es geschafft?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="187"/>
        <source>&amp;Yes, well done</source>
        <translation>&amp;Ja, gut gemacht</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="191"/>
        <source>&amp;No, not quite</source>
        <translation>&amp;Nein, nicht ganz</translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message>
        <location filename="../../gameofyear/ui/firstframe.py" line="88"/>
        <location filename="../../gameofyear/ui/welcome.py" line="319"/>
        <source>Game of the Year</source>
        <translation>Das Spiel des Jahres</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/firstframe.py" line="92"/>
        <location filename="../../gameofyear/ui/welcome.py" line="320"/>
        <source>A whole year in one evening.</source>
        <translation>Ein ganzes Jahr an einem Abend.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="321"/>
        <source>The game in progress</source>
        <translation>Das laufende Spiel</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="322"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="323"/>
        <source>Resume the game in progress</source>
        <translation>Das laufende Spiel fortsetzen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="324"/>
        <source>&amp;Quick Game</source>
        <translation>S&amp;chnelles Spiel</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="325"/>
        <source>You against three computer players, right away.</source>
        <translation>Du gegen drei Computer, sofort.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="326"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="327"/>
        <source>Choose who plays: people at this screen and computers.</source>
        <translation>Wähle, wer spielt: Menschen an diesem Bildschirm und Computer.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="328"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="329"/>
        <source>Go on with a game saved to a file.</source>
        <translation>Ein gespeichertes Spiel weiterspielen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="330"/>
        <source>&amp;Learn to Play</source>
        <translation>Spielen l&amp;ernen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="331"/>
        <source>A first game with hints along the way, against two easy players.</source>
        <translation>Eine erste Partie mit Tipps unterwegs, gegen zwei leichte Computergegner.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="332"/>
        <source>How to &amp;Play</source>
        <translation>So wird &amp;gespielt</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="333"/>
        <source>The rules of the game, in a few pages.</source>
        <translation>Die Spielregeln auf wenigen Seiten.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="337"/>
        <source>Re&amp;cent games</source>
        <translation>&amp;Letzte Spiele</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="338"/>
        <source>Recent games</source>
        <translation>Letzte Spiele</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="339"/>
        <source>The games you save or open will be listed here.</source>
        <translation>Hier stehen die Spiele, die du speicherst oder öffnest.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="340"/>
        <source>The board of the game in progress</source>
        <translation>Der Spielplan des laufenden Spiels</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="341"/>
        <source>&amp;Finished games</source>
        <translation>&amp;Beendete Spiele</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="342"/>
        <source>Finished games</source>
        <translation>Beendete Spiele</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="343"/>
        <source>The Year in Revie&amp;w…</source>
        <translation>Der &amp;Jahresrückblick …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="344"/>
        <source>Repla&amp;y…</source>
        <translation>&amp;Wiedergabe …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="484"/>
        <source>a half-year</source>
        <translation>ein Halbjahr</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="485"/>
        <source>a quarter</source>
        <translation>ein Quartal</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="486"/>
        <source>a year</source>
        <translation>ein Jahr</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="53"/>
        <source>Network game with %1 — hosted here — Take up again</source>
        <translation>Netzwerkspiel mit %1 — hier ausgerichtet — Wieder aufnehmen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="55"/>
        <source>Network game with %1 — hosted at %2 — Rejoin</source>
        <translation>Netzwerkspiel mit %1 — ausgerichtet bei %2 — Wieder beitreten</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="132"/>
        <source>Ne&amp;twork games going on</source>
        <translation>Laufende Ne&amp;tzwerkspiele</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="133"/>
        <source>Network games going on</source>
        <translation>Laufende Netzwerkspiele</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="134"/>
        <source>Forg&amp;et</source>
        <translation>Ve&amp;rgessen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="135"/>
        <source>Forget the network game chosen</source>
        <translation>Das gewählte Netzwerkspiel vergessen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="157"/>
        <source>Take Up &amp;Again</source>
        <translation>Wieder &amp;aufnehmen</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="158"/>
        <source>Re&amp;join</source>
        <translation>Wie&amp;der beitreten</translation>
    </message>
</context>
<context>
    <name>YearReview</name>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="148"/>
        <location filename="../../gameofyear/ui/review.py" line="234"/>
        <source>{name} went bankrupt on {date}.</source>
        <translation>{name} ging am {date} pleite.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="155"/>
        <location filename="../../gameofyear/ui/review.py" line="245"/>
        <source>On {date}, {name} and {other} swapped places.</source>
        <translation>Am {date} tauschten {name} und {other} die Plätze.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="162"/>
        <location filename="../../gameofyear/ui/review.py" line="248"/>
        <source>On {date}, {name} rearranged the other pawns.</source>
        <translation>Am {date} verteilte {name} die anderen Figuren neu.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="176"/>
        <source>{name} was first to reach {date} and won the quarter race.</source>
        <translation>{name} erreichte als Erstes den {date} und gewann das Quartalsrennen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/review.py" line="186"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Marke</numerusform>
            <numerusform>%n Marken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="193"/>
        <source>{name}&apos;s best day: {date} ({gain}).</source>
        <translation>Bester Tag von {name}: {date} ({gain}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="198"/>
        <source>{name}&apos;s worst day: {date} ({gain}).</source>
        <translation>Schlechtester Tag von {name}: {date} ({gain}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="231"/>
        <source>{name} bankrupted {other} on {date}.</source>
        <translation>{name} hat {other} am {date} in den Bankrott getrieben.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="237"/>
        <source>The biggest win of the evening: {name} received {money} on {date}.</source>
        <translation>Der größte Gewinn des Abends: {name} erhielt am {date} {money}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="241"/>
        <source>The biggest payment of the evening: {name} paid {money} on {date}.</source>
        <translation>Die größte Zahlung des Abends: {name} zahlte am {date} {money}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="251"/>
        <source>On {date}, {name} was given {money} for their birthday.</source>
        <translation>Am {date} bekam {name} {money} zum Geburtstag.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/review.py" line="255"/>
        <source>{name} took the lead on {date} and led the table for %n turn(s) in all.</source>
        <translation>
            <numerusform>{name} ging am {date} in Führung und führte insgesamt %n Zug lang.</numerusform>
            <numerusform>{name} ging am {date} in Führung und führte insgesamt %n Züge lang.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="259"/>
        <source>{name} was last on {date} and came back to lead at the end.</source>
        <translation>{name} war am {date} Letzte(r) und lag am Ende vorn.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/review.py" line="263"/>
        <source>{name} was first to reach {date} and won %n token(s).</source>
        <translation>
            <numerusform>{name} erreichte als Erste(r) den {date} und gewann %n Marke.</numerusform>
            <numerusform>{name} erreichte als Erste(r) den {date} und gewann %n Marken.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="267"/>
        <source>{name} was first to reach {date}.</source>
        <translation>{name} erreichte als Erste(r) den {date}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="302"/>
        <source>The white-cross days of each player</source>
        <translation>Die Sonnentage aller Mitspieler</translation>
    </message>
</context>
<context>
    <name>YearReviewDialog</name>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="480"/>
        <source>The year in review</source>
        <translation>Das Jahr im Rückblick</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="510"/>
        <source>A quiet year: nothing to tell.</source>
        <translation>Ein ruhiges Jahr: nichts zu erzählen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="516"/>
        <source>The chronicle of the year</source>
        <translation>Die Chronik des Jahres</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="518"/>
        <source>Days marked with a white cross</source>
        <translation>Rot angestrichene Tage</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="521"/>
        <source>A cross marks each day on which a player gained tokens (bought, won or given); beside each name, how many such days.</source>
        <translation>Ein Kreuz markiert jeden Tag, an dem ein Spieler Marken bekommen hat (gekauft, gewonnen oder geschenkt); neben jedem Namen steht, wie viele solche Tage es waren.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="458"/>
        <source>Save as &amp;Picture…</source>
        <translation>Als &amp;Bild speichern …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="460"/>
        <source>Save as P&amp;DF…</source>
        <translation>Als P&amp;DF speichern …</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="477"/>
        <source>The quarter in review</source>
        <translation>Das Quartal im Rückblick</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="479"/>
        <source>The half year in review</source>
        <translation>Das Halbjahr im Rückblick</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="500"/>
        <location filename="../../gameofyear/ui/review.py" line="506"/>
        <source>The evening&apos;s highlights</source>
        <translation>Die Höhepunkte des Abends</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="508"/>
        <source>A quiet quarter: nothing to tell.</source>
        <translation>Ein ruhiges Quartal: nichts zu erzählen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="509"/>
        <source>A quiet half year: nothing to tell.</source>
        <translation>Ein ruhiges Halbjahr: nichts zu erzählen.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="533"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="533"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="534"/>
        <source>Save the Year in Review</source>
        <translation>Den Jahresrückblick speichern</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="535"/>
        <source>Year in review</source>
        <translation>Jahresrückblick</translation>
    </message>
</context>
<context>
    <name>YesNoDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="49"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="53"/>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
</context>
<context>
    <name>_AmountDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="473"/>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
</context>
<context>
    <name>_DaysDialog</name>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="195"/>
        <source>= {amount} · {left} left</source>
        <translation>= {amount} · bleiben {left}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="196"/>
        <source>{amount} · {left} left</source>
        <translation>{amount} · bleiben {left}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="217"/>
        <source> day(s)</source>
        <extracomment>after the number of the spin box of days, with its leading space: &quot;3 days&quot;</extracomment>
        <translation>
            <numerusform> Tag</numerusform>
            <numerusform> Tage</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="198"/>
        <source>= {amount}</source>
        <translation>= {amount}</translation>
    </message>
</context>
<context>
    <name>_DialView</name>
    <message>
        <location filename="../../gameofyear/ui/dial.py" line="600"/>
        <location filename="../../gameofyear/ui/dial.py" line="602"/>
        <source>Spin!</source>
        <translation>Drehen!</translation>
    </message>
</context>
</TS>
