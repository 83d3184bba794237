/**
 * @module Public institutions whose names contain a company's name ("People's Bank of China" holds "Bank of
 * China"). The index holds them as phrases of their own, so the longest match wins and the company inside is
 * never read.
 */

export const INSTITUTION_NAMES: readonly string[] = [
  // Central banks.
  "People's Bank of China",
  'Bank of Japan',
  'Bank of England',
  'Bank of Canada',
  'Bank of Korea',
  'Bank of Italy',
  'Bank of France',
  'Bank of Spain',
  'Bank of Greece',
  'Bank of Israel',
  'Bank of Thailand',
  'Bank of Russia',
  'Bank of Mexico',
  'Bank of Ghana',
  'Reserve Bank of India',
  'Reserve Bank of Australia',
  'Reserve Bank of New Zealand',
  'South African Reserve Bank',
  'Central Bank of Brazil',
  'Central Bank of Ireland',
  'Central Bank of Nigeria',
  'State Bank of Vietnam',
  'State Bank of Pakistan',
  'National Bank of Ukraine',
  'National Bank of Poland',
  'Swiss National Bank',
  'European Central Bank',
  'Deutsche Bundesbank',
  'Hong Kong Monetary Authority',
  'Monetary Authority of Singapore',
  'Bank for International Settlements',
  // Policy and development banks.
  'Agricultural Development Bank of China',
  'China Development Bank',
  'Export-Import Bank of China',
  'Export-Import Bank of Korea',
  'Japan Bank for International Cooperation',
  'Development Bank of Japan',
  'European Investment Bank',
  'Asian Development Bank',
  'World Bank',
  // Ministries and regulators.
  'Ministry of Finance of Japan',
  'China Securities Regulatory Commission',
  'China Banking Regulatory Commission',
];
