/** @module Seed rows of Canada (Toronto): the format is described in seed-data.ts. */
import type { SeedSection } from './seed-data';

export const CANADA_SECTIONS: readonly SeedSection[] = [
  {
    exchange: 'TORONTO_STOCK_EXCHANGE',
    mic: 'XTSE',
    rows: `
366 | RY | Royal Bank of Canada | Royal Bank of Canada;RBC | CA | FIN | Diversified Banks | CA7800871021 | - | - | RY@XNYS
367 | TD | The Toronto-Dominion Bank | TD Bank | CA | FIN | Diversified Banks | CA8911605092 | - | - | TD@XNYS
368 | SHOP | Shopify Inc. | Shopify | CA | IT | Internet Services & Infrastructure | CA82509L1076 | - | - | SHOP@XNAS
369 | ENB | Enbridge Inc. | Enbridge | CA | EN | Oil & Gas Storage & Transportation | CA29250N1050 | - | - | ENB@XNYS
370 | BN | Brookfield Corporation | Brookfield | CA | FIN | Asset Management & Custody Banks | CA11271J1075 | - | - | BN@XNYS
371 | CNR | Canadian National Railway Company | Canadian National Railway;CN Rail | CA | IND | Rail Transportation | CA1363751027 | - | - | CNI@XNYS
372 | CP | Canadian Pacific Kansas City Limited | CPKC;Canadian Pacific | CA | IND | Rail Transportation | CA13646K1084 | - | - | CP@XNYS
373 | BMO | Bank of Montreal | BMO;Bank of Montreal | CA | FIN | Diversified Banks | CA0636711016 | - | - | BMO@XNYS
374 | BNS | The Bank of Nova Scotia | Scotiabank | CA | FIN | Diversified Banks | CA0641491075 | - | - | BNS@XNYS
375 | CM | Canadian Imperial Bank of Commerce | CIBC | CA | FIN | Diversified Banks | CA1360691010 | - | - | CM@XNYS
376 | CNQ | Canadian Natural Resources Limited | Canadian Natural | CA | EN | Oil & Gas Exploration & Production | CA1363851017 | - | - | CNQ@XNYS
377 | SU | Suncor Energy Inc. | Suncor | CA | EN | Integrated Oil & Gas | CA8672241079 | - | - | SU@XNYS
378 | TRI | Thomson Reuters Corporation | Thomson Reuters | CA | IND | Research & Consulting Services | CA8849038085 | - | - | TRI@XNAS
379 | MFC | Manulife Financial Corporation | Manulife | CA | FIN | Life & Health Insurance | CA56501R1064 | - | - | MFC@XNYS
380 | CSU | Constellation Software Inc. | Constellation Software | CA | IT | Application Software | CA21037X1006
381 | NTR | Nutrien Ltd. | Nutrien | CA | MAT | Fertilizers & Agricultural Chemicals | CA67077M1086 | - | - | NTR@XNYS
382 | ABX | Barrick Mining Corporation | Barrick | CA | MAT | Gold | CA06849F1080 | - | - | B@XNYS
383 | AEM | Agnico Eagle Mines Limited | Agnico Eagle | CA | MAT | Gold | CA0084741085 | - | - | AEM@XNYS
384 | ATD | Alimentation Couche-Tard Inc. | Couche-Tard | CA | CS | Food Retail | CA01626P1484
385 | TRP | TC Energy Corporation | TC Energy | CA | EN | Oil & Gas Storage & Transportation | CA87807B1076 | - | - | TRP@XNYS
386 | CVE | Cenovus Energy Inc. | Cenovus | CA | EN | Integrated Oil & Gas | CA15135U1093 | - | - | CVE@XNYS
387 | SLF | Sun Life Financial Inc. | Sun Life | CA | FIN | Life & Health Insurance | CA8667961053 | - | - | SLF@XNYS
388 | FTS | Fortis Inc. | Fortis | CA | UT | Electric Utilities | CA3495531079 | - | - | FTS@XNYS
389 | WPM | Wheaton Precious Metals Corp. | Wheaton Precious Metals | CA | MAT | Precious Metals & Minerals | CA9628791027 | - | - | WPM@XNYS
390 | FNV | Franco-Nevada Corporation | Franco-Nevada | CA | MAT | Gold | CA3518581051 | - | - | FNV@XNYS
391 | CCO | Cameco Corporation | Cameco | CA | EN | Coal & Consumable Fuels | CA13321L1085 | - | - | CCJ@XNYS
392 | DOL | Dollarama Inc. | Dollarama | CA | CS | Consumer Staples Merchandise Retail | CA25675T1075
393 | BCE | BCE Inc. | BCE | CA | COM | Integrated Telecommunication Services | CA05534B7604 | - | - | BCE@XNYS
563 | IFC | Intact Financial Corporation | Intact Financial | CA | FIN | Property & Casualty Insurance | CA45823T1066
564 | WCN | Waste Connections, Inc. | Waste Connections | CA | IND | Environmental & Facilities Services | CA94106B1013 | - | - | WCN@XNYS
566 | L | Loblaw Companies Limited | Loblaw | CA | CS | Food Retail | CA5394811015
567 | IMO | Imperial Oil Limited | Imperial Oil | CA | EN | Integrated Oil & Gas | CA4530384086 | - | - | IMO@XASE
569 | NA | National Bank of Canada | National Bank of Canada | CA | FIN | Diversified Banks | CA6330671034
594 | BHC | Bausch Health Companies Inc. | Bausch Health | CA | HC | Pharmaceuticals | CA0717341071 | - | - | BHC@XNYS
`,
  },
];
