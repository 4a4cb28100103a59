import { AuthViewDialog } from './auth-view-dialog.tsx';
import { ForgotForm } from './forgot-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { LogoutDialog } from './logout-dialog.tsx';
import { OtpDialog } from './otp-dialog.tsx';
import { RegisterForm } from './register-dialog.tsx';
import { ResetForm } from './reset-dialog.tsx';

/** Every account dialog, mounted once above the layouts; the auth store says which is open. */
export function AuthDialogs() {
  return (
    <>
      <LoginDialog />
      <AuthViewDialog view="register" title="Sign Up">
        <RegisterForm />
      </AuthViewDialog>
      <AuthViewDialog view="forgot" title="Forgot Password">
        <ForgotForm />
      </AuthViewDialog>
      <OtpDialog />
      <AuthViewDialog view="reset" title="Reset Password">
        <ResetForm />
      </AuthViewDialog>
      <LogoutDialog />
    </>
  );
}
