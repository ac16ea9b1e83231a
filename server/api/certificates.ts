import { createHash, timingSafeEqual } from "node:crypto";
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  Router,
} from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { Language } from "#app/i18n/languages.ts";
import { collectContextDocument } from "../certificates/contexts.ts";
import type { LookupLimiter } from "../certificates/lookup-limit.ts";
import {
  CertificateError,
  type CertificateRefusal,
  type CertificateRegistryService,
  certificateIdOrRefusal,
} from "../certificates/registry.ts";
import { type CertificateWord, certificateText } from "../certificates/words.ts";
import { answerLanguage } from "../http/language.ts";
import { sendPlainPage } from "../http/plain-page.ts";
import { errorReference } from "../logger.ts";
import { refuseUnsafeText } from "./text-guard.ts";

/**
 * The certificate registry over HTTP (server/certificates/registry.ts):
 *   POST /api/certificates                 issue (Bearer ISSUER_API_KEY, Idempotency-Key)
 *   GET  /api/certificates/{id}            the credential (`?download=1`: the bare file, as an attachment)
 *   POST /api/certificates/{id}/revoke     revoke, with a reason (issuer key)
 * and the documents a verifier fetches: `/.well-known/did.json`, `/credentials/v1` (the site's
 * JSON-LD context), `/credentials/status/1` (the signed revocation list). Every API answer is
 * `{status, message, data}` with the message in the caller's language; an error's `data.field`
 * names the field or header it is about. Bad input of any kind is a 4xx, never a 5xx.
 */

/** An answer decided by the HTTP side: its status, its sentence, the field it names, any headers. */
export class CertificateHttpError extends Error {
  readonly status: number;
  readonly word: CertificateWord;
  readonly values: Record<string, string | number>;
  readonly field: string | null;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    word: CertificateWord,
    field: string | null,
    values: Record<string, string | number> = {},
    headers: Record<string, string> = {},
  ) {
    super(word);
    this.status = status;
    this.word = word;
    this.field = field;
    this.values = values;
    this.headers = headers;
  }
}

const statusOf: Record<CertificateRefusal, number> = {
  invalid: 400,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "reused-key": 422,
};

export function languageOf(req: Request): Language {
  return languageOfAcceptLanguage(req.get("accept-language"));
}

/** `{status: 'success', message, data}` in the caller's language. */
export function succeed(
  req: Request,
  res: Response,
  status: number,
  word: CertificateWord,
  data: unknown,
  values = {},
) {
  res
    .status(status)
    .json({ status: "success", message: certificateText(languageOf(req), word, values), data });
}

/**
 * The error handler both certificate routers end with: known refusals in the caller's language,
 * the body parser's own errors as 400/413/415, and anything else (the database failing under us)
 * as 503, logged and never shown.
 */
export function certificateErrors(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  let known: CertificateHttpError | null = null;
  if (error instanceof CertificateHttpError) known = error;
  else if (error instanceof CertificateError)
    known = new CertificateHttpError(statusOf[error.refusal], error.word, error.field, error.values);
  else {
    const type = (error as { type?: string }).type;
    const status = (error as { status?: number }).status;
    if (type === "entity.too.large") known = new CertificateHttpError(413, "tooLarge", "body");
    else if (type === "entity.parse.failed") known = new CertificateHttpError(400, "badJson", "body");
    else if (status && status >= 400 && status < 500)
      known = new CertificateHttpError(400, "badJson", "body");
  }
  if (!known) {
    const reference = errorReference();
    req.log?.error({ err: error, ref: reference }, "certificates request failed");
    res
      .set("Retry-After", "30")
      .status(503)
      .json({
        status: "error",
        message: certificateText(languageOf(req), "unexpected"),
        data: null,
        reference,
      });
    return;
  }
  res.set(known.headers);
  res.set("Cache-Control", "no-store");
  res.status(known.status).json({
    status: "error",
    message: certificateText(languageOf(req), known.word, known.values),
    data: known.field ? { field: known.field } : null,
  });
}

export const handle =
  (fn: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req, res, next) => {
    fn(req, res).catch(next);
  };

/** Only JSON bodies (any other content type is a 415), at most 16 KB, any JSON value. */
export function jsonBody(): RequestHandler[] {
  return [
    (req, res, next) => {
      // What is sent here (an owner's address, a reason) and answered is nobody else's to keep.
      res.setHeader("Cache-Control", "no-store");
      const length = Number(req.get("content-length") ?? 0);
      const chunked = req.get("transfer-encoding") !== undefined;
      if ((length > 0 || chunked) && !req.is("application/json"))
        return next(new CertificateHttpError(415, "jsonOnly", "Content-Type"));
      next();
    },
    express.json({ limit: "16kb", strict: false }),
    refuseUnsafeText,
  ];
}

/** A JSON object body, or a 400 naming the body. */
export function objectBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === null || body === undefined || typeof body !== "object" || Array.isArray(body))
    throw new CertificateHttpError(400, "bodyNotObject", "body");
  return body as Record<string, unknown>;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

/** The issuer key check: 503 when issuing is off, 401 (with `WWW-Authenticate`) when the key is missing or wrong. */
function requireIssuer(apiKey: string | null): RequestHandler {
  const expected = apiKey === null ? null : digest(apiKey);
  return (req, _res, next) => {
    if (expected === null) return next(new CertificateHttpError(503, "issuingOff", "Authorization"));
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "");
    const challenge = { "WWW-Authenticate": 'Bearer realm="certificates"' };
    if (!match?.[1])
      return next(new CertificateHttpError(401, "issuerKeyMissing", "Authorization", {}, challenge));
    // Hashes of equal length, compared in constant time: neither the key nor its length leaks.
    if (!timingSafeEqual(digest(match[1]), expected))
      return next(new CertificateHttpError(401, "issuerKeyWrong", "Authorization", {}, challenge));
    next();
  };
}

