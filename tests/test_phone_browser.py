"""Phone racks in a real browser: Debian's Chromium (headless, through its own
chromedriver: no browser is downloaded) opens two seats' links at a phone's
size, 390x844, and each plays a whole turn against the game running headless.

CI installs ``chromium`` and ``chromium-driver`` (.ci/run)."""

from __future__ import annotations

import shutil
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from game import i18n
from game.phone import protocol
from game.phone.network import lan_address
from game.rules.move import Placement, TilePlay
from game.rules.ruleset import ChallengeMode, RuleSet
from game.words import refusal_text
from tests.conftest import wait_until
from tests.phone_helpers import Table, running_table
from tests.rules_helpers import Words, set_up

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True}


def chromium() -> tuple[str, str]:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if browser is None or driver is None:
        pytest.fail("the phone page's tests need Debian's chromium and chromium-driver (apt-get install)")
    return browser, driver


@pytest.fixture(scope="module")
def browser() -> Iterator[webdriver.Chrome]:
    binary, driver_path = chromium()
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=390,844", "--no-first-run", "--disable-extensions"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    try:
        yield driver
    finally:
        driver.quit()


def as_phone(driver: webdriver.Chrome) -> None:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})


def text(driver: webdriver.Chrome, element_id: str) -> str:
    """An element's text as shown, read in one step (the page redraws on every message)."""
    return str(driver.execute_script("return document.getElementById(arguments[0]).innerText", element_id))


def cell_text(driver: webdriver.Chrome, row: int, col: int) -> str:
    return str(driver.execute_script(
        "const c = document.querySelector(`.cell[data-row='${arguments[0]}'][data-col='${arguments[1]}']`);"
        "return c ? c.innerText : '';", row, col))


def cell_width(driver: webdriver.Chrome) -> float:
    return float(driver.execute_script(
        "return document.querySelector('.cell').getBoundingClientRect().width"))


def rack_letters(driver: webdriver.Chrome) -> list[str]:
    letters = driver.execute_script(
        "return Array.from(document.querySelectorAll('#rack .tile'), t => (t.firstChild && "
        "t.firstChild.nodeType === 3 ? t.firstChild.textContent : '') || '?')")
    return [str(letter) for letter in letters]


def scores(driver: webdriver.Chrome) -> list[str]:
    return [str(s) for s in driver.execute_script(
        "return Array.from(document.querySelectorAll('#players .score'), s => s.textContent)")]


def again(action: Callable[[], None]) -> None:
    """Do a browser action, again if the page redrew the element meanwhile."""
    for _ in range(10):
        try:
            action()
            return
        except StaleElementReferenceException:
            time.sleep(0.05)
    action()


def cell(driver: webdriver.Chrome, row: int, col: int) -> Any:
    return driver.find_element(By.CSS_SELECTOR, f'.cell[data-row="{row}"][data-col="{col}"]')


def rack_tile(driver: webdriver.Chrome, letter: str) -> Any:
    index = rack_letters(driver).index(letter)
    return driver.find_elements(By.CSS_SELECTOR, "#rack .tile")[index]


def tap_square_then_tile(driver: webdriver.Chrome, row: int, col: int, letter: str) -> None:
    again(lambda: cell(driver, row, col).click())
    wait_until(lambda: "target" in str(cell(driver, row, col).get_attribute("class")), timeout=10)
    again(lambda: rack_tile(driver, letter).click())


def drag_to_square(driver: webdriver.Chrome, letter: str, row: int, col: int) -> None:
    """A drag from the rack; the page drops on the square a little above the finger
    (where the dragged tile is drawn), so the finger ends that much below it."""
    again(lambda: ActionChains(driver, duration=50).click_and_hold(rack_tile(driver, letter))
          .move_by_offset(0, -40).move_to_element_with_offset(cell(driver, row, col), 0, 36)
          .release().perform())


def open_seat(driver: webdriver.Chrome, table: Table, seat: int) -> str:
    if seat:
        driver.switch_to.new_window("tab")
    as_phone(driver)
    driver.get(table.server.url_for(seat))
    wait_until(lambda: len(rack_letters(driver)) == 7, timeout=20, what=f"seat {seat}'s rack")
    return str(driver.current_window_handle)


