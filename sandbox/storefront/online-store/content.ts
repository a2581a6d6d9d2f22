/**
 * The Online Store content a Shopify admin holds beside the catalog: pages, blogs and
 * articles, policies, navigation menus, URL redirects, metaobjects and the brand kit.
 * It is read-only over the Storefront API, so it lives here as data rather than tables.
 */
import {CATALOG_EPOCH} from '../../catalog/seed/epoch.ts';

const at = (days: number) =>
  new Date(CATALOG_EPOCH - days * 86_400_000).toISOString();

export type PageSeed = {
  id: number;
  handle: string;
  title: string;
  body: string;
  createdAt: string;
  updatedAt: string;
};
export type ArticleSeed = {
  id: number;
  blog: string;
  handle: string;
  title: string;
  author: {name: string; firstName: string; lastName: string; bio: string};
  tags: string[];
  excerpt: string;
  body: string;
  image: string;
  publishedAt: string;
};
export type BlogSeed = {id: number; handle: string; title: string};
export type PolicySeed = {
  id: number;
  key:
    | 'privacyPolicy'
    | 'refundPolicy'
    | 'shippingPolicy'
    | 'termsOfService'
    | 'subscriptionPolicy';
  handle: string;
  title: string;
  body: string;
};
export type MenuItemSeed = {
  title: string;
  type: string;
  handle?: string;
  url?: string;
  items?: MenuItemSeed[];
};
export type MetaobjectSeed = {
  id: number;
  type: string;
  handle: string;
  updatedAt: string;
  onlineStore?: boolean;
  fields: {key: string; type: string; value: string}[];
};

export const pages: PageSeed[] = [
  {
    id: 901,
    handle: 'about-us',
    title: 'About us',
    body: '<p>Meadow &amp; Co. makes considered clothes in small runs, from natural fibres, to be worn for years.</p><p>Every piece is cut in our studio and finished by the same three workshops we have worked with since the start.</p>',
    createdAt: at(400),
    updatedAt: at(30),
  },
  {
    id: 902,
    handle: 'contact',
    title: 'Contact',
    body: '<p>Write to <a href="mailto:hello@meadow.example">hello@meadow.example</a> and we answer within one working day.</p>',
    createdAt: at(400),
    updatedAt: at(60),
  },
];

export const blogs: BlogSeed[] = [
  {id: 911, handle: 'journal', title: 'Journal'},
  {id: 912, handle: 'style-notes', title: 'Style notes'},
];

const ada = {
  name: 'Ada Moreau',
  firstName: 'Ada',
  lastName: 'Moreau',
  bio: 'Ada edits the journal and still sews her own hems.',
};
const theo = {
  name: 'Theo Park',
  firstName: 'Theo',
  lastName: 'Park',
  bio: 'Theo styles our lookbooks.',
};

export const articles: ArticleSeed[] = [
  {
    id: 921,
    blog: 'journal',
    handle: 'why-linen',
    title: 'Why we keep coming back to linen',
    author: ada,
    tags: ['fabric', 'summer'],
    excerpt:
      'Linen softens with every wash and keeps you cool: a short love letter to our favourite fibre.',
    body: '<p>Linen softens with every wash and keeps you cool.</p><p>It takes less water to grow than cotton, and it lasts.</p>',
    image: '/images/content/journal-why-linen.jpg',
    publishedAt: at(20),
  },
  {
    id: 922,
    blog: 'journal',
    handle: 'inside-the-workshop',
    title: 'Inside the knitting workshop',
    author: ada,
    tags: ['knitwear', 'makers'],
    excerpt: 'A morning with the family workshop that knits our merino.',
    body: '<p>Our merino is knitted by a family workshop that has run the same machines for forty years.</p>',
    image: '/images/content/journal-workshop.jpg',
    publishedAt: at(45),
  },
  {
    id: 923,
    blog: 'style-notes',
    handle: 'one-dress-three-ways',
    title: 'One dress, three ways',
    author: theo,
    tags: ['dresses', 'styling'],
    excerpt:
      'From the office to a wedding: the midi dress with a change of shoes and a knit.',
    body: '<p>Start with the midi dress. Add a cardigan for work, sandals for the weekend, heels for a wedding.</p>',
    image: '/images/content/style-one-dress.jpg',
    publishedAt: at(10),
  },
  {
    id: 924,
    blog: 'style-notes',
    handle: 'layering-for-autumn',
    title: 'Layering for autumn',
    author: theo,
    tags: ['outerwear', 'styling'],
    excerpt:
      'Three layers, two colours, one coat: how to dress for a day that changes its mind.',
    body: '<p>Three layers, two colours, one coat.</p>',
    image: '/images/content/style-layering.jpg',
    publishedAt: at(70),
  },
];

