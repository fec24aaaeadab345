"""Colour-vision simulation and colour distance for the render tests.

Simulation: Machado, Oliveira and Fernandes (2009), severity 1.0 (dichromacy), applied in linear RGB, for
deuteranopia, protanopia and tritanopia. Distance: CIE76 ΔE, the Euclidean distance in CIELAB (D65 white) between
two sRGB colours after the same simulation. ΔE 2.3 is about a just-noticeable difference; the tests ask for more
(each says how much).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image

RGB = tuple[int, int, int]

# Machado et al. 2009, severity 1.0, for linear RGB.
MACHADO: dict[str, tuple[tuple[float, float, float], ...]] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VISIONS = list(MACHADO)
DEFICIENCIES = ["deutan", "protan", "tritan"]


def _linear(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _srgb(c: float) -> int:
    c = min(1.0, max(0.0, c))
    v = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(v * 255)


@lru_cache(maxsize=65536)
def simulate(rgb: RGB, vision: str) -> RGB:
    """``rgb`` as a dichromat of that kind sees it (``normal``: unchanged)."""
    lin = [_linear(v) for v in rgb]
    m = MACHADO[vision]
    out = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    return _srgb(out[0]), _srgb(out[1]), _srgb(out[2])


def simulate_image(image: Image.Image, vision: str) -> Image.Image:
    """The picture as a dichromat sees it (per colour, cached: pictures hold few colours)."""
    cache: dict[Any, RGB] = {}
    rgb = image.convert("RGB")
    data = [cache.setdefault(px, simulate(px, vision)) for px in rgb.get_flattened_data()]
    out = Image.new("RGB", rgb.size)
    out.putdata(data)
    return out


def lab(rgb: RGB) -> tuple[float, float, float]:
    r, g, b = (_linear(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(one: RGB, other: RGB, vision: str = "normal") -> float:
    """CIE76 ΔE between the two colours as seen with ``vision``."""
    a, b = lab(simulate(one, vision)), lab(simulate(other, vision))
    return float(sum((p - q) ** 2 for p, q in zip(a, b, strict=True)) ** 0.5)


def closest(colours: dict[str, RGB], vision: str) -> tuple[float, str, str]:
    """The smallest ΔE between two of ``colours`` under ``vision`` and the names of that pair."""
    names = list(colours)
    pairs = [(delta_e(colours[a], colours[b], vision), a, b) for i, a in enumerate(names) for b in names[i + 1 :]]
    return min(pairs)
