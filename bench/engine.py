"""Random-play throughput of the rules engine, per variant.

One *step* is what a player's turn costs the engine at its busiest: generate
every legal move, play one chosen at random (or deal when nothing moves), and,
one time in four, undo it. The figure is steps per second on one core.

    uv run python bench/engine.py            # all variants, 3 seconds each
    uv run python bench/engine.py --seconds 10 --seed 7
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
import tracemalloc

from spider_qt.engine import Game, MoveError, default_catalog, new_game

CASES = [
    ("spider", 1, "classic"), ("spider", 2, "classic"), ("spider", 4, "classic"),
    ("spider", 4, "relaxed"), ("spiderette", 4, "classic"),
]


def random_step(game: Game, rng: random.Random) -> bool:
    """Generate the legal moves and play one at random (or deal); ``False`` when blocked."""
    moves = game.legal_moves()
    try:
        if moves:
            game.move(*rng.choice(moves))
        else:
            game.deal()
    except MoveError:
        return False  # no move, and no deal allowed
    return True


def run(variant: str, suits: int, rule: str, seconds: float, seed: int) -> tuple[int, int, float]:
    """Play random games until ``seconds`` have passed; return (steps, games, elapsed)."""
    rng = random.Random(seed)  # choosing moves only; deals come from the engine's own shuffle
    steps = games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        game = new_game(variant=variant, suits=suits, rule=rule, deal=rng.randrange(26**7))
        games += 1
        for _ in range(2000):
            if not random_step(game, rng):
                break  # blocked: start another game
            if rng.random() < 0.25:
                game.undo()
            steps += 1
            if game.won:
                break
    return steps, games, time.perf_counter() - start


def memory_of_a_full_history(variant: str, suits: int, seed: int) -> int:
    """Bytes held by one game after 100+ actions (the undo history is full)."""
    rng = random.Random(seed)
    tracemalloc.start()
    game = new_game(variant=variant, suits=suits, deal=rng.randrange(26**7))
    for _ in range(150):
        if not random_step(game, rng):
            break
    size, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert game.can_undo
    return size


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per variant")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    default_catalog()  # plugin loading is start-up cost, not play
    print(f"Python {platform.python_version()} on {platform.machine()}, "
          f"{args.seconds:g} s per case, seed {args.seed}")
    print(f"{'variant':<12}{'suits':>6} {'rule':<9}{'steps/s':>10}{'games':>8}")
    for variant, suits, rule in CASES:
        steps, games, elapsed = run(variant, suits, rule, args.seconds, args.seed)
        print(f"{variant:<12}{suits:>6} {rule:<9}{steps / elapsed:>10,.0f}{games:>8}")
    for variant in ("spider", "spiderette"):
        kib = memory_of_a_full_history(variant, 4, args.seed) / 1024
        print(f"memory of one {variant} game with a full undo history: {kib:,.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
