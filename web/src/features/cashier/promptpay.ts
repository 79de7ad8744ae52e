/**
 * PromptPay QR payloads (EMVCo merchant-presented QR, Thai PromptPay profile), built here so an
 * agent account's PromptPay number can be scanned with the exact amount already filled in.
 *
 * Layout: 00 format · 01 point of initiation (11 static, 12 with an amount) · 29 merchant
 * account (AID A000000677010111 + the target) · 58 country TH · 53 currency 764 (THB) ·
 * 54 amount · 63 CRC-16/CCITT-FALSE of everything before it, "6304" included.
 */

const PROMPTPAY_AID = 'A000000677010111';

/** Target tags inside field 29: phone (MSISDN), national or tax id, e-wallet id. */
const TARGET_TAGS = { PHONE: '01', NATIONAL_ID: '02', EWALLET: '03' } as const;
export type PromptPayTargetType = keyof typeof TARGET_TAGS;

const TYPE_ALIASES: Readonly<Record<string, PromptPayTargetType>> = {
  PHONE: 'PHONE',
  MOBILE: 'PHONE',
  MSISDN: 'PHONE',
  TEL: 'PHONE',
  NATIONAL_ID: 'NATIONAL_ID',
  NATIONALID: 'NATIONAL_ID',
  ID: 'NATIONAL_ID',
  ID_CARD: 'NATIONAL_ID',
  CITIZEN_ID: 'NATIONAL_ID',
  TAX_ID: 'NATIONAL_ID',
  EWALLET: 'EWALLET',
  E_WALLET: 'EWALLET',
};

/** One EMV field: id, two-digit length, value. */
function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection), as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The target of a PromptPay id: by the account's declared type where it names one, else by
 * length (10 digits phone, 13 national id, 15 e-wallet). Null when it cannot be a target.
 */
export function promptPayTarget(
  type: string | null | undefined,
  id: string | null | undefined,
): { type: PromptPayTargetType; value: string } | null {
  const digits = (id ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const declared = type ? TYPE_ALIASES[type.trim().toUpperCase().replace(/[\s-]/g, '_')] : undefined;
  const kind: PromptPayTargetType | undefined =
    declared ??
    (digits.length === 13 ? 'NATIONAL_ID' : digits.length === 15 ? 'EWALLET' : digits.length <= 11 ? 'PHONE' : undefined);
  if (kind === 'PHONE') {
    // 0812345678 → 0066812345678: the country code replaces the trunk 0, padded to 13 digits.
    const international = digits.startsWith('0') ? `66${digits.slice(1)}` : digits;
    if (international.length > 13 || international.length < 11) return null;
    return { type: kind, value: international.padStart(13, '0') };
  }
  if (kind === 'NATIONAL_ID') return digits.length === 13 ? { type: kind, value: digits } : null;
  if (kind === 'EWALLET') return digits.length === 15 ? { type: kind, value: digits } : null;
  return null;
}

/** An amount in satang as the payload's text ("100.00"). */
function amountText(satang: number): string {
  const whole = Math.floor(satang / 100);
  return `${whole}.${String(satang % 100).padStart(2, '0')}`;
}

/**
 * The PromptPay payload for a target and, optionally, an amount in satang (integer minor
 * units of THB). Null when the id cannot be a PromptPay target or the amount is not positive.
 */
export function promptPayPayload(input: {
  type?: string | null;
  id: string | null | undefined;
  amountSatang?: number | null;
}): string | null {
  const target = promptPayTarget(input.type, input.id);
  if (!target) return null;
  const amount = input.amountSatang;
  if (amount != null && (!Number.isSafeInteger(amount) || amount <= 0)) return null;
  const body = [
    field('00', '01'),
    field('01', amount != null ? '12' : '11'),
    field('29', field('00', PROMPTPAY_AID) + field(TARGET_TAGS[target.type], target.value)),
    field('58', 'TH'),
    field('53', '764'),
    amount != null ? field('54', amountText(amount)) : '',
    '6304',
  ].join('');
  return body + crc16(body);
}
