import type {ErrorDetail, ErrorReporter} from '~/lib/errors/reporter.server';

/** The request's error reporter, keeping what was reported instead of logging it. */
export function fakeReporter(): ErrorReporter & {
  reported: {error: unknown; detail: ErrorDetail}[];
} {
  const reported: {error: unknown; detail: ErrorDetail}[] = [];
  return {
    reported,
    report: (error, detail = {}) => void reported.push({error, detail}),
  };
}
