import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { responseSerializer } from './response-schemas.js';

function writer(schema: $ZodType, check = false) {
  return responseSerializer({ check })({
    schema,
    method: 'GET',
    url: '/api/things',
    httpStatus: '200',
  } as FastifyRouteSchemaDef<$ZodType> & { httpStatus: string });
}

describe('answers written from their schemas', () => {
  const row = { name: 'Cotton kurta', price: 499, passwordHash: 'never sent' };

  it('write each schema’s own fields, whichever schemas of the same or another shape were compiled before', () => {
    const named = z.object({ name: z.string() });
    const priced = z.object({ price: z.number() });
    const namedAgain = z.object({ name: z.string() });
    expect(writer(named)(row)).toBe('{"name":"Cotton kurta"}');
    expect(writer(priced)(row)).toBe('{"price":499}');
    expect(writer(namedAgain)(row)).toBe('{"name":"Cotton kurta"}');
    expect(writer(named)(row)).toBe('{"name":"Cotton kurta"}');
  });

  it('refuse, when checked, an answer outside its schema, naming the route', () => {
    const named = z.object({ name: z.string() });
    expect(() => writer(named, true)({ name: 5 })).toThrow(/GET \/api\/things answered 200 outside its schema/);
    expect(writer(named, true)(row)).toBe('{"name":"Cotton kurta"}');
  });
});
