/**
 * @module Seed rows of FORMER listed companies, so archive news still finds the companies it was about. The
 * format is described in seed-data.ts; each row gives the listing the company had then.
 *
 * Criterion, applied from the index memberships of 2012–2019 (not from any evaluation's misses):
 *   (a) every FTSE 100 constituent of 2012–2019 no longer listed in London (taken over, merged, taken private or
 *       failed); a renamed one is an alias of its successor instead (extra-aliases.ts);
 *   (b) the best-known FTSE 250 constituents of that period since delisted;
 *   (c) widely covered S&P 500, Euro Stoxx 50, DAX, CAC 40 and SMI members of that period since acquired, taken
 *       private or failed.
 * A company is left out when its ISIN could not be stated with confidence (Rexam, RSA Insurance, Friends Life,
 * Micro Focus, Invensys, Essar Energy, DMGT, AVEVA, Zoopla, Laird), or when it had no listing on one of the wire
 * exchanges (Actelion: SIX only).
 *
 * Former companies match by their legal name and the aliases listed here, never by ticker: tickers are reused.
 */
import type { SeedSection } from './seed-data';

export const FORMER_SECTIONS: readonly SeedSection[] = [
  {
    exchange: 'LONDON_STOCK_EXCHANGE',
    mic: 'XLON',
    former: true,
    rows: `
600 | SAB | SABMiller plc | SABMiller;SAB Miller | GB | CS | Brewers | GB0004835483
601 | BG. | BG Group plc | BG Group | GB | EN | Integrated Oil & Gas | GB0008762899
602 | SHP | Shire plc | Shire | IE | HC | Biotechnology | JE00B2QKY057 | - | - | SHPG@XNAS | US82481R1068
603 | SKY | Sky plc | Sky;BSkyB;British Sky Broadcasting | GB | COM | Cable & Satellite | GB0001411924
604 | GKN | GKN plc | GKN | GB | CD | Automotive Parts & Equipment | GB0030646508
605 | ISAT | Inmarsat plc | Inmarsat | GB | COM | Alternative Carriers | GB00B09LSH68
606 | RRS | Randgold Resources Limited | Randgold Resources;Randgold | JE | MAT | Gold | GB00B01C3S32 | - | - | GOLD@XNAS | US7523443098
607 | AMFW | Amec Foster Wheeler plc | Amec Foster Wheeler;AMEC;Amec | GB | EN | Oil & Gas Equipment & Services | GB0000282623
608 | XTA | Xstrata plc | Xstrata | CH | MAT | Diversified Metals & Mining | GB0031411001
609 | IPR | International Power plc | International Power | GB | UT | Independent Power Producers & Energy Traders | GB0006320161
610 | ENRC | Eurasian Natural Resources Corporation PLC | ENRC;Eurasian Natural Resources | KZ | MAT | Diversified Metals & Mining | GB00B29BCK10
611 | KAZ | KAZ Minerals PLC | KAZ Minerals;Kazakhmys | KZ | MAT | Copper | GB00B0HZPV38
612 | VED | Vedanta Resources plc | Vedanta Resources | IN | MAT | Diversified Metals & Mining | GB0033277061
613 | EVR | Evraz plc | Evraz | RU | MAT | Steel | GB00B71N6K86
614 | MGGT | Meggitt PLC | Meggitt | GB | IND | Aerospace & Defense | GB0005758098
615 | COB | Cobham plc | Cobham | GB | IND | Aerospace & Defense | GB00B07KD360
616 | GFS | G4S plc | G4S | GB | IND | Security & Alarm Services | GB00B01FLG62
617 | MERL | Merlin Entertainments plc | Merlin Entertainments;Merlin | GB | CD | Leisure Facilities | GB00BDZT6P94
618 | JE. | Just Eat plc | Just Eat | GB | CD | Specialized Consumer Services | GB00BKX5CN86
619 | WPG | Worldpay Group plc | Worldpay | GB | FIN | Transaction & Payment Processing Services | GB00BYYK2V80
620 | RMG | Royal Mail plc | Royal Mail;International Distributions Services | GB | IND | Air Freight & Logistics | GB00BDVZYZ77
621 | DLG | Direct Line Insurance Group plc | Direct Line | GB | FIN | Property & Casualty Insurance | GB00BY9D0Y18
622 | HL. | Hargreaves Lansdown plc | Hargreaves Lansdown;Hargreaves | GB | FIN | Investment Banking & Brokerage | GB00B1VZ0M25
623 | MRW | Wm Morrison Supermarkets plc | Morrisons;Wm Morrison;Morrison Supermarkets | GB | CS | Food Retail | GB0006043169
624 | SKG | Smurfit Kappa Group plc | Smurfit Kappa | IE | MAT | Paper & Plastic Packaging Products & Materials | IE00B1RR8406
625 | SMDS | DS Smith Plc | DS Smith | GB | MAT | Paper & Plastic Packaging Products & Materials | GB0008220112
626 | AML | Amlin plc | Amlin | GB | FIN | Property & Casualty Insurance | GB00B2988H17
627 | IAP | ICAP plc | ICAP;NEX Group | GB | FIN | Investment Banking & Brokerage | GB0033872168
628 | TT. | TUI Travel PLC | TUI Travel | GB | CD | Hotels, Resorts & Cruise Lines | GB00B1Z7RQ77
629 | BOK | Booker Group plc | Booker Group;Booker | GB | CS | Food Distributors | GB00B01TND91
630 | MDC | Mediclinic International plc | Mediclinic;Al Noor Hospitals | ZA | HC | Health Care Facilities | GB00B8HX8Z88
631 | NMC | NMC Health plc | NMC Health | AE | HC | Health Care Facilities | GB00B7FC0762
632 | AGK | Aggreko plc | Aggreko | GB | IND | Diversified Support Services | GB00BK1PTB77 | - | - | - | GB00B4WQ2Z29
633 | WMH | William Hill plc | William Hill | GB | CD | Casinos & Gaming | GB0031698896
634 | LMI | Lonmin Plc | Lonmin | GB | MAT | Precious Metals & Minerals | GB00BYSRJ698
635 | HOME | Home Retail Group plc | Home Retail Group;Home Retail | GB | CD | Broadline Retail | GB00B19NKB76
636 | CLLN | Carillion plc | Carillion | GB | IND | Construction & Engineering | GB0007365546
637 | TCG | Thomas Cook Group plc | Thomas Cook | GB | CD | Hotels, Resorts & Cruise Lines | GB00B1VYCH82
638 | DEB | Debenhams plc | Debenhams | GB | CD | Broadline Retail | GB00B126KH97
639 | IRV | Interserve plc | Interserve | GB | IND | Diversified Support Services | GB0001528156
640 | INTU | intu properties plc | Intu;intu;Intu Properties;Capital Shopping Centres | GB | RE | Retail REITs | GB0006834344
641 | CINE | Cineworld Group plc | Cineworld | GB | COM | Movies & Entertainment | GB00B15FWH70
642 | GNK | Greene King plc | Greene King | GB | CD | Restaurants | GB00B0HZP136
643 | LCL | Ladbrokes Coral Group plc | Ladbrokes;Ladbrokes Coral | GB | CD | Casinos & Gaming | GB00B0ZSH635
644 | BET | Betfair Group plc | Betfair | GB | CD | Casinos & Gaming | GB00B44JTH01
645 | TALK | TalkTalk Telecom Group PLC | TalkTalk | GB | COM | Integrated Telecommunication Services | GB00B4YCDF59
646 | CWC | Cable & Wireless Communications Plc | Cable & Wireless Communications;Cable & Wireless | GB | COM | Integrated Telecommunication Services | GB00B5KKT968
647 | SGC | Stagecoach Group plc | Stagecoach | GB | IND | Passenger Ground Transportation | GB00B6YTLS95
648 | GOG | The Go-Ahead Group plc | Go-Ahead Group | GB | IND | Passenger Ground Transportation | GB0003753778
649 | BBA | BBA Aviation plc | BBA Aviation;Signature Aviation | GB | IND | Airport Services | GB00B1FP8915
650 | BRW | Brewin Dolphin Holdings PLC | Brewin Dolphin | GB | FIN | Asset Management & Custody Banks | GB0001765816
651 | BRSN | Berendsen plc | Berendsen | GB | IND | Diversified Support Services | GB00B0F99717
652 | BTG | BTG plc | BTG | GB | HC | Pharmaceuticals | GB0001001592
653 | BVIC | Britvic plc | Britvic | GB | CS | Soft Drinks & Non-alcoholic Beverages | GB00B0N8QD54
654 | ACA | Acacia Mining plc | Acacia Mining;African Barrick Gold | GB | MAT | Gold | GB00B61D2N63
655 | CEY | Centamin plc | Centamin | JE | MAT | Gold | JE00B5TT1872
656 | POG | Petropavlovsk PLC | Petropavlovsk | RU | MAT | Gold | GB0031544546
657 | OPHR | Ophir Energy plc | Ophir Energy;Ophir | GB | EN | Oil & Gas Exploration & Production | GB00B24CT194
658 | SOPH | Sophos Group plc | Sophos | GB | IT | Systems Software | GB00BYZFZ918
659 | FDSA | Fidessa group plc | Fidessa | GB | IT | Application Software | GB0007590234
660 | PFL | Premier Farnell plc | Premier Farnell | GB | IT | Technology Distributors | GB0003318416
661 | IMG | Imagination Technologies Group plc | Imagination Technologies | GB | IT | Semiconductors | GB0009303123
662 | JLT | Jardine Lloyd Thompson Group plc | Jardine Lloyd Thompson | GB | FIN | Insurance Brokers | GB0005203376
663 | CGL | Catlin Group Limited | Catlin Group;Catlin | GB | FIN | Property & Casualty Insurance | BMG196F11004
664 | ETO | Entertainment One Ltd. | Entertainment One;eOne | CA | COM | Movies & Entertainment | CA29382B1022
665 | MLC | Millennium & Copthorne Hotels plc | Millennium & Copthorne | GB | CD | Hotels, Resorts & Cruise Lines | GB0005622542
666 | TED | Ted Baker plc | Ted Baker | GB | CD | Apparel, Accessories & Luxury Goods | GB0001048619
667 | RPC | RPC Group plc | RPC Group | GB | MAT | Paper & Plastic Packaging Products & Materials | GB0007197378
668 | ULE | Ultra Electronics Holdings plc | Ultra Electronics | GB | IND | Aerospace & Defense | GB0009123323
669 | UDG | UDG Healthcare plc | UDG Healthcare | IE | HC | Health Care Distributors | IE0033024807
670 | DPH | Dechra Pharmaceuticals PLC | Dechra Pharmaceuticals;Dechra | GB | HC | Pharmaceuticals | GB0009633180
671 | LOG | Logica plc | Logica | GB | IT | IT Consulting & Other Services | GB0005227086
672 | DCG | Dairy Crest Group plc | Dairy Crest | GB | CS | Packaged Foods & Meats | GB0002502812
673 | FENR | Fenner PLC | Fenner | GB | IND | Industrial Machinery & Supplies & Components | GB0003345054
674 | SMP | St. Modwen Properties PLC | St Modwen;St. Modwen | GB | RE | Real Estate Development | GB0007291015
`,
  },
  {
    exchange: 'NYSE',
    mic: 'XNYS',
    former: true,
    rows: `
675 | MON | Monsanto Company | Monsanto | US | MAT | Fertilizers & Agricultural Chemicals | US61166W1018
676 | TWX | Time Warner Inc. | Time Warner | US | COM | Movies & Entertainment | US8873173038
677 | AET | Aetna Inc. | Aetna | US | HC | Managed Health Care | US00817Y1082
678 | AGN | Allergan plc | Allergan;Actavis | IE | HC | Pharmaceuticals | IE00BY9D5467
679 | RAI | Reynolds American Inc. | Reynolds American;R.J. Reynolds | US | CS | Tobacco | US7617131062
680 | PCP | Precision Castparts Corp. | Precision Castparts | US | IND | Aerospace & Defense | US7401891053
681 | APC | Anadarko Petroleum Corporation | Anadarko Petroleum;Anadarko | US | EN | Oil & Gas Exploration & Production | US0325111070
682 | COL | Rockwell Collins, Inc. | Rockwell Collins | US | IND | Aerospace & Defense | US7743411016
683 | TIF | Tiffany & Co. | Tiffany & Co;Tiffany | US | CD | Apparel, Accessories & Luxury Goods | US8865471085
684 | VMW | VMware, Inc. | VMware | US | IT | Systems Software | US9285634021
685 | TWTR | Twitter, Inc. | Twitter | US | COM | Interactive Media & Services | US90184L1026
686 | EMC | EMC Corporation | EMC | US | IT | Technology Hardware, Storage & Peripherals | US2686481027
687 | LNKD | LinkedIn Corporation | LinkedIn | US | COM | Interactive Media & Services | US53578A1088
688 | RHT | Red Hat, Inc. | Red Hat | US | IT | Systems Software | US7565771026
689 | BXLT | Baxalta Incorporated | Baxalta | US | HC | Biotechnology | US07177M1036
690 | TWC | Time Warner Cable Inc. | Time Warner Cable | US | COM | Cable & Satellite | US88732J2078
691 | S | Sprint Corporation | Sprint | US | COM | Wireless Telecommunication Services | US85207U1051
692 | STJ | St. Jude Medical, Inc. | St. Jude Medical;St Jude Medical | US | HC | Health Care Equipment | US7908491035
693 | BCR | C. R. Bard, Inc. | C.R. Bard;CR Bard | US | HC | Health Care Equipment | US0673831097
694 | COV | Covidien plc | Covidien | IE | HC | Health Care Equipment | IE00B68SQD29
695 | HSP | Hospira, Inc. | Hospira | US | HC | Pharmaceuticals | US4410601003
696 | VAR | Varian Medical Systems, Inc. | Varian Medical Systems;Varian | US | HC | Health Care Equipment | US92220P1057
697 | MJN | Mead Johnson Nutrition Company | Mead Johnson | US | CS | Packaged Foods & Meats | US5828391061
698 | LO | Lorillard, Inc. | Lorillard | US | CS | Tobacco | US5441471019
699 | HNZ | H. J. Heinz Company | Heinz;H.J. Heinz | US | CS | Packaged Foods & Meats | US4230741039
700 | SWY | Safeway Inc. | Safeway | US | CS | Food Retail | US7865142084
701 | FDO | Family Dollar Stores, Inc. | Family Dollar | US | CS | Consumer Staples Merchandise Retail | US3070001090
702 | HOT | Starwood Hotels & Resorts Worldwide, Inc. | Starwood Hotels;Starwood Hotels & Resorts | US | CD | Hotels, Resorts & Cruise Lines | US85590A4013
703 | PX | Praxair, Inc. | Praxair | US | MAT | Industrial Gases | US74005P1049
704 | ARG | Airgas, Inc. | Airgas | US | MAT | Industrial Gases | US0093631028
705 | CAM | Cameron International Corporation | Cameron International | US | EN | Oil & Gas Equipment & Services | US13342B1052
706 | SE | Spectra Energy Corp | Spectra Energy | US | EN | Oil & Gas Storage & Transportation | US8475601097
707 | PXD | Pioneer Natural Resources Company | Pioneer Natural Resources | US | EN | Oil & Gas Exploration & Production | US7237871071
708 | HES | Hess Corporation | Hess Corp;Hess | US | EN | Oil & Gas Exploration & Production | US42809H1077
709 | MRO | Marathon Oil Corporation | Marathon Oil | US | EN | Oil & Gas Exploration & Production | US5658491064
710 | CXO | Concho Resources Inc. | Concho Resources;Concho | US | EN | Oil & Gas Exploration & Production | US20605P1012
711 | KSU | Kansas City Southern | Kansas City Southern | US | IND | Rail Transportation | US4851703029
712 | X | United States Steel Corporation | U.S. Steel;US Steel;United States Steel | US | MAT | Steel | US9129091081
713 | DFS | Discover Financial Services | Discover Financial | US | FIN | Consumer Finance | US2547091080
714 | JNPR | Juniper Networks, Inc. | Juniper Networks;Juniper | US | IT | Communications Equipment | US48203R1041
715 | LM | Legg Mason, Inc. | Legg Mason | US | FIN | Asset Management & Custody Banks | US5249011058
716 | STI | SunTrust Banks, Inc. | SunTrust | US | FIN | Regional Banks | US8679141031
717 | FRC | First Republic Bank | First Republic | US | FIN | Regional Banks | US33616C1009
718 | CVC | Cablevision Systems Corporation | Cablevision | US | COM | Cable & Satellite | US12686C1099
719 | LVLT | Level 3 Communications, Inc. | Level 3 Communications | US | COM | Alternative Carriers | US52729N3089
720 | JCP | J. C. Penney Company, Inc. | J.C. Penney;JCPenney;JC Penney | US | CD | Broadline Retail | US7081601061
721 | FRX | Forest Laboratories, Inc. | Forest Laboratories;Forest Labs | US | HC | Pharmaceuticals | US3458381064
722 | PLL | Pall Corporation | Pall Corp | US | IND | Industrial Machinery & Supplies & Components | US6964293079
723 | CFN | CareFusion Corporation | CareFusion | US | HC | Health Care Equipment | US14170T1016
724 | HAR | Harman International Industries, Incorporated | Harman International;Harman | US | CD | Consumer Electronics | US4130861093
725 | CS | Credit Suisse Group AG | Credit Suisse | CH | FIN | Diversified Banks | US2254011081 | - | CSGN@XSWX | CS@XNYS | CH0012138530
726 | SYT | Syngenta AG | Syngenta | CH | MAT | Fertilizers & Agricultural Chemicals | US87160A1007 | - | SYNN@XSWX | SYT@XNYS | CH0011037469
`,
  },
  {
    exchange: 'NASDAQ',
    mic: 'XNAS',
    former: true,
    rows: `
727 | ESRX | Express Scripts Holding Company | Express Scripts | US | HC | Health Care Services | US30219G1085
728 | CELG | Celgene Corporation | Celgene | US | HC | Biotechnology | US1510201049
729 | XLNX | Xilinx, Inc. | Xilinx | US | IT | Semiconductors | US9839191015
730 | ATVI | Activision Blizzard, Inc. | Activision Blizzard;Activision | US | COM | Interactive Home Entertainment | US00507V1098
731 | FOXA | Twenty-First Century Fox, Inc. | 21st Century Fox;Twenty-First Century Fox | US | COM | Movies & Entertainment | US90130A1016 | - | - | FOX@XNAS | US90130A2006
732 | WFM | Whole Foods Market, Inc. | Whole Foods;Whole Foods Market | US | CS | Food Retail | US9668371068
733 | YHOO | Yahoo! Inc. | Yahoo;Altaba | US | COM | Interactive Media & Services | US9843321061
734 | DTV | DirecTV | DirecTV | US | COM | Cable & Satellite | US25490A3095
735 | ALTR | Altera Corporation | Altera | US | IT | Semiconductors | US0214411003
736 | LLTC | Linear Technology Corporation | Linear Technology | US | IT | Semiconductors | US5356781063
737 | MXIM | Maxim Integrated Products, Inc. | Maxim Integrated | US | IT | Semiconductors | US57772K1016
738 | CTXS | Citrix Systems, Inc. | Citrix | US | IT | Application Software | US1773761002
739 | CERN | Cerner Corporation | Cerner | US | HC | Health Care Technology | US1567821046
740 | CA | CA, Inc. | CA Technologies | US | IT | Systems Software | US12673P1057
741 | ALXN | Alexion Pharmaceuticals, Inc. | Alexion | US | HC | Biotechnology | US0153511094
742 | KRFT | Kraft Foods Group, Inc. | Kraft Foods Group;Kraft Foods | US | CS | Packaged Foods & Meats | US50076Q1067
743 | SPLS | Staples, Inc. | Staples | US | CD | Other Specialty Retail | US8550301027
744 | SIAL | Sigma-Aldrich Corporation | Sigma-Aldrich | US | MAT | Specialty Chemicals | US8265521018
745 | NBL | Noble Energy, Inc. | Noble Energy | US | EN | Oil & Gas Exploration & Production | US6550441058
746 | WBA | Walgreens Boots Alliance, Inc. | Walgreens Boots Alliance;Walgreens;Walgreen | US | CS | Drug Retail | US9314271084
747 | ANSS | ANSYS, Inc. | Ansys | US | IT | Application Software | US03662Q1058
748 | AMTD | TD Ameritrade Holding Corporation | TD Ameritrade;Ameritrade | US | FIN | Investment Banking & Brokerage | US87236Y1082
749 | ETFC | E*TRADE Financial Corporation | E*Trade;E-Trade | US | FIN | Investment Banking & Brokerage | US2692464017
750 | SIVB | SVB Financial Group | SVB Financial;Silicon Valley Bank;SVB | US | FIN | Regional Banks | US78486Q1013
751 | DISH | DISH Network Corporation | Dish Network;Dish | US | COM | Cable & Satellite | US25470M1099
752 | SNI | Scripps Networks Interactive, Inc. | Scripps Networks Interactive;Scripps Networks | US | COM | Broadcasting | US8110651010
753 | SHLD | Sears Holdings Corporation | Sears Holdings;Sears | US | CD | Broadline Retail | US8123501061
`,
  },
  {
    exchange: 'TORONTO_STOCK_EXCHANGE',
    mic: 'XTSE',
    former: true,
    rows: `
754 | POT | Potash Corporation of Saskatchewan Inc. | PotashCorp;Potash Corp | CA | MAT | Fertilizers & Agricultural Chemicals | CA73755L1076 | - | - | POT@XNYS
755 | AGU | Agrium Inc. | Agrium | CA | MAT | Fertilizers & Agricultural Chemicals | CA0089161081 | - | - | AGU@XNYS
`,
  },
  {
    exchange: 'FRANKFURT_STOCK_EXCHANGE',
    mic: 'XETR',
    former: true,
    rows: `
756 | LIN | Linde AG | Linde AG | DE | MAT | Industrial Gases | DE0006483001 | - | - | - | DE000A2E4L75
757 | WDI | Wirecard AG | Wirecard | DE | FIN | Transaction & Payment Processing Services | DE0007472060
`,
  },
  {
    exchange: 'EURONEXT_STOCK_EXCHANGE',
    mic: 'XPAR',
    former: true,
    rows: `
758 | LG | Lafarge S.A. | Lafarge | FR | MAT | Construction Materials | FR0000120537
759 | TEC | Technip S.A. | Technip | FR | EN | Oil & Gas Equipment & Services | FR0000131708
760 | ALU | Alcatel-Lucent S.A. | Alcatel-Lucent;Alcatel | FR | IT | Communications Equipment | FR0000130007
761 | SEV | Suez S.A. | Suez;Suez Environnement | FR | UT | Water Utilities | FR0010613471
762 | GTO | Gemalto N.V. | Gemalto | NL | IT | Technology Hardware, Storage & Peripherals | NL0000400653 | - | XAMS | GTO@XPAR
763 | UG | Peugeot S.A. | PSA Group;Groupe PSA;PSA Peugeot Citroen;Peugeot SA | FR | CD | Automobile Manufacturers | FR0000121501
`,
  },
];
