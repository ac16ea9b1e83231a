import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { pipeline } from "node:stream/promises";
import { EVENTS, Server } from "@tus/server";
import type { NextFunction, Request, Response } from "express";
import { Router } from "express";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { AuthService } from "../auth/service.ts";
import { bearerToken } from "../auth/tokens.ts";
import { acceptedDeclaredType } from "./process.ts";
import { maxPhotoBytes, PhotoRefusal, type PhotoService } from "./service.ts";
import type { PhotoStorage } from "./storage.ts";
import { type PhotoWord, photoText } from "./words.ts";

/**
 * The photos over HTTP (docs/decisions/020-authentication-requests.md):
 *   tus at /api/uploads            creation (+ with upload), PATCH, HEAD, termination; owner only
 *   GET    /api/items/:id/photos   the item's photos with short-lived signed URLs (owner only)
 *   DELETE /api/photos/:id         the owner removes a photo while the request is a draft
 *   GET    /api/photos/:id/:variant?exp=&sig=   a derivative's bytes (never the original)
 * Everything answers 404 to another account. Refusals: `{status:"error", message, errors:[{field, code}]}`
 * in the caller's language.
 */

const uploadPath = "/api/uploads";

function languageOf(req: Request) {
  return languageOfAcceptLanguage(req.get("accept-language"));
}

function refuse(req: Request, res: Response, refusal: PhotoRefusal) {
  res.set("Cache-Control", "no-store");
  if (refusal.status === 401) res.set("WWW-Authenticate", "Bearer");
  // tus clients read the protocol version on every answer.
  if (req.path.startsWith(uploadPath)) res.set("Tus-Resumable", "1.0.0");
  res.status(refusal.status).json({
    status: "error",
    message: photoText(languageOf(req), refusal.word, refusal.values),
    errors: [{ field: refusal.field, code: refusal.code }],
  });
}

