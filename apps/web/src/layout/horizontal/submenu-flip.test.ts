import { describe, expect, it } from 'vitest';
import { flipsLeft } from './submenu-flip';

describe('a horizontal sub-menu (spec §9)', () => {
  it('opens to the right while it keeps 16 px from the window edge, else flips left', () => {
    // A 240 px menu under a button at 900 px in a 1200 px window ends at 1140: 60 px to spare.
    expect(flipsLeft(900, 240, 1200)).toBe(false);
    // Ending exactly 16 px from the edge still fits; one pixel more flips it.
    expect(flipsLeft(944, 240, 1200)).toBe(false);
    expect(flipsLeft(945, 240, 1200)).toBe(true);
  });
});
