/**
 * @module MCP's refusal table: each refusal of a prepared search → the tool failure protocols §6 asks for
 * (`Error: <the REST message>` in an isError result; a plan's refusal answers HTTP 403).
 */
import { ERROR_TEXT } from '../../../contract';
import type { UnlimitedSearchRefusal } from '../../search/prepare-search';
import { ToolFailure } from './tool-failure';

export function toolRefusal(refusal: UnlimitedSearchRefusal): ToolFailure {
  switch (refusal.code) {
    case 'query-syntax':
      return new ToolFailure(refusal.error.message);
    case 'content-not-in-plan':
      return new ToolFailure(ERROR_TEXT.contentForbidden, 403);
  }
}
