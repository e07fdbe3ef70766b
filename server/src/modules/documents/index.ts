/**
 * The documents module's front door: what the rest of the server may use (ADR 0063). An order's documents
 * as PDF: the commercial invoice and the packing slip (ADR 0034).
 */
export { OrderDocumentsService } from "./order-documents.service";
export { SELLER } from "./order-documents";
export type { OrderDocument } from "./order-documents.service";
