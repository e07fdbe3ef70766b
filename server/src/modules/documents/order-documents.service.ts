import type { PrismaClient, User } from "../../generated/prisma/client";
import { notFound } from "../../errors";
import type { OrdersService } from "../orders";
import { commercialInvoice, orderNumber, packingSlip, shippingAddressOf, type DocumentOrder } from "./order-documents";
import { invoicePdf, packingSlipPdf } from "./pdf";

export interface OrderDocument {
  fileName: string;
  pdf: Buffer;
}

/** The papers of an order shipped abroad: the commercial invoice (its buyer and admins) and the packing slip (admins). */
export class OrderDocumentsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly orders: OrdersService,
  ) {}

  /** The order with its lines and charges; NOT_FOUND for someone else's order, as everywhere. */
  private async load(viewer: User, orderId: string): Promise<DocumentOrder> {
    const order = await this.orders.get(viewer, orderId);
    if (!shippingAddressOf(order)) throw notFound(`Order ${orderNumber(order)} was placed without a shipping address: it has no export papers.`);
    const [lines, charges] = await Promise.all([
      this.prisma.orderLine.findMany({ where: { orderId: order.id }, orderBy: { position: "asc" } }),
      this.prisma.orderCharge.findMany({ where: { orderId: order.id }, orderBy: { position: "asc" } }),
    ]);
    return { order, lines, charges };
  }

  async invoice(viewer: User, orderId: string): Promise<OrderDocument> {
    const data = await this.load(viewer, orderId);
    return { fileName: `${orderNumber(data.order)}-invoice.pdf`, pdf: await invoicePdf(commercialInvoice(data)) };
  }

  async packingSlip(admin: User, orderId: string): Promise<OrderDocument> {
    const data = await this.load(admin, orderId);
    const ids = data.lines.flatMap((l) => (l.partId ? [l.partId] : []));
    const parts = await this.prisma.part.findMany({ where: { id: { in: ids } }, select: { id: true, lengthMm: true, widthMm: true, heightMm: true } });
    const boxes = new Map(
      parts.flatMap((p) => (p.lengthMm && p.widthMm && p.heightMm ? [[p.id, `${p.lengthMm / 10} × ${p.widthMm / 10} × ${p.heightMm / 10}`] as const] : [])),
    );
    return { fileName: `${orderNumber(data.order)}-packing-slip.pdf`, pdf: await packingSlipPdf(packingSlip(data, boxes)) };
  }
}
