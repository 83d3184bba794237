/** @module Words that point to a country besides its name: short forms, demonyms, cities, institutions, market indices. */

/** `code: 'term;term'`. Matched case-sensitively (or all upper-case) as whole tokens. */
const EN: Readonly<Record<string, string>> = {
  US: 'U.S.;U.S;US;USA;U.S.A.;America;United States;American;Americans;Washington;White House;Wall Street;Silicon Valley;Fed;Federal Reserve;FOMC;SEC;CFTC;FTC;FDA;Pentagon;Capitol Hill;Congress;House Republicans;House Democrats;Treasury Department;U.S. Treasury;Justice Department;DOJ;Dow Jones;Dow;S&P 500;Nasdaq Composite;New York;California;Texas;Florida;Chicago;Detroit;Biden;Trump;Powell;Yellen;Bessent;Midwest;Republicans;Democrats;Medicare;Medicaid;Nasdaq;Treasuries;FBI',
  GB: 'UK;U.K.;Britain;Great Britain;British;Briton;Britons;England;Scotland;Scottish;Wales;Welsh;Northern Ireland;London;City of London;Downing Street;Westminster;Whitehall;Bank of England;BoE;BOE;FCA;FTSE;FTSE 100;FTSE 250;Ofgem;Ofcom;HMRC;sterling;Manchester;Edinburgh;Starmer',
  DE: 'German;Germans;Berlin;Frankfurt;Munich;Bundesbank;Bundestag;DAX;Merz;Scholz;Hamburg;Bavaria',
  FR: 'French;Paris;Elysee;Banque de France;CAC 40;CAC;Macron;Marseille;Lyon',
  IT: 'Italian;Italians;Rome;Milan;Meloni;FTSE MIB',
  ES: 'Spanish;Madrid;Barcelona;IBEX;Ibex 35',
  NL: 'Dutch;Netherlands;Holland;Amsterdam;The Hague;AEX',
  BE: 'Belgian;Antwerp',
  CH: 'Swiss;Zurich;Geneva;Bern;SNB;Swiss National Bank;FINMA',
  AT: 'Austrian;Vienna',
  IE: 'Irish;Dublin',
  PT: 'Portuguese;Lisbon',
  GR: 'Greek;Athens',
  SE: 'Swedish;Stockholm;Riksbank',
  NO: 'Norwegian;Oslo;Norges Bank',
  DK: 'Danish;Copenhagen',
  FI: 'Finnish;Helsinki',
  PL: 'Polish;Warsaw',
  CZ: 'Czech;Prague',
  HU: 'Hungarian;Budapest;Orban',
  RO: 'Romanian;Bucharest',
  UA: 'Ukrainian;Ukrainians;Kyiv;Kiev;Zelensky;Zelenskiy',
  RU: 'Russian;Russians;Moscow;Kremlin;Putin;Gazprom;Rosneft',
  TR: 'Turkish;Ankara;Istanbul;Erdogan',
  JP: 'Japanese;Tokyo;Osaka;Bank of Japan;BOJ;BoJ;Nikkei;Topix;TOPIX;Ueda;Takaichi;Ishiba;yen',
  CN: "Chinese;Beijing;Shanghai;Shenzhen;Guangzhou;PBOC;PBoC;People's Bank of China;Xi Jinping;Politburo;CSI 300;yuan;renminbi",
  HK: 'Hang Seng;HKMA',
  TW: 'Taiwanese;Taipei',
  KR: 'Korea;Korean;South Korean;Seoul;Bank of Korea;BOK;Kospi;KOSPI',
  KP: 'North Korean;Pyongyang;Kim Jong Un',
  IN: 'Indian;Indians;New Delhi;Delhi;Mumbai;Bengaluru;Bangalore;RBI;Reserve Bank of India;Sensex;Nifty;SEBI;Modi;rupee',
  PK: 'Pakistani;Islamabad;Karachi',
  ID: 'Indonesian;Jakarta',
  MY: 'Malaysian;Kuala Lumpur',
  TH: 'Thai;Bangkok',
  VN: 'Vietnamese;Hanoi;Ho Chi Minh City',
  PH: 'Philippine;Filipino;Manila',
  SG: 'Singaporean;MAS',
  AU: 'Australian;Australians;Canberra;Sydney;Melbourne;RBA;Reserve Bank of Australia;ASX;ASX 200',
  NZ: 'New Zealander;RBNZ',
  CA: 'Canadian;Canadians;Ottawa;Toronto;Bank of Canada;BoC;TSX;Alberta;Ontario;Quebec;Carney',
  MX: 'Mexican;Mexico City;Banxico',
  BR: 'Brazilian;Brasilia;Sao Paulo;Rio de Janeiro;Bovespa;Lula',
  AR: 'Argentine;Argentinian;Buenos Aires;Milei',
  CL: 'Chilean',
  CO: 'Colombian;Bogota',
  PE: 'Peruvian;Lima',
  VE: 'Venezuelan;Caracas;Maduro',
  SA: 'Saudi;Saudis;Riyadh;Aramco;Saudi Aramco',
  AE: 'Emirati;UAE;Abu Dhabi;Dubai',
  QA: 'Qatari;Doha',
  KW: 'Kuwaiti',
  IR: 'Iranian;Tehran',
  IQ: 'Iraqi;Baghdad',
  IL: 'Israeli;Israelis;Jerusalem;Tel Aviv;Netanyahu',
  PS: 'Gaza;West Bank;Palestinian;Palestinians',
  LB: 'Lebanese;Beirut;Hezbollah',
  SY: 'Syrian;Damascus',
  YE: 'Yemeni;Houthi;Houthis',
  EG: 'Egyptian;Cairo;Suez Canal',
  NG: 'Nigerian;Lagos;Abuja',
  ZA: 'South African;Johannesburg;Pretoria;Cape Town',
  KE: 'Kenyan;Nairobi',
  ET: 'Ethiopian;Addis Ababa',
  GH: 'Ghanaian;Accra',
  MA: 'Moroccan;Rabat',
  DZ: 'Algerian;Algiers',
  LY: 'Libyan;Tripoli',
  AF: 'Afghan;Kabul;Taliban',
  BY: 'Belarusian;Minsk',
  KZ: 'Kazakh;Astana',
  CU: 'Cuban;Havana',
  PA: 'Panamanian;Panama Canal',
};

