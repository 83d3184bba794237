import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEEDS_DIR, hasSharedData } from '../testing/shared-data';
import { ParseError, parseFeed } from './parse-feed';
import { announceSkip } from '../../testing/skips';

const testdata = (name: string) => readFileSync(new URL(`./testdata/${name}`, import.meta.url), 'utf8');
const realFeeds = hasSharedData() ? readdirSync(FEEDS_DIR).filter((f) => f.endsWith('.xml')) : [];
const realFeed = (name: string) => readFileSync(path.join(FEEDS_DIR, name), 'utf8');

if (!hasSharedData()) announceSkip('real-feed tests', `${FEEDS_DIR} not found`);

describe.runIf(hasSharedData())('parseFeed on real RSS 2.0 feeds', () => {
  it.each([
    [
      'yahoo_finance_top_stories_2014-01-02.rss.xml',
      'Yahoo! Finance: Top Stories',
      10,
      '2014-01-02T22:30:10.000Z',
    ],
    ['cnbc_finance_2019-07-29.rss.xml', 'Finance', 30, '2019-07-29T13:55:00.000Z'],
    ['cnbc_finance_2019-07-23.rss.xml', 'Finance', 30, null],
    ['wsj_world_news_2021-10-16.rss.xml', 'WSJ.com: World News', 6, '2021-10-17T02:30:00.000Z'],
  ])('%s', (file, title, count, firstDate) => {
    const feed = parseFeed(realFeed(file), 'application/rss+xml');
    expect(feed).toMatchObject({ format: 'rss', title, language: 'en-us' });
    expect(feed.items).toHaveLength(count);
    for (const item of feed.items) {
      expect(item.link).toMatch(/^https?:\/\//);
      expect(item.publishDate).toBeInstanceOf(Date);
      expect(item.summary ?? '').not.toMatch(/&(amp|quot|#0?39);|<\w/);
    }
    if (firstDate) expect(feed.items[0]?.publishDate?.toISOString()).toBe(firstDate);
  });

  it('decodes CDATA entities in CNBC descriptions', () => {
    const [first] = parseFeed(realFeed('cnbc_finance_2019-07-29.rss.xml')).items;
    expect(first?.summary).toBe(
      "Despite the S&P 500 closing at an all-time high on Friday, the index's internals and fundamentals are too weak to maintain the rally, Morgan Stanley said Monday.",
    );
  });

  it('finds all four saved feeds (they seed the mutation property below)', () => {
    expect(realFeeds).toHaveLength(4);
  });
});

describe('parseFeed on inline fixtures', () => {
  it('Atom: alternate link, html text constructs, content images resolved', () => {
    const feed = parseFeed(testdata('atom.xml'));
    expect(feed).toMatchObject({
      format: 'atom',
      title: 'EDGAR Latest Filings',
      link: 'https://example.com/filings',
      language: 'en',
    });
    expect(feed.items[0]).toMatchObject({
      link: 'https://example.com/filings/1',
      title: '8-K & exhibits — ACME Corp',
      summary: 'Current report: Item 2.02 results',
      content: 'Full text',
      author: 'ACME Corp',
      images: ['https://example.com/img/chart.png'],
    });
    expect(feed.items[0]?.publishDate?.toISOString()).toBe('2024-05-01T11:30:00.000Z');
  });

  it('Atom: the article link is an alternate (explicit or implied, a page first), never self, edit, replies or enclosure', () => {
    const entry = (id: number, links: string) =>
      `<entry><title>e${id}</title><id>urn:e:${id}</id>${links}</entry>`;
    const feed = parseFeed(`<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><id>x</id>
      ${entry(1, '<link rel="self" href="https://a.example/api/1"/><link rel="edit" href="https://a.example/edit/1"/><link href="https://a.example/news/1"/>')}
      ${entry(2, '<link rel="alternate" type="application/atom+xml" href="https://a.example/2.atom"/><link rel="alternate" type="text/html; charset=utf-8" href="https://a.example/news/2"/>')}
      ${entry(3, '<link rel="replies" href="https://a.example/comments/3"/><link rel="enclosure" type="audio/mpeg" href="https://a.example/3.mp3"/><link rel="related" href="https://other.example/3"/>')}
      ${entry(4, '<link rel="self" href="https://a.example/api/4"/>')}
      ${entry(5, '<link rel="http://www.iana.org/assignments/relation/alternate" href="https://a.example/news/5"/>')}
      </feed>`);
    expect(feed.items.map((item) => item.link)).toEqual([
      'https://a.example/news/1',
      'https://a.example/news/2',
      'https://a.example/news/5',
    ]);
  });

  it('keeps the first of items that share a canonical link (else each poll would revise the title twice)', () => {
    const feed = parseFeed(`<rss version="2.0"><channel><title>T</title><link>https://x.example/</link>
      <item><title>Fed holds rates</title><link>https://x.example/fed?utm_source=markets</link></item>
      <item><title>Other</title><link>https://x.example/other</link></item>
      <item><title>Fed holds rates steady (Economy)</title><link>https://x.example/fed#economy</link></item>
      </channel></rss>`);
    expect(feed.items.map((item) => [item.canonicalLink, item.title])).toEqual([
      ['https://x.example/fed', 'Fed holds rates'],
      ['https://x.example/other', 'Other'],
    ]);
  });

  it('Atom 0.3 (and Atom with MIME-type text constructs): text/html content is HTML', () => {
    const feed = parseFeed(`<?xml version="1.0" encoding="utf-8"?>
      <feed version="0.3" xmlns="http://purl.org/atom/ns#" xml:lang="fr">
        <title>Old</title><link rel="alternate" type="text/html" href="https://old.example/"/>
        <entry><title type="text/plain" mode="xml">Q&amp;A</title>
          <link rel="alternate" type="text/html" href="https://old.example/e"/><id>tag:old.example,2005:e</id>
          <issued>2005-01-01T10:00:00Z</issued><modified>2005-01-02T00:00:00Z</modified>
          <summary type="text/html" mode="escaped">&lt;p&gt;Rates &lt;b&gt;up&lt;/b&gt;&lt;/p&gt;</summary>
          <content type="text/html" mode="escaped">&lt;p&gt;Hi &lt;img src="/i.png"&gt;&lt;/p&gt;</content>
        </entry></feed>`);
    expect(feed).toMatchObject({ format: 'atom', language: 'fr' });
    expect(feed.items[0]).toMatchObject({
      title: 'Q&A',
      summary: 'Rates up',
      content: 'Hi',
      contentHtml: '<p>Hi <img src="/i.png"></p>',
      images: ['https://old.example/i.png'],
    });
    expect(feed.items[0]?.publishDate?.toISOString()).toBe('2005-01-01T10:00:00.000Z');
  });

  it('RSS 1.0 / RDF: dc:date, dc:creator, dc:language', () => {
    const feed = parseFeed(testdata('rdf.xml'));
    expect(feed).toMatchObject({ format: 'rdf', title: 'Example Markets', language: 'de' });
    expect(feed.items[0]).toMatchObject({
      title: 'DAX closes higher',
      summary: 'Stocks rose on Friday.',
      author: 'Jane Doe',
    });
    expect(feed.items[0]?.publishDate?.toISOString()).toBe('2024-03-01T16:40:00.000Z');
  });

  it('JSON Feed: plain-text summary stays literal, images from image + content_html', () => {
    const feed = parseFeed(testdata('feed.json'), 'application/feed+json');
    expect(feed).toMatchObject({ format: 'json', title: 'JSON Markets', language: 'en' });
    expect(feed.items[0]).toMatchObject({
      summary: 'Rates < 5% & rising: the Fed held.',
      content: 'The Fed held rates.',
      author: 'Alex Writer',
      images: ['https://json.example.com/cover.jpg', 'https://json.example.com/fed.jpg'],
    });
  });

  it('JSON Feed: an item without url takes an http(s) id as its link, never external_url', () => {
    const feed = parseFeed(
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'T',
        home_page_url: 'https://j.example/',
        items: [
          { id: 'https://j.example/posts/1', title: 'by id' },
          { id: '2', url: 'https://j.example/posts/2', external_url: 'https://other.example/story' },
          { id: '3', title: 'about another story', external_url: 'https://other.example/story' },
          { id: 'tag:j.example,2024:4', title: 'opaque id' },
        ],
      }),
      'application/feed+json',
    );
    expect(feed.items.map((item) => item.link)).toEqual([
      'https://j.example/posts/1',
      'https://j.example/posts/2',
    ]);
  });

  it("Atom xml:base: an entry's own base, else the feed's, resolves its link and images (XML Base)", () => {
    const feed = parseFeed(
      `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:base="/blog/">
      <title>T</title><id>x</id><link href="../"/>
      <entry xml:base="2026/11/"><title>a</title><id>a</id><link href="rates.html"/>
        <media:thumbnail url="img/rates.png"/></entry>
      <entry><title>b</title><id>b</id><link href="jobs.html"/>
        <content type="html">&lt;img src="charts/jobs.png"&gt;</content></entry>
      <entry xml:base="https://cdn.example/wire/"><title>c</title><id>c</id><link href="c.html"/></entry>
      </feed>`,
      undefined,
      'https://news.example/feeds/atom.xml',
    );
    expect(feed.link).toBe('https://news.example/');
    expect(feed.items.map((item) => [item.link, item.images])).toEqual([
      ['https://news.example/blog/2026/11/rates.html', ['https://news.example/blog/2026/11/img/rates.png']],
      ['https://news.example/blog/jobs.html', ['https://news.example/blog/charts/jobs.png']],
      ['https://cdn.example/wire/c.html', []],
    ]);
  });

  it('without xml:base, relative item links resolve against the site link, else the feed URL', () => {
    const atom = (siteLink: string) =>
      `<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><id>x</id>${siteLink}
      <entry><title>a</title><id>a</id><link href="/markets/a"/></entry></feed>`;
    const feedUrl = 'https://feeds.news.example/atom.xml';
    expect(
      parseFeed(atom('<link href="https://www.news.example/"/>'), undefined, feedUrl).items[0]?.link,
    ).toBe('https://www.news.example/markets/a');
    expect(parseFeed(atom(''), undefined, feedUrl).items[0]?.link).toBe(
      'https://feeds.news.example/markets/a',
    );
  });

  it('RSS 2.0 xml:base on <rss> and on an item', () => {
    const feed = parseFeed(
      `<rss version="2.0" xml:base="https://r.example/news/"><channel><title>T</title><link>/</link>
      <item><title>a</title><link>a.html</link></item>
      <item xml:base="archive/"><title>b</title><link>b.html</link></item></channel></rss>`,
    );
    expect(feed.link).toBe('https://r.example/');
    expect(feed.items.map((item) => item.link)).toEqual([
      'https://r.example/news/a.html',
      'https://r.example/news/archive/b.html',
    ]);
  });

  it('an xml:base that is no http(s) URL is ignored', () => {
    const feed = parseFeed(
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="javascript:alert(1)//"><title>T</title><id>x</id>
      <link href="https://s.example/"/><entry><title>a</title><id>a</id><link href="/a"/></entry></feed>`,
    );
    expect(feed.items[0]?.link).toBe('https://s.example/a');
  });

  it("reads each item's declared modification time: Atom updated, atom:updated or dcterms:modified in RSS, JSON Feed date_modified", () => {
    const atom = parseFeed(`<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><id>x</id>
      <entry><title>a</title><id>a</id><link href="https://a.example/a"/><published>2026-11-25T07:00:00Z</published>
        <updated>2026-11-25T09:30:00Z</updated></entry>
      <entry><title>b</title><id>b</id><link href="https://a.example/b"/><published>2026-11-24T07:00:00Z</published></entry>
      </feed>`);
    expect(
      atom.items.map((item) => [item.publishDate?.toISOString(), item.updatedDate?.toISOString()]),
    ).toEqual([
      ['2026-11-25T07:00:00.000Z', '2026-11-25T09:30:00.000Z'],
      ['2026-11-24T07:00:00.000Z', undefined],
    ]);
    const rss =
      parseFeed(`<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dcterms="http://purl.org/dc/terms/">
      <channel><title>T</title><link>https://r.example/</link>
      <item><title>a</title><link>https://r.example/a</link><atom:updated>2026-11-25T10:00:00Z</atom:updated></item>
      <item><title>b</title><link>https://r.example/b</link><dcterms:modified>2026-11-25T11:00:00Z</dcterms:modified></item>
      </channel></rss>`);
    expect(rss.items.map((item) => item.updatedDate?.toISOString())).toEqual([
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T11:00:00.000Z',
    ]);
    const json = parseFeed(
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'T',
        items: [{ id: '1', url: 'https://j.example/1', title: 'a', date_modified: '2026-11-25T12:00:00Z' }],
      }),
    );
    expect(json.items[0]?.updatedDate?.toISOString()).toBe('2026-11-25T12:00:00.000Z');
  });

  it("drops modification times a feed stamps on every item alike (its build time, not the stories')", () => {
    const feed = (second: string) =>
      parseFeed(`<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><id>x</id>
        <entry><title>a</title><id>a</id><link href="https://a.example/a"/><updated>2026-11-25T12:00:00Z</updated></entry>
        <entry><title>b</title><id>b</id><link href="https://a.example/b"/><updated>${second}</updated></entry>
        </feed>`);
    expect(feed('2026-11-25T12:00:00Z').items.map((item) => item.updatedDate)).toEqual([null, null]);
    expect(feed('2026-11-25T11:00:00Z').items.map((item) => item.updatedDate?.toISOString())).toEqual([
      '2026-11-25T12:00:00.000Z',
      '2026-11-25T11:00:00.000Z',
    ]);
  });

  it('keeps an item id only when no other item of the feed carries it', () => {
    const feed = parseFeed(`<rss version="2.0"><channel><title>T</title><link>https://r.example/</link>
      <item><title>a</title><link>https://r.example/a</link><guid isPermaLink="false">shared</guid></item>
      <item><title>b</title><link>https://r.example/b</link><guid isPermaLink="false">shared</guid></item>
      <item><title>c</title><link>https://r.example/c</link><guid isPermaLink="false">c-1</guid></item>
      </channel></rss>`);
    expect(feed.items.map((item) => item.guid)).toEqual([null, null, 'c-1']);
  });

  it("reads an item's own declared language: Atom xml:lang, dc:language in RSS, JSON Feed language", () => {
    const atom = parseFeed(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en"><title>T</title><id>x</id>
      <entry xml:lang="de-CH"><title>a</title><id>a</id><link href="https://a.example/a"/></entry>
      <entry><title>b</title><id>b</id><link href="https://a.example/b"/></entry></feed>`);
    expect(atom.language).toBe('en');
    expect(atom.items.map((item) => item.language)).toEqual(['de-CH', null]);
    const rss =
      parseFeed(`<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>T</title>
      <language>en</language><item><title>a</title><link>https://r.example/a</link><dc:language>fr</dc:language></item>
      </channel></rss>`);
    expect(rss.items[0]?.language).toBe('fr');
    const json = parseFeed(
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'T',
        language: 'en',
        items: [{ id: '1', url: 'https://j.example/1', title: 'a', language: 'es' }],
      }),
    );
    expect(json.items[0]?.language).toBe('es');
  });

  it('RSS 2.0: a permalink guid must be an absolute http(s) URL', () => {
    const feed = parseFeed(`<rss version="2.0"><channel><title>T</title><link>https://r.example/</link>
      <item><title>a</title><guid>https://r.example/a</guid></item>
      <item><title>b</title><guid>http-feed-item-42</guid></item></channel></rss>`);
    expect(feed.items.map((item) => item.link)).toEqual(['https://r.example/a']);
  });

  it('RSS 2.0: an item without <link> takes its atom:link alternate, never its self link', () => {
    const feed =
      parseFeed(`<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>T</title>
      <link>https://r.example/</link>
      <item><title>a</title><atom:link rel="self" href="https://r.example/api/a.xml"/>
        <atom:link rel="alternate" type="text/html" href="https://r.example/a"/></item>
      <item><title>b</title><atom:link rel="replies" href="https://r.example/b/comments"/></item>
      </channel></rss>`);
    expect(feed.items.map((item) => item.link)).toEqual(['https://r.example/a']);
  });

  it('RSS 2.0 media: media:content, media:thumbnail, image enclosures, content:encoded <img>, dc:creator', () => {
    const xml = `<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel><title>T</title><link>https://x.example/</link>
      <item><title>A &amp;amp; B</title><link>/a?utm_source=rss</link><dc:creator>Bob</dc:creator>
        <description>&lt;p&gt;Hello&amp;nbsp;&lt;b&gt;world&lt;/b&gt;&lt;/p&gt;</description>
        <content:encoded><![CDATA[<p>Body <img src="https://feeds.example/~r/pixel" width="1" height="1"><img src="/i.png"><img src="/second.png"></p>]]></content:encoded>
        <media:content url="https://x.example/m.jpg" medium="image"/><media:content url="https://x.example/v.mp4" medium="video"/>
        <media:thumbnail url="https://x.example/t.jpg"/>
        <enclosure url="https://x.example/e.jpg" type="image/jpeg" length="1"/><enclosure url="https://x.example/p.mp3" type="audio/mpeg" length="1"/>
      </item>
      <item><title>no link</title></item></channel></rss>`;
    const feed = parseFeed(xml);
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]).toMatchObject({
      link: 'https://x.example/a?utm_source=rss',
      canonicalLink: 'https://x.example/a',
      title: 'A & B',
      summary: 'Hello world',
      content: 'Body',
      author: 'Bob',
      images: [
        'https://x.example/m.jpg',
        'https://x.example/t.jpg',
        'https://x.example/e.jpg',
        'https://x.example/i.png',
      ],
    });
  });

  it('keeps http(s) image URLs only: javascript:, ftp:, file:, blob: and data: are never images', () => {
    const xml = `<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
      <channel><title>T</title><link>https://x.example/</link>
      <item><title>A</title><link>https://x.example/a</link>
        <content:encoded><![CDATA[<img src="javascript:alert(1)"><img src="file:///etc/passwd"><img src="/inline.png">]]></content:encoded>
        <media:content url="javascript:alert(1)" medium="image"/><media:content url="https://x.example/m.jpg" medium="image"/>
        <media:thumbnail url="blob:https://x.example/0b1c"/><media:thumbnail url="data:image/png;base64,AAAA"/>
        <enclosure url="ftp://x.example/e.jpg" type="image/jpeg" length="1"/>
      </item></channel></rss>`;
    expect(parseFeed(xml).items[0]?.images).toEqual([
      'https://x.example/m.jpg',
      'https://x.example/inline.png',
    ]);
  });

  it.each([
    {
      name: 'RSS without a channel link',
      body: '<rss version="2.0"><channel><title>T</title><item><title>a</title><link>news/a</link></item></channel></rss>',
    },
    {
      name: 'RSS with a relative channel link',
      body: '<rss version="2.0"><channel><title>T</title><link>/feeds/</link><item><title>a</title><link>news/a</link></item></channel></rss>',
    },
    {
      name: 'Atom without a feed link',
      body: '<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><id>x</id><entry><title>a</title><link href="news/a"/><id>1</id></entry></feed>',
    },
    {
      name: 'JSON Feed without home_page_url',
      body: '{"version":"https://jsonfeed.org/version/1.1","title":"T","items":[{"id":"1","url":"news/a"}]}',
    },
  ])('resolves relative item links against the feed URL: $name', ({ body }) => {
    const feed = parseFeed(body, undefined, 'https://pub.example/feeds/all.xml');
    expect(feed.items.map((item) => item.link)).toEqual(['https://pub.example/feeds/news/a']);
  });

  it.each([
    '',
    'hello',
    '<rss><channel><title>x</title><item><title>a</b></item></channel></rss>',
    '{"nope": 1}',
    '{',
  ])('refuses %j with parse.invalid_feed', (body) => {
    expect(() => parseFeed(body)).toThrow(ParseError);
    try {
      parseFeed(body);
    } catch (error) {
      expect(error).toMatchObject({ code: 'parse.invalid_feed' });
    }
  });
});

