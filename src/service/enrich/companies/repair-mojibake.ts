/**
 * @module UTF-8 read as Latin-1 ("Deutsche BÃ¶rse", "Â£3.9bn"), a common defect of scraped text, put back
 * run by run: each run of a lead byte and its continuation bytes that decodes cleanly becomes its character.
 */

export const MOJIBAKE_RUN =
  /[\u00C2-\u00DF][\u0080-\u00BF]|[\u00E0-\u00EF][\u0080-\u00BF]{2}|[\u00F0-\u00F4][\u0080-\u00BF]{3}/g;

/** One run decoded, or left as it is when it is not valid UTF-8 after all. */
export function repairRun(run: string): string {
  const decoded = Buffer.from(run, 'latin1').toString('utf8');
  return decoded.includes('\uFFFD') ? run : decoded;
}

export function repairMojibake(text: string): string {
  return text.replace(MOJIBAKE_RUN, repairRun);
}
