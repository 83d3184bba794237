/**
 * @module Company names reduced to what news writes: registry decorations (SEC's "/DE/", "/ADR"), legal
 * forms ("Inc.", "plc", "S.A.") and a leading "The" removed; a comparison key that ignores case and marks.
 */

const LEGAL_SUFFIX =
  /[\s,]+(?:Inc\.?|Incorporated|Corp\.?|Corporation|Company|Co\.,? Ltd\.?|Co\.?|Ltd\.?|Limited|plc|PLC|Plc|p\.l\.c\.|AG|SE|S\.?A\.?|N\.?V\.?|SA\/NV|A\/S|ASA|S\.p\.A\.|KGaA|& Co\.?( KGaA)?|Holdings?|Group|L\.?P\.?|LLC)$/i;

/** SEC conformed names: "BANK OF AMERICA CORP /DE/", "TOYOTA MOTOR CORP/", "SAP SE/ADR", "VERTEX ... / MA". */
const REGISTRY_SUFFIX = /\s*\/\s*(?:[A-Z]{2,3}\/?|ADR|NEW\/?|FI\/?)?\s*$/i;

/** The name without registry decorations: "COSTCO WHOLESALE CORP /NEW" → "COSTCO WHOLESALE CORP". */
export function cleanRegistryName(name: string): string {
  let out = name.trim();
  for (let prev = ''; prev !== out;) {
    prev = out;
    out = out.replace(REGISTRY_SUFFIX, '').trim();
  }
  return out;
}

/** "The Walt Disney Company" → "Walt Disney"; "Exxon Mobil Corporation" → "Exxon Mobil". */
export function stripLegal(name: string): string {
  let out = cleanRegistryName(name).replace(/^The\s+/i, '');
  for (let prev = ''; prev !== out;) {
    prev = out;
    out = out.replace(LEGAL_SUFFIX, '').trim();
  }
  return out;
}

/** Case, accents and punctuation ignored: "Société Générale S.A." and "SOCIETE GENERALE" share a key. */
export function nameKey(name: string): string {
  return stripLegal(name)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
