/**
 * @module Consent walls served at the article's own URL (no redirect for redirect-wall.ts to see): the
 * consent platforms' dialogs and consent forms in the markup, and the wording of a wall whose markup names
 * no platform.
 */

/** Containers of the consent platforms news sites embed; never part of an article. */
const CONSENT_PLATFORM_UI = [
  // OneTrust
  '#onetrust-consent-sdk',
  '#onetrust-banner-sdk',
  '#onetrust-pc-sdk',
  // Quantcast Choice
  '#qc-cmp2-container',
  '#qc-cmp2-ui',
  '.qc-cmp2-container',
  // Didomi
  '#didomi-host',
  '#didomi-notice',
  '#didomi-popup',
  // Sourcepoint
  '[id^="sp_message_container"]',
  // Cookiebot, Usercentrics, TrustArc, consentmanager.net, Google Funding Choices
  '#CybotCookiebotDialog',
  '#usercentrics-root',
  '#truste-consent-track',
  '#truste_box_overlay',
  '#cmpbox',
  '.fc-consent-root',
].join(', ');

/** Hosts consent forms post to: consent.yahoo.com, guce.yahoo.com, consent.google.com… */
const CONSENT_HOST_LABELS = new Set(['consent', 'guce']);

function postsToConsentHost(form: HTMLFormElement): boolean {
  try {
    const target = new URL(form.action);
    return (
      CONSENT_HOST_LABELS.has(target.hostname.split('.')[0] ?? '') ||
      /\/collectconsent\b/i.test(target.pathname)
    );
  } catch {
    return false;
  }
}

/**
 * A consent dialog's answer buttons, by their whole label: no article has a button or link that reads so,
 * while a wall in a site's own markup (no platform container) still has them. Not "Cookie settings" or
 * "Manage cookies": many sites link those from every page's footer.
 */
const CONSENT_BUTTON_LABEL =
  /^(?:(?:accept|reject|allow|refuse|decline|deny) all(?: cookies)?|accept (?:all )?cookies|(?:agree|accept) and (?:close|continue)|tout accepter|tout refuser|alle akzeptieren|alle ablehnen)$/i;
const CONTROLS = 'button, a, [role="button"], input[type="submit"], input[type="button"]';

function controlLabel(control: Element): string {
  const label =
    control.textContent?.trim() || control.getAttribute('value') || control.getAttribute('aria-label');
  return (label ?? '').replace(/\s+/g, ' ').trim();
}

const hasConsentButtons = (document: Document): boolean =>
  Array.from(document.querySelectorAll(CONTROLS)).some((control) =>
    CONSENT_BUTTON_LABEL.test(controlLabel(control)),
  );

/**
 * Removes the consent platforms' dialogs and the forms posting to a consent host, so their words never become
 * an article's text. True when the page had consent markup (those, or a consent dialog's buttons): on an
 * article page it sits beside the article, on a wall it is all there is.
 */
export function removeConsentUi(document: Document): boolean {
  const found = [
    ...Array.from(document.querySelectorAll(CONSENT_PLATFORM_UI)),
    ...Array.from(document.forms).filter(postsToConsentHost),
  ];
  for (const element of found) element.remove();
  return found.length > 0 || hasConsentButtons(document);
}

/** What a consent dialog asks the reader to do: the words of its buttons. */
const CONSENT_ACTIONS = [
  /\b(?:accept|reject|allow|refuse|decline) all\b/i,
  /\bi (?:agree|accept)\b/i,
  /\b(?:agree|accept) and continue\b/i,
  /\baccept (?:all )?cookies\b/i,
  /\bmanage (?:cookie |privacy |consent )?(?:preferences|settings|options|choices)\b/i,
  /\bmore options\b/i,
];

/** What a consent dialog says the data is for: the TCF purposes and the platforms' stock sentences. */
const CONSENT_PURPOSES = [
  /\bwe and our (?:\d+ )?(?:\w+ )?partners\b/i,
  /\bstore and\/or access information\b/i,
  /\bpersonali[sz]ed (?:ads|advertising|content)\b/i,
  /\b(?:ad|ads) and content measurement\b/i,
  /\blegitimate interest\b/i,
  /\b(?:we|this (?:web)?site) uses? cookies\b/i,
  /\bwe value your privacy\b/i,
  /\bbefore you continue\b/i,
  /\btransparency (?:&|and) consent framework\b/i,
  /\bwithdraw (?:your )?consent\b/i,
];

const CONSENT_WORDING = [...CONSENT_ACTIONS, ...CONSENT_PURPOSES];

/** Below this much text of its own a page has no article to offer. */
const ARTICLE_CHARS = 200;
/** A consent wall's wording runs to 400–2,500 characters; a brief that quotes a button is far shorter. */
const WALL_WORDING_CHARS = 300;
/** A wall's stock sentences, several at once; an article about consent quotes one or two. */
const WALL_PHRASES = 4;

const mentions = (text: string, phrases: RegExp[]): boolean => phrases.some((phrase) => phrase.test(text));

/**
 * Whether an extracted text is a consent wall's rather than an article's. Its paragraphs are consent wording
 * (a consent dialog's stock phrases: its buttons, its purposes) or the rest. A wall is either a page with
 * consent markup (see removeConsentUi) whose rest is next to nothing, or a text of wall-length wording,
 * naming actions and purposes in several stock phrases, at least twice as long as its rest. Topic words
 * (cookies, privacy, GDPR, consent) never count, so an article about a privacy fine, or one ending in a cookie
 * notice, stays an article.
 */
export function isConsentWall(text: string, hadConsentUi: boolean): boolean {
  let wordingChars = 0;
  let otherChars = 0;
  for (const paragraph of text.split('\n\n')) {
    if (mentions(paragraph, CONSENT_WORDING)) wordingChars += paragraph.length;
    else otherChars += paragraph.length;
  }
  if (hadConsentUi && otherChars < ARTICLE_CHARS) return true;
  return (
    wordingChars >= WALL_WORDING_CHARS &&
    wordingChars >= 2 * otherChars &&
    mentions(text, CONSENT_ACTIONS) &&
    mentions(text, CONSENT_PURPOSES) &&
    CONSENT_WORDING.filter((phrase) => phrase.test(text)).length >= WALL_PHRASES
  );
}
