import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-client.ts';
import { AttemptKey, wasAnswered } from '../src/features/checkout/idempotency.ts';
import { isTotalChanged } from '../src/features/checkout/total-changed.ts';

const refusal = new ApiError(422, 'The total has changed.', { expected_payable: ['The total is now 77.08.'] });

describe('isTotalChanged (Place Order refused because the total is not the one shown)', () => {
  it('is the 422 on expected_payable', () => {
    expect(isTotalChanged(refusal)).toBe(true);
  });

  it('is not another refusal, a network failure or any other error', () => {
    expect(isTotalChanged(new ApiError(422, 'The address id field is required.', { address_id: ['Required.'] }))).toBe(
      false,
    );
    expect(isTotalChanged(new ApiError(409, 'Still being processed.', { expected_payable: ['x'] }))).toBe(false);
    expect(isTotalChanged(new ApiError(0, 'Network error.'))).toBe(false);
    expect(isTotalChanged(new Error('boom'))).toBe(false);
  });
});

describe('the Idempotency-Key around a changed total', () => {
  it('gives the press after a refusal a new key (the old one would replay the refusal)', () => {
    const attempt = new AttemptKey();
    const refused = attempt.current();
    attempt.settle(wasAnswered(refusal));
    expect(attempt.current()).not.toBe(refused);
  });

  it('keeps the key after no answer, since that try may have placed the order', () => {
    const attempt = new AttemptKey();
    const unanswered = attempt.current();
    attempt.settle(wasAnswered(new ApiError(0, 'Network error.')));
    attempt.settle(wasAnswered(new DOMException('The user aborted a request.', 'AbortError')));
    expect(attempt.current()).toBe(unanswered);
  });
});
