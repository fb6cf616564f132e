/** Every failed call becomes an ApiError carrying the server's `{message}` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}
