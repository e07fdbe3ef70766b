import type { Resolvers } from "../../generated/graphql";

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContactMessage: (_, { input }, { services }) => services.contact.sendMessage(input),
    subscribeToNewsletter: (_, { email }, { services }) => services.contact.subscribe(email),
  },
};
