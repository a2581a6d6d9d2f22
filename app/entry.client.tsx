import {HydratedRouter} from 'react-router/dom';
import type {DataRouter} from 'react-router';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {NonceProvider} from '@shopify/hydrogen';
import {startsOnRouteUpdates, untilFirstUse} from './components/first-use';
import {startRouter} from './components/router-start';
import {
  announceAsTransitions,
  whenRouterMade,
} from './components/router-transitions';

// zod's compiler probes `new Function`, which the Content-Security-Policy forbids: every
// page that validated a form logged a violation. zod keeps its settings on globalThis
// (shared by every copy), so they are set here without loading zod on pages that have no form.
const zodSettings = globalThis as {
  __zod_globalConfig?: Record<string, unknown>;
};
zodSettings.__zod_globalConfig = {
  ...zodSettings.__zod_globalConfig,
  jitless: true,
};

// Listening for the shopper's first touch starts now, not when React first reaches a form
// waiting for it: a tap made before that (a quick add) would otherwise go unheard, and
// the cart count and mini cart would wait, held behind the form, for the next touch.
void untilFirstUse();

async function hydrate() {
  whenRouterMade<DataRouter>((router) => {
    announceAsTransitions(router, startTransition);
    startsOnRouteUpdates(router);
  });
  // In development React warns of the hook called outside it: the router is made in render there.
  await startRouter(HydratedRouter, {createRouter: !import.meta.env.DEV});
  startTransition(() => {
    const nonce =
      document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    hydrateRoot(
      document,
      <StrictMode>
        <NonceProvider value={nonce}>
          <HydratedRouter />
        </NonceProvider>
      </StrictMode>,
    );
  });
}

// Hydrating a long listing is one long task; when scripts arrive before the first frame,
// the shopper would stare at a blank page until it ends. The server's HTML paints first,
// then the page hydrates (a frame later). Hidden tabs paint nothing, so they go straight on.
// The frame matters beyond the paint: hydrating as soon as the router's state is read, a
// key pressed meanwhile still made the root suspend ("keys pressed while the page starts
// up", tests/e2e/shell.spec.ts), though PageScripts now starts this entry after a paint.
if (document.visibilityState === 'visible')
  requestAnimationFrame(() => setTimeout(() => void hydrate(), 0));
else void hydrate();
