import { describe, expect, it } from 'vitest';
import { nameable, preparedNames } from '../src/db/pg-named';

describe('names of the prepared statements', () => {
  it('give one text the same name every time and two texts two names', () => {
    const named = preparedNames();
    const first = named('select 1 where $1 = $2');
    const second = named('select 2 where $1 = $2');
    expect(first).toBeDefined();
    expect(named('select 1 where $1 = $2')).toBe(first);
    expect(second).not.toBe(first);
    expect(named('select 2 where $1 = $2')).toBe(second);
  });

  it('stop naming new texts past the limit, keeping the names given', () => {
    const named = preparedNames(2);
    const a = named('update t set a = $1');
    const b = named('update t set b = $1');
    expect(named('update t set c = $1')).toBeUndefined();
    expect(named('update t set a = $1')).toBe(a);
    expect(named('update t set b = $1')).toBe(b);
  });
});

describe('statements named through Kysely', () => {
  it('are writes with parameters and without *', () => {
    expect(nameable('insert into "vouchers" ("code") values ($1) returning "id"', [1])).toBe(true);
    expect(nameable('update "customers" set "a" = $1 where "id" = $2', [1, 2])).toBe(true);
    expect(nameable('delete from "sessions" where "id_hash" = $1', ['h'])).toBe(true);
    const ledger =
      'with "moved" as (update "customers" set "b" = b + $1 where "id" = $2 returning "id") ' +
      'insert into "ledger_entries" ("customer_id") select "moved"."id" from "moved"';
    expect(nameable(ledger, [1, 2])).toBe(true);
  });

  it('leave reads, DDL, texts without parameters and * unnamed', () => {
    expect(nameable('select "id" from "customers" where "id" = $1', [1])).toBe(false);
    expect(nameable('with "b" as (select "id" from "bills") select * from "b"', [])).toBe(false);
    expect(
      nameable(
        'with "b" as (select "updated_at" from "bills" where "id" = $1) select "updated_at" from "b"',
        [1],
      ),
    ).toBe(false);
    expect(nameable('insert into "t" ("a") values ($1) returning *', [1])).toBe(false);
    expect(nameable('update "t" set "a" = 1', [])).toBe(false);
    expect(nameable('begin', [])).toBe(false);
    expect(nameable('alter table "t" add column "a" text', [])).toBe(false);
  });
});
