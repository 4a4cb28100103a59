import { CASH_ON_DELIVERY } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { contentLocale, requestCurrencyName } from '../../lib/content-locale.ts';
import type { Settings } from '../settings/defaults.ts';
import { createLinkSigner, type LinkSigner } from './signing.ts';

/**
 * An online payment provider. Placing an order creates a payment row and asks the gateway where
 * the shopper pays it; the provider's callback marks the payment (see payment/routes.ts for
 * the built-in sandbox). A real provider adds an adapter here and a row to `payment_gateways`.
 */
export interface PaymentGateway {
  readonly name: string;
  /** The page the shopper's browser opens to pay `paymentId`. */
  paymentUrl(paymentId: number): string;
}

const SANDBOX = 'sandbox';

/** The built-in sandbox: a hosted page on this server with Approve, Decline and Cancel. */
export class SandboxGateway implements PaymentGateway {
  readonly name = SANDBOX;
  /** `origin` is APP_URL when set (apps outside the browser need an absolute link), else ''. */
  constructor(
    readonly signer: LinkSigner,
    private readonly origin = '',
  ) {}

  /** The link carries the shopper's language and currency (not signed: they only change how the page reads). */
  paymentUrl(paymentId: number): string {
    const { expires, signature } = this.signer.sign(paymentId);
    const query = new URLSearchParams({ expires: String(expires), signature });
    const [lang, currency] = [contentLocale(), requestCurrencyName()];
    if (lang) query.set('lang', lang);
    if (currency) query.set('currency', currency);
    return `${this.origin}/api/payments/sandbox/${paymentId}?${query}`;
  }
}

const perApp = new WeakMap<AppContext['config'], Map<string, PaymentGateway>>();

/**
 * The gateway adapters of this server, made once per app (the sandbox's link secret with it).
 * The sandbox marks orders paid with no money taken, so it exists only while PAYMENTS_SANDBOX
 * resolves on (by default in local mode only).
 */
export function gatewaysOf(ctx: AppContext): Map<string, PaymentGateway> {
  let gateways = perApp.get(ctx.config);
  if (!gateways) {
    gateways = new Map();
    if (ctx.config.paymentsSandbox) {
      const origin = ctx.config.APP_URL?.replace(/\/+$/, '') ?? '';
      const sandbox = new SandboxGateway(createLinkSigner(ctx.config.PAYMENT_LINK_SECRET, ctx.clock), origin);
      gateways.set(sandbox.name, sandbox);
    }
    perApp.set(ctx.config, gateways);
  }
  return gateways;
}

/** The sandbox gateway, or undefined while it is switched off. */
export function sandboxGateway(ctx: AppContext): SandboxGateway | undefined {
  const sandbox = gatewaysOf(ctx).get(SANDBOX);
  return sandbox instanceof SandboxGateway ? sandbox : undefined;
}

/**
 * The gateways shoppers are offered (what /api/master lists): those the settings list while
 * online payment is on, less the sandbox while it is switched off.
 */
export function offeredGateways(config: Config, settings: Pick<Settings, 'online_payment' | 'payment_gateways'>) {
  if (!settings.online_payment) return [];
  return (
    settings.payment_gateways
      .filter((gateway) => gateway.name !== SANDBOX || config.paymentsSandbox)
      // Only the public fields: a row written by hand may carry more than a browser should see.
      .map(({ id, name, title, logo }) => ({ id, name, title, logo }))
  );
}

/**
 * The gateway `method` names, or null for cash on delivery; refuses a method not offered (cash
 * off, online payments off, or a gateway not listed, switched off or without an adapter).
 */
export function resolvePaymentMethod(ctx: AppContext, settings: Settings, method: string): PaymentGateway | null {
  if (method === CASH_ON_DELIVERY) {
    if (!settings.cash_on_delivery) throw AppError.validation('payment_method', 'Cash on delivery is not available.');
    return null;
  }
  const listed = offeredGateways(ctx.config, settings).some((g) => g.name === method);
  const gateway = gatewaysOf(ctx).get(method);
  if (!listed || !gateway) throw AppError.validation('payment_method', 'The selected payment method is not available.');
  return gateway;
}
