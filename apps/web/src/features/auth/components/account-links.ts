/** The signed-in user menu's links (spec section 2), shared by the desktop dropdown and the phone list. */
export const accountLinks = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/order-history', label: 'Order History' },
  { to: '/profile', label: 'My Profile' },
  { to: '/change-password', label: 'Change Password' },
] as const;
