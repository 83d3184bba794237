import { describe, expect, it } from 'vitest';
import { parseDate } from './parse-date';
import { inHostZone } from './testing/host-zone';

describe('parseDate', () => {
  inHostZone('Asia/Tokyo');

  it.each([
    ['Mon, 29 Jul 2019 09:55:00 GMT', '2019-07-29T09:55:00.000Z'],
    ['Mon, 29 Jul 2019 09:55:00 UT', '2019-07-29T09:55:00.000Z'],
    ['Mon, 29 Jul 2019 09:55:00 Z', '2019-07-29T09:55:00.000Z'],
    ['Mon, 29 Jul 2019 05:55:00 EDT', '2019-07-29T09:55:00.000Z'],
    ['Mon, 29 Jul 2019 02:55:00 PDT', '2019-07-29T09:55:00.000Z'],
    ['Mon, 29 Jul 2019 11:55:00 +0200', '2019-07-29T09:55:00.000Z'],
    ['Mon, 29 Jul 19 09:55 GMT', '2019-07-29T09:55:00.000Z'],
    ['Thu,  2 Jan 14 22:30:10 GMT', '2014-01-02T22:30:10.000Z'],
    ['07/29/2019 09:55 GMT', '2019-07-29T09:55:00.000Z'],
    ['2019-07-29', '2019-07-29T00:00:00.000Z'],
    ['29-Jul-2019 09:55 GMT', '2019-07-29T09:55:00.000Z'],
    ['2019-07-29T11:55:00+02:00', '2019-07-29T09:55:00.000Z'],
    ['2019-07-29T09:55:00.000+0000', '2019-07-29T09:55:00.000Z'],
    // RFC 822's CST is US Central, whatever else the letters could mean.
    ['Mon, 29 Jul 2019 03:55:00 CST', '2019-07-29T09:55:00.000Z'],
  ])('reads the zone of %j', (text, iso) => {
    expect(parseDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    ['WET', 0],
    ['BST', 1],
    ['CET', 1],
    ['MEZ', 1],
    ['WEST', 1],
    ['CEST', 2],
    ['MESZ', 2],
    ['EET', 2],
    ['EEST', 3],
    ['MSK', 3],
    ['HKT', 8],
    ['SGT', 8],
    ['JST', 9],
    ['KST', 9],
    ['AEST', 10],
    ['AEDT', 11],
    ['NZST', 12],
    ['NZDT', 13],
  ])('reads the zone name %s (%i h east of UTC), also in parentheses', (zone, hours) => {
    const iso = new Date(Date.UTC(2019, 6, 29, 14 - hours, 0)).toISOString();
    expect(parseDate(`Mon, 29 Jul 2019 14:00:00 ${zone}`)?.toISOString()).toBe(iso);
    expect(parseDate(`Mon, 29 Jul 2019 14:00 (${zone})`)?.toISOString()).toBe(iso);
  });

  it.each([
    ['Mon, 29 Jul 2019 09:55:00', '2019-07-29T09:55:00.000Z'],
    ['Mon, 29 Jul 2019 09:55', '2019-07-29T09:55:00.000Z'],
    ['2019-07-29T09:55:00', '2019-07-29T09:55:00.000Z'],
    ['2019-07-29 09:55:00', '2019-07-29T09:55:00.000Z'],
    ['Jul 29 2019 9:55 AM', '2019-07-29T09:55:00.000Z'],
    ['Mon, 29 Jul 2019', '2019-07-29T00:00:00.000Z'],
    ['29 Jul 2019', '2019-07-29T00:00:00.000Z'],
    ['Mon, 29 Jul 19', '2019-07-29T00:00:00.000Z'],
    ['Jul 29, 2019', '2019-07-29T00:00:00.000Z'],
    ['07/29/2019', '2019-07-29T00:00:00.000Z'],
  ])('reads the zone-less %j as UTC whatever the host zone', (text, iso) => {
    expect(parseDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    ['2026-11-25T09:55:00 CEST', '2026-11-25T07:55:00.000Z'],
    ['2026-11-25T09:55:00 (CEST)', '2026-11-25T07:55:00.000Z'],
    ['2026-11-25 09:55 EST', '2026-11-25T14:55:00.000Z'],
    ['2026-11-25T09:55:00 EST', '2026-11-25T14:55:00.000Z'],
    ['2026-11-25T09:55:00 GMT', '2026-11-25T09:55:00.000Z'],
    ['2026-11-25T09:55:00 UTC', '2026-11-25T09:55:00.000Z'],
    ['2026-11-25T9:55 BST', '2026-11-25T08:55:00.000Z'],
    ['2026-11-25T09:55:00.250 JST', '2026-11-25T00:55:00.250Z'],
    ['2026-11-25T09:55:00 +0200', '2026-11-25T07:55:00.000Z'],
    ['2026-11-25 09:55:00 -05:00', '2026-11-25T14:55:00.000Z'],
  ])('reads the ISO time with a zone after it, %j', (text, iso) => {
    expect(parseDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    ['Tue, 24 Nov 2026 GMT', '2026-11-24T00:00:00.000Z'],
    ['24 November 2026 CET', '2026-11-23T23:00:00.000Z'],
    ['24 Nov 2026 (CET)', '2026-11-23T23:00:00.000Z'],
    ['November 24, 2026 EST', '2026-11-24T05:00:00.000Z'],
    ['2026-11-24 AEDT', '2026-11-23T13:00:00.000Z'],
    ['2026-11-24 UTC', '2026-11-24T00:00:00.000Z'],
    ['Tue, 24 Nov 2026 +0100', '2026-11-23T23:00:00.000Z'],
  ])('reads the date with a zone but no time, %j, as midnight in that zone', (text, iso) => {
    expect(parseDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    ['Tue, 24 Nov 2026 09:55:00 +0100 (CET)', '2026-11-24T08:55:00.000Z'],
    ['Tue, 24 Nov 2026 09:55:00 +0530 (IST)', '2026-11-24T04:25:00.000Z'],
    ['Tue, 24 Nov 2026 09:55:00 GMT (UTC)', '2026-11-24T09:55:00.000Z'],
    ['2026-11-25T09:55:00+01:00 (CET)', '2026-11-25T08:55:00.000Z'],
    // Here the name in parentheses is the zone: AM is none.
    ['Nov 24 2026 9:55 AM (CET)', '2026-11-24T08:55:00.000Z'],
  ])('takes a name in parentheses after a zone as a comment, %j', (text, iso) => {
    expect(parseDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    'Tue, 24 Nov 2026 09:55 XYZ',
    'Tue, 24 Nov 2026 09:55 (XYZ)',
    '2026-11-25T09:55:00 XYZ',
    'Tue, 24 Nov 2026 XYZ',
    // US Eastern, but EST or EDT? Read as UTC it would be four or five hours off.
    'Tue, 24 Nov 2026 09:55 ET',
  ])(
    'answers null for an unknown zone name in %j rather than read it as UTC: hours off is worse than the sighting time',
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );

  it.each(['CEST', '(CEST)', 'not a date CEST', 'Tue, 24 Nov CEST', '2026-11-25T09:55:00Z CEST'])(
    'answers null for a zone name alone, with garbage, without a year or after another zone: %j',
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );

  it.each([
    '',
    'soon',
    'Mon, 32 Foo 2019 99:99:99 GMT',
    // No year: Date.parse would make these 2001 and bury the article two decades back.
    'Mon, 29 Jul 10:00:00 GMT',
    'Jul 29, 10:00 AM',
    'Mon, 29 Jul 10:00:00 -0500',
    '29 July 10:00',
    // IST is India, Ireland or Israel: no guess.
    'Mon, 29 Jul 2019 09:55:00 IST',
    // No day: Date.parse would make these the 1st, weeks before the article may have appeared.
    'Nov 2026',
    'November 2026',
    'Nov 2026 GMT',
    'November 2026 10:00 CET',
    'Q3 2026',
    'FY 2026/2027',
  ])('answers null for %j', (text) => {
    expect(parseDate(text)).toBeNull();
  });
});
