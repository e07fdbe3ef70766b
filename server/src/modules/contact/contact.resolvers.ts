import type { Resolvers } from "../../generated/graphql";

export const contactResolvers: Resolvers = {
  Query: {
    contactMessages: (_, args, { services }) => services.contact.inbox(args),
    contactMessage: (_, { id }, { services }) => services.contact.get(id),
  },
  Mutation: {
    sendContactMessage: (_, { input }, { services }) => services.contact.sendMessage(input),
    subscribeToNewsletter: (_, { email }, { services }) => services.contact.subscribe(email),
    markContactMessageHandled: (_, { id, handled }, ctx) => ctx.services.contact.markHandled(ctx.user(), id, handled ?? true),
    replyToContactMessage: (_, { id, body }, ctx) => ctx.services.contact.reply(ctx.user(), id, body),
  },
  ContactMessage: {
    sentAt: (m) => m.createdAt,
    handledBy: (m) => m.handledByEmail,
    replies: (m, _, { services }) => services.contact.repliesOf(m.id),
  },
  ContactReply: {
    by: (r) => r.byEmail,
    sentAt: (r) => r.createdAt,
  },
};
