/**
 * The limits put on a document before running it: a page of at most 250 nodes
 * (`first`/`last`, Shopify's documented maximum), and a bound on how many nodes the whole
 * document can ask for, nested pages multiplied (250 products x 250 variants is 62,750).
 * Shopify does not publish the complexity limit for token-authenticated requests, so the
 * sandbox's bound is its own: 25,000 nodes, above the app's largest document (customer
 * orders, 100 x 200 line items). A document over either limit is refused whole with
 * Shopify's error codes, never answered with a silently smaller page.
 */
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export const MAX_PAGE_SIZE = 250;
export const MAX_COMPLEXITY = 25_000;

type Vars = Record<string, unknown>;

function pageSize(
  node: {
    arguments?: readonly {
      name: {value: string};
      value: import('graphql').ValueNode;
    }[];
  },
  variables: Vars,
) {
  let size: number | undefined;
  for (const arg of node.arguments ?? []) {
    if (arg.name.value !== 'first' && arg.name.value !== 'last') continue;
    const value = valueFromASTUntyped(arg.value, variables);
    if (typeof value === 'number') size = Math.max(size ?? 0, value);
  }
  return size;
}

/** Refusals for the operation about to run, as GraphQL errors with Shopify's extension codes. */
export function checkLimits(
  document: DocumentNode,
  operationName: string | undefined,
  variables: Vars,
): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operation = document.definitions.find(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION &&
      (!operationName || d.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return [];

  const errors: GraphQLError[] = [];
  /** Nodes asked for below a selection, each page multiplied by the pages around it. */
  const cost = (
    set: SelectionSetNode | undefined,
    seen: Set<string>,
  ): number => {
    let total = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const size = pageSize(selection, variables);
        if (size !== undefined && size > MAX_PAGE_SIZE) {
          errors.push(
            new GraphQLError(
              `The '${selection.name.value}' field asks for ${size} items: first and last can't be more than ${MAX_PAGE_SIZE}.`,
              {
                nodes: selection,
                extensions: {code: 'BAD_REQUEST'},
              },
            ),
          );
        }
        total +=
          size === undefined
            ? cost(selection.selectionSet, seen)
            : size * (1 + cost(selection.selectionSet, seen));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += cost(selection.selectionSet, seen);
      } else {
        const name = selection.name.value;
        if (seen.has(name)) continue;
        total += cost(
          fragments.get(name)?.selectionSet,
          new Set([...seen, name]),
        );
      }
    }
    return total;
  };
  const complexity = cost(operation.selectionSet, new Set());
  if (errors.length) return errors;
  if (complexity > MAX_COMPLEXITY) {
    return [
      new GraphQLError(
        `Query has complexity of ${complexity}, which exceeds max complexity of ${MAX_COMPLEXITY}`,
        {
          extensions: {
            code: 'MAX_COMPLEXITY_EXCEEDED',
            complexity,
            maxComplexity: MAX_COMPLEXITY,
          },
        },
      ),
    ];
  }
  return [];
}
