"""RapidFuzz against the standard library's difflib on the quiz answers of every language.

The game forgives small typos in a typed quiz answer (RULINGS.md §8): an answer
of five letters or more counts when its similarity to a spelling is 85 % or more.
This script asks, for both ways of measuring that similarity
(``rapidfuzz.fuzz.ratio`` and ``difflib.SequenceMatcher.ratio``), how they judge
the same answers, built from every spelling of ``almanac/quizzes.yaml`` (all the
languages' spellings are there):

- *typos*: each spelling of five letters or more with one, then two, seeded
  mistakes (a letter dropped, doubled, swapped with its neighbour, or replaced):
  how many are accepted (higher is kinder);
- *other answers*: each spelling against every spelling of the other answers of
  the same quiz (a different answer typed right): how many are wrongly accepted
  (must stay 0);
- *disagreements*: the answers on which the two verdicts differ, and the time each takes.

Run: ``python benchmarks/quiz_matching.py [--seed N] [--per-spelling K]``. It prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import difflib
import random
import time
from pathlib import Path

import yaml

from gameofyear.content.texts import normalise_answer

ROOT = Path(__file__).resolve().parents[1]
THRESHOLD = 85


def _typo(text: str, rng: random.Random, count: int) -> str:
    letters = list(text)
    for _ in range(count):
        at = rng.randrange(len(letters))
        kind = rng.choice(("drop", "double", "swap", "replace"))
        if kind == "drop" and len(letters) > 1:
            del letters[at]
        elif kind == "double":
            letters.insert(at, letters[at])
        elif kind == "swap" and at + 1 < len(letters):
            letters[at], letters[at + 1] = letters[at + 1], letters[at]
        else:
            letters[at] = rng.choice("abcdefghijklmnopqrstuvwxyz")
    return "".join(letters)


def rapidfuzz_ok(given: str, right: str) -> bool:
    from rapidfuzz import fuzz

    return given == right or (len(right) >= 5 and fuzz.ratio(given, right) >= THRESHOLD)


def difflib_ok(given: str, right: str) -> bool:
    return given == right or (len(right) >= 5 and
                              difflib.SequenceMatcher(None, given, right, autojunk=False).ratio() * 100 >= THRESHOLD)


def main() -> None:
    """Print, for each judge, the typos accepted, the other answers wrongly accepted, and the time taken."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-spelling", type=int, default=20, help="typed answers with mistakes per spelling")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    quizzes = yaml.safe_load((ROOT / "almanac" / "quizzes.yaml").read_text(encoding="utf-8"))
    quizzes = quizzes.get("quizzes", quizzes)
    typos: list[tuple[str, str, int]] = []
    others: list[tuple[str, str]] = []
    spellings_count = 0
    for quiz in quizzes.values():
        answers = [[normalise_answer(s) for s in answer] for answer in quiz.get("answers", [])]
        for index, answer in enumerate(answers):
            for spelling in answer:
                spellings_count += 1
                if len(spelling) >= 5:
                    for mistakes in (1, 2):
                        typos += [(_typo(spelling, rng, mistakes), spelling, mistakes)
                                  for _ in range(args.per_spelling)]
                for other_index, other in enumerate(answers):
                    if other_index != index:
                        others += [(spelling, right) for right in other]
    print(f"{len(quizzes)} quizzes, {spellings_count} spellings (every language), {len(typos)} answers with typos, "
          f"{len(others)} pairs of different answers; threshold {THRESHOLD} %")
    verdicts = {}
    for name, judge in (("rapidfuzz.fuzz.ratio", rapidfuzz_ok), ("difflib.SequenceMatcher", difflib_ok)):
        start = time.perf_counter()
        accepted = {m: sum(judge(g, r) for g, r, k in typos if k == m) for m in (1, 2)}
        wrong = sum(judge(g, r) for g, r in others)
        spent = time.perf_counter() - start
        verdicts[name] = [judge(g, r) for g, r, _ in typos] + [judge(g, r) for g, r in others]
        total = {m: sum(1 for *_, k in typos if k == m) for m in (1, 2)}
        print(f"{name:26} one mistake accepted {accepted[1]}/{total[1]} ({accepted[1] / total[1]:.1%}), "
              f"two {accepted[2]}/{total[2]} ({accepted[2] / total[2]:.1%}); other answers accepted {wrong}; "
              f"{spent * 1e6 / (len(typos) + len(others)):.1f} µs per answer")
    a, b = verdicts.values()
    pairs = [(g, r) for g, r, _ in typos] + others
    differ = [(pairs[i], x) for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    print(f"verdicts that differ: {len(differ)} of {len(pairs)}")
    for (given, right), by_rapidfuzz in differ[:10]:
        print(f"  {given!r} for {right!r}: rapidfuzz {'accepts' if by_rapidfuzz else 'refuses'}, "
              f"difflib {'refuses' if by_rapidfuzz else 'accepts'}")


if __name__ == "__main__":
    main()
