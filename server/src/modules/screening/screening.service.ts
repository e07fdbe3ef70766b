import { Readable } from "node:stream";
import type { Prisma, PrismaClient, ScreeningEntry } from "../../generated/prisma/client";
import { badInput } from "../../errors";
import type { Logger } from "../../logger";
import { limits } from "../../../../shared/rules";
import { readInBatches, type FileLimits } from "../../csv/csv-files";
import { MAX_LISTED_ERRORS, type ImportReport } from "../../../../shared/imports";
import { holds, nameKeys, nameSimilarity, nameWords } from "./name-matching";
import { screeningEntry, screeningHeader, type ScreeningEntryData } from "./screening-list";

/** Whose name is screened: the buyer's account name, or the name the parcel is addressed to. */
export type ScreeningParty = "BUYER" | "RECIPIENT";

/** A party's name that matched an entry of the list closely enough to hold the order. */
export interface ScreeningMatch {
  party: ScreeningParty;
  partyName: string;
  entryId: string;
  /** The entry's name or alternative name that matched. */
  entryName: string;
  source: string;
  programs: string[];
  countries: string[];
  score: number;
  /** Whether the entry names the order's destination country. */
  sameCountry: boolean;
}

export interface ScreeningResult {
  status: "CLEAR" | "HELD";
  /** Best first; empty when clear. */
  matches: ScreeningMatch[];
}

export interface ScreeningListSummary {
  entries: number;
  sources: { source: string; entries: number }[];
  importedAt: Date | null;
  importedBy: string | null;
}

export interface ScreeningImportOptions {
  dryRun: boolean;
  skipInvalid: boolean;
  byEmail: string;
  onProgress?: (progress: { rows: number; bytes: number }) => void;
}

/** The first pass reads at most this many entries sharing a word with a name (a list has about 13,000 in all). */
const MAX_CANDIDATES = 5_000;
/** A held order keeps this many matches for its review. */
const MAX_MATCHES = 10;
const TRANSACTION_TIMEOUT_MS = 5 * 60_000;
const DEFAULT_LIMITS: FileLimits = { maxRows: limits.importRows, maxBytes: limits.importFileMegabytes * 1024 * 1024 };

class NothingWritten extends Error {}

/**
 * Denied-party screening (ADR 0016): the US Consolidated Screening List as an admin loaded it, and the
 * comparison of an order's parties with it. A match with an entry of the destination's country, or a
 * strong match anywhere, holds the order for an admin's review (orders.service.ts clears or refuses it).
 */
export interface ScreeningServiceOptions {
  prisma: PrismaClient;
  log: Logger;
  /** The largest list file taken: rows after the header, and bytes. */
  limits?: FileLimits;
}

export class ScreeningService {
  private readonly prisma: PrismaClient;
  private readonly log: Logger;
  readonly limits: FileLimits;

  constructor(options: ScreeningServiceOptions) {
    this.prisma = options.prisma;
    this.log = options.log;
    this.limits = options.limits ?? DEFAULT_LIMITS;
  }

  /** Screens the parties' names; `country` is the destination's (null for an order without an address). */
  async screen(parties: { party: ScreeningParty; name: string | null | undefined }[], country: string | null): Promise<ScreeningResult> {
    const named = parties.filter((p): p is { party: ScreeningParty; name: string } => !!p.name?.trim());
    const keys = [...new Set(named.flatMap((p) => nameKeys(p.name)))];
    if (keys.length === 0) return { status: "CLEAR", matches: [] };
    const candidates = await this.prisma.screeningEntry.findMany({ where: { keys: { hasSome: keys } }, take: MAX_CANDIDATES });
    const matches: ScreeningMatch[] = [];
    for (const { party, name } of named) {
      const readings = nameWords(name);
      for (const entry of candidates) {
        const best = bestName(readings, entry);
        const sameCountry = country !== null && entry.countries.includes(country);
        if (best && holds(best.score, sameCountry)) {
          matches.push({
            party,
            partyName: name,
            entryId: entry.id,
            entryName: best.name,
            source: entry.source,
            programs: entry.programs,
            countries: entry.countries,
            score: Math.round(best.score * 1000) / 1000,
            sameCountry,
          });
        }
      }
    }
    matches.sort((a, b) => b.score - a.score || Number(b.sameCountry) - Number(a.sameCountry));
    return matches.length > 0 ? { status: "HELD", matches: matches.slice(0, MAX_MATCHES) } : { status: "CLEAR", matches: [] };
  }

