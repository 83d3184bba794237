/** @module Content negotiation of a compressed answer: does the client's Accept-Encoding take gzip? */

/** True when `gzip` (or `x-gzip`, or `*`) is listed with a q-value above 0 (RFC 9110 §12.5.3). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let star: boolean | null = null;
  for (const part of value.split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return accepted;
    if (coding === '*') star = accepted;
  }
  return star === true;
}
