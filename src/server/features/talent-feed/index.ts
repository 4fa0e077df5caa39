/**
 * The talent-feed module: the feed of approved candidates, its in-process index and Best match
 * (spec 1 §2 "Talent feed"; docs/decisions/049, 051), and a candidate's public page with its
 * prerendered head. Its public door (docs/decisions/072-server-modules.md): nothing outside the
 * module imports its other files.
 */
export { candidateProfileHead } from './candidate-page.service';
export { currentFeedIndex } from './feed-index';
export { talentFeedRoutes } from './talent-feed.routes';
export {
  ADVANCED_SEARCH_PLANS,
  advancedFiltersOf,
  advancedSearchContext,
  feedContextFor,
  meetsAdvancedFilters,
  type AdvancedFilters,
  type FeedContext,
} from './advanced-search';
export { candidateMatchesFeedQuery } from './talent-feed.repo';
export { feedConditions } from './talent-feed.repo';
export { findChangedCandidates, readFeedVersion } from './feed-changes.repo';
