/** Featured-offer lines under the price, one per 'featured-offer:' tag. */
export function TileOffers({offers}: {offers: string[]}) {
  if (offers.length === 0) return null;
  return (
    <ul className="product-tile__offers">
      {offers.map((offer) => (
        <li key={offer}>{offer}</li>
      ))}
    </ul>
  );
}
