import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

/**
 * Checks real answers against the app's own OpenAPI document: the status must be one
 * the document lists for the operation, and a JSON body must match its schema.
 * Routes the document leaves out (its own viewer, the catch-all) are not checked.
 */
export function openApiChecker(app: FastifyInstance) {
  const doc = (app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const compiled = new Map<object, ReturnType<typeof ajv.compile>>();

  return (
    method: string,
    routeUrl: string,
    status: number,
    contentType: string | undefined,
    body: string,
  ): string | null => {
    const operation = doc.paths[routeUrl.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    if (!operation) return null;
    const documented = operation.responses?.[String(status)];
    if (!documented)
      return `${method} ${routeUrl} answered ${status}, which its description does not list (${Object.keys(operation.responses ?? {}).join(', ')})`;
    const schema = documented.content?.['application/json']?.schema;
    if (!schema || !contentType?.includes('application/json')) return null;
    if (!compiled.has(schema)) compiled.set(schema, ajv.compile(schema));
    const validate = compiled.get(schema)!;
    if (validate(JSON.parse(body))) return null;
    return `${method} ${routeUrl} answered ${status} outside its description: ${ajv.errorsText(validate.errors)}`;
  };
}
