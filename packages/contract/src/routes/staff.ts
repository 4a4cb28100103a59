import {
  sellerSetPasswordBodySchema,
  sellerSetPasswordResponseSchema,
  staffApplicationParamsSchema,
  staffApplicationResponseSchema,
  staffApplicationsQuerySchema,
  staffApplicationsResponseSchema,
  staffDeclineBodySchema,
} from '../schemas/staff-seller.ts';
import { staffAuditQuerySchema, staffAuditResponseSchema } from '../schemas/staff-audit.ts';
import { staffEndpoints } from './endpoints/staff.ts';
import { route } from './route.ts';

const at = staffEndpoints.staffSellers;
const tag = 'Staff sellers';
const access = 'staff';

/**
 * Platform staff decide 'Become a Seller' applications: approving one opens the shop and its
 * owner's account and mails the owner a link to set a password; declining mails the reason.
 */
export const staffSellers = {
  applications: route(at.applications, {
    summary: "A page of sellers' applications, newest first, of one status, with each status's count",
    tag,
    access,
    query: staffApplicationsQuerySchema,
    data: staffApplicationsResponseSchema,
  }),
  application: route(at.application, {
    summary: 'One application',
    tag,
    access,
    params: staffApplicationParamsSchema,
    data: staffApplicationResponseSchema,
  }),
  approve: route(at.approve, {
    summary: "Approve a pending application: the shop and its owner's account are created and the owner mailed a link",
    tag,
    access,
    params: staffApplicationParamsSchema,
    data: staffApplicationResponseSchema,
  }),
  decline: route(at.decline, {
    summary: 'Decline a pending application; the applicant is mailed the reason',
    tag,
    access,
    params: staffApplicationParamsSchema,
    body: staffDeclineBodySchema,
    data: staffApplicationResponseSchema,
  }),
  setPassword: route(at.setPassword, {
    summary: "A new shop owner's first password, from the link their approval sent",
    tag,
    access: 'public',
    body: sellerSetPasswordBodySchema,
    data: sellerSetPasswordResponseSchema,
  }),
};

/** What was changed in the platform console, by whom and when, with each thing before and after. */
export const staffAudit = {
  entries: route(staffEndpoints.staffAudit.entries, {
    summary: 'A page of the audit log, newest first, of one action or subject',
    tag: 'Staff audit log',
    access,
    query: staffAuditQuerySchema,
    data: staffAuditResponseSchema,
  }),
};

export const staffRoutes = { staffSellers, staffAudit };
