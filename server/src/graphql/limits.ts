import type { ApolloServerPlugin } from "@apollo/server";
import {
  GraphQLError,
  visit,
  type ArgumentNode,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { limits } from "../../../shared/rules";
import { AppError } from "../errors";

/**
 * Bounds on what one GraphQL document may ask, checked before anything runs: nesting depth, and an
 * estimated cost in which every field counts once per item of the lists around it (a list's size is its
 * `first` or `last` argument; a variable counts as the largest page, 100, since validation runs before
 * variables are known). Aliases repeat fields, so they are counted too; `__typename` costs nothing.
 */
export interface QueryLimits {
  maxDepth: number;
  maxCost: number;
}

export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 10, maxCost: 5_000 };

/**
 * Root fields that list without a page size and can be long: each counts as this many items. `vehicles`
 * answers every bike (thousands), so a document may hold it once or a few times, never thousands of times
 * through aliases. (A bike page's `bike { vehicles }`, a model year's few variants, is not one of them.)
 */
const UNPAGED_ROOT_LIST_SIZES: Readonly<Record<string, number>> = { vehicles: 500 };

function listSize(args: readonly ArgumentNode[]): number | undefined {
  for (const arg of args) {
    if (arg.name.value !== "first" && arg.name.value !== "last") continue;
    if (arg.value.kind === Kind.INT) return Math.max(1, Number(arg.value.value));
    if (arg.value.kind === Kind.VARIABLE) return limits.maxPageSize;
  }
  return undefined;
}

/** Apollo Server reports validation errors as GRAPHQL_VALIDATION_FAILED with HTTP 400. */
function tooComplex(message: string) {
  return new GraphQLError(message);
}

export function queryLimitRules(bounds: QueryLimits = DEFAULT_LIMITS): ValidationRule[] {
  const rule: ValidationRule = (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }

    /** Walks a selection set; returns [depth, cost]. Fragment cycles are refused by graphql-js itself. */
    function measure(set: SelectionSetNode, depth: number, multiplier: number, seen: Set<string>): [number, number] {
      let maxDepth = depth;
      let cost = 0;
      for (const selection of set.selections) {
        if (depth > bounds.maxDepth || cost > bounds.maxCost) break;
        if (selection.kind === Kind.FIELD) {
          // __typename is answered from the schema, at no cost (clients such as Apollo add it everywhere).
          if (selection.name.value === "__typename") continue;
          const isListOfItems = selection.selectionSet !== undefined;
          const size = listSize(selection.arguments ?? []) ?? (depth === 1 ? UNPAGED_ROOT_LIST_SIZES[selection.name.value] : undefined);
          cost += multiplier;
          if (isListOfItems) {
            const [d, c] = measure(selection.selectionSet, depth + 1, multiplier * (size ?? 1), seen);
            maxDepth = Math.max(maxDepth, d);
            cost += c;
          }
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const [d, c] = measure(selection.selectionSet, depth, multiplier, seen);
          maxDepth = Math.max(maxDepth, d);
          cost += c;
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue;
          const [d, c] = measure(fragment.selectionSet, depth, multiplier, new Set([...seen, name]));
          maxDepth = Math.max(maxDepth, d);
          cost += c;
        }
      }
      return [maxDepth, cost];
    }

    return {
      OperationDefinition(node: OperationDefinitionNode) {
        const [depth, cost] = measure(node.selectionSet, 1, 1, new Set());
        if (depth > bounds.maxDepth) {
          context.reportError(tooComplex(`The query is nested too deeply: at most ${bounds.maxDepth} levels.`));
        } else if (cost > bounds.maxCost) {
          context.reportError(tooComplex(`The query asks for too much at once (cost over ${bounds.maxCost}); ask for fewer items or fields.`));
        }
      },
    };
  };
  return [rule];
}

/** Whether a value (a string, or any string nested in arrays and objects) holds a NUL character. */
function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === "object") return Object.values(value).some(holdsNul);
  return false;
}

/**
 * Refuses text holding a NUL character before anything runs, in inline arguments and in variables alike
 * (and so in every REST twin): PostgreSQL cannot store one, and every text field is stored or compared
 * there. The caller gets BAD_USER_INPUT instead of a database error.
 */
export function textInputPlugin(): ApolloServerPlugin {
  // Apollo hands the same parsed document to every request of the same query text: walked once each.
  const inlineNul = new WeakMap<DocumentNode, boolean>();
  const holdsInlineNul = (document: DocumentNode) => {
    let inline = inlineNul.get(document);
    if (inline === undefined) {
      inline = false;
      visit(document, {
        StringValue(node) {
          if (node.value.includes("\u0000")) inline = true;
        },
      });
      inlineNul.set(document, inline);
    }
    return inline;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          if (holdsInlineNul(document) || holdsNul(request.variables)) {
            throw new AppError("BAD_USER_INPUT", "Text cannot contain the NUL character (\\u0000).", { http: { status: 400 } });
          }
        },
      };
    },
  };
}
