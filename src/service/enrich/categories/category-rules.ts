/**
 * @module Weighted keyword rules per category and language: `phrase` (weight 2) or `phrase:weight` (1 weak,
 * 3 decisive). Weight 0 marks a phrase that is not evidence although its words are ("war of words", the
 * firm "Silver Lake"): the longest phrase wins, so its words no longer count on their own.
 */
import type { Category } from '../../../contract';

export type RuleTable = Readonly<Record<Category, string>>;

const EN: RuleTable = {
  markets:
    'shares:2,stocks:3,indexes:2,volatile:2,ruble:2,rouble:2,fund flows:3,fund managers:3,fund manager:3,investors:2,investment grade:3,credit rating:2,lira:2,ringgit:2,peso:2,rupee:2,naira:2,franc:2,rand:2,currencies:3,currency markets:3,listing:2,lists:1,debuts:2,record high:2,plunges:1,tumble:1,tumbles:1,soar:1,soars:1,slides:1,rallies:2,stock:1,stocks,shares:1,equities:3,equity market:3,stock market:3,stock markets:3,wall street:3,s&p 500:3,s&p:2,nasdaq:2,dow:2,dow jones:3,ftse:3,dax:3,nikkei:3,topix:3,stoxx:3,hang seng:3,kospi:3,sensex:3,nifty:3,cac 40:3,index:1,indices,rally,rallies,sell-off:3,selloff:3,investors:1,trading:1,traders,bond:2,bonds,yield:2,yields,treasuries:3,treasury yields:3,gilts:3,bund:2,bunds:3,forex:3,currency:2,dollar:2,euro:1,yen:2,sterling:2,yuan:1,ipo:3,listing,market cap,price target:3,upgrade:2,downgrade:2,etf:3,etfs:3,hedge fund:2,futures:2,volatility:2,bull market:3,bear market:3,record high:2,all-time high:2,correction:1,short seller:3,valuation:1,benchmark:1,investor:1',
  economy:
    'rates:2,rate:1,wage:3,imf:3,world bank:3,bailout:3,debt crisis:3,deficit:3,stimulus:3,devalues:3,devaluation:3,growth forecast:3,house prices:3,property:1,jobs:1,exports:2,fiscal:3,tax:1,taxes:1,trade deal:1,free trade:2,price war:1,economy:3,economic:2,economies:3,inflation:3,cpi:3,consumer prices:3,gdp:3,recession:3,growth:1,unemployment:3,jobless:3,payrolls:3,jobs report:3,labor market:3,labour market:3,wages:2,interest rate:3,interest rates:3,rate cut:3,rate cuts:3,rate hike:3,rate hikes:3,central bank:3,fed:2,federal reserve:3,ecb:3,bank of england:3,bank of japan:3,boj:3,pboc:3,rbi:3,monetary policy:3,consumer spending:3,retail sales:3,pmi:3,manufacturing:2,factory:2,housing:2,mortgage:1,trade deficit:3,trade surplus:3,exports:2,imports:2,tariff:2,tariffs:2,deficit:2,debt:1,budget:1,fiscal:2,stimulus:2,productivity:2,output:1,consumer confidence:3,sentiment:1,deflation:3,stagflation:3,yield curve:2',
  business:
    'lay off:3,workforce:2,buy:1,to buy:2,units:1,unit:1,split:1,deal:2,bid:2,hostile bid:3,plants:2,delivery:2,forecast:2,cost cuts:3,costs:1,order:2,contract:2,investment:1,invest:2,private equity:3,spin off:3,franchise:2,cash pile:3,funding:2,raise cash:2,chief financial officer:3,operating profit:3,loss:2,integration:2,sell:1,makers:2,maker:2,earnings:3,profit:3,profits:3,revenue:3,revenues:3,sales:2,quarterly:2,quarter:2,results:1,merger:3,mergers:3,acquisition:3,acquire:3,acquires:3,takeover:3,buyout:3,deal:1,bid:1,ceo:3,chief executive:3,cfo:2,layoffs:3,job cuts:3,jobs:1,company:2,companies:2,firm:1,guidance:2,outlook:1,forecast:1,dividend:3,buyback:3,bankruptcy:3,chapter 11:3,restructuring:3,stake:2,startup:2,funding round:3,shareholders:2,board:1,executive:2,stores:2,retailer:2,carmaker:2,automaker:2,airline:2,bank:1,lender:2,insurer:2,brand:1,margin:2,margins:2,orders:2,contract:2,plant:1,deliveries:2,subscribers:2,spin-off:3,spinoff:3,ipo:1',
  politics:
    'governor:2,vetoes:3,veto:3,ruling party:3,protests:3,protest:2,martial law:3,tax cut:3,debt brake:3,politician:3,lawmakers:3,prime minister:3,finance minister:3,resignation:2,resigns:2,ousted:3,political pressure:3,mps:3,rebels:1,election:3,elections:3,vote:1,votes:1,voters:3,parliament:3,congress:3,senate:3,house:1,lawmakers:3,legislators:3,president:2,prime minister:3,chancellor:2,government:2,minister:2,ministers:2,party:2,campaign:2,coalition:3,opposition:2,democrats:3,republicans:3,labour:1,conservatives:2,budget:2,shutdown:1,government shutdown:3,federal shutdown:3,impeachment:3,white house:3,administration:2,governor:2,referendum:3,poll:2,polls:2,cabinet:3,populist:3,politics:3,political:3,policy:1,tax:1,taxes:1',
  geopolitics:
    'attacks:2,attack:2,strikes:1,air strike:3,air strikes:3,airstrike:3,airstrikes:3,drone strike:3,drone strikes:3,missile strike:3,missile strikes:3,military strikes:3,war of words:0,military:3,rebels:3,hezbollah:3,hamas:3,taliban:3,sabotage:3,nuclear weapons:3,free trade agreement:3,trade agreement:2,pact:2,tariffs:2,tariff:2,trade tensions:3,middle east:2,shipping:1,tanker:2,seize:2,seizes:2,freeze:1,assets freeze:3,war:3,wars:3,sanctions:3,sanction:3,conflict:3,military:2,invasion:3,missile:3,missiles:3,nato:3,troops:3,ceasefire:3,truce:3,diplomatic:3,diplomacy:3,tensions:2,summit:2,embargo:3,geopolitical:3,trade war:3,tariff:1,tariffs:1,export controls:3,blockade:3,border:1,territorial:3,nuclear talks:3,attack:1,attacks:1,drone:2,drones:2,strait:2,red sea:3,peace talks:3,peace:2,annex:3,occupation:2,refugees:2,g7:3,g20:3,brics:3,united nations:3,un security council:3',
  regulation:
    'indictment:3,bribery:3,plead guilty:3,guilty:2,raid:2,prosecutors:3,export controls:3,disclosures:2,require:1,requiring:1,allow:1,scrutiny:2,money laundering:3,approves:1,regulator:3,regulators:3,regulatory:3,regulation:3,regulations:3,rules:2,rule:1,antitrust:3,competition authority:3,watchdog:3,probe:3,investigation:2,investigates:3,fine:2,fined:3,fines:3,penalty:3,lawsuit:3,lawsuits:3,sues:3,sued:3,court:2,judge:2,ruling:2,settlement:2,settle:2,compliance:3,ban:2,bans:2,banned:2,approval:2,approves:2,approved:1,license:2,licence:2,sec:3,cftc:3,ftc:3,fca:3,doj:3,justice department:3,legislation:2,law:2,laws:2,bill:1,crackdown:3,oversight:2,capital requirements:3,basel:3,mica:3,gdpr:3,dma:3,digital markets act:3,clearance:2,blocks:2,block:1,charges:2,charged:2,fraud:2',
  technology:
    'network:1,networks:1,telecom networks:2,systems:1,software update:3,ev makers:1,cloud contract:3,startups:3,ai:3,artificial intelligence:3,chip:3,chips:3,chipmaker:3,chipmakers:3,semiconductor:3,semiconductors:3,software:3,cloud:3,data center:3,data centers:3,data centre:3,data centres:3,smartphone:3,smartphones:3,iphone:3,tech:3,technology:3,startup:1,quantum:3,5g:3,internet:2,app:2,apps:2,platform:1,robot:2,robotics:3,robotaxi:3,autonomous:2,self-driving:3,chatbot:3,generative:3,llm:3,gpu:3,gpus:3,processor:3,computing:3,computer:2,pc:2,pcs:2,devices:2,device:2,streaming:2,social media:3,search engine:3,openai:3,nvidia:2,algorithm:2,digital:1,electric vehicle:1,ev:1,evs:1,battery:1,satellite:2,broadband:2,telecom:2',
  energy:
    'fuel:1,jet fuel:3,fuel costs:3,fuel oil:3,fuel demand:3,fuel supply:3,fuel supplies:3,fuel shortage:3,fuel shortages:3,fuel exports:3,fuel imports:3,fuel depot:3,fuel depots:3,fossil fuel:3,fossil fuels:3,fuel cell:3,fuel cells:3,fuel economy:2,fuel efficiency:2,fuel duty:3,dual fuel:3,fuel reserve:3,fuel reserves:3,shipping fuel:3,fuel shipments:3,shortage of fuel:3,fuel surcharge:3,fuel surcharges:3,fuel tax:3,fuel taxes:3,fuel levy:3,bunker fuel:3,fuel stocks:3,gas:3,power grid:3,aramco:3,petrobras:3,blackout:3,oil output:3,oil exports:3,output:1,platforms:1,fuel prices:3,oil:3,crude:3,brent:3,wti:3,opec:3,opec+:3,gas:2,natural gas:3,lng:3,refinery:3,refineries:3,refining:3,pipeline:3,power:1,electricity:3,power prices:3,grid:2,nuclear:2,reactor:3,renewable:3,renewables:3,solar:3,wind:2,wind down:0,wind up:0,wind farm:3,offshore wind:3,coal:2,utility:2,utilities:2,barrel:3,barrels:3,drilling:3,energy:3,gasoline:3,diesel:3,petrol:3,shale:3,hydrogen:2,battery storage:3,power plant:3,oilfield:3,upstream:2,downstream:2,oil prices:3',
  commodities:
    'oil prices:3,silver lake:0,crude:2,brent:2,wti:2,opec:2,oil:1,bauxite:3,olive oil:3,minerals:3,critical minerals:3,gold:3,prices:1,coal price:3,farm goods:3,supply:1,ounces:3,gold:3,silver:3,copper:3,iron ore:3,aluminium:3,aluminum:3,nickel:3,lithium:3,zinc:3,platinum:3,palladium:3,wheat:3,corn:3,soybeans:3,soybean:3,soy:2,coffee:2,cocoa:3,sugar:2,cotton:2,commodity:3,commodities:3,metals:3,metal:2,mining:2,miner:2,miners:2,mine:1,crude:1,oil prices:1,brent:1,grain:3,grains:3,palm oil:3,cattle:3,livestock:2,fertiliser:2,fertilizer:2,rare earths:3,rare earth:3,bullion:3,ore:2,steel:2,uranium:3,ounce:3,tonne:1,tonnes:1,harvest:2,crop:2,crops:2',
  crypto:
    'bitcoin:3,btc:3,crypto:3,cryptocurrency:3,cryptocurrencies:3,ethereum:3,ether:3,eth:2,blockchain:3,stablecoin:3,stablecoins:3,token:2,tokens:2,tokenized:3,tokenization:3,nft:3,nfts:3,defi:3,solana:3,xrp:3,dogecoin:3,binance:3,coinbase:3,digital asset:3,digital assets:3,crypto exchange:3,spot bitcoin etf:3,mining rig:2,halving:3,wallet:1,web3:3,cbdc:2,digital currency:2',
  health:
    'flu:3,bird flu:3,consumer health:2,vaccine maker:3,wegovy:3,ozempic:3,nhs:3,pharmacies:3,drug:3,drugs:3,drugmaker:3,drugmakers:3,fda:3,vaccine:3,vaccines:3,pharma:3,pharmaceutical:3,pharmaceuticals:3,biotech:3,trial:1,trials:1,clinical trial:3,clinical trials:3,drug trial:3,drug trials:3,vaccine trial:3,vaccine trials:3,trial data:3,trial results:3,clinical:3,hospital:3,hospitals:3,healthcare:3,health care:3,health:2,patients:3,patient:2,cancer:3,obesity:3,weight-loss:3,weight loss:3,glp-1:3,disease:3,diseases:3,outbreak:3,pandemic:3,covid:3,coronavirus:3,virus:2,medical:3,medicare:3,medicaid:3,insulin:3,therapy:3,treatment:2,alzheimer:3,diabetes:3,medicine:3,medicines:3,generic:1,biosimilar:3,insurer:1,world health organization:3,epidemic:3',
  climate:
    'heat:2,record heat:3,typhoon:3,ice melt:3,frost:2,petrol cars:2,carbon capture:3,weather:2,climate:3,climate change:3,emissions:3,carbon:3,net zero:3,net-zero:3,co2:3,greenhouse:3,warming:3,global warming:3,cop28:3,cop29:3,cop30:3,esg:2,sustainability:2,sustainable:2,green bond:3,green bonds:3,decarbonisation:3,decarbonization:3,heatwave:3,heat wave:3,drought:3,floods:3,flooding:3,wildfire:3,wildfires:3,hurricane:3,extreme weather:3,paris agreement:3,deforestation:3,carbon tax:3,carbon price:3,emissions trading:3,methane:3,pollution:2,clean energy:2,electric vehicle:1,ev:1,renewable:1,renewables:1,solar:1,coal:1',
  security:
    'defence spending:3,defense spending:3,f-35:3,sabotage:3,nuclear weapons:3,pentagon:2,fbi:2,state hackers:3,cable damaged:2,cyberattack:3,cyber attack:3,cyberattacks:3,cyber:3,cybersecurity:3,hack:3,hacked:3,hackers:3,hacker:3,hacking:3,ransomware:3,breach:2,data breach:3,malware:3,phishing:3,espionage:3,spy:2,spying:2,terror:3,terrorism:3,terrorist:3,defence:2,defense:2,defense contractor:3,defence contractor:3,arms:2,weapons:2,ammunition:3,fighter jets:3,outage:2,vulnerability:3,zero-day:3,surveillance:2,military:1,security:2,attack:1,fraud:1,scam:2,theft:2,stolen:2',
};

