/**
 * The signed-in user menu's links (docs/features/storefront.md#the-header-and-menus), shared by the
 * desktop dropdown and the phone list.
 */
export const accountLinks = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/order-history', label: 'Order History' },
  { to: '/profile', label: 'My Profile' },
  { to: '/change-password', label: 'Change Password' },
] as const;
