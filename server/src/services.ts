import type Stripe from "stripe";
import type { Config } from "./config";
import type { PrismaClient } from "./generated/prisma/client";
import type { SqlReads } from "./db/sql";
import type { Logger } from "./logger";
import type { OrderMetrics } from "./observability/metrics";
import type { AccessTokens } from "./auth/access-tokens";
import type { IdentityProvider } from "./auth/identity-provider";
import { AddressBookService } from "./modules/addresses";
import { CartService } from "./modules/cart";
import { ContactService } from "./modules/contact";
import { OrdersService, CheckoutService, RefundsService, UnpaidHoldGuard, type OrderNotifier } from "./modules/orders";
import { CatalogueExportService, CatalogueImportService } from "./modules/catalogue-files";
import { FitmentExportService, FitmentImportService, VehicleImportService } from "./modules/fitment-files";
import { CategoriesService, PartsService } from "./modules/parts";
import { PaymentsService } from "./modules/payments";
import { SearchService } from "./modules/search";
import { ShippingService } from "./modules/shipping";
import { OrderDocumentsService, SELLER } from "./modules/documents";
import { ReviewsService } from "./modules/reviews";
import { BackInStockService } from "./modules/stock-alerts";
import { ContactEmails, OrderEmails, QuestionEmails, ReturnEmails } from "./modules/notifications";
import { UsersService, type SignInThrottle } from "./modules/users";
import { VehiclesService, FitmentService, PartNumbersService, GarageService } from "./modules/fitment";
import { ScreeningService } from "./modules/screening";
import { ExchangeRatesService } from "./modules/currencies";
import { ContributionThrottle, ModerationService, PartReviewsService, QuestionsService } from "./modules/part-reviews";
import { ReturnsService, settleReturnRefund } from "./modules/returns";

/** The shop's rules, one service per domain; the API layers (GraphQL, REST, webhooks) only call these. */
export interface Services {
  parts: PartsService;
  categories: CategoriesService;
  search: SearchService;
  reviews: ReviewsService;
  users: UsersService;
  orders: OrdersService;
  refunds: RefundsService;
  orderDocuments: OrderDocumentsService;
  payments: PaymentsService;
  contact: ContactService;
  backInStock: BackInStockService;
  catalogueImport: CatalogueImportService;
  catalogueExport: CatalogueExportService;
  fitmentImport: FitmentImportService;
  vehicleImport: VehicleImportService;
  fitmentExport: FitmentExportService;
  addressBook: AddressBookService;
  shipping: ShippingService;
  checkout: CheckoutService;
  cart: CartService;
  /** The emails the shop writes, in the transaction of the change they tell of (ADR 0035). */
  orderEmails: OrderEmails;
  vehicles: VehiclesService;
  fitment: FitmentService;
  partNumbers: PartNumbersService;
  garage: GarageService;
  screening: ScreeningService;
  exchangeRates: ExchangeRatesService;
  partReviews: PartReviewsService;
  questions: QuestionsService;
  moderation: ModerationService;
  returns: ReturnsService;
}

export interface ServiceDeps {
  prisma: PrismaClient;
  /** The request hot path's reads, without Prisma's client (ADR 0040). */
  reads: SqlReads;
  log: Logger;
  config: Config;
  identity: IdentityProvider;
  tokens: AccessTokens;
  stripe: Stripe | null;
  /** Limits failed sign-ins; none when rate limits are off. */
  signInThrottle?: SignInThrottle;
  /** Called after the catalogue, stock or reviews change. */
  onCatalogueChange?: () => void;
  /** Counts orders placed and paid. */
  metrics?: OrderMetrics;
}

