/** The pages every site has, for the footer when the content service can't be read. */
export const DEFAULT_FOOTER_LINKS: {label: string; path: string}[] = [
  {label: 'About us', path: '/pages/about'},
  {label: 'Shipping', path: '/pages/shipping'},
  {label: 'Returns', path: '/pages/returns'},
  {label: 'Size guide', path: '/pages/size-guide'},
  {label: 'Contact', path: '/pages/contact'},
];
