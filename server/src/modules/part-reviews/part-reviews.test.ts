import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";

/**
 * Riders' reviews of parts, their questions and answers, and moderation, through GraphQL and REST on a
 * seeded shop: one review per rider and part, "verified purchase" only after delivery, the part's figures
 * after edits, hides and deletes, the asker's email, and hidden items gone from cached answers at once.
 */

const REVIEW_FIELDS = "id authorName rating title body vehicle { id name } usedFor verifiedPurchase onYourBike helpfulCount votedHelpful mine";
const ADD = `mutation($input: PartReviewInput!) { addPartReview(input: $input) { ${REVIEW_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: PartReviewUpdate!) { updatePartReview(id: $id, input: $input) { ${REVIEW_FIELDS} } }`;
const PART = `query($id: ID!, $sort: PartReviewSort, $vehicleId: ID, $first: Int, $after: String) {
  part(id: $id) {
    reviewSummary { average count histogram }
    reviews(sort: $sort, vehicleId: $vehicleId, first: $first, after: $after) { totalCount edges { node { ${REVIEW_FIELDS} } } pageInfo { hasNextPage endCursor } }
  }
}`;
const QUESTIONS = `query($id: ID!) { part(id: $id) { questions { totalCount edges { node { id authorName text mine answers { id authorName text byShop boughtThisPart } } } } } }`;
const DENVER = { fullName: "Dana Cruz", line1: "1600 Pennsylvania St", city: "Denver", region: "CO", postalCode: "80203", country: "US", phone: "+1 303 555 0100" };

interface Review {
  id: string;
  rating: number;
  title: string;
  vehicle: { id: string; name: string } | null;
  usedFor: string | null;
  verifiedPurchase: boolean;
  onYourBike: boolean;
  helpfulCount: number;
  votedHelpful: boolean;
  mine: boolean;
}