def test_two_phones_each_play_a_whole_turn(browser: webdriver.Chrome, shots: Path) -> None:
    game = set_up(["CATSXYZ", "DOG?QUI"], bag="LMNOPLMNOPDERAB",
                  lexicon=Words("CAT", "TOGS"), names=["Ana", "Ben"])
    with running_table(game, host=lan_address()) as table:
        ana = open_seat(browser, table, 0)
        assert rack_letters(browser) == list("CATSXYZ")
        assert text(browser, "turn") == "Ana, your turn"
        assert text(browser, "b-play") == "Play"
        assert text(browser, "bag") == "15 in the bag"
        ben = open_seat(browser, table, 1)
        assert rack_letters(browser) == ["D", "O", "G", "?", "Q", "U", "I"]
        assert text(browser, "turn") == "Waiting for Ana"
        assert browser.find_element(By.ID, "b-play").get_attribute("disabled") is not None

        # a hint that names a square glows on it: the page's board has no coordinates
        browser.switch_to.window(ana)
        table.server.send(0, protocol.hint("A word fits at H8", 2, [(7, 7)]))
        wait_until(lambda: "hinted" in (cell(browser, 7, 7).get_attribute("class") or ""), timeout=10,
                   what="the hinted square glowing")
        assert len(browser.find_elements(By.CSS_SELECTOR, "#board .cell.hinted")) == 1
        browser.save_screenshot(str(shots / "phone-ana-hint.png"))

        # Ana: C by a drag, A and T by a tap on the square then the tile
        drag_to_square(browser, "C", 7, 6)
        wait_until(lambda: "C" in cell_text(browser, 7, 6), timeout=10, what="C dragged to 8G")
        tap_square_then_tile(browser, 7, 7, "A")
        tap_square_then_tile(browser, 7, 8, "T")
        wait_until(lambda: text(browser, "preview").startswith("10 points"), timeout=10,
                   what="the live score of CAT")
        assert rack_letters(browser) == list("SXYZ")
        again(lambda: browser.find_element(By.ID, "b-play").click())
        wait_until(lambda: scores(browser) == ["10", "0"], timeout=10, what="Ana's 10 points")
        wait_until(lambda: text(browser, "turn") == "Waiting for Ben", timeout=10)
        assert text(browser, "last") == "Last move: Ana 8G CAT (10)"
        assert rack_letters(browser) == ["S", "X", "Y", "Z", "B", "A", "R"]
        assert browser.find_elements(By.CSS_SELECTOR, "#board .cell.hinted") == []  # the turn took it
        browser.save_screenshot(str(shots / "phone-ana-after-play.png"))

        # Ben: TOGS down from Ana's T, the S a blank chosen in the letter box
        browser.switch_to.window(ben)
        wait_until(lambda: text(browser, "turn") == "Ben, your turn", timeout=10)
        assert scores(browser) == ["10", "0"]
        tap_square_then_tile(browser, 8, 8, "O")
        drag_to_square(browser, "G", 9, 8)
        wait_until(lambda: "G" in cell_text(browser, 9, 8), timeout=10, what="G dragged to 10I")
        tap_square_then_tile(browser, 10, 8, "?")
        wait_until(lambda: browser.find_element(By.ID, "dialog").is_displayed(), timeout=10)
        assert text(browser, "dialog-text") == "Which letter does the blank stand for?"
        browser.save_screenshot(str(shots / "phone-ben-blank.png"))
        again(lambda: next(b for b in browser.find_elements(By.CSS_SELECTOR, "#letters button")
                           if b.text == "S").click())
        # T 1 + O 1 doubled (a double letter) + G 2 + the blank 0
        wait_until(lambda: text(browser, "preview").startswith("5 points"), timeout=10,
                   what="the live score of TOGS")
        browser.save_screenshot(str(shots / "phone-ben-placed.png"))
        again(lambda: browser.find_element(By.ID, "b-play").click())
        wait_until(lambda: scores(browser) == ["10", "5"], timeout=10, what="Ben's 5 points")
        assert text(browser, "last") == "Last move: Ben I8 (T)OGs (5)"  # as the move log writes it
        browser.switch_to.window(ana)
        wait_until(lambda: text(browser, "turn") == "Ana, your turn", timeout=10)
        assert cell_text(browser, 10, 8) == "S"
        browser.save_screenshot(str(shots / "phone-ana-second-turn.png"))
    assert game.scores == [10, 5]
    assert [r.notation for r in game.history] == ["8G CAT", "I8 .OGs"]


