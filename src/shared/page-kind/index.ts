/**
 * The page-kind piece (chunk `shared-page-kind`): what the URL says the page is (portal-identity-reviews §2, ADR
 * 103) and the share rules built on it (§7 share goal, §8 "Sharing"). Used by `<pd-favourite-button>` and
 * `<pd-share-button>` (ADR 158).
 */
export { pageKind, type PageKind, type PageKindOptions } from './page-kind';
export { shareFailureAction, shareGoal, shareUrl, type ShareSubject } from './share';
export { shareLink, type ShareLinkOptions, type ShareResult } from './share-link';
