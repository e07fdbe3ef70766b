import { useRef, useState, type ChangeEvent, type FormEvent } from "react";

/** A field's check: the message of the first rule its value breaks, or undefined. */
export type FieldRules<V> = { [K in keyof V]: (value: string) => string | undefined };

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A small form of text fields for the pages every visitor loads (the home page and the footer), so
 * they do not ship react-hook-form; it behaves like react-hook-form's defaults: checks on submit, then
 * on every change, focuses the first invalid field, and `reset` empties the form.
 */
export function useSimpleForm<V extends Record<string, string>>(initial: V, rules: FieldRules<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef<Partial<Record<keyof V, FieldElement | null>>>({});

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    ref: (element: FieldElement | null) => {
      elements.current[name] = element;
    },
    onChange: (event: ChangeEvent<FieldElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (submitted) setErrors((current) => ({ ...current, [name]: rules[name](value) }));
    },
  });

  const handleSubmit = (onValid: (values: V) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const names = Object.keys(rules) as (keyof V)[];
    const found = Object.fromEntries(names.map((name) => [name, rules[name](values[name])])) as Partial<Record<keyof V, string>>;
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
