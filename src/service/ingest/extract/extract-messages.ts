/** @module The task the extraction pool hands its worker threads (structured-clone safe). */

export interface ExtractRequest {
  html: string;
  url: string;
}