  async summary(): Promise<ScreeningListSummary> {
    const [bySource, last] = await Promise.all([
      this.prisma.screeningEntry.groupBy({ by: ["source"], _count: { _all: true }, orderBy: { source: "asc" } }),
      this.prisma.screeningListImport.findFirst({ orderBy: { importedAt: "desc" } }),
    ]);
    const sources = bySource.map((s) => ({ source: s.source, entries: s._count._all }));
    return {
      entries: sources.reduce((sum, s) => sum + s.entries, 0),
      sources,
      importedAt: last?.importedAt ?? null,
      importedBy: last?.importedByEmail ?? null,
    };
  }

  /**
   * Loads a list file. A dry run only reports; applied, the file replaces the whole list in one
   * transaction, all or nothing unless `skipInvalid` (then the good rows replace it).
   */
  async import(source: Readable | string, options: ScreeningImportOptions): Promise<ImportReport & { replaced: number }> {
    const input = typeof source === "string" ? Readable.from([source]) : source;
    const report: ImportReport & { replaced: number } = {
      dryRun: options.dryRun,
      applied: false,
      rows: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      invalid: 0,
      errors: [],
      replaced: 0,
    };
    const read = (db: Prisma.TransactionClient | null) =>
      readInBatches(input, {
        limits: this.limits,
        header: screeningHeader,
        rowIs: "party",
        report,
        onProgress: options.onProgress,
        batch: async (columns, rows) => {
          const good: ScreeningEntryData[] = [];
          for (const row of rows) {
            const entry = screeningEntry(columns, row);
            if ("problem" in entry) {
              report.invalid++;
              if (report.errors.length < MAX_LISTED_ERRORS) report.errors.push({ row: row.row, message: entry.problem });
            } else good.push(entry);
          }
          report.created += good.length;
          if (db && good.length > 0 && (options.skipInvalid || report.invalid === 0)) await db.screeningEntry.createMany({ data: good });
        },
      });
    if (options.dryRun) {
      report.rows = await read(null);
      report.replaced = await this.prisma.screeningEntry.count();
      return report;
    }
    try {
      await this.prisma.$transaction(
        async (tx) => {
          // One import at a time: a second waits, then replaces what the first wrote.
          await tx.$executeRaw`LOCK TABLE screening_entries IN EXCLUSIVE MODE`;
          report.replaced = (await tx.screeningEntry.deleteMany({})).count;
          report.rows = await read(tx);
          if (report.invalid > 0 && !options.skipInvalid) throw new NothingWritten();
          if (report.created === 0) throw badInput("The file has no party to screen against: the list was left as it was.", "file");
          await tx.screeningListImport.create({ data: { importedByEmail: options.byEmail, entries: report.created } });
        },
        { timeout: TRANSACTION_TIMEOUT_MS, maxWait: TRANSACTION_TIMEOUT_MS },
      );
      report.applied = true;
      this.log.info({ entries: report.created, replaced: report.replaced, by: options.byEmail }, "screening list imported");
    } catch (err) {
      if (!(err instanceof NothingWritten)) throw err;
    }
    return report;
  }
}

/** The entry's name or alternative name closest to any reading of the party's name. */
function bestName(readings: string[][], entry: ScreeningEntry): { name: string; score: number } | null {
  let best: { name: string; score: number } | null = null;
  for (const name of [entry.name, ...entry.altNames]) {
    for (const words of nameWords(name)) {
      for (const reading of readings) {
        const score = nameSimilarity(reading, words);
        if (!best || score > best.score) best = { name, score };
      }
    }
  }
  return best;
}
