// Ad Analytics' CSV files: one line per row with the page's own headings, touch rates and hours worked out the same
// way the table shows them, names a spreadsheet cannot run as formulas, and file names a file system accepts.
import { describe, expect, it } from 'vitest';
import { analyticsCsv, columnsOf, fileNameOf, playHours, touchRate } from './analytics-csv';

const headings = {
  name: 'Item',
  detail: 'Group',
  impressions: 'Showings',
  touches: 'Touches',
  touchRate: 'Touch rate',
  playHours: 'Hours on screen',
};

describe('ad analytics CSV', () => {
  it('writes the headings and one line per row', () => {
    const csv = analyticsCsv(
      [
        {
          key: '1',
          label: 'Maple latte',
          detail: 'Winter warmers',
          impressions: 400,
          touches: 10,
          play_seconds: 4000,
          clicks: 7,
        },
        {
          key: '2',
          label: '=cmd|calc',
          detail: 'Odd, "quoted"',
          impressions: 0,
          touches: 0,
          play_seconds: 0,
          clicks: 0,
        },
      ],
      headings,
    );
    expect(csv.split('\r\n')).toEqual([
      'Item,Group,Showings,Touches,Touch rate,Hours on screen',
      'Maple latte,Winter warmers,400,10,0.025,1.1',
      `'=cmd|calc,"Odd, ""quoted""",0,0,0,0`,
      '',
    ]);
  });

  it('adds the clicks where a view has them, and a short link has only clicks', () => {
    const row = {
      key: '3',
      label: 'Maple Leaf Coffee: winter menu',
      detail: 'Maple Leaf Coffee',
      impressions: 0,
      touches: 0,
      play_seconds: 0,
      clicks: 12,
    };
    const withClicks = { ...headings, clicks: 'Link clicks' };
    expect(analyticsCsv([row], withClicks, columnsOf('agent')).split('\r\n')[0]).toBe(
      'Item,Group,Showings,Touches,Touch rate,Hours on screen,Link clicks',
    );
    expect(analyticsCsv([row], withClicks, columnsOf('redirect')).split('\r\n')).toEqual([
      'Item,Group,Link clicks',
      'Maple Leaf Coffee: winter menu,Maple Leaf Coffee,12',
      '',
    ]);
    expect(columnsOf('item')).toBe('showings');
    expect(columnsOf('building')).toBe('showings');
    expect(columnsOf('day')).toBe('both');
  });

  it('works out rates and hours without dividing by nothing', () => {
    expect(touchRate({ impressions: 3, touches: 1 })).toBe(0.3333);
    expect(touchRate({ impressions: 0, touches: 0 })).toBe(0);
    expect(playHours(5400)).toBe(1.5);
  });

  it('names files with letters, digits and dashes only', () => {
    expect(fileNameOf('ad-report', 'Boulangerie du Quartier', '2026-10-01', '2026-10-31')).toBe(
      'ad-report-boulangerie-du-quartier-2026-10-01-2026-10-31.csv',
    );
  });
});
