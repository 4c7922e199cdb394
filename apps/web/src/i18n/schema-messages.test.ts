import {
  emailLoginSchema,
  paymentReferenceSchema,
  phoneLoginSchema,
  profileUpdateSchema,
  recoverSchema,
  registerSchema,
  resetPasswordSchema,
  shippingAddressSchema,
  trackOrderSchema,
} from '@kuber/shared';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import en from './en.json';
import hi from './hi.json';

const long = 'a'.repeat(300);

/** The storefront's forms, each with what shoppers get wrong: nothing, blanks, too long, wrong letters, wrong digits. */
const FORMS: [string, ZodType, Record<string, unknown>[]][] = [
  [
    'sign-up',
    registerSchema,
    [
      {},
      { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '', referralCode: '' },
      {
        firstName: long,
        lastName: long,
        email: `${long}@x.in`,
        phone: '12345',
        password: 'short',
        confirmPassword: 'other',
        referralCode: '123',
      },
      {
        firstName: 'R2D2',
        lastName: '@home',
        email: 'not-an-email',
        phone: 'abcdefghij',
        password: 'alllowercase1',
        confirmPassword: 'x',
      },
      { password: 'a'.repeat(130) },
      { email: '"shop" <someone@example.in>' },
      { email: 'someone@deleted.invalid' },
    ],
  ],
  ['mobile log-in', phoneLoginSchema, [{}, { phone: '', password: '' }, { phone: '123', password: long }]],
  ['email log-in', emailLoginSchema, [{}, { email: '', password: '' }]],
  ['forgot password', recoverSchema, [{}, { email: '' }, { email: 'x@' }]],
  [
    'reset password',
    resetPasswordSchema,
    [
      {},
      { token: 'short', password: 'short', confirmPassword: '' },
      { token: 'a'.repeat(30), password: 'Aa1!aaaa', confirmPassword: 'Bb1!bbbb' },
    ],
  ],
  [
    'profile',
    profileUpdateSchema,
    [{}, { firstName: '', lastName: '', phone: '' }, { firstName: long, lastName: '1', phone: '99' }],
  ],
  [
    'address',
    shippingAddressSchema,
    [
      {},
      { fullName: '', phone: '', line1: '', line2: '', city: '', state: '', pinCode: '' },
      { fullName: long, phone: '12345', line1: long, line2: long, city: long, state: 'Atlantis', pinCode: '012345' },
      { fullName: 'R2-D2 #1', phone: '5123456789', line1: 'ab', city: 'x', pinCode: 'abc' },
    ],
  ],
  ['UPI reference', paymentReferenceSchema, [{}, { reference: '' }, { reference: '12345' }]],
  [
    'track order',
    trackOrderSchema,
    [{}, { orderNumber: '', contact: '' }, { orderNumber: 'a'.repeat(50), contact: long }],
  ],
];

function messagesOf(schema: ZodType, bodies: Record<string, unknown>[]): Set<string> {
  const messages = new Set<string>();
  for (const body of bodies) {
    const result = schema.safeParse(body);
    for (const issue of result.error?.issues ?? []) messages.add(issue.message);
  }
  return messages;
}

describe("the forms' messages", () => {
  it.each(FORMS)(
    'every message the %s form can show is in both catalogues, the English word for word',
    (_, schema, bodies) => {
      const messages = messagesOf(schema, bodies);
      expect(messages.size, 'the bad input finds fault').toBeGreaterThan(0);
      for (const message of messages) {
        const key = `invalid.${message}`;
        expect((en as Record<string, string>)[key], `en.json: "${key}"`).toBe(message);
        expect((hi as Record<string, string>)[key], `hi.json: "${key}"`).toBeTruthy();
      }
    },
  );
});
