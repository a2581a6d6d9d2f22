/**
 * The demo catalog's raw material. Every product is one style in one colour; colour
 * siblings are separate products that list each other in custom.colors, as the real
 * shop's catalog does. Edit here to change what the shop sells.
 */
export type Garment =
  | 'dress'
  | 'top'
  | 'knit'
  | 'pants'
  | 'skirt'
  | 'coat'
  | 'shoe'
  | 'boot'
  | 'bag'
  | 'scarf'
  | 'belt'
  | 'hat'
  | 'swim'
  | 'gift';
export type SizeRun = 'letters' | 'numeric' | 'shoes' | 'osfa';

/** [name, garment drawn in its photos, what sets it apart (for the description)] */
export type Style = [name: string, garment: Garment, detail: string];

export type Department = {
  handle: string;
  title: string;
  productType: string;
  sizes: SizeRun;
  /** USD; ends in 9 so offsets of ten keep retail price points. */
  basePrice: number;
  fabrics: string[];
  intro: string;
  styles: Style[];
};

export const DEPARTMENTS: Department[] = [
  {
    handle: 'dresses',
    title: 'Dresses',
    productType: 'Dress',
    sizes: 'numeric',
    basePrice: 149,
    fabrics: [
      '100% linen',
      '100% silk',
      'Organic cotton poplin',
      'Viscose crepe',
      'Cotton voile',
    ],
    intro:
      'Midi, maxi and mini dresses in linen, silk and cotton, cut to move.',
    styles: [
      [
        'Amalfi Linen Midi Dress',
        'dress',
        'a square neckline, tie shoulder straps and a softly gathered skirt',
      ],
      [
        'Rosalind Silk Slip Dress',
        'dress',
        'a bias cut that skims the body and adjustable spaghetti straps',
      ],
      [
        'Juniper Wrap Dress',
        'dress',
        'a true wrap front, flutter sleeves and a self-tie waist',
      ],
      [
        'Calla Tiered Maxi Dress',
        'dress',
        'three generous tiers, a shirred bodice and a floor-grazing hem',
      ],
      [
        'Marguerite Shirt Dress',
        'dress',
        'a button-through front, patch pockets and a removable belt',
      ],
      [
        'Solene Knit Mini Dress',
        'dress',
        'a fine rib knit, a crew neck and a close, easy fit',
      ],
      [
        'Isadora Pleated Dress',
        'dress',
        'sunray pleats, a keyhole back and a fluid midi length',
      ],
      [
        'Wren Smocked Sundress',
        'dress',
        'a smocked bodice, ruffled straps and a twirl-ready skirt',
      ],
    ],
  },
  {
    handle: 'tops',
    title: 'Tops',
    productType: 'Top',
    sizes: 'letters',
    basePrice: 69,
    fabrics: [
      'Organic cotton poplin',
      '100% linen',
      'Cotton jersey',
      '100% silk',
      'Broderie cotton',
    ],
    intro: 'Shirts, blouses and tees for every day and every layer.',
    styles: [
      [
        'Etta Poplin Shirt',
        'top',
        'a relaxed boyfriend fit, a curved hem and mother-of-pearl buttons',
      ],
      [
        'Noor Linen Blouse',
        'top',
        'a V-neck, dropped shoulders and a slightly cropped length',
      ],
      [
        'Sadie Ribbed Tank',
        'top',
        'a stretch rib, a scooped neck and a length made for tucking',
      ],
      [
        'Odette Puff Sleeve Top',
        'top',
        'voluminous elasticated sleeves and a square neckline',
      ],
      [
        'Greer Organic Tee',
        'top',
        'a heavyweight jersey, a boxy fit and a ribbed crew neck',
      ],
      [
        'Lux Silk Camisole',
        'top',
        'a lace-trimmed V-neck and adjustable straps',
      ],
      [
        'Tove Striped Shirt',
        'top',
        'a classic Breton stripe, a boat neck and three-quarter sleeves',
      ],
      [
        'Bea Broderie Top',
        'top',
        'scalloped broderie anglaise and a tie at the neck',
      ],
    ],
  },
  {
    handle: 'knitwear',
    title: 'Knitwear',
    productType: 'Knitwear',
    sizes: 'letters',
    basePrice: 129,
    fabrics: [
      'Merino wool',
      'Cashmere blend',
      'Organic cotton knit',
      'Alpaca blend',
    ],
    intro: 'Merino, cashmere and cotton knits to layer through the seasons.',
    styles: [
      [
        'Harriet Merino Crew',
        'knit',
        'a fine-gauge knit, ribbed trims and a relaxed body',
      ],
      [
        'Olsen Cable Cardigan',
        'knit',
        'chunky cables, horn buttons and deep pockets',
      ],
      [
        'Vita Cashmere V-Neck',
        'knit',
        'a featherweight cashmere blend and a deep V-neck',
      ],
      [
        'Fen Chunky Turtleneck',
        'knit',
        'a rolled turtleneck, dropped shoulders and a cosy oversized fit',
      ],
      [
        'Ida Cropped Knit',
        'knit',
        'a cropped length, puff sleeves and a pointelle stitch',
      ],
      [
        'Marlo Knit Vest',
        'knit',
        'a V-neck, a tank silhouette and a textured waffle stitch',
      ],
    ],
  },
  {
    handle: 'pants',
    title: 'Pants',
    productType: 'Pants',
    sizes: 'numeric',
    basePrice: 119,
    fabrics: [
      'Cotton twill',
      '100% linen',
      'Cotton denim',
      'Wool blend suiting',
    ],
    intro: 'Tailored trousers, wide legs, linen and denim.',
    styles: [
      [
        'Hollis Wide Leg Pant',
        'pants',
        'a high waist, front pleats and a full wide leg',
      ],
      [
        'Ari Tailored Trouser',
        'pants',
        'a pressed crease, slant pockets and a straight leg',
      ],
      [
        'Dune Linen Pant',
        'pants',
        'an elasticated waist, a drawcord and a relaxed leg',
      ],
      [
        'Remy Straight Jean',
        'pants',
        'rigid denim, a mid rise and a straight, ankle-length leg',
      ],
      [
        'Cleo Cargo Pant',
        'pants',
        'utility pockets, a tapered leg and toggle cuffs',
      ],
      [
        'Sol Drawstring Pant',
        'pants',
        'a soft drawstring waist and a breezy barrel leg',
      ],
    ],
  },
  {
    handle: 'skirts',
    title: 'Skirts',
    productType: 'Skirt',
    sizes: 'numeric',
    basePrice: 99,
    fabrics: ['Satin', 'Cotton denim', '100% linen', 'Recycled polyester'],
    intro: 'Slip, pleated and denim skirts from mini to maxi.',
    styles: [
      [
        'Lyra Satin Midi Skirt',
        'skirt',
        'a bias cut, a hidden elastic waist and a liquid sheen',
      ],
      [
        'Pia Pleated Skirt',
        'skirt',
        'knife pleats, a wide waistband and a swishy midi length',
      ],
      [
        'Mae Denim Skirt',
        'skirt',
        'a five-pocket design, a front split and a raw hem',
      ],
      [
        'Thea Linen Wrap Skirt',
        'skirt',
        'a wrap front, a side tie and an asymmetric hem',
      ],
      [
        'Iris Tiered Skirt',
        'skirt',
        'gathered tiers and a comfortable smocked waist',
      ],
    ],
  },
  {
    handle: 'outerwear',
    title: 'Outerwear',
    productType: 'Outerwear',
    sizes: 'letters',
    basePrice: 289,
    fabrics: [
      'Wool blend',
      'Water-resistant cotton gabardine',
      'Recycled nylon',
      'Cotton denim',
      'Boucle',
    ],
    intro: 'Coats, trenches and jackets built to last for years.',
    styles: [
      [
        'Beaumont Wool Coat',
        'coat',
        'a double-breasted front, notched lapels and a calf length',
      ],
      [
        'Harbour Trench Coat',
        'coat',
        'storm flaps, a belted waist and a classic knee length',
      ],
      [
        'Alta Quilted Jacket',
        'coat',
        'diamond quilting, recycled fill and snap fastening',
      ],
      [
        'Vale Denim Jacket',
        'coat',
        'a boxy cut, chest pockets and tonal stitching',
      ],
      [
        'Saga Boucle Blazer',
        'coat',
        'a textured boucle, a collarless neck and gold-tone buttons',
      ],
    ],
  },
  {
    handle: 'shoes',
    title: 'Shoes',
    productType: 'Shoes',
    sizes: 'shoes',
    basePrice: 179,
    fabrics: ['Leather', 'Suede', 'Canvas', 'Jute and cotton canvas'],
    intro: 'Sandals, loafers, boots and sneakers, sized 36 to 41.',
    styles: [
      [
        'Sorrento Leather Sandal',
        'shoe',
        'crossover straps, a padded footbed and a low block heel',
      ],
      [
        'Milla Loafer',
        'shoe',
        'a chunky sole, a penny strap and a polished finish',
      ],
      [
        'Ridge Ankle Boot',
        'boot',
        'a stacked heel, an inside zip and a pointed toe',
      ],
      [
        'Cove Canvas Sneaker',
        'shoe',
        'a vulcanised sole, a cushioned insole and contrast laces',
      ],
      [
        'Palma Espadrille',
        'shoe',
        'a braided jute sole, ankle ties and a soft canvas upper',
      ],
    ],
  },
  {
    handle: 'accessories',
    title: 'Accessories',
    productType: 'Accessories',
    sizes: 'osfa',
    basePrice: 89,
    fabrics: ['Leather', '100% silk', 'Raffia', 'Woven cotton'],
    intro: 'Bags, scarves, belts and hats to finish every look.',
    styles: [
      [
        'Bodhi Woven Tote',
        'bag',
        'a roomy woven body, leather handles and an inner zip pocket',
      ],
      [
        'Sienna Silk Scarf',
        'scarf',
        'a hand-rolled edge and a print drawn in our studio',
      ],
      ['Arlo Leather Belt', 'belt', 'a brushed gold buckle and a 3 cm strap'],
      [
        'Costa Straw Hat',
        'hat',
        'a wide brim, a grosgrain band and a packable crown',
      ],
      [
        'Nell Mini Shoulder Bag',
        'bag',
        'a crescent shape, an adjustable strap and a magnetic closure',
      ],
      [
        'Pebble Card Holder',
        'bag',
        'four card slots, a centre pocket and pebbled leather',
      ],
    ],
  },
  {
    handle: 'swim',
    title: 'Swimwear',
    productType: 'Swimwear',
    sizes: 'letters',
    basePrice: 79,
    fabrics: [
      'Recycled nylon and elastane',
      'Cotton voile',
      'Crinkle recycled nylon',
    ],
    intro: 'One-pieces, bikinis and cover-ups for the beach and beyond.',
    styles: [
      ['Capri One-Piece', 'swim', 'a scooped back, a high leg and full lining'],
      [
        'Tulum Bikini Top',
        'swim',
        'a triangle shape, removable cups and ties at the back',
      ],
      ['Tulum Bikini Bottom', 'swim', 'a cheeky cut and adjustable side ties'],
      [
        'Noosa Cover-Up',
        'swim',
        'a sheer kaftan shape and a tasselled neck tie',
      ],
      [
        'Byron Swim Short',
        'swim',
        'quick-dry fabric, a drawcord waist and a mesh lining',
      ],
    ],
  },
];

