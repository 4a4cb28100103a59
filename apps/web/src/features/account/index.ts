// The shopper's account: dashboard, profile, password and recently viewed products.
export { useChangePassword } from './api/change-password.ts';
export { useDashboardQuery } from './api/get-dashboard.ts';
export { useProfileQuery } from './api/get-profile.ts';
export { useRecentlyViewedQuery } from './api/get-recently-viewed.ts';
export { useUpdateProfile } from './api/update-profile.ts';
export { PHOTO_TYPES, photoProblem } from './photo-rules.ts';
