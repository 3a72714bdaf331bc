import serverPackage from '../../../package.json' with { type: 'json' };
import type { AdminRouteInfo } from '../admin/admin-route';
import { ADMIN_TAG, adminOperations } from './openapi-admin';
import { CALL_TAGS, contractOperations } from './openapi-calls';
import { OPS_TAG, STAFF_TAG, staffAndOpsOperations } from './openapi-staff';
import type { OpenApiDocument } from './openapi-types';

const DESCRIPTION = [
  'The reference loyalty server. The customer calls are the wire contract of the app',
  '(`@loyalty/contract`): every one is a POST with a JSON body, usually the envelope',
  '`{ FUNCTION, SEND_KEY, DATA: { AUTH_KEY, CLIENT_ID, … } }`. The envelope keys are accepted',
  'and ignored; customer calls need the `sid` session cookie that LoyLogin sets.',
].join(' ');

/** OpenAPI 3.1 of every route the server answers, generated from the schemas it validates with. */
export function buildOpenApiDocument(
  adminCatalogue: readonly AdminRouteInfo[] = [],
): OpenApiDocument {
  const contract = contractOperations();
  const staff = staffAndOpsOperations();
  const admin = adminOperations(adminCatalogue);
  const paths: OpenApiDocument['paths'] = {};
  for (const { path, method, operation } of [
    ...contract.operations,
    ...staff.operations,
    ...admin.operations,
  ]) {
    paths[path] = { ...paths[path], [method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Loyalty API', version: serverPackage.version, description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: [...Object.values(CALL_TAGS), STAFF_TAG, ADMIN_TAG, OPS_TAG],
    paths,
    components: {
      schemas: { ...contract.schemas, ...staff.schemas, ...admin.schemas },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
        staffKey: { type: 'http', scheme: 'bearer', description: 'The programme’s staff API key.' },
        staffKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        staffSession: { type: 'apiKey', in: 'cookie', name: 'admin_sid' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN.' },
      },
    },
  };
}
