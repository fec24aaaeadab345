"""WCAG 2 contrast between two sRGB colours, as normal eyes and as dichromats see them.

Relative luminance and contrast ratio are WCAG 2.x's (``render/contrast.py``, which the renderers use too).
The dichromat's colours are Machado, Oliveira and Fernandes (2009) at severity 1.0, applied in linear RGB
(``tests/render/colour_vision.simulate``): each colour of a pair is simulated, then the ratio is taken.
"""

from __future__ import annotations

from render.contrast import contrast_ratio, relative_luminance
from tests.render.colour_vision import RGB, VISIONS, simulate

__all__ = ["AA_LARGE", "AA_TEXT", "contrast_ratio", "lowest_contrast", "relative_luminance", "seen_contrast"]

AA_TEXT = 4.5  # WCAG 1.4.3: text and images of text
AA_LARGE = 3.0  # WCAG 1.4.3 for large text (24 px, or 18.7 px bold), and 1.4.11 for graphics that carry meaning


def seen_contrast(one: RGB, other: RGB, vision: str) -> float:
    """The contrast ratio of the two colours as seen with ``vision``: ``normal``, ``deutan``, ``protan``, ``tritan``."""
    return contrast_ratio(simulate(one, vision), simulate(other, vision))


def lowest_contrast(one: RGB, other: RGB) -> tuple[float, str]:
    """The lowest contrast ratio of the two colours over normal vision and the three dichromacies, and for which."""
    return min((seen_contrast(one, other, vision), vision) for vision in VISIONS)
