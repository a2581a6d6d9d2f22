/**
 * Prismic document types are generated from the models in version control
 * (customtypes/ and app/slices/), never fetched, so codegen works offline.
 * Run: npx prismic-ts-codegen
 */
import type {Config} from 'prismic-ts-codegen';

const config: Config = {
  output: './prismicio-types.d.ts',
  typesProvider: '@prismicio/client',
  clientIntegration: {
    includeCreateClientInterface: true,
    includeContentNamespace: true,
  },
  locales: {ids: ['en-us', 'en-au'], fetchFromRepository: false},
  models: {
    files: ['./customtypes/**/index.json', './app/slices/**/model.json'],
    fetchFromRepository: false,
  },
};

export default config;
