import { describe, expect, it } from 'vitest';
import { operationMessage } from '@bluemanager/protocol';
import { operationDetail, toTimelineEntry } from '../../src/sections/parcels/parcel-timeline.js';

describe('the parcel timeline', () => {
  it('reads the detail back out of the logged message', () => {
    const logged = (operation: 'parcel-flagged-abnormal' | 'parcel-deposited', detail?: string) => ({
      operation,
      target: '42',
      message: operationMessage(operation, '42', detail),
    });
    expect(operationDetail(logged('parcel-flagged-abnormal', 'Door: open'))).toBe('Door: open');
    expect(operationDetail(logged('parcel-deposited'))).toBe('');
  });

  it('gives no detail for a key it does not know or a message that does not follow the template', () => {
    expect(operationDetail({ operation: 'machine-restarted', target: '7', message: 'Machine 7: done' })).toBe(
      '',
    );
    expect(operationDetail({ operation: 'parcel-collected', target: '7', message: 'edited by hand' })).toBe(
      '',
    );
  });

  it('keeps the English message beside the key, target and detail', () => {
    const entry = {
      at: '2026-01-01T00:00:00.000Z',
      operation: 'parcel-completed-manually',
      target: '9',
      message: 'Parcel 9 completed manually: at the desk',
      username: 'sysadmin',
    };
    expect(toTimelineEntry(entry)).toEqual({ ...entry, detail: 'at the desk' });
  });
});
