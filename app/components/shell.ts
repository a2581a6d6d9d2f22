import {useRouteLoaderData} from 'react-router';
import type {Shell} from '~/lib/shell';

/**
 * The shell (app/lib/shell.ts) from the root loader. Undefined only on the error page
 * of a request whose root loader itself failed (an unknown locale prefix), which
 * renders the frame without it.
 */
export function useShell(): Shell | undefined {
  return useRouteLoaderData('root') as Shell | undefined;
}
