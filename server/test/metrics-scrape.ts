/** A Prometheus scrape as a test reads it: each sample's value by its name and labels. */
export interface Scrape {
  text: string;
  /** The sample's value, or undefined when there is no such sample. Labels not given may be anything; their values are summed. */
  value(name: string, labels?: Record<string, string>): number | undefined;
  /** The names of the series families in the scrape (from their # TYPE lines). */
  families(): string[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** GETs a metrics endpoint and reads its text exposition format (version 0.0.4). */
export async function scrape(url: string): Promise<Scrape> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  if (!res.headers.get("content-type")?.startsWith("text/plain")) throw new Error(`GET ${url}: ${res.headers.get("content-type")}`);
  return parseScrape(await res.text());
}

export function parseScrape(text: string): Scrape {
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(LABEL)) labels[key] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return {
    text,
    value(name, labels = {}) {
      const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
      return found.length ? found.reduce((sum, s) => sum + s.value, 0) : undefined;
    },
    families: () => [...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]),
  };
}
