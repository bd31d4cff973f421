"""Duplicate's hand-off card reads naturally in Portuguese: it had said "só a sua jogada
é só sua" (only your play is only yours); it now says the rack is everyone's this round
and each play stays secret."""

from __future__ import annotations

from game import i18n


def test_the_duplicate_handoff_line_reads_naturally_in_portuguese() -> None:
    i18n.set_language("pt")
    line = i18n._("Everyone plays the same rack this round; only your play is yours.")
    assert line == "Nesta rodada todos jogam com o mesmo rack, mas a jogada de cada um fica em segredo."
