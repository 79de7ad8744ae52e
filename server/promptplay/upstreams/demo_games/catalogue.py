"""The demo catalogue: providers and their games, generated from a fixed seed so that every
start of the process (with the same settings) serves the very same catalogue.

A provider's games come from its own random stream in order, so asking for more games per
provider (a benchmark's 10,000) keeps the first ones as they were."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

CATEGORIES = (
    "casino",
    "slot",
    "sport",
    "fishing",
    "card",
    "keno",
    "cockfight",
    "esport",
    "trading",
)
ACTIVE, CLOSED = "active", "closed"


@dataclass(frozen=True)
class Game:
    code: str
    name: str
    product_id: str
    category: str
    engine: str
    rank: int
    status: str

    @property
    def active(self) -> bool:
        return self.status == ACTIVE


@dataclass
class Provider:
    product_id: str
    name: str
    categories: tuple[str, ...]
    status: str
    games: list[Game] = field(default_factory=list)

    @property
    def active(self) -> bool:
        return self.status == ACTIVE


PROVIDERS: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("PGS", "Pocket Gaming Soft", ("slot", "fishing"), ACTIVE),
    ("JILI", "Jili Games", ("slot", "fishing", "card"), ACTIVE),
    ("JOKER", "Joker Gaming", ("slot", "fishing"), ACTIVE),
    ("SPADE", "Spade Gaming", ("slot", "card"), ACTIVE),
    ("SAGA", "SA Gaming", ("casino",), ACTIVE),
    ("EVOP", "Evolution Play", ("casino", "card"), ACTIVE),
    ("DG", "Dream Gaming", ("casino",), CLOSED),
    ("SBO", "SBOBET", ("sport", "esport"), ACTIVE),
    ("UFA", "UFABET", ("sport", "esport", "cockfight"), ACTIVE),
    ("SV388", "SV388 Cockfight", ("cockfight",), ACTIVE),
    ("KM", "Kingmaker", ("card", "keno"), ACTIVE),
    ("GKENO", "Golden Keno", ("keno",), ACTIVE),
    ("TFG", "TF Gaming", ("esport",), ACTIVE),
    ("BINQ", "Binary Quest", ("trading",), ACTIVE),
    ("AMBT", "AMB Trade", ("trading", "keno"), ACTIVE),
)
UFA_SPORTSBOOK = "UFA-SPORTBOOK"

ADJECTIVES = (
    "Golden", "Lucky", "Mystic", "Royal", "Wild", "Jade", "Crimson", "Neon", "Sapphire",
    "Thunder", "Emerald", "Cosmic", "Midnight", "Blazing", "Silver", "Ancient", "Mega",
    "Phoenix", "Ruby", "Shadow", "Frozen", "Electric", "Sacred", "Dragon", "Tiger", "Siam",
    "Lanna", "Chok Dee", "Naga", "Ayutthaya", "Songkran", "Mae Khong", "Sawasdee",
)  # fmt: skip
NOUNS = {
    "slot": (
        "Lotus", "Treasure", "Fortune", "Temple", "Jackpot", "Riches", "Empire", "Gems", "Koi",
        "Elephant", "Panda", "Fruits", "Sevens", "Dynasty", "Legends", "Nights", "Garden",
        "Kingdom", "Tuk Tuk", "Muay Thai", "Mango Tango", "Buffalo", "Pharaoh", "Heist",
    ),
    "fishing": (
        "Ocean King", "Fish Hunter", "Mermaid", "Shark Bounty", "Deep Sea", "Reef Raiders",
        "Fishing Frenzy", "Koi Catch", "Pla Thong", "Whale Hunt", "Kraken", "Tide",
    ),
    "keno": ("Keno", "Lotto", "Number Rush", "Keno Blitz", "Hauy Keno", "Ball Drop", "Bingo 40"),
    "cockfight": (
        "Cockfight Arena", "Gai Chon", "Sabong", "Rooster Ring", "Spur Derby", "Pit Masters",
    ),
    "trading": (
        "BTC Up/Down", "ETH Rise/Fall", "Gold Spot", "SET50 Binary", "Forex Turbo", "Oil Futures",
    ),
    "esport": (
        "Dota 2 Clash", "LoL Arena", "CS Major", "Valorant Cup", "ROV Pro League", "PUBG Squads",
    ),
    "sport": (
        "Premier League", "Thai League", "Asian Handicap", "Champions Cup", "Muay Thai Live",
        "Basketball Over/Under", "Tennis Sets", "Volleyball Live", "Horse Racing", "Sepak Takraw",
    ),
    "baccarat": ("Baccarat", "Speed Baccarat", "Baccarat Squeeze", "Pok Deng", "Dragon Baccarat"),
    "hilo": ("Hi-Lo", "Red Dog", "Card Climb", "Hi-Lo Thai", "Dummy Hi-Lo", "Big Small Cards"),
}  # fmt: skip
SUFFIXES = {
    "sport": ("1X2", "Handicap", "Over/Under", "Live", "Parlay", "Outright", "Corners"),
    "esport": ("Match Winner", "Map Handicap", "Live", "First Blood", "Total Kills"),
    "cockfight": ("Bangkok", "Chiang Mai", "Manila", "Cebu", "Phnom Penh", "Vientiane", "Live"),
    "trading": ("1m", "5m", "15m", "Turbo", "Hourly", "Daily"),
}
ENGINE_OF = {
    "slot": "slot",
    "fishing": "slot",
    "keno": "keno",
    "sport": "dice",
    "esport": "dice",
    "cockfight": "dice",
    "trading": "dice",
}
CLOSED_SHARE = 0.03


def _name(rng: random.Random, category: str, engine: str) -> str:
    nouns = NOUNS[engine if category in ("casino", "card") else category]
    noun = rng.choice(nouns)
    if category in SUFFIXES:
        return f"{noun} {rng.choice(SUFFIXES[category])}"
    if rng.random() < 0.2:
        return f"{noun} {rng.choice(('Deluxe', 'Classic', 'Megaways', 'Rush', 'Link', 'Max'))}"
    return f"{rng.choice(ADJECTIVES)} {noun}"


def build_catalogue(games_per_provider: int, seed: int) -> dict[str, Provider]:
    catalogue: dict[str, Provider] = {}
    for product_id, name, categories, status in PROVIDERS:
        rng = random.Random(f"{seed}:{product_id}")
        provider = Provider(product_id, name, categories, status)
        counters = dict.fromkeys(categories, 0)
        names: set[str] = set()
        weights = [len(categories) - i for i in range(len(categories))]  # the first leads
        for index in range(games_per_provider):
            # Every category of the provider gets a game first, then the first ones lead.
            if index < len(categories):
                category = categories[index]
            else:
                category = rng.choices(categories, weights)[0]
            engine = ENGINE_OF.get(category) or rng.choice(("baccarat", "hilo"))
            counters[category] += 1
            title = _name(rng, category, engine)
            if product_id == "UFA" and index == 0:
                code, title = UFA_SPORTSBOOK, "UFA Sportsbook"
            else:
                code = f"{product_id}-{category.upper()}-{counters[category]:03d}"
            base, copy = title, 1
            while title in names:
                copy += 1
                title = f"{base} {copy}"
            names.add(title)
            # A few closed games, never a category's first (so every category stays playable).
            closed = index >= len(categories) and rng.random() < CLOSED_SHARE
            provider.games.append(
                Game(
                    code=code,
                    name=title,
                    product_id=product_id,
                    category=category,
                    engine=engine,
                    rank=index + 1,
                    status=CLOSED if closed else ACTIVE,
                )
            )
        catalogue[product_id] = provider
    return catalogue


class Catalogue:
    def __init__(self, games_per_provider: int, seed: int) -> None:
        self.providers = build_catalogue(games_per_provider, seed)
        self.games = {game.code: game for p in self.providers.values() for game in p.games}

    def provider(self, product_id: str) -> Provider | None:
        return self.providers.get(product_id)

    def game(self, code: str, product_id: str | None = None) -> Game | None:
        game = self.games.get(code)
        if game is None or (product_id is not None and game.product_id != product_id):
            return None
        return game

    def playable(self, game: Game) -> bool:
        return game.active and self.providers[game.product_id].active

    def __len__(self) -> int:
        return len(self.games)
