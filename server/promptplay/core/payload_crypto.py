"""The encrypted payload mode (spec §7), byte-compatible with crypto-js's passphrase AES.

crypto-js `AES.encrypt(text, passphrase)` produces base64 of b"Salted__" + 8-byte salt +
AES-256-CBC ciphertext (PKCS#7), with key and IV from OpenSSL's EVP_BytesToKey (MD5, one
round). This is obfuscation, not security: TLS is the security.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

_MAGIC = b"Salted__"


class PayloadDecryptError(ValueError):
    pass


def _evp_bytes_to_key(passphrase: bytes, salt: bytes) -> tuple[bytes, bytes]:
    derived, block = b"", b""
    while len(derived) < 48:
        block = hashlib.md5(block + passphrase + salt, usedforsecurity=False).digest()
        derived += block
    return derived[:32], derived[32:48]


def encrypt(plaintext: str, passphrase: str, *, salt: bytes | None = None) -> str:
    salt = salt if salt is not None else os.urandom(8)
    key, iv = _evp_bytes_to_key(passphrase.encode(), salt)
    padder = padding.PKCS7(128).padder()
    padded = padder.update(plaintext.encode()) + padder.finalize()
    encryptor = Cipher(algorithms.AES(key), modes.CBC(iv)).encryptor()
    body = encryptor.update(padded) + encryptor.finalize()
    return base64.b64encode(_MAGIC + salt + body).decode()


def decrypt(ciphertext: str, passphrase: str) -> str:
    try:
        raw = base64.b64decode(ciphertext, validate=True)
        if len(raw) < 32 or not raw.startswith(_MAGIC) or (len(raw) - 16) % 16:
            raise PayloadDecryptError("not a crypto-js ciphertext")
        key, iv = _evp_bytes_to_key(passphrase.encode(), raw[8:16])
        decryptor = Cipher(algorithms.AES(key), modes.CBC(iv)).decryptor()
        padded = decryptor.update(raw[16:]) + decryptor.finalize()
        unpadder = padding.PKCS7(128).unpadder()
        return (unpadder.update(padded) + unpadder.finalize()).decode()
    except (binascii.Error, ValueError, UnicodeDecodeError) as exc:
        raise PayloadDecryptError("payload cannot be decrypted") from exc
