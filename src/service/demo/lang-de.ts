/** @module German headline templates and article paragraphs of the demo corpus. */
import { SECTORS } from '../companies/seed-companies';
import type { Paragraphs } from './content';
import { CHIPMAKERS, DEFENCE_TICKERS, DRUGMAKERS, MINERS, POWER } from './picks';
import { defineTemplates } from './template';
import { TRADE_PARTNERS } from './vocab';

const { IT, COM } = SECTORS;

export const DE_TEMPLATES = defineTemplates('de', [
  // markets
  [
    ['markets', 'business'],
    '+',
    '{co}: Aktie steigt nach starken Zahlen um {pct}',
    '{co_name} hat im {quarter} Umsatz und Gewinn über den Erwartungen der Analysten gemeldet. Die Aktie legte im frühen Handel deutlich zu.',
  ],
  [
    ['markets', 'business'],
    '-',
    '{co} senkt Prognose – Aktie fällt um {pct}',
    '{co_short} rechnet wegen schwächerer Nachfrage mit weniger Umsatz im laufenden Jahr.',
  ],
  [
    ['markets'],
    '+',
    '{index} schließt auf Rekordhoch – {co_short} gefragt',
    'Der {index} stieg um {pct_small} auf {level} Punkte; Kursgewinne bei {co_short} und anderen Schwergewichten trieben den Markt.',
  ],
  [
    ['markets'],
    '-',
    '{index} gibt um {pct_idx} nach – breite Verkäufe',
    'Anleger trennten sich quer durch alle Branchen von Aktien; der {index} schloss bei {level} Punkten.',
  ],
  [
    ['markets', 'economy'],
    '0',
    '{index} kaum verändert vor Zinsentscheid der {bank}',
    'Der {index} pendelte um {level} Punkte, da Anleger auf die Entscheidung der {bank} warteten.',
  ],
  [
    ['markets'],
    '+',
    'Analysten stufen {co} auf „Kaufen“ hoch',
    'Die Aktie von {co_name} stieg um {pct}, nachdem ein großes Analysehaus die Einstufung angehoben hatte.',
  ],
  [
    ['markets'],
    '-',
    '{co} auf „Verkaufen“ abgestuft – Aktie verliert {pct}',
    'Ein Broker senkte sein Votum für {co_name} und verwies auf die hohe Bewertung.',
  ],
  // economy
  [
    ['economy'],
    '-',
    '{country}: Inflation steigt im {month} auf {pct_cpi}',
    'Die Verbraucherpreise zogen stärker an als erwartet; Zinssenkungen rücken damit in weite Ferne.',
    { countries: ['DE', 'FR', 'IT', 'ES', 'GB', 'US', 'JP'] },
  ],
  [
    ['economy'],
    '+',
    '{country}: Inflation sinkt auf {pct_cpi}',
    'Der Preisauftrieb hat im {month} weiter nachgelassen; das stärkt die Hoffnung auf niedrigere Zinsen.',
    { countries: ['DE', 'FR', 'IT', 'ES', 'GB', 'US'] },
  ],
  [
    ['economy'],
    '0',
    '{bank} lässt Leitzins bei {rate}',
    '{bank_long} hat den Leitzins unverändert gelassen und will zunächst weitere Daten abwarten.',
  ],
  [
    ['economy', 'markets'],
    '+',
    '{bank} senkt Zinsen um {bps} – Börsen legen zu',
    '{bank_long} senkte den Leitzins auf {rate}; Aktien und Anleihen reagierten mit Kursgewinnen.',
  ],
  [
    ['economy'],
    '-',
    '{bank} erhöht Leitzins überraschend auf {rate}',
    '{bank_long} begründete den Schritt mit anhaltend hohem Preisdruck.',
  ],
  [
    ['economy'],
    '-',
    'Deutsche Wirtschaft schrumpft im {quarter} um {pct_small}',
    'Das Bruttoinlandsprodukt ging zurück; Ökonomen warnen vor einer Rezession.',
    { fixedCountries: ['DE'] },
  ],
  [
    ['economy'],
    '+',
    'Ifo-Geschäftsklima hellt sich überraschend auf',
    'Die Stimmung in den Chefetagen der deutschen Wirtschaft hat sich im {month} verbessert.',
    { fixedCountries: ['DE'] },
  ],
  // business
  [
    ['business'],
    '0',
    '{co} übernimmt Sparte von {co2} für {amount}',
    '{co_name} hat sich mit {co2_name} auf den Kauf geeinigt; die Wettbewerbsbehörden müssen noch zustimmen.',
  ],
  [
    ['business'],
    '+',
    '{co} hebt Jahresprognose an',
    '{co_short} erwartet nun ein Umsatzwachstum von {pct_mid} und verweist auf eine starke Nachfrage.',
  ],
  [
    ['business'],
    '-',
    '{co} streicht {cut_jobs} Stellen',
    'Mit dem Sparprogramm will {co_name} jährlich {amount_m} einsparen.',
  ],
  [
    ['business', 'markets'],
    '+',
    '{co} kündigt Aktienrückkauf über {amount} an',
    'Der Vorstand von {co_name} begründete das Programm mit dem hohen Mittelzufluss.',
  ],
  [
    ['business'],
    '0',
    '{co} beruft neuen Finanzvorstand',
    '{co_name} teilte mit, der neue Finanzchef werde sein Amt im kommenden Quartal antreten.',
  ],
  [
    [],
    '0',
    '{co} lädt zur Hauptversammlung ein',
    '{co_name} hat die Tagesordnung veröffentlicht; die Aktionäre stimmen unter anderem über die Dividende ab.',
  ],
  // politics
  [
    ['politics', 'economy'],
    '0',
    'Bundestag beschließt Haushalt – Schuldenbremse bleibt Streitthema',
    'Nach wochenlangen Verhandlungen verabschiedete das Parlament den Etat für das kommende Jahr.',
    { fixedCountries: ['DE'] },
  ],
  [
    ['politics'],
    '-',
    '{country}: Regierung droht Misstrauensvotum',
    'Nach dem Scheitern der Haushaltsgespräche hat die Opposition einen Antrag eingebracht.',
    { countries: ['FR', 'IT', 'ES', 'JP', 'DE'] },
  ],
  [
    ['politics', 'business'],
    '-',
    'Abgeordnete fordern Aufklärung von {co}',
    'Parlamentarier verlangen von {co_name} Auskunft über Preise und den Umgang mit Kundenbeschwerden.',
  ],
  // geopolitics
  [
    ['geopolitics', 'markets'],
    '-',
    '{country} und {country2}: Spannungen belasten die Börsen',
    'Anleger flüchteten in sichere Häfen wie Gold und Staatsanleihen.',
  ],
  [
    ['geopolitics', 'economy'],
    '0',
    '{country} und {country2} nehmen Handelsgespräche wieder auf',
    'Ein Durchbruch wird von Beobachtern zunächst nicht erwartet.',
    { countries: TRADE_PARTNERS },
  ],
  [
    ['geopolitics', 'energy'],
    '-',
    'Angriffe auf Tanker im Roten Meer verschärfen Lieferengpässe',
    'Reedereien meiden die Route; Brent-Öl verteuerte sich um {pct} auf {cmd_price} je Barrel.',
    { commodities: ['brent'], fixedCountries: ['SA'] },
  ],
  // regulation
  [
    ['regulation', 'business'],
    '-',
    '{agency} leitet Verfahren gegen {co} ein',
    'Die Behörde prüft, ob {co_name} gegen Wettbewerbsregeln verstoßen hat.',
    { regulator: 'competition' },
  ],
  [
    ['regulation', 'business'],
    '-',
    'Bafin verhängt Bußgeld gegen {co}',
    'Die Finanzaufsicht wirft {co_name} Mängel bei internen Kontrollen vor; das Bußgeld beläuft sich auf {amount_m}.',
    { companyCountries: ['DE'] },
  ],
  [
    ['regulation', 'crypto'],
    '0',
    'EU-Regeln für Kryptowerte: Anbieter brauchen eine Lizenz',
    'Mit der MiCA-Verordnung gelten für Handelsplattformen und Stablecoin-Emittenten einheitliche Vorgaben.',
  ],
  // technology
  [
    ['technology', 'business'],
    '+',
    '{co} stellt neuen KI-Chip vor',
    '{co_name} verspricht mehr als doppelte Leistung bei geringerem Stromverbrauch; die Aktie stieg um {pct}.',
    { industries: CHIPMAKERS },
  ],
  [
    ['technology'],
    '-',
    'Störung bei {co}: Dienste stundenlang nicht erreichbar',
    'Kunden von {co_short} meldeten Ausfälle; Ursache war nach Unternehmensangaben ein fehlerhaftes Update.',
    { sectors: [IT, COM] },
  ],
  // energy
  [
    ['energy', 'commodities'],
    '+',
    '{cmd} verteuert sich um {pct}',
    'Der Preis stieg auf {cmd_price}, nachdem Förderländer an ihren Kürzungen festhielten.',
    { commodities: ['energy'] },
  ],
  [
    ['energy', 'business'],
    '+',
    '{co} investiert {amount} in Windpark vor der Küste',
    'Der Windpark von {co_name} soll nach Fertigstellung mehr als eine Million Haushalte versorgen.',
    { industries: POWER },
  ],
  [
    ['energy', 'climate'],
    '+',
    'Energiewende: Rekordanteil für Ökostrom',
    'Wind- und Solaranlagen deckten im {month} mehr als die Hälfte des Stromverbrauchs in Deutschland.',
    { fixedCountries: ['DE'] },
  ],
  // commodities
  [
    ['commodities'],
    '+',
    '{cmd} steigt auf {n}-Monats-Hoch',
    'Der Preis kletterte auf {cmd_price}, da Anleger verstärkt Sachwerte suchten.',
    { commodities: ['metals'] },
  ],
  [
    ['commodities'],
    '-',
    '{cmd} fällt wegen schwacher Nachfrage aus China',
    'Der Preis rutschte auf {cmd_price}; Daten aus China deuteten auf eine schwächere Bautätigkeit hin.',
    { commodities: ['metals'], fixedCountries: ['CN'] },
  ],
  [
    ['commodities', 'business'],
    '+',
    '{co} profitiert von hohen Rohstoffpreisen',
    '{co_name} bestätigte die Jahresziele; {cmd} notierte zuletzt bei {cmd_price}.',
    { industries: MINERS, commodities: ['metals'] },
  ],
  // crypto
  [
    ['crypto', 'markets'],
    '+',
    '{coin} klettert um {pct} auf {coin_price}',
    'Digitale Währungen profitierten von Zuflüssen in börsengehandelte Produkte.',
  ],
  [
    ['crypto', 'markets'],
    '-',
    '{coin} bricht um {pct} ein',
    'Gehebelte Positionen wurden in großem Stil aufgelöst; {coin} fiel auf {coin_price}.',
  ],
  // health
  [
    ['health', 'business'],
    '+',
    '{co}: Medikament erreicht Hauptziel in Phase-III-Studie',
    'Patienten, die mit dem Mittel von {co_short} behandelt wurden, zeigten eine deutliche Verbesserung gegenüber Placebo.',
    { industries: DRUGMAKERS },
  ],
  [
    ['health', 'business'],
    '-',
    '{co} stoppt Studie nach Nebenwirkungen',
    '{co_name} hat die Aufnahme neuer Patienten vorerst ausgesetzt.',
    { industries: DRUGMAKERS },
  ],
  // climate
  [
    ['climate', 'business'],
    '0',
    '{co} will Emissionen bis 2030 um {pct_big} senken',
    '{co_name} setzt dafür auf Ökostrom und effizientere Anlagen.',
  ],
  [
    ['climate', 'economy'],
    '-',
    'Hochwasser legt Fabriken in {country} lahm',
    'Wegen starker Regenfälle mussten zahlreiche Werke und Häfen den Betrieb einstellen.',
    { countries: ['DE', 'IT', 'CN', 'IN', 'BR'] },
  ],
  // security
  [
    ['security', 'technology'],
    '-',
    'Hackerangriff auf {co}: Kundendaten betroffen',
    '{co_name} hat nach eigenen Angaben einen unbefugten Zugriff auf Teile der IT-Systeme festgestellt.',
  ],
  [
    ['security', 'business'],
    '+',
    '{co} erhält Rüstungsauftrag über {amount}',
    'Der Auftrag stärkt den Auftragsbestand von {co_name}.',
    { tickers: DEFENCE_TICKERS },
  ],
  [
    ['security', 'geopolitics'],
    '-',
    'Behörden warnen vor staatlich gesteuerten Cyberangriffen auf Versorger',
    'Ziel der Angriffe seien vor allem Energie- und Wasserversorger in Deutschland.',
    { fixedCountries: ['DE'] },
  ],
]);

