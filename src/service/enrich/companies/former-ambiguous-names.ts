/**
 * @module Names of former listed companies (seed-rows-former.ts) that are also ordinary words, places, people
 * or other things, with the words that confirm or veto the company reading, as in ambiguous-aliases.ts.
 */
import { ambiguousAlias as a, type AmbiguousAlias } from './ambiguous-aliases';

/** "U.S. Steel" and "US Steel" are also how news writes the country's steel industry. */
const US_STEEL = a(
  'nippon steel,cleveland-cliffs,cliffs,pittsburgh,steelmaker,burritt,big river,mon valley,takeover,bid,acquisition,shares',
  'imports,exports,tariff,tariffs,industry,output,production,steelworkers union',
);

/** Keyed by the alias exactly as the former rows spell it. */
export const FORMER_AMBIGUOUS_ALIASES: Readonly<Record<string, AmbiguousAlias>> = {
  // Platforms news cites as the place someone wrote ("said in a post on LinkedIn") far more than as companies.
  Twitter: a(
    'musk,takeover,acquisition,deal,buyout,dorsey,agrawal,advertisers,ad revenue,ipo,user growth,daily active users,monetizable,board,poison pill,shareholders',
    'tweet,tweets,tweeted,post,posts,posted,posting,wrote on,said on,account,accounts,followers,handle,on twitter',
  ),
  LinkedIn: a(
    'microsoft,acquisition,deal,weiner,hoffman,professional network,members,premium subscriptions,talent solutions,ipo',
    'post,posts,posted,posting,wrote on,said on,profile,profiles,on linkedin',
  ),
  Yahoo: a(
    'verizon,mayer,alibaba,altaba,yahoo mail,search engine,acquisition,deal,stake,breach,hack,hackers,web portal,ipo',
    'according to,told yahoo,interview with,poll,on yahoo',
  ),
  Sky: a(
    'broadcaster,pay-tv,pay tv,satellite,tv,television,channels,subscribers,customers,broadband,comcast,fox,21st century fox,murdoch,darroch,premier league,football rights,sky q,now tv,ofcom,bskyb',
    'sky-high,blue sky,blue-sky,skies,sky is the limit,sky is falling,night sky,clear sky,clouds,weather,skyline,pie in the sky',
  ),
  Shire: a(
    'drugmaker,drugmakers,pharma,pharmaceutical,pharmaceuticals,takeda,baxalta,abbvie,biotech,drug,drugs,rare disease,rare diseases,ornskov,adhd,vyvanse,haemophilia,hemophilia,dublin',
    'county,counties,shires,hobbit,hobbits,tolkien,horse,horses,council,councils,tory,tories,voters,constituency,rural,village',
  ),
  'International Power': a(
    'gdf suez,gdf,engie,power producer,generator,power stations,power plants,electricity,mw,megawatts,utility',
  ),
  Cobham: a(
    'aerospace,defence,defense,advent,aircraft,refuelling,satcom,antennas,contractor',
    'surrey,village,services,motorway,m25,chelsea,training ground,football',
  ),
  Merlin: a(
    'legoland,alton towers,madame tussauds,london eye,theme park,theme parks,attractions,varney,kirkbi,blackstone',
    'wizard,arthur,magic,falcon',
  ),
  'Just Eat': a(
    'takeaway,takeaway.com,food delivery,delivery,deliveroo,uber eats,orders,restaurants,grubhub',
  ),
  'Direct Line': a(
    'insurer,insurance,motor insurance,car insurance,churchill,green flag,privilege,aviva,premiums,policies,claims',
    'hotline,phone line,telephone',
  ),
  // Also a surname, and Hargreaves Services, another listed company.
  Hargreaves: a(
    'isa,isas,investment platform,platform,fund supermarket,savers,clients,assets under administration,stockbroker,broker,funds,fund,bristol,lansdown',
    'services',
    true,
  ),
  'Home Retail': a(
    "argos,homebase,sainsbury,sainsbury's,walden,retailer,catalogue,in play,bid",
    'home improvement',
  ),
  Ophir: a(
    'oil,gas,exploration,medco,tanzania,equatorial guinea,lng,fortuna,block',
    'biblical,bible,gold of',
  ),
  Booker: a(
    'wholesaler,wholesale,cash and carry,tesco,budgens,londis,makro,charles wilson,convenience',
    'prize,novel,novels,author,shortlist,longlist,senator,cory,fiction',
    true,
  ),
  Stagecoach: a(
    'bus,buses,coach,rail,trains,train,franchise,souter,megabus,operator,east midlands,south west trains,virgin trains',
    'western,film,movie,festival,coachella,wells fargo',
  ),
  BTG: a(
    'boston scientific,varithena,interventional,medicines,beads,drugmaker,pharma,pharmaceutical',
    'pactual',
  ),
  Catlin: a(
    "insurer,insurance,reinsurance,reinsurer,lloyd's,lloyds,xl,xl group,underwriter,underwriting",
    '',
    true,
  ),
  Petropavlovsk: a(
    'gold,miner,mining,pokrovskiy,ounces,hambro,amur',
    'kamchatsky,kamchatka,city,port,volcano,earthquake',
  ),
  Fenner: a('conveyor,belting,polymer,michelin,engineering,precision polymers', '', true),
  Sprint: a(
    't-mobile,softbank,wireless,carrier,carriers,mobile,verizon,at&t,subscribers,network,spectrum,nextel,claure,legere',
    'race,races,athletics,olympic,olympics,bolt,sprinter,sprinters,finish,100m,200m,cycling,stage,agile,scrum,final',
  ),
  'Red Hat': a(
    'linux,open source,open-source,software,ibm,openshift,enterprise,cloud,whitehurst,subscriptions',
    'wore,wearing,wear,maga,hats,cap,caps',
  ),
  EMC: a('dell,vmware,storage,tucci,data storage,elliott', 'electromagnetic,compatibility'),
  Tiffany: a(
    'jeweler,jewelers,jeweller,jewelry,jewellery,lvmh,luxury,diamonds,diamond,stores,arnault,fifth avenue',
    'trump,haddish,lamp,lamps',
  ),
  Anadarko: a(
    'occidental,chevron,oil,gas,shale,permian,mozambique,lng,driller,acquisition',
    'basin,oklahoma,city',
  ),
  Hess: a('oil,guyana,chevron,bakken,crude,exploration,shale,driller,exxon,arbitration', 'rudolf,nazi', true),
  Juniper: a(
    'networking,networks,routers,router,switches,hpe,hewlett packard enterprise,mist,cisco,arista',
    'gin,berries,tree,trees,shrub,juniper research',
  ),
  'Whole Foods': a(
    'amazon,grocer,grocery,supermarket,supermarkets,stores,mackey,organic grocer',
    'diet,eat,eating,processed,nutrition,vegetables',
  ),
  'First Republic': a(
    'bank,banks,lender,deposits,deposit,jpmorgan,regional bank,regional banks,fdic,wealth management,roffler',
    'french,revolution,napoleon',
  ),
  'U.S. Steel': US_STEEL,
  'US Steel': US_STEEL,
  Staples: a(
    'office supplies,office depot,officemax,sycamore,retailer,stores,office-supply',
    'consumer staples,staple,household staples,food staples,pantry staples',
  ),
  Dish: a(
    'satellite,ergen,echostar,boost mobile,wireless,pay-tv,pay tv,spectrum,5g,subscribers,sling',
    'recipe,food,cooking,side dish,satellite dish,chef,restaurant,menu,dishes',
  ),
  Harman: a('samsung,audio,car audio,connected car,kardon,jbl,speakers,infotainment', 'harriet', true),
  Suez: a(
    'water,waste,veolia,engie,recycling,utility,utilities,environnement',
    'canal,crisis,ships,ship,shipping,egypt,egyptian,houthi,houthis,red sea,vessel,vessels,tanker,tankers,transit',
  ),
  Heinz: a(
    '3g,3g capital,berkshire,buffett,kraft,ketchup,food,foods',
    'field,kerry,stadium,steelers,teresa',
    true,
  ),
  Sears: a(
    'lampert,kmart,retailer,retail,stores,department store,bankruptcy,chapter 11,roebuck',
    'tower,willis',
  ),
};
