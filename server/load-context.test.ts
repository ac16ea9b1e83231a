import type { Request, Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { expect, test } from "vitest";
import { nonceContext } from "#app/lib/nonce.server.ts";
import * as provide from "#app/load-context.server.ts";
import { giveNonce } from "./http/security-headers.ts";
import { loadContextFor } from "./load-context.ts";

// The build's entry module as far as the context goes: the same functions the build re-exports.
const build = { entry: { module: { ...provide } } } as unknown as ServerBuild;
const getLoadContext = loadContextFor(build, undefined);
const contextOf = async (headers: Record<string, string>, locals: Record<string, unknown>) => {
  const context = await getLoadContext({ headers } as unknown as Request, { locals } as unknown as Response);
  expect(context).toBeInstanceOf(RouterContextProvider);
  return context as RouterContextProvider;
};

test("a response's CSP nonce reaches the render through the router context", async () => {
  const res = { locals: {} };
  const nonce = giveNonce(res);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect((await contextOf({}, res.locals)).get(nonceContext)).toBe(nonce);
});

test("no nonce given, none in the context, whatever header the client sends", async () => {
  const context = await contextOf({ "x-csp-nonce": "chosen-by-the-client" }, {});
  expect(context.get(nonceContext)).toBe("");
});
