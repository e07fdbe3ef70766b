import type { Category, PrismaClient } from "../../generated/prisma/client";
import type { PartCategory } from "../../generated/graphql";
import { badInput, notFound } from "../../errors";
import { isUniqueViolation } from "../../db/unique-violation";
import { parseInput } from "../../validation";
import { categoryInput, categorySlug } from "../../../../shared/schemas";

/**
 * The nine sections of the old fixed list (the GraphQL enum `PartCategory`), in the enum's spelling. The
 * migration made them the first rows of `categories`, with slugs spelled with dashes (ADR 0020).
 */
export const LEGACY_CATEGORIES = [
  "brakes",
  "exhaust",
  "tyres",
  "chains_and_sprockets",
  "lighting",
  "filters",
  "suspension",
  "electrics",
  "controls",
] as const satisfies readonly PartCategory[];

export const slugOfLegacy = (category: PartCategory): string => category.replaceAll("_", "-");

function legacyOfSlug(slug: string): PartCategory | null {
  const value = slug.replaceAll("-", "_");
  return (LEGACY_CATEGORIES as readonly string[]).includes(value) ? (value as PartCategory) : null;
}

/** How a request reads categories: batched, one query for all it asks (the GraphQL context's loader). */
export type CategoryLoader = { load(id: string): Promise<Category | null> };

/** A chain of parents longer than this is a data error; stop rather than loop. */
const MAX_DEPTH = 8;

export class CategoriesService {
  constructor(
    private readonly prisma: PrismaClient,
    /** Told after every change to the catalogue (the response cache listens). */
    private readonly changed: () => void = () => {},
  ) {}

  /** Every category, parents before their children, each level by position then label. */
  async list(): Promise<Category[]> {
    const rows = await this.prisma.category.findMany({ orderBy: [{ position: "asc" }, { label: "asc" }] });
    const children = new Map<string | null, Category[]>();
    for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
    const ordered: Category[] = [];
    const visit = (parentId: string | null) => {
      for (const child of children.get(parentId) ?? []) {
        ordered.push(child);
        visit(child.id);
      }
    };
    visit(null);
    return ordered;
  }

  /** Categories' pages for the sitemaps: each slug and when it last changed, by slug. */
  pages(): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.prisma.category.findMany({ select: { slug: true, updatedAt: true }, orderBy: { slug: "asc" } });
  }

  /** The category with this slug; NOT_FOUND when there is none. */
  async get(slug: string): Promise<Category> {
    const found = await this.prisma.category.findUnique({ where: { slug: parseInput(categorySlug(), slug) } });
    if (!found) throw notFound(`No category has the slug "${slug}".`);
    return found;
  }

  async getMany(ids: readonly string[]): Promise<(Category | null)[]> {
    const rows = await this.prisma.category.findMany({ where: { id: { in: [...ids] } } });
    const byId = new Map(rows.map((c) => [c.id, c]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** The category with this slug; BAD_USER_INPUT on `field` when there is none. */
  async idOfSlug(slug: string, field: string): Promise<string> {
    const found = await this.prisma.category.findUnique({ where: { slug }, select: { id: true } });
    if (!found) throw badInput(`No category has the slug "${slug}".`, field);
    return found.id;
  }

  async add(input: unknown): Promise<Category> {
    const c = parseInput(categoryInput, input);
    const parentId = c.parentSlug ? await this.idOfSlug(c.parentSlug, "parentSlug") : null;
    try {
      const category = await this.prisma.category.create({
        data: { slug: c.slug, label: c.label, parentId, position: c.position ?? 0 },
      });
      this.changed();
      return category;
    } catch (err) {
      if (isUniqueViolation(err)) throw badInput(`A category already has the slug "${c.slug}".`, "slug");
      throw err;
    }
  }

  /**
   * The old enum's value for a category: its own when it is one of the nine, else its nearest ancestor's
   * among them, else null (a new top-level section).
   */
  async legacyOf(categoryId: string, loader: CategoryLoader): Promise<PartCategory | null> {
    let id: string | null = categoryId;
    for (let depth = 0; id && depth < MAX_DEPTH; depth++) {
      const category: Category | null = await loader.load(id);
      if (!category) return null;
      const legacy = legacyOfSlug(category.slug);
      if (legacy) return legacy;
      id = category.parentId;
    }
    return null;
  }
}
