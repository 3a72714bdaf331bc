import { describe, expect, it } from 'vitest';
import { answerOf } from './helper';
import { newCustomer } from './programme-helper';
import {
  EMAIL_CONFIRMATION_SENT,
  MOBILE_UNAVAILABLE,
  TOO_MANY_IDENTIFIER_CHANGES,
} from '../src/modules/profile/profile.service';
import { t, me, update, open, linkTo, row } from './profile-helper';

describe('a new e-mail address', () => {
  it('another customer has: the same answer, and no mail or change', async () => {
    const before = (await t.app.outbox.listNewestFirst()).length;
    expect((await update({ EMAIL: 'friend@example.com' })).json()).toEqual({
      STATUS: true,
      MESSAGE: EMAIL_CONFIRMATION_SENT,
    });
    expect((await t.app.outbox.listNewestFirst()).length).toBe(before);
    expect((await row()).email).toBe(me.email);
  });

  it('taken by another customer before the link is opened: a neutral page, no change', async () => {
    const other = await newCustomer(t.app, 'racer', '0506660020');
    await update({ EMAIL: 'contested@example.com' }, other);
    const link = await linkTo('contested@example.com');
    // Meanwhile another customer takes the address (the unique index would refuse it too).
    const taker = await newCustomer(t.app, 'taker', '0506660022');
    await update({ EMAIL: 'contested@example.com' }, taker);
    expect((await open(await linkTo('contested@example.com'))).statusCode).toBe(200);
    const res = await open(link);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This link can no longer be used');
    expect(res.body).not.toContain('contested@example.com');
    const theirs = await t.app.db
      .selectFrom('customers')
      .select('email')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(theirs.email).toBe(other.email);
  });

  it('asked for twice: only the newest link works', async () => {
    const twice = await newCustomer(t.app, 'twice', '0506660023');
    await update({ EMAIL: 'twice-a@example.com' }, twice);
    const first = await linkTo('twice-a@example.com');
    await update({ EMAIL: 'twice-b@example.com' }, twice);
    expect((await open(first)).statusCode).toBe(400);
    expect((await open(await linkTo('twice-b@example.com'))).statusCode).toBe(200);
    const theirs = await t.app.db
      .selectFrom('customers')
      .select('email')
      .where('id', '=', twice.id)
      .executeTakeFirstOrThrow();
    expect(theirs.email).toBe('twice-b@example.com');
  });

  it('after 24 hours the link no longer works', async () => {
    const late = await newCustomer(t.app, 'late', '0506660021');
    await update({ EMAIL: 'late-new@example.com' }, late);
    const link = await linkTo('late-new@example.com');
    t.clock.advance(24 * 3_600_000);
    const res = await open(link);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This link can no longer be used');
    expect((await open(`${link}x`)).statusCode).toBe(400);
    const theirs = await t.app.db
      .selectFrom('customers')
      .select('email')
      .where('id', '=', late.id)
      .executeTakeFirstOrThrow();
    expect(theirs.email).toBe('late@example.com');
  });
});

describe('e-mail and mobile changes', () => {
  it("refuse another customer's mobile without saying it has an account", async () => {
    const res = answerOf('LoyUpdateCustomer', await update({ MOBILE: '0507654321' }));
    expect(res).toEqual({ STATUS: false, MESSAGE: MOBILE_UNAVAILABLE });
    expect(JSON.stringify(res)).not.toMatch(/account|exists/i);
  });

  it('are limited to 5 a day; other fields and unchanged values still save', async () => {
    const busy = await newCustomer(t.app, 'busy', '0506660030');
    t.clock.advance(24 * 3_600_000 - (t.clock().getTime() % (24 * 3_600_000)));
    for (let i = 1; i <= 5; i++) {
      expect((await update({ MOBILE: `050666004${i}` }, busy)).json()).toEqual({
        STATUS: true,
        MESSAGE: 'Updated successfully',
      });
    }
    expect((await update({ MOBILE: '0506660049' }, busy)).json()).toEqual({
      STATUS: false,
      MESSAGE: TOO_MANY_IDENTIFIER_CHANGES,
    });
    expect((await update({ EMAIL: 'busy-new@example.com' }, busy)).json()).toEqual({
      STATUS: false,
      MESSAGE: TOO_MANY_IDENTIFIER_CHANGES,
    });
    // The app sends every field on each save: the same values are no change.
    expect(
      (await update({ FIRSTNAME: 'Still', MOBILE: '0506660045', EMAIL: busy.email }, busy)).json(),
    ).toEqual({ STATUS: true, MESSAGE: 'Updated successfully' });
    const saved = await t.app.db
      .selectFrom('customers')
      .select(['mobile', 'first_name'])
      .where('id', '=', busy.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ mobile: '0506660045', first_name: 'Still' });
    t.clock.advance(24 * 3_600_000);
    expect((await update({ MOBILE: '0506660049' }, busy)).json()).toMatchObject({ STATUS: true });
  });
});
