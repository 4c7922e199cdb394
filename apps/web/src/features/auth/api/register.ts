import { request } from '../../../lib/api';

export interface RegisterBody {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  referralCode?: string;
}

export function register(body: RegisterBody) {
  return request('/auth/register', 'session', { method: 'POST', body });
}