def test_a_phone_in_chinese_rearranges_off_turn_challenges_and_swaps(browser: webdriver.Chrome) -> None:
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOPLMNOPDERAB", rules=RuleSet(challenge=ChallengeMode.SINGLE),
                  lexicon=Words("DOG"), names=["Ana", "Ben"])
    game.play_text("8G CAT")  # not a word in this game's list
    i18n.set_language("zh_Hans")
    with running_table(game, host=lan_address()) as table:
        ana = open_seat(browser, table, 0)
        assert browser.execute_script("return document.documentElement.lang") == "zh-Hans"
        assert text(browser, "b-play") == "拼词"
        assert rack_letters(browser) == ["S", "X", "Y", "Z", "B", "A", "R"]
        # off turn: Z dragged to the front of the rack; the game keeps the order
        again(lambda: ActionChains(browser, duration=50).click_and_hold(rack_tile(browser, "Z"))
              .move_by_offset(0, -10).move_to_element_with_offset(
                  browser.find_elements(By.CSS_SELECTOR, "#rack .slot")[0], -10, 36)
              .release().perform())
        wait_until(lambda: table.referee.orders.get(0, [])[:1] == ["Z"], timeout=10, what="the rack's order")
        assert rack_letters(browser) == ["Z", "S", "X", "Y", "B", "A", "R"]

        ben = open_seat(browser, table, 1)
        width = cell_width(browser)
        assert 20 <= width <= 26  # the whole board across a phone's width
        again(lambda: browser.find_element(By.ID, "zoom-in").click())
        wait_until(lambda: cell_width(browser) > width * 1.5, timeout=10, what="the board zoomed in")
        again(lambda: browser.find_element(By.ID, "zoom-out").click())
        wait_until(lambda: cell_width(browser) == width, timeout=10, what="the board zoomed out")
        wait_until(lambda: browser.find_element(By.ID, "b-challenge").is_displayed(), timeout=10)
        again(lambda: browser.find_element(By.ID, "b-challenge").click())
        assert text(browser, "dialog-text") == "要质疑吗？"
        again(lambda: browser.find_element(By.ID, "dialog-ok").click())
        wait_until(lambda: scores(browser) == ["0", "0"] and cell_text(browser, 7, 7) == "", timeout=10,
                   what="CAT taken off the board")
        assert text(browser, "turn") == i18n._("{name}, your turn").format(name="Ben")

        again(lambda: browser.find_element(By.ID, "b-swap").click())
        again(lambda: rack_tile(browser, "Q").click())
        again(lambda: rack_tile(browser, "U").click())
        assert text(browser, "b-swap-go") == i18n.pgettext("button", "Swap {n}").format(n=2)
        again(lambda: browser.find_element(By.ID, "b-swap-go").click())
        wait_until(lambda: text(browser, "last") == "上一步：Ben 更换了2个字母块", timeout=10, what="the swap")
        assert sorted(rack_letters(browser)) == sorted(game.players[1].rack) and "Q" not in rack_letters(browser)
        browser.switch_to.window(ana)
        wait_until(lambda: text(browser, "turn") == i18n._("{name}, your turn").format(name="Ana"), timeout=10)
        assert rack_letters(browser)[:4] == ["Z", "S", "X", "Y"]
        browser.close()
        browser.switch_to.window(ben)
    assert [r.kind.value for r in game.history] == ["play", "withdrawn", "exchange"]


# ---------------------------------------------------------------- against the window
class Window:
    """The real play scene, headless, its frames run by a loop of the test's own
    (one frame every few milliseconds), so the browser's clicks are answered meanwhile."""

    def __init__(self, app: Any, scene: Any) -> None:
        self.app = app
        self.scene = scene
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.loop, daemon=True)
        self.thread.start()

    def loop(self) -> None:
        last = time.monotonic()
        while not self.stop.is_set():
            now = time.monotonic()
            with self.lock:
                self.scene.animator.finish_all()  # the TV's animations are not what is tested here
                self.app.step([], min(0.1, now - last))
            last = now
            time.sleep(0.005)

    def shot(self, path: Path) -> None:
        with self.lock:
            pygame.image.save(self.app.surface, str(path))

    def close(self) -> None:
        self.stop.set()
        self.thread.join(5)


