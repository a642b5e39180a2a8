// Services throw AppError; the one error handler in app.ts turns it into { message, errors? }.
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode = 400,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message, 404);
export const unauthorized = (message = 'Please log in to continue.') =>
  new AppError('UNAUTHORIZED', message, 401);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError('FORBIDDEN', message, 403);
export const conflict = (message: string) => new AppError('CONFLICT', message, 409);