function idempotencyKeyOf(req: Request): string | null {
  const key = req.get("idempotency-key");
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key))
    throw new CertificateHttpError(400, "idempotencyKeyInvalid", "Idempotency-Key");
  return key;
}

export interface CertificatesRouterOptions {
  service: CertificateRegistryService;
  /** ISSUER_API_KEY; null turns issuing and revoking off (503). */
  apiKey: string | null;
  /** Public lookups per address, shared with the verify pages (verifyPageGuard). */
  lookups: LookupLimiter;
  siteUrl: string;
}

/** `/api/certificates`. */
export function certificatesRouter(options: CertificatesRouterOptions): Router {
  const { service } = options;
  const router = Router();
  const limiter = options.lookups;
  const issuerOnly = requireIssuer(options.apiKey);

  router.post(
    "/",
    issuerOnly,
    ...jsonBody(),
    handle(async (req, res) => {
      const key = idempotencyKeyOf(req);
      const result = await service.issue(objectBody(req), { idempotencyKey: key });
      const data = {
        id: result.id,
        verifyUrl: `${options.siteUrl}/verify/${result.id}`,
        credential: result.credential,
      };
      succeed(req, res, 201, result.created ? "issued" : "alreadyIssued", data);
    }),
  );

  router.get(
    "/",
    issuerOnly,
    handle(async (req, res) => {
      res.set("Cache-Control", "no-store");
      succeed(req, res, 200, "certificates", await service.list());
    }),
  );

  router.post(
    "/:id/revoke",
    issuerOnly,
    ...jsonBody(),
    handle(async (req, res) => {
      const id = certificateIdOrRefusal(String(req.params.id));
      const result = await service.revoke(id, objectBody(req));
      succeed(req, res, 200, result.changed ? "revoked" : "alreadyRevoked", result);
    }),
  );

  router.get(
    "/:id",
    handle(async (req, res) => {
      const wait = limiter.take(ipKeyGenerator(req.ip ?? "unknown"));
      if (wait !== null) {
        const seconds = Math.max(1, Math.ceil(wait / 1000));
        throw new CertificateHttpError(
          429,
          "lookupsThrottled",
          "id",
          { seconds },
          { "Retry-After": String(seconds) },
        );
      }
      const id = certificateIdOrRefusal(String(req.params.id));
      const credential = await service.credential(id);
      if (!credential) throw new CertificateHttpError(404, "notFound", "id");
      // A credential never changes once issued; its revocation lives in the status list. Anyone
      // may read it, from any site, as they may the DID document and the status list.
      res.set("Cache-Control", "public, max-age=3600");
      res.set("Access-Control-Allow-Origin", "*");
      if (req.query.download === "1") {
        res.set("Content-Disposition", `attachment; filename="${id}.json"`);
        res.type("application/json").send(`${JSON.stringify(credential, null, 2)}\n`);
        return;
      }
      succeed(req, res, 200, "certificate", credential);
    }),
  );

  router.use((req, _res, next) => {
    const known = req.path === "/" || /^\/[^/]+(\/revoke)?\/?$/.test(req.path);
    next(new CertificateHttpError(known ? 405 : 404, known ? "methodNotAllowed" : "apiNotFound", null));
  });
  router.use(certificateErrors);
  return router;
}

/** `/verify/{id}` under any region prefix: the public verify page of one certificate. */
const verifyPage = /^\/(?:[a-z]{2}\/)?verify\/[^/]+\/?$/;

/**
 * The verify pages count against the same per-address allowance as the API's lookups, so the
 * page cannot be used to walk the ID space either. Over it: a plain 429 page with Retry-After,
 * in the page's language.
 */
export function verifyPageGuard(lookups: LookupLimiter): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !verifyPage.test(req.path)) return next();
    const wait = lookups.take(ipKeyGenerator(req.ip ?? "unknown"));
    if (wait === null) return next();
    const seconds = Math.max(1, Math.ceil(wait / 1000));
    const language = answerLanguage(req);
    res.set("Retry-After", String(seconds));
    sendPlainPage(
      res,
      429,
      certificateText(language, "lookupsThrottledTitle"),
      certificateText(language, "lookupsThrottled", { seconds }),
      language,
    );
  };
}

/** `/.well-known/did.json`, `/credentials/v1`, `/credentials/status/1`: what a verifier fetches. */
export function credentialDocuments(service: CertificateRegistryService): Router {
  const router = Router();
  const send = (res: Response, type: string, document: unknown, maxAge: number) => {
    res.set("Cache-Control", `public, max-age=${maxAge}`);
    res.set("Access-Control-Allow-Origin", "*");
    res.type(type).send(JSON.stringify(document, null, 2));
  };
  router.get("/.well-known/did.json", (_req, res) =>
    send(res, "application/did+json", service.issuer.didDocument(), 3600),
  );
  router.get("/credentials/v1", (_req, res) =>
    send(res, "application/ld+json", collectContextDocument, 86_400),
  );
  router.get(
    "/credentials/status/1",
    handle(async (_req, res) => {
      // Short: a revocation must reach verifiers within a minute.
      send(res, "application/vc+ld+json", await service.statusList(), 60);
    }),
  );
  router.use(certificateErrors);
  return router;
}
