import { describe, expect, it } from 'vitest';
import { startOfToday, startOfWeek } from '../src/features/dashboard/periods.ts';

// Wednesday 2026-11-25, mid-afternoon, in the machine's time zone.
const wednesday = new Date(2026, 10, 25, 15, 30);

describe('dashboard periods', () => {
  it('starts today at local midnight', () => {
    expect(startOfToday(wednesday)).toEqual(new Date(2026, 10, 25));
  });

  it('starts the week on the first day where the owner is', () => {
    expect(startOfWeek('en-GB', wednesday)).toEqual(new Date(2026, 10, 23)); // Monday
    expect(startOfWeek('en-US', wednesday)).toEqual(new Date(2026, 10, 22)); // Sunday
  });

  it('counts the first day itself as the start of its week', () => {
    const monday = new Date(2026, 10, 23, 0, 5);
    expect(startOfWeek('en-GB', monday)).toEqual(new Date(2026, 10, 23));
    const sunday = new Date(2026, 10, 22, 23, 59);
    expect(startOfWeek('en-GB', sunday)).toEqual(new Date(2026, 10, 16));
  });
});
