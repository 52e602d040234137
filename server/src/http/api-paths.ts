/** The API's prefixes: /api, /auth and /db_api (not /api-docs, the reference about it). */
const API_PATH = /^\/(api|auth|db_api)(\/|\?|$)/;

/** Whether a request URL (path and query) belongs to the API rather than the SPA or its files. */
export const isApiPath = (url: string): boolean => API_PATH.test(url);
