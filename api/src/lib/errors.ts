/** An error whose message is safe to show to the client. Rendered by the one error handler in app.ts. */
export class HttpError extends Error {
  constructor (public readonly statusCode: number, message: string) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message)
export const unauthorized = (message = 'Not authorized'): HttpError => new HttpError(401, message)
export const notFound = (message = 'Not found'): HttpError => new HttpError(404, message)
export const tooLarge = (message = 'File is too large'): HttpError => new HttpError(413, message)
export const tooMany = (message: string): HttpError => new HttpError(429, message)

/*
 * What a thrown value carries. Drivers, SDKs and bundles run in another vm context throw values that are
 * not always this realm's Error instances, so these read the fields through `in` instead of a cast.
 */

/** The `code` of a thrown value (Node's ENOENT, a driver's ER_…, fastify's FST_…), if it has one. */
export function errorCode (err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined
}

/** The HTTP `statusCode` a thrown value carries, if any. */
export function errorStatus (err: unknown): number | undefined {
  return typeof err === 'object' && err !== null && 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : undefined
}

/** The message of a thrown value, or the value as text when it has none. */
export function errorMessage (err: unknown): string {
  return typeof err === 'object' && err !== null && 'message' in err && typeof err.message === 'string' ? err.message : String(err)
}

/** A thrown value as an Error: itself when it is one, else an Error with its text. */
export function toError (err: unknown): Error {
  return err instanceof Error ? err : new Error(errorMessage(err))
}
