/**
 * Phone rules of the registration and address forms
 * (docs/features/forms-and-errors.md#rules-checked-in-the-browser).
 */
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

/** The phone rules an owner configured, as `GET /master` (and the server's settings) carry them. */
export function phoneRulesOf(settings: {
  phone_required: boolean;
  phone_min_length: number;
  phone_max_length: number;
}): PhoneRules {
  return {
    required: settings.phone_required,
    minLength: settings.phone_min_length,
    maxLength: settings.phone_max_length,
  };
}

/** "+1", "1" and " +44 " all become "+1" / "+44"; anything without 1 to 4 digits is refused. */
export function normalizePhoneCode(input: string): string | null {
  const digits = digitsOnly(input);
  return digits.length >= 1 && digits.length <= 4 ? `+${digits}` : null;
}

/**
 * What a shopper typed into "Email / Phone Number": an email when it holds an @ (compared in
 * lower case), otherwise a phone number (compared by its digits).
 */
export type Identifier = { kind: 'email' | 'phone'; value: string };

export function parseIdentifier(input: string): Identifier {
  const trimmed = input.trim();
  return trimmed.includes('@')
    ? { kind: 'email', value: trimmed.toLowerCase() }
    : { kind: 'phone', value: digitsOnly(trimmed) };
}
