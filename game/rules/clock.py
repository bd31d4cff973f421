"""The turn clock (docs/rules.md "Turn clock"): a pure object advanced by ``tick(dt)``.

It never reads the wall clock; the play scene passes the frame time in, so a
test can run a minute in one call and a paused game loses no time.
"""

from __future__ import annotations

from enum import Enum


class ClockPhase(str, Enum):
    OFF = "off"  # no clock in this rule set
    RUNNING = "running"
    WARNING = "warning"  # the last few seconds: the UI changes colour and ticks
    PAUSED = "paused"
    EXPIRED = "expired"


class ClockEvent(str, Enum):
    WARNING_STARTED = "warning_started"
    SECOND = "second"  # a whole second passed during the warning phase
    EXPIRED = "expired"


class TurnClock:
    """Counts one turn down from ``limit`` seconds.

    ``tick`` returns the events that happened during ``dt``, in order, so the
    UI can play a tick for every warning second and a buzzer at expiry.
    """

    def __init__(self, limit: float, warning: float = 10.0) -> None:
        if limit < 0 or warning < 0:
            raise ValueError("clock times cannot be negative")
        self.limit = float(limit)
        self.warning = float(min(warning, limit))
        self.elapsed = 0.0
        self._paused = False

    @property
    def enabled(self) -> bool:
        return self.limit > 0

    @property
    def remaining(self) -> float:
        return max(0.0, self.limit - self.elapsed) if self.enabled else 0.0

    @property
    def fraction_left(self) -> float:
        return self.remaining / self.limit if self.enabled else 1.0

    @property
    def expired(self) -> bool:
        return self.enabled and self.elapsed >= self.limit

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def phase(self) -> ClockPhase:
        if not self.enabled:
            return ClockPhase.OFF
        if self.expired:
            return ClockPhase.EXPIRED
        if self._paused:
            return ClockPhase.PAUSED
        if self.remaining <= self.warning:
            return ClockPhase.WARNING
        return ClockPhase.RUNNING

    def restart(self) -> None:
        """A new turn: full time, running."""
        self.elapsed = 0.0
        self._paused = False

    def pause(self) -> None:
        self._paused = True

    def resume(self) -> None:
        self._paused = False

    def tick(self, dt: float) -> list[ClockEvent]:
        """Advance by ``dt`` seconds (ignored while paused, expired or off)."""
        if not self.enabled or self._paused or self.expired or dt <= 0:
            return []
        before = self.remaining
        self.elapsed = min(self.limit, self.elapsed + dt)
        after = self.remaining
        events: list[ClockEvent] = []
        if before > self.warning >= after and self.warning > 0:
            events.append(ClockEvent.WARNING_STARTED)
        # One SECOND event for each whole second crossed inside the warning phase.
        start = min(before, self.warning)
        if start > after:
            crossed = int(_ceil(start) - _ceil(after))
            events.extend([ClockEvent.SECOND] * max(0, crossed))
        if after <= 0:
            events.append(ClockEvent.EXPIRED)
        return events


def _ceil(x: float) -> float:
    whole = int(x)
    return float(whole if whole == x else whole + 1)
