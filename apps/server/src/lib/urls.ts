/** The addresses a tenant's settings give the client (docs/decisions/011-tenant-urls.md). */
export function tenantUrls(origin: string) {
  return {
    AppBaseURL: `${origin}/api/loyalty`,
    AppBaseURL1: `${origin}/api/crm/`,
    AdminCRMDataURL: `${origin}/api/crm-admin/`,
    AdminFileSrvURL: `${origin}/files/`,
    GetAccess: `${origin}/config/GetAccess`,
  };
}

/**
 * A stored file reference as an absolute URL: bare names live on our file server. Each
 * segment is encoded on its own: an encoded slash (`profile%2F…`) would make the app's
 * "last segment of the address" the folder and the name together.
 */
export function fileUrl(origin: string, name: string): string {
  if (name === '' || /^https?:\/\//.test(name)) return name;
  return `${origin}/files/${name.split('/').map(encodeURIComponent).join('/')}`;
}
