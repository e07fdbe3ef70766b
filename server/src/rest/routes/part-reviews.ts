/** The REST paths of riders' reviews of parts and their questions (ADR 0071): public reads. */
import { arrayOf, int, integer, nullable, num, obj, single, str, type RestRequest, type RestRoute } from "../route-table";
import { badInput } from "../../errors";

const REVIEW_SORTS: Record<string, string> = { newest: "NEWEST", highest: "HIGHEST", lowest: "LOWEST", helpful: "HELPFUL" };

const pageQuery = [
  { name: "first", required: false, description: "How many (1 to 50, default 10).", schema: int },
  { name: "after", required: false, description: "The cursor from the previous page's Link header.", schema: str },
];

/** A Link header to the next page, keeping the page's other parameters. */
function nextLink(path: string, page: { hasNextPage: boolean; endCursor: string | null }, req: RestRequest, keep: string[]): Record<string, string> {
  if (!page.hasNextPage || !page.endCursor) return {};
  const next = new URLSearchParams();
  for (const name of keep) {
    const value = single(req.query[name], name);
    if (value !== undefined) next.set(name, value);
  }
  next.set("after", page.endCursor);
  return { Link: `<${path}?${next}>; rel="next"` };
}

interface ReviewData {
  id: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  vehicle: { id: string; name: string } | null;
  usedFor: string | null;
  verifiedPurchase: boolean;
  helpfulCount: number;
  createdAt: string;
  updatedAt: string;
}

const review = (r: ReviewData) => ({ ...r, usedFor: r.usedFor?.toLowerCase() ?? null });
const date = { type: "string", format: "date-time" };
const reviewSchema = obj({
  id: str,
  authorName: str,
  rating: int,
  title: str,
  body: str,
  vehicle: { type: ["object", "null"], properties: { id: str, name: str }, required: ["id", "name"] },
  usedFor: { type: ["string", "null"], enum: ["weeks", "months", "year", "years", null] },
  verifiedPurchase: { type: "boolean" },
  helpfulCount: int,
  createdAt: date,
  updatedAt: date,
});
const answerSchema = obj({ id: str, authorName: str, text: str, byShop: { type: "boolean" }, boughtThisPart: { type: "boolean" }, createdAt: date });
const questionSchema = obj({ id: str, authorName: str, text: str, createdAt: date, answers: arrayOf(answerSchema) });

export const partReviewRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/parts/:id/reviews",
    summary:
      "Riders' reviews of a part with its rating summary (`average`, `count`, `histogram`: reviews with 1 to 5 stars), 10 a page; `sort` is newest, highest, lowest or helpful; `vehicle` keeps the reviews that name that bike. A Link header points to the next page.",
    auth: "public",
    operation: `query RestPartReviews($id: ID!, $first: Int, $after: String, $sort: PartReviewSort, $vehicleId: ID) {
      part(id: $id) {
        reviewSummary { average count histogram }
        reviews(first: $first, after: $after, sort: $sort, vehicleId: $vehicleId) {
          edges { node { id authorName rating title body vehicle { id name } usedFor verifiedPurchase helpfulCount createdAt updatedAt } }
          pageInfo { hasNextPage endCursor }
        }
      }
    }`,
    variables: (req) => {
      const sort = single(req.query.sort, "sort");
      if (sort !== undefined && !(sort in REVIEW_SORTS)) throw badInput(`sort must be one of ${Object.keys(REVIEW_SORTS).join(", ")}.`, "sort");
      return { id: req.params.id, first: integer(req.query.first) ?? 10, after: single(req.query.after, "after"), sort: sort ? REVIEW_SORTS[sort] : "NEWEST", vehicleId: single(req.query.vehicle, "vehicle") };
    },
    respond: (data) => ({ ...data.part.reviewSummary, reviews: data.part.reviews.edges.map((e: { node: ReviewData }) => review(e.node)) }),
    headers: (data, req) => nextLink(`/parts/${req.params.id}/reviews`, data.part.reviews.pageInfo, req, ["first", "sort", "vehicle"]),
    paramOf: { vehicleId: "vehicle" },
    query: [
      ...pageQuery,
      { name: "sort", required: false, description: "newest (the default), highest, lowest or helpful.", schema: str },
      { name: "vehicle", required: false, description: "A bike's id: only the reviews that name it.", schema: str },
    ],
    response: obj({ average: nullable(num), count: int, histogram: arrayOf(int), reviews: arrayOf(reviewSchema) }),
  },
  {
    method: "GET",
    path: "/parts/:id/questions",
    summary: "Riders' questions about a part with their answers (the shop's marked `byShop`), newest first, 10 a page. A Link header points to the next page.",
    auth: "public",
    operation: `query RestPartQuestions($id: ID!, $first: Int, $after: String) {
      part(id: $id) {
        questions(first: $first, after: $after) {
          edges { node { id authorName text createdAt answers { id authorName text byShop boughtThisPart createdAt } } }
          pageInfo { hasNextPage endCursor }
        }
      }
    }`,
    variables: (req) => ({ id: req.params.id, first: integer(req.query.first) ?? 10, after: single(req.query.after, "after") }),
    respond: (data) => data.part.questions.edges.map((e: { node: unknown }) => e.node),
    headers: (data, req) => nextLink(`/parts/${req.params.id}/questions`, data.part.questions.pageInfo, req, ["first"]),
    query: pageQuery,
    response: arrayOf(questionSchema),
  },
];
