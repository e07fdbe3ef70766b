import { Box, chakra, Flex, IconButton, Input, Text, VisuallyHidden } from "@chakra-ui/react";
import { useMoney } from "../../lib/currency";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SVGProps } from "react";
import { useNavigate } from "react-router-dom";
import { PartImage } from "../../components/PartImage";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { SearchSuggestionsQuery } from "../../gql/graphql";
import { useApolloClientLoader } from "../../lib/apollo";
import { copy } from "../../lib/copy";

const t = copy.searchBox;

/** Suggestions start at this many characters (the server's own threshold). */
export const MIN_CHARS = 2;
/** Wait this long after the last keystroke before asking for suggestions. */
export const DEBOUNCE_MS = 150;

export const SearchSuggestionsDocument = graphql(`
  query SearchSuggestions($query: String!) {
    searchSuggestions(query: $query) {
      parts {
        id
        ...SuggestionPart_part
      }
      categories {
        id
        slug
        label
        parent {
          id
          label
        }
      }
    }
  }
`);

const SuggestionPartFragment = graphql(`
  fragment SuggestionPart_part on Part {
    id
    name
    picture
    category
    partNumber
    price
  }
`);

export const SearchIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden focusable={false} {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

type Suggestions = SearchSuggestionsQuery["searchSuggestions"];

function PartOption(props: { part: FragmentType<typeof SuggestionPartFragment> }) {
  const money = useMoney();
  const part = useFragment(SuggestionPartFragment, props.part);
  return (
    <Flex gap="3" align="center" minW="0">
      <PartImage
        src={part.picture}
        name={part.name}
        alt=""
        category={part.category}
        htmlWidth={40}
        htmlHeight={40}
        w="10"
        h="10"
        flexShrink={0}
        objectFit="cover"
        borderRadius="sm"
        bg="bg.muted"
      />
      <Box minW="0" flex="1">
        <Text fontWeight="medium" truncate>
          {part.name}
        </Text>
        {part.partNumber && (
          <Text fontSize="xs" color="fg.muted" truncate>
            {t.partNumber(part.partNumber)}
          </Text>
        )}
      </Box>
      <Text fontWeight="semibold" fontSize="sm" flexShrink={0}>
        {money.price(part.price)}
      </Text>
    </Flex>
  );
}

/**
 * The top bar's search: a combobox (WAI-ARIA's pattern, list autocomplete) whose suggestions, from the
 * 2nd character, are up to 6 parts and the matching categories. Arrow keys move through them, Enter opens
 * the highlighted one, or searches for the words when none is; Escape closes the list (and clears the
 * words when it is closed). The API client loads with the first suggestions asked for.
 */
export function SearchBox({
  shownQuery = "",
  focusOnMount = false,
  onNavigate,
}: {
  /** The words of the search the page shows, if any: the box shows them too. */
  shownQuery?: string;
  focusOnMount?: boolean;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const loadClient = useApolloClientLoader();
  const [value, setValue] = useState(shownQuery);
  const [shown, setShown] = useState(shownQuery);
  if (shown !== shownQuery) {
    // Another search page (or none): show its words (React's way to reset state from props, during render).
    setShown(shownQuery);
    setValue(shownQuery);
  }
  // No suggestions (nor the API client's download) until the box is used.
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [result, setResult] = useState<{ term: string; suggestions: Suggestions } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const term = value.trim();

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (!used || term.length < MIN_CHARS) return;
    let current = true;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const client = await loadClient();
          const { data } = await client.query({ query: SearchSuggestionsDocument, variables: { query: term } });
          if (current && data) setResult({ term, suggestions: data.searchSuggestions });
        } catch {
          // Suggestions are a convenience: without them, Enter still searches.
        }
      })();
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [used, term, loadClient]);

  // The last suggestions stay while the next ones load, so the list does not flicker as one types.
  const suggestions = term.length >= MIN_CHARS ? result?.suggestions : undefined;
  const options = [
    ...(suggestions?.parts ?? []).map((part) => ({ key: `part-${part.id}`, to: `/product/${part.id}`, part })),
    ...(suggestions?.categories ?? []).map((category) => ({ key: `category-${category.id}`, to: `/category/${category.slug}`, category })),
  ];
  const expanded = open && options.length > 0;
  const highlighted = expanded && active >= 0 && active < options.length ? active : -1;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
    void navigate(to);
  };

  /** A search for the words typed; nothing for an empty box. */
  const search = () => {
    if (term) go(`/search?${new URLSearchParams({ q: term }).toString()}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (options.length === 0) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : options.length - 1);
          return;
        }
        setActive(down ? (highlighted + 1) % options.length : highlighted <= 0 ? options.length - 1 : highlighted - 1);
        return;
      }
      case "Enter":
        event.preventDefault();
        if (highlighted >= 0) go(options[highlighted].to);
        else search();
        return;
      case "Escape":
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else {
          setValue("");
        }
        return;
    }
  };

  return (
    <chakra.form
      role="search"
      position="relative"
      w="full"
      onSubmit={(event) => {
        event.preventDefault();
        // After the submit event: React turns a navigation (a transition) started during a form's submit
        // event into a form action, which this form is not.
        queueMicrotask(search);
      }}
    >
      <VisuallyHidden asChild>
        <label htmlFor={`${id}-input`}>{t.label}</label>
      </VisuallyHidden>
      <VisuallyHidden id={hintId}>{t.hint}</VisuallyHidden>
      <Flex align="center" position="relative">
        <Input
          ref={input}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          placeholder={t.placeholder}
          value={value}
          size="sm"
          pe="10"
          borderRadius="full"
          bg="bg"
          onChange={(e) => {
            setUsed(true);
            setValue(e.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setUsed(true);
            setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <IconButton type="submit" aria-label={t.submit} variant="ghost" size="sm" position="absolute" insetEnd="0" borderRadius="full">
          <SearchIcon />
        </IconButton>
      </Flex>
      {/* Always in the page, so aria-controls names an element; empty and hidden while closed. */}
      <Box
        id={listboxId}
        role="listbox"
        aria-label={t.suggestions}
        hidden={!expanded}
        position="absolute"
        top="calc(100% + 4px)"
        insetStart="0"
        insetEnd="0"
        minW={{ base: "auto", md: "sm" }}
        zIndex="dropdown"
        bg="bg"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        py="1"
        maxH="70vh"
        overflowY="auto"
        // Keep the focus in the field when an option is clicked (blur would close the list first).
        onMouseDown={(e) => e.preventDefault()}
      >
        {expanded &&
          (["parts", "categories"] as const).map((kind) => {
            const group = options.map((option, i) => ({ option, i })).filter(({ option }) => ("part" in option ? "parts" : "categories") === kind);
            if (group.length === 0) return null;
            const labelId = `${id}-${kind}`;
            return (
              <Box key={kind} role="presentation">
                <Text id={labelId} role="presentation" px="3" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
                  {t[kind]}
                </Text>
                <Box role="group" aria-labelledby={labelId}>
                  {group.map(({ option, i }) => (
                    <Box
                      key={option.key}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === highlighted}
                      px="3"
                      py="2"
                      cursor="pointer"
                      bg={i === highlighted ? "bg.muted" : undefined}
                      _hover={{ bg: "bg.subtle" }}
                      onClick={() => go(option.to)}
                      onMouseMove={() => i !== highlighted && setActive(i)}
                    >
                      {"part" in option ? (
                        <PartOption part={option.part} />
                      ) : (
                        <Text>
                          {option.category.label}
                          {option.category.parent && (
                            <Text as="span" color="fg.muted" fontSize="sm">
                              {" "}
                              {t.inCategory(option.category.parent.label)}
                            </Text>
                          )}
                        </Text>
                      )}
                    </Box>
                  ))}
                </Box>
              </Box>
            );
          })}
      </Box>
    </chakra.form>
  );
}
