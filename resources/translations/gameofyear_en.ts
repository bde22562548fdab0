<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Log</name>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="277"/>
        <source>{player} moves %n day(s) (December: the smaller number).</source>
        <translation>
            <numerusform>{player} moves %n day (December: the smaller number).</numerusform>
            <numerusform>{player} moves %n days (December: the smaller number).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="279"/>
        <source>{player} moves %n day(s).</source>
        <translation>
            <numerusform>{player} moves %n day.</numerusform>
            <numerusform>{player} moves %n days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="286"/>
        <source>{player} passes {date}: the bank pays {amount} and %n token(s) for being number {rank} there.</source>
        <translation>
            <numerusform>{player} passes {date}: the bank pays {amount} and %n token for being number {rank} there.</numerusform>
            <numerusform>{player} passes {date}: the bank pays {amount} and %n tokens for being number {rank} there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="310"/>
        <source>The bank gives %n token(s) to {taker} ({source}).</source>
        <translation>
            <numerusform>The bank gives %n token to {taker} ({source}).</numerusform>
            <numerusform>The bank gives %n tokens to {taker} ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="313"/>
        <source>{giver} gives %n token(s) to the bank ({source}).</source>
        <translation>
            <numerusform>{giver} gives %n token to the bank ({source}).</numerusform>
            <numerusform>{giver} gives %n tokens to the bank ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="315"/>
        <source>{giver} gives %n token(s) to {taker} ({source}).</source>
        <translation>
            <numerusform>{giver} gives %n token to {taker} ({source}).</numerusform>
            <numerusform>{giver} gives %n tokens to {taker} ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="343"/>
        <source>{player} is bankrupt ({source}): returns %n token(s) and goes back to {date}.</source>
        <translation>
            <numerusform>{player} is bankrupt ({source}): returns %n token and goes back to {date}.</numerusform>
            <numerusform>{player} is bankrupt ({source}): returns %n tokens and goes back to {date}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="351"/>
        <source>{player} will play %n extra turn(s) ({source}).</source>
        <translation>
            <numerusform>{player} will play %n extra turn ({source}).</numerusform>
            <numerusform>{player} will play %n extra turns ({source}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="356"/>
        <source>{player} buys %n day(s) for {price}.</source>
        <translation>
            <numerusform>{player} buys %n day for {price}.</numerusform>
            <numerusform>{player} buys %n days for {price}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="362"/>
        <source>{player} offers %n day(s) to {target} for {price}.</source>
        <translation>
            <numerusform>{player} offers %n day to {target} for {price}.</numerusform>
            <numerusform>{player} offers %n days to {target} for {price}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="415"/>
        <source>{place}. {player}: %n token(s), {money}</source>
        <translation>
            <numerusform>{place}. {player}: %n token, {money}</numerusform>
            <numerusform>{place}. {player}: %n tokens, {money}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="451"/>
        <source>{player} repays {amount} to the bank (%n loan(s) still owed).</source>
        <translation>
            <numerusform>{player} repays {amount} to the bank (%n loan still owed).</numerusform>
            <numerusform>{player} repays {amount} to the bank (%n loans still owed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="454"/>
        <source>{player} cannot pay and borrows {amount} from the bank instead of going bankrupt (%n loan(s) owed).</source>
        <translation>
            <numerusform>{player} cannot pay and borrows {amount} from the bank instead of going bankrupt (%n loan owed).</numerusform>
            <numerusform>{player} cannot pay and borrows {amount} from the bank instead of going bankrupt (%n loans owed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="457"/>
        <source>{player} borrows {amount} from the bank (%n loan(s) owed).</source>
        <translation>
            <numerusform>{player} borrows {amount} from the bank (%n loan owed).</numerusform>
            <numerusform>{player} borrows {amount} from the bank (%n loans owed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="469"/>
        <source>Coup-fourré! {player} answers the Hazard card at once and wins %n token(s) from the bank.</source>
        <translation>
            <numerusform>Coup-fourré! {player} answers the Hazard card at once and wins %n token from the bank.</numerusform>
            <numerusform>Coup-fourré! {player} answers the Hazard card at once and wins %n tokens from the bank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="472"/>
        <source>{place}. {player} and {partner}: %n token(s)</source>
        <translation>
            <numerusform>{place}. {player} and {partner}: %n token</numerusform>
            <numerusform>{place}. {player} and {partner}: %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="611"/>
        <source>the bank gives %n token(s)</source>
        <translation>
            <numerusform>the bank gives %n token</numerusform>
            <numerusform>the bank gives %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="613"/>
        <source>give %n token(s) to the bank</source>
        <translation>
            <numerusform>give %n token to the bank</numerusform>
            <numerusform>give %n tokens to the bank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="615"/>
        <source>take %n token(s) from {target}</source>
        <translation>
            <numerusform>take %n token from {target}</numerusform>
            <numerusform>take %n tokens from {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="618"/>
        <source>give %n token(s) to {target}</source>
        <translation>
            <numerusform>give %n token to {target}</numerusform>
            <numerusform>give %n tokens to {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="623"/>
        <source>advance %n day(s)</source>
        <translation>
            <numerusform>advance %n day</numerusform>
            <numerusform>advance %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="625"/>
        <source>go back %n day(s)</source>
        <translation>
            <numerusform>go back %n day</numerusform>
            <numerusform>go back %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="632"/>
        <source>go back %n month(s) to the same day</source>
        <translation>
            <numerusform>go back %n month to the same day</numerusform>
            <numerusform>go back %n months to the same day</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="636"/>
        <source>play %n extra turn(s)</source>
        <translation>
            <numerusform>play %n extra turn</numerusform>
            <numerusform>play %n extra turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="645"/>
        <source>a free vacation: advance %n day(s)</source>
        <translation>
            <numerusform>a free vacation: advance %n day</numerusform>
            <numerusform>a free vacation: advance %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="678"/>
        <source>Year 1 of a match to %n token(s).</source>
        <translation>
            <numerusform>Year 1 of a match to %n token.</numerusform>
            <numerusform>Year 1 of a match to %n tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="685"/>
        <source>{side} win the match after %n year(s): {totals}.</source>
        <translation>
            <numerusform>{side} win the match after %n year: {totals}.</numerusform>
            <numerusform>{side} win the match after %n years: {totals}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="687"/>
        <source>{side} wins the match after %n year(s): {totals}.</source>
        <translation>
            <numerusform>{side} wins the match after %n year: {totals}.</numerusform>
            <numerusform>{side} wins the match after %n years: {totals}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/narrate.py" line="689"/>
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
        <location filename="../../gameofyear/ui/mainwindow.py" line="623"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/mainwindow.py" line="679"/>
        <source>Some texts of the almanac could not be used; English is shown instead (%n problem(s)).</source>
        <translation>
            <numerusform>Some texts of the almanac could not be used; English is shown instead (%n problem).</numerusform>
            <numerusform>Some texts of the almanac could not be used; English is shown instead (%n problems).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="225"/>
        <source>%n loan(s): %1 owed</source>
        <translation>
            <numerusform>%n loan: %1 owed</numerusform>
            <numerusform>%n loans: %1 owed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="230"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="232"/>
        <source>%n vacation card(s)</source>
        <translation>
            <numerusform>%n vacation card</numerusform>
            <numerusform>%n vacation cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameofyear/ui/panel.py" line="234"/>
        <source>%n kept card(s)</source>
        <translation>
            <numerusform>%n kept card</numerusform>
            <numerusform>%n kept cards</numerusform>
        </translation>
    </message>
</context>
</TS>
