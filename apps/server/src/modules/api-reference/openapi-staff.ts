import type { z } from 'zod';
import {
  issueCodesRequest,
  issueCodesResponse,
  postBillRequest,
  postBillResponse,
  redeemVoucherRequest,
  redeemVoucherResponse,
} from '../pos/pos.schemas';
import { CALL_TAGS, idempotencyHeader } from './openapi-calls';
import { failureSchema, toJsonSchema } from './json-schema';
import type { JsonSchema, Method, Operation } from './openapi-types';

export const STAFF_TAG = {
  name: 'staff',
  description:
    'The staff API for the till and back-office tools: one API key per programme, sent as `Authorization: Bearer <key>` or `X-Api-Key`. Refusals use the HTTP status that says why.',
};

export const OPS_TAG = {
  name: 'operations',
  description: 'Health probes and metrics for the people running the server.',
};

interface StaffCall {
  path: string;
  name: string;
  summary: string;
  request: z.core.$ZodType;
  response: z.core.$ZodType;
  idempotent: boolean;
  refusals: Record<string, string>;
}

const STAFF_CALLS: StaffCall[] = [
  {
    path: '/api/pos/bills',
    name: 'PostBill',
    summary: 'Post a bill from the till: the customer earns points, may use or get a voucher',
    request: postBillRequest,
    response: postBillResponse,
    idempotent: true,
    refusals: {
      '404': 'No customer with that card number, code or mobile.',
      '409': 'The bill reference was already posted, or the voucher cannot be used.',
    },
  },
  {
    path: '/api/pos/vouchers/redeem',
    name: 'RedeemVoucher',
    summary: 'Mark a customer’s new voucher used (once)',
    request: redeemVoucherRequest,
    response: redeemVoucherResponse,
    idempotent: false,
    refusals: {
      '404': 'No such customer.',
      '409': 'The voucher is not the customer’s, already used or expired.',
    },
  },
  {
    path: '/api/pos/voucher-codes',
    name: 'IssueVoucherCodes',
    summary: 'Issue voucher codes of a value for customers to claim in the app',
    request: issueCodesRequest,
    response: issueCodesResponse,
    idempotent: false,
    refusals: {},
  },
];

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
});

function staffOperation(c: StaffCall): Operation {
  const refusals = Object.fromEntries(
    Object.entries(c.refusals).map(([status, text]) => [status, failure(text)]),
  );
  return {
    operationId: c.name,
    tags: [STAFF_TAG.name],
    summary: c.summary,
    security: [{ staffKey: [] }, { staffKeyHeader: [] }],
    ...(c.idempotent ? { parameters: [idempotencyHeader] } : {}),
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: { $ref: `#/components/schemas/${c.name}Request` } },
      },
    },
    responses: {
      '200': {
        description: 'Done.',
        content: {
          'application/json': { schema: { $ref: `#/components/schemas/${c.name}Response` } },
        },
      },
      '400': failure('The body is not valid; MESSAGE names the field.'),
      '401': failure('Missing or wrong staff API key.'),
      ...refusals,
      '422': failure('Refused by a programme rule, or an Idempotency-Key reused for another body.'),
      '429': failure('Too many wrong keys from this address.'),
    },
  };
}

function opsOperation(id: string, summary: string, secured: boolean, content: string): Operation {
  return {
    operationId: id,
    tags: [OPS_TAG.name],
    summary,
    security: secured ? [{ metricsToken: [] }] : [],
    responses: {
      '200': { description: 'OK', content: { [content]: { schema: { type: 'string' } } } },
      ...(secured ? { '401': failure('METRICS_TOKEN is set and was not sent.') } : {}),
      ...(id === 'Ready'
        ? { '503': { description: 'Database unreachable or not migrated.' } }
        : {}),
    },
  };
}

/** The staff API from its zod schemas, and the operations endpoints. */
export function staffAndOpsOperations() {
  const schemas: Record<string, JsonSchema> = { Failure: failureSchema };
  const operations: { path: string; method: Method; operation: Operation }[] = [];
  for (const c of STAFF_CALLS) {
    schemas[`${c.name}Request`] = toJsonSchema(c.request);
    schemas[`${c.name}Response`] = toJsonSchema(c.response);
    operations.push({ path: c.path, method: 'post', operation: staffOperation(c) });
  }
  const json = 'application/json';
  operations.push(
    {
      path: '/health/live',
      method: 'get',
      operation: opsOperation('Live', 'Liveness', false, json),
    },
    {
      path: '/health/ready',
      method: 'get',
      operation: opsOperation('Ready', 'Readiness: database up, migrations applied', false, json),
    },
    {
      path: '/metrics',
      method: 'get',
      operation: opsOperation('Metrics', 'Prometheus metrics', true, 'text/plain'),
    },
    {
      path: '/api/profile/confirm-email',
      method: 'get',
      operation: {
        operationId: 'ConfirmEmail',
        tags: [CALL_TAGS.base.name],
        summary: 'The link mailed to a new e-mail address: applies the change',
        description:
          'LoyUpdateCustomer with a new EMAIL mails this link to the new address; opening it within 24 hours makes it the sign-in e-mail (once), and the old address is told. An HTML page.',
        security: [],
        parameters: [
          {
            name: 'token',
            in: 'query',
            required: true,
            description: 'The token of the mail.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'Changed.',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          '400': {
            description: 'Unknown, used or expired link, or the address is no longer free.',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          '429': failure('Too many requests from this address.'),
        },
      },
    },
  );
  return { operations, schemas };
}
