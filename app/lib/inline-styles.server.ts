/** The built stylesheet as text, for the server to inline into each page's head. */
export {default as inlineStyles} from '~/styles/app.css?inline';
