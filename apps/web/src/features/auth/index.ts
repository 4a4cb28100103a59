// Signing in and out: the session store, sign-up and password forms, the session's end.
export { toastUnlessFieldErrors } from './api/login.ts';
export { NewPasswordFields } from './components/new-password-fields.tsx';
export { CONFIRM_PASSWORD_MISMATCH } from './constants.ts';
export { connectSessionEffects } from './session-effects.ts';
export { useAuthStore } from './store.ts';
export { useSessionEndedNotice } from './use-session-ended.ts';