describe('parseFeed robustness (property)', () => {
  const seeds = [
    testdata('atom.xml'),
    testdata('rdf.xml'),
    testdata('feed.json'),
    ...realFeeds.map(realFeed),
  ];
  /** Either a ParseError, or a feed whose items all keep the normalised invariants. */
  const onlyParseErrors = (body: string) => {
    try {
      for (const item of parseFeed(body).items) {
        expect(item.link).toMatch(/^https?:\/\//);
        expect(typeof item.title).toBe('string');
        expect(item.publishDate === null || !Number.isNaN(item.publishDate.getTime())).toBe(true);
      }
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
    }
  };

  it('throws nothing but ParseError on arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 500 }), onlyParseErrors), { numRuns: 300 });
  });

  it('throws nothing but ParseError on mutated feeds', () => {
    const mutated = fc
      .tuple(fc.constantFrom(...seeds), fc.nat(), fc.nat(), fc.string({ maxLength: 40 }))
      .map(([seed, a, b, insert]) => {
        const [from, to] = [a % (seed.length + 1), b % (seed.length + 1)].sort((x, y) => x - y) as [
          number,
          number,
        ];
        return seed.slice(0, from) + insert + seed.slice(to);
      });
    fc.assert(fc.property(mutated, onlyParseErrors), { numRuns: 300 });
  });
});
