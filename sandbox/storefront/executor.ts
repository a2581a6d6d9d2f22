/**
 * Executes Storefront API documents against the real schema with sandbox resolvers.
 *
 * Resolvers are registered per type and field ("Product.title"); a field without a
 * resolver reads the property of the same name from its parent object. Abstract
 * types are resolved from the `__typename` of the object a resolver returns.
 */
import {
  execute,
  parse,
  validate,
  GraphQLError,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLTypeResolver,
} from 'graphql';
import {storefrontSchema} from './schema.ts';
import {checkLimits} from './limits.ts';
import type {Database} from '../db.ts';

export type StorefrontContext = {
  db: Database;
  /** Country and language from @inContext, upper-case; defaults US / EN. */
  country: string;
  language: string;
  /** Buyer's customer access token from @inContext(buyer:) when given. */
  buyerToken?: string;
  /** Public origin of the sandbox, for checkout and image URLs. */
  origin: string;
  /** Origin of the storefront that sent the request (Origin or Referer header), when known. */
  requestOrigin?: string;
};

export type Resolvers = Record<
  string,
  Record<string, GraphQLFieldResolver<any, StorefrontContext>>
>;

const registry: Resolvers = {};

/** Adds resolvers; later registrations of the same field win. */
export function registerResolvers(resolvers: Resolvers) {
  for (const [type, fields] of Object.entries(resolvers)) {
    registry[type] = {...registry[type], ...fields};
  }
}

const fieldResolver: GraphQLFieldResolver<any, StorefrontContext> = (
  source,
  args,
  context,
  info,
) => {
  const resolver = registry[info.parentType.name]?.[info.fieldName];
  if (resolver) return resolver(source, args, context, info);
  const value = source?.[info.fieldName];
  return typeof value === 'function'
    ? value.call(source, args, context, info)
    : value;
};

const typeResolver: GraphQLTypeResolver<any, StorefrontContext> = (value) =>
  value?.__typename;

const documentCache = new Map<string, DocumentNode | readonly GraphQLError[]>();

function parseAndValidate(query: string) {
  let cached = documentCache.get(query);
  if (!cached) {
    try {
      const document = parse(query);
      const errors = validate(storefrontSchema(), document);
      cached = errors.length ? errors : document;
    } catch (error) {
      cached = [error as GraphQLError];
    }
    if (documentCache.size > 500) documentCache.clear();
    documentCache.set(query, cached);
  }
  return cached;
}

/** The country and language of the operation's @inContext directive, if any. */
function inContextOf(
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
) {
  const operation = document.definitions.find(
    (d) =>
      d.kind === 'OperationDefinition' &&
      (!operationName || d.name?.value === operationName),
  );
  const directive =
    operation && 'directives' in operation
      ? operation.directives?.find((d) => d.name.value === 'inContext')
      : undefined;
  const out: {country?: string; language?: string; buyerToken?: string} = {};
  for (const arg of directive?.arguments ?? []) {
    const node = arg.value;
    let value: unknown;
    if (node.kind === 'Variable') value = variables[node.name.value];
    else if (node.kind === 'EnumValue' || node.kind === 'StringValue')
      value = node.value;
    else if (node.kind === 'ObjectValue') {
      value = Object.fromEntries(
        node.fields.map((f) => [
          f.name.value,
          f.value.kind === 'Variable'
            ? variables[f.value.name.value]
            : 'value' in f.value
              ? f.value.value
              : undefined,
        ]),
      );
    }
    if (arg.name.value === 'country' && typeof value === 'string')
      out.country = value;
    if (arg.name.value === 'language' && typeof value === 'string')
      out.language = value;
    if (arg.name.value === 'buyer' && value && typeof value === 'object') {
      const token = (value as {customerAccessToken?: unknown})
        .customerAccessToken;
      if (typeof token === 'string') out.buyerToken = token;
    }
  }
  return out;
}

/** A resolver's own refusal is the caller's bad input; anything else is the server's fault. */
function errorCode(error: GraphQLError) {
  if (typeof error.extensions?.code === 'string') return error.extensions.code;
  return !error.originalError || error.originalError instanceof GraphQLError
    ? 'BAD_REQUEST'
    : 'INTERNAL_SERVER_ERROR';
}

export async function executeStorefront({
  query,
  variables = {},
  operationName,
  origin,
  requestOrigin,
  db,
}: {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  origin: string;
  requestOrigin?: string;
  db: Database;
}) {
  const document = parseAndValidate(query);
  if (Array.isArray(document)) {
    return {
      errors: (document as GraphQLError[]).map((e) => ({
        message: e.message,
        locations: e.locations,
        extensions: {code: 'BAD_REQUEST'},
      })),
    };
  }
  const refused = checkLimits(
    document as DocumentNode,
    operationName,
    variables,
  );
  if (refused.length)
    return {
      errors: refused.map((e) => ({
        message: e.message,
        locations: e.locations,
        extensions: e.extensions,
      })),
    };
  const inContext = inContextOf(
    document as DocumentNode,
    operationName,
    variables,
  );
  const context: StorefrontContext = {
    country: (inContext.country ?? 'US').toUpperCase(),
    language: (inContext.language ?? 'EN').toUpperCase(),
    buyerToken: inContext.buyerToken,
    origin,
    requestOrigin,
    db,
  };
  const result = await execute({
    schema: storefrontSchema(),
    document: document as DocumentNode,
    variableValues: variables,
    operationName,
    contextValue: context,
    fieldResolver,
    typeResolver,
  });
  return {
    data: result.data ?? null,
    ...(result.errors?.length
      ? {
          errors: result.errors.map((e) => ({
            message: e.message,
            locations: e.locations,
            path: e.path,
            extensions: {code: errorCode(e)},
          })),
        }
      : {}),
  };
}
