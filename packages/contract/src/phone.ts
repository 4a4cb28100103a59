/** Phone rules of the registration and address forms (spec section 5). */
export interface PhoneRules {
  required: boolean;
  minLength: number;
  maxLength: number;
}

export const DEFAULT_PHONE_RULES: PhoneRules = { required: true, minLength: 9, maxLength: 16 };

/** Keeps digits only, as the phone inputs do on every keystroke. */
export function digitsOnly(input: string): string {
  return input.replace(/\D+/g, '');
}

/** Returns an error message for a phone number, or null when it passes the configured rules. */
export function phoneError(input: string, rules: PhoneRules = DEFAULT_PHONE_RULES): string | null {
  const digits = digitsOnly(input);
  if (digits.length === 0) return rules.required ? 'The phone field is required.' : null;
  if (digits.length < rules.minLength) return `The phone must be at least ${rules.minLength} digits.`;
  if (digits.length > rules.maxLength) return `The phone may not be greater than ${rules.maxLength} digits.`;
  return null;
}