const DE: RuleTable = {
  markets:
    'aktie:2,aktien:2,börse:3,dax:3,anleger:2,kurs:2,kurse:2,anleihe:2,anleihen:2,rendite:2,renditen:2,börsengang:3,index:1',
  economy:
    'wirtschaft:3,konjunktur:3,inflation:3,zinsen:3,zins:2,leitzins:3,ezb:3,notenbank:3,zentralbank:3,rezession:3,bip:3,wachstum:2,arbeitslosigkeit:3,arbeitsmarkt:3,exporte:2,zölle:2',
  business:
    'gewinn:3,umsatz:3,quartal:2,übernahme:3,fusion:3,konzern:2,unternehmen:2,vorstand:2,stellenabbau:3,dividende:3,insolvenz:3,bilanz:2',
  politics:
    'wahl:3,wahlen:3,bundestag:3,regierung:2,kanzler:3,minister:2,partei:2,koalition:3,haushalt:2,parlament:3',
  geopolitics: 'krieg:3,sanktionen:3,konflikt:3,militär:2,nato:3,waffenruhe:3,handelskrieg:3,truppen:3',
  regulation:
    'aufsicht:3,regulierung:3,bafin:3,kartellamt:3,klage:3,gericht:2,strafe:2,verbot:2,gesetz:2,ermittlungen:3',
  technology:
    'ki:3,künstliche intelligenz:3,chip:3,chips:3,halbleiter:3,software:3,technologie:3,digitalisierung:3,rechenzentrum:3',
  energy:
    'öl:3,ölpreis:3,gas:2,gaspreis:3,erdgas:3,strom:3,strompreis:3,energie:3,kernkraft:3,windkraft:3,solar:3,opec:3',
  commodities: 'gold:3,kupfer:3,rohstoffe:3,rohstoff:3,weizen:3,silber:3,stahl:2',
  crypto: 'bitcoin:3,krypto:3,kryptowährung:3,kryptowährungen:3,blockchain:3',
  health: 'medikament:3,medikamente:3,impfstoff:3,pharma:3,krankenhaus:3,gesundheit:3,patienten:3,krebs:3',
  climate: 'klima:3,klimawandel:3,emissionen:3,co2:3,klimaschutz:3,hitzewelle:3,dürre:3,hochwasser:3',
  security: 'cyberangriff:3,hackerangriff:3,hacker:3,sicherheit:1,rüstung:3,verteidigung:2,datenleck:3',
};

