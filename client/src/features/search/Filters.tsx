import { Box, Button, Checkbox, chakra, Field, Fieldset, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { BASE_CURRENCY } from "@shared/currencies";
import { useCurrency, useMoney } from "../../lib/currency";
import { currencySymbol, searchCopy as t } from "./copy";
import { boundText, parsePrice, typedBound, type SearchChange, type SearchState } from "./search-params";

/** Each filter a 44 px row on phones (a tap target, in the filters' drawer); tight beside the results from `md`. */
const ROW = { base: "11", md: "auto" } as const;

export interface Facet {
  value: string;
  label: string;
  count: number;
}

/** The facet's values, with the ticked ones the server did not count (a stale URL) kept so they can be unticked. */
function withSelected(values: readonly Facet[], selected: string[]): Facet[] {
  const known = new Set(values.map((v) => v.value));
  return [...values, ...selected.filter((v) => !known.has(v)).map((value) => ({ value, label: value, count: 0 }))];
}

function FacetGroup({
  legend,
  values,
  selected,
  onToggle,
}: {
  legend: string;
  values: Facet[];
  selected: string[];
  onToggle: (value: string, on: boolean) => void;
}) {
  if (values.length === 0) return null;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" fontSize="sm" mb="2">
        {legend}
      </Fieldset.Legend>
      <Stack gap={{ base: "0", md: "2" }} maxH={{ base: "none", md: "72" }} overflowY={{ base: "visible", md: "auto" }} pe="1">
        {values.map((facet) => (
          <Checkbox.Root
            key={facet.value}
            size="sm"
            minH={ROW}
            colorPalette="brand"
            checked={selected.includes(facet.value)}
            onCheckedChange={(e) => onToggle(facet.value, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">{t.facetOption(facet.label, facet.count)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}

/**
 * The price bounds, applied on submit (Enter, Apply) or when a field is left, once valid: numbers ≥ 0,
 * the minimum not above the maximum. A change of the URL (Back) shows its bounds, in the field whose
 * bound changed only: the minimum applied on leaving its field arrives while the maximum is being typed,
 * which keeps what was typed.
 *
 * The bounds are typed and shown in the currency prices are shown in (ADR 0070) and kept in the URL in
 * US dollars, as the search filters the catalogue's prices: a bound typed is converted so that the range
 * keeps every part whose price shows inside it, and the URL's bounds (a shared link's) are shown converted
 * as prices are. A change of currency (or its rate arriving) shows the URL's bounds in the new one.
 */
function PriceRange({ min, max, onApply }: { min: number | undefined; max: number | undefined; onApply: (min: number | undefined, max: number | undefined) => void }) {
  const { currency } = useMoney();
  const { rate } = useCurrency();
  const unit = currency === BASE_CURRENCY ? currency : `${currency}@${rate}`;
  const text = (n: number | undefined) => boundText(n, currency, rate);
  // What a field means in dollars: the URL's bound while it shows that bound, else what was typed, converted.
  const dollars = (typed: string, bound: "min" | "max", current: number | undefined) =>
    typed.trim() === text(current) ? current : typedBound(typed, bound, currency, rate);
  const [applied, setApplied] = useState({ min, max, unit });
  const [minText, setMinText] = useState(text(min));
  const [maxText, setMaxText] = useState(text(max));
  const [error, setError] = useState<string | null>(null);
  if (applied.min !== min || applied.max !== max || applied.unit !== unit) {
    // The URL or the currency changed: show its bounds (React's way to reset state from props, during render).
    const again = applied.unit !== unit;
    if (again || (applied.min !== min && dollars(minText, "min", min) !== min)) setMinText(text(min));
    if (again || (applied.max !== max && dollars(maxText, "max", max) !== max)) setMaxText(text(max));
    setApplied({ min, max, unit });
    setError(null);
  }
  const errorId = useId();
  const symbol = currency === BASE_CURRENCY ? null : currencySymbol(currency);

  const apply = () => {
    const a = dollars(minText, "min", min);
    let b = dollars(maxText, "max", max);
    if (a === null || b === null) return setError(t.priceInvalid);
    // In order as typed, in the shopper's currency.
    const typedMin = parsePrice(minText);
    const typedMax = parsePrice(maxText);
    if (typedMin != null && typedMax != null && typedMin > typedMax) return setError(t.priceOrder);
    // A range narrower than one cent in the currency (₩14 or so) may hold no price it can show; the URL
    // cannot say so (reversed bounds are swapped), so it holds the minimum's cent.
    if (a !== undefined && b !== undefined && a > b) b = a;
    setError(null);
    if (a !== min || b !== max) onApply(a, b);
  };

  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // After the submit event: React turns a navigation (a transition) started during a form's submit
        // event into a form action, which this form is not.
        queueMicrotask(apply);
      }}
    >
      <Fieldset.Root invalid={!!error}>
        <Fieldset.Legend fontWeight="semibold" fontSize="sm" mb="2">
          {symbol ? t.priceIn(currency) : t.price}
        </Fieldset.Legend>
        <HStack gap="2" align="flex-end">
          <Field.Root invalid={!!error}>
            <Field.Label fontSize="xs">{symbol ? t.minPriceIn(symbol) : t.minPrice}</Field.Label>
            <Input
              size={{ base: "lg", md: "sm" }}
              inputMode="decimal"
              value={minText}
              onChange={(e) => setMinText(e.currentTarget.value)}
              onBlur={apply}
              aria-describedby={error ? errorId : undefined}
            />
          </Field.Root>
          <Field.Root invalid={!!error}>
            <Field.Label fontSize="xs">{symbol ? t.maxPriceIn(symbol) : t.maxPrice}</Field.Label>
            <Input
              size={{ base: "lg", md: "sm" }}
              inputMode="decimal"
              value={maxText}
              onChange={(e) => setMaxText(e.currentTarget.value)}
              onBlur={apply}
              aria-describedby={error ? errorId : undefined}
            />
          </Field.Root>
          <Button type="submit" size={{ base: "lg", md: "sm" }} variant="outline" colorPalette="brand" flexShrink={0}>
            {t.applyPrice}
          </Button>
        </HStack>
        {error && (
          <Text id={errorId} role="alert" fontSize="sm" color="red.700" mt="1">
            {error}
          </Text>
        )}
      </Fieldset.Root>
    </chakra.form>
  );
}

/** Every filter of a search: the active bike's fit, the facets with their counts, availability, price. */
export function Filters({
  state,
  bike,
  categories,
  brands,
  showCategories,
  onChange,
}: {
  state: SearchState;
  /** The active bike's name: "Fits your <bike>" is then a filter, on unless switched off. */
  bike?: string | null;
  categories: readonly Facet[];
  brands: readonly Facet[];
  /** Off on a category page, whose category is the page's own. */
  showCategories: boolean;
  onChange: (change: SearchChange) => void;
}) {
  return (
    <Stack gap="6">
      {bike && (
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold" fontSize="sm" mb="2">
            {t.fitment}
          </Fieldset.Legend>
          <Checkbox.Root size="sm" minH={ROW} colorPalette="brand" checked={state.fits} onCheckedChange={(e) => onChange({ kind: "fits", on: e.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">{t.fitsYour(bike)}</Checkbox.Label>
          </Checkbox.Root>
        </Fieldset.Root>
      )}
      {showCategories && (
        <FacetGroup
          legend={t.categories}
          values={withSelected(categories, state.categories)}
          selected={state.categories}
          onToggle={(value, on) => onChange({ kind: "toggle", param: "category", value, on })}
        />
      )}
      <FacetGroup
        legend={t.brands}
        values={withSelected(brands, state.brands)}
        selected={state.brands}
        onToggle={(value, on) => onChange({ kind: "toggle", param: "brand", value, on })}
      />
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold" fontSize="sm" mb="2">
          {t.availability}
        </Fieldset.Legend>
        <Checkbox.Root size="sm" minH={ROW} colorPalette="brand" checked={state.inStock} onCheckedChange={(e) => onChange({ kind: "inStock", on: e.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">{t.inStockOnly}</Checkbox.Label>
        </Checkbox.Root>
      </Fieldset.Root>
      <Box>
        <PriceRange min={state.minPrice} max={state.maxPrice} onApply={(min, max) => onChange({ kind: "price", min, max })} />
      </Box>
    </Stack>
  );
}
