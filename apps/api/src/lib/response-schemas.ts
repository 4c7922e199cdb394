import fastJson from 'fast-json-stringify';
import { toJSONSchema } from 'zod';
import { prettifyError, safeParse, type $ZodType } from 'zod/v4/core';
import type { FastifySerializerCompiler } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema } from '@kuber/shared';

/** The `response` schema of a route answering `data` in the envelope with 200 (or the status given). */
export function okResponse<T extends $ZodType, S extends 200 | 201 = 200>(data: T, status: S = 200 as S) {
  return { [status]: envelopeSchema(data) } as Record<S, ReturnType<typeof envelopeSchema<T>>>;
}

/** The error responses a route can give beyond the ones every route of its kind documents (lib/route-access.ts). */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema])) as Record<
    number,
    typeof errorEnvelopeSchema
  >;
}

/**
 * Answers are written from their declared schema by fast-json-stringify, compiled from
 * the zod schema's JSON Schema (the one the OpenAPI document shows): a field the schema
 * does not declare never leaves the server, and writing is faster than JSON.stringify.
 * With `check` on (the tests) every answer is first validated by its zod schema, so a
 * route answering anything but what it declares fails loudly instead of being coerced.
 */
export function responseSerializer(opts: { check: boolean }): FastifySerializerCompiler<$ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    const stringify = writerOf(schema);
    if (!opts.check) return stringify;
    return (data: unknown) => {
      const parsed = safeParse(schema, data);
      if (!parsed.success)
        throw new Error(`${method} ${url} answered ${httpStatus} outside its schema:\n${prettifyError(parsed.error)}`);
      return stringify(data);
    };
  };
}

type Writer = (data: unknown) => string;
const bySchema = new WeakMap<$ZodType, Writer>();
const byJsonSchema = new Map<string, Writer>();

/**
 * The writer of an answer's schema, compiled once a process: the error answer every route gives
 * is compiled once, not once a route and status, and a process that builds the app more than once
 * (the API's tests build one a file, on one process) compiles each answer's writer once.
 * Compiling them was half the time of building an app.
 */
function writerOf(schema: $ZodType): Writer {
  let writer = bySchema.get(schema);
  if (writer) return writer;
  const jsonSchema = toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  const key = JSON.stringify(jsonSchema);
  writer = byJsonSchema.get(key);
  if (!writer) byJsonSchema.set(key, (writer = fastJson(jsonSchema as object)));
  bySchema.set(schema, writer);
  return writer;
}