export const DE_PARAGRAPHS: Paragraphs = {
  context: {
    markets: [
      'Die Umsätze lagen über dem Durchschnitt der vergangenen 30 Tage.',
      'Händler rechnen in den kommenden Sitzungen mit weiteren Schwankungen.',
    ],
    economy: [
      'Befragte Volkswirte hatten mit einer geringeren Veränderung gerechnet.',
      'Die Zahlen gehören zu den letzten wichtigen Daten vor der nächsten Notenbanksitzung.',
    ],
    business: [
      'Weitere Einzelheiten will das Unternehmen mit dem nächsten Quartalsbericht vorlegen.',
      'Analysten sehen den Schritt im Einklang mit der zuletzt vorgestellten Strategie.',
    ],
    politics: [
      'Der Bundesrat muss dem Vorhaben noch zustimmen.',
      'Umfragen zeigen eine gespaltene Wählerschaft.',
    ],
    geopolitics: [
      'Weitere Gespräche sind geplant, ein Termin steht aber noch nicht fest.',
      'Rüstungs- und Energiewerte reagierten besonders sensibel auf die Nachrichten.',
    ],
    regulation: [
      'Branchenverbände kündigten Stellungnahmen an.',
      'Juristen rechnen mit einem Verfahren von mindestens einem Jahr.',
    ],
    technology: [
      'Die Nachfrage nach Rechenzentrums-Hardware treibt die Gewinne der Branche.',
      'Konkurrenten dürften noch in diesem Jahr ähnliche Produkte vorstellen.',
    ],
    energy: [
      'Die Lagerbestände liegen unter dem Fünfjahresdurchschnitt.',
      'Raffinerien arbeiten vor der Hauptsaison mit hoher Auslastung.',
    ],
    commodities: [
      'Physische Käufer halten sich bei den aktuellen Preisen zurück.',
      'Spekulative Anleger haben ihre Positionen die dritte Woche in Folge verändert.',
    ],
    crypto: [
      'Die Handelsvolumina an den großen Börsen zogen deutlich an.',
      'Für institutionelle Anleger bleibt die Regulierung ein zentrales Thema.',
    ],
    health: [
      'Die vollständigen Daten sollen auf einem Fachkongress vorgestellt werden.',
      'Die Gesundheitssysteme stehen unter Druck, die Arzneimittelkosten zu begrenzen.',
    ],
    climate: [
      'Das Ziel steht im Einklang mit dem Pariser Klimaabkommen.',
      'Versicherer warnen vor steigenden Schäden durch Extremwetter.',
    ],
    security: [
      'Sicherheitsbehörden warnen vor einer Zunahme von Angriffen auf kritische Infrastruktur.',
      'Die Ermittlungen dauern an.',
    ],
  },
  general: [
    'Das Unternehmen will dabei auch über seine Strategie informieren.',
    'Eine Aufzeichnung wird auf der Investor-Relations-Seite bereitgestellt.',
  ],
  tone: {
    positive: [
      'Anleger reagierten erleichtert, mehrere Analysten hoben ihre Kursziele an.',
      'Die Nachricht fiel besser aus als von den meisten Marktteilnehmern erwartet.',
      'Das Management sieht den Schwung auch im laufenden Quartal.',
    ],
    neutral: [
      'Die Marktreaktion fiel verhalten aus.',
      'Analysten halten es für zu früh, die langfristigen Folgen zu beurteilen.',
      'An der Jahresprognose ändert sich nichts.',
    ],
    negative: [
      'Die Nachricht verstärkt die Sorgen, die bereits seit Monaten auf der Stimmung lasten.',
      'Mehrere Analysten senkten nach der Mitteilung ihre Prognosen.',
      'Kritiker sehen bekannte Schwächen bestätigt.',
    ],
  },
  close: [
    'Eine Stellungnahme des Unternehmens lag zunächst nicht vor.',
    'Weitere Einzelheiten werden in den kommenden Wochen erwartet.',
  ],
  update: ' (Aktualisiert mit weiteren Details.)',
};
