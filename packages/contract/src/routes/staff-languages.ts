import {
  staffLanguageCreateBodySchema,
  staffLanguageParamsSchema,
  staffLanguageResponseSchema,
  staffLanguagesResponseSchema,
  staffLanguageStringsBodySchema,
  staffLanguageStringsQuerySchema,
  staffLanguageStringsResponseSchema,
  staffLanguageUpdateBodySchema,
} from '../schemas/staff-languages.ts';
import { staffNavigationMoveBodySchema } from '../schemas/staff-navigation.ts';
import { staffLanguagesEndpoints } from './endpoints/staff-languages.ts';
import { route } from './route.ts';

const at = staffLanguagesEndpoints.staffLanguages;
const tag = 'Staff languages';
const access = 'staff';
const params = staffLanguageParamsSchema;

/**
 * Platform staff's languages: add one with its direction, choose the default, and edit the
 * interface strings with what each language is missing. Each change goes into the audit log
 * and shows on the storefront at its next page load.
 */
export const staffLanguages = {
  languages: route(at.languages, {
    summary: 'Every language in the storefront’s order, with how many strings each lacks',
    tag,
    access,
    data: staffLanguagesResponseSchema,
  }),
  language: route(at.language, {
    summary: 'One language',
    tag,
    access,
    params,
    data: staffLanguageResponseSchema,
  }),
  create: route(at.create, {
    summary: 'Add a language, switched off and with no string yet, last in the order',
    tag,
    access,
    body: staffLanguageCreateBodySchema,
    data: staffLanguageResponseSchema,
  }),
  update: route(at.update, {
    summary: "Change a language's title, direction or whether shoppers may pick it (the default always)",
    tag,
    access,
    params,
    body: staffLanguageUpdateBodySchema,
    data: staffLanguageResponseSchema,
  }),
  makeDefault: route(at.makeDefault, {
    summary:
      'Make a language the default, the one shoppers get when they ask for none the shop offers (only while no content is translated into it or the default)',
    tag,
    access,
    params,
    data: staffLanguageResponseSchema,
  }),
  move: route(at.move, {
    summary: 'Move a language to another place (from 0) in the storefront’s language menu',
    tag,
    access,
    params,
    body: staffNavigationMoveBodySchema,
    data: staffLanguageResponseSchema,
  }),
  strings: route(at.strings, {
    summary: "A page of the default language's interface strings with this language's text",
    tag,
    access,
    params,
    query: staffLanguageStringsQuerySchema,
    data: staffLanguageStringsResponseSchema,
  }),
  saveStrings: route(at.saveStrings, {
    summary: 'Change the interface strings sent (only those); a blank one is taken away',
    tag,
    access,
    params,
    body: staffLanguageStringsBodySchema,
    data: staffLanguageResponseSchema,
  }),
};

export const staffLanguageRoutes = { staffLanguages };
