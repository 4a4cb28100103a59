import { themeColorKeys } from '@souk/contract';
import { describe, expect, it } from 'vitest';
import { applyThemeColors } from '../src/features/settings/theme.ts';

/** Just the part of an element's style that the theme touches. */
function fakeRoot() {
  const properties = new Map<string, string>();
  let writes = 0;
  const style = {
    getPropertyValue: (name: string) => properties.get(name) ?? '',
    setProperty: (name: string, value: string) => (writes += 1) && properties.set(name, value),
    removeProperty: (name: string) => (writes += 1) && properties.delete(name),
  };
  return { root: { style } as unknown as HTMLElement, properties, writes: () => writes };
}

const complete = Object.fromEntries(themeColorKeys.map((key, i) => [key, `#00000${i.toString(16)}`]));

describe('applyThemeColors', () => {
  it('applies all twelve colours as the primary palette', () => {
    const { root, properties } = fakeRoot();
    expect(applyThemeColors(complete, root)).toBe(true);
    expect(properties.size).toBe(12);
    expect(properties.get('--color-primary')).toBe(complete.primary);
    expect(properties.get('--color-primary-950')).toBe(complete.primary950);
  });

  it('applies nothing when any of the twelve is missing or empty', () => {
    const { root, properties } = fakeRoot();
    const { primary500: _missing, ...eleven } = complete;
    expect(applyThemeColors(eleven, root)).toBe(false);
    expect(properties.size).toBe(0);
    expect(applyThemeColors({ ...complete, primary50: '' }, root)).toBe(false);
    expect(properties.size).toBe(0);
  });

  it('removes an earlier palette when a later one is incomplete', () => {
    const { root, properties } = fakeRoot();
    applyThemeColors(complete, root);
    applyThemeColors({ primary: '#123456' }, root);
    expect(properties.size).toBe(0);
  });

  it('writes nothing when the palette is already applied, or already absent', () => {
    const { root, writes } = fakeRoot();
    applyThemeColors({}, root);
    expect(writes()).toBe(0);
    applyThemeColors(complete, root);
    expect(writes()).toBe(12);
    applyThemeColors({ ...complete }, root);
    expect(writes()).toBe(12);
  });
});
