/** @module Short and former names seen in news that the seed does not list, keyed by the seed's legal name. */

export const EXTRA_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Shell plc': ['Royal Dutch Shell'],
  'Standard Chartered PLC': ['StanChart'],
  'London Stock Exchange Group plc': ['London Stock Exchange', 'LSE Group', 'LSE'],
  'Anheuser-Busch InBev SA/NV': ['Anheuser-Busch InBev', 'Anheuser-Busch', 'AB Inbev', 'InBev'],
  'Arm Holdings plc': ['ARM'],
  'Alphabet Inc.': ['Google'],
  'Exxon Mobil Corporation': ['ExxonMobil'],
  'Lloyds Banking Group plc': ['Lloyds Bank'],
  'HSBC Holdings plc': ['HSBC Bank'],
  'Deutsche Börse AG': ['Deutsche Boerse'],
  'Hannover Rück SE': ['Hannover Re'],
  'Münchener Rückversicherungs-Gesellschaft AG': ['Munich Re', 'Munich Reinsurance'],
  'Taiwan Semiconductor Manufacturing Company Limited': ['Taiwan Semiconductor'],
  'Reckitt Benckiser Group plc': ['Reckitt Benckiser'],
  'GSK plc': ['GlaxoSmithKline', 'Glaxo'],
  // Former names, still common in archives and in articles about the company's past.
  'NatWest Group plc': ['Royal Bank of Scotland', 'Royal Bank of Scotland Group', 'RBS'],
  'Equinor ASA': ['Statoil'],
  'RELX PLC': ['Reed Elsevier'],
  'Booking Holdings Inc.': ['Priceline', 'Priceline Group'],
  'Mercedes-Benz Group AG': ['Daimler'],
  'Meta Platforms, Inc.': ['Meta Platforms'],
  'The Walt Disney Company': ['Walt Disney'],
  // Standard Life plc, renamed after merging with Aberdeen Asset Management (2017), then abrdn (2021).
  'aberdeen group plc': ['Standard Life Aberdeen', 'Standard Life', 'Aberdeen Asset Management'],
  'Frasers Group plc': ['Sports Direct', 'Sports Direct International'],
  'Currys plc': ['Dixons Carphone'],
  'Bausch Health Companies Inc.': ['Valeant Pharmaceuticals', 'Valeant Pharmaceuticals International'],
  'Aker BP ASA': ['Det Norske', 'Det norske oljeselskap'],
  'Viatris Inc.': ['Mylan'],
  // Ashtead Group plc until Sunbelt Rentals Holdings became the group's NYSE-listed parent (March 2026).
  'Sunbelt Rentals Holdings, Inc.': ['Ashtead', 'Ashtead Group'],
};
