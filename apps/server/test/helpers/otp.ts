import { post } from './accounts.ts';
import type { TestContext } from './test-app.ts';

let address = 0;
/** A fresh client address per call keeps the per-address hourly cap out of the tests that are not about it. */
export const freshIp = () => {
  address += 1;
  return `10.90.${Math.floor(address / 250)}.${address % 250}`;
};

export const sendOtp = (t: TestContext, phone: string, forgot = false, ip = freshIp()) =>
  post(t, '/api/send-otp', forgot ? { phone, phone_code: '+1', forgot_password: 1 } : { phone, phone_code: '+1' }, {
    ip,
  });

export const verifyOtp = (t: TestContext, phone: string, otp: string, forgot = false) =>
  post(t, '/api/verify-otp', forgot ? { phone, otp, forgot_password: 1 } : { phone, otp });
