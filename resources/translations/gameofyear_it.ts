<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>Access</name>
    <message>
        <location filename="../../gameofyear/ui/access.py" line="133"/>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/access.py" line="135"/>
        <source>List</source>
        <translation>Elenco</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/access.py" line="205"/>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="92"/>
        <source>Decision</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="65"/>
        <source>Pawns here: {names}</source>
        <translation>Pedine qui: {names}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="82"/>
        <source>Spin it with Space when it is your turn to spin.</source>
        <translation>Falla girare con Spazio quando tocca a te.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="84"/>
        <source>Spin the machine</source>
        <translation>Gira la macchina</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="86"/>
        <source>Game log</source>
        <translation>Diario della partita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="87"/>
        <source>What happened, one line per event, newest last</source>
        <translation>Quello che è successo, una riga per evento, il più recente in fondo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="88"/>
        <source>Lucky number</source>
        <translation>Numero fortunato</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="89"/>
        <source>Hold it (or hold Space while it has the focus) to see your own lucky number; it hides when you let go</source>
        <translation>Tienilo premuto (o tieni premuto Spazio quando ha il focus) per vedere il tuo numero fortunato; si nasconde quando lo lasci</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="93"/>
        <source>Whose turn</source>
        <translation>A chi tocca</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="97"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="193"/>
        <source>F&amp;rames with Patterns</source>
        <translation>Cornici con &amp;motivi</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="194"/>
        <source>Tell the kinds of squares by the pattern of their frame as well as its colour</source>
        <translation>Distinguere i tipi di casella dal motivo della cornice oltre che dal colore</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="195"/>
        <source>&amp;Text Size</source>
        <translation>&amp;Dimensione del testo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="196"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="197"/>
        <source>&amp;Large (125%)</source>
        <translation>&amp;Grande (125%)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="198"/>
        <source>La&amp;rger (150%)</source>
        <translation>&amp;Molto grande (150%)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="201"/>
        <source>Ne&amp;xt Part of the Table</source>
        <translation>Parte s&amp;uccessiva del tavolo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="202"/>
        <source>Move the keyboard to the board, the decision, the machine or the log</source>
        <translation>Porta la tastiera al tabellone, alla decisione, alla macchina o al diario</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="203"/>
        <source>Pre&amp;vious Part of the Table</source>
        <translation>Parte p&amp;recedente del tavolo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="227"/>
        <source>The new text size shows fully from the next game.</source>
        <translation>La nuova dimensione del testo si vede del tutto dalla prossima partita.</translation>
    </message>
</context>
<context>
    <name>AlmanacDialog</name>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="24"/>
        <source>red frame (a lucky day)</source>
        <translation>cornice rossa (una giornata fortunata)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="25"/>
        <source>blue frame (an unlucky day)</source>
        <translation>cornice blu (una giornata sfortunata)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="26"/>
        <source>double blue frame (give a token to the bank first)</source>
        <translation>cornice doppia blu o viola (prima si restituisce un gettone SOLE alla banca)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="27"/>
        <source>half red, half blue frame (it depends)</source>
        <translation>cornice metà rossa e metà blu, o gialla (dipende)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="28"/>
        <source>first day of a sign</source>
        <translation>primo giorno di un segno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="29"/>
        <source>end of a quarter</source>
        <translation>fine di un trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="30"/>
        <source>Start</source>
        <translation>Partenza</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="31"/>
        <source>the last day</source>
        <translation>l&apos;ultimo giorno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="71"/>
        <source>Almanac of Events</source>
        <translation>Almanacco degli avvenimenti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="75"/>
        <source>Filter: a date, a word…</source>
        <translation>Filtra: una data, una parola…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="140"/>
        <source>What it does:</source>
        <translation>Che cosa succede:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="157"/>
        <source>No date matches “%1”.</source>
        <translation>Nessuna data corrisponde a «%1».</translation>
    </message>
</context>
<context>
    <name>BetDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="561"/>
        <source>A bet on the machine?</source>
        <translation>Una scommessa sulla macchina?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="562"/>
        <source>{spinner} is about to spin. Bet {stake} on one sector: if it comes up, the bank pays {prize}.</source>
        <translation>{spinner} sta per girare. Punta {stake} su un settore: se esce, la banca ti paga {prize}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="584"/>
        <source>The sector {faces}</source>
        <translation>Il settore {faces}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="595"/>
        <source>Choose a sector here or on the machine, then Bet.</source>
        <translation>Scegli un settore qui o sulla macchina, poi Punta.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="596"/>
        <source>&amp;No bet</source>
        <translation>&amp;Nessuna puntata</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="597"/>
        <source>&amp;Bet</source>
        <translation>&amp;Punta</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="610"/>
        <source>Bet {stake} on {faces}: the bank pays {prize} if it comes up.</source>
        <translation>Puntare {stake} su {faces}: la banca paga {prize} se esce.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="621"/>
        <source>No bet</source>
        <translation>Nessuna puntata</translation>
    </message>
</context>
<context>
    <name>BoardCursor</name>
    <message>
        <location filename="../../gameofyear/ui/boardcursor.py" line="99"/>
        <source>First day of the sign: {sign}</source>
        <translation>Primo giorno del segno: {sign}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardcursor.py" line="105"/>
        <source>Press Return to choose this square</source>
        <translation>Premi Invio per scegliere questa casella</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardcursor.py" line="148"/>
        <source>Board, {date}</source>
        <translation>Tabellone, {date}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../gameofyear/ui/boardpaint.py" line="553"/>
        <location filename="../../gameofyear/ui/legend.py" line="88"/>
        <source>C</source>
        <extracomment>the initial of the Chance deck, on the badge of a square that draws a Chance card</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardpaint.py" line="555"/>
        <location filename="../../gameofyear/ui/legend.py" line="89"/>
        <source>H</source>
        <extracomment>the initial of the Hazard deck, on the badge of a square that draws a Hazard card</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="161"/>
        <source>START</source>
        <translation>VIA</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="162"/>
        <source>Q1</source>
        <translation>T1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="162"/>
        <source>Q2</source>
        <translation>T2</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="162"/>
        <source>Q3</source>
        <translation>T3</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="162"/>
        <source>Q4</source>
        <translation>T4</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="197"/>
        <source>Lucky day</source>
        <translation>Giornata fortunata</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="198"/>
        <source>Unlucky day</source>
        <translation>Giornata sfortunata</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="199"/>
        <source>Doubly unlucky day</source>
        <translation>Giornata doppiamente nera</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="200"/>
        <source>Lucky or unlucky: it depends</source>
        <translation>Fortunata o sfortunata: dipende</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="201"/>
        <source>End of a quarter</source>
        <translation>Fine di un trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="202"/>
        <source>Start</source>
        <translation>Partenza</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="203"/>
        <source>Last day of the year</source>
        <translation>Ultimo giorno dell&apos;anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="216"/>
        <source>{start} – {end}</source>
        <translation>{start} – {end}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="217"/>
        <source>First day of the sign</source>
        <translation>Primo giorno del segno</translation>
    </message>
</context>
<context>
    <name>BuyDaysDialog</name>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="269"/>
        <source>Buy some days?</source>
        <translation>Comprare dei giorni?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="270"/>
        <source>Each day costs {price}. You can buy up to %n day(s) and then move on.</source>
        <translation>
            <numerusform>Ogni giorno costa {price}. Puoi comprare fino a %n giorno e poi avanzare.</numerusform>
            <numerusform>Ogni giorno costa {price}. Puoi comprare fino a %n giorni e poi avanzare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="280"/>
        <source>&amp;Buy %n day(s)</source>
        <translation>
            <numerusform>&amp;Compra %n giorno</numerusform>
            <numerusform>&amp;Compra %n giorni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="276"/>
        <source>&amp;Don&apos;t buy</source>
        <translation>&amp;Non comprare</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="285"/>
        <source>Your pawn stays on {date}.</source>
        <translation>Il tuo pedone resta fermo: {date}.</translation>
    </message>
</context>
<context>
    <name>BuyTokenDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="62"/>
        <source>Buy a token?</source>
        <translation>Comprare un gettone SOLE?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="63"/>
        <source>Buy a day to mark with a white cross for {price}? Tokens decide who has had the best year.</source>
        <translation>Comprare un gettone SOLE per {price}? Sono i gettoni SOLE a decidere chi ha trascorso l&apos;anno migliore.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="66"/>
        <source>The bank has %n token(s) left.</source>
        <translation>
            <numerusform>In banca resta %n gettone SOLE.</numerusform>
            <numerusform>In banca restano %n gettoni SOLE.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="70"/>
        <source>&amp;Yes, buy it ({price})</source>
        <translation>&amp;Sì, lo compro ({price})</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="74"/>
        <source>&amp;No, thanks</source>
        <translation>&amp;No, grazie</translation>
    </message>
</context>
<context>
    <name>CardDialog</name>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="127"/>
        <source>Chance card</source>
        <translation>Carta GIORNATA SI&apos;</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="127"/>
        <source>Hazard card</source>
        <translation>Carta GIORNATA NO</translation>
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
        <translation>GIORNATA SI&apos;</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="52"/>
        <source>HAZARD</source>
        <translation>GIORNATA NO</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="54"/>
        <source>A good day</source>
        <translation>Una bella giornata</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="54"/>
        <source>A bad day</source>
        <translation>Una brutta giornata</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="84"/>
        <source>Drawn by {name}</source>
        <translation>Pescata da {name}</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="424"/>
        <source>Your choice</source>
        <translation>A te la scelta</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="433"/>
        <source>Option {n}</source>
        <translation>Opzione {n}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="438"/>
        <source>or</source>
        <translation>oppure</translation>
    </message>
</context>
<context>
    <name>ChooseNumberDialog</name>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="53"/>
        <source>Which number?</source>
        <translation>Quale numero?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="54"/>
        <source>The machine shows {numbers}. You stand on {date}: how far do you go?</source>
        <translation>La MACCHINA DEL TEMPO indica {numbers}. Sei al giorno {date}: di quanto avanzi?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="67"/>
        <source>day(s)</source>
        <extracomment>under the big number of days of a button (&quot;3&quot; / &quot;days&quot;)</extracomment>
        <translation>
            <numerusform>giorno</numerusform>
            <numerusform>giorni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="83"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n giorno</numerusform>
            <numerusform>%n giorni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="88"/>
        <source>Move %n day(s) (Alt+{key})</source>
        <translation>
            <numerusform>Avanza di %n giorno (Alt+{key})</numerusform>
            <numerusform>Avanza di %n giorni (Alt+{key})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoosePlayerDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="66"/>
        <source>Whom do you pay?</source>
        <translation>Chi paghi?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="67"/>
        <source>Who pays you?</source>
        <translation>Chi ti paga?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="68"/>
        <source>Take a token from whom?</source>
        <translation>A chi prendi un gettone SOLE?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="69"/>
        <source>Give a token to whom?</source>
        <translation>A chi dai un gettone SOLE?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="70"/>
        <source>Swap places with whom?</source>
        <translation>Con chi scambi il posto?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="73"/>
        <source>Choose the player who receives your money.</source>
        <translation>Scegli il giocatore che riceve i tuoi soldi.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="74"/>
        <source>Choose the player who pays you.</source>
        <translation>Scegli il giocatore che ti paga.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="75"/>
        <source>Choose the player you take a white-cross day token from.</source>
        <translation>Scegli il giocatore a cui prendi un gettone SOLE.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="76"/>
        <source>Choose the player you give one of your white-cross day tokens to.</source>
        <translation>Scegli il giocatore a cui dai uno dei tuoi gettoni SOLE.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="77"/>
        <source>Choose the player whose pawn changes places with yours.</source>
        <translation>Scegli il giocatore il cui pedone scambia il posto con il tuo.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="80"/>
        <source>Choose a player</source>
        <translation>Scegli un giocatore</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="81"/>
        <source>Choose one of these players.</source>
        <translation>Scegli uno di questi giocatori.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="91"/>
        <source>{name} stands in their sign: the zodiac protects them from this card.</source>
        <translation>{name} è nel suo segno: lo zodiaco lo protegge da questa carta.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/pickdialogs.py" line="115"/>
        <source>{money}  ·  %n token(s)
on {date}</source>
        <translation>
            <numerusform>{money}  ·  %n gettone SOLE
al giorno {date}</numerusform>
            <numerusform>{money}  ·  %n gettoni SOLE
al giorno {date}</numerusform>
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
            <numerusform>{drawer} ha pescato questa carta GIORNATA NO, e colpisce anche te. Gioca contro di essa la carta che hai tenuto: ti risparmia, e la banca ti dà %n gettone SOLE.</numerusform>
            <numerusform>{drawer} ha pescato questa carta GIORNATA NO, e colpisce anche te. Gioca contro di essa la carta che hai tenuto: ti risparmia, e la banca ti dà %n gettoni SOLE.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/coupfourre.py" line="59"/>
        <source>&amp;Yes, coup-fourré!</source>
        <translation>&amp;Sì, coup-fourré!</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="268"/>
        <source>Something went wrong: %1.</source>
        <translation>Qualcosa è andato storto: %1.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="270"/>
        <source>The game has been saved. If it does not go on normally, quit and start again: it will offer to resume it.</source>
        <translation>La partita è stata salvata. Se non prosegue normalmente, esci e riavvia il gioco: ti proporrà di riprenderla.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="273"/>
        <source>The details are in the log file:
%1</source>
        <translation>I dettagli sono nel file di registro:
