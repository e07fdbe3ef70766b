import { Card, Flex, Heading, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

/** A card that is a section of its page, named by its heading (checkout's steps, an order's parts). */
export function TitledCard({ title, as, children }: { title: string; as: "h2" | "h3"; children: ReactNode }) {
  const id = useId();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={id}>
      <Card.Body gap="4">
        <Heading as={as} size="md" id={id}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** One line of an order's totals: its label and amount, the total's in bold. */
export function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="3" fontWeight={strong ? "bold" : undefined} fontSize={strong ? "lg" : undefined}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </Flex>
  );
}
