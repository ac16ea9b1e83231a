import { type Request, Router } from "express";
import type { AuthService } from "../auth/service.ts";
import { bearerToken } from "../auth/tokens.ts";
import type { VaultService, VaultUser } from "../certificates/vault.ts";
import {
  CertificateHttpError,
  certificateErrors,
  handle,
  jsonBody,
  objectBody,
  succeed,
} from "./certificates.ts";

/**
 * `/api/vault`: the signed-in owner's certificates and transfers, over the session token of
 * `/api/auth` (Authorization: Bearer <token>).
 *   GET    /api/vault                                  certificates held and incoming transfers
 *   GET    /api/vault/{id}                             one of the owner's certificates
 *   POST   /api/vault/{id}/transfer {email}            starts a transfer (the sender keeps it until accepted)
 *   DELETE /api/vault/transfers/{transferId}           the sender cancels
 *   POST   /api/vault/transfers/{transferId}/accept    the recipient (account e-mail = transfer's) accepts
 * Listing the vault first attaches the certificates issued to the account's e-mail; see
 * docs/decisions/014-certificates.md for when that moves to e-mail verification.
 */
export function vaultRouter(options: { service: VaultService; accounts: AuthService }): Router {
  const { service, accounts } = options;
  const router = Router();

  async function userOf(req: Request): Promise<VaultUser> {
    try {
      const session = await accounts.session(bearerToken(req.get("authorization")));
      return { id: session.user.id, email: session.user.email, emailVerified: session.user.emailVerified };
    } catch (error) {
      if ((error as { name?: string }).name === "AccountError")
        throw new CertificateHttpError(
          401,
          "signInRequired",
          "Authorization",
          {},
          { "WWW-Authenticate": "Bearer" },
        );
      throw error;
    }
  }

  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });

  router.get(
    "/",
    handle(async (req, res) => {
      succeed(req, res, 200, "vault", await service.vault(await userOf(req)));
    }),
  );

  router.delete(
    "/transfers/:transferId",
    handle(async (req, res) => {
      const user = await userOf(req);
      await service.cancelTransfer(user, String(req.params.transferId));
      succeed(req, res, 200, "transferCancelled", { id: req.params.transferId });
    }),
  );

  router.post(
    "/transfers/:transferId/accept",
    handle(async (req, res) => {
      const user = await userOf(req);
      succeed(
        req,
        res,
        200,
        "transferAccepted",
        await service.acceptTransfer(user, String(req.params.transferId)),
      );
    }),
  );

  router.get(
    "/:id",
    handle(async (req, res) => {
      const user = await userOf(req);
      succeed(req, res, 200, "certificate", await service.ownCertificate(user, String(req.params.id)));
    }),
  );

  router.post(
    "/:id/transfer",
    // Who is asking comes before what they sent.
    (req, _res, next) => {
      userOf(req).then(() => next(), next);
    },
    ...jsonBody(),
    handle(async (req, res) => {
      const user = await userOf(req);
      const transfer = await service.startTransfer(user, String(req.params.id), objectBody(req));
      succeed(req, res, 201, "transferStarted", transfer, { email: transfer.toEmail });
    }),
  );

  router.use((req, _res, next) => {
    const known =
      req.path === "/" || /^\/(transfers\/[^/]+(\/accept)?|[^/]+(\/transfer)?)\/?$/.test(req.path);
    next(new CertificateHttpError(known ? 405 : 404, known ? "methodNotAllowed" : "apiNotFound", null));
  });
  router.use(certificateErrors);
  return router;
}
