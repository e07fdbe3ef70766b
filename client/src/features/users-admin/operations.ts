import { graphql } from "../../gql";

/** GraphQL operations of the Make Admin page. */

export const MakeAdminUsersDocument = graphql(`
  query MakeAdminUsers {
    users {
      id
      email
      displayName
      role
      isAdmin
      twoStepVerification
    }
  }
`);

export const MakeAdminPromoteDocument = graphql(`
  mutation MakeAdminPromote($email: String!) {
    makeAdmin(email: $email) {
      changed
      user {
        id
        email
        role
        isAdmin
      }
    }
  }
`);

export const MakeAdminRemoveUserDocument = graphql(`
  mutation MakeAdminRemoveUser($email: String!) {
    removeUser(email: $email) {
      email
    }
  }
`);
