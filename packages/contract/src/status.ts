/**
 * The tolerant reading of answers. Our server answers each call in the exact form of docs/wire-protocol.md §7,
 * but the vendor's backend (docs/decisions/013-vendor-backend.md) spells status and message keys in several ways,
 * sends success as booleans or strings, and sometimes wraps the answer in a one-element array.
 * The client reads every answer through `readStatus` first and parses `body` with the call's
 * response schema, whose fields use the tolerant readers re-exported below.
 */
import { isSuccessValue } from './readers';

export * from './readers';

/** Status keys in the order they are looked up. */
export const STATUS_KEYS = ['STATUS', 'Status', 'status', 'SUCCESS', 'Success', 'success'] as const;

/** Message keys in the order they are looked up. */
export const MESSAGE_KEYS = ['MESSAGE', 'Message', 'message'] as const;

export interface StatusReading {
  /** True only for `true` or a string reading 'true'/'success' in any case. */
  ok: boolean;
  /** The first non-blank message, trimmed. */
  message: string | undefined;
  /** The answer object (unwrapped from a one-element array); `{}` when it is not an object. */
  body: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the status and message of any answer.
 * An answer without any status key reads as not ok: calls whose docs/wire-protocol.md §7 answer carries no status
 * (GetAccess, CRM_DownloadCou_Ci_Ar, Loy_CRM_DownloadPromotionImages, Loy_getAboutUs) are read
 * by parsing `body` with their response schema regardless of `ok` (our server adds
 * `STATUS: true` to them, which the schemas accept).
 */
export function readStatus(answer: unknown): StatusReading {
  const item: unknown = Array.isArray(answer) && answer.length === 1 ? answer[0] : answer;
  if (!isRecord(item)) return { ok: false, message: undefined, body: {} };

  const statusKey = STATUS_KEYS.find((key) => item[key] !== undefined);
  const ok = statusKey === undefined ? false : isSuccessValue(item[statusKey]);

  let message: string | undefined;
  for (const key of MESSAGE_KEYS) {
    const value = item[key];
    if (typeof value === 'string' && value.trim() !== '') {
      message = value.trim();
      break;
    }
  }
  return { ok, message, body: item };
}
