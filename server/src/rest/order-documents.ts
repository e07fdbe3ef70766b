import express, { type Request, type Response, type Router } from "express";
import type { GraphQLContext } from "../graphql/context";
import type { Services } from "../services";
import type { OrderDocument } from "../modules/documents";
import { errorResponse as error } from "./openapi";
import { sendFailure } from "./respond";

/**
 * An order's papers as PDF: GET /orders/{id}/invoice.pdf and /orders/{id}/receipt.pdf for its buyer and
 * admins, GET /orders/{id}/packing-slip.pdf for admins, and GET /returns/{id}/invoice.pdf, a return's
 * customs invoice, for its buyer and admins. A file is no GraphQL answer, so these call the service after
 * the same checks as the directives: a signed-in user, and an admin for the slip.
 */
export function orderDocumentRoutes(deps: { services: Services; context: (req: Request, res: Response) => GraphQLContext }): Router {
  const { services } = deps;
  const router = express.Router();

  const send = (res: Response, doc: OrderDocument) => {
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${doc.fileName}"`,
      // The buyer's address: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    });
    res.send(doc.pdf);
  };

  router.get("/orders/:id/invoice.pdf", async (req, res) => {
    try {
      const ctx = deps.context(req, res);
      await ctx.authorize("auth");
      send(res, await services.orderDocuments.invoice(ctx.user(), req.params.id));
    } catch (err) {
      fail(res, err);
    }
  });

  router.get("/orders/:id/receipt.pdf", async (req, res) => {
    try {
      const ctx = deps.context(req, res);
      await ctx.authorize("auth");
      send(res, await services.orderDocuments.receipt(ctx.user(), req.params.id));
    } catch (err) {
      fail(res, err);
    }
  });

  router.get("/orders/:id/packing-slip.pdf", async (req, res) => {
    try {
      const ctx = deps.context(req, res);
      await ctx.authorize("admin");
      send(res, await services.orderDocuments.packingSlip(ctx.user(), req.params.id));
    } catch (err) {
      fail(res, err);
    }
  });

  router.get("/returns/:id/invoice.pdf", async (req, res) => {
    try {
      const ctx = deps.context(req, res);
      await ctx.authorize("auth");
      send(res, await services.orderDocuments.returnInvoice(ctx.user(), req.params.id));
    } catch (err) {
      fail(res, err);
    }
  });

  return router;
}

const fail = (res: Response, err: unknown) => sendFailure(res, err, "order document failed");
const pdf = (description: string) => ({ description, content: { "application/pdf": { schema: { type: "string", format: "binary" } } } });
const idParameter = { name: "id", in: "path", required: true, description: "The order's id (a UUID).", schema: { type: "string" } };

/** The papers' paths in /openapi.json. */
export const orderDocumentPaths: Record<string, Record<string, unknown>> = {
  "/orders/{id}/invoice.pdf": {
    get: {
      summary:
        "The order's commercial invoice as PDF, for its buyer and admins: seller and buyer, order number and date, each line's description, HS code, origin, quantity, unit value, total and weight, whether and how it was paid and its refunds, the seller's tax registration where the shop collected the tax, the currency, the Incoterm (DDP or DAP) and the reason for export (Sale).",
      operationId: "orderInvoice",
      security: [{ accessToken: [] }],
      parameters: [idParameter],
      responses: {
        "200": pdf("The invoice"),
        "400": error("Malformed id"),
        "401": error("Missing, expired or invalid token"),
        "404": error("No such order of yours, or one placed without a shipping address"),
      },
    },
  },
  "/orders/{id}/receipt.pdf": {
    get: {
      summary:
        "The receipt of a paid order as PDF, for its buyer and admins: each line with its price, shipping and the duties and taxes charged, the total paid, when and how it was paid, its refunds, and the seller's tax registration where the shop collected the tax.",
      operationId: "orderReceipt",
      security: [{ accessToken: [] }],
      parameters: [idParameter],
      responses: {
        "200": pdf("The receipt"),
        "400": error("Malformed id"),
        "401": error("Missing, expired or invalid token"),
        "404": error("No such order of yours"),
        "409": error("The order is not paid yet"),
      },
    },
  },
  "/orders/{id}/packing-slip.pdf": {
    get: {
      summary: "The order's packing slip as PDF (admin): ship-to address, method, each line with its part number, quantity, box size and weight.",
      operationId: "orderPackingSlip",
      security: [{ accessToken: [] }],
      parameters: [idParameter],
      responses: {
        "200": pdf("The packing slip"),
        "400": error("Malformed id"),
        "401": error("Missing, expired or invalid token"),
        "403": error("Not an admin"),
        "404": error("No such order, or one placed without a shipping address"),
      },
    },
  },
  "/returns/{id}/invoice.pdf": {
    get: {
      summary:
        "The customs invoice of a return's parcel as PDF, for its buyer and admins once the return is approved: the units sent back with their HS code, origin and value, declared as American goods returned for refund under the order's original invoice (HTSUS 9801.00.10).",
      operationId: "returnInvoice",
      security: [{ accessToken: [] }],
      parameters: [{ ...idParameter, description: "The return's id (a UUID)." }],
      responses: {
        "200": pdf("The return's invoice"),
        "400": error("Malformed id"),
        "401": error("Missing, expired or invalid token"),
        "404": error("No such return of yours"),
        "409": error("The return is not approved"),
      },
    },
  },
};
