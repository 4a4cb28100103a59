import type { Endpoint } from '../route.ts';

const CATEGORIES = '/staff/catalogue/categories';
const BRANDS = '/staff/catalogue/brands';
const UNITS = '/staff/catalogue/units';
const COLOURS = '/staff/catalogue/colours';

/** Endpoints of platform staff's categories and sub-categories, brands, units and colours (routes in ../staff-catalogue.ts). */
export const staffCatalogueEndpoints = {
  staffCatalogue: {
    categories: { method: 'GET', path: CATEGORIES },
    createCategory: { method: 'POST', path: CATEGORIES },
    updateCategory: { method: 'PUT', path: `${CATEGORIES}/:id` },
    moveCategory: { method: 'POST', path: `${CATEGORIES}/:id/move` },
    deleteCategory: { method: 'DELETE', path: `${CATEGORIES}/:id` },
    uploadCategoryThumbnail: { method: 'POST', path: `${CATEGORIES}/:id/thumbnail` },
    brands: { method: 'GET', path: BRANDS },
    createBrand: { method: 'POST', path: BRANDS },
    updateBrand: { method: 'PUT', path: `${BRANDS}/:id` },
    deleteBrand: { method: 'DELETE', path: `${BRANDS}/:id` },
    units: { method: 'GET', path: UNITS },
    createUnit: { method: 'POST', path: UNITS },
    updateUnit: { method: 'PUT', path: `${UNITS}/:id` },
    deleteUnit: { method: 'DELETE', path: `${UNITS}/:id` },
    colours: { method: 'GET', path: COLOURS },
    createColour: { method: 'POST', path: COLOURS },
    updateColour: { method: 'PUT', path: `${COLOURS}/:id` },
    deleteColour: { method: 'DELETE', path: `${COLOURS}/:id` },
  },
  colourPalette: {
    palette: { method: 'GET', path: '/seller/colour-palette' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
