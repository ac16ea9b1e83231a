/**
 * One fast-check setup for the accounts API's fuzz tests (auth.test.ts, auth-sessions.test.ts):
 * the generated bodies, and the runner that sends them over 16 lanes and sorts the answers. Each
 * test keeps what is its own: the endpoints, the keys its bodies carry, the headers it adds.
 */
import fc from "fast-check";

export interface BadBody {
  type: string;
  text: string;
}

/**
 * Bodies an attacker or a broken client sends: JSON objects over `keys` holding values of every
 * kind (strings with header injection, binary, numbers, nested), raw text under every content type,
 * any JSON value, and one 20 kB field (`longKey`).
 */
export function badBodies(
  keys: readonly string[],
  samples: readonly string[],
  longKey: string,
  maxKeys = keys.length,
): fc.Arbitrary<BadBody> {
  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: "binary", maxLength: 50 }),
    fc.constantFrom("", "@", "\r\nBcc: x@y", "x".repeat(300), ...samples),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  );
  const object = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys });
  return fc.oneof(
    { arbitrary: object.map((o) => ({ type: "application/json", text: JSON.stringify(o) })), weight: 6 },
    {
      arbitrary: fc.record({
        type: fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", ""),
        text: fc.string({ unit: "binary", maxLength: 120 }),
      }),
      weight: 2,
    },
    {
      arbitrary: fc.jsonValue().map((v) => ({ type: "application/json", text: JSON.stringify(v) ?? "" })),
      weight: 2,
    },
    {
      arbitrary: fc.constant({
        type: "application/json",
        text: JSON.stringify({ [longKey]: "x".repeat(20_000) }),
      }),
      weight: 1,
    },
  );
}

export interface FuzzCase {
  method: string;
  url: string;
  body: BadBody;
  headers?: Record<string, string>;
}

export interface FuzzResult {
  /** Answers counted by status. */
  statuses: Map<number, number>;
  /** Up to five answers that were neither a success nor a 4xx with a sentence. */
  unclear: string[];
}

/**
 * Sends every case over 16 lanes and sorts the answers: a 4xx must carry a sentence (`message`
 * of more than five characters); so must a success when `successSays` is set.
 */
export async function sendAll(cases: readonly FuzzCase[], successSays = false): Promise<FuzzResult> {
  const statuses = new Map<number, number>();
  const unclear: string[] = [];
  let next = 0;
  const lane = async () => {
    while (next < cases.length) {
      const item = cases[next++];
      if (!item) break;
      const { method, url, body, headers = {} } = item;
      const res = await fetch(url, {
        method,
        headers: { ...(body.type ? { "Content-Type": body.type } : {}), ...headers },
        body: method === "GET" ? undefined : body.text,
      });
      const text = await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      let message = "";
      try {
        message = String((JSON.parse(text) as { message?: unknown }).message ?? "");
      } catch {}
      const says = message.length > 5;
      const fine =
        (res.status < 300 && (says || !successSays)) || (res.status >= 400 && res.status < 500 && says);
      if (!fine && unclear.length < 5) {
        unclear.push(
          `${res.status} ${method} ${new URL(url).pathname} ${body.text.slice(0, 60)} -> ${text.slice(0, 120)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, lane));
  return { statuses, unclear };
}
