import { useState } from 'react';
import { Button } from '@souk/ui/button';
import { useT } from '../../../lib/i18n.ts';

interface CouponFieldProps {
  applied: string;
  onApply: (code: string) => void;
  /** Why the code sent did not apply (the server's coupon_message), or null. */
  message: string | null;
  /** The voucher the checkout applied, when one did (a collected one may apply without a code). */
  appliedCode: string | null;
}

/** The voucher code: sent with the checkout call as coupon_code; Remove goes back to none. */
export function CouponField({ applied, onApply, message, appliedCode }: CouponFieldProps) {
  const t = useT();
  const [draft, setDraft] = useState(applied);
  return (
    <div className="space-y-2">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft.trim());
        }}
      >
        <label htmlFor="coupon-code" className="sr-only">
          {t('Voucher Code')}
        </label>
        <input
          id="coupon-code"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('Voucher Code')}
          dir="ltr"
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-primary-600 focus:ring-2 focus:ring-primary-600"
        />
        <Button type="submit" variant="outline" size="sm">
          {t('Apply')}
        </Button>
        {applied ? (
          <Button
            variant="subtle"
            size="sm"
            onClick={() => {
              setDraft('');
              onApply('');
            }}
          >
            {t('Remove')}
          </Button>
        ) : null}
      </form>
      {message ? (
        <p role="alert" className="text-sm text-rose-700">
          {message}
        </p>
      ) : null}
      {/* A refused code leaves the voucher that applies without it (a collected one) in place. */}
      {appliedCode ? (
        <p className="text-sm text-emerald-700" data-testid="applied-voucher">
          {t('Voucher :code applied', { code: appliedCode })}
        </p>
      ) : null}
    </div>
  );
}
