/**
 * @module Test support: a person at the MCP authorization page, played over real HTTP. Opens the page,
 * reads its form, submits it with an API key and reports where the server sends the browser.
 */

const HIDDEN_INPUT = /<input type="hidden" name="([^"]+)" value="([^"]*)">/g;
const FORM_ACTION = /<form method="post" action="([^"]*)">/;

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The hidden fields of the authorization form, as a browser would submit them. */
export function formFields(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(HIDDEN_INPUT)].map((m) => [m[1], unescapeHtml(m[2] ?? '')]));
}

export interface UserOutcome {
  /** The status of the page, then of the submit. */
  pageStatus: number;
  submitStatus: number;
  /** Where the submit redirects (absent when it does not). */
  location: string | null;
  /** The HTML of the last answer that was a page. */
  html: string;
}

/** Opens `authorizeUrl`, types `apiKey` into the form and submits it, never following a redirect. */
export async function authorizeAsUser(authorizeUrl: string, apiKey: string): Promise<UserOutcome> {
  const page = await fetch(authorizeUrl, { redirect: 'manual' });
  const html = await page.text();
  const action = FORM_ACTION.exec(html)?.[1];
  if (page.status !== 200 || action === undefined) {
    return { pageStatus: page.status, submitStatus: 0, location: page.headers.get('location'), html };
  }
  const submit = await fetch(new URL(unescapeHtml(action), authorizeUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...formFields(html), api_key: apiKey }),
  });
  return {
    pageStatus: page.status,
    submitStatus: submit.status,
    location: submit.headers.get('location'),
    html: await submit.text(),
  };
}
