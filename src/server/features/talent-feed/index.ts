/**
 * The talent-feed module's public door (docs/decisions/072).
 */
export { candidateProfileHead } from './candidate-page.service';
export { currentFeedIndex } from './feed-index';
export { talentFeedRoutes } from './talent-feed.routes';
