import { requestEnvelope } from '#web/lib/api';

/** The answer is the same whether or not the account exists; the page says so in the shopper's language. */
export async function requestPasswordReset(email: string): Promise<void> {
  await requestEnvelope('/auth/recover', 'none', { method: 'POST', body: { email } });
}

/** Resolves once the password is changed; the page then offers the way to log in. */
export async function resetPassword(body: { token: string; password: string; confirmPassword: string }): Promise<void> {
  await requestEnvelope('/auth/reset', 'none', { method: 'POST', body });
}
