/*
 * The two browser test helpers, for development builds only (main.tsx imports this
 * module behind import.meta.env.DEV, so production bundles do not contain it). They need a
 * server started in development mode, which owns the fixed test admin credential.
 */
import { request } from '#web/lib/api';
import { setSession } from '#web/lib/session';
import { loginAsAdmin } from './api/login';

type HelperResult<T> = ({ success: true } & T) | { success: false; error: string };

const failure = (error: unknown) => ({
  success: false as const,
  error: error instanceof Error ? error.message : String(error),
});

async function createTestAdmin(): Promise<HelperResult<{ email: string; password: string }>> {
  try {
    return { success: true, ...(await request('/dev/test-admin', 'testAdmin', { method: 'POST' })) };
  } catch (error) {
    return failure(error);
  }
}

async function loginAsTestAdmin(): Promise<HelperResult<{ user: unknown }>> {
  const admin = await createTestAdmin();
  if (!admin.success) return admin;
  try {
    const session = await loginAsAdmin({ email: admin.email, password: admin.password, rememberMe: true });
    setSession(session);
    return { success: true, user: session.user };
  } catch (error) {
    return failure(error);
  }
}

declare global {
  interface Window {
    createTestAdmin: typeof createTestAdmin;
    loginAsTestAdmin: typeof loginAsTestAdmin;
  }
}

window.createTestAdmin = createTestAdmin;
window.loginAsTestAdmin = loginAsTestAdmin;
