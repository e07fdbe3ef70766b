import type { TypedDocumentNode } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import type { GraphQLError, GraphQLFormattedError } from "graphql";
import type * as Generated from "../gql/graphql";

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The fields of the fragments a selection spreads (codegen marks them with " $fragmentRefs"). */
type SpreadFields<T> = T extends { " $fragmentRefs"?: infer Refs } ? UnionToIntersection<NonNullable<Refs>[keyof NonNullable<Refs>]> : unknown;

/**
 * An answer as the server sends it: every field the operation selects, its fragments' included (the
 * generated types mask them, as the components that own them read them through useFragment).
 */
export type Answer<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer Item)[]
    ? Answer<Item>[]
    : { [K in Exclude<keyof (T & SpreadFields<T>), " $fragmentRefs" | " $fragmentName">]: Answer<(T & SpreadFields<T>)[K]> } & {
        /** Apollo asks for every object's type name, and its cache needs it. */
        __typename?: string;
      };

/** A result the mocked server answers: data, errors, or both. */
export type Reply<TData> = { data?: Answer<TData> | null; errors?: ReadonlyArray<GraphQLError | GraphQLFormattedError> };

type MockOf<TDocument> =
  TDocument extends TypedDocumentNode<infer TData, infer TVariables>
    ? Omit<MockLink.MockedResponse, "request" | "result"> & {
        request: { query: TDocument; variables?: TVariables | ((variables: TVariables) => boolean) };
        result?: Reply<TData> | ((variables: TVariables) => Reply<TData>);
      }
    : never;

/**
 * A mocked answer to one of the client's operations, checked against the types generated from
 * schema.graphql: the variables must be the operation's and the data what it selects, so a renamed or
 * removed field fails the type-check (`npm run typecheck`), not only at run time.
 */
export type TypedMock = { [Name in keyof typeof Generated]: MockOf<(typeof Generated)[Name]> }[keyof typeof Generated];
