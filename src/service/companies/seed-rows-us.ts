/** @module Seed rows of the United States (Nasdaq, NYSE): the format is described in seed-data.ts. */
import type { SeedSection } from './seed-data';

export const US_SECTIONS: readonly SeedSection[] = [
  {
    exchange: 'NASDAQ',
    mic: 'XNAS',
    rows: `
1 | AAPL | Apple Inc. | Apple | US | IT | Technology Hardware, Storage & Peripherals | US0378331005 | BBG000B9XRY4 | - | APC@XETR
2 | MSFT | Microsoft Corporation | Microsoft | US | IT | Systems Software | US5949181045 | BBG000BPH459 | - | MSF@XETR
3 | NVDA | NVIDIA Corporation | Nvidia | US | IT | Semiconductors | US67066G1040 | BBG000BBJQV0 | - | NVD@XETR
4 | AMZN | Amazon.com, Inc. | Amazon | US | CD | Broadline Retail | US0231351067 | BBG000BVPV84 | - | AMZ@XETR
5 | GOOGL | Alphabet Inc. | Alphabet;Google | US | COM | Interactive Media & Services | US02079K3059 | BBG009S39JX6 | - | GOOG@XNAS | US02079K1079
6 | META | Meta Platforms, Inc. | Meta;Facebook | US | COM | Interactive Media & Services | US30303M1027 | BBG000MM2P62 | - | FB2A@XETR
7 | TSLA | Tesla, Inc. | Tesla | US | CD | Automobile Manufacturers | US88160R1014 | BBG000N9MNX3 | - | TL0@XETR
8 | AVGO | Broadcom Inc. | Broadcom | US | IT | Semiconductors | US11135F1012 | BBG00KHY5S69
9 | COST | Costco Wholesale Corporation | Costco | US | CS | Consumer Staples Merchandise Retail | US22160K1051 | BBG000F6H8W8
10 | NFLX | Netflix, Inc. | Netflix | US | COM | Movies & Entertainment | US64110L1061 | BBG000CL9VN6
11 | AMD | Advanced Micro Devices, Inc. | AMD | US | IT | Semiconductors | US0079031078 | BBG000BBQCY0
12 | ADBE | Adobe Inc. | Adobe | US | IT | Application Software | US00724F1012 | BBG000BB5006
13 | PEP | PepsiCo, Inc. | PepsiCo | US | CS | Soft Drinks & Non-alcoholic Beverages | US7134481081 | BBG000DH7JK6
14 | CSCO | Cisco Systems, Inc. | Cisco | US | IT | Communications Equipment | US17275R1023 | BBG000C3J3C9
15 | INTC | Intel Corporation | Intel | US | IT | Semiconductors | US4581401001 | BBG000C0G1D1
16 | QCOM | QUALCOMM Incorporated | Qualcomm | US | IT | Semiconductors | US7475251036 | BBG000CGC1X8
17 | TXN | Texas Instruments Incorporated | Texas Instruments | US | IT | Semiconductors | US8825081040 | BBG000BVV7G1
18 | INTU | Intuit Inc. | Intuit | US | IT | Application Software | US4612021034 | BBG000BH5DV1
19 | AMGN | Amgen Inc. | Amgen | US | HC | Biotechnology | US0311621009 | BBG000BBS2Y0
20 | ISRG | Intuitive Surgical, Inc. | Intuitive Surgical | US | HC | Health Care Equipment | US46120E6023 | BBG000BJPDZ1
21 | AMAT | Applied Materials, Inc. | Applied Materials | US | IT | Semiconductor Materials & Equipment | US0382221051 | BBG000BBPFB9
22 | BKNG | Booking Holdings Inc. | Booking Holdings | US | CD | Hotels, Resorts & Cruise Lines | US09857L1089 | BBG000BLBVN4
23 | HON | Honeywell International Inc. | Honeywell | US | IND | Industrial Conglomerates | US4385161066 | BBG000H556T9
24 | CMCSA | Comcast Corporation | Comcast | US | COM | Cable & Satellite | US20030N1019 | BBG000BFT2L4
25 | TMUS | T-Mobile US, Inc. | T-Mobile | US | COM | Wireless Telecommunication Services | US8725901040 | BBG000NDV1D4
26 | GILD | Gilead Sciences, Inc. | Gilead | US | HC | Biotechnology | US3755581036 | BBG000CKGBP2
27 | ADP | Automatic Data Processing, Inc. | ADP | US | IND | Human Resource & Employment Services | US0530151036 | BBG000JG0547
28 | MU | Micron Technology, Inc. | Micron | US | IT | Semiconductors | US5951121038 | BBG000C5Z1S3
29 | LRCX | Lam Research Corporation | Lam Research | US | IT | Semiconductor Materials & Equipment | US5128073062 | BBG000BNFLM9
30 | PANW | Palo Alto Networks, Inc. | Palo Alto Networks | US | IT | Systems Software | US6974351057
31 | SBUX | Starbucks Corporation | Starbucks | US | CD | Restaurants | US8552441094 | BBG000CTQBF3
32 | MDLZ | Mondelez International, Inc. | Mondelez | US | CS | Packaged Foods & Meats | US6092071058 | BBG000D4LWF6
33 | REGN | Regeneron Pharmaceuticals, Inc. | Regeneron | US | HC | Biotechnology | US75886F1075 | BBG000C734W3
34 | VRTX | Vertex Pharmaceuticals Incorporated | Vertex | US | HC | Biotechnology | US92532F1003 | BBG000C1S2X2
35 | PYPL | PayPal Holdings, Inc. | PayPal | US | FIN | Transaction & Payment Processing Services | US70450Y1038 | BBG0077VNXV6
36 | ABNB | Airbnb, Inc. | Airbnb | US | CD | Hotels, Resorts & Cruise Lines | US0090661010 | BBG001Y2XS07
37 | MELI | MercadoLibre, Inc. | MercadoLibre | UY | CD | Broadline Retail | US58733R1023
38 | CRWD | CrowdStrike Holdings, Inc. | CrowdStrike | US | IT | Systems Software | US22788C1053 | BBG00BLYKS03
39 | KLAC | KLA Corporation | KLA | US | IT | Semiconductor Materials & Equipment | US4824801009 | BBG000BMTFR4
40 | SNPS | Synopsys, Inc. | Synopsys | US | IT | Application Software | US8716071076 | BBG000BSFRF3
41 | CDNS | Cadence Design Systems, Inc. | Cadence | US | IT | Application Software | US1273871087 | BBG000C13CD9
42 | MAR | Marriott International, Inc. | Marriott | US | CD | Hotels, Resorts & Cruise Lines | US5719032022 | BBG000BGD7W6
43 | PLTR | Palantir Technologies Inc. | Palantir | US | IT | Application Software | US69608A1088 | BBG000N7QR55
44 | ADI | Analog Devices, Inc. | Analog Devices | US | IT | Semiconductors | US0326541051 | BBG000BB6G37
45 | MSTR | Strategy Inc | Strategy;MicroStrategy | US | IT | Application Software | US5949724083 | BBG000GQJPZ0
46 | COIN | Coinbase Global, Inc. | Coinbase | US | FIN | Financial Exchanges & Data | US19260Q1076 | BBG00ZGF7771
47 | ARM | Arm Holdings plc | Arm | GB | IT | Semiconductors | US0420682058
48 | CSX | CSX Corporation | CSX | US | IND | Rail Transportation | US1264081035 | BBG000BGK1N1
49 | FTNT | Fortinet, Inc. | Fortinet | US | IT | Systems Software | US34959E1091
50 | MRVL | Marvell Technology, Inc. | Marvell | US | IT | Semiconductors | US5738741041
51 | AEP | American Electric Power Company, Inc. | American Electric Power;AEP | US | UT | Electric Utilities | US0255371017 | BBG000BB9KF2
52 | EXC | Exelon Corporation | Exelon | US | UT | Electric Utilities | US30161N1019 | BBG000J6XT05
53 | XEL | Xcel Energy Inc. | Xcel Energy | US | UT | Multi-Utilities | US98389B1008 | BBG000BCTQ65
54 | DASH | DoorDash, Inc. | DoorDash | US | CD | Specialized Consumer Services | US25809K1051
55 | NXPI | NXP Semiconductors N.V. | NXP | NL | IT | Semiconductors | NL0009538784 | BBG000BND699
56 | WDAY | Workday, Inc. | Workday | US | IT | Application Software | US98138H1014
57 | MRNA | Moderna, Inc. | Moderna | US | HC | Biotechnology | US60770K1079 | BBG003PHHZT1
58 | BIIB | Biogen Inc. | Biogen | US | HC | Biotechnology | US09062X1037 | BBG000C17X76
59 | HOOD | Robinhood Markets, Inc. | Robinhood | US | FIN | Investment Banking & Brokerage | US7707001027
60 | AAL | American Airlines Group Inc. | American Airlines | US | IND | Passenger Airlines | US02376R1023
61 | UAL | United Airlines Holdings, Inc. | United Airlines | US | IND | Passenger Airlines | US9100471096 | BBG000M65M61
62 | WMT | Walmart Inc. | Walmart | US | CS | Consumer Staples Merchandise Retail | US9311421039 | BBG000BWXBC2
63 | KHC | The Kraft Heinz Company | Kraft Heinz | US | CS | Packaged Foods & Meats | US5007541064 | BBG005CPNTQ2
64 | CME | CME Group Inc. | CME Group;CME | US | FIN | Financial Exchanges & Data | US12572Q1058 | BBG000BHLYP4
65 | LIN | Linde plc | Linde | IE | MAT | Industrial Gases | IE000S9YS762 | BBG01FND0CC1
394 | APP | AppLovin Corporation | AppLovin | US | COM | Advertising | US03831W1080
395 | CTAS | Cintas Corporation | Cintas | US | IND | Diversified Support Services | US1729081059
396 | ORLY | O'Reilly Automotive, Inc. | O'Reilly Automotive | US | CD | Automotive Retail | US67103H1077
397 | MNST | Monster Beverage Corporation | Monster Beverage | US | CS | Soft Drinks & Non-alcoholic Beverages | US61174X1090
398 | PDD | PDD Holdings Inc. | PDD Holdings;Pinduoduo;Temu | IE | CD | Broadline Retail | US7223041028
399 | EQIX | Equinix, Inc. | Equinix | US | RE | Data Center REITs | US29444U7000
400 | ADSK | Autodesk, Inc. | Autodesk | US | IT | Application Software | US0527691069
401 | PAYX | Paychex, Inc. | Paychex | US | IND | Human Resource & Employment Services | US7043261079
402 | FAST | Fastenal Company | Fastenal | US | IND | Trading Companies & Distributors | US3119001044
403 | CPRT | Copart, Inc. | Copart | US | IND | Diversified Support Services | US2172041061
404 | ROST | Ross Stores, Inc. | Ross Stores | US | CD | Apparel Retail | US7782961038
405 | KDP | Keurig Dr Pepper Inc. | Keurig Dr Pepper | US | CS | Soft Drinks & Non-alcoholic Beverages | US49271V1008
406 | CEG | Constellation Energy Corporation | Constellation Energy | US | UT | Electric Utilities | US21037T1097
407 | DDOG | Datadog, Inc. | Datadog | US | IT | Application Software | US23804L1035
409 | CHTR | Charter Communications, Inc. | Charter Communications | US | COM | Cable & Satellite | US16119P1084
411 | IDXX | IDEXX Laboratories, Inc. | IDEXX | US | HC | Health Care Equipment | US45168D1046
413 | TCOM | Trip.com Group Limited | Trip.com | CN | CD | Hotels, Resorts & Cruise Lines | US89677Q1076
414 | IBKR | Interactive Brokers Group, Inc. | Interactive Brokers | US | FIN | Investment Banking & Brokerage | US45841N1072
415 | AXON | Axon Enterprise, Inc. | Axon Enterprise;Axon | US | IND | Aerospace & Defense | US05464C1018
593 | VTRS | Viatris Inc. | Viatris | US | HC | Pharmaceuticals | US92556V1061
598 | DPZ | Domino's Pizza, Inc. | Domino's | US | CD | Restaurants | US25754A2015
`,
  },
  {
    exchange: 'NYSE',
    mic: 'XNYS',
    rows: `
66 | BRK.B | Berkshire Hathaway Inc. | Berkshire Hathaway;Berkshire | US | FIN | Multi-Sector Holdings | US0846707026 | BBG000DWG505 | - | BRK.A@XNYS | US0846701086
67 | JPM | JPMorgan Chase & Co. | JPMorgan;JP Morgan | US | FIN | Diversified Banks | US46625H1005 | BBG000DMBXR2
68 | V | Visa Inc. | Visa | US | FIN | Transaction & Payment Processing Services | US92826C8394 | BBG000PSKYX7
69 | LLY | Eli Lilly and Company | Eli Lilly;Lilly | US | HC | Pharmaceuticals | US5324571083 | BBG000BNBDC2
70 | XOM | Exxon Mobil Corporation | Exxon Mobil;Exxon | US | EN | Integrated Oil & Gas | US30231G1022 | BBG023CY9MM1
71 | MA | Mastercard Incorporated | Mastercard | US | FIN | Transaction & Payment Processing Services | US57636Q1040 | BBG000F1ZSQ2
72 | UNH | UnitedHealth Group Incorporated | UnitedHealth | US | HC | Managed Health Care | US91324P1021 | BBG000CH5208
73 | ORCL | Oracle Corporation | Oracle | US | IT | Application Software | US68389X1054 | BBG000BQLTW7
74 | JNJ | Johnson & Johnson | Johnson & Johnson;J&J | US | HC | Pharmaceuticals | US4781601046 | BBG000BMHYD1
75 | PG | The Procter & Gamble Company | Procter & Gamble;P&G | US | CS | Personal Care Products | US7427181091 | BBG000BR2TH3
76 | HD | The Home Depot, Inc. | Home Depot | US | CD | Home Improvement Retail | US4370761029 | BBG000BKZB36
77 | BAC | Bank of America Corporation | Bank of America;BofA | US | FIN | Diversified Banks | US0605051046 | BBG000BCTLF6
78 | ABBV | AbbVie Inc. | AbbVie | US | HC | Biotechnology | US00287Y1091 | BBG0025Y4RY4
79 | KO | The Coca-Cola Company | Coca-Cola | US | CS | Soft Drinks & Non-alcoholic Beverages | US1912161007 | BBG000BMX289
80 | CVX | Chevron Corporation | Chevron | US | EN | Integrated Oil & Gas | US1667641005 | BBG000K4ND22
81 | MRK | Merck & Co., Inc. | Merck | US | HC | Pharmaceuticals | US58933Y1055 | BBG000BPD168
82 | CRM | Salesforce, Inc. | Salesforce | US | IT | Application Software | US79466L3024 | BBG000BN2DC2
83 | WFC | Wells Fargo & Company | Wells Fargo | US | FIN | Diversified Banks | US9497461015 | BBG000BWQFY7
84 | ACN | Accenture plc | Accenture | IE | IT | IT Consulting & Other Services | IE00B4BNMY34 | BBG000D9D830
85 | MCD | McDonald's Corporation | McDonald's | US | CD | Restaurants | US5801351017 | BBG000BNSZP1
86 | IBM | International Business Machines Corporation | IBM | US | IT | IT Consulting & Other Services | US4592001014 | BBG000BLNNH6
87 | GE | GE Aerospace | GE Aerospace;General Electric | US | IND | Aerospace & Defense | US3696043013 | BBG000BK6MB5
88 | TMO | Thermo Fisher Scientific Inc. | Thermo Fisher | US | HC | Life Sciences Tools & Services | US8835561023 | BBG000BVDLH9
89 | ABT | Abbott Laboratories | Abbott | US | HC | Health Care Equipment | US0028241000 | BBG000B9ZXB4
90 | DIS | The Walt Disney Company | Disney | US | COM | Movies & Entertainment | US2546871060 | BBG000BH4R78
91 | CAT | Caterpillar Inc. | Caterpillar | US | IND | Construction Machinery & Heavy Transportation Equipment | US1491231015 | BBG000BF0K17
92 | GS | The Goldman Sachs Group, Inc. | Goldman Sachs | US | FIN | Investment Banking & Brokerage | US38141G1040 | BBG000C6CFJ5
93 | MS | Morgan Stanley | Morgan Stanley | US | FIN | Investment Banking & Brokerage | US6174464486 | BBG000BLZRJ2
94 | VZ | Verizon Communications Inc. | Verizon | US | COM | Integrated Telecommunication Services | US92343V1044 | BBG000HS77T5
95 | T | AT&T Inc. | AT&T | US | COM | Integrated Telecommunication Services | US00206R1023 | BBG000BSJK37
96 | PFE | Pfizer Inc. | Pfizer | US | HC | Pharmaceuticals | US7170811035 | BBG000BR2B91
97 | NKE | NIKE, Inc. | Nike | US | CD | Apparel, Accessories & Luxury Goods | US6541061031 | BBG000C5HS04
98 | C | Citigroup Inc. | Citigroup;Citi | US | FIN | Diversified Banks | US1729674242 | BBG000FY4S11
99 | AXP | American Express Company | American Express;Amex | US | FIN | Consumer Finance | US0258161092 | BBG000BCQZS4
100 | BA | The Boeing Company | Boeing | US | IND | Aerospace & Defense | US0970231058 | BBG000BCSST7
101 | RTX | RTX Corporation | RTX;Raytheon | US | IND | Aerospace & Defense | US75513E1010 | BBG000BW8S60
102 | LMT | Lockheed Martin Corporation | Lockheed Martin | US | IND | Aerospace & Defense | US5398301094 | BBG000C1BW00
103 | NOC | Northrop Grumman Corporation | Northrop Grumman | US | IND | Aerospace & Defense | US6668071029 | BBG000BQ2C28
104 | UNP | Union Pacific Corporation | Union Pacific | US | IND | Rail Transportation | US9078181081 | BBG000BW3299
105 | UPS | United Parcel Service, Inc. | UPS | US | IND | Air Freight & Logistics | US9113121068 | BBG000L9CV04
106 | FDX | FedEx Corporation | FedEx | US | IND | Air Freight & Logistics | US31428X1063 | BBG000BJF1Z8
107 | DE | Deere & Company | Deere;John Deere | US | IND | Agricultural & Farm Machinery | US2441991054 | BBG000BH1NH9
108 | NEE | NextEra Energy, Inc. | NextEra Energy;NextEra | US | UT | Multi-Utilities | US65339F1012 | BBG000BJSBJ0
109 | DUK | Duke Energy Corporation | Duke Energy | US | UT | Electric Utilities | US26441C2044 | BBG000BHGDH5
110 | SO | The Southern Company | Southern Company | US | UT | Electric Utilities | US8425871071 | BBG000BT9DW0
111 | COP | ConocoPhillips | ConocoPhillips | US | EN | Oil & Gas Exploration & Production | US20825C1045 | BBG000BQQH30
112 | SLB | SLB N.V. | SLB;Schlumberger | US | EN | Oil & Gas Equipment & Services | AN8068571086 | BBG000BT41Q8
113 | OXY | Occidental Petroleum Corporation | Occidental Petroleum;Occidental | US | EN | Oil & Gas Exploration & Production | US6745991058 | BBG000BQQ2S6
114 | BLK | BlackRock, Inc. | BlackRock | US | FIN | Asset Management & Custody Banks | US09290D1019 | BBG01PSW2WN4
115 | SCHW | The Charles Schwab Corporation | Charles Schwab;Schwab | US | FIN | Investment Banking & Brokerage | US8085131055 | BBG000BSLZY7
116 | SPGI | S&P Global Inc. | S&P Global | US | FIN | Financial Exchanges & Data | US78409V1044 | BBG000BP1Q11
117 | MMM | 3M Company | 3M | US | IND | Industrial Conglomerates | US88579Y1010 | BBG000BP52R2
118 | F | Ford Motor Company | Ford | US | CD | Automobile Manufacturers | US3453708600 | BBG000BQPC32
119 | GM | General Motors Company | General Motors;GM | US | CD | Automobile Manufacturers | US37045V1008 | BBG000NDYB67
120 | CVS | CVS Health Corporation | CVS Health;CVS | US | HC | Health Care Services | US1266501006 | BBG000BGRY34
121 | TGT | Target Corporation | Target | US | CS | Consumer Staples Merchandise Retail | US87612E1064 | BBG000H8TVT2
122 | LOW | Lowe's Companies, Inc. | Lowe's | US | CD | Home Improvement Retail | US5486611073 | BBG000BNDN65
123 | BMY | Bristol-Myers Squibb Company | Bristol Myers Squibb | US | HC | Pharmaceuticals | US1101221083 | BBG000DQLV23
124 | DHR | Danaher Corporation | Danaher | US | HC | Life Sciences Tools & Services | US2358511028 | BBG000BH3JF8
125 | MDT | Medtronic plc | Medtronic | IE | HC | Health Care Equipment | IE00BTN1Y115 | BBG000BNWG87
126 | NOW | ServiceNow, Inc. | ServiceNow | US | IT | Systems Software | US81762P1021 | BBG000M1R011
127 | UBER | Uber Technologies, Inc. | Uber | US | IND | Passenger Ground Transportation | US90353T1007 | BBG002B04MT8
128 | TSM | Taiwan Semiconductor Manufacturing Company Limited | TSMC | TW | IT | Semiconductors | US8740391003 | BBG000BD8ZK0 | 2330@XTAI | TSM@XNYS | TW0002330008
129 | NVO | Novo Nordisk A/S | Novo Nordisk | DK | HC | Pharmaceuticals | US6701002056 | - | NOVO B@XCSE | NVO@XNYS | DK0062498333
130 | NVS | Novartis AG | Novartis | CH | HC | Pharmaceuticals | US66987V1098 | - | NOVN@XSWX | NVS@XNYS | CH0012005267
131 | UBS | UBS Group AG | UBS | CH | FIN | Diversified Banks | CH0244767585 | - | UBSG@XSWX | UBS@XNYS
132 | BABA | Alibaba Group Holding Limited | Alibaba | CN | CD | Broadline Retail | US01609W1027 | BBG006G2JVL2 | - | 9988@XHKG | KYG017191142
133 | SAN | Banco Santander, S.A. | Santander | ES | FIN | Diversified Banks | US05964H1059 | - | SAN@XMAD | SAN@XNYS | ES0113900J37
134 | BBVA | Banco Bilbao Vizcaya Argentaria, S.A. | BBVA | ES | FIN | Diversified Banks | US05946K1016 | - | BBVA@XMAD | BBVA@XNYS | ES0113211835
135 | TEF | Telefónica, S.A. | Telefónica;Telefonica | ES | COM | Integrated Telecommunication Services | US8793822086 | - | TEF@XMAD | TEF@XNYS | ES0178430E18
136 | PM | Philip Morris International Inc. | Philip Morris | US | CS | Tobacco | US7181721090 | BBG000J2XL74
137 | SPOT | Spotify Technology S.A. | Spotify | SE | COM | Movies & Entertainment | LU1778762911 | BBG003T4VFC2
138 | COF | Capital One Financial Corporation | Capital One | US | FIN | Consumer Finance | US14040H1059 | BBG000BGKTF9
139 | BX | Blackstone Inc. | Blackstone | US | FIN | Asset Management & Custody Banks | US09260D1072
140 | ICE | Intercontinental Exchange, Inc. | Intercontinental Exchange;ICE | US | FIN | Financial Exchanges & Data | US45866F1049 | BBG000C1FB75
141 | GEV | GE Vernova Inc. | GE Vernova | US | IND | Heavy Electrical Equipment | US36828A1016
142 | FCX | Freeport-McMoRan Inc. | Freeport-McMoRan;Freeport | US | MAT | Copper | US35671D8570 | BBG000BJDB15
143 | NEM | Newmont Corporation | Newmont | US | MAT | Gold | US6516391066 | BBG000BPWXK1
144 | HAL | Halliburton Company | Halliburton | US | EN | Oil & Gas Equipment & Services | US4062161017 | BBG000BKTFN2
145 | ADM | Archer-Daniels-Midland Company | Archer-Daniels-Midland;ADM | US | CS | Agricultural Products & Services | US0394831020 | BBG000BB6WG8
146 | DAL | Delta Air Lines, Inc. | Delta Air Lines;Delta | US | IND | Passenger Airlines | US2473617023 | BBG000R7Z112
147 | PLD | Prologis, Inc. | Prologis | US | RE | Industrial REITs | US74340W1036 | BBG000B9Z0J8
148 | AMT | American Tower Corporation | American Tower | US | RE | Telecom Tower REITs | US03027X1000 | BBG000B9XYV2
149 | GD | General Dynamics Corporation | General Dynamics | US | IND | Aerospace & Defense | US3695501086 | BBG000BK67C7
418 | ANET | Arista Networks, Inc. | Arista Networks;Arista | US | IT | Communications Equipment | US0404132054
419 | APH | Amphenol Corporation | Amphenol | US | IT | Electronic Components | US0320951017
420 | APO | Apollo Global Management, Inc. | Apollo Global Management;Apollo Global | US | FIN | Asset Management & Custody Banks | US03769M1062
421 | BSX | Boston Scientific Corporation | Boston Scientific | US | HC | Health Care Equipment | US1011371077
422 | CB | Chubb Limited | Chubb | CH | FIN | Property & Casualty Insurance | CH0044328745
423 | CI | The Cigna Group | Cigna | US | HC | Health Care Services | US1255231003
424 | CL | Colgate-Palmolive Company | Colgate-Palmolive | US | CS | Household Products | US1941621039
425 | CRH | CRH plc | CRH | IE | MAT | Construction Materials | IE0001827041
426 | DELL | Dell Technologies Inc. | Dell Technologies;Dell | US | IT | Technology Hardware, Storage & Peripherals | US24703L2025
427 | ETN | Eaton Corporation plc | Eaton | IE | IND | Electrical Components & Equipment | IE00B8KQN827
428 | ELV | Elevance Health, Inc. | Elevance Health;Elevance | US | HC | Managed Health Care | US0367521038
429 | EMR | Emerson Electric Co. | Emerson Electric | US | IND | Electrical Components & Equipment | US2910111044
430 | HCA | HCA Healthcare, Inc. | HCA Healthcare | US | HC | Health Care Facilities | US40412C1018
431 | ITW | Illinois Tool Works Inc. | Illinois Tool Works | US | IND | Industrial Machinery & Supplies & Components | US4523081093
432 | KKR | KKR & Co. Inc. | KKR | US | FIN | Asset Management & Custody Banks | US48251W1045
433 | MCK | McKesson Corporation | McKesson | US | HC | Health Care Distributors | US58155Q1031
434 | MCO | Moody's Corporation | Moody's | US | FIN | Financial Exchanges & Data | US6153691059
435 | MO | Altria Group, Inc. | Altria | US | CS | Tobacco | US02209S1033
436 | MSI | Motorola Solutions, Inc. | Motorola Solutions;Motorola | US | IT | Communications Equipment | US6200763075
437 | PH | Parker-Hannifin Corporation | Parker Hannifin | US | IND | Industrial Machinery & Supplies & Components | US7010941042
438 | PNC | The PNC Financial Services Group, Inc. | PNC | US | FIN | Diversified Banks | US6934751057
439 | SHW | The Sherwin-Williams Company | Sherwin-Williams | US | MAT | Specialty Chemicals | US8243481061
440 | SYK | Stryker Corporation | Stryker | US | HC | Health Care Equipment | US8636671013
441 | TJX | The TJX Companies, Inc. | TJX | US | CD | Apparel Retail | US8725401090
442 | TT | Trane Technologies plc | Trane Technologies;Trane | IE | IND | Building Products | IE00BK9ZQ967
443 | TDG | TransDigm Group Incorporated | TransDigm | US | IND | Aerospace & Defense | US8936411003
444 | USB | U.S. Bancorp | U.S. Bancorp;US Bancorp | US | FIN | Diversified Banks | US9029733048
445 | ZTS | Zoetis Inc. | Zoetis | US | HC | Pharmaceuticals | US98978V1035
446 | AON | Aon plc | Aon | IE | FIN | Insurance Brokers | IE00BLP1HW54
447 | ECL | Ecolab Inc. | Ecolab | US | MAT | Specialty Chemicals | US2788651006
448 | COR | Cencora, Inc. | Cencora;AmerisourceBergen | US | HC | Health Care Distributors | US03073E1055
449 | CMG | Chipotle Mexican Grill, Inc. | Chipotle | US | CD | Restaurants | US1696561059
450 | HLT | Hilton Worldwide Holdings Inc. | Hilton Worldwide;Hilton | US | CD | Hotels, Resorts & Cruise Lines | US43300A2033
451 | LHX | L3Harris Technologies, Inc. | L3Harris | US | IND | Aerospace & Defense | US5024311095
452 | KMI | Kinder Morgan, Inc. | Kinder Morgan | US | EN | Oil & Gas Storage & Transportation | US49456B1017
453 | WMB | The Williams Companies, Inc. | Williams Companies | US | EN | Oil & Gas Storage & Transportation | US9694571004
454 | EOG | EOG Resources, Inc. | EOG Resources;EOG | US | EN | Oil & Gas Exploration & Production | US26875P1012
455 | MPC | Marathon Petroleum Corporation | Marathon Petroleum | US | EN | Oil & Gas Refining & Marketing | US56585A1025
456 | PSX | Phillips 66 | Phillips 66 | US | EN | Oil & Gas Refining & Marketing | US7185461040
457 | VLO | Valero Energy Corporation | Valero | US | EN | Oil & Gas Refining & Marketing | US91913Y1001
458 | SRE | Sempra | Sempra | US | UT | Multi-Utilities | US8168511090
459 | MET | MetLife, Inc. | MetLife | US | FIN | Life & Health Insurance | US59156R1086
460 | AIG | American International Group, Inc. | AIG | US | FIN | Multi-line Insurance | US0268747849
461 | PRU | Prudential Financial, Inc. | Prudential Financial | US | FIN | Life & Health Insurance | US7443201022
462 | NSC | Norfolk Southern Corporation | Norfolk Southern | US | IND | Rail Transportation | US6558441084
463 | APD | Air Products and Chemicals, Inc. | Air Products | US | MAT | Industrial Gases | US0091581068
465 | KR | The Kroger Co. | Kroger | US | CS | Food Retail | US5010441013
468 | YUM | Yum! Brands, Inc. | Yum Brands;Yum! Brands | US | CD | Restaurants | US9884981013
469 | AZO | AutoZone, Inc. | AutoZone | US | CD | Automotive Retail | US0533321024
470 | SPG | Simon Property Group, Inc. | Simon Property Group;Simon Property | US | RE | Retail REITs | US8288061091
471 | DLR | Digital Realty Trust, Inc. | Digital Realty | US | RE | Data Center REITs | US2538681030
472 | CCI | Crown Castle Inc. | Crown Castle | US | RE | Telecom Tower REITs | US22822V1017
473 | VST | Vistra Corp. | Vistra | US | UT | Electric Utilities | US92840M1027
475 | EW | Edwards Lifesciences Corporation | Edwards Lifesciences | US | HC | Health Care Equipment | US28176E1082
476 | BDX | Becton, Dickinson and Company | Becton Dickinson | US | HC | Health Care Equipment | US0758871091
477 | RCL | Royal Caribbean Cruises Ltd. | Royal Caribbean | US | CD | Hotels, Resorts & Cruise Lines | LR0008862868
479 | BHP | BHP Group Limited | BHP;BHP Billiton | AU | MAT | Diversified Metals & Mining | US0886061086 | - | BHP@XASX | BHP@XNYS;BHP@XLON | AU000000BHP4
480 | FERG | Ferguson Enterprises Inc. | Ferguson;Wolseley | US | IND | Building Products | US31488V1070 | - | - | - | JE00BJVNSS43
482 | PBR | Petróleo Brasileiro S.A. - Petrobras | Petrobras | BR | EN | Integrated Oil & Gas | US71654V4086
483 | VALE | Vale S.A. | Vale | BR | MAT | Steel | US91912E1055
484 | NU | Nu Holdings Ltd. | Nu Holdings;Nubank | BR | FIN | Diversified Banks | KYG6683N1034
487 | GLW | Corning Incorporated | Corning | US | IT | Electronic Components | US2193501051
589 | CCL | Carnival Corporation Ltd | Carnival | US | CD | Hotels, Resorts & Cruise Lines | BMG2004J1036 | - | - | - | PA1436583006;GB0031215220
590 | TEVA | Teva Pharmaceutical Industries Limited | Teva | IL | HC | Pharmaceuticals | US8816242098 | - | - | TEVA@XTAE | IL0006290147
591 | SUNB | Sunbelt Rentals Holdings, Inc. | Sunbelt Rentals | US | IND | Trading Companies & Distributors | US8669661048
592 | KOF | Coca-Cola FEMSA, S.A.B. de C.V. | Coca-Cola FEMSA | MX | CS | Soft Drinks & Non-alcoholic Beverages | US1912411089 | - | KOFUBL@XMEX | KOF@XNYS | MX01KO000002
`,
  },
];
