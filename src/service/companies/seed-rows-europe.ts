/** @module Seed rows of Europe (London, Frankfurt/Xetra, Euronext): the format is described in seed-data.ts. */
import type { SeedSection } from './seed-data';

export const EUROPE_SECTIONS: readonly SeedSection[] = [
  {
    exchange: 'LONDON_STOCK_EXCHANGE',
    mic: 'XLON',
    rows: `
150 | SHEL | Shell plc | Shell | GB | EN | Integrated Oil & Gas | GB00BP6MXD84 | BBG0149N4YB9 | - | SHEL@XNYS
151 | AZN | AstraZeneca PLC | AstraZeneca | GB | HC | Pharmaceuticals | GB0009895292 | - | - | AZN@XNAS
152 | HSBA | HSBC Holdings plc | HSBC | GB | FIN | Diversified Banks | GB0005405286 | - | - | 0005@XHKG;HSBC@XNYS
153 | ULVR | Unilever PLC | Unilever | GB | CS | Personal Care Products | GB00BVZK7T90 | - | - | UL@XNYS
154 | BP. | BP p.l.c. | BP | GB | EN | Integrated Oil & Gas | GB0007980591 | - | - | BP@XNYS
155 | RIO | Rio Tinto plc | Rio Tinto | GB | MAT | Diversified Metals & Mining | GB0007188757 | - | - | RIO@XNYS
156 | GSK | GSK plc | GSK | GB | HC | Pharmaceuticals | GB00BN7SWP63 | - | - | GSK@XNYS
157 | REL | RELX PLC | RELX | GB | IND | Research & Consulting Services | GB00B2B0DG97 | - | - | RELX@XNYS
158 | DGE | Diageo plc | Diageo | GB | CS | Distillers & Vintners | GB0002374006 | - | - | DEO@XNYS
159 | BATS | British American Tobacco p.l.c. | British American Tobacco;BAT | GB | CS | Tobacco | GB0002875804 | - | - | BTI@XNYS
160 | BARC | Barclays PLC | Barclays | GB | FIN | Diversified Banks | GB0031348658 | - | - | BCS@XNYS
161 | LLOY | Lloyds Banking Group plc | Lloyds | GB | FIN | Diversified Banks | GB0008706128
162 | GLEN | Glencore plc | Glencore | CH | MAT | Diversified Metals & Mining | JE00B4T3BW64
163 | LSEG | London Stock Exchange Group plc | LSEG;London Stock Exchange Group | GB | FIN | Financial Exchanges & Data | GB00B0SWJX34
164 | VOD | Vodafone Group Plc | Vodafone | GB | COM | Wireless Telecommunication Services | GB00BH4HKS39
165 | NG. | National Grid plc | National Grid | GB | UT | Multi-Utilities | GB00BDR05C01
166 | RR. | Rolls-Royce Holdings plc | Rolls-Royce | GB | IND | Aerospace & Defense | GB00B63H8491
167 | BA. | BAE Systems plc | BAE Systems | GB | IND | Aerospace & Defense | GB0002634946
168 | TSCO | Tesco PLC | Tesco | GB | CS | Food Retail | GB00BLGZ9862
169 | PRU | Prudential plc | Prudential | GB | FIN | Life & Health Insurance | GB0007099541 | - | - | 2378@XHKG
170 | AAL | Anglo American plc | Anglo American | GB | MAT | Diversified Metals & Mining | GB00B1XZS820
171 | CPG | Compass Group PLC | Compass Group | GB | CD | Restaurants | GB00BD6K4575
172 | STAN | Standard Chartered PLC | Standard Chartered | GB | FIN | Diversified Banks | GB0004082847
173 | NWG | NatWest Group plc | NatWest | GB | FIN | Diversified Banks | GB00BM8PJY71
174 | HLN | Haleon plc | Haleon | GB | CS | Personal Care Products | GB00BMX86B70
175 | RKT | Reckitt Benckiser Group plc | Reckitt | GB | CS | Household Products | GB00B24CGK77
176 | AV. | Aviva plc | Aviva | GB | FIN | Multi-line Insurance | GB00BPQY8M80
177 | BT.A | BT Group plc | BT Group;BT | GB | COM | Integrated Telecommunication Services | GB0030913577
178 | EXPN | Experian plc | Experian | GB | IND | Research & Consulting Services | GB00B19NLV48
179 | IAG | International Consolidated Airlines Group, S.A. | IAG | GB | IND | Passenger Airlines | ES0177542018
488 | III | 3i Group plc | 3i | GB | FIN | Asset Management & Custody Banks | GB00B1YW4409
489 | IMB | Imperial Brands PLC | Imperial Brands;Imperial Tobacco | GB | CS | Tobacco | GB0004544929
490 | SSE | SSE plc | SSE;Scottish and Southern Energy | GB | UT | Electric Utilities | GB0007908733
491 | LGEN | Legal & General Group Plc | Legal & General;L&G | GB | FIN | Life & Health Insurance | GB0005603997
492 | CNA | Centrica plc | Centrica;British Gas | GB | UT | Multi-Utilities | GB00B033F229
493 | KGF | Kingfisher plc | Kingfisher | GB | CD | Home Improvement Retail | GB0033195214
494 | PSON | Pearson plc | Pearson | GB | CD | Education Services | GB0006776081
495 | SBRY | J Sainsbury plc | Sainsbury's;Sainsbury | GB | CS | Food Retail | GB00B019KW72
496 | ABF | Associated British Foods plc | Associated British Foods;AB Foods | GB | CS | Packaged Foods & Meats | GB0006731235
497 | ANTO | Antofagasta plc | Antofagasta | GB | MAT | Copper | GB0000456144
498 | WPP | WPP plc | WPP | GB | COM | Advertising | JE00B8KF9B49
499 | ITRK | Intertek Group plc | Intertek | GB | IND | Research & Consulting Services | GB0031638363
500 | IHG | InterContinental Hotels Group PLC | IHG;InterContinental Hotels | GB | CD | Hotels, Resorts & Cruise Lines | GB00BHJYC057 | - | - | IHG@XNYS
501 | WTB | Whitbread PLC | Whitbread | GB | CD | Hotels, Resorts & Cruise Lines | GB00B1KJJ408
502 | LAND | Land Securities Group PLC | Land Securities;Landsec | GB | RE | Diversified REITs | GB00BYW0PQ60
503 | SVT | Severn Trent Plc | Severn Trent | GB | UT | Water Utilities | GB00B1FH8J72
504 | BNZL | Bunzl plc | Bunzl | GB | IND | Trading Companies & Distributors | GB00B0744B38
505 | SDR | Schroders plc | Schroders | GB | FIN | Asset Management & Custody Banks | GB00BP9LHF23
506 | ADM | Admiral Group plc | Admiral | GB | FIN | Property & Casualty Insurance | GB00B02J6398
507 | MNG | M&G plc | M&G;M&G Investments | GB | FIN | Asset Management & Custody Banks | GB00BKFB1C65
508 | MNDI | Mondi plc | Mondi | GB | MAT | Paper & Plastic Packaging Products & Materials | GB00BMWC6P49
509 | SN. | Smith & Nephew plc | Smith & Nephew | GB | HC | Health Care Equipment | GB0009223206 | - | - | SNN@XNYS
510 | SGRO | SEGRO plc | Segro | GB | RE | Industrial REITs | GB00B5ZN1N88
515 | HLMA | Halma plc | Halma | GB | IT | Electronic Equipment & Instruments | GB0004052071
516 | SGE | The Sage Group plc | Sage Group;Sage | GB | IT | Application Software | GB00B8C3BL03
517 | INF | Informa plc | Informa | GB | COM | Publishing | GB00BMJ6DW54
518 | SMIN | Smiths Group plc | Smiths Group | GB | IND | Industrial Conglomerates | GB00B1WY2338
519 | UU. | United Utilities Group PLC | United Utilities | GB | UT | Water Utilities | GB00B39J2M42
520 | BTRW | Barratt Redrow plc | Barratt Redrow;Barratt Developments | GB | CD | Homebuilding | GB0000811801
525 | MKS | Marks and Spencer Group plc | Marks & Spencer;Marks and Spencer;M&S | GB | CS | Consumer Staples Merchandise Retail | GB0031274896
526 | WEIR | The Weir Group PLC | Weir Group | GB | IND | Industrial Machinery & Supplies & Components | GB0009465807
570 | AO. | AO World plc | AO World | GB | CD | Computer & Electronics Retail | GB00BJTNFH41
571 | ASC | ASOS plc | ASOS | GB | CD | Apparel Retail | GB0030927254
572 | BRBY | Burberry Group plc | Burberry | GB | CD | Apparel, Accessories & Luxury Goods | GB0031743007
599 | FRES | Fresnillo plc | Fresnillo | MX | MAT | Precious Metals & Minerals | GB00B2QPKJ12
573 | DOM | Domino's Pizza Group plc | Domino's Pizza Group | GB | CD | Restaurants | GB00BYN59130
574 | EZJ | easyJet plc | easyJet;EasyJet | GB | IND | Passenger Airlines | GB00B7KR2P84
575 | HFD | Halfords Group plc | Halfords | GB | CD | Automotive Retail | GB00B012TP20
576 | HMSO | Hammerson plc | Hammerson | GB | RE | Retail REITs | GB00BRJQ8J25
577 | IMI | IMI plc | IMI | GB | IND | Industrial Machinery & Supplies & Components | GB00BGLP8L22
578 | ITV | ITV plc | ITV | GB | COM | Broadcasting | GB0033986497
579 | JMAT | Johnson Matthey Plc | Johnson Matthey | GB | MAT | Specialty Chemicals | GB00BZ4BQC70
580 | PSN | Persimmon Plc | Persimmon | GB | CD | Homebuilding | GB0006825383
581 | SRP | Serco Group plc | Serco | GB | IND | Diversified Support Services | GB0007973794
582 | TPK | Travis Perkins plc | Travis Perkins | GB | IND | Trading Companies & Distributors | GB00BK9RKT01
583 | TLW | Tullow Oil plc | Tullow Oil;Tullow | GB | EN | Oil & Gas Exploration & Production | GB0001500809
584 | ABDN | aberdeen group plc | Aberdeen;abrdn | GB | FIN | Asset Management & Custody Banks | GB00BF8Q6K64
585 | FRAS | Frasers Group plc | Frasers Group | GB | CD | Other Specialty Retail | GB00B1QH8P22
586 | CURY | Currys plc | Currys | GB | CD | Computer & Electronics Retail | GB00B4Y7R145
587 | OMU | Old Mutual Limited | Old Mutual | ZA | FIN | Life & Health Insurance | ZAE000255360 | - | OMU@XJSE | OMU@XLON
588 | CBKD | Commercial International Bank (Egypt) S.A.E. | Commercial International Bank | EG | FIN | Diversified Banks | US2017122050 | - | COMI@XCAI | CBKD@XLON | EGS60121C018
`,
  },
  {
    exchange: 'FRANKFURT_STOCK_EXCHANGE',
    mic: 'XETR',
    rows: `
180 | SAP | SAP SE | SAP | DE | IT | Application Software | DE0007164600 | BBG000BG7DY8 | - | SAP@XNYS
181 | SIE | Siemens AG | Siemens | DE | IND | Industrial Conglomerates | DE0007236101
182 | ALV | Allianz SE | Allianz | DE | FIN | Multi-line Insurance | DE0008404005
183 | DTE | Deutsche Telekom AG | Deutsche Telekom | DE | COM | Integrated Telecommunication Services | DE0005557508
184 | MBG | Mercedes-Benz Group AG | Mercedes-Benz | DE | CD | Automobile Manufacturers | DE0007100000
185 | BMW | Bayerische Motoren Werke AG | BMW | DE | CD | Automobile Manufacturers | DE0005190003
186 | VOW3 | Volkswagen AG | Volkswagen;VW | DE | CD | Automobile Manufacturers | DE0007664039 | - | - | VOW@XETR | DE0007664005
187 | BAS | BASF SE | BASF | DE | MAT | Diversified Chemicals | DE000BASF111
188 | BAYN | Bayer AG | Bayer | DE | HC | Pharmaceuticals | DE000BAY0017
189 | DBK | Deutsche Bank AG | Deutsche Bank | DE | FIN | Diversified Banks | DE0005140008 | - | - | DB@XNYS
190 | CBK | Commerzbank AG | Commerzbank | DE | FIN | Diversified Banks | DE000CBK1001
191 | MUV2 | Münchener Rückversicherungs-Gesellschaft AG | Munich Re | DE | FIN | Reinsurance | DE0008430026
192 | DB1 | Deutsche Börse AG | Deutsche Börse | DE | FIN | Financial Exchanges & Data | DE0005810055
193 | IFX | Infineon Technologies AG | Infineon | DE | IT | Semiconductors | DE0006231004
194 | ADS | adidas AG | Adidas | DE | CD | Footwear | DE000A1EWWW0
195 | ENR | Siemens Energy AG | Siemens Energy | DE | IND | Heavy Electrical Equipment | DE000ENER6Y0
196 | RHM | Rheinmetall AG | Rheinmetall | DE | IND | Aerospace & Defense | DE0007030009
197 | EOAN | E.ON SE | E.ON | DE | UT | Multi-Utilities | DE000ENAG999
198 | RWE | RWE AG | RWE | DE | UT | Multi-Utilities | DE0007037129
199 | DHL | DHL Group | DHL;Deutsche Post | DE | IND | Air Freight & Logistics | DE0005552004
200 | P911 | Dr. Ing. h.c. F. Porsche AG | Porsche | DE | CD | Automobile Manufacturers | DE000PAG9113
201 | MRK | Merck KGaA | Merck KGaA | DE | HC | Pharmaceuticals | DE0006599905
202 | SHL | Siemens Healthineers AG | Siemens Healthineers | DE | HC | Health Care Equipment | DE000SHL1006
203 | HNR1 | Hannover Rück SE | Hannover Re | DE | FIN | Reinsurance | DE0008402215
204 | VNA | Vonovia SE | Vonovia | DE | RE | Real Estate Operating Companies | DE000A1ML7J1
205 | HEN3 | Henkel AG & Co. KGaA | Henkel | DE | CS | Household Products | DE0006048432 | - | - | HEN@XETR | DE0006048408
206 | CON | Continental AG | Continental | DE | CD | Automotive Parts & Equipment | DE0005439004
207 | ZAL | Zalando SE | Zalando | DE | CD | Broadline Retail | DE000ZAL1111
208 | DTG | Daimler Truck Holding AG | Daimler Truck | DE | IND | Construction Machinery & Heavy Transportation Equipment | DE000DTR0CK8
209 | BEI | Beiersdorf AG | Beiersdorf | DE | CS | Personal Care Products | DE0005200000
210 | MTX | MTU Aero Engines AG | MTU Aero Engines | DE | IND | Aerospace & Defense | DE000A0D9PT0
211 | LHA | Deutsche Lufthansa AG | Lufthansa | DE | IND | Passenger Airlines | DE0008232125
540 | HEI | Heidelberg Materials AG | Heidelberg Materials;HeidelbergCement | DE | MAT | Construction Materials | DE0006047004
541 | FRE | Fresenius SE & Co. KGaA | Fresenius | DE | HC | Health Care Services | DE0005785604
`,
  },
  {
    exchange: 'EURONEXT_STOCK_EXCHANGE',
    mic: 'XPAR',
    rows: `
212 | MC | LVMH Moët Hennessy Louis Vuitton SE | LVMH | FR | CD | Apparel, Accessories & Luxury Goods | FR0000121014 | BBG000BC7PK5
213 | TTE | TotalEnergies SE | TotalEnergies | FR | EN | Integrated Oil & Gas | FR0000120271 | BBG000C1M473 | - | TTE@XNYS
214 | OR | L'Oréal S.A. | L'Oréal;L'Oreal | FR | CS | Personal Care Products | FR0000120321
215 | RMS | Hermès International | Hermès;Hermes | FR | CD | Apparel, Accessories & Luxury Goods | FR0000052292
216 | SAN | Sanofi | Sanofi | FR | HC | Pharmaceuticals | FR0000120578 | - | - | SNY@XNAS
217 | AIR | Airbus SE | Airbus | FR | IND | Aerospace & Defense | NL0000235190
218 | SU | Schneider Electric SE | Schneider Electric | FR | IND | Electrical Components & Equipment | FR0000121972
219 | AI | L'Air Liquide S.A. | Air Liquide | FR | MAT | Industrial Gases | FR0000120073
220 | BNP | BNP Paribas SA | BNP Paribas | FR | FIN | Diversified Banks | FR0000131104
221 | CS | AXA SA | AXA | FR | FIN | Multi-line Insurance | FR0000120628
222 | SAF | Safran SA | Safran | FR | IND | Aerospace & Defense | FR0000073272
223 | DG | Vinci SA | Vinci | FR | IND | Construction & Engineering | FR0000125486
224 | EL | EssilorLuxottica SA | EssilorLuxottica | FR | HC | Health Care Supplies | FR0000121667
225 | KER | Kering SA | Kering | FR | CD | Apparel, Accessories & Luxury Goods | FR0000121485
226 | BN | Danone S.A. | Danone | FR | CS | Packaged Foods & Meats | FR0000120644
227 | GLE | Société Générale S.A. | Société Générale;SocGen | FR | FIN | Diversified Banks | FR0000130809
228 | ORA | Orange S.A. | Orange | FR | COM | Integrated Telecommunication Services | FR0000133308
229 | ENGI | Engie SA | Engie | FR | UT | Multi-Utilities | FR0010208488
230 | ACA | Crédit Agricole S.A. | Crédit Agricole | FR | FIN | Diversified Banks | FR0000045072
231 | RNO | Renault SA | Renault | FR | CD | Automobile Manufacturers | FR0000131906
232 | CAP | Capgemini SE | Capgemini | FR | IT | IT Consulting & Other Services | FR0000125338
233 | HO | Thales S.A. | Thales | FR | IND | Aerospace & Defense | FR0000121329
234 | RI | Pernod Ricard SA | Pernod Ricard | FR | CS | Distillers & Vintners | FR0000120693
235 | DSY | Dassault Systèmes SE | Dassault Systèmes | FR | IT | Application Software | FR0014003TT8
236 | STLAM | Stellantis N.V. | Stellantis | NL | CD | Automobile Manufacturers | NL00150001Q9 | - | XMIL | STLAP@XPAR;STLA@XNYS
237 | ASML | ASML Holding N.V. | ASML | NL | IT | Semiconductor Materials & Equipment | NL0010273215 | BBG000C1HSN8 | XAMS | ASML@XNAS
238 | PRX | Prosus N.V. | Prosus | NL | CD | Broadline Retail | NL0013654783 | - | XAMS
239 | INGA | ING Groep N.V. | ING | NL | FIN | Diversified Banks | NL0011821202 | - | XAMS
240 | HEIA | Heineken N.V. | Heineken | NL | CS | Brewers | NL0000009165 | - | XAMS
241 | ADYEN | Adyen N.V. | Adyen | NL | FIN | Transaction & Payment Processing Services | NL0012969182 | - | XAMS
242 | PHIA | Koninklijke Philips N.V. | Philips | NL | HC | Health Care Equipment | NL0000009538 | - | XAMS | PHG@XNYS
243 | AD | Koninklijke Ahold Delhaize N.V. | Ahold Delhaize | NL | CS | Food Retail | NL0011794037 | - | XAMS
244 | UMG | Universal Music Group N.V. | Universal Music Group;UMG | NL | COM | Movies & Entertainment | NL0015000IY2 | - | XAMS
245 | ABI | Anheuser-Busch InBev SA/NV | AB InBev | BE | CS | Brewers | BE0974293251 | - | XBRU | BUD@XNYS
246 | ENEL | Enel S.p.A. | Enel | IT | UT | Electric Utilities | IT0003128367 | BBG000BK4338 | XMIL
247 | ENI | Eni S.p.A. | Eni | IT | EN | Integrated Oil & Gas | IT0003132476 | BBG000FVRTJ1 | XMIL | E@XNYS
248 | ISP | Intesa Sanpaolo S.p.A. | Intesa Sanpaolo | IT | FIN | Diversified Banks | IT0000072618 | BBG000BNSF20 | XMIL
249 | UCG | UniCredit S.p.A. | UniCredit | IT | FIN | Diversified Banks | IT0005239360 | BBG000BN0KY4 | XMIL
250 | RACE | Ferrari N.V. | Ferrari | IT | CD | Automobile Manufacturers | NL0011585146 | - | XMIL | RACE@XNYS
251 | G | Assicurazioni Generali S.p.A. | Generali | IT | FIN | Multi-line Insurance | IT0000062072 | - | XMIL
252 | EQNR | Equinor ASA | Equinor | NO | EN | Integrated Oil & Gas | NO0010096985 | - | XOSL | EQNR@XNYS
528 | SGO | Compagnie de Saint-Gobain S.A. | Saint-Gobain | FR | IND | Building Products | FR0000125007 | - | XPAR
529 | LR | Legrand SA | Legrand | FR | IND | Electrical Components & Equipment | FR0010307819 | - | XPAR
530 | ML | Compagnie Générale des Établissements Michelin | Michelin | FR | CD | Tires & Rubber | FR001400AJ45 | - | XPAR
531 | PUB | Publicis Groupe S.A. | Publicis | FR | COM | Advertising | FR0000130577 | - | XPAR
532 | VIE | Veolia Environnement SA | Veolia | FR | UT | Multi-Utilities | FR0000124141 | - | XPAR
534 | WKL | Wolters Kluwer N.V. | Wolters Kluwer | NL | IND | Research & Consulting Services | NL0000395903 | - | XAMS
535 | ARGX | argenx SE | Argenx;argenx | NL | HC | Biotechnology | NL0010832176 | - | XBRU | ARGX@XNAS
536 | KBC | KBC Group NV | KBC | BE | FIN | Diversified Banks | BE0003565737 | - | XBRU
537 | UCB | UCB SA | UCB | BE | HC | Pharmaceuticals | BE0003739530 | - | XBRU
538 | PRY | Prysmian S.p.A. | Prysmian | IT | IND | Electrical Components & Equipment | IT0004176001 | - | XMIL
539 | LDO | Leonardo S.p.A. | Leonardo | IT | IND | Aerospace & Defense | IT0003856405 | - | XMIL
596 | MB | Mediobanca - Banca di Credito Finanziario S.p.A. | Mediobanca | IT | FIN | Diversified Banks | IT0000062957 | - | XMIL
597 | AKRBP | Aker BP ASA | Aker BP | NO | EN | Oil & Gas Exploration & Production | NO0010345853 | - | XOSL
`,
  },
];
