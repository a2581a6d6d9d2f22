/**
 * Featured-offer lines under the price, one per 'featured-offer:' tag. Offer ids
 * written as slugs ('free-express-shipping') read as words ('Free express shipping').
 */
export function offerText(offer: string): string {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(offer)) return offer;
  const words = offer.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function TileOffers({offers}: {offers: string[]}) {
  if (offers.length === 0) return null;
  return (
    <ul className="m-0 list-none p-0 text-sm text-sale">
      {offers.map((offer) => (
        <li key={offer}>{offerText(offer)}</li>
      ))}
    </ul>
  );
}
