"""The terminal game: one person against computer players, asked and answered in plain text.

``gameofyear play`` (:mod:`gameofyear.cli`) runs :func:`_play`; :func:`_human`
answers each decision of the person at the keyboard.
"""

from __future__ import annotations

import contextlib
import random
import sys
from collections.abc import Sequence
from pathlib import Path


def _is_ascii_number(text: str) -> bool:
    """True for a non-empty run of the ASCII digits 0-9 (not "²", "٣" or "５", which ``str.isdigit`` accepts)."""
    return bool(text) and text.isascii() and text.isdigit()


def _ask(prompt: str, valid: Sequence[str] | None = None, hint: str | None = None) -> str:
    """Ask at the terminal until the answer is one of ``valid`` (any answer when None); say why when not.

    Any text is taken: bytes that are not valid in the terminal's encoding are
    replaced, control characters are dropped, and an answer is cut at 200
    characters. The end of the input (Ctrl+D) ends the game quietly.
    """
    while True:
        try:
            raw = input(prompt)
        except EOFError:
            print()
            raise SystemExit(0) from None
        except UnicodeDecodeError:
            raw = ""  # the terminal sent bytes of another encoding: asked again below
        answer = "".join(ch for ch in raw if ch.isprintable())[:200].strip()
        if valid is None or answer.lower() in valid:
            return answer.lower() if valid is not None else answer
        if hint is None:
            words = [v for v in valid if v] + (["Enter"] if "" in valid else [])
            hint = f"  Please answer {', '.join(words[:-1])} or {words[-1]}." if len(words) > 1 else \
                f"  Please answer {words[0]}."
        print(hint)


def _ask_int(prompt: str, low: int, high: int, default: int | None = None) -> int:
    """Ask for a whole number from ``low`` to ``high`` in ASCII digits (Enter gives ``default``, when there is one)."""
    enter = f", Enter: {default}" if default is not None else ""
    while True:
        text = _ask(f"{prompt} [{low}-{high}{enter}] ")
        if not text and default is not None:
            return default
        if _is_ascii_number(text) and len(text) <= 9 and low <= int(text) <= high:
            return int(text)
        print(f"  A whole number from {low} to {high}, please.")


def _prepare_terminal() -> None:
    """Let the terminal game read any bytes: what is not valid in the terminal's encoding is replaced, never an error."""
    for stream in (sys.stdin, sys.stdout):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(Exception):
                reconfigure(errors="replace")


def _play(folder: Path | None, opponents: int, bot_kind: str, seed: int | None,
          length: str | None = None, variants: Sequence[str] = ()) -> int:
    """A plain terminal game: one human against computer players.

    Args:
        length: ``year``, ``half`` or ``quarter``; None: asked.
        variants: names of the other house rules of the family to turn on (docs/VARIANTS.md).
    """
    from datetime import date

    from .content import load_content, load_texts
    from .engine.setup import PlayerProfile, Setup
    from .engine.variants import Variants
    from .narrate import describe, told_elsewhere
    from .seats import Seat, SeatKind
    from .simulation import random_setup
    from .table import PERSON_SEAT, Table

    content = load_content(folder)
    texts = load_texts(content)
    opponents = max(1, min(opponents, content.edition.players.max - 1))
    from .engine.streams import new_seed

    seed = seed if seed is not None else new_seed()  # nobody at the terminal can try enough seeds to find it
    rng = random.Random(seed)
    _prepare_terminal()
    print("Game of the Year — a whole year in one evening.")
    from .clean import clean_name

    name = clean_name(_ask("Your name: "), 24) or "You"
    while True:
        text = _ask("Your birth date (YYYY-MM-DD): ")
        try:
            birth = date.fromisoformat(text) if len(text) == 10 and text.isascii() else None
        except ValueError:
            birth = None
        if birth is not None and date(1900, 1, 1) <= birth <= date.today():
            break
        print("  Please write it like 1985-07-14.")
    sex_answer = _ask("Sex (f/m, or Enter to leave unstated): ", ("f", "m", ""))
    sex = {"f": "female", "m": "male"}.get(sex_answer)
    facts = set()
    print("Answer y/n for each (Enter: no):")
    for fact in content.facts:
        if _ask(f"  {texts.text('facts.' + fact)}? ", ("y", "n", "")) == "y":
            facts.add(fact)
    me = PlayerProfile(name, birth, sex, frozenset(facts))  # type: ignore[arg-type]
    if length is None:
        answer = _ask("Length of the game: y the whole year, h half a year (to 30 June), q a quarter (to 31 March) "
                      "(Enter: the year): ", ("y", "h", "q", ""))
        length = {"h": "half", "q": "quarter"}.get(answer, "year")
    others = random_setup(rng, content, opponents).players
    names_on = [*([length] if length != "year" else []), *variants]
    # with bets, everybody may bet: the person is asked, the computers bet only when it pays
    setup = Setup((me, *others), today=date.today(), variants=Variants.from_names(names_on, 1 + len(others)))
    table = Table.new(setup, content, seed, [PERSON_SEAT, *[Seat(SeatKind.COMPUTER, bot_kind)] * (len(setup.players) - 1)])
    game = table.game
    names = [p.name for p in setup.players]
    print(f"Your lucky number is {game.observation(0).lucky_number}. Keep it secret!")
    for event in game.start_events:
        print(describe(event, names, texts))

    def tell(events: list) -> None:  # type: ignore[type-arg]
        for event in events:
            if not told_elsewhere(event):
                print(describe(event, names, texts))

    table.run(tell, person=lambda decision: _human(table.game, decision, names, texts))
    return 0


