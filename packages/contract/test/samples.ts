import type { CallName } from '../src/index';
import type { Sample } from './sample';
import { contentSamples } from './samples-content';
import { customerSamples } from './samples-customer';
import { entrySamples } from './samples-entry';
import { ourSamples } from './samples-ours';
import { oursSamples } from './samples-ours-member';

export type { Sample } from './sample';

export const samples = {
  ...entrySamples,
  ...customerSamples,
  ...contentSamples,
  ...ourSamples,
  ...oursSamples,
} as Record<CallName, Sample>;
