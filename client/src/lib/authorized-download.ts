import { getAccessToken } from "./access-token";

/**
 * Downloads a file of the shop's REST paths that need the signed-in user (an order's commercial invoice,
 * its packing slip). A plain link cannot send the bearer token, so the file is fetched with
 * `Authorization: Bearer <access token>` (the shop's own token, as the Apollo client and the catalogue
 * import send it), then handed to the browser as a blob under `fileName`.
 *
 * Rejects with an Error whose message says why (the server's `message` when it sent one), so that the
 * caller can show it.
 */
export async function downloadWithAccessToken(
  path: string,
  fileName: string,
  options: {
    /** Gets a new access token after a 401 (the Apollo client's renewal); true when it did. The file is then asked for once more. */
    renewAccessToken?: () => Promise<boolean>;
    signal?: AbortSignal;
  } = {},
): Promise<void> {
  const ask = () => {
    const token = getAccessToken();
    return fetch(path, {
      signal: options.signal,
      headers: { Accept: "application/pdf", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  };

  let res = await ask();
  if (res.status === 401 && options.renewAccessToken) {
    const renewed = await options.renewAccessToken().catch(() => false);
    if (renewed) {
      await res.body?.cancel();
      res = await ask();
    }
  }
  if (!res.ok) throw new DownloadError(await refusalMessage(res), res.status);
  saveBlob(await res.blob(), fileName);
}

/** A download the server refused: its message, and the HTTP status. */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "DownloadError";
  }
}

/** What the refusal says: the server's `{ message }`, else a sentence for its status. */
async function refusalMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's page, say): the status decides.
  }
  if (res.status === 401) return "Your session has ended: sign in again, then retry.";
  if (res.status === 403) return "Only the shop's admins may download this file.";
  if (res.status === 404) return "The file was not found: the order may have no address.";
  return `The server answered ${res.status}. Try again in a moment.`;
}

/** Saves a blob under a file name through a temporary link, then lets the blob go. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: keep it a while.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
