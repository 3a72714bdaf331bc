/** The addresses a tenant's settings give the client (decisions.md §2). */
export function tenantUrls(origin: string) {
  return {
    AppBaseURL: `${origin}/api/loyalty`,
    AppBaseURL1: `${origin}/api/crm/`,
    AdminCRMDataURL: `${origin}/api/crm-admin/`,
    AdminFileSrvURL: `${origin}/files/`,
    GetAccess: `${origin}/config/GetAccess`,
  };
}

/** A stored file reference as an absolute URL: bare names live on our file server. */
export function fileUrl(origin: string, name: string): string {
  if (name === '' || /^https?:\/\//.test(name)) return name;
  return `${origin}/files/${encodeURIComponent(name)}`;
}
