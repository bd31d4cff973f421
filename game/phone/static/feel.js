// The phone page's feel, apart from its rules: a short buzz as a tile goes down, a
// sound when the turn comes, a play's points rising from the score, and the page's
// own settings for the first two (kept on this phone). phone.js calls it; it sends
// nothing to the game.
"use strict";

window.TilePartyFeel = (function () {
  const $ = (id) => document.getElementById(id);

  // The page's own settings, kept on this phone: a short buzz when a tile is placed (on
  // unless turned off) and a sound when the turn comes (off unless turned on).
  const SETTINGS_KEY = "tileparty-settings";
  function readSettings() {
    const found = { vibrate: true, sound: false };
    try {
      const raw = localStorage.getItem(SETTINGS_KEY);
      const saved = raw && raw.length <= 200 ? JSON.parse(raw) : null;
      for (const name of Object.keys(found)) {
        if (saved && typeof saved[name] === "boolean") found[name] = saved[name];
      }
    } catch (e) { /* no storage here, or something else in it: the defaults */ }
    return found;
  }
  const settings = readSettings();
  function saveSettings() {
    try { localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings)); } catch (e) { /* kept for this visit only */ }
  }

  // A short buzz as a tile goes down, where the phone can and the player wants it.
  function buzz() {
    if (!settings.vibrate || typeof navigator.vibrate !== "function") return;
    try { navigator.vibrate(15); } catch (e) { /* a phone that cannot: nothing */ }
  }

  // The turn's sound, made here (no file): two soft notes rising. A phone lets a page
  // sound only after a touch, so the first touch (or the switch itself) wakes it.
  let audio = null;
  function audioContext() {
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return null;
    try {
      if (!audio) audio = new Context();
      if (audio.state === "suspended") audio.resume().catch(() => {});
    } catch (e) { return null; }
    return audio;
  }
  window.addEventListener("pointerdown", () => { if (settings.sound) audioContext(); }, { passive: true });

  function chime() {
    if (!settings.sound) return;
    const context = audioContext();
    if (!context) return;
    try {
      const start = context.currentTime + 0.02;
      [660, 880].forEach((frequency, i) => {
        const at = start + i * 0.14;
        const note = context.createOscillator();
        const volume = context.createGain();
        note.type = "sine";
        note.frequency.value = frequency;
        volume.gain.setValueAtTime(0.0001, at);
        volume.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
        volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.22);
        note.connect(volume);
        volume.connect(context.destination);
        note.start(at);
        note.stop(at + 0.25);
      });
    } catch (e) { /* no sound then */ }
  }

  // "+N" rising from the score of the player who just played.
  function gain(chip, points) {
    const score = chip && chip.querySelector(".score");
    if (!score) return;
    const number = document.createRange();
    number.selectNodeContents(score);
    const box = number.getBoundingClientRect(); // the number itself, not its whole line
    const gain = document.createElement("div");
    gain.className = "gain";
    gain.textContent = "+" + points;
    gain.style.left = box.right + 6 + "px";
    gain.style.top = box.top - 4 + "px";
    $("gains").appendChild(gain);
    setTimeout(() => gain.remove(), 2000);
  }

  // The settings' words in the game's language (the welcome message's), or a sign
  // where the game sends none.
  function label(strings) {
    const label = strings.settings || "⚙";
    $("b-settings").setAttribute("aria-label", label);
    $("settings-title").textContent = label;
    $("vibrate-label").textContent = strings.vibrate || "≋";
    $("sound-label").textContent = strings.turn_sound || "♪";
    $("settings-close").textContent = strings.close || "✓";
  }
  label({});
  $("s-vibrate").checked = settings.vibrate;
  $("s-sound").checked = settings.sound;

  function showSettings(open) {
    $("s-vibrate").checked = settings.vibrate;
    $("s-sound").checked = settings.sound;
    $("settings").hidden = !open;
  }
  $("b-settings").addEventListener("click", () => showSettings(true));
  $("settings-close").addEventListener("click", () => showSettings(false));
  $("settings").addEventListener("click", (event) => { if (event.target === $("settings")) showSettings(false); });
  $("s-vibrate").addEventListener("change", (event) => {
    settings.vibrate = event.target.checked;
    saveSettings();
    buzz(); // what it will feel like
  });
  $("s-sound").addEventListener("change", (event) => {
    settings.sound = event.target.checked;
    saveSettings();
    chime(); // what it will sound like
  });

  return { buzz, chime, gain, label };
})();
