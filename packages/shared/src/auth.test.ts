import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { phoneLoginSchema, registerSchema } from './auth.js';

/** The API description shows a pattern for phone numbers; it must accept exactly what the rule accepts. */
describe('documented phone patterns', () => {
  const patternOf = (schema: z.ZodType) => new RegExp((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as { properties: { phone: { pattern: string } } }).properties.phone.pattern);
  const tries = ['9876543210', '98765 43210', '98765-432-10', '(98765) 43210', '987654321', '98765432101', '+91 98765 43210', '+91-98765-43210-1', 'nine'];

  it('sign-up', () => {
    const pattern = patternOf(registerSchema);
    const body = (phone: string) => ({ firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', phone, password: 'Secret@123', confirmPassword: 'Secret@123' });
    for (const phone of tries) expect(pattern.test(phone), phone).toBe(registerSchema.safeParse(body(phone)).success);
  });

  it('phone log-in', () => {
    const pattern = patternOf(phoneLoginSchema);
    for (const phone of tries) expect(pattern.test(phone), phone).toBe(phoneLoginSchema.safeParse({ phone, password: 'x' }).success);
  });
});
