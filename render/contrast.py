"""WCAG 2 contrast between two sRGB colours: relative luminance (sRGB linearised, Rec. 709 weights) and the ratio
(L1 + 0.05) / (L2 + 0.05), from 1 (one luminance) to 21 (black on white). A renderer choosing the ink that reads
best on a colour asks it; ``tests/support/contrast.py`` adds what dichromats see."""

from __future__ import annotations

RGB = tuple[int, int, int]


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def relative_luminance(colour: RGB) -> float:
    red, green, blue = (_linear(channel) for channel in colour)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast_ratio(one: RGB, other: RGB) -> float:
    """From 1 (the same luminance) to 21 (black on white), whichever of the two is lighter."""
    lighter, darker = sorted((relative_luminance(one), relative_luminance(other)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def clearer(ground: RGB, *inks: RGB) -> RGB:
    """Of ``inks``, the one with the most contrast on ``ground`` (the first of equals)."""
    return max(inks, key=lambda ink: contrast_ratio(ink, ground))
