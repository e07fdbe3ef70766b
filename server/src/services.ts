import type Stripe from "stripe";
import type { Config } from "./config";
import type { PrismaClient } from "./generated/prisma/client";
import type { SqlReads } from "./db/sql";
import type { Logger } from "./logger";
import type { AccessTokens } from "./auth/access-tokens";
import type { IdentityProvider } from "./auth/identity-provider";
import { AddressBookService } from "./modules/addresses/address-book.service";
import { CartService } from "./modules/cart/cart.service";
import { ContactService } from "./modules/contact/contact.service";
import { OrdersService } from "./modules/orders/orders.service";
import { CatalogueExportService } from "./modules/catalogue-files/catalogue-export.service";
import { CatalogueImportService } from "./modules/catalogue-files/catalogue-import.service";
import { FitmentExportService } from "./modules/fitment-files/fitment-export.service";
import { FitmentImportService } from "./modules/fitment-files/fitment-import.service";
import { VehicleImportService } from "./modules/fitment-files/vehicle-import.service";
import { CategoriesService } from "./modules/parts/categories.service";
import { PartsService } from "./modules/parts/parts.service";
import { PaymentsService } from "./modules/payments/payments.service";
import { SearchService } from "./modules/search/search.service";
import { ShippingService } from "./modules/shipping/shipping.service";
import { CheckoutService } from "./modules/orders/checkout.service";
import { RefundsService } from "./modules/orders/refunds";
import { OrderDocumentsService } from "./modules/documents/order-documents.service";
import { UnpaidHoldGuard } from "./modules/orders/unpaid-holds";
import { ReviewsService } from "./modules/reviews/reviews.service";
import { BackInStockService } from "./modules/stock-alerts/back-in-stock.service";
import { OrderEmails } from "./modules/notifications/order-emails";
import { UsersService, type SignInThrottle } from "./modules/users/users.service";
import { VehiclesService } from "./modules/fitment/vehicles.service";
import { FitmentService } from "./modules/fitment/fitment.service";
import { PartNumbersService } from "./modules/fitment/part-numbers.service";
import { GarageService } from "./modules/fitment/garage.service";
import { ScreeningService } from "./modules/screening/screening.service";

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
}

export function createServices({ prisma, reads, log, config, identity, tokens, stripe, signInThrottle, onCatalogueChange = () => {} }: ServiceDeps): Services {
  const orderEmails = new OrderEmails(prisma, { publicUrl: config.publicUrl });
  const payments = new PaymentsService(prisma, log, stripe, config.stripe, config.demoPayments, orderEmails, onCatalogueChange);
  const screening = new ScreeningService(prisma, log, config.catalogueImport);
  const orders = new OrdersService(prisma, log, payments, onCatalogueChange, config.unpaidOrders, orderEmails, screening);
  const shipping = new ShippingService(prisma);
  const onAccountClaimed = async (userId: string) => void (await orders.cancelAllUnpaidOf(userId, "system"));
  const categories = new CategoriesService(prisma, onCatalogueChange);
  return {
    parts: new PartsService(prisma, reads, categories, onCatalogueChange, orderEmails),
    categories,
    search: new SearchService(prisma, reads),
    reviews: new ReviewsService(prisma, onCatalogueChange),
    users: new UsersService({ prisma, tokens, identity, adminEmails: config.adminEmails, log, signInThrottle, onAccountClaimed, adminNeedsSecondFactor: config.requireAdminMfa }),
    orders,
    refunds: new RefundsService(prisma, log, payments, onCatalogueChange, orderEmails),
    orderDocuments: new OrderDocumentsService(prisma, orders),
    payments,
    contact: new ContactService(prisma),
    backInStock: new BackInStockService(prisma),
    catalogueImport: new CatalogueImportService(prisma, onCatalogueChange, config.catalogueImport),
    catalogueExport: new CatalogueExportService(prisma),
    fitmentImport: new FitmentImportService(prisma, onCatalogueChange, config.catalogueImport),
    vehicleImport: new VehicleImportService(prisma, onCatalogueChange, config.catalogueImport),
    fitmentExport: new FitmentExportService(prisma),
    addressBook: new AddressBookService(prisma),
    shipping,
    checkout: new CheckoutService(prisma, log, shipping, new UnpaidHoldGuard(config.unpaidOrders), onCatalogueChange, orderEmails, screening),
    cart: new CartService(prisma),
    orderEmails,
    vehicles: new VehiclesService(prisma),
    fitment: new FitmentService(prisma, reads, onCatalogueChange),
    partNumbers: new PartNumbersService(prisma, onCatalogueChange),
    garage: new GarageService(prisma),
    screening,
  };
}
