import { requestEnvelope } from '../../../lib/api';

/** Resolves with the server's message: the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await requestEnvelope('/auth/recover', 'none', { method: 'POST', body: { email } })).message;
}

/** Resolves with the server's confirmation to show beside the link to log in. */
export async function resetPassword(body: { token: string; password: string; confirmPassword: string }): Promise<string> {
  return (await requestEnvelope('/auth/reset', 'none', { method: 'POST', body })).message;
}
