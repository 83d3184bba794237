/** @module The bundled company reference seed as one row per company, grouped by exchange (parsed by seed-companies.ts). */
import type { Exchange } from '../../contract';

/**
 * Row columns, `|`-separated, blank trailing columns may be left out:
 *   id | ticker | name | aliases (;) | country | sector code | industry | isin | composite FIGI (- = none yet)
 *      | primary listing (- = ticker on the section MIC, MIC, or TICKER@MIC) | other listings (TICKER@MIC;...)
 *      | further ISINs (;)
 * Sector codes: see SECTORS in seed-companies.ts. Ids are stable: never renumber, append new ids.
 * A FIGI is only filled in once it has been checked against a published source; `-` otherwise.
 */
export interface SeedSection {
  exchange: Exchange;
  /** Default MIC of the section's primary listings. */
  mic: string;
  rows: string;
}

export const SEED_SECTIONS: readonly SeedSection[] = [
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
`,
  },
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
`,
  },
  {
    exchange: 'TOKYO_STOCK_EXCHANGE',
    mic: 'XTKS',
    rows: `
253 | 7203 | Toyota Motor Corporation | Toyota | JP | CD | Automobile Manufacturers | JP3633400001 | - | - | TM@XNYS
254 | 6758 | Sony Group Corporation | Sony | JP | CD | Consumer Electronics | JP3435000009 | - | - | SONY@XNYS
255 | 8306 | Mitsubishi UFJ Financial Group, Inc. | MUFG;Mitsubishi UFJ | JP | FIN | Diversified Banks | JP3902900004 | - | - | MUFG@XNYS
256 | 6861 | Keyence Corporation | Keyence | JP | IT | Electronic Equipment & Instruments | JP3236200006
257 | 6501 | Hitachi, Ltd. | Hitachi | JP | IND | Industrial Conglomerates | JP3788600009
258 | 8035 | Tokyo Electron Limited | Tokyo Electron | JP | IT | Semiconductor Materials & Equipment | JP3571400005
259 | 9984 | SoftBank Group Corp. | SoftBank Group;SoftBank | JP | COM | Wireless Telecommunication Services | JP3436100006
260 | 9983 | Fast Retailing Co., Ltd. | Fast Retailing;Uniqlo | JP | CD | Apparel Retail | JP3802300008
261 | 7974 | Nintendo Co., Ltd. | Nintendo | JP | COM | Interactive Home Entertainment | JP3756600007
262 | 8316 | Sumitomo Mitsui Financial Group, Inc. | Sumitomo Mitsui;SMFG | JP | FIN | Diversified Banks | JP3890350006 | - | - | SMFG@XNYS
263 | 8058 | Mitsubishi Corporation | Mitsubishi Corp | JP | IND | Trading Companies & Distributors | JP3898400001
264 | 6098 | Recruit Holdings Co., Ltd. | Recruit | JP | IND | Human Resource & Employment Services | JP3970300004
265 | 4063 | Shin-Etsu Chemical Co., Ltd. | Shin-Etsu | JP | MAT | Specialty Chemicals | JP3371200001
266 | 4502 | Takeda Pharmaceutical Company Limited | Takeda | JP | HC | Pharmaceuticals | JP3463000004 | - | - | TAK@XNYS
267 | 7267 | Honda Motor Co., Ltd. | Honda | JP | CD | Automobile Manufacturers | JP3854600008 | - | - | HMC@XNYS
268 | 8031 | Mitsui & Co., Ltd. | Mitsui | JP | IND | Trading Companies & Distributors | JP3893600001
269 | 4568 | Daiichi Sankyo Company, Limited | Daiichi Sankyo | JP | HC | Pharmaceuticals | JP3475350009
270 | 9433 | KDDI Corporation | KDDI | JP | COM | Wireless Telecommunication Services | JP3496400007
271 | 9432 | NTT, Inc. | NTT | JP | COM | Integrated Telecommunication Services | JP3735400008
272 | 8766 | Tokio Marine Holdings, Inc. | Tokio Marine | JP | FIN | Property & Casualty Insurance | JP3910660004
273 | 8411 | Mizuho Financial Group, Inc. | Mizuho | JP | FIN | Diversified Banks | JP3885780001 | - | - | MFG@XNYS
274 | 8001 | ITOCHU Corporation | Itochu | JP | IND | Trading Companies & Distributors | JP3143600009
275 | 5401 | Nippon Steel Corporation | Nippon Steel | JP | MAT | Steel | JP3381000003
276 | 6902 | DENSO Corporation | Denso | JP | CD | Automotive Parts & Equipment | JP3551500006
277 | 6857 | Advantest Corporation | Advantest | JP | IT | Semiconductor Materials & Equipment | JP3122400009
278 | 3382 | Seven & i Holdings Co., Ltd. | Seven & i | JP | CS | Food Retail | JP3422950000
279 | 7751 | Canon Inc. | Canon | JP | IT | Technology Hardware, Storage & Peripherals | JP3242800005
280 | 6752 | Panasonic Holdings Corporation | Panasonic | JP | CD | Consumer Electronics | JP3866800000
281 | 7201 | Nissan Motor Co., Ltd. | Nissan | JP | CD | Automobile Manufacturers | JP3672400003
282 | 7011 | Mitsubishi Heavy Industries, Ltd. | Mitsubishi Heavy | JP | IND | Heavy Electrical Equipment | JP3900000005
283 | 6954 | FANUC Corporation | Fanuc | JP | IND | Industrial Machinery & Supplies & Components | JP3802400006
`,
  },
  {
    exchange: 'HONGKONG_STOCK_EXCHANGE',
    mic: 'XHKG',
    rows: `
284 | 0700 | Tencent Holdings Limited | Tencent | CN | COM | Interactive Media & Services | KYG875721634
285 | 3690 | Meituan | Meituan | CN | CD | Broadline Retail | KYG596691041
286 | 1299 | AIA Group Limited | AIA | HK | FIN | Life & Health Insurance | HK0000069689
287 | 0939 | China Construction Bank Corporation | China Construction Bank;CCB | CN | FIN | Diversified Banks | CNE1000002H1
288 | 1398 | Industrial and Commercial Bank of China Limited | ICBC | CN | FIN | Diversified Banks | CNE1000003G1 | - | - | 601398@XSHG | CNE000001P37
289 | 3988 | Bank of China Limited | Bank of China | CN | FIN | Diversified Banks | CNE1000001Z5
290 | 2318 | Ping An Insurance (Group) Company of China, Ltd. | Ping An | CN | FIN | Life & Health Insurance | CNE1000003X6 | - | - | 601318@XSHG | CNE000001R84
291 | 1810 | Xiaomi Corporation | Xiaomi | CN | IT | Technology Hardware, Storage & Peripherals | KYG9830T1067
292 | 9618 | JD.com, Inc. | JD.com | CN | CD | Broadline Retail | KYG8208B1014 | - | - | JD@XNAS | US47215P1066
293 | 1211 | BYD Company Limited | BYD | CN | CD | Automobile Manufacturers | CNE100000296 | - | - | 002594@XSHE | CNE100001526
294 | 0388 | Hong Kong Exchanges and Clearing Limited | HKEX;Hong Kong Exchanges | HK | FIN | Financial Exchanges & Data | HK0388045442
295 | 0883 | CNOOC Limited | CNOOC | CN | EN | Oil & Gas Exploration & Production | HK0883013259
296 | 0941 | China Mobile Limited | China Mobile | CN | COM | Wireless Telecommunication Services | HK0941009539
297 | 9888 | Baidu, Inc. | Baidu | CN | COM | Interactive Media & Services | KYG070341048 | - | - | BIDU@XNAS | US0567521085
298 | 9999 | NetEase, Inc. | NetEase | CN | COM | Interactive Home Entertainment | KYG6427A1022 | - | - | NTES@XNAS
299 | 0016 | Sun Hung Kai Properties Limited | Sun Hung Kai Properties | HK | RE | Real Estate Development | HK0016000132
300 | 0001 | CK Hutchison Holdings Limited | CK Hutchison | HK | IND | Industrial Conglomerates | KYG217651051
301 | 0992 | Lenovo Group Limited | Lenovo | CN | IT | Technology Hardware, Storage & Peripherals | HK0992009065
302 | 1024 | Kuaishou Technology | Kuaishou | CN | COM | Interactive Media & Services | KYG532631028
303 | 0857 | PetroChina Company Limited | PetroChina | CN | EN | Integrated Oil & Gas | CNE1000003W8 | - | - | 601857@XSHG | CNE1000007Q1
304 | 2020 | ANTA Sports Products Limited | Anta Sports;Anta | CN | CD | Footwear | KYG040111059
305 | 0027 | Galaxy Entertainment Group Limited | Galaxy Entertainment | HK | CD | Casinos & Gaming | HK0027032686
306 | 0386 | China Petroleum & Chemical Corporation | Sinopec | CN | EN | Integrated Oil & Gas | CNE1000002Q2 | - | - | 600028@XSHG | CNE0000018G1
`,
  },
  {
    exchange: 'SHANGHAI_STOCK_EXCHANGE',
    mic: 'XSHG',
    rows: `
307 | 600519 | Kweichow Moutai Co., Ltd. | Kweichow Moutai;Moutai | CN | CS | Distillers & Vintners | CNE0000018R8
308 | 601288 | Agricultural Bank of China Limited | Agricultural Bank of China | CN | FIN | Diversified Banks | CNE100000RJ0 | - | - | 1288@XHKG | CNE100000Q43
309 | 600036 | China Merchants Bank Co., Ltd. | China Merchants Bank | CN | FIN | Diversified Banks | CNE000001B33
310 | 601088 | China Shenhua Energy Company Limited | China Shenhua | CN | EN | Coal & Consumable Fuels | CNE100000767 | - | - | 1088@XHKG | CNE1000002R0
311 | 600276 | Jiangsu Hengrui Pharmaceuticals Co., Ltd. | Hengrui | CN | HC | Pharmaceuticals | CNE0000014W7
312 | 601012 | LONGi Green Energy Technology Co., Ltd. | LONGi | CN | IT | Semiconductors | CNE100001FR6
313 | 600900 | China Yangtze Power Co., Ltd. | China Yangtze Power | CN | UT | Renewable Electricity | CNE000001G87
314 | 688981 | Semiconductor Manufacturing International Corporation | SMIC | CN | IT | Semiconductors | CNE1000041W8 | - | - | 0981@XHKG | KYG8020E1199
315 | 601899 | Zijin Mining Group Co., Ltd. | Zijin Mining | CN | MAT | Gold | CNE100000B24
316 | 600030 | CITIC Securities Co., Ltd. | CITIC Securities | CN | FIN | Investment Banking & Brokerage | CNE000001DB6
`,
  },
  {
    exchange: 'SHENZHEN_STOCK_EXCHANGE',
    mic: 'XSHE',
    rows: `
317 | 300750 | Contemporary Amperex Technology Co., Limited | CATL | CN | IND | Electrical Components & Equipment | CNE100003662
318 | 000858 | Wuliangye Yibin Co., Ltd. | Wuliangye | CN | CS | Distillers & Vintners | CNE000000VQ8
319 | 000333 | Midea Group Co., Ltd. | Midea | CN | CD | Household Appliances | CNE100001QQ5
320 | 000001 | Ping An Bank Co., Ltd. | Ping An Bank | CN | FIN | Diversified Banks | CNE000000040
321 | 000651 | Gree Electric Appliances, Inc. of Zhuhai | Gree | CN | CD | Household Appliances | CNE0000001D4
322 | 000568 | Luzhou Laojiao Co., Ltd. | Luzhou Laojiao | CN | CS | Distillers & Vintners | CNE000000GF2
323 | 002415 | Hangzhou Hikvision Digital Technology Co., Ltd. | Hikvision | CN | IT | Electronic Equipment & Instruments | CNE100000PM8
324 | 300760 | Shenzhen Mindray Bio-Medical Electronics Co., Ltd. | Mindray | CN | HC | Health Care Equipment | CNE100003G67
325 | 300059 | East Money Information Co., Ltd. | East Money | CN | FIN | Financial Exchanges & Data | CNE100000MD4
326 | 000002 | China Vanke Co., Ltd. | Vanke;China Vanke | CN | RE | Real Estate Development | CNE0000000T2 | - | - | 2202@XHKG | CNE100001SR9
`,
  },
  {
    exchange: 'KOREA_STOCK_EXCHANGE',
    mic: 'XKRX',
    rows: `
327 | 005930 | Samsung Electronics Co., Ltd. | Samsung Electronics;Samsung | KR | IT | Technology Hardware, Storage & Peripherals | KR7005930003
328 | 000660 | SK hynix Inc. | SK Hynix | KR | IT | Semiconductors | KR7000660001
329 | 373220 | LG Energy Solution, Ltd. | LG Energy Solution | KR | IND | Electrical Components & Equipment | KR7373220003
330 | 207940 | Samsung Biologics Co., Ltd. | Samsung Biologics | KR | HC | Life Sciences Tools & Services | KR7207940008
331 | 005380 | Hyundai Motor Company | Hyundai Motor;Hyundai | KR | CD | Automobile Manufacturers | KR7005380001
332 | 000270 | Kia Corporation | Kia | KR | CD | Automobile Manufacturers | KR7000270009
333 | 035420 | NAVER Corporation | Naver | KR | COM | Interactive Media & Services | KR7035420009
334 | 005490 | POSCO Holdings Inc. | POSCO | KR | MAT | Steel | KR7005490008 | - | - | PKX@XNYS
335 | 051910 | LG Chem, Ltd. | LG Chem | KR | MAT | Diversified Chemicals | KR7051910008
336 | 105560 | KB Financial Group Inc. | KB Financial | KR | FIN | Diversified Banks | KR7105560007 | - | - | KB@XNYS
337 | 068270 | Celltrion, Inc. | Celltrion | KR | HC | Biotechnology | KR7068270008
338 | 006400 | Samsung SDI Co., Ltd. | Samsung SDI | KR | IT | Electronic Components | KR7006400006
339 | 035720 | Kakao Corp. | Kakao | KR | COM | Interactive Media & Services | KR7035720002
340 | 012450 | Hanwha Aerospace Co., Ltd. | Hanwha Aerospace | KR | IND | Aerospace & Defense | KR7012450003
`,
  },
  {
    exchange: 'NATIONAL_STOCK_EXCHANGE',
    mic: 'XNSE',
    rows: `
341 | RELIANCE | Reliance Industries Limited | Reliance Industries;Reliance | IN | EN | Oil & Gas Refining & Marketing | INE002A01018
342 | TCS | Tata Consultancy Services Limited | TCS;Tata Consultancy Services | IN | IT | IT Consulting & Other Services | INE467B01029
343 | HDFCBANK | HDFC Bank Limited | HDFC Bank | IN | FIN | Diversified Banks | INE040A01034 | - | - | HDB@XNYS
344 | ICICIBANK | ICICI Bank Limited | ICICI Bank | IN | FIN | Diversified Banks | INE090A01021 | - | - | IBN@XNYS
345 | INFY | Infosys Limited | Infosys | IN | IT | IT Consulting & Other Services | INE009A01021 | - | - | INFY@XNYS | US4567881085
346 | BHARTIARTL | Bharti Airtel Limited | Bharti Airtel;Airtel | IN | COM | Wireless Telecommunication Services | INE397D01024
347 | SBIN | State Bank of India | State Bank of India;SBI | IN | FIN | Diversified Banks | INE062A01020
348 | HINDUNILVR | Hindustan Unilever Limited | Hindustan Unilever | IN | CS | Household Products | INE030A01027
349 | ITC | ITC Limited | ITC | IN | CS | Tobacco | INE154A01025
350 | LT | Larsen & Toubro Limited | Larsen & Toubro;L&T | IN | IND | Construction & Engineering | INE018A01030
351 | BAJFINANCE | Bajaj Finance Limited | Bajaj Finance | IN | FIN | Consumer Finance | INE296A01032
352 | ADANIENT | Adani Enterprises Limited | Adani Enterprises;Adani | IN | IND | Trading Companies & Distributors | INE423A01024
353 | MARUTI | Maruti Suzuki India Limited | Maruti Suzuki | IN | CD | Automobile Manufacturers | INE585B01010
354 | HCLTECH | HCL Technologies Limited | HCLTech | IN | IT | IT Consulting & Other Services | INE860A01027
355 | WIPRO | Wipro Limited | Wipro | IN | IT | IT Consulting & Other Services | INE075A01022 | - | - | WIT@XNYS
356 | SUNPHARMA | Sun Pharmaceutical Industries Limited | Sun Pharma | IN | HC | Pharmaceuticals | INE044A01036
357 | KOTAKBANK | Kotak Mahindra Bank Limited | Kotak Mahindra Bank | IN | FIN | Diversified Banks | INE237A01036
358 | AXISBANK | Axis Bank Limited | Axis Bank | IN | FIN | Diversified Banks | INE238A01034
359 | M&M | Mahindra & Mahindra Limited | Mahindra & Mahindra;Mahindra | IN | CD | Automobile Manufacturers | INE101A01026
360 | NTPC | NTPC Limited | NTPC | IN | UT | Electric Utilities | INE733E01010
361 | ONGC | Oil and Natural Gas Corporation Limited | ONGC | IN | EN | Oil & Gas Exploration & Production | INE213A01029
362 | ASIANPAINT | Asian Paints Limited | Asian Paints | IN | MAT | Specialty Chemicals | INE021A01026
363 | TITAN | Titan Company Limited | Titan | IN | CD | Apparel, Accessories & Luxury Goods | INE280A01028
364 | ULTRACEMCO | UltraTech Cement Limited | UltraTech Cement | IN | MAT | Construction Materials | INE481G01011
365 | TATASTEEL | Tata Steel Limited | Tata Steel | IN | MAT | Steel | INE081A01020
`,
  },
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
`,
  },
];
