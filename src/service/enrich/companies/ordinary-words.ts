/**
 * @module Company names that are ordinary words in some language ("aviva" is a Spanish and Portuguese verb,
 * "Allianz" a German noun). They match only as capitalised, and in text of those languages only with company
 * context near the mention, since a capital there may just open a sentence.
 */

/** Keyed by the alias as the seed spells it → ISO 639-1 languages in which it is an ordinary word. */
export const ORDINARY_WORD_NAMES: Readonly<Record<string, readonly string[]>> = {
  Aviva: ['es', 'pt'],
  Allianz: ['de'],
  Linde: ['de'],
  Safran: ['fr'],
  Generali: ['it'],
  Continental: ['de', 'fr', 'es', 'it', 'pt'],
  'Det Norske': ['no', 'nb', 'nn', 'da'],
  'Det norske oljeselskap': ['no', 'nb', 'nn'],
  // Former listings (seed-rows-former.ts).
  Logica: ['es', 'it', 'pt'],
};
