/** @module ISO 10383 MICs used by the seed and the importers, with the country each venue sits in. */
import type { Exchange } from '../../contract';

export const MIC_COUNTRY: Readonly<Record<string, string>> = {
  XNAS: 'US',
  XNYS: 'US',
  XASE: 'US',
  XLON: 'GB',
  XETR: 'DE',
  XFRA: 'DE',
  XPAR: 'FR',
  XAMS: 'NL',
  XBRU: 'BE',
  XMIL: 'IT',
  XOSL: 'NO',
  XLIS: 'PT',
  XDUB: 'IE',
  XMAD: 'ES',
  XSWX: 'CH',
  XCSE: 'DK',
  XSTO: 'SE',
  XHEL: 'FI',
  XTKS: 'JP',
  XHKG: 'HK',
  XSHG: 'CN',
  XSHE: 'CN',
  XKRX: 'KR',
  XKOS: 'KR',
  XNSE: 'IN',
  XBOM: 'IN',
  XTSE: 'CA',
  XTSX: 'CA',
  XTAI: 'TW',
  XASX: 'AU',
  XTAE: 'IL',
  XJSE: 'ZA',
  XCAI: 'EG',
  XMEX: 'MX',
};

/** The country of a MIC; throws for a MIC the seed does not know, so a typo fails at load time. */
export function micCountry(mic: string): string {
  const country = MIC_COUNTRY[mic];
  if (country === undefined) throw new Error(`unknown MIC ${mic}`);
  return country;
}

/** The wire exchange a MIC belongs to, for the MICs that map onto one of the 13 EXCHANGES. */
export const MIC_EXCHANGE: Readonly<Record<string, Exchange>> = {
  XNAS: 'NASDAQ',
  XNYS: 'NYSE',
  XASE: 'NYSE_AMERICAN',
  XLON: 'LONDON_STOCK_EXCHANGE',
  XETR: 'FRANKFURT_STOCK_EXCHANGE',
  XFRA: 'FRANKFURT_STOCK_EXCHANGE',
  XPAR: 'EURONEXT_STOCK_EXCHANGE',
  XAMS: 'EURONEXT_STOCK_EXCHANGE',
  XBRU: 'EURONEXT_STOCK_EXCHANGE',
  XMIL: 'EURONEXT_STOCK_EXCHANGE',
  XOSL: 'EURONEXT_STOCK_EXCHANGE',
  XLIS: 'EURONEXT_STOCK_EXCHANGE',
  XDUB: 'EURONEXT_STOCK_EXCHANGE',
  XTKS: 'TOKYO_STOCK_EXCHANGE',
  XHKG: 'HONGKONG_STOCK_EXCHANGE',
  XSHG: 'SHANGHAI_STOCK_EXCHANGE',
  XSHE: 'SHENZHEN_STOCK_EXCHANGE',
  XKRX: 'KOREA_STOCK_EXCHANGE',
  XKOS: 'KOREA_STOCK_EXCHANGE',
  XNSE: 'NATIONAL_STOCK_EXCHANGE',
  XTSE: 'TORONTO_STOCK_EXCHANGE',
  XTSX: 'TORONTO_STOCK_EXCHANGE',
};
