import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { subDomainOfHost } from '../../lib/sub-domain';
import { accessList, appSettings, loadScreenImages, unknownSubDomain } from './settings.service';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.call(registry.GetAppSettings, {}, async ({ data, request }) => {
    const subDomain = (data.SUB_DOMAIN_ID || subDomainOfHost(request.host)).toLowerCase();
    const tenant = await app.tenants.findBySubDomain(subDomain);
    if (tenant) request.clientId = tenant.clientId;
    return tenant ? appSettings(tenant, app.publicOrigin(request)) : unknownSubDomain;
  });

  app.call(registry.GetAccess, {}, async ({ tenant }) => accessList(await tenant()));

  app.call(registry.GetLoadScreenImage, {}, async ({ tenant }) => loadScreenImages(await tenant()));
}
