/** Multi-line metafield text as the merchant wrote it: one line per line. */
function Lines({text}: {text: string}) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="product-facts__line">
          {line}
        </span>
      ))}
    </>
  );
}

/** Fabric and dimensions, when the product has them. */
export function ProductFacts({fabric, dimensions}: {fabric: string | null; dimensions: string | null}) {
  if (!fabric && !dimensions) return null;
  return (
    <dl className="product-facts">
      {fabric ? (
        <div>
          <dt>Fabric</dt>
          <dd>
            <Lines text={fabric} />
          </dd>
        </div>
      ) : null}
      {dimensions ? (
        <div>
          <dt>Dimensions</dt>
          <dd>
            <Lines text={dimensions} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
