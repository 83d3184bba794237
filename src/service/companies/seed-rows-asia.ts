/** @module Seed rows of Asia (Tokyo, Hong Kong, Shanghai, Shenzhen, Korea, India NSE): the format is described in seed-data.ts. */
import type { SeedSection } from './seed-data';

export const ASIA_SECTIONS: readonly SeedSection[] = [
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
542 | 6367 | Daikin Industries, Ltd. | Daikin | JP | IND | Building Products | JP3481800005
543 | 2914 | Japan Tobacco Inc. | Japan Tobacco | JP | CS | Tobacco | JP3726800000
544 | 6503 | Mitsubishi Electric Corporation | Mitsubishi Electric | JP | IND | Electrical Components & Equipment | JP3902400005
545 | 8053 | Sumitomo Corporation | Sumitomo Corp | JP | IND | Trading Companies & Distributors | JP3404600003
546 | 8002 | Marubeni Corporation | Marubeni | JP | IND | Trading Companies & Distributors | JP3877600001
547 | 6981 | Murata Manufacturing Co., Ltd. | Murata | JP | IT | Electronic Components | JP3914400001
548 | 7741 | HOYA Corporation | Hoya | JP | HC | Health Care Supplies | JP3837800006
595 | 2503 | Kirin Holdings Company, Limited | Kirin | JP | CS | Brewers | JP3258000003
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
552 | 2628 | China Life Insurance Company Limited | China Life | CN | FIN | Life & Health Insurance | CNE1000002L3
554 | 2015 | Li Auto Inc. | Li Auto | CN | CD | Automobile Manufacturers | KYG5479M1050 | - | - | LI@XNAS
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
559 | ADANIPORTS | Adani Ports and Special Economic Zone Limited | Adani Ports | IN | IND | Marine Ports & Services | INE742F01042
560 | COALINDIA | Coal India Limited | Coal India | IN | EN | Coal & Consumable Fuels | INE522F01014
561 | JSWSTEEL | JSW Steel Limited | JSW Steel | IN | MAT | Steel | INE019A01038
562 | POWERGRID | Power Grid Corporation of India Limited | Power Grid Corp;POWERGRID | IN | UT | Electric Utilities | INE752E01010
`,
  },
];
