import { OTP_LENGTH } from '../constants.ts';
import { useRef } from 'react';
import { useT } from '../../../lib/i18n.ts';

interface OtpInputProps {
  /** One character per box (docs/features/accounts.md#one-time-codes). */
  value: string[];
  onChange: (value: string[]) => void;
  invalid: boolean;
}

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * Four one-digit boxes: typing moves to the next box, Backspace in an empty box goes back, and
 * pasting the whole code fills every box. The code reads left to right in rtl too (dir="ltr").
 */
export function OtpInput({ value, onChange, invalid }: OtpInputProps) {
  const t = useT();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => boxes.current[index]?.focus();

  const setAt = (index: number, char: string) => {
    const next = [...value];
    next[index] = char;
    onChange(next);
  };

  return (
    <div dir="ltr" className="flex justify-center gap-2 sm:gap-3" role="group" aria-label={t('OTP')}>
      {value.map((char, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          value={char}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          aria-label={t('Digit :n', { n: index + 1 })}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            const digit = event.target.value.replace(/\D/g, '').slice(-1);
            setAt(index, digit);
            if (digit && index < OTP_LENGTH - 1) focus(index + 1);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && !char && index > 0) {
              event.preventDefault();
              setAt(index - 1, '');
              focus(index - 1);
            }
            // The boxes read left to right in every language, so the arrows move the same way.
            const by = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
            if (by && index + by >= 0 && index + by < OTP_LENGTH) {
              event.preventDefault();
              focus(index + by);
            }
          }}
          onPaste={(event) => {
            const digits = event.clipboardData.getData('text').replace(/\D/g, '');
            if (digits.length !== OTP_LENGTH) return;
            event.preventDefault();
            onChange(digits.split(''));
            focus(OTP_LENGTH - 1);
          }}
          className={`size-12 rounded-md border text-center text-xl font-semibold outline-none focus:ring-2 sm:size-14 ${
            invalid ? 'border-rose-500 focus:ring-rose-600' : 'border-slate-300 focus:ring-primary-600'
          }`}
        />
      ))}
    </div>
  );
}