const FR: RuleTable = {
  markets:
    'bourse:3,action:1,actions:2,cac 40:3,investisseurs:2,obligations:2,taux obligataires:3,marchés:2,introduction en bourse:3',
  economy:
    'économie:3,économique:2,inflation:3,taux:2,bce:3,banque centrale:3,récession:3,pib:3,croissance:2,chômage:3,emploi:2,exportations:2,droits de douane:2',
  business:
    "bénéfice:3,chiffre d'affaires:3,résultats:2,trimestre:2,rachat:3,fusion:3,acquisition:3,entreprise:2,groupe:1,dividende:3,faillite:3,suppressions de postes:3,pdg:3",
  politics:
    'élection:3,élections:3,gouvernement:2,ministre:2,parlement:3,assemblée nationale:3,parti:2,président:2,budget:2,vote:2',
  geopolitics: 'guerre:3,sanctions:3,conflit:3,militaire:2,otan:3,cessez-le-feu:3,tensions:2',
  regulation:
    'régulateur:3,réglementation:3,amende:3,enquête:2,tribunal:2,plainte:3,autorité de la concurrence:3,amf:3,interdiction:2,loi:2',
  technology:
    'ia:3,intelligence artificielle:3,puces:3,semi-conducteurs:3,logiciel:3,technologie:3,numérique:2',
  energy: 'pétrole:3,gaz:2,électricité:3,énergie:3,nucléaire:2,renouvelables:3,opep:3,brut:2',
  commodities: 'or:1,cuivre:3,matières premières:3,blé:3,argent:1,métaux:3',
  crypto: 'bitcoin:3,crypto:3,cryptomonnaie:3,cryptomonnaies:3,blockchain:3',
  health: 'médicament:3,médicaments:3,vaccin:3,santé:3,hôpital:3,patients:3,cancer:3,pharmaceutique:3',
  climate:
    'climat:3,climatique:3,émissions:3,carbone:3,réchauffement:3,canicule:3,sécheresse:3,inondations:3',
  security: 'cyberattaque:3,piratage:3,pirates informatiques:3,rançongiciel:3,défense:2,sécurité:1',
};

