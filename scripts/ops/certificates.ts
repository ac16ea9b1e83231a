/**
 * Operators' side of the certificate registry, straight on the database (README, "Certificates"):
 *   npm run certificates -- issue body.json      issues and signs (the body of POST /api/certificates)
 *   npm run certificates -- revoke <id> <reason> revokes and re-signs the status list
 *   npm run certificates -- list                 every certificate, newest first (tab-separated)
 *   npm run certificates -- rotate-key           retires the signing key in DATA_DIR and makes a new one
 * Reads DATABASE_URL / DATA_DIR / SITE_URL / ISSUER_SIGNING_KEY like the server. With the embedded
 * PGlite, stop the server first: one process at a time may open its data directory. After
 * rotate-key, restart the server: it signs with the new key and keeps listing the old one.
 */
import { readFile } from "node:fs/promises";
import { serverEnv, siteConfig } from "#app/lib/env.server.ts";
import { loadIssuer, rotateKeyFile } from "#server/certificates/keys.ts";
import { CertificateError, createCertificateRegistry } from "#server/certificates/registry.ts";
import { certificateText } from "#server/certificates/words.ts";
import { openDatabase } from "#server/db/client.ts";

const usage = "usage: npm run certificates -- issue <body.json> | revoke <id> <reason> | list | rotate-key";

export async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const env = serverEnv();
  if (command === "rotate-key") {
    if (env.ISSUER_SIGNING_KEY) {
      console.error(
        "ISSUER_SIGNING_KEY is set: rotate by setting a new key and listing the old public key in ISSUER_RETIRED_KEYS.",
      );
      return 2;
    }
    const { retired, current } = await rotateKeyFile(env.DATA_DIR);
    console.log(
      `retired ${retired} (still listed in the DID document)\nsigning with ${current} from the next start`,
    );
    return 0;
  }
  if (!["issue", "revoke", "list"].includes(command ?? "")) {
    console.error(usage);
    return 2;
  }
  const origin = siteConfig().siteUrl;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const issuer = await loadIssuer({
      origin,
      dataDir: env.DATA_DIR,
      signingKey: env.ISSUER_SIGNING_KEY,
      retiredKeys: env.ISSUER_RETIRED_KEYS,
    });
    const service = createCertificateRegistry({ db: database.db, issuer, origin });
    if (command === "issue") {
      const file = args[0];
      if (!file) throw new Error(usage);
      const body: unknown = JSON.parse(await readFile(file, "utf8"));
      const result = await service.issue(body);
      console.log(`${result.id}\t${origin}/verify/${result.id}`);
      return 0;
    }
    if (command === "revoke") {
      const [id, ...reason] = args;
      if (!id || reason.length === 0) throw new Error(usage);
      const result = await service.revoke(id, { reason: reason.join(" ") });
      console.log(`${result.id}\t${result.changed ? "revoked" : "already revoked"} at ${result.revokedAt}`);
      return 0;
    }
    const rows = await service.list({ limit: 100_000 });
    console.log(
      ["id", "result", "category", "brand", "model", "date", "sample", "revoked_at", "owner_email"].join(
        "\t",
      ),
    );
    for (const r of rows)
      console.log(
        [
          r.id,
          r.result,
          r.category,
          r.brand,
          r.model,
          r.date,
          r.sample,
          r.revokedAt ?? "",
          r.ownerEmail ?? "",
        ].join("\t"),
      );
    return 0;
  } catch (error) {
    if (error instanceof CertificateError) {
      console.error(`${error.field ?? "request"}: ${certificateText("en", error.word, error.values)}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
