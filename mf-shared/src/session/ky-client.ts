import ky, { isHTTPError, type KyInstance } from 'ky';
import { ApiError } from './api-error';
import { renderScope } from './runtime-config';
import { noteAnswer } from './offline-copy';
import { useSessionStore } from './store';

// Loaded with the first API call (api-client.ts), with ky: a page that calls nothing does not carry either.

/** The API client: ky with the session's token, the offline-copy note and ApiError for every failure. */
export function createClient(): KyInstance {
  return ky.create({
    timeout: 30_000,
    fetch: (input, init) => (renderScope()?.transport.fetch ?? globalThis.fetch)(input, init),
    retry: { limit: 1, methods: ['get'] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = useSessionStore.getState().userInfo?.token;
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
          }
        },
      ],
      // an answer the service worker took from its cache says so; the shell then shows the offline notice
      afterResponse: [
        ({ response }) => {
          noteAnswer(response.headers);
        },
      ],
      beforeError: [
        ({ error }) => {
          if (isHTTPError(error)) {
            const data = error.data as { message?: unknown } | undefined;
            const message =
              data && typeof data === 'object' && typeof data.message === 'string'
                ? data.message
                : error.message;
            const status = error.response.status;
            // A 401 on a signed-in call means the token is no longer valid.
            if (status === 401 && error.request.headers.has('Authorization')) {
              useSessionStore.getState().expire();
            }
            return new ApiError(message, status);
          }
          return new ApiError(error.message || 'Network error', 0);
        },
      ],
    },
  });
}
