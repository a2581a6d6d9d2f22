/**
 * The demo catalog's raw material: collections, garment styles and colours. Every
 * product is a style in one colour; colour siblings share a style and list each other
 * in the colours metafield, as the shop's real catalog does.
 */
export type Kind = 'dress' | 'top' | 'knit' | 'pants' | 'skirt' | 'coat' | 'shoe' | 'bag' | 'swim' | 'gift';
export type SizeRun = 'letters' | 'numeric' | 'shoes' | 'osfa' | 'denominations';

export type Collection = {handle: string; title: string; kind: Kind; sizes: SizeRun; basePrice: number; productType: string; description: string};

export const COLLECTIONS: Collection[] = [
  {handle: 'dresses', title: 'Dresses', kind: 'dress', sizes: 'numeric', basePrice: 149, productType: 'Dress', description: 'Midi, maxi and mini dresses in linen, silk and cotton.'},
  {handle: 'tops', title: 'Tops', kind: 'top', sizes: 'letters', basePrice: 69, productType: 'Top', description: 'Shirts, blouses and tees for every day.'},
  {handle: 'knitwear', title: 'Knitwear', kind: 'knit', sizes: 'letters', basePrice: 129, productType: 'Knitwear', description: 'Merino, cashmere and cotton knits.'},
  {handle: 'pants', title: 'Pants', kind: 'pants', sizes: 'numeric', basePrice: 119, productType: 'Pants', description: 'Tailored trousers, wide legs and denim.'},
  {handle: 'skirts', title: 'Skirts', kind: 'skirt', sizes: 'numeric', basePrice: 99, productType: 'Skirt', description: 'Slip, pleated and denim skirts.'},
  {handle: 'outerwear', title: 'Outerwear', kind: 'coat', sizes: 'letters', basePrice: 289, productType: 'Outerwear', description: 'Coats, trenches and jackets.'},
  {handle: 'shoes', title: 'Shoes', kind: 'shoe', sizes: 'shoes', basePrice: 179, productType: 'Shoes', description: 'Sandals, loafers, boots and sneakers.'},
  {handle: 'accessories', title: 'Accessories', kind: 'bag', sizes: 'osfa', basePrice: 89, productType: 'Accessories', description: 'Bags, scarves, belts and hats.'},
  {handle: 'swim', title: 'Swimwear', kind: 'swim', sizes: 'letters', basePrice: 79, productType: 'Swimwear', description: 'One-pieces, bikinis and cover-ups.'},
];

/** Style names per collection; each becomes one product per colour it comes in. */
export const STYLE_NAMES: Record<string, string[]> = {
  dresses: ['Amalfi Linen Midi Dress', 'Rosalind Silk Slip Dress', 'Juniper Wrap Dress', 'Calla Tiered Maxi Dress', 'Marguerite Shirt Dress', 'Solene Knit Mini Dress', 'Isadora Pleated Dress', 'Wren Smocked Sundress'],
  tops: ['Etta Poplin Shirt', 'Noor Linen Blouse', 'Sadie Ribbed Tank', 'Odette Puff Sleeve Top', 'Greer Organic Tee', 'Lux Silk Camisole', 'Tove Striped Shirt', 'Bea Broderie Top'],
  knitwear: ['Harriet Merino Crew', 'Olsen Cable Cardigan', 'Vita Cashmere V-Neck', 'Fen Chunky Turtleneck', 'Ida Cropped Knit', 'Marlo Knit Vest'],
  pants: ['Hollis Wide Leg Pant', 'Ari Tailored Trouser', 'Dune Linen Pant', 'Remy Straight Jean', 'Cleo Cargo Pant', 'Sol Drawstring Pant'],
  skirts: ['Lyra Satin Midi Skirt', 'Pia Pleated Skirt', 'Mae Denim Skirt', 'Thea Linen Wrap Skirt', 'Iris Tiered Skirt'],
  outerwear: ['Beaumont Wool Coat', 'Harbour Trench Coat', 'Alta Quilted Jacket', 'Vale Denim Jacket', 'Saga Boucle Blazer'],
  shoes: ['Sorrento Leather Sandal', 'Milla Loafer', 'Ridge Ankle Boot', 'Cove Canvas Sneaker', 'Palma Espadrille'],
  accessories: ['Bodhi Woven Tote', 'Sienna Silk Scarf', 'Arlo Leather Belt', 'Costa Straw Hat', 'Nell Mini Shoulder Bag', 'Pebble Card Holder'],
  swim: ['Capri One-Piece', 'Tulum Bikini Top', 'Tulum Bikini Bottom', 'Noosa Cover-Up', 'Byron Swim Short'],
};

export type Colour = {handle: string; name: string; hex: string; parent: string};

export const COLOURS: Colour[] = [
  {handle: 'black', name: 'Black', hex: '#1d1d1f', parent: 'Black'},
  {handle: 'ivory', name: 'Ivory', hex: '#efe8d8', parent: 'White'},
  {handle: 'sage', name: 'Sage', hex: '#9caf88', parent: 'Green'},
  {handle: 'terracotta', name: 'Terracotta', hex: '#c0643f', parent: 'Orange'},
  {handle: 'navy', name: 'Navy', hex: '#1f2a44', parent: 'Blue'},
  {handle: 'blush', name: 'Blush', hex: '#e8b4b0', parent: 'Pink'},
  {handle: 'sand', name: 'Sand', hex: '#d8c3a0', parent: 'Neutral'},
  {handle: 'cobalt', name: 'Cobalt', hex: '#2b4fb3', parent: 'Blue'},
  {handle: 'olive', name: 'Olive', hex: '#6b6b3a', parent: 'Green'},
  {handle: 'rust', name: 'Rust', hex: '#9a4a2a', parent: 'Orange'},
  {handle: 'lilac', name: 'Lilac', hex: '#b9a6d6', parent: 'Purple'},
  {handle: 'chocolate', name: 'Chocolate', hex: '#4b3223', parent: 'Brown'},
];

export const FABRICS = ['100% linen', '100% silk', 'Organic cotton', 'Merino wool', 'Cashmere blend', 'Recycled polyester', 'Viscose crepe', 'Leather', 'Cotton denim', 'Raffia'];
export const OCCASIONS = ['Everyday', 'Workwear', 'Evening', 'Holiday', 'Weekend', 'Wedding guest'];
export const STYLES = ['Relaxed', 'Tailored', 'Classic', 'Bohemian', 'Minimal', 'Romantic'];

export const SIZE_RUNS: Record<Exclude<SizeRun, 'denominations'>, string[]> = {
  letters: ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'],
  numeric: ['6', '8', '10', '12', '14'],
  shoes: ['36', '37', '38', '39', '40', '41'],
  osfa: ['OSFA'],
};

/** Local prices for a USD price, in minor units, ending the way each market expects. */
export const CURRENCY_RATES: Record<string, number> = {USD: 1, AUD: 1.52, NZD: 1.66, GBP: 0.79, CAD: 1.37, EUR: 0.92};
