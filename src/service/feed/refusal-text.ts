/**
 * @module The live streams' refusal table: each refusal of a prepared search → the text of the `error`
 * frame a subscription is answered with (the REST message; the raw stream's own text for a query field).
 */
import { ERROR_TEXT, LIVE_TEXT } from '../../contract';
import type { SearchRefusal } from '../search/prepare-search';

export function refusalText(refusal: SearchRefusal): string {
  switch (refusal.code) {
    case 'query-syntax':
      return refusal.error.message;
    case 'query-field':
      return LIVE_TEXT.rawQueryField(refusal.field);
    case 'content-not-in-plan':
      return ERROR_TEXT.contentForbidden;
  }
}
