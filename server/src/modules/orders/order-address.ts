import { Prisma, type Order, type PrismaClient, type User } from "../../generated/prisma/client";
import { badInput, badInputs, conflict, notFound } from "../../errors";
import type { Logger } from "../../logger";
import { inputProblems, parseId } from "../../validation";
import { countryName, destination, shippingAddress } from "../../../../shared/addresses";
import { shippingMethodId } from "../../../../shared/order-schemas";
import { asAddressParts, assertMayShipTo, landedTotal, type LandedOption, type ShippingService } from "../shipping";
import { shippingMethodOf } from "./order-rows";
import type { ScreeningService } from "../screening";
import { STATUS_WORDS } from "./order-state";
import { MAX_ORDER_TOTAL_CENTS } from "./order-writer";

export interface OrderAddressDeps {
  prisma: PrismaClient;
  log: Logger;
  shipping: Pick<ShippingService, "options">;
  screening: Pick<ScreeningService, "screen">;
}

const PAID_WITHOUT_ADDRESS = "Paid before it had an address: its duties and taxes are due on delivery.";

/** An order of this buyer that has no address yet and can still take one; refused otherwise. */
async function addressLessOrder(prisma: PrismaClient, buyer: User, orderId: string) {
  const order = await prisma.order.findUnique({ where: { id: parseId(orderId, "orderId") }, include: { lines: { orderBy: { position: "asc" } } } });
  if (!order || order.buyerId !== buyer.id) throw notFound("No order of yours has this id.");
  if (order.shippingAddress) throw conflict(`MP-${order.number} already has a shipping address.`);
  if (order.status !== "unpaid" && order.status !== "paid") throw conflict(`MP-${order.number} is ${STATUS_WORDS[order.status]}: it takes no address now.`);
  return order;
}

const linesOf = (order: { lines: { hsCode: string | null; originCountry: string | null; unitPriceCents: number; quantity: number }[] }) =>
  order.lines.map((l) => ({ hsCode: l.hsCode, originCountry: l.originCountry, lineTotalCents: l.unitPriceCents * l.quantity }));

/**
 * The ways to ship an order placed without an address to this destination, cheapest first, each with the
 * duties and taxes of the order's own lines (at the prices it was placed at, whatever stock is left now).
 * A paid order ships at the shop's cost: its options cost nothing more and everything else is due on
 * delivery. What `giveOrderAddress` then applies.
 */
export async function orderShippingOptions(deps: Pick<OrderAddressDeps, "prisma" | "shipping">, buyer: User, orderId: string, rawAddress: unknown): Promise<LandedOption[]> {
  assertMayShipTo(asAddressParts(rawAddress));
  const order = await addressLessOrder(deps.prisma, buyer, orderId);
  const where = destination.safeParse(rawAddress);
  if (!where.success) throw badInputs(inputProblems(where, "address"));
  const unpaid = order.status === "unpaid";
  const options = await deps.shipping.options(where.data.country, order.weightGrams);
  return options.map((o) => {
    const priceCents = unpaid ? o.priceCents : 0;
    const { landed, totalCents } = landedTotal(where.data, linesOf(order), priceCents);
    return unpaid
      ? { ...o, landed, totalCents }
      : {
          ...o,
          priceCents,
          totalCents: order.totalCents,
          landed: {
            ...landed,
            charges: landed.charges.map((c) => ({ ...c, collected: "delivery" as const })),
            chargedCents: { duties: 0, taxes: 0 },
            dueOnDeliveryCents: landed.chargedCents.duties + landed.chargedCents.taxes + landed.dueOnDeliveryCents,
            incoterm: "DAP" as const,
            reason: PAID_WITHOUT_ADDRESS,
          },
        };
  });
}

/**
 * Gives an order placed without an address (the spec's one-part order) its address and shipping method.
 * Unpaid, it is priced again as checkout prices one: shipping, and the duties and taxes charged with it.
 * Paid already, it ships at the shop's cost and its duties and taxes are due on delivery. Either way the
 * destination must be open and the recipient is screened.
 */
export async function giveOrderAddress(deps: OrderAddressDeps, buyer: User, orderId: string, input: { address: unknown; shippingMethod: unknown }): Promise<Order> {
  assertMayShipTo(asAddressParts(input.address));
  const order = await addressLessOrder(deps.prisma, buyer, orderId);
  const address = shippingAddress.safeParse(input.address);
  const method = shippingMethodId.safeParse(input.shippingMethod);
  const problems = [...inputProblems(address, "address"), ...inputProblems(method, "shippingMethod")];
  if (!address.success || !method.success) throw badInputs(problems);

  const options = await deps.shipping.options(address.data.country, order.weightGrams);
  const option = options.find((o) => o.id === method.data.toLowerCase());
  if (!option) throw badInputs([{ field: "shippingMethod", message: `This shipping method does not take this parcel to ${countryName(address.data.country)}: choose one of the options.` }]);
  const lines = linesOf(order);
  const unpaid = order.status === "unpaid";
  const { landed, totalCents } = landedTotal(address.data, lines, unpaid ? option.priceCents : 0);
  if (unpaid && totalCents > MAX_ORDER_TOTAL_CENTS) {
    throw badInput(`An order can total at most $${(MAX_ORDER_TOTAL_CENTS / 100).toLocaleString("en-US")}: order fewer units.`, "orderId");
  }
  const screening = await deps.screening.screen([{ party: "RECIPIENT", name: address.data.fullName }], address.data.country);
  const held = screening.status === "HELD" || order.screening === "HELD";

  const updated = await deps.prisma.$transaction(async (tx) => {
    // Only while it still has no address and is in the state it was read in: two tabs give one address.
    const { count } = await tx.order.updateMany({
      where: { id: order.id, status: order.status, shippingAddress: { equals: Prisma.AnyNull } },
      data: {
        shippingAddress: address.data,
        shippingMethod: shippingMethodOf(option),
        ...(unpaid
          ? {
              shippingCents: option.priceCents,
              dutiesCents: landed.chargedCents.duties,
              taxesCents: landed.chargedCents.taxes,
              totalCents,
              // The spec's one-part orders are charged in US dollars: their amounts in it are their cents.
              shippingMinor: option.priceCents,
              dutiesMinor: landed.chargedCents.duties,
              taxesMinor: landed.chargedCents.taxes,
              totalMinor: totalCents,
              dueOnDeliveryCents: landed.dueOnDeliveryCents,
              incoterm: landed.incoterm,
              dutyReason: landed.reason,
            }
          : {
              dueOnDeliveryCents: landed.chargedCents.duties + landed.chargedCents.taxes + landed.dueOnDeliveryCents,
              incoterm: "DAP",
              dutyReason: PAID_WITHOUT_ADDRESS,
            }),
        dutyRulesVersion: landed.rulesVersion,
        ...(held && order.screening !== "HELD" ? { screening: "HELD", screeningMatches: screening.matches as unknown as Prisma.InputJsonValue } : {}),
      },
    });
    if (count === 0) throw conflict(`MP-${order.number} changed meanwhile: open it again.`);
    await tx.orderCharge.createMany({
      data: landed.charges.map((c, position) => ({
        orderId: order.id,
        position,
        kind: c.kind,
        label: c.label,
        amountCents: c.amountCents,
        amountMinor: c.amountCents,
        rate: c.rate,
        collected: unpaid ? c.collected : "delivery",
        linePositions: c.lines,
      })),
    });
    return tx.order.findUniqueOrThrow({ where: { id: order.id } });
  });
  deps.log.info({ orderId: order.id, country: address.data.country, method: option.id }, "order given its address");
  return updated;
}
