import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * The encrypted payload mode (spec §7): crypto-js passphrase AES (OpenSSL "Salted__" format).
 * Obfuscation only — TLS is the security.
 */
export function encryptPayload(value: unknown, secret: string): string {
  return AES.encrypt(JSON.stringify(value), secret).toString();
}

export function decryptPayload<T = unknown>(ciphertext: string, secret: string): T {
  const plain = AES.decrypt(ciphertext, secret).toString(Utf8);
  if (!plain) throw new Error('Could not decrypt the response payload');
  return JSON.parse(plain) as T;
}
