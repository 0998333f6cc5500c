import { describe, expect, it } from 'vitest';
import { bangkokDayStart, daysBetween, monthsBack, monthsBetween, nextDay, reportDays, reportMonths } from './report-days.js';

// 2026-11-30 at 18:30 UTC is already 1 December in Bangkok (UTC+7).
const NOW = new Date('2026-11-30T18:30:00.000Z');

describe("the reports' days and months (Asia/Bangkok)", () => {
  it('starts a Bangkok day at 17:00 UTC the day before, and steps days across a month and a year', () => {
    expect(bangkokDayStart('2026-12-01')).toBe('2026-11-30T17:00:00.000Z');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(daysBetween('2026-11-29', '2026-12-02')).toEqual(['2026-12-02', '2026-12-01', '2026-11-30', '2026-11-29']);
  });

  it('reports the last days to the Bangkok today unless told, and swaps a period given backwards', () => {
    expect(reportDays({}, NOW, 7)).toEqual({ from: '2026-11-25', to: '2026-12-01' });
    expect(reportDays({ from: '2026-10-10', to: '2026-10-01' }, NOW, 7)).toEqual({ from: '2026-10-01', to: '2026-10-10' });
  });

  it('reports the last months from the first of the earliest, across a year, to today unless told', () => {
    expect(monthsBack('2026-02-14', 3)).toBe('2025-12-01');
    expect(reportMonths({}, NOW, 12)).toEqual({ from: '2026-01-01', to: '2026-12-01' });
    expect(reportMonths({ to: '2026-03-15' }, NOW, 3)).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(reportMonths({ from: '2026-05-20' }, NOW, 12)).toEqual({ from: '2026-05-20', to: '2026-12-01' });
    expect(monthsBetween('2025-11-20', '2026-02-03')).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
