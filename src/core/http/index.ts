/** The network layer (ARCHITECTURE §7): the one fetch client, CSRF, ApiError, request coalescing. */
export { request, buildUrl, checkReply, DEFAULT_TIMEOUT_MS, RETRY_DELAY_MS } from './client';
export type { HttpMethod, RequestOptions } from './client';
export { getCsrfToken, CSRF_COOKIE, CSRF_FIELD, CSRF_HEADER } from './csrf';
export { ApiError, errorMessage, isAbortError, isApiError, readErrorBody } from './errors';
export type { ApiErrorInit, ApiErrorKind, ErrorText } from './errors';
export { createBatcher } from './batch';
export type { BatchedCall, BatcherOptions } from './batch';
export { createSharedRequest, withSignal } from './shared';
export type { SharedRequest } from './shared';
