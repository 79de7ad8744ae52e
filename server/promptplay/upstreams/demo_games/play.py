"""The games as the player sees them: the page at a launch URL (`GET /play/{session}`) and the
JSON it calls (`GET /play/{session}/state`, `POST /play/{session}/round`).

A round is drawn by the server (`secrets.SystemRandom`), debits the bet and credits the payout
on the player's wallet at once, and adds one row to the operator's bet history."""

from __future__ import annotations

import json
from decimal import Decimal
from html import escape
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse

from .catalogue import Game
from .common import Problem, money, parse_amount
from .engines import ENGINES
from .store import Round, Session, Store
from .wire import json_object, store

STATUS = {
    "invalid": 400,
    "insufficient": 409,
    "closed": 409,
    "duplicate": 409,
    "session_expired": 404,
    "game_not_found": 404,
    "member_not_found": 404,
    "wallet_not_found": 404,
    "transfer_not_found": 404,
    "unauthorized": 401,
    "internal": 500,
}
BETS = ("1.00", "2.00", "5.00", "10.00", "20.00", "50.00", "100.00", "500.00", "1000.00")
DEFAULT_BET = "10.00"
PLAY_LABEL = {"slot": "Spin", "keno": "Draw", "baccarat": "Deal", "hilo": "Play", "dice": "Roll"}
CHOICE_LABEL = {
    "player": "Player",
    "banker": "Banker",
    "tie": "Tie",
    "higher": "Higher",
    "lower": "Lower",
    "over": "Over 7",
    "under": "Under 7",
    "seven": "Exactly 7",
}


def error(problem: Problem) -> JSONResponse:
    """The plain error shape of /play and /demo."""
    return JSONResponse(
        {"error": {"code": problem.reason.upper(), "message": problem.message}},
        status_code=STATUS.get(problem.reason, 400),
    )


def rtp_text(engine_name: str) -> str:
    engine = ENGINES[engine_name]
    rtp = engine.stated_rtp
    if engine_name == "keno":
        return f"{engine.headline_rtp} (by number of picks, below)"
    if len(set(rtp.values())) == 1:
        return f"{next(iter(rtp.values()))}%"
    return " · ".join(f"{CHOICE_LABEL.get(k, k)} {v}%" for k, v in rtp.items())


def parse_round(body: dict[str, Any]) -> tuple[Decimal, str | None, list[int] | None]:
    bet = parse_amount(body.get("bet"), field="bet")
    choice = body.get("choice")
    if choice is not None and not isinstance(choice, str):
        raise Problem("invalid", "choice must be a string")
    picks = body.get("picks")
    if picks is not None and (
        not isinstance(picks, list)
        or not all(isinstance(n, int) and not isinstance(n, bool) for n in picks)
    ):
        raise Problem("invalid", "picks must be a list of numbers")
    return bet, choice or None, picks or None


def state(the_store: Store, session: Session, game: Game) -> dict[str, Any]:
    engine = ENGINES[game.engine]
    table = the_store.table(session.operator, session.username, game)
    wallet = the_store.wallets.get((session.operator, session.username))
    return {
        "game": {
            "code": game.code,
            "name": game.name,
            "productId": game.product_id,
            "provider": the_store.catalogue.providers[game.product_id].name,
            "category": game.category,
            "engine": game.engine,
        },
        "username": session.username,
        "currency": wallet.currency if wallet else the_store.settings.currency,
        "balance": money(wallet.balance if wallet else Decimal(0)),
        "bets": list(BETS),
        "defaultBet": DEFAULT_BET,
        "choices": list(engine.choices),
        "defaultChoice": engine.default_choice(table) if engine.choices else None,
        "rtp": {variant: str(value) for variant, value in engine.stated_rtp.items()},
        "rtpText": rtp_text(game.engine),
        "table": engine.describe(table),
        "rounds": [
            row.view()
            for row in the_store.recent_rounds(session.operator, session.username, game.code)
        ],
    }


