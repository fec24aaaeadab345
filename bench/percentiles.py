"""The percentile every benchmark prints: the sample at that rank of the sorted samples (no interpolation)."""

from __future__ import annotations

from collections.abc import Sequence


def percentile(samples: Sequence[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]