/**
 * Phrases that contain a country word but do not point to that country; they win as longer matches
 * ("Latin America", "New Mexico" is a US state, "Paris Agreement" is a treaty).
 */
const EN_BLOCK =
  'Latin America;South America;North America;Central America;Latin American;Pan American;Paris Agreement;Paris accord;Paris climate accord;Party Congress;National Congress;Indian Ocean;Gulf of Mexico;English Channel;French fries;Turkey Thanksgiving;Georgia Tech;Jordan brand;Air Jordan;Chinese New Year;Lunar New Year;South China Sea;East China Sea;Dow Chemical;Swiss Re;Dutch auction;Korean War;American Express;Bank of America;American Airlines;American Tower;American Electric Power;Indian Oil;British American Tobacco;British Columbia;British Virgin Islands;Asian Paints;Deutsche Bank;Deutsche Telekom;Deutsche Boerse;Deutsche Post;Deutsche Lufthansa';

/** US states and places that share a word with a country; these count as US. */
const EN_US_PLACES =
  'New Mexico;New Jersey;New England;Georgia Power;Atlanta, Georgia;Washington state;Washington State;' +
  'Alabama;Alaska;Arizona;Arkansas;Colorado;Connecticut;Delaware;Hawaii;Idaho;Illinois;Indiana;Iowa;Kansas;' +
  'Kentucky;Louisiana;Maine;Maryland;Massachusetts;Michigan;Minnesota;Mississippi;Missouri;Montana;Nebraska;' +
  'Nevada;New Hampshire;North Carolina;North Dakota;Ohio;Oklahoma;Oregon;Pennsylvania;Rhode Island;' +
  'South Carolina;South Dakota;Tennessee;Utah;Vermont;Virginia;West Virginia;Wisconsin;Wyoming';

