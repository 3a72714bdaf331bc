import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { geographyRepository } from './geography.repository';

/**
 * CRM_DownloadCou_Ci_Ar. `M_COUNTRY` with flag Y lists the countries of residence the
 * tenant serves (the GCC for the demo programmes, where we hold cities and areas); ALL lists
 * every ISO country (the nationality picker).
 */
export async function geographyRoutes(app: FastifyInstance): Promise<void> {
  const repo = geographyRepository(app.db);

  app.call(registry.CRM_DownloadCou_Ci_Ar, {}, async ({ data, tenant }) => {
    const query = data.DATA;
    switch (query.data_type) {
      case 'M_COUNTRY': {
        const only = query.flag === 'Y' ? (await tenant()).residenceCountries : undefined;
        return { STATUS: true, DATA: await repo.countries(only) };
      }
      case 'M_CITY':
        await tenant();
        return { STATUS: true, DATA: await repo.cities(query.country_code.toUpperCase()) };
      case 'M_AREA':
        await tenant();
        return {
          STATUS: true,
          DATA: await repo.areas(query.country_code.toUpperCase(), query.city_code.toUpperCase()),
        };
    }
  });
}
