/** @module French headline templates and article paragraphs of the demo corpus. */
import { SECTORS } from '../companies/seed-companies';
import type { Paragraphs } from './content';
import { CHIPMAKERS, DEFENCE_TICKERS, DRUGMAKERS, POWER } from './picks';
import { defineTemplates } from './template';
import { TRADE_PARTNERS } from './vocab';

const { IT, COM } = SECTORS;

export const FR_TEMPLATES = defineTemplates('fr', [
  // markets
  [
    ['markets', 'business'],
    '+',
    '{co} s’envole de {pct} après des résultats supérieurs aux attentes',
    '{co_name} a publié pour le {quarter} un chiffre d’affaires et un bénéfice au-dessus du consensus des analystes.',
  ],
  [
    ['markets', 'business'],
    '-',
    '{co} chute de {pct} après un avertissement sur ses prévisions',
    '{co_short} a abaissé ses objectifs annuels en raison d’une demande plus faible que prévu.',
  ],
  [
    ['markets'],
    '+',
    'Le {index} termine à un record, porté par {co_short}',
    'L’indice a gagné {pct_small} à {level} points, grâce notamment à la hausse de {co_name}.',
  ],
  [
    ['markets'],
    '-',
    'Le {index} recule de {pct_idx} dans un marché nerveux',
    'Les investisseurs ont vendu dans tous les secteurs ; l’indice a clôturé à {level} points.',
  ],
  [
    ['markets'],
    '0',
    '{co} : l’action stable après l’assemblée générale',
    'Les actionnaires de {co_name} ont approuvé l’ensemble des résolutions proposées par le conseil.',
  ],
  [
    ['markets'],
    '+',
    '{co} grimpe de {pct} après un relèvement de recommandation',
    'Un grand courtier est passé à l’achat sur {co_short}, saluant l’amélioration des marges.',
  ],
  // economy
  [
    ['economy'],
    '-',
    '{country} : l’inflation accélère à {pct_cpi} en {month}',
    'La hausse des prix a été plus forte que prévu, ce qui éloigne la perspective de baisses de taux.',
    { countries: ['FR', 'DE', 'IT', 'ES', 'GB', 'US', 'JP', 'CA'] },
  ],
  [
    ['economy'],
    '+',
    '{country} : l’inflation ralentit à {pct_cpi}',
    'Les pressions sur les prix ont continué de s’atténuer en {month}, selon les chiffres officiels.',
    { countries: ['FR', 'DE', 'IT', 'ES', 'GB', 'US', 'CA'] },
  ],
  [
    ['economy'],
    '0',
    '{bank_long} maintient ses taux à {rate}',
    'L’institution attend davantage de données avant de modifier sa politique monétaire.',
  ],
  [
    ['economy', 'markets'],
    '+',
    '{bank_long} abaisse ses taux de {bps}',
    'Les marchés d’actions et d’obligations ont salué la décision ; le taux directeur s’établit désormais à {rate}.',
  ],
  [
    ['economy'],
    '-',
    '{bank_long} relève ses taux à {rate}',
    'L’institution a justifié sa décision par la persistance de l’inflation.',
  ],
  [
    ['economy'],
    '0',
    'France : le taux de chômage stable au {q_short}',
    'Le nombre de demandeurs d’emploi est resté quasiment inchangé sur le trimestre, selon l’Insee.',
    { fixedCountries: ['FR'] },
  ],
  [
    ['economy'],
    '-',
    'La croissance française marque le pas au {q_short}',
    'Le PIB n’a progressé que de {pct_small}, pénalisé par le recul de la consommation des ménages.',
    { fixedCountries: ['FR'] },
  ],
  // business
  [
    ['business'],
    '0',
    '{co} va racheter une activité de {co2} pour {amount}',
    'L’opération entre {co_name} et {co2_name} doit encore recevoir le feu vert des autorités de la concurrence.',
  ],
  [
    ['business'],
    '+',
    '{co} relève ses objectifs annuels',
    '{co_short} table désormais sur une croissance de {pct_mid} de son chiffre d’affaires.',
  ],
  [
    ['business'],
    '-',
    '{co} va supprimer {cut_jobs} postes',
    '{co_name} veut réduire ses coûts de {amount_m} par an.',
  ],
  [
    ['business', 'markets'],
    '+',
    '{co} annonce un rachat d’actions de {amount}',
    'Le conseil de {co_name} a approuvé le programme, soutenu par une trésorerie abondante.',
  ],
  [
    ['business'],
    '0',
    '{co} nomme un nouveau directeur financier',
    '{co_name} précise que le nouveau directeur prendra ses fonctions le trimestre prochain.',
  ],
  [
    [],
    '0',
    '{co} présentera sa stratégie lors d’une journée investisseurs',
    'La présentation de {co_name} sera retransmise en direct sur son site internet.',
  ],
  // politics
  [
    ['politics', 'economy'],
    '-',
    'Budget : le gouvernement face à une motion de censure',
    'L’opposition reproche à l’exécutif d’avoir engagé sa responsabilité pour faire adopter le texte.',
    { fixedCountries: ['FR'] },
  ],
  [
    ['politics', 'business'],
    '-',
    'Des députés réclament des explications à {co}',
    'Ils veulent interroger les dirigeants de {co_name} sur leur politique de prix.',
  ],
  // geopolitics
  [
    ['geopolitics', 'markets'],
    '-',
    '{country} et {country2} : les tensions pèsent sur les marchés',
    'Les investisseurs se sont réfugiés dans l’or et les emprunts d’État.',
  ],
  [
    ['geopolitics', 'economy'],
    '0',
    '{country} et {country2} reprennent les discussions commerciales',
    'Aucune percée n’est attendue à court terme, selon des diplomates.',
    { countries: TRADE_PARTNERS },
  ],
  // regulation
  [
    ['regulation', 'business'],
    '-',
    '{co} visé par une enquête pour pratiques anticoncurrentielles',
    'Les autorités de la concurrence cherchent à déterminer si {co_name} a abusé de sa position dominante.',
  ],
  [
    ['regulation', 'business'],
    '-',
    'L’AMF sanctionne {co} d’une amende de {amount_m}',
    'Le gendarme de la Bourse reproche à {co_name} des manquements dans son information financière.',
    { companyCountries: ['FR'] },
  ],
  // technology
  [
    ['technology', 'business'],
    '+',
    '{co} dévoile une nouvelle puce dédiée à l’IA',
    '{co_name} promet des performances doublées pour une consommation réduite ; l’action a gagné {pct}.',
    { industries: CHIPMAKERS },
  ],
  [
    ['technology'],
    '-',
    'Panne géante chez {co}',
    'Les clients de {co_short} ont été privés de service pendant plusieurs heures à la suite d’une mise à jour défectueuse ; le titre a reculé de {pct_small}.',
    { sectors: [IT, COM] },
  ],
  // energy
  [
    ['energy', 'commodities'],
    '+',
    '{cmd} grimpe de {pct}',
    'Les cours ont atteint {cmd_price}, les pays producteurs maintenant leurs restrictions.',
    { commodities: ['energy'] },
  ],
  [
    ['energy', 'business'],
    '+',
    '{co} investit {amount} dans l’éolien en mer',
    'Le parc de {co_name} doit alimenter plus d’un million de foyers.',
    { industries: POWER },
  ],
  [
    ['energy', 'commodities'],
    '-',
    '{cmd} recule de {pct} sur des craintes pour la demande',
    'Des indicateurs économiques décevants ont ramené les cours à {cmd_price}.',
    { commodities: ['energy'] },
  ],
  // commodities
  [
    ['commodities'],
    '+',
    '{cmd} au plus haut depuis {n} mois',
    'Les cours s’établissent à {cmd_price}, soutenus par la demande des investisseurs.',
    { commodities: ['metals'] },
  ],
  [
    ['commodities', 'climate'],
    '-',
    '{cmd} s’envole, la sécheresse menace les récoltes',
    'Le manque de pluie dans les principales régions productrices a fait bondir les prix de {pct}.',
    { commodities: ['agri'] },
  ],
  // crypto
  [
    ['crypto', 'markets'],
    '+',
    '{coin} grimpe de {pct} à {coin_price}',
    'Les cryptoactifs profitent d’afflux vers les fonds indiciels cotés.',
  ],
  [
    ['crypto', 'markets'],
    '-',
    '{coin} dévisse de {pct}',
    'Des positions à effet de levier ont été liquidées en cascade ; {coin} est tombé à {coin_price}.',
  ],
  // health
  [
    ['health', 'business'],
    '+',
    '{co} : son traitement atteint son objectif principal en phase 3',
    'Les patients traités par le médicament de {co_short} ont montré une amélioration nette par rapport au placebo.',
    { industries: DRUGMAKERS },
  ],
  [
    ['health', 'business'],
    '-',
    '{co} suspend un essai clinique',
    '{co_name} a interrompu les inclusions après des effets secondaires graves.',
    { industries: DRUGMAKERS },
  ],
  // climate
  [
    ['climate', 'business'],
    '0',
    '{co} promet de réduire ses émissions de {pct_big} d’ici 2030',
    '{co_name} compte sur l’électricité renouvelable et des sites plus efficaces.',
  ],
  [
    ['climate', 'energy'],
    '-',
    'Canicule en {country} : le réseau électrique sous tension',
    'Les prix de l’électricité ont bondi avec une demande record pour la climatisation.',
    { countries: ['FR', 'ES', 'IT', 'IN'] },
  ],
  // security
  [
    ['security', 'technology'],
    '-',
    '{co} victime d’une cyberattaque',
    '{co_name} indique qu’un tiers non autorisé a accédé à une partie de ses systèmes.',
  ],
  [
    ['security', 'business'],
    '+',
    '{co} décroche un contrat de défense de {amount}',
    'La commande renforce le carnet de {co_name}.',
    { tickers: DEFENCE_TICKERS },
  ],
]);

