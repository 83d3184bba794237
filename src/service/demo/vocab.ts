/** @module Real-world vocabulary the templates name: countries, central banks, indices, regulators, commodities, coins. */

export const LANGS = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type Lang = (typeof LANGS)[number];
/** One form per language. */
export type Localized = Readonly<Record<Lang, string>>;

const l = (en: string, de: string, fr: string, es: string, ja: string): Localized => ({ en, de, fr, es, ja });

/** Country names, keyed by ISO 3166-1 alpha-2; every country of the company seed is here. */
export const COUNTRY_NAMES: Readonly<Record<string, Localized>> = {
  US: l('the US', 'USA', 'États-Unis', 'Estados Unidos', '米国'),
  CN: l('China', 'China', 'Chine', 'China', '中国'),
  JP: l('Japan', 'Japan', 'Japon', 'Japón', '日本'),
  DE: l('Germany', 'Deutschland', 'Allemagne', 'Alemania', 'ドイツ'),
  GB: l('Britain', 'Großbritannien', 'Royaume-Uni', 'Reino Unido', '英国'),
  FR: l('France', 'Frankreich', 'France', 'Francia', 'フランス'),
  IT: l('Italy', 'Italien', 'Italie', 'Italia', 'イタリア'),
  ES: l('Spain', 'Spanien', 'Espagne', 'España', 'スペイン'),
  IN: l('India', 'Indien', 'Inde', 'India', 'インド'),
  CA: l('Canada', 'Kanada', 'Canada', 'Canadá', 'カナダ'),
  KR: l('South Korea', 'Südkorea', 'Corée du Sud', 'Corea del Sur', '韓国'),
  BR: l('Brazil', 'Brasilien', 'Brésil', 'Brasil', 'ブラジル'),
  MX: l('Mexico', 'Mexiko', 'Mexique', 'México', 'メキシコ'),
  AR: l('Argentina', 'Argentinien', 'Argentine', 'Argentina', 'アルゼンチン'),
  AU: l('Australia', 'Australien', 'Australie', 'Australia', 'オーストラリア'),
  CH: l('Switzerland', 'Schweiz', 'Suisse', 'Suiza', 'スイス'),
  NL: l('the Netherlands', 'Niederlande', 'Pays-Bas', 'Países Bajos', 'オランダ'),
  BE: l('Belgium', 'Belgien', 'Belgique', 'Bélgica', 'ベルギー'),
  IE: l('Ireland', 'Irland', 'Irlande', 'Irlanda', 'アイルランド'),
  DK: l('Denmark', 'Dänemark', 'Danemark', 'Dinamarca', 'デンマーク'),
  SE: l('Sweden', 'Schweden', 'Suède', 'Suecia', 'スウェーデン'),
  NO: l('Norway', 'Norwegen', 'Norvège', 'Noruega', 'ノルウェー'),
  TW: l('Taiwan', 'Taiwan', 'Taïwan', 'Taiwán', '台湾'),
  HK: l('Hong Kong', 'Hongkong', 'Hong Kong', 'Hong Kong', '香港'),
  SG: l('Singapore', 'Singapur', 'Singapour', 'Singapur', 'シンガポール'),
  UY: l('Uruguay', 'Uruguay', 'Uruguay', 'Uruguay', 'ウルグアイ'),
  RU: l('Russia', 'Russland', 'Russie', 'Rusia', 'ロシア'),
  UA: l('Ukraine', 'Ukraine', 'Ukraine', 'Ucrania', 'ウクライナ'),
  SA: l('Saudi Arabia', 'Saudi-Arabien', 'Arabie saoudite', 'Arabia Saudí', 'サウジアラビア'),
  TR: l('Turkey', 'Türkei', 'Turquie', 'Turquía', 'トルコ'),
  IL: l('Israel', 'Israel', 'Israël', 'Israel', 'イスラエル'),
  IR: l('Iran', 'Iran', 'Iran', 'Irán', 'イラン'),
  ZA: l('South Africa', 'Südafrika', 'Afrique du Sud', 'Sudáfrica', '南アフリカ'),
  EG: l('Egypt', 'Ägypten', 'Égypte', 'Egipto', 'エジプト'),
  CI: l('Ivory Coast', 'Elfenbeinküste', "Côte d'Ivoire", 'Costa de Marfil', 'コートジボワール'),
};

