/**
 * The addresses module's front door: what the rest of the server may use (ADR 0063). The address book: a
 * shopper's shipping addresses, checked against their country's rules and the export controls.
 */
export { addressBookResolvers } from "./address-book.resolvers";
export { AddressBookService } from "./address-book.service";
