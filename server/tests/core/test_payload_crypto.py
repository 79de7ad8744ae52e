"""The encrypted payload mode interoperates with crypto-js itself, both ways."""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from promptplay.core import payload_crypto
from tests.conftest import client_for
from tests.factories import error_of, make_agent, register_body

WEB = Path(__file__).resolve().parents[3] / "web"
SECRET = "agent-public-secret"


def crypto_js(script: str, *args: str) -> str:
    if shutil.which("node") is None or not (WEB / "node_modules" / "crypto-js").is_dir():
        pytest.fail("crypto-js is needed: run `npm ci` in web/ (make test does)")
    result = subprocess.run(
        ["node", "-e", script, *args],
        cwd=WEB,
        capture_output=True,
        text=True,
        check=True,
        timeout=30,
    )
    return result.stdout.strip()


ENCRYPT = "const C=require('crypto-js');process.stdout.write(C.AES.encrypt(process.argv[1],process.argv[2]).toString())"
DECRYPT = "const C=require('crypto-js');process.stdout.write(C.AES.decrypt(process.argv[1],process.argv[2]).toString(C.enc.Utf8))"


def test_python_decrypts_what_crypto_js_encrypts() -> None:
    text = json.dumps({"username": "สมชาย", "amount": 100.5})
    assert payload_crypto.decrypt(crypto_js(ENCRYPT, "--", text, SECRET), SECRET) == text


def test_crypto_js_decrypts_what_python_encrypts() -> None:
    text = json.dumps({"msg": "ทำรายการสำเร็จ", "n": [1, 2, 3]}, ensure_ascii=False)
    assert crypto_js(DECRYPT, "--", payload_crypto.encrypt(text, SECRET), SECRET) == text


def test_known_answer_matches_openssl() -> None:
    # `printf hello | openssl enc -aes-256-cbc -md md5 -S 3132333435363738 -pass pass:pw -base64`
    # prints NbmxCCXiHkrC6lLfCtHHRA== (OpenSSL 3 leaves out the Salted__ header when given -S).
    expected = base64.b64encode(b"Salted__12345678" + base64.b64decode("NbmxCCXiHkrC6lLfCtHHRA=="))
    assert payload_crypto.encrypt("hello", "pw", salt=b"12345678") == expected.decode()
    assert payload_crypto.decrypt(expected.decode(), "pw") == "hello"


@pytest.mark.parametrize("bad", ["", "not base64!", "U2FsdGVkX1+AAAAAAAAAAA==", "aGVsbG8gd29ybGQ="])
def test_bad_ciphertext_raises_one_error(bad: str) -> None:
    with pytest.raises(payload_crypto.PayloadDecryptError):
        payload_crypto.decrypt(bad, SECRET)


def test_wrong_secret_does_not_decrypt() -> None:
    with pytest.raises(payload_crypto.PayloadDecryptError):
        payload_crypto.decrypt(payload_crypto.encrypt("x" * 40, SECRET), "other")


async def test_encrypted_mode_end_to_end_with_crypto_js(make_ctx) -> None:
    ctx = make_ctx(payload_secret=SECRET)
    agent = await make_agent(ctx)
    body = register_body(agent)
    payload = crypto_js(ENCRYPT, "--", json.dumps(body), SECRET)
    async with client_for(ctx, agent.host) as client:
        registered = await client.post("/api/player/register", json={"payload": payload})
        assert registered.status_code == 200, registered.text
        data = json.loads(crypto_js(DECRYPT, "--", registered.json()["data"], SECRET))
        assert data["user"]["username"] == body["username"]

        login = {
            "username": body["username"],
            "password": body["password"],
            "userType": "player",
            "agentPrefix": agent.prefix,
        }
        response = await client.post(
            "/api/auth/login", json={"payload": payload_crypto.encrypt(json.dumps(login), SECRET)}
        )
        token = json.loads(payload_crypto.decrypt(response.json()["data"], SECRET))["accessToken"]
        wallet = await client.post(
            "/api/player/wallet",
            json={"payload": payload_crypto.encrypt("{}", SECRET)},
            headers={"authorization": f"Bearer {token}"},
        )
        assert (
            json.loads(payload_crypto.decrypt(wallet.json()["data"], SECRET))["currencyCode"]
            == "THB"
        )

        health = await client.get("/api/health")
        assert (
            json.loads(payload_crypto.decrypt(health.json()["data"], SECRET))["encrypted"] is True
        )


@pytest.mark.parametrize(
    "raw", [b'{"username": "plain"}', b'{"payload": "garbage"}', b'{"payload": 5}', b"[1]"]
)
async def test_encrypted_mode_refuses_anything_else_with_one_error(make_ctx, raw: bytes) -> None:
    ctx = make_ctx(payload_secret=SECRET)
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        response = await client.post(
            "/api/auth/login", content=raw, headers={"content-type": "application/json"}
        )
    assert response.status_code == 400
    error = error_of(response)
    assert (error["errorCode"], error["msg"]) == ("0000", "Invalid encrypted payload")


async def test_errors_stay_readable_in_encrypted_mode(make_ctx) -> None:
    ctx = make_ctx(payload_secret=SECRET)
    agent = await make_agent(ctx)
    login = {"username": "nobody", "password": "x", "agentPrefix": agent.prefix}
    async with client_for(ctx, agent.host) as client:
        response = await client.post(
            "/api/auth/login", json={"payload": payload_crypto.encrypt(json.dumps(login), SECRET)}
        )
    assert error_of(response)["errorCode"] == "0002"


async def test_upstream_callbacks_stay_plain_in_encrypted_mode(make_ctx) -> None:  # type: ignore[no-untyped-def]
    """The upstreams' own plain bodies reach their callbacks, and the answers stay plain."""
    ctx = make_ctx(payload_secret=SECRET)
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        game = await client.post(
            "/api/games/callback/amb/PGS/settleBets", json={"username": "x", "id": "1"}
        )
        gateway = await client.post("/api/vietnamGateWay/callback", json={"order_id": "1"})
        login = await client.post("/api/auth/login", json={"username": "x"})
    assert (game.status_code, game.json()["statusCode"], game.json()["id"]) == (401, 40003, "1")
    assert error_of(gateway)["errorCode"] == "0055"  # read, and refused for its signature
    assert error_of(login)["msg"] == "Invalid encrypted payload"  # the site's calls are not
