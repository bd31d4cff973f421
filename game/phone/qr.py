"""A seat's link as a QR code, for the window to draw (segno makes it; no pygame here)."""

from __future__ import annotations

import io

import segno

#: the quiet zone segno puts around a code, in modules (the standard asks for 4)
BORDER = 4


def _code(url: str) -> segno.QRCode:
    # Medium error correction: a code on a TV seen at an angle, glare and all.
    return segno.make_qr(url, error="m", boost_error=False)


def seat_qr_matrix(url: str) -> list[list[bool]]:
    """The code's modules row by row, True for dark, without the quiet zone
    (the window leaves a light margin of :data:`BORDER` modules around it)."""
    return [[bool(v) for v in row] for row in _code(url).matrix]


def seat_qr_png(url: str, scale: int = 8) -> bytes:
    """The code as PNG bytes, ``scale`` pixels a module, with its quiet zone."""
    out = io.BytesIO()
    _code(url).save(out, kind="png", scale=scale, border=BORDER)
    return out.getvalue()
