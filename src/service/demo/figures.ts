/** @module The figures templates print (percentages, amounts, prices, levels), drawn in the article's language. */
import { basisPoints, decimal, money, percent, usd } from './formats';
import type { Rng } from './prng';
import type { Coin, Commodity, Lang, StockIndex } from './vocab';

/** Slots holding a figure that a revision may update. */
export const FIGURE_SLOTS: readonly string[] = [
  'pct',
  'pct_idx',
  'pct_small',
  'pct_cpi',
  'pct_mid',
  'pct_big',
  'amount',
  'amount_m',
  'jobs',
  'cut_jobs',
  'level',
  'cmd_price',
  'coin_price',
];

/** What price- and level-slots refer to. */
export interface FigureContext {
  index?: StockIndex;
  commodity?: Commodity;
  coin?: Coin;
}

const between = (rng: Rng, range: readonly [number, number]): number => rng.float(range[0], range[1]);

/** A fresh value for a figure slot, or undefined when `key` is not one (or its context is missing). */
export function drawFigure(key: string, rng: Rng, lang: Lang, ctx: FigureContext): string | undefined {
  switch (key) {
    case 'pct':
      return percent(rng.float(0.4, 9.8), 1, lang);
    case 'pct_idx':
      return percent(rng.float(0.2, 2.9), 1, lang);
    case 'pct_small':
      return percent(rng.float(0.1, 0.9), 1, lang);
    case 'pct_cpi':
      return percent(rng.float(0.8, 4.9), 1, lang);
    case 'pct_mid':
      return percent(rng.int(3, 15), 0, lang);
    case 'pct_big':
      return percent(rng.int(10, 45), 0, lang);
    case 'amount':
      return money(Math.round(rng.float(400, 60_000) / 100) * 100, lang);
    case 'amount_m':
      return money(rng.int(2, 90) * 10, lang);
    case 'jobs':
      return decimal(rng.int(110, 310) * 1000, 0, lang);
    case 'cut_jobs':
      return decimal(rng.int(5, 120) * 100, 0, lang);
    case 'n':
      return String(rng.int(2, 14));
    case 'pmi':
      return decimal(rng.float(50.2, 56), 1, lang);
    case 'pmi_low':
      return decimal(rng.float(44.5, 49.8), 1, lang);
    case 'bps':
      return basisPoints(rng.chance(0.8) ? 25 : 50, lang);
    case 'level':
      return ctx.index && decimal(between(rng, ctx.index.level), 2, lang);
    case 'cmd_price':
      return ctx.commodity && usd(between(rng, ctx.commodity.price), lang);
    case 'coin_price':
      return ctx.coin && usd(between(rng, ctx.coin.price), lang);
    default:
      return undefined;
  }
}
