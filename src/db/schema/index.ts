/** The whole data model, for Drizzle and drizzle-kit. */
export * from './enums';
export * from './users';
export * from './companies';
export * from './company-members';
export * from './candidates';
export * from './intro-requests';
export * from './gigs';
export * from './outbox';
export * from './marketing';
export * from './audit';
export * from './rate-limits';
export * from './responsiveness';
export * from './conversations';
export * from './notifications';
export * from './feed-changes';
export * from './second-factors';
export * from './pipeline';
