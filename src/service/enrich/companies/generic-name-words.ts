/**
 * @module Words that make up company names without identifying one ("First", "Global", "Payments",
 * "Holdings") or that are everyday English. An imported name made only of these says too little to be
 * matched on its own: "Global Payments", "Best Buy", "Energy Transfer" read as ordinary phrases.
 */

const WORDS = `
a an the of and for in on at to by with from or not no all any one two three four five six seven eight nine ten
first second third new old big little great good best better well just more most now next last only own same
high low long short fast free open live love fun life light bright true real pure simple smart clear prime
north south east west northern southern eastern western central pacific atlantic mid midwest coast coastal
american america national international global world worldwide universal united general standard premier royal
federal state city county metro urban rural country continental regional local community public private
capital financial finance bank banks bancorp bancshares banc banking trust trusts savings credit insurance
assurance reinsurance mutual holdings holding group groups partners partnership company companies corporation
industries industrial enterprises enterprise systems system solutions technologies technology tech software
services service networks network communications communication media entertainment energy power electric
electrical utilities utility gas oil petroleum resources resource mining minerals metals gold silver copper
materials chemical chemicals pharmaceuticals pharmaceutical pharma therapeutics biosciences bio biotech
biotherapeutics biopharma medical medicine health healthcare care life sciences science labs laboratories
diagnostics devices device instruments products product brands brand foods food beverage beverages
restaurants restaurant stores store retail home homes realty properties property real estate reit residential
housing development developments investments investment investors investor asset assets management
advisors advisory acquisition acquisitions corp inc fund funds income equity equities growth value
opportunities opportunity strategic strategies select street digital data cloud online mobile wireless auto
automotive motors motor transport transportation logistics airlines airline air aerospace defense defence
marine shipping rail water environmental waste green clean solar wind renewable renewables infrastructure
construction building buildings builders engineering manufacturing machinery equipment tools steel paper
packaging containers plastics glass textiles apparel fashion sports games gaming hotels hotel resorts leisure
travel education learning consulting research security securities exchange markets market payments payment
pay card cards lending loan loans mortgage money cash dollar quality precision advanced applied integrated
innovative innovations innovation dynamic dynamics active direct express summit pioneer frontier liberty
freedom heritage legacy horizon horizons vision focus target alpha beta delta omega apex core trans inter
micro nano tower towers bridge gate gateway point park parks place square plaza center centre view field
fields river lake mountain valley rock stone sun star stars sky blue red black white orange silverline
matter matters works work worker workers people partners supply supplies transfer buy sell trade trading
trades traders way ways line lines link links hub box block snap match compass visa shell
institution institutions associates associated brothers sons ventures venture spac ii iii iv
`;

export const GENERIC_NAME_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter((w) => w !== ''));
