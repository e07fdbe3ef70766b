import type { TypedDocumentNode } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import type { GraphQLError, GraphQLFormattedError } from "graphql";

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The fields of the fragments a selection spreads (codegen marks them with " $fragmentRefs"). */
type SpreadFields<T> = T extends { " $fragmentRefs"?: infer Refs } ? UnionToIntersection<NonNullable<Refs>[keyof NonNullable<Refs>]> : unknown;

/**
 * An answer as the server sends it: every field the operation selects, its fragments' included (the
 * generated types mask them, as the components that own them read them through useFragment). Like the
 * preset's `makeFragmentData`, but for a whole operation and at any depth.
 */
export type Answer<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer Item)[]
    ? Answer<Item>[]
    : { [K in Exclude<keyof (T & SpreadFields<T>), " $fragmentRefs" | " $fragmentName">]: Answer<(T & SpreadFields<T>)[K]> } & {
        /** Apollo asks for every object's type name, and its cache needs it. */
        __typename?: string;
      };

declare const typed: unique symbol;

/**
 * A mocked answer to one of the client's operations, made by `mockOperation`, `mockErrors` or
 * `mockNetworkError` only (the brand keeps untyped `{ request, result }` literals out of renderPage).
 */
export type OperationMock = MockLink.MockedResponse & { readonly [typed]: true };

/** The variables a mock answers: the operation's own, or a test of them. */
export type VariablesOf<TVariables> = TVariables | ((variables: TVariables) => boolean);

const brand = (mock: MockLink.MockedResponse) => mock as OperationMock;

/**
 * The server answering `query` with `data`, checked against the types generated from schema.graphql:
 * the variables must be the operation's and the data exactly what it selects (its fragments' fields
 * included), so a renamed or removed field fails `npm run typecheck` (ts-jest does not type-check).
 * `data` may be a function of the variables, e.g. a `jest.fn` to count the calls.
 * An operation without variables takes `{}`.
 * The mock answers once, or `uses` times: a component that may ask again (a remount, a refetch) gets
 * an answer that follows the test's state, e.g. `uses: Infinity` with `data` reading a `jest.fn`'s calls.
 */
export function mockOperation<TData, TVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: VariablesOf<NoInfer<TVariables>>,
  data: NoInfer<Answer<TData>> | ((variables: NoInfer<TVariables>) => NoInfer<Answer<TData>>),
  { uses = 1 }: { uses?: number } = {},
): OperationMock {
  return brand({
    request: { query, variables: variables as MockLink.MockedRequest["variables"] },
    maxUsageCount: uses,
    result: typeof data === "function" ? (vars) => ({ data: data(vars as TVariables) as Record<string, unknown> }) : { data: data as Record<string, unknown> },
  });
}

/** The server refusing `query` with GraphQL errors (no data). */
export function mockErrors<TData, TVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: VariablesOf<NoInfer<TVariables>>,
  errors: ReadonlyArray<GraphQLError | GraphQLFormattedError>,
): OperationMock {
  return brand({ request: { query, variables: variables as MockLink.MockedRequest["variables"] }, result: { errors } });
}

/** The request for `query` failing before any answer (the network, or the server down). */
export function mockNetworkError<TData, TVariables>(query: TypedDocumentNode<TData, TVariables>, variables: VariablesOf<NoInfer<TVariables>>, error: Error): OperationMock {
  return brand({ request: { query, variables: variables as MockLink.MockedRequest["variables"] }, error });
}
