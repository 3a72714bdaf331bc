import { dropStaleSchemas, testDatabase, withPg } from './test-db';

export default async function setup(): Promise<void> {
  if (testDatabase() === 'postgres') await withPg(dropStaleSchemas);
}