describe("reviews and questions on parts", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  let method: string;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    shop = await startTestShop({ seed: true, adminEmails: [adminEmail], env: { DEMO_PAYMENTS: "true" } });
    admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
    // The demo shop ships to the United States; its first method there.
    const zones = await shop.graphql(`{ shippingZones { countries methods { id } } }`, {}, admin.token);
    expect(zones.errors).toBeUndefined();
    method = zones.data!.shippingZones.find((z: { countries: string[] }) => z.countries.includes("US")).methods[0].id;
  });
  afterAll(() => shop.close());

  const newPart = async (name: string) => {
    const res = await shop.graphql(
      `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
      { input: { name, description: "For the review tests.", picture: "/images/parts/adjustable-levers.svg", price: 30, minquantity: 1, avquantity: 1_000, weightKg: 0.5 } },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.addPart.id as string;
  };
  const bikes = async (n: number) => (await shop.prisma.vehicle.findMany({ orderBy: [{ makeSlug: "asc" }, { modelSlug: "asc" }, { year: "asc" }, { id: "asc" }], take: n })).map((v) => v.id);
  const garage = async (rider: SignedInUser, vehicleId: string) =>
    expect((await shop.graphql(`mutation($v: ID!) { addToGarage(vehicleId: $v) { vehicle { id } } }`, { v: vehicleId }, rider.token)).errors).toBeUndefined();
  const shippedOrder = async (rider: SignedInUser, partId: string) => {
    const placed = await shop.graphql(
      `mutation($input: CheckoutInput!) { checkout(input: $input) { id } }`,
      { input: { lines: [{ partId, quantity: 1 }], address: DENVER, shippingMethod: method, idempotencyKey: `review-${Math.random().toString(36).slice(2)}` } },
      rider.token,
    );
    expect(placed.errors).toBeUndefined();
    const id = placed.data!.checkout.id;
    expect((await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id }, rider.token)).errors).toBeUndefined();
    expect((await shop.graphql(`mutation($id: ID!, $t: String!) { addShipment(orderId: $id, input: { carrier: ups, trackingNumber: $t }) { status } }`, { id, t: `1Z${Math.random().toString(36).slice(2, 12).toUpperCase()}` }, admin.token)).errors).toBeUndefined();
    return id as string;
  };
  const markDelivered = async (orderId: string) =>
    expect((await shop.graphql(`mutation($id: ID!) { markOrderDelivered(id: $id) { status } }`, { id: orderId }, admin.token)).errors).toBeUndefined();
  const review = (rider: SignedInUser, input: Record<string, unknown>) => shop.graphql(ADD, { input: { title: "Solid part", body: "Fitted in ten minutes.", ...input } }, rider.token);

  it("takes one review per rider and part, checks what it says, and lets its writer edit and delete it", async () => {
    const partId = await newPart("Review lever set");
    const rider = await signUpAndSignIn(shop, { displayName: "Kai Rider" });
    const [bike, otherBike] = await bikes(2);
    await garage(rider, bike);

    const bad = await review(rider, { partId, rating: 6, title: " " });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    const fields = (bad.errors![0].extensions!.fields as { field: string }[] | undefined)?.map((f) => f.field) ?? [bad.errors![0].extensions!.field];
    expect(fields).toContain("rating");
    const notMine = await review(rider, { partId, rating: 4, vehicleId: otherBike });
    expect(notMine.errors?.[0]).toMatchObject({ message: "Name a bike from your garage, or none.", extensions: { code: "BAD_USER_INPUT", field: "vehicleId" } });
    expect((await review(rider, { partId: "not-an-id", rating: 4 })).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect((await review(rider, { partId: "00000000-0000-4000-8000-000000000000", rating: 4 })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(await shop.prisma.partReview.count({ where: { partId } })).toBe(0);

    const added = await review(rider, { partId, rating: 4, vehicleId: bike, usedFor: "MONTHS" });
    expect(added.errors).toBeUndefined();
    const mine = added.data!.addPartReview as Review;
    expect(mine).toMatchObject({ authorName: "Kai Rider", rating: 4, usedFor: "MONTHS", verifiedPurchase: false, onYourBike: true, mine: true, vehicle: { id: bike } });

    const again = await review(rider, { partId, rating: 5 });
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT" } });
    expect(await shop.prisma.partReview.count({ where: { partId } })).toBe(1);

    const other = await signUpAndSignIn(shop);
    const theirs = await shop.graphql(UPDATE, { id: mine.id, input: { rating: 1, title: "Mine now", body: "x" } }, other.token);
    expect(theirs.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const edited = await shop.graphql(UPDATE, { id: mine.id, input: { rating: 2, title: "Wore out fast", body: "Gone after a season." } }, rider.token);
    expect(edited.data!.updatePartReview).toMatchObject({ rating: 2, title: "Wore out fast", vehicle: null, usedFor: null });
    expect((await shop.graphql(PART, { id: partId })).data!.part.reviewSummary).toEqual({ average: 2, count: 1, histogram: [0, 1, 0, 0, 0] });

    expect((await shop.graphql(`mutation($id: ID!) { deletePartReview(id: $id) { id } }`, { id: mine.id }, other.token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await shop.graphql(`mutation($id: ID!) { deletePartReview(id: $id) { id } }`, { id: mine.id }, rider.token)).errors).toBeUndefined();
    expect((await shop.graphql(PART, { id: partId })).data!.part.reviewSummary).toEqual({ average: null, count: 0, histogram: [0, 0, 0, 0, 0] });
    expect((await shop.graphql(`mutation($id: ID!) { addPartReview(input: { partId: $id, rating: 3, title: "t", body: "b" }) { id } }`, { id: partId })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("marks a review a verified purchase only once the rider's order with the part is delivered", async () => {
    const partId = await newPart("Review chain lube");
    const rider = await signUpAndSignIn(shop);
    const orderId = await shippedOrder(rider, partId);
    const added = await review(rider, { partId, rating: 5 });
    expect(added.data!.addPartReview.verifiedPurchase).toBe(false);
    await markDelivered(orderId);
    const listed = await shop.graphql(PART, { id: partId });
    expect(listed.data!.part.reviews.edges.map((e: { node: Review }) => e.node.verifiedPurchase)).toEqual([true]);

    // Another rider with the same part in an order that was only paid is not verified.
    const payer = await signUpAndSignIn(shop);
    await shippedOrder(payer, partId);
    expect((await review(payer, { partId, rating: 3 })).data!.addPartReview.verifiedPurchase).toBe(false);
  });

  it("sums ratings into the average and histogram, sorts, filters by bike, pages, and counts one helpful vote per rider", async () => {
    const partId = await newPart("Review brake pads");
    const [bike, otherBike] = await bikes(2);
    const riders = await Promise.all([1, 2, 3, 4].map((n) => signUpAndSignIn(shop, { displayName: `Rider ${n}` })));
    await garage(riders[0], bike);
    await garage(riders[1], bike);
    await garage(riders[2], otherBike);
    const ids: string[] = [];
    for (const [i, rating] of [5, 4, 4, 1].entries()) {
      const res = await review(riders[i], { partId, rating, title: `Review ${i + 1}`, vehicleId: i < 2 ? bike : i === 2 ? otherBike : null });
      expect(res.errors).toBeUndefined();
      ids.push(res.data!.addPartReview.id);
    }
    const summary = (await shop.graphql(PART, { id: partId })).data!.part.reviewSummary;
    expect(summary).toEqual({ average: 3.5, count: 4, histogram: [1, 0, 0, 2, 1] });

    const ratings = async (sort: string) => (await shop.graphql(PART, { id: partId, sort })).data!.part.reviews.edges.map((e: { node: Review }) => e.node.rating);
    expect(await ratings("HIGHEST")).toEqual([5, 4, 4, 1]);
    expect(await ratings("LOWEST")).toEqual([1, 4, 4, 5]);

    const onBike = await shop.graphql(PART, { id: partId, vehicleId: bike });
    expect(onBike.data!.part.reviews.totalCount).toBe(2);
    expect(onBike.data!.part.reviews.edges.every((e: { node: Review }) => e.node.onYourBike && e.node.vehicle?.id === bike)).toBe(true);
    // Signed in, a review naming the rider's active bike is "on your bike", without asking for it.
    const asRider2 = await shop.graphql(PART, { id: partId, sort: "HIGHEST" }, riders[1].token);
    expect(asRider2.data!.part.reviews.edges.map((e: { node: Review }) => [e.node.title, e.node.onYourBike, e.node.mine])).toEqual([
      ["Review 1", true, false],
      // Equal ratings: the newer first.
      ["Review 3", false, false],
      ["Review 2", true, true],
      ["Review 4", false, false],
    ]);

    const first = await shop.graphql(PART, { id: partId, first: 3 });
    expect(first.data!.part.reviews.pageInfo.hasNextPage).toBe(true);
    const rest = await shop.graphql(PART, { id: partId, first: 3, after: first.data!.part.reviews.pageInfo.endCursor });
    expect(rest.data!.part.reviews.edges).toHaveLength(1);
    expect(rest.data!.part.reviews.pageInfo.hasNextPage).toBe(false);
    const wrongList = await shop.graphql(PART, { id: partId, first: 3, sort: "LOWEST", after: first.data!.part.reviews.pageInfo.endCursor });
    expect(wrongList.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "after" });

    const vote = (id: string, rider: SignedInUser) => shop.graphql(`mutation($id: ID!) { markReviewHelpful(id: $id) { helpfulCount votedHelpful } }`, { id }, rider.token);
    expect((await vote(ids[0], riders[0])).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect((await vote(ids[0], riders[1])).data!.markReviewHelpful).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect((await vote(ids[0], riders[1])).data!.markReviewHelpful).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect((await vote(ids[0], riders[2])).data!.markReviewHelpful.helpfulCount).toBe(2);
    expect((await vote(ids[1], riders[0])).data!.markReviewHelpful.helpfulCount).toBe(1);
    expect(await ratings("NEWEST")).toEqual([1, 4, 4, 5]);
    // Two votes, one, then the unvoted newest first.
    expect(await ratings("HELPFUL")).toEqual([5, 4, 1, 4]);
    const asVoter = await shop.graphql(PART, { id: partId, sort: "HELPFUL" }, riders[2].token);
    expect(asVoter.data!.part.reviews.edges.map((e: { node: Review }) => e.node.votedHelpful)).toEqual([true, false, false, false]);
  });

  it("answers questions as the shop and as buyers, and emails the asker", async () => {
    const partId = await newPart("Review fork seals");
    const asker = await signUpAndSignIn(shop, { displayName: "Asking Rider" });
    const buyer = await signUpAndSignIn(shop, { displayName: "Buying Rider" });
    await markDelivered(await shippedOrder(buyer, partId));

    expect((await shop.graphql(`mutation($p: ID!) { askQuestion(partId: $p, text: "  ") { id } }`, { p: partId }, asker.token)).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const asked = await shop.graphql(`mutation($p: ID!) { askQuestion(partId: $p, text: "Does it fit a 2019 MT-07 with 41 mm forks? https://example.com") { id text mine } }`, { p: partId }, asker.token);
    expect(asked.data!.askQuestion).toMatchObject({ text: "Does it fit a 2019 MT-07 with 41 mm forks? https://example.com", mine: true });
    const questionId = asked.data!.askQuestion.id;

    const answer = (rider: SignedInUser, text: string) => shop.graphql(`mutation($q: ID!, $t: String!) { answerQuestion(questionId: $q, text: $t) { authorName byShop boughtThisPart } }`, { q: questionId, t: text }, rider.token);
    expect((await answer(admin, "Yes: it is made for 41 mm tubes.")).data!.answerQuestion).toEqual({ authorName: "MotoParts USA", byShop: true, boughtThisPart: false });
    expect((await answer(buyer, "Fitted mine last spring.")).data!.answerQuestion).toEqual({ authorName: "Buying Rider", byShop: false, boughtThisPart: true });

    const listed = await shop.graphql(QUESTIONS, { id: partId });
    expect(listed.data!.part.questions.totalCount).toBe(1);
    expect(listed.data!.part.questions.edges[0].node.answers.map((a: { text: string }) => a.text)).toEqual(["Yes: it is made for 41 mm tubes.", "Fitted mine last spring."]);

    const emails = await shop.prisma.outboxEmail.findMany({ where: { kind: "question-answered", toEmail: asker.email }, orderBy: { createdAt: "asc" } });
    expect(emails).toHaveLength(2);
    expect(emails[0].subject).toBe("Your question about Review fork seals was answered");
    expect(emails[0].text).toContain("MotoParts USA answered:");
    expect(emails[0].text).toContain(`/product/${partId}#questions`);

    const rest = await fetch(`${shop.url}/parts/${partId}/questions`, { headers: { accept: "application/json" } });
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as { answers: { byShop: boolean }[] }[];
    expect(body[0].answers.map((a) => a.byShop)).toEqual([true, false]);
  });

  it("hides a reported review from every answer at once, cached ones too, and restores it", async () => {
    const partId = await newPart("Review tyre levers");
    const writer = await signUpAndSignIn(shop);
    const reporter = await signUpAndSignIn(shop);
    const id = (await review(writer, { partId, rating: 1, title: "Rubbish", body: "Buy elsewhere" })).data!.addPartReview.id;
    const restReviews = async () => (await (await fetch(`${shop.url}/parts/${partId}/reviews`, { headers: { accept: "application/json" } })).json()) as { count: number; reviews: { id: string }[] };
    expect((await restReviews()).reviews.map((r) => r.id)).toEqual([id]);
    expect((await restReviews()).count).toBe(1);
    // The answer is one the shop's response cache keeps.
    expect((await fetch(`${shop.url}/parts/${partId}/reviews`, { headers: { accept: "application/json" } })).headers.get("cache-control")).toMatch(/^max-age=\d+, public$/);

    const report = () => shop.graphql(`mutation($id: ID!) { reportContent(kind: REVIEW, id: $id, reason: "Abusive") { recorded } }`, { id }, reporter.token);
    expect((await report()).data!.reportContent.recorded).toBe(true);
    expect((await report()).data!.reportContent.recorded).toBe(false);
    const hideAsRider = await shop.graphql(`mutation($id: ID!) { hideContent(kind: REVIEW, id: $id, reason: "x") { hidden } }`, { id }, reporter.token);
    expect(hideAsRider.errors?.[0].extensions?.code).toBe("FORBIDDEN");

    const queue = await shop.graphql(`{ reportedContent { kind id reports reasons hidden } }`, {}, admin.token);
    expect(queue.data!.reportedContent).toContainEqual({ kind: "REVIEW", id, reports: 1, reasons: ["Abusive"], hidden: false });

    const hidden = await shop.graphql(`mutation($id: ID!) { hideContent(kind: REVIEW, id: $id, reason: "Insults another rider") { hidden hiddenReason } }`, { id }, admin.token);
    expect(hidden.data!.hideContent).toEqual({ hidden: true, hiddenReason: "Insults another rider" });
    expect(await restReviews()).toMatchObject({ count: 0, reviews: [] });
    expect((await shop.graphql(PART, { id: partId })).data!.part.reviewSummary.count).toBe(0);
    expect((await shop.graphql(`mutation($id: ID!) { markReviewHelpful(id: $id) { id } }`, { id }, reporter.token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");

    expect((await shop.graphql(`mutation($id: ID!) { restoreContent(kind: REVIEW, id: $id) { hidden } }`, { id }, admin.token)).data!.restoreContent).toEqual({ hidden: false });
    expect((await restReviews()).reviews.map((r) => r.id)).toEqual([id]);
  });
});

describe("the per-account limit on reviews, questions, answers and reports", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: true, env: { RATE_LIMITS: "on" } });
  });
  afterAll(() => shop.close());

  it("limits what one account writes in a minute", async () => {
    const rider = await signUpAndSignIn(shop);
    const partId = (await shop.prisma.part.findFirstOrThrow()).id;
    const ask = () => shop.graphql(`mutation($p: ID!) { askQuestion(partId: $p, text: "Is it in stock?") { id } }`, { p: partId }, rider.token);
    for (let i = 0; i < 10; i++) expect((await ask()).errors).toBeUndefined();
    const refused = await ask();
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "TOO_MANY_REQUESTS", retryAfter: 60 });
    expect(await shop.prisma.partQuestion.count({ where: { partId } })).toBe(10);
  });
});
