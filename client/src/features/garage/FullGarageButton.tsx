import type { ButtonProps } from "@chakra-ui/react";
import { DisabledButton } from "../../components/DisabledButton";
import { GARAGE_LIMIT } from "../../lib/garage";
import { garageCopy as t } from "./copy";

/** An add button of a full garage: focusable, never acting, saying why (remove a bike first). */
export function FullGarageButton(props: ButtonProps) {
  return <DisabledButton reason={t.full(GARAGE_LIMIT)} {...props} />;
}
