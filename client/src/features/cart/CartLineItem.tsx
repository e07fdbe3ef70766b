import { Box, Button, Flex, Link, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useMoney } from "../../lib/currency";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { errorMessage } from "../../components/ErrorState";
import { TrashIcon } from "../../components/icons";
import { categoryPlaceholder, PartImage } from "../../components/PartImage";
import { QuantityStepper, wholeNumber } from "../../components/QuantityStepper";
import { CartInputError, quantityProblem, type CartActions, type CartLine } from "../../lib/cart";
import { copy } from "../../lib/copy";
import { toaster } from "../../lib/toaster";
import { cartCopy as t } from "./copy";

const refusal = (error: unknown) => (error instanceof CartInputError ? error.message : errorMessage(error));

const NOTICE_COLORS = { PRICE_CHANGED: "orange.800", QUANTITY_LOWERED: "orange.800", UNAVAILABLE: "red.700" } as const;
const NOTICE_BG = { PRICE_CHANGED: "orange.50", QUANTITY_LOWERED: "orange.50", UNAVAILABLE: "red.50" } as const;

function Notices({ line }: { line: CartLine }) {
  if (line.notices.length === 0) return null;
  return (
    <Stack as="ul" gap="1" listStyle="none" aria-label={t.notices(line.name)}>
      {line.notices.map((notice) => (
        <Text
          as="li"
          key={notice.kind}
          fontSize="sm"
          fontWeight="medium"
          color={NOTICE_COLORS[notice.kind]}
          bg={NOTICE_BG[notice.kind]}
          borderRadius="sm"
          px="2"
          py="1"
        >
          {notice.message}
        </Text>
      ))}
    </Stack>
  );
}

/** The line's quantity: checked against the part's minimum and stock before it is sent. */
function LineQuantity({ line, actions }: { line: CartLine & { part: NonNullable<CartLine["part"]> }; actions: CartActions }) {
  const [text, setText] = useState(String(line.quantity));
  // The quantity as last shown: when the cart brings a new one (the server's answer, a lowered stock), the
  // field follows it, without remounting (the focus stays on the button pressed).
  const [shown, setShown] = useState(line.quantity);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setText(String(line.quantity));
  }

  const commit = async (value: string) => {
    const quantity = wholeNumber(value);
    if (quantity === line.quantity) {
      setProblem(null);
      return;
    }
    const refused = quantity === null ? copy.cart.wholeNumber : quantityProblem(line.part, quantity);
    if (refused || quantity === null) {
      setProblem(refused ?? copy.cart.wholeNumber);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await actions.setQuantity(line, quantity);
    } catch (error) {
      setProblem(refusal(error));
      setText(String(line.quantity));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="1" aria-busy={busy}>
      <QuantityStepper
        value={text}
        onValueChange={(value) => {
          setText(value);
          setProblem(null);
        }}
        onCommit={(value) => void commit(value)}
        min={line.part.minquantity}
        max={Math.max(line.part.minquantity, line.part.avquantity)}
        itemName={line.name}
        invalid={!!problem}
        describedBy={problem ? errorId : undefined}
      />
      {problem && (
        <Text id={errorId} role="alert" fontSize="sm" color="red.700" maxW="xs">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One line of the cart: picture, name (to the part's page), part number, unit price, quantity, line total,
 * what changed since, and Remove. A line that can no longer be bought counts for nothing and can only be removed.
 */
export function CartLineItem({ line, actions, onNavigate }: { line: CartLine; actions: CartActions; onNavigate?: () => void }) {
  const money = useMoney();
  const [removing, setRemoving] = useState(false);
  const part = line.part;
  const available = part !== null && line.unitPrice !== null;
  const nameId = useId();

  const remove = async () => {
    setRemoving(true);
    try {
      await actions.remove(line);
    } catch (error) {
      toaster.error({ title: t.notRemoved, description: refusal(error) });
      setRemoving(false);
    }
  };

  return (
    <Flex as="li" gap="3" py="4" borderBottomWidth="1px" align="flex-start" aria-labelledby={nameId} opacity={available ? 1 : 0.85}>
      <PartImage
        src={part?.picture ?? categoryPlaceholder(null)}
        name={line.name}
        alt=""
        category={part?.category}
        htmlWidth={80}
        htmlHeight={80}
        w={{ base: "16", sm: "20" }}
        h={{ base: "16", sm: "20" }}
        flexShrink={0}
        objectFit="cover"
        borderRadius="md"
        bg="bg.muted"
        loading="lazy"
      />
      <Stack gap="2" flex="1" minW="0">
        <Box>
          <Text id={nameId} fontWeight="semibold" wordBreak="break-word">
            {part ? (
              <Link asChild color="navy.700" _hover={{ textDecoration: "underline" }}>
                <RouterLink to={`/product/${part.id}`} onClick={onNavigate}>
                  {line.name}
                </RouterLink>
              </Link>
            ) : (
              line.name
            )}
          </Text>
          {part?.partNumber && (
            <Text fontSize="sm" color="fg.muted">
              {t.partNumber(part.partNumber)}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            <VisuallyHidden>{t.unitPriceLabel}: </VisuallyHidden>
            {line.unitPrice === null ? t.unavailablePrice : t.unitPrice(money.price(line.unitPrice))}
          </Text>
        </Box>
        <Notices line={line} />
        <Flex gap="3" align="center" justify="space-between" wrap="wrap">
          {available ? <LineQuantity line={{ ...line, part }} actions={actions} /> : <Box />}
          <Text fontWeight="bold" color="navy.700" ms="auto">
            <VisuallyHidden>{t.lineTotalLabel}: </VisuallyHidden>
            {line.unitPrice === null ? copy.common.dollars(line.lineTotal) : money.lines([line])}
          </Text>
          <Button
            variant="ghost"
            size="sm"
            colorPalette="red"
            aria-label={t.removeFor(line.name)}
            loading={removing}
            onClick={() => void remove()}
          >
            <TrashIcon />
            <Box as="span" display={{ base: "none", sm: "inline" }}>
              {t.remove}
            </Box>
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}
