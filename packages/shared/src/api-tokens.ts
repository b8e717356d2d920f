/** Personal API tokens and the public API (docs/product-rules.md, API tokens). Plain constants: no zod here. */

/** Active (not revoked) API tokens one user may have; creating one more answers 409. */
export const API_TOKENS_MAX = 10;
/** Every API token starts with this, so the server tells it from a session token and people recognise it. */
export const API_TOKEN_PREFIX = 'dfp_';
/** Characters of the token kept in clear (prefix included) to show it in the list. */
export const API_TOKEN_DISPLAY_LENGTH = 12;
/** Longest token name. */
export const API_TOKEN_NAME_MAX = 100;

/** GET /api/v1/decals: decals per page when `limit` is not given, and the most one page may hold. */
export const V1_DECALS_PAGE_DEFAULT = 20;
export const V1_DECALS_PAGE_MAX = 100;
