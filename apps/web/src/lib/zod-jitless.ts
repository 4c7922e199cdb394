import { config } from 'zod';

// The store's Content-Security-Policy allows no eval (apps/api/src/plugins/security-headers.ts), and
// zod would try `new Function` to compile faster parsers as its first object schema is made: that
// try is refused and reported as a policy violation. The app starts with zod's plain parsers instead;
// main.tsx imports this module before anything that makes a schema.
config({ jitless: true });
