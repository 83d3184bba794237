/** @module Article URLs and image URLs under the source's own `.example` host. */

/** ASCII slug of a headline (accents folded, at most 8 words); `fallback` when nothing Latin is left (Japanese). */
export function slugify(title: string, fallback: string): string {
  // NFKD is costly; only non-ASCII headlines need it.
  const ascii = /^[\x20-\x7e]*$/.test(title) ? title : title.normalize('NFKD');
  const words = ascii
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
  return words.length >= 2 ? words.slice(0, 8).join('-') : fallback;
}

/** `https://<domain>/<yyyy>/<mm>/<slug>-<n>`; `n` makes it unique. */
export function articleLink(domain: string, date: Date, slug: string, n: number): string {
  const yyyy = String(date.getUTCFullYear());
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `https://${domain}/${yyyy}/${mm}/${slug}-${n}`;
}

export function imageLinks(domain: string, date: Date, n: number, count: number): string[] {
  const base = `https://${domain}/images/${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${n}`;
  const links: string[] = [];
  for (let i = 1; i <= count; i++) links.push(i === 1 ? `${base}.jpg` : `${base}-${i}.jpg`);
  return links;
}
