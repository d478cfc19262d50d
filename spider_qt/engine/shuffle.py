"""The deterministic shuffle behind every game code.

A code must give the same deal on every machine, Python version and future
release, so the shuffle cannot use :mod:`random` (whose algorithms may change).
This module is the whole definition, and it is frozen: changing any line here
changes every deal, which would need a new code format version.

Generator: SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number
generators", OOPSLA 2014), seeded with the deal number::

    state += 0x9E3779B97F4A7C15            (mod 2**64)
    z = state
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 (mod 2**64)
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB (mod 2**64)
    output z ^ (z >> 31)

Shuffle: Fisher–Yates from the last position down; for position ``i`` the swap
partner ``j`` is uniform in ``0..i``, drawn by rejection so it is unbiased: draw
``x``, reject while ``x >= 2**64 - (2**64 % (i + 1))``, then ``j = x % (i + 1)``.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Final, TypeVar

_MASK: Final = (1 << 64) - 1
_GOLDEN_GAMMA: Final = 0x9E3779B97F4A7C15

T = TypeVar("T")


class SplitMix64:
    """A tiny 64-bit generator; its output depends only on the seed."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next(self) -> int:
        self._state = (self._state + _GOLDEN_GAMMA) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in ``0 .. bound-1``, without modulo bias."""
        if not 0 < bound <= 1 << 64:
            raise ValueError(f"bound out of range: {bound}")
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            x = self.next()
            if x < limit:
                return x % bound


def shuffle(items: MutableSequence[T], seed: int) -> None:
    """Shuffle ``items`` in place, the same way for the same seed, forever."""
    rng = SplitMix64(seed)
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]
