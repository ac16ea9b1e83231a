import { type Request, type Response, Router } from "express";
import type { AuthService } from "../auth/service.ts";
import type { Owner, RequestsService } from "../requests/service.ts";
import { RequestError, type RequestWord, requestText } from "../requests/words.ts";
import { declareRoutes } from "./handler.ts";
import { languageOf, ownerApiErrors, ownerOf, signedInOwner } from "./owner-prelude.ts";

/**
 * Items, authentication requests, credits and request e-mail choices of the signed-in owner, over
 * the session token of `/api/auth` (docs/decisions/020-authentication-requests.md):
 *   GET    /api/items                       the owner's items (newest first) and balance
 *   POST   /api/items                       a new item (and its draft request when purpose is authenticate)
 *   GET    /api/items/{id}                  the item, photos, shots, services, requests with events, balance
 *   PATCH  /api/items/{id}                  changes while no request is past its draft
 *   DELETE /api/items/{id}                  the same condition
 *   POST   /api/items/{id}/requests         submit {service, idempotencyKey}
 *   POST   /api/requests/{id}/cancel        cancel before review (refunds)
 *   POST   /api/requests/{id}/resume        back to the experts once the photos asked for are added
 *   GET    /api/credits                     balance and ledger entries
 *   GET    /api/notifications, PUT          the request e-mails the owner wants
 * Answers `{status, message, data}` or `{status: "error", message, errors}` with the message in
 * the caller's language, `Cache-Control: no-store`. Another account's item or request is a 404.
 */

function succeed(
  req: Request,
  res: Response,
  status: number,
  word: RequestWord,
  data: unknown,
  values: Record<string, string | number> = {},
) {
  res.status(status).json({ status: "success", message: requestText(languageOf(req), word, values), data });
}

/** What a route is given: the signed-in owner, the address's id (or ""), the parsed body. */
interface Call {
  owner: Owner;
  id: string;
  body: unknown;
  req: Request;
}

/** What a route answers: its status (200 unless said), message word and data. */
interface Answer {
  status?: number;
  word: RequestWord;
  data: unknown;
  values?: Record<string, string | number>;
}

export function requestsRouter(options: { requests: RequestsService; accounts: AuthService }): Router {
  const { requests, accounts } = options;
  const router = Router();

  /**
   * Every address of this router, declared once: the prelude below knows their methods from
   * here (405 with Allow for another method), and each is signed in first, then reads its JSON
   * body if it takes one, then answers with the service's result in the caller's language.
   */
  const declared: {
    method: "get" | "post" | "patch" | "put" | "delete";
    path: string;
    body: boolean;
    answer: (call: Call) => Promise<Answer>;
  }[] = [
    {
      method: "get",
      path: "/items",
      body: false,
      answer: async ({ owner }) => ({ word: "items", data: await requests.listItems(owner) }),
    },
    {
      method: "post",
      path: "/items",
      body: true,
      answer: async ({ owner, body }) => ({
        status: 201,
        word: "itemCreated",
        data: await requests.createItem(owner, body),
      }),
    },
    {
      method: "get",
      path: "/items/:id",
      body: false,
      answer: async ({ owner, id }) => ({ word: "item", data: await requests.getItem(owner, id) }),
    },
    {
      method: "patch",
      path: "/items/:id",
      body: true,
      answer: async ({ owner, id, body }) => ({
        word: "itemUpdated",
        data: await requests.updateItem(owner, id, body),
      }),
    },
    {
      method: "delete",
      path: "/items/:id",
      body: false,
      answer: async ({ owner, id }) => ({ word: "itemDeleted", data: await requests.deleteItem(owner, id) }),
    },
    {
      method: "post",
      path: "/items/:id/requests",
      body: true,
      answer: async ({ owner, id, body, req }) => {
        const result = await requests.submit(owner, id, body, languageOf(req));
        return {
          status: result.replayed ? 200 : 201,
          word: "submitted",
          data: { request: result.request, balance: result.balance },
        };
      },
    },
    {
      method: "get",
      path: "/requests/:id",
      body: false,
      answer: async ({ owner, id }) => ({ word: "request", data: await requests.getRequest(owner, id) }),
    },
    {
      method: "put",
      path: "/requests/:id/publicity",
      body: true,
      answer: async ({ owner, id, body }) => ({
        word: "publicityUpdated",
        data: await requests.setPublicity(owner, id, body),
      }),
    },
    {
      method: "post",
      path: "/requests/:id/cancel",
      body: false,
      answer: async ({ owner, id }) => {
        const result = await requests.cancel(owner, id);
        return {
          word: result.already ? "alreadyCancelled" : result.refunded ? "cancelledRefunded" : "cancelled",
          data: { request: result.request, balance: result.balance },
          values: { credits: result.refunded },
        };
      },
    },
    {
      method: "post",
      path: "/requests/:id/resume",
      body: false,
      answer: async ({ owner, id }) => ({ word: "resumed", data: await requests.resume(owner, id) }),
    },
    {
      method: "get",
      path: "/credits",
      body: false,
      answer: async ({ owner }) => ({ word: "credits", data: await requests.credits(owner) }),
    },
    {
      method: "get",
      path: "/notifications",
      body: false,
      answer: async ({ owner }) => ({ word: "notifications", data: await requests.notifications(owner) }),
    },
    {
      method: "put",
      path: "/notifications",
      body: true,
      answer: async ({ owner, body }) => ({
        word: "notificationsSaved",
        data: await requests.setNotifications(owner, body),
      }),
    },
  ];

  // Only JSON bodies (any other content type is a 415), at most 16 KB.
  return declareRoutes(
    router,
    declared.map(({ method, path, body, answer }) => ({
      method,
      path,
      body,
      run: async (req, res) => {
        const id = String(req.params.id ?? "");
        const {
          status = 200,
          word,
          data,
          values,
        } = await answer({ owner: ownerOf(res), id, body: req.body, req });
        succeed(req, res, status, word, data, values);
      },
    })),
    {
      notAllowed: () => new RequestError(405, "methodNotAllowed", null),
      guards: [signedInOwner(accounts)],
      jsonLimit: "16kb",
      errors: ownerApiErrors("requests API failed"),
    },
  );
}