/** Economies macro templates (inflation, GDP, PMI...) are written about. */
export const MACRO_COUNTRIES = [
  'US',
  'CN',
  'JP',
  'DE',
  'GB',
  'FR',
  'IT',
  'ES',
  'IN',
  'CA',
  'KR',
  'BR',
  'MX',
  'AU',
  'CH',
  'TR',
];

/** Economies trade-talk templates pair up. */
export const TRADE_PARTNERS = ['US', 'CN', 'IN', 'JP', 'GB', 'DE', 'FR', 'KR', 'CA', 'MX', 'BR', 'AU'];

/** Country pairs geopolitical templates are written about. */
export const GEO_PAIRS: readonly (readonly [string, string])[] = [
  ['US', 'CN'],
  ['RU', 'UA'],
  ['IL', 'IR'],
  ['CN', 'TW'],
  ['IN', 'CN'],
  ['US', 'IR'],
  ['JP', 'CN'],
  ['US', 'RU'],
  ['SA', 'IR'],
];

export interface CentralBank {
  /** Null for the euro area: the ECB is about no single country. */
  country: string | null;
  short: Localized;
  /** English without the article ("Federal Reserve"); other languages with it ("la Reserva Federal"). */
  long: Localized;
  rate: readonly [number, number];
}

export const CENTRAL_BANKS: readonly CentralBank[] = [
  {
    country: 'US',
    short: l('Fed', 'Fed', 'Fed', 'Fed', 'FRB'),
    long: l(
      'Federal Reserve',
      'die US-Notenbank Fed',
      'la Réserve fédérale',
      'la Reserva Federal',
      '米連邦準備制度理事会（FRB）',
    ),
    rate: [3.5, 4.5],
  },
  {
    country: null,
    short: l('ECB', 'EZB', 'BCE', 'BCE', 'ECB'),
    long: l(
      'European Central Bank',
      'die Europäische Zentralbank',
      'la Banque centrale européenne',
      'el Banco Central Europeo',
      '欧州中央銀行（ECB）',
    ),
    rate: [1.75, 2.5],
  },
  {
    country: 'GB',
    short: l('BoE', 'BoE', 'BoE', 'BoE', '英中銀'),
    long: l(
      'Bank of England',
      'die Bank of England',
      "la Banque d'Angleterre",
      'el Banco de Inglaterra',
      'イングランド銀行',
    ),
    rate: [3.5, 4.5],
  },
  {
    country: 'JP',
    short: l('BOJ', 'BoJ', 'BoJ', 'BoJ', '日銀'),
    long: l('Bank of Japan', 'die Bank of Japan', 'la Banque du Japon', 'el Banco de Japón', '日本銀行'),
    rate: [0.25, 0.75],
  },
  {
    country: 'CN',
    short: l('PBOC', 'PBoC', 'PBoC', 'PBOC', '中国人民銀行'),
    long: l(
      "People's Bank of China",
      'die chinesische Zentralbank',
      'la Banque populaire de Chine',
      'el Banco Popular de China',
      '中国人民銀行',
    ),
    rate: [3.0, 3.45],
  },
  {
    country: 'IN',
    short: l('RBI', 'RBI', 'RBI', 'RBI', 'インド準備銀行'),
    long: l(
      'Reserve Bank of India',
      'die indische Notenbank',
      "la Banque de réserve de l'Inde",
      'el Banco de la Reserva de la India',
      'インド準備銀行',
    ),
    rate: [5.25, 6.25],
  },
  {
    country: 'CA',
    short: l('BoC', 'BoC', 'Banque du Canada', 'BoC', 'カナダ銀行'),
    long: l(
      'Bank of Canada',
      'die Bank of Canada',
      'la Banque du Canada',
      'el Banco de Canadá',
      'カナダ銀行',
    ),
    rate: [2.25, 3.0],
  },
  {
    country: 'KR',
    short: l('BOK', 'BoK', 'BoK', 'BoK', '韓国銀行'),
    long: l('Bank of Korea', 'die Bank of Korea', 'la Banque de Corée', 'el Banco de Corea', '韓国銀行'),
    rate: [2.25, 3.0],
  },
  {
    country: 'CH',
    short: l('SNB', 'SNB', 'BNS', 'BNS', 'スイス国立銀行'),
    long: l(
      'Swiss National Bank',
      'die Schweizerische Nationalbank',
      'la Banque nationale suisse',
      'el Banco Nacional Suizo',
      'スイス国立銀行',
    ),
    rate: [0, 0.5],
  },
  {
    country: 'AU',
    short: l('RBA', 'RBA', 'RBA', 'RBA', '豪準備銀行'),
    long: l(
      'Reserve Bank of Australia',
      'die australische Notenbank',
      "la Banque de réserve d'Australie",
      'el Banco de la Reserva de Australia',
      'オーストラリア準備銀行',
    ),
    rate: [3.35, 4.1],
  },
];

