"""How far apart two colours are, for the eyes at the table: pure arithmetic, no pygame.

Three measures, each from its published standard, so the palette in ``theme.py`` can be
checked by tests rather than by eye alone:

* :func:`contrast_ratio`, WCAG 2's contrast between a text and what is behind it, from the
  relative luminance of sRGB colours (4.5:1 for text, 3:1 for large headings and disabled
  controls: WCAG 2.1, success criteria 1.4.3 and 1.4.11);
* :func:`simulate`, how a colour looks to a person with protanopia, deuteranopia or
  tritanopia, by the matrices of Machado, Oliveira and Fernandes (2009) at severity 1.0,
  applied to linear RGB (the matrices are made for linear light, not for sRGB's codes);
* :func:`ciede2000`, the CIE's colour difference of 2000 between two CIELAB colours, as
  written out by Sharma, Wu and Dalal (2005), with :func:`difference` between two sRGB
  colours as a person with the given vision sees them.
"""

from __future__ import annotations

import math
from typing import Literal

Rgb = tuple[int, int, int]
Lab = tuple[float, float, float]
Vision = Literal["normal", "protanopia", "deuteranopia", "tritanopia"]

#: every vision :func:`simulate` knows, normal first
VISIONS: tuple[Vision, ...] = ("normal", "protanopia", "deuteranopia", "tritanopia")

#: WCAG AA: body text, and large text or a disabled control's label
TEXT_CONTRAST = 4.5
LARGE_CONTRAST = 3.0

_Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

#: Machado et al. (2009), severity 1.0, for linear RGB
MACHADO: dict[Vision, _Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def to_linear(code: float) -> float:
    """An sRGB code (0..255) as linear light (0..1), by the sRGB transfer curve."""
    c = code / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_code(linear: float) -> int:
    """Linear light (clipped to 0..1) back to the nearest sRGB code."""
    v = max(0.0, min(1.0, linear))
    c = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


def relative_luminance(rgb: Rgb) -> float:
    """WCAG's relative luminance of an sRGB colour: 0 for black, 1 for white."""
    r, g, b = (to_linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Rgb, b: Rgb) -> float:
    """WCAG's contrast ratio of two colours, 1 (the same) to 21 (black on white), either order."""
    la, lb = relative_luminance(a), relative_luminance(b)
    light, dark = max(la, lb), min(la, lb)
    return (light + 0.05) / (dark + 0.05)


def simulate(rgb: Rgb, vision: Vision) -> Rgb:
    """``rgb`` as a person with ``vision`` sees it (Machado et al. 2009, severity 1.0)."""
    if vision == "normal":
        return rgb
    matrix = MACHADO[vision]
    linear = [to_linear(c) for c in rgb]
    seen = [sum(m * v for m, v in zip(row, linear)) for row in matrix]
    return (to_code(seen[0]), to_code(seen[1]), to_code(seen[2]))


def to_lab(rgb: Rgb) -> Lab:
    """CIELAB (D65 white) of an sRGB colour."""
    r, g, b = (to_linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 colour difference of two CIELAB colours (kL = kC = kH = 1).

    Written from Sharma, Wu and Dalal (2005), equations 1 to 22: the hue mean and
    difference take the short way round the circle, and a colour without chroma
    has hue 0."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0

    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dh_big = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))

    l_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_mean = (h1p + h2p + 360) / 2
    else:
        hp_mean = (h1p + h2p - 360) / 2

    t = (1 - 0.17 * math.cos(math.radians(hp_mean - 30)) + 0.24 * math.cos(math.radians(2 * hp_mean))
         + 0.32 * math.cos(math.radians(3 * hp_mean + 6)) - 0.20 * math.cos(math.radians(4 * hp_mean - 63)))
    d_theta = 30 * math.exp(-(((hp_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (dh_big / s_h) ** 2
                     + r_t * (dc / s_c) * (dh_big / s_h))


def difference(a: Rgb, b: Rgb, vision: Vision = "normal") -> float:
    """CIEDE2000 between two sRGB colours as a person with ``vision`` sees them."""
    return ciede2000(to_lab(simulate(a, vision)), to_lab(simulate(b, vision)))


def least_difference(colours: tuple[Rgb, ...] | list[Rgb], vision: Vision = "normal") -> float:
    """The smallest CIEDE2000 between any two of ``colours`` under ``vision`` (inf for fewer than two)."""
    least = math.inf
    for i, a in enumerate(colours):
        for b in colours[i + 1:]:
            least = min(least, difference(a, b, vision))
    return least
