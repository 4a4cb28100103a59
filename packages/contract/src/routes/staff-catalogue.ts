import {
  colourPaletteSchema,
  staffBrandBodySchema,
  staffBrandsSchema,
  staffCatalogueParamsSchema,
  staffCategoryBodySchema,
  staffCategoryMoveBodySchema,
  staffCategoryTreeSchema,
  staffColourBodySchema,
  staffUnitBodySchema,
  staffUnitsSchema,
} from '../schemas/staff-catalogue.ts';
import { staffCatalogueEndpoints } from './endpoints/staff-catalogue.ts';
import { type Endpoint, type Route, route } from './route.ts';

const at = staffCatalogueEndpoints.staffCatalogue;
const params = staffCatalogueParamsSchema;

/** A staff route of the catalogue's, answering the whole list it changes (`data`). */
const staffRoute =
  <const D extends Route['data']>(data: D) =>
  <const E extends Endpoint, const S extends Pick<Route, 'summary' | 'params' | 'body'>>(endpoint: E, spec: S) =>
    route(endpoint, { ...spec, tag: 'Staff catalogue', access: 'staff', data });

const categoryRoute = staffRoute(staffCategoryTreeSchema);
const brandRoute = staffRoute(staffBrandsSchema);
const unitRoute = staffRoute(staffUnitsSchema);
const colourRoute = staffRoute(colourPaletteSchema);

/**
 * Platform staff keep the catalogue's structure: the categories and their sub-categories (names
 * in every language, pictures, order, whether shown), the brands, the units of sale and the colour
 * palette the product form offers. Each change goes into the audit log and shows in the
 * storefront at its next page load; what products use is never removed.
 */
export const staffCatalogue = {
  categories: categoryRoute(at.categories, {
    summary: 'Every category, active or not, in the storefront’s order, each with its sub-categories',
  }),
  createCategory: categoryRoute(at.createCategory, {
    summary: 'Add a category, or a sub-category of one (last among its siblings)',
    body: staffCategoryBodySchema,
  }),
  updateCategory: categoryRoute(at.updateCategory, {
    summary: "Change a category's name, slug, parent, whether it is shown, or its names in other languages",
    params,
    body: staffCategoryBodySchema,
  }),
  moveCategory: categoryRoute(at.moveCategory, {
    summary: 'Move a category to another place among its siblings',
    params,
    body: staffCategoryMoveBodySchema,
  }),
  deleteCategory: categoryRoute(at.deleteCategory, {
    summary: 'Remove a category no product and no sub-category uses (422 otherwise: deactivate it instead)',
    params,
  }),
  // A multipart form, so no JSON body here: the server checks the file by its content.
  uploadCategoryThumbnail: categoryRoute(at.uploadCategoryThumbnail, {
    summary: "Replace a category's picture (multipart, a thumbnail image of at most 2 MB)",
    params,
  }),
  brands: brandRoute(at.brands, { summary: 'Every brand, active or not, by name' }),
  createBrand: brandRoute(at.createBrand, { summary: 'Add a brand', body: staffBrandBodySchema }),
  updateBrand: brandRoute(at.updateBrand, {
    summary: "Change a brand's name, slug or whether shops may pick it",
    params,
    body: staffBrandBodySchema,
  }),
  deleteBrand: brandRoute(at.deleteBrand, { summary: 'Remove a brand no product uses', params }),
  units: unitRoute(at.units, { summary: 'Every unit of sale by name, with its names in other languages' }),
  createUnit: unitRoute(at.createUnit, { summary: 'Add a unit of sale', body: staffUnitBodySchema }),
  updateUnit: unitRoute(at.updateUnit, {
    summary: "Change a unit's name or its names in other languages",
    params,
    body: staffUnitBodySchema,
  }),
  deleteUnit: unitRoute(at.deleteUnit, { summary: 'Remove a unit no product uses', params }),
  colours: colourRoute(at.colours, { summary: 'The colour palette the product form offers, by name' }),
  createColour: colourRoute(at.createColour, { summary: 'Add a colour to the palette', body: staffColourBodySchema }),
  updateColour: colourRoute(at.updateColour, {
    summary: "Change a palette colour's name or code (products keep their own copies)",
    params,
    body: staffColourBodySchema,
  }),
  deleteColour: colourRoute(at.deleteColour, { summary: 'Remove a colour from the palette', params }),
};

/** The palette as the shop owner's product form offers it. */
export const colourPalette = {
  palette: route(staffCatalogueEndpoints.colourPalette.palette, {
    summary: 'The colours the product form offers to pick from, by name (a shop owner may type others)',
    tag: 'Seller products',
    access: 'seller',
    data: colourPaletteSchema,
  }),
};

export const staffCatalogueRoutes = { staffCatalogue, colourPalette };