export interface StockIndex {
  name: Localized;
  country: string | null;
  level: readonly [number, number];
}

const idx = (name: string, country: string | null, level: [number, number], ja?: string): StockIndex => ({
  name: l(name, name, name, name, ja ?? name),
  country,
  level,
});

export const STOCK_INDICES: readonly StockIndex[] = [
  idx('S&P 500', 'US', [5200, 6900], 'S&P500種指数'),
  idx('Nasdaq Composite', 'US', [16500, 23000], 'ナスダック総合指数'),
  idx('Dow Jones Industrial Average', 'US', [38000, 47000], 'ダウ工業株30種平均'),
  idx('DAX', 'DE', [18000, 24500]),
  idx('CAC 40', 'FR', [7000, 8300]),
  idx('FTSE 100', 'GB', [8000, 9700]),
  idx('Nikkei 225', 'JP', [36000, 50000], '日経平均株価'),
  idx('Hang Seng', 'HK', [17000, 27000], 'ハンセン指数'),
  idx('Sensex', 'IN', [72000, 86000], 'SENSEX指数'),
  idx('KOSPI', 'KR', [2400, 4000], '韓国総合株価指数（KOSPI）'),
  idx('S&P/TSX Composite', 'CA', [23000, 30000], 'S&P/TSX総合指数'),
  idx('IBEX 35', 'ES', [11000, 16000]),
  idx('FTSE MIB', 'IT', [33000, 44000]),
  idx('Euro Stoxx 50', null, [4700, 5700], 'ユーロ・ストックス50'),
  idx('Shanghai Composite', 'CN', [3000, 3900], '上海総合指数'),
];

export interface Regulator {
  name: Localized;
  /** Null for an EU body. */
  country: string | null;
  /** Companies of these countries fall under it (besides `country`). */
  covers: readonly string[];
  kind: 'markets' | 'competition' | 'health';
}

