// The phone page of one seat: its rack, the board, the scores, the clock.
// It sends intentions to the game and shows what the game answers
// (game/phone/protocol.py has the messages); the rules are the game's alone.
"use strict";

(function () {
  const VERSION = 1;
  const $ = (id) => document.getElementById(id);
  const token = location.pathname.split("/").filter(Boolean).pop() || "";

  // One id per phone (kept in its storage): the same phone opening the link again
  // takes its seat back at once; another phone is refused.
  function clientId() {
    const key = "tileparty-client";
    try {
      let id = localStorage.getItem(key);
      if (!id) {
        const bytes = new Uint8Array(16);
        crypto.getRandomValues(bytes);
        id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
        localStorage.setItem(key, id);
      }
      return id;
    } catch (e) {
      return "";
    }
  }
  const client = clientId();
  const feel = window.TilePartyFeel; // feel.js: the buzz, the sound, the "+N", the settings
  const duplicate = window.TilePartyDuplicate; // duplicate.js: what a Duplicate round adds

  let strings = {};
  let values = {};
  let state = null;
  let socket = null;
  let retry = 0;
  let stopped = false;
  let tableClosed = false; // the game on the TV closed: the page waits for it to open again
  const CLOSED_RETRY_MS = 3000;
  let staged = []; // [{row, col, letter, tile}] placed this turn, not yet played
  let order = []; // the rack as shown, tiles on the board left out
  let picked = -1; // rack index picked by a tap
  let target = null; // [row, col] picked by a tap
  let hinted = new Set(); // "row,col" of the squares the last hint points at, this turn
  let swapping = false;
  let chosen = new Set(); // rack indices chosen for a swap
  let zoom = 1;
  let drawnFor = [0, 0]; // the size of the board's view the board was last fitted to
  let clockAt = 0;
  let lastMoves = -1;
  let toastTimer = 0;
  let pending = false; // a move sent, its answer not back yet: no second one

  // A sentence from the rules ("wait for your turn") starts a message on the page: its first
  // letter in capitals, in the page's language (nothing changes for Chinese).
  const capital = (text) => {
    if (!text) return text;
    const first = String.fromCodePoint(text.codePointAt(0));
    return first.toLocaleUpperCase(document.documentElement.lang || undefined) + text.slice(first.length);
  };

  const t = (key, fill) => {
    let text = strings[key] || "";
    for (const name in fill || {}) text = text.split("{" + name + "}").join(String(fill[name]));
    return text;
  };

  // --------------------------------------------------------------- socket
  function connect() {
    const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host +
      "/ws/" + encodeURIComponent(token) + "?client=" + encodeURIComponent(client);
    socket = new WebSocket(url);
    socket.onopen = () => { retry = 0; tableClosed = false; };
    socket.onmessage = (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      receive(message);
    };
    socket.onclose = (event) => {
      socket = null;
      if (stopped) return;
      // 1001: the game on the TV closed; Continue (or, after the game over, a Rematch) opens
      // it again behind the same link, so the page keeps asking, slowly, until it answers
      // (a finished game's card stays meanwhile, with the result)
      if (event.code === 1001) tableClosed = true;
      if (tableClosed && state) render();
      if (tableClosed) {
        if (!$("cover").dataset.reason && !(state && state.over)) cover(strings.closed || "…");
        setTimeout(connect, CLOSED_RETRY_MS);
        return;
      }
      // 4001: another phone holds the seat; 4002: this phone opened it again; 1001: the game closed
      if (event.code === 4001 || event.code === 4002 || event.code === 1001) {
        stopped = true;
        if (state && state.over) return; // the game-over card stays
        if (!$("cover").dataset.reason) cover(strings.closed || "…");
        return;
      }
      if (event.code === 1009) showToast(strings.too_big || "");
      cover(strings.reconnecting || "…");
      retry = Math.min(retry + 1, 5);
      setTimeout(connect, 600 * retry);
    };
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function receive(message) {
    switch (message.type) {
      case "welcome":
        if (message.version !== VERSION) { location.reload(); return; }
        strings = message.strings || {};
        values = message.values || {};
        document.documentElement.lang = (message.language || "en").replace(/_/g, "-").replace(/^pt$/, "pt-BR");
        document.title = strings.title || "";
        labelButtons();
        feel.label(strings);
        break;
      case "state":
        takeState(message);
        break;
      case "preview":
        showPreview(message);
        break;
      case "refused":
        pending = false;
        // a tile put down when it was not this phone's turn goes back to the rack; in a game
        // in teams, a tile that lost a race with the partner's phone ("kept" names those that stand)
        if (message.intention === "preview" && staged.length) {
          const kept = new Set((message.kept || []).map((s) => s[0] + "," + s[1] + "," + s[2]));
          staged = staged.filter((s) => kept.has(s.row + "," + s.col + "," + s.letter));
          order = rackLeft(state.rack);
          if (!staged.length) showPreview(null);
          // the game holds tiles this page has since taken back: it is told what the page holds
          if (message.kept && kept.size !== staged.length) sendPreview();
        }
        render();
        showToast(capital(message.reason));
        break;
      case "hint":
        hinted = new Set((message.squares || []).map((s) => s[0] + "," + s[1]));
        if (state) render(); // the squares glow first: the hint's words keep clear of them
        showToast(message.text, 9000);
        break;
      case "closing":
        tableClosed = message.reason === strings.closed;
        stopped = message.reason !== strings.too_big && message.reason !== strings.too_fast && !tableClosed;
        if (state && state.over && (stopped || tableClosed)) break; // the game-over card says more than "closed"
        $("cover").dataset.reason = "1";
        if (stopped || tableClosed) cover(message.reason); else showToast(message.reason);
        if (state) render(); // a closed table is nobody's turn: the last state's "your turn" goes
        break;
    }
  }

  // ---------------------------------------------------------------- state
  function takeState(next) {
    const newTurn = next.moves !== lastMoves || !next.your_turn;
    const moved = lastMoves >= 0 && next.moves !== lastMoves;
    const turnCame = state !== null && next.your_turn && !next.over && !state.your_turn;
    if (next.moves !== lastMoves) zoom = 1; // a move made: the whole board again
    // this player's time ran out: say what the clock did with the turn
    if (next.moves !== lastMoves && lastMoves >= 0 && next.last && next.last.player === next.player &&
      next.last.timeout) showToast(next.last.timeout, 7000);
    // a move made, or the challenge card answered (No challenge makes no move): nothing is pending
    if (next.moves !== lastMoves || (state && state.deciding && !next.deciding)) pending = false;
    lastMoves = next.moves;
    state = next;
    if (newTurn) { staged = []; hinted = new Set(); showPreview(null); } // the turn's tiles, score and hint are gone
    if (!next.your_turn || next.paused) { swapping = false; target = null; }
    order = rackLeft(next.rack);
    picked = -1;
    chosen = new Set();
    clockAt = performance.now();
    uncover();
    render();
    // the points of a play rise from the player's score (as the game counted them)
    if (moved && next.last && next.last.kind === "play" && next.last.points > 0) {
      feel.gain($("players").children[next.last.player], next.last.points);
    }
    if (turnCame) feel.chime();
  }

  // The rack as it shows: the seat's tiles less those on the board this turn, its own and
  // (a game in teams) the partner's, each rack tile taken once.
  function rackLeft(tiles) {
    const rack = tiles.slice();
    const used = staged.map((s) => s.tile).concat(partnerTiles().map((s) => rackTile(s.letter)));
    for (const tile of used) {
      const i = rack.indexOf(tile);
      if (i >= 0) rack.splice(i, 1);
    }
    return rack;
  }

  function labelButtons() {
    for (const [id, key] of [["b-recall", "recall"], ["b-shuffle", "shuffle"], ["b-swap", "swap"],
      ["b-pass", "pass"], ["b-play", "play"], ["b-challenge", "challenge"],
      ["b-swap-cancel", "cancel"], ["b-accept", "accept"], ["over-title", "game_over"]]) $(id).textContent = t(key);
    $("swap-pick").textContent = t("swap_pick");
  }

  // --------------------------------------------------------------- drawing
  function render() {
    if (!state) return;
    renderPlayers();
    renderRack();
    const me = state.players[state.player];
    const mover = state.players[state.turn];
    const turn = $("turn");
    // the game on the TV closed (Save and quit): it waits, saved, for Continue
    const closed = (tableClosed || stopped) && !state.over;
    if (state.over) {
      // the result's sentence ("The game was ended early. Leo wins..."), as the TV's results say it
      turn.textContent = state.result || (state.last ? state.last.text : "");
      turn.className = "";
    } else if (closed) {
      turn.textContent = t("paused"); // nobody's turn runs until the game is continued
      turn.className = "";
    } else if (state.answered) {
      // this seat let the play stand: the card waits for the others' answers
      turn.textContent = t("answered");
      turn.className = "";
    } else if (state.final) {
      // someone went out: the game waits for a challenge or an accept, nobody's turn
      turn.textContent = state.final.player === state.player ? t("final_own")
        : t("final", { name: state.players[state.final.player].name });
      turn.className = state.can_accept ? "mine" : "";
    } else if (state.paused) {
      // the TV's menu is up, or its "Scan to join" card (the table waits for Start): nobody's turn runs
      turn.textContent = state.starting ? t("starting") : t("paused");
      turn.className = "";
    } else if (state.deciding) {
      // the TV's challenge card is up: nobody's turn until the table has answered it
      turn.textContent = t("deciding");
      turn.className = state.can_accept ? "mine" : "";
    } else if (state.your_turn) {
      turn.textContent = t("your_turn", { name: me.name });
      turn.className = "mine";
    } else {
      turn.textContent = mover ? t("waiting", { name: mover.name }) : ""; // Duplicate: nobody's turn
      turn.className = "";
    }
    $("bag").textContent = t("bag", { n: state.bag });
    showLast(state.last && !(state.over && state.result) ? state.last.text : "");
    // paused on the TV: every action waits (the rack may still be rearranged by hand)
    const mine = canPlace() && !pending;
    const paused = (state.paused || closed) && !state.over;
    const banner = $("banner");
    banner.textContent = state.on_tv ? t("on_tv") : paused && state.starting && !closed ? t("starting")
      : paused ? t("paused") : "";
    banner.hidden = !banner.textContent;
    $("rack").hidden = state.on_tv;
    $("b-recall").disabled = !mine || staged.length === 0;
    $("b-play").disabled = !mine || (staged.length === 0 && partnerTiles().length === 0);
    $("b-pass").disabled = !mine;
    $("b-swap").disabled = !mine || !state.can_swap;
    $("b-shuffle").disabled = state.over || paused;
    const hint = $("b-hint");
    hint.hidden = !state.hints;
    hint.disabled = !mine || state.hints_left === 0;
    hint.textContent = state.hints_left === null ? t("hint") : t("hint_left", { left: state.hints_left });
    $("b-challenge").hidden = !state.can_challenge;
    $("b-challenge").disabled = paused || pending;
    $("b-challenge").classList.toggle("wide", hint.hidden);
    // the final challenge (or the challenge card): only Challenge and Accept (No challenge) mean anything
    const final = !!state.final || !!state.deciding;
    $("b-accept").textContent = state.deciding ? t("no_challenge") : t("accept");
    for (const id of ["b-recall", "b-shuffle", "b-swap", "b-pass", "b-play"]) $(id).hidden = final;
    if (final) hint.hidden = true;
    $("b-accept").hidden = !state.can_accept;
    $("b-accept").disabled = paused || pending;
    $("buttons").classList.toggle("final", final);
    // Hint and Challenge share a row above Play; either alone has the row
    hint.classList.toggle("wide", !state.can_challenge);
    $("buttons").hidden = swapping || state.on_tv || state.over;
    renderOver();
    $("swapbar").hidden = !swapping;
    $("b-swap-go").textContent = t("swap_n", { n: chosen.size });
    $("b-swap-go").disabled = chosen.size === 0 || paused;
    $("dialog-ok").disabled = paused; // a Challenge asked just before the pause waits too
    tickClock();
    if (state.mode === "duplicate") duplicate.render(state, t);
    // last: the rows above and below are filled, so the board's view has its final size
    renderBoard();
  }

  // The game has ended: how, who won, and every final score, over the board.
  function renderOver() {
    $("over").hidden = !state.over;
    if (!state.over) return;
    $("over-text").textContent = state.result || (state.last ? state.last.text : "");
    const list = $("over-scores");
    list.textContent = "";
    state.players.map((p, i) => ({ p, i })).sort((a, b) => b.p.score - a.p.score).forEach(({ p, i }) => {
      const row = document.createElement("li");
      row.className = state.winners.includes(i) ? "winner" : "";
      const name = document.createElement("span");
      name.textContent = p.name;
      const score = document.createElement("span");
      score.textContent = p.score;
      row.append(name, score);
      list.appendChild(row);
    });
  }

  // The last move's line, a play's points kept on the line of the play they score: "BUM(P)H
  // (28)" and, in Chinese, "BUM(P)H（28）" never leave "(28)" alone on the next line (the
  // points and the letter before them are one unbroken piece; the words read the same).
  function showLast(text) {
    const box = $("last");
    const points = /\S\s?[(（][^()（）\s]*[)）]$/u.exec(text);
    box.textContent = points ? text.slice(0, points.index) : text;
    if (!points) return;
    const kept = document.createElement("span");
    kept.className = "points";
    kept.textContent = points[0];
    box.appendChild(kept);
  }

  function canPlace() {
    return !!state && state.your_turn && !state.over && !state.paused && !state.on_tv && !tableClosed && !stopped;
  }

  function renderPlayers() {
    const box = $("players");
    box.textContent = "";
    state.players.forEach((p, i) => {
      const chip = document.createElement("div");
      chip.className = "player" + (i === state.turn && !state.over ? " now" : "") + (i === state.player ? " me" : "") +
        (state.winners.includes(i) ? " winner" : "");
      chip.style.setProperty("--seat-colour", "var(--seat" + (p.seat % 4) + ")");
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = p.name;
      if (p.phone) {
        const mark = document.createElement("span");
        mark.className = "phone";
        name.appendChild(mark);
      }
      const score = document.createElement("span");
      score.className = "score";
      score.textContent = p.score;
      chip.append(name, score);
      if (i === state.player && state.sits_out) { // this seat loses its next turn (as its panel on the TV says)
        const lost = document.createElement("span");
        lost.className = "lost";
        lost.textContent = state.sits_out;
        chip.appendChild(lost);
      }
      box.appendChild(chip);
    });
  }

  const PREMIUM = { d: ["dl", "DL"], t: ["tl", "TL"], D: ["dw", "DW"], T: ["tw", "TW"], "*": ["star", ""] };

  function tileElement(letter, opts) {
    const el = document.createElement("div");
    // a blank is a blank's own face (as on the TV): a mark for "any letter" until it is given one
    const blank = !(state && state.qu) && (letter === "?" || letter !== letter.toUpperCase());
    el.className = "tile" + (blank ? " blank" : "") + (letter === "?" ? " unnamed" : "") +
      (opts && opts.staged ? " staged" : "") + (opts && opts.partner ? " partner" : "");
    const face = letter === "?" ? "" : letter.toUpperCase();
    el.textContent = state && state.qu && face === "Q" ? "Qu" : face;
    if (!blank && values[face]) {
      const v = document.createElement("span");
      v.className = "v";
      v.textContent = values[face];
      el.appendChild(v);
    }
    if (opts && opts.height > 1) {
      const h = document.createElement("span");
      h.className = "h";
      h.textContent = opts.height;
      el.appendChild(h);
    }
    return el;
  }

  // The size of a square that fits the whole board in the view (the view may be cut
  // short on a short screen).
  function fitCell() {
    const view = $("viewport");
    const width = Math.min(view.clientWidth, view.clientHeight);
    return (width - (state.size - 1)) / state.size;
  }

  const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  // A square large enough to aim at with a finger while placing (larger with larger text).
  const placingCell = () => Math.max(32, Math.round(rem() * 2.25));
  const maxZoom = () => Math.max(3, placingCell() / fitCell());

  // The board's squares at the zoom asked for: only their size changes, so a zoom keeps
  // every square (and a finger's drag to one). Premium words and a tile's points show
  // only where the squares are large enough for them to be read (11 px and more).
  function sizeBoard() {
    const view = $("viewport");
    const board = $("board");
    const cell = Math.max(10, Math.floor(fitCell() * zoom));
    drawnFor = [view.clientWidth, view.clientHeight];
    board.style.setProperty("--cell", cell + "px");
    const label = rem() * 0.6875;
    board.classList.toggle("small", cell < label * 2);
    board.classList.toggle("big", cell >= label * 2.6);
  }

  function renderBoard() {
    const board = $("board");
    const size = state.size;
    const view = $("viewport");
    const scroll = [view.scrollLeft, view.scrollTop];
    sizeBoard();
    board.style.gridTemplateColumns = "repeat(" + size + ", var(--cell))";
    board.textContent = "";
    const lastSquares = new Set((state.last_squares || []).map((s) => s[0] + "," + s[1]));
    // a game in teams: the tiles the partner's phone has put down, not yet played
    const partner = new Map((state.partner_tiles || []).map((s) => [s[0] + "," + s[1], s[2]]));
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        const square = document.createElement("div");
        square.className = "cell";
        square.dataset.row = r;
        square.dataset.col = c;
        const code = state.premiums.length ? state.premiums[r][c] : ".";
        if (PREMIUM[code]) {
          square.classList.add(PREMIUM[code][0]);
          if (PREMIUM[code][1]) square.textContent = t(PREMIUM[code][1]);
        }
        if (!state.premiums.length && size === 10 && r >= 4 && r <= 5 && c >= 4 && c <= 5) square.classList.add("centre");
        const letter = state.board[r][c];
        const mine = staged.find((s) => s.row === r && s.col === c);
        if (mine) {
          const height = state.heights.length ? Number(state.heights[r][c]) + 1 : 0;
          square.textContent = "";
          square.appendChild(tileElement(mine.letter, { staged: true, height }));
        } else if (letter !== ".") {
          square.textContent = "";
          square.appendChild(tileElement(letter, { height: state.heights.length ? Number(state.heights[r][c]) : 0 }));
          if (lastSquares.has(r + "," + c)) square.classList.add("last");
        } else if (partner.has(r + "," + c)) {
          square.textContent = "";
          square.appendChild(tileElement(partner.get(r + "," + c), { partner: true }));
        }
        if (target && target[0] === r && target[1] === c) square.classList.add("target");
        if (hinted.has(r + "," + c) && !mine) square.classList.add("hinted");
        board.appendChild(square);
      }
    }
    [view.scrollLeft, view.scrollTop] = scroll;
  }

  // The rack's tiles are kept while its letters stay the same: a picked tile is the same
  // tile lifted (its motion is a transition), not a new one drawn lifted.
  function renderRack() {
    const rack = $("rack");
    const key = order.join("") + (state.qu ? "/qu" : "");
    if (rack.dataset.key !== key) {
      rack.dataset.key = key;
      rack.textContent = "";
      order.forEach((tile, i) => {
        const slot = document.createElement("div");
        slot.className = "slot";
        slot.dataset.index = i;
        const el = tileElement(tile);
        el.dataset.index = i;
        el.addEventListener("pointerdown", startDrag);
        slot.appendChild(el);
        rack.appendChild(slot);
      });
      // room to drop a tile at the end of the rack
      const end = document.createElement("div");
      end.className = "slot end";
      end.dataset.index = order.length;
      rack.appendChild(end);
    }
    rack.querySelectorAll(".tile").forEach((el, i) => {
      el.classList.toggle("picked", i === picked);
      el.classList.toggle("chosen", swapping && chosen.has(i));
    });
  }

  function showPreview(message) {
    const box = $("preview");
    if (!message || (!message.legal && !message.reason)) {
      box.textContent = "";
      box.className = "";
      return;
    }
    if (message.legal) {
      box.textContent = t("points", { points: message.points }) + (message.words.length ? "  · " + message.words.join(" · ") : "");
      box.className = "good";
    } else {
      box.textContent = capital(message.reason);
      box.className = "bad";
    }
  }

  function showToast(text, ms) {
    if (!text) return;
    const box = $("toast");
    box.textContent = text;
    // under the players and the clock, never over the clock (a hint lasts long in a short turn)
    box.style.top = Math.max(8, Math.round($("top").getBoundingClientRect().bottom + 6)) + "px";
    box.hidden = false;
    // nor over the squares the player is working with (the tiles put down, the ones a refused
    // play left there, a hint's square: "a word fits at A1"): then at the foot of the board,
    // unless that covers more of them
    const over = coveredMarks(box);
    if (over > 0) {
      const top = box.style.top;
      const foot = $("viewport").getBoundingClientRect().bottom;
      box.style.top = Math.round(foot - box.getBoundingClientRect().height - 6) + "px";
      if (coveredMarks(box) > over) box.style.top = top;
    }
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { box.hidden = true; }, ms || 4500);
  }
  // How many of the board's marked squares (hinted, with a tile of this turn on them, the one
  // picked for the next tile) the message box covers.
  function coveredMarks(box) {
    const r = box.getBoundingClientRect();
    const marked = document.querySelectorAll(
      "#board .cell.hinted, #board .cell.target, #board .cell:has(> .tile.staged), #board .cell:has(> .tile.partner)");
    return Array.from(marked).filter((cell) => {
      const c = cell.getBoundingClientRect();
      return c.left < r.right && r.left < c.right && c.top < r.bottom && r.top < c.bottom;
    }).length;
  }
  // a tap puts a message away at once
  $("toast").addEventListener("click", () => { $("toast").hidden = true; });

  function cover(text) {
    $("cover-text").textContent = text;
    $("cover").hidden = false;
  }

  function uncover() {
    if (stopped) return;
    $("cover").hidden = true;
    delete $("cover").dataset.reason;
  }

  function tickClock() {
    const box = $("clock");
    if (!state || !state.clock.limit) { box.hidden = true; return; }
    box.hidden = false;
    let left = state.clock.remaining;
    if (state.clock.running) left = Math.max(0, left - (performance.now() - clockAt) / 1000);
    const whole = Math.ceil(left);
    const time = Math.floor(whole / 60) + ":" + String(whole % 60).padStart(2, "0");
    // paused for the "Scan to join" card: the banner says what the table waits for
    box.textContent = state.clock.paused && !state.starting ? strings.paused + " " + time : time;
    box.classList.toggle("paused", !!state.clock.paused);
    box.classList.toggle("warn", state.clock.running && left <= 10);
  }
  setInterval(tickClock, 250);

  // ---------------------------------------------------------- placing tiles
  function stagedMessage() {
    return staged.map((s) => ({ row: s.row, col: s.col, letter: s.letter }));
  }

  // a game in teams: the tiles the partner's phone has put down, as a play sends them
  function partnerTiles() {
    return ((state && state.partner_tiles) || []).map((s) => ({ row: s[0], col: s[1], letter: s[2] }));
  }

  // the rack tile a tile on the board came from: a blank's letter is in lower case
  const rackTile = (letter) => (!(state && state.qu) && letter !== letter.toUpperCase() ? "?" : letter);

  function sendPreview() {
    if (staged.length) send({ type: "preview", tiles: stagedMessage() });
    else send({ type: "recall" });
  }

  function free(r, c) {
    if (staged.some((s) => s.row === r && s.col === c)) return false;
    if (partnerTiles().some((s) => s.row === r && s.col === c)) return false; // the partner's tile

    return state.heights.length ? true : state.board[r][c] === ".";
  }

  function place(index, r, c) {
    const tile = order[index];
    if (tile === undefined || !canPlace() || !free(r, c)) return;
    const put = (letter) => {
      // The blank's letter is chosen in a dialog, and a new state (a hint, the TV's
      // move) may have reordered the rack meanwhile: take the tile from where it is now
      // (never whichever tile has taken its old place), and only onto a square still free.
      const at = order[index] === tile ? index : order.indexOf(tile);
      if (at < 0 || !canPlace() || !free(r, c)) return;
      order.splice(at, 1);
      staged.push({ row: r, col: c, letter, tile });
      picked = -1;
      target = null;
      feel.buzz();
      render();
      sendPreview();
    };
    if (tile === "?") askBlank(put); else put(tile);
  }

  function unstage(r, c) {
    const i = staged.findIndex((s) => s.row === r && s.col === c);
    if (i < 0) return;
    order.push(staged[i].tile);
    staged.splice(i, 1);
    render();
    sendPreview();
  }

  function askBlank(done) {
    const letters = $("letters");
    letters.textContent = "";
    for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = ch;
      b.addEventListener("click", () => { closeDialog(); done(ch.toLowerCase()); });
      letters.appendChild(b);
    }
    openDialog(t("blank_ask"), null);
  }

  function openDialog(text, ok) {
    $("dialog-text").textContent = text;
    $("dialog-cancel").textContent = t("cancel");
    const button = $("dialog-ok");
    button.hidden = !ok;
    if (ok) { button.textContent = ok.label; button.onclick = () => { closeDialog(); ok.action(); }; }
    $("dialog").hidden = false;
  }

  function closeDialog() {
    $("dialog").hidden = true;
    $("letters").textContent = "";
  }
  $("dialog-cancel").addEventListener("click", closeDialog);

  function rearrange(from, to) {
    if (from === to || from + 1 === to) return;
    const [tile] = order.splice(from, 1);
    order.splice(to > from ? to - 1 : to, 0, tile);
    picked = -1;
    render();
    send({ type: "rack", order: order.concat(staged.map((s) => s.tile), partnerTiles().map((s) => rackTile(s.letter))).join("") });
  }

  // A press on a rack tile: a drag to the board or along the rack, or a tap.
  function startDrag(event) {
    if (!state) return;
    const index = Number(event.currentTarget.dataset.index);
    if (swapping) { toggleSwap(index); return; }
    event.preventDefault();
    const start = [event.clientX, event.clientY];
    let ghost = null;
    const move = (e) => {
      if (!ghost && Math.hypot(e.clientX - start[0], e.clientY - start[1]) > 8) {
        ghost = document.createElement("div");
        ghost.className = "ghost";
        ghost.appendChild(tileElement(order[index]));
        document.body.appendChild(ghost);
        if (canPlace() && !pending) zoomToPlay(null);
      }
      if (ghost) {
        ghost.style.left = e.clientX - 24 + "px";
        ghost.style.top = e.clientY - 60 + "px";
      }
    };
    const up = (e) => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", up);
      if (!ghost) { tapTile(index); return; }
      ghost.remove();
      const under = document.elementFromPoint(e.clientX, e.clientY - 36);
      const square = under && under.closest(".cell");
      const slot = under && under.closest("#rack .slot");
      if (square) place(index, Number(square.dataset.row), Number(square.dataset.col));
      else if (slot) rearrange(index, Number(slot.dataset.index));
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", up);
  }

  function tapTile(index) {
    if (target && canPlace()) { place(index, target[0], target[1]); return; }
    if (picked >= 0 && picked !== index) { rearrange(picked, index > picked ? index + 1 : index); return; }
    picked = picked === index ? -1 : index;
    render();
    if (picked >= 0 && canPlace() && !pending) zoomToPlay(null);
  }

  $("board").addEventListener("click", (event) => {
    const square = event.target.closest(".cell");
    if (!square || !state) return;
    const r = Number(square.dataset.row), c = Number(square.dataset.col);
    // on the whole board a square is small for a finger: a tap there also brings it close
    const close = () => { if (canPlace() && !pending) zoomToPlay([r, c]); };
    if (staged.some((s) => s.row === r && s.col === c)) { unstage(r, c); close(); return; }
    if (!canPlace() || !free(r, c)) return;
    if (picked >= 0) { place(picked, r, c); close(); return; }
    target = target && target[0] === r && target[1] === c ? null : [r, c];
    render();
    close();
  });

  // --------------------------------------------------------------- buttons
  function recall() {
    order = order.concat(staged.map((s) => s.tile));
    staged = [];
    target = null;
    render();
    send({ type: "recall" });
    showPreview(null);
  }

  $("b-recall").addEventListener("click", recall);
  $("b-shuffle").addEventListener("click", () => send({ type: "shuffle" }));
  $("b-pass").addEventListener("click", () => { recall(); pending = true; send({ type: "pass" }); render(); });
  $("b-play").addEventListener("click", () => {
    if ((!staged.length && !partnerTiles().length) || pending) return;
    pending = true;
    // in a game in teams Play plays the team's whole placement: this phone's tiles and the partner's
    send({ type: "play", tiles: stagedMessage().concat(partnerTiles()) });
    setZoom(1); // the word played, seen on the whole board
    render();
  });
  $("b-hint").addEventListener("click", () => send({ type: "hint" }));
  $("b-accept").addEventListener("click", () => { pending = true; send({ type: "accept" }); render(); });
  $("b-challenge").addEventListener("click", () =>
    openDialog(t("challenge_ask"), { label: t("challenge"), action: () => send({ type: "challenge" }) }));
  $("b-swap").addEventListener("click", () => { recall(); swapping = true; chosen = new Set(); render(); });
  $("b-swap-cancel").addEventListener("click", () => { swapping = false; render(); });
  $("b-swap-go").addEventListener("click", () => {
    const tiles = Array.from(chosen, (i) => order[i]).join("");
    swapping = false;
    pending = true;
    send({ type: "swap", tiles });
    render();
  });

  function toggleSwap(index) {
    if (chosen.has(index)) chosen.delete(index); else chosen.add(index);
    render();
  }

  // ------------------------------------------------------------------ zoom
  function setZoom(next, focus) {
    if (!state) return;
    const view = $("viewport");
    const old = zoom;
    zoom = Math.min(maxZoom(), Math.max(1, next));
    if (zoom === old) return;
    const fx = focus ? focus[0] : view.clientWidth / 2, fy = focus ? focus[1] : view.clientHeight / 2;
    const x = (view.scrollLeft + fx) / old, y = (view.scrollTop + fy) / old;
    sizeBoard();
    view.scrollLeft = x * zoom - fx;
    view.scrollTop = y * zoom - fy;
  }

  // Where this turn's play is: its tiles, else the square picked, else the hint's, else
  // the centre of an empty board, else the last play.
  function playArea() {
    const middle = (squares) => [Math.round(squares.reduce((a, s) => a + s[0], 0) / squares.length),
      Math.round(squares.reduce((a, s) => a + s[1], 0) / squares.length)];
    if (staged.length) return middle(staged.map((s) => [s.row, s.col]));
    if (target) return target;
    if (hinted.size) return middle(Array.from(hinted, (k) => k.split(",").map(Number)));
    const centre = Math.floor(state.size / 2);
    const empty = state.board.every((row) => /^\.*$/.test(row));
    if (!empty && state.last_squares && state.last_squares.length) return middle(state.last_squares);
    return [centre, centre];
  }

  // While placing, the board is brought close around the play (or the square tapped),
  // its squares large enough for a finger; a board already that close is left as it is.
  function zoomToPlay(square) {
    if (!state || fitCell() * zoom >= placingCell()) return;
    zoom = Math.min(maxZoom(), placingCell() / fitCell());
    sizeBoard();
    const [r, c] = square || playArea();
    const el = $("board").children[r * state.size + c];
    if (!el) return;
    const view = $("viewport");
    view.scrollLeft = el.offsetLeft + el.offsetWidth / 2 - view.clientWidth / 2;
    view.scrollTop = el.offsetTop + el.offsetHeight / 2 - view.clientHeight / 2;
  }
  $("zoom-in").addEventListener("click", () => setZoom(zoom + 0.6));
  $("zoom-out").addEventListener("click", () => setZoom(zoom - 0.6));

  let pinch = null;
  const spread = (touches) => Math.hypot(touches[0].clientX - touches[1].clientX, touches[0].clientY - touches[1].clientY);
  $("viewport").addEventListener("touchstart", (e) => {
    if (e.touches.length === 2) pinch = { d: spread(e.touches), zoom };
  }, { passive: true });
  $("viewport").addEventListener("touchmove", (e) => {
    if (!pinch || e.touches.length !== 2) return;
    e.preventDefault();
    const box = $("viewport").getBoundingClientRect();
    const mid = [(e.touches[0].clientX + e.touches[1].clientX) / 2 - box.left,
      (e.touches[0].clientY + e.touches[1].clientY) / 2 - box.top];
    setZoom(pinch.zoom * spread(e.touches) / pinch.d, mid);
  }, { passive: false });
  $("viewport").addEventListener("touchend", () => { pinch = null; });
  // the view changes size when the lines around it grow or shrink (a long last move, a
  // refused play's reason) or the phone turns: the board is fitted to it again
  const refit = () => {
    const view = $("viewport");
    if (state && (view.clientWidth !== drawnFor[0] || view.clientHeight !== drawnFor[1])) sizeBoard();
  };
  if (window.ResizeObserver) new ResizeObserver(refit).observe($("viewport"));
  window.addEventListener("resize", refit);

  connect();
})();
