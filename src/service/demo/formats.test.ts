import { describe, expect, it } from 'vitest';
import { decimal, money, percent, previousMonthName, reportedQuarter, usd } from './formats';

describe('formats', () => {
  it('groups and separates decimals per language', () => {
    expect(decimal(12345.678, 2, 'en')).toBe('12,345.68');
    expect(decimal(12345.678, 2, 'de')).toBe('12.345,68');
    expect(decimal(12345.678, 2, 'fr')).toBe('12 345,68');
    expect(percent(3.25, 1, 'de')).toBe('3,3 %');
    expect(percent(3.25, 1, 'es')).toBe('3,3%');
  });

  it('writes dollar amounts the way each press does', () => {
    expect(money(2400, 'en')).toBe('$2.4 billion');
    expect(money(450, 'en')).toBe('$450 million');
    expect(money(2400, 'de')).toBe('2,4 Mrd. Dollar');
    expect(money(2400, 'es')).toBe('2.400 millones de dólares');
    expect(money(2400, 'ja')).toBe('24.0億ドル');
    expect(usd(82.4, 'en')).toBe('$82.40');
    expect(usd(98450, 'fr')).toBe('98 450 dollars');
  });

  it('refers to the last reported quarter and the previous month', () => {
    expect(reportedQuarter(new Date('2026-02-10T00:00:00Z'))).toEqual({ quarter: 4, year: 2025 });
    expect(reportedQuarter(new Date('2026-11-10T00:00:00Z'))).toEqual({ quarter: 3, year: 2026 });
    expect(previousMonthName(new Date('2026-01-15T00:00:00Z'), 'en')).toBe('December');
  });
});