export function createServices({ prisma, reads, log, config, identity, tokens, stripe, signInThrottle, onCatalogueChange = () => {}, metrics }: ServiceDeps): Services {
  const orderEmails = new OrderEmails(prisma, { publicUrl: config.publicUrl });
  const returnEmails = new ReturnEmails({ publicUrl: config.publicUrl, returnAddress: [SELLER.name, ...SELLER.lines] });
  // Every move of an order and every settled refund: its email, and a return's refund settling the return.
  const orderNotifier: OrderNotifier = {
    orderChanged: async (tx, change) => {
      await orderEmails.orderChanged(tx, change);
      if (change.refundId) await settleReturnRefund(tx, returnEmails, change.refundId);
    },
    screeningCleared: (tx, orderId) => orderEmails.screeningCleared(tx, orderId),
  };
  const payments = new PaymentsService({
    prisma,
    log,
    stripe,
    settings: config.stripe,
    demo: config.demoPayments,
    notifier: orderNotifier,
    stockChanged: onCatalogueChange,
    metrics,
  });
  const screening = new ScreeningService({ prisma, log, limits: config.catalogueImport });
  const orders = new OrdersService({ prisma, log, payments, stockChanged: onCatalogueChange, holds: config.unpaidOrders, notifier: orderNotifier });
  const exchangeRates = new ExchangeRatesService({ prisma, log, maxAgeMs: config.exchangeRates.maxAgeMs, lockMs: config.exchangeRates.lockMs });
  const shipping = new ShippingService(prisma, { now: () => new Date(), cutoffMinutes: config.dispatchCutoffMinutes });
  const onAccountClaimed = async (userId: string) => void (await orders.cancelAllUnpaidOf(userId, "system"));
  const categories = new CategoriesService(prisma, onCatalogueChange);
  const throttle = new ContributionThrottle(prisma, config.rateLimits.enabled);
  const refunds = new RefundsService({ prisma, log, gateway: payments, stockChanged: onCatalogueChange, notifier: orderNotifier });
  return {
    parts: new PartsService({ prisma, reads, categories, changed: onCatalogueChange, backInStock: orderEmails }),
    categories,
    search: new SearchService(prisma, reads),
    reviews: new ReviewsService(prisma, onCatalogueChange),
    users: new UsersService({ prisma, tokens, identity, adminEmails: config.adminEmails, log, signInThrottle, onAccountClaimed, adminNeedsSecondFactor: config.requireAdminMfa }),
    orders,
    refunds,
    orderDocuments: new OrderDocumentsService({ prisma, orders, registrations: config.taxRegistrations }),
    payments,
    contact: new ContactService(prisma, new ContactEmails({ publicUrl: config.publicUrl, shopEmail: config.mail.shopEmail })),
    backInStock: new BackInStockService(prisma),
    catalogueImport: new CatalogueImportService({ prisma, changed: onCatalogueChange, limits: config.catalogueImport }),
    catalogueExport: new CatalogueExportService(prisma),
    fitmentImport: new FitmentImportService({ prisma, changed: onCatalogueChange, limits: config.catalogueImport }),
    vehicleImport: new VehicleImportService({ prisma, changed: onCatalogueChange, limits: config.catalogueImport }),
    fitmentExport: new FitmentExportService(prisma),
    addressBook: new AddressBookService(prisma),
    shipping,
    checkout: new CheckoutService({
      prisma,
      log,
      shipping,
      guard: new UnpaidHoldGuard(config.unpaidOrders),
      stockChanged: onCatalogueChange,
      notifier: orderNotifier,
      screening,
      exchangeRates,
      metrics,
    }),
    cart: new CartService(prisma),
    orderEmails,
    vehicles: new VehiclesService(prisma),
    fitment: new FitmentService({ prisma, reads, changed: onCatalogueChange }),
    partNumbers: new PartNumbersService(prisma, onCatalogueChange),
    garage: new GarageService(prisma),
    screening,
    exchangeRates,
    partReviews: new PartReviewsService({ prisma, throttle, changed: onCatalogueChange }),
    questions: new QuestionsService({ prisma, throttle, notifier: new QuestionEmails({ publicUrl: config.publicUrl }), changed: onCatalogueChange }),
    moderation: new ModerationService({ prisma, throttle, changed: onCatalogueChange }),
    returns: new ReturnsService({ prisma, log, refunds, notifier: returnEmails, stockChanged: onCatalogueChange }),
  };
}
