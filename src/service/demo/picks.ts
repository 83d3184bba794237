/** @module Ticker pools for templates that only make sense for a handful of companies. */

/** Companies known for holding crypto on the balance sheet or trading it. */
export const CRYPTO_TREASURY_TICKERS = ['MSTR', 'COIN', 'HOOD', 'TSLA'];

/** Defence contractors of the seed. */
export const DEFENCE_TICKERS = [
  'LMT',
  'RTX',
  'NOC',
  'GD',
  'BA',
  'RHM',
  'BA.',
  'HO',
  'SAF',
  'AIR',
  '012450',
  '7011',
];

export const CHIPMAKERS = [
  'Semiconductors',
  'Semiconductor Materials & Equipment',
  'Technology Hardware, Storage & Peripherals',
];
export const DRUGMAKERS = ['Pharmaceuticals', 'Biotechnology'];
export const OIL_MAJORS = ['Integrated Oil & Gas', 'Oil & Gas Refining & Marketing'];
export const MINERS = [
  'Diversified Metals & Mining',
  'Gold',
  'Copper',
  'Steel',
  'Precious Metals & Minerals',
];
export const PAYMENTS = [
  'Transaction & Payment Processing Services',
  'Diversified Banks',
  'Consumer Finance',
];
export const POWER = [
  'Electric Utilities',
  'Multi-Utilities',
  'Renewable Electricity',
  'Integrated Oil & Gas',
];