def test_two_phones_play_a_turn_each_against_the_play_scene(
        browser: webdriver.Chrome, make_app: Callable[..., Any], shots: Path) -> None:
    """Ana's illegal play first (its reason in Portuguese on her phone), then CAT; Ben
    plays TOGS; every move through the window's turn flow; the TV photographed."""
    from game.setup.seats import SeatConfig
    from game.ui.play.flow import Stage

    app = make_app(size=(800, 600), language="pt")
    game = set_up(["CATSXYZ", "DOG?QUI"], bag="LMNOPLMNOPDERAB", lexicon=Words("CAT", "TOGS"),
                  names=["Ana", "Ben"])
    scene = app.ctx.scenes.play(game, [SeatConfig("Ana", phone=True), SeatConfig("Ben", phone=True)])
    app.stack.push(scene)
    assert scene.phones.running and scene.codes.showing
    window = Window(app, scene)
    try:
        server = scene.phones.server
        ana = open_seat(browser, Table(game, server, scene.phones.referee), 0)
        wait_until(lambda: scene.phones.connected() == {0}, timeout=10, what="Ana's phone on the codes card")
        window.shot(shots / "tv-codes-800x600.png")
        with window.lock:
            scene.codes.close()  # Start
        ben = open_seat(browser, Table(game, server, scene.phones.referee), 1)

        # Ana: C alone in a corner is no play; the rules' reason, translated, shows on her phone
        browser.switch_to.window(ana)
        wait_until(lambda: text(browser, "turn") == i18n._("{name}, your turn").format(name="Ana"), timeout=10)
        tap_square_then_tile(browser, 0, 0, "C")
        wait_until(lambda: scene.model is not None and (0, 0) in scene.model.placed, timeout=10,
                   what="the C on the TV's board")
        again(lambda: browser.find_element(By.ID, "b-play").click())
        with window.lock:
            corner = TilePlay((Placement(0, 0, "C"),))
            reason = refusal_text(game.preview(corner).reason)
            i18n.set_language("en")
            english = refusal_text(game.preview(corner).reason)
            i18n.set_language("pt")
        assert reason and english and reason != english  # the rules' own words, in Portuguese
        # the rules' own sentence, starting with a capital on the page
        wait_until(lambda: text(browser, "toast") == reason[0].upper() + reason[1:], timeout=10,
                   what="the reason on the phone")
        assert game.history == []
        again(lambda: browser.find_element(By.ID, "b-recall").click())
        drag_to_square(browser, "C", 7, 6)
        wait_until(lambda: "C" in cell_text(browser, 7, 6), timeout=10, what="C dragged to 8G")
        tap_square_then_tile(browser, 7, 7, "A")
        tap_square_then_tile(browser, 7, 8, "T")
        wait_until(lambda: scene.model is not None and set(scene.model.placed) == {(7, 6), (7, 7), (7, 8)},
                   timeout=10, what="CAT staged on the TV")
        window.shot(shots / "tv-phone-turn-800x600.png")
        again(lambda: browser.find_element(By.ID, "b-play").click())
        wait_until(lambda: scores(browser) == ["10", "0"], timeout=10, what="Ana's 10 points")
        assert [r.notation for r in game.history] == ["8G CAT"]

        # Ben: the challenge card waits for him; No challenge on his phone, then TOGS with a
        # blank S, on his phone; the TV never shows his rack
        browser.switch_to.window(ben)
        wait_until(lambda: text(browser, "turn") == i18n._("The table is deciding on a challenge."), timeout=10)
        again(lambda: browser.find_element(By.ID, "b-accept").click())
        wait_until(lambda: text(browser, "turn") == i18n._("{name}, your turn").format(name="Ben"), timeout=10)
        tap_square_then_tile(browser, 8, 8, "O")
        drag_to_square(browser, "G", 9, 8)
        wait_until(lambda: "G" in cell_text(browser, 9, 8), timeout=10, what="G dragged to 10I")
        tap_square_then_tile(browser, 10, 8, "?")
        wait_until(lambda: browser.find_element(By.ID, "dialog").is_displayed(), timeout=10)
        again(lambda: next(b for b in browser.find_elements(By.CSS_SELECTOR, "#letters button")
                           if b.text == "S").click())
        wait_until(lambda: scene.model is not None and len(scene.model.placed) == 3, timeout=10,
                   what="TOGS staged on the TV")
        with window.lock:
            assert scene.flow.stage is Stage.TURN and scene.flow.rack_owner() is None
            size = (1600, 1000)
            app.surface = pygame.display.set_mode(size)
            app.stack.resize(size)
        wait_until(lambda: scene.layout.board_frame.w > 700, timeout=10, what="the big window's layout")
        time.sleep(0.1)
        window.shot(shots / "tv-phone-turn-1600x1000.png")
        again(lambda: browser.find_element(By.ID, "b-play").click())
        wait_until(lambda: scores(browser) == ["10", "5"], timeout=10, what="Ben's 5 points")
        assert [r.notation for r in game.history] == ["8G CAT", "I8 .OGs"]
        assert [line.points for line in scene.move_log().lines] == ["10", "5"]

        # the in-game menu's Phone codes: the same codes again
        with window.lock:
            scene.open_menu()
            app.stack.top.show_phone_codes()
        wait_until(lambda: scene.codes.showing and scene.codes.squares, timeout=10)
        time.sleep(0.1)
        window.shot(shots / "tv-codes-again-1600x1000.png")
    finally:
        window.close()


