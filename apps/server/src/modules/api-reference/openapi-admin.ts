import type { AdminRouteInfo } from '../admin/admin-route';
import { toJsonSchema } from './json-schema';
import type { JsonSchema, Method, Operation } from './openapi-types';

export const ADMIN_TAG = {
  name: 'admin',
  description:
    'The admin API for the retailer’s console: a staff member signs in (the `admin_sid` cookie, SameSite=Strict, path /api/admin) and every route allows the roles it names (owner, manager, cashier; till for a till’s API key). Writes need the console’s own Origin. A refused input answers 400 with `fields`, a reason per field.',
};

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
});

/** `GET /api/admin/customers/:id` → `AdminGetCustomersId`. */
function operationId(route: AdminRouteInfo): string {
  const words = route.url
    .replace('/api/admin/', '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((w) => w.replace(/^:/, ''));
  const name = words.map((w) => (w[0] ?? '').toUpperCase() + w.slice(1)).join('');
  return `Admin${route.method[0]}${route.method.slice(1).toLowerCase()}${name}`;
}

function queryParameters(route: AdminRouteInfo): NonNullable<Operation['parameters']> {
  const pathParams = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
    name: m[1] ?? '',
    in: 'path' as const,
    required: true,
    description: '',
    schema: { type: 'string' },
  }));
  if (!route.query) return pathParams;
  const schema = toJsonSchema(route.query);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return [
    ...pathParams,
    ...Object.entries(properties).map(([name, s]) => ({
      name,
      in: 'query' as const,
      required: required.has(name) && s.default === undefined,
      description: typeof s.description === 'string' ? s.description : '',
      schema: s,
    })),
  ];
}

/** A multipart form: its text fields as the contract has them, and each file field. */
function formSchema(upload: NonNullable<AdminRouteInfo['upload']>): JsonSchema {
  const fields = upload.fields ? toJsonSchema(upload.fields) : { type: 'object' };
  const properties = { ...((fields.properties ?? {}) as Record<string, JsonSchema>) };
  for (const file of upload.files)
    properties[file] = { type: 'array', items: { type: 'string', format: 'binary' } };
  return { ...fields, type: 'object', properties };
}

function operation(route: AdminRouteInfo, schemas: Record<string, JsonSchema>): Operation {
  const id = operationId(route);
  if (route.body) schemas[`${id}Request`] = toJsonSchema(route.body);
  if (route.upload) schemas[`${id}Request`] = formSchema(route.upload);
  if (route.response) schemas[`${id}Response`] = toJsonSchema(route.response);
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const roles = route.roles;
  const isPublic = roles === 'public';
  return {
    operationId: id,
    tags: [ADMIN_TAG.name],
    summary: route.summary,
    description: roles === 'public' ? 'Anyone may call it.' : `Roles: ${roles.join(', ')}.`,
    security: isPublic ? [] : [{ staffSession: [] }, { staffKey: [] }],
    parameters: queryParameters(route),
    ...(route.body || route.upload
      ? {
          requestBody: {
            required: true,
            content: {
              [route.upload ? 'multipart/form-data' : 'application/json']: {
                schema: ref(`${id}Request`),
              },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'Done.',
        ...(route.response
          ? { content: { 'application/json': { schema: ref(`${id}Response`) } } }
          : {}),
      },
      '400': failure('The input is not valid; `fields` gives the reason of each field.'),
      ...(isPublic ? {} : { '401': failure('Not signed in, or the session ended.') }),
      ...(isPublic ? {} : { '403': failure('The role does not allow this, or a foreign Origin.') }),
      '404': failure('Nothing of that id in the caller’s programme.'),
      '422': failure('Refused by a programme rule; MESSAGE says why.'),
    },
  };
}

/** The admin API from the routes' catalogue and their contract schemas. */
export function adminOperations(catalogue: readonly AdminRouteInfo[]) {
  const schemas: Record<string, JsonSchema> = {};
  const operations = catalogue.map((route) => ({
    path: route.url.replace(/:([A-Za-z]+)/g, '{$1}'),
    method: route.method.toLowerCase() as Method,
    operation: operation(route, schemas),
  }));
  return { schemas, operations };
}