/** Upload-Metadata: comma-separated `key base64value` pairs; null when malformed. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> | null {
  const out: Record<string, string> = {};
  if (!header) return out;
  if (header.length > 4096) return null;
  for (const pair of header.split(",")) {
    const [key, value, extra] = pair.trim().split(" ");
    if (!key || extra !== undefined || !/^[A-Za-z0-9_.-]{1,64}$/.test(key)) return null;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    out[key] = value ? Buffer.from(value, "base64").toString("utf8") : "";
  }
  return out;
}

export interface PhotoRouterOptions {
  service: PhotoService;
  storage: PhotoStorage;
  accounts: AuthService;
}

export function photosRouter(options: PhotoRouterOptions): Router {
  const { service, storage, accounts } = options;
  const router = Router();
  /** The upload id the gate gave an authorised creation, by its Node request (srvx keeps it at runtime.node.req). */
  const creations = new WeakMap<IncomingMessage, string>();
  const claimOf = (req: unknown) => {
    const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    return node ? creations.get(node) : undefined;
  };
  const claims = new Map<
    string,
    { ownerId: string; itemId: string; slot: string; fileName: string; declaredType: string; size: number }
  >();

  const tus = new Server({
    path: uploadPath,
    datastore: storage.tusStore(),
    relativeLocation: true,
    maxSize: maxPhotoBytes,
    // Same origin only: no CORS answer for other sites.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    namingFunction: (req) => {
      const id = claimOf(req);
      if (!id) throw { status_code: 400, body: "Upload not authorised\n" };
      return id;
    },
    onUploadCreate: async (req, upload) => {
      const id = claimOf(req);
      const claim = id === upload.id ? claims.get(id) : undefined;
      if (!claim) throw { status_code: 400, body: "Upload not authorised\n" };
      await service.createUpload(upload.id, claim);
      return {};
    },
    onUploadFinish: async (_req, upload) => {
      await service.finishUpload(upload.id, upload.size ?? upload.offset);
      return {};
    },
    onResponseError: (_req, error) => {
      const status = (error as { status_code?: number }).status_code;
      // A client that went away mid-PATCH is not the server failing.
      if (!status || status >= 500) {
        const text = error instanceof Error ? error.message : "";
        if (/abort|premature|ECONNRESET|closed/i.test(text))
          return { status_code: 400, body: "Upload interrupted\n" };
      }
      return undefined;
    },
  });
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    service.dropUpload(id).catch(() => {});
  });

  async function userOf(req: Request): Promise<string> {
    try {
      const session = await accounts.session(bearerToken(req.get("authorization")));
      return session.user.id;
    } catch (error) {
      if ((error as { name?: string }).name === "AccountError")
        throw new PhotoRefusal(401, "signInRequired", "Authorization", {}, "signInRequired");
      throw error;
    }
  }

  const handle =
    (fn: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction) => {
      fn(req, res).catch(next);
    };

  // ---------------------------------------------------------------- tus
  const uploads = handle(async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (req.method === "OPTIONS") {
      await tus.handle(req as IncomingMessage, res);
      return;
    }
    const rest = req.path.slice(uploadPath.length).replace(/^\//, "");
    // The original is never served back, not even to its owner: GET is not part of this API.
    if (
      req.method === "GET" ||
      (rest === "" && req.method !== "POST") ||
      (rest !== "" && req.method === "POST")
    ) {
      throw new PhotoRefusal(405, "methodNotAllowed", "method", {}, "methodNotAllowed");
    }
    const userId = await userOf(req);
    if (rest === "") {
      const metadata = parseUploadMetadata(req.get("upload-metadata"));
      const fileName = (metadata?.filename ?? "").slice(0, 255);
      const name = fileName || "photo";
      if (!metadata) throw new PhotoRefusal(400, "itemRequired", "Upload-Metadata", {}, "invalid");
      const lengthHeader = req.get("upload-length");
      if (!lengthHeader || !/^\d{1,15}$/.test(lengthHeader))
        throw new PhotoRefusal(400, "lengthRequired", "Upload-Length", { name }, "required");
      const size = Number(lengthHeader);
      if (size > maxPhotoBytes)
        throw new PhotoRefusal(
          413,
          "tooLarge",
          "file",
          { name, max: maxPhotoBytes / 1024 / 1024 },
          "tooLarge",
        );
      const declaredType = (metadata.filetype ?? "").slice(0, 100);
      if (!acceptedDeclaredType(declaredType))
        throw new PhotoRefusal(415, "unsupportedType", "filetype", { name }, "unsupportedType");
      const claim = {
        itemId: metadata.itemId ?? "",
        slot: (metadata.slot ?? "").slice(0, 60),
        fileName,
        declaredType,
        size,
      };
      await service.checkCreation(userId, claim);
      const id = randomBytes(16).toString("hex");
      claims.set(id, { ...claim, ownerId: userId });
      creations.set(req, id);
      try {
        await tus.handle(req as IncomingMessage, res);
      } finally {
        claims.delete(id);
      }
      return;
    }
    const row = await service.uploadRow(rest);
    if (!row || row.ownerId !== userId) throw new PhotoRefusal(404, "notFound", "id", {}, "notFound");
    if (row.status !== "uploading") {
      // Arrived in full (its staged copy may be gone to the store): say so without tus.
      if (req.method === "HEAD") {
        res
          .status(200)
          .set({
            "Tus-Resumable": "1.0.0",
            "Upload-Offset": String(row.bytes ?? 0),
            "Upload-Length": String(row.bytes ?? 0),
          })
          .end();
        return;
      }
      throw new PhotoRefusal(409, "uploadFinished", "id", { name: row.fileName || row.slot }, "finished");
    }
    if (req.method === "HEAD") {
      // The last byte arrived but the process died before recording it: record it now.
      const upload = await tus.datastore.getUpload(rest).catch(() => null);
      if (upload?.size !== undefined && upload.offset === upload.size)
        await service.finishUpload(rest, upload.size);
    }
    await tus.handle(req as IncomingMessage, res);
  });
  router.use((req, res, next) => {
    if (req.path !== uploadPath && !req.path.startsWith(`${uploadPath}/`)) return next();
    uploads(req, res, next);
  });

  // ---------------------------------------------------------------- photos
  router.get(
    "/api/items/:id/photos",
    handle(async (req, res) => {
      res.set("Cache-Control", "no-store");
      const userId = await userOf(req);
      const list = await service.itemPhotos(userId, String(req.params.id));
      if (!list) throw new PhotoRefusal(404, "notFound", "id", {}, "notFound");
      res.json({ status: "success", message: photoText(languageOf(req), "photos"), data: { photos: list } });
    }),
  );

  router.delete(
    "/api/photos/:id",
    handle(async (req, res) => {
      res.set("Cache-Control", "no-store");
      const userId = await userOf(req);
      await service.deletePhoto(userId, String(req.params.id));
      res.json({
        status: "success",
        message: photoText(languageOf(req), "photoDeleted"),
        data: { id: req.params.id },
      });
    }),
  );

  router.get(
    "/api/photos/:id/:variant",
    handle(async (req, res) => {
      const exp = typeof req.query.exp === "string" ? req.query.exp : "";
      const sig = typeof req.query.sig === "string" ? req.query.sig : "";
      const found = await service.variant(String(req.params.id), String(req.params.variant), exp, sig);
      if (!found) {
        res.set("Cache-Control", "no-store");
        res.status(404).json({
          status: "error",
          message: photoText(languageOf(req), "notFound"),
          errors: [{ field: "sig", code: "notFound" }],
        });
        return;
      }
      res.set("Cache-Control", "private, max-age=300");
      res.set("Content-Type", found.type);
      res.set("X-Content-Type-Options", "nosniff");
      res.set("Content-Disposition", "inline");
      await pipeline(found.stream, res).catch(() => {});
    }),
  );

  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof PhotoRefusal) return refuse(req, res, error);
    req.log?.error({ err: error }, "photos request failed");
    if (res.headersSent) return res.destroy();
    res
      .set("Retry-After", "30")
      .set("Cache-Control", "no-store")
      .status(503)
      .json({
        status: "error",
        message: photoText(languageOf(req), "unexpected" as PhotoWord),
        errors: [],
      });
  });
  return router;
}
