"""WCAG 2 contrast between two sRGB colours, as normal eyes and as dichromats see them.

Relative luminance and contrast ratio are WCAG 2.x's (sRGB linearised, Rec. 709 weights; (L1 + 0.05) / (L2 + 0.05)).
The dichromat's colours are Machado, Oliveira and Fernandes (2009) at severity 1.0, applied in linear RGB
(``tests/render/colour_vision.simulate``): each colour of a pair is simulated, then the ratio is taken.
"""

from __future__ import annotations

from tests.render.colour_vision import RGB, VISIONS, simulate

AA_TEXT = 4.5  # WCAG 1.4.3: text and images of text
AA_LARGE = 3.0  # WCAG 1.4.3 for large text (24 px, or 18.7 px bold), and 1.4.11 for graphics that carry meaning


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


def seen_contrast(one: RGB, other: RGB, vision: str) -> float:
    """The contrast ratio of the two colours as seen with ``vision``: ``normal``, ``deutan``, ``protan``, ``tritan``."""
    return contrast_ratio(simulate(one, vision), simulate(other, vision))


def lowest_contrast(one: RGB, other: RGB) -> tuple[float, str]:
    """The lowest contrast ratio of the two colours over normal vision and the three dichromacies, and for which."""
    return min((seen_contrast(one, other, vision), vision) for vision in VISIONS)
