import { describe, expect, it } from 'vitest';
import { isConsentWall } from './consent-wall';
import { extractArticle } from './extract-article';

const ARTICLE_URL = 'https://news.example.com/markets/2026/11/25/example-corp-fined';
const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><title>Example Corp fined | Example News</title>
  <meta property="og:image" content="https://cdn.example.com/lead.jpg">
  <meta property="article:published_time" content="2026-11-25T09:55:00Z">${head}</head><body>${body}</body></html>`;

/** The paragraphs of a consent platform's dialog, as the TCF wording and the platforms' copy run. */
const TCF_NOTICE = [
  'We and our 842 partners store and/or access information on a device, such as cookies and unique identifiers, and process personal data for personalised ads and content, ad and content measurement, audience research and services development.',
  'With your permission we and our partners may use precise geolocation data and identification through device scanning. You may click to consent to our and our partners’ processing as described above.',
  'Alternatively you may access more detailed information and change your preferences before consenting or to refuse consenting. Some processing of your personal data may not require your consent, but you have a right to object to such processing based on legitimate interest.',
  'Your preferences will apply to this website only. You can change your preferences or withdraw your consent at any time by returning to this site and clicking the Privacy link at the bottom of the page.',
];
const paragraphs = (texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

const WALLS: { name: string; html: string }[] = [
  {
    name: 'a Yahoo (guce) consent form posting to consent.yahoo.com',
    html: page(`<div class="wrapper"><div class="logo">Yahoo</div>
      <form method="post" class="consent-form" action="https://consent.yahoo.com/v2/collectConsent?sessionId=3_cc-session_0d1c">
        <h2>Yahoo is part of the Yahoo family of brands</h2>
        <p>The sites and apps that we own and operate, including Yahoo and AOL, and our digital advertising service, Yahoo Advertising.</p>
        <h3>Yahoo family of brands</h3>
        <p>When you use our sites and apps, we use cookies to provide our sites and apps to you, authenticate users, apply security measures, prevent spam and abuse, and measure your use of our sites and apps.</p>
        <p>If you click ‘Accept all’, we and our partners, including 241 who are part of the IAB Transparency &amp; Consent Framework, will also store and/or access information on a device and use precise geolocation data for personalised advertising and content, ad and content measurement, audience research and services development.</p>
        <p>If you do not want us and our partners to use cookies and personal data for these additional purposes, click ‘Reject all’. If you would like to customise your choices, click ‘Manage privacy settings’.</p>
        <button name="agree" value="agree">Accept all</button><button name="reject" value="reject">Reject all</button>
        <a href="/v2/partners">Manage privacy settings</a>
      </form></div>`),
  },
  {
    name: 'the same form served at the article URL, posting to a relative /v2/collectConsent',
    html: page(`<form method="post" class="consent-form" action="/v2/collectConsent?sessionId=3_cc-session_0d1c">
      <h2>Yahoo is part of the Yahoo family of brands</h2>${paragraphs(TCF_NOTICE)}
      <button>Accept all</button><button>Reject all</button></form>`),
  },
  {
    name: 'Google’s “Before you continue” (text outside its consent.google.com forms)',
    html: page(`<div class="dialog"><h1>Before you continue to Google</h1>
      <div>We use cookies and data to</div>
      <ul><li>Deliver and maintain Google services</li><li>Track outages and protect against spam, fraud and abuse</li>
      <li>Measure audience engagement and site statistics to understand how our services are used and enhance the quality of those services</li></ul>
      <div>If you choose to “Accept all”, we will also use cookies and data to</div>
      <ul><li>Develop and improve new services</li><li>Deliver and measure the effectiveness of ads</li>
      <li>Show personalised content, depending on your settings</li><li>Show personalised ads, depending on your settings</li></ul>
      <div>If you choose to “Reject all”, we will not use cookies for these additional purposes.</div>
      <div>Non-personalised content is influenced by things like the content that you’re currently viewing, activity in your active search session and your location. Non-personalised ads are influenced by the content that you’re currently viewing and your general location. Personalised content and ads can also include more relevant results, recommendations and tailored ads based on past activity from this browser.</div>
      <div>Select “More options” to see additional information, including details about managing your privacy settings. You can also visit the privacy tools page at any time.</div>
      <form action="https://consent.google.com/save" method="POST"><button>Reject all</button></form>
      <form action="https://consent.google.com/save" method="POST"><button>Accept all</button></form>
      <a href="https://consent.google.com/d?continue=x">More options</a></div>`),
  },
  {
    name: 'a OneTrust banner with nothing else',
    html: page(`<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" role="region" aria-label="Cookie banner">
      <h2>We value your privacy</h2>${paragraphs(TCF_NOTICE.slice(0, 2))}
      <button id="onetrust-accept-btn-handler">Accept All Cookies</button><button>Reject All</button>
      <button>Cookie Settings</button></div></div>
      <main><p>Please enable cookies to continue reading.</p></main>`),
  },
  {
    name: 'a Quantcast Choice (qc-cmp2) dialog',
    html: page(`<div id="qc-cmp2-container"><div id="qc-cmp2-ui" role="dialog"><h2>We value your privacy</h2>
      ${paragraphs(TCF_NOTICE)}<button>MORE OPTIONS</button><button>DISAGREE</button><button>AGREE</button></div></div>`),
  },
  {
    name: 'a Didomi notice',
    html: page(`<div id="didomi-host"><div id="didomi-notice"><h2>We value your privacy</h2>${paragraphs(TCF_NOTICE)}
      <button>Agree and close</button><button>Learn more</button></div></div>`),
  },
  {
    name: 'a Sourcepoint message (its text lives in an iframe) with a line of the site around it',
    html: page(`<div id="sp_message_container_839011"><iframe src="https://cdn.privacy-mgmt.example/index.html"></iframe></div>
      <main><p>Example News uses cookies. Please make a choice to continue to the article.</p></main>`),
  },
  {
    name: 'a TCF dialog in the site’s own markup, no platform named',
    html: page(`<div class="privacy-gate"><h2>We value your privacy</h2>${paragraphs(TCF_NOTICE)}
      <div class="actions"><a href="#accept">Accept all</a> <a href="#reject">Reject all</a> <a href="#more">More options</a></div></div>`),
  },
];

const GDPR_FINE = [
  'Ireland’s Data Protection Commission fined Example Corp €310 million on Tuesday, the largest penalty it has imposed this year, after finding that the social network processed users’ personal data for targeted advertising without a valid legal basis under the GDPR.',
  'The regulator said Example Corp had relied on “legitimate interest” to justify behavioural advertising for millions of European users, an argument it rejected. Its cookie banner also made it far easier to accept all tracking than to refuse it, the commission found.',
  'Investigators said the banner offered a prominent “Accept all” button while the option to reject all cookies sat two clicks deep in a privacy settings menu, a design that consumer groups have long described as a dark pattern.',
  'Example Corp said it disagreed with the decision and would appeal. “We have already changed how we ask for consent in Europe, and we believe our approach complies with the law,” a spokesperson said in an emailed statement.',
  'Shares of Example Corp fell 1.8% in early trading in New York. Analysts at Example Securities said the fine was small relative to the company’s $38 billion quarterly revenue but warned that stricter consent rules could reduce ad targeting in its second-largest market.',
  'The decision comes as European privacy regulators step up scrutiny of online advertising. Last month, France’s CNIL fined two other technology groups a combined €60 million over cookies that were placed before users had given consent.',
  'Under the GDPR, companies can be fined up to 4% of their global annual turnover. Privacy campaigners said the size of the penalty mattered less than whether Example Corp would now have to ask users for explicit consent before showing them personalised ads, a change that could cut into revenue across the industry.',
];

const EARNINGS = [
  'Example Corp reported third-quarter revenue of $4.2 billion on Tuesday, ahead of analyst estimates of $4.0 billion, as demand for its industrial sensors recovered in Europe and Asia.',
  'Net income rose 12% to $610 million, or $1.48 a share, compared with $1.31 a year earlier. The company raised its full-year guidance and said its order backlog had reached a record.',
  'Chief executive Jane Doe said pricing held up better than expected, while the company continued to cut costs in its consumer division, which it plans to sell next year.',
  'The shares rose 6% in after-hours trading. They have gained 18% since January, outperforming the broader market.',
];

describe('consent walls served at the article URL', () => {
  it.each(WALLS)('gives no text, images or date for $name', ({ html }) => {
    expect(extractArticle(html, ARTICLE_URL)).toEqual({
      title: null,
      text: '',
      excerpt: null,
      images: [],
      publishedAt: null,
      siteName: null,
      language: null,
      canonicalUrl: null,
      consentWall: true,
    });
  });
});

describe('articles that are not consent walls', () => {
  const articleOf = (html: string) => extractArticle(html, ARTICLE_URL);

  it('keeps a ~300-word article about a GDPR fine that quotes the consent buttons', () => {
    const article = articleOf(
      page(`<article><h1>Example Corp fined €310m</h1>${paragraphs(GDPR_FINE)}</article>`),
    );
    expect(GDPR_FINE.join(' ').split(/\s+/).length).toBeGreaterThan(280);
    expect(article.consentWall).toBe(false);
    expect(article.text).toBe(GDPR_FINE.join('\n\n'));
    expect(article.publishedAt?.toISOString()).toBe('2026-11-25T09:55:00.000Z');
  });

  it('keeps the GDPR-fine article on a page that also carries a cookie banner and its buttons', () => {
    const banner = `<div id="didomi-host"><div id="didomi-notice">${paragraphs(TCF_NOTICE.slice(0, 1))}
      <button>Accept all</button><button>Reject all</button></div></div>`;
    const article = articleOf(page(`${banner}<article>${paragraphs(GDPR_FINE)}</article>`));
    expect(article).toMatchObject({ consentWall: false, text: GDPR_FINE.join('\n\n') });
  });

  it('keeps an article that ends with a one-line cookie notice', () => {
    const notice =
      'We use cookies to improve your experience. By continuing to browse you accept all cookies.';
    const article = articleOf(page(`<article>${paragraphs([...EARNINGS, notice])}</article>`));
    expect(article.consentWall).toBe(false);
    expect(article.text).toContain(EARNINGS[3]);
  });

  it('keeps a short brief on a page whose footer links to the cookie settings', () => {
    const brief = 'Example Corp says Q3 earnings per share of $0.12; revenue of $40.1 million, up 8 percent.';
    const footer = '<footer><a href="#">Cookie Settings</a> <button>Manage cookies</button></footer>';
    const article = articleOf(page(`<article><h1>BRIEF</h1><p>${brief}</p></article>${footer}`));
    expect(article).toMatchObject({ consentWall: false, text: brief });
  });

  it.each([
    'Example Corp fined €2m by the data protection regulator over a privacy breach affecting 40,000 customers.',
    'Regulator says sites must show “Reject all” next to “Accept all”; we and our partners banners face review.',
  ])('keeps a short brief without consent markup: %s', (brief) => {
    const article = articleOf(page(`<article><h1>BRIEF</h1><p>${brief}</p></article>`));
    expect(article).toMatchObject({ consentWall: false, text: brief });
  });

  it('keeps an article beside a OneTrust banner, without the banner’s words', () => {
    const banner = `<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk"><h2>We value your privacy</h2>
      ${paragraphs(TCF_NOTICE)}<button>Accept All Cookies</button></div></div>`;
    const article = articleOf(
      page(`${banner}<article><h1>Example Corp beats</h1>${paragraphs(EARNINGS)}</article>`),
    );
    expect(article.consentWall).toBe(false);
    expect(article.text).toBe(['Example Corp beats', ...EARNINGS].join('\n\n'));
    expect(article.images).toEqual(['https://cdn.example.com/lead.jpg']);
  });
});

describe('isConsentWall on text alone', () => {
  it('needs several stock phrases, actions and purposes both, at a wall’s length', () => {
    expect(isConsentWall(TCF_NOTICE.join('\n\n'), false)).toBe(false); // purposes, but no action
    expect(isConsentWall([...TCF_NOTICE, 'Accept all'].join('\n\n'), false)).toBe(true);
    expect(isConsentWall('We use cookies. Accept all. Reject all. We value your privacy.', false)).toBe(
      false,
    );
  });

  it('with consent markup on the page, takes a text with next to nothing but consent wording as the wall’s', () => {
    expect(isConsentWall('', true)).toBe(true);
    expect(isConsentWall('Please enable cookies to continue reading.', true)).toBe(true);
    expect(
      isConsentWall([...TCF_NOTICE, 'Please enable cookies to continue reading.'].join('\n\n'), true),
    ).toBe(true);
    // The price of that rule: a real brief this short beside consent markup is taken for a wall.
    expect(isConsentWall('Example Corp Q3 EPS $0.12; revenue $40.1 million, up 8 percent.', true)).toBe(true);
    expect(isConsentWall(EARNINGS.join('\n\n'), true)).toBe(false);
    expect(isConsentWall('', false)).toBe(false);
  });
});
