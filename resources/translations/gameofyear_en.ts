<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BuyDaysDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="270"/>
        <source>Each day costs {price}. You can buy up to %n day(s) and then move on.</source>
        <translation>
            <numerusform>Each day costs {price}. You can buy up to %n day and then move on.</numerusform>
            <numerusform>Each day costs {price}. You can buy up to %n days and then move on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="280"/>
        <source>&amp;Buy %n day(s)</source>
        <translation>
            <numerusform>&amp;Buy %n day</numerusform>
            <numerusform>&amp;Buy %n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BuyTokenDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="66"/>
        <source>The bank has %n token(s) left.</source>
        <translation>
            <numerusform>The bank has %n token left.</numerusform>
            <numerusform>The bank has %n tokens left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChooseNumberDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="67"/>
        <source>day(s)</source>
        <extracomment>under the big number of days of a button (&quot;3&quot; / &quot;days&quot;)</extracomment>
        <translation>
            <numerusform>day</numerusform>
            <numerusform>days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="83"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="88"/>
        <source>Move %n day(s) (Alt+{key})</source>
        <translation>
            <numerusform>Move %n day (Alt+{key})</numerusform>
            <numerusform>Move %n days (Alt+{key})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoosePlayerDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/pickdialogs.py" line="115"/>
        <source>{money}  ·  %n token(s)
on {date}</source>
        <translation>
            <numerusform>{money}  ·  %n token
on {date}</numerusform>
            <numerusform>{money}  ·  %n tokens