def _human(game, decision, names: list[str], texts):  # type: ignore[no-untyped-def]
    from .content.loader import choice_of
    from .engine.decisions import DecisionKind
    from .narrate import day_name, effects_in_words

    content = game.content
    obs = game.observation(0)
    me = obs.players[0]
    kind = decision.kind
    if kind is DecisionKind.SPIN:
        _ask(f"[{day_name(me.position)}, {content.format_money(me.money)}, {me.tokens} tokens] Press Enter to spin… ")
        return True
    if kind is DecisionKind.CHOOSE_NUMBER:
        a, b = decision.options
        choice = _ask(f"Move {a} days (to {day_name(min(me.position + a, 365))}) or {b} (to {day_name(min(me.position + b, 365))})? ", (str(a), str(b)))
        return int(choice)
    if kind in (DecisionKind.BUY_DAYS, DecisionKind.PLEDGE):
        what = "buy" if kind is DecisionKind.BUY_DAYS else f"offer to {names[decision.subject]}"
        return _ask_int(f"Days to {what} ({content.format_money(content.edition.day_price)} each)", 0,
                        decision.options[-1], default=0)
    if kind is DecisionKind.CHOOSE_PLAYER:
        for q in decision.options:
            print(f"  {q}: {names[q]}")
        numbers = [str(q) for q in decision.options]
        return int(_ask(f"Choose a player ({decision.topic}) [{', '.join(numbers)}] ", numbers))  # one of numbers
    if kind is DecisionKind.REARRANGE:
        for i, option in enumerate(decision.options):
            print(f"  {i}: " + ", ".join(f"{names[q]} to {day_name(d)}" for q, d in zip(decision.info, option)))
        return decision.options[_ask_int("Choose a rearrangement", 0, len(decision.options) - 1)]
    if kind is DecisionKind.CHOICE:
        choose = choice_of(content, decision.source)
        for k, index in enumerate(decision.options):
            words = effects_in_words(texts, choose.choose[index]) if choose is not None else f"option {index + 1}"
            print(f"  {k}: {words}")
        return decision.options[_ask_int("Choose", 0, len(decision.options) - 1)]
    if kind in (DecisionKind.SAVINGS, DecisionKind.LOANS, DecisionKind.BET):
        return _house_rule_answer(content, decision, names)
    if kind is DecisionKind.USE_KEEP_CARD and decision.subject not in (None, decision.player):
        return _ask(_coup_fourre_question(texts, decision, names) + " (y/n) ", ("y", "n")) == "y"
    if kind is DecisionKind.QUIZ:
        print(texts.text(f"quizzes.{decision.topic}"))
        return tuple(a.strip() for a in _ask("Your answers, separated by commas: ").split(","))
    questions = {
        DecisionKind.BUY_TOKEN: f"Buy a token for {content.format_money(content.edition.token_price)}?",
        DecisionKind.VACATION: "Play a vacation card?",
        DecisionKind.USE_KEEP_CARD: "Use your kept card to cancel this Hazard card?",
        DecisionKind.QUESTION: texts.text(f"questions.{decision.topic}"),
        DecisionKind.TABLE_QUESTION: texts.text(f"questions.{decision.topic}"),
        DecisionKind.FACT: f"The almanac asks: {texts.text(f'facts.{decision.topic}')}?",
        DecisionKind.QUIZ_ATTEMPT: texts.text(f"quizzes.{decision.topic}") + " Will you try?",
        DecisionKind.VOTE: f"Did {names[decision.subject or 0]} manage it?",
    }
    return _ask(questions.get(kind, str(kind)) + " (y/n) ", ("y", "n")) == "y"


def _coup_fourre_question(texts, decision, names: list[str]) -> str:  # type: ignore[no-untyped-def]
    """The terminal's question when another player's Hazard card strikes you and you hold a kept card
    (the coup-fourré house rule, RULINGS.md §13): who drew it, what it says, what the parry wins."""
    rules = texts.content.variant_rules
    tokens = rules.coup_fourre_tokens if rules is not None else 0
    return (f"{names[decision.subject]} drew a Hazard card that strikes you too: {texts.text(f'cards.{decision.topic}')} "
            f"Coup-fourré: play your kept card against it (it spares you, and the bank gives you "
            f"{tokens} token{'' if tokens == 1 else 's'})?")


def _house_rule_answer(content, decision, names: list[str]) -> int:  # type: ignore[no-untyped-def]
    """The terminal's question for a savings book, loans or bet decision (house rules); Enter: 0."""
    from .engine.decisions import DecisionKind

    money = content.format_money
    low, high = decision.options.start, decision.options.stop - 1
    if decision.kind is DecisionKind.SAVINGS:
        _, held, step, fee = decision.info
        prompt = (f"Savings book: it holds {money(held)}. Steps of {money(step)} to pay in, or negative to take out "
                  f"(fee {money(fee)})")
    elif decision.kind is DecisionKind.LOANS:
        _, owed, loan, interest, _ = decision.info
        prompt = f"Loans of {money(loan)} ({owed} owed, {money(interest)} each a quarter): to borrow, or negative to repay"
    else:
        stake, payout = decision.info
        for i, (a, b) in enumerate(content.edition.dial, start=1):
            print(f"  {i}: {a}/{b}")
        prompt = (f"Bet {money(stake)} on a sector before {names[decision.subject]} spins "
                  f"(paid {payout} times; 0: no bet)")
    while True:
        text = _ask(f"{prompt} [{low} to {high}, Enter: 0] ")
        if not text:
            return 0
        digits = text[1:] if text.startswith("-") else text
        if _is_ascii_number(digits) and len(digits) <= 6 and low <= int(text) <= high:
            return int(text)
        print(f"  A whole number from {low} to {high}, please.")

