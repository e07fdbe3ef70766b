/**
 * The contact module's front door: what the rest of the server may use (ADR 0063). The contact form's and
 * the newsletter's messages.
 */
export { contactResolvers } from "./contact.resolvers";
export { ContactService } from "./contact.service";
export type { ContactMessagePage } from "./contact.service";
