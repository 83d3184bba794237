/**
 * @module Names that contain a company's name but name something else: a channel or a service that outlived
 * its listed owner ("Sky News", "Yahoo Finance", cited as sources far more often than written about), another
 * company ("Yahoo Japan") or a later one ("Just Eat Takeaway"). Like institution-names.ts, the index holds them
 * as phrases of their own so the longest match wins and the company inside is never read; another mention
 * nearby still counts.
 */

export const SHADOWING_NAMES: readonly string[] = [
  'Sky News',
  'Sky Sports',
  'Yahoo Finance',
  'Yahoo News',
  'Yahoo Sports',
  'Yahoo Boys',
  // The platform X, not the company Twitter.
  'formerly Twitter',
  'formerly known as Twitter',
  'Sky Bet',
  'Sky Betting',
  'Sky Network Television',
  'Yahoo Japan',
  'Thomas Cook India',
  'Cable & Wireless Worldwide',
  // Companies formed later, by a merger with a former listing.
  'Just Eat Takeaway',
  'Lafarge Holcim',
  'Paddy Power Betfair',
];