%1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="278"/>
        <source>Game of the Year</source>
        <translation>Il Gioco dell&apos;Anno</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/decisiondialog.py" line="197"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n gettone SOLE</numerusform>
            <numerusform>%n gettoni SOLE</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/decisiondialog.py" line="199"/>
        <source>%n vacation card(s)</source>
        <translation>
            <numerusform>%n carta VACANZA</numerusform>
            <numerusform>%n carte VACANZA</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="193"/>
        <source>{name} stands in their sign, ahead of you: the zodiac keeps their pawn from being moved back, so you cannot swap with them.</source>
        <translation>{name} è nel suo segno, davanti a te: lo zodiaco impedisce che la sua pedina torni indietro, quindi non puoi scambiarti con lui.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="197"/>
        <source>{name} stands in their sign: their pawn may stay or move forward, never back.</source>
        <translation>{name} è nel suo segno: la sua pedina può restare o avanzare, mai tornare indietro.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="208"/>
        <source>Lucky square</source>
        <translation>Casella fortunata</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="209"/>
        <source>Unlucky square</source>
        <translation>Casella sfortunata</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="210"/>
        <source>Doubly unlucky square: a token goes back to the bank first</source>
        <translation>Casella doppiamente sfortunata: prima si restituisce un gettone SOLE alla banca</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="211"/>
        <source>Lucky or unlucky: it depends</source>
        <translation>Fortunata o sfortunata: dipende</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="212"/>
        <source>Sign square</source>
        <translation>Casella di un segno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="213"/>
        <source>End of a quarter</source>
        <translation>Fine di un trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="214"/>
        <source>Start</source>
        <translation>Partenza</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="215"/>
        <source>The last day of the year</source>
        <translation>L&apos;ultimo giorno dell&apos;anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="216"/>
        <source>Plain square</source>
        <translation>Casella semplice</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="227"/>
        <source>{date} — {title}</source>
        <translation>{date} — {title}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="231"/>
        <source>{date} — first day of {sign} {glyph}</source>
        <translation>{date} — primo giorno del segno {sign} {glyph}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="233"/>
        <source>{date} (plain square)</source>
        <translation>{date} (casella semplice)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="249"/>
        <source>The almanac does not apply there.</source>
        <translation>All&apos;arrivo l&apos;ALMANACCO non si applica.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="253"/>
        <source>Players born under this sign are protected while they stand in it.</source>
        <translation>I giocatori nati sotto questo segno sono protetti finché vi si trovano.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="260"/>
        <source>On the way, {date}: the bank pays {amount}.</source>
        <translation>Lungo la strada, {date}: la banca paga {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="269"/>
        <source>Your birthday: every other player pays you {amount}.</source>
        <translation>Il tuo compleanno: ogni altro giocatore ti paga {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="272"/>
        <source>{name}&apos;s birthday: every other player pays {name} {amount}.</source>
        <translation>Compleanno di {name}: ogni altro giocatore paga {amount} a {name}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="275"/>
        <source>{name}&apos;s birthday: you pay {name} {amount}.</source>
        <translation>Compleanno di {name}: paghi {amount} a {name}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="278"/>
        <source>Your birthday: {mover} pays you {amount}.</source>
        <translation>Il tuo compleanno: {mover} ti paga {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="281"/>
        <source>{name}&apos;s birthday: {mover} pays {name} {amount}.</source>
        <translation>Compleanno di {name}: {mover} paga {amount} a {name}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="287"/>
        <source>Your lucky number! The bank pays you {amount}.</source>
        <translation>Il tuo numero fortunato! La banca ti paga {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="290"/>
        <source>Your lucky number! {mover} pays you {amount}.</source>
        <translation>Il tuo numero fortunato! {mover} ti paga {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="344"/>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="230"/>
        <source>Chance card</source>
        <translation>Carta GIORNATA SI&apos;</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="345"/>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="231"/>
        <source>Hazard card</source>
        <translation>Carta GIORNATA NO</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/forecast.py" line="123"/>
        <source>What this day does depends on your profile, which does not say yet: you will be asked.</source>
        <translation>Ciò che fa questo giorno dipende dal tuo profilo, che ancora non lo dice: ti verrà chiesto.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/forecast.py" line="128"/>
        <source>Nothing for you here: this day is for women or for men, and your sex is not stated.</source>
        <translation>Niente per te qui: questo giorno riguarda le donne o gli uomini, e non hai indicato il tuo sesso.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/forecast.py" line="130"/>
        <source>Nothing for you here: what this day says does not apply to you.</source>
        <translation>Niente per te qui: quello che dice questo giorno non ti riguarda.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/forecast.py" line="132"/>
        <source>Your sign protects you here: what this day would take from you, you keep.</source>
        <translation>Il tuo segno ti protegge qui: quello che questo giorno ti toglierebbe, lo tieni.</translation>
    </message>
</context>
<context>
    <name>FactDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="137"/>
        <source>A question for {name}</source>
        <translation>Una domanda per {name}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="138"/>
        <source>{fact}?</source>
        <translation>{fact}?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="140"/>
        <source>What this day does depends on it, and your profile does not say yet. Your answer is kept in your profile: it is not asked again.</source>
        <translation>Ciò che fa questo giorno ne dipende, e il tuo profilo ancora non lo dice. La tua risposta resta nel tuo profilo: non ti verrà chiesta di nuovo.</translation>
    </message>
</context>
<context>
    <name>FactsDialog</name>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="66"/>
        <source>Profile of %1</source>
        <translation>Profilo di %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="66"/>
        <source>Profile</source>
        <translation>Profilo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="74"/>
        <source>What is true for %1?</source>
        <translation>Che cosa vale per %1?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="74"/>
        <source>What is true?</source>
        <translation>Che cosa è vero?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="77"/>
        <source>The almanac asks about these during the year. Tick what applies; leave the rest.</source>
        <translation>L&apos;ALMANACCO lo chiede nel corso dell&apos;anno. Spunta ciò che vale; lascia il resto.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="102"/>
        <source>Untick all</source>
        <translation>Togli tutte le spunte</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="123"/>
        <source>Nothing ticked</source>
        <translation>Nessuna spunta</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/newgameseats.py" line="125"/>
        <source>%n fact(s) ticked</source>
        <translation>
            <numerusform>%n voce spuntata</numerusform>
            <numerusform>%n voci spuntate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostLobbyDialog</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="75"/>
        <source>Host a Network Game</source>
        <translation>Ospita una partita in rete</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="85"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="85"/>
        <source>Born</source>
        <translation>Nato/a il</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="85"/>
        <source>Who plays</source>
        <translation>Chi gioca</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="85"/>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="94"/>
        <source>You, at this screen</source>
        <translation>Tu, a questo schermo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="95"/>
        <source>A remote player</source>
        <translation>Un giocatore a distanza</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="96"/>
        <source>A computer</source>
        <translation>Il computer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="97"/>
        <source>Nobody</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="108"/>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="114"/>
        <source>Edition and house rules</source>
        <translation>Edizione e regole della casa</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="80"/>
        <source>Who is playing, and from where?</source>
        <translation>Chi gioca, e da dove?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="119"/>
        <source>Edition:</source>
        <translation>Edizione:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="120"/>
        <source>Players claim lucky-number and birthday money themselves</source>
        <translation>I giocatori reclamano da sé i soldi dei numeri fortunati e dei compleanni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="126"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="127"/>
        <source>A player who leaves is waited for:</source>
        <translation>Un giocatore che se ne va viene atteso:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="132"/>
        <source>Then a computer plays for them:</source>
        <translation>Poi il computer gioca al suo posto:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="133"/>
        <source>Spectators may watch</source>
        <translation>Gli spettatori possono guardare</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="137"/>
        <source>wss://… a gameofyear serve outside your home (optional)</source>
        <translation>wss://… un gameofyear serve fuori da casa vostra (facoltativo)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="138"/>
        <source>A server outside your home reaches back to this game&apos;s port and says whether players in other homes will get in.</source>
        <translation>Un server fuori da casa vostra si ricollega alla porta di questa partita e dice se i giocatori di altre case potranno entrare.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="140"/>
        <source>Check from outside with:</source>
        <translation>Verificare dall&apos;esterno con:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="150"/>
        <source>Open the Game</source>
        <translation>Apri la partita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="175"/>
        <source>Exactly one seat is yours, at this screen.</source>
        <translation>Un solo posto è il tuo, a questo schermo.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="177"/>
        <source>A game is for 2 to 6 players.</source>
        <translation>Una partita è per 2-6 giocatori.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="179"/>
        <source>Every player needs a name.</source>
        <translation>Ogni giocatore deve avere un nome.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="181"/>
        <source>The server to check with is not a ws:// or wss:// address.</source>
        <translation>Il server per la verifica non è un indirizzo ws:// o wss://.</translation>
    </message>
</context>
<context>
    <name>HouseRulesBox</name>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="31"/>
        <source>House rules from the family of games</source>
        <translation>Regole della casa prese dai giochi di famiglia</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="35"/>
        <source>Length of the game:</source>
        <translation>Durata della partita:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="38"/>
        <source>The whole year</source>
        <translation>L&apos;anno intero</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="39"/>
        <source>Half a year: the game ends when a pawn reaches 30 June</source>
        <translation>Mezzo anno: la partita finisce quando una pedina arriva al 30 giugno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="40"/>
        <source>A quarter: the game ends when a pawn reaches 31 March</source>
        <translation>Un trimestre: la partita finisce quando una pedina arriva al 31 marzo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="48"/>
        <source>A single game</source>
        <translation>Una sola partita</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/houserules.py" line="50"/>
        <source>A match to %n token(s): the years&apos; tokens add up until a total reaches %n</source>
        <translation>
            <numerusform>Una partita a %n gettone: i gettoni degli anni si sommano finché un totale arriva a %n</numerusform>
            <numerusform>Una partita a %n gettoni: i gettoni degli anni si sommano finché un totale arriva a %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="56"/>
        <source>Match:</source>
        <translation>Partita a più anni:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="60"/>
        <source>Savings book and loans: save at each quarter end for interest, borrow instead of going bankrupt</source>
        <translation>Libretto di risparmio e prestiti: risparmia a ogni fine trimestre per gli interessi, prendi un prestito invece di fallire</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="62"/>
        <source>Coup-fourré: a kept card played against a Hazard card also wins a token</source>
        <translation>Coup-fourré: una carta tenuta giocata contro una carta GIORNATA NO fa vincere anche un gettone</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="63"/>
        <source>Teams of two (four or six players): partners sit opposite, their tokens add up, no days are offered to a partner</source>
        <translation>Squadre di due (quattro o sei giocatori): i compagni siedono di fronte, i loro gettoni si sommano, non si offrono giorni al compagno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="75"/>
        <source>Bets on the machine, before the others&apos; spins, for:</source>
        <translation>Scommesse sulla macchina, prima dei giri degli altri, per:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="92"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
</context>
<context>
    <name>InvitationBox</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="292"/>
        <source>Invitation code for %1</source>
        <translation>Codice d’invito per %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="293"/>
        <location filename="../../gameofyear/ui/netdialogs.py" line="318"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="294"/>
        <source>Put %1&apos;s invitation code on the clipboard</source>
        <translation>Copia negli appunti il codice d’invito di %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="309"/>
        <source>This game&apos;s certificate pin: %1 — a player who joins from the list of games on this network, without a code, is asked to compare it.</source>
        <translation>Impronta del certificato di questa partita: %1 — chi si unisce dall&apos;elenco delle partite di questa rete, senza codice, deve confrontarla.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="318"/>
        <source>Copied</source>
        <translation>Copiato</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="326"/>
        <source>Spectators</source>
        <translation>Spettatori</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="330"/>
        <source>Invitations</source>
        <translation>Inviti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="331"/>
        <source>Send each remote player their own code: they read it out or paste it in Game ▸ Join a Network Game.</source>
        <translation>Manda a ogni giocatore a distanza il suo codice: lo detta o lo incolla in Partita ▸ Partecipa a una partita in rete.</translation>
    </message>
</context>
<context>
    <name>InvitationsDialog</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="368"/>
        <source>Invitations</source>
        <translation>Inviti</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="413"/>
        <location filename="../../gameofyear/ui/netdialogs.py" line="581"/>
        <source>Join a Network Game</source>
        <translation>Partecipa a una partita in rete</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="419"/>
        <source>the invitation code the host gave you</source>
        <translation>il codice d’invito che ti ha dato chi ospita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="424"/>
        <source>Games on this network:</source>
        <translation>Partite in questa rete:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="428"/>
        <location filename="../../gameofyear/ui/netdialogs.py" line="488"/>
        <source>Looking for games…</source>
        <translation>Ricerca di partite…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="433"/>
        <source>Address:</source>
        <translation>Indirizzo:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="435"/>
        <source>The invitation code says where the game is. An address is needed only with an older, shorter code; you may paste the host&apos;s whole line (address and code) into the address.</source>
        <translation>Il codice d’invito dice dov’è la partita. Un indirizzo serve solo con un codice più vecchio e più corto; puoi incollare nell’indirizzo l’intera riga di chi ospita (indirizzo e codice).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="566"/>
        <source>Type or paste the invitation code the host gave you.</source>
        <translation>Scrivi o incolla il codice d’invito che ti ha dato chi ospita.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="568"/>
        <source>Ask the host for your invitation code: it names the host&apos;s certificate.</source>
        <translation>Chiedi all&apos;ospite il tuo codice d&apos;invito: indica il certificato dell&apos;ospite.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="582"/>
        <source>This game was announced on the local network, and its certificate was not named by an invitation: anyone on this network could have announced it. Join only if you trust everyone on it (your own home&apos;s network), or if the host&apos;s window shows this certificate pin:

%1

Join anyway?</source>
        <translation>Questa partita è stata annunciata sulla rete locale e nessun invito ne indica il certificato: chiunque su questa rete potrebbe averla annunciata. Unisciti solo se ti fidi di tutti quelli che ci sono (la rete di casa tua), o se la finestra dell&apos;ospite mostra questa impronta del certificato:

%1

Unirti comunque?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="420"/>
        <source>Invitation code:</source>
        <translation>Codice d&apos;invito:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="447"/>
        <source>Join</source>
        <translation>Partecipa</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="465"/>
        <source>The local network cannot be searched here: type the address.</source>
        <translation>Qui non si può cercare nella rete locale: scrivi l&apos;indirizzo.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/netdialogs.py" line="477"/>
        <source>%1 — %n seat(s) open — %2</source>
        <translation>
            <numerusform>%1 — %n posto libero — %2</numerusform>
            <numerusform>%1 — %n posti liberi — %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeepCardDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="212"/>
        <source>Cancel this Hazard card?</source>
        <translation>Annullare questa carta GIORNATA NO?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="218"/>
        <source>You kept a card that cancels one Hazard card. Use it now against this one, or keep it for a worse day?</source>
        <translation>Hai conservato una carta che annulla una carta GIORNATA NO. La usi adesso contro questa o la tieni per una giornata peggiore?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="251"/>
        <source>&amp;Yes, cancel it</source>
        <translation>&amp;Sì, annullala</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/coupfourre.py" line="60"/>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="255"/>
        <source>&amp;No, keep my card</source>
        <translation>&amp;No, tengo la mia carta</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="77"/>
        <source>a question, a quiz or the table decides what happens</source>
        <translation>una domanda, un quiz o il tavolo decide cosa succede</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="78"/>
        <source>draws a Chance card (a good day)</source>
        <translation>fa pescare una carta GIORNATA SÌ (un giorno buono)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="79"/>
        <source>draws a Hazard card (a bad day)</source>
        <translation>fa pescare una carta GIORNATA NO (un giorno cattivo)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="80"/>
        <source>money is paid or received</source>
        <translation>si paga o si riceve denaro</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="81"/>
        <source>the pawn moves on</source>
        <translation>il pedone avanza</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="82"/>
        <source>the pawn goes back</source>
        <translation>il pedone torna indietro</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="83"/>
        <source>pawns change places</source>
        <translation>i pedoni cambiano posto</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="84"/>
        <source>extra turns</source>
        <translation>turni in più</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="85"/>
        <source>the next turn is lost</source>
        <translation>il prossimo turno è perso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="98"/>
        <source>The board</source>
        <translation>Il tabellone</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="99"/>
        <source>Each square is one day of the year. Its frame says what kind of day it is; the small picture in its corner shows the event of that date, and the marks at its foot say what the event does. Hover a square to read its entry, click it to read it in full.</source>
        <translation>Ogni casella è un giorno dell&apos;anno. La cornice dice che tipo di giorno è; il piccolo disegno nell&apos;angolo mostra l&apos;evento di quella data, e i segni in basso dicono cosa fa. Passa sopra una casella per leggerne la voce, cliccala per leggerla per intero.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="110"/>
        <source>The marks at the foot of a square</source>
        <translation>I segni in basso di una casella</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="115"/>
        <source>The pictures of the events</source>
        <translation>I disegni degli eventi</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="167"/>
        <source>Legend of the Board</source>
        <translation>Legenda del tabellone</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="69"/>
        <source>The time-progression machine</source>
        <translation>La MACCHINA DEL TEMPO</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="70"/>
        <source>Every turn starts with the machine. Click it or press Space: the dial stops on two numbers, sometimes on a colour.</source>
        <translation>Ogni turno comincia con la macchina. Cliccala o premi Spazio: il quadrante si ferma su due numeri, a volte su un colore.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="72"/>
        <source>Two numbers, one move</source>
        <translation>Due numeri, una mossa</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="73"/>
        <source>Choose how many days your pawn moves. The squares it can reach glow on the board: click one to see what it does there, then again to go; or use the buttons. Hover any square to read what it does.</source>
        <translation>Scegli di quanti giorni avanza la tua pedina. Le caselle che può raggiungere si illuminano sul tabellone: cliccane una per vedere che cosa fa, poi di nuovo per andarci; o usa i pulsanti. Passa sopra una casella per leggere che cosa fa.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="76"/>
        <source>The Almanac of Events</source>
        <translation>L&apos;Almanacco degli avvenimenti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="77"/>
        <source>A red frame is a lucky day, a blue frame an unlucky one, and the almanac says what happens there. Plain squares do nothing, but from them you may buy days.</source>
        <translation>Una cornice rossa è una GIORNATA SI&apos;, una cornice blu una GIORNATA NO, e l&apos;almanacco dice che cosa vi succede. Le caselle semplici non fanno nulla, ma da lì puoi comprare giorni.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="79"/>
        <source>Chance and Hazard</source>
        <translation>GIORNATA SI&apos; e GIORNATA NO</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="80"/>
        <source>Some days draw a card: Chance brings good news, Hazard bad news. A card you may keep cancels a later Hazard card, when you choose.</source>
        <translation>Certi giorni fanno pescare una carta: GIORNATA SI&apos; porta buone notizie, GIORNATA NO cattive. Una carta da tenere annulla più avanti una carta GIORNATA NO, quando lo decidi tu.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="82"/>
        <source>Buying days</source>
        <translation>Comprare giorni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="83"/>
        <source>From a plain square you may buy days, {price} each, to move on to a better square. Buying none is fine too.</source>
        <translation>Da una casella semplice puoi comprare giorni, {price} l&apos;uno, per avanzare verso una casella migliore. Anche non comprarne va bene.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="85"/>
        <source>Offering days</source>
        <translation>Offrire giorni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="86"/>
        <source>In another player&apos;s turn you may pay for days that push their pawn further, perhaps onto an unlucky square. Everybody&apos;s offers add up.</source>
        <translation>Nel turno di un altro giocatore puoi pagare giorni che spingono avanti la sua pedina, magari su una GIORNATA NO. Le offerte di tutti si sommano.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="88"/>
        <source>Tokens make the best year</source>
        <translation>I gettoni SOLE fanno l&apos;anno migliore</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="89"/>
        <source>A token, a day to mark with a white cross, costs {price}. At the end of the year the most tokens win; money breaks a tie.</source>
        <translation>Un gettone SOLE, un giorno da segnare con una croce bianca, costa {price}. Alla fine dell&apos;anno vince chi ha più gettoni; a parità decide il denaro.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="91"/>
        <source>Vacation</source>
        <translation>Le vacanze</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/lesson.py" line="92"/>
        <source>A vacation card moves your pawn %n day(s) on, and the almanac does not apply where it lands. You have only a few: keep them for a bad patch.</source>
        <translation>
            <numerusform>Una carta Vacanze fa avanzare la tua pedina di %n giorno, e l&apos;almanacco non vale dove arriva. Ne hai poche: tienile per un brutto periodo.</numerusform>
            <numerusform>Una carta Vacanze fa avanzare la tua pedina di %n giorni, e l&apos;almanacco non vale dove arriva. Ne hai poche: tienile per un brutto periodo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="95"/>
        <source>Your sign protects you</source>
        <translation>Il tuo segno ti protegge</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="96"/>
        <source>While your pawn stands in your own zodiac sign, what the almanac would take from you, you keep.</source>
        <translation>Finché la tua pedina sta nel tuo segno zodiacale, quello che l&apos;almanacco ti toglierebbe, lo tieni.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="98"/>
        <source>Your lucky number</source>
        <translation>Il tuo numero fortunato</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="99"/>
        <source>Hold the button under the players to see your lucky number, and keep it secret: whoever lands on a day of that number pays you.</source>
        <translation>Tieni premuto il pulsante sotto i giocatori per vedere il tuo numero fortunato, e tienilo segreto: chi si ferma su un giorno con quel numero ti paga.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="101"/>
        <source>The end of a quarter</source>
        <translation>La fine di un trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="102"/>
        <source>Passing the last day of a quarter, the bank pays you; the first pawns there also win tokens.</source>
        <translation>Passando l&apos;ultimo giorno di un trimestre, la banca ti paga; le prime pedine ad arrivarci vincono anche gettoni SOLE.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="104"/>
        <source>The end of the year</source>
        <translation>La fine dell&apos;anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="105"/>
        <source>The first pawn to reach 31 December ends the game and wins 6 tokens, the second 3. Then the tokens are counted: the best year wins. You know enough to play on your own now!</source>
        <translation>La prima pedina che arriva al 31 dicembre chiude la partita e vince 6 gettoni SOLE, la seconda 3. Poi si contano i gettoni: vince l&apos;anno migliore. Ora ne sai abbastanza per giocare da solo!</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="265"/>
        <source>&amp;End the lesson</source>
        <translation>&amp;Termina la lezione</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="266"/>
        <source>&amp;Got it</source>
        <translation>&amp;Capito</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="255"/>
        <source>Learn to Play · {step} of {steps}</source>
        <translation>Impara a giocare · {step} di {steps}</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="311"/>
        <source>No figures recorded</source>
        <translation>Nessun dato registrato</translation>
    </message>
</context>
<context>
    <name>LoansDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="527"/>
        <source>Loans from the bank</source>
        <translation>Prestiti della banca</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/pickdialogs.py" line="528"/>
        <source>You owe {owed} of %n loan(s) of {loan}; each costs {interest} at every quarter end, and what is owed at the end of the game is taken from your money.</source>
        <translation>
            <numerusform>Prestiti da {loan} in corso: {owed} su %n possibile; ognuno costa {interest} a ogni fine trimestre, e quanto resta dovuto alla fine della partita è preso dal tuo denaro.</numerusform>
            <numerusform>Prestiti da {loan} in corso: {owed} su %n possibili; ognuno costa {interest} a ogni fine trimestre, e quanto resta dovuto alla fine della partita è preso dal tuo denaro.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="531"/>
        <source>&amp;Neither</source>
        <translation>&amp;Nessuno dei due</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="537"/>
        <source>Borrow {amount}</source>
        <translation>Prendere in prestito {amount}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="539"/>
        <source>Repay {amount}</source>
        <translation>Restituire {amount}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="540"/>
        <source>Neither borrow nor repay</source>
        <translation>Né prendere in prestito né restituire</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="113"/>
        <source>January</source>
        <translation>gennaio</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="113"/>
        <source>February</source>
        <translation>febbraio</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="113"/>
        <source>March</source>
        <translation>marzo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="114"/>
        <source>April</source>
        <translation>aprile</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="114"/>
        <source>May</source>
        <translation>maggio</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="114"/>
        <source>June</source>
        <translation>giugno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="115"/>
        <source>July</source>
        <translation>luglio</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="115"/>
        <source>August</source>
        <translation>agosto</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="115"/>
        <source>September</source>
        <translation>settembre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="116"/>
        <source>October</source>
        <translation>ottobre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="116"/>
        <source>November</source>
        <translation>novembre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="116"/>
        <source>December</source>
        <translation>dicembre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="134"/>
        <source>1 {month}</source>
        <extracomment>the first day of a month (&quot;1er janvier&quot;, &quot;1° gennaio&quot;)</extracomment>
        <translation>1° {month}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="136"/>
        <source>{day} {month}</source>
        <extracomment>a date: the day of the month, then the month&apos;s name</extracomment>
        <translation>{day} {month}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="141"/>
        <source>birthday</source>
        <extracomment>why money or tokens moved: a birthday</extracomment>
        <translation>compleanno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="142"/>
        <source>lucky number</source>
        <translation>numero fortunato</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="143"/>
        <source>end of quarter</source>
        <translation>fine del trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="144"/>
        <source>double-blue square</source>
        <translation>casella doppiamente sfortunata</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="147"/>
        <source>token bought</source>
        <translation>gettone SOLE comprato</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="148"/>
        <source>days bought</source>
        <translation>giorni comprati</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="149"/>
        <source>days offered</source>
        <translation>giorni offerti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="150"/>
        <location filename="../../gameofyear/narrate/words.py" line="177"/>
        <source>bankruptcy</source>
        <translation>fallimento</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="152"/>
        <location filename="../../gameofyear/narrate/words.py" line="170"/>
        <source>vacation</source>
        <extracomment>why something happened: a vacation card
----------
why a pawn moved: a vacation card</extracomment>
        <translation>vacanza</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="153"/>
        <source>the machine</source>
        <translation>la MACCHINA DEL TEMPO</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="155"/>
        <source>savings interest</source>
        <extracomment>why money moved: the interest of a savings book (house rule)</extracomment>
        <translation>interessi del risparmio</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="157"/>
        <source>loan interest</source>
        <extracomment>why money moved: the interest of bank loans (house rule)</extracomment>
        <translation>interessi dei prestiti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="159"/>
        <source>coup-fourré</source>
        <extracomment>why money or tokens moved: a coup-fourré (house rule from 1000 Bornes)</extracomment>
        <translation>coup-fourré</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="164"/>
        <source>spin</source>
        <extracomment>why a pawn moved: the number the machine showed</extracomment>
        <translation>MACCHINA DEL TEMPO</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="166"/>
        <source>bought</source>
        <extracomment>why a pawn moved: days bought</extracomment>
        <translation>giorni comprati</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="168"/>
        <source>offered</source>
        <extracomment>why a pawn moved: days offered by the other players</extracomment>
        <translation>giorni offerti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="172"/>
        <source>almanac</source>
        <extracomment>why a pawn moved: the almanac said so</extracomment>
        <translation>ALMANACCO</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="174"/>
        <source>card</source>
        <extracomment>why a pawn moved: a card said so</extracomment>
        <translation>carta</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="175"/>
        <location filename="../../gameofyear/narrate/words.py" line="190"/>
        <source>swap</source>
        <extracomment>what a player was picked for: to swap places</extracomment>
        <translation>scambio</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="176"/>
        <source>rearrange</source>
        <translation>pedoni ridistribuiti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="182"/>
        <source>pay</source>
        <extracomment>what a player was picked for: to be paid</extracomment>
        <translation>pagamento</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="184"/>
        <source>receive</source>
        <extracomment>what a player was picked for: to pay</extracomment>
        <translation>riscossione</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="186"/>
        <source>take token</source>
        <extracomment>what a player was picked for: to give up a token</extracomment>
        <translation>gettone SOLE preso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="188"/>
        <source>give token</source>
        <extracomment>what a player was picked for: to be given a token</extracomment>
        <translation>gettone SOLE dato</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="196"/>
        <source>red</source>
        <extracomment>a face of the machine&apos;s dial that is a colour, in a bet&apos;s sector (&quot;red/red&quot;, &quot;3/blue&quot;)</extracomment>
        <translation>rosso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="198"/>
        <source>blue</source>
        <extracomment>a face of the machine&apos;s dial that is a colour, in a bet&apos;s sector (&quot;blue/blue&quot;, &quot;4/blue&quot;)</extracomment>
        <translation>blu</translation>
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
        <translation>ALMANACCO, {date}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="224"/>
        <source>Chance card</source>
        <translation>carta GIORNATA SI&apos;</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="225"/>
        <source>Hazard card</source>
        <translation>carta GIORNATA NO</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="49"/>
        <source>The year begins. Turn order: {order}.</source>
        <translation>L&apos;anno comincia. Ordine di gioco: {order}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="53"/>
        <source>— {player}&apos;s extra turn (turn {turn}).</source>
        <translation>— Turno in più di {player} (turno {turn}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="54"/>
        <source>— {player}&apos;s turn (turn {turn}).</source>
        <translation>— Tocca a {player} (turno {turn}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="56"/>
        <source>{player} loses this turn.</source>
        <translation>{player} salta questo turno.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="58"/>
        <source>{player} ends the turn.</source>
        <translation>{player} finisce il turno.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="62"/>
        <source>{player} spins the machine: two red faces.</source>
        <translation>{player} gira la MACCHINA DEL TEMPO: due facce rosse.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="64"/>
        <source>{player} spins the machine: two blue faces.</source>
        <translation>{player} gira la MACCHINA DEL TEMPO: due facce blu.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="65"/>
        <source>{player} spins the machine: {a} and {b}.</source>
        <translation>{player} gira la MACCHINA DEL TEMPO: {a} e {b}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="68"/>
        <source>{player} moves %n day(s) (December: the smaller number).</source>
        <translation>
            <numerusform>{player} avanza di %n giorno (dicembre: il numero più piccolo).</numerusform>
            <numerusform>{player} avanza di %n giorni (dicembre: il numero più piccolo).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="70"/>
        <source>{player} moves %n day(s).</source>
        <translation>
            <numerusform>{player} avanza di %n giorno.</numerusform>
            <numerusform>{player} avanza di %n giorni.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="73"/>
        <source>{player} goes from {start} to {end} ({cause}).</source>
        <translation>{player}: {start} → {end} ({cause}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="77"/>
        <source>{player} passes {date}: the bank pays {amount} and %n token(s) for being number {rank} there.</source>
        <translation>
            <numerusform>{player} supera il giorno {date}: la banca paga {amount} e %n gettone SOLE (passaggio n° {rank}).</numerusform>
            <numerusform>{player} supera il giorno {date}: la banca paga {amount} e %n gettoni SOLE (passaggio n° {rank}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="80"/>
        <source>{player} passes {date}: the bank pays {amount}.</source>
        <translation>{player} supera il giorno {date}: la banca paga {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="85"/>
        <source>The bank pays {payee} {amount} ({source}).</source>
        <translation>La banca paga {amount} a {payee} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="89"/>
        <source>{payer} owes {owed} to the bank but pays only {amount} ({source}).</source>
        <translation>{payer} deve {owed} alla banca ma paga solo {amount} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="91"/>
        <source>{payer} owes {owed} to {payee} but pays only {amount} ({source}).</source>
        <translation>{payer} deve {owed} a {payee} ma paga solo {amount} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="94"/>
        <source>{payer} pays {amount} to the bank ({source}).</source>
        <translation>{payer} paga {amount} alla banca ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="96"/>
        <source>{payer} pays {amount} to {payee} ({source}).</source>
        <translation>{payer} paga {amount} a {payee} ({source}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="101"/>
        <source>The bank gives %n token(s) to {taker} ({source}).</source>
        <translation>
            <numerusform>La banca dà %n gettone SOLE a {taker} ({source}).</numerusform>
            <numerusform>La banca dà %n gettoni SOLE a {taker} ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="104"/>
        <source>{giver} gives %n token(s) to the bank ({source}).</source>
        <translation>
            <numerusform>{giver} restituisce %n gettone SOLE alla banca ({source}).</numerusform>
            <numerusform>{giver} restituisce %n gettoni SOLE alla banca ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="106"/>
        <source>{giver} gives %n token(s) to {taker} ({source}).</source>
        <translation>
            <numerusform>{giver} dà %n gettone SOLE a {taker} ({source}).</numerusform>
            <numerusform>{giver} dà %n gettoni SOLE a {taker} ({source}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="109"/>
        <source>Almanac, {date}: {text}</source>
        <translation>ALMANACCO, {date}: {text}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="113"/>
        <source>{player} draws a Chance card: {text}</source>
        <translation>{player} pesca una carta GIORNATA SI&apos;: {text}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="115"/>
        <source>{player} draws a Hazard card: {text}</source>
        <translation>{player} pesca una carta GIORNATA NO: {text}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="118"/>
        <source>{player} keeps the card for later.</source>
        <translation>{player} tiene la carta per dopo.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="120"/>
        <source>{player} plays a kept card: the Hazard card is cancelled.</source>
        <translation>{player} gioca una carta conservata: la carta GIORNATA NO è annullata.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="124"/>
        <source>The Chance deck is reshuffled.</source>
        <translation>Le carte GIORNATA SI&apos; vengono rimescolate.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="125"/>
        <source>The Hazard deck is reshuffled.</source>
        <translation>Le carte GIORNATA NO vengono rimescolate.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="128"/>
        <source>{player} is protected by their sign: their pawn cannot be moved back ({source}).</source>
        <translation>{player} è protetto dal suo segno: la sua pedina non può tornare indietro ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="133"/>
        <source>{player} gives no token: their sign protects them ({source}).</source>
        <translation>{player} non dà nessun gettone: il proprio segno lo protegge ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="134"/>
        <source>{player} loses no turn: their sign protects them ({source}).</source>
        <translation>{player} non perde il turno: il proprio segno lo protegge ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="135"/>
        <source>{player} pays nothing: their sign protects them ({source}).</source>
        <translation>{player} non paga nulla: il proprio segno lo protegge ({source}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="138"/>
        <source>{player} is bankrupt ({source}): returns %n token(s) and goes back to {date}.</source>
        <translation>
            <numerusform>{player} fallisce ({source}): restituisce %n gettone SOLE e torna al giorno {date}.</numerusform>
            <numerusform>{player} fallisce ({source}): restituisce %n gettoni SOLE e torna al giorno {date}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="141"/>
        <source>{player} is solvent again.</source>
        <translation>{player} è di nuovo solvibile.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="146"/>
        <source>{player} will play %n extra turn(s) ({source}).</source>
        <translation>
            <numerusform>{player} giocherà %n turno in più ({source}).</numerusform>
            <numerusform>{player} giocherà %n turni in più ({source}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="149"/>
        <source>{player} buys a token for {price}.</source>
        <translation>{player} compra un gettone SOLE per {price}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="151"/>
        <source>{player} buys %n day(s) for {price}.</source>
        <translation>
            <numerusform>{player} compra %n giorno per {price}.</numerusform>
            <numerusform>{player} compra %n giorni per {price}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="155"/>
        <source>{player} offers no days to {target}.</source>
        <translation>{player} non offre giorni a {target}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="157"/>
        <source>{player} offers %n day(s) to {target} for {price}.</source>
        <translation>
            <numerusform>{player} offre %n giorno a {target} per {price}.</numerusform>
            <numerusform>{player} offre %n giorni a {target} per {price}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="161"/>
        <source>{player} goes on vacation (a free one).</source>
        <translation>{player} va in vacanza (gratis).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="162"/>
        <source>{player} goes on vacation.</source>
        <translation>{player} va in vacanza.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="165"/>
        <source>The free vacation does nothing for {player}: vacations end on {date} ({source}).</source>
        <translation>La vacanza regalata non ha effetto per {player}: niente vacanze dal {date} in poi ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="169"/>
        <source>The free vacation does nothing for {player}: one vacation a turn, and {player} has had it ({source}).</source>
        <translation>La vacanza regalata non ha effetto per {player}: una sola vacanza per turno, e {player} l&apos;ha già avuta ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="175"/>
        <source>{player}: {topic} — yes.</source>
        <translation>{player}: {topic} — sì.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="176"/>
        <source>{player}: {topic} — no.</source>
        <translation>{player}: {topic} — no.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="179"/>
        <source>{player} picks {target} ({purpose}).</source>
        <translation>{player} sceglie {target} ({purpose}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="182"/>
        <source>Nobody is concerned ({source}).</source>
        <translation>Nessuno è interessato ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="184"/>
        <source>{player} and {other} swap places ({source}).</source>
        <translation>{player} e {other} si scambiano il posto ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="187"/>
        <source>{player} to {date}</source>
        <translation>{player} → {date}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="189"/>
        <source>{player} rearranges the pawns: {moves}.</source>
        <translation>{player} ridistribuisce i pedoni: {moves}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="194"/>
        <source>The chain of moves of {player} stops here.</source>
        <translation>La serie di spostamenti di {player} si ferma qui.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="197"/>
        <source>{player} reaches {date}, the last day; {second} is second. The game is over!</source>
        <translation>{player} arriva al {date}, l&apos;ultimo giorno; {second} è secondo. La partita è finita!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="200"/>
        <source>{player} reaches {date}, the last day. The game is over!</source>
        <translation>{player} arriva al {date}, l&apos;ultimo giorno. La partita è finita!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="206"/>
        <source>{player} reaches 31 December; {second} is second. The year is over!</source>
        <translation>{player} raggiunge il 31 dicembre; {second} è in seconda posizione. L&apos;anno è finito!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="208"/>
        <source>{player} reaches 31 December. The year is over!</source>
        <translation>{player} raggiunge il 31 dicembre. L&apos;anno è finito!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="210"/>
        <source>{place}. {player}: %n token(s), {money}</source>
        <translation>
            <numerusform>{place}. {player}: %n gettone SOLE, {money}</numerusform>
            <numerusform>{place}. {player}: %n gettoni SOLE, {money}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="213"/>
        <source>Final ranking: {ranking}.</source>
        <translation>Classifica finale: {ranking}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="229"/>
        <source>{player} bets {stake} on {faces} for the spin of {spinner}.</source>
        <translation>{player} punta {stake} su {faces} per il giro di {spinner}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="234"/>
        <source>{player}&apos;s bet comes up: the bank pays {amount}.</source>
        <translation>La scommessa di {player} esce: la banca paga {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="236"/>
        <source>{player}&apos;s bet is lost.</source>
        <translation>La scommessa di {player} è persa.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="239"/>
        <source>{player} pays {amount} into the savings book (it holds {balance}).</source>
        <translation>{player} versa {amount} sul libretto di risparmio (contiene {balance}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="241"/>
        <source>{player} takes {amount} out of the savings book and pays the bank {fee} for it (it holds {balance}).</source>
        <translation>{player} ritira {amount} dal libretto di risparmio e paga {fee} alla banca (contiene {balance}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="246"/>
        <source>{player} repays {amount} to the bank (%n loan(s) still owed).</source>
        <translation>
            <numerusform>{player} restituisce {amount} alla banca (ancora %n prestito dovuto).</numerusform>
            <numerusform>{player} restituisce {amount} alla banca (ancora %n prestiti dovuti).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="249"/>
        <source>{player} cannot pay and borrows {amount} from the bank instead of going bankrupt (%n loan(s) owed).</source>
        <translation>
            <numerusform>{player} non può pagare e prende in prestito {amount} dalla banca invece di fallire (%n prestito dovuto).</numerusform>
            <numerusform>{player} non può pagare e prende in prestito {amount} dalla banca invece di fallire (%n prestiti dovuti).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="252"/>
        <source>{player} borrows {amount} from the bank (%n loan(s) owed).</source>
        <translation>
            <numerusform>{player} prende in prestito {amount} dalla banca (%n prestito dovuto).</numerusform>
            <numerusform>{player} prende in prestito {amount} dalla banca (%n prestiti dovuti).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="256"/>
        <source>{player}&apos;s books are closed: {savings} come out of the savings book, {debt} of loans are owed and {unpaid} of them cannot be paid: half the tokens go back to the bank.</source>
        <translation>Si fanno i conti di {player}: {savings} escono dal libretto, {debt} di prestiti sono dovuti e {unpaid} non si possono pagare: metà dei gettoni torna alla banca.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="260"/>
        <source>{player}&apos;s books are closed: {savings} come out of the savings book and {debt} of loans are repaid.</source>
        <translation>Si fanno i conti di {player}: {savings} escono dal libretto e {debt} di prestiti sono restituiti.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="264"/>
        <source>Coup-fourré! {player} answers the Hazard card at once and wins %n token(s) from the bank.</source>
        <translation>
            <numerusform>Coup-fourré! {player} risponde subito alla carta GIORNATA NO e vince %n gettone dalla banca.</numerusform>
            <numerusform>Coup-fourré! {player} risponde subito alla carta GIORNATA NO e vince %n gettoni dalla banca.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="270"/>
        <source>Teams: {ranking}.</source>
        <translation>Squadre: {ranking}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="12"/>
        <source>a player of your choice</source>
        <translation>giocatore che preferisci</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="13"/>
        <source>the poorest other player</source>
        <translation>più povero degli altri giocatori</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="14"/>
        <source>the richest other player</source>
        <translation>più ricco degli altri giocatori</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="15"/>
        <source>the player with the most tokens</source>
        <translation>giocatore con più gettoni SOLE</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="16"/>
        <source>the player with the fewest tokens</source>
        <translation>giocatore con meno gettoni SOLE</translation>
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
        <translation>donna</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="44"/>
        <source>a man</source>
        <translation>uomo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="47"/>
        <source>&apos;{fact}&apos;</source>
        <translation>“{fact}”</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="49"/>
        <source>aged {age} or more</source>
        <translation>{age} anni o più</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="51"/>
        <source>aged {age} or less</source>
        <translation>{age} anni o meno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="53"/>
        <source>older than {age}</source>
        <translation>più di {age} anni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="55"/>
        <source>younger than {age}</source>
        <translation>meno di {age} anni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="60"/>
        <source>holding less than {amount}</source>
        <translation>meno di {amount} in tasca</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="63"/>
        <location filename="../../gameofyear/narrate/conditions.py" line="137"/>
        <source> and </source>
        <extracomment>joins conditions that must all hold</extracomment>
        <translation> e </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="56"/>
        <source>receive {amount} from the bank</source>
        <translation>ricevere {amount} dalla banca</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="71"/>
        <source>receive %n token(s) from the bank</source>
        <translation>
            <numerusform>ricevere %n gettone SOLE dalla banca</numerusform>
            <numerusform>ricevere %n gettoni SOLE dalla banca</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="111"/>
        <source>each of you in turn: {effects}</source>
        <extracomment>every player does it, the players reading being &quot;you&quot;, and it holds a condition: &quot;each of you in turn: if you are a woman and you are 12 or older, pay 600 F to the bank; otherwise, …&quot;</extracomment>
        <translation>a turno, ciascuno di voi: {effects}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="114"/>
        <source>{effects}, each of you in turn</source>
        <extracomment>every player does it, the players reading being &quot;you&quot;: &quot;draw a Hazard card, each of you in turn&quot;</extracomment>
        <translation>{effects}, ciascuno di voi a turno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="162"/>
        <source>if {condition}, {effects} if {inner}, otherwise {other}</source>
        <extracomment>a condition whose one effect is another condition with an &quot;otherwise&quot;: &quot;if you are a woman, draw a Chance card if your answer to &apos;Are you wearing a suit right now?&apos; is yes, otherwise draw a Hazard card&quot;</extracomment>
        <translation>se {condition}, {effects} se {inner}, altrimenti {other}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="168"/>
        <source>if {condition}, {effects}</source>
        <extracomment>a condition and its effects: &quot;if you are a woman, draw a Chance card&quot;</extracomment>
        <translation>se {condition}, {effects}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="124"/>
        <source>{text}; otherwise, {effects}</source>
        <extracomment>what happens when the condition does not hold: &quot;…; otherwise, draw a Hazard card&quot;</extracomment>
        <translation>{text}; altrimenti {effects}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="15"/>
        <source>, then </source>
        <translation>, poi </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="194"/>
        <source>give one token to the bank (if you have one)</source>
        <extracomment>a doubly unlucky square takes a token from the player before its effects (none from a player who has none)</extracomment>
        <translation>restituire un gettone SOLE alla banca (se ne hai uno)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="199"/>
        <source>{first}; then, {effects}</source>
        <extracomment>before a condition: &quot;give one token to the bank (if you have one); then, if you are a woman, …&quot;</extracomment>
        <translation>{first}; poi, {effects}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="217"/>
        <source>Year 1 of a match to %n token(s).</source>
        <translation>
            <numerusform>Anno 1 di una partita a %n gettone.</numerusform>
            <numerusform>Anno 1 di una partita a %n gettoni.</numerusform>
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
            <numerusform>{side} vincono la partita dopo %n anno: {totals}.</numerusform>
            <numerusform>{side} vincono la partita dopo %n anni: {totals}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="227"/>
        <source>{side} wins the match after %n year(s): {totals}.</source>
        <translation>
            <numerusform>{side} vince la partita dopo %n anno: {totals}.</numerusform>
            <numerusform>{side} vince la partita dopo %n anni: {totals}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="229"/>
        <source>Year {year} of the match to {target} tokens; after %n year(s): {totals}.</source>
        <translation>
            <numerusform>Anno {year} della partita a {target} gettoni; dopo %n anno: {totals}.</numerusform>
            <numerusform>Anno {year} della partita a {target} gettoni; dopo %n anni: {totals}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="67"/>
        <location filename="../../gameofyear/narrate/conditions.py" line="140"/>
        <location filename="../../gameofyear/narrate/events.py" line="282"/>
        <source> or </source>
        <extracomment>joins conditions of which one must hold</extracomment>
        <translation> o </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="146"/>
        <source>the last day</source>
        <extracomment>why tokens moved: the first pawns to reach the game&apos;s last day (31 December, or 30 June in a half year)</extracomment>
        <translation>l&apos;ultimo giorno</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="143"/>
        <source>{player} will lose %n turn(s) ({source}).</source>
        <translation>
            <numerusform>{player} salterà %n turno ({source}).</numerusform>
            <numerusform>{player} salterà %n turni ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="267"/>
        <source>{place}. {team}: %n token(s)</source>
        <translation>
            <numerusform>{place}. {team}: %n gettone</numerusform>
            <numerusform>{place}. {team}: %n gettoni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="279"/>
        <source>{player} makes a choice ({source}).</source>
        <translation>{player} fa una scelta ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="287"/>
        <source>{player} has too little money to {other}, and must {chosen} ({source}).</source>
        <extracomment>6 December with too little money: &quot;Ann has too little money to pay 300 F to the bank, and must draw a Hazard card&quot;</extracomment>
        <translation>{player} non ha abbastanza denaro per {other} e deve {chosen} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="290"/>
        <source>{player} chooses to {chosen} rather than {other} ({source}).</source>
        <extracomment>&quot;Ann chooses to pay 300 F to the bank rather than draw a Hazard card (almanac, 6 December).&quot;</extracomment>
        <translation>{player} sceglie di {chosen} invece di {other} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="70"/>
        <source>not ({condition})</source>
        <translation>non ({condition})</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="77"/>
        <source>you are {age} or older</source>
        <extracomment>the clause after &quot;if&quot; (and &quot;and&quot;, &quot;or&quot;): its subject is the player reading, &quot;you&quot;</extracomment>
        <translation>hai {age} anni o più</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="78"/>
        <source>you are {age} or younger</source>
        <translation>hai {age} anni o meno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="79"/>
        <source>you are over {age}</source>
        <translation>hai più di {age} anni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="80"/>
        <source>you are under {age}</source>
        <translation>hai meno di {age} anni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="81"/>
        <source>you hold less than {amount}</source>
        <translation>hai meno di {amount} in tasca</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="84"/>
        <source>&apos;{fact}&apos; applies to you</source>
        <extracomment>the texts in quotes are a profile fact, a question or a quiz of the almanac: the quote is never last, so that a question&apos;s own &quot;?&quot; is not followed by a comma</extracomment>
        <translation>“{fact}” vale per te</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="85"/>
        <source>&apos;{fact}&apos; does not apply to you</source>
        <translation>“{fact}” non vale per te</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="86"/>
        <source>your answer to &apos;{question}&apos; is yes</source>
        <translation>la tua risposta a “{question}” è sì</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="87"/>
        <source>your answer to &apos;{question}&apos; is no</source>
        <translation>la tua risposta a “{question}” è no</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="88"/>
        <source>the table&apos;s answer to &apos;{question}&apos; is yes</source>
        <translation>la risposta del tavolo a “{question}” è sì</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="89"/>
        <source>the table&apos;s answer to &apos;{question}&apos; is no</source>
        <translation>la risposta del tavolo a “{question}” è no</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="90"/>
        <source>you pass the &apos;{quiz}&apos; quiz</source>
        <translation>la tua risposta alla prova “{quiz}” è giusta</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="91"/>
        <source>you do not pass the &apos;{quiz}&apos; quiz</source>
        <translation>la tua risposta alla prova “{quiz}” non è giusta</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="142"/>
        <source>you are a woman</source>
        <translation>sei una donna</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="143"/>
        <source>you are a man</source>
        <translation>sei un uomo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="170"/>
        <source>it is not true that {condition}</source>
        <extracomment>the opposite of a condition that has no clause of its own: &quot;it is not true that you are a man and you are over 18&quot;</extracomment>
        <translation>la condizione “{condition}” non è soddisfatta</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="53"/>
        <source>draw a Chance card</source>
        <translation>pescare una carta GIORNATA SI&apos;</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="54"/>
        <source>draw a Hazard card</source>
        <translation>pescare una carta GIORNATA NO</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="58"/>
        <source>pay {amount} to the bank</source>
        <translation>pagare {amount} alla banca</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="60"/>
        <source>pay {amount} to {target}</source>
        <translation>pagare {amount} al {target}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="63"/>
        <source>receive {amount} from {target}</source>
        <translation>ricevere {amount} dal {target}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="66"/>
        <source>pay {amount} to each other player</source>
        <translation>pagare {amount} a ogni altro giocatore</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="68"/>
        <source>each other player pays you {amount}</source>
        <translation>ogni altro giocatore ti paga {amount}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="73"/>
        <source>give %n token(s) to the bank</source>
        <translation>
            <numerusform>restituire %n gettone SOLE alla banca</numerusform>
            <numerusform>restituire %n gettoni SOLE alla banca</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="75"/>
        <source>take %n token(s) from {target}</source>
        <translation>
            <numerusform>prendere %n gettone SOLE al {target}</numerusform>
            <numerusform>prendere %n gettoni SOLE al {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="78"/>
        <source>give %n token(s) to {target}</source>
        <translation>
            <numerusform>dare %n gettone SOLE al {target}</numerusform>
            <numerusform>dare %n gettoni SOLE al {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="83"/>
        <source>advance %n day(s)</source>
        <translation>
            <numerusform>avanzare di %n giorno</numerusform>
            <numerusform>avanzare di %n giorni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="85"/>
        <source>go back %n day(s)</source>
        <translation>
            <numerusform>tornare indietro di %n giorno</numerusform>
            <numerusform>tornare indietro di %n giorni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="87"/>
        <source>{move} (the almanac does not apply there)</source>
        <translation>{move} (all&apos;arrivo l&apos;ALMANACCO non si applica)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="90"/>
        <source>move to {date}</source>
        <translation>andare al giorno {date}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="92"/>
        <source>go back %n month(s) to the same day</source>
        <translation>
            <numerusform>tornare indietro di %n mese, allo stesso giorno</numerusform>
            <numerusform>tornare indietro di %n mesi, allo stesso giorno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="96"/>
        <source>play %n extra turn(s)</source>
        <translation>
            <numerusform>giocare %n turno in più</numerusform>
            <numerusform>giocare %n turni in più</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="98"/>
        <source>swap pawns with {target}</source>
        <translation>scambiare il pedone con quello del {target}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="100"/>
        <source>rearrange the opponents&apos; pawns as you like</source>
        <translation>ridistribuire a piacere i pedoni degli avversari</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="102"/>
        <source>spin again and advance by the difference of the two numbers</source>
        <translation>girare di nuovo la MACCHINA DEL TEMPO e avanzare della differenza tra i due numeri</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="105"/>
        <source>a free vacation: advance %n day(s)</source>
        <translation>
            <numerusform>una vacanza gratis: avanzare di %n giorno</numerusform>
            <numerusform>una vacanza gratis: avanzare di %n giorni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="117"/>
        <source> — or — </source>
        <extracomment>between the options of a choice</extracomment>
        <translation> — oppure — </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="118"/>
        <source>choose: {options}</source>
        <translation>a scelta: {options}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="140"/>
        <location filename="../../gameofyear/narrate/events.py" line="281"/>
        <location filename="../../gameofyear/narrate/events.py" line="283"/>
        <source>nothing</source>
        <extracomment>what a condition without effects does: &quot;if you are a woman, nothing&quot;</extracomment>
        <translation>niente</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="94"/>
        <source>lose %n turn(s)</source>
        <translation>
            <numerusform>saltare %n turno</numerusform>
            <numerusform>saltare %n turni</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LuckyPeekButton</name>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="446"/>
        <source>%1, your lucky number: %2</source>
        <translation>%1, il tuo numero fortunato: %2</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="447"/>
        <source>Your lucky number: %1</source>
        <translation>Il tuo numero fortunato: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="453"/>
        <source>Lucky numbers: hidden while the question is asked in the open</source>
        <translation>Numeri fortunati: nascosti finché la domanda è posta davanti a tutti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="454"/>
        <source>Lucky: hidden (asked in the open)</source>
        <translation>Numero nascosto (domanda davanti a tutti)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="456"/>
        <source>Lucky number: hidden</source>
        <translation>Numero fortunato: nascosto</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="454"/>
        <location filename="../../gameofyear/ui/panel.py" line="456"/>
        <source>Lucky: hidden</source>
        <translation>Numero nascosto</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="458"/>
        <source>Hold to see your lucky number</source>
        <translation>Tieni premuto per vedere il tuo numero fortunato</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="458"/>
        <source>Hold: lucky number</source>
        <translation>Tieni premuto: numero fortunato</translation>
    </message>
</context>
<context>
    <name>MachineWidget</name>
    <message>
        <location filename="../../gameofyear/ui/machine.py" line="179"/>
        <source>Spin</source>
        <translation>Gira</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/machine.py" line="180"/>
        <source>Spin the time-progression machine (Space)</source>
        <translation>Gira la MACCHINA DEL TEMPO (Spazio)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/machine.py" line="181"/>
        <source>Click to spin</source>
        <translation>Clicca per girare</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/machine.py" line="182"/>
        <source>Time-progression machine</source>
        <translation>MACCHINA DEL TEMPO</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gameofyear/ui/language.py" line="333"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="122"/>
        <location filename="../../gameofyear/ui/mainplay.py" line="161"/>
        <location filename="../../gameofyear/ui/mainsaves.py" line="287"/>
        <location filename="../../gameofyear/ui/mainsaves.py" line="424"/>
        <location filename="../../gameofyear/ui/mainwindow.py" line="502"/>
        <location filename="../../gameofyear/ui/mainwindow.py" line="611"/>
        <source>Game of the Year</source>
        <translation>Il Gioco dell&apos;Anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="503"/>
        <source>The almanac cannot be read again, so its texts stay as they were:</source>
        <translation>L&apos;ALMANACCO non può essere riletto, quindi i suoi testi restano come prima:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="310"/>
        <source>The game goes on in English.</source>
        <extracomment>said in the log after View ▸ Language: write the name of your own language</extracomment>
        <translation>La partita prosegue in italiano.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="320"/>
        <source>reached the last day</source>
        <translation>ha raggiunto l&apos;ultimo giorno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="288"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="289"/>
        <source>Quic&amp;k Game</source>
        <translation>Partita &amp;veloce</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="290"/>
        <source>&amp;Host a Network Game…</source>
        <translation>Osp&amp;ita una partita in rete…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="291"/>
        <source>&amp;Join a Network Game…</source>
        <translation>Partecipa a una partita in re&amp;te…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="292"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="294"/>
        <source>Step through a saved game move by move, without playing it</source>
        <translation>Rivedi una partita salvata mossa per mossa, senza giocarla</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="295"/>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="296"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="297"/>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="516"/>
        <source>&amp;Undo</source>
        <translation>Ann&amp;ulla</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="299"/>
        <source>Take back your last choice, if it revealed no chance and no secret</source>
        <translation>Ritira la tua ultima scelta, se non ha rivelato né sorte né segreti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="300"/>
        <source>Ask Again for Offers of &amp;Days</source>
        <translation>Chiedi di nuovo le &amp;offerte di giorni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="301"/>
        <source>Ask every person at the screen again whether to offer days</source>
        <translation>Chiedi di nuovo a ogni persona davanti allo schermo se offre giorni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="302"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="337"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="152"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avanti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="153"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom &amp;indietro</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="154"/>
        <source>&amp;Whole Board</source>
        <translation>&amp;Tutto il tabellone</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="110"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="111"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="112"/>
        <source>&amp;Fast</source>
        <translation>&amp;Veloce</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="113"/>
        <source>&amp;Instant</source>
        <translation>&amp;Istantanea</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="116"/>
        <source>Wait for a &amp;Click at Big Moments</source>
        <translation>Aspetta un &amp;clic nei grandi momenti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="117"/>
        <source>Your cards, bankruptcies, payments between players, swaps and quarter tokens stay on screen until you click or press a key</source>
        <translation>Le tue carte, i fallimenti, i pagamenti tra giocatori, gli scambi e i gettoni del trimestre restano sullo schermo finché non clicchi o premi un tasto</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="120"/>
        <source>&amp;Mute</source>
        <translation>&amp;Muto</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="64"/>
        <source>Le&amp;gend of the Board</source>
        <translation>Le&amp;genda del tabellone</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="65"/>
        <source>What the frames, marks and pictures of the squares mean</source>
        <translation>Cosa vogliono dire le cornici, i segni e i disegni delle caselle</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="121"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="305"/>
        <source>S&amp;pin the Machine</source>
        <translation>&amp;Gira la macchina</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="306"/>
        <source>&amp;Learn to Play</source>
        <translation>Impara a &amp;giocare</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="62"/>
        <source>Almanac of &amp;Events</source>
        <translation>&amp;Almanacco degli avvenimenti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="63"/>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="349"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="327"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="350"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="328"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="123"/>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Velocità delle animazioni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="125"/>
        <source>&amp;Sound</source>
        <translation>&amp;Suono</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="352"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="339"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;uto</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="110"/>
        <source>This window cannot save automatically: the game resumes without autosaving (the banner below says why); Game ▸ Save As… keeps it elsewhere.</source>
        <translation>Questa finestra non può salvare automaticamente: la partita riprende senza salvataggio automatico (la striscia in basso dice perché); Partita ▸ Salva con nome… la conserva altrove.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/mainwindow.py" line="549"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… e %n altro.</numerusform>
            <numerusform>… e altri %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="551"/>
        <source>The game cannot start</source>
        <translation>La partita non può cominciare</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="552"/>
        <source>The game&apos;s content cannot be used, so no game can start:</source>
        <translation>Il contenuto del gioco non è utilizzabile, quindi nessuna partita può cominciare:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="556"/>
        <source>&lt;h1&gt;Game of the Year&lt;/h1&gt;&lt;p&gt;The game&apos;s content cannot be used, so no game can start.&lt;/p&gt;&lt;p&gt;First problem: %1&lt;/p&gt;&lt;p&gt;Correct it (or leave out --almanac) and start the game again.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Il Gioco dell&apos;Anno&lt;/h1&gt;&lt;p&gt;Il contenuto del gioco non è utilizzabile: nessuna partita può cominciare.&lt;/p&gt;&lt;p&gt;Primo problema: %1&lt;/p&gt;&lt;p&gt;Correggilo (o avvia il gioco senza --almanac), poi riavvia il gioco.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/mainwindow.py" line="608"/>
        <source>Some texts of the almanac could not be used; English is shown instead (%n problem(s)).</source>
        <translation>
            <numerusform>Alcuni testi dell&apos;ALMANACCO non sono utilizzabili; al loro posto compare l&apos;inglese (%n problema).</numerusform>
            <numerusform>Alcuni testi dell&apos;ALMANACCO non sono utilizzabili; al loro posto compare l&apos;inglese (%n problemi).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="123"/>
        <source>Save the game in progress before leaving it?</source>
        <translation>Salvare la partita in corso prima di lasciarla?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="125"/>
        <source>If you do not, it is lost: the autosave keeps only the game on screen.</source>
        <translation>Altrimenti andrà persa: il salvataggio automatico conserva solo la partita sullo schermo.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="162"/>
        <source>This edition cannot be used:</source>
        <translation>Questa edizione non è utilizzabile:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="156"/>
        <source>Sound off</source>
        <translation>Suono spento</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="157"/>
        <source>Sound on</source>
        <translation>Suono acceso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="244"/>
        <source>Bankrupt!</source>
        <translation>Fallimento!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="246"/>
        <source>A payment</source>
        <translation>Un pagamento</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="248"/>
        <source>Pawns change places</source>
        <translation>I pedoni cambiano posto</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="249"/>
        <source>Quarter tokens</source>
        <translation>Gettoni del trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="262"/>
        <source>Click or press a key to go on</source>
        <translation>Clicca o premi un tasto per continuare</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="300"/>
        <source>Click or press a key to go on.</source>
        <translation>Clicca o premi un tasto per continuare.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="562"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="565"/>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="81"/>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="85"/>
        <source>%1 is playing…</source>
        <translation>%1 sta giocando…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/maintable.py" line="157"/>
        <source>computer playing…</source>
        <translation>il computer sta giocando…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="92"/>
        <source>%1, spin the machine: click it or press Space.</source>
        <translation>%1, gira la macchina: fai clic su di essa o premi Spazio.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="82"/>
        <source>The game cannot be saved automatically: %1. It goes on; Game ▸ Save As… keeps it elsewhere.</source>
        <translation>La partita non può essere salvata automaticamente: %1. Il gioco continua; Partita ▸ Salva con nome… la conserva altrove.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="87"/>
        <source>process %1</source>
        <translation>processo %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="87"/>
        <source>another process</source>
        <translation>un altro processo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="90"/>
        <source>Another copy of Game of the Year is open (%1): this window does not save automatically. Game ▸ Save As… keeps its game.</source>
        <translation>Un&apos;altra copia del Gioco dell&apos;Anno è aperta (%1): questa finestra non salva automaticamente. Partita ▸ Salva con nome… conserva la sua partita.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="128"/>
        <source>The list of recent games could not be read and was cleared.</source>
        <translation>L&apos;elenco delle partite recenti non era leggibile ed è stato svuotato.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="163"/>
        <source>The game cannot be saved: %1. It goes on; Game ▸ Save As… keeps it elsewhere.</source>
        <translation>La partita non può essere salvata: %1. Il gioco continua; Partita ▸ Salva con nome… la conserva altrove.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="172"/>
        <source>The earlier game was kept as %1 (Game ▸ Open).</source>
        <translation>La partita precedente è stata conservata come %1 (Partita ▸ Apri).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="102"/>
        <source>The autosave could not be used: %1</source>
        <translation>Il salvataggio automatico non si poteva usare: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="498"/>
        <source>Resumed from the backup of the autosave.</source>
        <translation>Ripresa dalla copia di riserva del salvataggio automatico.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="71"/>
        <source>spin the machine (Space)</source>
        <translation>gira la MACCHINA DEL TEMPO (Spazio)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="74"/>
        <source>%1, spin!</source>
        <translation>%1, gira!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="124"/>
        <source>click the marked square again or press Return to confirm, Esc to change</source>
        <translation>clicca di nuovo la casella segnata o premi Invio per confermare, Esc per cambiare</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="72"/>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="123"/>
        <source>your decision</source>
        <translation>tocca a te decidere</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="221"/>
        <source>Some settings could not be read and were reset: %1</source>
        <translation>Alcune impostazioni non erano leggibili e sono state azzerate: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="293"/>
        <source>Rep&amp;lay a Saved Game…</source>
        <translation>Rive&amp;di una partita salvata…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="61"/>
        <source>How to &amp;Play</source>
        <translation>&amp;Come giocare</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="91"/>
        <source>%1. Saved %2; the leading pawn is on %3.</source>
        <translation>%1. Salvata il %2; la pedina in testa è al %3.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="101"/>
        <source>The latest autosave cannot be used, but its backup can.</source>
        <translation>L&apos;ultimo salvataggio automatico non si può usare, ma la sua copia di riserva sì.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="283"/>
        <source>Everybody at the screen will be asked again whether to offer days.</source>
        <translation>A ogni persona davanti allo schermo verrà chiesto di nuovo se offre giorni.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="272"/>
        <source>%1 offers nothing from now on (Game ▸ Ask Again for Offers of Days).</source>
        <translation>D&apos;ora in poi %1 non offre niente (Partita ▸ Chiedi di nuovo le offerte di giorni).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="200"/>
        <source>your turn</source>
        <translation>tocca a te</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="201"/>
        <source>playing…</source>
        <translation>sta giocando…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="243"/>
        <source>%1: nothing to claim right now.</source>
        <translation>%1: niente da reclamare per ora.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="201"/>
        <source>Game of the Year %1</source>
        <translation>Gioco dell&apos;Anno %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="202"/>
        <source>Save Game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="203"/>
        <source>Game of the Year saves (*.json)</source>
        <translation>Partite del Gioco dell&apos;Anno (*.json)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="220"/>
        <source>The game was not saved</source>
        <translation>La partita non è stata salvata</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="221"/>
        <source>The game could not be saved to %1:
%2</source>
        <translation>Non è stato possibile salvare la partita in %1:
%2</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="229"/>
        <source>Saved to %1</source>
        <translation>Salvata in %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="251"/>
        <source>Open Game</source>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="252"/>
        <location filename="../../gameofyear/ui/mainscreens.py" line="356"/>
        <source>Game of the Year saves (*.json);;All files (*)</source>
        <translation>Partite del Gioco dell&apos;Anno (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="276"/>
        <source>It was taken off the recent games.</source>
        <translation>Il file è stato tolto dalle partite recenti.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="277"/>
        <location filename="../../gameofyear/ui/mainscreens.py" line="276"/>
        <source>This game cannot be opened</source>
        <translation>Questa partita non può essere aperta</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="273"/>
        <location filename="../../gameofyear/ui/mainscreens.py" line="277"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Impossibile aprire %1:
%2</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="288"/>
        <source>This game needs its house almanac:
%1

Choose the almanac&apos;s folder.</source>
        <translation>Questa partita ha bisogno del suo almanacco di casa:
%1

Scegli la cartella dell&apos;almanacco.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="290"/>
        <source>The Game&apos;s House Almanac</source>
        <translation>L&apos;almanacco di casa della partita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="376"/>
        <source>The game goes on (saved %1).</source>
        <translation>La partita prosegue (salvata il %1).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="398"/>
        <source>The almanac has changed</source>
        <translation>L&apos;almanacco è cambiato</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="415"/>
        <source>No recent games</source>
        <translation>Nessuna partita recente</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="419"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Svuota il menu</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="426"/>
        <source>%1 — Game of the Year</source>
        <translation>%1 — Il Gioco dell&apos;Anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="463"/>
        <source>The latest autosave cannot be used, but its backup can. Resume the game of %1, %2, from the backup?</source>
        <translation>L&apos;ultimo salvataggio automatico non si può usare, ma la sua copia di riserva sì. Riprendere la partita di %1, %2, dalla copia di riserva?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="465"/>
        <source>Resume the game of %1, %2?</source>
        <translation>Riprendere la partita di %1 del %2?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="514"/>
        <source>&amp;Undo %1&apos;s Choice</source>
        <translation>Ann&amp;ulla la scelta di %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="534"/>
        <source>There is no choice to take back now.</source>
        <translation>Per ora non c&apos;è nessuna scelta da annullare.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="544"/>
        <source>%1 takes back the last choice.</source>
        <translation>%1 ritira l&apos;ultima scelta.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="321"/>
        <source>The half-year is over.</source>
        <translation>Il semestre è finito.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="322"/>
        <source>The quarter is over.</source>
        <translation>Il trimestre è finito.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="323"/>
        <source>The year is over.</source>
        <translation>L&apos;anno è finito.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="355"/>
        <source>Replay a Saved Game</source>
        <translation>Rivedi una partita salvata</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardanswers.py" line="149"/>
        <source>&lt;p&gt;A plain day: days can be bought or offered from here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Una giornata semplice: da qui si possono comprare o offrire giorni.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="87"/>
        <source>About Game of the Year</source>
        <translation>Informazioni sul Gioco dell&apos;Anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="88"/>
        <source>&lt;h2&gt;Game of the Year %1&lt;/h2&gt;&lt;p&gt;The 1980s family calendar game &lt;i&gt;Le Jeu de l&apos;Année&lt;/i&gt; for the desktop.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Il Gioco dell&apos;Anno %1&lt;/h2&gt;&lt;p&gt;Il gioco da tavolo per tutta la famiglia degli anni Ottanta, &lt;i&gt;Il Gioco dell&apos;Anno&lt;/i&gt;, sul tuo computer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="344"/>
        <source>The game&apos;s data folder cannot be used (%1): the game is not saved automatically. Game ▸ Save As… keeps it elsewhere.</source>
        <translation>La cartella dei dati del gioco non si può usare (%1): la partita non viene salvata automaticamente. Partita ▸ Salva con nome… la conserva altrove.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="358"/>
        <source>The game&apos;s log cannot be written (%1): the disk may be full.</source>
        <translation>Il registro del gioco non può essere scritto (%1): il disco potrebbe essere pieno.</translation>
    </message>
</context>
<context>
    <name>MatchTable</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="42"/>
        <source>%1 win the match with %n token(s) (target %2).</source>
        <translation>
            <numerusform>%1 vincono la partita con %n gettone (obiettivo %2).</numerusform>
            <numerusform>%1 vincono la partita con %n gettoni (obiettivo %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="44"/>
        <source>%1 wins the match with %n token(s) (target %2).</source>
        <translation>
            <numerusform>%1 vince la partita con %n gettone (obiettivo %2).</numerusform>
            <numerusform>%1 vince la partita con %n gettoni (obiettivo %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="46"/>
        <source>%1 are level at %n token(s), past the target of %2: another year decides.</source>
        <translation>
            <numerusform>%1 sono pari a %n gettone, oltre l&apos;obiettivo di %2: decide un altro anno.</numerusform>
            <numerusform>%1 sono pari a %n gettoni, oltre l&apos;obiettivo di %2: decide un altro anno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="48"/>
        <source>After year %3, %1 share the lead with %n token(s); the match is played to %2.</source>
        <translation>
            <numerusform>Dopo l&apos;anno %3, %1 sono in testa insieme con %n gettone; si gioca a %2.</numerusform>
            <numerusform>Dopo l&apos;anno %3, %1 sono in testa insieme con %n gettoni; si gioca a %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="50"/>
        <source>After year %3, %1 lead with %n token(s); the match is played to %2.</source>
        <translation>
            <numerusform>Dopo l&apos;anno %3, %1 sono in testa con %n gettone; si gioca a %2.</numerusform>
            <numerusform>Dopo l&apos;anno %3, %1 sono in testa con %n gettoni; si gioca a %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="52"/>
        <source>After year %3, %1 leads with %n token(s); the match is played to %2.</source>
        <translation>
            <numerusform>Dopo l&apos;anno %3, %1 è in testa con %n gettone; si gioca a %2.</numerusform>
            <numerusform>Dopo l&apos;anno %3, %1 è in testa con %n gettoni; si gioca a %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="103"/>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="103"/>
        <location filename="../../gameofyear/ui/matchtable.py" line="143"/>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="103"/>
        <source>Tokens</source>
        <translation>Gettoni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="103"/>
        <source>Money</source>
        <translation>Denaro</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="143"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="144"/>
        <source>Year %1</source>
        <translation>Anno %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="145"/>
        <source>Total (to %1)</source>
        <translation>Totale (a %1)</translation>
    </message>
</context>
<context>
    <name>NetworkGameWindow</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="380"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="347"/>
        <source>Network Game</source>
        <translation>Partita in rete</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="139"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="490"/>
        <source>Connecting…</source>
        <translation>Connessione…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="348"/>
        <source>Claim What Is Owed to Me</source>
        <translation>Reclama ciò che mi spetta</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="349"/>
        <source>Claim what you are owed for your lucky number or a birthday, while the pawn is still on that square</source>
        <translation>Reclama ciò che ti spetta per il tuo numero fortunato o per un compleanno, finché il pedone è ancora su quella casella</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="135"/>
        <source>Joining the game…</source>
        <translation>Ingresso nella partita…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="329"/>
        <source>&amp;Undo — not in a network game</source>
        <translation>&amp;Annulla — non in rete</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="330"/>
        <source>In a network game nobody takes a move back: every player has already seen it.</source>
        <translation>In una partita in rete nessuno ritira una mossa: tutti i giocatori l&apos;hanno già vista.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="333"/>
        <source>S&amp;pin the Machine</source>
        <translation>&amp;Gira la macchina</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="334"/>
        <source>Ask Again for Offers of &amp;Days</source>
        <translation>Chiedi di nuovo le &amp;offerte di giorni</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="335"/>
        <source>The Year in &amp;Review…</source>
        <translation>Il &amp;bilancio dell&apos;anno…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="336"/>
        <source>&amp;Leave the Network Game</source>
        <translation>&amp;Lascia la partita in rete</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="470"/>
        <source>Connected</source>
        <translation>Connesso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="474"/>
        <source>The connection is back: the game goes on.</source>
        <translation>La connessione è tornata: la partita continua.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="475"/>
        <source>Reconnected to the game.</source>
        <translation>Di nuovo nella partita.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="478"/>
        <source>The connection to the game was lost; reconnecting by itself…</source>
        <translation>La connessione alla partita si è persa; si riconnette da sola…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="482"/>
        <source>Connection lost: reconnecting in %1 s (attempt %2)…</source>
        <translation>Connessione persa: nuovo tentativo fra %1 s (tentativo %2)…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="487"/>
        <source>The server refused: %1</source>
        <translation>Il server ha rifiutato: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="674"/>
        <source>Leave the game you host? It stops for everybody until you take it up again from the welcome screen.</source>
        <translation>Lasciare la partita che ospiti? Si ferma per tutti finché non la riprendi dalla schermata iniziale.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="676"/>
        <source>Leave the game? A computer plays for you until you rejoin it from the welcome screen.</source>
        <translation>Lasciare la partita? Il computer gioca per te finché non rientri dalla schermata iniziale.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="680"/>
        <source>Leave the Network Game</source>
        <translation>Lascia la partita in rete</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="345"/>
        <source>Network Game — %1</source>
        <translation>Partita in rete — %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netinvitations.py" line="106"/>
        <source>&amp;Invitations…</source>
        <translation>&amp;Inviti…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="530"/>
        <source>person</source>
        <translation>persona</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="530"/>
        <source>person, away</source>
        <translation>persona, assente</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="531"/>
        <source>a computer plays meanwhile</source>
        <translation>intanto gioca il computer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="534"/>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="381"/>
        <source>Someone else has taken this seat. Take it back?</source>
        <translation>Qualcun altro ha preso questo posto. Riprenderlo?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="383"/>
        <source>Another window joined the game with this seat&apos;s invitation code. Take the seat back here, or leave the game to that window.</source>
        <translation>Un’altra finestra è entrata nella partita con il codice d’invito di questo posto. Riprendi qui il posto, o lascia la partita a quella finestra.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="386"/>
        <source>Take It Back</source>
        <translation>Riprendilo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="388"/>
        <source>Leave</source>
        <translation>Esci</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="617"/>
        <source>Taking the seat back…</source>
        <translation>Ripresa del posto…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="625"/>
        <source>Too late to claim: the pawn has moved on.</source>
        <translation>Troppo tardi per reclamare: il pedone è già ripartito.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="645"/>
        <source>The year is over: %1 wins.</source>
        <translation>L&apos;anno è finito: vince %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/netwindow.py" line="665"/>
        <source>%1. %2: %n token(s), %3</source>
        <translation>
            <numerusform>%1. %2: %n gettone, %3</numerusform>
            <numerusform>%1. %2: %n gettoni, %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="118"/>
        <source>Host a Network Game</source>
        <translation>Ospita una partita in rete</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="120"/>
        <source>The network game you host (%1) is not over. Take it up again? The remote players&apos; windows come back to it by themselves.</source>
        <translation>La partita in rete che ospiti (%1) non è finita. Riprenderla? Le finestre dei giocatori a distanza vi torneranno da sole.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="124"/>
        <source>Take It Up Again</source>
        <translation>Riprendila</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="126"/>
        <source>Host a New Game</source>
        <translation>Ospita una nuova partita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="197"/>
        <location filename="../../gameofyear/ui/nethosting.py" line="258"/>
        <source>%1&apos;s game</source>
        <translation>Partita di %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="252"/>
        <source>The game&apos;s port was taken: send the remote players their new lines.</source>
        <translation>La porta della partita era occupata: manda ai giocatori a distanza le loro nuove righe.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="292"/>
        <source>No invitation can be written for this address (%1).</source>
        <translation>Non si può scrivere nessun invito per questo indirizzo (%1).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="304"/>
        <source>The game cannot be hosted: its certificate cannot be kept (%1).</source>
        <translation>La partita non può essere ospitata: il suo certificato non può essere conservato (%1).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netnotes.py" line="150"/>
        <source>Waiting for the host&apos;s game at %1 (it comes back when the host opens it)…</source>
        <translation>In attesa della partita dell&apos;ospite a %1 (torna quando l&apos;ospite la apre)…</translation>
    </message>
</context>
<context>
    <name>NetworkGathering</name>
    <message>
        <location filename="../../gameofyear/ui/netgathering.py" line="34"/>
        <source>Waiting for %1 to join…</source>
        <translation>In attesa che %1 si uniscano…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netgathering.py" line="50"/>
        <location filename="../../gameofyear/ui/netgathering.py" line="75"/>
        <source>Start now</source>
        <translation>Inizia ora</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netgathering.py" line="76"/>
        <source>Start now: a computer plays for %1?</source>
        <translation>Iniziare ora: un computer gioca per %1?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="93"/>
        <source>Classic — Le Jeu de l&apos;Année (francs)</source>
        <translation>Classica — Le Jeu de l&apos;Année (franchi)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="94"/>
        <source>Italian — Il Gioco dell&apos;Anno (lire)</source>
        <translation>Italiana — Il Gioco dell&apos;Anno (lire)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="102"/>
        <source>Beginner (plays at random)</source>
        <translation>Principiante (gioca a caso)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="103"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="104"/>
        <source>Basic</source>
        <translation>Semplice</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="105"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="106"/>
        <source>Expert (thinks ahead)</source>
        <translation>Esperto (pensa in anticipo)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="171"/>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="172"/>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="173"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="174"/>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="175"/>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="176"/>
        <source>Orange</source>
        <translation>Arancione</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="177"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="178"/>
        <source>Black</source>
        <translation>Nero</translation>
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
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="104"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="112"/>
        <source>Who is playing this year?</source>
        <translation>Chi gioca quest&apos;anno?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="121"/>
        <source>Number of players:</source>
        <translation>Numero di giocatori:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="139"/>
        <source>Edition:</source>
        <translation>Edizione:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="153"/>
        <source>Pawn</source>
        <translation>Pedone</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="153"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="153"/>
        <source>Played by</source>
        <translation>Giocato da</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="153"/>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="154"/>
        <source>Born</source>
        <translation>Nato/a il</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="154"/>
        <source>Sign, age</source>
        <translation>Segno, età</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="154"/>
        <source>Sex</source>
        <translation>Sesso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="154"/>
        <source>Facts</source>
        <translation>Profilo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="180"/>
        <source>House rule: claim lucky-number and birthday money yourself (forget it and it is lost once the pawn moves on)</source>
        <translation>Regola della casa: reclamare da sé i soldi del numero fortunato e dei compleanni (chi se ne dimentica li perde appena il pedone riparte)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="191"/>
        <source>Quick game</source>
        <translation>Partita veloce</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="193"/>
        <source>You against three computers, right away</source>
        <translation>Tu contro tre computer, subito</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="195"/>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="303"/>
        <source>Every player needs a name.</source>
        <translation>Ogni giocatore deve avere un nome.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="311"/>
        <source>Two players are called “%1”: please tell them apart.</source>
        <translation>Due giocatori si chiamano “%1”: date loro nomi diversi.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="464"/>
        <source>The youngest player starts: %1.</source>
        <translation>Comincia il giocatore più giovane: %1.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="466"/>
        <source>The youngest player starts.</source>
        <translation>Comincia il giocatore più giovane.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="467"/>
        <source>Each player gets a lucky number, drawn in secret.</source>
        <translation>Ogni giocatore riceve un numero fortunato, estratto in segreto.</translation>
    </message>
</context>
<context>
    <name>PlayAsBox</name>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="45"/>
        <source>New profile…</source>
        <translation>Nuovo profilo…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="46"/>
        <source>Play as:</source>
        <translation>Gioca come:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="49"/>
        <source>your name</source>
        <translation>il tuo nome</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="54"/>
        <source>Prefer not to say</source>
        <translation>Preferisco non dirlo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="55"/>
        <source>Female</source>
        <translation>Donna</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="56"/>
        <source>Male</source>
        <translation>Uomo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="57"/>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="57"/>
        <source>Born:</source>
        <translation>Nato/a il:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="57"/>
        <source>Sex:</source>
        <translation>Sesso:</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="193"/>
        <source>person</source>
        <translation>persona</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="193"/>
        <source>computer</source>
        <translation>computer</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="295"/>
        <source>Claim!</source>
        <translation>Reclama!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="296"/>
        <source>Claim what you are owed for your lucky number or a birthday, while the pawn is still on that square</source>
        <translation>Reclama ciò che ti spetta per il tuo numero fortunato o per un compleanno, finché il pedone è ancora su quella casella</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="374"/>
        <source>Savings book %1</source>
        <translation>Libretto di risparmio %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="376"/>
        <source>%n loan(s): %1 owed</source>
        <translation>
            <numerusform>%n prestito, %1 dovuti</numerusform>
            <numerusform>%n prestiti, %1 dovuti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="381"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n gettone SOLE</numerusform>
            <numerusform>%n gettoni SOLE</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="383"/>
        <source>%n vacation card(s)</source>
        <translation>
            <numerusform>%n carta VACANZA</numerusform>
            <numerusform>%n carte VACANZA</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="385"/>
        <source>%n kept card(s)</source>
        <translation>
            <numerusform>%n carta conservata</numerusform>
            <numerusform>%n carte conservate</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="387"/>
        <source>BANKRUPT</source>
        <translation>FALLITO</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="389"/>
        <source>loses next turn</source>
        <translation>salta il prossimo turno</translation>
    </message>
</context>
<context>
    <name>PledgeDialog</name>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="304"/>
        <source>Offer days to {name}?</source>
        <translation>Offrire giorni a {name}?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="305"/>
        <source>{name} stands on {date}. Every day you offer costs you {price}, and {name}&apos;s pawn moves by all the days offered.</source>
        <translation>{name} è al giorno {date}. Ogni giorno che offri ti costa {price}, e il pedone di {name} avanza di tutti i giorni offerti.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="308"/>
        <source>Already offered by the others: %n day(s).</source>
        <translation>
            <numerusform>Già offerto dagli altri: %n giorno.</numerusform>
            <numerusform>Già offerti dagli altri: %n giorni.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="310"/>
        <source>Nobody has offered any days yet.</source>
        <translation>Nessuno ha ancora offerto giorni.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="312"/>
        <source>From now on, offer nothing without asking me (this &amp;year)</source>
        <translation>D&apos;ora in poi non offrire niente senza chiedermelo (quest&apos;&amp;anno)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="314"/>
        <source>Your later offers are answered with nothing, so that the game does not stop for you on every turn of the others.</source>
        <translation>Le tue prossime offerte saranno «niente», così la partita non si ferma per te a ogni turno degli altri.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="323"/>
        <source>Then asked at this screen, each for their own days: {names}.</source>
        <translation>Poi, a questo schermo, ognuno per i propri giorni: {names}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="333"/>
        <source>Offer &amp;nothing</source>
        <translation>Non offrire &amp;niente</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="337"/>
        <source>&amp;Offer %n day(s)</source>
        <translation>
            <numerusform>&amp;Offri %n giorno</numerusform>
            <numerusform>&amp;Offri %n giorni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="344"/>
        <source>{name}&apos;s pawn stays on {date}.</source>
        <translation>Il pedone di {name} resta fermo: {date}.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="231"/>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="232"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="232"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="232"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="233"/>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="236"/>
        <source>Animation speed:</source>
        <translation>Velocità delle animazioni:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="237"/>
        <source>Wait for a click or a key at my big moments</source>
        <translation>Aspetta un clic o un tasto nei miei grandi momenti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="238"/>
        <source>A card you draw, a bankruptcy, a payment between players, a swap and a quarter&apos;s tokens stay on screen until you click or press a key</source>
        <translation>Una carta che peschi, un fallimento, un pagamento tra giocatori, uno scambio e i gettoni di un trimestre restano sullo schermo finché non clicchi o premi un tasto</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="240"/>
        <source>Volume:</source>
        <translation>Volume:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="241"/>
        <source>Mute (M)</source>
        <translation>Muto (M)</translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="113"/>
        <source>A question for the whole table</source>
        <translation>Una domanda per tutto il tavolo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="115"/>
        <source>A question for {name}</source>
        <translation>Una domanda per {name}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="119"/>
        <source>Everybody agrees, and {name} answers for the table.</source>
        <translation>Tutti si mettono d&apos;accordo e {name} risponde per il tavolo.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="121"/>
        <source>Answer honestly: the others are watching!</source>
        <translation>Rispondi sinceramente: gli altri ti guardano!</translation>
    </message>
</context>
<context>
    <name>QuickProfileDialog</name>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="59"/>
        <source>Before the year begins</source>
        <translation>Prima che cominci l&apos;anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="67"/>
        <source>Who are you?</source>
        <translation>Chi sei?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="70"/>
        <source>The almanac treats every player for who they really are. Three answers, once: they are kept for your next games.</source>
        <translation>L&apos;almanacco tratta ogni giocatore per quello che è davvero. Tre risposte, una volta sola: restano per le prossime partite.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="79"/>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="80"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="86"/>
        <source>d MMMM yyyy</source>
        <extracomment>Qt&apos;s format of a birth date (d: day, MMMM: the month&apos;s name, yyyy: the year); write it as your language writes a date (&quot;d. MMMM yyyy&quot; in German)</extracomment>
        <translation>d MMMM yyyy</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="89"/>
        <source>Your birth date</source>
        <translation>La tua data di nascita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="90"/>
        <source>&amp;Born on:</source>
        <translation>&amp;Data di nascita:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="92"/>
        <source>Your birthday square pays you, some days count your age, and your sign protects you on its days.</source>
        <translation>La casella del tuo compleanno ti paga, alcuni giorni contano la tua età e il tuo segno ti protegge nei suoi giorni.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="100"/>
        <source>&amp;Woman</source>
        <translation>&amp;Donna</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="101"/>
        <source>&amp;Man</source>
        <translation>&amp;Uomo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="102"/>
        <source>&amp;Prefer not to say</source>
        <translation>&amp;Preferisco non dirlo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="108"/>
        <source>Some days are for women or for men only (23 January, 28 October…). If you prefer not to say, those days do nothing for you, for good or bad; you can change this in Game ▸ New Game.</source>
        <translation>Alcuni giorni valgono solo per le donne o solo per gli uomini (23 gennaio, 28 ottobre…). Se preferisci non dirlo, quei giorni non ti fanno nulla, né in bene né in male; puoi cambiarlo in Partita ▸ Nuova partita.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="118"/>
        <source>&amp;Start the Year</source>
        <translation>&amp;Comincia l&apos;anno</translation>
    </message>
</context>
<context>
    <name>QuizAttemptDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="152"/>
        <source>Quiz time!</source>
        <translation>È l&apos;ora del quiz!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="155"/>
        <source>The other players will judge whether you manage it. Will you try?</source>
        <translation>Gli altri giocatori giudicheranno se ce la fai. Ci provi?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="160"/>
        <source>&amp;Yes, I&apos;ll try</source>
        <translation>&amp;Sì, ci provo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="164"/>
        <source>&amp;No, I pass</source>
        <translation>&amp;No, passo</translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="333"/>
        <source>Quiz time!</source>
        <translation>È l&apos;ora del quiz!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/pickdialogs.py" line="335"/>
        <source>Type %n different answer(s). Small spelling mistakes are forgiven.</source>
        <translation>
            <numerusform>Scrivi %n risposta. I piccoli errori di ortografia sono perdonati.</numerusform>
            <numerusform>Scrivi %n risposte diverse. I piccoli errori di ortografia sono perdonati.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="347"/>
        <source>Answer {n}</source>
        <translation>Risposta {n}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="358"/>
        <source>I &amp;don&apos;t know</source>
        <translation>Non lo &amp;so</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="359"/>
        <source>&amp;Answer</source>
        <translation>&amp;Rispondi</translation>
    </message>
</context>
<context>
    <name>Reach</name>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="59"/>
        <source>Your router forwards port {port} to this machine: players in other homes join at {public}, players on this network at {lan}.</source>
        <translation>Il tuo router inoltra la porta {port} a questo computer: i giocatori di altre case entrano all’indirizzo {public}, quelli di questa rete all’indirizzo {lan}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="61"/>
        <source>The router was not asked to open port {port}: players in other homes cannot join this game at this address.</source>
        <translation>Al router non è stato chiesto di aprire la porta {port}: i giocatori di altre case non possono entrare nella partita a questo indirizzo.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="63"/>
        <source>This copy of the game cannot ask the router to open port {port} (its UPnP library is missing).</source>
        <translation>Questa copia del gioco non può chiedere al router di aprire la porta {port} (manca la sua libreria UPnP).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="65"/>
        <source>No router answered the request to open port {port} (UPnP is off on the router, or it has none): players in other homes cannot join this game at this address.</source>
        <translation>Nessun router ha risposto alla richiesta di aprire la porta {port} (sul router UPnP è disattivato, oppure non c’è): i giocatori di altre case non possono entrare nella partita a questo indirizzo.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="68"/>
        <source>A device answered, but not a router that opens ports ({detail}): players in other homes cannot join this game at this address.</source>
        <translation>Ha risposto un dispositivo, ma non un router che apre le porte ({detail}): i giocatori di altre case non possono entrare nella partita a questo indirizzo.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="70"/>
        <source>The router refused to open port {port} ({detail}): players in other homes cannot join this game at this address.</source>
        <translation>Il router ha rifiutato di aprire la porta {port} ({detail}): i giocatori di altre case non possono entrare nella partita a questo indirizzo.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="72"/>
        <source>The router&apos;s own address {public} is not public (the provider puts another router between it and the internet): players in other homes cannot join this game at this address.</source>
        <translation>L’indirizzo del router stesso, {public}, non è pubblico (il provider mette un altro router fra questo e internet): i giocatori di altre case non possono entrare nella partita a questo indirizzo.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="78"/>
        <source>Checked from outside by {checker}: the game answers at {seen}.</source>
        <translation>Verificato dall&apos;esterno da {checker}: la partita risponde a {seen}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="79"/>
        <source>Checked from outside by {checker}: nothing answers at {seen} ({why}), so players in other homes cannot join there yet.</source>
        <translation>Verificato dall&apos;esterno da {checker}: a {seen} non risponde nulla ({why}), quindi i giocatori di altre case non possono ancora unirsi lì.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="81"/>
        <source>It could not be checked from outside: {checker} did not help ({why}).</source>
        <translation>Non è stato possibile verificare dall&apos;esterno: {checker} non ha aiutato ({why}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="83"/>
        <source>Checked from outside by {checker}: the game answers at {seen} (the port is forwarded in the router&apos;s settings): players in other homes join there, players on this network at {lan}.</source>
        <translation>Verificato dall&apos;esterno da {checker}: la partita risponde a {seen} (la porta è inoltrata nelle impostazioni del router): i giocatori di altre case si uniscono lì, quelli di questa rete a {lan}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="86"/>
        <source>Whether it answers from outside was not checked: give a gameofyear serve to check with when you host.</source>
        <translation>Non è stato verificato se risponde dall&apos;esterno: indicate un gameofyear serve per la verifica quando ospitate.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="88"/>
        <source>Players on this network join at {lan}. For players in other homes, forward TCP port {port} to {address} in the router&apos;s settings and send them your public address instead, or play on a gameofyear serve that every player can reach (its address typed in their invitations).</source>
        <translation>I giocatori di questa rete entrano all’indirizzo {lan}. Per i giocatori di altre case, inoltra la porta TCP {port} a {address} nelle impostazioni del router e manda loro invece il tuo indirizzo pubblico, oppure giocate su un server gameofyear serve che tutti i giocatori possono raggiungere (con il suo indirizzo scritto nei loro inviti).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="284"/>
        <source>Asking your home&apos;s router whether players in other homes can reach this game… Players in this home can join already.</source>
        <translation>Si chiede al router di casa se i giocatori di altre case possono raggiungere questa partita… Chi è in casa tua può già unirsi.</translation>
    </message>
</context>
<context>
    <name>RearrangeDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="181"/>
        <source>April Fools&apos; Day: move your opponents!</source>
        <translation>Pesce d&apos;aprile: sposta i tuoi avversari!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="182"/>
        <source>Put each opponent&apos;s pawn on one of their squares, as you please. Your own pawn stays where it is.</source>
        <translation>Distribuisci a piacere i pedoni degli avversari sulle caselle che occupano. Il tuo pedone resta dov&apos;è.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="205"/>
        <source>{name} on {date}</source>
        <translation>{name}: {date}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="229"/>
        <source>★ Suggested: the pawns furthest ahead go back to the earliest squares. In grey italics: the pawn stays where it is.</source>
        <translation>★ Consiglio: i pedoni più avanti tornano sulle caselle più indietro. In grigio corsivo: il pedone resta dov&apos;è.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="219"/>
        <source>★ {row}</source>
        <translation>★ {row}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="226"/>
        <source>Where each opponent goes</source>
        <translation>Dove va ogni avversario</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="234"/>
        <source>&amp;Rearrange</source>
        <translation>&amp;Ridistribuisci</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="274"/>
        <source>{name} → {date} (stays)</source>
        <translation>{name} → {date} (resta)</translation>
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
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="128"/>
        <source>The board</source>
        <translation>Il tabellone</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="135"/>
        <source>What happened</source>
        <translation>Che cosa è successo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="153"/>
        <source>Decision shown</source>
        <translation>Decisione mostrata</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="155"/>
        <source>◀ P&amp;revious</source>
        <translation>◀ &amp;Precedente</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="158"/>
        <location filename="../../gameofyear/ui/replayview.py" line="218"/>
        <source>&amp;Play</source>
        <translation>&amp;Riproduci</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="162"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Successiva ▶</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="202"/>
        <source>Decision %1 of %2 — %3&apos;s turn</source>
        <translation>Decisione %1 di %2 — turno di %3</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="218"/>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usa</translation>
    </message>
</context>
<context>
    <name>ReplayPlayers</name>
    <message>
        <location filename="../../gameofyear/ui/replayplayers.py" line="36"/>
        <source>The players</source>
        <translation>I giocatori</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/replayplayers.py" line="70"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n gettone SOLE</numerusform>
            <numerusform>%n gettoni SOLE</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="70"/>
        <source>1st</source>
        <translation>1°</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="71"/>
        <source>2nd</source>
        <translation>2°</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="72"/>
        <source>3rd</source>
        <translation>3°</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="73"/>
        <source>4th</source>
        <translation>4°</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="74"/>
        <source>5th</source>
        <translation>5°</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="75"/>
        <source>6th</source>
        <translation>6°</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="77"/>
        <source>%1th</source>
        <translation>%1°</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="428"/>
        <source>%1 both have %n token(s): money decides.</source>
        <translation>
            <numerusform>%1 hanno entrambi %n gettone SOLE: decidono i soldi.</numerusform>
            <numerusform>%1 hanno entrambi %n gettoni SOLE: decidono i soldi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="430"/>
        <source>%1 all have %n token(s): money decides.</source>
        <translation>
            <numerusform>%1 hanno tutti %n gettone SOLE: decidono i soldi.</numerusform>
            <numerusform>%1 hanno tutti %n gettoni SOLE: decidono i soldi.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="436"/>
        <source>%1 have the same tokens and money: they share %2 place.</source>
        <translation>%1 hanno gli stessi gettoni SOLE e gli stessi soldi: si dividono il %2 posto.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="499"/>
        <source>The half-year is over</source>
        <translation>Il semestre è finito</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="499"/>
        <source>The quarter is over</source>
        <translation>Il trimestre è finito</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="500"/>
        <source>The year is over</source>
        <translation>L&apos;anno è finito</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="534"/>
        <source>Most tokens wins; with equal tokens, most money; still equal: a shared place.</source>
        <translation>Vince chi ha più gettoni SOLE; a parità di gettoni, chi ha più soldi; se la parità resta, il posto è condiviso.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="561"/>
        <source>Tokens through the year</source>
        <translation>I gettoni SOLE nel corso dell&apos;anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="561"/>
        <location filename="../../gameofyear/ui/results.py" line="563"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="563"/>
        <source>Money through the year</source>
        <translation>I soldi nel corso dell&apos;anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="576"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="581"/>
        <source>The Year in &amp;Review…</source>
        <translation>Il &amp;bilancio dell&apos;anno…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="585"/>
        <source>Re&amp;play…</source>
        <translation>Rive&amp;di la partita…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="589"/>
        <source>Next &amp;year</source>
        <translation>Anno &amp;successivo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="597"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="646"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="655"/>
        <source>%1 share first place with %n token(s)!</source>
        <translation>
            <numerusform>%1 si dividono il primo posto con %n gettone SOLE!</numerusform>
            <numerusform>%1 si dividono il primo posto con %n gettoni SOLE!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="657"/>
        <source>%1 wins the half-year with %n token(s)!</source>
        <translation>
            <numerusform>%1 vince il semestre con %n gettone SOLE!</numerusform>
            <numerusform>%1 vince il semestre con %n gettoni SOLE!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="659"/>
        <source>%1 wins the quarter with %n token(s)!</source>
        <translation>
            <numerusform>%1 vince il trimestre con %n gettone SOLE!</numerusform>
            <numerusform>%1 vince il trimestre con %n gettoni SOLE!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="661"/>
        <source>%1 wins the year with %n token(s)!</source>
        <translation>
            <numerusform>%1 vince l&apos;anno con %n gettone SOLE!</numerusform>
            <numerusform>%1 vince l&apos;anno con %n gettoni SOLE!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="668"/>
        <source>%1 reached the last day first: +%n token(s).</source>
        <translation>
            <numerusform>%1 ha raggiunto per primo l&apos;ultimo giorno: +%n gettone SOLE.</numerusform>
            <numerusform>%1 ha raggiunto per primo l&apos;ultimo giorno: +%n gettoni SOLE.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="671"/>
        <source>%1 was second at that moment: +%n token(s).</source>
        <translation>
            <numerusform>%1 era in seconda posizione in quel momento: +%n gettone SOLE.</numerusform>
            <numerusform>%1 era in seconda posizione in quel momento: +%n gettoni SOLE.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="686"/>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="686"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="686"/>
        <source>Tokens</source>
        <translation>Gettoni SOLE</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="686"/>
        <source>Money</source>
        <translation>Soldi</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="699"/>
        <source>%1 (shared)</source>
        <translation>%1 (a pari merito)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="40"/>
        <source>How to Play</source>
        <translation>Come giocare</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="34"/>
        <source>the file is not there (it was moved or deleted)</source>
        <translation>il file non c&apos;è più (è stato spostato o cancellato)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="36"/>
        <source>the game may not read this file (no permission)</source>
        <translation>il gioco non ha il permesso di leggere questo file</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="38"/>
        <source>it is a folder, not a save file</source>
        <translation>è una cartella, non un salvataggio</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="40"/>
        <source>it is not a file but a device, a pipe or a socket</source>
        <translation>non è un file ma un dispositivo, una pipe o un socket</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="42"/>
        <source>it is far too large to be a save</source>
        <translation>è troppo grande per essere un salvataggio</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="43"/>
        <source>the file cannot be read (%1)</source>
        <translation>il file non può essere letto (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="49"/>
        <source>the previous game cannot be kept aside (%1); nothing was written</source>
        <translation>la partita precedente non può essere messa da parte (%1); non è stato scritto nulla</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="52"/>
        <source>the data folder cannot be locked (%1)</source>
        <translation>la cartella dei dati non può essere bloccata (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="53"/>
        <source>the game cannot be written there (%1); the previous file is kept</source>
        <translation>la partita non può essere scritta lì (%1); il file precedente è conservato</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="66"/>
        <source>the file is empty (it was cut off before anything was written)</source>
        <translation>il file è vuoto (è stato troncato prima che vi fosse scritto qualcosa)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="68"/>
        <source>the file ends too early: it was cut off (a full disk or a crash while it was written?)</source>
        <translation>il file finisce troppo presto: è stato troncato (un disco pieno o un guasto durante la scrittura?)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="73"/>
        <source>it is not a save file (it is not valid JSON: line %1, column %2)</source>
        <translation>non è un salvataggio (non è JSON valido: riga %1, colonna %2)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="76"/>
        <source>it is not a save file: it is not text</source>
        <translation>non è un salvataggio: non è testo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="78"/>
        <source>it is not a Game of the Year save (it is JSON of another kind)</source>
        <translation>non è un salvataggio del Gioco dell&apos;Anno (è JSON di un altro tipo)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="81"/>
        <source>it was saved by a newer version of Game of the Year (save format %1; this version reads formats up to %2): update the game to open it</source>
        <translation>è stato salvato da una versione più recente del Gioco dell&apos;Anno (formato %1; questa versione legge i formati fino a %2): aggiorna il gioco per aprirlo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="86"/>
        <source>its save format %1 is not one this version of Game of the Year can read</source>
        <translation>il suo formato di salvataggio %1 non è uno di quelli che questa versione del Gioco dell&apos;Anno sa leggere</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="90"/>
        <source>it has been changed since it was saved (its checksum does not match: an edited amount, a lost or added line?)</source>
        <translation>è stato modificato dopo il salvataggio (il suo codice di controllo non corrisponde: un importo cambiato, una riga persa o aggiunta?)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="110"/>
        <source>its players do not fit today&apos;s almanac (%1): nothing of the game can be played on it</source>
        <translation>i suoi giocatori non vanno bene per l&apos;almanacco di oggi (%1): nulla della partita si può giocare su di esso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="113"/>
        <source>it is damaged (%1)</source>
        <translation>è danneggiato (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="115"/>
        <source>it was played with other rules (edition %1, content %2…): the rules have changed since it was saved</source>
        <translation>è stata giocata con altre regole (edizione %1, contenuto %2…): le regole sono cambiate dopo il salvataggio</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="120"/>
        <source>its decisions do not replay (%1)</source>
        <translation>le sue decisioni non si rigiocano (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="125"/>
        <source>it was played with the house almanac of the folder %1 (edition %2), which is not the one open: open that almanac to load the game</source>
        <translation>è stata giocata con l&apos;almanacco di casa della cartella %1 (edizione %2), che non è quello aperto: apri quell&apos;almanacco per caricare la partita</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="140"/>
        <source>The game has changed since version %1; every move of this game still holds.</source>
        <translation>Il gioco è cambiato dalla versione %1; ogni mossa di questa partita vale ancora.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="152"/>
        <source>The game has changed since version %1: move %2 of %3 no longer fits it; the game resumes before that move.</source>
        <translation>Il gioco è cambiato dalla versione %1: la mossa %2 di %3 non va più bene; la partita riprende prima di quella mossa.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="155"/>
        <source>The game has changed since version %1: played on today&apos;s almanac and rules, this game ends elsewhere than saved (%2); it goes on from there.</source>
        <translation>Il gioco è cambiato dalla versione %1: giocata sull&apos;almanacco e sulle regole di oggi, questa partita arriva altrove rispetto al salvataggio (%2); continua da lì.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="143"/>
        <source>The almanac of version %1 changed %2; the game resumes before that move (move %3 of %4).</source>
        <translation>L&apos;almanacco della versione %1 ha cambiato il %2; la partita riprende prima di quella mossa (mossa %3 di %4).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="148"/>
        <source>The almanac of version %1 changed a card drawn in this game; the game resumes before that move (move %2 of %3).</source>
        <translation>L&apos;almanacco della versione %1 ha cambiato una carta pescata in questa partita; la partita riprende prima di quella mossa (mossa %2 di %3).</translation>
    </message>
</context>
<context>
    <name>SavingsDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="504"/>
        <source>Your savings book</source>
        <translation>Il tuo libretto di risparmio</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="505"/>
        <source>It holds {held} and earns interest at every quarter end. Pay in or take out steps of {step}; every withdrawal costs {fee}, taken from the book.</source>
        <translation>Contiene {held} e frutta interessi a ogni fine trimestre. Versa o ritira a blocchi di {step}; ogni prelievo costa {fee}, preso dal libretto.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="508"/>
        <source>&amp;Leave it</source>
        <translation>&amp;Lascia così</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="514"/>
        <source>Pay {amount} in</source>
        <translation>Versare {amount}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="516"/>
        <source>Take {amount} out</source>
        <translation>Ritirare {amount}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="517"/>
        <source>Leave the book as it is</source>
        <translation>Lasciare il libretto com&apos;è</translation>
    </message>
</context>
<context>
    <name>ScreenCover</name>
    <message>
        <location filename="../../gameofyear/ui/handoff.py" line="85"/>
        <source>Pass the screen to %1.</source>
        <translation>Passa lo schermo a %1.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/handoff.py" line="86"/>
        <source>%1, press the button when only you can see the screen. The others look away while you choose.</source>
        <translation>%1, premi il pulsante quando nessun altro vede lo schermo. Gli altri guardano altrove mentre scegli.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/handoff.py" line="88"/>
        <source>I am %1: show my turn</source>
        <translation>Sono %1: mostra il mio turno</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="167"/>
        <source>Pawn colour</source>
        <translation>Colore del pedone</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="183"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="185"/>
        <source>Type a name, or pick a player from earlier games</source>
        <translation>Scrivi un nome o scegli un giocatore delle partite precedenti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="202"/>
        <source>How well the computer plays</source>
        <translation>Quanto bene gioca il computer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="152"/>
        <source>d MMM yyyy</source>
        <extracomment>Qt&apos;s format of a birth date in the seat&apos;s row (d: day, MMM: the month&apos;s short name, yyyy: the year); write it as your language writes a date (&quot;d. MMM yyyy&quot; in German)</extracomment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="214"/>
        <source>Birth date: your birthday square, your age and your sign</source>
        <translation>Data di nascita: la casella del tuo compleanno, la tua età e il tuo segno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="224"/>
        <source>Not stated</source>
        <translation>Non indicato</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="225"/>
        <source>Female</source>
        <translation>Donna</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="226"/>
        <source>Male</source>
        <translation>Uomo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="227"/>
        <source>The dates that ask &quot;if you are a woman&quot; or &quot;if you are a man&quot; do nothing for this player</source>
        <translation>Le date che dicono «se sei una donna» o «se sei un uomo» non hanno effetto per questo giocatore</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="229"/>
        <source>Some dates of the almanac are for women or for men only</source>
        <translation>Alcune date dell&apos;almanacco riguardano solo le donne o solo gli uomini</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="235"/>
        <source>The yes/no facts the almanac asks about</source>
        <translation>Ciò che l&apos;ALMANACCO chiede, con un sì o con un no</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/newgameseats.py" line="388"/>
        <source>%1, %n year(s) old</source>
        <translation>
            <numerusform>%1, %n anno</numerusform>
            <numerusform>%1, %n anni</numerusform>
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
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="396"/>
        <source>Played by the computer: click to play it yourself</source>
        <translation>Giocato dal computer: clicca per giocarlo tu</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="397"/>
        <source>Played by a person: click to let the computer play</source>
        <translation>Giocato da una persona: clicca per far giocare il computer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="402"/>
        <source>Profile… (%1)</source>
        <translation>Profilo… (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="404"/>
        <source>Not answered yet: the game asks each fact the first time a square needs it.</source>
        <translation>Non ancora risposto: il gioco chiede ogni cosa la prima volta che una casella ne ha bisogno.</translation>
    </message>
</context>
<context>
    <name>VacationDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="90"/>
        <source>Go on vacation?</source>
        <translation>Andare in vacanza?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="91"/>
        <source>Play a vacation card to advance %n day(s), from {start} to {end}. The almanac does not apply there.</source>
        <translation>
            <numerusform>Gioca una carta VACANZA per avanzare di %n giorno, dal giorno {start} al giorno {end}. All&apos;arrivo l&apos;ALMANACCO non si applica.</numerusform>
            <numerusform>Gioca una carta VACANZA per avanzare di %n giorni, dal giorno {start} al giorno {end}. All&apos;arrivo l&apos;ALMANACCO non si applica.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="99"/>
        <source>&amp;Yes, go on vacation</source>
        <translation>&amp;Sì, vado in vacanza</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="103"/>
        <source>&amp;No, stay here</source>
        <translation>&amp;No, resto qui</translation>
    </message>
</context>
<context>
    <name>VoteDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="176"/>
        <source>Did {name} manage it?</source>
        <translation>{name} ce l&apos;ha fatta?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="179"/>
        <source>{name} has had a go. Your vote, {voter}: did {name} manage it?</source>
        <translation>{name} ci ha provato. Tocca a te votare, {voter}: ce l&apos;ha fatta?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="187"/>
        <source>&amp;Yes, well done</source>
        <translation>&amp;Sì, ben fatto</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="191"/>
        <source>&amp;No, not quite</source>
        <translation>&amp;No, non proprio</translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message>
        <location filename="../../gameofyear/ui/firstframe.py" line="88"/>
        <location filename="../../gameofyear/ui/welcome.py" line="319"/>
        <source>Game of the Year</source>
        <translation>Il Gioco dell&apos;Anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/firstframe.py" line="92"/>
        <location filename="../../gameofyear/ui/welcome.py" line="320"/>
        <source>A whole year in one evening.</source>
        <translation>Un anno intero in una sera.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="321"/>
        <source>The game in progress</source>
        <translation>La partita in corso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="322"/>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="323"/>
        <source>Resume the game in progress</source>
        <translation>Riprendi la partita in corso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="324"/>
        <source>&amp;Quick Game</source>
        <translation>Partita ve&amp;loce</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="325"/>
        <source>You against three computer players, right away.</source>
        <translation>Tu contro tre giocatori del computer, subito.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="326"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="327"/>
        <source>Choose who plays: people at this screen and computers.</source>
        <translation>Scegli chi gioca: le persone davanti a questo schermo e il computer.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="328"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="329"/>
        <source>Go on with a game saved to a file.</source>
        <translation>Continua una partita salvata in un file.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="330"/>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Impara a giocare</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="331"/>
        <source>A first game with hints along the way, against two easy players.</source>
        <translation>Una prima partita con consigli lungo il cammino, contro due giocatori facili.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="332"/>
        <source>How to &amp;Play</source>
        <translation>Come &amp;giocare</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="333"/>
        <source>The rules of the game, in a few pages.</source>
        <translation>Le regole del gioco, in poche pagine.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="337"/>
        <source>Re&amp;cent games</source>
        <translation>Partite re&amp;centi</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="338"/>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="339"/>
        <source>The games you save or open will be listed here.</source>
        <translation>Qui compariranno le partite che salvi o apri.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="340"/>
        <source>The board of the game in progress</source>
        <translation>Il tabellone della partita in corso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="341"/>
        <source>&amp;Finished games</source>
        <translation>Partite &amp;terminate</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="342"/>
        <source>Finished games</source>
        <translation>Partite terminate</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="343"/>
        <source>The Year in Revie&amp;w…</source>
        <translation>Il &amp;bilancio dell&apos;anno…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="344"/>
        <source>Repla&amp;y…</source>
        <translation>Rive&amp;di la partita…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="484"/>
        <source>a half-year</source>
        <translation>un semestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="485"/>
        <source>a quarter</source>
        <translation>un trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="486"/>
        <source>a year</source>
        <translation>un anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="53"/>
        <source>Network game with %1 — hosted here — Take up again</source>
        <translation>Partita in rete con %1 — ospitata qui — Riprendi</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="55"/>
        <source>Network game with %1 — hosted at %2 — Rejoin</source>
        <translation>Partita in rete con %1 — ospitata a %2 — Rientra</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="132"/>
        <source>Ne&amp;twork games going on</source>
        <translation>Partite in rete in c&amp;orso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="133"/>
        <source>Network games going on</source>
        <translation>Partite in rete in corso</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="134"/>
        <source>Forg&amp;et</source>
        <translation>Di&amp;mentica</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="135"/>
        <source>Forget the network game chosen</source>
        <translation>Dimentica la partita in rete scelta</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="157"/>
        <source>Take Up &amp;Again</source>
        <translation>Ri&amp;prendi</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="158"/>
        <source>Re&amp;join</source>
        <translation>Ri&amp;entra</translation>
    </message>
</context>
<context>
    <name>YearReview</name>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="148"/>
        <location filename="../../gameofyear/ui/review.py" line="234"/>
        <source>{name} went bankrupt on {date}.</source>
        <translation>{date}: {name} fa bancarotta.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="155"/>
        <location filename="../../gameofyear/ui/review.py" line="245"/>
        <source>On {date}, {name} and {other} swapped places.</source>
        <translation>{date}: {name} e {other} si scambiano di posto.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="162"/>
        <location filename="../../gameofyear/ui/review.py" line="248"/>
        <source>On {date}, {name} rearranged the other pawns.</source>
        <translation>{date}: {name} risistema le altre pedine.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="176"/>
        <source>{name} was first to reach {date} and won the quarter race.</source>
        <translation>{date}: {name} arriva in testa e vince la corsa del trimestre.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/review.py" line="186"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n gettone SOLE</numerusform>
            <numerusform>%n gettoni SOLE</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="193"/>
        <source>{name}&apos;s best day: {date} ({gain}).</source>
        <translation>{name}, giorno migliore: {date} ({gain}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="198"/>
        <source>{name}&apos;s worst day: {date} ({gain}).</source>
        <translation>{name}, giorno peggiore: {date} ({gain}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="231"/>
        <source>{name} bankrupted {other} on {date}.</source>
        <translation>{name} ha mandato in bancarotta {other} il {date}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="237"/>
        <source>The biggest win of the evening: {name} received {money} on {date}.</source>
        <translation>La vincita più grande della serata: {name} ha ricevuto {money} il {date}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="241"/>
        <source>The biggest payment of the evening: {name} paid {money} on {date}.</source>
        <translation>Il pagamento più grande della serata: {name} ha pagato {money} il {date}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="251"/>
        <source>On {date}, {name} was given {money} for their birthday.</source>
        <translation>Il {date}, {name} ha ricevuto {money} per il compleanno.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/review.py" line="255"/>
        <source>{name} took the lead on {date} and led the table for %n turn(s) in all.</source>
        <translation>
            <numerusform>{name} è passato in testa il {date} e ha guidato la partita per %n turno in tutto.</numerusform>
            <numerusform>{name} è passato in testa il {date} e ha guidato la partita per %n turni in tutto.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="259"/>
        <source>{name} was last on {date} and came back to lead at the end.</source>
        <translation>{name} era ultimo il {date} ed è finito in testa.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/review.py" line="263"/>
        <source>{name} was first to reach {date} and won %n token(s).</source>
        <translation>
            <numerusform>{name} ha raggiunto per primo il {date} e ha vinto %n gettone SOLE.</numerusform>
            <numerusform>{name} ha raggiunto per primo il {date} e ha vinto %n gettoni SOLE.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="267"/>
        <source>{name} was first to reach {date}.</source>
        <translation>{name} ha raggiunto per primo il {date}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="302"/>
        <source>The white-cross days of each player</source>
        <translation>I giorni con la croce bianca di ogni giocatore</translation>
    </message>
</context>
<context>
    <name>YearReviewDialog</name>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="480"/>
        <source>The year in review</source>
        <translation>Il bilancio dell&apos;anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="510"/>
        <source>A quiet year: nothing to tell.</source>
        <translation>Un anno tranquillo: niente da raccontare.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="516"/>
        <source>The chronicle of the year</source>
        <translation>La cronaca dell&apos;anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="518"/>
        <source>Days marked with a white cross</source>
        <translation>Giorni segnati con la croce bianca</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="521"/>
        <source>A cross marks each day on which a player gained tokens (bought, won or given); beside each name, how many such days.</source>
        <translation>Una croce segna ogni giorno in cui un giocatore ha ottenuto gettoni SOLE (comprati, vinti o ricevuti); accanto a ogni nome, quanti sono questi giorni.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="458"/>
        <source>Save as &amp;Picture…</source>
        <translation>Salva come &amp;immagine…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="460"/>
        <source>Save as P&amp;DF…</source>
        <translation>Salva come P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="477"/>
        <source>The quarter in review</source>
        <translation>Il bilancio del trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="479"/>
        <source>The half year in review</source>
        <translation>Il bilancio del semestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="500"/>
        <location filename="../../gameofyear/ui/review.py" line="506"/>
        <source>The evening&apos;s highlights</source>
        <translation>I momenti salienti della serata</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="508"/>
        <source>A quiet quarter: nothing to tell.</source>
        <translation>Un trimestre tranquillo: niente da raccontare.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="509"/>
        <source>A quiet half year: nothing to tell.</source>
        <translation>Un semestre tranquillo: niente da raccontare.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="533"/>
        <source>PNG pictures (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="533"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documenti PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="534"/>
        <source>Save the Year in Review</source>
        <translation>Salva il bilancio dell&apos;anno</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="535"/>
        <source>Year in review</source>
        <translation>Bilancio dell&apos;anno</translation>
    </message>
</context>
<context>
    <name>YesNoDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="49"/>
        <source>&amp;Yes</source>
        <translation>&amp;Sì</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="53"/>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
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
        <translation>= {amount} · restano {left}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="196"/>
        <source>{amount} · {left} left</source>
        <translation>{amount} · restano {left}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="217"/>
        <source> day(s)</source>
        <extracomment>after the number of the spin box of days, with its leading space: &quot;3 days&quot;</extracomment>
        <translation>
            <numerusform> giorno</numerusform>
            <numerusform> giorni</numerusform>
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
        <translation>Gira!</translation>
    </message>
</context>
</TS>