export const FR_PARAGRAPHS: Paragraphs = {
  context: {
    markets: [
      'Les volumes d’échanges ont dépassé leur moyenne des trente derniers jours.',
      'Les opérateurs s’attendent à de nouveaux mouvements lors des prochaines séances.',
    ],
    economy: [
      'Les économistes interrogés anticipaient une évolution plus modeste.',
      'Ces chiffres comptent parmi les derniers avant la prochaine réunion de politique monétaire.',
    ],
    business: [
      'Le groupe donnera davantage de détails lors de sa prochaine publication trimestrielle.',
      'Selon des analystes, l’opération s’inscrit dans la stratégie présentée aux investisseurs.',
    ],
    politics: [
      'Le texte doit encore être examiné par le Sénat.',
      'Les sondages montrent un électorat divisé.',
    ],
    geopolitics: [
      'De nouvelles discussions sont prévues, sans date arrêtée.',
      'Les valeurs de la défense et de l’énergie ont été les plus sensibles à ces informations.',
    ],
    regulation: [
      'Les fédérations professionnelles ont annoncé qu’elles présenteraient leurs observations.',
      'La procédure pourrait durer plus d’un an.',
    ],
    technology: [
      'La demande de matériel pour centres de données soutient les résultats du secteur.',
      'Des concurrents devraient annoncer des produits similaires dans l’année.',
    ],
    energy: [
      'Les stocks restent inférieurs à leur moyenne sur cinq ans.',
      'Les raffineries tournent à un rythme élevé avant la haute saison.',
    ],
    commodities: [
      'Les acheteurs physiques restent prudents aux niveaux actuels.',
      'Les positions spéculatives ont évolué pour la troisième semaine consécutive.',
    ],
    crypto: [
      'Les volumes ont fortement augmenté sur les principales plateformes.',
      'La clarté réglementaire reste un enjeu clé pour les investisseurs institutionnels.',
    ],
    health: [
      'Les résultats complets seront présentés lors d’un prochain congrès médical.',
      'Les systèmes de santé cherchent à contenir la hausse du coût des médicaments.',
    ],
    climate: [
      'L’objectif est conforme aux engagements de l’accord de Paris.',
      'Les assureurs alertent sur le coût croissant des événements climatiques extrêmes.',
    ],
    security: [
      'Les agences de cybersécurité alertent sur la hausse des attaques contre les infrastructures critiques.',
      'L’enquête est en cours.',
    ],
  },
  general: [
    'La direction fera également le point sur sa stratégie.',
    'Une rediffusion sera disponible sur le site dédié aux investisseurs.',
  ],
  tone: {
    positive: [
      'Les investisseurs ont salué l’annonce et plusieurs analystes ont relevé leurs objectifs de cours.',
      'La nouvelle est meilleure que ce qu’attendait la plupart des intervenants.',
      'La direction constate que la dynamique se poursuit ce trimestre.',
    ],
    neutral: [
      'La réaction du marché est restée mesurée.',
      'Il est trop tôt pour en mesurer l’impact à long terme, selon des analystes.',
      'Les objectifs annuels sont inchangés.',
    ],
    negative: [
      'L’annonce ravive les inquiétudes qui pèsent sur le titre depuis des mois.',
      'Plusieurs analystes ont abaissé leurs prévisions.',
      'Les critiques y voient la confirmation de faiblesses déjà signalées.',
    ],
  },
  close: [
    'Le groupe n’a pas souhaité faire de commentaire supplémentaire.',
    'De plus amples détails sont attendus dans les prochaines semaines.',
  ],
  update: ' (Mis à jour avec des précisions.)',
};