const EU = ['DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'IE', 'DK', 'SE'];
const same = (name: string, ja: string): Localized => l(name, name, name, name, ja);

export const REGULATORS: readonly Regulator[] = [
  { name: same('SEC', '米証券取引委員会（SEC）'), country: 'US', covers: [], kind: 'markets' },
  {
    name: l('FTC', 'FTC', 'FTC', 'FTC', '米連邦取引委員会（FTC）'),
    country: 'US',
    covers: [],
    kind: 'competition',
  },
  { name: same('FCA', '英金融行為監督機構（FCA）'), country: 'GB', covers: [], kind: 'markets' },
  { name: same('CMA', '英競争・市場庁（CMA）'), country: 'GB', covers: [], kind: 'competition' },
  { name: same('BaFin', '独連邦金融監督庁（BaFin）'), country: 'DE', covers: [], kind: 'markets' },
  { name: same('AMF', '仏金融市場庁（AMF）'), country: 'FR', covers: [], kind: 'markets' },
  { name: same('CNMV', 'スペイン証券市場委員会（CNMV）'), country: 'ES', covers: [], kind: 'markets' },
  {
    name: l(
      'European Commission',
      'EU-Kommission',
      'Commission européenne',
      'Comisión Europea',
      '欧州委員会',
    ),
    country: null,
    covers: EU,
    kind: 'competition',
  },
  {
    name: l(
      'Japan’s Financial Services Agency',
      'japanische Finanzaufsicht FSA',
      'FSA japonaise',
      'FSA de Japón',
      '金融庁',
    ),
    country: 'JP',
    covers: [],
    kind: 'markets',
  },
  { name: same('SEBI', 'インド証券取引委員会（SEBI）'), country: 'IN', covers: [], kind: 'markets' },
  { name: same('CSRC', '中国証券監督管理委員会'), country: 'CN', covers: ['HK'], kind: 'markets' },
  { name: same('OSC', 'オンタリオ州証券委員会（OSC）'), country: 'CA', covers: [], kind: 'markets' },
  { name: l('FDA', 'FDA', 'FDA', 'FDA', '米食品医薬品局（FDA）'), country: 'US', covers: [], kind: 'health' },
  { name: l('EMA', 'EMA', 'EMA', 'EMA', '欧州医薬品庁（EMA）'), country: null, covers: EU, kind: 'health' },
  { name: same('MHRA', '英医薬品・医療製品規制庁（MHRA）'), country: 'GB', covers: [], kind: 'health' },
];

export type CommodityGroup = 'energy' | 'metals' | 'agri';

export interface Commodity {
  key: string;
  name: Localized;
  group: CommodityGroup;
  price: readonly [number, number];
}

export const COMMODITIES: readonly Commodity[] = [
  {
    key: 'brent',
    name: l('Brent crude', 'Brent-Öl', 'le Brent', 'el Brent', '北海ブレント原油'),
    group: 'energy',
    price: [58, 92],
  },
  {
    key: 'wti',
    name: l('WTI crude', 'US-Öl WTI', 'le WTI', 'el crudo WTI', 'WTI原油'),
    group: 'energy',
    price: [55, 88],
  },
  {
    key: 'natgas',
    name: l('natural gas', 'Erdgas', 'le gaz naturel', 'el gas natural', '天然ガス'),
    group: 'energy',
    price: [2.2, 4.8],
  },
  { key: 'gold', name: l('gold', 'Gold', "l'or", 'el oro', '金'), group: 'metals', price: [2300, 4200] },
  {
    key: 'silver',
    name: l('silver', 'Silber', "l'argent", 'la plata', '銀'),
    group: 'metals',
    price: [26, 52],
  },
  {
    key: 'copper',
    name: l('copper', 'Kupfer', 'le cuivre', 'el cobre', '銅'),
    group: 'metals',
    price: [8800, 11500],
  },
  {
    key: 'ironore',
    name: l('iron ore', 'Eisenerz', 'le minerai de fer', 'el mineral de hierro', '鉄鉱石'),
    group: 'metals',
    price: [90, 120],
  },
  { key: 'wheat', name: l('wheat', 'Weizen', 'le blé', 'el trigo', '小麦'), group: 'agri', price: [5, 6.8] },
  {
    key: 'coffee',
    name: l('coffee', 'Kaffee', 'le café', 'el café', 'コーヒー豆'),
    group: 'agri',
    price: [2.5, 4.3],
  },
  {
    key: 'cocoa',
    name: l('cocoa', 'Kakao', 'le cacao', 'el cacao', 'カカオ豆'),
    group: 'agri',
    price: [5500, 11000],
  },
];

export interface Coin {
  name: Localized;
  price: readonly [number, number];
}

export const COINS: readonly Coin[] = [
  { name: l('Bitcoin', 'Bitcoin', 'le bitcoin', 'el bitcóin', 'ビットコイン'), price: [58000, 125000] },
  { name: l('Ether', 'Ether', "l'ether", 'el ether', 'イーサリアム'), price: [1800, 4900] },
  { name: l('Solana', 'Solana', 'Solana', 'Solana', 'ソラナ'), price: [90, 260] },
  { name: l('XRP', 'XRP', "l'XRP", 'el XRP', 'XRP'), price: [0.45, 3.4] },
];
