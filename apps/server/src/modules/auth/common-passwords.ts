import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of zxcvbn-ts's list (MIT; drawn from leaked-password
 * corpora), compared without case: "Password1" is as guessable as "password1". Built on first
 * use so a server that never registers anyone does not hold it.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less common one.';
