import {
  staffCurrenciesResponseSchema,
  staffCurrencyBodySchema,
  staffCurrencyParamsSchema,
  staffCurrencyResponseSchema,
} from '../schemas/staff-currency.ts';
import { staffCurrenciesEndpoints } from './endpoints/staff-currencies.ts';
import { route } from './route.ts';

const at = staffCurrenciesEndpoints.staffCurrencies;
const tag = 'Staff currencies';
const access = 'staff';

/**
 * Platform staff keep the currencies the storefront offers: add one, change its symbol, its
 * place, its rate from the default, its decimals and whether it is offered, and choose the
 * default while no price is stored yet. Each change goes into the audit log.
 */
export const staffCurrencies = {
  currencies: route(at.currencies, {
    summary: 'Every currency, the default first, and whether the default may change now',
    tag,
    access,
    data: staffCurrenciesResponseSchema,
  }),
  currency: route(at.currency, {
    summary: 'One currency',
    tag,
    access,
    params: staffCurrencyParamsSchema,
    data: staffCurrencyResponseSchema,
  }),
  create: route(at.create, {
    summary: 'Add a currency (the first one becomes the default)',
    tag,
    access,
    body: staffCurrencyBodySchema,
    data: staffCurrencyResponseSchema,
  }),
  update: route(at.update, {
    summary: "Change a currency's name, symbol, position, rate, precision or whether it is offered",
    tag,
    access,
    params: staffCurrencyParamsSchema,
    body: staffCurrencyBodySchema,
    data: staffCurrencyResponseSchema,
  }),
  makeDefault: route(at.makeDefault, {
    summary: 'Make a currency the default, every rate counted from it again (only while no price is stored)',
    tag,
    access,
    params: staffCurrencyParamsSchema,
    data: staffCurrencyResponseSchema,
  }),
};

export const staffCurrencyRoutes = { staffCurrencies };
