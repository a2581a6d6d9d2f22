/** Error bodies and statuses as Prismic's REST API v2 sends them. */
const json = (status: number, body: unknown) =>
  Response.json(body, {status, headers: {'access-control-allow-origin': '*'}});

export const refNotFound = (masterRef: string) =>
  json(404, {
    type: 'api_notfound_error',
    message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${masterRef}`,
  });

/** What Prismic answers for a preview token whose preview is over; the client raises PreviewTokenExpiredError. */
export const previewTokenExpired = () =>
  json(404, {type: 'api_security_error', message: 'Preview token expired'});

export const parsingError = (message: string, query: string, column: number) =>
  json(400, {
    type: 'parsing-error',
    message,
    pos: {line: 1, column, id: 1, location: query},
  });

export const invalidParameter = (message: string) =>
  json(400, {type: 'api_validation_error', message});

export class QuerySyntaxError extends Error {
  column: number;
  query: string;
  constructor(message: string, query: string, column: number) {
    super(message);
    this.query = query;
    this.column = column;
  }
}
