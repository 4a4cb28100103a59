// A product's details page: its data, gallery and purchase panel.
export { productDetailsQueryOptions, useProductDetailsQuery } from './api/get-product-details.ts';
export { ProductGallery } from './components/product-gallery.tsx';
export { PurchasePanel } from './components/purchase-panel.tsx';
export { productKeys } from './keys.ts';
