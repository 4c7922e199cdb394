import type { Session } from '@kuber/shared';
import { request } from '../../../lib/api';

export function loginWithPhone(body: { phone: string; password: string }) {
  return request<Session>('/auth/phone/login', { method: 'POST', body });
}

export function loginWithEmail(body: { email: string; password: string }) {
  return request<Session>('/auth/login', { method: 'POST', body });
}

export function loginAsAdmin(body: { email: string; password: string; rememberMe: boolean }) {
  return request<Session>('/admin/auth/login', { method: 'POST', body });
}
