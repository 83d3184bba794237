/**
 * @module REST's refusal table: each refusal of a prepared search → its HTTP error with the exact contract
 * body. v1 and v2 answer these two the same way (their validation bodies differ, not these).
 */
import { ERROR_TEXT } from '../../contract';
import type { UnlimitedSearchRefusal } from '../search/prepare-search';
import { forbidden, queryError, type HttpError } from '../http/http-error';

export function searchRefusal(refusal: UnlimitedSearchRefusal): HttpError {
  switch (refusal.code) {
    case 'query-syntax':
      return queryError(refusal.error.message);
    case 'content-not-in-plan':
      return forbidden(ERROR_TEXT.contentForbidden);
  }
}
