/**
 * Signing a certificate two ways, measured once (docs/decisions/014-certificates.md): the
 * project's own eddsa-rdfc-2022 (server/certificates/proof.ts: jsonld + rdf-canonize, node:crypto
 * Ed25519) against Digital Bazaar's (@digitalbazaar/vc issue/verifyCredential with
 * data-integrity + eddsa-rdfc-2022-cryptosuite + ed25519-multikey). Same credential, same key,
 * same offline contexts; each way's proof is checked by the other way too, so both sign the same
 * thing. Prints sign+verify pairs per second of each way and their ratio.
 *
 *   node_modules/.bin/node scripts/bench/signing.ts [rounds]
 */
import { randomBytes } from "node:crypto";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import * as ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { sampleCertificateIds } from "#app/lib/sample-certificates.ts";
import { offlineLoader } from "../../server/certificates/contexts.ts";
import { certificateCredential } from "../../server/certificates/credential.ts";
import { certificateInput } from "../../server/certificates/input.ts";
import { makeIssuer } from "../../server/certificates/keys.ts";
import { addProof, checkProof } from "../../server/certificates/proof.ts";

const rounds = Number(process.argv[2] ?? 40);
const origin = "http://localhost:3100";
const seed = randomBytes(32);
const issuer = makeIssuer(origin, seed, []);
const method = issuer.current.verificationMethod;
const loader = offlineLoader({
  origins: [origin],
  documents: new Map<string, unknown>([
    [issuer.did, issuer.didDocument()],
    [method, issuer.methodDocument(method)],
  ]),
});
// The status entry is left out: verifying it is a fetch of its own, the same either way.
const { credentialStatus: _status, ...credential } = certificateCredential({
  origin,
  issuer: issuer.did,
  id: sampleCertificateIds.authentic,
  input: certificateInput.parse({
    item: { category: "Handbags", brand: "Hermès", model: "Birkin 30" },
    result: "authentic",
    confidence: 97,
    conditionGrade: 8,
    reviewedBy: "ai",
    date: "2026-11-20",
  }),
  statusIndex: 3,
  sample: false,
  validFrom: new Date("2026-11-20T10:00:00Z"),
}) as Record<string, unknown>;

const keyPair = await ed25519Multikey.generate({ id: method, controller: issuer.did, seed });
if (keyPair.publicKeyMultibase !== issuer.current.publicKeyMultibase) throw new Error("not the same key");

async function ours() {
  const signed = await addProof(credential, issuer.current, loader);
  const check = await checkProof(signed, issuer.publicKeyOf, loader);
  if (!check.verified) throw new Error(`ours: ${check.reason}`);
  return signed;
}

async function theirs() {
  const signed = await vc.issue({
    credential: structuredClone(credential),
    suite: new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite }),
    documentLoader: loader,
  });
  const check = await vc.verifyCredential({
    credential: signed,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: loader,
  });
  if (!check.verified) throw new Error(`theirs: ${String(check.error)}`);
  return signed;
}

// Each way's proof passes the other way's check: the two sign the same bytes.
const mine = await ours();
const crossTheirs = await vc.verifyCredential({
  credential: mine,
  suite: new DataIntegrityProof({ cryptosuite }),
  documentLoader: loader,
});
const crossOurs = await checkProof((await theirs()) as Record<string, unknown>, issuer.publicKeyOf, loader);
if (!crossTheirs.verified || !crossOurs.verified) throw new Error("the two ways disagree");

async function rate(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) await run();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return rounds / seconds;
}

const own = await rate(ours);
const library = await rate(theirs);
console.log(`rounds: ${rounds} sign+verify pairs each`);
console.log(`project (proof.ts):   ${own.toFixed(1)} pairs/s`);
console.log(`Digital Bazaar (vc):  ${library.toFixed(1)} pairs/s`);
console.log(`ratio project / Digital Bazaar: ${(own / library).toFixed(2)}`);
