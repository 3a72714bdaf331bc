import { parseWith } from '@loyalty/contract';
import { billsService } from '../../modules/pos/bills.service';
import { postBillRequest } from '../../modules/pos/pos.schemas';
import { pointsService } from '../../modules/points/points.service';
import { voucherBatchesService } from '../../modules/vouchers/voucher-batches.service';
import {
  CliError,
  type Command,
  customerRef,
  number,
  optionalNumber,
  optionalText,
  tenantOf,
  text,
} from '../cli-context';
import { readJson } from './files';

export const postBillCommand: Command = {
  name: 'post-bill',
  summary: 'post a bill for a customer (earns points; may use a voucher)',
  usage:
    '--client-id 1001 (--card N | --code N | --mobile N) --bill-ref B-1001 --amount 249.50 [--date 2026-01-31] [--lines lines.json] [--voucher CODE]',
  options: [
    'client-id',
    'card',
    'code',
    'mobile',
    'bill-ref',
    'amount',
    'date',
    'lines',
    'voucher',
  ],
  async run(values, ctx) {
    const tenant = await tenantOf(ctx, values);
    const lines = optionalText(values, 'lines');
    const parsed = parseWith(postBillRequest, {
      billRef: text(values, 'bill-ref'),
      customer: customerRef(values),
      amount: number(values, 'amount'),
      date: optionalText(values, 'date'),
      lines: lines === undefined ? undefined : await readJson(lines),
      voucherCode: optionalText(values, 'voucher'),
    });
    if (!parsed.ok) throw new CliError(parsed.message);
    const posted = await billsService(ctx.deps).post(tenant, parsed.data);
    ctx.out(
      `Bill ${posted.billRef} posted for ${posted.custCode}: ${posted.pointsEarned} points earned, balance ${posted.balance} (${posted.cardType}).`,
    );
    if (posted.voucherRedeemed)
      ctx.out(`Voucher ${posted.voucherRedeemed.code} used (AED ${posted.voucherRedeemed.value}).`);
  },
};

export const issueCodesCommand: Command = {
  name: 'issue-codes',
  summary: 'issue voucher codes of a value for customers to claim in the app',
  usage: '--client-id 1001 --count 10 --value 50 [--days 90]',
  options: ['client-id', 'count', 'value', 'days'],
  async run(values, ctx) {
    const tenant = await tenantOf(ctx, values);
    const value = number(values, 'value');
    const { codes } = await voucherBatchesService(ctx.deps).issue(
      tenant,
      { count: number(values, 'count'), value, validDays: optionalNumber(values, 'days') },
      ctx.audit,
    );
    ctx.out(`${codes.length} voucher code(s) of AED ${value}:`);
    for (const code of codes) ctx.out(code);
  },
};

export const adjustPointsCommand: Command = {
  name: 'adjust-points',
  summary: "correct a customer's points with a reason (--points=-200 takes away)",
  usage:
    '--client-id 1001 (--card N | --code N | --mobile N) --points 500 --reason "Goodwill for a late delivery"',
  options: ['client-id', 'card', 'code', 'mobile', 'points', 'reason'],
  async run(values, ctx) {
    const tenant = await tenantOf(ctx, values);
    const customer = await billsService(ctx.deps).customerOf(tenant, customerRef(values));
    const change = number(values, 'points');
    const { balance } = await pointsService(ctx.deps).adjust(
      customer,
      tenant,
      change,
      text(values, 'reason'),
      ctx.audit,
    );
    ctx.out(`${customer.cust_code}: ${change > 0 ? '+' : ''}${change} points, balance ${balance}.`);
  },
};
