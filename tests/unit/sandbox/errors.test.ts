import {describe, expect, it} from 'vitest';
import {parseEnvelope} from '../../../sandbox/errors/service.ts';

describe('sandbox error ingest', () => {
  it('reads the items of an envelope and skips what is not JSON', () => {
    const envelope = [
      JSON.stringify({event_id: 'abc', sent_at: '2026-11-22T00:00:00Z'}),
      JSON.stringify({type: 'event'}),
      JSON.stringify({
        exception: {
          values: [{type: 'Error', value: 'Search service answered 500'}],
        },
        tags: {status_code: '200'},
      }),
      JSON.stringify({type: 'attachment', length: 3}),
      'abc',
    ].join('\n');
    expect(parseEnvelope(envelope)).toEqual([
      {
        type: 'event',
        payload: {
          exception: {
            values: [{type: 'Error', value: 'Search service answered 500'}],
          },
          tags: {status_code: '200'},
        },
      },
    ]);
  });
});
