"""The almanac, cards and questions in every language of ``almanac/text/``, and the quiz answers by language.

The languages are the files present: a new one is data, for the tests too.
Every language file other than English must keep English's placeholders and
hold no key nothing needs (:func:`gameofyear.content.check_texts`), must format
with no brace left in either edition's money, and must carry a full game
between computer players; what it has translated must be told in it. A
language being translated may be partial: what it lacks, or keeps as the
English copy, is counted as not translated and shown in English, never a
failure here (``gameofyear validate --lang xx`` asks for it whole). The French and Italian spellings of quiz
answers in ``almanac/quizzes.yaml`` must count as the answer they translate
(:func:`gameofyear.engine.check_quiz`, RULINGS.md §8).
"""

from __future__ import annotations

import dataclasses
import random
from functools import cache

import pytest
from helpers import printed

from gameofyear.bots import make_bot
from gameofyear.content import (
    Content,
    Texts,
    check_texts,
    load_content,
    load_texts,
    normalise_answer,
    required_text_keys,
)
from gameofyear.content.loader import default_folder, is_language_code, read_texts, translated_share
from gameofyear.engine import Game, check_quiz
from gameofyear.engine import events as ev
from gameofyear.seats import default_bot_seed
from gameofyear.simulation import play_out, random_setup

TEXT_DIR = default_folder() / "text"
LANGUAGES = sorted(p.stem for p in TEXT_DIR.glob("*.yaml") if p.stem != "en" and is_language_code(p.stem))
EDITIONS = ("classic", "italian")



@cache
def rules(edition: str) -> Content:
    """Return the game's rules content of ``edition`` (cached: loading takes a few milliseconds)."""
    return load_content(edition=edition)


@cache
def content(language: str, edition: str = "classic") -> Texts:
    """Return the game's words in ``language`` for ``edition`` (cached)."""
    return load_texts(rules(edition), language)


@cache
def raw(language: str) -> dict[str, str]:
    """Return a language file's own texts, flat, without the English fallback."""
    return read_texts(TEXT_DIR / f"{language}.yaml")[0]


def test_french_and_italian_are_there() -> None:
    """French, Italian and English ship with the game."""
    assert {"fr", "it"} <= set(LANGUAGES)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_language_file_has_no_extra_key_and_keeps_the_english_placeholders(language: str, edition: str) -> None:
    """No key nothing needs, and every text uses exactly the placeholders of its English text; a key not yet
    there is only a text shown in English (the one warning a partial language gives)."""
    loaded = content(language, edition)
    _missing, extra, placeholders = check_texts(loaded.content, raw(language), raw("en"))
    assert (extra, placeholders) == ([], [])
    assert [w for w in loaded.warnings if "missing text" not in w] == []
    assert loaded.language == language


@pytest.mark.parametrize("language", LANGUAGES)
def test_language_file_names_its_own_language(language: str) -> None:
    """The file beside a language's words names its language (``fr.hashes.yaml`` says ``fr``); the words file only words."""
    import yaml

    hashes = TEXT_DIR / f"{language}.hashes.yaml"
    if hashes.is_file():  # written by `validate --refresh-hashes`: a language just begun has none yet
        kept = yaml.safe_load(hashes.read_text(encoding="utf-8"))
        assert kept["language"] == language and isinstance(kept["same_as_english"], list)
    words = yaml.safe_load((TEXT_DIR / f"{language}.yaml").read_text(encoding="utf-8"))
    assert not {"format", "language", "same_as_english"} & set(words)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_text_kept_as_english_even_respaced_is_counted_as_not_translated(language: str) -> None:
    """A text that reads as its English one once case, spacing and the punctuation around words are set aside
    is named by ``validate`` and counted out of the share translated, unless ``same_as_english`` lists it."""
    from gameofyear.content.loader import identical_to_english, read_same_as_english, translated_share
    from gameofyear.content.texts import english_copy_key

    english = raw("en")
    listed = set(read_same_as_english(TEXT_DIR.parent, language))
    copies = {key for key, text in raw(language).items()
              if key in english and key not in listed and english_copy_key(text) == english_copy_key(english[key])}
    translated, needed = translated_share(rules("classic"), language)
    assert not copies & translated
    named = {line.split(": ")[1].split(" ")[0] for line in identical_to_english(rules("classic"), language)}
    assert copies & needed <= named
    assert not listed & copies