const ES: RuleTable = {
  markets: 'bolsa:3,acciones:2,ibex:3,inversores:2,bonos:2,rentabilidad:1,mercados:2,salida a bolsa:3',
  economy:
    'economía:3,económico:2,inflación:3,tipos de interés:3,tasas:2,bce:3,banco central:3,recesión:3,pib:3,crecimiento:2,desempleo:3,paro:3,empleo:2,exportaciones:2,aranceles:2',
  business:
    'beneficio:3,beneficios:3,ingresos:3,ventas:2,trimestre:2,fusión:3,adquisición:3,opa:3,empresa:2,dividendo:3,quiebra:3,despidos:3,consejero delegado:3',
  politics:
    'elecciones:3,gobierno:2,ministro:2,parlamento:3,congreso:3,partido:2,presidente:2,presupuestos:2,votación:2',
  geopolitics: 'guerra:3,sanciones:3,conflicto:3,militar:2,otan:3,alto el fuego:3,tensiones:2',
  regulation:
    'regulador:3,regulación:3,multa:3,investigación:2,tribunal:2,demanda:2,cnmv:3,prohibición:2,ley:2',
  technology:
    'ia:3,inteligencia artificial:3,chips:3,semiconductores:3,software:3,tecnología:3,tecnológica:3,digital:1',
  energy: 'petróleo:3,gas:2,electricidad:3,energía:3,nuclear:2,renovables:3,opep:3,crudo:3',
  commodities: 'oro:3,cobre:3,materias primas:3,trigo:3,plata:2,metales:3',
  crypto: 'bitcoin:3,cripto:3,criptomoneda:3,criptomonedas:3,blockchain:3',
  health:
    'fármaco:3,medicamento:3,medicamentos:3,vacuna:3,salud:3,hospital:3,pacientes:3,cáncer:3,farmacéutica:3',
  climate: 'clima:3,climático:3,emisiones:3,carbono:3,calentamiento:3,ola de calor:3,sequía:3,inundaciones:3',
  security: 'ciberataque:3,hackeo:3,piratas informáticos:3,ransomware:3,defensa:2,seguridad:1',
};

export const RULES: Readonly<Record<string, RuleTable>> = { en: EN, de: DE, fr: FR, es: ES };