def played(the_store: Store, session: Session, game: Game, row: Round) -> dict[str, Any]:
    engine = ENGINES[game.engine]
    table = the_store.table(session.operator, session.username, game)
    return {
        "balance": money(row.balance),
        "round": row.view(),
        "outcome": {
            "summary": row.summary,
            "bet": money(row.bet),
            "payout": money(row.payout),
            "choice": row.choice,
            **row.detail,
        },
        "table": engine.describe(table),
        "defaultChoice": engine.default_choice(table) if engine.choices else None,
    }


router = APIRouter(prefix="/play", tags=["game pages"])


def _session_game(request: Request, token: str) -> tuple[Store, Session, Game]:
    the_store = store(request)
    session = the_store.session(token)
    if session.game_code is None:
        raise Problem("session_expired", "this session opens no game")
    return the_store, session, the_store.game(session.game_code, playable=False)


@router.get("/{token}", response_class=HTMLResponse, include_in_schema=False)
async def play_page(request: Request, token: str) -> HTMLResponse:
    try:
        _, session, _ = _session_game(request, token)
    except Problem as problem:
        return problem_page(problem)
    mobile = request.query_params.get("mobile")
    return game_page(request, session, session.mobile if mobile is None else mobile == "1")


@router.get("/{token}/state")
async def play_state(request: Request, token: str) -> dict[str, Any]:
    the_store, session, game = _session_game(request, token)
    return state(the_store, session, game)


@router.post("/{token}/round")
async def play_round(request: Request, token: str) -> dict[str, Any]:
    the_store, session, game = _session_game(request, token)
    bet, choice, picks = parse_round(await json_object(request))
    row = the_store.play(session.operator, session.username, game, bet, choice, picks)
    request.app.state.callbacks.round_played(session, row)
    return played(the_store, session, game, row)


def problem_page(problem: Problem) -> HTMLResponse:
    body = f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Game unavailable</title>
