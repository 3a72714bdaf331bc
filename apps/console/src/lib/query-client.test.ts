import { describe, expect, it, vi } from 'vitest';
import { AdminApiError } from './api';
import { createQueryClient } from './query-client';

const fails = (error: Error) => async () => {
  throw error;
};

describe('the query client', () => {
  it('reports an ended session from a query or a write, and nothing else', async () => {
    const ended = vi.fn();
    const client = createQueryClient(ended);
    const expired = new AdminApiError(401, 'Please sign in to continue.', {}, true);
    await client.fetchQuery({ queryKey: ['me'], queryFn: fails(expired) }).catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(1);

    const mutation = client.getMutationCache().build(client, { mutationFn: fails(expired) });
    await mutation.execute(undefined).catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(2);

    const wrongPassword = new AdminApiError(401, 'The e-mail or password is not right.');
    const refused = new AdminApiError(403, 'Not for your role.');
    for (const error of [wrongPassword, refused]) {
      await client.fetchQuery({ queryKey: [error.message], queryFn: fails(error) }).catch(() => 0);
    }
    expect(ended).toHaveBeenCalledTimes(2);
  });

  it('tries a query again only after a network or server failure', async () => {
    const client = createQueryClient(() => undefined);
    const retry = client.getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry is not a function');
    expect(retry(0, new AdminApiError(0, 'offline'))).toBe(true);
    expect(retry(0, new AdminApiError(503, 'busy'))).toBe(true);
    expect(retry(0, new AdminApiError(400, 'bad input'))).toBe(false);
    expect(retry(2, new AdminApiError(503, 'busy'))).toBe(false);
  });
});