on {date}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoupFourreDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/coupfourre.py" line="53"/>
        <source>{drawer} drew this Hazard card, and it strikes you too. Play your kept card against it: it spares you, and the bank gives you %n token(s).</source>
        <translation>
            <numerusform>{drawer} drew this Hazard card, and it strikes you too. Play your kept card against it: it spares you, and the bank gives you %n token.</numerusform>
            <numerusform>{drawer} drew this Hazard card, and it strikes you too. Play your kept card against it: it spares you, and the bank gives you %n tokens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/decisiondialog.py" line="197"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/decisiondialog.py" line="199"/>
        <source>%n vacation card(s)</source>
        <translation>
            <numerusform>%n vacation card</numerusform>
            <numerusform>%n vacation cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FactsDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/newgameseats.py" line="125"/>
        <source>%n fact(s) ticked</source>
        <translation>
            <numerusform>%n fact ticked</numerusform>
            <numerusform>%n facts ticked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HouseRulesBox</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/houserules.py" line="50"/>
        <source>A match to %n token(s): the years&apos; tokens add up until a total reaches %n</source>
        <translation>
            <numerusform>A match to %n token: the years&apos; tokens add up until a total reaches %n</numerusform>
            <numerusform>A match to %n tokens: the years&apos; tokens add up until a total reaches %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/netdialogs.py" line="477"/>
        <source>%1 — %n seat(s) open — %2</source>
        <translation>
            <numerusform>%1 — %n seat open — %2</numerusform>
            <numerusform>%1 — %n seats open — %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/lesson.py" line="92"/>
        <source>A vacation card moves your pawn %n day(s) on, and the almanac does not apply where it lands. You have only a few: keep them for a bad patch.</source>
        <translation>
            <numerusform>A vacation card moves your pawn %n day on, and the almanac does not apply where it lands. You have only a few: keep them for a bad patch.</numerusform>
            <numerusform>A vacation card moves your pawn %n days on, and the almanac does not apply where it lands. You have only a few: keep them for a bad patch.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoansDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/pickdialogs.py" line="528"/>
        <source>You owe {owed} of %n loan(s) of {loan}; each costs {interest} at every quarter end, and what is owed at the end of the game is taken from your money.</source>
        <translation>
            <numerusform>You owe {owed} of %n loan of {loan}; each costs {interest} at every quarter end, and what is owed at the end of the game is taken from your money.</numerusform>
            <numerusform>You owe {owed} of %n loans of {loan}; each costs {interest} at every quarter end, and what is owed at the end of the game is taken from your money.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="68"/>
        <source>{player} moves %n day(s) (December: the smaller number).</source>
        <translation>
            <numerusform>{player} moves %n day (December: the smaller number).</numerusform>
            <numerusform>{player} moves %n days (December: the smaller number).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="70"/>
        <source>{player} moves %n day(s).</source>
        <translation>
            <numerusform>{player} moves %n day.</numerusform>
            <numerusform>{player} moves %n days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="77"/>
        <source>{player} passes {date}: the bank pays {amount} and %n token(s) for being number {rank} there.</source>
        <translation>
            <numerusform>{player} passes {date}: the bank pays {amount} and %n token for being number {rank} there.</numerusform>
            <numerusform>{player} passes {date}: the bank pays {amount} and %n tokens for being number {rank} there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="101"/>
        <source>The bank gives %n token(s) to {taker} ({source}).</source>
        <translation>
            <numerusform>The bank gives %n token to {taker} ({source}).</numerusform>
            <numerusform>The bank gives %n tokens to {taker} ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="104"/>
        <source>{giver} gives %n token(s) to the bank ({source}).</source>
        <translation>
            <numerusform>{giver} gives %n token to the bank ({source}).</numerusform>
            <numerusform>{giver} gives %n tokens to the bank ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="106"/>
        <source>{giver} gives %n token(s) to {taker} ({source}).</source>
        <translation>
            <numerusform>{giver} gives %n token to {taker} ({source}).</numerusform>
            <numerusform>{giver} gives %n tokens to {taker} ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="138"/>
        <source>{player} is bankrupt ({source}): returns %n token(s) and goes back to {date}.</source>
        <translation>
            <numerusform>{player} is bankrupt ({source}): returns %n token and goes back to {date}.</numerusform>
            <numerusform>{player} is bankrupt ({source}): returns %n tokens and goes back to {date}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="143"/>
        <source>{player} will lose %n turn(s) ({source}).</source>
        <translation>
            <numerusform>{player} will lose %n turn ({source}).</numerusform>
            <numerusform>{player} will lose %n turns ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="146"/>
        <source>{player} will play %n extra turn(s) ({source}).</source>
        <translation>
            <numerusform>{player} will play %n extra turn ({source}).</numerusform>
            <numerusform>{player} will play %n extra turns ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="151"/>
        <source>{player} buys %n day(s) for {price}.</source>
        <translation>
            <numerusform>{player} buys %n day for {price}.</numerusform>
            <numerusform>{player} buys %n days for {price}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="157"/>
        <source>{player} offers %n day(s) to {target} for {price}.</source>
        <translation>
            <numerusform>{player} offers %n day to {target} for {price}.</numerusform>
            <numerusform>{player} offers %n days to {target} for {price}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="210"/>
        <source>{place}. {player}: %n token(s), {money}</source>
        <translation>
            <numerusform>{place}. {player}: %n token, {money}</numerusform>
            <numerusform>{place}. {player}: %n tokens, {money}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="246"/>
        <source>{player} repays {amount} to the bank (%n loan(s) still owed).</source>
        <translation>
            <numerusform>{player} repays {amount} to the bank (%n loan still owed).</numerusform>
            <numerusform>{player} repays {amount} to the bank (%n loans still owed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="249"/>
        <source>{player} cannot pay and borrows {amount} from the bank instead of going bankrupt (%n loan(s) owed).</source>
        <translation>
            <numerusform>{player} cannot pay and borrows {amount} from the bank instead of going bankrupt (%n loan owed).</numerusform>
            <numerusform>{player} cannot pay and borrows {amount} from the bank instead of going bankrupt (%n loans owed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="252"/>
        <source>{player} borrows {amount} from the bank (%n loan(s) owed).</source>
        <translation>
            <numerusform>{player} borrows {amount} from the bank (%n loan owed).</numerusform>
            <numerusform>{player} borrows {amount} from the bank (%n loans owed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="264"/>
        <source>Coup-fourré! {player} answers the Hazard card at once and wins %n token(s) from the bank.</source>
        <translation>
            <numerusform>Coup-fourré! {player} answers the Hazard card at once and wins %n token from the bank.</numerusform>
            <numerusform>Coup-fourré! {player} answers the Hazard card at once and wins %n tokens from the bank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/events.py" line="267"/>
        <source>{place}. {team}: %n token(s)</source>
        <translation>
            <numerusform>{place}. {team}: %n token</numerusform>
            <numerusform>{place}. {team}: %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="71"/>
        <source>receive %n token(s) from the bank</source>
        <translation>
            <numerusform>receive %n token from the bank</numerusform>
            <numerusform>receive %n tokens from the bank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="73"/>
        <source>give %n token(s) to the bank</source>
        <translation>
            <numerusform>give %n token to the bank</numerusform>
            <numerusform>give %n tokens to the bank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="75"/>
        <source>take %n token(s) from {target}</source>
        <translation>
            <numerusform>take %n token from {target}</numerusform>
            <numerusform>take %n tokens from {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="78"/>
        <source>give %n token(s) to {target}</source>
        <translation>
            <numerusform>give %n token to {target}</numerusform>
            <numerusform>give %n tokens to {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="83"/>
        <source>advance %n day(s)</source>
        <translation>
            <numerusform>advance %n day</numerusform>
            <numerusform>advance %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="85"/>
        <source>go back %n day(s)</source>
        <translation>
            <numerusform>go back %n day</numerusform>
            <numerusform>go back %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="92"/>
        <source>go back %n month(s) to the same day</source>
        <translation>
            <numerusform>go back %n month to the same day</numerusform>
            <numerusform>go back %n months to the same day</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="94"/>
        <source>lose %n turn(s)</source>
        <translation>
            <numerusform>lose %n turn</numerusform>
            <numerusform>lose %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="96"/>
        <source>play %n extra turn(s)</source>
        <translation>
            <numerusform>play %n extra turn</numerusform>
            <numerusform>play %n extra turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="105"/>
        <source>a free vacation: advance %n day(s)</source>
        <translation>
            <numerusform>a free vacation: advance %n day</numerusform>
            <numerusform>a free vacation: advance %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="217"/>
        <source>Year 1 of a match to %n token(s).</source>
        <translation>
            <numerusform>Year 1 of a match to %n token.</numerusform>
            <numerusform>Year 1 of a match to %n tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="225"/>
        <source>{side} win the match after %n year(s): {totals}.</source>
        <translation>
            <numerusform>{side} win the match after %n year: {totals}.</numerusform>
            <numerusform>{side} win the match after %n years: {totals}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="227"/>
        <source>{side} wins the match after %n year(s): {totals}.</source>
        <translation>
            <numerusform>{side} wins the match after %n year: {totals}.</numerusform>
            <numerusform>{side} wins the match after %n years: {totals}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate/effects.py" line="229"/>
        <source>Year {year} of the match to {target} tokens; after %n year(s): {totals}.</source>
        <translation>
            <numerusform>Year {year} of the match to {target} tokens; after %n year: {totals}.</numerusform>
            <numerusform>Year {year} of the match to {target} tokens; after %n years: {totals}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/mainwindow.py" line="549"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/mainwindow.py" line="608"/>
        <source>Some texts of the almanac could not be used; English is shown instead (%n problem(s)).</source>
        <translation>
            <numerusform>Some texts of the almanac could not be used; English is shown instead (%n problem).</numerusform>
            <numerusform>Some texts of the almanac could not be used; English is shown instead (%n problems).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchTable</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="42"/>
        <source>%1 win the match with %n token(s) (target %2).</source>
        <translation>
            <numerusform>%1 win the match with %n token (target %2).</numerusform>
            <numerusform>%1 win the match with %n tokens (target %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="44"/>
        <source>%1 wins the match with %n token(s) (target %2).</source>
        <translation>
            <numerusform>%1 wins the match with %n token (target %2).</numerusform>
            <numerusform>%1 wins the match with %n tokens (target %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="46"/>
        <source>%1 are level at %n token(s), past the target of %2: another year decides.</source>
        <translation>
            <numerusform>%1 are level at %n token, past the target of %2: another year decides.</numerusform>
            <numerusform>%1 are level at %n tokens, past the target of %2: another year decides.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="48"/>
        <source>After year %3, %1 share the lead with %n token(s); the match is played to %2.</source>
        <translation>
            <numerusform>After year %3, %1 share the lead with %n token; the match is played to %2.</numerusform>
            <numerusform>After year %3, %1 share the lead with %n tokens; the match is played to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="50"/>
        <source>After year %3, %1 lead with %n token(s); the match is played to %2.</source>
        <translation>
            <numerusform>After year %3, %1 lead with %n token; the match is played to %2.</numerusform>
            <numerusform>After year %3, %1 lead with %n tokens; the match is played to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/matchtable.py" line="52"/>
        <source>After year %3, %1 leads with %n token(s); the match is played to %2.</source>
        <translation>
            <numerusform>After year %3, %1 leads with %n token; the match is played to %2.</numerusform>
            <numerusform>After year %3, %1 leads with %n tokens; the match is played to %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkGameWindow</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/netwindow.py" line="665"/>
        <source>%1. %2: %n token(s), %3</source>
        <translation>
            <numerusform>%1. %2: %n token, %3</numerusform>
            <numerusform>%1. %2: %n tokens, %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="376"/>
        <source>%n loan(s): %1 owed</source>
        <translation>
            <numerusform>%n loan: %1 owed</numerusform>
            <numerusform>%n loans: %1 owed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="381"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="383"/>
        <source>%n vacation card(s)</source>
        <translation>
            <numerusform>%n vacation card</numerusform>
            <numerusform>%n vacation cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="385"/>
        <source>%n kept card(s)</source>
        <translation>
            <numerusform>%n kept card</numerusform>
            <numerusform>%n kept cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PledgeDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="308"/>
        <source>Already offered by the others: %n day(s).</source>
        <translation>
            <numerusform>Already offered by the others: %n day.</numerusform>
            <numerusform>Already offered by the others: %n days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="337"/>
        <source>&amp;Offer %n day(s)</source>
        <translation>
            <numerusform>&amp;Offer %n day</numerusform>
            <numerusform>&amp;Offer %n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/pickdialogs.py" line="335"/>
        <source>Type %n different answer(s). Small spelling mistakes are forgiven.</source>
        <translation>
            <numerusform>Type %n answer. Small spelling mistakes are forgiven.</numerusform>
            <numerusform>Type %n different answers. Small spelling mistakes are forgiven.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayPlayers</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/replayplayers.py" line="70"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="428"/>
        <source>%1 both have %n token(s): money decides.</source>
        <translation>
            <numerusform>%1 both have %n token: money decides.</numerusform>
            <numerusform>%1 both have %n tokens: money decides.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="430"/>
        <source>%1 all have %n token(s): money decides.</source>
        <translation>
            <numerusform>%1 all have %n token: money decides.</numerusform>
            <numerusform>%1 all have %n tokens: money decides.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="655"/>
        <source>%1 share first place with %n token(s)!</source>
        <translation>
            <numerusform>%1 share first place with %n token!</numerusform>
            <numerusform>%1 share first place with %n tokens!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="657"/>
        <source>%1 wins the half-year with %n token(s)!</source>
        <translation>
            <numerusform>%1 wins the half-year with %n token!</numerusform>
            <numerusform>%1 wins the half-year with %n tokens!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="659"/>
        <source>%1 wins the quarter with %n token(s)!</source>
        <translation>
            <numerusform>%1 wins the quarter with %n token!</numerusform>
            <numerusform>%1 wins the quarter with %n tokens!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="661"/>
        <source>%1 wins the year with %n token(s)!</source>
        <translation>
            <numerusform>%1 wins the year with %n token!</numerusform>
            <numerusform>%1 wins the year with %n tokens!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="668"/>
        <source>%1 reached the last day first: +%n token(s).</source>
        <translation>
            <numerusform>%1 reached the last day first: +%n token.</numerusform>
            <numerusform>%1 reached the last day first: +%n tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/results.py" line="671"/>
        <source>%1 was second at that moment: +%n token(s).</source>
        <translation>
            <numerusform>%1 was second at that moment: +%n token.</numerusform>
            <numerusform>%1 was second at that moment: +%n tokens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/newgameseats.py" line="388"/>
        <source>%1, %n year(s) old</source>
        <translation>
            <numerusform>%1, %n year old</numerusform>
            <numerusform>%1, %n years old</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VacationDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/yesnodialogs.py" line="91"/>
        <source>Play a vacation card to advance %n day(s), from {start} to {end}. The almanac does not apply there.</source>
        <translation>
            <numerusform>Play a vacation card to advance %n day, from {start} to {end}. The almanac does not apply there.</numerusform>
            <numerusform>Play a vacation card to advance %n days, from {start} to {end}. The almanac does not apply there.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>YearReview</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/review.py" line="186"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/review.py" line="255"/>
        <source>{name} took the lead on {date} and led the table for %n turn(s) in all.</source>
        <translation>
            <numerusform>{name} took the lead on {date} and led the table for %n turn in all.</numerusform>
            <numerusform>{name} took the lead on {date} and led the table for %n turns in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/review.py" line="263"/>
        <source>{name} was first to reach {date} and won %n token(s).</source>
        <translation>
            <numerusform>{name} was first to reach {date} and won %n token.</numerusform>
            <numerusform>{name} was first to reach {date} and won %n tokens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_DaysDialog</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/daysdialogs.py" line="217"/>
        <source> day(s)</source>
        <extracomment>after the number of the spin box of days, with its leading space: &quot;3 days&quot;</extracomment>
        <translation>
            <numerusform> day</numerusform>
            <numerusform> days</numerusform>
        </translation>
    </message>
</context>
</TS>
