/** An error a route throws to show the error view with a status (default 500, spec §2). */
export class HttpError extends Error {
  readonly status: number;
  constructor(status = 500, message?: string) {
    super(message ?? (status === 404 ? 'Page Not Found' : 'Internal Server Error'));
    this.name = 'HttpError';
    this.status = status;
  }
}