def test_near_copies_of_english_count_as_not_translated(tmp_path) -> None:
    """A space, a capital, a full stop or other quotes changed do not make a translation; a word changed does."""
    import shutil

    from gameofyear.content.loader import identical_to_english, translated_share

    folder = tmp_path / "almanac"
    shutil.copytree(TEXT_DIR.parent, folder)
    english = raw("en")
    french = (folder / "text" / "fr.yaml").read_text(encoding="utf-8")
    keys = ["cards.hazard-01", "cards.hazard-02", "cards.chance-01", "cards.chance-02"]
    twisted = [english[keys[0]] + " ", english[keys[1]].upper(), english[keys[2]].rstrip(".") + "!",
               english[keys[3]].replace("a ", "one ", 1)]
    lines = french.splitlines()
    for key, text in zip(keys, twisted, strict=True):
        name = key.split(".")[1]
        at = next(i for i, line in enumerate(lines) if line.strip().startswith(f"{name}:"))
        lines[at] = lines[at].split(":")[0] + ": " + __import__("json").dumps(text, ensure_ascii=False)
    (folder / "text" / "fr.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    loaded = load_content(folder)
    translated, _ = translated_share(loaded, "fr")
    assert not {keys[0], keys[1], keys[2]} & translated and keys[3] in translated
    warned = identical_to_english(loaded, "fr")
    assert sorted(k for k in keys for line in warned if f" {k} is left" in line) == sorted(keys[:3])
    assert all(line.startswith(f"{folder / 'text' / 'fr.yaml'}:") for line in warned)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_formats_with_the_editions_money_and_no_brace_left(language: str, edition: str) -> None:
    """Each placeholder is filled from the data: "300 F" in the classic edition, "L. 300.000" in the Italian one."""
    loaded = content(language, edition)
    template = raw(language)
    for key in required_text_keys(loaded.content):
        text = loaded.text(key)
        assert "{" not in text and "}" not in text, f"{key}: {text}"
        for name, (kind, value) in loaded.content.text_args(key).items():
            if "{" + name + "}" not in template[key]:
                continue
            shown = loaded.format_money(loaded.content.money(value)) if kind == "money" else str(value)
            assert shown in text, f"{key}: {name} should show {shown!r} in {text!r}"


def test_amounts_read_naturally_in_each_edition() -> None:
    """Spot checks of whole sentences, francs and lire, French and Italian."""
    assert content("fr").text("cards.hazard-01") == (
        "Un PV pour deux minutes de stationnement devant la boulangerie. Payez 100\u00a0F à la banque.")
    assert content("it", "italian").text("cards.hazard-01") == (
        "Una multa per due minuti di sosta davanti al fornaio. Paga L.\u00a0100.000 alla banca.")
    assert content("it", "italian").text("almanac.09-02.text").endswith(
        "Se hai meno di L.\u00a01.000.000, la banca ti paga L.\u00a0500.000; altrimenti ti paga L.\u00a0200.000.")
    assert content("fr").text("almanac.05-11.text").endswith("avancez de 16 jours.")


def test_italian_texts_use_the_italian_editions_words() -> None:
    """The Italian texts use the Italian edition's words: GIORNATA SI' / GIORNATA NO, gettoni SOLE."""
    texts = raw("it")
    assert "GIORNATA SI'" in texts["almanac.01-06.text"]
    assert "GIORNATA NO" in texts["almanac.01-13.text"]
    assert "gettone SOLE" in texts["almanac.01-21.text"]
    assert "MACCHINA DEL TEMPO" in texts["almanac.11-16.text"]
    assert not any("Chance" in t or "Hazard" in t for t in texts.values())


def test_the_rules_hold_no_words() -> None:
    """A game holds only the rules: its content has no texts, no language and no text warnings.

    The words of every language are a separate object of the same rules, so a
    change of language cannot change a game (quiz answers, for one, live in
    quizzes.yaml: a French player may answer in Italian).
    """
    from dataclasses import fields

    assert not {"texts", "language", "warnings", "entries"} & {f.name for f in fields(Content)}
    assert all(content(language).content is rules("classic") for language in LANGUAGES)
    assert content("fr").text("cards.hazard-01") != content("en").text("cards.hazard-01")
    game = Game.new(random_setup(random.Random(1), rules("classic"), 4), rules("classic"), 1)
    assert type(game.content) is Content


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_almanac_entry_and_card_of_a_bot_game_is_told_in_the_language(language: str, edition: str) -> None:
    """Play whole games and tell each almanac entry read and each card drawn: translated, no brace left."""
    loaded = content(language, edition)
    told: dict[str, str] = {}

    def tell(events: list[ev.Event]) -> None:
        for event in events:
            if type(event) is ev.AlmanacRead:
                key = f"almanac.{loaded.content.squares[event.day].date}.text"
            elif type(event) is ev.CardDrawn:
                key = f"cards.{event.card}"
            else:
                continue
            told[key] = loaded.text(key)

    for seed in range(3):
        game = Game.new(random_setup(random.Random(seed), loaded.content, 4), loaded.content, seed)
        play_out(game, [make_bot("basic", default_bot_seed(seed, i)) for i in range(4)], tell)
        assert game.outcome() is not None
    assert len(told) > 20
    english = content("en", edition)
    translated, _ = translated_share(loaded.content, language)
    for key, text in told.items():
        assert "{" not in text and "}" not in text, f"{key}: {text}"
        assert key not in translated or text != english.text(key), f"{key} is told in English"


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("language", ["en", *LANGUAGES])
def test_every_card_text_fits_on_its_card(qtbot, language: str, edition: str) -> None:
    """The drawn card (a fixed 300 x 420 card) shows its whole text in every language, lire included."""
    from gameofyear.ui.dialogs import CardWidget

    loaded = content(language, edition)
    too_long = []
    for card_id in loaded.content.cards:
        widget = CardWidget(loaded, card_id, "Anna")
        qtbot.addWidget(widget)
        widget.show()
        label = widget.text_label
        if label.heightForWidth(label.width()) > label.height():
            too_long.append(card_id)
        widget.close()
    assert too_long == []


# --------------------------------------------------------------------------- quiz answers by language

TRANSLATED_ANSWERS: dict[str, dict[str, tuple[str, ...]]] = {
    "five_nations": {
        "England": ("Angleterre", "Inghilterra"),
        "Scotland": ("Écosse", "Scozia"),
        "Wales": ("Pays de Galles", "Galles"),
        "Ireland": ("Irlande", "Irlanda"),
    },
    "grace_kelly_film": {
        "High Noon": ("Le train sifflera trois fois", "Mezzogiorno di fuoco"),
        "Dial M for Murder": ("Le crime était presque parfait", "Il delitto perfetto", "Delitto perfetto"),
        "Rear Window": ("Fenêtre sur cour", "La finestra sul cortile"),
        "To Catch a Thief": ("La main au collet", "Caccia al ladro"),
        "The Country Girl": ("Une fille de la province", "La ragazza di campagna"),
        "High Society": ("Haute société", "Alta società"),
        "The Swan": ("Le Cygne", "Il cigno"),
        "Green Fire": ("L'Émeraude tragique", "Fuoco verde"),
        "The Bridges at Toko-Ri": ("Les Ponts de Toko-Ri", "I ponti di Toko-Ri"),
        "Fourteen Hours": ("Quatorze heures", "14 ore"),
    },
    "ian_fleming_films": {
        "Dr. No": ("James Bond 007 contre Dr. No", "Agente 007 - Licenza di uccidere", "Licenza di uccidere"),
        "From Russia with Love": ("Bons baisers de Russie", "Dalla Russia con amore"),
        "Goldfinger": ("Missione Goldfinger",),
        "Thunderball": ("Opération Tonnerre", "Thunderball - Operazione tuono", "Operazione tuono"),
        "You Only Live Twice": ("On ne vit que deux fois", "Si vive solo due volte"),
        "On Her Majesty's Secret Service": ("Au service secret de Sa Majesté", "Al servizio segreto di Sua Maestà"),
        "Diamonds Are Forever": ("Les diamants sont éternels", "Una cascata di diamanti"),
        "Live and Let Die": ("Vivre et laisser mourir", "Vivi e lascia morire"),
        "The Man with the Golden Gun": ("L'Homme au pistolet d'or", "L'uomo dalla pistola d'oro"),
        "The Spy Who Loved Me": ("L'Espion qui m'aimait", "La spia che mi amava"),
        "Moonraker": ("Moonraker - Operazione spazio", "Operazione spazio"),
        "For Your Eyes Only": ("Rien que pour vos yeux", "Solo per i tuoi occhi"),
        "Octopussy": ("Octopussy - Operazione piovra", "Operazione piovra"),
        "A View to a Kill": ("Dangereusement vôtre", "Bersaglio mobile"),
        "The Living Daylights": ("Tuer n'est pas jouer", "Zona pericolo"),
        "Chitty Chitty Bang Bang": ("Citty Citty Bang Bang",),
    },
    "khrushchev_first_name": {
        "Nikita": ("Nikita Khrouchtchev", "Nikita Kruscev", "Nikita Krusciov"),
    },
    "aspirin": {
        "acetylsalicylic acid": ("acide acétylsalicylique", "acido acetilsalicilico", "AAS"),
    },
    "napoleon_victories": {
        "Iéna": ("Jena",),
        "Arcole": ("Arcola",),
        "Pyramides": ("les Pyramides", "Piramidi", "le Piramidi"),
        "Borodino": ("La Moskova", "Moscova"),
        "Dresde": ("Dresda",),
        "Ulm": ("Ulma",),
        "Toulon": ("Tolone",),
    },
}
"""French and Italian spellings, by quiz and by the first spelling of the answer they translate."""

CASES = [(quiz, first, spelling) for quiz, answers in TRANSLATED_ANSWERS.items()
         for first, spellings in answers.items() for spelling in spellings]


def _index(quiz_id: str, first: str) -> int:
    answers = rules("classic").quizzes[quiz_id].answers
    return next(i for i, spellings in enumerate(answers) if spellings[0] == first)


@pytest.mark.parametrize(("quiz_id", "first", "spelling"), CASES, ids=[f"{q}:{s}" for q, _, s in CASES])
def test_a_translated_answer_counts_as_the_answer_it_translates(quiz_id: str, first: str, spelling: str) -> None:
    """With right answers for the rest, the spelling completes the quiz; with its own English title, it adds nothing."""
    quiz = rules("classic").quizzes[quiz_id]
    mine = _index(quiz_id, first)
    others = [spellings[0] for i, spellings in enumerate(quiz.answers) if i != mine]
    assert check_quiz(quiz, [spelling, *others[: quiz.required - 1]])
    assert check_quiz(quiz, [spelling.lower(), *others[: quiz.required - 1]])
    one_more = dataclasses.replace(quiz, required=quiz.required + 1)
    assert not check_quiz(one_more, [spelling, first, *others[: quiz.required - 1]]), "counted as another answer"
    if len(others) >= quiz.required:
        assert check_quiz(one_more, [spelling, first, *others[: quiz.required]])


@pytest.mark.parametrize(("quiz_id", "given", "right"), [
    ("five_nations", ["Angleterre", "Ecosse", "pays de galles", "IRLANDE"], True),
    ("five_nations", ["Inghilterra", "Scozia", "Galles", "Irlanda"], True),
    ("five_nations", ["Inghilterra", "Scozia", "Galles", "Pays de Galles"], False),
    ("grace_kelly_film", ["fenetre sur cour"], True),
    ("grace_kelly_film", ["Mezzogiorno di fuocco"], True),
    ("ian_fleming_films", ["Licenza di uccidere", "Agente 007 - Licenza di uccidere"], False),
    ("ian_fleming_films", ["Dalla Russia con amore", "Bons baisers de Russie"], False),
    ("ian_fleming_films", ["Dalla Russia con amore", "Missione Goldfinger"], True),
    ("napoleon_victories", ["Austerlitz", "Jena", "le Piramidi"], True),
    ("napoleon_victories", ["Iéna", "Jena", "Iena"], False),
    ("khrushchev_first_name", ["Nikita Krusciov"], True),
    ("aspirin", ["acido acetilsalicilico"], True),
], ids=lambda v: v if isinstance(v, str) else None)
def test_typed_answers_in_french_and_italian(quiz_id: str, given: list[str], right: bool) -> None:
    """Whole answers as players type them: accents and case forgiven, one answer never counted twice."""
    assert check_quiz(rules("classic").quizzes[quiz_id], given) is right


def test_no_spelling_matches_another_answer() -> None:
    """Within a quiz, no spelling of one answer equals or nearly equals (fuzzy ≥ 85) a spelling of another."""
    from rapidfuzz import fuzz

    clashes = []
    for quiz_id, quiz in rules("classic").quizzes.items():
        spellings = [(i, normalise_answer(s)) for i, answer in enumerate(quiz.answers) for s in answer]
        for i, a in spellings:
            for j, b in spellings:
                if i != j and (a == b or (len(b) >= 5 and fuzz.ratio(a, b) >= 85)):
                    clashes.append((quiz_id, a, b))
    assert clashes == []


def test_a_purchase_is_told_in_one_line_not_three() -> None:
    """Buying a token: "buys a token for 500 F" tells the payment and the token; a payment cut short is still told."""
    from gameofyear.engine import events as ev
    from gameofyear.narrate import told_elsewhere

    assert told_elsewhere(ev.MoneyPaid(0, None, 500, 500, "token"))
    assert told_elsewhere(ev.TokensMoved(None, 0, 1, "token"))
    assert told_elsewhere(ev.MoneyPaid(1, None, 200, 200, "pledge")) and told_elsewhere(ev.MoneyPaid(0, None, 300, 300, "days"))
    assert not told_elsewhere(ev.TokenBought(0, 500))
    assert not told_elsewhere(ev.MoneyPaid(0, None, 120, 300, "days")), "a bankruptcy's payment is told"
    assert not told_elsewhere(ev.MoneyPaid(0, None, 300, 300, "almanac:03-17"))
    assert not told_elsewhere(ev.TokensMoved(None, 0, 3, "quarter"))


# --------------------------------------------------------------------------- validate --lang: every problem at its place


def test_validate_names_each_problem_of_a_language_once_at_file_line_column(tmp_path, capsys) -> None:
    """Missing keys at the English text's line, extra keys and wrong placeholders at their own, each once;
    the share translated; texts whose English changed since they were translated (warnings)."""
    import json
    import re
    import shutil

    from gameofyear import cli
    from gameofyear.content.loader import hashes_file, read_texts

    folder = tmp_path / "almanac"
    shutil.copytree(default_folder(), folder)
    german = folder / "text" / "xx.yaml"
    texts = read_texts(folder / "text" / "en.yaml")[0]
    lines = ["almanac:"] + [f'  "{key[8:13]}": {{title: {json.dumps(text)}, text: {json.dumps(texts[key[:-5] + "text"])}}}'
                            for key, text in texts.items() if key.endswith(".title")]
    for section in ("signs", "cards", "facts", "questions", "quizzes"):
        lines += [f"{section}:"] + [f"  {key.partition('.')[2]}: {json.dumps(text)}"
                                    for key, text in texts.items() if key.startswith(section + ".")]
    lines = [line for line in lines if not line.startswith('  "01-06":')]              # missing: 01-06
    lines = [line.replace("{amount}", "{amount:>9} {amonut}") if line.startswith('  "01-23":') else line
             for line in lines]                                                             # two faults, one key
    lines.insert(lines.index("cards:") + 1, '  chance-99: "Nobody needs me."')            # extra
    german.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert cli.main(["validate", str(folder), "--lang", "xx", "--refresh-hashes"]) == 1
    assert hashes_file(folder, "xx").is_file()
    # the English of 1 February changes after the translation was made
    en = folder / "text" / "en.yaml"
    en.write_text(en.read_text(encoding="utf-8").replace("You fancy a winter break", "You want a winter break"),
                  encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["validate", str(folder), "--lang", "xx"]) == 1
    out = printed(capsys).splitlines()
    where = re.compile(r"^(/[^:]+):(\d+):(\d+): ")
    problems = [line for line in out if where.match(line)]
    english_line = next(i for i, t in enumerate(en.read_text(encoding="utf-8").splitlines(), 1) if t.startswith('  "01-06":'))
    assert f"{en}:{english_line + 2}:12: almanac.01-06.title is not translated in {german} (missing key)" in out
    assert f"{en}:{english_line + 4}:11: almanac.01-06.text is not translated in {german} (missing key)" in out
    extra_line = next(i for i, t in enumerate(german.read_text(encoding="utf-8").splitlines(), 1) if "chance-99" in t)
    assert f"{german}:{extra_line}:3: extra key cards.chance-99 (nothing needs it: a typo, or a date that was removed?)" in out
    placeholder = [line for line in problems if "almanac.01-23.text" in line]
    assert len(placeholder) == 1 and "{amonut}" in placeholder[0] and "{amount:>9}" in placeholder[0]
    stale = [line for line in out if "out of date" in line]
    assert len(stale) == 1 and "almanac.02-01.text" in stale[0] and where.match(stale[0])
    assert len(problems) == len(set(problems))
    share = next(line for line in out if line.startswith("xx: "))
    assert re.fullmatch(r"xx: (\d+) of (\d+) texts translated \(\d+%\)", share)
    # translated again: refreshing the hashes makes it up to date
    assert cli.main(["validate", str(folder), "--lang", "xx", "--refresh-hashes"]) == 1
    assert "out of date" not in printed(capsys)


def test_an_english_copy_kept_counts_as_not_translated_as_a_deleted_key_does(tmp_path, capsys) -> None:
    """A copy of en.yaml with 13 texts translated: 13 of 354, exit 1, each text left in English named at its line;
    the same file with the untranslated keys deleted gives the same share and exit code."""
    import re
    import shutil

    from gameofyear import cli

    folder = tmp_path / "almanac"
    shutil.copytree(default_folder(), folder)
    portuguese = folder / "text" / "pt_BR.yaml"
    names = {"capricorn": "Capricórnio", "aquarius": "Aquário", "pisces": "Peixes", "aries": "Áries", "taurus": "Touro",
             "gemini": "Gêmeos", "cancer": "Câncer", "leo": "Leão", "virgo": "Virgem", "libra": "Balança",
             "scorpio": "Escorpião", "sagittarius": "Sagitário"}
    lines = [line for line in (folder / "text" / "en.yaml").read_text(encoding="utf-8").splitlines()
             if not line.lstrip().startswith("#")]                                  # as the guide says: cp, then sed
    lines = [f'  {m[1]}: "{names[m[1]]}"' if (m := re.match(r"  (\w+): ", line)) and m[1] in names else line
             for line in lines]
    lines[lines.index('    title: "New Year\'s Day"')] = '    title: "Ano Novo"'
    portuguese.write_text("\n".join(lines) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["validate", str(folder), "--lang", "pt_BR"]) == 1
    out = printed(capsys).splitlines()
    assert "pt_BR: 13 of 354 texts translated (4%)" in out
    copied = [line for line in out if "is left identical to English" in line]
    assert len(copied) == 341
    text_of_new_year = next(i for i, line in enumerate(lines, 1) if line.startswith('    text: "Happy New Year'))
    assert any(line.startswith(f"{portuguese}:{text_of_new_year}:11: almanac.01-01.text is left identical") for line in copied)
    assert all(re.match(rf"{re.escape(str(portuguese))}:\d+:\d+: ", line) for line in copied)
    assert not any("almanac.01-01.title" in line or "signs." in line for line in copied)
    # the untranslated texts deleted instead of kept: the same share, the same exit code
    portuguese.write_text('almanac:\n  "01-01": {title: "Ano Novo"}\nsigns:\n'
                          + "".join(f'  {key}: "{name}"\n' for key, name in names.items()), encoding="utf-8")
    assert cli.main(["validate", str(folder), "--lang", "pt_BR"]) == 1
    out = printed(capsys).splitlines()
    assert "pt_BR: 13 of 354 texts translated (4%)" in out
    assert len([line for line in out if "(missing key" in line]) == 341


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_shipped_translation_is_up_to_date_with_its_english(language: str) -> None:
    """Each language keeps the hash of the English each text was translated from, and none has changed since."""
    from gameofyear.content.loader import hashes_file, out_of_date

    if not hashes_file(TEXT_DIR.parent, language).is_file():
        pytest.skip(f"{language} records no hashes yet (validate --lang {language} --refresh-hashes writes them)")
    assert out_of_date(rules("classic"), language) == []


def test_a_bet_s_coloured_faces_are_said_in_the_reader_s_language():
    """A sector of the machine with a colour ("blue / blue") is written in the reader's words; a number stays a number."""
    from gameofyear.narrate import face_name

    assert (face_name("blue"), face_name("red"), face_name(7)) == ("blue", "red", "7")
    assert face_name("red", {"red": "rot"}.get) == "rot"
