/**
 * @module The authorization page a person sees: which application asks, one field for the API key,
 * allow or cancel; and the error page. Self-contained (no external assets, inline style only, system
 * font, dark mode by prefers-color-scheme); every echoed value is HTML-escaped.
 */
import type { AuthorizeParams } from '../../../contract/mcp/oauth';
import type { PageError } from './authorize-request';
import type { ClientPayload } from './credentials';

/** Sent with every page: never cached, never framed, no referrer leaking the request to the client. */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  // No form-action: Chrome applies it to the redirect that follows the submit.
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f7f9; --card: #fff; --text: #1b1f24; --muted: #57606a;
  --border: #d0d7de; --accent: #0b5cad; --accent-text: #fff; --alert-bg: #fff1f0; --alert: #a40e26; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --card: #161b22; --text: #e6edf3;
  --muted: #9da7b3; --border: #30363d; --accent: #4493f8; --accent-text: #0d1117; --alert-bg: #2d1215;
  --alert: #ff8182; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
  background: var(--bg); color: var(--text); line-height: 1.5;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: 100%; max-width: 28rem; background: var(--card); border: 1px solid var(--border);
  border-radius: 12px; padding: 1.75rem; }
h1 { font-size: 1.35rem; margin: 0 0 1rem; }
p { margin: 0 0 1rem; }
main > :last-child { margin-bottom: 0; }
#key-help { margin: 0.4rem 0 0; }
.muted { color: var(--muted); font-size: 0.925rem; }
.alert { background: var(--alert-bg); color: var(--alert); border-radius: 8px; padding: 0.75rem; }
label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
input[type=password] { width: 100%; font: inherit; padding: 0.6rem 0.7rem; border-radius: 8px;
  border: 1px solid var(--border); background: var(--bg); color: var(--text); }
.actions { display: flex; gap: 0.75rem; align-items: center; margin-top: 1.25rem; }
button, .secondary { font: inherit; font-weight: 600; padding: 0.6rem 1.1rem; border-radius: 8px;
  cursor: pointer; text-decoration: none; }
button { background: var(--accent); color: var(--accent-text); border: 1px solid var(--accent); }
.secondary { color: var(--text); border: 1px solid var(--border); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface ConsentPage {
  params: AuthorizeParams;
  client: ClientPayload;
  /** Where Cancel goes: the redirect URI with error=access_denied. */
  cancelLocation: string;
  /** The form's action, relative to the page's own address. */
  formAction: string;
  /** Proves on submit that the form came from this page, for these parameters. */
  formToken: string;
  /** Why the previous attempt was refused. */
  problem?: string;
}

export function renderConsentPage(p: ConsentPage): string {
  const hidden = Object.entries(p.params)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .concat(`<input type="hidden" name="form_token" value="${escapeHtml(p.formToken)}">`)
    .join('\n');
  const who = p.client.client_name ? escapeHtml(p.client.client_name) : 'An application';
  const host = escapeHtml(new URL(p.params.redirect_uri).host);
  const problem = p.problem
    ? `<p class="alert" role="alert" id="problem">${escapeHtml(p.problem)}</p>\n`
    : '';
  const describedBy = p.problem ? 'problem key-help' : 'key-help';
  return page(
    'Connect to Newsroom',
    `<h1>Connect to Newsroom</h1>
<p><strong>${who}</strong> asks to use the Newsroom news tools (search articles, read an article, list sources) with your API key.</p>
<p class="muted">After you allow it, you go back to <strong>${host}</strong>.</p>
${problem}<form method="post" action="${escapeHtml(p.formAction)}">
${hidden}
<label for="api_key">API key</label>
<input id="api_key" name="api_key" type="password" autocomplete="off" spellcheck="false" required autofocus maxlength="256" aria-describedby="${describedBy}">
<p class="muted" id="key-help">It starts with nr_. The application receives it as its access token and can use it as you can, within your plan, until the key is revoked.</p>
<div class="actions">
<button type="submit">Allow access</button>
<a class="secondary" href="${escapeHtml(p.cancelLocation)}">Cancel</a>
</div>
</form>`,
  );
}

/** The error page: what went wrong for a person, and the OAuth error for whoever debugs the application. */
export function renderErrorPage(message: string, oauthError?: PageError): string {
  const detail = oauthError
    ? `\n<p class="muted">Error: <code id="error">${escapeHtml(oauthError.error)}</code> — <span id="error_description">${escapeHtml(oauthError.description)}</span></p>`
    : '';
  return page(
    'Cannot connect to Newsroom',
    `<h1>Cannot connect to Newsroom</h1>
<p class="alert" role="alert">${escapeHtml(message)}</p>${detail}`,
  );
}
