/** @module Spanish headline templates and article paragraphs of the demo corpus. */
import { SECTORS } from '../companies/seed-companies';
import type { Paragraphs } from './content';
import { CHIPMAKERS, DEFENCE_TICKERS, DRUGMAKERS, POWER } from './picks';
import { defineTemplates } from './template';
import { TRADE_PARTNERS } from './vocab';

const { IT, COM } = SECTORS;

export const ES_TEMPLATES = defineTemplates('es', [
  // markets
  [
    ['markets', 'business'],
    '+',
    'Las acciones de {co} suben un {pct} tras superar las previsiones',
    '{co_name} presentó unos ingresos y beneficios del {quarter} por encima de lo esperado por los analistas.',
  ],
  [
    ['markets', 'business'],
    '-',
    '{co} se desploma un {pct} tras rebajar sus previsiones',
    '{co_short} recortó su objetivo anual por una demanda más débil de lo previsto.',
  ],
  [
    ['markets'],
    '+',
    'El {index} cierra en máximos históricos impulsado por {co_short}',
    'El índice subió un {pct_small} hasta los {level} puntos, con {co_name} entre los valores más alcistas.',
  ],
  [
    ['markets'],
    '-',
    'El {index} cae un {pct_idx} en una jornada de ventas generalizadas',
    'Los inversores vendieron en todos los sectores y el índice cerró en {level} puntos.',
  ],
  [
    ['markets'],
    '0',
    '{co} apenas se mueve tras su junta de accionistas',
    'Los accionistas de {co_name} aprobaron todos los puntos del orden del día.',
  ],
  // economy
  [
    ['economy'],
    '-',
    'La inflación en {country} se acelera hasta el {pct_cpi} en {month}',
    'Los precios subieron más de lo previsto, lo que aleja las bajadas de tipos.',
    { countries: ['ES', 'MX', 'US', 'DE', 'FR', 'IT', 'BR', 'AR'] },
  ],
  [
    ['economy'],
    '+',
    'La inflación en {country} se modera hasta el {pct_cpi}',
    'Las presiones sobre los precios siguieron remitiendo en {month}.',
    { countries: ['ES', 'MX', 'US', 'DE', 'FR', 'IT', 'BR'] },
  ],
  [
    ['economy'],
    '0',
    '{bank_long} mantiene los tipos en el {rate}',
    'La institución prefiere esperar a tener más datos antes de mover su política monetaria.',
  ],
  [
    ['economy', 'markets'],
    '+',
    '{bank_long} recorta los tipos en {bps}',
    'La decisión impulsó a las bolsas y a los bonos; el tipo de referencia queda en el {rate}.',
  ],
  [
    ['economy'],
    '-',
    '{bank_long} sube los tipos hasta el {rate}',
    'La institución justificó la decisión por la persistencia de la inflación.',
  ],
  [
    ['economy'],
    '+',
    'El paro en España baja en {month}',
    'El número de desempleados registrados cayó por tercer mes consecutivo.',
    { fixedCountries: ['ES'] },
  ],
  [
    ['economy'],
    '+',
    '{country}: el PIB crece un {pct_small} en el {quarter}, más de lo esperado',
    'El consumo de los hogares y la inversión impulsaron la actividad.',
    { countries: ['ES', 'MX', 'BR', 'US'] },
  ],
  // business
  [
    ['business'],
    '0',
    '{co} comprará un negocio de {co2} por {amount}',
    'La operación entre {co_name} y {co2_name} aún necesita la autorización de las autoridades de competencia.',
  ],
  [
    ['business'],
    '+',
    '{co} eleva sus previsiones para el año',
    '{co_short} espera ahora que sus ingresos crezcan un {pct_mid} gracias a la fuerte demanda.',
  ],
  [
    ['business'],
    '-',
    '{co} recortará {cut_jobs} empleos',
    '{co_name} busca ahorrar {amount_m} al año con su plan de reestructuración.',
  ],
  [
    ['business', 'markets'],
    '+',
    '{co} anuncia una recompra de acciones por {amount}',
    'El consejo de {co_name} aprobó el programa gracias a su sólida generación de caja.',
  ],
  [
    ['business'],
    '0',
    '{co} nombra nuevo director financiero',
    '{co_name} informó de que el nuevo responsable asumirá el cargo el próximo trimestre.',
  ],
  [
    [],
    '0',
    '{co} celebrará su día del inversor la próxima semana',
    'La presentación de {co_name} podrá seguirse en directo a través de su página web.',
  ],
  // politics
  [
    ['politics', 'economy'],
    '0',
    'El Gobierno aprueba el proyecto de presupuestos',
    'Las cuentas se remitirán al Congreso, donde el Ejecutivo necesita el apoyo de sus socios.',
    { fixedCountries: ['ES'] },
  ],
  [
    ['politics', 'business'],
    '-',
    'Diputados piden explicaciones a {co} por sus precios',
    'Los parlamentarios quieren que los directivos de {co_name} comparezcan ante la comisión.',
  ],
  [
    ['politics', 'economy'],
    '0',
    '{country} celebra elecciones con la economía como principal preocupación',
    'Los mercados siguen de cerca las propuestas fiscales de los candidatos.',
    { countries: ['MX', 'AR', 'BR', 'ES', 'US'] },
  ],
  // geopolitics
  [
    ['geopolitics', 'markets'],
    '-',
    'Las tensiones entre {country} y {country2} sacuden los mercados',
    'Los inversores se refugiaron en el oro y la deuda pública.',
  ],
  [
    ['geopolitics', 'economy'],
    '0',
    '{country} y {country2} retoman las conversaciones comerciales',
    'Los analistas no esperan avances significativos a corto plazo.',
    { countries: TRADE_PARTNERS },
  ],
  // regulation
  [
    ['regulation', 'business'],
    '-',
    'Abren una investigación a {co} por posibles prácticas anticompetitivas',
    'Las autoridades de competencia analizan si {co_name} abusó de su posición dominante.',
  ],
  [
    ['regulation', 'business'],
    '-',
    'La CNMV multa a {co} con {amount_m}',
    'El supervisor considera que {co_name} incumplió sus obligaciones de información.',
    { companyCountries: ['ES'] },
  ],
  // technology
  [
    ['technology', 'business'],
    '+',
    '{co} presenta un nuevo chip de inteligencia artificial',
    '{co_name} asegura que duplica el rendimiento con menor consumo; la acción subió un {pct}.',
    { industries: CHIPMAKERS },
  ],
  [
    ['technology'],
    '-',
    'Caída global de los servicios de {co}',
    'Los usuarios de {co_short} sufrieron interrupciones durante varias horas por una actualización defectuosa; la acción cedió un {pct_small}.',
    { sectors: [IT, COM] },
  ],
  // energy
  [
    ['energy', 'commodities'],
    '+',
    '{cmd} sube un {pct} por la menor oferta',
    'Los precios alcanzaron {cmd_price} después de que los productores mantuvieran sus recortes.',
    { commodities: ['energy'] },
  ],
  [
    ['energy', 'business'],
    '+',
    '{co} invertirá {amount} en renovables',
    'El plan de {co_name} incluye nuevos parques eólicos y solares.',
    { industries: POWER },
  ],
  // commodities
  [
    ['commodities'],
    '+',
    '{cmd} toca máximos de {n} meses',
    'La cotización llegó a {cmd_price} por la demanda de los inversores.',
    { commodities: ['metals'] },
  ],
  [
    ['commodities', 'climate'],
    '-',
    '{cmd} se dispara por la sequía en {country}',
    'La falta de lluvias en las principales zonas productoras ha elevado los precios un {pct}.',
    { commodities: ['agri'], countries: ['BR', 'AR', 'CI', 'IN'] },
  ],
  // crypto
  [
    ['crypto', 'markets'],
    '+',
    '{coin} sube un {pct} hasta los {coin_price}',
    'Los criptoactivos se benefician de la entrada de dinero en fondos cotizados.',
  ],
  [
    ['crypto', 'markets'],
    '-',
    '{coin} se desploma un {pct}',
    'Se liquidaron posiciones apalancadas en cadena; {coin} cayó hasta los {coin_price}.',
  ],
  // health
  [
    ['health', 'business'],
    '+',
    'El fármaco de {co} cumple su objetivo principal en fase 3',
    'Los pacientes tratados con el medicamento de {co_short} mostraron una mejora clara frente al placebo.',
    { industries: DRUGMAKERS },
  ],
  [
    ['health', 'business'],
    '-',
    '{co} suspende un ensayo clínico por problemas de seguridad',
    '{co_name} dejó de incluir pacientes tras detectar efectos adversos graves.',
    { industries: DRUGMAKERS },
  ],
  // climate
  [
    ['climate', 'business'],
    '0',
    '{co} se compromete a reducir sus emisiones un {pct_big} para 2030',
    '{co_name} apostará por la electricidad renovable y plantas más eficientes.',
  ],
  [
    ['climate', 'energy'],
    '-',
    'Ola de calor en {country}: la demanda eléctrica bate récords',
    'Los precios de la electricidad se dispararon por el uso masivo del aire acondicionado.',
    { countries: ['ES', 'MX', 'IN', 'IT', 'FR'] },
  ],
  // security
  [
    ['security', 'technology'],
    '-',
    '{co} sufre un ciberataque que afecta a datos de clientes',
    '{co_name} detectó un acceso no autorizado a parte de sus sistemas.',
  ],
  [
    ['security', 'business'],
    '+',
    '{co} gana un contrato de defensa de {amount}',
    'El pedido refuerza la cartera de {co_name}.',
    { tickers: DEFENCE_TICKERS },
  ],
]);

