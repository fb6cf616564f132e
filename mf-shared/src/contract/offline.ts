// Between the public sites' service worker and the API client: the header the worker adds to an answer it
// took from its cache because the network failed, carrying when the server sent that copy (an HTTP date).
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy'
