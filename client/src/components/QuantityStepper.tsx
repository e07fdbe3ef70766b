import { Group, IconButton, Input } from "@chakra-ui/react";
import type { KeyboardEvent } from "react";
import { copy } from "../lib/copy";
import { MinusIcon, PlusIcon } from "./icons";

/** A whole number typed in a quantity field, or null. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

interface Props {
  /** The text in the field: what the shopper typed, not yet checked. */
  value: string;
  onValueChange: (value: string) => void;
  /** The shopper is done with a value: a −/+ press, Enter, or leaving the field. */
  onCommit?: (value: string) => void;
  min: number;
  max: number;
  /** The part's name, for the buttons' and (without `id`) the field's accessible names. */
  itemName: string;
  /** The field's id, when a visible label names it; otherwise it is labelled "Quantity of <name>". */
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  size?: "sm" | "md";
}

/**
 * A quantity within a part's minimum and stock: a number field (a spinbutton, so Up and Down change it)
 * between − and + buttons, which stop at the bounds. The parent checks and keeps the value.
 */
export function QuantityStepper({ value, onValueChange, onCommit, min, max, itemName, id, invalid, describedBy, disabled, size = "sm" }: Props) {
  const current = wholeNumber(value);
  const step = (by: number) => {
    const next = Math.min(max, Math.max(min, (current ?? min) + by));
    onValueChange(String(next));
    onCommit?.(String(next));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // In a form without onCommit, Enter submits the form as usual.
    if (event.key === "Enter" && onCommit) {
      event.preventDefault();
      onCommit(event.currentTarget.value);
    }
  };
  return (
    <Group attached>
      <IconButton
        variant="outline"
        size={size}
        aria-label={copy.cart.decrease(itemName)}
        disabled={disabled || (current !== null && current <= min)}
        onClick={() => step(-1)}
      >
        <MinusIcon />
      </IconButton>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        size={size}
        w="16"
        textAlign="center"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-label={id ? undefined : copy.cart.quantityOf(itemName)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(e) => onValueChange(e.currentTarget.value)}
        onBlur={(e) => onCommit?.(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <IconButton
        variant="outline"
        size={size}
        aria-label={copy.cart.increase(itemName)}
        disabled={disabled || (current !== null && current >= max)}
        onClick={() => step(1)}
      >
        <PlusIcon />
      </IconButton>
    </Group>
  );
}
