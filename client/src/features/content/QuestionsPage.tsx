import { Accordion, Container, Heading } from "@chakra-ui/react";
import { usePageTitle } from "../../components/PageTitle";
import { PageHeader } from "./PageHeader";
import { questions } from "./questions.content";
import { RichText } from "./RichText";
import { questionsCopy } from "./copy";

/** `/questions`: five programming questions; the first answer is open, each toggles on its own. */
export default function QuestionsPage() {
  usePageTitle(questionsCopy.title);
  return (
    <Container maxW="4xl" py={{ base: "10", md: "16" }}>
      <PageHeader title={questionsCopy.title} subtitle={questionsCopy.subtitle} />
      <Accordion.Root multiple collapsible defaultValue={[questions[0].id]} variant="enclosed" size="lg">
        {questions.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Heading as="h2" size="md" fontWeight="semibold">
              <Accordion.ItemTrigger cursor="pointer" textAlign="start">
                <span style={{ flex: 1 }}>{item.question}</span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <RichText blocks={item.answer} />
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Container>
  );
}
