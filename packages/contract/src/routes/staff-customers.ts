import {
  staffCustomerActiveBodySchema,
  staffCustomerParamsSchema,
  staffCustomerResponseSchema,
  staffCustomersQuerySchema,
  staffCustomersResponseSchema,
} from '../schemas/staff-customer.ts';
import { staffCustomersEndpoints } from './endpoints/staff-customers.ts';
import { route } from './route.ts';

const at = staffCustomersEndpoints.staffCustomers;
const tag = 'Staff customers';
const access = 'staff';

/**
 * Platform staff look shoppers up, read their orders and tickets, deactivate or reactivate them
 * and sign them out everywhere; each change goes into the audit log.
 */
export const staffCustomers = {
  customers: route(at.customers, {
    summary: 'A page of customers, newest first, of one status and search, with the count of each status',
    tag,
    access,
    query: staffCustomersQuerySchema,
    data: staffCustomersResponseSchema,
  }),
  customer: route(at.customer, {
    summary: 'One customer: the profile, the latest orders and support tickets',
    tag,
    access,
    params: staffCustomerParamsSchema,
    data: staffCustomerResponseSchema,
  }),
  setActive: route(at.setActive, {
    summary: 'Deactivate a customer (no more sign-ins, every session ended) or reactivate them',
    tag,
    access,
    params: staffCustomerParamsSchema,
    body: staffCustomerActiveBodySchema,
    data: staffCustomerResponseSchema,
  }),
  signOut: route(at.signOut, {
    summary: 'End every session of a customer: their tokens and their realtime connections',
    tag,
    access,
    params: staffCustomerParamsSchema,
    data: staffCustomerResponseSchema,
  }),
};

export const staffCustomerRoutes = { staffCustomers };
