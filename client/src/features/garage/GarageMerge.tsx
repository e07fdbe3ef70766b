import { useGuestGarageMerge } from "../../lib/garage";

/** Runs the merge of the browser's garage into the account's (see useGuestGarageMerge). */
export default function GarageMerge() {
  useGuestGarageMerge();
  return null;
}
