/** @module Words that mark company news near a mention, beyond the English ones, by ISO 639-1 language. */
import { phraseKeys } from './tokens';

const BY_LANGUAGE: Readonly<Record<string, string>> = {
  es:
    'acciones,accion,bolsa,beneficio,beneficios,ganancias,perdidas,ventas,ingresos,resultados,dividendo,' +
    'millones,euros,dolares,empresa,compania,grupo,aseguradora,banco,trimestre,inversores,cotizacion,ibex,opa',
  pt:
    'acoes,bolsa,lucro,lucros,prejuizo,vendas,receita,resultados,dividendos,milhoes,bilhoes,empresa,companhia,' +
    'grupo,seguradora,banco,trimestre,investidores,ibovespa',
  fr:
    'actions,action,bourse,benefice,chiffre d affaires,resultats,dividende,millions,milliards,euros,entreprise,' +
    'societe,groupe,assureur,trimestre,investisseurs,cac,rachat,titre,cours',
  de:
    'aktie,aktien,borse,boerse,gewinn,umsatz,quartal,dividende,millionen,milliarden,euro,konzern,unternehmen,' +
    'versicherer,anleger,dax,ubernahme,prognose,kurs,gruppe',
  it:
    'azioni,borsa,utile,utili,ricavi,fatturato,risultati,dividendo,milioni,miliardi,euro,societa,gruppo,' +
    'assicurazioni,assicuratore,trimestre,investitori,ftse mib,piazza affari',
};

const KEYS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(BY_LANGUAGE).map(([lang, words]) => [lang, phraseKeys(words.split(','))]),
);

/** Finance words of `language` (whole-word phrase keys); none for English or an unknown language. */
export function financeWordsOf(language: string | undefined): readonly string[] {
  return (language !== undefined && KEYS[language]) || [];
}
