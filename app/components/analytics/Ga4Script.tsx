/** Google's tag, in the document head, only when a GA4 measurement id is configured. */
export function Ga4Script({id, nonce}: {id: string; nonce?: string}) {
  const config = JSON.stringify(id).replace(/</g, '\\u003c');
  return (
    <>
      <script
        async
        nonce={nonce}
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`}
      />
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;gtag('js',new Date());gtag('config',${config});`,
        }}
      />
    </>
  );
}