export type Colour = {
  handle: string;
  name: string;
  parent: string;
  hex: string;
  pattern?: 'floral' | 'gingham' | 'stripe' | 'leopard';
};

export const COLOURS: Colour[] = [
  {handle: 'black', name: 'Black', parent: 'Black', hex: '#1d1d1f'},
  {handle: 'ivory', name: 'Ivory', parent: 'White', hex: '#efe8d8'},
  {handle: 'sage', name: 'Sage', parent: 'Green', hex: '#9caf88'},
  {handle: 'terracotta', name: 'Terracotta', parent: 'Orange', hex: '#c0643f'},
  {handle: 'navy', name: 'Navy', parent: 'Blue', hex: '#1f2a44'},
  {handle: 'blush', name: 'Blush', parent: 'Pink', hex: '#e8b4b0'},
  {
    handle: 'floral',
    name: 'Floral Print',
    parent: 'Print',
    hex: '#d98c8c',
    pattern: 'floral',
  },
  {handle: 'sand', name: 'Sand', parent: 'Neutral', hex: '#d8c3a0'},
  {handle: 'cobalt', name: 'Cobalt', parent: 'Blue', hex: '#2b4fb3'},
  {handle: 'olive', name: 'Olive', parent: 'Green', hex: '#6b6b3a'},
  {
    handle: 'gingham',
    name: 'Blue Gingham',
    parent: 'Print',
    hex: '#7f9cc9',
    pattern: 'gingham',
  },
  {handle: 'rust', name: 'Rust', parent: 'Orange', hex: '#9a4a2a'},
  {handle: 'lilac', name: 'Lilac', parent: 'Purple', hex: '#b9a6d6'},
  {
    handle: 'stripe',
    name: 'Navy Stripe',
    parent: 'Print',
    hex: '#3a4a6b',
    pattern: 'stripe',
  },
  {handle: 'chocolate', name: 'Chocolate', parent: 'Brown', hex: '#4b3223'},
  {
    handle: 'leopard',
    name: 'Leopard',
    parent: 'Print',
    hex: '#b8874a',
    pattern: 'leopard',
  },
];

export const SIZE_RUNS: Record<SizeRun, string[]> = {
  letters: ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'],
  numeric: ['6', '8', '10', '12', '14'],
  shoes: ['36', '37', '38', '39', '40', '41'],
  osfa: ['OSFA'],
};

export const OCCASIONS = [
  'Everyday',
  'Workwear',
  'Evening',
  'Holiday',
  'Weekend',
  'Wedding Guest',
];
export const STYLE_TAGS = [
  'Relaxed',
  'Tailored',
  'Classic',
  'Bohemian',
  'Minimal',
  'Romantic',
];

/** How many colours each style comes in, cycled by style: groups above five exercise '+ more'. */
export const COLOUR_COUNTS = [1, 3, 2, 7, 1, 4, 2, 6];

export const VENDOR = 'Meadow & Co.';
