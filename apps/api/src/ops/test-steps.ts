import { generate } from 'otplib';
import type { Order, Session } from '@kuber/shared';
import type { Client } from '../test/client.js';
import { ADDRESS } from '../test/catalogue-fixtures.js';

/** What the backup and move tests do on a shop as its people would, through its HTTP API. */

export interface Account {
  email: string;
  password: string;
}

/** Enrols a TOTP second factor for the signed-in `session`; answers its secret. */
export async function enrolTotp(shop: Client, session: Session): Promise<string> {
  const enrolled = await shop
    .as(session)
    .post<{ id: string; totp: { secret: string } }>('/api/auth/factors', { factor_type: 'totp' });
  const { id, totp } = enrolled.body.data;
  const challenge = await shop.as(session).post<{ id: string }>(`/api/auth/factors/${id}/challenge`);
  const verified = await shop.as(session).post(`/api/auth/factors/${id}/verify`, {
    code: await generate({ secret: totp.secret }),
    challenge_id: challenge.body.data.id,
  });
  if (verified.status !== 200) throw new Error(`TOTP enrolment failed: ${verified.text}`);
  return totp.secret;
}

/** Logs an admin in with their password and, given the secret, passes the second factor (an aal2 session). */
export async function adminLogin(
  shop: Client,
  admin: Account,
  secret?: string,
): Promise<{ status: number; session: Session }> {
  const login = await shop.anonymous().post<Session>('/api/admin/auth/login', admin);
  if (login.status !== 200 || !secret) return { status: login.status, session: login.body.data };
  const factors = await shop.as(login.body.data).get<{ id: string }[]>('/api/auth/factors');
  const factorId = factors.body.data[0]!.id;
  const challenge = await shop.as(login.body.data).post<{ id: string }>(`/api/auth/factors/${factorId}/challenge`);
  // The code enrolment used may still be the current one, and a used code is refused: the
  // authenticator's next code (accepted within the tolerance of one step) is always a fresh one.
  const verified = await shop.as(login.body.data).post<Session>(`/api/auth/factors/${factorId}/verify`, {
    code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    challenge_id: challenge.body.data.id,
  });
  return { status: verified.status, session: verified.body.data };
}

/** A cash-on-delivery order of `quantity` of the product. */
export async function placeOrder(shop: Client, session: Session, productId: number, quantity: number): Promise<Order> {
  const added = await shop.as(session).post('/api/cart/add', { productId, quantity });
  if (added.status !== 200) throw new Error(`Adding to the cart failed: ${added.text}`);
  const res = await shop
    .as(session)
    .post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });
  if (res.status !== 201) throw new Error(`The order failed: ${res.text}`);
  return res.body.data;
}
