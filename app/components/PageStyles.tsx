import {createContext, useContext} from 'react';
import appStyles from '~/styles/app.css?url';

/**
 * The stylesheet's text, given by the server only (entry.server.tsx). In production it
 * is inlined into the head, so the first paint waits for no request: on a phone that
 * is one round trip less before anything shows. Client navigations never need it again.
 */
export const InlineStylesContext = createContext('');

const ID = 'page-styles';

let documentStyles: string | undefined;

/**
 * The browser keeps what the server sent: hydration reads it back rather than bundling
 * it. Read once, since the layout renders again on every navigation.
 */
function stylesFromDocument() {
  if (typeof document === 'undefined') return '';
  documentStyles ??= document.getElementById(ID)?.textContent ?? '';
  return documentStyles;
}

export function PageStyles({nonce}: {nonce?: string}) {
  const fromServer = useContext(InlineStylesContext);
  // Development keeps the linked file, which Vite swaps in place on every edit.
  if (import.meta.env.DEV) return <link rel="stylesheet" href={appStyles} />;
  return (
    <style
      id={ID}
      nonce={nonce}
      dangerouslySetInnerHTML={{__html: fromServer || stylesFromDocument()}}
    />
  );
}
