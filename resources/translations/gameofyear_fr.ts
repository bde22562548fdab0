<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Access</name>
    <message>
        <location filename="../../gameofyear/ui/access.py" line="133"/>
        <source>Number</source>
        <translation>Nombre</translation>
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
        <translation>Décision</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="65"/>
        <source>Pawns here: {names}</source>
        <translation>Pions ici&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="82"/>
        <source>Spin it with Space when it is your turn to spin.</source>
        <translation>Faites-la tourner avec Espace quand c’est à vous de lancer.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="84"/>
        <source>Spin the machine</source>
        <translation>Lancer la machine</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="86"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="87"/>
        <source>What happened, one line per event, newest last</source>
        <translation>Ce qui s’est passé, une ligne par événement, le plus récent en dernier</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="88"/>
        <source>Lucky number</source>
        <translation>Numéro porte-bonheur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="89"/>
        <source>Hold it (or hold Space while it has the focus) to see your own lucky number; it hides when you let go</source>
        <translation>Maintenez-le enfoncé (ou maintenez Espace quand il a le focus) pour voir votre numéro porte-bonheur&#xa0;; il se cache dès que vous relâchez</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="93"/>
        <source>Whose turn</source>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="97"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="193"/>
        <source>F&amp;rames with Patterns</source>
        <translation>Cadres à &amp;motifs</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="194"/>
        <source>Tell the kinds of squares by the pattern of their frame as well as its colour</source>
        <translation>Distinguer les sortes de cases par le motif de leur cadre autant que par sa couleur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="195"/>
        <source>&amp;Text Size</source>
        <translation>Taille du te&amp;xte</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="196"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="197"/>
        <source>&amp;Large (125%)</source>
        <translation>&amp;Grande (125&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="198"/>
        <source>La&amp;rger (150%)</source>
        <translation>&amp;Très grande (150&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="201"/>
        <source>Ne&amp;xt Part of the Table</source>
        <translation>Partie s&amp;uivante de la table</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="202"/>
        <source>Move the keyboard to the board, the decision, the machine or the log</source>
        <translation>Passer le clavier au plateau, à la décision, à la machine ou au journal</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="203"/>
        <source>Pre&amp;vious Part of the Table</source>
        <translation>Parti&amp;e précédente de la table</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/equipment.py" line="227"/>
        <source>The new text size shows fully from the next game.</source>
        <translation>La nouvelle taille du texte s’applique entièrement dès la prochaine partie.</translation>
    </message>
</context>
<context>
    <name>AlmanacDialog</name>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="24"/>
        <source>red frame (a lucky day)</source>
        <translation>cadre rouge (un jour de chance)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="25"/>
        <source>blue frame (an unlucky day)</source>
        <translation>cadre bleu (un jour de malchance)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="26"/>
        <source>double blue frame (give a token to the bank first)</source>
        <translation>double cadre bleu (rendez d&apos;abord un jeton à la banque)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="27"/>
        <source>half red, half blue frame (it depends)</source>
        <translation>cadre mi-rouge, mi-bleu (cela dépend)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="28"/>
        <source>first day of a sign</source>
        <translation>premier jour d&apos;un signe</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="29"/>
        <source>end of a quarter</source>
        <translation>fin d&apos;un trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="30"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="31"/>
        <source>the last day</source>
        <translation>le dernier jour</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="71"/>
        <source>Almanac of Events</source>
        <translation>Almanach des événements</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="75"/>
        <source>Filter: a date, a word…</source>
        <translation>Filtrer&#xa0;: une date, un mot…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="140"/>
        <source>What it does:</source>
        <translation>Ce qui se passe&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="157"/>
        <source>No date matches “%1”.</source>
        <translation>Aucune date ne correspond à «&#xa0;%1&#xa0;».</translation>
    </message>
</context>
<context>
    <name>BetDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="561"/>
        <source>A bet on the machine?</source>
        <translation>Un pari sur la machine&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="562"/>
        <source>{spinner} is about to spin. Bet {stake} on one sector: if it comes up, the bank pays {prize}.</source>
        <translation>{spinner} va lancer la machine. Misez {stake} sur un secteur&#xa0;: s&apos;il sort, la banque vous paie {prize}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="584"/>
        <source>The sector {faces}</source>
        <translation>Le secteur {faces}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="595"/>
        <source>Choose a sector here or on the machine, then Bet.</source>
        <translation>Choisissez un secteur ici ou sur la machine, puis Parier.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="596"/>
        <source>&amp;No bet</source>
        <translation>&amp;Pas de pari</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="597"/>
        <source>&amp;Bet</source>
        <translation>Pa&amp;rier</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="610"/>
        <source>Bet {stake} on {faces}: the bank pays {prize} if it comes up.</source>
        <translation>Parier {stake} sur {faces}&#xa0;: la banque paie {prize} s&apos;il sort.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="621"/>
        <source>No bet</source>
        <translation>Pas de pari</translation>
    </message>
</context>
<context>
    <name>BoardCursor</name>
    <message>
        <location filename="../../gameofyear/ui/boardcursor.py" line="99"/>
        <source>First day of the sign: {sign}</source>
        <translation>Premier jour du signe&#xa0;: {sign}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardcursor.py" line="105"/>
        <source>Press Return to choose this square</source>
        <translation>Appuyez sur Entrée pour choisir cette case</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardcursor.py" line="148"/>
        <source>Board, {date}</source>
        <translation>Plateau, {date}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../gameofyear/ui/boardpaint.py" line="553"/>
        <location filename="../../gameofyear/ui/legend.py" line="88"/>
        <source>C</source>
        <extracomment>the initial of the Chance deck, on the badge of a square that draws a Chance card</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardpaint.py" line="555"/>
        <location filename="../../gameofyear/ui/legend.py" line="89"/>
        <source>H</source>
        <extracomment>the initial of the Hazard deck, on the badge of a square that draws a Hazard card</extracomment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="161"/>
        <source>START</source>
        <translation>DÉPART</translation>
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
        <translation>Jour de chance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="198"/>
        <source>Unlucky day</source>
        <translation>Jour de malchance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="199"/>
        <source>Doubly unlucky day</source>
        <translation>Jour doublement noir</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="200"/>
        <source>Lucky or unlucky: it depends</source>
        <translation>Chance ou malchance&#xa0;: cela dépend</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="201"/>
        <source>End of a quarter</source>
        <translation>Fin d&apos;un trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="202"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="203"/>
        <source>Last day of the year</source>
        <translation>Dernier jour de l&apos;année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="216"/>
        <source>{start} – {end}</source>
        <translation>du {start} au {end}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardscene.py" line="217"/>
        <source>First day of the sign</source>
        <translation>Premier jour du signe</translation>
    </message>
</context>
<context>
    <name>BuyDaysDialog</name>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="269"/>
        <source>Buy some days?</source>
        <translation>Acheter des jours&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="270"/>
        <source>Each day costs {price}. You can buy up to %n day(s) and then move on.</source>
        <translation>
            <numerusform>Chaque jour coûte {price}. Vous pouvez acheter jusqu&apos;à %n jour, puis avancer d&apos;autant.</numerusform>
            <numerusform>Chaque jour coûte {price}. Vous pouvez acheter jusqu&apos;à %n jours, puis avancer d&apos;autant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="280"/>
        <source>&amp;Buy %n day(s)</source>
        <translation>
            <numerusform>&amp;Acheter %n jour</numerusform>
            <numerusform>&amp;Acheter %n jours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="276"/>
        <source>&amp;Don&apos;t buy</source>
        <translation>&amp;Ne rien acheter</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="285"/>
        <source>Your pawn stays on {date}.</source>
        <translation>Votre pion reste sur le {date}.</translation>
    </message>
</context>
<context>
    <name>BuyTokenDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="62"/>
        <source>Buy a token?</source>
        <translation>Acheter un jeton&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="63"/>
        <source>Buy a day to mark with a white cross for {price}? Tokens decide who has had the best year.</source>
        <translation>Acheter un jour à marquer d&apos;une croix blanche pour {price}&#xa0;? Ce sont les jetons qui désignent qui a passé la meilleure année.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="66"/>
        <source>The bank has %n token(s) left.</source>
        <translation>
            <numerusform>Il reste %n jeton à la banque.</numerusform>
            <numerusform>Il reste %n jetons à la banque.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="70"/>
        <source>&amp;Yes, buy it ({price})</source>
        <translation>&amp;Oui, je l&apos;achète ({price})</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="74"/>
        <source>&amp;No, thanks</source>
        <translation>&amp;Non, merci</translation>
    </message>
</context>
<context>
    <name>CardDialog</name>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="127"/>
        <source>Chance card</source>
        <translation>Carte Chance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="127"/>
        <source>Hazard card</source>
        <translation>Carte Malchance</translation>
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
        <translation>CHANCE</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="52"/>
        <source>HAZARD</source>
        <translation>MALCHANCE</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="54"/>
        <source>A good day</source>
        <translation>Une belle journée</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="54"/>
        <source>A bad day</source>
        <translation>Une mauvaise journée</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/carddialogs.py" line="84"/>
        <source>Drawn by {name}</source>
        <translation>Tirée par {name}</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="424"/>
        <source>Your choice</source>
        <translation>À vous de choisir</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="433"/>
        <source>Option {n}</source>
        <translation>Option {n}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="438"/>
        <source>or</source>
        <translation>ou</translation>
    </message>
</context>
<context>
    <name>ChooseNumberDialog</name>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="53"/>
        <source>Which number?</source>
        <translation>Quel nombre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="54"/>
        <source>The machine shows {numbers}. You stand on {date}: how far do you go?</source>
        <translation>La machine indique {numbers}. Vous êtes sur le {date}&#xa0;: de combien avancez-vous&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="67"/>
        <source>day(s)</source>
        <extracomment>under the big number of days of a button (&quot;3&quot; / &quot;days&quot;)</extracomment>
        <translation>
            <numerusform>jour</numerusform>
            <numerusform>jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="83"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="88"/>
        <source>Move %n day(s) (Alt+{key})</source>
        <translation>
            <numerusform>Avancer de %n jour (Alt+{key})</numerusform>
            <numerusform>Avancer de %n jours (Alt+{key})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoosePlayerDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="66"/>
        <source>Whom do you pay?</source>
        <translation>Qui payez-vous&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="67"/>
        <source>Who pays you?</source>
        <translation>Qui vous paie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="68"/>
        <source>Take a token from whom?</source>
        <translation>À qui prenez-vous un jeton&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="69"/>
        <source>Give a token to whom?</source>
        <translation>À qui donnez-vous un jeton&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="70"/>
        <source>Swap places with whom?</source>
        <translation>Avec qui échangez-vous votre place&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="73"/>
        <source>Choose the player who receives your money.</source>
        <translation>Choisissez le joueur qui reçoit votre argent.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="74"/>
        <source>Choose the player who pays you.</source>
        <translation>Choisissez le joueur qui vous paie.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="75"/>
        <source>Choose the player you take a white-cross day token from.</source>
        <translation>Choisissez le joueur à qui vous prenez un jeton «&#xa0;croix blanche&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="76"/>
        <source>Choose the player you give one of your white-cross day tokens to.</source>
        <translation>Choisissez le joueur à qui vous donnez un de vos jetons «&#xa0;croix blanche&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="77"/>
        <source>Choose the player whose pawn changes places with yours.</source>
        <translation>Choisissez le joueur dont le pion échange sa place avec le vôtre.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="80"/>
        <source>Choose a player</source>
        <translation>Choisissez un joueur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="81"/>
        <source>Choose one of these players.</source>
        <translation>Choisissez l&apos;un de ces joueurs.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="91"/>
        <source>{name} stands in their sign: the zodiac protects them from this card.</source>
        <translation>{name} est dans son signe&#xa0;: le zodiaque le protège de cette carte.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/pickdialogs.py" line="115"/>
        <source>{money}  ·  %n token(s)
on {date}</source>
        <translation>
            <numerusform>{money}  ·  %n jeton
sur le {date}</numerusform>
            <numerusform>{money}  ·  %n jetons
sur le {date}</numerusform>
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
        <translation>Coup-fourré&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/coupfourre.py" line="53"/>
        <source>{drawer} drew this Hazard card, and it strikes you too. Play your kept card against it: it spares you, and the bank gives you %n token(s).</source>
        <translation>
            <numerusform>{drawer} a tiré cette carte Malchance, et elle vous frappe aussi. Jouez votre carte gardée contre elle&#xa0;: elle vous épargne, et la banque vous donne %n jeton.</numerusform>
            <numerusform>{drawer} a tiré cette carte Malchance, et elle vous frappe aussi. Jouez votre carte gardée contre elle&#xa0;: elle vous épargne, et la banque vous donne %n jetons.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/coupfourre.py" line="59"/>
        <source>&amp;Yes, coup-fourré!</source>
        <translation>&amp;Oui, coup-fourré&#xa0;!</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="268"/>
        <source>Something went wrong: %1.</source>
        <translation>Quelque chose s&apos;est mal passé&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="270"/>
        <source>The game has been saved. If it does not go on normally, quit and start again: it will offer to resume it.</source>
        <translation>La partie a été enregistrée. Si elle ne se poursuit pas normalement, quittez le jeu et relancez-le&#xa0;: il proposera de la reprendre.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="273"/>
        <source>The details are in the log file:
%1</source>
        <translation>Les détails se trouvent dans le journal&#xa0;:
%1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="278"/>
        <source>Game of the Year</source>
        <translation>Le Jeu de l&apos;Année</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/decisiondialog.py" line="197"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/decisiondialog.py" line="199"/>
        <source>%n vacation card(s)</source>
        <translation>
            <numerusform>%n carte Vacances</numerusform>
            <numerusform>%n cartes Vacances</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="193"/>
        <source>{name} stands in their sign, ahead of you: the zodiac keeps their pawn from being moved back, so you cannot swap with them.</source>
        <translation>{name} est dans son signe, devant vous&#xa0;: le zodiaque empêche son pion de reculer, vous ne pouvez donc pas échanger avec lui.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="197"/>
        <source>{name} stands in their sign: their pawn may stay or move forward, never back.</source>
        <translation>{name} est dans son signe&#xa0;: son pion peut rester ou avancer, jamais reculer.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="208"/>
        <source>Lucky square</source>
        <translation>Case de chance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="209"/>
        <source>Unlucky square</source>
        <translation>Case de malchance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="210"/>
        <source>Doubly unlucky square: a token goes back to the bank first</source>
        <translation>Case doublement noire&#xa0;: un jeton retourne d&apos;abord à la banque</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="211"/>
        <source>Lucky or unlucky: it depends</source>
        <translation>Chance ou malchance&#xa0;: cela dépend</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="212"/>
        <source>Sign square</source>
        <translation>Case d&apos;un signe</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="213"/>
        <source>End of a quarter</source>
        <translation>Fin d&apos;un trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="214"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="215"/>
        <source>The last day of the year</source>
        <translation>Le dernier jour de l&apos;année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="216"/>
        <source>Plain square</source>
        <translation>Case ordinaire</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="227"/>
        <source>{date} — {title}</source>
        <translation>{date} — {title}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="231"/>
        <source>{date} — first day of {sign} {glyph}</source>
        <translation>{date} — premier jour du signe {sign} {glyph}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="233"/>
        <source>{date} (plain square)</source>
        <translation>{date} (case ordinaire)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="249"/>
        <source>The almanac does not apply there.</source>
        <translation>L&apos;almanach ne s&apos;applique pas à l&apos;arrivée.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="253"/>
        <source>Players born under this sign are protected while they stand in it.</source>
        <translation>Les joueurs nés sous ce signe sont protégés tant qu&apos;ils s&apos;y trouvent.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="260"/>
        <source>On the way, {date}: the bank pays {amount}.</source>
        <translation>En chemin, le {date}&#xa0;: la banque verse {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="269"/>
        <source>Your birthday: every other player pays you {amount}.</source>
        <translation>Votre anniversaire&#xa0;: chacun des autres joueurs vous verse {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="272"/>
        <source>{name}&apos;s birthday: every other player pays {name} {amount}.</source>
        <translation>{name} fête son anniversaire&#xa0;: chacun des autres joueurs lui verse {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="275"/>
        <source>{name}&apos;s birthday: you pay {name} {amount}.</source>
        <translation>{name} fête son anniversaire&#xa0;: vous lui versez {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="278"/>
        <source>Your birthday: {mover} pays you {amount}.</source>
        <translation>Votre anniversaire&#xa0;: {mover} vous verse {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="281"/>
        <source>{name}&apos;s birthday: {mover} pays {name} {amount}.</source>
        <translation>{name} fête son anniversaire&#xa0;: {mover} lui verse {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="287"/>
        <source>Your lucky number! The bank pays you {amount}.</source>
        <translation>Votre numéro porte-bonheur&#xa0;! La banque vous verse {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="290"/>
        <source>Your lucky number! {mover} pays you {amount}.</source>
        <translation>Votre numéro porte-bonheur&#xa0;! {mover} vous verse {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="344"/>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="230"/>
        <source>Chance card</source>
        <translation>Carte Chance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/dialogparts.py" line="345"/>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="231"/>
        <source>Hazard card</source>
        <translation>Carte Malchance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/forecast.py" line="123"/>
        <source>What this day does depends on your profile, which does not say yet: you will be asked.</source>
        <translation>Ce que fait ce jour dépend de votre profil, qui ne le dit pas encore&#xa0;: la question vous sera posée.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/forecast.py" line="128"/>
        <source>Nothing for you here: this day is for women or for men, and your sex is not stated.</source>
        <translation>Rien pour vous ici&#xa0;: ce jour concerne les femmes ou les hommes, et vous n&apos;avez pas indiqué votre sexe.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/forecast.py" line="130"/>
        <source>Nothing for you here: what this day says does not apply to you.</source>
        <translation>Rien pour vous ici&#xa0;: ce que dit ce jour ne vous concerne pas.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/forecast.py" line="132"/>
        <source>Your sign protects you here: what this day would take from you, you keep.</source>
        <translation>Votre signe vous protège ici&#xa0;: ce que ce jour vous prendrait, vous le gardez.</translation>
    </message>
</context>
<context>
    <name>FactDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="137"/>
        <source>A question for {name}</source>
        <translation>Une question pour {name}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="138"/>
        <source>{fact}?</source>
        <translation>{fact}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="140"/>
        <source>What this day does depends on it, and your profile does not say yet. Your answer is kept in your profile: it is not asked again.</source>
        <translation>Ce que fait ce jour en dépend, et votre profil ne le dit pas encore. Votre réponse est gardée dans votre profil&#xa0;: la question ne sera plus posée.</translation>
    </message>
</context>
<context>
    <name>FactsDialog</name>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="66"/>
        <source>Profile of %1</source>
        <translation>Profil&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="66"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="74"/>
        <source>What is true for %1?</source>
        <translation>Qu&apos;est-ce qui est vrai pour %1&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="74"/>
        <source>What is true?</source>
        <translation>Qu&apos;est-ce qui est vrai&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="77"/>
        <source>The almanac asks about these during the year. Tick what applies; leave the rest.</source>
        <translation>L&apos;almanach pose ces questions au fil de l&apos;année. Cochez ce qui est vrai&#xa0;; laissez le reste.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="102"/>
        <source>Untick all</source>
        <translation>Tout décocher</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="123"/>
        <source>Nothing ticked</source>
        <translation>Rien de coché</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/newgameseats.py" line="125"/>
        <source>%n fact(s) ticked</source>
        <translation>
            <numerusform>%n case cochée</numerusform>
            <numerusform>%n cases cochées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostLobbyDialog</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="75"/>
        <source>Host a Network Game</source>
        <translation>Accueillir une partie en réseau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="85"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="85"/>
        <source>Born</source>
        <translation>Né(e) le</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="85"/>
        <source>Who plays</source>
        <translation>Qui joue</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="85"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="94"/>
        <source>You, at this screen</source>
        <translation>Vous, à cet écran</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="95"/>
        <source>A remote player</source>
        <translation>Un joueur à distance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="96"/>
        <source>A computer</source>
        <translation>L&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="97"/>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="108"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="114"/>
        <source>Edition and house rules</source>
        <translation>Édition et règles maison</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="80"/>
        <source>Who is playing, and from where?</source>
        <translation>Qui joue, et d&apos;où&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="119"/>
        <source>Edition:</source>
        <translation>Édition&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="120"/>
        <source>Players claim lucky-number and birthday money themselves</source>
        <translation>Les joueurs réclament eux-mêmes l&apos;argent des numéros porte-bonheur et des anniversaires</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="126"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="127"/>
        <source>A player who leaves is waited for:</source>
        <translation>Un joueur qui s&apos;en va est attendu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="132"/>
        <source>Then a computer plays for them:</source>
        <translation>Puis l&apos;ordinateur joue à sa place&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="133"/>
        <source>Spectators may watch</source>
        <translation>Les spectateurs peuvent regarder</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="137"/>
        <source>wss://… a gameofyear serve outside your home (optional)</source>
        <translation>wss://… un gameofyear serve hors de chez vous (facultatif)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="138"/>
        <source>A server outside your home reaches back to this game&apos;s port and says whether players in other homes will get in.</source>
        <translation>Un serveur hors de chez vous se connecte en retour au port de cette partie et dit si les joueurs d&apos;autres foyers pourront entrer.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="140"/>
        <source>Check from outside with:</source>
        <translation>Vérifier de l&apos;extérieur avec&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="150"/>
        <source>Open the Game</source>
        <translation>Ouvrir la partie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="175"/>
        <source>Exactly one seat is yours, at this screen.</source>
        <translation>Une seule place est la vôtre, à cet écran.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="177"/>
        <source>A game is for 2 to 6 players.</source>
        <translation>Une partie se joue de 2 à 6 joueurs.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="179"/>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="181"/>
        <source>The server to check with is not a ws:// or wss:// address.</source>
        <translation>Le serveur de vérification n&apos;est pas une adresse ws:// ou wss://.</translation>
    </message>
</context>
<context>
    <name>HouseRulesBox</name>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="31"/>
        <source>House rules from the family of games</source>
        <translation>Règles maison venues des jeux de la famille</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="35"/>
        <source>Length of the game:</source>
        <translation>Durée de la partie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="38"/>
        <source>The whole year</source>
        <translation>L&apos;année entière</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="39"/>
        <source>Half a year: the game ends when a pawn reaches 30 June</source>
        <translation>Un semestre&#xa0;: la partie s&apos;arrête quand un pion atteint le 30 juin</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="40"/>
        <source>A quarter: the game ends when a pawn reaches 31 March</source>
        <translation>Un trimestre&#xa0;: la partie s&apos;arrête quand un pion atteint le 31 mars</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="48"/>
        <source>A single game</source>
        <translation>Une seule partie</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/houserules.py" line="50"/>
        <source>A match to %n token(s): the years&apos; tokens add up until a total reaches %n</source>
        <translation>
            <numerusform>Une manche en %n jeton&#xa0;: les jetons des années s&apos;additionnent jusqu&apos;à ce qu&apos;un total atteigne %n</numerusform>
            <numerusform>Une manche en %n jetons&#xa0;: les jetons des années s&apos;additionnent jusqu&apos;à ce qu&apos;un total atteigne %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="56"/>
        <source>Match:</source>
        <translation>Manche&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="60"/>
        <source>Savings book and loans: save at each quarter end for interest, borrow instead of going bankrupt</source>
        <translation>Livret d&apos;épargne et prêts&#xa0;: épargnez à chaque fin de trimestre pour les intérêts, empruntez plutôt que de faire faillite</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="62"/>
        <source>Coup-fourré: a kept card played against a Hazard card also wins a token</source>
        <translation>Coup-fourré&#xa0;: une carte gardée jouée contre une carte Malchance rapporte aussi un jeton</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="63"/>
        <source>Teams of two (four or six players): partners sit opposite, their tokens add up, no days are offered to a partner</source>
        <translation>Équipes de deux (quatre ou six joueurs)&#xa0;: les partenaires sont face à face, leurs jetons s&apos;additionnent, on n&apos;offre pas de jours à son partenaire</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="75"/>
        <source>Bets on the machine, before the others&apos; spins, for:</source>
        <translation>Paris sur la machine, avant le tour des autres, pour&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/houserules.py" line="92"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>InvitationBox</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="292"/>
        <source>Invitation code for %1</source>
        <translation>Code d’invitation pour %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="293"/>
        <location filename="../../gameofyear/ui/netdialogs.py" line="318"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="294"/>
        <source>Put %1&apos;s invitation code on the clipboard</source>
        <translation>Copier le code d’invitation de %1 dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="309"/>
        <source>This game&apos;s certificate pin: %1 — a player who joins from the list of games on this network, without a code, is asked to compare it.</source>
        <translation>Empreinte du certificat de cette partie&#xa0;: %1 — un joueur qui rejoint depuis la liste des parties de ce réseau, sans code, doit la comparer.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="318"/>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="326"/>
        <source>Spectators</source>
        <translation>Spectateurs</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="330"/>
        <source>Invitations</source>
        <translation>Invitations</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="331"/>
        <source>Send each remote player their own code: they read it out or paste it in Game ▸ Join a Network Game.</source>
        <translation>Envoyez à chaque joueur à distance son propre code&#xa0;: il le dicte ou le colle dans Partie ▸ Rejoindre une partie en réseau.</translation>
    </message>
</context>
<context>
    <name>InvitationsDialog</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="368"/>
        <source>Invitations</source>
        <translation>Invitations</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="413"/>
        <location filename="../../gameofyear/ui/netdialogs.py" line="581"/>
        <source>Join a Network Game</source>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="419"/>
        <source>the invitation code the host gave you</source>
        <translation>le code d’invitation que l’hôte vous a donné</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="424"/>
        <source>Games on this network:</source>
        <translation>Parties sur ce réseau&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="428"/>
        <location filename="../../gameofyear/ui/netdialogs.py" line="488"/>
        <source>Looking for games…</source>
        <translation>Recherche de parties…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="433"/>
        <source>Address:</source>
        <translation>Adresse&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="435"/>
        <source>The invitation code says where the game is. An address is needed only with an older, shorter code; you may paste the host&apos;s whole line (address and code) into the address.</source>
        <translation>Le code d’invitation dit où est la partie. Une adresse n’est nécessaire qu’avec un code plus ancien et plus court&#xa0;; vous pouvez coller la ligne entière de l’hôte (adresse et code) dans l’adresse.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="566"/>
        <source>Type or paste the invitation code the host gave you.</source>
        <translation>Tapez ou collez le code d’invitation que l’hôte vous a donné.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="568"/>
        <source>Ask the host for your invitation code: it names the host&apos;s certificate.</source>
        <translation>Demandez votre code d&apos;invitation à l&apos;hôte&#xa0;: il désigne le certificat de l&apos;hôte.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="582"/>
        <source>This game was announced on the local network, and its certificate was not named by an invitation: anyone on this network could have announced it. Join only if you trust everyone on it (your own home&apos;s network), or if the host&apos;s window shows this certificate pin:

%1

Join anyway?</source>
        <translation>Cette partie a été annoncée sur le réseau local et son certificat n&apos;a été désigné par aucune invitation&#xa0;: n&apos;importe qui sur ce réseau a pu l&apos;annoncer. Ne la rejoignez que si vous avez confiance en tous ceux qui y sont (le réseau de votre propre maison), ou si la fenêtre de l&apos;hôte affiche cette empreinte de certificat&#xa0;:

%1

Rejoindre quand même&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="420"/>
        <source>Invitation code:</source>
        <translation>Code d&apos;invitation&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="447"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="465"/>
        <source>The local network cannot be searched here: type the address.</source>
        <translation>Le réseau local ne peut pas être exploré ici&#xa0;: saisissez l&apos;adresse.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/netdialogs.py" line="477"/>
        <source>%1 — %n seat(s) open — %2</source>
        <translation>
            <numerusform>%1 — %n place libre — %2</numerusform>
            <numerusform>%1 — %n places libres — %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeepCardDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="212"/>
        <source>Cancel this Hazard card?</source>
        <translation>Annuler cette carte Malchance&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="218"/>
        <source>You kept a card that cancels one Hazard card. Use it now against this one, or keep it for a worse day?</source>
        <translation>Vous avez gardé une carte qui annule une carte Malchance. L&apos;utiliser maintenant contre celle-ci, ou la garder pour un jour pire&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="251"/>
        <source>&amp;Yes, cancel it</source>
        <translation>&amp;Oui, je l&apos;annule</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/coupfourre.py" line="60"/>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="255"/>
        <source>&amp;No, keep my card</source>
        <translation>&amp;Non, je garde ma carte</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="77"/>
        <source>a question, a quiz or the table decides what happens</source>
        <translation>une question, un quiz ou la table décide de ce qui arrive</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="78"/>
        <source>draws a Chance card (a good day)</source>
        <translation>fait tirer une carte Chance (un bon jour)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="79"/>
        <source>draws a Hazard card (a bad day)</source>
        <translation>fait tirer une carte Malchance (un mauvais jour)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="80"/>
        <source>money is paid or received</source>
        <translation>de l&apos;argent est payé ou reçu</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="81"/>
        <source>the pawn moves on</source>
        <translation>le pion avance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="82"/>
        <source>the pawn goes back</source>
        <translation>le pion recule</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="83"/>
        <source>pawns change places</source>
        <translation>des pions changent de place</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="84"/>
        <source>extra turns</source>
        <translation>des tours en plus</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="85"/>
        <source>the next turn is lost</source>
        <translation>le prochain tour est perdu</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="98"/>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="99"/>
        <source>Each square is one day of the year. Its frame says what kind of day it is; the small picture in its corner shows the event of that date, and the marks at its foot say what the event does. Hover a square to read its entry, click it to read it in full.</source>
        <translation>Chaque case est un jour de l&apos;année. Son cadre dit quel genre de jour c&apos;est&#xa0;; le petit dessin dans son coin montre l&apos;événement de cette date, et les marques à son pied disent ce qu&apos;il fait. Survolez une case pour lire son entrée, cliquez dessus pour la lire en entier.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="110"/>
        <source>The marks at the foot of a square</source>
        <translation>Les marques au pied d&apos;une case</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="115"/>
        <source>The pictures of the events</source>
        <translation>Les dessins des événements</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <location filename="../../gameofyear/ui/legend.py" line="167"/>
        <source>Legend of the Board</source>
        <translation>Légende du plateau</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="69"/>
        <source>The time-progression machine</source>
        <translation>La machine à avancer le temps</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="70"/>
        <source>Every turn starts with the machine. Click it or press Space: the dial stops on two numbers, sometimes on a colour.</source>
        <translation>Chaque tour commence par la machine. Cliquez dessus ou appuyez sur Espace&#xa0;: le cadran s&apos;arrête sur deux nombres, parfois sur une couleur.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="72"/>
        <source>Two numbers, one move</source>
        <translation>Deux nombres, un seul déplacement</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="73"/>
        <source>Choose how many days your pawn moves. The squares it can reach glow on the board: click one to see what it does there, then again to go; or use the buttons. Hover any square to read what it does.</source>
        <translation>Choisissez de combien de jours avance votre pion. Les cases qu&apos;il peut atteindre s&apos;allument sur le plateau&#xa0;: cliquez sur l&apos;une d&apos;elles pour voir ce qu&apos;elle fait, puis encore pour y aller&#xa0;; ou servez-vous des boutons. Survolez une case pour lire ce qu&apos;elle fait.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="76"/>
        <source>The Almanac of Events</source>
        <translation>L&apos;Almanach des événements</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="77"/>
        <source>A red frame is a lucky day, a blue frame an unlucky one, and the almanac says what happens there. Plain squares do nothing, but from them you may buy days.</source>
        <translation>Un cadre rouge est un jour de chance, un cadre bleu un jour de malchance, et l&apos;almanach dit ce qui s&apos;y passe. Les cases simples ne font rien, mais de là vous pouvez acheter des jours.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="79"/>
        <source>Chance and Hazard</source>
        <translation>Chance et Malchance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="80"/>
        <source>Some days draw a card: Chance brings good news, Hazard bad news. A card you may keep cancels a later Hazard card, when you choose.</source>
        <translation>Certains jours font tirer une carte&#xa0;: Chance apporte une bonne nouvelle, Malchance une mauvaise. Une carte à garder annule plus tard une carte Malchance, quand vous le décidez.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="82"/>
        <source>Buying days</source>
        <translation>Acheter des jours</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="83"/>
        <source>From a plain square you may buy days, {price} each, to move on to a better square. Buying none is fine too.</source>
        <translation>Depuis une case simple, vous pouvez acheter des jours, {price} chacun, pour avancer vers une meilleure case. N&apos;en acheter aucun, c&apos;est bien aussi.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="85"/>
        <source>Offering days</source>
        <translation>Offrir des jours</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="86"/>
        <source>In another player&apos;s turn you may pay for days that push their pawn further, perhaps onto an unlucky square. Everybody&apos;s offers add up.</source>
        <translation>Pendant le tour d&apos;un autre joueur, vous pouvez payer des jours qui poussent son pion plus loin, peut-être sur une case de malchance. Les offres de tous s&apos;additionnent.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="88"/>
        <source>Tokens make the best year</source>
        <translation>Les jetons font la meilleure année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="89"/>
        <source>A token, a day to mark with a white cross, costs {price}. At the end of the year the most tokens win; money breaks a tie.</source>
        <translation>Un jeton, un jour à marquer d&apos;une croix blanche, coûte {price}. À la fin de l&apos;année, le plus de jetons l&apos;emporte&#xa0;; l&apos;argent départage les ex æquo.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="91"/>
        <source>Vacation</source>
        <translation>Les vacances</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/lesson.py" line="92"/>
        <source>A vacation card moves your pawn %n day(s) on, and the almanac does not apply where it lands. You have only a few: keep them for a bad patch.</source>
        <translation>
            <numerusform>Une carte Vacances fait avancer votre pion de %n&#xa0;jour, et l&apos;almanach ne s&apos;applique pas là où il arrive. Vous n&apos;en avez que quelques-unes&#xa0;: gardez-les pour un mauvais passage.</numerusform>
            <numerusform>Une carte Vacances fait avancer votre pion de %n&#xa0;jours, et l&apos;almanach ne s&apos;applique pas là où il arrive. Vous n&apos;en avez que quelques-unes&#xa0;: gardez-les pour un mauvais passage.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="95"/>
        <source>Your sign protects you</source>
        <translation>Votre signe vous protège</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="96"/>
        <source>While your pawn stands in your own zodiac sign, what the almanac would take from you, you keep.</source>
        <translation>Tant que votre pion se trouve dans votre propre signe du zodiaque, ce que l&apos;almanach vous prendrait, vous le gardez.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="98"/>
        <source>Your lucky number</source>
        <translation>Votre numéro porte-bonheur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="99"/>
        <source>Hold the button under the players to see your lucky number, and keep it secret: whoever lands on a day of that number pays you.</source>
        <translation>Maintenez le bouton sous les joueurs pour voir votre numéro porte-bonheur, et gardez-le secret&#xa0;: quiconque s&apos;arrête sur un jour de ce numéro vous paie.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="101"/>
        <source>The end of a quarter</source>
        <translation>La fin d&apos;un trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="102"/>
        <source>Passing the last day of a quarter, the bank pays you; the first pawns there also win tokens.</source>
        <translation>En passant le dernier jour d&apos;un trimestre, la banque vous paie&#xa0;; les premiers pions arrivés gagnent aussi des jetons.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="104"/>
        <source>The end of the year</source>
        <translation>La fin de l&apos;année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="105"/>
        <source>The first pawn to reach 31 December ends the game and wins 6 tokens, the second 3. Then the tokens are counted: the best year wins. You know enough to play on your own now!</source>
        <translation>Le premier pion qui atteint le 31&#xa0;décembre termine la partie et gagne 6&#xa0;jetons, le deuxième 3. Puis on compte les jetons&#xa0;: la meilleure année gagne. Vous en savez assez pour jouer seul maintenant&#xa0;!</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="265"/>
        <source>&amp;End the lesson</source>
        <translation>&amp;Terminer la leçon</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="266"/>
        <source>&amp;Got it</source>
        <translation>&amp;Compris</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/lesson.py" line="255"/>
        <source>Learn to Play · {step} of {steps}</source>
        <translation>Apprendre à jouer · {step} sur {steps}</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="311"/>
        <source>No figures recorded</source>
        <translation>Aucun chiffre enregistré</translation>
    </message>
</context>
<context>
    <name>LoansDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="527"/>
        <source>Loans from the bank</source>
        <translation>Prêts de la banque</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/pickdialogs.py" line="528"/>
        <source>You owe {owed} of %n loan(s) of {loan}; each costs {interest} at every quarter end, and what is owed at the end of the game is taken from your money.</source>
        <translation>
            <numerusform>Prêts de {loan} en cours&#xa0;: {owed} sur %n possible&#xa0;; chacun coûte {interest} à chaque fin de trimestre, et ce qui reste dû à la fin de la partie est pris sur votre argent.</numerusform>
            <numerusform>Prêts de {loan} en cours&#xa0;: {owed} sur %n possibles&#xa0;; chacun coûte {interest} à chaque fin de trimestre, et ce qui reste dû à la fin de la partie est pris sur votre argent.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="531"/>
        <source>&amp;Neither</source>
        <translation>&amp;Ni l&apos;un ni l&apos;autre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="537"/>
        <source>Borrow {amount}</source>
        <translation>Emprunter {amount}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="539"/>
        <source>Repay {amount}</source>
        <translation>Rembourser {amount}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="540"/>
        <source>Neither borrow nor repay</source>
        <translation>Ni emprunter ni rembourser</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="113"/>
        <source>January</source>
        <translation>janvier</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="113"/>
        <source>February</source>
        <translation>février</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="113"/>
        <source>March</source>
        <translation>mars</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="114"/>
        <source>April</source>
        <translation>avril</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="114"/>
        <source>May</source>
        <translation>mai</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="114"/>
        <source>June</source>
        <translation>juin</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="115"/>
        <source>July</source>
        <translation>juillet</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="115"/>
        <source>August</source>
        <translation>août</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="115"/>
        <source>September</source>
        <translation>septembre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="116"/>
        <source>October</source>
        <translation>octobre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="116"/>
        <source>November</source>
        <translation>novembre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="116"/>
        <source>December</source>
        <translation>décembre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="134"/>
        <source>1 {month}</source>
        <extracomment>the first day of a month (&quot;1er janvier&quot;, &quot;1° gennaio&quot;)</extracomment>
        <translation>1er {month}</translation>
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
        <translation>anniversaire</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="142"/>
        <source>lucky number</source>
        <translation>numéro porte-bonheur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="143"/>
        <source>end of quarter</source>
        <translation>fin de trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="144"/>
        <source>double-blue square</source>
        <translation>case doublement noire</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="147"/>
        <source>token bought</source>
        <translation>jeton acheté</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="148"/>
        <source>days bought</source>
        <translation>jours achetés</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="149"/>
        <source>days offered</source>
        <translation>jours offerts</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="150"/>
        <location filename="../../gameofyear/narrate/words.py" line="177"/>
        <source>bankruptcy</source>
        <translation>faillite</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="152"/>
        <location filename="../../gameofyear/narrate/words.py" line="170"/>
        <source>vacation</source>
        <extracomment>why something happened: a vacation card
----------
why a pawn moved: a vacation card</extracomment>
        <translation>vacances</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="153"/>
        <source>the machine</source>
        <translation>la machine</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="155"/>
        <source>savings interest</source>
        <extracomment>why money moved: the interest of a savings book (house rule)</extracomment>
        <translation>intérêts de l&apos;épargne</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="157"/>
        <source>loan interest</source>
        <extracomment>why money moved: the interest of bank loans (house rule)</extracomment>
        <translation>intérêts des prêts</translation>
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
        <translation>machine</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="166"/>
        <source>bought</source>
        <extracomment>why a pawn moved: days bought</extracomment>
        <translation>jours achetés</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="168"/>
        <source>offered</source>
        <extracomment>why a pawn moved: days offered by the other players</extracomment>
        <translation>jours offerts</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="172"/>
        <source>almanac</source>
        <extracomment>why a pawn moved: the almanac said so</extracomment>
        <translation>almanach</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="174"/>
        <source>card</source>
        <extracomment>why a pawn moved: a card said so</extracomment>
        <translation>carte</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="175"/>
        <location filename="../../gameofyear/narrate/words.py" line="190"/>
        <source>swap</source>
        <extracomment>what a player was picked for: to swap places</extracomment>
        <translation>échange</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="176"/>
        <source>rearrange</source>
        <translation>pions redistribués</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="182"/>
        <source>pay</source>
        <extracomment>what a player was picked for: to be paid</extracomment>
        <translation>paiement</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="184"/>
        <source>receive</source>
        <extracomment>what a player was picked for: to pay</extracomment>
        <translation>encaissement</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="186"/>
        <source>take token</source>
        <extracomment>what a player was picked for: to give up a token</extracomment>
        <translation>jeton pris</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="188"/>
        <source>give token</source>
        <extracomment>what a player was picked for: to be given a token</extracomment>
        <translation>jeton donné</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="196"/>
        <source>red</source>
        <extracomment>a face of the machine&apos;s dial that is a colour, in a bet&apos;s sector (&quot;red/red&quot;, &quot;3/blue&quot;)</extracomment>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="198"/>
        <source>blue</source>
        <extracomment>a face of the machine&apos;s dial that is a colour, in a bet&apos;s sector (&quot;blue/blue&quot;, &quot;4/blue&quot;)</extracomment>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="211"/>
        <source>; </source>
        <extracomment>between the items of a list: effects, the moves of 1 April, the places of the ranking</extracomment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="221"/>
        <source>almanac, {date}</source>
        <translation>almanach, {date}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="224"/>
        <source>Chance card</source>
        <translation>carte Chance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="225"/>
        <source>Hazard card</source>
        <translation>carte Malchance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="49"/>
        <source>The year begins. Turn order: {order}.</source>
        <translation>L&apos;année commence. Ordre de jeu&#xa0;: {order}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="53"/>
        <source>— {player}&apos;s extra turn (turn {turn}).</source>
        <translation>— {player} rejoue&#xa0;: tour supplémentaire (tour {turn}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="54"/>
        <source>— {player}&apos;s turn (turn {turn}).</source>
        <translation>— À {player} de jouer (tour {turn}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="56"/>
        <source>{player} loses this turn.</source>
        <translation>{player} passe son tour.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="58"/>
        <source>{player} ends the turn.</source>
        <translation>{player} termine son tour.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="62"/>
        <source>{player} spins the machine: two red faces.</source>
        <translation>{player} lance la machine&#xa0;: deux faces rouges.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="64"/>
        <source>{player} spins the machine: two blue faces.</source>
        <translation>{player} lance la machine&#xa0;: deux faces bleues.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="65"/>
        <source>{player} spins the machine: {a} and {b}.</source>
        <translation>{player} lance la machine&#xa0;: {a} et {b}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="68"/>
        <source>{player} moves %n day(s) (December: the smaller number).</source>
        <translation>
            <numerusform>{player} avance de %n jour (décembre&#xa0;: le plus petit nombre).</numerusform>
            <numerusform>{player} avance de %n jours (décembre&#xa0;: le plus petit nombre).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="70"/>
        <source>{player} moves %n day(s).</source>
        <translation>
            <numerusform>{player} avance de %n jour.</numerusform>
            <numerusform>{player} avance de %n jours.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="73"/>
        <source>{player} goes from {start} to {end} ({cause}).</source>
        <translation>{player} va du {start} au {end} ({cause}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="77"/>
        <source>{player} passes {date}: the bank pays {amount} and %n token(s) for being number {rank} there.</source>
        <translation>
            <numerusform>{player} passe le {date}&#xa0;: la banque verse {amount} et %n jeton (passage n° {rank}).</numerusform>
            <numerusform>{player} passe le {date}&#xa0;: la banque verse {amount} et %n jetons (passage n° {rank}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="80"/>
        <source>{player} passes {date}: the bank pays {amount}.</source>
        <translation>{player} passe le {date}&#xa0;: la banque verse {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="85"/>
        <source>The bank pays {payee} {amount} ({source}).</source>
        <translation>La banque verse {amount} à {payee} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="89"/>
        <source>{payer} owes {owed} to the bank but pays only {amount} ({source}).</source>
        <translation>{payer} doit {owed} à la banque mais ne paie que {amount} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="91"/>
        <source>{payer} owes {owed} to {payee} but pays only {amount} ({source}).</source>
        <translation>{payer} doit {owed} à {payee} mais ne paie que {amount} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="94"/>
        <source>{payer} pays {amount} to the bank ({source}).</source>
        <translation>{payer} paie {amount} à la banque ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="96"/>
        <source>{payer} pays {amount} to {payee} ({source}).</source>
        <translation>{payer} paie {amount} à {payee} ({source}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="101"/>
        <source>The bank gives %n token(s) to {taker} ({source}).</source>
        <translation>
            <numerusform>La banque donne %n jeton à {taker} ({source}).</numerusform>
            <numerusform>La banque donne %n jetons à {taker} ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="104"/>
        <source>{giver} gives %n token(s) to the bank ({source}).</source>
        <translation>
            <numerusform>{giver} rend %n jeton à la banque ({source}).</numerusform>
            <numerusform>{giver} rend %n jetons à la banque ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="106"/>
        <source>{giver} gives %n token(s) to {taker} ({source}).</source>
        <translation>
            <numerusform>{giver} donne %n jeton à {taker} ({source}).</numerusform>
            <numerusform>{giver} donne %n jetons à {taker} ({source}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="109"/>
        <source>Almanac, {date}: {text}</source>
        <translation>Almanach, {date}&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="113"/>
        <source>{player} draws a Chance card: {text}</source>
        <translation>{player} tire une carte Chance&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="115"/>
        <source>{player} draws a Hazard card: {text}</source>
        <translation>{player} tire une carte Malchance&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="118"/>
        <source>{player} keeps the card for later.</source>
        <translation>{player} garde la carte pour plus tard.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="120"/>
        <source>{player} plays a kept card: the Hazard card is cancelled.</source>
        <translation>{player} joue une carte gardée&#xa0;: la carte Malchance est annulée.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="124"/>
        <source>The Chance deck is reshuffled.</source>
        <translation>Les cartes Chance sont remélangées.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="125"/>
        <source>The Hazard deck is reshuffled.</source>
        <translation>Les cartes Malchance sont remélangées.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="128"/>
        <source>{player} is protected by their sign: their pawn cannot be moved back ({source}).</source>
        <translation>{player} est protégé par son signe&#xa0;: son pion ne peut pas reculer ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="133"/>
        <source>{player} gives no token: their sign protects them ({source}).</source>
        <translation>{player} ne donne aucun jeton&#xa0;: son signe le protège ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="134"/>
        <source>{player} loses no turn: their sign protects them ({source}).</source>
        <translation>{player} ne passe pas son tour&#xa0;: son signe le protège ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="135"/>
        <source>{player} pays nothing: their sign protects them ({source}).</source>
        <translation>{player} ne paie rien&#xa0;: son signe le protège ({source}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="138"/>
        <source>{player} is bankrupt ({source}): returns %n token(s) and goes back to {date}.</source>
        <translation>
            <numerusform>{player} fait faillite ({source})&#xa0;: rend %n jeton et retourne au {date}.</numerusform>
            <numerusform>{player} fait faillite ({source})&#xa0;: rend %n jetons et retourne au {date}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="141"/>
        <source>{player} is solvent again.</source>
        <translation>{player} est de nouveau solvable.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="146"/>
        <source>{player} will play %n extra turn(s) ({source}).</source>
        <translation>
            <numerusform>{player} jouera %n tour supplémentaire ({source}).</numerusform>
            <numerusform>{player} jouera %n tours supplémentaires ({source}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="149"/>
        <source>{player} buys a token for {price}.</source>
        <translation>{player} achète un jeton pour {price}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="151"/>
        <source>{player} buys %n day(s) for {price}.</source>
        <translation>
            <numerusform>{player} achète %n jour pour {price}.</numerusform>
            <numerusform>{player} achète %n jours pour {price}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="155"/>
        <source>{player} offers no days to {target}.</source>
        <translation>{player} n&apos;offre aucun jour à {target}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="157"/>
        <source>{player} offers %n day(s) to {target} for {price}.</source>
        <translation>
            <numerusform>{player} offre %n jour à {target} pour {price}.</numerusform>
            <numerusform>{player} offre %n jours à {target} pour {price}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="161"/>
        <source>{player} goes on vacation (a free one).</source>
        <translation>{player} part en vacances (offertes).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="162"/>
        <source>{player} goes on vacation.</source>
        <translation>{player} part en vacances.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="165"/>
        <source>The free vacation does nothing for {player}: vacations end on {date} ({source}).</source>
        <translation>Les vacances offertes sont sans effet pour {player}&#xa0;: plus de vacances à partir du {date} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="169"/>
        <source>The free vacation does nothing for {player}: one vacation a turn, and {player} has had it ({source}).</source>
        <translation>Les vacances offertes sont sans effet pour {player}&#xa0;: on ne part en vacances qu’une fois par tour, et {player} y est déjà parti ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="175"/>
        <source>{player}: {topic} — yes.</source>
        <translation>{player}&#xa0;: {topic} — oui.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="176"/>
        <source>{player}: {topic} — no.</source>
        <translation>{player}&#xa0;: {topic} — non.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="179"/>
        <source>{player} picks {target} ({purpose}).</source>
        <translation>{player} désigne {target} ({purpose}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="182"/>
        <source>Nobody is concerned ({source}).</source>
        <translation>Personne n&apos;est concerné ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="184"/>
        <source>{player} and {other} swap places ({source}).</source>
        <translation>{player} et {other} échangent leur place ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="187"/>
        <source>{player} to {date}</source>
        <translation>{player} au {date}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="189"/>
        <source>{player} rearranges the pawns: {moves}.</source>
        <translation>{player} redistribue les pions&#xa0;: {moves}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="194"/>
        <source>The chain of moves of {player} stops here.</source>
        <translation>{player} s&apos;arrête ici&#xa0;: fin de la série de déplacements.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="197"/>
        <source>{player} reaches {date}, the last day; {second} is second. The game is over!</source>
        <translation>{player} atteint le {date}, le dernier jour&#xa0;; {second} est deuxième. La partie est finie&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="200"/>
        <source>{player} reaches {date}, the last day. The game is over!</source>
        <translation>{player} atteint le {date}, le dernier jour. La partie est finie&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="206"/>
        <source>{player} reaches 31 December; {second} is second. The year is over!</source>
        <translation>{player} atteint le 31 décembre&#xa0;; {second} est deuxième. L&apos;année est finie&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="208"/>
        <source>{player} reaches 31 December. The year is over!</source>
        <translation>{player} atteint le 31 décembre. L&apos;année est finie&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="210"/>
        <source>{place}. {player}: %n token(s), {money}</source>
        <translation>
            <numerusform>{place}. {player}&#xa0;: %n jeton, {money}</numerusform>
            <numerusform>{place}. {player}&#xa0;: %n jetons, {money}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="213"/>
        <source>Final ranking: {ranking}.</source>
        <translation>Classement final&#xa0;: {ranking}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="229"/>
        <source>{player} bets {stake} on {faces} for the spin of {spinner}.</source>
        <translation>{player} mise {stake} sur {faces} pour le tour de {spinner}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="234"/>
        <source>{player}&apos;s bet comes up: the bank pays {amount}.</source>
        <translation>Le pari de {player} sort&#xa0;: la banque paie {amount}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="236"/>
        <source>{player}&apos;s bet is lost.</source>
        <translation>Le pari de {player} est perdu.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="239"/>
        <source>{player} pays {amount} into the savings book (it holds {balance}).</source>
        <translation>{player} verse {amount} sur son livret d&apos;épargne (il contient {balance}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="241"/>
        <source>{player} takes {amount} out of the savings book and pays the bank {fee} for it (it holds {balance}).</source>
        <translation>{player} retire {amount} de son livret d&apos;épargne et paie {fee} à la banque pour cela (il contient {balance}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="246"/>
        <source>{player} repays {amount} to the bank (%n loan(s) still owed).</source>
        <translation>
            <numerusform>{player} rembourse {amount} à la banque (encore %n prêt dû).</numerusform>
            <numerusform>{player} rembourse {amount} à la banque (encore %n prêts dus).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="249"/>
        <source>{player} cannot pay and borrows {amount} from the bank instead of going bankrupt (%n loan(s) owed).</source>
        <translation>
            <numerusform>{player} ne peut pas payer et emprunte {amount} à la banque plutôt que de faire faillite (%n prêt dû).</numerusform>
            <numerusform>{player} ne peut pas payer et emprunte {amount} à la banque plutôt que de faire faillite (%n prêts dus).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="252"/>
        <source>{player} borrows {amount} from the bank (%n loan(s) owed).</source>
        <translation>
            <numerusform>{player} emprunte {amount} à la banque (%n prêt dû).</numerusform>
            <numerusform>{player} emprunte {amount} à la banque (%n prêts dus).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="256"/>
        <source>{player}&apos;s books are closed: {savings} come out of the savings book, {debt} of loans are owed and {unpaid} of them cannot be paid: half the tokens go back to the bank.</source>
        <translation>On fait les comptes de {player}&#xa0;: {savings} sortent du livret, {debt} de prêts sont dus et {unpaid} ne peuvent être payés&#xa0;: la moitié des jetons retourne à la banque.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="260"/>
        <source>{player}&apos;s books are closed: {savings} come out of the savings book and {debt} of loans are repaid.</source>
        <translation>On fait les comptes de {player}&#xa0;: {savings} sortent du livret et {debt} de prêts sont remboursés.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="264"/>
        <source>Coup-fourré! {player} answers the Hazard card at once and wins %n token(s) from the bank.</source>
        <translation>
            <numerusform>Coup-fourré&#xa0;! {player} répond aussitôt à la carte Malchance et gagne %n jeton de la banque.</numerusform>
            <numerusform>Coup-fourré&#xa0;! {player} répond aussitôt à la carte Malchance et gagne %n jetons de la banque.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="270"/>
        <source>Teams: {ranking}.</source>
        <translation>Équipes&#xa0;: {ranking}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="12"/>
        <source>a player of your choice</source>
        <translation>joueur de votre choix</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="13"/>
        <source>the poorest other player</source>
        <translation>plus pauvre des autres joueurs</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="14"/>
        <source>the richest other player</source>
        <translation>plus riche des autres joueurs</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="15"/>
        <source>the player with the most tokens</source>
        <translation>joueur qui a le plus de jetons</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="16"/>
        <source>the player with the fewest tokens</source>
        <translation>joueur qui a le moins de jetons</translation>
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
        <translation>femme</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="44"/>
        <source>a man</source>
        <translation>homme</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="47"/>
        <source>&apos;{fact}&apos;</source>
        <translation>«&#xa0;{fact}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="49"/>
        <source>aged {age} or more</source>
        <translation>{age} ans ou plus</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="51"/>
        <source>aged {age} or less</source>
        <translation>{age} ans ou moins</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="53"/>
        <source>older than {age}</source>
        <translation>plus de {age} ans</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="55"/>
        <source>younger than {age}</source>
        <translation>moins de {age} ans</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="60"/>
        <source>holding less than {amount}</source>
        <translation>moins de {amount} en poche</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="63"/>
        <location filename="../../gameofyear/narrate/conditions.py" line="137"/>
        <source> and </source>
        <extracomment>joins conditions that must all hold</extracomment>
        <translation> et </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="56"/>
        <source>receive {amount} from the bank</source>
        <translation>recevoir {amount} de la banque</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="71"/>
        <source>receive %n token(s) from the bank</source>
        <translation>
            <numerusform>recevoir %n jeton de la banque</numerusform>
            <numerusform>recevoir %n jetons de la banque</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="111"/>
        <source>each of you in turn: {effects}</source>
        <extracomment>every player does it, the players reading being &quot;you&quot;, and it holds a condition: &quot;each of you in turn: if you are a woman and you are 12 or older, pay 600 F to the bank; otherwise, …&quot;</extracomment>
        <translation>chacun votre tour&#xa0;: {effects}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="114"/>
        <source>{effects}, each of you in turn</source>
        <extracomment>every player does it, the players reading being &quot;you&quot;: &quot;draw a Hazard card, each of you in turn&quot;</extracomment>
        <translation>{effects}, chacun votre tour</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="162"/>
        <source>if {condition}, {effects} if {inner}, otherwise {other}</source>
        <extracomment>a condition whose one effect is another condition with an &quot;otherwise&quot;: &quot;if you are a woman, draw a Chance card if your answer to &apos;Are you wearing a suit right now?&apos; is yes, otherwise draw a Hazard card&quot;</extracomment>
        <translation>si {condition}, {effects} si {inner}, sinon {other}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="168"/>
        <source>if {condition}, {effects}</source>
        <extracomment>a condition and its effects: &quot;if you are a woman, draw a Chance card&quot;</extracomment>
        <translation>si {condition}, {effects}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="124"/>
        <source>{text}; otherwise, {effects}</source>
        <extracomment>what happens when the condition does not hold: &quot;…; otherwise, draw a Hazard card&quot;</extracomment>
        <translation>{text}&#xa0;; sinon, {effects}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="15"/>
        <source>, then </source>
        <translation>, puis </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="194"/>
        <source>give one token to the bank (if you have one)</source>
        <extracomment>a doubly unlucky square takes a token from the player before its effects (none from a player who has none)</extracomment>
        <translation>rendre un jeton à la banque (si vous en avez un)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="199"/>
        <source>{first}; then, {effects}</source>
        <extracomment>before a condition: &quot;give one token to the bank (if you have one); then, if you are a woman, …&quot;</extracomment>
        <translation>{first}&#xa0;; ensuite, {effects}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="217"/>
        <source>Year 1 of a match to %n token(s).</source>
        <translation>
            <numerusform>Année 1 d&apos;une manche en %n jeton.</numerusform>
            <numerusform>Année 1 d&apos;une manche en %n jetons.</numerusform>
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
            <numerusform>{side} gagnent la manche après %n année&#xa0;: {totals}.</numerusform>
            <numerusform>{side} gagnent la manche après %n années&#xa0;: {totals}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="227"/>
        <source>{side} wins the match after %n year(s): {totals}.</source>
        <translation>
            <numerusform>{side} gagne la manche après %n année&#xa0;: {totals}.</numerusform>
            <numerusform>{side} gagne la manche après %n années&#xa0;: {totals}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="229"/>
        <source>Year {year} of the match to {target} tokens; after %n year(s): {totals}.</source>
        <translation>
            <numerusform>Année {year} de la manche en {target} jetons&#xa0;; après %n année&#xa0;: {totals}.</numerusform>
            <numerusform>Année {year} de la manche en {target} jetons&#xa0;; après %n années&#xa0;: {totals}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="67"/>
        <location filename="../../gameofyear/narrate/conditions.py" line="140"/>
        <location filename="../../gameofyear/narrate/events.py" line="282"/>
        <source> or </source>
        <extracomment>joins conditions of which one must hold</extracomment>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/words.py" line="146"/>
        <source>the last day</source>
        <extracomment>why tokens moved: the first pawns to reach the game&apos;s last day (31 December, or 30 June in a half year)</extracomment>
        <translation>le dernier jour</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="143"/>
        <source>{player} will lose %n turn(s) ({source}).</source>
        <translation>
            <numerusform>{player} devra passer %n tour ({source}).</numerusform>
            <numerusform>{player} devra passer %n tours ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="267"/>
        <source>{place}. {team}: %n token(s)</source>
        <translation>
            <numerusform>{place}. {team}&#xa0;: %n jeton</numerusform>
            <numerusform>{place}. {team}&#xa0;: %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="279"/>
        <source>{player} makes a choice ({source}).</source>
        <translation>{player} fait un choix ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="287"/>
        <source>{player} has too little money to {other}, and must {chosen} ({source}).</source>
        <extracomment>6 December with too little money: &quot;Ann has too little money to pay 300 F to the bank, and must draw a Hazard card&quot;</extracomment>
        <translation>{player} n&apos;a pas assez d&apos;argent pour {other} et doit {chosen} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/events.py" line="290"/>
        <source>{player} chooses to {chosen} rather than {other} ({source}).</source>
        <extracomment>&quot;Ann chooses to pay 300 F to the bank rather than draw a Hazard card (almanac, 6 December).&quot;</extracomment>
        <translation>{player} choisit de {chosen} plutôt que de {other} ({source}).</translation>
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
        <translation>vous avez {age} ans ou plus</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="78"/>
        <source>you are {age} or younger</source>
        <translation>vous avez {age} ans ou moins</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="79"/>
        <source>you are over {age}</source>
        <translation>vous avez plus de {age} ans</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="80"/>
        <source>you are under {age}</source>
        <translation>vous avez moins de {age} ans</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="81"/>
        <source>you hold less than {amount}</source>
        <translation>vous avez moins de {amount} en poche</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="84"/>
        <source>&apos;{fact}&apos; applies to you</source>
        <extracomment>the texts in quotes are a profile fact, a question or a quiz of the almanac: the quote is never last, so that a question&apos;s own &quot;?&quot; is not followed by a comma</extracomment>
        <translation>«&#xa0;{fact}&#xa0;» est vrai pour vous</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="85"/>
        <source>&apos;{fact}&apos; does not apply to you</source>
        <translation>«&#xa0;{fact}&#xa0;» n&apos;est pas vrai pour vous</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="86"/>
        <source>your answer to &apos;{question}&apos; is yes</source>
        <translation>votre réponse à «&#xa0;{question}&#xa0;» est oui</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="87"/>
        <source>your answer to &apos;{question}&apos; is no</source>
        <translation>votre réponse à «&#xa0;{question}&#xa0;» est non</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="88"/>
        <source>the table&apos;s answer to &apos;{question}&apos; is yes</source>
        <translation>la réponse de la table à «&#xa0;{question}&#xa0;» est oui</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="89"/>
        <source>the table&apos;s answer to &apos;{question}&apos; is no</source>
        <translation>la réponse de la table à «&#xa0;{question}&#xa0;» est non</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="90"/>
        <source>you pass the &apos;{quiz}&apos; quiz</source>
        <translation>votre réponse au quiz «&#xa0;{quiz}&#xa0;» est juste</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="91"/>
        <source>you do not pass the &apos;{quiz}&apos; quiz</source>
        <translation>votre réponse au quiz «&#xa0;{quiz}&#xa0;» n&apos;est pas juste</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="142"/>
        <source>you are a woman</source>
        <translation>vous êtes une femme</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="143"/>
        <source>you are a man</source>
        <translation>vous êtes un homme</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/conditions.py" line="170"/>
        <source>it is not true that {condition}</source>
        <extracomment>the opposite of a condition that has no clause of its own: &quot;it is not true that you are a man and you are over 18&quot;</extracomment>
        <translation>la condition «&#xa0;{condition}&#xa0;» n&apos;est pas remplie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="53"/>
        <source>draw a Chance card</source>
        <translation>tirer une carte Chance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="54"/>
        <source>draw a Hazard card</source>
        <translation>tirer une carte Malchance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="58"/>
        <source>pay {amount} to the bank</source>
        <translation>payer {amount} à la banque</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="60"/>
        <source>pay {amount} to {target}</source>
        <translation>payer {amount} au {target}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="63"/>
        <source>receive {amount} from {target}</source>
        <translation>recevoir {amount} du {target}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="66"/>
        <source>pay {amount} to each other player</source>
        <translation>payer {amount} à chacun des autres joueurs</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="68"/>
        <source>each other player pays you {amount}</source>
        <translation>chacun des autres joueurs vous verse {amount}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="73"/>
        <source>give %n token(s) to the bank</source>
        <translation>
            <numerusform>rendre %n jeton à la banque</numerusform>
            <numerusform>rendre %n jetons à la banque</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="75"/>
        <source>take %n token(s) from {target}</source>
        <translation>
            <numerusform>prendre %n jeton au {target}</numerusform>
            <numerusform>prendre %n jetons au {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="78"/>
        <source>give %n token(s) to {target}</source>
        <translation>
            <numerusform>donner %n jeton au {target}</numerusform>
            <numerusform>donner %n jetons au {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="83"/>
        <source>advance %n day(s)</source>
        <translation>
            <numerusform>avancer de %n jour</numerusform>
            <numerusform>avancer de %n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="85"/>
        <source>go back %n day(s)</source>
        <translation>
            <numerusform>reculer de %n jour</numerusform>
            <numerusform>reculer de %n jours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="87"/>
        <source>{move} (the almanac does not apply there)</source>
        <translation>{move} (l&apos;almanach ne s&apos;applique pas à l&apos;arrivée)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="90"/>
        <source>move to {date}</source>
        <translation>aller au {date}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="92"/>
        <source>go back %n month(s) to the same day</source>
        <translation>
            <numerusform>reculer de %n mois, au même jour</numerusform>
            <numerusform>reculer de %n mois, au même jour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="96"/>
        <source>play %n extra turn(s)</source>
        <translation>
            <numerusform>jouer %n tour supplémentaire</numerusform>
            <numerusform>jouer %n tours supplémentaires</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="98"/>
        <source>swap pawns with {target}</source>
        <translation>échanger son pion avec celui du {target}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="100"/>
        <source>rearrange the opponents&apos; pawns as you like</source>
        <translation>redistribuer à sa guise les pions des adversaires</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="102"/>
        <source>spin again and advance by the difference of the two numbers</source>
        <translation>relancer la machine et avancer de la différence des deux nombres</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="105"/>
        <source>a free vacation: advance %n day(s)</source>
        <translation>
            <numerusform>des vacances offertes&#xa0;: avancer de %n jour</numerusform>
            <numerusform>des vacances offertes&#xa0;: avancer de %n jours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="117"/>
        <source> — or — </source>
        <extracomment>between the options of a choice</extracomment>
        <translation> — ou — </translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="118"/>
        <source>choose: {options}</source>
        <translation>au choix&#xa0;: {options}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/narrate/effects.py" line="140"/>
        <location filename="../../gameofyear/narrate/events.py" line="281"/>
        <location filename="../../gameofyear/narrate/events.py" line="283"/>
        <source>nothing</source>
        <extracomment>what a condition without effects does: &quot;if you are a woman, nothing&quot;</extracomment>
        <translation>rien</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="94"/>
        <source>lose %n turn(s)</source>
        <translation>
            <numerusform>passer %n tour</numerusform>
            <numerusform>passer %n tours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LuckyPeekButton</name>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="446"/>
        <source>%1, your lucky number: %2</source>
        <translation>%1, votre numéro porte-bonheur&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="447"/>
        <source>Your lucky number: %1</source>
        <translation>Votre numéro porte-bonheur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="453"/>
        <source>Lucky numbers: hidden while the question is asked in the open</source>
        <translation>Numéros porte-bonheur&#xa0;: cachés tant que la question est posée devant tous</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="454"/>
        <source>Lucky: hidden (asked in the open)</source>
        <translation>Porte-bonheur&#xa0;: caché (question devant tous)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="456"/>
        <source>Lucky number: hidden</source>
        <translation>Numéro porte-bonheur&#xa0;: caché</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="454"/>
        <location filename="../../gameofyear/ui/panel.py" line="456"/>
        <source>Lucky: hidden</source>
        <translation>Porte-bonheur&#xa0;: caché</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="458"/>
        <source>Hold to see your lucky number</source>
        <translation>Maintenez appuyé&#xa0;: numéro porte-bonheur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="458"/>
        <source>Hold: lucky number</source>
        <translation>Maintenez&#xa0;: porte-bonheur</translation>
    </message>
</context>
<context>
    <name>MachineWidget</name>
    <message>
        <location filename="../../gameofyear/ui/machine.py" line="179"/>
        <source>Spin</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/machine.py" line="180"/>
        <source>Spin the time-progression machine (Space)</source>
        <translation>Lancer la machine à avancer le temps (Espace)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/machine.py" line="181"/>
        <source>Click to spin</source>
        <translation>Cliquez pour lancer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/machine.py" line="182"/>
        <source>Time-progression machine</source>
        <translation>Machine à avancer le temps</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gameofyear/ui/language.py" line="333"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="122"/>
        <location filename="../../gameofyear/ui/mainplay.py" line="161"/>
        <location filename="../../gameofyear/ui/mainsaves.py" line="287"/>
        <location filename="../../gameofyear/ui/mainsaves.py" line="424"/>
        <location filename="../../gameofyear/ui/mainwindow.py" line="502"/>
        <location filename="../../gameofyear/ui/mainwindow.py" line="611"/>
        <source>Game of the Year</source>
        <translation>Le Jeu de l&apos;Année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="503"/>
        <source>The almanac cannot be read again, so its texts stay as they were:</source>
        <translation>L&apos;almanach ne peut pas être relu&#xa0;; ses textes restent tels quels&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="310"/>
        <source>The game goes on in English.</source>
        <extracomment>said in the log after View ▸ Language: write the name of your own language</extracomment>
        <translation>La partie continue en français.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="320"/>
        <source>reached the last day</source>
        <translation>a atteint le dernier jour</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="288"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="289"/>
        <source>Quic&amp;k Game</source>
        <translation>Partie &amp;rapide</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="290"/>
        <source>&amp;Host a Network Game…</source>
        <translation>Accue&amp;illir une partie en réseau…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="291"/>
        <source>&amp;Join a Network Game…</source>
        <translation>Rejoin&amp;dre une partie en réseau…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="292"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="294"/>
        <source>Step through a saved game move by move, without playing it</source>
        <translation>Revoir une partie enregistrée coup par coup, sans la jouer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="295"/>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir une partie ré&amp;cente</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="296"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="297"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="516"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="299"/>
        <source>Take back your last choice, if it revealed no chance and no secret</source>
        <translation>Revenir sur votre dernier choix, s&apos;il n&apos;a révélé ni hasard ni secret</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="300"/>
        <source>Ask Again for Offers of &amp;Days</source>
        <translation>Redemander les offres de &amp;jours</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="301"/>
        <source>Ask every person at the screen again whether to offer days</source>
        <translation>Redemander à chaque personne devant l&apos;écran si elle offre des jours</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="302"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="337"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="152"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="153"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="154"/>
        <source>&amp;Whole Board</source>
        <translation>&amp;Tout le plateau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="110"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="111"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="112"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="113"/>
        <source>&amp;Instant</source>
        <translation>&amp;Instantanée</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="116"/>
        <source>Wait for a &amp;Click at Big Moments</source>
        <translation>Attendre un &amp;clic aux grands moments</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="117"/>
        <source>Your cards, bankruptcies, payments between players, swaps and quarter tokens stay on screen until you click or press a key</source>
        <translation>Vos cartes, faillites, paiements entre joueurs, échanges et jetons de trimestre restent à l&apos;écran jusqu&apos;à un clic ou une touche</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="120"/>
        <source>&amp;Mute</source>
        <translation>&amp;Couper le son</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="64"/>
        <source>Le&amp;gend of the Board</source>
        <translation>Lé&amp;gende du plateau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="65"/>
        <source>What the frames, marks and pictures of the squares mean</source>
        <translation>Ce que veulent dire les cadres, les marques et les dessins des cases</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="121"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="305"/>
        <source>S&amp;pin the Machine</source>
        <translation>&amp;Lancer la machine</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="306"/>
        <source>&amp;Learn to Play</source>
        <translation>Apprendre à &amp;jouer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="62"/>
        <source>Almanac of &amp;Events</source>
        <translation>&amp;Almanach des événements</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="63"/>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="349"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="327"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="350"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="328"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="123"/>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Vitesse des animations</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="125"/>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="352"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="339"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="110"/>
        <source>This window cannot save automatically: the game resumes without autosaving (the banner below says why); Game ▸ Save As… keeps it elsewhere.</source>
        <translation>Cette fenêtre ne peut pas enregistrer automatiquement&#xa0;: la partie reprend sans enregistrement automatique (le bandeau en bas dit pourquoi)&#xa0;; Partie ▸ Enregistrer sous… la garde ailleurs.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/mainwindow.py" line="549"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… et %n autre.</numerusform>
            <numerusform>… et %n autres.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="551"/>
        <source>The game cannot start</source>
        <translation>La partie ne peut pas commencer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="552"/>
        <source>The game&apos;s content cannot be used, so no game can start:</source>
        <translation>Le contenu du jeu est inutilisable&#xa0;; aucune partie ne peut commencer&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="556"/>
        <source>&lt;h1&gt;Game of the Year&lt;/h1&gt;&lt;p&gt;The game&apos;s content cannot be used, so no game can start.&lt;/p&gt;&lt;p&gt;First problem: %1&lt;/p&gt;&lt;p&gt;Correct it (or leave out --almanac) and start the game again.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Le Jeu de l&apos;Année&lt;/h1&gt;&lt;p&gt;Le contenu du jeu est inutilisable&#xa0;: aucune partie ne peut commencer.&lt;/p&gt;&lt;p&gt;Premier problème&#xa0;: %1&lt;/p&gt;&lt;p&gt;Corrigez-le (ou lancez le jeu sans --almanac), puis relancez le jeu.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/mainwindow.py" line="608"/>
        <source>Some texts of the almanac could not be used; English is shown instead (%n problem(s)).</source>
        <translation>
            <numerusform>Certains textes de l&apos;almanach sont inutilisables&#xa0;; ils s&apos;affichent en anglais (%n problème).</numerusform>
            <numerusform>Certains textes de l&apos;almanach sont inutilisables&#xa0;; ils s&apos;affichent en anglais (%n problèmes).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="123"/>
        <source>Save the game in progress before leaving it?</source>
        <translation>Enregistrer la partie en cours avant de la quitter&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="125"/>
        <source>If you do not, it is lost: the autosave keeps only the game on screen.</source>
        <translation>Sinon, elle sera perdue&#xa0;: la sauvegarde automatique ne garde que la partie à l&apos;écran.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="162"/>
        <source>This edition cannot be used:</source>
        <translation>Cette édition est inutilisable&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="156"/>
        <source>Sound off</source>
        <translation>Son coupé</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="157"/>
        <source>Sound on</source>
        <translation>Son rétabli</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="244"/>
        <source>Bankrupt!</source>
        <translation>Faillite&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="246"/>
        <source>A payment</source>
        <translation>Un paiement</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="248"/>
        <source>Pawns change places</source>
        <translation>Des pions changent de place</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="249"/>
        <source>Quarter tokens</source>
        <translation>Jetons du trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="262"/>
        <source>Click or press a key to go on</source>
        <translation>Cliquez ou appuyez sur une touche pour continuer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/presenter.py" line="300"/>
        <source>Click or press a key to go on.</source>
        <translation>Cliquez ou appuyez sur une touche pour continuer.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="562"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="565"/>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="81"/>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="85"/>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/maintable.py" line="157"/>
        <source>computer playing…</source>
        <translation>l&apos;ordinateur joue…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="92"/>
        <source>%1, spin the machine: click it or press Space.</source>
        <translation>%1, lancez la machine&#xa0;: cliquez dessus ou appuyez sur Espace.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="82"/>
        <source>The game cannot be saved automatically: %1. It goes on; Game ▸ Save As… keeps it elsewhere.</source>
        <translation>La partie ne peut pas être enregistrée automatiquement&#xa0;: %1. Elle continue&#xa0;; Partie ▸ Enregistrer sous… la garde ailleurs.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="87"/>
        <source>process %1</source>
        <translation>processus %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="87"/>
        <source>another process</source>
        <translation>un autre processus</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="90"/>
        <source>Another copy of Game of the Year is open (%1): this window does not save automatically. Game ▸ Save As… keeps its game.</source>
        <translation>Une autre copie du Jeu de l&apos;Année est ouverte (%1)&#xa0;: cette fenêtre n&apos;enregistre pas automatiquement. Partie ▸ Enregistrer sous… garde sa partie.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="128"/>
        <source>The list of recent games could not be read and was cleared.</source>
        <translation>La liste des parties récentes était illisible et a été vidée.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="163"/>
        <source>The game cannot be saved: %1. It goes on; Game ▸ Save As… keeps it elsewhere.</source>
        <translation>La partie ne peut pas être enregistrée&#xa0;: %1. Elle continue&#xa0;; Partie ▸ Enregistrer sous… la garde ailleurs.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="172"/>
        <source>The earlier game was kept as %1 (Game ▸ Open).</source>
        <translation>La partie précédente a été gardée sous %1 (Partie ▸ Ouvrir).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="102"/>
        <source>The autosave could not be used: %1</source>
        <translation>La sauvegarde automatique était inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="498"/>
        <source>Resumed from the backup of the autosave.</source>
        <translation>Reprise depuis la copie de secours de la sauvegarde automatique.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="71"/>
        <source>spin the machine (Space)</source>
        <translation>lancez la machine (Espace)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="74"/>
        <source>%1, spin!</source>
        <translation>%1, lancez&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="124"/>
        <source>click the marked square again or press Return to confirm, Esc to change</source>
        <translation>cliquez de nouveau sur la case marquée ou appuyez sur Entrée pour confirmer, Échap pour changer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="72"/>
        <location filename="../../gameofyear/ui/tableview/asking.py" line="123"/>
        <source>your decision</source>
        <translation>à vous de décider</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="221"/>
        <source>Some settings could not be read and were reset: %1</source>
        <translation>Certains réglages étaient illisibles et ont été remis à zéro&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainwindow.py" line="293"/>
        <source>Rep&amp;lay a Saved Game…</source>
        <translation>Re&amp;voir une partie enregistrée…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="61"/>
        <source>How to &amp;Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="91"/>
        <source>%1. Saved %2; the leading pawn is on %3.</source>
        <translation>%1. Enregistrée le %2&#xa0;; le pion de tête est au %3.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="101"/>
        <source>The latest autosave cannot be used, but its backup can.</source>
        <translation>La dernière sauvegarde automatique est inutilisable, mais sa copie de secours peut servir.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="283"/>
        <source>Everybody at the screen will be asked again whether to offer days.</source>
        <translation>Chaque personne devant l&apos;écran sera de nouveau consultée pour offrir des jours.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="272"/>
        <source>%1 offers nothing from now on (Game ▸ Ask Again for Offers of Days).</source>
        <translation>Désormais, %1 n&apos;offre rien (Partie ▸ Redemander les offres de jours).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="200"/>
        <source>your turn</source>
        <translation>à vous</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="201"/>
        <source>playing…</source>
        <translation>joue…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="243"/>
        <source>%1: nothing to claim right now.</source>
        <translation>%1&#xa0;: rien à réclamer pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="201"/>
        <source>Game of the Year %1</source>
        <translation>Jeu de l&apos;Année %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="202"/>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="203"/>
        <source>Game of the Year saves (*.json)</source>
        <translation>Parties du Jeu de l&apos;Année (*.json)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="220"/>
        <source>The game was not saved</source>
        <translation>La partie n&apos;a pas été enregistrée</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="221"/>
        <source>The game could not be saved to %1:
%2</source>
        <translation>La partie n&apos;a pas pu être enregistrée dans %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="229"/>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="251"/>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="252"/>
        <location filename="../../gameofyear/ui/mainscreens.py" line="356"/>
        <source>Game of the Year saves (*.json);;All files (*)</source>
        <translation>Parties du Jeu de l&apos;Année (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="276"/>
        <source>It was taken off the recent games.</source>
        <translation>Le fichier a été retiré des parties récentes.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="277"/>
        <location filename="../../gameofyear/ui/mainscreens.py" line="276"/>
        <source>This game cannot be opened</source>
        <translation>Cette partie ne peut pas être ouverte</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="273"/>
        <location filename="../../gameofyear/ui/mainscreens.py" line="277"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="288"/>
        <source>This game needs its house almanac:
%1

Choose the almanac&apos;s folder.</source>
        <translation>Cette partie a besoin de son almanach maison&#xa0;:
%1

Choisissez le dossier de l&apos;almanach.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="290"/>
        <source>The Game&apos;s House Almanac</source>
        <translation>L&apos;almanach maison de la partie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="376"/>
        <source>The game goes on (saved %1).</source>
        <translation>La partie continue (enregistrée le %1).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="398"/>
        <source>The almanac has changed</source>
        <translation>L&apos;almanach a changé</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="415"/>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="419"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vider le menu</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="426"/>
        <source>%1 — Game of the Year</source>
        <translation>%1 — Le Jeu de l&apos;Année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="463"/>
        <source>The latest autosave cannot be used, but its backup can. Resume the game of %1, %2, from the backup?</source>
        <translation>La dernière sauvegarde automatique est inutilisable, mais sa copie de secours peut servir. Reprendre la partie de %1, %2, depuis la copie de secours&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="465"/>
        <source>Resume the game of %1, %2?</source>
        <translation>Reprendre la partie du %2 (%1)&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="514"/>
        <source>&amp;Undo %1&apos;s Choice</source>
        <translation>&amp;Annuler le choix (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="534"/>
        <source>There is no choice to take back now.</source>
        <translation>Il n&apos;y a aucun choix à annuler pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainsaves.py" line="544"/>
        <source>%1 takes back the last choice.</source>
        <translation>%1 revient sur le dernier choix.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="321"/>
        <source>The half-year is over.</source>
        <translation>Le semestre est fini.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="322"/>
        <source>The quarter is over.</source>
        <translation>Le trimestre est fini.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tableview/host.py" line="323"/>
        <source>The year is over.</source>
        <translation>L&apos;année est finie.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainscreens.py" line="355"/>
        <source>Replay a Saved Game</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/boardanswers.py" line="149"/>
        <source>&lt;p&gt;A plain day: days can be bought or offered from here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un jour ordinaire&#xa0;: d&apos;ici, on peut acheter ou offrir des jours.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="87"/>
        <source>About Game of the Year</source>
        <translation>À propos du Jeu de l&apos;Année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/helpmenu.py" line="88"/>
        <source>&lt;h2&gt;Game of the Year %1&lt;/h2&gt;&lt;p&gt;The 1980s family calendar game &lt;i&gt;Le Jeu de l&apos;Année&lt;/i&gt; for the desktop.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Le Jeu de l&apos;Année %1&lt;/h2&gt;&lt;p&gt;Le jeu de société familial des années 1980, &lt;i&gt;Le Jeu de l&apos;Année&lt;/i&gt;, sur votre ordinateur.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="344"/>
        <source>The game&apos;s data folder cannot be used (%1): the game is not saved automatically. Game ▸ Save As… keeps it elsewhere.</source>
        <translation>Le dossier de données du jeu est inutilisable (%1)&#xa0;: la partie n&apos;est pas enregistrée automatiquement. Partie ▸ Enregistrer sous… la garde ailleurs.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/app.py" line="358"/>
        <source>The game&apos;s log cannot be written (%1): the disk may be full.</source>
        <translation>Le journal du jeu ne peut pas être écrit (%1)&#xa0;: le disque est peut-être plein.</translation>
    </message>
</context>
<context>
    <name>MatchTable</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="42"/>
        <source>%1 win the match with %n token(s) (target %2).</source>
        <translation>
            <numerusform>%1 gagnent la manche avec %n jeton (objectif %2).</numerusform>
            <numerusform>%1 gagnent la manche avec %n jetons (objectif %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="44"/>
        <source>%1 wins the match with %n token(s) (target %2).</source>
        <translation>
            <numerusform>%1 gagne la manche avec %n jeton (objectif %2).</numerusform>
            <numerusform>%1 gagne la manche avec %n jetons (objectif %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="46"/>
        <source>%1 are level at %n token(s), past the target of %2: another year decides.</source>
        <translation>
            <numerusform>%1 sont à égalité à %n jeton, au-delà de l&apos;objectif de %2&#xa0;: une année de plus décide.</numerusform>
            <numerusform>%1 sont à égalité à %n jetons, au-delà de l&apos;objectif de %2&#xa0;: une année de plus décide.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="48"/>
        <source>After year %3, %1 share the lead with %n token(s); the match is played to %2.</source>
        <translation>
            <numerusform>Après l&apos;année %3, %1 mènent ensemble avec %n jeton&#xa0;; la manche se joue en %2.</numerusform>
            <numerusform>Après l&apos;année %3, %1 mènent ensemble avec %n jetons&#xa0;; la manche se joue en %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="50"/>
        <source>After year %3, %1 lead with %n token(s); the match is played to %2.</source>
        <translation>
            <numerusform>Après l&apos;année %3, %1 mènent avec %n jeton&#xa0;; la manche se joue en %2.</numerusform>
            <numerusform>Après l&apos;année %3, %1 mènent avec %n jetons&#xa0;; la manche se joue en %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="52"/>
        <source>After year %3, %1 leads with %n token(s); the match is played to %2.</source>
        <translation>
            <numerusform>Après l&apos;année %3, %1 mène avec %n jeton&#xa0;; la manche se joue en %2.</numerusform>
            <numerusform>Après l&apos;année %3, %1 mène avec %n jetons&#xa0;; la manche se joue en %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="103"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="103"/>
        <location filename="../../gameofyear/ui/matchtable.py" line="143"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="103"/>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="103"/>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="143"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="144"/>
        <source>Year %1</source>
        <translation>Année %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="145"/>
        <source>Total (to %1)</source>
        <translation>Total (en %1)</translation>
    </message>
</context>
<context>
    <name>NetworkGameWindow</name>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="380"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="347"/>
        <source>Network Game</source>
        <translation>Partie en réseau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="139"/>
        <location filename="../../gameofyear/ui/netwindow.py" line="490"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="348"/>
        <source>Claim What Is Owed to Me</source>
        <translation>Réclamer ce qui m&apos;est dû</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="349"/>
        <source>Claim what you are owed for your lucky number or a birthday, while the pawn is still on that square</source>
        <translation>Réclamez ce qu&apos;on vous doit pour votre numéro porte-bonheur ou un anniversaire, tant que le pion est encore sur la case</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="135"/>
        <source>Joining the game…</source>
        <translation>Arrivée dans la partie…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="329"/>
        <source>&amp;Undo — not in a network game</source>
        <translation>&amp;Annuler — pas en réseau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="330"/>
        <source>In a network game nobody takes a move back: every player has already seen it.</source>
        <translation>En réseau, personne ne reprend un coup&#xa0;: tous les joueurs l&apos;ont déjà vu.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="333"/>
        <source>S&amp;pin the Machine</source>
        <translation>&amp;Lancer la machine</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="334"/>
        <source>Ask Again for Offers of &amp;Days</source>
        <translation>Redemander les offres de &amp;jours</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="335"/>
        <source>The Year in &amp;Review…</source>
        <translation>Le &amp;bilan de l&apos;année…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="336"/>
        <source>&amp;Leave the Network Game</source>
        <translation>&amp;Quitter la partie en réseau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="470"/>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="474"/>
        <source>The connection is back: the game goes on.</source>
        <translation>La connexion est revenue&#xa0;: la partie continue.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="475"/>
        <source>Reconnected to the game.</source>
        <translation>De retour dans la partie.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="478"/>
        <source>The connection to the game was lost; reconnecting by itself…</source>
        <translation>La connexion à la partie est perdue&#xa0;; reconnexion automatique…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="482"/>
        <source>Connection lost: reconnecting in %1 s (attempt %2)…</source>
        <translation>Connexion perdue&#xa0;: reconnexion dans %1&#xa0;s (essai %2)…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="487"/>
        <source>The server refused: %1</source>
        <translation>Le serveur a refusé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="674"/>
        <source>Leave the game you host? It stops for everybody until you take it up again from the welcome screen.</source>
        <translation>Quitter la partie que vous organisez&#xa0;? Elle s&apos;arrête pour tout le monde jusqu&apos;à ce que vous la repreniez depuis l&apos;écran d&apos;accueil.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="676"/>
        <source>Leave the game? A computer plays for you until you rejoin it from the welcome screen.</source>
        <translation>Quitter la partie&#xa0;? L&apos;ordinateur joue pour vous jusqu&apos;à ce que vous la rejoigniez depuis l&apos;écran d&apos;accueil.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="680"/>
        <source>Leave the Network Game</source>
        <translation>Quitter la partie en réseau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="345"/>
        <source>Network Game — %1</source>
        <translation>Partie en réseau — %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netinvitations.py" line="106"/>
        <source>&amp;Invitations…</source>
        <translation>&amp;Invitations…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="530"/>
        <source>person</source>
        <translation>humain</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="530"/>
        <source>person, away</source>
        <translation>humain, absent</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="531"/>
        <source>a computer plays meanwhile</source>
        <translation>l&apos;ordinateur joue en attendant</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="534"/>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="381"/>
        <source>Someone else has taken this seat. Take it back?</source>
        <translation>Quelqu’un d’autre a pris cette place. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="383"/>
        <source>Another window joined the game with this seat&apos;s invitation code. Take the seat back here, or leave the game to that window.</source>
        <translation>Une autre fenêtre a rejoint la partie avec le code d’invitation de cette place. Reprenez la place ici, ou laissez la partie à cette fenêtre.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="386"/>
        <source>Take It Back</source>
        <translation>La reprendre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netdialogs.py" line="388"/>
        <source>Leave</source>
        <translation>Partir</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="617"/>
        <source>Taking the seat back…</source>
        <translation>Reprise de la place…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="625"/>
        <source>Too late to claim: the pawn has moved on.</source>
        <translation>Trop tard pour réclamer&#xa0;: le pion est reparti.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netwindow.py" line="645"/>
        <source>The year is over: %1 wins.</source>
        <translation>L&apos;année est finie&#xa0;: %1 gagne.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/netwindow.py" line="665"/>
        <source>%1. %2: %n token(s), %3</source>
        <translation>
            <numerusform>%1. %2&#xa0;: %n jeton, %3</numerusform>
            <numerusform>%1. %2&#xa0;: %n jetons, %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="118"/>
        <source>Host a Network Game</source>
        <translation>Accueillir une partie en réseau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="120"/>
        <source>The network game you host (%1) is not over. Take it up again? The remote players&apos; windows come back to it by themselves.</source>
        <translation>La partie en réseau que vous accueillez (%1) n&apos;est pas finie. La reprendre&#xa0;? Les fenêtres des joueurs à distance y reviendront d&apos;elles-mêmes.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="124"/>
        <source>Take It Up Again</source>
        <translation>La reprendre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="126"/>
        <source>Host a New Game</source>
        <translation>Accueillir une nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="197"/>
        <location filename="../../gameofyear/ui/nethosting.py" line="258"/>
        <source>%1&apos;s game</source>
        <translation>Partie de %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="252"/>
        <source>The game&apos;s port was taken: send the remote players their new lines.</source>
        <translation>Le port de la partie était pris&#xa0;: envoyez aux joueurs à distance leurs nouvelles lignes.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="292"/>
        <source>No invitation can be written for this address (%1).</source>
        <translation>Aucune invitation ne peut être écrite pour cette adresse (%1).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="304"/>
        <source>The game cannot be hosted: its certificate cannot be kept (%1).</source>
        <translation>La partie ne peut pas être hébergée&#xa0;: son certificat ne peut pas être gardé (%1).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netnotes.py" line="150"/>
        <source>Waiting for the host&apos;s game at %1 (it comes back when the host opens it)…</source>
        <translation>En attente de la partie de l&apos;hôte à %1 (elle revient quand l&apos;hôte l&apos;ouvre)…</translation>
    </message>
</context>
<context>
    <name>NetworkGathering</name>
    <message>
        <location filename="../../gameofyear/ui/netgathering.py" line="34"/>
        <source>Waiting for %1 to join…</source>
        <translation>En attendant que %1 rejoignent la partie…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netgathering.py" line="50"/>
        <location filename="../../gameofyear/ui/netgathering.py" line="75"/>
        <source>Start now</source>
        <translation>Commencer maintenant</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/netgathering.py" line="76"/>
        <source>Start now: a computer plays for %1?</source>
        <translation>Commencer maintenant&#xa0;: un ordinateur joue pour %1&#xa0;?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="93"/>
        <source>Classic — Le Jeu de l&apos;Année (francs)</source>
        <translation>Classique — Le Jeu de l&apos;Année (francs)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="94"/>
        <source>Italian — Il Gioco dell&apos;Anno (lire)</source>
        <translation>Italienne — Il Gioco dell&apos;Anno (lires)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="102"/>
        <source>Beginner (plays at random)</source>
        <translation>Débutant (joue au hasard)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="103"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="104"/>
        <source>Basic</source>
        <translation>Simple</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="105"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="106"/>
        <source>Expert (thinks ahead)</source>
        <translation>Expert (réfléchit à l&apos;avance)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="171"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="172"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="173"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="174"/>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="175"/>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="176"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="177"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="178"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameparts.py" line="272"/>
        <source>Computer %1</source>
        <translation>Ordinateur %1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/mainplay.py" line="235"/>
        <location filename="../../gameofyear/ui/newgameparts.py" line="301"/>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="104"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="112"/>
        <source>Who is playing this year?</source>
        <translation>Qui joue cette année&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="121"/>
        <source>Number of players:</source>
        <translation>Nombre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="139"/>
        <source>Edition:</source>
        <translation>Édition&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="153"/>
        <source>Pawn</source>
        <translation>Pion</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="153"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="153"/>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="153"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="154"/>
        <source>Born</source>
        <translation>Né(e) le</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="154"/>
        <source>Sign, age</source>
        <translation>Signe, âge</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="154"/>
        <source>Sex</source>
        <translation>Sexe</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="154"/>
        <source>Facts</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="180"/>
        <source>House rule: claim lucky-number and birthday money yourself (forget it and it is lost once the pawn moves on)</source>
        <translation>Règle maison&#xa0;: réclamer soi-même l&apos;argent des numéros porte-bonheur et des anniversaires (un oubli, et il est perdu dès que le pion repart)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="191"/>
        <source>Quick game</source>
        <translation>Partie rapide</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="193"/>
        <source>You against three computers, right away</source>
        <translation>Vous contre trois ordinateurs, tout de suite</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="195"/>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="303"/>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="311"/>
        <source>Two players are called “%1”: please tell them apart.</source>
        <translation>Deux joueurs s&apos;appellent «&#xa0;%1&#xa0;»&#xa0;: donnez-leur des noms différents.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="464"/>
        <source>The youngest player starts: %1.</source>
        <translation>Le plus jeune joueur commence&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="466"/>
        <source>The youngest player starts.</source>
        <translation>Le plus jeune joueur commence.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgame.py" line="467"/>
        <source>Each player gets a lucky number, drawn in secret.</source>
        <translation>Chaque joueur reçoit un numéro porte-bonheur, tiré en secret.</translation>
    </message>
</context>
<context>
    <name>PlayAsBox</name>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="45"/>
        <source>New profile…</source>
        <translation>Nouveau profil…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="46"/>
        <source>Play as:</source>
        <translation>Jouer en tant que&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="49"/>
        <source>your name</source>
        <translation>votre nom</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="54"/>
        <source>Prefer not to say</source>
        <translation>Je préfère ne pas le dire</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="55"/>
        <source>Female</source>
        <translation>Femme</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="56"/>
        <source>Male</source>
        <translation>Homme</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="57"/>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="57"/>
        <source>Born:</source>
        <translation>Né(e) le&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/playas.py" line="57"/>
        <source>Sex:</source>
        <translation>Sexe&#xa0;:</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="193"/>
        <source>person</source>
        <translation>humain</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="193"/>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="295"/>
        <source>Claim!</source>
        <translation>Réclamer&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="296"/>
        <source>Claim what you are owed for your lucky number or a birthday, while the pawn is still on that square</source>
        <translation>Réclamez ce qu&apos;on vous doit pour votre numéro porte-bonheur ou un anniversaire, tant que le pion est encore sur la case</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="374"/>
        <source>Savings book %1</source>
        <translation>Livret d&apos;épargne %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="376"/>
        <source>%n loan(s): %1 owed</source>
        <translation>
            <numerusform>%n prêt, %1 dus</numerusform>
            <numerusform>%n prêts, %1 dus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="381"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="383"/>
        <source>%n vacation card(s)</source>
        <translation>
            <numerusform>%n carte Vacances</numerusform>
            <numerusform>%n cartes Vacances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="385"/>
        <source>%n kept card(s)</source>
        <translation>
            <numerusform>%n carte gardée</numerusform>
            <numerusform>%n cartes gardées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="387"/>
        <source>BANKRUPT</source>
        <translation>EN FAILLITE</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/panel.py" line="389"/>
        <source>loses next turn</source>
        <translation>passe son prochain tour</translation>
    </message>
</context>
<context>
    <name>PledgeDialog</name>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="304"/>
        <source>Offer days to {name}?</source>
        <translation>Offrir des jours à {name}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="305"/>
        <source>{name} stands on {date}. Every day you offer costs you {price}, and {name}&apos;s pawn moves by all the days offered.</source>
        <translation>{name} est sur le {date}. Chaque jour que vous offrez vous coûte {price}, et {name} avance du total des jours offerts.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="308"/>
        <source>Already offered by the others: %n day(s).</source>
        <translation>
            <numerusform>Déjà offert par les autres&#xa0;: %n jour.</numerusform>
            <numerusform>Déjà offerts par les autres&#xa0;: %n jours.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="310"/>
        <source>Nobody has offered any days yet.</source>
        <translation>Personne n&apos;a encore offert de jours.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="312"/>
        <source>From now on, offer nothing without asking me (this &amp;year)</source>
        <translation>Désormais, ne rien offrir sans me demander (cette &amp;année)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="314"/>
        <source>Your later offers are answered with nothing, so that the game does not stop for you on every turn of the others.</source>
        <translation>Vos prochaines offres seront «&#xa0;rien&#xa0;», pour que la partie ne s&apos;arrête pas pour vous à chaque tour des autres.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="323"/>
        <source>Then asked at this screen, each for their own days: {names}.</source>
        <translation>Ensuite, à cet écran, chacun pour ses propres jours&#xa0;: {names}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="333"/>
        <source>Offer &amp;nothing</source>
        <translation>N&apos;offrir &amp;rien</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="337"/>
        <source>&amp;Offer %n day(s)</source>
        <translation>
            <numerusform>&amp;Offrir %n jour</numerusform>
            <numerusform>&amp;Offrir %n jours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="344"/>
        <source>{name}&apos;s pawn stays on {date}.</source>
        <translation>{name} reste sur le {date}.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="231"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="232"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="232"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="232"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="233"/>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="236"/>
        <source>Animation speed:</source>
        <translation>Vitesse des animations&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="237"/>
        <source>Wait for a click or a key at my big moments</source>
        <translation>Attendre un clic ou une touche à mes grands moments</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="238"/>
        <source>A card you draw, a bankruptcy, a payment between players, a swap and a quarter&apos;s tokens stay on screen until you click or press a key</source>
        <translation>Une carte que vous tirez, une faillite, un paiement entre joueurs, un échange et les jetons d&apos;un trimestre restent à l&apos;écran jusqu&apos;à un clic ou une touche</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="240"/>
        <source>Volume:</source>
        <translation>Volume&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/tablesettings.py" line="241"/>
        <source>Mute (M)</source>
        <translation>Couper le son (M)</translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="113"/>
        <source>A question for the whole table</source>
        <translation>Une question pour toute la table</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="115"/>
        <source>A question for {name}</source>
        <translation>Une question pour {name}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="119"/>
        <source>Everybody agrees, and {name} answers for the table.</source>
        <translation>Tout le monde se met d&apos;accord, et {name} répond pour la table.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="121"/>
        <source>Answer honestly: the others are watching!</source>
        <translation>Répondez honnêtement&#xa0;: les autres vous regardent&#xa0;!</translation>
    </message>
</context>
<context>
    <name>QuickProfileDialog</name>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="59"/>
        <source>Before the year begins</source>
        <translation>Avant que l&apos;année commence</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="67"/>
        <source>Who are you?</source>
        <translation>Qui êtes-vous&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="70"/>
        <source>The almanac treats every player for who they really are. Three answers, once: they are kept for your next games.</source>
        <translation>L&apos;almanach traite chaque joueur pour ce qu&apos;il est vraiment. Trois réponses, une seule fois&#xa0;: elles sont gardées pour vos prochaines parties.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="79"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="80"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
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
        <translation>Votre date de naissance</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="90"/>
        <source>&amp;Born on:</source>
        <translation>&amp;Date de naissance&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="92"/>
        <source>Your birthday square pays you, some days count your age, and your sign protects you on its days.</source>
        <translation>La case de votre anniversaire vous rapporte, certains jours tiennent compte de votre âge, et votre signe vous protège pendant ses jours.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="100"/>
        <source>&amp;Woman</source>
        <translation>&amp;Femme</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="101"/>
        <source>&amp;Man</source>
        <translation>&amp;Homme</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="102"/>
        <source>&amp;Prefer not to say</source>
        <translation>&amp;Je préfère ne pas le dire</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="108"/>
        <source>Some days are for women or for men only (23 January, 28 October…). If you prefer not to say, those days do nothing for you, for good or bad; you can change this in Game ▸ New Game.</source>
        <translation>Certains jours ne concernent que les femmes ou que les hommes (23 janvier, 28 octobre…). Si vous préférez ne pas le dire, ces jours ne vous font rien, ni en bien ni en mal&#xa0;; vous pourrez changer cela dans Partie ▸ Nouvelle partie.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/profilestep.py" line="118"/>
        <source>&amp;Start the Year</source>
        <translation>&amp;Commencer l&apos;année</translation>
    </message>
</context>
<context>
    <name>QuizAttemptDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="152"/>
        <source>Quiz time!</source>
        <translation>L&apos;heure du quiz&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="155"/>
        <source>The other players will judge whether you manage it. Will you try?</source>
        <translation>Les autres joueurs jugeront si vous y arrivez. Vous tentez votre chance&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="160"/>
        <source>&amp;Yes, I&apos;ll try</source>
        <translation>&amp;Oui, j&apos;essaie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="164"/>
        <source>&amp;No, I pass</source>
        <translation>&amp;Non, je passe</translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="333"/>
        <source>Quiz time!</source>
        <translation>L&apos;heure du quiz&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/pickdialogs.py" line="335"/>
        <source>Type %n different answer(s). Small spelling mistakes are forgiven.</source>
        <translation>
            <numerusform>Tapez %n réponse. Les petites fautes d&apos;orthographe sont pardonnées.</numerusform>
            <numerusform>Tapez %n réponses différentes. Les petites fautes d&apos;orthographe sont pardonnées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="347"/>
        <source>Answer {n}</source>
        <translation>Réponse {n}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="358"/>
        <source>I &amp;don&apos;t know</source>
        <translation>Je ne &amp;sais pas</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="359"/>
        <source>&amp;Answer</source>
        <translation>&amp;Répondre</translation>
    </message>
</context>
<context>
    <name>Reach</name>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="59"/>
        <source>Your router forwards port {port} to this machine: players in other homes join at {public}, players on this network at {lan}.</source>
        <translation>Votre routeur redirige le port {port} vers cet ordinateur&#xa0;: les joueurs d’autres foyers rejoignent la partie à {public}, ceux de ce réseau à {lan}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="61"/>
        <source>The router was not asked to open port {port}: players in other homes cannot join this game at this address.</source>
        <translation>Le routeur n’a pas été sollicité pour ouvrir le port {port}&#xa0;: les joueurs d’autres foyers ne peuvent pas rejoindre la partie à cette adresse.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="63"/>
        <source>This copy of the game cannot ask the router to open port {port} (its UPnP library is missing).</source>
        <translation>Cette copie du jeu ne peut pas demander au routeur d’ouvrir le port {port} (sa bibliothèque UPnP manque).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="65"/>
        <source>No router answered the request to open port {port} (UPnP is off on the router, or it has none): players in other homes cannot join this game at this address.</source>
        <translation>Aucun routeur n’a répondu à la demande d’ouverture du port {port} (UPnP est désactivé sur le routeur, ou il n’en a pas)&#xa0;: les joueurs d’autres foyers ne peuvent pas rejoindre la partie à cette adresse.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="68"/>
        <source>A device answered, but not a router that opens ports ({detail}): players in other homes cannot join this game at this address.</source>
        <translation>Un appareil a répondu, mais ce n’est pas un routeur qui ouvre des ports ({detail})&#xa0;: les joueurs d’autres foyers ne peuvent pas rejoindre la partie à cette adresse.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="70"/>
        <source>The router refused to open port {port} ({detail}): players in other homes cannot join this game at this address.</source>
        <translation>Le routeur a refusé d’ouvrir le port {port} ({detail})&#xa0;: les joueurs d’autres foyers ne peuvent pas rejoindre la partie à cette adresse.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="72"/>
        <source>The router&apos;s own address {public} is not public (the provider puts another router between it and the internet): players in other homes cannot join this game at this address.</source>
        <translation>L’adresse propre du routeur, {public}, n’est pas publique (le fournisseur d’accès place un autre routeur entre lui et Internet)&#xa0;: les joueurs d’autres foyers ne peuvent pas rejoindre la partie à cette adresse.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="78"/>
        <source>Checked from outside by {checker}: the game answers at {seen}.</source>
        <translation>Vérifié de l&apos;extérieur par {checker}&#xa0;: la partie répond à {seen}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="79"/>
        <source>Checked from outside by {checker}: nothing answers at {seen} ({why}), so players in other homes cannot join there yet.</source>
        <translation>Vérifié de l&apos;extérieur par {checker}&#xa0;: rien ne répond à {seen} ({why}), les joueurs d&apos;autres foyers ne peuvent donc pas encore y rejoindre la partie.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="81"/>
        <source>It could not be checked from outside: {checker} did not help ({why}).</source>
        <translation>La vérification de l&apos;extérieur n&apos;a pas pu se faire&#xa0;: {checker} n&apos;a pas aidé ({why}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="83"/>
        <source>Checked from outside by {checker}: the game answers at {seen} (the port is forwarded in the router&apos;s settings): players in other homes join there, players on this network at {lan}.</source>
        <translation>Vérifié de l&apos;extérieur par {checker}&#xa0;: la partie répond à {seen} (le port est redirigé dans les réglages du routeur)&#xa0;: les joueurs d&apos;autres foyers la rejoignent là, ceux de ce réseau à {lan}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="86"/>
        <source>Whether it answers from outside was not checked: give a gameofyear serve to check with when you host.</source>
        <translation>On n&apos;a pas vérifié si elle répond de l&apos;extérieur&#xa0;: indiquez un gameofyear serve de vérification quand vous hébergez.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/net/reach.py" line="88"/>
        <source>Players on this network join at {lan}. For players in other homes, forward TCP port {port} to {address} in the router&apos;s settings and send them your public address instead, or play on a gameofyear serve that every player can reach (its address typed in their invitations).</source>
        <translation>Les joueurs de ce réseau rejoignent la partie à {lan}. Pour les joueurs d’autres foyers, redirigez le port TCP {port} vers {address} dans les réglages du routeur et envoyez-leur plutôt votre adresse publique, ou jouez sur un serveur gameofyear serve que tous les joueurs peuvent joindre (son adresse saisie dans leurs invitations).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/nethosting.py" line="284"/>
        <source>Asking your home&apos;s router whether players in other homes can reach this game… Players in this home can join already.</source>
        <translation>On demande au routeur de votre foyer si des joueurs d&apos;autres foyers peuvent rejoindre cette partie… Les joueurs de votre foyer peuvent déjà la rejoindre.</translation>
    </message>
</context>
<context>
    <name>RearrangeDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="181"/>
        <source>April Fools&apos; Day: move your opponents!</source>
        <translation>Poisson d&apos;avril&#xa0;: déplacez vos adversaires&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="182"/>
        <source>Put each opponent&apos;s pawn on one of their squares, as you please. Your own pawn stays where it is.</source>
        <translation>Répartissez à votre guise les pions de vos adversaires sur les cases qu&apos;ils occupent. Votre propre pion ne bouge pas.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="205"/>
        <source>{name} on {date}</source>
        <translation>{name} sur le {date}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="229"/>
        <source>★ Suggested: the pawns furthest ahead go back to the earliest squares. In grey italics: the pawn stays where it is.</source>
        <translation>★ Suggestion&#xa0;: les pions les plus avancés reculent sur les cases les moins avancées. En gris italique&#xa0;: le pion ne bouge pas.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="219"/>
        <source>★ {row}</source>
        <translation>★ {row}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="226"/>
        <source>Where each opponent goes</source>
        <translation>Où va chaque adversaire</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="234"/>
        <source>&amp;Rearrange</source>
        <translation>&amp;Redistribuer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="274"/>
        <source>{name} → {date} (stays)</source>
        <translation>{name} → {date} (ne bouge pas)</translation>
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
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="128"/>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="135"/>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="153"/>
        <source>Decision shown</source>
        <translation>Décision affichée</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="155"/>
        <source>◀ P&amp;revious</source>
        <translation>◀ Pré&amp;cédent</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="158"/>
        <location filename="../../gameofyear/ui/replayview.py" line="218"/>
        <source>&amp;Play</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="162"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Suivant ▶</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/replayview.py" line="202"/>
        <source>Decision %1 of %2 — %3&apos;s turn</source>
        <translation>Décision %1 sur %2 — au tour de %3</translation>
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
        <translation>Les joueurs</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/replayplayers.py" line="70"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="70"/>
        <source>1st</source>
        <translation>1re</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="71"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="72"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="73"/>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="74"/>
        <source>5th</source>
        <translation>5e</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="75"/>
        <source>6th</source>
        <translation>6e</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/matchtable.py" line="77"/>
        <source>%1th</source>
        <translation>%1e</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="428"/>
        <source>%1 both have %n token(s): money decides.</source>
        <translation>
            <numerusform>%1 ont tous deux %n jeton&#xa0;: l&apos;argent les départage.</numerusform>
            <numerusform>%1 ont tous deux %n jetons&#xa0;: l&apos;argent les départage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="430"/>
        <source>%1 all have %n token(s): money decides.</source>
        <translation>
            <numerusform>%1 ont tous %n jeton&#xa0;: l&apos;argent les départage.</numerusform>
            <numerusform>%1 ont tous %n jetons&#xa0;: l&apos;argent les départage.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="436"/>
        <source>%1 have the same tokens and money: they share %2 place.</source>
        <translation>%1 ont autant de jetons et d&apos;argent&#xa0;: ex æquo à la %2 place.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="499"/>
        <source>The half-year is over</source>
        <translation>Le semestre est fini</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="499"/>
        <source>The quarter is over</source>
        <translation>Le trimestre est fini</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="500"/>
        <source>The year is over</source>
        <translation>L&apos;année est finie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="534"/>
        <source>Most tokens wins; with equal tokens, most money; still equal: a shared place.</source>
        <translation>Le plus de jetons l&apos;emporte&#xa0;; à égalité de jetons, le plus d&apos;argent&#xa0;; toujours à égalité&#xa0;: place partagée.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="561"/>
        <source>Tokens through the year</source>
        <translation>Les jetons au fil de l&apos;année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="561"/>
        <location filename="../../gameofyear/ui/results.py" line="563"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="563"/>
        <source>Money through the year</source>
        <translation>L&apos;argent au fil de l&apos;année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="576"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="581"/>
        <source>The Year in &amp;Review…</source>
        <translation>Le &amp;bilan de l&apos;année…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="585"/>
        <source>Re&amp;play…</source>
        <translation>Re&amp;voir la partie…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="589"/>
        <source>Next &amp;year</source>
        <translation>Année &amp;suivante</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="597"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="646"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="655"/>
        <source>%1 share first place with %n token(s)!</source>
        <translation>
            <numerusform>%1 se partagent la première place avec %n jeton&#xa0;!</numerusform>
            <numerusform>%1 se partagent la première place avec %n jetons&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="657"/>
        <source>%1 wins the half-year with %n token(s)!</source>
        <translation>
            <numerusform>%1 remporte le semestre avec %n jeton&#xa0;!</numerusform>
            <numerusform>%1 remporte le semestre avec %n jetons&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="659"/>
        <source>%1 wins the quarter with %n token(s)!</source>
        <translation>
            <numerusform>%1 remporte le trimestre avec %n jeton&#xa0;!</numerusform>
            <numerusform>%1 remporte le trimestre avec %n jetons&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="661"/>
        <source>%1 wins the year with %n token(s)!</source>
        <translation>
            <numerusform>%1 remporte l&apos;année avec %n jeton&#xa0;!</numerusform>
            <numerusform>%1 remporte l&apos;année avec %n jetons&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="668"/>
        <source>%1 reached the last day first: +%n token(s).</source>
        <translation>
            <numerusform>%1 a atteint le dernier jour en premier&#xa0;: +%n jeton.</numerusform>
            <numerusform>%1 a atteint le dernier jour en premier&#xa0;: +%n jetons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="671"/>
        <source>%1 was second at that moment: +%n token(s).</source>
        <translation>
            <numerusform>%1 était deuxième à ce moment-là&#xa0;: +%n jeton.</numerusform>
            <numerusform>%1 était deuxième à ce moment-là&#xa0;: +%n jetons.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="686"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="686"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="686"/>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="686"/>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/results.py" line="699"/>
        <source>%1 (shared)</source>
        <translation>%1 (ex æquo)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../gameofyear/ui/helpviews.py" line="40"/>
        <source>How to Play</source>
        <translation>Comment jouer</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="34"/>
        <source>the file is not there (it was moved or deleted)</source>
        <translation>le fichier n&apos;est plus là (il a été déplacé ou supprimé)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="36"/>
        <source>the game may not read this file (no permission)</source>
        <translation>le jeu n&apos;a pas le droit de lire ce fichier (pas de permission)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="38"/>
        <source>it is a folder, not a save file</source>
        <translation>c&apos;est un dossier, pas une sauvegarde</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="40"/>
        <source>it is not a file but a device, a pipe or a socket</source>
        <translation>ce n&apos;est pas un fichier mais un périphérique, un tube ou une socket</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="42"/>
        <source>it is far too large to be a save</source>
        <translation>il est bien trop gros pour être une sauvegarde</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="43"/>
        <source>the file cannot be read (%1)</source>
        <translation>le fichier ne peut pas être lu (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="49"/>
        <source>the previous game cannot be kept aside (%1); nothing was written</source>
        <translation>la partie précédente ne peut pas être mise de côté (%1)&#xa0;; rien n&apos;a été écrit</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="52"/>
        <source>the data folder cannot be locked (%1)</source>
        <translation>le dossier des données ne peut pas être verrouillé (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="53"/>
        <source>the game cannot be written there (%1); the previous file is kept</source>
        <translation>la partie ne peut pas être écrite là (%1)&#xa0;; le fichier précédent est gardé</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="66"/>
        <source>the file is empty (it was cut off before anything was written)</source>
        <translation>le fichier est vide (il a été coupé avant que rien ne soit écrit)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="68"/>
        <source>the file ends too early: it was cut off (a full disk or a crash while it was written?)</source>
        <translation>le fichier s&apos;arrête trop tôt&#xa0;: il a été coupé (un disque plein ou une panne pendant l&apos;écriture&#xa0;?)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="73"/>
        <source>it is not a save file (it is not valid JSON: line %1, column %2)</source>
        <translation>ce n&apos;est pas une sauvegarde (ce n&apos;est pas du JSON valide&#xa0;: ligne %1, colonne %2)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="76"/>
        <source>it is not a save file: it is not text</source>
        <translation>ce n&apos;est pas une sauvegarde&#xa0;: ce n&apos;est pas du texte</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="78"/>
        <source>it is not a Game of the Year save (it is JSON of another kind)</source>
        <translation>ce n&apos;est pas une sauvegarde du Jeu de l&apos;Année (c&apos;est du JSON d&apos;une autre sorte)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="81"/>
        <source>it was saved by a newer version of Game of the Year (save format %1; this version reads formats up to %2): update the game to open it</source>
        <translation>elle a été enregistrée par une version plus récente du Jeu de l&apos;Année (format %1&#xa0;; cette version lit les formats jusqu&apos;à %2)&#xa0;: mettez le jeu à jour pour l&apos;ouvrir</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="86"/>
        <source>its save format %1 is not one this version of Game of the Year can read</source>
        <translation>son format de sauvegarde %1 n&apos;est pas un de ceux que cette version du Jeu de l&apos;Année sait lire</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="90"/>
        <source>it has been changed since it was saved (its checksum does not match: an edited amount, a lost or added line?)</source>
        <translation>elle a été modifiée depuis qu&apos;elle a été enregistrée (sa somme de contrôle ne correspond pas&#xa0;: un montant changé, une ligne perdue ou ajoutée&#xa0;?)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="110"/>
        <source>its players do not fit today&apos;s almanac (%1): nothing of the game can be played on it</source>
        <translation>ses joueurs ne conviennent pas à l&apos;almanach d&apos;aujourd&apos;hui (%1)&#xa0;: rien de la partie ne peut s&apos;y jouer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="113"/>
        <source>it is damaged (%1)</source>
        <translation>elle est endommagée (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="115"/>
        <source>it was played with other rules (edition %1, content %2…): the rules have changed since it was saved</source>
        <translation>elle a été jouée avec d&apos;autres règles (édition %1, contenu %2…)&#xa0;: les règles ont changé depuis qu&apos;elle a été enregistrée</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="120"/>
        <source>its decisions do not replay (%1)</source>
        <translation>ses décisions ne se rejouent pas (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="125"/>
        <source>it was played with the house almanac of the folder %1 (edition %2), which is not the one open: open that almanac to load the game</source>
        <translation>elle a été jouée avec l&apos;almanach maison du dossier %1 (édition %2), qui n&apos;est pas celui qui est ouvert&#xa0;: ouvrez cet almanach pour charger la partie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="140"/>
        <source>The game has changed since version %1; every move of this game still holds.</source>
        <translation>Le jeu a changé depuis la version %1&#xa0;; chaque coup de cette partie tient toujours.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="152"/>
        <source>The game has changed since version %1: move %2 of %3 no longer fits it; the game resumes before that move.</source>
        <translation>Le jeu a changé depuis la version %1&#xa0;: le coup %2 sur %3 ne lui convient plus&#xa0;; la partie reprend avant ce coup.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="155"/>
        <source>The game has changed since version %1: played on today&apos;s almanac and rules, this game ends elsewhere than saved (%2); it goes on from there.</source>
        <translation>Le jeu a changé depuis la version %1&#xa0;: jouée sur l&apos;almanach et les règles d&apos;aujourd&apos;hui, cette partie arrive ailleurs qu&apos;à l&apos;enregistrement (%2)&#xa0;; elle continue de là.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="143"/>
        <source>The almanac of version %1 changed %2; the game resumes before that move (move %3 of %4).</source>
        <translation>L&apos;almanach de la version %1 a changé le %2&#xa0;; la partie reprend avant ce coup (coup %3 sur %4).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/savetexts.py" line="148"/>
        <source>The almanac of version %1 changed a card drawn in this game; the game resumes before that move (move %2 of %3).</source>
        <translation>L&apos;almanach de la version %1 a changé une carte tirée dans cette partie&#xa0;; la partie reprend avant ce coup (coup %2 sur %3).</translation>
    </message>
</context>
<context>
    <name>SavingsDialog</name>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="504"/>
        <source>Your savings book</source>
        <translation>Votre livret d&apos;épargne</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="505"/>
        <source>It holds {held} and earns interest at every quarter end. Pay in or take out steps of {step}; every withdrawal costs {fee}, taken from the book.</source>
        <translation>Il contient {held} et rapporte des intérêts à chaque fin de trimestre. Versez ou retirez par tranches de {step}&#xa0;; chaque retrait coûte {fee}, pris sur le livret.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="508"/>
        <source>&amp;Leave it</source>
        <translation>&amp;Ne rien changer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="514"/>
        <source>Pay {amount} in</source>
        <translation>Verser {amount}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="516"/>
        <source>Take {amount} out</source>
        <translation>Retirer {amount}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/pickdialogs.py" line="517"/>
        <source>Leave the book as it is</source>
        <translation>Laisser le livret tel quel</translation>
    </message>
</context>
<context>
    <name>ScreenCover</name>
    <message>
        <location filename="../../gameofyear/ui/handoff.py" line="85"/>
        <source>Pass the screen to %1.</source>
        <translation>Passez l&apos;écran à %1.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/handoff.py" line="86"/>
        <source>%1, press the button when only you can see the screen. The others look away while you choose.</source>
        <translation>%1, appuyez sur le bouton quand personne d&apos;autre ne voit l&apos;écran. Les autres détournent les yeux pendant que vous choisissez.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/handoff.py" line="88"/>
        <source>I am %1: show my turn</source>
        <translation>C&apos;est moi, %1&#xa0;: montrer mon tour</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="167"/>
        <source>Pawn colour</source>
        <translation>Couleur du pion</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="183"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="185"/>
        <source>Type a name, or pick a player from earlier games</source>
        <translation>Tapez un nom, ou choisissez un joueur des parties précédentes</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="202"/>
        <source>How well the computer plays</source>
        <translation>Le niveau de jeu de l&apos;ordinateur</translation>
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
        <translation>Date de naissance&#xa0;: votre case d&apos;anniversaire, votre âge et votre signe</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="224"/>
        <source>Not stated</source>
        <translation>Non précisé</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="225"/>
        <source>Female</source>
        <translation>Femme</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="226"/>
        <source>Male</source>
        <translation>Homme</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="227"/>
        <source>The dates that ask &quot;if you are a woman&quot; or &quot;if you are a man&quot; do nothing for this player</source>
        <translation>Les dates qui disent «&#xa0;si vous êtes une femme&#xa0;» ou «&#xa0;si vous êtes un homme&#xa0;» ne font rien pour ce joueur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="229"/>
        <source>Some dates of the almanac are for women or for men only</source>
        <translation>Certaines dates de l&apos;almanach ne concernent que les femmes ou que les hommes</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="235"/>
        <source>The yes/no facts the almanac asks about</source>
        <translation>Ce que l&apos;almanach demande, par oui ou par non</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/newgameseats.py" line="388"/>
        <source>%1, %n year(s) old</source>
        <translation>
            <numerusform>%1, %n an</numerusform>
            <numerusform>%1, %n ans</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="393"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="393"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="396"/>
        <source>Played by the computer: click to play it yourself</source>
        <translation>Joué par l&apos;ordinateur&#xa0;: cliquez pour le jouer vous-même</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="397"/>
        <source>Played by a person: click to let the computer play</source>
        <translation>Joué par une personne&#xa0;: cliquez pour laisser jouer l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="402"/>
        <source>Profile… (%1)</source>
        <translation>Profil… (%1)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/newgameseats.py" line="404"/>
        <source>Not answered yet: the game asks each fact the first time a square needs it.</source>
        <translation>Pas encore répondu&#xa0;: le jeu pose chaque question la première fois qu&apos;une case en a besoin.</translation>
    </message>
</context>
<context>
    <name>VacationDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="90"/>
        <source>Go on vacation?</source>
        <translation>Partir en vacances&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="91"/>
        <source>Play a vacation card to advance %n day(s), from {start} to {end}. The almanac does not apply there.</source>
        <translation>
            <numerusform>Jouez une carte Vacances pour avancer de %n jour, du {start} au {end}. L&apos;almanach ne s&apos;applique pas à l&apos;arrivée.</numerusform>
            <numerusform>Jouez une carte Vacances pour avancer de %n jours, du {start} au {end}. L&apos;almanach ne s&apos;applique pas à l&apos;arrivée.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="99"/>
        <source>&amp;Yes, go on vacation</source>
        <translation>&amp;Oui, je pars en vacances</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="103"/>
        <source>&amp;No, stay here</source>
        <translation>&amp;Non, je reste ici</translation>
    </message>
</context>
<context>
    <name>VoteDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="176"/>
        <source>Did {name} manage it?</source>
        <translation>{name} a réussi&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="179"/>
        <source>{name} has had a go. Your vote, {voter}: did {name} manage it?</source>
        <translation>{name} a tenté sa chance. À vous de voter, {voter}&#xa0;: est-ce réussi&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="187"/>
        <source>&amp;Yes, well done</source>
        <translation>&amp;Oui, bravo</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="191"/>
        <source>&amp;No, not quite</source>
        <translation>&amp;Non, pas tout à fait</translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message>
        <location filename="../../gameofyear/ui/firstframe.py" line="88"/>
        <location filename="../../gameofyear/ui/welcome.py" line="319"/>
        <source>Game of the Year</source>
        <translation>Le Jeu de l&apos;Année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/firstframe.py" line="92"/>
        <location filename="../../gameofyear/ui/welcome.py" line="320"/>
        <source>A whole year in one evening.</source>
        <translation>Toute une année en une soirée.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="321"/>
        <source>The game in progress</source>
        <translation>La partie en cours</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="322"/>
        <source>&amp;Resume</source>
        <translation>Repren&amp;dre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="323"/>
        <source>Resume the game in progress</source>
        <translation>Reprendre la partie en cours</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="324"/>
        <source>&amp;Quick Game</source>
        <translation>Partie &amp;rapide</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="325"/>
        <source>You against three computer players, right away.</source>
        <translation>Vous contre trois joueurs ordinateur, tout de suite.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="326"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="327"/>
        <source>Choose who plays: people at this screen and computers.</source>
        <translation>Choisissez qui joue&#xa0;: les personnes devant cet écran et l&apos;ordinateur.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="328"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="329"/>
        <source>Go on with a game saved to a file.</source>
        <translation>Reprenez une partie enregistrée dans un fichier.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="330"/>
        <source>&amp;Learn to Play</source>
        <translation>Apprendre à jo&amp;uer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="331"/>
        <source>A first game with hints along the way, against two easy players.</source>
        <translation>Une première partie avec des conseils en chemin, contre deux joueurs faciles.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="332"/>
        <source>How to &amp;Play</source>
        <translation>Comment &amp;jouer</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="333"/>
        <source>The rules of the game, in a few pages.</source>
        <translation>Les règles du jeu, en quelques pages.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="337"/>
        <source>Re&amp;cent games</source>
        <translation>Parties ré&amp;centes</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="338"/>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="339"/>
        <source>The games you save or open will be listed here.</source>
        <translation>Les parties que vous enregistrez ou ouvrez s&apos;afficheront ici.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="340"/>
        <source>The board of the game in progress</source>
        <translation>Le plateau de la partie en cours</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="341"/>
        <source>&amp;Finished games</source>
        <translation>Parties &amp;terminées</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="342"/>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="343"/>
        <source>The Year in Revie&amp;w…</source>
        <translation>Le &amp;bilan de l&apos;année…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcome.py" line="344"/>
        <source>Repla&amp;y…</source>
        <translation>Re&amp;voir la partie…</translation>
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
        <translation>une année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="53"/>
        <source>Network game with %1 — hosted here — Take up again</source>
        <translation>Partie en réseau avec %1 — hébergée ici — Reprendre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="55"/>
        <source>Network game with %1 — hosted at %2 — Rejoin</source>
        <translation>Partie en réseau avec %1 — hébergée à %2 — Rejoindre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="132"/>
        <source>Ne&amp;twork games going on</source>
        <translation>Parties en ré&amp;seau en cours</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="133"/>
        <source>Network games going on</source>
        <translation>Parties en réseau en cours</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="134"/>
        <source>Forg&amp;et</source>
        <translation>Oub&amp;lier</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="135"/>
        <source>Forget the network game chosen</source>
        <translation>Oublier la partie en réseau choisie</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="157"/>
        <source>Take Up &amp;Again</source>
        <translation>Repr&amp;endre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/welcomenet.py" line="158"/>
        <source>Re&amp;join</source>
        <translation>Rejo&amp;indre</translation>
    </message>
</context>
<context>
    <name>YearReview</name>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="148"/>
        <location filename="../../gameofyear/ui/review.py" line="234"/>
        <source>{name} went bankrupt on {date}.</source>
        <translation>{name} fait faillite le {date}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="155"/>
        <location filename="../../gameofyear/ui/review.py" line="245"/>
        <source>On {date}, {name} and {other} swapped places.</source>
        <translation>Le {date}, {name} et {other} échangent leurs places.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="162"/>
        <location filename="../../gameofyear/ui/review.py" line="248"/>
        <source>On {date}, {name} rearranged the other pawns.</source>
        <translation>Le {date}, {name} réarrange les autres pions.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="176"/>
        <source>{name} was first to reach {date} and won the quarter race.</source>
        <translation>{name} arrive en tête au {date} et remporte la course du trimestre.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/review.py" line="186"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="193"/>
        <source>{name}&apos;s best day: {date} ({gain}).</source>
        <translation>{name}, meilleur jour&#xa0;: {date} ({gain}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="198"/>
        <source>{name}&apos;s worst day: {date} ({gain}).</source>
        <translation>{name}, pire jour&#xa0;: {date} ({gain}).</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="231"/>
        <source>{name} bankrupted {other} on {date}.</source>
        <translation>{name} a mis {other} en faillite le {date}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="237"/>
        <source>The biggest win of the evening: {name} received {money} on {date}.</source>
        <translation>Le plus gros gain de la soirée&#xa0;: {name} a reçu {money} le {date}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="241"/>
        <source>The biggest payment of the evening: {name} paid {money} on {date}.</source>
        <translation>Le plus gros paiement de la soirée&#xa0;: {name} a payé {money} le {date}.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="251"/>
        <source>On {date}, {name} was given {money} for their birthday.</source>
        <translation>Le {date}, {name} a reçu {money} pour son anniversaire.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/review.py" line="255"/>
        <source>{name} took the lead on {date} and led the table for %n turn(s) in all.</source>
        <translation>
            <numerusform>{name} a pris la tête le {date} et a mené la partie pendant %n tour en tout.</numerusform>
            <numerusform>{name} a pris la tête le {date} et a mené la partie pendant %n tours en tout.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="259"/>
        <source>{name} was last on {date} and came back to lead at the end.</source>
        <translation>{name} était dernier le {date} et a fini en tête.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/review.py" line="263"/>
        <source>{name} was first to reach {date} and won %n token(s).</source>
        <translation>
            <numerusform>{name} a atteint le {date} en premier et a gagné %n jeton.</numerusform>
            <numerusform>{name} a atteint le {date} en premier et a gagné %n jetons.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="267"/>
        <source>{name} was first to reach {date}.</source>
        <translation>{name} a atteint le {date} en premier.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="302"/>
        <source>The white-cross days of each player</source>
        <translation>Les jours à croix blanche de chaque joueur</translation>
    </message>
</context>
<context>
    <name>YearReviewDialog</name>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="480"/>
        <source>The year in review</source>
        <translation>Le bilan de l&apos;année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="510"/>
        <source>A quiet year: nothing to tell.</source>
        <translation>Une année tranquille&#xa0;: rien à raconter.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="516"/>
        <source>The chronicle of the year</source>
        <translation>La chronique de l&apos;année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="518"/>
        <source>Days marked with a white cross</source>
        <translation>Jours marqués d&apos;une croix blanche</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="521"/>
        <source>A cross marks each day on which a player gained tokens (bought, won or given); beside each name, how many such days.</source>
        <translation>Une croix marque chaque jour où un joueur a gagné des jetons (achetés, gagnés ou reçus)&#xa0;; à côté de chaque nom, le nombre de ces jours.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="458"/>
        <source>Save as &amp;Picture…</source>
        <translation>Enregistrer en &amp;image…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="460"/>
        <source>Save as P&amp;DF…</source>
        <translation>Enregistrer en P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="477"/>
        <source>The quarter in review</source>
        <translation>Le bilan du trimestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="479"/>
        <source>The half year in review</source>
        <translation>Le bilan du semestre</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="500"/>
        <location filename="../../gameofyear/ui/review.py" line="506"/>
        <source>The evening&apos;s highlights</source>
        <translation>Les temps forts de la soirée</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="508"/>
        <source>A quiet quarter: nothing to tell.</source>
        <translation>Un trimestre calme&#xa0;: rien à raconter.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="509"/>
        <source>A quiet half year: nothing to tell.</source>
        <translation>Un semestre calme&#xa0;: rien à raconter.</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="533"/>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="533"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="534"/>
        <source>Save the Year in Review</source>
        <translation>Enregistrer le bilan de l&apos;année</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/review.py" line="535"/>
        <source>Year in review</source>
        <translation>Bilan de l&apos;année</translation>
    </message>
</context>
<context>
    <name>YesNoDialog</name>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="49"/>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="53"/>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
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
        <translation>= {amount} · il reste {left}</translation>
    </message>
    <message>
        <location filename="../../gameofyear/ui/daysdialogs.py" line="196"/>
        <source>{amount} · {left} left</source>
        <translation>{amount} · reste {left}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="217"/>
        <source> day(s)</source>
        <extracomment>after the number of the spin box of days, with its leading space: &quot;3 days&quot;</extracomment>
        <translation>
            <numerusform> jour</numerusform>
            <numerusform> jours</numerusform>
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
        <translation>Lancez&#xa0;!</translation>
    </message>
</context>
</TS>
