/**
 * The fetcher a listing's tiles use (decision 029): on the server, the idle fetcher the
 * router would hand out, drawn the same, without the router's bookkeeping.
 */
import {renderToString} from 'react-dom/server';
import {createRoutesStub, useFetcher} from 'react-router';
import {beforeEach, describe, expect, it} from 'vitest';
import {useTileFetcher} from '~/components/ui/tile-fetcher';
import {expectConsoleError} from '../../support/console-guard';

// The router's memory stub warns that useLayoutEffect does nothing on the server.
beforeEach(() =>
  expectConsoleError(/useLayoutEffect does nothing on the server/),
);

function drawn(Part: () => React.ReactElement) {
  const Stub = createRoutesStub([{path: '/', Component: Part}]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('the tile fetcher on the server', () => {
  it('is idle, with nothing sent or answered, and needs no router', () => {
    let fetcher: ReturnType<typeof useTileFetcher> | null = null;
    const Probe = () => {
      fetcher = useTileFetcher({key: 'quick-add:linen'});
      return null;
    };
    renderToString(<Probe />);
    expect(fetcher).toMatchObject({
      state: 'idle',
      data: undefined,
      formData: undefined,
      formAction: undefined,
    });
  });

  it("draws its form as the router's fetcher draws it", () => {
    const form = (fetcher: ReturnType<typeof useTileFetcher>) => (
      <fetcher.Form method="post" action="/cart" className="size-buttons">
        <button type="submit">Add</button>
      </fetcher.Form>
    );
    const ours = drawn(() => form(useTileFetcher({key: 'quick-add:linen'})));
    const routers = drawn(() => form(useFetcher({key: 'quick-add:linen'})));
    expect(ours).toContain('<form method="post" action="/cart"');
    expect(ours).toBe(routers);
  });
});
