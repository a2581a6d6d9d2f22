/** Content-client failures sorted into the spec's catalogue (§8). */
import {
  ForbiddenError,
  NotFoundError,
  ParsingError,
  PreviewTokenExpiredError,
  RefExpiredError,
  RefNotFoundError,
  RepositoryNotFoundError,
} from '@prismicio/client';
import {ContentRateLimitError} from './retry';

export type ContentErrorKind =
  | 'repository-not-found'
  | 'ref-not-found'
  | 'not-found'
  | 'parse-error'
  | 'unauthorised'
  | 'rate-limited'
  | 'invalid-response'
  | 'unknown';

export class InvalidContentResponseError extends Error {
  constructor(detail: string) {
    super(`Invalid API response: ${detail}`);
    this.name = 'InvalidContentResponseError';
  }
}

export function contentErrorKind(error: unknown): ContentErrorKind {
  // Ref errors extend ForbiddenError in @prismicio/client v7, so they are tested first.
  if (
    error instanceof RefNotFoundError ||
    error instanceof RefExpiredError ||
    error instanceof PreviewTokenExpiredError
  ) {
    return 'ref-not-found';
  }
  if (error instanceof RepositoryNotFoundError) return 'repository-not-found';
  if (error instanceof NotFoundError) return 'not-found';
  if (error instanceof ParsingError) return 'parse-error';
  if (error instanceof ForbiddenError) return 'unauthorised';
  if (error instanceof ContentRateLimitError) return 'rate-limited';
  if (
    error instanceof InvalidContentResponseError ||
    error instanceof SyntaxError
  )
    return 'invalid-response';
  return 'unknown';
}