export const policies: PolicySeed[] = [
  {
    id: 931,
    key: 'privacyPolicy',
    handle: 'privacy-policy',
    title: 'Privacy policy',
    body: '<p>We collect only what we need to fulfil your order and never sell your data.</p>',
  },
  {
    id: 932,
    key: 'refundPolicy',
    handle: 'refund-policy',
    title: 'Refund policy',
    body: '<p>Return unworn pieces within 30 days for a full refund. Final sale pieces cannot be returned.</p>',
  },
  {
    id: 933,
    key: 'shippingPolicy',
    handle: 'shipping-policy',
    title: 'Shipping policy',
    body: '<p>Free standard shipping on orders over $150. Orders leave our studio within two working days.</p>',
  },
  {
    id: 934,
    key: 'termsOfService',
    handle: 'terms-of-service',
    title: 'Terms of service',
    body: '<p>By using this store you agree to these terms.</p>',
  },
  {
    id: 935,
    key: 'subscriptionPolicy',
    handle: 'subscription-policy',
    title: 'Subscription policy',
    body: '<p>Subscriptions renew monthly and can be cancelled at any time from your account.</p>',
  },
];

export const menus: {
  id: number;
  handle: string;
  title: string;
  items: MenuItemSeed[];
}[] = [
  {
    id: 941,
    handle: 'main-menu',
    title: 'Main menu',
    items: [
      {title: 'New Arrivals', type: 'COLLECTION', handle: 'new-arrivals'},
      {
        title: 'Clothing',
        type: 'CATALOG',
        url: '/collections/all',
        items: [
          {title: 'Dresses', type: 'COLLECTION', handle: 'dresses'},
          {title: 'Knitwear', type: 'COLLECTION', handle: 'knitwear'},
          {title: 'Tops', type: 'COLLECTION', handle: 'tops'},
          {title: 'Swim', type: 'COLLECTION', handle: 'swim'},
        ],
      },
      {title: 'Sale', type: 'COLLECTION', handle: 'sale'},
      {title: 'Journal', type: 'BLOG', handle: 'journal'},
      {title: 'About us', type: 'PAGE', handle: 'about-us'},
    ],
  },
  {
    id: 942,
    handle: 'footer',
    title: 'Footer menu',
    items: [
      {title: 'Search', type: 'SEARCH', url: '/search'},
      {title: 'Contact', type: 'PAGE', handle: 'contact'},
      {
        title: 'Shipping policy',
        type: 'SHOP_POLICY',
        handle: 'shipping-policy',
      },
      {title: 'Refund policy', type: 'SHOP_POLICY', handle: 'refund-policy'},
      {title: 'Privacy policy', type: 'SHOP_POLICY', handle: 'privacy-policy'},
      {
        title: 'Terms of service',
        type: 'SHOP_POLICY',
        handle: 'terms-of-service',
      },
      {title: 'Instagram', type: 'HTTP', url: 'https://www.instagram.com/'},
    ],
  },
];

export const redirects = [
  {id: 951, path: '/pages/about', target: '/pages/about-us'},
  {id: 952, path: '/collections/frocks', target: '/collections/dresses'},
  {id: 953, path: '/blogs/news', target: '/blogs/journal'},
];

export const metaobjects: MetaobjectSeed[] = [
  {
    id: 961,
    type: 'store_location',
    handle: 'sydney-studio',
    updatedAt: at(15),
    onlineStore: true,
    fields: [
      {key: 'name', type: 'single_line_text_field', value: 'Sydney studio'},
      {
        key: 'address',
        type: 'multi_line_text_field',
        value: '12 Meadow Lane\nSurry Hills NSW 2010',
      },
      {
        key: 'opening_hours',
        type: 'single_line_text_field',
        value: 'Tue–Sat 10:00–17:00',
      },
    ],
  },
  {
    id: 962,
    type: 'store_location',
    handle: 'brooklyn-studio',
    updatedAt: at(25),
    onlineStore: true,
    fields: [
      {key: 'name', type: 'single_line_text_field', value: 'Brooklyn studio'},
      {
        key: 'address',
        type: 'multi_line_text_field',
        value: '88 Water Street\nBrooklyn NY 11201',
      },
      {
        key: 'opening_hours',
        type: 'single_line_text_field',
        value: 'Wed–Sun 11:00–18:00',
      },
    ],
  },
  {
    id: 963,
    type: 'size_chart',
    handle: 'dresses',
    updatedAt: at(90),
    fields: [
      {key: 'title', type: 'single_line_text_field', value: 'Dresses'},
      {
        key: 'rows',
        type: 'json',
        value: JSON.stringify([
          {size: 'XS', bust: 80},
          {size: 'S', bust: 85},
          {size: 'M', bust: 90},
          {size: 'L', bust: 96},
        ]),
      },
      {
        key: 'collection',
        type: 'collection_reference',
        value: 'gid://shopify/Collection/500',
      },
    ],
  },
];

export const brand = {
  slogan: 'Considered clothes, made to be worn.',
  shortDescription: 'Considered fashion from natural fibres.',
  logo: '/images/content/brand-logo.png',
  squareLogo: '/images/content/brand-square-logo.png',
  coverImage: '/images/content/brand-cover.jpg',
  colors: {
    primary: [{background: '#2f4a3a', foreground: '#ffffff'}],
    secondary: [{background: '#efe9df', foreground: '#1f1f1f'}],
  },
};