def shown(driver: webdriver.Chrome, element_id: str) -> bool:
    return bool(driver.find_element(By.ID, element_id).is_displayed())


def disabled(driver: webdriver.Chrome, element_id: str) -> bool:
    return driver.find_element(By.ID, element_id).get_attribute("disabled") is not None


@pytest.mark.parametrize("language", ["en", "zh_Hant_HK"])
def test_the_page_says_paused_on_the_tv_the_final_challenge_and_the_result(
        browser: webdriver.Chrome, shots: Path, language: str) -> None:
    """Ben went out in a challenge mode; Ana's phone is told so, then (states as the TV
    sends them) the game paused, her tiles moved to the TV, and after her accept the result."""
    from game.phone import protocol

    game = set_up(["CATSXYZ", "DOG"], bag="", rules=RuleSet(challenge=ChallengeMode.SINGLE),
                  lexicon=Words("CATS", "DOGS"), names=["Ana", "Ben"])
    game.play_text("8G CATS")
    game.play(TilePlay((Placement(4, 9, "D"), Placement(5, 9, "O"), Placement(6, 9, "G"))))  # Ben goes out
    i18n.set_language(language)
    _ = i18n._
    try:
        with running_table(game, host=lan_address()) as table:
            as_phone(browser)
            browser.get(table.server.url_for(0))
            went_out = _("{name} went out: challenge the last play or accept it.").format(name="Ben")
            wait_until(lambda: text(browser, "turn") == went_out, timeout=10, what="the final challenge's words")
            assert shown(browser, "b-accept") and shown(browser, "b-challenge") and not shown(browser, "b-play")
            assert text(browser, "b-accept") == _("Accept the play") and not disabled(browser, "b-accept")
            assert not shown(browser, "banner")
            browser.save_screenshot(str(shots / f"phone-final-{language}.png"))

            def send(**changes: Any) -> None:
                with table.lock:
                    state = table.referee.state(0)
                    state.update(changes)
                    table.server.send(0, state)

            # paused on the TV: said over the board, nothing may be played
            send(paused=True)
            wait_until(lambda: shown(browser, "banner"), timeout=10, what="the Paused banner")
            assert text(browser, "banner") == _("Paused")
            assert disabled(browser, "b-accept") and disabled(browser, "b-challenge")
            browser.save_screenshot(str(shots / f"phone-paused-{language}.png"))
            # a refusal's reason starts with a capital (Chinese has none)
            table.server.send(0, protocol.refused("accept", _("the game is paused")))
            reason = _("the game is paused")
            wait_until(lambda: text(browser, "toast") == reason[0].upper() + reason[1:], timeout=10,
                       what="the capitalised reason")
            # her tiles on the TV: no rack, no buttons
            send(on_tv=True, rack=[], can_challenge=False, can_accept=False)
            wait_until(lambda: text(browser, "banner") == _("Your tiles are on the TV now."), timeout=10)
            assert not shown(browser, "rack") and not shown(browser, "buttons")
            browser.save_screenshot(str(shots / f"phone-on-tv-{language}.png"))
            send()  # back on her phone
            wait_until(lambda: not shown(browser, "banner") and shown(browser, "b-accept"), timeout=10)
            again(lambda: browser.find_element(By.ID, "b-accept").click())
            wait_until(lambda: shown(browser, "over"), timeout=10, what="the game-over card")
            assert game.over and game.result is not None
            # the status line says the result as the TV's results do, not a "Last move" line
            from game.words.results import result_explanation

            wait_until(lambda: text(browser, "turn") == result_explanation(game, game.result), timeout=10,
                       what="the result's sentence in the status line")
            assert text(browser, "last") == ""
        # the server closed: the card stays, with the result, over "the game has closed"
        time.sleep(0.3)
        assert shown(browser, "over") and not shown(browser, "cover")
        assert text(browser, "over-title") == _("Game over")
        assert text(browser, "over-text").startswith(_("{name} went out").format(name="Ben"))
        rows = browser.execute_script(
            "return Array.from(document.querySelectorAll('#over-scores li'), li => li.innerText)")
        assert [" ".join(str(r).split()) for r in rows] == [f"Ben {game.scores[1]}", f"Ana {game.scores[0]}"]
        browser.save_screenshot(str(shots / f"phone-over-{language}.png"))
    finally:
        i18n.set_language("en")
