/** @module Language-specific number, money, date and rate formats used when filling templates. */
import type { Lang } from './vocab';

const DECIMAL: Readonly<Record<Lang, { group: string; point: string }>> = {
  en: { group: ',', point: '.' },
  de: { group: '.', point: ',' },
  fr: { group: ' ', point: ',' },
  es: { group: '.', point: ',' },
  ja: { group: ',', point: '.' },
};

export function decimal(value: number, digits: number, lang: Lang): string {
  const { group, point } = DECIMAL[lang];
  const [int = '0', frac] = value.toFixed(digits).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return frac === undefined ? grouped : `${grouped}${point}${frac}`;
}

export function percent(value: number, digits: number, lang: Lang): string {
  const n = decimal(value, digits, lang);
  return lang === 'de' || lang === 'fr' ? `${n} %` : `${n}%`;
}

/** A US-dollar amount given in millions. */
export function money(millions: number, lang: Lang): string {
  const bn = millions / 1000;
  const big = millions >= 1000;
  switch (lang) {
    case 'en':
      return big ? `$${decimal(bn, 1, lang)} billion` : `$${decimal(millions, 0, lang)} million`;
    case 'de':
      return big ? `${decimal(bn, 1, lang)} Mrd. Dollar` : `${decimal(millions, 0, lang)} Mio. Dollar`;
    case 'fr':
      return big
        ? `${decimal(bn, 1, lang)} milliards de dollars`
        : `${decimal(millions, 0, lang)} millions de dollars`;
    case 'es':
      return `${decimal(millions, 0, lang)} millones de dólares`;
    case 'ja':
      return `${decimal(millions / 100, millions >= 10000 ? 0 : 1, lang)}億ドル`;
  }
}

export function usd(value: number, lang: Lang): string {
  const digits = value >= 1000 ? 0 : 2;
  const n = decimal(value, digits, lang);
  const suffix: Record<Lang, string> = { en: '', de: ' Dollar', fr: ' dollars', es: ' dólares', ja: 'ドル' };
  return lang === 'en' ? `$${n}` : `${n}${suffix[lang]}`;
}

export function basisPoints(bps: number, lang: Lang): string {
  const words: Record<Lang, string> = {
    en: `${bps} basis points`,
    de: `${bps} Basispunkte`,
    fr: `${bps} points de base`,
    es: `${bps} puntos básicos`,
    ja: `${decimal(bps / 100, 2, lang)}%`,
  };
  return words[lang];
}

const QUARTERS: Readonly<Record<Lang, readonly string[]>> = {
  en: ['first quarter', 'second quarter', 'third quarter', 'fourth quarter'],
  de: ['ersten Quartal', 'zweiten Quartal', 'dritten Quartal', 'vierten Quartal'],
  fr: ['premier trimestre', 'deuxième trimestre', 'troisième trimestre', 'quatrième trimestre'],
  es: ['primer trimestre', 'segundo trimestre', 'tercer trimestre', 'cuarto trimestre'],
  ja: ['1〜3月期', '4〜6月期', '7〜9月期', '10〜12月期'],
};

const MONTHS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  ja: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
};

/** The last quarter that has been reported by `date` (results lag the quarter end by a few weeks). */
export function reportedQuarter(date: Date): { quarter: number; year: number } {
  const q = Math.floor(date.getUTCMonth() / 3);
  return q === 0
    ? { quarter: 4, year: date.getUTCFullYear() - 1 }
    : { quarter: q, year: date.getUTCFullYear() };
}

export function quarterName(quarter: number, lang: Lang): string {
  return QUARTERS[lang][quarter - 1] ?? '';
}

export function quarterShort(quarter: number, lang: Lang): string {
  return lang === 'fr' || lang === 'es'
    ? `T${quarter}`
    : lang === 'ja'
      ? `第${quarter}四半期`
      : `Q${quarter}`;
}

/** Name of the month before `date`'s month: the month macro data released on `date` describes. */
export function previousMonthName(date: Date, lang: Lang): string {
  return MONTHS[lang][(date.getUTCMonth() + 11) % 12] ?? '';
}