export function englishTerms(): { terms: Record<string, string[]>; blocked: string[] } {
  const terms: Record<string, string[]> = {};
  for (const [code, list] of Object.entries(EN)) terms[code] = list.split(';');
  terms.US = [...(terms.US ?? []), ...EN_US_PLACES.split(';')];
  return { terms, blocked: EN_BLOCK.split(';') };
}

/** Lower-case demonym stems per language (adjectives are lower-case there); matched case-insensitively. */
export const DEMONYMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  de: {
    US: 'USA;US;amerikanische;amerikanischen;amerikanischer;US-amerikanische;Washington;Wall Street;Fed;US-Notenbank',
    GB: 'Großbritannien;britische;britischen;britischer;London;Bank of England',
    DE: 'deutsche;deutschen;deutscher;deutsches;Bundesregierung;Bundesbank;Berlin;Frankfurt;Dax;DAX;Bundestag',
    FR: 'französische;französischen;französischer;Paris',
    CN: 'chinesische;chinesischen;chinesischer;Peking',
    JP: 'japanische;japanischen;japanischer;Tokio',
    RU: 'russische;russischen;russischer;Moskau;Kreml',
    IT: 'italienische;italienischen;Rom',
    CH: 'schweizerische;schweizer;Zürich;SNB',
    AT: 'österreichische;österreichischen;Wien',
  },
  fr: {
    US: 'États-Unis;Etats-Unis;USA;américain;américaine;américains;américaines;Washington;Wall Street;Fed;Réserve fédérale',
    GB: "Grande-Bretagne;britannique;britanniques;Londres;Banque d'Angleterre",
    DE: 'allemand;allemande;allemands;allemandes;Berlin;Francfort',
    FR: 'français;française;françaises;parisien;parisienne;Paris;Bercy;Élysée;CAC 40;Banque de France',
    CN: 'chinois;chinoise;chinoises;Pékin',
    JP: 'japonais;japonaise;Tokyo',
    RU: 'russe;russes;Moscou;Kremlin',
    IT: 'italien;italienne;Rome',
    ES: 'espagnol;espagnole;Madrid',
    CH: 'suisse;suisses;Zurich;Genève',
  },
  es: {
    US: 'Estados Unidos;estadounidense;estadounidenses;EEUU;EE.UU.;Washington;Wall Street;Reserva Federal;Fed',
    GB: 'británico;británica;británicos;Londres;Banco de Inglaterra',
    DE: 'alemán;alemana;alemanes;Berlín;Fráncfort',
    FR: 'francés;francesa;franceses;París',
    CN: 'chino;china;chinos;chinas;Pekín',
    JP: 'japonés;japonesa;Tokio',
    RU: 'ruso;rusa;rusos;Moscú;Kremlin',
    ES: 'español;española;españoles;Madrid;Banco de España;Ibex',
    MX: 'mexicano;mexicana;Banxico',
    AR: 'argentino;argentina;argentinos',
    BR: 'brasileño;brasileña',
  },
};

/** Names that are also people, a bird or a US state; they need no capitalised name next to them and no veto word. */
export const AMBIGUOUS_NAMES: Readonly<Record<string, readonly string[]>> = {
  Turkey: ['thanksgiving', 'roast', 'dinner', 'poultry', 'bird', 'birds', 'flu'],
  Georgia: ['atlanta', 'kemp', 'governor', 'runoff', 'senate', 'savannah', 'bulldogs', 'peach', 'state'],
  Jordan: ['michael', 'nba', 'sneaker', 'sneakers', 'nike', 'jim', 'peterson', 'belfort'],
  Chad: [],
  Guinea: ['pig', 'pigs'],
  Niger: ['river', 'delta'],
  Lima: ['bean', 'beans'],
};
