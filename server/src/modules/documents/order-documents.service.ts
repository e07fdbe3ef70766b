import type { PrismaClient, User } from "../../generated/prisma/client";
import type { TaxRegistration } from "../../../../shared/tax-registrations";
import { conflict, notFound } from "../../errors";
import type { OrdersService } from "../orders";
import { isAdmin } from "../users";
import { returnNumber } from "../../../../shared/return-policy";
import { parseId } from "../../validation";
import { commercialInvoice, orderNumber, packingSlip, receipt, returnInvoice, shippingAddressOf, type DocumentOrder } from "./order-documents";
import { invoicePdf, packingSlipPdf, receiptPdf, returnInvoicePdf } from "./pdf";

export interface OrderDocument {
  fileName: string;
  pdf: Buffer;
}

/**
 * An order's papers: the commercial invoice for an order shipped abroad (its buyer and admins), the
 * receipt of a paid one (its buyer and admins) and the packing slip (admins).
 */
export class OrderDocumentsService {
  private readonly prisma: PrismaClient;
  private readonly orders: OrdersService;
  private readonly registrations: Partial<Record<TaxRegistration, string>>;

  constructor(options: {
    prisma: PrismaClient;
    orders: OrdersService;
    /** The shop's tax registration numbers, quoted where it collected the tax under one. */
    registrations: Partial<Record<TaxRegistration, string>>;
  }) {
    this.prisma = options.prisma;
    this.orders = options.orders;
    this.registrations = options.registrations;
  }

  /**
   * The order with its lines, charges and refunds, and the date of the rate it was charged at (for one in
   * another currency); NOT_FOUND for someone else's order, as everywhere.
   */
  private async load(viewer: User, orderId: string): Promise<DocumentOrder> {
    const order = await this.orders.get(viewer, orderId);
    const [lines, charges, refunds, rate] = await Promise.all([
      this.prisma.orderLine.findMany({ where: { orderId: order.id }, orderBy: { position: "asc" } }),
      this.prisma.orderCharge.findMany({ where: { orderId: order.id }, orderBy: { position: "asc" } }),
      this.prisma.refund.findMany({ where: { orderId: order.id, status: "succeeded" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
      order.exchangeRateId ? this.prisma.exchangeRate.findUnique({ where: { id: order.exchangeRateId }, select: { asOf: true } }) : null,
    ]);
    return { order, lines, charges, refunds, registrations: this.registrations, rateAsOf: rate?.asOf ?? null };
  }

  private async loadShipped(viewer: User, orderId: string): Promise<DocumentOrder> {
    const data = await this.load(viewer, orderId);
    if (!shippingAddressOf(data.order)) throw notFound(`Order ${orderNumber(data.order)} was placed without a shipping address: it has no export papers.`);
    return data;
  }

  async invoice(viewer: User, orderId: string): Promise<OrderDocument> {
    const data = await this.loadShipped(viewer, orderId);
    return { fileName: `${orderNumber(data.order)}-invoice.pdf`, pdf: await invoicePdf(commercialInvoice(data)) };
  }

  async receipt(viewer: User, orderId: string): Promise<OrderDocument> {
    const data = await this.load(viewer, orderId);
    if (!data.order.paidAt) throw conflict(`Order ${orderNumber(data.order)} is not paid: its receipt comes with the payment.`);
    return { fileName: `${orderNumber(data.order)}-receipt.pdf`, pdf: await receiptPdf(receipt(data)) };
  }

  async packingSlip(admin: User, orderId: string): Promise<OrderDocument> {
    const data = await this.loadShipped(admin, orderId);
    const ids = data.lines.flatMap((l) => (l.partId ? [l.partId] : []));
    const parts = await this.prisma.part.findMany({ where: { id: { in: ids } }, select: { id: true, lengthMm: true, widthMm: true, heightMm: true } });
    const boxes = new Map(
      parts.flatMap((p) => (p.lengthMm && p.widthMm && p.heightMm ? [[p.id, `${p.lengthMm / 10} × ${p.widthMm / 10} × ${p.heightMm / 10}`] as const] : [])),
    );
    return { fileName: `${orderNumber(data.order)}-packing-slip.pdf`, pdf: await packingSlipPdf(packingSlip(data, boxes)) };
  }

  /**
   * The customs invoice of a return's parcel (ADR 0072), for its buyer and admins once it is approved: the
   * units asked back, declared as American goods returned under the order's invoice.
   */
  async returnInvoice(viewer: User, rawId: string): Promise<OrderDocument> {
    const ret = await this.prisma.returnRequest.findUnique({ where: { id: parseId(rawId) }, include: { lines: true } });
    if (!ret || (ret.buyerId !== viewer.id && !isAdmin(viewer))) throw notFound("No return of yours has this id.");
    if (ret.status === "REQUESTED" || ret.status === "REJECTED" || ret.status === "CANCELLED") {
      throw conflict(`Return ${returnNumber(ret.number)} is not approved: its papers come with the approval.`);
    }
    const data = await this.load(viewer, ret.orderId);
    return { fileName: `${returnNumber(ret.number)}-invoice.pdf`, pdf: await returnInvoicePdf(returnInvoice(data, ret)) };
  }
}
