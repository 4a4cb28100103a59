import { ApiError } from '@souk/client';
import { type StaffCommerceBody, staffCommerceBodySchema, type StaffCommerceResponse } from '@souk/contract';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';

const SWITCHES = [
  'multi_vendor',
  'one_shop_per_cart',
  'cash_on_delivery',
  'online_payment',
  'order_place_account_verify',
] as const;

/** One gateway the form shows: offered or not, the title shoppers read, and whether this server can take payments through it. */
export interface GatewayRow {
  name: string;
  offered: boolean;
  title: string;
  available: boolean;
}

export type CommerceFormValues = Record<(typeof SWITCHES)[number], boolean> & { gateways: GatewayRow[] };

const switchesOf = (values: Record<(typeof SWITCHES)[number], boolean>) =>
  Object.fromEntries(SWITCHES.map((key) => [key, values[key]])) as Record<(typeof SWITCHES)[number], boolean>;

/**
 * The form's values for the saved settings: the gateways offered now, in their order, then the
 * others this server could offer.
 */
export function formValues(data: StaffCommerceResponse): CommerceFormValues {
  const offered = data.settings.payment_gateways;
  const others = data.gateway_adapters.filter((name) => !offered.some((gateway) => gateway.name === name));
  return {
    ...switchesOf(data.settings),
    gateways: [
      ...offered.map(({ name, title }) => ({
        name,
        title,
        offered: true,
        available: data.gateway_adapters.includes(name),
      })),
      ...others.map((name) => ({ name, title: '', offered: false, available: true })),
    ],
  };
}

/** The gateway list a save sends: the offered rows, in order. */
const offeredGateways = (rows: GatewayRow[]) =>
  rows.filter((row) => row.offered).map(({ name, title }) => ({ name, title }));

/**
 * The body of a save: only the switches changed since `initial`, so a save never writes back
 * one another staff member changed meanwhile; the gateway list whole once any of it changed.
 */
export function changedBody(values: CommerceFormValues, initial: CommerceFormValues): StaffCommerceBody {
  const body: StaffCommerceBody = {};
  for (const key of SWITCHES) if (values[key] !== initial[key]) body[key] = values[key];
  const gateways = offeredGateways(values.gateways);
  if (JSON.stringify(gateways) !== JSON.stringify(offeredGateways(initial.gateways))) body.payment_gateways = gateways;
  return body;
}

/** A body field's name on the form: the n-th gateway sent is the n-th offered row. */
function formField(field: string, values: CommerceFormValues): string {
  if (!field.startsWith('payment_gateways')) return field;
  const match = /^payment_gateways\.(\d+)\.(\w+)$/.exec(field);
  const rows = values.gateways.flatMap((row, i) => (row.offered ? [i] : []));
  const row = match ? rows[Number(match[1])] : undefined;
  return row === undefined ? 'gateways.root' : `gateways.${row}.${match![2]}`;
}

/** Checks the form by the contract's own schema, each refusal under the form field it names. */
export const commerceResolver: Resolver<CommerceFormValues> = (values) => {
  const parsed = staffCommerceBodySchema.safeParse({
    ...switchesOf(values),
    payment_gateways: offeredGateways(values.gateways),
  });
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<CommerceFormValues> = {};
  for (const issue of parsed.error.issues) {
    set(errors, formField(issue.path.join('.'), values), { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

/** The server's refusal with its fields named as the form names them. */
export function onForm(error: unknown, values: CommerceFormValues): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => [formField(field, values), messages]),
  );
  return new ApiError(error.status, error.message, errors);
}
