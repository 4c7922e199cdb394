import { requestEnvelope } from '../../../lib/api';

/** Resolves with the server's message: the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await requestEnvelope<null>('/auth/recover', { method: 'POST', body: { email } })).message;
}

/** Resolves with the server's confirmation to show beside the link to log in. */
export async function resetPassword(body: { token: string; password: string; confirmPassword: string }): Promise<string> {
  return (await requestEnvelope<null>('/auth/reset', { method: 'POST', body })).message;
}
