"""The frozen shuffle: SplitMix64 and the Fisher–Yates shuffle built on it.

Every game code depends on these exact numbers: if a test here fails, every deal
has changed, which needs a new code format version.
"""

from __future__ import annotations

from collections import Counter

import pytest

from spider_qt.engine.shuffle import SplitMix64, shuffle

MASK64 = (1 << 64) - 1


def reference_splitmix64(seed: int, count: int) -> list[int]:
    """SplitMix64 written out from the published algorithm (Steele, Lea & Flood 2014)."""
    state = seed & MASK64
    out: list[int] = []
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        out.append(z ^ (z >> 31))
    return out


def reference_shuffle(items: list[int], seed: int) -> list[int]:
    """Fisher–Yates from the last position down, unbiased by rejection (shuffle.py docstring)."""
    result = list(items)
    outputs = iter(reference_splitmix64(seed, 10_000))
    for i in range(len(result) - 1, 0, -1):
        bound = i + 1
        limit = 2**64 - (2**64 % bound)
        x = next(outputs)
        while x >= limit:
            x = next(outputs)
        j = x % bound
        result[i], result[j] = result[j], result[i]
    return result


def first_outputs(seed: int, count: int) -> list[int]:
    rng = SplitMix64(seed)
    return [rng.next() for _ in range(count)]


# Literal values of the standard SplitMix64 (as in Vigna's splitmix64.c) for seeds 0 and 1.
SEED_0 = [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
SEED_1 = [0x910A2DEC89025CC1, 0xBEEB8DA1658EEC67, 0xF893A2EEFB32555E]

# shuffle(list(range(10)), 0), pinned once; it agrees with reference_shuffle.
SHUFFLED_10_SEED_0 = [6, 3, 2, 9, 8, 1, 4, 7, 0, 5]


def test_first_output_for_seed_0_is_the_published_value() -> None:
    assert SplitMix64(0).next() == 0xE220A8397B1DCDAF


@pytest.mark.parametrize(("seed", "expected"), [(0, SEED_0), (1, SEED_1)])
def test_literal_outputs(seed: int, expected: list[int]) -> None:
    assert first_outputs(seed, len(expected)) == expected


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 29, 12345, 26**7 - 1, 2**63, 2**64 - 1])
def test_matches_reference_implementation(seed: int) -> None:
    assert first_outputs(seed, 20) == reference_splitmix64(seed, 20)


def test_reference_implementation_agrees_with_literals() -> None:
    # Guards the reference itself: a typo there would otherwise hide a change.
    assert reference_splitmix64(0, 3) == SEED_0
    assert reference_splitmix64(1, 3) == SEED_1


def test_outputs_are_64_bit() -> None:
    for value in first_outputs(7, 200):
        assert 0 <= value <= MASK64


def test_seed_is_taken_modulo_2_64() -> None:
    assert first_outputs(2**64 + 5, 5) == first_outputs(5, 5)


@pytest.mark.parametrize("bound", [1, 2, 3, 7, 10, 52, 104, 1000, 2**63 + 1, 2**64])
def test_below_stays_in_range(bound: int) -> None:
    rng = SplitMix64(99)
    for _ in range(300):
        assert 0 <= rng.below(bound) < bound


def test_below_one_is_always_zero() -> None:
    rng = SplitMix64(3)
    assert {rng.below(1) for _ in range(50)} == {0}


def test_below_reaches_every_value_of_a_small_bound() -> None:
    rng = SplitMix64(11)
    counts = Counter(rng.below(6) for _ in range(600))
    assert set(counts) == set(range(6))


def test_below_power_of_two_is_modulo_of_output() -> None:
    # No rejection is possible when the bound divides 2**64.
    expected = [x % 8 for x in reference_splitmix64(5, 10)]
    rng = SplitMix64(5)
    assert [rng.below(8) for _ in range(10)] == expected


@pytest.mark.parametrize("bound", [0, -1, 2**64 + 1])
def test_below_rejects_bad_bounds(bound: int) -> None:
    with pytest.raises(ValueError, match="bound"):
        SplitMix64(0).below(bound)


@pytest.mark.parametrize("seed", [0, 1, 3, 29, 26**7 - 1])
@pytest.mark.parametrize("size", [0, 1, 2, 28, 52, 104])
def test_shuffle_is_a_permutation(seed: int, size: int) -> None:
    items = list(range(size))
    shuffle(items, seed)
    assert sorted(items) == list(range(size))


@pytest.mark.parametrize("seed", [0, 1, 3, 29, 4242, 26**7 - 1])
def test_shuffle_matches_reference(seed: int) -> None:
    items = list(range(104))
    shuffle(items, seed)
    assert items == reference_shuffle(list(range(104)), seed)


def test_shuffle_literal_order() -> None:
    # Pinned literally, independent of both implementations above.
    items = list(range(10))
    shuffle(items, 0)
    assert items == reference_shuffle(list(range(10)), 0)
    assert items == SHUFFLED_10_SEED_0


def test_same_seed_same_order() -> None:
    first = list(range(104))
    second = list(range(104))
    shuffle(first, 3)
    shuffle(second, 3)
    assert first == second


def test_different_seeds_give_different_orders() -> None:
    orders = set()
    for seed in range(50):
        items = list(range(52))
        shuffle(items, seed)
        orders.add(tuple(items))
    assert len(orders) == 50


def test_shuffle_actually_moves_cards() -> None:
    items = list(range(104))
    shuffle(items, 3)
    assert items != list(range(104))


def test_shuffle_works_in_place_on_any_mutable_sequence() -> None:
    letters = list("abcdefghij")
    original_id = id(letters)
    shuffle(letters, 1)
    assert id(letters) == original_id
    assert sorted(letters) == list("abcdefghij")
    expected = [list("abcdefghij")[i] for i in reference_shuffle(list(range(10)), 1)]
    assert letters == expected

