import DataLoader from "dataloader";
import type { Category, OrderCharge, OrderEvent, OrderLine, Part, Shipment, User, Vehicle } from "../generated/prisma/client";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { unauthenticated } from "../errors";
import type { Viewer } from "../modules/users";
import type { RefundWithLines } from "../modules/orders";
import type { CurrentRate } from "../modules/currencies";
import type { CurrencyCode } from "../../../shared/currencies";
import { type FitAnswer, type FitmentRow, type ListedNumber, bikeLoader, type BikeLookup } from "../modules/fitment";

export interface Loaders {
  part: DataLoader<string, Part | null>;
  user: DataLoader<string, User | null>;
  category: DataLoader<string, Category | null>;
  orderLines: DataLoader<string, OrderLine[]>;
  orderCharges: DataLoader<string, OrderCharge[]>;
  orderHistory: DataLoader<string, OrderEvent[]>;
  shipments: DataLoader<string, Shipment[]>;
  refunds: DataLoader<string, RefundWithLines[]>;
  fitment: DataLoader<string, FitmentRow[]>;
  /** Bikes by id: a search narrowed to a bike and its cards' badges read it once. */
  vehicle: DataLoader<string, Vehicle | null>;
  /** Keyed `${vehicleId}|${partId}`: the cards of a page ask once per bike. */
  fits: DataLoader<string, FitAnswer>;
  partNumbers: DataLoader<Pick<Part, "id" | "brand" | "partNumber">, ListedNumber[], string>;
  /** The id of the newest part that supersedes each part (the part itself through `part`). */
  supersededBy: DataLoader<Pick<Part, "id" | "brand" | "partNumberKey">, string | null, string>;
  /** Every currency's newest rate, read once per request (key "current"). */
  exchangeRates: DataLoader<"current", Map<CurrencyCode, CurrentRate>>;
}

/** What every resolver gets: the request's identity, logger, services and batch loaders. */
export interface GraphQLContext {
  requestId: string;
  /** The client's address, for rate limits. */
  clientIp: string;
  log: Logger;
  services: Services;
  /** The raw `Authorization: Bearer` value: an access token, or a Firebase ID token for signIn. */
  bearerToken: string | null;
  /**
   * The signed-in user, or null when anonymous; a bad token is UNAUTHENTICATED. Checked once per request.
   * An admin whose session lacks a second factor that REQUIRE_ADMIN_MFA asks for acts as a shopper here.
   */
  viewer(): Promise<User | null>;
  /** The signed-in user as stored, with how they signed in. */
  session(): Promise<Viewer | null>;
  /**
   * Checks the session for a field's access level (UNAUTHENTICATED or FORBIDDEN when it falls short) and
   * keeps it for `user` and `signedIn`. The access directives call it before an `@auth` or `@admin` field's
   * resolver runs, so resolvers read the signed-in user from the context and import nothing of the transport.
   */
  authorize(access: "auth" | "admin"): Promise<void>;
  /**
   * The signed-in user as the shop treats them (see `viewer`), on an `@auth` or `@admin` field. Methods,
   * not fields: Apollo Server copies the context's fields for each operation.
   */
  user(): User;
  /** The signed-in user as stored, with how they signed in, on an `@auth` or `@admin` field. */
  signedIn(): Viewer;
  loaders: Loaders;
}

export function bearerFrom(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1] : null;
}

export function createContext(args: {
  requestId: string;
  clientIp: string;
  log: Logger;
  services: Services;
  authorization: string | undefined;
}): GraphQLContext {
  const { services } = args;
  const bearerToken = bearerFrom(args.authorization);
  let session: Promise<Viewer | null> | undefined;
  const getSession = () => (session ??= bearerToken ? services.users.fromAccessToken(bearerToken) : Promise.resolve(null));
  let granted: { user: User; signedIn: Viewer } | undefined;
  const grant = () => {
    // A resolver reached `user` on a field whose access directive does not ask for a session.
    if (!granted) throw new Error("The signed-in user is read on a field without @auth or @admin.");
    return granted;
  };
  return {
    requestId: args.requestId,
    clientIp: args.clientIp,
    log: args.log,
    services,
    bearerToken,
    session: getSession,
    viewer: async () => {
      const current = await getSession();
      return current ? services.users.actingAs(current) : null;
    },
    authorize: async (access) => {
      const signedIn = await getSession();
      if (!signedIn) throw unauthenticated("Sign in to do this: send your access token as Authorization: Bearer <token>.");
      const user = access === "admin" ? services.users.assertAdmin(signedIn) : services.users.actingAs(signedIn);
      granted = { user, signedIn };
    },
    user: () => grant().user,
    signedIn: () => grant().signedIn,
    loaders: new RequestLoaders(services),
  };
}

