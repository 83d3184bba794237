import { describe, expect, it } from 'vitest';
import { endedOffArticle } from './redirect-wall';

const ARTICLE = 'https://finance.example.com/news/widgets-beat-123.html';

describe('endedOffArticle', () => {
  it.each([
    'https://consent.example.com/v2/collectConsent?sessionId=3_cc-session_abc',
    'https://guce.example.com/copyConsent?sessionId=abc',
    'https://finance.example.com/gdpr/',
    'https://accounts.example.com/signin?continue=https%3A%2F%2Ffinance.example.com%2F',
    `https://www.example.net/gate?continue=${encodeURIComponent(ARTICLE)}`,
    'https://finance.example.com/barrier?location=%2Fnews%2Fwidgets-beat-123.html',
    'https://finance.example.com/',
    'https://finance.example.com/?utm_source=rss',
  ])('is true for a redirect to %s', (final) => {
    expect(endedOffArticle(ARTICLE, final)).toBe(true);
  });

  it.each([
    ARTICLE,
    'http://finance.example.com/news/widgets-beat-123.html',
    'https://www.example.com/2024/05/ftc-consent-order-widgets?utm_source=feed',
    'https://finance.example.com/news/widgets-beat-123.html?ref=https%3A%2F%2Ffinance.example.com%2F',
    'https://finance.example.com/?p=123',
  ])('is false for a redirect to the article itself or another article: %s', (final) => {
    expect(endedOffArticle(ARTICLE, final)).toBe(false);
  });

  it('lets a link to a home page land on it', () => {
    expect(endedOffArticle('http://finance.example.com', 'https://finance.example.com/')).toBe(false);
  });
});
