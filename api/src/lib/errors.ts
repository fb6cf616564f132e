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
