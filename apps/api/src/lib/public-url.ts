import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The store's own address for links it writes (mails, canonical, Open Graph, sitemap):
 * PUBLIC_URL, or else the address the server listens on. Never a request's Host or
 * X-Forwarded-Host header, which any client can set.
 */
export function publicUrl(config: { PUBLIC_URL?: string; HOST: string; PORT: number }, server: Server): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const address = server.address() as AddressInfo | null;
  // Listening on every interface: the machine itself is the one address sure to reach it.
  const host = ['0.0.0.0', '::', ''].includes(config.HOST)
    ? 'localhost'
    : config.HOST.includes(':')
      ? `[${config.HOST}]`
      : config.HOST;
  return `http://${host}:${address?.port ?? config.PORT}`;
}
