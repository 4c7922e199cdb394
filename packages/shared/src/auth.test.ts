import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMAIL_MESSAGE,
  emailLoginSchema,
  emailSchema,
  NO_MAIL_DOMAIN_MESSAGE,
  phoneLoginSchema,
  PLAIN_EMAIL_MESSAGE,
  recoverSchema,
  registerSchema,
} from './auth.js';

/** The API description shows a pattern for phone numbers; it must accept exactly what the rule accepts. */
describe('documented phone patterns', () => {
  const patternOf = (schema: z.ZodType) =>
    new RegExp(
      (
        z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as {
          properties: { phone: { pattern: string } };
        }
      ).properties.phone.pattern,
    );
  const tries = [
    '9876543210',
    '98765 43210',
    '98765-432-10',
    '(98765) 43210',
    '987654321',
    '98765432101',
    '+91 98765 43210',
    '+91-98765-43210-1',
    'nine',
  ];

  it('sign-up', () => {
    const pattern = patternOf(registerSchema);
    const body = (phone: string) => ({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.in',
      phone,
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
    });
    for (const phone of tries) expect(pattern.test(phone), phone).toBe(registerSchema.safeParse(body(phone)).success);
  });

  it('phone log-in', () => {
    const pattern = patternOf(phoneLoginSchema);
    for (const phone of tries)
      expect(pattern.test(phone), phone).toBe(phoneLoginSchema.safeParse({ phone, password: 'x' }).success);
  });
});

describe('email addresses', () => {
  const messagesOf = (email: string) => emailSchema.safeParse(email).error?.issues.map((i) => i.message) ?? [];

  it.each([
    'asha@example.in',
    'Asha.Verma+orders@mail.example.co.in',
    "o'brien@example.com",
    'a_b-c@x-y.example',
    '  asha@example.in  ',
  ])('takes the plain address %s', (email) => {
    expect(messagesOf(email)).toEqual([]);
  });

  it('keeps one spelling: trimmed, in small letters', () => {
    expect(emailSchema.parse(' Asha@Example.IN ')).toBe('asha@example.in');
  });

  it.each([
    '"shop"<victim@evil.example>',
    'shop <victim@evil.example>',
    '<victim@evil.example>',
    '"victim"@evil.example',
    'victim@evil.example (shop)',
    'victim @evil.example',
    'victim@evil.example,other@evil.example',
    'vic\u0000tim@evil.example',
    'victim@evil.\u000aexample',
    'vic\u007ftim@evil.example',
  ])('refuses %j with a name, quotes, brackets, spaces or control characters around or in it', (email) => {
    expect(messagesOf(email)).toEqual([PLAIN_EMAIL_MESSAGE]);
  });

  it.each([
    'asha',
    'asha@',
    '@example.in',
    'asha@example',
    'asha@example.',
    'asha@-example.in',
    'asha@example.123',
    'आशा@example.in',
    'asha@@example.in',
  ])('refuses %j as no address', (email) => {
    expect(messagesOf(email)).toEqual([EMAIL_MESSAGE]);
  });

  it.each(['deleted-7@deleted.invalid', 'asha@mail.INVALID'])(
    'refuses %s: the .invalid top-level domain never receives mail',
    (email) => {
      expect(messagesOf(email)).toEqual([NO_MAIL_DOMAIN_MESSAGE]);
    },
  );

  it('is the rule of sign-up, log-in and the reset link request', () => {
    const email = '"shop"<victim@evil.example>';
    const body = {
      firstName: 'Asha',
      lastName: 'Verma',
      email,
      phone: '9876543210',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
    };
    for (const result of [
      registerSchema.safeParse(body),
      emailLoginSchema.safeParse({ email, password: 'x' }),
      recoverSchema.safeParse({ email }),
    ]) {
      expect(result.error?.issues.map((i) => i.message)).toEqual([PLAIN_EMAIL_MESSAGE]);
    }
  });
});
