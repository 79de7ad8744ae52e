"""What a player may paste as a TrueMoney gift, and what is refused before any request."""

from __future__ import annotations

import pytest

from promptplay.payments import InvalidGift, TrueMoneyClient, parse_gift

HASH = "019a2b3c4d5e6f7A8B9C0dEfGhIjKlMnOpQ"


@pytest.mark.parametrize(
    "text",
    [
        HASH,
        f"  {HASH}\n",
        f"https://gift.truemoney.com/campaign/?v={HASH}",
        f"https://gift.truemoney.com/campaign?v={HASH}",
        f"http://gift.truemoney.com/campaign/?v={HASH}",
        f"HTTPS://Gift.TrueMoney.com/campaign/?v={HASH}",
        f"gift.truemoney.com/campaign/?v={HASH}",
        f"https://gift.truemoney.com/campaign/?v={HASH}&utm_source=line",
        f"https://gift.truemoney.com/campaign/?utm_source=line&v={HASH}#top",
    ],
)
def test_accepts_links_and_bare_hashes(text: str) -> None:
    assert parse_gift(text) == HASH
    assert TrueMoneyClient.parse_gift(text) == HASH


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "short1234",  # 9 characters
        "a" * 65,
        "abc-def-ghi-jkl",
        "abcdefghij klm",
        "abcdefghijà123",
        f"{HASH}'; DROP TABLE",
        f"https://gift.truemoney.com.evil.example/campaign/?v={HASH}",
        f"https://evil.example/campaign/?v={HASH}",
        f"https://gift.truemoney.com/other/?v={HASH}",
        "https://gift.truemoney.com/campaign/",
        f"https://gift.truemoney.com/campaign/?v={HASH}&v={HASH}",
        f"https://gift.truemoney.com/campaign/?v=../{HASH}",
        f"ftp://gift.truemoney.com/campaign/?v={HASH}",
        f"javascript://gift.truemoney.com/campaign/?v={HASH}",
    ],
)
def test_refuses_anything_else(text: str) -> None:
    with pytest.raises(InvalidGift):
        parse_gift(text)


async def test_client_refuses_a_bad_hash_before_any_request() -> None:
    # Port 9 on the loopback answers nothing: reaching it would be UpstreamDown.
    async with TrueMoneyClient("http://127.0.0.1:9", 0.5) as client:
        with pytest.raises(InvalidGift):
            await client.redeem("../../admin", "0812345678")
        with pytest.raises(InvalidGift):
            await client.verify("", "0812345678")
