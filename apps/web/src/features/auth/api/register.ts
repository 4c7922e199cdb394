import type { Session } from '@kuber/shared';
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
  return request<Session>('/auth/register', { method: 'POST', body });
}
