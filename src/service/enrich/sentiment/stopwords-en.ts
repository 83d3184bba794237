/** @module stopwordsEnglish: stemmed English function words left out of the feature bag. */
// Why: in the tweet training data, articles and prepositions mark well-formed (mostly neutral) headlines, so they
// learn a neutral weight that then piles up in every full news sentence; they carry no sentiment themselves.
import { stemmer } from '@orama/stemmers/english';

export const STOPWORDS = new Set(
  `a an the of for with to in on at by from into onto about as per via and or but nor so if then than that this these
  those there here it its it's itself he him his she her they them their theirs we us our you your i me my be is are
  was were been being am has have had having do does did will would shall should can could may might must which who
  whom whose what when where while said says say also just such other another any each both some same its own`
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => stemmer(w.replace(/'s$|'/g, ''))),
);
