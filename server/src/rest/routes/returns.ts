/** The REST paths of returns (ADR 0072): a buyer asks for one, and reads it. */
import { RETURN_REASONS, RETURN_STATUSES } from "../../../../shared/return-policy";
import { arrayOf, int, nullable, obj, str, type OperationData, type RestRoute } from "../route-table";

const RETURN_FIELDS = /* GraphQL */ `id number status reason note deadline rejectReason returnShipping createdAt orderNumber
  order { id } lines { id quantity receivedQuantity restocked orderLine { id name partNumber } } events { from to actor note at }`;

/** A return as the REST paths answer it. */
function returnBody(r: OperationData) {
  return {
    id: r.id,
    number: r.number,
    orderId: r.order.id,
    orderNumber: r.orderNumber,
    status: r.status,
    reason: r.reason,
    note: r.note,
    deadline: r.deadline,
    rejectReason: r.rejectReason,
    returnShipping: r.returnShipping,
    lines: r.lines.map((l: OperationData) => ({
      id: l.id,
      orderLineId: l.orderLine.id,
      name: l.orderLine.name,
      partNumber: l.orderLine.partNumber,
      quantity: l.quantity,
      receivedQuantity: l.receivedQuantity,
      restocked: l.restocked,
    })),
    events: r.events,
    createdAt: r.createdAt,
  };
}

const returnSchema = obj({
  id: str,
  number: str,
  orderId: str,
  orderNumber: str,
  status: { type: "string", enum: RETURN_STATUSES },
  reason: { type: "string", enum: RETURN_REASONS },
  note: nullable(str),
  deadline: str,
  rejectReason: nullable(str),
  returnShipping: str,
  lines: arrayOf(obj({ id: str, orderLineId: str, name: str, partNumber: nullable(str), quantity: int, receivedQuantity: nullable(int), restocked: nullable(int) })),
  events: arrayOf(obj({ from: nullable(str), to: str, actor: str, note: nullable(str), at: str })),
  createdAt: str,
});

export const returnRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/orders/:id/returns",
    summary:
      "Asks to send parts of one of your delivered orders back, within the destination's window after delivery (14 days in the EU, the UK, Norway and Switzerland; 30 elsewhere). A refusal names why: more units than are left to return, a part that cannot be returned for this reason, an order not delivered yet, or a window that has closed.",
    auth: "bearer",
    refusals: { "409": "The order is not delivered yet, or its return window has closed" },
    operation: `mutation RestRequestReturn($input: RequestReturnInput!) { requestReturn(input: $input) { ${RETURN_FIELDS} } }`,
    variables: ({ params, body }) => ({ input: { orderId: params.id, lines: body.lines, reason: body.reason, note: body.note, vehicleId: body.vehicleId } }),
    respond: (data) => returnBody(data.requestReturn),
    status: 201,
    location: (data) => `/returns/${data.requestReturn.id}`,
    requestBody: obj(
      { lines: arrayOf(obj({ orderLineId: str, quantity: int })), reason: { type: "string", enum: RETURN_REASONS }, note: nullable(str), vehicleId: nullable(str) },
      ["lines", "reason"],
    ),
    response: returnSchema,
  },
  {
    method: "GET",
    path: "/returns/:id",
    summary: "One return, for its buyer or an admin: its lines, state and history.",
    auth: "bearer",
    operation: `query RestReturn($id: ID!) { returnRequest(id: $id) { ${RETURN_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    respond: (data) => returnBody(data.returnRequest),
    response: returnSchema,
  },
];
