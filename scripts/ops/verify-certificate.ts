/**
 * Verifies a downloaded certificate the way any outside verifier would, with Digital Bazaar's Data
 * Integrity library (not the server's signing code), and prints each check:
 *   npm run verify-certificate -- credential.json [--did-document did.json] [--status-list status.json]
 * Contexts come from the installed packages and the site's context file: nothing but the DID
 * document and the status list is fetched, and only from the issuer's own did:web host. Without
 * --did-document the DID document is fetched from that host; without --status-list the status
 * list is fetched from the credential's own URL when it is on that host (unreachable: the status is
 * reported as not checked). Exit code 0: signature valid and not revoked; 1: a check failed;
 * 2: the command was wrong.
 */
import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import multikeyContext from "@digitalbazaar/multikey-context";
import * as vc from "@digitalbazaar/vc";
import siteContext from "#server/certificates/contexts/collect-credentials-v1.json" with { type: "json" };
import { originOfDidWeb } from "#server/certificates/keys.ts";

type Json = Record<string, unknown>;

function optionOf(args: string[], name: string): string | null {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? null) : null;
}

async function readJson(file: string): Promise<Json> {
  return JSON.parse(await readFile(file, "utf8")) as Json;
}

/** The credential itself, also from a saved API answer (`{data: credential}` or `{data: {credential}}`). */
function credentialIn(document: Json): Json {
  const data = document.data as Json | undefined;
  if (document.proof) return document;
  if (data?.proof) return data;
  if ((data?.credential as Json | undefined)?.proof) return data?.credential as Json;
  return document;
}

async function fetchJson(url: string): Promise<Json> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(10_000),
    headers: { Accept: "application/json" },
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as Json;
}

export async function main(args: string[]): Promise<number> {
  const file = args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"));
  if (!file) {
    console.error(
      "usage: npm run verify-certificate -- credential.json [--did-document did.json] [--status-list status.json]",
    );
    return 2;
  }
  const line = (ok: boolean | null, text: string) =>
    console.log(`${ok === null ? "  -" : ok ? " ok" : "  X"} ${text}`);
  const credential = credentialIn(await readJson(file));
  const issuer =
    typeof credential.issuer === "string" ? credential.issuer : String((credential.issuer as Json)?.id ?? "");
  const origin = originOfDidWeb(issuer);
  const types = Array.isArray(credential.type) ? credential.type : [];
  line(types.includes("VerifiableCredential"), `a Verifiable Credential (${types.join(", ")})`);
  if (!origin) {
    line(false, `issuer ${issuer || "(none)"} is not a did:web identifier`);
    return 1;
  }
  line(true, `issuer ${issuer} (${origin})`);

  const didFile = optionOf(args, "--did-document");
  let did: Json;
  try {
    did = didFile ? await readJson(didFile) : await fetchJson(`${origin}/.well-known/did.json`);
  } catch (error) {
    line(false, `DID document: ${(error as Error).message}`);
    return 1;
  }
  if (did.id !== issuer) {
    line(false, `the DID document is for ${String(did.id)}, not ${issuer}`);
    return 1;
  }
  line(
    true,
    `DID document of ${issuer} ${didFile ? `from ${didFile}` : `from ${origin}/.well-known/did.json`}`,
  );

  const documents = new Map<string, unknown>([
    ["https://www.w3.org/ns/credentials/v2", credentialContexts.get("https://www.w3.org/ns/credentials/v2")],
    [
      "https://w3id.org/security/multikey/v1",
      multikeyContext.contexts.get("https://w3id.org/security/multikey/v1"),
    ],
    [`${origin}/credentials/v1`, siteContext],
    [issuer, did],
  ]);
  for (const method of (did.verificationMethod as Json[] | undefined) ?? [])
    documents.set(String(method.id), { "@context": "https://w3id.org/security/multikey/v1", ...method });
  const documentLoader = async (url: string) => {
    const document = documents.get(url);
    if (document === undefined) throw new Error(`${url} is not available offline`);
    return { contextUrl: null, documentUrl: url, document: structuredClone(document) };
  };
  const suite = new DataIntegrityProof({ cryptosuite });

  const statusFile = optionOf(args, "--status-list");
  // Set by the status check below, which the verifier calls back.
  let status = "unchecked" as "valid" | "revoked" | "unchecked";
  let statusNote = "";
  const checkStatus = async ({ credential: c }: { credential: Json }) => {
    const entry = c.credentialStatus as Json | undefined;
    const url = String(entry?.statusListCredential ?? "");
    try {
      if (!statusFile && !url.startsWith(`${origin}/`)) throw new Error(`${url} is not on the issuer's host`);
      const list = statusFile ? await readJson(statusFile) : await fetchJson(url);
      const listCheck = await vc.verifyCredential({ credential: list, suite, documentLoader });
      if (!listCheck.verified || list.issuer !== issuer)
        throw new Error("the status list's signature does not verify");
      const subject = list.credentialSubject as Json;
      const bits = gunzipSync(Buffer.from(String(subject.encodedList).slice(1), "base64url"));
      const index = Number(entry?.statusListIndex);
      const revoked = (((bits[index >> 3] ?? 0) >> (7 - (index % 8))) & 1) === 1;
      status = revoked ? "revoked" : "valid";
      statusNote = `status list ${statusFile ?? url}, entry ${index}`;
    } catch (error) {
      statusNote = (error as Error).message;
    }
    return { verified: true };
  };

  const result = await vc.verifyCredential({ credential, suite, documentLoader, checkStatus });
  const proof = credential.proof as Json | undefined;
  if (!result.verified) {
    const error = result.error as { errors?: Error[]; message?: string } | undefined;
    const reason =
      error?.errors?.map((e) => e.message).join("; ") ?? error?.message ?? "the signature does not verify";
    line(false, `signature (${String(proof?.cryptosuite ?? "no proof")}): ${reason}`);
    return 1;
  }
  line(
    true,
    `signature: ${String(proof?.cryptosuite)} by ${String(proof?.verificationMethod)}, created ${String(proof?.created)}`,
  );
  if (status === "revoked") {
    line(false, `revoked (${statusNote})`);
    return 1;
  }
  line(
    status === "valid" ? true : null,
    status === "valid" ? `not revoked (${statusNote})` : `revocation not checked: ${statusNote}`,
  );
  const subject = credential.credentialSubject as Json;
  const item = subject.item as Json | undefined;
  console.log(
    `\n${String(subject.certificateId)}: ${String(item?.brand)} ${String(item?.model)} (${String(item?.category)}), ${String(subject.result)}, ${String(subject.confidence)}% confidence, authenticated ${String(subject.authenticationDate)}`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
