"""A seat's link as a QR code: the matrix the window will draw and the PNG,
checked against segno's own code for the link, module by module."""

from __future__ import annotations

import io

import pygame
import segno

from game.phone.qr import BORDER, seat_qr_matrix, seat_qr_png

URL = "http://192.168.1.20:45123/seat/q4Jx3n8l2Yh1bS0vWc9ZpRk7TfMaEoGd"


def test_the_matrix_is_the_code_of_the_link() -> None:
    matrix = seat_qr_matrix(URL)
    code = segno.make_qr(URL, error="m", boost_error=False)
    assert code.mode == "byte" and code.error == "M"
    assert len(matrix) == len(code.matrix) == 37  # version 5 holds a link of 64 characters
    assert matrix == [[bool(v) for v in row] for row in code.matrix]
    # the three finder squares: dark 7x7 rings in three corners
    for top, left in ((0, 0), (0, 30), (30, 0)):
        assert all(matrix[top][left + i] and matrix[top + 6][left + i] for i in range(7))
        assert all(matrix[top + i][left] and matrix[top + i][left + 6] for i in range(7))
    assert seat_qr_matrix(URL.replace("q4J", "r4J")) != matrix


def test_the_png_draws_the_same_modules_with_a_quiet_zone() -> None:
    scale = 4
    image = pygame.image.load(io.BytesIO(seat_qr_png(URL, scale=scale)), "code.png")
    matrix = seat_qr_matrix(URL)
    side = (len(matrix) + 2 * BORDER) * scale
    assert image.get_size() == (side, side)
    for row in range(-BORDER, len(matrix) + BORDER):
        for col in range(-BORDER, len(matrix) + BORDER):
            inside = 0 <= row < len(matrix) and 0 <= col < len(matrix)
            dark = inside and matrix[row][col]
            x, y = (col + BORDER) * scale + 1, (row + BORDER) * scale + 1
            assert (image.get_at((x, y))[:3] == (0, 0, 0)) == dark, (row, col)
