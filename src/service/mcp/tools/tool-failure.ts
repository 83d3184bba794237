/**
 * @module ToolFailure: a tool call that fails as protocols §6 says, with `Error: <the REST message>` in
 * an isError result. Most answer HTTP 200; a plan's refusal answers 403 and a limit's 429.
 */
export type ToolFailureStatus = 200 | 403 | 429;

export class ToolFailure extends Error {
  constructor(
    message: string,
    readonly httpStatus: ToolFailureStatus = 200,
  ) {
    super(message);
  }
}
