// The phone page in Duplicate (game/phone/duplicate_view.py builds its state): everyone
// plays the round's shared rack at once. phone.js draws the board, the rack, the players
// and the clock as for the classic game and places the tiles; this adds what is
// Duplicate's own: Submit instead of Play, who has submitted (never what), "Submitted:
// waiting for the others", and once the round is closed its plays, lowest to highest,
// this seat's own marked, with the "+N" it gained. It sends nothing itself.
"use strict";

window.TilePartyDuplicate = (function () {
  const $ = (id) => document.getElementById(id);
  const feel = window.TilePartyFeel;
  let risen = -1; // the round whose "+N" has risen from this seat's score
  let seen = false; // a state has been shown: a page opened during a reveal shows no "+N"
  let stage = ""; // the round and whether its result is out (or the game over), as last drawn
  let told = ""; // what the banner over the board said, as last drawn

  // A message of the round before (a refusal's "Nice try! …" lasts 4.5 s, a hint or a child's
  // "No word fits" 9 s) is stale once the round's result, the next rack or the game's end
  // comes: it would cover the top of the reveal, or the game-over card.
  function clearStaleToast(state) {
    const round = state.duplicate;
    const now = state.over ? "over" : round.result ? "result " + round.result.round : "round " + round.round;
    if (stage && now !== stage) $("toast").hidden = true;
    stage = now;
  }

  // What the classic page would say of the round, said Duplicate's way (phone.js has drawn the rest).
  function render(state, t) {
    const round = state.duplicate;
    const result = round.result;
    document.body.classList.add("duplicate");
    clearStaleToast(state);
    // paused, the "+N" would sit over the scores and the clock's "Paused": none rises then
    if (state.paused) $("gains").textContent = "";
    const turn = $("turn");
    if (!state.over) {
      turn.className = "";
      if (state.paused) turn.textContent = state.starting ? t("starting") : t("paused");
      else if (result) turn.textContent = t("dup_result", { round: result.round });
      else if (round.submitted) turn.textContent = round.waiting;
      else if (state.your_turn) {
        turn.textContent = t("dup_round", { round: round.round });
        turn.className = "mine";
      } else turn.textContent = "";
    }
    // this seat's own play, once it is in; the last round's top play otherwise
    if (round.submitted && !result) $("last").textContent = round.mine;
    markSubmitted(state, t);
    $("b-play").textContent = t("submit");
    $("b-swap").hidden = true; // no exchanges in Duplicate
    // the round's result takes the rack's and the buttons' place until the next rack
    $("rack").hidden = state.on_tv || !!result || state.over; // the game over: no rack is played again
    $("buttons").hidden = $("buttons").hidden || !!result;
    renderResult(state, t);
    // the game over: no seat is played anywhere any more, "Your tiles are on the TV now." goes
    if (state.over) $("banner").hidden = true;
    showBanner();
  }

  // "Paused" or "Your tiles are on the TV now.": a page that scrolls (a phone's very large
  // text), scrolled down to Submit, brings the banner up as it comes, or the buttons would
  // simply stop answering with nothing on the screen to say why.
  function showBanner() {
    const banner = $("banner");
    const now = banner.hidden ? "" : banner.textContent;
    if (now && now !== told) banner.scrollIntoView({ block: "nearest" });
    told = now;
  }

  // A tick beside the score of every player whose play is in (never what it is), named
  // "submitted" for a screen reader and a long press. On the score's own line: a line of its
  // own under each score made the scores a row taller, and on a small phone with larger text
  // pushed Submit off the screen while a slower player was still placing.
  function markSubmitted(state, t) {
    const chips = $("players").children;
    state.players.forEach((p, i) => {
      const chip = chips[i];
      const score = chip && chip.querySelector(".score");
      if (!score || !p.submitted || state.over) return;
      chip.classList.add("done");
      const line = document.createElement("span");
      line.className = "line";
      const mark = document.createElement("span");
      mark.className = "done";
      mark.textContent = "✓";
      mark.title = t("dup_done");
      mark.setAttribute("role", "img");
      mark.setAttribute("aria-label", t("dup_done"));
      score.replaceWith(line);
      line.append(score, mark);
    });
  }

  function renderResult(state, t) {
    const result = state.duplicate.result;
    const box = $("dup-result");
    box.hidden = !result || state.over;
    if (box.hidden) { seen = true; return; }
    const list = $("dup-rows");
    list.textContent = "";
    for (const row of result.rows) {
      const item = document.createElement("li");
      item.className = (row.mine ? "mine" : "") + (row.top ? " top" : "");
      const who = document.createElement("span");
      who.className = "who";
      who.textContent = row.name;
      const what = document.createElement("span");
      what.className = "what";
      what.textContent = row.play;
      const points = document.createElement("span");
      points.className = "points";
      points.textContent = row.points > 0 ? "+" + row.points : "0";
      item.append(who, what, points);
      if (row.why) {
        const why = document.createElement("span");
        why.className = "why";
        why.textContent = row.why;
        item.appendChild(why);
      }
      list.appendChild(item);
    }
    const share = result.share === null ? "" : "  · " + t("dup_share", { share: result.share });
    $("dup-gain").textContent = "+" + result.gain + share;
    $("dup-next").textContent = t("dup_next");
    if (seen && risen !== result.round && result.gain > 0 && !state.paused) {
      feel.gain($("players").children[state.player], result.gain);
    }
    // a page that scrolls (a phone's very large text) brings the round's result up whole,
    // every play to "Waiting for the next round", once as it comes; one on the screen stays put
    if (risen !== result.round) box.scrollIntoView({ block: "nearest" });
    risen = result.round;
    seen = true;
  }

  return { render };
})();
