import { request } from '#web/lib/api';

export interface RegisterBody {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  referralCode?: string;
}

/** The new session, and what became of the referral code when one was given (a code not applied never blocks the sign-up). */
export function register(body: RegisterBody) {
  return request('/auth/register', 'registration', { method: 'POST', body });
}