/**
 * A request's batch loaders, each made when first used: an operation uses a few of the thirteen, and
 * making them all cost about 6 µs on every request (the profile of `npm run bench:profile`).
 */
class RequestLoaders implements Loaders {
  private readonly made: Partial<Loaders> = {};
  constructor(private readonly services: Services) {}
  get part() {
    return (this.made.part ??= new DataLoader((ids) => this.services.parts.getMany(ids)));
  }
  get user() {
    return (this.made.user ??= new DataLoader((ids) => this.services.users.getMany(ids)));
  }
  get category() {
    return (this.made.category ??= new DataLoader((ids) => this.services.categories.getMany(ids)));
  }
  get orderLines() {
    return (this.made.orderLines ??= new DataLoader((ids) => this.services.orders.linesOf(ids)));
  }
  get orderCharges() {
    return (this.made.orderCharges ??= new DataLoader((ids) => this.services.orders.chargesOf(ids)));
  }
  get orderHistory() {
    return (this.made.orderHistory ??= new DataLoader((ids) => this.services.orders.historyOf(ids)));
  }
  get shipments() {
    return (this.made.shipments ??= new DataLoader((ids) => this.services.orders.shipmentsOf(ids)));
  }
  get refunds() {
    return (this.made.refunds ??= new DataLoader((ids) => this.services.refunds.refundsOf(ids)));
  }
  get fitment() {
    return (this.made.fitment ??= new DataLoader((ids) => this.services.fitment.rangesOf(ids)));
  }
  get vehicle() {
    return (this.made.vehicle ??= bikeLoader(this.services.vehicles));
  }
  get fits() {
    return (this.made.fits ??= new DataLoader((keys) => fitsByVehicle(this.services, this.vehicle, keys)));
  }
  get partNumbers() {
    return (this.made.partNumbers ??= new DataLoader((parts) => this.services.partNumbers.numbersOf(parts), { cacheKeyFn: (p) => p.id }));
  }
  get exchangeRates() {
    return (this.made.exchangeRates ??= new DataLoader(async (keys) => {
      const rates = await this.services.exchangeRates.current();
      return keys.map(() => rates);
    }));
  }
  get supersededBy() {
    return (this.made.supersededBy ??= new DataLoader((parts) => this.services.partNumbers.supersededBy(parts), { cacheKeyFn: (p) => p.id }));
  }
}

/** Answers `${vehicleId}|${partId}` keys with one statement per bike; an unknown bike fails its own keys only. */
async function fitsByVehicle(services: Services, bikes: BikeLookup, keys: readonly string[]): Promise<(FitAnswer | Error)[]> {
  const byVehicle = new Map<string, string[]>();
  for (const key of keys) {
    const [vehicleId, partId] = key.split("|");
    byVehicle.set(vehicleId, [...(byVehicle.get(vehicleId) ?? []), partId]);
  }
  const answers = new Map<string, Map<string, FitAnswer> | Error>();
  await Promise.all(
    [...byVehicle].map(async ([vehicleId, partIds]) => {
      answers.set(vehicleId, await services.fitment.fitsOf(vehicleId, partIds, bikes).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))));
    }),
  );
  return keys.map((key) => {
    const [vehicleId, partId] = key.split("|");
    const found = answers.get(vehicleId);
    if (found instanceof Error) return found;
    return found?.get(partId) ?? new Error(`No answer for ${key}`);
  });
}