<style>body{{font:18px/1.5 system-ui,sans-serif;background:#0b1f1a;color:#e8fff7;display:grid;
place-items:center;min-height:90vh;margin:0;padding:1rem;text-align:center}}</style></head>
<body><main><h1>Game unavailable</h1><p data-testid="message">{escape(problem.message)}</p>
<p>Close this window and open the game again from the site.</p></main></body></html>"""
    return HTMLResponse(body, status_code=STATUS.get(problem.reason, 400))


def _choices(engine_name: str) -> str:
    engine = ENGINES[engine_name]
    if not engine.choices:
        return ""
    buttons = "".join(
        f'<button type="button" class="choice" data-choice="{c}" data-testid="choice-{c}" '
        f'aria-pressed="false">{CHOICE_LABEL[c]}<small data-pays="{c}"></small></button>'
        for c in engine.choices
    )
    return f'<div class="choices" role="group" aria-label="Your bet">{buttons}</div>'


def _board(engine_name: str) -> str:
    if engine_name == "slot":
        cells = "".join(
            f'<div class="cell" data-testid="cell" data-row="{r}" data-reel="{c}">·</div>'
            for r in range(3)
            for c in range(5)
        )
        return f'<div class="reels" data-testid="reels">{cells}</div>'
    if engine_name == "keno":
        numbers = "".join(
            f'<button type="button" class="num" data-n="{n}" data-testid="pick-{n}">{n}</button>'
            for n in range(1, 41)
        )
        return (
            f'<div class="keno" data-testid="keno-board">{numbers}</div>'
            '<p class="hint">Picked <b data-testid="picks-count">0</b>/10 · no picks: a quick pick'
            ' of 5 <button type="button" class="small" data-testid="clear">Clear</button></p>'
        )
    if engine_name == "baccarat":
        return (
            '<div class="hands"><div class="hand"><h3>Player <b data-testid="player-total">-</b>'
            '</h3><div class="cards" data-testid="player-cards"></div></div>'
            '<div class="hand"><h3>Banker <b data-testid="banker-total">-</b></h3>'
            '<div class="cards" data-testid="banker-cards"></div></div></div>'
        )
    if engine_name == "hilo":
        return (
            '<div class="hilo"><div class="bigcard" data-testid="card">?</div>'
            '<p class="hint">Will the next card be higher or lower? Equal ranks lose; ace is'
            " low.</p></div>"
        )
    return '<div class="dice" data-testid="dice"><span>⚀</span><span>⚀</span></div>'


STYLE = """
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#e8fff7;
background:radial-gradient(circle at 50% 0,#1d5c46 0,#0b2a22 55%,#06150f 100%);min-height:100vh}
main{max-width:36rem;margin:0 auto;padding:.75rem}
header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem}
h1{font-size:1.25rem;margin:.2rem 0;text-shadow:0 0 8px #34f5c5}
.brand{font-size:.8rem;color:#9fd8c4;text-transform:uppercase;letter-spacing:.08em}
.wallet{background:#04110d;border:1px solid #34f5c5;border-radius:.6rem;padding:.4rem .7rem;
box-shadow:0 0 10px #34f5c555;font-variant-numeric:tabular-nums}
.wallet b{font-size:1.2rem;color:#fef08a}
.board{margin:.75rem 0;padding:.75rem;border-radius:1rem;background:#0e3b2e;
box-shadow:inset 0 0 30px #000a,0 0 0 3px #7c5b22}
.reels{display:grid;grid-template-columns:repeat(5,minmax(0,1fr));gap:.35rem}
.cell{aspect-ratio:1;display:grid;place-items:center;font-size:2rem;border-radius:.5rem;
background:linear-gradient(#fdfdfd,#d8dde3);color:#111}
.cell.win{outline:3px solid #facc15;box-shadow:0 0 12px #facc15}
.cell,.sym{font-weight:900;font-family:Georgia,"Times New Roman",serif}
.sym{display:inline-block;min-width:1.6rem;text-align:center;background:#fff;border-radius:.3rem}
[data-symbol=jack]{color:#15803d}[data-symbol=queen]{color:#1d4ed8}[data-symbol=king]{color:#7e22ce}
[data-symbol=star]{color:#ca8a04}[data-symbol=seven]{color:#dc2626}[data-symbol=diamond]{color:#0891b2}
.keno{display:grid;grid-template-columns:repeat(8,minmax(0,1fr));gap:.3rem}
.num{aspect-ratio:1;min-height:0;min-width:0;width:100%;border-radius:50%;border:1px solid #2f6f5a;
background:#0a2a20;color:#e8fff7;font-weight:600;font-size:.95rem;padding:0}
.num.picked{background:#2563eb;border-color:#93c5fd}.num.drawn{box-shadow:0 0 0 3px #facc15}
.num.hit{background:#16a34a}
.hands{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}.hand h3{margin:.2rem 0;font-size:1rem}
.cards{display:flex;gap:.3rem;flex-wrap:wrap;min-height:3.2rem}
.pcard{background:#fff;color:#111;border-radius:.35rem;padding:.35rem .45rem;font-size:1.3rem;
font-weight:700;min-width:2.3rem;text-align:center}.pcard.red{color:#c81e1e}
.hilo{text-align:center}.bigcard{display:inline-block;background:#fff;color:#111;border-radius:.7rem;
font-size:3rem;font-weight:800;padding:.6rem 1.1rem;min-width:6rem}
.bigcard .pcard{font-size:3rem;padding:0;min-width:0}
.dice{display:flex;justify-content:center;gap:1rem;font-size:4.5rem;line-height:1}
.message{background:#7f1d1d;border:1px solid #fca5a5;border-radius:.5rem;padding:.6rem;margin:.5rem 0}
.outcome{min-height:2.6rem;padding:.6rem;border-radius:.5rem;background:#04110d;text-align:center;
font-weight:600}.outcome[data-result=win]{color:#4ade80;box-shadow:0 0 12px #4ade8088}
.outcome[data-result=lose]{color:#fca5a5}
.controls{display:grid;gap:.6rem;margin:.75rem 0}
label.bet{display:flex;align-items:center;gap:.5rem;justify-content:space-between}
select,button{font:inherit;color:inherit;min-height:3rem;border-radius:.6rem}
select{background:#04110d;border:1px solid #34f5c5;padding:0 .6rem;flex:1}
.choices{display:grid;grid-template-columns:repeat(auto-fit,minmax(6rem,1fr));gap:.5rem}
.choice{background:#0a2a20;border:2px solid #2f6f5a;cursor:pointer;font-weight:600}
.choice small{display:block;font-size:.75rem;color:#9fd8c4}
.choice[aria-pressed=true]{border-color:#facc15;box-shadow:0 0 10px #facc1588}
.choice:disabled{opacity:.35}
.play{background:linear-gradient(#f59e0b,#d97706);border:0;color:#1b0f00;font-size:1.3rem;
font-weight:800;letter-spacing:.05em;cursor:pointer;box-shadow:0 0 14px #f59e0b88;min-height:3.5rem}
.play:disabled{filter:grayscale(.7);cursor:wait}.small{min-height:2rem;background:#0a2a20;
border:1px solid #2f6f5a;padding:0 .6rem}
.hint{font-size:.85rem;color:#9fd8c4;margin:.5rem 0 0}
details,section{margin:.75rem 0}summary{cursor:pointer}
table{border-collapse:collapse;width:100%;font-size:.85rem}td,th{padding:.2rem .4rem;
border-bottom:1px solid #1f4b3d;text-align:left}
ol.rounds{list-style:none;padding:0;margin:0;font-size:.85rem}
ol.rounds li{display:flex;justify-content:space-between;gap:.5rem;padding:.35rem .2rem;
border-bottom:1px solid #1f4b3d}ol.rounds li .won{color:#4ade80}
.rtp{font-size:.85rem;color:#9fd8c4}
body.mobile main{padding:.5rem}body.mobile .play{min-height:4rem}
"""

SCRIPT = r"""
(() => {
const API = CONFIG.api, ENGINE = CONFIG.engine;
const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const all = (sel) => Array.from(document.querySelectorAll(sel));
let state = null, choice = null, picked = true, picks = [], busy = false;
const FACES = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

async function call(path, body) {
  const init = body === undefined ? {} : {method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body)};
  const response = await fetch(API + path, init);
  let data = null;
  try { data = await response.json(); } catch (e) { data = null; }
  if (!response.ok) throw new Error((data && data.error && data.error.message) || `The game server answered ${response.status}`);
  return data;
}
function message(text) {
  const box = $("message");
  box.textContent = text || "";
  box.hidden = !text;
}
function cardHtml(name) {
  const red = /[♥♦]/.test(name);
  return `<span class="pcard${red ? " red" : ""}">${name}</span>`;
}
function renderRounds(rounds) {
  const list = $("rounds");
  list.replaceChildren(...rounds.map((r) => {
    const li = document.createElement("li");
    li.dataset.testid = "round";
    li.dataset.roundId = r.roundId;
    const won = Number(r.payout) > Number(r.bet);
    const what = document.createElement("span"), money = document.createElement("span");
    what.textContent = r.summary;
    money.textContent = `${r.bet} → ${r.payout}`;
    if (won) money.className = "won";
    li.append(what, money);
    return li;
  }));
}
function setChoice(value) {
  choice = value;
  all(".choice").forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.choice === value)));
}
function renderTable(table, defaultChoice) {
  if (ENGINE === "hilo") {
    $("card").innerHTML = cardHtml(table.card);
    all(".choice").forEach((b) => {
      const pays = table.pays[b.dataset.choice];
      b.disabled = Number(pays) === 0;
      b.querySelector("small").textContent = Number(pays) ? `pays ×${pays}` : "impossible";
    });
    setChoice(defaultChoice);
  } else if (ENGINE === "baccarat") {
    const pays = table.pays;
    all(".choice").forEach((b) => { b.querySelector("small").textContent = `pays ${pays[b.dataset.choice]}`; });
  } else if (ENGINE === "dice") {
    all(".choice").forEach((b) => { b.querySelector("small").textContent = `pays ×${table.pays[b.dataset.choice]}`; });
  } else if (ENGINE === "keno") {
    renderKenoPays();
  } else if (ENGINE === "slot") {
    const rows = table.paytable.map((p) => `<tr><td><span class="sym" data-symbol="${p.symbol}">${p.glyph}</span> ×3/4/5</td><td>${p.pays.join(" / ")}</td></tr>`).join("");
    $("paytable").innerHTML = `<table><tr><th>symbols</th><th>3 / 4 / 5 of a kind, × line bet</th></tr>${rows}</table><p class="hint">${table.lines} lines, left to right; the bet is spread evenly over the lines.</p>`;
  }
}
function renderKenoPays() {
  const count = picks.length || 5;
  const pays = state.table.paytable[String(count)];
  const rows = Object.entries(pays).map(([hits, pay]) => `<tr><td>${hits}</td><td>×${pay}</td></tr>`).join("");
  $("paytable").innerHTML = `<p>${count} picks: RTP ${state.table.rtp[String(count)]}%</p><table><tr><th>hits</th><th>pays</th></tr>${rows}</table>`;
  $("picks-count").textContent = String(picks.length);
  all(".num").forEach((b) => b.classList.toggle("picked", picks.includes(Number(b.dataset.n))));
}
function renderOutcome(outcome) {
  if (ENGINE === "slot") {
    const cells = all(".cell");
    outcome.grid.forEach((row, r) => row.forEach((symbol, c) => {
      const cell = cells[r * 5 + c];
      cell.textContent = outcome.glyphs[symbol];
      cell.dataset.symbol = symbol;
    }));
    cells.forEach((cell) => cell.classList.remove("win"));
    outcome.wins.forEach((w) => {
      const line = state.table.paylines[w.line - 1];
      for (let reel = 0; reel < w.count; reel++) cells[line[reel] * 5 + reel].classList.add("win");
    });
  } else if (ENGINE === "keno") {
    picks = outcome.picks;
    renderKenoPays();
    all(".num").forEach((b) => {
      const n = Number(b.dataset.n);
      b.classList.toggle("drawn", outcome.drawn.includes(n));
      b.classList.toggle("hit", outcome.drawn.includes(n) && outcome.picks.includes(n));
    });
  } else if (ENGINE === "baccarat") {
    $("player-cards").innerHTML = outcome.player.map(cardHtml).join("");
    $("banker-cards").innerHTML = outcome.banker.map(cardHtml).join("");
    $("player-total").textContent = String(outcome.playerTotal);
    $("banker-total").textContent = String(outcome.bankerTotal);
  } else if (ENGINE === "dice") {
    $("dice").innerHTML = outcome.dice.map((d) => `<span>${FACES[d]}</span>`).join("");
  }
  const bet = Number(outcome.bet), payout = Number(outcome.payout);
  const result = payout > bet ? "win" : payout === bet ? "push" : "lose";
  const box = $("outcome");
  box.dataset.result = result;
  const money = result === "win" ? `You win ${outcome.payout}` : result === "push" ? `Push: ${outcome.payout} back` : payout > 0 ? `${outcome.payout} back` : `You lose ${outcome.bet}`;
  box.textContent = `${outcome.summary} — ${money}`;
}
function chooseBet() {
  const select = $("bet-amount");
  select.replaceChildren(...state.bets.map((b) => new Option(b, b)));
  const balance = Number(state.balance);
  const affordable = state.bets.filter((b) => Number(b) <= balance && Number(b) <= Number(state.defaultBet));
  select.value = affordable.length ? affordable[affordable.length - 1] : state.defaultBet;
}
async function load() {
  try {
    state = await call("/state");
  } catch (e) {
    message(e.message);
    $("play").disabled = true;
    return;
  }
  $("balance").textContent = state.balance;
  $("currency").textContent = state.currency;
  chooseBet();
  renderTable(state.table, state.defaultChoice);
  if (ENGINE !== "hilo" && state.defaultChoice) setChoice(state.defaultChoice);
  renderRounds(state.rounds);
  $("play").disabled = false;
}
async function play() {
  if (busy || !state) return;
  busy = true;
  $("play").disabled = true;
  message("");
  const body = {bet: $("bet-amount").value};
  if (choice) body.choice = choice;
  if (ENGINE === "keno" && picks.length) body.picks = picks;
  try {
    const answer = await call("/round", body);
    state.balance = answer.balance;
    state.table = answer.table;
    $("balance").textContent = answer.balance;
    renderOutcome(answer.outcome);
    if (ENGINE === "hilo") renderTable(answer.table, answer.defaultChoice);
    state.rounds = [answer.round, ...state.rounds].slice(0, 10);
    renderRounds(state.rounds);
  } catch (e) {
    message(e.message);
  } finally {
    busy = false;
    $("play").disabled = false;
  }
}
all(".choice").forEach((b) => b.addEventListener("click", () => setChoice(b.dataset.choice)));
all(".num").forEach((b) => b.addEventListener("click", () => {
  const n = Number(b.dataset.n);
  if (picks.includes(n)) picks = picks.filter((p) => p !== n);
  else if (picks.length < 10) picks = [...picks, n];
  all(".num").forEach((x) => x.classList.remove("drawn", "hit"));
  renderKenoPays();
}));
const clear = $("clear");
if (clear) clear.addEventListener("click", () => { picks = []; renderKenoPays(); });
$("play").addEventListener("click", play);
load();
})();
"""


def game_page(request: Request, session: Session, mobile: bool) -> HTMLResponse:
    the_store = store(request)
    game = the_store.game(session.game_code or "", playable=False)
    provider = the_store.catalogue.providers[game.product_id]
    engine = ENGINES[game.engine]
    config = json.dumps({"api": f"/play/{session.token}", "engine": game.engine})
    exit_link = (
        f'<a href="{escape(session.return_url)}" class="hint">← back to the site</a>'
        if session.return_url
        else ""
    )
    paytable_open = " open" if game.engine in ("slot", "keno") else ""
    body = f"""<!doctype html>
<html lang="{escape(session.lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#0b2a22">
<title>{escape(game.name)} · {escape(provider.name)}</title>
<style>{STYLE}</style></head>
<body class="engine-{game.engine}{" mobile" if mobile else ""}">
<main data-testid="game" data-engine="{game.engine}" data-game-code="{escape(game.code)}">
<header><div><div class="brand">{escape(provider.name)} · {escape(engine.label)}</div>
<h1>{escape(game.name)}</h1>{exit_link}</div>
<div class="wallet">Balance <b data-testid="balance">…</b> <span data-testid="currency"></span></div>
</header>
<section class="board">{_board(game.engine)}</section>
<div class="message" data-testid="message" role="alert" hidden></div>
<div class="outcome" data-testid="outcome" aria-live="polite">Place your bet.</div>
<div class="controls">
<label class="bet">Bet <select data-testid="bet-amount" aria-label="Bet amount"></select></label>
{_choices(game.engine)}
<button type="button" class="play" data-testid="play" disabled>{PLAY_LABEL[game.engine]}</button>
</div>
<p class="rtp">Return to player: <b data-testid="rtp">{escape(rtp_text(game.engine))}</b>,
computed from the paytable. Outcomes are drawn by the server.</p>
<details{paytable_open}><summary>Paytable</summary><div data-testid="paytable">{_static_pays(game.engine)}</div></details>
<section><h2 style="font-size:1rem">Recent rounds</h2><ol class="rounds" data-testid="rounds"></ol></section>
</main>
<script>const CONFIG = {config};{SCRIPT}</script>
</body></html>"""  # noqa: S608  (HTML: "select" is an element here)
    return HTMLResponse(body, headers={"cache-control": "no-store"})


def _static_pays(engine_name: str) -> str:
    if engine_name == "baccarat":
        return (
            "<p>Player pays 1:1, banker 0.95:1 (5% commission), tie 8:1; player and banker "
            "bets push on a tie. Standard third-card rules; cards from a continuously shuffled "
            "shoe.</p>"
        )
    if engine_name == "hilo":
        return (
            "<p>Each side pays 97% divided by its chance, rounded down to the cent; equal "
            "ranks lose. The stated RTP is for the likelier side over every shown card.</p>"
        )
    if engine_name == "dice":
        return "<p>Two dice. Under 7 (2-6) and over 7 (8-12) pay ×2.3, exactly 7 pays ×5.75.</p>"
    return ""
