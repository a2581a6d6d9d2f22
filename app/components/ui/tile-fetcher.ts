import {createElement, forwardRef} from 'react';
import {
  Form,
  IDLE_FETCHER,
  useFetcher,
  type FetcherWithComponents,
} from 'react-router';

/**
 * The fetcher of a part a listing draws once per tile (the quick add, the wishlist heart).
 * In the browser it is the router's `useFetcher`. On the server, where a fetcher can only
 * be idle, it is that idle fetcher: the router's hook did bookkeeping for the browser
 * (an id, state, callbacks, a form component) 96 times per listing, about 0.5 ms of a
 * search page's 10 ms in the worker (decision 029). Only the server's bundle has the
 * stand-in.
 */
export const useTileFetcher: (options: {
  key: string;
}) => FetcherWithComponents<unknown> = import.meta.env.SSR
  ? idleFetcher()
  : useFetcher;

/**
 * What every fetcher is while the server draws a page: idle, nothing sent or answered.
 * Made only where it is called, so the browser's bundle neither carries nor builds it.
 */
function idleFetcher() {
  const noop = async () => {};
  const idle: FetcherWithComponents<unknown> = {
    ...IDLE_FETCHER,
    Form: forwardRef((props, ref) =>
      createElement(Form, {...props, navigate: false, ref}),
    ),
    submit: noop,
    load: noop,
    reset: () => {},
  };
  return () => idle;
}
