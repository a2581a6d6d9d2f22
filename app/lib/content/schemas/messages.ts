/**
 * Messages shown to content editors when a document breaks a rule of spec §5.
 * Where the spec gives the text it is quoted to the letter; the rest say plainly
 * which field to fix.
 */
export const GLOBAL_MESSAGES = {
  freeShippingItems:
    'Free shipping threshold is required for each country in each region',
  freeShippingRegion: "Free shipping region must be 'au' or 'us'",
  freeShippingCountry:
    'Free shipping country must be AU or NZ for region au, and US or CA for region us',
  freeShippingThreshold:
    'Free shipping threshold must be a positive whole number',
  miniCartRegion: "Mini cart region must be 'au' or 'us'",
  miniCartCurrency: 'Mini cart currency code must be USD, AUD or GBP',
  miniCartShippingText: 'Mini cart shipping cost text is required',
  miniCartDisclaimerText: 'Mini cart currency disclaimer text is required',
  subscribeTopText: 'Subscribe form top text is required',
  subscribeBottomText: 'Subscribe form bottom text is required',
  linksTitle1: 'Footer link title 1 is required',
  linksTitle2: 'Footer link title 2 is required',
  secondaryColumnTitle:
    "Secondary link column title must be 'title 1', 'title 2' or 'title 3'",
  secondaryLabel: 'Secondary link label is required',
  secondaryRegion: "Secondary link region must be 'all', 'au' or 'us'",
  socialImage: 'Social link icon image is required',
  socialTitle: 'Social link title is required',
  socialLink: 'Social link link is required',
  navLabel: 'Navigation item label is required',
  navRegion: "Navigation item region must be 'all', 'au' or 'us'",
  navLink: 'Navigation item link is required',
  subNavMobileImage:
    'Sub navigation mobile image is required when the image gallery is displayed',
  subNavDesktopImage:
    'Sub navigation desktop image is required when the image gallery is displayed',
  subNavLabel: 'Sub navigation label is required',
  subNavLink: 'Sub navigation link is required',
  subNavType: "Sub navigation link type must be 'heading' or 'default'",
  showInCurrencies: "Show in currencies must be 'all' or 'AUD and USD only'",
  bannerText: 'Banner text is required',
  bannerSpeed: 'Banner speed is required',
  countdownLink: 'Countdown link is required when the countdown is active',
  countdownLaunchDate:
    'Countdown launch date is required when the countdown is active',
  pdpSlices:
    'Product page settings need exactly 2 slices: one free shipping text and one final sale',
  finalSaleText: 'Final sale text is required',
  columnsDesktop: 'Collection columns on desktop must be 3, 4 or 5',
  columnsMobile: 'Collection columns on mobile must be 1 or 2',
  promoBanner: 'Promo banner image is required',
  documentLinkUid: 'Document links need a uid',
  webLinkUrl: 'Web links need a url',
  imageUrl: 'Images need a valid url',
  unknownSlice: 'This slice type is not allowed here',
} as const;

export const PAGE_MESSAGES = {
  uid: 'Page uid may only contain letters, digits, underscores and hyphens',
  sizeGuideRows: 'Size guide needs at least 2 rows',
  contactReasons: 'Contact form needs at least 1 reason for enquiry',
  ctaLink: 'Call to action link is required when call to action text is set',
  instagramBlocks: 'Instagram block count must be between 3 and 6',
} as const;
