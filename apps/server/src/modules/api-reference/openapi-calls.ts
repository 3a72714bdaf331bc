import { calls, serverPath, type CallBase, type CallDef } from '@loyalty/contract';
import { toJsonSchema } from './json-schema';
import type { JsonSchema, Operation } from './openapi-types';

export const CALL_TAGS: Record<CallBase, { name: string; description: string }> = {
  config: {
    name: 'config',
    description:
      'The config service: a programme’s settings and access toggles (docs/wire-protocol.md §7).',
  },
  base: {
    name: 'loyalty',
    description: 'Calls under the tenant’s AppBaseURL (`/api/loyalty/`), docs/wire-protocol.md §7.',
  },
  base1: {
    name: 'crm',
    description: 'Calls under AppBaseURL1 (`/api/crm/`), docs/wire-protocol.md §7.',
  },
  admin: {
    name: 'crm-admin',
    description: 'Calls under AdminCRMDataURL (`/api/crm-admin/`), docs/wire-protocol.md §7.',
  },
};

/** Calls that move value and replay the first answer for a retried key (docs/decisions/014-points-and-vouchers.md). */
export const IDEMPOTENT_CALLS = new Set(['CreateVoucher', 'LoySharePoints', 'TransferVoucher']);

export const idempotencyHeader = {
  name: 'Idempotency-Key',
  in: 'header' as const,
  required: false,
  description:
    'Up to 200 visible characters. A retry with the same key and body returns the first answer and moves nothing twice; the same key with another body is refused (422).',
  schema: { type: 'string', maxLength: 200 },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Failure') } },
});

/** The profile picture travels as a form: the contract's fields plus the file in `myFile`. */
function multipartSchema(fields: JsonSchema): JsonSchema {
  const properties = (fields.properties ?? {}) as Record<string, unknown>;
  const required = (fields.required ?? []) as string[];
  return {
    ...fields,
    properties: {
      ...properties,
      myFile: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: 'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB; stored as WebP ≤ 512 px.',
      },
    },
    required: [...required, 'myFile'],
  };
}

function callOperation(def: CallDef): Operation {
  const customer = def.auth === 'customer';
  const media = def.encoding === 'multipart' ? 'multipart/form-data' : 'application/json';
  return {
    operationId: def.name,
    tags: [CALL_TAGS[def.base].name],
    summary:
      def.id > 0 ? `${def.name} (docs/wire-protocol.md §7, call ${def.id})` : `${def.name} (ours)`,
    description: customer
      ? 'Needs the session cookie of a signed-in customer; codes, mobiles and e-mails in the body must be that customer’s own.'
      : 'Public: no session needed.',
    security: customer ? [{ session: [] }] : [],
    ...(IDEMPOTENT_CALLS.has(def.name) ? { parameters: [idempotencyHeader] } : {}),
    requestBody: { required: true, content: { [media]: { schema: ref(`${def.name}Request`) } } },
    responses: {
      '200': {
        description:
          'The answer. Refusals the customer should read come as STATUS false with a MESSAGE, as docs/wire-protocol.md §8 lists them.',
        content: { 'application/json': { schema: ref(`${def.name}Response`) } },
      },
      '400': failure('The body does not match the contract; MESSAGE names the field.'),
      ...(customer
        ? {
            '401': failure('No live session.'),
            '403': failure('The body names another customer.'),
          }
        : {}),
      '429': failure('Too many requests from this address or for this account.'),
    },
  };
}

/** Every call of the contract registry: its operation and its two schemas. */
export function contractOperations() {
  const schemas: Record<string, JsonSchema> = {};
  const operations = calls.map((def) => {
    const request = toJsonSchema(def.request);
    schemas[`${def.name}Request`] =
      def.encoding === 'multipart' ? multipartSchema(request) : request;
    schemas[`${def.name}Response`] = toJsonSchema(def.response);
    return { path: serverPath(def), method: 'post' as const, operation: callOperation(def) };
  });
  return { operations, schemas };
}
