import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, photoProblem } from '../src/features/account/photo-rules.ts';

describe('photoProblem', () => {
  it('accepts the four image types up to 2 MB', () => {
    expect(photoProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: PHOTO_MAX_BYTES })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toMatch(/PNG, JPEG, WebP or GIF/);
    expect(photoProblem({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toMatch(/2 MB/);
  });
});
