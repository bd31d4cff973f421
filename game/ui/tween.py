"""A small tween library: easing curves, tweens, timelines.

Views animate toward the game state; the state never waits for them.  Every
tween advances by ``update(dt)`` from the scene's update, scaled by one global
speed multiplier (the animation-speed setting, and faster in demo mode), so
nothing here reads a clock.

    t = Tween(0, 100, 0.3, ease_out_cubic)
    t.update(0.1); t.value  # -> 70.4
    seq = Timeline().then(t).wait(0.2).call(lambda: ...)
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable

Easing = Callable[[float], float]

# --- easing curves: f(0) = 0, f(1) = 1 ---------------------------------------


def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_in_cubic(t: float) -> float:
    return t * t * t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


_BACK = 1.70158


def ease_in_back(t: float) -> float:
    return (_BACK + 1) * t**3 - _BACK * t**2


def ease_out_back(t: float) -> float:
    u = t - 1
    return 1 + (_BACK + 1) * u**3 + _BACK * u**2


def ease_out_elastic(t: float) -> float:
    if t <= 0 or t >= 1:
        return float(t >= 1)
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi / 3)) + 1


def ease_out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


EASINGS: dict[str, Easing] = {
    f.__name__: f
    for f in (
        linear,
        ease_in_quad,
        ease_out_quad,
        ease_in_out_quad,
        ease_in_cubic,
        ease_out_cubic,
        ease_in_out_cubic,
        ease_in_back,
        ease_out_back,
        ease_out_elastic,
        ease_out_bounce,
    )
}

# --- the global speed multiplier ----------------------------------------------

_speed = 1.0


def set_speed(multiplier: float) -> None:
    """Animation speed: 2.0 plays everything twice as fast. Clamped to 0.1..20."""
    global _speed
    _speed = max(0.1, min(20.0, float(multiplier)))


def speed() -> float:
    return _speed


# --- tweens ------------------------------------------------------------------


class Animation(ABC):
    """Something with ``update(dt)`` and ``done``; base of Tween, Wait, Call, Timeline."""

    done: bool = False

    @abstractmethod
    def update(self, dt: float) -> float:
        """Advance by ``dt`` seconds of real time; return the unused part of ``dt``."""

    def finish(self) -> None:
        """Jump to the end (skip button, input during an animation)."""
        while not self.done:
            self.update(3600.0)


class Tween(Animation):
    """A value moving from ``start`` to ``end`` over ``duration`` seconds with an easing."""

    def __init__(
        self,
        start: float,
        end: float,
        duration: float,
        easing: Easing = ease_in_out_quad,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
        scaled: bool = True,
    ) -> None:
        self.start = float(start)
        self.end = float(end)
        self.duration = max(0.0, float(duration))
        self.easing = easing
        self.delay = max(0.0, float(delay))
        self.elapsed = 0.0
        self.on_done = on_done
        # Unscaled tweens (e.g. a toast's reading time) ignore the speed setting.
        self.scaled = scaled
        self.done = self.duration == 0 and self.delay == 0
        if self.done and on_done:
            on_done()

    @property
    def progress(self) -> float:
        """0..1 of the tween's own time (before easing)."""
        if self.duration == 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return self.start + (self.end - self.start) * self.easing(self.progress)

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        step = dt * (_speed if self.scaled else 1.0)
        total = self.delay + self.duration
        left = total - self.elapsed
        if step >= left:
            self.elapsed = total
            self.done = True
            if self.on_done:
                self.on_done()
            spare = step - left
            return spare / (_speed if self.scaled else 1.0)
        self.elapsed += step
        return 0.0

    def retarget(self, end: float, duration: float | None = None) -> None:
        """Animate from the current value to a new end (a view chasing changed state)."""
        self.start = self.value
        self.end = float(end)
        self.elapsed = 0.0
        self.delay = 0.0
        if duration is not None:
            self.duration = max(0.0, duration)
        self.done = self.duration == 0


class Wait(Tween):
    """A pause in a timeline."""

    def __init__(self, seconds: float) -> None:
        super().__init__(0, 0, seconds, linear)


class Call(Animation):
    """Run a function when a timeline reaches this point."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn
        self.done = False

    def update(self, dt: float) -> float:
        if not self.done:
            self.done = True
            self.fn()
        return dt


class Parallel(Animation):
    """Several animations at once; done when all are done."""

    def __init__(self, items: Iterable[Animation] = ()) -> None:
        self.items = list(items)
        self.done = all(i.done for i in self.items)

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        spare = min((i.update(dt) for i in self.items if not i.done), default=dt)
        self.done = all(i.done for i in self.items)
        return spare if self.done else 0.0


class Timeline(Animation):
    """A sequence: each step starts when the previous one is done.

    Time left over when a step ends flows into the next step, so a long frame
    does not stretch the sequence.
    """

    def __init__(self, steps: Iterable[Animation] = ()) -> None:
        self.steps: list[Animation] = list(steps)
        self.index = 0
        self.done = not self.steps

    def then(self, *items: Animation) -> Timeline:
        """Append one step (or several running in parallel)."""
        self.steps.append(items[0] if len(items) == 1 else Parallel(items))
        self.done = False
        return self

    def wait(self, seconds: float) -> Timeline:
        return self.then(Wait(seconds))

    def call(self, fn: Callable[[], None]) -> Timeline:
        return self.then(Call(fn))

    def update(self, dt: float) -> float:
        # A bounded loop: a step list full of zero-length steps still ends.
        guard = 0
        while self.index < len(self.steps) and guard < 10_000:
            guard += 1
            step = self.steps[self.index]
            dt = step.update(dt) if not step.done else dt
            if not step.done:
                return 0.0
            self.index += 1
        self.done = True
        return dt

    @property
    def running(self) -> bool:
        return not self.done


class Animator:
    """A bag of running animations a scene owns; finished ones drop out."""

    def __init__(self) -> None:
        self.items: list[Animation] = []

    def add(self, anim: Animation) -> Animation:
        self.items.append(anim)
        return anim

    def update(self, dt: float) -> None:
        for item in list(self.items):
            item.update(dt)
        self.items = [i for i in self.items if not i.done]

    def finish_all(self) -> None:
        for item in list(self.items):
            item.finish()
        self.items = [i for i in self.items if not i.done]

    @property
    def busy(self) -> bool:
        return bool(self.items)
