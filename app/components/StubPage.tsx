/** A page whose full experience is still being built: real words, a real 200. */
export function StubPage({title, children}: {title: string; children?: React.ReactNode}) {
  return (
    <section className="page-section" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
