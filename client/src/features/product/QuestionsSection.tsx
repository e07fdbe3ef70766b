import { Badge, Box, Button, chakra, Field, Heading, HStack, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { answerText, partReviewLimits, questionText } from "@shared/part-review-schemas";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ErrorState } from "../../components/ErrorState";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { PartQuestionsQuery } from "../../gql/graphql";
import { errorMessage } from "../../lib/graphql-errors";
import { useSession } from "../../lib/session";
import { productCopy } from "./copy";
import { ReportAction, shortDate, SignInLink } from "./review-bits";

const t = productCopy.questions;
const PAGE = 10;

/** A question and its answers. */
export const QuestionItemFragment = graphql(`
  fragment QuestionItem_question on PartQuestion {
    id
    authorName
    text
    mine
    createdAt
    answers {
      id
      authorName
      text
      byShop
      boughtThisPart
      createdAt
    }
  }
`);

export const PartQuestionsDocument = graphql(`
  query PartQuestions($id: ID!, $first: Int!, $after: String) {
    part(id: $id) {
      id
      questions(first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            ...QuestionItem_question
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
      }
    }
  }
`);

export const AskQuestionDocument = graphql(`
  mutation AskQuestion($partId: ID!, $text: String!) {
    askQuestion(partId: $partId, text: $text) {
      id
      ...QuestionItem_question
    }
  }
`);

export const AnswerQuestionDocument = graphql(`
  mutation AnswerQuestion($questionId: ID!, $text: String!) {
    answerQuestion(questionId: $questionId, text: $text) {
      id
    }
  }
`);

type Connection = NonNullable<PartQuestionsQuery["part"]>["questions"];

/** A one-field form of plain text (a question, an answer), checked with the server's schema; the result is read out. */
function TextForm({ label, help, limit, submit, schema, send, onCancel }: {
  label: string;
  help?: string;
  limit: number;
  submit: string;
  schema: typeof questionText | typeof answerText;
  /** Sends the text; resolves to the message to read out. */
  send: (text: string) => Promise<string>;
  onCancel?: () => void;
}) {
  const helpId = useId();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(schema), defaultValues: { text: "" } });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ text }) => {
    setResult(null);
    try {
      const message = await send(text);
      reset({ text: "" });
      setResult({ ok: true, message });
    } catch (err) {
      setResult({ ok: false, message: errorMessage(err) });
    }
  });
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="2">
        <Field.Root invalid={!!errors.text} required>
          <Field.Label>{label}</Field.Label>
          <Textarea rows={3} maxLength={limit} aria-describedby={help ? helpId : undefined} {...register("text")} />
          {help && (
            <Text id={helpId} fontSize="sm" color="fg.muted">
              {help}
            </Text>
          )}
          <Field.ErrorText color="red.700">{errors.text?.message}</Field.ErrorText>
        </Field.Root>
        <Text role={result && !result.ok ? "alert" : "status"} aria-live="polite" fontSize="sm" color={result?.ok ? "green.700" : "red.700"}>
          {result?.message}
        </Text>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={isSubmitting}>
            {submit}
          </Button>
          {onCancel && (
            <Button size="sm" variant="ghost" onClick={onCancel}>
              {t.cancel}
            </Button>
          )}
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** One question, its answers (the shop's and buyers' marked as such), and for signed-in riders Answer and Report. */
function QuestionItem(props: { question: FragmentType<typeof QuestionItemFragment>; onAnswered: () => void }) {
  const question = useFragment(QuestionItemFragment, props.question);
  const signedIn = useSession().status === "signedIn";
  const [answering, setAnswering] = useState(false);
  const [answer] = useMutation(AnswerQuestionDocument);
  return (
    <Stack as="article" gap="2" py="4" borderBottomWidth="1px" aria-label={question.text}>
      <Heading as="h3" size="sm" wordBreak="break-word" whiteSpace="pre-line">
        {question.text}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t.asked(question.authorName, shortDate(question.createdAt))}
      </Text>
      {question.answers.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t.noAnswers}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" ps={{ base: "3", md: "5" }} borderStartWidth="2px" aria-label={t.answers(question.answers.length)}>
          {question.answers.map((a) => (
            <Stack as="li" key={a.id} gap="1">
              <HStack gap="2" wrap="wrap">
                <Text as="span" fontWeight="semibold" fontSize="sm">
                  {a.byShop ? t.shop : a.authorName}
                </Text>
                {a.byShop && (
                  <Badge colorPalette="brand" variant="solid">
                    {t.fromShop}
                  </Badge>
                )}
                {!a.byShop && a.boughtThisPart && (
                  <Badge colorPalette="green" variant="subtle">
                    {t.bought}
                  </Badge>
                )}
                <Text as="span" fontSize="sm" color="fg.muted">
                  {shortDate(a.createdAt)}
                </Text>
              </HStack>
              <Text whiteSpace="pre-line" wordBreak="break-word">
                {a.text}
              </Text>
              {signedIn && <ReportAction kind="ANSWER" id={a.id} />}
            </Stack>
          ))}
        </Stack>
      )}
      {signedIn && (
        <HStack gap="2" wrap="wrap">
          {!answering && (
            <Button size="xs" variant="outline" aria-label={t.answerFor(question.text)} onClick={() => setAnswering(true)}>
              {t.answer}
            </Button>
          )}
          {!question.mine && <ReportAction kind="QUESTION" id={question.id} />}
        </HStack>
      )}
      {answering && (
        <TextForm
          label={t.answerLabel}
          limit={partReviewLimits.answer}
          submit={t.sendAnswer}
          schema={answerText}
          onCancel={() => setAnswering(false)}
          send={async (text) => {
            await answer({ variables: { questionId: question.id, text } });
            props.onAnswered();
            return t.answerSent;
          }}
        />
      )}
    </Stack>
  );
}

