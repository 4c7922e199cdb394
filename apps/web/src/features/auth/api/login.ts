import { request } from '#web/lib/api';

export function loginWithPhone(body: { phone: string; password: string }) {
  return request('/auth/phone/login', 'session', { method: 'POST', body });
}

export function loginWithEmail(body: { email: string; password: string }) {
  return request('/auth/login', 'session', { method: 'POST', body });
}

export function loginAsAdmin(body: { email: string; password: string; rememberMe: boolean }) {
  return request('/admin/auth/login', 'session', { method: 'POST', body });
}
