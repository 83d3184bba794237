/**
 * @module How far past "now" a publish date may lie. Feeds with a wrong time zone run a few hours ahead;
 * anything beyond a day is a broken date (a typo'd year), and left alone it would head every search ordered by
 * publishDate for as long as the article exists.
 */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

export function isImplausiblyFuture(date: Date, now: Date): boolean {
  return date.getTime() > now.getTime() + FUTURE_SLACK_MS;
}
