/** @module Exchange prefixes written before tickers in news text, and tickers too common to match bare. */

/** Prefix as written in text (upper-cased, no colon) → MICs it may denote. */
export const EXCHANGE_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  NASDAQ: ['XNAS'],
  NASDAQGS: ['XNAS'],
  NASDAQGM: ['XNAS'],
  NYSE: ['XNYS', 'XASE'],
  'NYSE AMERICAN': ['XASE'],
  NYSEAMERICAN: ['XASE'],
  AMEX: ['XASE'],
  LSE: ['XLON'],
  LON: ['XLON'],
  LONDON: ['XLON'],
  FTSE: ['XLON'],
  XETRA: ['XETR', 'XFRA'],
  ETR: ['XETR', 'XFRA'],
  FRA: ['XFRA', 'XETR'],
  FWB: ['XFRA', 'XETR'],
  EPA: ['XPAR'],
  EURONEXT: ['XPAR', 'XAMS', 'XBRU', 'XMIL', 'XLIS', 'XDUB', 'XOSL'],
  AMS: ['XAMS'],
  EBR: ['XBRU'],
  BIT: ['XMIL'],
  OSL: ['XOSL'],
  BME: ['XMAD'],
  SWX: ['XSWX'],
  SIX: ['XSWX'],
  TYO: ['XTKS'],
  TSE: ['XTKS', 'XTSE'],
  HKG: ['XHKG'],
  HKEX: ['XHKG'],
  SEHK: ['XHKG'],
  SHA: ['XSHG'],
  SSE: ['XSHG'],
  SHE: ['XSHE'],
  SZSE: ['XSHE'],
  KRX: ['XKRX'],
  KOSPI: ['XKRX'],
  NSE: ['XNSE'],
  BSE: ['XBOM', 'XNSE'],
  TSX: ['XTSE'],
  TSXV: ['XTSE'],
  TWSE: ['XTAI'],
};

/**
 * Upper-case tickers that are also words, abbreviations or names (COP28, Mar, AMT...); these are matched
 * only as cashtags or exchange-qualified, never bare.
 */
export const COMMON_WORD_TICKERS: ReadonlySet<string> = new Set(
  (
    'A ALL AI AIR AMT ARM BN BX CAP CAT CEO CM COIN COP COST CP CS DASH DE DG DIS DOL EL ENGI FTS G GD GE GS HAL ' +
    'HD HO HOOD ICE IT KEY KO LIN LOW MA MAR MC MS MU NEE NOW ON OR ORA PEP PG PM RACE REL RI RIO RY SAN SHOP SO ' +
    'SPOT SU T TD TITAN V C F UPS ADS BEI CON ENR SIE ZAL ITC LT NTR DTE MTX SHL ' +
    'APP FAST USB MPC MET PRU NSC APD YUM DLR CCI VALE APO EMR AXON ORLY AON COR WELL ETN ADP'
  ).split(' '),
);