export const ES_PARAGRAPHS: Paragraphs = {
  context: {
    markets: [
      'El volumen de negociación superó la media de los últimos treinta días.',
      'Los operadores esperan más volatilidad en las próximas sesiones.',
    ],
    economy: [
      'Los economistas consultados esperaban un cambio menor.',
      'Los datos son de los últimos relevantes antes de la próxima reunión del banco central.',
    ],
    business: [
      'La compañía dará más detalles con sus próximos resultados trimestrales.',
      'Los analistas consideran que el movimiento encaja con la estrategia presentada.',
    ],
    politics: [
      'El texto aún debe superar la votación en el Senado.',
      'Las encuestas muestran un electorado dividido.',
    ],
    geopolitics: [
      'Están previstas nuevas reuniones, aunque sin fecha.',
      'Los valores de defensa y energía fueron los más sensibles a las noticias.',
    ],
    regulation: [
      'Las patronales anunciaron que presentarán alegaciones.',
      'Los expertos prevén un procedimiento de al menos un año.',
    ],
    technology: [
      'La demanda de equipos para centros de datos impulsa los resultados del sector.',
      'Se espera que los competidores presenten productos similares este año.',
    ],
    energy: [
      'Los inventarios siguen por debajo de la media de cinco años.',
      'Las refinerías operan a un ritmo elevado antes de la temporada alta.',
    ],
    commodities: [
      'Los compradores físicos se muestran prudentes a estos precios.',
      'Las posiciones especulativas cambiaron por tercera semana consecutiva.',
    ],
    crypto: [
      'El volumen en las principales plataformas aumentó con fuerza.',
      'La claridad regulatoria sigue siendo clave para los inversores institucionales.',
    ],
    health: [
      'Los resultados completos se presentarán en un próximo congreso médico.',
      'Los sistemas sanitarios buscan contener el coste de los medicamentos.',
    ],
    climate: [
      'El objetivo está en línea con el Acuerdo de París.',
      'Las aseguradoras advierten del creciente coste de los fenómenos extremos.',
    ],
    security: [
      'Las agencias de ciberseguridad alertan de un aumento de los ataques contra infraestructuras críticas.',
      'La investigación sigue abierta.',
    ],
  },
  general: [
    'La dirección también actualizará su estrategia.',
    'La grabación estará disponible en la web para inversores.',
  ],
  tone: {
    positive: [
      'Los inversores acogieron bien la noticia y varios analistas elevaron sus precios objetivo.',
      'El anuncio superó lo que esperaba la mayoría del mercado.',
      'La dirección asegura que el impulso continúa este trimestre.',
    ],
    neutral: [
      'La reacción del mercado fue moderada.',
      'Los analistas creen que es pronto para valorar el impacto a largo plazo.',
      'Las previsiones anuales no cambian.',
    ],
    negative: [
      'La noticia aviva las dudas que pesan sobre el valor desde hace meses.',
      'Varios analistas rebajaron sus previsiones tras el anuncio.',
      'Los críticos ven confirmadas debilidades ya conocidas.',
    ],
  },
  close: ['La compañía no quiso hacer más comentarios.', 'Se esperan más detalles en las próximas semanas.'],
  update: ' (Actualizada con más detalles.)',
};
