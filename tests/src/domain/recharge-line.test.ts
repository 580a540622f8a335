import { describe, expect, it } from 'vitest';
import { rechargeLine, type Line } from '../../../src/domain/line-view';

// The line a recharge is for (issue 46): a customer whose first line waits for its SIM and whose second is in use was
// told "You have no line to recharge yet".
const line = (number: string, status: string) => ({ number, status }) as unknown as Line;
const waiting = line('923410000001', 'PendingActivation');
const active = line('923410000002', 'Active');
const closed = line('923410000003', 'Inactive');

describe('rechargeLine', () => {
  it('is the first line in use when none is asked for, even after a line waiting for its SIM or a closed one', () => {
    expect(rechargeLine([waiting, active], '')).toBe(active);
    expect(rechargeLine([closed, waiting, active], '')).toBe(active);
  });
  it('is the line asked for by ?number=, whatever its state (the page then says it cannot be recharged)', () => {
    expect(rechargeLine([waiting, active], '?number=923410000001')).toBe(waiting);
    expect(rechargeLine([waiting, active], '?number=923410000002')).toBe(active);
  });
  it('is a waiting line when the customer has no line in use, and nothing without lines', () => {
    expect(rechargeLine([waiting], '')).toBe(waiting);
    expect(rechargeLine([], '')).toBeUndefined();
  });
});
