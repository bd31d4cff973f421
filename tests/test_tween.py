"""The tween library: easing curves, tweens, timelines, the speed multiplier."""

import pytest

from game.ui import tween
from game.ui.tween import EASINGS, Animator, Timeline, Tween, Wait


@pytest.fixture(autouse=True)
def normal_speed():
    tween.set_speed(1.0)
    yield
    tween.set_speed(1.0)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_starts_at_0_and_ends_at_1(name):
    f = EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


def test_tween_moves_and_finishes():
    t = Tween(0, 100, 1.0, tween.linear)
    t.update(0.25)
    assert t.value == pytest.approx(25)
    assert not t.done
    spare = t.update(1.0)
    assert t.done and t.value == 100
    assert spare == pytest.approx(0.25)


def test_delay_holds_the_start_value():
    t = Tween(10, 20, 1.0, tween.linear, delay=0.5)
    t.update(0.4)
    assert t.value == 10
    t.update(0.6)
    assert t.value == pytest.approx(15)


def test_speed_multiplier_scales_time():
    tween.set_speed(2.0)
    t = Tween(0, 1, 1.0, tween.linear)
    t.update(0.25)
    assert t.value == pytest.approx(0.5)
    unscaled = Tween(0, 1, 1.0, tween.linear, scaled=False)
    unscaled.update(0.25)
    assert unscaled.value == pytest.approx(0.25)


def test_timeline_runs_steps_in_order_and_carries_spare_time():
    seen = []
    line = Timeline().then(Tween(0, 1, 0.5)).call(lambda: seen.append("a")).wait(0.5).call(lambda: seen.append("b"))
    line.update(0.75)  # first tween done, call fires, 0.25 into the wait
    assert seen == ["a"]
    line.update(0.25)
    assert seen == ["a", "b"] and line.done


def test_parallel_steps_end_together():
    a, b = Tween(0, 1, 0.2), Tween(0, 1, 0.6)
    line = Timeline().then(a, b)
    line.update(0.3)
    assert a.done and not b.done and not line.done
    line.update(0.3)
    assert line.done


def test_finish_jumps_to_the_end_and_callbacks_run_once():
    calls = []
    t = Tween(0, 5, 2.0, on_done=lambda: calls.append(1))
    t.finish()
    t.update(1.0)
    assert t.value == 5 and calls == [1]


def test_animator_drops_finished_items():
    anim = Animator()
    anim.add(Wait(0.1))
    anim.add(Wait(1.0))
    anim.update(0.2)
    assert len(anim.items) == 1 and anim.busy
    anim.finish_all()
    assert not anim.busy


def test_retarget_starts_from_current_value():
    t = Tween(0, 10, 1.0, tween.linear)
    t.update(0.5)
    t.retarget(0, 1.0)
    assert t.value == pytest.approx(5)
    t.update(1.0)
    assert t.value == 0
