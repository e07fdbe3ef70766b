import { graphql } from "../../gql";

/** GraphQL operations of the Moderation page. */

export const ReportedContentDocument = graphql(`
  query ReportedContent {
    reportedContent(first: 100) {
      kind
      id
      text
      authorName
      partId
      reports
      reasons
      hidden
      hiddenReason
      lastReportedAt
    }
  }
`);

export const HideContentDocument = graphql(`
  mutation HideContent($kind: ContentKind!, $id: ID!, $reason: String!) {
    hideContent(kind: $kind, id: $id, reason: $reason) {
      kind
      id
      hidden
      hiddenReason
    }
  }
`);

export const RestoreContentDocument = graphql(`
  mutation RestoreContent($kind: ContentKind!, $id: ID!) {
    restoreContent(kind: $kind, id: $id) {
      kind
      id
      hidden
      hiddenReason
    }
  }
`);
