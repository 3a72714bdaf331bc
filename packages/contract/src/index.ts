/**
 * @loyalty/contract: the wire contract of the loyalty app. The only public entry: both apps
 * import from here, and nothing else defines a wire shape.
 */
export * from './define';
export * from './registry';
export * from './call-auth';
export * from './status';
export * from './envelope';
export * from './entities';
export * from './our-features';
export * from './answer';
export * from './fields';
export * from './parse';
export * from './types';
export { normaliseDate, normaliseMobile, numericValue } from './normalise';
export { describeIssue } from './messages';
export * from './calls/settings';
export * from './calls/password-reset';
export * from './calls/accounts';
export * from './calls/geography';
export * from './calls/points';
export * from './calls/promotions';
export * from './calls/content';
export * from './calls/profile';
export * from './calls/vouchers';
export * from './calls/sharing';
export * from './calls/feedback';
export * from './calls/ours-account';
export * from './rich-text';
export * from './calls/ours-member';
export * from './calls/ours-language';
