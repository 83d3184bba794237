/** @module Check-digit validation of ISINs (ISO 6166) and FIGIs (OpenFIGI standard). */

const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;
/** Bloomberg-issued FIGI: `BBG`, 8 consonants or digits (vowels are never used), then a check digit. */
const FIGI_SHAPE = /^BBG[0-9BCDFGHJKLMNPQRSTVWXYZ]{8}[0-9]$/;

/** A=10 … Z=35, digits as themselves. */
function charValue(ch: string): number {
  const code = ch.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 55;
}

function digitSum(n: number): number {
  return n >= 10 ? Math.floor(n / 10) + (n % 10) : n;
}

/** ISIN: every letter expands to two digits, then Luhn over the whole digit string. */
export function isValidIsin(isin: string): boolean {
  if (!ISIN_SHAPE.test(isin)) return false;
  let digits = '';
  for (const ch of isin) digits += String(charValue(ch));
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    const d = digits.charCodeAt(i) - 48;
    sum += double ? digitSum(d * 2) : d;
  }
  return sum % 10 === 0;
}

/** FIGI: like CUSIP, each character's value (not its digits) is doubled at even positions, then Luhn-summed. */
export function isValidFigi(figi: string): boolean {
  if (!FIGI_SHAPE.test(figi)) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    const v = charValue(figi.charAt(i)) * (i % 2 === 1 ? 2 : 1);
    sum += Math.floor(v / 10) + (v % 10);
  }
  return (10 - (sum % 10)) % 10 === charValue(figi.charAt(11));
}
