/** @module Aliases that are also ordinary words, places or people, with the words that confirm or veto the company reading. */
import { phraseKeys } from './tokens';

export interface AmbiguousAlias {
  /** Words (whole words) that make the company reading likely. */
  confirm: readonly string[];
  /** Words that make another reading likely; any of them vetoes the match. */
  veto: readonly string[];
  /** Also a surname: "Peter Marriott", "Jill McDonald" (a capitalised word before it) is a person. */
  surname: boolean;
  /**
   * The word is itself finance vocabulary ("strategy"), so general company words around it ("shares", "%") do not
   * make the company reading likely; only `confirm` words do.
   */
  confirmOnly?: boolean;
}

/** Cues from comma-separated phrase lists. */
export const ambiguousAlias = (confirm: string, veto = '', surname = false): AmbiguousAlias => ({
  confirm: phraseKeys(confirm.split(',')),
  veto: phraseKeys(veto.split(',')),
  surname,
});
const a = ambiguousAlias;

/** Also the city and its region. */
const ABERDEEN = a(
  'asset manager,fund manager,funds,fund,outflows,inflows,assets under management,abrdn,interactive investor,wealth,investment,standard life',
  'city,university,council,harbour,port,airport,football,aberdeenshire,scotland,oil workers,north sea',
);

