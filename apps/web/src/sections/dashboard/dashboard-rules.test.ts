import { describe, expect, it } from 'vitest';
import { carrierChart, seriesColor, shortDay } from './chart-spec';
import { isUndefinedSize } from '@bluemanager/protocol';
import { percentOf } from '../../shared/PercentBar';
import { formatHours, formatRate, lastDays, periodProblem } from './statistic-period';

describe('the carrier chart', () => {
  const days = ['2026-11-19', '2026-11-20', '2026-11-21'];
  it('orders carriers by volume and folds the tail into Other', () => {
    const spec = carrierChart(
      days,
      [
        { carrier: 'UPS', deposited: [1, 1, 1] },
        { carrier: 'FedEx', deposited: [5, 5, 5] },
        { carrier: 'DHL', deposited: [0, 2, 0] },
        { carrier: 'Purolator', deposited: [1, 0, 0] },
      ],
      'Other',
      2,
    );
    expect(spec.series.map((series) => series.label)).toEqual(['FedEx', 'UPS', 'Other']);
    expect(spec.series[2]?.data).toEqual([1, 2, 0]);
    expect(spec.labels).toEqual(['11-19', '11-20', '11-21']);
    expect(spec.stacked).toBe(true);
  });

  it('keeps every carrier when they fit', () => {
    const spec = carrierChart(days, [{ carrier: 'UPS', deposited: [1, 2, 3] }], 'Other');
    expect(spec.series).toEqual([{ label: 'UPS', data: [1, 2, 3] }]);
  });

  it('cycles its palette and shortens only full days', () => {
    expect(seriesColor(0)).toBe(seriesColor(8));
    expect(shortDay('2026-01-02')).toBe('01-02');
    expect(shortDay('today')).toBe('today');
  });
});

describe('the statistic period', () => {
  it('defaults to the last 30 UTC days, today included', () => {
    expect(lastDays(30, new Date('2026-11-21T23:30:00Z'))).toEqual({ from: '2026-10-23', to: '2026-11-21' });
  });

  it('refuses missing, reversed and over-long periods', () => {
    expect(periodProblem({ from: '', to: '2026-11-21' })).toBe('missing');
    expect(periodProblem({ from: '2026-11-22', to: '2026-11-21' })).toBe('order');
    expect(periodProblem({ from: '2020-01-01', to: '2026-11-21' })).toBe('length');
    expect(periodProblem({ from: '2026-11-21', to: '2026-11-21' })).toBeUndefined();
    // An act with a shorter limit (the SMS Dashboard's year) says so.
    expect(periodProblem({ from: '2025-01-01', to: '2026-11-21' })).toBeUndefined();
    expect(periodProblem({ from: '2025-01-01', to: '2026-11-21' }, 366)).toBe('length');
  });

  it('formats rates, hours and percentages in the language', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
    expect(formatRate(0.125, 'en')).toBe('12.5%');
    expect(formatHours(12.345, 'fr')).toBe('12,3');
  });
});

describe('compartment sizes', () => {
  it('treats empty sizes and sizes containing -1 as undefined (spec §3)', () => {
    expect(isUndefinedSize('-1')).toBe(true);
    expect(isUndefinedSize(' ')).toBe(true);
    expect(isUndefinedSize('L-1')).toBe(true);
    expect(isUndefinedSize('M')).toBe(false);
  });
});
