import type { Session } from '@kuber/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '#web/lib/api';

export interface TotpEnrolment {
  id: string;
  totp: { qr_code: string; secret: string; uri: string };
}

/** Keyed by user so one admin's factors are never shown to the next one on this browser. */
export const factorsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['auth', 'factors', userId],
    queryFn: ({ signal }) => request('/auth/factors', 'factors', { signal }),
  });

export function enrolTotp(friendlyName: string) {
  return request('/auth/factors', 'enrolledFactor', {
    method: 'POST',
    body: { factor_type: 'totp', friendly_name: friendlyName },
  });
}

/** A code is checked against a fresh challenge; a right one answers with an aal2 session. */
export async function verifyFactor(factorId: string, code: string): Promise<Session> {
  const path = `/auth/factors/${encodeURIComponent(factorId)}`;
  const challenge = await request(`${path}/challenge`, 'challenge', { method: 'POST' });
  return request(`${path}/verify`, 'session', { method: 'POST', body: { code, challenge_id: challenge.id } });
}

export function removeFactor(factorId: string) {
  return request(`/auth/factors/${encodeURIComponent(factorId)}`, 'none', { method: 'DELETE' });
}
