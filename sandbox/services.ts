/**
 * The services the sandbox mounts, in the order they are asked.
 * Each service lives in its own folder and only shares the database.
 */
import type {ServiceFactory} from './server.ts';
import {storefrontService} from './storefront/service.ts';
import {contentService} from './content/service.ts';

export const services: ServiceFactory[] = [
  storefrontService,
  contentService,
];
