import fc from 'fast-check';

/** Strings that have broken servers before: injections, traversal, markup, control and odd unicode. */
const nastyStrings = [
  '',
  ' ',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<img src=x onerror=window.__xss=1>',
  '<script>window.__xss=1</script>',
  'javascript:alert(1)',
  '\u0000',
  '\uFFFF\uD800',
  '%',
  '%00',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x10',
  '9'.repeat(40),
  '1.5',
  '-1',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'ش'.repeat(300),
  '😀'.repeat(50),
  'x'.repeat(70_000),
];

/** Values a real request could carry, so some requests pass validation and reach the services. */
const plausible = [
  1,
  2,
  3,
  5,
  10,
  '1',
  '2',
  'cash',
  'Home',
  'en',
  'customer@example.com',
  'seller1@example.com',
  '+1',
  '5550100001',
  'Souk-demo-2026',
  '1234',
  'United States',
  '2030-01-01',
];

const nastyNumbers = [-1, 0, -0, 0.5, 1.0000001, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE];

/** One hostile JSON value: wrong types, edge numbers, nasty strings, or small nested structures. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...plausible) },
  { weight: 2, arbitrary: fc.constantFrom(...nastyNumbers) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys no body should be able to use to change who or what is acted on. */
export const smuggledKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'user_id',
  'role',
  'price',
  'total',
  'shop_id',
  'id',
];

/** A text form of a value for query strings, form fields and path segments. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Percent-encodes any string, lone surrogate halves included (encodeURIComponent throws on those). */
export function urlEncode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** Path segments: real-looking ids (other people's rows among them), edge numbers, junk and encodings. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('google', 'facebook', 'apple', 'en', 'ar', 'about-us', 'cash', 'sandbox') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '99999999999999999999',
      'abc',
      '%2e%2e%2f',
      '%2F',
      '..',
      '%',
      '%E0%A4%A',
      '%00',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(urlEncode) },
);
