import {HydratedRouter} from 'react-router/dom';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {NonceProvider} from '@shopify/hydrogen';
import {config as configureZod} from 'zod/v4/core';

// zod's compiler probes `new Function`, which the Content-Security-Policy forbids: every
// page that validated a form logged a violation. Off before any form code loads.
configureZod({jitless: true});

startTransition(() => {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={nonce}>
        <HydratedRouter />
      </NonceProvider>
    </StrictMode>,
  );
});
