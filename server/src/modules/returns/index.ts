/**
 * The returns module's front door: what the rest of the server may use (ADR 0063). Returns of delivered
 * orders (RMAs): the policy, the request, its handling and its refund (ADR 0072).
 */
export { returnsResolvers } from "./returns.resolvers";
export { ReturnsService, settleReturnRefund } from "./returns.service";
export type { FitmentReturn, ReturnLineView, ReturnPage, ReturnView } from "./returns.service";
export type { ReturnNotifier } from "./return-state";