/** "Questions and answers": riders' questions, newest first, page by page, and the form to ask one. */
export function QuestionsSection({ partId }: { partId: string }) {
  const signedIn = useSession().status;
  const client = useApolloClient();
  const list = useQuery(PartQuestionsDocument, { variables: { id: partId, first: PAGE } });
  const [ask] = useMutation(AskQuestionDocument);
  const [more, setMore] = useState<Connection[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const first = list.data?.part?.questions;
  const pages = first ? [first, ...more] : [];
  const last = pages[pages.length - 1];
  const edges = pages.flatMap((p) => p.edges);

  /**
   * After a question or an answer: the part's questions are dropped from the cache, and the list asks the
   * server again (as the reviews do). Not `refetch`: on a page just hydrated, that answers from the cache.
   */
  function reload() {
    setMore([]);
    client.cache.evict({ id: client.cache.identify({ __typename: "Part", id: partId }), fieldName: "questions" });
    client.cache.gc();
  }

  async function loadMore() {
    if (!last?.pageInfo.endCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const { data } = await client.query({ query: PartQuestionsDocument, variables: { id: partId, first: PAGE, after: last.pageInfo.endCursor }, fetchPolicy: "network-only" });
      const page = data?.part?.questions;
      if (page) setMore((m) => [...m, page]);
    } catch (err) {
      setMoreError(errorMessage(err));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <Stack as="section" aria-labelledby="questions" gap="4">
      <Heading as="h2" id="questions" size="lg">
        {t.heading}
      </Heading>
      <Box aria-live="polite" aria-busy={list.loading}>
        {list.loading && !first ? (
          <Stack gap="3" role="status" aria-label={t.loading}>
            <Skeleton h="5" w="60%" />
            <Skeleton h="10" />
          </Stack>
        ) : list.error && !first ? (
          <ErrorState error={list.error} title={t.loadError} onRetry={() => void list.refetch().catch(() => {})} />
        ) : edges.length === 0 ? (
          <Text color="fg.muted">{t.empty}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0">
            {edges.map((e) => (
              <li key={e.node.id}>
                <QuestionItem question={e.node} onAnswered={reload} />
              </li>
            ))}
          </Stack>
        )}
      </Box>
      {last?.pageInfo.hasNextPage && (
        <Button variant="outline" alignSelf="flex-start" loading={loadingMore} onClick={() => void loadMore()}>
          {t.showMore}
        </Button>
      )}
      {moreError && (
        <Text role="alert" color="red.700">
          {moreError}
        </Text>
      )}
      {signedIn === "signedIn" && (
        <Stack gap="2" borderWidth="1px" borderRadius="lg" p={{ base: "4", md: "6" }}>
          <Heading as="h3" size="md">
            {t.ask}
          </Heading>
          <TextForm
            label={t.question}
            help={t.questionHelp}
            limit={partReviewLimits.question}
            submit={t.send}
            schema={questionText}
            send={async (text) => {
              await ask({ variables: { partId, text } });
              reload();
              return t.sent;
            }}
          />
        </Stack>
      )}
      {signedIn === "signedOut" && <SignInLink partId={partId} hash="#questions">{t.signIn}</SignInLink>}
    </Stack>
  );
}
