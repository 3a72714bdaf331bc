import type { CallName } from '../src/index';
import type { Sample } from './sample';
import { contentSamples } from './samples-content';
import { customerSamples } from './samples-customer';
import { entrySamples } from './samples-entry';
import { oursSamples } from './samples-ours';

export type { Sample } from './sample';

export const samples = {
  ...entrySamples,
  ...customerSamples,
  ...contentSamples,
  ...oursSamples,
} as Record<CallName, Sample>;
