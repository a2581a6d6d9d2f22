/** Multi-line metafield text as the merchant wrote it: one line per line. */
function Lines({text}: {text: string}) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </>
  );
}

/** Fabric and dimensions, when the product has them. */
export function ProductFacts({
  fabric,
  dimensions,
}: {
  fabric: string | null;
  dimensions: string | null;
}) {
  if (!fabric && !dimensions) return null;
  return (
    <dl>
      {fabric ? (
        <div className="my-3">
          <dt className="font-bold">Fabric</dt>
          <dd>
            <Lines text={fabric} />
          </dd>
        </div>
      ) : null}
      {dimensions ? (
        <div className="my-3">
          <dt className="font-bold">Dimensions</dt>
          <dd>
            <Lines text={dimensions} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