/** Keyed by the alias exactly as the seed spells it. */
export const AMBIGUOUS_ALIASES: Readonly<Record<string, AmbiguousAlias>> = {
  Apple: a(
    'iphone,ipad,mac,app store,tim cook,cupertino,vision pro,siri,ios',
    'pie,orchard,fruit,cider,juice,growers',
  ),
  Amazon: a(
    'aws,prime,bezos,jassy,alexa,kindle,e-commerce,ecommerce,whole foods',
    'rainforest,river,forest,basin,deforestation,tribe,indigenous,fires,jungle',
  ),
  Target: a(
    'retailer,stores,shoppers,walmart,cornell,minneapolis,big-box',
    'inflation,price target,targets,targeting,targeted,rate target,deficit target,emissions,goal',
  ),
  Visa: a(
    'mastercard,card,payments,payment,fintech,swipe',
    'travel,immigration,h-1b,student,golden,waiver,applicants,embassy,entry,work visa,asylum,tourist',
  ),
  Shell: a(
    'oil,gas,lng,refinery,refining,bp,energy,upstream,sawan,downstream,arctic,drilling,offshore,exploration,lease,bg,chevron,exxon',
    'shell company,shell companies,shock,shocked,egg,game,beach,artillery,shells,shelling',
  ),
  Ford: a(
    'f-150,carmaker,automaker,ev,evs,mustang,farley,gm,vehicles,recall,pickup',
    'doug,harrison,gerald,tom,ontario,premier,foundation',
    true,
  ),
  Oracle: a('cloud,database,ellison,catz,tiktok,software,oci', 'omaha,buffett,delphi'),
  Delta: a(
    'airline,airlines,flights,flight,bastian,carrier,aviation,skymiles',
    'variant,covid,river,force,mekong,niger,nile',
  ),
  Orange: a('telecom,operator,mobile,broadband,5g', 'juice,county,revolution,alert,warning,fruit'),
  Continental: a(
    'tyres,tires,auto parts,supplier,schaeffler',
    'divide,europe,shelf,breakfast,airlines,cup,drift',
  ),
  Prudential: a('insurer,asia,hong kong,life insurance'),
  // Capitalised in every title-case headline ("Ford Outlines New EV Strategy"), and a finance word itself.
  Strategy: { ...a('bitcoin,btc,saylor,microstrategy,crypto,phong le'), confirmOnly: true },
  ARM: a(
    'chip,chips,chipmaker,softbank,smartphone,smartphones,royalties,designs,semiconductor,holdings',
    'mortgage,mortgages,adjustable',
  ),
  LSE: a(
    'exchange,deutsche,boerse,borse,ftse,shares,bid,merger,ice,board',
    'school,economics,students,professor',
  ),
  Philips: a('lighting,healthcare,medical,respironics,sleep,electronics,dutch,pension', 'dalton,boss,sacked'),
  Arm: a(
    'chip,chips,chipmaker,softbank,semiconductor,licensing,nvidia,ipo,haas',
    'arms,armed,long arm,right arm,left arm,investment arm,lending arm',
  ),
  Meta: a('facebook,instagram,whatsapp,zuckerberg,threads,llama,metaverse,ads,advertising'),
  Recruit: a('indeed,glassdoor,staffing,hr tech', 'troops,army,soldiers'),
  Titan: a('watch,watches,jewellery,jewelry,tanishq,tata'),
  Canon: a('camera,cameras,printer,printers,imaging', 'law,loose,canon law'),
  Reliance: a('ambani,jio,mukesh,retail,refinery,refining', 'on,heavy reliance,reliance on'),
  Vinci: a('concessions,construction,airports,motorways,autoroutes', 'leonardo,da vinci'),
  Hermes: a('birkin,luxury,handbags,handbag', 'parcel,delivery,courier,god,evri'),
  Hermès: a('birkin,luxury,handbags,handbag'),
  Lilly: a('mounjaro,zepbound,obesity,drug,drugmaker,tirzepatide,alzheimer', 'allen,james', true),
  Abbott: a('diagnostics,medical,devices,libre,formula', 'tony,greg', true),
  Freeport: a('copper,gold,grasberg,indonesia,mine,mining,lng', 'bahamas,texas'),
  Occidental: a('oil,permian,berkshire,hollub,buffett,crude'),
  Schwab: a('brokerage,broker,ameritrade,clients,assets', 'klaus,davos,wef,forum', true),
  Vertex: a('cystic,fibrosis,drug,pain,therapy,fda'),
  Cadence: a('chip,eda,design software,semiconductor,synopsys'),
  Berkshire: a('buffett,abel,insurance,omaha,cash pile,stake,holdings', 'county,hills,village,police'),
  Fortis: a('utility,utilities,electric,grid,rate base'),
  Brookfield: a('asset management,infrastructure,renewable,real estate,bruce flatt'),
  Adani: a('gautam,ports,coal,airports,hindenburg,conglomerate'),
  ICE: a(
    'futures,exchange,nyse,clearing',
    'immigration,deportation,deportations,agents,raids,detention,detained,detainees,migrants,immigrants,border,arrests,customs enforcement',
  ),
  // Also Groupe ADP, the Paris airports operator.
  ADP: a(
    'payroll,payrolls,private sector,private payrolls,jobs,job growth,hire,hiring,hires,workers,employers,employment,human resources,proxy,activist',
    'paris,france,french,airport,airports,aeroports,orly,charles de gaulle,roissy,groupe adp',
  ),
  ING: a('bank,lender,dutch', ''),
  AIA: a('insurer,insurance,hong kong,life'),
  Anta: a('sportswear,shoes,nike,fila,amer'),
  Mitsui: a('trading house,trading houses,buffett,lng'),
  Micron: a('memory,dram,nand,chips,chipmaker,hbm'),
  "McDonald's": a('burger,burgers,restaurants,restaurant,fast food,big mac,franchisees,happy meal', '', true),
  Marriott: a('hotel,hotels,hotelier,rooms,bonvoy,hospitality', '', true),
  Intel: a('chip,chips,chipmaker,foundry,processor,processors,gelsinger,tan,cpu', 'intelligence'),
  Pearson: a('education,publisher,textbooks,learning,exams,courseware,penguin', '', true),
  Kingfisher: a(
    'b&q,screwfix,castorama,brico depot,diy,home improvement,retail,retailer,retailers',
    'bird,birds,airlines',
  ),
  Admiral: a(
    'insurer,insurance,car insurance,motor insurance,confused.com',
    'navy,naval,fleet,vice admiral,rear admiral',
  ),
  Sage: a('software,accounting,payroll,cloud,saas', 'herb,herbs,advice,wisdom,grouse'),
  SSE: a(
    'energy,utility,utilities,power,electricity,wind,renewables,networks,airtricity,hydro',
    'composite,shanghai,sse composite',
  ),
  Antofagasta: a('copper,miner,mining,pelambres,centinela,luksic'),
  Hilton: a('hotel,hotels,hotelier,rooms,hospitality,honors,nassetta', 'paris,perez', true),
  Leonardo: a(
    'defence,defense,helicopters,aerospace,finmeccanica,aircraft,eurofighter,cingolani',
    'da vinci,dicaprio,vinci',
  ),
  Vale: a(
    'iron ore,mining,miner,brazil,brazilian,nickel,pellets,samarco,brumadinho',
    'glamorgan,vale of,vale park',
  ),
  Ferguson: a(
    'plumbing,distributor,wolseley,hvac,building supplies',
    'alex,niall,sarah,manchester united',
    true,
  ),
  Dell: a('pc,pcs,laptop,laptops,servers,computer,computers,storage,ai servers', '', true),
  Eaton: a('electrical,power management,aerospace,hydraulics,data center,data centers', 'vance', true),
  "Moody's": a(
    'rating,ratings,downgrade,downgrades,upgrade,upgrades,credit,outlook,sovereign,bond,bonds,analytics,investors service',
  ),
  Chipotle: a(
    'burrito,burritos,restaurant,restaurants,fast-casual,niccol,bowls',
    'pepper,peppers,sauce,mayo,recipe,salsa',
  ),
  Axon: a('taser,tasers,body cameras,body-worn,police', 'neuron,neurons,brain,nerve'),
  Michelin: a(
    'tyre,tyres,tire,tires,tyremaker,tiremaker',
    'star,stars,starred,guide,chef,chefs,restaurant,restaurants',
  ),
  'Air Products': a('hydrogen,industrial gases,gases,helium,lng'),
  Legrand: a('electrical,wiring,switches,sockets,data centres,data centers', 'michel', true),
  Murata: a('capacitors,components,electronic components,mlcc,smartphones', '', true),
  Hoya: a('lenses,optics,photomasks,eyeglass,glass', 'plant,plants'),
  Chubb: a('insurer,insurance,reinsurance,greenberg,policyholders', '', true),
  'China Life': a('insurer,insurance,premiums,policyholders,life insurer', 'expectancy,span'),
  Nu: a('nubank,fintech,digital bank,digital lender,brazil,brazilian,mexico,credit cards,velez', 'oil,gas'),
  Arista: a('networking,switches,cloud,data center,data centers,ai', 'records,music,album,singer,label'),
  Aberdeen: ABERDEEN,
  // The company writes its name in lower case; the legal name gives this surface too.
  aberdeen: ABERDEEN,
  Carnival: a(
    'cruise,cruises,cruise line,cruise lines,ships,ship,passengers,bookings,princess,royal caribbean,norwegian cruise',
    'festival,parade,notting hill,rio,samba,costume,costumes,revellers,mardi gras,funfair',
  ),
  Frasers: a(
    'sports direct,house of fraser,flannels,mike ashley,retailer,retail,stores,evans cycles,boohoo,asos',
    'property,properties,centrepoint,hospitality,singapore,reit,logistics',
  ),
  Kirin: a(
    'beer,brewer,brewers,brewing,lion,asahi,sapporo,suntory,drinks,beverages,san miguel,sabmiller,heineken,ab inbev,carlsberg',
    'kyowa',
  ),
  Ashtead: a('equipment rental,rental,rentals,sunbelt,horgan,ftse', 'technology,surrey,village,common'),
  Persimmon: a(
    'housebuilder,housebuilders,homes,home builder,house prices,housing,completions,builder,berkeley,barratt,taylor wimpey,trading update,trading,planning',
    'fruit,fruits,tree,trees,orchard,tea',
  ),
};

/** Roles: around a surname they point to the person ("new CEO with Pearson in hospital"), not the company. */
export const PERSON_ROLES: readonly string[] = phraseKeys(['ceo', 'chief executive', 'cfo']);

/** Words that mark company news anywhere in a short text (whole words). */
export const FINANCE_CONTEXT: readonly string[] = phraseKeys(
  (
    'shares,share price,stock,stocks,earnings,eps,ceo,chief executive,cfo,revenue,revenues,quarter,quarterly,' +
    'q1,q2,q3,q4,profit,profits,sales,company,inc,corp,ticker,dividend,buyback,ipo,market cap,valuation,investors,' +
    'analyst,analysts,downgrade,upgrade,guidance,outlook,forecast,results,deal,acquisition,acquire,acquires,merger,' +
    'stake,takeover,partnership,layoffs,jobs cuts,job cuts,lawsuit,antitrust,nasdaq,nyse,dow,s&p,ftse,dax,rally,slump,plunge,surge,jumps,' +
    'tumbles,falls,rises,beat,beats,misses,billion,million,bn'
  ).split(','),
);
