"""The pupil's page: one HTML file with its style and script inline, no
outside resources (no fonts, no libraries: school networks block them and
nothing should leave the room). It joins with the code (from the address's
``#1234`` when the QR code was scanned), then shows one big Knock button.
By hand the pupil knocks again; with a waiting rule the page counts the
wait down and knocks by itself. The token lives in the page's memory only.
Words come from resources/class_round_words.py; nothing a pupil types is
shown anywhere but the code box."""

from __future__ import annotations

import json

from wallasey_lab.resources import class_round_words as W

_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>__TITLE__</title>
<style>
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f4;color:#111;
 min-height:100vh;display:flex;flex-direction:column;align-items:center}
main{width:100%;max-width:520px;padding:16px;display:flex;flex-direction:column;gap:14px;flex:1}
h1{font-size:1.6rem;margin:8px 0}
p{font-size:1.25rem;margin:0;line-height:1.35}
#code{font-size:2.6rem;letter-spacing:.4em;text-align:center;width:100%;padding:10px;border:3px solid #444;
 border-radius:12px}
button{font:inherit;font-weight:700;border:none;border-radius:16px;cursor:pointer;touch-action:manipulation}
#join{font-size:1.6rem;padding:16px;background:#222;color:#fff;min-height:64px}
#who{display:flex;align-items:center;gap:14px;font-size:1.5rem;font-weight:700}
#dot{width:44px;height:44px;border-radius:50%;flex:none;border:3px solid #222}
#knock{flex:1;min-height:220px;max-height:60vh;font-size:3rem;background:#2b6cb0;color:#fff;
 box-shadow:0 6px 0 #1a4472}
