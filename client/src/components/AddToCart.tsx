import { Button, chakra, Field, HStack, VisuallyHidden, type ButtonProps } from "@chakra-ui/react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { CartInputError, quantityProblem, useCartActions, type CartPart } from "../lib/cart";
import { copy } from "../lib/copy";
import { toaster } from "../lib/toaster";
import { errorMessage } from "./ErrorState";
import { QuantityStepper, wholeNumber } from "./QuantityStepper";

const t = copy.cart;

/** The words for a refused change: the cart's own check, or the server's message. */
function refusal(error: unknown): string {
  return error instanceof CartInputError ? error.message : errorMessage(error);
}

/** Adds to the cart, then says so (with a way to the cart); a refusal is given back to show. */
function useAddToCart(part: CartPart) {
  const { add } = useCartActions();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const run = async (quantity: number): Promise<string | null> => {
    setAdding(true);
    try {
      await add(part, quantity);
      toaster.success({
        title: t.added,
        description: t.addedWhat(quantity, part.name),
        action: { label: t.viewCart, onClick: () => void navigate("/cart") },
      });
      return null;
    } catch (error) {
      return refusal(error);
    } finally {
      setAdding(false);
    }
  };
  return { run, adding };
}

/** A card's one-click "Add to cart": the part's minimum quantity. Nothing for a part that cannot be bought. */
export function AddToCartButton({ part, ...props }: { part: CartPart } & Omit<ButtonProps, "onClick" | "children" | "part">) {
  const { run, adding } = useAddToCart(part);
  if (part.soldOut) return null;
  const onClick = async () => {
    const refused = await run(part.minquantity);
    if (refused) toaster.error({ title: t.notAdded, description: refused });
  };
  return (
    <Button variant="outline" colorPalette="brand" {...props} loading={adding} loadingText={t.adding} onClick={onClick}>
      {t.add}
      <VisuallyHidden>: {part.name}</VisuallyHidden>
    </Button>
  );
}

/** The part page's quantity (within the minimum and the stock) and its "Add to cart" button. */
export function AddToCartForm({ part }: { part: CartPart }) {
  const { run, adding } = useAddToCart(part);
  const [text, setText] = useState(String(part.minquantity));
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  if (part.soldOut) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const quantity = wholeNumber(text);
    const refused = quantity === null ? t.wholeNumber : quantityProblem(part, quantity);
    if (refused || quantity === null) {
      setProblem(refused ?? t.wholeNumber);
      return;
    }
    setProblem(await run(quantity));
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="2" onSubmit={onSubmit} aria-label={t.addFor(part.name)} noValidate>
      <Field.Root invalid={!!problem}>
        <Field.Label htmlFor={inputId}>{t.quantity}</Field.Label>
        <HStack gap="3" wrap="wrap" align="flex-start">
          <QuantityStepper
            id={inputId}
            size="md"
            value={text}
            onValueChange={(value) => {
              setText(value);
              setProblem(null);
            }}
            min={part.minquantity}
            max={part.avquantity}
            itemName={part.name}
            invalid={!!problem}
            describedBy={problem ? `${errorId} ${helpId}` : helpId}
          />
          <Button type="submit" colorPalette="brand" variant="outline" size="md" loading={adding} loadingText={t.adding}>
            {t.add}
          </Button>
        </HStack>
        <Field.HelperText id={helpId}>{t.quantityHelp(part.minquantity, part.avquantity)}</Field.HelperText>
        {problem && (
          <Field.ErrorText id={errorId} role="alert" color="red.700">
            {problem}
          </Field.ErrorText>
        )}
      </Field.Root>
    </chakra.form>
  );
}
