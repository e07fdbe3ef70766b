import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";

/** A field's check: the message of the first rule its value breaks, or undefined. */
export type FieldRules<V> = { [K in keyof V]: (value: string) => string | undefined };

/** Each field checked by its rule in a zod object schema (shared/schemas.ts): the first message it gives. */
export function rulesFrom<S extends z.ZodObject>(schema: S): FieldRules<Record<keyof S["shape"], string>> {
  const entries = Object.entries(schema.shape).map(([name, rule]) => [
    name,
    (value: string) => (rule as z.ZodType).safeParse(value).error?.issues[0]?.message,
  ]);
  return Object.fromEntries(entries) as FieldRules<Record<keyof S["shape"], string>>;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A small form of text fields for the pages every visitor loads (the home page and the footer), so
 * they do not ship react-hook-form; it behaves like react-hook-form's defaults: checks on submit, then
 * on every change, focuses the first invalid field, and `reset` empties the form.
 *
 * Its rules are the server's (shared/schemas.ts), loaded on demand: `loadRules` is called once, when a
 * field first gets focus or at the latest on submit, so those pages do not ship zod either.
 */
export function useSimpleForm<V extends Record<string, string>>(initial: V, loadRules: () => Promise<FieldRules<V>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef<Partial<Record<keyof V, FieldElement | null>>>({});
  const rules = useRef<FieldRules<V> | null>(null);
  const loading = useRef<Promise<FieldRules<V>> | null>(null);

  const load = () => {
    loading.current ??= loadRules().then(
      (loaded) => (rules.current = loaded),
      (error: unknown) => {
        loading.current = null; // a failed download is tried again on the next focus or submit
        throw error;
      },
    );
    return loading.current;
  };

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    ref: (element: FieldElement | null) => {
      elements.current[name] = element;
    },
    onFocus: () => {
      load().catch(() => {}); // the submit reports a failure
    },
    onChange: (event: ChangeEvent<FieldElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      // After a submit the rules are loaded: re-check as the shopper types.
      const check = rules.current?.[name];
      if (submitted && check) setErrors((current) => ({ ...current, [name]: check(value) }));
    },
  });

  /** Checks every field, focuses the first invalid one, or calls `onValid`; `onUnavailable` if the rules cannot be loaded. */
  const handleSubmit = (onValid: (values: V) => Promise<void> | void, onUnavailable: (error: unknown) => void) => async (event: FormEvent) => {
    event.preventDefault();
    let loaded: FieldRules<V>;
    try {
      loaded = await load();
    } catch (error) {
      onUnavailable(error);
      return;
    }
    setSubmitted(true);
    const names = Object.keys(loaded) as (keyof V)[];
    const found = Object.fromEntries(names.map((name) => [name, loaded[name](values[name])])) as Partial<Record<keyof V, string>>;
    setErrors(found);
    const firstInvalid = names.find((name) => found[name]);
    if (firstInvalid) elements.current[firstInvalid]?.focus();
    else await onValid(values);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  };

  return { field, errors, handleSubmit, reset };
}
