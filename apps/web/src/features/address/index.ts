// The shopper's delivery addresses: the list, the form, deleting one.
export { addressTypeLabel } from './address-types.ts';
export { useDeleteAddress } from './api/delete-address.ts';
export { useAddressQuery } from './api/get-address.ts';
export { useAddressesQuery } from './api/get-addresses.ts';
export { AddressForm } from './components/address-form.tsx';
