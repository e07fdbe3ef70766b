/** The id of the JSON script a server-rendered page carries its data in (a data block: CSP lets it be). */
export const SSR_DATA_ID = "ssr-data";

/** What a server-rendered page hands to the browser: the API client's cache, and the router's state. */
export interface SsrData {
  apollo: Record<string, unknown>;
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, unknown> | null };
}

/** The data as the text of a <script type="application/json">: nothing in it can end the script early. */
export function ssrDataScript(data: SsrData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${SSR_DATA_ID}">${json}</script>`;
}