#knock:active{transform:translateY(4px);box-shadow:0 2px 0 #1a4472}
#knock:disabled{background:#9aa5b1;box-shadow:none}
#knock.inside{background:#1b6e20;box-shadow:none;font-size:2.4rem}
#say{font-size:1.5rem;font-weight:700;min-height:4em}
#say.no{color:#b00020}#say.yes{color:#1b6e20}#say.end{color:#111;background:#fff3c4;padding:10px;border-radius:12px}
#small{font-size:1.1rem;color:#444}
.hidden{display:none!important}
</style></head>
<body><main>
<section id="joining"><h1>__JOIN_HEADING__</h1>
<p>__JOIN_PROMPT__</p><br>
<input id="code" inputmode="numeric" autocomplete="off" maxlength="4" pattern="[0-9]*" aria-label="code"><br><br>
<button id="join" style="width:100%">__JOIN_BUTTON__</button><br><br>
<p id="joinsay" class="no" role="status"></p></section>
<section id="playing" class="hidden" style="display:flex;flex-direction:column;gap:14px;flex:1">
<div id="who"><span id="dot"></span><span>__YOU_ARE__ <span id="name"></span></span></div>
<button id="knock">__KNOCK__</button>
<p id="say" role="status" aria-live="polite"></p>
<p id="small"><span id="mine"></span><br><span id="crowd"></span></p></section>
</main>
<script>
"use strict";
const W = __WORDS__;
const $ = (id) => document.getElementById(id);
let token = null, rule = null, timer = null, over = false, inside = false, busy = false, endsAt = null;
// The lab answers "over" as the round ends; a page that missed it (asleep, out of
// Wi-Fi) and cannot reach the lab after the round's known end reads that as over too.
function pastEnd() { return endsAt !== null && performance.now() >= endsAt; }
function unreachable() { if (pastEnd()) finish(); else if (!inside) say(W.lost, "no"); }
function say(text, cls) { const s = $("say"); s.textContent = text; s.className = cls || ""; }
async function post(path, data) {
  const r = await fetch(path, {method: "POST", headers: {"Content-Type": "application/json"},
                               body: JSON.stringify(data), cache: "no-store"});
  return [r.status, await r.json()];
}
async function join() {
  const code = $("code").value.trim();
  try {
    const [status, d] = await post("/join", {code: code});
    if (status !== 200) {
      const why = {"wrong-code": W.join_wrong, "malformed": W.join_wrong, "full": W.join_full, "over": W.join_over,
                   "too-many-codes": W.join_slow}[d.error] || W.join_wrong;
      $("joinsay").textContent = why; return;
    }
    token = d.pupil; rule = d.rule;
    $("name").textContent = d.name; $("dot").style.background = d.colour;
    $("joining").classList.add("hidden"); $("playing").classList.remove("hidden");
    say(W.ready); poll();
  } catch (e) { $("joinsay").textContent = W.lost; }
}
function finish() {
  over = true; clearTimeout(timer); $("knock").disabled = true; say(W.over, "end");
  if (!inside) $("knock").textContent = W.knock;
}
function countdown(seconds) {
  const end = performance.now() + seconds * 1000;
  $("knock").disabled = true;
  const tick = () => {
    if (over) return;
    const left = (end - performance.now()) / 1000;
    if (left <= 0) { $("knock").textContent = W.knock; knock(); return; }
    const shown = (Math.ceil(left * 10) / 10).toFixed(1);  // never "0.0 s": that would look stuck
    say(W.refused_wait.replace("{s}", shown), "no");
    $("knock").textContent = shown + " s";
    timer = setTimeout(tick, 100);
  };
  tick();
}
async function knock() {
  if (!token || over || inside || busy) return;
  busy = true;
  try {
    const [status, d] = await post("/knock", {pupil: token});
    busy = false;
    if (status !== 200) { unreachable(); return; }
    if (d.knocks !== undefined) $("mine").textContent = W.knocks.replace("{n}", d.knocks);
    if (d.outcome === "accepted" || d.outcome === "inside") {
      inside = true; $("knock").disabled = true; say(W.opening, "yes");
      setTimeout(() => {
        if (over) return;
        say(W.inside, "yes"); $("knock").textContent = W.inside; $("knock").className = "inside";
      }, d.answer * 1000);
    } else if (d.outcome === "refused") {
      if (rule === "by-hand") say(W.refused_hand, "no"); else countdown(d.wait);
    } else if (d.outcome === "early") {
      countdown(d.wait);
    } else if (d.outcome === "limited") {
      say(W.too_fast, "no");
    } else if (d.outcome === "over") { finish(); }
  } catch (e) { busy = false; unreachable(); }
}
async function poll() {
  if (over || !token) return;
  try {
    const r = await fetch("/state?pupil=" + encodeURIComponent(token), {cache: "no-store"});
    const d = await r.json();
    if (d.over) { finish(); return; }
    if (d.ends_in !== undefined) endsAt = performance.now() + d.ends_in * 1000;
    if (d.inside && !inside) { inside = true; $("knock").disabled = true; say(W.inside, "yes"); }
    if (d.pupils !== undefined) $("crowd").textContent = W.crowd.replace("{inside}", d.in).replace("{pupils}", d.pupils);
  } catch (e) { unreachable(); if (over) return; }
  setTimeout(poll, 1500);
}
$("join").addEventListener("click", join);
$("code").addEventListener("keydown", (e) => { if (e.key === "Enter") join(); });
$("knock").addEventListener("click", knock);
const fromQr = location.hash.replace("#", "");
if (/^[0-9]{4}$/.test(fromQr)) { $("code").value = fromQr; }
</script></body></html>
"""


def page_html(rule: str, capacity: int) -> str:
    """The page, its words filled in (HTML-safe: the words are the lab's own, never a pupil's)."""
    words = dict(W.PAGE)
    html = _PAGE.replace("__WORDS__", json.dumps(words).replace("</", "<\\/"))
    for key in ("title", "join_heading", "join_prompt", "join_button", "you_are", "knock"):
        html = html.replace(f"__{key.upper()}__", words[key])
    return html
