/**
 * @module Exchange names as import files write them (SEC's "Nasdaq", "NYSE MKT", "XETRA", MICs, our own
 * wire names) mapped onto the wire exchange and, where the name says which venue, its MIC.
 */
import { EXCHANGES, type Exchange } from '../../contract';

export interface Venue {
  exchange: Exchange;
  /** Null when the name covers several venues (plain "Euronext"). */
  mic: string | null;
}

const v = (exchange: Exchange, mic: string | null): Venue => ({ exchange, mic });

/** Upper-cased, spaces, dots and hyphens removed. */
const VENUES: Readonly<Record<string, Venue>> = {
  NASDAQ: v('NASDAQ', 'XNAS'),
  NASDAQGS: v('NASDAQ', 'XNAS'),
  NASDAQGM: v('NASDAQ', 'XNAS'),
  NASDAQCM: v('NASDAQ', 'XNAS'),
  XNAS: v('NASDAQ', 'XNAS'),
  NYSE: v('NYSE', 'XNYS'),
  XNYS: v('NYSE', 'XNYS'),
  NYSEMKT: v('NYSE_AMERICAN', 'XASE'),
  NYSEAMERICAN: v('NYSE_AMERICAN', 'XASE'),
  AMEX: v('NYSE_AMERICAN', 'XASE'),
  XASE: v('NYSE_AMERICAN', 'XASE'),
  LSE: v('LONDON_STOCK_EXCHANGE', 'XLON'),
  LON: v('LONDON_STOCK_EXCHANGE', 'XLON'),
  XLON: v('LONDON_STOCK_EXCHANGE', 'XLON'),
  XETRA: v('FRANKFURT_STOCK_EXCHANGE', 'XETR'),
  XETR: v('FRANKFURT_STOCK_EXCHANGE', 'XETR'),
  ETR: v('FRANKFURT_STOCK_EXCHANGE', 'XETR'),
  FRA: v('FRANKFURT_STOCK_EXCHANGE', 'XFRA'),
  FWB: v('FRANKFURT_STOCK_EXCHANGE', 'XFRA'),
  XFRA: v('FRANKFURT_STOCK_EXCHANGE', 'XFRA'),
  EURONEXT: v('EURONEXT_STOCK_EXCHANGE', null),
  EPA: v('EURONEXT_STOCK_EXCHANGE', 'XPAR'),
  EURONEXTPARIS: v('EURONEXT_STOCK_EXCHANGE', 'XPAR'),
  XPAR: v('EURONEXT_STOCK_EXCHANGE', 'XPAR'),
  AMS: v('EURONEXT_STOCK_EXCHANGE', 'XAMS'),
  EURONEXTAMSTERDAM: v('EURONEXT_STOCK_EXCHANGE', 'XAMS'),
  XAMS: v('EURONEXT_STOCK_EXCHANGE', 'XAMS'),
  EBR: v('EURONEXT_STOCK_EXCHANGE', 'XBRU'),
  XBRU: v('EURONEXT_STOCK_EXCHANGE', 'XBRU'),
  BIT: v('EURONEXT_STOCK_EXCHANGE', 'XMIL'),
  XMIL: v('EURONEXT_STOCK_EXCHANGE', 'XMIL'),
  OSL: v('EURONEXT_STOCK_EXCHANGE', 'XOSL'),
  XOSL: v('EURONEXT_STOCK_EXCHANGE', 'XOSL'),
  ELI: v('EURONEXT_STOCK_EXCHANGE', 'XLIS'),
  XLIS: v('EURONEXT_STOCK_EXCHANGE', 'XLIS'),
  XDUB: v('EURONEXT_STOCK_EXCHANGE', 'XDUB'),
  TSE: v('TOKYO_STOCK_EXCHANGE', 'XTKS'),
  TYO: v('TOKYO_STOCK_EXCHANGE', 'XTKS'),
  JPX: v('TOKYO_STOCK_EXCHANGE', 'XTKS'),
  XTKS: v('TOKYO_STOCK_EXCHANGE', 'XTKS'),
  HKEX: v('HONGKONG_STOCK_EXCHANGE', 'XHKG'),
  HKG: v('HONGKONG_STOCK_EXCHANGE', 'XHKG'),
  SEHK: v('HONGKONG_STOCK_EXCHANGE', 'XHKG'),
  XHKG: v('HONGKONG_STOCK_EXCHANGE', 'XHKG'),
  SSE: v('SHANGHAI_STOCK_EXCHANGE', 'XSHG'),
  SHA: v('SHANGHAI_STOCK_EXCHANGE', 'XSHG'),
  XSHG: v('SHANGHAI_STOCK_EXCHANGE', 'XSHG'),
  SZSE: v('SHENZHEN_STOCK_EXCHANGE', 'XSHE'),
  SHE: v('SHENZHEN_STOCK_EXCHANGE', 'XSHE'),
  XSHE: v('SHENZHEN_STOCK_EXCHANGE', 'XSHE'),
  KRX: v('KOREA_STOCK_EXCHANGE', 'XKRX'),
  KOSPI: v('KOREA_STOCK_EXCHANGE', 'XKRX'),
  XKRX: v('KOREA_STOCK_EXCHANGE', 'XKRX'),
  KOSDAQ: v('KOREA_STOCK_EXCHANGE', 'XKOS'),
  XKOS: v('KOREA_STOCK_EXCHANGE', 'XKOS'),
  NSE: v('NATIONAL_STOCK_EXCHANGE', 'XNSE'),
  NSE_IN: v('NATIONAL_STOCK_EXCHANGE', 'XNSE'),
  XNSE: v('NATIONAL_STOCK_EXCHANGE', 'XNSE'),
  TSX: v('TORONTO_STOCK_EXCHANGE', 'XTSE'),
  XTSE: v('TORONTO_STOCK_EXCHANGE', 'XTSE'),
  TSXV: v('TORONTO_STOCK_EXCHANGE', 'XTSX'),
  XTSX: v('TORONTO_STOCK_EXCHANGE', 'XTSX'),
};

/** The MIC of each wire exchange's main venue, for wire names given as they are. */
const MAIN_MIC: Readonly<Record<Exchange, string | null>> = {
  NASDAQ: 'XNAS',
  NYSE: 'XNYS',
  NYSE_AMERICAN: 'XASE',
  LONDON_STOCK_EXCHANGE: 'XLON',
  FRANKFURT_STOCK_EXCHANGE: 'XETR',
  EURONEXT_STOCK_EXCHANGE: null,
  TOKYO_STOCK_EXCHANGE: 'XTKS',
  SHANGHAI_STOCK_EXCHANGE: 'XSHG',
  SHENZHEN_STOCK_EXCHANGE: 'XSHE',
  HONGKONG_STOCK_EXCHANGE: 'XHKG',
  TORONTO_STOCK_EXCHANGE: 'XTSE',
  KOREA_STOCK_EXCHANGE: 'XKRX',
  NATIONAL_STOCK_EXCHANGE: 'XNSE',
};

function isExchange(name: string): name is Exchange {
  return (EXCHANGES as readonly string[]).includes(name);
}

/** The venue an exchange name denotes, or null for one outside the wire's exchanges (OTC, ASX, SIX...). */
export function venueOf(name: string): Venue | null {
  const upper = name.trim().toUpperCase();
  if (isExchange(upper)) return v(upper, MAIN_MIC[upper]);
  return VENUES[upper.replace(/[\s.-]+/g, '')] ?? VENUES[upper] ?? null;
}
